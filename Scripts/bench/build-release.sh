#!/usr/bin/env bash
# Builds the release `fontpack` as it ships: optimised, with the Swift runtime
# and the C++ standard library linked in, so that nothing but Debian's font
# libraries and libc is loaded at start-up.
#
#     Scripts/bench/build-release.sh [SCRATCH]     # default .build; prints the binary's path
#
# Why the C++ library too: only the Swift runtime uses it (fontconfig, FreeType
# and HarfBuzz do not), yet as a shared library it is the costliest one to load:
# with it, `fontpack --version` ran 4.56 instead of 2.49 million instructions
# (Benchmarks/results/instructions.md, "Linking the C++ library in").
# SwiftPM's `--static-swift-stdlib` link asks for `-lstdc++` itself (in the
# toolchain's static-stdlib-args.lnk), so a search directory given to the
# linker holds a one-line linker script named `libstdc++.so` that names the
# archive instead: GNU ld takes the first `libstdc++.so` on its search path,
# and every `-L` applies to every `-l`. Without the archive (no libstdc++-dev)
# the ordinary shared link is kept, with a warning.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
scratch="${1:-.build}"

linking=()
archive="$(clang -print-file-name=libstdc++.a 2>/dev/null || true)"
if [[ "$archive" == /* && -f "$archive" ]]; then
    script_dir="$scratch/static-libstdc++"
    mkdir -p "$script_dir"
    script_dir="$(cd "$script_dir" && pwd)"
    printf 'INPUT(%s)\n' "$archive" > "$script_dir/libstdc++.so"
    linking=(-Xlinker "-L$script_dir")
else
    echo "warning: no libstdc++.a found (clang -print-file-name): linking the shared C++ library" >&2
fi

# Generic types (a dictionary keyed by a pack type) get their run-time
# metadata from a call that passes the conformances they need, instead of
# from their mangled name: looking a mangled name up checks each conformance
# by scanning every conformance record of the binary, and the static runtime
# and Foundation hold thousands (4.76 M of the 121.8 M instructions of
# `check --shaping off` on the example pack, 1.42 M after; README, "Performance",
# and Benchmarks/results/instructions.md, "Paying only for what a check uses").
# A frontend option: nothing in the code changes.
metadata=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)

swift build -c release --product fontpack --static-swift-stdlib --scratch-path "$scratch" "${linking[@]}" "${metadata[@]}" >&2
binary="$scratch/release/fontpack"

# The loader's own word on what the binary needs.
if ((${#linking[@]})) && ldd "$binary" | grep -q 'libstdc++'; then
    echo "error: $binary still loads the shared libstdc++:" >&2
    ldd "$binary" >&2
    exit 1
fi
echo "$binary"
