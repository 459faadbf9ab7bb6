#!/usr/bin/env bash
# fontpack diff against one fontpack check --strings on the same app's strings,
# interleaved rounds (Scripts/bench/peers.py rounds), for issue 54's target:
# diff takes at most 2.5x one check --strings.
#
#   bash Scripts/bench/bench-diff.sh FONTPACK STRINGS [OUT_JSON]
#
# FONTPACK is a release build (Scripts/bench/build-release.sh). STRINGS is the
# app's strings folder (Mastodon's: a checkout of mastodon/mastodon-ios). The
# after pack is the example pack with Noto Sans Medium's advances x1.05
# (fontTools), so diff measures every string at the medium slot of the
# languages the default entry serves, as an update that widens a face makes it.
set -euo pipefail
fontpack=$(realpath "$1")
strings=$(realpath "$2")
out=${3:-/tmp/fontpack-bench-diff.json}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r "$root/Fonts" "$root/Config" "$work/"
python3 - "$work/Fonts/NotoSans/NotoSans-Medium.ttf" <<'PY'
import sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1])
metrics = font["hmtx"].metrics
for glyph, (advance, bearing) in list(metrics.items()):
    metrics[glyph] = (round(advance * 1.05), bearing)
font.save(sys.argv[1])
PY
cd "$root"
printf '%s\t10\t0,1\t%s\n' \
    check "$fontpack check --config Config/appfont.json --fonts Fonts --strings $strings --format json" \
    diff "$fontpack diff --before-config Config/appfont.json --before-fonts Fonts --config $work/Config/appfont.json --fonts $work/Fonts --strings $strings --format json" \
    > "$work/spec.tsv"
python3 Scripts/bench/peers.py rounds "$work/spec.tsv" "$out" --warmup 1
python3 - "$out" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
check, diff = r["check"], r["diff"]
print(f"check --strings: median {check['median']*1000:.0f} ms, peak {check['peak_rss_kb']/1024:.1f} MiB")
print(f"diff:            median {diff['median']*1000:.0f} ms, peak {diff['peak_rss_kb']/1024:.1f} MiB")
print(f"diff / check:    {diff['median']/check['median']:.2f}x (target <= 2.5x)")
PY
