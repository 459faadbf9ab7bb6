#!/usr/bin/env bash
# The first run of `swift package fontpack check` in a new consumer package, with
# the plugins from FontPackagePlugins (the released binary) and from FontPackage
# itself (fontpack built from source), each on a build folder of its own, then
# a second run of each. Recorded in Benchmarks/results/release-binary.md.
#
#     bash Scripts/release/plugin-first-run.sh DIST
#
# DIST is what `bash Scripts/release/package.sh DIST` wrote. Prints one line per
# run: which, first or second, seconds, and the check's exit status.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
dist="$(cd "$1" && pwd)"
[ -f "$dist/FontPackagePlugins/Package.swift" ] || { echo "error: $dist holds no FontPackagePlugins (run package.sh first)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

consumer() { # name, dependency line
    mkdir -p "$work/$1/Sources/App"
    cat >"$work/$1/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [$2],
    targets: [.target(name: "App")]
)
EOF
    echo 'public let app = 1' >"$work/$1/Sources/App/App.swift"
    cp -R "$root/Config" "$root/Fonts" "$work/$1/"
}
consumer binary ".package(path: \"$dist/FontPackagePlugins\")"
consumer source ".package(path: \"$root\")"

for which in binary source; do
    for run in first second; do
        start=$(date +%s.%N)
        status=0
        (cd "$work/$which" && swift package --scratch-path "$work/$which-build" fontpack check \
            --config Config/appfont.json --fonts Fonts >"$work/$which-$run.log" 2>&1) || status=$?
        end=$(date +%s.%N)
        awk -v which="$which" -v run="$run" -v start="$start" -v end="$end" -v status="$status" \
            'BEGIN { printf "%s %s %.1f s exit %d\n", which, run, end - start, status }'
    done
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores"
