#!/usr/bin/env python3
"""Turn CLDR's JSON distribution into the compact table FontPackageCheck reads.

Source: unicode-org/cldr-json at a final release tag (see cldr_json.py for
what that repository is and the two ways to give it). The script reads
cldr-core (numbering systems, the release) and the -full packages cldr-misc
(characters.json) and cldr-numbers (numbers.json). From the package root:

    git clone --depth 1 --branch 48.0.0 https://github.com/unicode-org/cldr-json /tmp/cldr-json
    python3 Scripts/generate/cldr/generate-exemplars.py --checkout /tmp/cldr-json

It writes Sources/FontPackageInspection/Requirements/Generated/CLDRData.swift with:
  * every numeric numbering system and its ten digits (numberingSystems.json);
  * per locale, the default and native numbering systems and the four exemplar
    tiers: main, auxiliary, punctuation, numbers.

Exemplar sets are kept as CLDR's own UnicodeSet text; the Swift side parses it.

To keep the table small a locale is written only when its values differ from
what the Swift lookup would fall back to: the same candidate order as
`CLDRExemplars.candidates` (lang_Script_Region, lang_Script, then, when Script
is the language's likely script, lang_Region and lang). The likely scripts are
read from the table the Swift side maximizes locales with
(Sources/FontPackage/Locale/LikelySubtags+Data.swift), so both agree on which
keys a locale tries.
"""
import argparse
import os
import sys

import cldr_json

# The package root, and the file this script writes, from that root.
PACKAGE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
OUTPUT = "Sources/FontPackageInspection/Requirements/Generated/CLDRData.swift"
OUT = os.path.join(PACKAGE, OUTPUT)
LIKELY = os.path.join(PACKAGE, "Sources/FontPackage/Locale/LikelySubtags+Data.swift")
SCRIPT = os.path.relpath(os.path.abspath(__file__), PACKAGE)
PACKAGES = ["cldr-core", "cldr-misc-full", "cldr-numbers-full"]
TIERS = ["main", "auxiliary", "punctuation", "numbers"]
# characters.json names the main tier "exemplarCharacters".
TIER_KEYS = {"main": "exemplarCharacters", "auxiliary": "auxiliary", "punctuation": "punctuation", "numbers": "numbers"}


def load_numbering_systems(root):
    systems = cldr_json.load(root, "cldr-core", "supplemental", "numberingSystems.json")
    return {ident: ns["_digits"] for ident, ns in systems["supplemental"]["numberingSystems"].items()
            if ns.get("_type") == "numeric"}


def load_likely_scripts():
    """Language -> likely script, as the Swift side's own table answers it.

    `Aran` (Nastaliq) is mapped to `Arab`, as `CLDRExemplars.scriptForData` does.
    """
    likely = {}
    with open(LIKELY, encoding="utf-8") as f:
        for line in f:
            fields = line.strip().split("\t")
            if len(fields) != 2 or "_" in fields[0]:
                continue
            target = fields[1].split("-")
            if len(target) >= 2 and len(target[1]) == 4:
                likely[fields[0]] = "Arab" if target[1] == "Aran" else target[1]
    return likely


def read_locale(root, locale):
    """The resolved values of one locale (cldr-json resolves inheritance)."""
    characters = cldr_json.load(root, "cldr-misc-full", "main", locale, "characters.json")["main"][locale]["characters"]
    numbers = cldr_json.load(root, "cldr-numbers-full", "main", locale, "numbers.json")["main"][locale]["numbers"]
    values = {tier: characters.get(key, "").strip() for tier, key in TIER_KEYS.items()}
    values["default"] = numbers.get("defaultNumberingSystem", "")
    values["native"] = numbers.get("otherNumberingSystems", {}).get("native", "")
    return tuple(values[key] for key in ["default", "native"] + TIERS)


def split(locale):
    parts = locale.split("-")
    language, script, region = parts[0], None, None
    for part in parts[1:]:
        if len(part) == 4 and part.isalpha():
            script = part
        elif (len(part) == 2 and part.isalpha()) or (len(part) == 3 and part.isdigit()):
            region = part
    return language, script, region


def candidates(language, script, region, likely):
    """Mirror of CLDRExemplars.candidates in Swift."""
    default_script = likely.get(language)
    script = "Arab" if script == "Aran" else (script or default_script)
    keys = []
    if script and region:
        keys.append(f"{language}-{script}-{region}")
    if script:
        keys.append(f"{language}-{script}")
    if script is None or script == default_script:
        if region:
            keys.append(f"{language}-{region}")
        keys.append(language)
    return keys


def table(root):
    """Every locale's values, and the subset the Swift lookup needs stored."""
    main_dir = os.path.join(root, "cldr-json", "cldr-misc-full", "main")
    likely = load_likely_scripts()
    values = {locale: read_locale(root, locale) for locale in os.listdir(main_dir) if locale != "und"}
    stored = {}
    # Least specific first, so a locale is compared with what is already stored.
    for locale in sorted(values, key=lambda loc: (loc.count("-"), loc)):
        value = values[locale]
        if not any(value[2:]) and not value[0]:
            continue
        language, script, region = split(locale)
        fallback = None
        for key in candidates(language, script, region, likely):
            if key != locale and key in stored:
                fallback = stored[key]
                break
        if value != fallback:
            stored[locale] = value
    return values, stored


def write(root, commit):
    version, tag = cldr_json.version(root)
    systems = load_numbering_systems(root)
    _, stored = table(root)
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as out:
        out.write("// Generated by %s from CLDR %s\n" % (SCRIPT, version))
        out.write("// (%s tag %s, commit %s),\n" % (cldr_json.REPOSITORY, tag, commit))
        out.write("// the newest release tag there, not an -ALPHA or -BETA one. Do not edit; rerun the script.\n\n")
        out.write("enum CLDRData {\n")
        out.write('    static let version = "%s"\n\n' % version)
        out.write("    /// `id digits` for every numeric numbering system.\n")
        out.write('    static let numberingSystems = #"""\n')
        for ident in sorted(systems):
            out.write(f"{ident} {systems[ident]}\n")
        out.write('"""#\n\n')
        out.write("    /// `locale<TAB>default nu<TAB>native nu<TAB>main<TAB>auxiliary<TAB>punctuation<TAB>numbers`,\n")
        out.write("    /// values already inherited from parent locales.\n")
        out.write('    static let locales = #"""\n')
        for locale in sorted(stored):
            value = stored[locale]
            assert all("\t" not in v and "\n" not in v for v in value)
            out.write(locale + "\t" + "\t".join(value) + "\n")
        out.write('"""#\n}\n')
    print(f"CLDR {version} ({tag}, {commit}): {len(stored)} locales, {len(systems)} numbering systems -> {os.path.normpath(OUT)}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    cldr_json.add_arguments(parser)
    args = parser.parse_args()
    with cldr_json.release(args, PACKAGES) as (root, commit):
        write(root, commit)


if __name__ == "__main__":
    sys.exit(main())
