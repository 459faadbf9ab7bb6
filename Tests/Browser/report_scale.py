"""Opens a many-language `fontpack report` page in headless Chromium, 1,200 px
wide, and checks that it stays a page one can read, against
`fontpack check --format json` for the same inputs.

    python3 report_scale.py <report folder> <check.json>

- The page is no wider than the window: the language index wraps onto more
  than one line, one link per language of check's table.
- Each cause (a group of several findings in the JSON) is one item of the
  findings section, not one per language or string.
- Each language of the grid is one closed line whose statuses are check's,
  and following its index link opens it on its cells.
Exit status 0 when every check passes; otherwise each failure is printed.
"""
import json
import pathlib
import sys
from collections import Counter

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "Scripts" / "browser"))
from chromium import load, open_browser  # noqa: E402

WIDTH = 1200


def main():
    folder, check_json = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    check = json.loads(check_json.read_text())
    languages = list(dict.fromkeys(row["language"] for row in check["table"]))
    members = Counter(f["group"]["id"] for f in check["findings"] if f.get("group"))
    string_causes = {f["group"]["id"] for f in check["findings"] if f.get("group") and f.get("key")
                     and members[f["group"]["id"]] > 1}
    failures = []
    driver = open_browser(width=WIDTH, height=900)
    try:
        page = folder / "index.html"
        load(driver, page)
        layout_script = (
            "const d = document.documentElement, nav = document.querySelector('nav.language-index');"
            "const tops = new Set([...nav.querySelectorAll('a')].map(a => Math.round(a.getBoundingClientRect().top)));"
            "return {width: d.scrollWidth, client: d.clientWidth, height: d.scrollHeight, links: nav.querySelectorAll('a').length,"
            " lines: tops.size, navRight: Math.round(nav.getBoundingClientRect().right),"
            " lastRight: Math.max(...[...nav.querySelectorAll('a')].map(a => a.getBoundingClientRect().right))};")
        layout = driver.execute_script(layout_script)
        if layout["width"] > WIDTH:
            failures.append(f"the page is {layout['width']} px wide in a {WIDTH} px window")
        if layout["lastRight"] > layout["navRight"]:
            failures.append(f"an index link ends at {layout['lastRight']} px, past the index's {layout['navRight']} px")
        if layout["links"] != len(languages):
            failures.append(f"{layout['links']} index links for {len(languages)} languages")
        # Narrower, the index must wrap: before, its links stood on one line past the window's edge.
        driver.set_window_size(600, 900)
        narrow = driver.execute_script(layout_script)
        if narrow["width"] > narrow["client"]:
            failures.append(f"the page is {narrow['width']} px wide in a {narrow['client']} px window")
        if narrow["lastRight"] > narrow["navRight"] or narrow["lines"] < 2:
            failures.append(f"at 600 px the index of {narrow['links']} links is on {narrow['lines']} line(s), "
                            f"its last link ends at {narrow['lastRight']} px, the index at {narrow['navRight']} px")
        driver.set_window_size(WIDTH, 900)

        # Each cause once in the findings section.
        items = driver.execute_script(
            "return [...document.querySelectorAll('#findings li[data-group]')].map(li => li.dataset.group)")
        for group, count in Counter(items).items():
            if count > 1:
                failures.append(f"cause {group} is {count} items of the findings section")
        for group in sorted(string_causes - set(items)):
            failures.append(f"cause {group} ({members[group]} findings) has no item in the findings section")

        # Each language one closed line with check's statuses; its index link opens it.
        rows = driver.execute_script(
            "return [...document.querySelectorAll('#grid .language')].map(l => { const d = l.querySelector('details');"
            " return {language: l.dataset.language, folded: !!d, open: d ? d.open : null,"
            "  height: Math.round(l.getBoundingClientRect().height),"
            "  statuses: [...l.querySelectorAll('summary .slot-status')].map(s => [s.dataset.slot, s.className.split(' ')[1]]),"
            "  cells: [...l.querySelectorAll('.cell')].map(c => [c.dataset.slot, c.dataset.status])}; })")
        if [row["language"] for row in rows] != languages:
            failures.append(f"grid languages {[r['language'] for r in rows][:5]}..., table's {languages[:5]}...")
        for row in rows:
            if not row["folded"] or row["open"]:
                failures.append(f"{row['language']}: not a closed line (folded {row['folded']}, open {row['open']})")
                continue
            if row["height"] > 60:
                failures.append(f"{row['language']}: its closed line is {row['height']} px tall")
            if row["statuses"] != row["cells"]:
                failures.append(f"{row['language']}: line says {row['statuses']}, its cells {row['cells']}")
        # check_report.py holds the cells to check's statuses; here the line to its cells.
        target = languages[len(languages) // 2]
        anchor = driver.execute_script(
            "return document.querySelector(`nav.language-index a[href]:nth-child(${arguments[0] + 1})`).getAttribute('href')",
            languages.index(target))
        driver.get(page.resolve().as_uri() + anchor)
        state = driver.execute_script(
            "const t = document.querySelector(arguments[0]); const d = t && t.closest('details');"
            "return t ? {open: d ? d.open : null, top: Math.round(t.getBoundingClientRect().top),"
            " language: t.closest('.language').dataset.language} : null", anchor)
        if state is None:
            failures.append(f"index link {anchor} leads nowhere")
        elif not state["open"] or state["language"] != target or not 0 <= state["top"] < 900:
            failures.append(f"following {anchor}: {state}, expected {target}'s cells open and in view")
    finally:
        driver.quit()

    for failure in failures:
        print(f"FAIL: {failure}")
    print(f"{len(languages)} languages, {len(items)} cause items, {layout['height']} px tall, "
          f"{layout['lines']} index lines, {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
