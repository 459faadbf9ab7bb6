"""Checks a `fontpack report` page's clipped-ink outlines in headless Chromium.

    python3 clipped_ink.py <report folder> <check.json>

For every language x slot row of `fontpack check --format json`, the cell's
`clipped` spans must be exactly the clusters the row's `clippedInk` lists,
each drawn in the cell's face with a dashed outline. Chromium itself is the
oracle for the Linux line box: Chromium on Linux reads a face's ascent and
descent through Skia and FreeType, the rule `linux` stands for. So with the
face loaded, canvas `measureText` must put every cluster the row lists for
`linux` past the font's own box (actualBoundingBox past fontBoundingBox) and
every cluster listed only for other platforms inside it.
Exit status 0 when every check passes; else each failure is printed, status 1.
"""
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "Scripts" / "browser"))
from chromium import load, open_browser  # noqa: E402

MEASURE = """
const [language, slot] = arguments;
const cell = document.querySelector(`.cell[data-language="${language}"][data-slot="${slot}"]`);
if (!cell) return null;
const spans = [...cell.querySelectorAll('.clipped')];
const style = cell.querySelector('.specimen').style.fontFamily.split(',')[0].trim();
const context = document.createElement('canvas').getContext('2d');
context.font = `100px ${style}`;
return spans.map(span => {
  const metrics = context.measureText(span.textContent);
  const computed = getComputedStyle(span);
  return {text: span.textContent, outline: computed.outlineStyle, family: computed.fontFamily.split(',')[0].trim(),
          inkAscent: metrics.actualBoundingBoxAscent, inkDescent: metrics.actualBoundingBoxDescent,
          boxAscent: metrics.fontBoundingBoxAscent, boxDescent: metrics.fontBoundingBoxDescent};
});
"""


def main():
    folder, check_json = sys.argv[1], sys.argv[2]
    check = json.loads(pathlib.Path(check_json).read_text())
    failures = []
    driver = open_browser()
    try:
        statuses = load(driver, pathlib.Path(folder) / "index.html")
        failures += [f"font {family} {status}" for family, status in statuses if status != "loaded"]
        checked = 0
        for row in check["table"]:
            clips = row.get("clippedInk", [])
            expected = []
            for clip in clips:
                expected += [text for text in clip["characters"] if text not in expected]
            linux = {text for clip in clips if clip["platform"] == "linux" for text in clip["characters"]}
            spans = driver.execute_script(MEASURE, row["language"], row["slot"])
            where = f"{row['language']} {row['slot']}"
            if spans is None:
                failures.append(f"{where}: no cell")
                continue
            shown = [span["text"] for span in spans]
            if shown != expected:
                failures.append(f"{where}: outlined {shown}, check lists {expected}")
            for span in spans:
                if span["outline"] != "dashed":
                    failures.append(f"{where}: {span['text']} outline {span['outline']}")
                past = span["inkAscent"] > span["boxAscent"] + 0.01 or span["inkDescent"] > span["boxDescent"] + 0.01
                if past != (span["text"] in linux):
                    failures.append(f"{where}: {span['text']}: Chromium's ink {span['inkAscent']:.1f}/{span['inkDescent']:.1f} "
                                    f"against its box {span['boxAscent']:.1f}/{span['boxDescent']:.1f} at 100 px, "
                                    f"check says linux {'clips' if span['text'] in linux else 'fits'}")
                checked += 1
        if checked == 0:
            failures.append("no clipped cluster on the page")
        print(f"{checked} outlined clusters measured")
    finally:
        driver.quit()
    for failure in failures:
        print(failure)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
