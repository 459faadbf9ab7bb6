"""Prints the strings a gettext program gets from catalogs, as GNU msgfmt compiles them.

    python3 Tests/Strings/gettext_po.py FILE.po|FILE.pot...

A .po file is compiled by GNU gettext's msgfmt (which leaves out fuzzy,
obsolete and untranslated entries) and the .mo read back by Python's own
gettext module: each message gives its msgstr, or its non-empty msgstr[n] in
index order. A .pot template, which msgfmt does not compile, is read by polib:
each entry that is not obsolete gives its msgid and msgid_plural. Prints JSON:
{file name: {key: [texts]}}, where key is the msgid, after the msgctxt and "|"
when the entry has one.
"""
import gettext
import json
import pathlib
import subprocess
import sys
import tempfile

import polib


def key(msgid):
    context, separator, message = msgid.partition("\x04")
    return f"{context}|{message}" if separator else msgid


def compiled(path):
    with tempfile.TemporaryDirectory() as work:
        mo = pathlib.Path(work, "messages.mo")
        subprocess.run(["msgfmt", "-o", str(mo), path], check=True, capture_output=True)
        with open(mo, "rb") as file:
            catalog = gettext.GNUTranslations(file)._catalog
    strings = {}
    for msgid, text in sorted(catalog.items(), key=lambda item: (item[0], 0) if isinstance(item[0], str) else item[0]):
        if isinstance(msgid, tuple):
            if text:
                strings.setdefault(key(msgid[0]), []).append(text)
        elif msgid:
            strings[key(msgid)] = [text]
    return strings


def template(path):
    strings = {}
    for entry in polib.pofile(path):
        if not entry.obsolete:
            name = f"{entry.msgctxt}|{entry.msgid}" if entry.msgctxt is not None else entry.msgid
            strings[name] = [entry.msgid] + ([entry.msgid_plural] if entry.msgid_plural else [])
    return strings


def main():
    files = {pathlib.Path(path).name: template(path) if path.endswith(".pot") else compiled(path)
             for path in sys.argv[1:]}
    json.dump(files, sys.stdout, ensure_ascii=False, sort_keys=True, indent=1)


if __name__ == "__main__":
    main()
