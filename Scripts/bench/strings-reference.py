#!/usr/bin/env python3
"""An independent reference for `fontpack check --strings`, written with fontTools:
per language and slot, how many strings a pack's font cannot fully draw.

    strings-reference.py CONFIG FONTS APP [--json OUT]

Reads every `*.lproj/*.strings` file under APP (UTF-8, or UTF-16 with a byte
order mark), skipping a file whose bytes equal an earlier one's (sorted by path)
of the same language, as fontpack does. The language of a file is its `.lproj`
folder's name; its entry is the config's entry whose `env` is that name, else
`default`. Each slot (`font` 0 light, 1 medium, 2 bold) is drawn by the entry's
face for it, or by the next one in the fallback order of the weight slots
(light: medium, bold; medium: light, bold; bold: medium, light). A face is found
in FONTS by its PostScript name (name ID 6), then its full name (ID 4), then its
file name. A string lacks a character when the face's cmap does not map it;
printf specifiers (`%@`, `%1$d`, `%.2f`, `%#@name@`) are removed first (`%%` is a
percent sign), and spaces, controls and format characters are not drawn.

It knows no emoji, no locale matching, no fallback links and no empty glyphs:
it is meant for apps like the one `Scripts/fixtures/make-strings-flood.py`
writes, where none of those apply. Prints, as JSON, per language and slot:
strings, strings with a missing character, and distinct missing characters:
the fields of `summary.strings.bySlot` in `fontpack check --format json`.
"""

import argparse
import hashlib
import json
import os
import re
import sys
import unicodedata

from fontTools.ttLib import TTCollection, TTFont

SLOTS = ["light", "medium", "bold"]
FALLBACK = {"light": ["light", "medium", "bold"], "medium": ["medium", "light", "bold"],
            "bold": ["bold", "medium", "light"]}
SPECIFIER = re.compile(r"%(?:#@[^@]*@|(?:\d+\$)?[-+ #0']*\d*(?:\.\d+)?(?:hh|h|ll|l|q|L|z|t|j)?[@dDiuUxXoOfFeEgGcCsSpaA])")


def faces_by_name(folder):
    """name -> cmap (a set of code points), for every face of every font file under folder."""
    names = {}
    for root, _, files in os.walk(folder):
        for name in sorted(files):
            path = os.path.join(root, name)
            lower = name.lower()
            if lower.endswith((".ttc", ".otc")):
                fonts = list(TTCollection(path, lazy=True).fonts)
            elif lower.endswith((".ttf", ".otf")):
                fonts = [TTFont(path, lazy=True)]
            else:
                continue
            for font in fonts:
                cmap = set(font.getBestCmap() or {})
                for name_id in (6, 4):
                    record = font["name"].getName(name_id, 3, 1) or font["name"].getName(name_id, 1, 0)
                    if record is not None:
                        names.setdefault(record.toUnicode(), cmap)
                names.setdefault(os.path.splitext(name)[0], cmap)
    return names


def read_strings(data):
    """The values of a .strings file's "key" = "value"; pairs."""
    if data.startswith(b"\xff\xfe") or data.startswith(b"\xfe\xff"):
        text = data.decode("utf-16")
    else:
        text = data.decode("utf-8-sig")
    values, tokens, i = [], [], 0
    while i < len(text):
        c = text[i]
        if text.startswith("/*", i):
            i = text.index("*/", i + 2) + 2
        elif text.startswith("//", i):
            end = text.find("\n", i)
            i = len(text) if end < 0 else end
        elif c == '"':
            i += 1
            out = []
            while text[i] != '"':
                if text[i] == "\\":
                    nxt = text[i + 1]
                    if nxt in "Uu":
                        out.append(chr(int(text[i + 2:i + 6], 16)))
                        i += 6
                        continue
                    out.append({"n": "\n", "t": "\t", "r": "\r"}.get(nxt, nxt))
                    i += 2
                else:
                    out.append(text[i])
                    i += 1
            tokens.append("".join(out))
            i += 1
        elif c == ";":
            if len(tokens) == 2:
                values.append(tokens[1])
            tokens = []
            i += 1
        else:
            i += 1
    return values


def drawn(value):
    """The code points a value shows."""
    text = SPECIFIER.sub("", value.replace("%%", "\x00")).replace("\x00", "%")
    return {ord(c) for c in text if c != " " and unicodedata.category(c) not in ("Cc", "Cf", "Zl", "Zp")}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("config")
    parser.add_argument("fonts")
    parser.add_argument("app")
    args = parser.parse_args()

    with open(args.config, encoding="utf-8") as handle:
        entries = {entry["env"]: {SLOTS[item["font"]]: item["name"] for item in entry["data"]}
                   for entry in json.load(handle)["list"]}
    faces = faces_by_name(args.fonts)

    files = []
    for root, _, names in os.walk(args.app):
        for name in names:
            if name.endswith(".strings") and os.path.basename(root).endswith(".lproj"):
                files.append(os.path.join(root, name))
    seen, by_language = set(), {}
    for path in sorted(files):
        language = os.path.basename(os.path.dirname(path))[: -len(".lproj")]
        with open(path, "rb") as handle:
            data = handle.read()
        digest = (language, hashlib.sha256(data).hexdigest())
        if digest in seen:
            continue
        seen.add(digest)
        by_language.setdefault(language, []).extend(read_strings(data))

    result = {}
    for language in sorted(by_language):
        entry = entries.get(language) or entries.get("default")
        if entry is None:
            continue
        sets = [drawn(value) for value in by_language[language]]
        result[language] = {}
        for slot in SLOTS:
            name = next(entry[s] for s in FALLBACK[slot] if s in entry)
            cmap = faces[name]
            lacking = [needed - cmap for needed in sets]
            result[language][slot] = {
                "strings": len(sets),
                "stringsWithTofu": sum(1 for gap in lacking if gap),
                "distinctMissing": len(set().union(*lacking)) if lacking else 0,
            }
    json.dump(result, sys.stdout, indent=1, sort_keys=True)
    print()


if __name__ == "__main__":
    main()
