#!/usr/bin/env bash
# The main job on the example pack (Config/), on a fresh machine. With no
# arguments it resolves a bold request for Vietnamese; arguments replace that,
# e.g. `bash Scripts/example.sh --locale ar-EG --bold`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-dependencies.sh
(($#)) || set -- --locale vi-VN --name HelveticaNeue-Bold
exec swift run -q fontpack resolve --config Config/appfont.json "$@"
