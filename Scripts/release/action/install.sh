#!/usr/bin/env bash
# The action's first step (action.yml): installs the released fontpack binary
# (the tarball) under $RUNNER_TEMP/fontpack and puts its bin/ on the PATH.
#
# Inputs, from the environment (action.yml passes them through env:, never
# written into this script):
#   FONTPACK_PACKAGE     a fontpack-VERSION-linux-ARCH.tar.gz already on the runner; else
#   FONTPACK_VERSION     the release to download (0.1.0), or latest; empty: the
#                        version of the action's own commit (its
#                        Sources/FontPackage/Version.swift), so that an action
#                        pinned to a release's commit installs that release
#   FONTPACK_REPOSITORY  owner/name of the releases (the action's own repository);
#                        empty: read from GITHUB_ACTION_PATH (.../_actions/OWNER/NAME/REF),
#                        else GITHUB_REPOSITORY (the action used as ./ in its own repository)
#   GH_TOKEN             a token for GitHub's API (the latest release's tag)
# and the runner's RUNNER_TEMP, GITHUB_PATH, GITHUB_OUTPUT, GITHUB_SERVER_URL,
# GITHUB_API_URL. A download is checked against the release's SHA256SUMS.
# The binary needs Debian's libfontconfig1, libfreetype6, libharfbuzz0b,
# libharfbuzz-subset0, libbrotli1 and libfribidi0: when the loader finds one
# missing, they are installed with apt-get.
set -euo pipefail

fail() { echo "::error title=fontpack::$*" >&2; exit 1; }

[ "$(uname -s)" = Linux ] || fail "the fontpack action runs on Linux runners; on macOS use FontPackagePlugins or build from source"
case "$(uname -m)" in
    x86_64) arch=x86_64 ;;
    *) fail "no released fontpack binary for $(uname -m): build from source (swift build -c release --product fontpack)" ;;
esac

temp="${RUNNER_TEMP:-$(mktemp -d)}"
downloads="$temp/fontpack-download"
prefix="$temp/fontpack"
mkdir -p "$downloads"

if [ -n "${FONTPACK_PACKAGE:-}" ]; then
    tarball="$FONTPACK_PACKAGE"
    [ -f "$tarball" ] || fail "package: $tarball is not a file"
else
    repository="${FONTPACK_REPOSITORY:-}"
    if [ -z "$repository" ] && [[ "${GITHUB_ACTION_PATH:-}" =~ /_actions/([^/]+)/([^/]+)/[^/]+/?$ ]]; then
        repository="${BASH_REMATCH[1]}/${BASH_REMATCH[2]}"
    fi
    repository="${repository:-${GITHUB_REPOSITORY:-}}"
    [ -n "$repository" ] || fail "no repository to download fontpack from"
    version="${FONTPACK_VERSION:-}"
    source_version="${GITHUB_ACTION_PATH:-}/Sources/FontPackage/Version.swift"
    if [ -z "$version" ] && [ -n "${GITHUB_ACTION_PATH:-}" ] && [ -f "$source_version" ]; then
        version="$(sed -n 's/.*static let string = "\([0-9.]*\)".*/\1/p' "$source_version" | head -n 1)"
        [ -n "$version" ] || fail "no version in $source_version: set the action's version input"
    fi
    if [ -z "$version" ] || [ "$version" = latest ]; then
        auth=()
        [ -z "${GH_TOKEN:-}" ] || auth=(-H "Authorization: Bearer $GH_TOKEN")
        latest="$(curl -fsSL "${auth[@]}" "${GITHUB_API_URL:-https://api.github.com}/repos/$repository/releases/latest")" ||
            fail "could not read the latest release of $repository"
        # The JSON's first "tag_name", wherever the lines break (no jq on every runner image).
        version="$(printf '%s' "$latest" | grep -o '"tag_name": *"[^"]*"' | head -n 1 | sed 's/.*"v\{0,1\}\([^"]*\)"$/\1/')" || true
    fi
    [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "version '$version' is not a release version (major.minor.patch)"
    asset="fontpack-$version-linux-$arch.tar.gz"
    base="${GITHUB_SERVER_URL:-https://github.com}/$repository/releases/download/$version"
    curl -fsSL -o "$downloads/$asset" "$base/$asset" ||
        fail "could not download $base/$asset: is $version released? The action's version input names a release"
    curl -fsSL -o "$downloads/SHA256SUMS" "$base/SHA256SUMS" || fail "could not download $base/SHA256SUMS"
    (cd "$downloads" && grep -E "^[0-9a-f]{64}  $asset\$" SHA256SUMS | sha256sum -c --quiet -) ||
        fail "$asset does not match the release's SHA256SUMS"
    tarball="$downloads/$asset"
fi

rm -rf "$prefix"
mkdir -p "$prefix"
tar -xzf "$tarball" --strip-components=1 -C "$prefix"
binary="$prefix/bin/fontpack"
[ -x "$binary" ] || fail "$tarball holds no bin/fontpack"

missing="$(ldd "$binary" | awk '/not found/ { print $1 }')"
if [ -n "$missing" ]; then
    echo "fontpack needs libraries this runner lacks: $(tr '\n' ' ' <<<"$missing")" >&2
    command -v apt-get >/dev/null || fail "install libfontconfig1 libfreetype6 libharfbuzz0b libharfbuzz-subset0 libbrotli1 libfribidi0 (or your system's packages of them)"
    sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -q >&2
    "${sudo[@]}" apt-get install -y -q --no-install-recommends \
        libfontconfig1 libfreetype6 libharfbuzz0b libharfbuzz-subset0 libbrotli1 libfribidi0 >&2
fi

installed="$("$binary" --version)" || fail "$binary does not run"
echo "fontpack $installed installed at $binary"
echo "$prefix/bin" >>"${GITHUB_PATH:-/dev/null}"
{
    echo "path=$binary"
    echo "version=$installed"
} >>"${GITHUB_OUTPUT:-/dev/null}"
