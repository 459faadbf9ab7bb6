"""Which face Chromium draws each span with, given `fontpack export css`'s style sheet, and how wide.

    python3 Tests/Browser/variable_weights.py EXPORT_FOLDER CASES.json

CASES.json is a list of {"id", "lang", "weight", "text", "size"}: each case
becomes `<div><span id lang style="font-weight; font-size">text</span></div>`
on a page that links only EXPORT_FOLDER/fontpack.css. Prints one JSON object:
"fonts": id -> the PostScript names DevTools' CSS.getPlatformFontsForNode
reports for the span, "widths": id -> the span's getBoundingClientRect().width
in CSS pixels, "faces": [[family, weight, style, status]] of document.fonts
after every face the page asked for has settled (a variable face the browser
could not read would be "error" and its text drawn by a system font).
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
        f'<div><span id="{html.escape(case["id"])}" lang="{html.escape(case["lang"])}" '
        f'style="font-weight: {case["weight"]}; font-size: {case["size"]}px">{html.escape(case["text"])}</span></div>'
        for case in cases)
    page = folder / "fontpack-variable-page.html"
    page.write_text('<!DOCTYPE html><html><head><meta charset="utf-8">'
                    '<link rel="stylesheet" href="fontpack.css"></head><body>' + body + "</body></html>",
                    encoding="utf-8")
    driver = open_browser()
    try:
        load(driver, page)
        faces = driver.execute_script(
            "return [...document.fonts].map(f => [f.family, f.weight, f.style, f.status]);")
        driver.execute_cdp_cmd("DOM.enable", {})
        driver.execute_cdp_cmd("CSS.enable", {})
        root = driver.execute_cdp_cmd("DOM.getDocument", {})["root"]["nodeId"]
        fonts, widths = {}, {}
        for case in cases:
            node = driver.execute_cdp_cmd("DOM.querySelector", {"nodeId": root, "selector": "#" + case["id"]})["nodeId"]
            fonts[case["id"]] = [font["postScriptName"]
                                 for font in driver.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]]
            widths[case["id"]] = driver.execute_script(
                "return document.getElementById(arguments[0]).getBoundingClientRect().width;", case["id"])
        print(json.dumps({"fonts": fonts, "widths": widths, "faces": faces}))
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
