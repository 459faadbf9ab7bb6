#!/usr/bin/env python3
"""Write Sources/FontPackageInspection/Shaping/Generated/ShapingData.swift.

Usage: Scripts/.venv/bin/python Scripts/generate/shaping/generate-shaping-data.py

Sources (see Scripts/generate/shaping/README.md):
- Unicode joining types from ArabicShaping.txt (Debian `unicode-data`,
  /usr/share/unicode/ArabicShaping.txt);
- per language, the letters, conjuncts and base + mark combinations of its
  orthographies from hyperglot's data (PyPI `hyperglot`, Apache-2.0);
- ISO 639-1 two-letter codes from Debian `iso-codes`
  (/usr/share/iso-codes/json/iso_639-3.json), to key hyperglot's ISO 639-3
  languages by the codes app locales use.

The output is committed: building and testing need none of these.
"""

import json
import os
import re
import unicodedata
from importlib.metadata import version

import yaml
from hyperglot.orthography import Orthography

# The package root, and the file this script writes, from that root.
PACKAGE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
OUTPUT = "Sources/FontPackageInspection/Shaping/Generated/ShapingData.swift"
OUT = os.path.join(PACKAGE, OUTPUT)
SCRIPT = os.path.relpath(os.path.abspath(__file__), PACKAGE)
ARABIC_SHAPING = "/usr/share/unicode/ArabicShaping.txt"
ISO_639_3 = "/usr/share/iso-codes/json/iso_639-3.json"

import hyperglot  # noqa: E402

HYPERGLOT = os.path.dirname(hyperglot.__file__)

# Macrolanguages whose two-letter code apps use, and the individual language
# hyperglot describes for them (hyperglot keys Standard Arabic as arb, etc.).
MACROLANGUAGES = {
    "ar": "arb", "fa": "pes", "ps": "pbu", "ms": "zsm", "sw": "swh", "uz": "uzn",
    "zh": "cmn", "et": "ekk", "lv": "lvs", "az": "azj", "mn": "khk", "ne": "npi",
    "or": "ory", "om": "gaz", "sq": "als", "yi": "ydd", "ku": "kmr", "qu": "quz",
    "kr": "knc", "gn": "gug", "ff": "fuf", "ak": "twi", "no": "nob", "bh": "bho",
    "ug": "uig", "kv": "kpv", "mg": "plt", "ik": "esk", "iu": "ike", "ki": "kik",
}

# Hyperglot's own threshold for "the most common combinations" (its CLI default).
FREQUENCY_THRESHOLD = 0.01
VIRAMA_CLASS = 9


def joining_types():
    """(first, last, type) ranges of the joining types D, R, L and C."""
    types = {}
    with open(ARABIC_SHAPING, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [x.strip() for x in line.split(";")]
            if fields[2] in ("D", "R", "L", "C"):
                types[int(fields[0], 16)] = fields[2]
    ranges = []
    for cp in sorted(types):
        if ranges and ranges[-1][1] == cp - 1 and ranges[-1][2] == types[cp]:
            ranges[-1][1] = cp
        else:
            ranges.append([cp, cp, types[cp]])
    return types, ranges


def unicode_version():
    with open(ARABIC_SHAPING, encoding="utf-8") as f:
        for line in f:
            match = re.match(r"# ArabicShaping-(\d+\.\d+\.\d+)\.txt", line)
            if match:
                return match.group(1)
    return "unknown"


def script_codes():
    with open(os.path.join(HYPERGLOT, "extra_data", "script-names.yaml"), encoding="utf-8") as f:
        return {name: value["iso_15924"] for name, value in yaml.safe_load(f).items()}


def locale_codes():
    """hyperglot ISO 639-3 code -> the code a locale uses for it."""
    with open(ISO_639_3, encoding="utf-8") as f:
        entries = json.load(f)["639-3"]
    codes = {}
    for entry in entries:
        codes[entry["alpha_3"]] = entry.get("alpha_2", entry["alpha_3"])
    for two, three in MACROLANGUAGES.items():
        codes[three] = two
    return codes


def is_virama(c):
    return unicodedata.combining(c) == VIRAMA_CLASS


def is_conjunct(sequence):
    """A consonant, a virama, a consonant: letters on both sides of a virama."""
    for i, c in enumerate(sequence):
        if is_virama(c) and 0 < i < len(sequence) - 1:
            before, after = sequence[i - 1], sequence[i + 1]
            if unicodedata.category(before) == "Lo" and unicodedata.category(after) == "Lo":
                return True
    return False


def has_nonspacing_mark(sequence):
    return len(sequence) > 1 and any(unicodedata.category(c) == "Mn" for c in sequence[1:])


def letter(c):
    """NFC, and the nominal letter for a presentation form: hyperglot lists a
    few orthographies (Pashto) with isolated presentation forms for letters."""
    c = unicodedata.normalize("NFC", c)
    if len(c) == 1 and (0xFB50 <= ord(c) <= 0xFDFF or 0xFE70 <= ord(c) <= 0xFEFF):
        return unicodedata.normalize("NFKC", c)
    return "".join(letter(x) if len(c) > 1 else x for x in c) if len(c) > 1 else c


VOWEL_LETTER = re.compile(r"(SHORT |CANDRA |VOCALIC |LONG )*([AEIOU]+|[RL]+)")


def plain_base(base, types):
    """The letter a mark with no letter of its own is shown on: a dual-joining
    letter in a joining script, else the first letter that is not a vowel letter."""
    plain = [c for c in base if len(c) == 1 and unicodedata.category(c) in ("Lo", "Ll")
             and len(unicodedata.normalize("NFD", c)) == 1]
    joining = [c for c in plain if types.get(ord(c)) == "D"]
    if joining:
        return "\u0628" if "\u0628" in joining else joining[0]
    for c in plain:
        name = unicodedata.name(c, "")
        if " LETTER " in name and not VOWEL_LETTER.fullmatch(name.split(" LETTER ", 1)[1]):
            return c
    return plain[0] if plain else None


def orthography_entry(orthography, types):
    base = [letter(c) for c in orthography.base]
    letters = sorted({c for c in base if len(c) == 1 and types.get(ord(c)) in ("D", "R", "L")})
    conjuncts, marks = [], []
    combinations = orthography.combinations or {}
    for sequence, frequency in sorted(combinations.items(), key=lambda item: (-item[1], item[0])):
        if frequency < FREQUENCY_THRESHOLD:
            continue
        sequence = unicodedata.normalize("NFC", sequence)
        if is_conjunct(sequence):
            conjuncts.append(sequence)
        elif has_nonspacing_mark(sequence) and not any(is_virama(c) for c in sequence):
            marks.append(sequence)
    # Letters the orthography writes as base + mark because Unicode has no precomposed form.
    for c in base:
        if has_nonspacing_mark(c) and c not in marks:
            marks.append(c)
    # Each nonspacing mark not met yet: on a letter the orthography writes it
    # on (decomposed), else on a plain letter of the script.
    shown = "".join(marks)
    fallback = plain_base(base, types)
    for mark in orthography.base_marks:
        mark = mark.replace("\u25CC", "")
        if len(mark) != 1 or unicodedata.category(mark) != "Mn" or is_virama(mark) or mark in shown:
            continue
        home = [c for c in base if mark in unicodedata.normalize("NFD", c)]
        if home:
            decomposed = unicodedata.normalize("NFD", home[0])
            pair = decomposed[0] + mark
        elif fallback:
            pair = fallback + mark
        else:
            continue
        if pair not in marks:
            marks.append(pair)
    return letters, conjuncts, marks


def main():
    types, ranges = joining_types()
    scripts = script_codes()
    codes = locale_codes()
    rows = []
    data = os.path.join(HYPERGLOT, "data")
    for filename in sorted(os.listdir(data)):
        if not filename.endswith(".yaml"):
            continue
        iso = filename[:-5]
        if iso not in codes:
            continue
        with open(os.path.join(data, filename), encoding="utf-8") as f:
            language = yaml.safe_load(f)
        for raw in language.get("orthographies", []):
            if raw.get("status", "primary") != "primary" or "base" not in raw:
                continue
            orthography = Orthography(raw)
            script = scripts.get(orthography.script)
            if not script:
                continue
            letters, conjuncts, marks = orthography_entry(orthography, types)
            if not (letters or conjuncts or marks):
                continue
            rows.append("%s-%s\t%s\t%s\t%s" % (codes[iso], script, "".join(letters), " ".join(conjuncts),
                                              " ".join(marks)))
    rows = sorted(set(rows))
    keys = [row.split("\t")[0] for row in rows]
    duplicates = {key for key in keys if keys.count(key) > 1}
    rows = [row for row in rows if row.split("\t")[0] not in duplicates or row.split("\t")[1]]

    out = []
    out.append("// Generated by %s from Unicode %s ArabicShaping.txt" % (SCRIPT, unicode_version()))
    out.append("// (Debian unicode-data) and hyperglot %s's orthographies (PyPI hyperglot, Apache-2.0)." % version("hyperglot"))
    out.append("// Do not edit; rerun the script.")
    out.append("")
    out.append("enum ShapingData {")
    out.append("    static let unicodeVersion = \"%s\"" % unicode_version())
    out.append("    static let hyperglotVersion = \"%s\"" % version("hyperglot"))
    out.append("    /// Combinations hyperglot gives a frequency below this are left out, as its CLI does.")
    out.append("    static let frequencyThreshold = %s" % FREQUENCY_THRESHOLD)
    out.append("")
    out.append("    /// Joining types D, R, L and C as (first, last, type) ranges, sorted.")
    out.append("    static let joiningTypes: [(UInt32, UInt32, UInt8)] = [")
    for first, last, kind in ranges:
        out.append("        (0x%04X, 0x%04X, UInt8(ascii: \"%s\"))," % (first, last, kind))
    out.append("    ]")
    out.append("")
    out.append("    /// `language-Script<TAB>joining letters<TAB>conjuncts<TAB>base + mark pairs`, one orthography a line.")
    out.append("    static let orthographies = #\"\"\"")
    out.extend(rows)
    out.append("\"\"\"#")
    out.append("}")
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print("%s: %d orthographies, %d joining ranges" % (os.path.normpath(OUT), len(rows), len(ranges)))


if __name__ == "__main__":
    main()
