#!/usr/bin/env bash
# The copyright notice and licences that ship beside the fontpack binary:
#
#     bash Scripts/release/licences.sh DOCDIR [SCRATCH]
#
# writes DOCDIR/copyright (what the binary holds, and under which licence) and
# DOCDIR/licenses/. What the release binary holds besides FontPackage's own code:
# - the Swift runtime, its standard library, FoundationEssentials and the
#   collections it uses (swift-foundation, swift-collections), linked in by
#   --static-swift-stdlib: the toolchain's own LICENSE.txt, copied from the
#   toolchain that built the binary;
# - swift-argument-parser: its LICENSE.txt, from the checkout in SCRATCH (the
#   build folder, default .build-release) that was built;
# - the C++ standard library (libstdc++, GCC Runtime Library Exception: no
#   notice required, named all the same);
# - tables generated from Unicode's data and CLDR (Unicode License v3,
#   licenses/Unicode-3.0.txt) and from hyperglot's orthographies (Apache-2.0,
#   licenses/Apache-2.0.txt); the generator scripts name their sources
#   (Scripts/generate/).
# fontconfig, FreeType, HarfBuzz, Brotli and FriBidi are not in it: Debian's
# shared libraries, under their own packages' copyright files.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
doc="$1"
scratch="${2:-.build-release}"
[[ "$scratch" == /* ]] || scratch="$root/$scratch"
mkdir -p "$doc/licenses"

swift_licence="$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/share/swift/LICENSE.txt"
parser_licence="$scratch/checkouts/swift-argument-parser/LICENSE.txt"
for file in "$swift_licence" "$parser_licence"; do
    [ -f "$file" ] || { echo "error: $file is missing" >&2; exit 1; }
done
cp "$swift_licence" "$doc/licenses/Swift-LICENSE.txt"
cp "$parser_licence" "$doc/licenses/swift-argument-parser-LICENSE.txt"
cp "$root/Scripts/release/licenses/Apache-2.0.txt" "$root/Scripts/release/licenses/Unicode-3.0.txt" "$doc/licenses/"

project_licence=""
for candidate in LICENSE LICENSE.txt LICENSE.md COPYING; do
    if [ -f "$root/$candidate" ]; then
        project_licence="$candidate"
        cp "$root/$candidate" "$doc/licenses/FontPackage-$candidate"
        break
    fi
done
if [ -z "$project_licence" ]; then
    # Said loudly: a release with no licence of its own gives users no right to it.
    echo "warning: the repository has no LICENSE file; the package says FontPackage's own code carries none" >&2
    if [ -n "${FONTPACK_REQUIRE_LICENCE:-}" ]; then
        echo "error: FONTPACK_REQUIRE_LICENCE is set and the repository has no LICENSE file" >&2
        exit 1
    fi
    project_line="FontPackage's own code: the repository carries no LICENSE file yet; no licence is granted by this package."
else
    project_line="FontPackage's own code: licenses/FontPackage-$project_licence."
fi

cat >"$doc/copyright" <<EOF
fontpack, the command-line tool of FontPackage

$project_line

The binary also holds, linked in or compiled in:

- On Linux, the Swift runtime and standard library, FoundationEssentials and
  the collections it is built on (swift-foundation, swift-collections), linked
  in by --static-swift-stdlib (on macOS they are the system's). Copyright (c) Apple Inc. and the Swift project
  authors. Apache License 2.0 with Runtime Library Exception:
  licenses/Swift-LICENSE.txt.
- swift-argument-parser. Copyright (c) Apple Inc. and the Swift project
  authors. Apache License 2.0 with Runtime Library Exception:
  licenses/swift-argument-parser-LICENSE.txt.
- On Linux, the GNU C++ standard library (libstdc++), linked in. GPL-3.0 with the GCC
  Runtime Library Exception, which asks for no notice in a program built with it.
- Tables generated from the Unicode Character Database and emoji data
  (Unicode 15.0.0) and from CLDR (releases 46 to 49, through cldr-json and
  Babel's locale data). Copyright (c) Unicode, Inc. Unicode License v3:
  licenses/Unicode-3.0.txt.
- Tables generated from hyperglot's orthographies (hyperglot 0.8.2,
  Rosetta Type). Apache License 2.0: licenses/Apache-2.0.txt.

It loads, as shared libraries of the system (Debian's packages on Linux,
Homebrew's on macOS), fontconfig, FreeType, HarfBuzz (and its subsetter),
Brotli's encoder, GNU FriBidi and the C library: each is under its own
licence, shipped with the system's package of it.
EOF
