#!/usr/bin/env bash
# A SwiftPM artifact bundle of the fontpack executable (SE-0305, info.json
# schemaVersion "1.0"), zipped, for a `.binaryTarget` of the plugins package:
#
#     bash Scripts/release/artifact-bundle.sh OUT.zip VERSION DOCDIR TRIPLE=BINARY [TRIPLE=BINARY ...]
#
# One variant per TRIPLE=BINARY (x86_64-unknown-linux-gnu=..., arm64-apple-macosx=...),
# each at fontpack-VERSION-TRIPLE/bin/fontpack inside fontpack.artifactbundle/, with
# DOCDIR's copyright and licences at the bundle's root. package.sh makes it with
# the Linux variant; the release workflow makes it again with the macOS one too.
set -euo pipefail
if (($# < 4)); then
    echo "usage: bash Scripts/release/artifact-bundle.sh OUT.zip VERSION DOCDIR TRIPLE=BINARY [TRIPLE=BINARY ...]" >&2
    exit 2
fi
zip_path="$1"
version="$2"
doc="$3"
shift 3
[[ "$zip_path" == *.artifactbundle.zip ]] || { echo "error: $zip_path: the bundle's file name ends in .artifactbundle.zip" >&2; exit 2; }
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "error: version '$version' is not major.minor.patch" >&2; exit 2; }
[ -f "$doc/copyright" ] || { echo "error: $doc/copyright is missing (Scripts/release/licences.sh writes it)" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
bundle="$work/fontpack.artifactbundle"
mkdir -p "$bundle"
cp -R "$doc/." "$bundle/"

variants=""
for variant in "$@"; do
    triple="${variant%%=*}"
    binary="${variant#*=}"
    [[ "$triple" =~ ^[a-z0-9_]+-[a-z0-9_]+-[a-z0-9_.]+(-[a-z0-9_]+)?$ ]] || { echo "error: '$triple' is not a target triple" >&2; exit 2; }
    [ -x "$binary" ] || { echo "error: $binary is not an executable file" >&2; exit 2; }
    path="fontpack-$version-$triple/bin/fontpack"
    mkdir -p "$bundle/$(dirname "$path")"
    cp "$binary" "$bundle/$path"
    chmod 0755 "$bundle/$path"
    variants+="${variants:+,
}        { \"path\": \"$path\", \"supportedTriples\": [\"$triple\"] }"
done

cat >"$bundle/info.json" <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "fontpack": {
      "version": "$version",
      "type": "executable",
      "variants": [
$variants
      ]
    }
  }
}
EOF

mkdir -p "$(dirname "$zip_path")"
rm -f "$zip_path"
zip_path="$(cd "$(dirname "$zip_path")" && pwd)/$(basename "$zip_path")"
# -X: no extra file attributes (owners, times beyond the zip's own), -y: links as links.
(cd "$work" && zip -q -X -y -r "$zip_path" fontpack.artifactbundle)
