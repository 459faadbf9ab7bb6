#!/usr/bin/env bash
# Fails when the resolver's hot calls regress by more than 25% against the
# source rule port, in instructions per request counted by callgrind
# (Scripts/bench/resolver-instructions.sh), which do not depend on the
# machine's speed or load. The port runs the same requests in the same binary,
# so a toolchain that makes all Swift code cheaper or dearer moves both sides.
#
# RATIOS holds, per resolver call, how many times fewer instructions it runs
# than the port for the same requests, as recorded in
# Benchmarks/results/resolver.md. The guard fails when a ratio now measured is
# under the recorded one divided by 1.25. To move a ratio on purpose (a change
# that makes the call slower for a reason, or faster), run
# `bash Scripts/bench/resolver-instructions.sh`, record the new counts in
# Benchmarks/results/resolver.md, and set the ratio here, rounded down.
#
# Usage: bash Scripts/ci/resolver-instructions-guard.sh  (needs valgrind)
set -euo pipefail
cd "$(dirname "$0")/../.."
# call:port the call is measured against:recorded ratio (port / call)
RATIOS=(
    "resolve-weight:port-weight:59"
    "resolve-named:port-named:43"
    "fontname-named:port-named:69"
)
counts=$(bash Scripts/bench/resolver-instructions.sh resolve-weight resolve-named fontname-named port-weight port-named)
echo "$counts"
count() { awk -v kind="$1" '$1 == kind { print $2 }' <<<"$counts"; }
failed=0
for row in "${RATIOS[@]}"; do
    IFS=: read -r call port recorded <<<"$row"
    mine=$(count "$call")
    theirs=$(count "$port")
    # ratio now = theirs / mine; fail when ratio now * 1.25 < recorded.
    if ((theirs * 125 < recorded * mine * 100)); then
        echo "FAIL $call: $mine instructions per request, $port $theirs: $((theirs / mine))x the port, under the recorded ${recorded}x by more than 25%" >&2
        failed=1
    else
        echo "ok   $call: $mine instructions per request, $port $theirs: $((theirs / mine))x the port (recorded ${recorded}x, must stay at least $((recorded * 100 / 125))x)"
    fi
done
exit "$failed"
