"""Which face Chromium draws each element of a page with, given `fontpack export css`'s style sheet.

    python3 Tests/Browser/export_css_fonts.py EXPORT_FOLDER CASES.json

CASES.json is a list of {"id", "lang", "weight", "style", "text", "outer"}:
each case becomes `<p id lang style="font-weight; font-style">text</p>`, inside
an element of language `outer` when given (a language inside another). The
page links only EXPORT_FOLDER/fontpack.css. Prints one JSON object: id -> the
PostScript names DevTools' CSS.getPlatformFontsForNode reports for the element:
every font that draws some of its text, so an element holding characters the
entry's face lacks names the fallback chain's link that draws them.
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
    body = []
    for case in cases:
        element = (f'<p id="{html.escape(case["id"])}" lang="{html.escape(case["lang"])}" '
                   f'style="font-weight: {case["weight"]}; font-style: {case["style"]}">{html.escape(case["text"])}</p>')
        if case.get("outer"):
            element = f'<div lang="{html.escape(case["outer"])}">{element}</div>'
        body.append(element)
    page = folder / "fontpack-test-page.html"
    page.write_text('<!DOCTYPE html><html><head><meta charset="utf-8">'
                    '<link rel="stylesheet" href="fontpack.css"></head><body>' + "".join(body) + "</body></html>",
                    encoding="utf-8")
    driver = open_browser()
    try:
        load(driver, page)
        driver.execute_cdp_cmd("DOM.enable", {})
        driver.execute_cdp_cmd("CSS.enable", {})
        root = driver.execute_cdp_cmd("DOM.getDocument", {})["root"]["nodeId"]
        result = {}
        for case in cases:
            node = driver.execute_cdp_cmd("DOM.querySelector", {"nodeId": root, "selector": "#" + case["id"]})["nodeId"]
            fonts = driver.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
            result[case["id"]] = [font["postScriptName"] for font in fonts]
        print(json.dumps(result))
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
