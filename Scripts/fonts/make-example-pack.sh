#!/usr/bin/env bash
# Rebuild every font in Fonts/ (the example font pack) from Debian's Noto fonts.
#
# Usage: Scripts/fonts/make-example-pack.sh          (from anywhere; needs root or sudo for apt)
#
# What it does:
#   1. installs the Debian font packages below (apt-get) and a Python venv at
#      Scripts/.venv with pinned fonttools + brotli (pip);
#   2. subsets the Debian originals with pyftsubset / fontTools into Fonts/<Family>/,
#      keeping the characters listed in Scripts/fonts/charsets/;
#   3. writes Fonts/<Family>/OFL.txt (copyright notices + the licence text from the
#      Debian package's copyright file);
#   4. checks the fontconfig language coverage each pack promises (fc-validate) and
#      fails if a promise is broken, then prints the files, their sizes and the total.
#
# Made with Debian bookworm packages:
#   fonts-noto-core      20201225-1               (NotoSans-Bold, NotoSerif-Bold, NotoSansArabic-Bold,
#                                                  NotoSansHebrew-Regular/-Bold, NotoSans-Regular for dump-fc-orth.sh)
#   fonts-noto-extra     20201225-1               (NotoSans-Light/-Medium, NotoSerif-Light/-Medium,
#                                                  NotoSansArabic-Light)
#   fonts-noto-cjk       1:20220127+repack1-1     (NotoSansCJK-Bold.ttc)
#   fonts-noto-cjk-extra 1:20220127+repack1-1     (NotoSansCJK-Light.ttc, NotoSansCJK-Medium.ttc)
#   fontconfig           2.14.1-4                 (fc-validate, fc-query; used for checks only)
# and from PyPI: fonttools==4.68.0, brotli==1.2.1.
# The test fixtures in Tests/Fixtures/Fonts/ are made by make-fixtures.py from the
# same packages; run it after this script (it uses the venv made here).
# With the same package versions the output is byte-for-byte the same on every run
# (timestamps in the fonts are kept from the originals). Other versions print a warning.
#
# All sources are licensed under the SIL Open Font License 1.1.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out="$root/Fonts"
charsets="$here/charsets"
venv="$root/Scripts/.venv"
noto=/usr/share/fonts/truetype/noto
notocjk=/usr/share/fonts/opentype/noto

declare -A debian_versions=(
    [fonts-noto-core]="20201225-1"
    [fonts-noto-extra]="20201225-1"
    [fonts-noto-cjk]="1:20220127+repack1-1"
    [fonts-noto-cjk-extra]="1:20220127+repack1-1"
)
python_packages=(fonttools==4.68.0 brotli==1.2.1)

log() { printf '\n== %s\n' "$*"; }

# ---------------------------------------------------------------- 1. tools
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

install_debian_packages() {
    local missing=()
    for pkg in "${!debian_versions[@]}" fontconfig python3-venv; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'ok installed' || missing+=("$pkg")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        log "apt-get install ${missing[*]}"
        as_root apt-get update
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
    fi
    for pkg in "${!debian_versions[@]}"; do
        local have
        have=$(dpkg-query -W -f='${Version}' "$pkg")
        if [ "$have" != "${debian_versions[$pkg]}" ]; then
            echo "warning: $pkg is $have, the pack was made from ${debian_versions[$pkg]}; output will differ" >&2
        fi
    done
}

make_venv() {
    if [ ! -x "$venv/bin/python" ]; then
        log "python3 -m venv $venv"
        /usr/bin/python3 -m venv "$venv"
    fi
    if ! "$venv/bin/python" -m pip freeze 2>/dev/null | grep -qx "${python_packages[0]}" ||
       ! "$venv/bin/python" -m pip freeze 2>/dev/null | grep -qx "${python_packages[1]}"; then
        log "pip install ${python_packages[*]}"
        "$venv/bin/python" -m pip install --quiet "${python_packages[@]}"
    fi
}

# ---------------------------------------------------------------- 2. fonts
# subset SOURCE OUTPUT RANGES-FILE [extra pyftsubset options]
# Default OpenType layout features of pyftsubset are kept (ccmp, locl, mark, mkmk,
# kern, liga, calt, init/medi/fina/isol, rlig, vert, ...), as is TrueType hinting.
subset() {
    local source=$1 output=$2 ranges=$3
    shift 3
    echo "  $(basename "$source") -> ${output#"$root"/}"
    "$venv/bin/pyftsubset" "$source" \
        --unicodes-file="$ranges" \
        --name-IDs='*' \
        --notdef-outline \
        --output-file="$output" "$@"
}

# licence FAMILY-DIR DEBIAN-PACKAGE [--notice TEXT]... FONT...
licence() {
    local dir=$1 pkg=$2
    shift 2
    local notices=()
    while [ "${1:-}" = --notice ]; do notices+=("$1" "$2"); shift 2; done
    "$venv/bin/python" "$here/write_ofl.py" "${notices[@]}" \
        "/usr/share/doc/$pkg/copyright" "$dir/OFL.txt" "$@"
}

build_fonts() {
    local d

    log "default family: Noto Sans Light/Medium/Bold (Latin, Greek, Cyrillic, Vietnamese)"
    d="$out/NotoSans"; rm -rf "$d"; mkdir -p "$d"
    for w in Light Medium Bold; do
        subset "$noto/NotoSans-$w.ttf" "$d/NotoSans-$w.ttf" "$charsets/latin-greek-cyrillic.ranges"
    done
    licence "$d" fonts-noto-core "$d"/*.ttf

    log "vi family: Noto Serif Light/Medium/Bold (Latin for Vietnamese)"
    d="$out/NotoSerif"; rm -rf "$d"; mkdir -p "$d"
    for w in Light Medium Bold; do
        subset "$noto/NotoSerif-$w.ttf" "$d/NotoSerif-$w.ttf" "$charsets/vietnamese.ranges"
    done
    licence "$d" fonts-noto-core "$d"/*.ttf

    log "ar family: Noto Sans Arabic Light and Bold (no Medium on purpose)"
    d="$out/NotoSansArabic"; rm -rf "$d"; mkdir -p "$d"
    for w in Light Bold; do
        subset "$noto/NotoSansArabic-$w.ttf" "$d/NotoSansArabic-$w.ttf" "$charsets/arabic.ranges"
    done
    licence "$d" fonts-noto-core "$d"/*.ttf

    log "he family: Noto Sans Hebrew Regular (TrueType) and Bold (WOFF2)"
    d="$out/NotoSansHebrew"; rm -rf "$d"; mkdir -p "$d"
    subset "$noto/NotoSansHebrew-Regular.ttf" "$d/NotoSansHebrew-Regular.ttf" "$charsets/hebrew.ranges"
    subset "$noto/NotoSansHebrew-Bold.ttf" "$d/NotoSansHebrew-Bold.woff2" "$charsets/hebrew.ranges" \
        --flavor=woff2
    licence "$d" fonts-noto-core "$d"/*.ttf "$d"/*.woff2

    log "CJK family: Noto Sans CJK (zh-Hans, zh-Hant, ja)"
    # Light and Bold: collections of 3 faces, index 0 SC, 1 TC, 2 JP, sharing one
    # CFF/hmtx/vmtx (about 14,300 glyphs: the three regions' glyph variants).
    # Medium: the SC face alone as a single-face CFF .otf (8,522 glyphs), because
    # a third collection would add about 1.8 MB more than this file and push
    # Fonts/ over 12 MB. HK and KR faces are left out for size (HK alone adds
    # ~0.2 MB per collection; KR would need Hangul to make sense).
    # Characters: fontconfig's zh-cn and ja orthographies + kana, bopomofo, CJK
    # punctuation, fullwidth forms, ASCII and Latin-1 (charsets/cjk-extra.ranges).
    d="$out/NotoSansCJK"; rm -rf "$d"; mkdir -p "$d"
    local sets=(--unicodes-file "$charsets/cjk-extra.ranges"
                --unicodes-file "$charsets/fc-zh-cn.txt"
                --unicodes-file "$charsets/fc-ja.txt")
    for w in Light Bold; do
        echo "  NotoSansCJK-$w.ttc -> Fonts/NotoSansCJK/NotoSansCJK-$w.ttc"
        "$venv/bin/python" "$here/build_cjk_collection.py" \
            "$notocjk/NotoSansCJK-$w.ttc" "$d/NotoSansCJK-$w.ttc" \
            --face "NotoSansCJKsc-$w" --face "NotoSansCJKtc-$w" \
            --face "NotoSansCJKjp-$w" "${sets[@]}"
    done
    echo "  NotoSansCJK-Medium.ttc -> Fonts/NotoSansCJK/NotoSansCJKsc-Medium.otf"
    "$venv/bin/python" "$here/build_cjk_collection.py" \
        "$notocjk/NotoSansCJK-Medium.ttc" "$d/NotoSansCJKsc-Medium.otf" \
        --face NotoSansCJKsc-Medium "${sets[@]}"
    # Noto Sans CJK is Adobe's Source Han Sans under another name; its upstream
    # LICENSE reserves the font name "Source" (the subsets keep "Noto Sans CJK").
    licence "$d" fonts-noto-cjk \
        --notice "Copyright 2014-2021 Adobe (http://www.adobe.com/), with Reserved Font Name 'Source'." \
        "$d"/*.ttc "$d"/*.otf
}

# ---------------------------------------------------------------- 3. checks
failures=0
# expect FILE INDEX LANG... : every LANG must be fully covered by face INDEX of FILE
expect() {
    local file=$1 index=$2
    shift 2
    for lang in "$@"; do
        if fc-validate -i "$index" -l "$lang" "$file" | grep -q 'Satisfy the coverage'; then
            printf '  ok    %-45s %d %s\n' "${file#"$out"/}" "$index" "$lang"
        else
            printf '  FAIL  %s\n' "$(fc-validate -i "$index" -l "$lang" "$file")"
            failures=$((failures + 1))
        fi
    done
}

# expect_lang FILE INDEX LANG... : fontconfig must list every LANG for face INDEX
# (fc-query's lang can differ from fc-validate: see CODE_PAGES in build_cjk_collection.py)
expect_lang() {
    local file=$1 index=$2 langs
    shift 2
    langs="|$(fc-query -i "$index" -f '%{lang}' "$file")|"
    for lang in "$@"; do
        if [[ "$langs" == *"|$lang|"* ]]; then
            printf '  ok    %-45s %d lang has %s\n' "${file#"$out"/}" "$index" "$lang"
        else
            printf '  FAIL  %s:%d fc-query lang lacks %s\n' "$file" "$index" "$lang"
            failures=$((failures + 1))
        fi
    done
}

check_fonts() {
    log "fontconfig coverage checks"
    local latin=(en fr de es it nl pl cs tr ro hu vi ru uk be bg sr el)
    for w in Light Medium Bold; do expect "$out/NotoSans/NotoSans-$w.ttf" 0 "${latin[@]}"; done
    for w in Light Medium Bold; do expect "$out/NotoSerif/NotoSerif-$w.ttf" 0 vi en fr de es; done
    for w in Light Bold; do expect "$out/NotoSansArabic/NotoSansArabic-$w.ttf" 0 ar fa ur; done
    expect "$out/NotoSansHebrew/NotoSansHebrew-Regular.ttf" 0 he
    expect "$out/NotoSansHebrew/NotoSansHebrew-Bold.woff2" 0 he
    for w in Light Bold; do
        expect "$out/NotoSansCJK/NotoSansCJK-$w.ttc" 0 zh-cn ja   # SC
        expect "$out/NotoSansCJK/NotoSansCJK-$w.ttc" 2 zh-cn ja   # JP
    done
    expect "$out/NotoSansCJK/NotoSansCJKsc-Medium.otf" 0 zh-cn ja
    for i in 0 1 2; do
        expect_lang "$out/NotoSansCJK/NotoSansCJK-Light.ttc" "$i" zh-cn ja
        expect_lang "$out/NotoSansCJK/NotoSansCJK-Bold.ttc" "$i" zh-cn ja
    done
    expect_lang "$out/NotoSansCJK/NotoSansCJKsc-Medium.otf" 0 zh-cn ja
    echo "  zh-tw is deliberately incomplete in every CJK face:"
    for f in "$out"/NotoSansCJK/*.ttc "$out"/NotoSansCJK/*.otf; do
        # fc-validate exits 1 when glyphs are missing: expected here
        { fc-validate -l zh-tw "$f" || true; } | sed "s|^$out/|    |"
    done
    [ "$failures" = 0 ] || { echo "$failures coverage check(s) failed" >&2; exit 1; }
}

# ---------------------------------------------------------------- main
install_debian_packages
make_venv
mkdir -p "$out"
build_fonts
check_fonts

log "files"
(cd "$out" && find . -type f ! -name README.md -printf '%10s  %P\n' | sort -k2)
log "total size of the fonts and licence files in Fonts/ (bytes, README.md not counted)"
find "$out" -type f ! -name README.md -printf '%s\n' | awk '{ total += $1 } END { print total }'
echo
echo "Face table for Fonts/README.md:"
echo "  $venv/bin/python $here/describe-fonts.py --root $out --langs en,vi,ar,fa,ur,he,zh-cn,zh-tw,ja \\"
echo "      $out/*/*.ttf $out/*/*.otf $out/*/*.ttc $out/*/*.woff2"
