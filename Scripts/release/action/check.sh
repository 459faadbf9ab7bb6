#!/usr/bin/env bash
# The action's check step (action.yml): `fontpack check` on the inputs, once
# for SARIF (written to $RUNNER_TEMP/fontpack.sarif for the upload step) and
# once with GitHub workflow commands (an annotation per finding, then the
# text report), whose exit status is the step's: 0 clean, 1 findings at or
# above fail-on, 2 bad input.
#
# Inputs, from the environment (never written into this script):
#   FONTPACK             the binary (the install step's output)
#   FONTPACK_CONFIG, FONTPACK_FONTS, FONTPACK_BASELINE, FONTPACK_FAIL_ON
#                        --config, --fonts, --baseline, --fail-on when not empty
#   FONTPACK_STRINGS     --strings, one path a line
#   FONTPACK_ARGUMENTS   further arguments, split at blanks and line breaks
#                        (no quoting, no globbing)
#   FONTPACK_SARIF       true: write SARIF
# It runs in the workspace, so that the SARIF's paths are the repository's.
set -euo pipefail

[ -n "${FONTPACK:-}" ] && [ -x "$FONTPACK" ] || { echo "::error title=fontpack::fontpack is not installed (the install step)" >&2; exit 2; }

arguments=(check)
[ -z "${FONTPACK_CONFIG:-}" ] || arguments+=(--config "$FONTPACK_CONFIG")
[ -z "${FONTPACK_FONTS:-}" ] || arguments+=(--fonts "$FONTPACK_FONTS")
[ -z "${FONTPACK_BASELINE:-}" ] || arguments+=(--baseline "$FONTPACK_BASELINE")
[ -z "${FONTPACK_FAIL_ON:-}" ] || arguments+=(--fail-on "$FONTPACK_FAIL_ON")
while IFS= read -r path; do
    [ -z "$path" ] || arguments+=(--strings "$path")
done <<<"${FONTPACK_STRINGS:-}"
set -f
# shellcheck disable=SC2206 # split at blanks on purpose; set -f keeps globs as written
extra=(${FONTPACK_ARGUMENTS:-})
set +f
arguments+=("${extra[@]}")

if [ "${FONTPACK_SARIF:-true}" = true ]; then
    sarif="${RUNNER_TEMP:-$(mktemp -d)}/fontpack.sarif"
    rm -f "$sarif"
    status=0
    # The text report of this run is the same as the next run's: only its errors are shown.
    "$FONTPACK" "${arguments[@]}" --format sarif --output "$sarif" >/dev/null || status=$?
    if ((status > 1)) || [ ! -f "$sarif" ]; then
        # Bad input: the next run says why, with the same status.
        echo "fontpack check could not write SARIF (exit $status)" >&2
    else
        echo "sarif-file=$sarif" >>"${GITHUB_OUTPUT:-/dev/null}"
    fi
fi

status=0
"$FONTPACK" "${arguments[@]}" --format github || status=$?
echo "exit-code=$status" >>"${GITHUB_OUTPUT:-/dev/null}"
exit "$status"
