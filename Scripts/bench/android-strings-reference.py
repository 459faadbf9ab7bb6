#!/usr/bin/env python3
"""An independent reference for `fontpack check --strings` on an Android app,
written with lxml and fontTools: per language and slot, how many strings a
pack's font cannot fully draw.

    android-strings-reference.py CONFIG FONTS RES

Reads every `values*/*.xml` under RES that holds `<string>`, `<plurals>` or
`<string-array>` resources, with lxml. A folder's language is its first
qualifier when that is a language (`values-fr`, `values-zh-rTW`,
`values-b+sr+Latn`); `values/` and folders whose qualifiers name no language
(`values-night`, `values-v31`) are skipped. A resource's text is its element's
text with markup removed (`itertext`), Android's escapes undone (`\\n`, `\\'`,
`\\"`, `\\uXXXX`) and printf specifiers removed, as `strings-reference.py`
does for Apple's files, whose face lookup and slot fallback it shares.

The entry of a language is the config's entry whose `env` is the folder's
locale (`zh-TW`), else its language (`zh`), else `default`: it knows no script
subtags and no locale matching. It is a speed reference, meant to do the same
work as the check's reading and coverage: its counts are close to the check's,
not equal.
"""

import argparse
import importlib.util
import json
import os
import re
import sys

from lxml import etree

_spec = importlib.util.spec_from_file_location(
    "strings_reference", os.path.join(os.path.dirname(os.path.abspath(__file__)), "strings-reference.py"))
reference = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(reference)

ESCAPE = re.compile(r"\\(u[0-9a-fA-F]{4}|.)")
LANGUAGE = re.compile(r"^[a-z]{2,3}$")
REGION = re.compile(r"^r[A-Z]{2}$")


def locale_of(folder):
    """`values-zh-rTW` -> `zh-TW`; `values-b+sr+Latn` -> `sr-Latn`; None for no language."""
    qualifiers = folder.split("-")[1:]
    if not qualifiers:
        return None
    if qualifiers[0].startswith("b+"):
        return "-".join(qualifiers[0].split("+")[1:])
    if not LANGUAGE.match(qualifiers[0]):
        return None
    if len(qualifiers) > 1 and REGION.match(qualifiers[1]):
        return f"{qualifiers[0]}-{qualifiers[1][1:]}"
    return qualifiers[0]


def unescape(text):
    def replace(match):
        escaped = match.group(1)
        if escaped.startswith("u") and len(escaped) == 5:
            return chr(int(escaped[1:], 16))
        return {"n": "\n", "t": "\t"}.get(escaped, escaped)
    return ESCAPE.sub(replace, text.strip().strip('"'))


def read_resources(path):
    """The texts of one resource file's strings, plurals' items and arrays' items."""
    try:
        root = etree.parse(path).getroot()
    except etree.XMLSyntaxError:
        return []
    texts = []
    for element in root:
        if element.tag == "string":
            texts.append(unescape("".join(element.itertext())))
        elif element.tag in ("plurals", "string-array"):
            texts.extend(unescape("".join(item.itertext())) for item in element if item.tag == "item")
    return texts


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("config")
    parser.add_argument("fonts")
    parser.add_argument("res")
    args = parser.parse_args()

    with open(args.config, encoding="utf-8") as handle:
        entries = {entry["env"]: {reference.SLOTS[item["font"]]: item["name"] for item in entry["data"]}
                   for entry in json.load(handle)["list"]}
    faces = reference.faces_by_name(args.fonts)

    by_language = {}
    for root, _, names in os.walk(args.res):
        locale = locale_of(os.path.basename(root))
        if locale is None:
            continue
        for name in sorted(names):
            if name.endswith(".xml"):
                by_language.setdefault(locale, []).extend(read_resources(os.path.join(root, name)))

    result = {}
    for locale in sorted(by_language):
        entry = entries.get(locale) or entries.get(locale.split("-")[0]) or entries.get("default")
        if entry is None or not by_language[locale]:
            continue
        sets = [reference.drawn(text) for text in by_language[locale]]
        result[locale] = {}
        for slot in reference.SLOTS:
            cmap = faces[next(entry[s] for s in reference.FALLBACK[slot] if s in entry)]
            lacking = [needed - cmap for needed in sets]
            result[locale][slot] = {
                "strings": len(sets),
                "stringsWithTofu": sum(1 for gap in lacking if gap),
                "distinctMissing": len(set().union(*lacking)),
            }
    json.dump(result, sys.stdout, indent=1, sort_keys=True)
    print()


if __name__ == "__main__":
    main()
