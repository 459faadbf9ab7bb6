#!/usr/bin/env bash
# Writes the expected outputs that OutputSnapshotTests holds byte for byte:
# for each app below, `fontpack check` in every --format the tool lists
# (check.<format>) and `fontpack report`'s index.html, run from the package root
# with relative paths, timings blanked, and each run's exit status in
# exit-status.txt.
#
#   bash Scripts/ci/update-snapshots.sh [OUT]
#
# OUT defaults to Tests/Fixtures/Snapshots. Run it after a change to the output
# made on purpose, and commit the diff it leaves with the change. It builds
# fontpack first (debug, as `swift test` does); FONTPACK=path uses that binary.
# Writing into another folder twice and comparing with `diff -r` shows whether
# the outputs are deterministic.
#
# The mastodon-excerpt report (about 0.4 MB of HTML) is not kept: the example's
# report holds the HTML writer, and every check format holds the real strings.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-Tests/Fixtures/Snapshots}

if [ -z "${FONTPACK:-}" ]; then
    swift build --product fontpack >&2
    FONTPACK="$(swift build --show-bin-path)/fontpack"
fi
# The outputs must not depend on the shell's locale (OutputSnapshotTests unsets the same).
unset LANGUAGE LC_ALL LC_MESSAGES LANG NO_COLOR

# The rule OutputSnapshotTests.blankingTimes applies: "0.26 s", "seconds": 0.3, time="0.1".
blank_times() { sed -E 's/[0-9]+\.[0-9]+ s\b/T s/g; s/"(seconds|elapsed|duration)"( *): *[0-9.]+/"\1"\2: T/g; s/time="[0-9.]+"/time="T"/g'; }

# check's --format values, as the tool lists its writers; check.<format> holds each one's output.
mapfile -t formats < <(python3 Scripts/ci/format-values.py "$FONTPACK" check)
[ "${#formats[@]}" -gt 0 ] || { echo "fontpack check lists no --format values" >&2; exit 1; }

# snapshot NAME REPORT ARGUMENTS...: REPORT is yes to keep report.html.
snapshot() {
    local name=$1 report=$2 status; shift 2
    local folder="$out/$name"
    rm -rf "$folder"
    mkdir -p "$folder"
    : > "$folder/exit-status.txt"
    for format in "${formats[@]}"; do
        status=0
        "$FONTPACK" check --format "$format" "$@" > "$folder/check.$format.raw" || status=$?
        blank_times < "$folder/check.$format.raw" > "$folder/check.$format"
        rm "$folder/check.$format.raw"
        echo "check.$format $status" >> "$folder/exit-status.txt"
    done
    if [ "$report" = yes ]; then
        local site
        site=$(mktemp -d)
        status=0
        "$FONTPACK" report --output "$site" "$@" > /dev/null || status=$?
        blank_times < "$site/index.html" > "$folder/report.html"
        rm -rf "$site"
        echo "report.html $status" >> "$folder/exit-status.txt"
    fi
    echo "wrote $folder: $(cd "$folder" && ls | tr '\n' ' ')" >&2
}

snapshot example yes --strings Config/ExampleApp --info-plist Config/ExampleApp/Info.plist
snapshot mastodon-excerpt no --strings Tests/Fixtures/MastodonExcerpt
