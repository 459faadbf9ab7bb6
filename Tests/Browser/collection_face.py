"""Which face of a font collection Chromium draws from an @font-face rule.

    python3 Tests/Browser/collection_face.py COLLECTION POSTSCRIPT_NAME

Loads COLLECTION twice in headless Chromium, once plainly and once with the
`#POSTSCRIPT_NAME` fragment CSS Fonts 4 gives for picking a face, and prints
the PostScript name DevTools' CSS.getPlatformFontsForNode reports for each,
one per line. The rule `platform-collection` stands on this answer.
"""
import pathlib
import shutil
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "Scripts" / "browser"))
from chromium import load, open_browser  # noqa: E402


def main():
    collection, name = sys.argv[1], sys.argv[2]
    folder = pathlib.Path(tempfile.mkdtemp())
    try:
        shutil.copy(collection, folder / "face.ttc")
        (folder / "page.html").write_text(
            "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><style>"
            "@font-face { font-family: \"Plain\"; src: url(\"face.ttc\") format(\"collection\"); }"
            f"@font-face {{ font-family: \"Fragment\"; src: url(\"face.ttc#{name}\") format(\"collection\"); }}"
            "#plain { font-family: \"Plain\", monospace; } #fragment { font-family: \"Fragment\", monospace; }"
            "</style></head><body><p id=\"plain\">\u9aa8\u76f4</p><p id=\"fragment\">\u9aa8\u76f4</p></body></html>",
            encoding="utf-8")
        driver = open_browser()
        try:
            load(driver, folder / "page.html")
            driver.execute_cdp_cmd("DOM.enable", {})
            driver.execute_cdp_cmd("CSS.enable", {})
            root = driver.execute_cdp_cmd("DOM.getDocument", {})["root"]["nodeId"]
            for selector in ("#plain", "#fragment"):
                node = driver.execute_cdp_cmd("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
                fonts = driver.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
                print(fonts[0]["postScriptName"] if fonts else "")
        finally:
            driver.quit()
    finally:
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()
