#!/usr/bin/env bash
# The main job on the example pack (Config/appfont.json + Fonts/), on a fresh
# machine: install what is missing, then check every language and weight slot.
# Arguments go to `fontpack check`, e.g. `bash Scripts/example.sh --languages he,fa --format json`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-dependencies.sh
# Build output goes to standard error too, so standard output is only fontpack's.
swift build -q --product fontpack >&2
exec swift run -q --skip-build fontpack check "$@"
