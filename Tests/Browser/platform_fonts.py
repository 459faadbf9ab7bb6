"""Which fonts headless Chromium draws an element of a page with.

    python3 Tests/Browser/platform_fonts.py PAGE SELECTOR

Loads PAGE, waits for its fonts, and prints, for the first element SELECTOR
matches, one line per font DevTools' CSS.getPlatformFontsForNode reports:
the PostScript name and the number of glyphs drawn with it, tab-separated.
The report's fallback-chain specimens are checked with it: the characters a
cell's first face lacks must come from the chain's link.
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "Scripts" / "browser"))
from chromium import load, open_browser  # noqa: E402


def main():
    page, selector = sys.argv[1], sys.argv[2]
    driver = open_browser()
    try:
        load(driver, page)
        driver.execute_cdp_cmd("DOM.enable", {})
        driver.execute_cdp_cmd("CSS.enable", {})
        root = driver.execute_cdp_cmd("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
        node = driver.execute_cdp_cmd("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
        if not node:
            sys.exit(f"no element matches {selector}")
        # The specimen's characters are in child spans: gather the fonts of every text node below it.
        counts = {}
        stack = [node]
        while stack:
            current = stack.pop()
            for font in driver.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": current})["fonts"]:
                counts[font["postScriptName"]] = counts.get(font["postScriptName"], 0) + font["glyphCount"]
            described = driver.execute_cdp_cmd("DOM.describeNode", {"nodeId": current, "depth": 1})["node"]
            children = [child for child in described.get("children", []) if child["nodeType"] == 1]
            if children:
                ids = driver.execute_cdp_cmd(
                    "DOM.pushNodesByBackendIdsToFrontend", {"backendNodeIds": [c["backendNodeId"] for c in children]})
                stack.extend(ids["nodeIds"])
        for name, count in sorted(counts.items()):
            print(f"{name}\t{count}")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
