"""Opens a `fontpack diff --report` page in headless Chromium and checks
that each changed string is drawn twice, in the face before and the face
after (each a pack face the page loaded, not a system font), and that each
drawing is as wide in Chromium (its own HarfBuzz, on the page's subset WOFF2
faces) as the width in points HarfBuzz gave in the library, at 17 px.

    python3 diff_page.py <report folder> [--min-strings N]

Exit status 0 when every check passes; otherwise each failure is printed and
the status is 1.
"""
import argparse
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "Scripts" / "browser"))
from chromium import load, open_browser  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("report")
    parser.add_argument("--min-strings", type=int, default=1)
    arguments = parser.parse_args()
    failures = []
    driver = open_browser()
    try:
        statuses = load(driver, pathlib.Path(arguments.report) / "index.html")
        failed = [family for family, status in statuses if status != "loaded"]
        if failed:
            failures.append(f"fonts not loaded: {failed}")
        rows = driver.execute_script(
            "return [...document.querySelectorAll('tr.string')].map(r => ({"
            "  language: r.dataset.language, key: r.dataset.key,"
            "  before: parseFloat(r.dataset.beforePt), after: parseFloat(r.dataset.afterPt),"
            "  drawn: [...r.querySelectorAll('span.drawn')].map(s => ({side: s.dataset.side, text: s.textContent,"
            "    width: s.getBoundingClientRect().width, size: parseFloat(getComputedStyle(s).fontSize),"
            "    family: getComputedStyle(s).fontFamily}))}))")
        if len(rows) < arguments.min_strings:
            failures.append(f"{len(rows)} strings drawn, fewer than {arguments.min_strings}")
        measured = 0
        for row in rows:
            sides = [d["side"] for d in row["drawn"]]
            if sides != ["before", "after"]:
                failures.append(f"{row['language']} {row['key']}: drawn {sides}")
                continue
            before, after = row["drawn"]
            if before["family"] == after["family"]:
                failures.append(f"{row['language']} {row['key']}: before and after drawn in one family {before['family']}")
            for drawn, expected in ((before, row["before"]), (after, row["after"])):
                if not drawn["family"].strip('"').startswith("f"):
                    failures.append(f"{row['language']} {row['key']} {drawn['side']}: not a pack face ({drawn['family']})")
                if drawn["size"] != 17:
                    failures.append(f"{row['language']} {row['key']} {drawn['side']}: drawn at {drawn['size']} px")
                if abs(drawn["width"] - expected) > max(1.0, expected * 0.002):
                    failures.append(
                        f"{row['language']} {row['key']} {drawn['side']} {drawn['text']!r}: {drawn['width']:.2f} px in Chromium, "
                        f"{expected:.2f} pt from HarfBuzz")
                measured += 1
    finally:
        driver.quit()
    for failure in failures:
        print(failure)
    print(f"{len(rows)} strings, {measured} drawings measured")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
