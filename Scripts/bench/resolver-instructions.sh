#!/usr/bin/env bash
# Instructions per request of the resolver's hot calls and of the source rule
# port (Benchmarks/Resolver/SourceRulePort.swift), counted by callgrind, so the
# figures do not depend on the machine's speed or load.
#
# Builds FontPackage in release, compiles Benchmarks/ResolverProbe/main.swift
# against it with `swiftc -O`, runs each kind of request twice under callgrind
# (SMALL and LARGE requests) and prints (count(LARGE) - count(SMALL)) / (LARGE - SMALL):
# start-up, config loading and binding cancel out; the loop is all that is left.
#
# Usage: bash Scripts/bench/resolver-instructions.sh [kind ...]
#   kinds: resolve-weight resolve-named resolve-system fontname-weight
#          fontname-named port-weight port-named (default: all)
# Output: one line per kind, "kind instructions-per-request".
set -euo pipefail
cd "$(dirname "$0")/../.."
small=${SMALL:-2000}
large=${LARGE:-22000}
kinds=("$@")
if [ ${#kinds[@]} -eq 0 ]; then
    kinds=(resolve-weight resolve-named resolve-system fontname-weight fontname-named port-weight port-named)
fi
# Dictionaries hash alike in every run, so the counts repeat.
export SWIFT_DETERMINISTIC_HASHING=1
swift build -c release --target FontPackage >&2
release=$(swift build -c release --show-bin-path)
work=.build/resolver-probe
mkdir -p "$work"
swiftc -O -swift-version 6 -I "$release/Modules" \
    Benchmarks/ResolverProbe/main.swift Benchmarks/Resolver/SourceRulePort.swift \
    "$release"/FontPackage.build/*.o "$release"/FontPackageSupport.build/*.o -o "$work/probe"
collected() {
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.$1.$2" "$work/probe" "$1" "$2" 2>&1 |
        sed -n 's/.*Collected : //p'
}
for kind in "${kinds[@]}"; do
    a=$(collected "$kind" "$small")
    b=$(collected "$kind" "$large")
    echo "$kind $(((b - a) / (large - small)))"
done
