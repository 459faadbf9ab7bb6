#!/usr/bin/env bash
# fontpack as a user installs it, with no Swift toolchain and no build:
#
#     bash Scripts/release/package.sh DIR
#
# builds the release binary once (Scripts/bench/build-release.sh: optimised, the
# Swift runtime and the C++ library linked in) and writes into DIR:
#
#   fontpack-VERSION-linux-ARCH.tar.gz  fontpack-VERSION-linux-ARCH/bin/fontpack and
#                                       share/doc/fontpack/ (copyright and licences)
#   fontpack_VERSION_DEBARCH.deb        the same files under /usr; Depends from the
#                                       libraries the binary links (dpkg-shlibdeps)
#   fontpack.artifactbundle.zip         a SwiftPM artifact bundle with this machine's
#                                       variant (x86_64-unknown-linux-gnu on x86_64)
#   FontPackagePlugins/                 the plugins package on that bundle, by path
#   SHA256SUMS                          the checksum of each file above
#
# VERSION is what the built binary prints for `fontpack --version`
# (FontPackageVersion.string, Sources/FontPackage/Version.swift), the one place
# the version is written. With FONTPACK_EXPECTED_VERSION set (the release
# workflow sets the tag), a different version is an error, so no release is
# published under a tag its binary disagrees with. FONTPACK_SCRATCH names the
# build folder (default .build-release, apart from the tests' .build);
# FONTPACK_MAINTAINER the .deb's Maintainer field.
#
# The binary reads no file of its own at run time: every table it needs
# (Unicode scripts, CLDR, shaping data) is compiled in, and fontconfig's
# orthographies are libfontconfig's. So the tarball holds the binary and its
# licences, and nothing has to be found relative to it.
#
# The release workflow (.github/workflows/release.yml) runs this on Linux, then
# adds the macOS variant to the bundle (artifact-bundle.sh) and points the
# plugins package at the published bundle (plugins-package.sh --url).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
here="$root/Scripts/release"

if (($# != 1)); then
    echo "usage: bash Scripts/release/package.sh DIR" >&2
    exit 2
fi
mkdir -p "$1"
out="$(cd "$1" && pwd)"

[ "$(uname -s)" = Linux ] || { echo "error: package.sh packages the Linux binary; the release workflow builds the macOS one" >&2; exit 2; }
case "$(uname -m)" in
    x86_64) arch=x86_64 deb_arch=amd64 triple=x86_64-unknown-linux-gnu ;;
    aarch64) arch=aarch64 deb_arch=arm64 triple=aarch64-unknown-linux-gnu ;;
    *) echo "error: no release variant for $(uname -m)" >&2; exit 2 ;;
esac
for tool in dpkg-deb dpkg-shlibdeps zip; do
    command -v "$tool" >/dev/null || { echo "error: $tool is missing (Scripts/install-dependencies.sh installs dpkg-dev and zip)" >&2; exit 1; }
done

scratch="${FONTPACK_SCRATCH:-.build-release}"
cd "$root"
built="$(bash Scripts/bench/build-release.sh "$scratch")"
[[ "$built" == /* ]] || built="$root/$built"

version="$("$built" --version)"
if ! [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
    echo "error: fontpack --version printed '$version', not major.minor.patch" >&2
    exit 1
fi
if [ -n "${FONTPACK_EXPECTED_VERSION:-}" ] && [ "$FONTPACK_EXPECTED_VERSION" != "$version" ]; then
    echo "error: the binary is fontpack $version, but $FONTPACK_EXPECTED_VERSION was expected (Sources/FontPackage/Version.swift sets the version)" >&2
    exit 1
fi

# The Swift runtime must be in the binary: no library of the toolchain's
# (/opt/swift/usr/lib/swift here, /usr/lib/swift in the swift images), none of its names.
toolchain_lib="$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib/swift"
if ldd "$built" | grep -F -q "$toolchain_lib" || ldd "$built" | grep -E -q '^\s*lib(swift|Foundation|dispatch|BlocksRuntime)'; then
    echo "error: $built loads a library of the toolchain ($toolchain_lib):" >&2
    ldd "$built" >&2
    exit 1
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
name="fontpack-$version-linux-$arch"

# The files both the tarball and the .deb install, under a prefix.
stage="$work/$name"
mkdir -p "$stage/bin" "$stage/share/doc/fontpack/licenses"
# Debug information stays in the build folder; the symbols stay, for backtraces.
strip --strip-debug -o "$stage/bin/fontpack" "$built"
chmod 0755 "$stage/bin/fontpack"
bash "$here/licences.sh" "$stage/share/doc/fontpack" "$scratch"

tar -C "$work" --owner=0 --group=0 --numeric-owner -czf "$out/$name.tar.gz" "$name"

# The .deb: the same tree under /usr.
deb="$work/deb"
mkdir -p "$deb/DEBIAN" "$deb/usr"
cp -a "$stage/bin" "$stage/share" "$deb/usr/"
# dpkg-shlibdeps reads the shared libraries the binary needs and the package and
# lowest version that provides each (the symbols files of Debian's packages).
mkdir -p "$work/shlibs/debian"
printf 'Source: fontpack\n\nPackage: fontpack\nArchitecture: any\n' >"$work/shlibs/debian/control"
depends="$(cd "$work/shlibs" && dpkg-shlibdeps -O -e"$deb/usr/bin/fontpack" 2>"$work/shlibdeps.log")" || {
    cat "$work/shlibdeps.log" >&2
    exit 1
}
depends="${depends#shlibs:Depends=}"
[ -n "$depends" ] || { echo "error: dpkg-shlibdeps found no dependency of the binary" >&2; exit 1; }
installed_size="$(du -sk --apparent-size "$deb/usr" | cut -f1)"
cat >"$deb/DEBIAN/control" <<EOF
Package: fontpack
Version: $version
Architecture: $deb_arch
Maintainer: ${FONTPACK_MAINTAINER:-FontPackage maintainers}
Installed-Size: $installed_size
Depends: $depends
Section: utils
Priority: optional
Description: checks an app's font pack against its languages and strings
 fontpack loads an app's appfont.json, resolves each language and weight slot
 to a font of the pack, and checks with fontconfig, FreeType, HarfBuzz and
 FriBidi that every font exists, has its slot's weight, and covers and shapes
 what each language and the app's translated strings need. Its output is
 text, JSON, SARIF, JUnit or GitHub workflow commands.
EOF
# gzip, not dpkg-deb's default xz: a third larger (9 against 6.4 MB) but made in a sixth
# of the time (4 against 24 s of CPU), which every test run pays.
dpkg-deb -Zgzip --root-owner-group --build "$deb" "$out/fontpack_${version}_${deb_arch}.deb" >/dev/null

# The artifact bundle, then the plugins package on it.
bash "$here/artifact-bundle.sh" "$out/fontpack.artifactbundle.zip" "$version" "$stage/share/doc/fontpack" \
    "$triple=$stage/bin/fontpack"
rm -rf "$out/FontPackagePlugins"
bash "$here/plugins-package.sh" "$out/FontPackagePlugins" --path "$out/fontpack.artifactbundle.zip"

(cd "$out" && sha256sum "$name.tar.gz" "fontpack_${version}_${deb_arch}.deb" fontpack.artifactbundle.zip >SHA256SUMS)
echo "fontpack $version: $out/$name.tar.gz, $out/fontpack_${version}_${deb_arch}.deb, $out/fontpack.artifactbundle.zip, $out/FontPackagePlugins" >&2
