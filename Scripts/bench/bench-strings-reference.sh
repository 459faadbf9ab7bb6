#!/usr/bin/env bash
# fontpack check --strings against an independent Python reference that reads
# the same Android resources with lxml and looks each letter up in fontTools
# cmaps (Scripts/bench/android-strings-reference.py), in interleaved rounds
# (Scripts/bench/peers.py rounds), for issue 52's target: the check takes at
# most 0.6x the reference's time, at most 150 MB.
#
#   bash Scripts/bench/bench-strings-reference.sh FONTPACK PACK RES [ROUNDS] [OUT_JSON]
#
# FONTPACK is a release build (Scripts/bench/build-release.sh). PACK is a folder
# holding appfont.json and its fonts (regular files: links out of the pack are
# not read). RES is an Android app's res/ folder (Wikipedia's has 158 languages).
set -euo pipefail
fontpack=$(realpath "$1")
pack=$(realpath "$2")
res=$(realpath "$3")
rounds=${4:-5}
out=${5:-/tmp/fontpack-bench-strings-reference.json}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$root"
printf '%s\t%s\t%s\t%s\n' \
    check "$rounds" 0,1 "$fontpack check --config $pack/appfont.json --fonts $pack --strings $res --format json" \
    check-no-shaping "$rounds" 0,1 "$fontpack check --config $pack/appfont.json --fonts $pack --strings $res --format json --shaping off" \
    reference "$rounds" 0 "python3 Scripts/bench/android-strings-reference.py $pack/appfont.json $pack $res" \
    > "$work/spec.tsv"
python3 Scripts/bench/peers.py rounds "$work/spec.tsv" "$out" --warmup 1
python3 - "$out" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
reference = r["reference"]
for name in ("check", "check-no-shaping", "reference"):
    c = r[name]
    print(f"{name:17} median {c['median']:.2f} s, cpu {c['cpu_median']:.2f} s, "
          f"peak {c['peak_rss_kb'] / 1024:.0f} MiB, {c['median'] / reference['median']:.2f}x the reference")
PY
