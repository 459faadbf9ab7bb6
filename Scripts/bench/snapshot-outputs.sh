#!/usr/bin/env bash
# Writes every output of `fontpack check` (each --format the tool lists) and
# `fontpack report` for the example pack and for each app folder given, into
# OUT/<name>.<format>, with timings blanked, so two builds' outputs can be
# compared byte for byte with `diff -r`.
#
#   Scripts/bench/snapshot-outputs.sh FONTPACK OUT [NAME=STRINGS_FOLDER ...]
#
# Run from the package root. Real apps are fetched apart (mastodon-ios,
# IceCubesApp); only their string files are read.
set -uo pipefail
fontpack=$1 out=$2; shift 2
mkdir -p "$out"

blank_times() { sed -E 's/[0-9]+\.[0-9]+ s\b/T s/g; s/"(seconds|elapsed|duration)"( *): *[0-9.]+/"\1"\2: T/g; s/time="[0-9.]+"/time="T"/g'; }

# check's --format values, as the tool lists its writers.
mapfile -t formats < <(python3 "$(dirname "$0")/../ci/format-values.py" "$fontpack" check)
[ "${#formats[@]}" -gt 0 ] || { echo "$fontpack check lists no --format values" >&2; exit 1; }

snapshot() {
    local name=$1; shift
    for format in "${formats[@]}"; do
        "$fontpack" check --format "$format" "$@" 2>"$out/$name.$format.stderr" | blank_times > "$out/$name.$format"
        echo "exit $?" >> "$out/$name.$format.stderr"
    done
    rm -rf "$out/$name.report"
    "$fontpack" report --output "$out/$name.report" "$@" > /dev/null 2>&1
    [ -f "$out/$name.report/index.html" ] && blank_times < "$out/$name.report/index.html" > "$out/$name.html"
    rm -rf "$out/$name.report"
}

snapshot example --strings Config/ExampleApp --info-plist Config/ExampleApp/Info.plist
for pair in "$@"; do
    snapshot "${pair%%=*}" --strings "${pair#*=}"
done
