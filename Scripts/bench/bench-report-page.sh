#!/usr/bin/env bash
# fontpack report's page at ~150 languages (issue 52): its size and height in
# Chromium at 1,200 px, and its write time against one fontpack check with the
# same inputs, in interleaved rounds (Scripts/bench/peers.py rounds).
#
#   bash Scripts/bench/bench-report-page.sh FONTPACK RES [RUNS] [OUT_DIR]
#
# FONTPACK is a release build. RES is an Android app's res folder with ~150
# values-* languages (wikimedia/apps-android-wikipedia's app/src/main/res).
# The pack is the one of Benchmarks/results/causes-across-languages.md: Debian's
# Noto Sans faces (fonts-noto-core, fonts-noto-cjk), Regular and Bold, for
# Arabic, Hebrew, Devanagari, Thai, Ethiopic and CJK (sc, jp, kr) entries and a
# Noto Sans default; every other script falls to the Latin default.
set -euo pipefail
fontpack=$(realpath "$1")
res=$(realpath "$2")
runs=${3:-5}
out=${4:-/tmp/fontpack-bench-report-page}
root=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
pack="$out/pack"
mkdir -p "$pack/Fonts"
for face in NotoSans NotoSansArabic NotoSansHebrew NotoSansDevanagari NotoSansThai NotoSansEthiopic; do
    for style in Regular Bold; do
        cp /usr/share/fonts/truetype/noto/$face-$style.ttf "$pack/Fonts/"
    done
done
cp /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc /usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc "$pack/Fonts/"
entry() { printf '  { "env": "%s", "data": [ { "font": 0, "name": "%s-Regular" }, { "font": 2, "name": "%s-Bold" } ] }' "$1" "$2" "$2"; }
{
    echo '{ "list": ['
    entry ar NotoSansArabic; echo ,
    entry he NotoSansHebrew; echo ,
    entry hi NotoSansDevanagari; echo ,
    entry th NotoSansThai; echo ,
    entry am NotoSansEthiopic; echo ,
    entry zh-Hans NotoSansCJKsc; echo ,
    entry ja NotoSansCJKjp; echo ,
    entry ko NotoSansCJKkr; echo ,
    entry default NotoSans; echo
    echo ']}'
} > "$pack/appfont.json"
echo "languages: $(ls -d "$res"/values-* | wc -l) values-* folders"

# The page once, measured in Chromium.
"$fontpack" report --config "$pack/appfont.json" --fonts "$pack/Fonts" --strings "$res" --output "$out/page" > /dev/null || true
python3 "$root/Scripts/bench/page_metrics.py" "$out/page" --width 1200 | tee "$out/page.json"

# check and report, interleaved; exit 1 is findings.
printf '%s\t%s\t0,1\t%s\n' \
    check "$runs" "$fontpack check --config $pack/appfont.json --fonts $pack/Fonts --strings $res" \
    report "$runs" "$fontpack report --config $pack/appfont.json --fonts $pack/Fonts --strings $res --output $out/timed" \
    > "$out/spec.tsv"
python3 "$root/Scripts/bench/peers.py" rounds "$out/spec.tsv" "$out/rounds.json" --warmup 1
python3 - "$out/rounds.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
check, report = r["check"], r["report"]
print(f"check: median {check['median']:.2f} s; report: median {report['median']:.2f} s; "
      f"ratio {report['median'] / check['median']:.2f}")
PY
