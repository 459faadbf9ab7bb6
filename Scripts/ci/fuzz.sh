#!/usr/bin/env bash
# Builds the fuzz targets in Fuzz/ (libFuzzer + AddressSanitizer) and runs them.
#
#   Scripts/ci/fuzz.sh [target|all] [seconds]   fuzz each target for `seconds` (default 60)
#   Scripts/ci/fuzz.sh --seeds [target|all]     run the seed corpora and the recorded
#                                            regression inputs once each, no mutation
#   Scripts/ci/fuzz.sh --list                   the target names
#
# The targets are Fuzz/Package.swift's: each `fuzzTarget("fuzz-NAME", ...)` and each
# name of its `stringFormatTargets` (one per string format). Seeds come from
# Config/, the test fixtures and the example pack (`seed_paths` below); the growing
# corpus lives in Fuzz/.build/corpus/<target>. A crash, a run over 10 s or over
# 1 GB stops the target and leaves the input in Fuzz/.build/artifacts/<target>/:
# copy it to Tests/Fixtures/Regressions/<target>/ so `swift test` replays it.
# Runs at the lowest CPU priority. Extra libFuzzer flags: FUZZ_FLAGS="-jobs=2".
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
targets=($(sed -n 's/.*"fuzz-\([a-z0-9][a-z0-9]*\)".*/\1/p' Fuzz/Package.swift)
    $(sed -n '/^let stringFormatTargets = \[/,/^\]/s/^ *"\([a-z0-9]*\)",*$/\1/p' Fuzz/Package.swift))

mode=fuzz
case "${1:-}" in
    --list) printf '%s\n' "${targets[@]}"; exit 0 ;;
    --seeds) mode=seeds; shift ;;
esac
selected=${1:-all}
seconds=${2:-60}
if [ "$selected" != all ]; then
    [[ " ${targets[*]} " == *" $selected "* ]] || { echo "error: unknown target '$selected' (${targets[*]})" >&2; exit 2; }
    targets=("$selected")
fi

# `--sanitize fuzzer` lets SwiftPM link libFuzzer's own `main`; the compiler flag
# is repeated as one `-sanitize=fuzzer,address` because SwiftPM passes one flag
# per sanitizer in no fixed order and the compiler keeps only the last, so a
# build could lose its coverage instrumentation or ASan. The linker's section GC would drop
# the counters' registration: keep every section.
build=(swift build -c release --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address -Xlinker --no-gc-sections)
mkdir -p Fuzz/.build
(cd Fuzz && nice -n 19 "${build[@]}" >.build/build.log 2>&1) || { cat Fuzz/.build/build.log >&2; exit 1; }
binaries=$(cd Fuzz && "${build[@]}" --show-bin-path)

# The seed files of each target: `find -path` patterns (a `*` matches `/` too)
# under Config and Tests. A new string format is one line here.
declare -A seed_paths=(
    [config]='*.json'
    [strings]='*.strings'
    [stringsdict]='*.stringsdict'
    [catalog]='*.xcstrings'
    [infoplist]='*.plist'
    [format]='*.strings *.stringsdict'
    [android]='*/values*/*.xml'
    [arb]='*.arb'
    [gettext]='*.po *.pot'
    [resx]='*.resx'
    [resw]='*.resw'
    [xliff]='*.xliff *.xlf'
    [properties]='*.properties'
    [qt]='*_*.ts'
    [i18next]='*/locales/*.json'
    [l10n]='*/l10n.yaml'
)

# Seed files of a target, one path a line.
seeds() {
    local pattern
    case "$1" in
        locale) ;;  # written below from the config and the .lproj names
        font | pack) find Fonts Tests/Fixtures -type f -size -120k \
            \( -name '*.ttf' -o -name '*.otf' -o -name '*.ttc' -o -name '*.woff' -o -name '*.woff2' \) ;;
        *)
            [ -n "${seed_paths[$1]:-}" ] || { echo "error: no seed_paths for target '$1'" >&2; return 1; }
            for pattern in ${seed_paths[$1]}; do find Config Tests -type f -path "$pattern"; done ;;
    esac
    [ -d "Tests/Fixtures/Regressions/$1" ] && find "Tests/Fixtures/Regressions/$1" -type f
    return 0
}

# Locale seeds: every env of the config and every .lproj folder name, one per file.
locale_seeds() {
    local folder=$1 n=0 name
    { grep -ho '"env" *: *"[^"]*"' Config/appfont.json | sed 's/.*"\([^"]*\)"$/\1/'
      find Config Tests -type d -name '*.lproj' -exec basename {} .lproj \;
      printf '%s\n' zh-Hant-TW sr_RS@latin vi_VN.UTF-8 C POSIX ar-u-nu-latn en-GB-oxendict x-private
    } | sort -u | while read -r name; do
        n=$((n + 1)); printf '%s' "$name" > "$folder/seed-$n"
    done
}

# fontconfig's own undefined behaviour (Fuzz/asan-suppressions.txt says which) would stop
# every run that happens on it; everything else AddressSanitizer reports still does.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}suppressions=$root/Fuzz/asan-suppressions.txt"

status=0
for target in "${targets[@]}"; do
    seed_folder="Fuzz/.build/seeds/$target"
    corpus="Fuzz/.build/corpus/$target"
    artifacts="Fuzz/.build/artifacts/$target"
    rm -rf "$seed_folder"
    mkdir -p "$seed_folder" "$corpus" "$artifacts"
    seeds "$target" | while read -r file; do cp "$file" "$seed_folder/$(echo "$file" | tr '/ ' '__')"; done
    [ "$target" = locale ] && locale_seeds "$seed_folder"
    limits=(-timeout=10 -rss_limit_mb=1024 -malloc_limit_mb=1024 -artifact_prefix="$root/$artifacts/")
    case "$target" in font | pack) limits+=(-max_len=131072) ;; esac
    log="Fuzz/.build/$target.log"
    echo "== fuzz-$target ($mode)" >&2
    if [ "$mode" = seeds ]; then
        # -runs=0: read every input once (crash, leak, timeout or memory limit fail).
        nice -n 19 "$binaries/fuzz-$target" "${limits[@]}" -runs=0 "$seed_folder" >"$log" 2>&1 \
            || { status=1; tail -40 "$log" >&2; }
    else
        # shellcheck disable=SC2086
        nice -n 19 "$binaries/fuzz-$target" "${limits[@]}" -max_total_time="$seconds" -print_final_stats=1 \
            ${FUZZ_FLAGS:-} "$corpus" "$seed_folder" >"$log" 2>&1 || { status=1; tail -40 "$log" >&2; }
    fi
    grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)|^Done|stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb' "$log" >&2 || true
done
exit $status
