#!/usr/bin/env bash
# Counts `public` declarations (not `public import`) per library module: the
# surface a user of the package is promised. Usage: bash Scripts/ci/count-public-api.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
total=0
for module in FontPackage FontPackageStrings FontPackageInspection FontPackageCheck FontPackageSubset FontPackageReporting FontPackageHTMLReport; do
    count=$(grep -rhE '^\s*(@[A-Za-z]+(\([^)]*\))?\s+)*public\s' "Sources/$module" --include=*.swift | grep -vcE '^\s*public\s+import\s' || true)
    printf '%-24s %4d\n' "$module" "$count"
    total=$((total + count))
done
printf '%-24s %4d\n' total "$total"
