#!/usr/bin/env bash
# Compares LikelySubtags (the generated CLDR table) with what Foundation's ICU
# answers, as ParsedLocale used to ask it: for every key of the table and
# combinations of the languages, scripts and regions it names (about 300,000
# tags, every two- and three-letter code among them), the maximal
# language-script-region and the text direction.
#
#     bash Scripts/generate/cldr/compare-likely-subtags.sh     # about 2 minutes; exits 1 on a difference
set -euo pipefail
repo="$(cd "$(dirname "$0")/../../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
locale_dir="$repo/Sources/FontPackage/Locale"

python3 - "$locale_dir/LikelySubtags+Data.swift" "$work/inputs.txt" "$locale_dir/LanguageAliases+Data.swift" <<'EOF'
import random, sys
table = dict(l.strip().split("\t") for l in open(sys.argv[1]) if "\t" in l)
langs, scripts, regions, by_lang = set(), set(), set(), {}
for key, value in table.items():
    l, s, r = value.split("-")
    langs.add(l); scripts.add(s); regions.add(r)
    by_lang.setdefault(l, set()).update([s, r])
    for part in key.split("_"):
        (scripts if len(part) == 4 else regions if part.isupper() or part.isdigit() else langs).add(part)
tags = {key.replace("_", "-") for key in table}
extra_scripts = ["Latn", "Arab", "Cyrl", "Hant", "Hans", "Deva", "Zzzz", "Qaaa", "Brai"]
extra_regions = ["US", "TW", "CN", "IN", "XX", "ZZ", "419", "001", "150", "RU", "DE", "AQ"]
random.seed(1)
for l in sorted(langs):
    ss = sorted(x for x in by_lang.get(l, ()) if len(x) == 4) + extra_scripts
    rr = sorted(x for x in by_lang.get(l, ()) if len(x) != 4) + extra_regions
    tags.update(f"{l}-{s}" for s in ss)
    tags.update(f"{l}-{r}" for r in rr)
    tags.update(f"{l}-{s}-{r}" for s in ss[:4] for r in rr[:6])
for l in ["und", "xyz", "qaa", "zxx", "mis", "mul"]:
    tags.add(l)
    tags.update(f"{l}-{s}" for s in scripts)
    tags.update(f"{l}-{r}" for r in regions)
    tags.update(f"{l}-{s}-{r}" for s in sorted(scripts) for r in random.sample(sorted(regions), 5))
# Every two- and three-letter code, for rules this ICU has beyond CLDR's; not
# the codes LanguageAliases replaces before a tag is maximized (`aar` is `aa`).
aliases = {l.strip().split("\t")[0] for l in open(sys.argv[3]) if l.count("\t") == 2}
letters = [chr(c) for c in range(ord("a"), ord("z") + 1)]
codes = [a + b for a in letters for b in letters] + [a + b + c for a in letters for b in letters for c in letters]
tags.update(code for code in codes if code not in aliases)
open(sys.argv[2], "w").write("\n".join(sorted(tags)) + "\n")
EOF

# What ParsedLocale did with Foundation: fill the missing script and region
# from maximalIdentifier; right to left for the listed scripts, else as ICU says.
cat >"$work/foundation.swift" <<'EOF'
import Foundation
@main struct Foundation_ {
    static func main() {
        while let line = readLine() {
            let parts = line.split(separator: "-").map(String.init)
            var script = parts.dropFirst().first { $0.count == 4 }
            var region = parts.dropFirst().first { $0.count != 4 }
            let maximal = Locale.Language(identifier: line).maximalIdentifier.split(separator: "-")
            if script == nil, maximal.count >= 2, maximal[1].count == 4 { script = String(maximal[1]) }
            if region == nil, maximal.count >= 2, let last = maximal.last,
                (last.count == 2 && last.allSatisfy(\.isLetter)) || (last.count == 3 && last.allSatisfy(\.isNumber)) {
                region = String(last)
            }
            let base = ([parts[0], script, region] as [String?]).compactMap { $0 }.joined(separator: "-")
            let rtl = LikelySubtags.rightToLeftScripts.contains(script ?? "")
                || Locale.Language(identifier: base).characterDirection == .rightToLeft
            print("\(line)\t\(base)\t\(rtl ? "rtl" : "ltr")")
        }
    }
}
EOF
cat >"$work/table.swift" <<'EOF'
@main struct Table {
    static func main() {
        while let line = readLine() {
            let parts = line.split(separator: "-").map(String.init)
            let tag = LanguageTag(
                language: parts[0], script: parts.dropFirst().first { $0.count == 4 },
                region: parts.dropFirst().first { $0.count != 4 })
            let maximal = LikelySubtags.maximize(tag)
            let base = ([maximal.language, maximal.script, maximal.region] as [String?]).compactMap { $0 }.joined(separator: "-")
            print("\(line)\t\(base)\t\(LikelySubtags.direction(of: maximal) == .rightToLeft ? "rtl" : "ltr")")
        }
    }
}
EOF
cat >"$work/stubs.swift" <<'EOF'
enum TextDirection { case leftToRight, rightToLeft }
struct LanguageTag { var language: String; var script: String?; var region: String? }
EOF
# One module: the table's reader with its helper, without the import between them.
grep -v '^internal import FontPackageSupport$' "$locale_dir/LikelySubtags.swift" >"$work/LikelySubtags.swift"
sources=("$work/LikelySubtags.swift" "$locale_dir/LikelySubtags+Data.swift" "$repo/Sources/FontPackageSupport/SortedLines.swift"
    "$work/stubs.swift")
swiftc -O -parse-as-library -package-name FontPackage -o "$work/foundation" "$work/foundation.swift" "${sources[@]}"
swiftc -O -parse-as-library -package-name FontPackage -o "$work/table" "$work/table.swift" "${sources[@]}"
"$work/foundation" <"$work/inputs.txt" >"$work/foundation.tsv"
"$work/table" <"$work/inputs.txt" >"$work/table.tsv"
count=$(wc -l <"$work/inputs.txt")
if diff "$work/foundation.tsv" "$work/table.tsv" >"$work/diff.txt"; then
    echo "same answers on all $count tags"
else
    head -40 "$work/diff.txt" >&2
    echo "error: $(grep -c '^<' "$work/diff.txt") of $count tags differ (< Foundation, > table)" >&2
    exit 1
fi
