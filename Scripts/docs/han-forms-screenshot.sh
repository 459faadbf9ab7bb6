#!/usr/bin/env bash
# docs/han-forms.png: the han-forms group of one report cell, as headless
# Chromium draws it: zh-Hant on the Simplified Chinese face of the Noto Sans CJK
# fixture (Tests/Fixtures/HanForms), the characters drawn untagged (the face's
# default, mainland forms) and tagged zh-Hant (its locl: Taiwanese forms).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash Scripts/install-dependencies.sh
python3 -c "import selenium" 2>/dev/null || python3 -m pip install -q selenium
status=0
swift run -q fontpack report --config Tests/Fixtures/HanForms/appfont.json --fonts Tests/Fixtures/HanForms \
    --languages zh-Hant --output build/han-forms-report || status=$?
# 1 only says the check found errors (the fixture is a subset: characters are missing): the page is written all the same.
[ "$status" -le 1 ] || exit "$status"
mkdir -p docs
python3 Scripts/browser/element_screenshot.py build/han-forms-report/index.html \
    '.cell[data-language="zh-Hant"][data-slot="light"] [data-requirement="han-forms"]' docs/han-forms.png --width 700
echo "docs/han-forms.png"
