"""Checks the font files a `fontpack report` folder embeds, with two readers
that are not fontpack: fontTools and headless Chromium.

    python3 Tests/Browser/report_fonts.py <report folder>

- fontTools reads every file in `fonts/` (WOFF2 needs its `brotli` module) and
  decompiles every table of it, and the file holds a cmap and an OS/2 table.
- Chromium loads every @font-face of the page (`FontFace.load()`, so a face no
  element has asked for yet is loaded too) and reports status 'loaded' for each,
  one per file.
- Each cell's specimens are drawn in the cell's face alone: DevTools'
  CSS.getPlatformFontsForNode, for the text of each specimen outside the red
  `tofu` spans, names only the face in the cell's `data-font`. A subset that
  lacked a character the specimen shows would send it to a fallback font.

Prints one line per failure and a summary; exit status 1 on any failure.
"""
import pathlib
import sys

from fontTools.ttLib import TTFont

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "Scripts" / "browser"))
from chromium import open_browser  # noqa: E402


def read_with_fonttools(path):
    """The failures fontTools finds in one font file: unreadable, a table that does not decompile, no cmap or OS/2."""
    try:
        font = TTFont(path, lazy=False)
        for tag in font.keys():
            if tag != "GlyphOrder":
                font[tag]  # decompiles the table
        if "cmap" not in font or "OS/2" not in font:
            return [f"{path.name}: no {'cmap' if 'cmap' not in font else 'OS/2'} table"]
        if not font.getBestCmap():
            return [f"{path.name}: the cmap maps no character"]
    except Exception as error:  # TTLibError, struct.error, brotli.error, AssertionError: all a broken file
        return [f"{path.name}: fontTools cannot read it: {type(error).__name__}: {error}"]
    return []


def main():
    folder = pathlib.Path(sys.argv[1])
    files = sorted((folder / "fonts").iterdir())
    failures = []
    for path in files:
        failures += read_with_fonttools(path)

    driver = open_browser()
    try:
        driver.get((folder / "index.html").resolve().as_uri())
        driver.set_script_timeout(120)
        statuses = driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "const faces = [...document.fonts];"
            "Promise.allSettled(faces.map(f => f.load())).then(() => done(faces.map(f => [f.family, f.status])));")
        if len(statuses) != len(files):
            failures.append(f"{len(statuses)} faces in document.fonts, {len(files)} font files")
        for family, status in statuses:
            if status != "loaded":
                failures.append(f"@font-face {family}: {status}")

        driver.execute_cdp_cmd("DOM.enable", {})
        driver.execute_cdp_cmd("CSS.enable", {})
        root = driver.execute_cdp_cmd("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
        cells = driver.execute_cdp_cmd("DOM.querySelectorAll", {"nodeId": root, "selector": ".cell"})["nodeIds"]
        specimens = 0
        for cell in cells:
            attributes = driver.execute_cdp_cmd("DOM.getAttributes", {"nodeId": cell})["attributes"]
            named = dict(zip(attributes[::2], attributes[1::2]))
            wanted = named.get("data-font")
            nodes = driver.execute_cdp_cmd("DOM.querySelectorAll", {"nodeId": cell, "selector": ".specimen"})["nodeIds"]
            for node in nodes:
                specimens += 1
                fonts = driver.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
                used = {font["postScriptName"] for font in fonts if font["glyphCount"] > 0}
                if used != {wanted}:
                    failures.append(f"{named.get('data-language')} {named.get('data-slot')}: a specimen is drawn in "
                                    f"{sorted(used)}, the cell's face is {wanted!r}")
    finally:
        driver.quit()

    for failure in failures:
        print(f"FAIL: {failure}")
    print(f"{len(files)} font files, {len(statuses)} faces loaded, {specimens} specimens, {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
