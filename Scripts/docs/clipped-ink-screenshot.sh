#!/usr/bin/env bash
# docs/clipped-ink.png: the report's cell for Vietnamese in a face whose
# ascender was lowered to 1000 (Tests/Fixtures/Fonts/Clip), as headless
# Chromium draws it: each cluster past the line box in a dashed box one line high.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash Scripts/install-dependencies.sh
python3 -c "import selenium" 2>/dev/null || python3 -m pip install -q selenium
status=0
swift run -q fontpack report --config Tests/Fixtures/Config/clipped-ink.json --fonts Tests/Fixtures/Fonts/Clip \
    --platform ios,web --output build/clipped-ink-report "$@" || status=$?
# 1 only says the check found errors (the Devanagari face lacks Latin digits): the page is written all the same.
[ "$status" -le 1 ] || exit "$status"
mkdir -p docs
python3 Scripts/browser/element_screenshot.py build/clipped-ink-report/index.html \
    '.cell[data-language="vi"][data-slot="bold"] .specimen-group[data-requirement="ink"]' docs/clipped-ink.png --scale 2
echo "docs/clipped-ink.png"
