"""Screenshot of a report's header and grid: python3 screenshot.py <index.html> <out.png> [width]."""
import sys

from chromium import load, open_browser

page, out = sys.argv[1], sys.argv[2]
width = int(sys.argv[3]) if len(sys.argv) > 3 else 1100
driver = open_browser(width, 900)
try:
    statuses = load(driver, page)
    failed = [family for family, status in statuses if status != "loaded"]
    if failed:
        sys.exit(f"fonts not loaded: {failed}")
    bottom = driver.execute_script("return Math.ceil(document.getElementById('grid').getBoundingClientRect().bottom)")
    # The viewport set exactly to the grid's height, whatever the window around it.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": bottom + 16, "deviceScaleFactor": 1, "mobile": False})
    load(driver, page)
    driver.save_screenshot(out)
finally:
    driver.quit()
