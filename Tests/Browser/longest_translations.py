"""Opens a `fontpack report` page in headless Chromium and checks its
longest-translations section: closed until opened, at most N translations per
language, each beside its source at the same font size, and each text as
wide in Chromium (its own HarfBuzz, on the page's subset WOFF2 faces) as the
width in ems the report states, HarfBuzz's in the library.

    python3 longest_translations.py <report folder> [--per-language N] [--min-items N]

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
    parser.add_argument("--per-language", type=int, default=3)
    parser.add_argument("--min-items", type=int, default=1)
    arguments = parser.parse_args()
    failures = []
    driver = open_browser()
    try:
        statuses = load(driver, pathlib.Path(arguments.report) / "index.html")
        failed = [family for family, status in statuses if status != "loaded"]
        if failed:
            failures.append(f"fonts not loaded: {failed}")
        closed_height = driver.execute_script("return document.documentElement.scrollHeight")
        if driver.execute_script("return document.querySelector('#growth details').open"):
            failures.append("the section is open before it is opened")
        driver.execute_script("document.querySelector('#growth details').open = true")
        opened_height = driver.execute_script("return document.documentElement.scrollHeight")
        if opened_height <= closed_height:
            failures.append(f"opening the section does not lengthen the page ({closed_height} -> {opened_height} px)")
        items = driver.execute_script(
            "return [...document.querySelectorAll('#growth .growth')].map(g => ({"
            "  language: g.dataset.language, key: g.dataset.key,"
            "  texts: [...g.querySelectorAll('.growth-text')].map(t => ({"
            "    role: t.dataset.role, ems: parseFloat(t.dataset.ems), text: t.textContent,"
            "    width: t.getBoundingClientRect().width, size: parseFloat(getComputedStyle(t).fontSize),"
            "    family: getComputedStyle(t).fontFamily}))}))")
        if len(items) < arguments.min_items:
            failures.append(f"{len(items)} translations drawn, fewer than {arguments.min_items}")
        per_language = {}
        measured = 0
        for item in items:
            per_language.setdefault(item["language"], []).append(item)
            roles = [text["role"] for text in item["texts"]]
            if roles != ["source", "translation"]:
                failures.append(f"{item['language']} {item['key']}: drawn {roles}")
                continue
            source, translation = item["texts"]
            if source["size"] != translation["size"]:
                failures.append(f"{item['language']} {item['key']}: source at {source['size']} px, translation at {translation['size']} px")
            if translation["ems"] <= source["ems"]:
                failures.append(f"{item['language']} {item['key']}: {translation['ems']} em is not wider than its source's {source['ems']}")
            for text in item["texts"]:
                if not text["family"].startswith('"f') and not text["family"].startswith("f"):
                    failures.append(f"{item['language']} {item['key']} {text['role']}: not drawn in a pack face ({text['family']})")
                # Collapsed white space is not what HarfBuzz measured: only single-spaced one-line texts are compared.
                plain = text["text"]
                if "\n" in plain or "\t" in plain or "  " in plain or plain != plain.strip():
                    continue
                expected = text["ems"] * text["size"]
                if abs(text["width"] - expected) > max(1.0, expected * 0.002):
                    failures.append(
                        f"{item['language']} {item['key']} {text['role']} {plain!r}: {text['width']:.2f} px in Chromium, "
                        f"{text['ems']} em x {text['size']} px = {expected:.2f} px from HarfBuzz")
                measured += 1
        for language, drawn in per_language.items():
            if len(drawn) > arguments.per_language:
                failures.append(f"{language}: {len(drawn)} translations drawn, more than {arguments.per_language}")
            ratios = [item["texts"][1]["ems"] / item["texts"][0]["ems"] for item in drawn if len(item["texts"]) == 2]
            if ratios != sorted(ratios, reverse=True):
                failures.append(f"{language}: not the most grown first: {ratios}")
    finally:
        driver.quit()
    for failure in failures:
        print(failure)
    print(f"{len(items)} translations in {len(per_language)} languages, {measured} texts measured")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
