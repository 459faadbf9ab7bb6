"""How tall Chromium lays out one line of each language, given `fontpack export css`'s style sheet.

    python3 Tests/Browser/line_box.py EXPORT_FOLDER CASES.json

CASES.json is a list of {"id", "lang", "text"}: each case becomes a
`<div id lang>text</div>` at `font-size: 100px; line-height: normal`, with a
`white-space: nowrap` so it is one line. The page links only
EXPORT_FOLDER/fontpack.css. Prints one JSON object: id -> {"height": the
div's height in CSS px (getBoundingClientRect), "fonts": the PostScript names
DevTools' CSS.getPlatformFontsForNode reports for it}, so a height is known
to come from the pack's face and not a system fallback.
"""
import html
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "Scripts" / "browser"))
from chromium import load, open_browser  # noqa: E402


def main():
    folder = pathlib.Path(sys.argv[1])
    cases = json.loads(pathlib.Path(sys.argv[2]).read_text(encoding="utf-8"))
    body = "".join(
        f'<div id="{html.escape(case["id"])}" lang="{html.escape(case["lang"])}">{html.escape(case["text"])}</div>'
        for case in cases)
    page = folder / "fontpack-line-box-page.html"
    page.write_text('<!DOCTYPE html><html><head><meta charset="utf-8">'
                    '<link rel="stylesheet" href="fontpack.css">'
                    '<style>div { font-size: 100px; line-height: normal; white-space: nowrap; margin: 0; padding: 0; }</style>'
                    '</head><body>' + body + "</body></html>", encoding="utf-8")
    driver = open_browser()
    try:
        load(driver, page)
        driver.execute_cdp_cmd("DOM.enable", {})
        driver.execute_cdp_cmd("CSS.enable", {})
        root = driver.execute_cdp_cmd("DOM.getDocument", {})["root"]["nodeId"]
        result = {}
        for case in cases:
            height = driver.execute_script(
                "return document.getElementById(arguments[0]).getBoundingClientRect().height;", case["id"])
            node = driver.execute_cdp_cmd("DOM.querySelector", {"nodeId": root, "selector": "#" + case["id"]})["nodeId"]
            fonts = driver.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
            result[case["id"]] = {"height": height, "fonts": [font["postScriptName"] for font in fonts]}
        print(json.dumps(result))
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
