#!/usr/bin/env bash
# The test suite under ThreadSanitizer and AddressSanitizer, then the fuzz
# targets' seed corpora and recorded regression inputs under ASan.
#
#   Scripts/ci/sanitize.sh            everything (a full debug build per sanitizer: slow)
#   Scripts/ci/sanitize.sh --short    what CI runs: every fuzz target for 30 s on its
#                                  seeds, then the seeds and regression inputs once
#   Scripts/ci/sanitize.sh tsan|asan|fuzz   one part
#
# Each sanitizer builds in its own folder (.build/tsan, .build/asan), so the
# normal build is not invalidated. Runs at low CPU priority.
set -euo pipefail
cd "$(dirname "$0")/../.."

part=${1:-all}

run_suite() {
    local sanitizer=$1 log=".build/sanitize-$1.log"
    mkdir -p .build
    echo "== swift test --sanitize=$sanitizer (log: $log)" >&2
    # Leak reports are off: the Swift runtime and Foundation keep caches for the
    # life of the process, which LeakSanitizer reports as leaks.
    if ! ASAN_OPTIONS=detect_leaks=0:halt_on_error=1 TSAN_OPTIONS=halt_on_error=1 \
        nice -n 19 swift test --sanitize="$sanitizer" --scratch-path ".build/$sanitizer-sanitized" \
        --disable-xctest >"$log" 2>&1; then
        grep -n -A 30 "WARNING: ThreadSanitizer\|ERROR: AddressSanitizer" "$log" | head -80 >&2 || true
        tail -n 40 "$log" >&2
        return 1
    fi
    tail -n 1 "$log" >&2
}

case "$part" in
    --short)
        for target in $(bash Scripts/ci/fuzz.sh --list); do
            bash Scripts/ci/fuzz.sh "$target" 30
        done
        bash Scripts/ci/fuzz.sh --seeds all
        ;;
    tsan) run_suite thread ;;
    asan) run_suite address ;;
    fuzz) bash Scripts/ci/fuzz.sh --seeds all ;;
    all)
        run_suite thread
        run_suite address
        bash Scripts/ci/fuzz.sh --seeds all
        ;;
    *) echo "usage: $0 [--short|tsan|asan|fuzz]" >&2; exit 2 ;;
esac
echo "sanitizers: clean ($part)" >&2
