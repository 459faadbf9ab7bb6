#!/usr/bin/env python3
"""Describe font files face by face, as Markdown, for the READMEs.

Usage: describe-fonts.py [--root DIR] [--langs en,fr,...] FONT [FONT ...]

For every face of every file prints: path (relative to --root), face index,
PostScript name, family, style and full name as fontconfig reports them
(fc-query), OS/2 usWeightClass, italic flag (OS/2 fsSelection bit 0), format
(fontconfig's fontformat plus the file's container), glyph count, file size in
bytes, and the `fc-validate -l LANG` missing-glyph count for each of --langs
(0 = fontconfig says the face satisfies the language). Then lists
`fc-query --format '%{lang}'` per face.
"""

import argparse
import os
import re
import subprocess

from fontTools.ttLib import TTCollection, TTFont


def fc_query(path, index, fmt):
    return subprocess.run(["fc-query", "-i", str(index), "-f", fmt, path],
                          check=True, capture_output=True, text=True).stdout


def fc_missing(path, index, lang):
    out = subprocess.run(["fc-validate", "-i", str(index), "-l", lang, path],
                         capture_output=True, text=True).stdout
    if "Satisfy the coverage" in out:
        return 0
    match = re.search(r"Missing (\d+) glyph", out)
    if not match:
        raise SystemExit("unexpected fc-validate output for %s:%d %s: %r" % (path, index, lang, out))
    return int(match.group(1))


def faces(path):
    with open(path, "rb") as f:
        magic = f.read(4)
    if magic == b"ttcf":
        return "collection", list(TTCollection(path, lazy=True).fonts)
    font = TTFont(path, lazy=True)
    return font.flavor or "single", [font]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", default=".")
    parser.add_argument("--langs", default="")
    parser.add_argument("fonts", nargs="+")
    args = parser.parse_args()
    langs = [l for l in args.langs.split(",") if l]

    head = ["file", "index", "PostScript name", "family", "style", "full name",
            "weight", "italic", "format", "glyphs", "bytes"]
    rows, coverage, lang_lines = [], [], []
    for path in args.fonts:
        container, fonts = faces(path)
        rel = os.path.relpath(path, args.root)
        size = os.path.getsize(path)
        for index, font in enumerate(fonts):
            q = lambda key: fc_query(path, index, "%{" + key + "}")
            os2 = font["OS/2"]
            ext = os.path.splitext(path)[1].lstrip(".")
            fmt = "%s %s" % (q("fontformat"), ext)
            if container == "collection":
                fmt += " (face %d of %d)" % (index + 1, len(fonts))
            rows.append(["`%s`" % rel, str(index), "`%s`" % q("postscriptname"), q("family"),
                         q("style"), q("fullname"), str(os2.usWeightClass),
                         "yes" if os2.fsSelection & 1 else "no", fmt,
                         str(font["maxp"].numGlyphs), str(size)])
            if langs:
                coverage.append(["`%s`" % rel, str(index)] +
                                [str(fc_missing(path, index, l)) for l in langs])
            lang_lines.append("- `%s` index %d: `%s`" % (rel, index, q("lang")))

    def table(header, body):
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
        for row in body:
            print("| " + " | ".join(row) + " |")
        print()

    table(head, rows)
    if langs:
        print("Missing code points per `fc-validate -i INDEX -l LANG FILE` (0 = satisfied):")
        print()
        table(["file", "index"] + langs, coverage)
    print("fontconfig languages (`fc-query -i INDEX --format '%{lang}\\n' FILE`):")
    print()
    print("\n".join(lang_lines))


if __name__ == "__main__":
    main()
