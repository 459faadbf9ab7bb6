"""Opens a `fontpack report` page in headless Chromium and checks it against
`fontpack check --format json` for the same pack.

    python3 check_report.py <report folder> <check.json> [--min-rtl N] [--visible TEXT]... [--phone]

Exit status 0 when every check passes; otherwise each failure is printed and
the status is 1. The expected cell statuses and text directions are worked
out here from the JSON and from Unicode's bidi classes, not taken from the page.
"""
import argparse
import json
import pathlib
import sys
import unicodedata

from fontTools.ttLib import TTFont

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "Scripts" / "browser"))
from chromium import load, open_browser  # noqa: E402

RED = "rgb(207, 34, 46)"


def concerns(finding, row):
    """A finding is about a cell when its language is the row's language or env and it names no slot or the row's."""
    if finding.get("language") not in (row["language"], row["env"]):
        return False
    slots = finding.get("slot")
    return slots is None or row["slot"] in [s.strip() for s in slots.split(",")]


def expected_status(row, findings):
    """The most severe finding about the row's language (or its entry's env) and slot; notes do not count."""
    status = "ok"
    for finding in findings:
        if not concerns(finding, row):
            continue
        if finding["severity"] == "error":
            return "error"
        if finding["severity"] == "warning":
            status = "warning"
    return status


def os2_weight_and_italic(path):
    """usWeightClass and fsSelection's italic bit, read by fontTools (a single-face sfnt, WOFF or WOFF2)."""
    try:
        font = TTFont(path)
    except Exception as error:  # fontTools raises TTLibError, struct.error, brotli.error...
        raise ValueError(f"{path}: fontTools cannot read it: {error}")
    if "OS/2" not in font:
        raise ValueError(f"{path}: no OS/2 table")
    os2 = font["OS/2"]
    return os2.usWeightClass, bool(os2.fsSelection & 1)


def first_strong_direction(text):
    for character in text:
        bidi = unicodedata.bidirectional(character)
        if bidi in ("R", "AL"):
            return "rtl"
        if bidi == "L":
            return "ltr"
    return "ltr"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("report")
    parser.add_argument("check_json")
    parser.add_argument("--min-rtl", type=int, default=0)
    parser.add_argument("--visible", action="append", default=[])
    parser.add_argument("--phone", action="store_true", help="also lay the page out 390 px wide")
    arguments = parser.parse_args()
    check = json.loads(pathlib.Path(arguments.check_json).read_text())
    failures = []

    driver = open_browser()
    try:
        page = pathlib.Path(arguments.report) / "index.html"
        statuses = load(driver, page)

        # Every @font-face of the page loaded, and there is one per face file copied.
        rules = driver.execute_script(
            "return [...document.styleSheets].flatMap(s => [...s.cssRules])"
            ".filter(r => r instanceof CSSFontFaceRule).length")
        copied = len(list((pathlib.Path(arguments.report) / "fonts").iterdir()))
        if not statuses or len(statuses) != rules or rules != copied:
            failures.append(f"{len(statuses)} fonts in document.fonts, {rules} @font-face rules, {copied} font files")
        for family, status in statuses:
            if status != "loaded":
                failures.append(f"@font-face {family}: {status}")

        # Each @font-face declares its file's own weight and slant, and the
        # specimens ask for exactly that: nothing for the browser to synthesise.
        faces = driver.execute_script(
            "return [...document.styleSheets].flatMap(s => [...s.cssRules])"
            ".filter(r => r instanceof CSSFontFaceRule).map(r => [r.style.getPropertyValue('font-family'),"
            " r.style.getPropertyValue('src'), r.style.getPropertyValue('font-weight'), r.style.getPropertyValue('font-style')])")
        declared = {}
        for family, source, weight, style in faces:
            family = family.strip('"')
            url = source.split('url("', 1)[1].split('"', 1)[0]
            try:
                wanted = os2_weight_and_italic(pathlib.Path(arguments.report) / url)
            except ValueError as error:
                failures.append(str(error))
                continue
            declared[family] = (int(weight), style)
            if (int(weight), style == "italic") != wanted:
                failures.append(f"{family} ({url}): @font-face weight {weight} {style}, the file says {wanted}")
        asked = driver.execute_script(
            "return [...document.querySelectorAll('.specimen')].map(s => { const c = getComputedStyle(s);"
            " return [c.fontFamily.split(',')[0].trim().replace(/\"/g, ''), c.fontWeight, c.fontStyle]; })")
        for family, weight, style in asked:
            if family in declared and declared[family] != (int(weight), style):
                failures.append(f"a specimen asks {family} for {weight} {style}, the face is {declared[family]}")

        # One cell per language x slot of check's table, with its font and status.
        cells = driver.execute_script(
            "return [...document.querySelectorAll('.cell')].map(c => {"
            "  const s = [...c.querySelectorAll('.specimen')];"
            "  return {language: c.dataset.language, slot: c.dataset.slot, font: c.dataset.font,"
            "          status: c.dataset.status, text: s.map(e => e.textContent).join(' '),"
            "          directions: s.map(e => getComputedStyle(e).direction),"
            "          red: [...c.querySelectorAll('.tofu')].map(t => [t.textContent, t.dataset.missing || ''])};"
            "})")
        by_pair = {}
        for cell in cells:
            pair = (cell["language"], cell["slot"])
            if pair in by_pair:
                failures.append(f"two cells for {pair}")
            by_pair[pair] = cell
        table = check["table"]
        if len(cells) != len(table):
            failures.append(f"{len(cells)} cells for {len(table)} table rows")
        for row in table:
            pair = (row["language"], row["slot"])
            cell = by_pair.get(pair)
            if cell is None:
                failures.append(f"no cell for {pair}")
                continue
            font = row.get("postscriptName") or row["name"]
            if cell["font"] != font:
                failures.append(f"{pair}: data-font {cell['font']!r}, table says {font!r}")
            status = expected_status(row, check["findings"])
            if cell["status"] != status:
                failures.append(f"{pair}: data-status {cell['status']!r}, findings say {status!r}")

            # The specimen holds every character the check judged for the cell, at the level it ran.
            shown = {ord(character) for character in cell["text"]}
            for coverage in row["coverage"]:
                judged = {ord(character) for character in coverage["characters"]}
                if len(judged) != coverage["required"]:
                    failures.append(f"{pair} {coverage['requirement']}: {len(judged)} characters, required {coverage['required']}")
                absent = sorted(judged - shown)
                if absent:
                    listed = " ".join(f"U+{c:04X}" for c in absent[:10])
                    failures.append(f"{pair} {coverage['requirement']}: {len(absent)} judged characters not in the specimen: {listed}")

            # Nothing is outlined red unless a finding about the cell names it.
            named = {c for finding in check["findings"] if concerns(finding, row) for c in finding.get("missing") or []}
            for text, missing in cell["red"]:
                flagged = {int(c) for c in missing.split()}
                if not flagged or not flagged <= named or not flagged <= {ord(c) for c in text}:
                    failures.append(f"{pair}: {text!r} outlined red (for {sorted(flagged)}), no finding names it")

        # Specimens run in the direction of their script.
        rtl = 0
        for cell in cells:
            wanted = first_strong_direction(cell["text"])
            for direction in cell["directions"]:
                if direction != wanted:
                    failures.append(f"{cell['language']} {cell['slot']}: direction {direction}, text is {wanted}")
            rtl += bool(cell["directions"]) and cell["directions"][0] == "rtl"
        if rtl < arguments.min_rtl:
            failures.append(f"{rtl} right-to-left cells, expected at least {arguments.min_rtl}")

        # Characters a font lacks are outlined in red.
        outlines = driver.execute_script(
            "return [...document.querySelectorAll('.tofu')].map(t => {"
            "  const s = getComputedStyle(t); return [t.textContent, s.outlineStyle, s.outlineColor]; })")
        for text, style, color in outlines:
            if style != "solid" or color != RED:
                failures.append(f"tofu {text!r}: outline {style} {color}")

        # A slot label stays clear of the red outlines beside it, in either direction: the outline
        # (2 px, offset 1 px) of a tofu span must not cross the label's box.
        overlaps = driver.execute_script(
            "const hits = [];"
            "for (const label of document.querySelectorAll('.rendering .slot-label')) {"
            "  const l = label.getBoundingClientRect();"
            "  for (const tofu of label.parentElement.querySelectorAll('.tofu')) {"
            "    for (const r of tofu.getClientRects()) {"
            "      const x0 = r.left - 3, x1 = r.right + 3, y0 = r.top - 3, y1 = r.bottom + 3;"
            "      if (x0 < l.right && x1 > l.left && y0 < l.bottom && y1 > l.top)"
            "        hits.push([label.parentElement.dir, label.textContent, tofu.textContent]); } } }"
            "return hits;")
        for direction, label, text in overlaps:
            failures.append(f"{direction} row: the outline of {text!r} covers the slot label {label!r}")

        # In the strings section, a red character is one a finding of that string names.
        strings = driver.execute_script(
            "return [...document.querySelectorAll('.string')].map(s => [s.dataset.language, s.dataset.key,"
            " [...s.querySelectorAll('.tofu')].map(t => t.dataset.missing || '')])")
        for language, key, reds in strings:
            named = {c for finding in check["findings"] if finding.get("key") == key
                     and finding.get("language") == language for c in finding.get("missing") or []}
            for missing in reds:
                flagged = {int(c) for c in missing.split()}
                if not flagged or not flagged <= named:
                    failures.append(f"string {language} {key}: {sorted(flagged)} outlined red, no finding of it names them")

        # Text from user files is text: nothing ran, no element was made from it.
        state = driver.execute_script(
            "return {pwned: window.pwned === undefined ? null : String(window.pwned),"
            " scripts: document.scripts.length, images: document.images.length, text: document.body.innerText}")
        if state["pwned"] is not None:
            failures.append(f"a script from user text ran: window.pwned = {state['pwned']}")
        if state["scripts"] or state["images"]:
            failures.append(f"{state['scripts']} script and {state['images']} img elements in the page")
        for text in arguments.visible:
            if text not in state["text"]:
                failures.append(f"not shown as text: {text!r}")

        if arguments.phone:
            driver.set_window_size(390, 844)
            overflow = driver.execute_script(
                "return document.documentElement.scrollWidth - document.documentElement.clientWidth")
            if overflow > 0:
                failures.append(f"on a 390 px screen the page is {overflow} px too wide")
    finally:
        driver.quit()

    for failure in failures:
        print(f"FAIL: {failure}")
    print(f"{len(cells)} cells, {len(statuses)} fonts, {len(outlines)} marked characters, {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
