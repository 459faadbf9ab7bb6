#!/usr/bin/env bash
# What a team would script with fontconfig's own tool: one fc-validate process
# per (font, face index, language) pair of PAIRS ("file<TAB>index<TAB>lang").
# Exits 1 if any pair misses characters.
set -uo pipefail
status=0
while IFS=$'\t' read -r file index lang; do
    fc-validate -i "$index" -l "$lang" "$file" || status=1
done < "$1"
exit "$status"
