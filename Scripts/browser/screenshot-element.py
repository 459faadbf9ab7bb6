"""Screenshot of one element of a report: python3 screenshot-element.py <index.html> <out.png> <CSS selector> [width]."""
import sys

from chromium import load, open_browser
from selenium.webdriver.common.by import By

page, out, selector = sys.argv[1], sys.argv[2], sys.argv[3]
width = int(sys.argv[4]) if len(sys.argv) > 4 else 1100
driver = open_browser(width, 900)
try:
    statuses = load(driver, page)
    failed = [family for family, status in statuses if status != "loaded"]
    if failed:
        sys.exit(f"fonts not loaded: {failed}")
    element = driver.find_element(By.CSS_SELECTOR, selector)
    driver.execute_script("arguments[0].scrollIntoView()", element)
    with open(out, "wb") as f:
        f.write(element.screenshot_as_png)
finally:
    driver.quit()
