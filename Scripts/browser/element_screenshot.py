"""Screenshot of one element of a page: python3 element_screenshot.py <page.html> <css selector> <out.png> [scale]."""
import sys

from chromium import load, open_browser

page, selector, out = sys.argv[1], sys.argv[2], sys.argv[3]
scale = float(sys.argv[4]) if len(sys.argv) > 4 else 1
driver = open_browser(900, 900)
try:
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 900, "height": 900, "deviceScaleFactor": scale, "mobile": False})
    statuses = load(driver, page)
    failed = [family for family, status in statuses if status != "loaded"]
    if failed:
        sys.exit(f"fonts not loaded: {failed}")
    from selenium.webdriver.common.by import By
    driver.find_element(By.CSS_SELECTOR, selector).screenshot(out)
finally:
    driver.quit()
