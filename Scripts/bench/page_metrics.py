#!/usr/bin/env python3
"""The size of a `fontpack report` page as a reader meets it: bytes on disk,
and the laid-out height and width in headless Chromium at a given width.

    python3 Scripts/bench/page_metrics.py REPORT_FOLDER [--width 1200]

Prints one JSON object: html_bytes (index.html), font_bytes (fonts/), height
and width (document.documentElement.scrollHeight / scrollWidth after every
font settled), viewport (clientWidth), and how many elements of each kind the
page holds (cells, findings, strings drawn, language links).
"""
import argparse
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "browser"))
from chromium import load, open_browser  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("report")
    parser.add_argument("--width", type=int, default=1200)
    arguments = parser.parse_args()
    folder = pathlib.Path(arguments.report)
    result = {
        "html_bytes": (folder / "index.html").stat().st_size,
        "font_bytes": sum(f.stat().st_size for f in (folder / "fonts").iterdir()),
    }
    driver = open_browser(width=arguments.width, height=900)
    try:
        load(driver, folder / "index.html")
        result.update(driver.execute_script(
            "const d = document.documentElement;"
            "return {height: d.scrollHeight, width: d.scrollWidth, viewport: d.clientWidth,"
            " cells: document.querySelectorAll('.cell').length,"
            " findings: document.querySelectorAll('#findings li').length,"
            " strings: document.querySelectorAll('.string').length,"
            " index_links: document.querySelectorAll('nav.language-index a').length,"
            " elements: document.getElementsByTagName('*').length};"))
    finally:
        driver.quit()
    print(json.dumps(result))


if __name__ == "__main__":
    main()
