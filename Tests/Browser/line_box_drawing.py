"""Opens a `fontpack report` page in headless Chromium and checks the line-box
drawings beside the languages' headings: each box is as tall, at its font size,
as its face's iOS line box (hhea ascender - descender, read with fontTools
from the page's own font file), the reference's and the language's at the same
size; a drawing stands exactly where the language's light face is not the
reference's and the boxes differ (fontTools on the pack's files, as check's
JSON names them); and no heading is taller than a heading without a drawing.

    python3 line_box_drawing.py <report folder> <check.json> [--reference ENV] [--min-drawings N]

Exit status 0 when every check passes; otherwise each failure is printed and
the status is 1.
"""
import argparse
import json
import pathlib
import sys

from fontTools.ttLib import TTFont

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "Scripts" / "browser"))
from chromium import load, open_browser  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]


def ios_box(path, index=0):
    font = TTFont(path, fontNumber=index)
    return (font["hhea"].ascent - font["hhea"].descent) / font["head"].unitsPerEm


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("report")
    parser.add_argument("check_json")
    parser.add_argument("--reference", default="default")
    parser.add_argument("--min-drawings", type=int, default=1)
    arguments = parser.parse_args()
    check = json.loads(pathlib.Path(arguments.check_json).read_text())
    failures = []

    # Expected: per language, its light row's face against the reference entry's light face.
    light = {row["language"]: row for row in check["table"] if row["slot"] == "light"}
    reference = next((row for row in check["table"] if row["env"] == arguments.reference and row["slot"] == "light"), None)
    expected = set()
    if reference is not None:
        reference_box = ios_box(ROOT / reference["font"], reference.get("index", 0))
        for language, row in light.items():
            if "font" not in row or (row["font"], row.get("index", 0)) == (reference["font"], reference.get("index", 0)):
                continue
            if abs(ios_box(ROOT / row["font"], row.get("index", 0)) - reference_box) >= 0.0005:
                expected.add(language)

    driver = open_browser()
    try:
        load(driver, pathlib.Path(arguments.report) / "index.html")
        urls = dict(driver.execute_script(
            "return [...document.styleSheets].flatMap(s => [...s.cssRules])"
            ".filter(r => r instanceof CSSFontFaceRule).map(r => [r.style.getPropertyValue('font-family').replace(/\"/g, ''),"
            " r.style.getPropertyValue('src').split('url(\"')[1].split('\"')[0]])"))
        drawings = driver.execute_script(
            "return [...document.querySelectorAll('.line-boxes')].map(d => ({"
            "  language: d.closest('.language').dataset.language,"
            "  boxes: [...d.querySelectorAll('.line-box')].map(b => ({role: b.dataset.role,"
            "    height: b.getBoundingClientRect().height, size: parseFloat(getComputedStyle(b).fontSize),"
            "    family: getComputedStyle(b).fontFamily.split(',')[0].trim().replace(/\"/g, '')}))}))")
        headings = driver.execute_script(
            "return [...document.querySelectorAll('.language h3')].map(h => [h.closest('.language').dataset.language,"
            " h.getBoundingClientRect().height, !!h.querySelector('.line-boxes')])")
    finally:
        driver.quit()

    drawn = {drawing["language"] for drawing in drawings}
    if drawn != expected:
        failures.append(f"drawings for {sorted(drawn)}, expected {sorted(expected)}")
    if len(drawings) < arguments.min_drawings:
        failures.append(f"{len(drawings)} drawings, fewer than {arguments.min_drawings}")
    for drawing in drawings:
        roles = [box["role"] for box in drawing["boxes"]]
        if roles != ["reference", "language"]:
            failures.append(f"{drawing['language']}: boxes {roles}")
            continue
        if drawing["boxes"][0]["size"] != drawing["boxes"][1]["size"]:
            failures.append(f"{drawing['language']}: the boxes are at different sizes")
        for box in drawing["boxes"]:
            url = urls.get(box["family"])
            if url is None:
                failures.append(f"{drawing['language']} {box['role']}: drawn in {box['family']}, not a pack face")
                continue
            wanted = ios_box(pathlib.Path(arguments.report) / url) * box["size"]
            if abs(box["height"] - wanted) > 0.05:
                failures.append(
                    f"{drawing['language']} {box['role']}: {box['height']:.3f} px tall, fontTools' box at "
                    f"{box['size']} px is {wanted:.3f} px")
    plain = {height for _, height, has in headings if not has}
    for language, height, has in headings:
        if has and plain and height > max(plain) + 0.01:
            failures.append(f"{language}: its heading is {height} px tall with the drawing, {max(plain)} px without")
    for failure in failures:
        print(failure)
    print(f"{len(drawings)} line-box drawings: {', '.join(sorted(drawn))}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
