#!/usr/bin/env bash
# The main job on the example pack (Config/appfont.json + Fonts/), on a fresh
# machine: install what is missing, then check every language and weight slot.
# Arguments go to `fontpack check`, e.g. `bash Scripts/example.sh --languages he,fa --format json`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-dependencies.sh
exec swift run -q fontpack check "$@"
