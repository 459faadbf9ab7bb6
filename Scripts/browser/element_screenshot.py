"""Screenshot of one element of a page, drawn by Debian's headless Chromium once its fonts have loaded:

    python3 element_screenshot.py <page.html> <css selector> <out.png> [--width PX] [--scale FACTOR]
"""
import argparse

from chromium import load, open_browser
from selenium.webdriver.common.by import By

parser = argparse.ArgumentParser()
parser.add_argument("page")
parser.add_argument("selector")
parser.add_argument("out")
parser.add_argument("--width", type=int, default=900, help="viewport width in CSS pixels")
parser.add_argument("--scale", type=float, default=1, help="device pixels per CSS pixel")
arguments = parser.parse_args()

driver = open_browser(arguments.width, 900)
try:
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": arguments.width, "height": 900, "deviceScaleFactor": arguments.scale,
                            "mobile": False})
    statuses = load(driver, arguments.page)
    failed = [family for family, status in statuses if status != "loaded"]
    if failed:
        raise SystemExit(f"fonts not loaded: {failed}")
    element = driver.find_element(By.CSS_SELECTOR, arguments.selector)
    driver.execute_script("arguments[0].scrollIntoView()", element)
    with open(arguments.out, "wb") as f:
        f.write(element.screenshot_as_png)
finally:
    driver.quit()
