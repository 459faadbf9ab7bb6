#!/usr/bin/env bash
# Writes every output of `fontpack check` (text, JSON, SARIF, JUnit, GitHub) and
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

snapshot() {
    local name=$1; shift
    for format in text json sarif junit github; do
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
