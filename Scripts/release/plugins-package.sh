#!/usr/bin/env bash
# FontPackagePlugins: FontPackage's three plugins on the released fontpack
# binary, so that a package using them builds no FontPackage source:
#
#     bash Scripts/release/plugins-package.sh OUTDIR --path BUNDLE.zip
#     bash Scripts/release/plugins-package.sh OUTDIR --url URL --checksum SHA256
#
# writes OUTDIR/Package.swift and OUTDIR/Plugins/. The plugins' sources are
# FontPackage's own (Plugins/), copied, so the verbs, the permission and the
# arguments are the same; only `fontpack` differs: a `.binaryTarget` on the
# artifact bundle instead of the executable built from source. With --path the
# bundle is copied into OUTDIR (SwiftPM takes a local binary target from inside
# the package only); with --url the manifest names the published bundle and its
# checksum (`swift package compute-checksum`), as the release workflow writes it.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
usage="usage: bash Scripts/release/plugins-package.sh OUTDIR (--path BUNDLE.zip | --url URL --checksum SHA256)"
(($# >= 3)) || { echo "$usage" >&2; exit 2; }
out="$1"
shift
case "$1" in
    --path)
        (($# == 2)) || { echo "$usage" >&2; exit 2; }
        [ -f "$2" ] || { echo "error: $2 is not a file" >&2; exit 2; }
        mkdir -p "$out"
        cp "$2" "$out/fontpack.artifactbundle.zip"
        binary_target='.binaryTarget(name: "fontpack", path: "fontpack.artifactbundle.zip")'
        ;;
    --url)
        (($# == 4)) && [ "$3" = --checksum ] || { echo "$usage" >&2; exit 2; }
        [[ "$2" =~ ^https://[^\"\\[:space:]]+\.artifactbundle\.zip$ ]] || { echo "error: '$2' is not an https URL of an .artifactbundle.zip" >&2; exit 2; }
        [[ "$4" =~ ^[0-9a-f]{64}$ ]] || { echo "error: '$4' is not a SHA-256 checksum (64 hexadecimal digits)" >&2; exit 2; }
        mkdir -p "$out"
        rm -f "$out/fontpack.artifactbundle.zip"
        binary_target=".binaryTarget(
            name: \"fontpack\",
            url: \"$2\",
            checksum: \"$4\"
        )"
        ;;
    *) echo "$usage" >&2; exit 2 ;;
esac

rm -rf "$out/Plugins"
mkdir -p "$out/Plugins"
for plugin in FontPackCommand FontPackWriteCommand FontPackCheck; do
    # -L: FontPackWriteCommand's FontPackRun.swift is a link to FontPackCommand's.
    cp -R -L "$root/Plugins/$plugin" "$out/Plugins/$plugin"
done

# The plugin declarations are FontPackage's (Package.swift); a test compares the two
# manifests' plugins (swift package dump-package).
# Tools 6.2, as FontPackage's: the plugins read PackagePlugin's URL API (target.directoryURL
# is 6.1's), and a consumer's toolchain must be as new to build them either way.
cat >"$out/Package.swift" <<EOF
// swift-tools-version: 6.2
// Written by FontPackage's Scripts/release/plugins-package.sh: FontPackage's plugins
// on the prebuilt fontpack binary. Do not edit; rerun the script.
import PackageDescription

let package = Package(
    name: "FontPackagePlugins",
    products: [
        // \`swift package fontpack check ...\`: the subcommands that only read.
        .plugin(name: "FontPackCommand", targets: ["FontPackCommand"]),
        // \`swift package --allow-writing-to-package-directory fontpack-write report ...\`.
        .plugin(name: "FontPackWriteCommand", targets: ["FontPackWriteCommand"]),
        // Checks a target's appfont.json and Fonts/ on every build.
        .plugin(name: "FontPackCheck", targets: ["FontPackCheck"]),
    ],
    targets: [
        $binary_target,
        .plugin(
            name: "FontPackCommand",
            capability: .command(
                intent: .custom(
                    verb: "fontpack",
                    description: "Runs fontpack check, resolve, langs, coverage or rules on paths relative to the package root"
                )
            ),
            dependencies: ["fontpack"]
        ),
        .plugin(
            name: "FontPackWriteCommand",
            capability: .command(
                intent: .custom(
                    verb: "fontpack-write",
                    description: "Runs a fontpack subcommand that writes files (report, export, subset, init, --output)"
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "fontpack report, export, subset and init write their output into the package")
                ]
            ),
            dependencies: ["fontpack"]
        ),
        .plugin(name: "FontPackCheck", capability: .buildTool(), dependencies: ["fontpack"]),
    ]
)
EOF

cat >"$out/README.md" <<'EOF'
# FontPackagePlugins

FontPackage's plugins on the prebuilt `fontpack` binary: a package that uses
them builds no FontPackage source. Their verbs and arguments are FontPackage's:

```swift
// this repository's URL and its tag, or, for a local copy, .package(path: "FontPackagePlugins")
dependencies: [.package(url: "https://github.com/OWNER/FontPackagePlugins", from: "0.1.0")],
// a target whose folder holds appfont.json (and Fonts/):
plugins: [.plugin(name: "FontPackCheck", package: "FontPackagePlugins")]
```

```sh
swift package fontpack check --config appfont.json --fonts Fonts
swift package --allow-writing-to-package-directory fontpack-write report --config appfont.json --fonts Fonts --output build/report
```

The binary is an artifact bundle (`fontpack.artifactbundle.zip`) with a Linux
(`x86_64-unknown-linux-gnu`) and a macOS (`arm64-apple-macosx`) variant. On Linux it
loads Debian's libfontconfig1, libfreetype6, libharfbuzz0b, libharfbuzz-subset0,
libbrotli1 and libfribidi0; on macOS, Homebrew's fontconfig, freetype, harfbuzz,
brotli and fribidi. This package is written by FontPackage's
`Scripts/release/plugins-package.sh`; its release workflow publishes it.
EOF
