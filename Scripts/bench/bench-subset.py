#!/usr/bin/env python3
"""fontpack subset against fontTools' pyftsubset, given the same characters.

Runs `fontpack subset` on the example pack and app, then, for each subset
face, pyftsubset on the original face with exactly the characters the subset's
cmap holds and the same policy: every layout feature and script, every name
record (all IDs, languages and legacy platforms), hinting kept, the .notdef
outline, BASE kept. Prints a Markdown table of sizes.

    python3 Scripts/bench/bench-subset.py [path/to/fontpack]   (pip install fonttools)
"""
import json, os, subprocess, sys, tempfile
from fontTools.ttLib import TTFont

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
fontpack = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, ".build/debug/fontpack")
out = tempfile.mkdtemp(prefix="bench-subset-")
run = subprocess.run(
    [fontpack, "subset", "--config", "Config/appfont.json", "--fonts", "Fonts", "--strings", "Config/ExampleApp",
     "--info-plist", "Config/ExampleApp/Info.plist", "--output", out, "--format", "json"],
    cwd=root, capture_output=True, text=True, check=True)
report = json.loads(run.stdout)

rows, total_hb, total_ft = [], 0, 0
for entry in report["files"]:
    subset_path = os.path.join(report["fontsFolder"], entry["file"])
    cmap = TTFont(subset_path).getBestCmap()
    unicodes = os.path.join(out, "unicodes.txt")
    with open(unicodes, "w") as handle:
        handle.write("\n".join("U+%04X" % code for code in sorted(cmap)))
    target = os.path.join(out, "pyftsubset.bin")
    subprocess.run(
        ["pyftsubset", os.path.join(root, "Fonts", entry["source"]), "--font-number=%d" % entry["index"],
         "--unicodes-file=" + unicodes, "--layout-features=*", "--layout-scripts=*", "--name-IDs=*",
         "--name-languages=*", "--name-legacy", "--notdef-outline", "--drop-tables-=BASE", "--output-file=" + target],
        check=True, capture_output=True)
    ft_size = os.path.getsize(target)
    ft_glyphs = len(TTFont(target).getGlyphOrder())
    hb_size = entry["subsetBytes"]
    total_hb += hb_size
    total_ft += ft_size
    rows.append("| %s | %d | %s | %s | %s | %d / %d | %+.1f%% |" % (
        entry["file"], len(cmap), f"{entry['originalBytes']:,}", f"{hb_size:,}", f"{ft_size:,}", entry["glyphs"], ft_glyphs,
        100.0 * (hb_size - ft_size) / ft_size))

print("| subset file | characters | original face | fontpack (HarfBuzz) | pyftsubset | glyphs (fontpack / pyftsubset) | fontpack vs pyftsubset |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
print("\n".join(rows))
print("| **total** | | %s | %s | %s | | %+.1f%% |" % (
    f"{sum(e['originalBytes'] for e in report['files']):,}", f"{total_hb:,}", f"{total_ft:,}", 100.0 * (total_hb - total_ft) / total_ft))
