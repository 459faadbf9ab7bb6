"""Measures, in headless Chromium, how a `fontpack report` page draws a
variable font's instances: each cell's specimen style applied to one test
word, and the face DevTools says draws each cell's first specimen.

    python3 Tests/Browser/report_variable.py <report folder> <language>

Prints one JSON object: {slot: {"width": px, "fonts": [PostScript names]}} for
the language's cells; the Swift test asserts on it.
"""
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "Scripts" / "browser"))
from chromium import load, open_browser  # noqa: E402

WORD = "Hamburgefonstiv"


def main():
    folder, language = pathlib.Path(sys.argv[1]), sys.argv[2]
    driver = open_browser()
    try:
        load(driver, folder / "index.html")
        widths = driver.execute_script(
            "const out = {};"
            "for (const cell of document.querySelectorAll(`.cell[data-language='${arguments[0]}']`)) {"
            "  const specimen = cell.querySelector('.specimen');"
            "  const probe = document.createElement('span');"
            "  probe.setAttribute('style', specimen.getAttribute('style') + '; font-size: 40px; white-space: pre');"
            "  probe.textContent = arguments[1];"
            "  document.body.appendChild(probe);"
            "  out[cell.dataset.slot] = probe.getBoundingClientRect().width;"
            "  probe.remove();"
            "}"
            "return out;", language, WORD)
        # The dotted circles under lone marks are the page's own decoration, drawn in whichever
        # font has U+25CC: what the cell judged is everything else.
        driver.execute_script("for (const base of document.querySelectorAll('.specimen .base')) base.remove();")
        driver.execute_cdp_cmd("DOM.enable", {})
        driver.execute_cdp_cmd("CSS.enable", {})
        root = driver.execute_cdp_cmd("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
        result = {}
        for slot, width in widths.items():
            selector = f".cell[data-language='{language}'][data-slot='{slot}'] .specimen"
            node = driver.execute_cdp_cmd("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
            fonts = driver.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
            result[slot] = {"width": width, "fonts": sorted({font["postScriptName"] for font in fonts if font["glyphCount"] > 0})}
        print(json.dumps(result, sort_keys=True))
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
