#!/usr/bin/env bash
# Print the code points of fontconfig's orthography for each LANG given, as a
# pyftsubset --unicodes-file (one 0xXXXX per line, '#' comments).
#
# Usage: Scripts/fonts/dump-fc-orth.sh LANG [LANG ...] > FILE
#
# fontconfig does not install its .orth files, but `fc-validate -v` lists every
# code point of the orthography that a font lacks. A font whose cmap holds only
# U+0020 lacks all of them, so its "missing" list is the orthography itself.
# charsets/fc-zh-cn.txt and charsets/fc-ja.txt were made this way with
# fontconfig 2.14.1-4 (Debian bookworm); make-example-pack.sh uses the committed
# files, so a different fontconfig version does not change the pack.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
venv="$here/../.venv"
[ $# -ge 1 ] || { echo "usage: $0 LANG [LANG ...]" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$venv/bin/pyftsubset" /usr/share/fonts/truetype/noto/NotoSans-Regular.ttf \
    --unicodes=U+0020 --output-file="$tmp/space.ttf"
echo "# fontconfig $(fc-validate --version 2>&1 | awk '{print $NF}') orthography: $*"
for lang in "$@"; do
    # fc-validate exits non-zero when something is missing, which is the point here
    out=$(fc-validate -v -l "$lang" "$tmp/space.ttf" || true)
    count=$(printf '%s\n' "$out" | sed -n 's/.*Missing \([0-9]*\) glyph.*/\1/p')
    [ -n "$count" ] || { echo "fc-validate gave no list for '$lang'" >&2; exit 1; }
    echo "# $lang: $count code points"
    printf '%s\n' "$out" | tail -n +2 | tr -d ' '
done
