"""Prints the text a GTK app draws of each string of gettext catalogs.

    /usr/bin/python3 Tests/Strings/pango_po.py FILE.po...

Each .po is compiled by GNU gettext's msgfmt (which leaves out fuzzy,
obsolete and untranslated entries) and the .mo read back by Python's gettext
module. A GTK app sets a string with gtk_label_set_markup where its source
(the msgid) is Pango markup: here, where Pango's own parser
(Pango.parse_markup, through Debian's python3-gi and gir1.2-pango-1.0) reads
the msgid and finds markup in it (its text differs from the msgid). Such a
translation is drawn as Pango parses it: the text, without tags, entities
decoded; null when Pango refuses it (GTK then draws none of it). Any other
translation is drawn as written.

Prints JSON: {file name: {key: [text or null]}}, the texts of a plural entry
in index order; key is the msgid, after the msgctxt and "|" when it has one.
Run it with Debian's Python, which has the gi module.
"""
import gettext
import json
import pathlib
import subprocess
import sys
import tempfile

import gi

gi.require_version("Pango", "1.0")
from gi.repository import GLib, Pango  # noqa: E402


def parsed(markup):
    """Pango's text of `markup`, or None when Pango refuses it."""
    try:
        return Pango.parse_markup(markup, -1, "\0")[2]
    except GLib.Error:
        return None


def is_markup(msgid):
    text = parsed(msgid)
    return text is not None and text != msgid


def key(msgid):
    context, separator, message = msgid.partition("\x04")
    return f"{context}|{message}" if separator else msgid


def drawn(path):
    with tempfile.TemporaryDirectory() as work:
        mo = pathlib.Path(work, "messages.mo")
        subprocess.run(["msgfmt", "-o", str(mo), path], check=True, capture_output=True)
        with open(mo, "rb") as file:
            catalog = gettext.GNUTranslations(file)._catalog
    strings = {}
    for msgid, text in sorted(catalog.items(), key=lambda item: (item[0], 0) if isinstance(item[0], str) else item[0]):
        source = msgid[0] if isinstance(msgid, tuple) else msgid
        if not source or (isinstance(msgid, tuple) and not text):
            continue
        message = source.partition("\x04")[2] if "\x04" in source else source
        strings.setdefault(key(source), []).append(parsed(text) if is_markup(message) else text)
    return strings


def main():
    files = {str(pathlib.Path(path)): drawn(path) for path in sys.argv[1:]}
    json.dump(files, sys.stdout, ensure_ascii=False, sort_keys=True, indent=1)


if __name__ == "__main__":
    main()
