#!/usr/bin/env bash
# docs/report.png: the header and grid of the example pack's report, with the
# example app's strings, as headless Chromium draws them. Arguments go to
# `fontpack report` (the default output folder is build/report).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash Scripts/install-dependencies.sh
python3 -c "import selenium" 2>/dev/null || python3 -m pip install -q selenium
status=0
swift run -q fontpack report --strings Config/ExampleApp --info-plist Config/ExampleApp/Info.plist \
    --output build/report "$@" || status=$?
# 1 only says the check found errors (the example app's Thai strings): the page is written all the same.
[ "$status" -le 1 ] || exit "$status"
mkdir -p docs
python3 Scripts/browser/screenshot.py build/report/index.html docs/report.png 1100
echo "docs/report.png"
