#!/usr/bin/env python3
"""Turn CLDR's formatting data into the table of what system formatters draw.

Source: the CLDR release PyPI's Babel ships (`babel/locale-data`, read through
Babel's own loader). Debian's `unicode-cldr-core` is CLDR 41, older than the
formats iOS and Android draw today (CLDR 42 put U+202F before AM/PM). Install
the pinned Babel and run from the package root:

    python3 -m venv /tmp/cldr-venv && /tmp/cldr-venv/bin/pip install babel==2.19.0
    /tmp/cldr-venv/bin/python Scripts/generate/cldr/generate-formatted-text.py

It writes Sources/FontPackageInspection/Requirements/Generated/FormattedTextData.swift:
  * per locale, the characters of each part a formatter draws, each part a
    sorted string of distinct characters: number symbols and the literals of
    the percent and currency patterns (default numbering system, and Latin
    digits' symbols when the default is another system), month names and
    weekday names (wide and abbreviated, format and stand-alone), AM/PM
    markers, the literals of the short, medium and long date patterns (with
    the era names when a pattern shows the era), of the time patterns (with
    the locale's names and formats for UTC when a pattern shows the zone),
    and of the patterns joining a date and a time;
  * per locale, the currency symbols that differ from root's;
  * root's currency symbols, and each region's current currency;
  * every currency code CLDR names, with its English name (the codes
    `fontpack coverage --currency` accepts).

Digits are left out: the digits requirement has them. A locale is written only
when some part differs from the locale FontPackage would fall back to (the
same candidate order as `CLDRExemplars.candidates`).
"""
import os
import sys

import babel
from babel import Locale, localedata, numbers
from babel.core import get_global

PACKAGE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
OUTPUT = "Sources/FontPackageInspection/Requirements/Generated/FormattedTextData.swift"
OUT = os.path.join(PACKAGE, OUTPUT)
SCRIPT = os.path.relpath(os.path.abspath(__file__), PACKAGE)

PARTS = ["numbers", "numbersLatin", "months", "weekdays", "dayPeriods", "datePatterns", "timePatterns", "dateTimePatterns"]
SYMBOLS = ["decimal", "group", "percentSign", "perMille", "plusSign", "minusSign", "exponential"]
WIDTHS = ["short", "medium", "long"]


def is_digit(ch):
    import unicodedata
    return unicodedata.category(ch) == "Nd"


def chars(texts):
    """Distinct characters of the texts, digits and tabs/newlines aside."""
    found = set()
    for text in texts:
        for ch in text or "":
            if not is_digit(ch) and ch not in "\t\n":
                found.add(ch)
    return "".join(sorted(found))


def pattern_parts(pattern):
    """(literals, field letters) of an LDML date pattern: quoted text and
    non-letters are literal, '' is a quote."""
    literals, fields = [], set()
    i, quoted = 0, False
    while i < len(pattern):
        ch = pattern[i]
        if ch == "'":
            if i + 1 < len(pattern) and pattern[i + 1] == "'":
                literals.append("'")
                i += 2
                continue
            quoted = not quoted
        elif quoted or not ch.isascii() or not ch.isalpha():
            literals.append(ch)
        else:
            fields.add(ch)
        i += 1
    return "".join(literals), fields


def number_pattern_literals(pattern):
    """Literal characters of a number pattern: quoted text and anything that
    is not a pattern symbol (# 0-9 , . ; % ‰ ¤ E + - @ *)."""
    out, quoted = [], False
    for ch in pattern:
        if ch == "'":
            quoted = not quoted
        elif quoted or ch not in "#0123456789,.;%‰¤E+-@*":
            out.append(ch)
    return "".join(out)


def numbers_part(locale, system):
    # A numbering system without its own symbols in CLDR uses latn's (root aliases them).
    symbols = dict(locale.number_symbols.get("latn") or {})
    symbols.update(locale.number_symbols.get(system) or {})
    texts = [symbols.get(name) for name in SYMBOLS]
    for formats in (locale.percent_formats, locale.currency_formats):
        for pattern in formats.values():
            if pattern is not None:
                texts.append(number_pattern_literals(pattern.pattern))
    return chars(texts)


def names(table):
    texts = []
    for context in ("format", "stand-alone"):
        for width in ("wide", "abbreviated"):
            texts.extend((table.get(context, {}).get(width) or {}).values())
    return texts


def utc_texts(locale):
    """What a zone field shows for UTC: the zone's names, the GMT and UTC
    formats (Babel keeps them as `GMT%s`), and the offset's sign and colon."""
    formats = locale._data.get("zone_formats", {})
    texts = [(formats.get(name) or "").replace("%s", "") for name in ("gmt", "gmt_utc")]
    texts.append("+-:")
    zone = locale.time_zones.get("Etc/UTC", {})
    for width in ("short", "long"):
        texts.extend((zone.get(width) or {}).values())
    return texts


def locale_parts(locale_id):
    locale = Locale.parse(locale_id)
    system = locale.default_numbering_system
    parts = {
        "numbers": f"{system} {numbers_part(locale, system)}",
        "numbersLatin": "" if system == "latn" else numbers_part(locale, "latn"),
        "months": chars(names(locale.months)),
        "weekdays": chars(names(locale.days)),
    }
    periods = []
    for width in ("abbreviated", "wide"):
        table = locale.day_periods.get("format", {}).get(width) or {}
        periods += [table.get("am"), table.get("pm")]
    parts["dayPeriods"] = chars(periods)
    date_texts, time_texts, glue = [], [], []
    for width in WIDTHS:
        literal, fields = pattern_parts(locale.date_formats[width].pattern)
        date_texts.append(literal)
        if "G" in fields:
            date_texts.extend((locale.eras.get("abbreviated") or {}).values())
        literal, fields = pattern_parts(locale.time_formats[width].pattern)
        time_texts.append(literal)
        if fields & set("zZvVOX"):
            time_texts.extend(utc_texts(locale))
        if fields & set("bB"):
            time_texts.extend(names_of_day_periods(locale))
        combined = locale.datetime_formats.get(width)
        if combined:
            glue.append(pattern_parts(combined.replace("{0}", "").replace("{1}", ""))[0])
    parts["datePatterns"] = chars(date_texts)
    parts["timePatterns"] = chars(time_texts)
    parts["dateTimePatterns"] = chars(glue)
    return parts


def names_of_day_periods(locale):
    table = locale.day_periods.get("format", {}).get("abbreviated") or {}
    return list(table.values())


def currency_symbols(locale_id, root):
    symbols = localedata.load(locale_id).get("currency_symbols", {})
    # Absent from root, a currency is shown by its ISO code.
    return {code: sym for code, sym in symbols.items() if root.get(code, code) != sym}


def key(locale_id):
    return locale_id.replace("_", "-")


def split(locale_id):
    parts = locale_id.split("_")
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
    likely = {}
    for source, target in get_global("likely_subtags").items():
        parts = target.split("_")
        if "_" not in source and len(parts) >= 2 and len(parts[1]) == 4:
            likely[source] = parts[1]
    root_symbols = localedata.load("root").get("currency_symbols", {})
    ids = sorted(i for i in localedata.locale_identifiers() if i != "root" and "POSIX" not in i)
    values, symbols = {}, {}
    for locale_id in ids:
        try:
            values[locale_id] = locale_parts(locale_id)
        except (KeyError, AttributeError) as error:
            print(f"skipped {locale_id}: {error!r}", file=sys.stderr)
            continue
        symbols[locale_id] = currency_symbols(locale_id, root_symbols)
    written = {}
    written_symbols = {}
    for locale_id in sorted(values, key=lambda i: (i.count("_"), i)):
        language, script, region = split(locale_id)
        fallback = [k for k in candidates(language, script, region, likely) if k != locale_id]
        target = next((k for k in fallback if k in written), None)
        if target is None or written[target] != values[locale_id]:
            written[locale_id] = values[locale_id]
        target = next((k for k in fallback if k in written_symbols), None)
        if symbols[locale_id] and (target is None or written_symbols[target] != symbols[locale_id]):
            written_symbols[locale_id] = symbols[locale_id]
    for entries in symbols.values():
        for code, sym in entries.items():
            if "\t" in sym or "\n" in sym:
                sys.exit(f"currency symbol {sym!r} of {code} has a tab or newline")
    regions = {}
    for region in sorted(Locale.parse("en").territories):
        found = numbers.get_territory_currencies(region, tender=True)
        if found and region.isalpha() and len(region) == 2:
            regions[region] = found[0]

    version = babel.core.get_cldr_version()
    lines = [
        f"// Generated by {SCRIPT} from CLDR {version}",
        f"// (PyPI Babel {babel.__version__}, babel/locale-data). Do not edit; rerun the script.",
        "",
        "enum FormattedTextData {",
        f'    static let version = "{version}"',
        "",
        "    /// `locale<TAB>` then, tab-separated: "
        + ", ".join(PARTS)
        + " (`numbers` starts with its numbering system and a space).",
        '    static let locales = #"""',
    ]
    for locale_id in sorted(written, key=lambda i: key(i).encode()):
        parts = written[locale_id]
        lines.append(key(locale_id) + "\t" + "\t".join(parts[p] for p in PARTS))
    lines += ['"""#', "", "    /// `locale<TAB>` then `CODE symbol` entries, tab-separated: symbols that differ from root's.",
              '    static let currencySymbols = #"""']
    for locale_id in sorted(written_symbols, key=lambda i: key(i).encode()):
        entries = written_symbols[locale_id]
        lines.append(key(locale_id) + "\t" + "\t".join(f"{c} {s}" for c, s in sorted(entries.items())))
    lines += ['"""#', "", "    /// `CODE<TAB>symbol`: root's currency symbols.", '    static let rootCurrencySymbols = #"""']
    for code, sym in sorted(root_symbols.items()):
        lines.append(f"{code}\t{sym}")
    lines += ['"""#', "", "    /// `REGION<TAB>CODE`: each region's current currency.", '    static let regionCurrencies = #"""']
    for region, code in sorted(regions.items()):
        lines.append(f"{region}\t{code}")
    lines += ['"""#', "", "    /// `CODE<TAB>English name`: every currency CLDR names, current and historic.",
              '    static let currencyNames = #"""']
    english = Locale.parse("en").currencies
    for code in sorted(numbers.list_currencies()):
        name = english.get(code, code)
        if "\t" in name or "\n" in name:
            sys.exit(f"currency name {name!r} of {code} has a tab or newline")
        lines.append(f"{code}\t{name}")
    lines += ['"""#', "}", ""]
    with open(OUT, "w", encoding="utf-8") as out:
        out.write("\n".join(lines))
    print(f"wrote {OUTPUT}: {len(written)} of {len(values)} locales, {len(written_symbols)} with own currency symbols, CLDR {version}")


if __name__ == "__main__":
    main()
