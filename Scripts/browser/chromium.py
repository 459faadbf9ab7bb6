"""Debian's Chromium driven by Debian's chromedriver through Selenium.

Both paths are given explicitly, so Selenium never runs selenium-manager and
nothing is downloaded: the browser is the one the install script put there.
"""
import pathlib

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"


def open_browser(width=1200, height=900):
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    # --no-sandbox: Chromium's sandbox cannot start as root, as CI runs.
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--hide-scrollbars", "--force-device-scale-factor=1", f"--window-size={width},{height}"):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)


def load(driver, page):
    """Opens a page from disk and waits until every font it asked for has settled."""
    driver.get(pathlib.Path(page).resolve().as_uri())
    driver.set_script_timeout(60)
    return driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "document.fonts.ready.then(() => done([...document.fonts].map(f => [f.family, f.status])));")
