"""Whether Chromium draws a report's han-forms characters differently untagged and tagged.

    python3 Tests/Browser/han_forms.py INDEX_HTML LANGUAGE SLOT

Opens the page, takes the two paragraphs of the LANGUAGE x SLOT cell's
han-forms group (`lang="und"` and `lang="<tag>"`, the same characters in the
same face) and compares their pixels. Exit 0 when they differ, so the
browser applies the face's `locl` to the tagged text; 1 when they are the same.
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "Scripts" / "browser"))
from chromium import load, open_browser  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402


def main():
    page, language, slot = sys.argv[1], sys.argv[2], sys.argv[3]
    driver = open_browser(1100, 900)
    try:
        statuses = load(driver, page)
        failed = [family for family, status in statuses if status != "loaded"]
        if failed:
            sys.exit(f"fonts not loaded: {failed}")
        group = f'.cell[data-language="{language}"][data-slot="{slot}"] [data-requirement="han-forms"]'
        untagged = driver.find_element(By.CSS_SELECTOR, group + ' p[data-han="untagged"]')
        tagged = driver.find_element(By.CSS_SELECTOR, group + ' p[data-han="tagged"]')
        if untagged.text != tagged.text or not untagged.text:
            sys.exit("the two paragraphs should hold the same characters")
        print(f"lang={tagged.get_attribute('lang')}: {len(tagged.text)} characters")
        driver.execute_script("arguments[0].scrollIntoView()", untagged)
        before = untagged.screenshot_as_png
        driver.execute_script("arguments[0].scrollIntoView()", tagged)
        after = tagged.screenshot_as_png
        if before == after:
            sys.exit("tagged and untagged text are drawn the same")
        print("tagged and untagged text are drawn differently")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
