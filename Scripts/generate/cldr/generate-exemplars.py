#!/usr/bin/env python3
"""Turn CLDR's locale XML into the compact table FontPackageCheck reads.

Source: the CLDR release Debian ships as `unicode-cldr-core`
(/usr/share/unicode/cldr/common). Install it with
`apt-get install unicode-cldr-core`, then run from the package root:

    python3 Scripts/generate/cldr/generate-exemplars.py

It writes Sources/FontPackageInspection/Requirements/Generated/CLDRData.swift with:
  * every numeric numbering system and its ten digits (numberingSystems.xml);
  * per locale, the resolved (inherited) default and native numbering systems
    and the four exemplar tiers: main, auxiliary, punctuation, numbers.

Exemplar sets are kept as CLDR's own UnicodeSet text; the Swift side parses it.
Only values at draft level "approved" or "contributed" are used (what ICU
ships); "provisional" and "unconfirmed" ones fall back to the parent.

To keep the table small a locale is written only when its resolved values
differ from what the Swift lookup would fall back to: the same candidate
order as `CLDRExemplars.candidates` (lang_Script_Region, lang_Script, then,
when Script is the language's likely script, lang_Region and lang).
"""
import os
import re
import sys
import xml.etree.ElementTree as ET

ROOT = os.environ.get("CLDR_ROOT", "/usr/share/unicode/cldr/common")
# The package root, and the file this script writes, from that root.
PACKAGE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
OUTPUT = "Sources/FontPackageInspection/Requirements/Generated/CLDRData.swift"
OUT = os.path.join(PACKAGE, OUTPUT)
SCRIPT = os.path.relpath(os.path.abspath(__file__), PACKAGE)
TIERS = ["main", "auxiliary", "punctuation", "numbers"]
ACCEPTED_DRAFT = {None, "approved", "contributed"}


def load_version():
    # The version is a #FIXED attribute default in the DTD, which ElementTree
    # does not apply, so read it from the DTD itself.
    with open(os.path.join(ROOT, "dtd", "ldml.dtd"), encoding="utf-8") as dtd:
        match = re.search(r'cldrVersion CDATA #FIXED "([0-9.]+)"', dtd.read())
    return match.group(1) if match else "?"


def load_numbering_systems():
    tree = ET.parse(os.path.join(ROOT, "supplemental", "numberingSystems.xml"))
    systems = {}
    for ns in tree.iter("numberingSystem"):
        if ns.get("type") == "numeric":
            systems[ns.get("id")] = ns.get("digits")
    return systems


def load_parents():
    tree = ET.parse(os.path.join(ROOT, "supplemental", "supplementalData.xml"))
    parents = {}
    for pl in tree.iter("parentLocale"):
        if pl.get("component"):
            continue
        for loc in pl.get("locales").split():
            parents[loc] = pl.get("parent")
    return parents


def load_likely_scripts():
    tree = ET.parse(os.path.join(ROOT, "supplemental", "likelySubtags.xml"))
    likely = {}
    for ls in tree.iter("likelySubtag"):
        source = ls.get("from")
        target = ls.get("to").split("_")
        if "_" not in source and len(target) >= 2 and len(target[1]) == 4:
            likely[source] = target[1]
    return likely


def read_locale(path):
    """The values a locale file sets itself (no inheritance)."""
    tree = ET.parse(path)
    values = {}
    for ex in tree.iter("exemplarCharacters"):
        if ex.get("alt") or ex.get("draft") not in ACCEPTED_DRAFT:
            continue
        tier = ex.get("type") or "main"
        if tier in TIERS:
            values[tier] = (ex.text or "").strip()
    numbers = tree.find("numbers")
    if numbers is not None:
        for ns in numbers.findall("defaultNumberingSystem"):
            if not ns.get("alt") and ns.get("draft") in ACCEPTED_DRAFT:
                values["default"] = ns.text.strip()
        native = numbers.find("otherNumberingSystems/native")
        if native is not None and native.get("draft") in ACCEPTED_DRAFT:
            values["native"] = native.text.strip()
    return values


def parent_of(locale, parents):
    if locale in parents:
        return parents[locale]
    if "_" in locale:
        return locale.rsplit("_", 1)[0]
    return "root" if locale != "root" else None


def split(locale):
    parts = locale.split("_")
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
    script = script or default_script
    keys = []
    if script and region:
        keys.append(f"{language}_{script}_{region}")
    if script:
        keys.append(f"{language}_{script}")
    if script is None or script == default_script:
        if region:
            keys.append(f"{language}_{region}")
        keys.append(language)
    return keys


def main():
    main_dir = os.path.join(ROOT, "main")
    if not os.path.isdir(main_dir):
        sys.exit(f"no CLDR data at {ROOT}: apt-get install unicode-cldr-core")
    own = {}
    for name in os.listdir(main_dir):
        if name.endswith(".xml"):
            own[name[:-4]] = read_locale(os.path.join(main_dir, name))
    parents = load_parents()
    likely = load_likely_scripts()
    systems = load_numbering_systems()

    resolved_cache = {}

    def resolved(locale):
        if locale in resolved_cache:
            return resolved_cache[locale]
        values = {}
        chain = []
        current = locale
        while current is not None:
            chain.append(current)
            current = parent_of(current, parents)
        for loc in reversed(chain):
            values.update(own.get(loc, {}))
        result = tuple(values.get(key, "") for key in ["default", "native"] + TIERS)
        resolved_cache[locale] = result
        return result

    stored = {}
    # Least specific first, so a locale is compared with what is already stored.
    for locale in sorted(own, key=lambda loc: (loc.count("_"), loc)):
        if locale == "root":
            continue
        value = resolved(locale)
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

    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as out:
        out.write("// Generated by %s from CLDR %s\n" % (SCRIPT, load_version()))
        out.write("// (Debian unicode-cldr-core). Do not edit; rerun the script.\n\n")
        out.write("enum CLDRData {\n")
        out.write('    static let version = "%s"\n\n' % load_version())
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
            out.write(locale.replace("_", "-") + "\t" + "\t".join(value) + "\n")
        out.write('"""#\n}\n')
    print(f"{len(stored)} locales, {len(systems)} numbering systems -> {os.path.normpath(OUT)}")


if __name__ == "__main__":
    main()
