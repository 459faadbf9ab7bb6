#!/usr/bin/env python3
"""Writes Tests/Fixtures/EmptyGlyphCFF/EmptyGlyphCFF.ttc: two faces sharing one CFF table.

Made from the example pack's Noto Sans CJK SC Medium (SIL OFL 1.1, OFL.txt
beside the fixture) with fontTools: subset to A-Z and 一二三四五, the charstrings of
the glyphs of U+0041 A and U+4E8C 二 replaced by a bare `endchar` (no outline,
advance kept). Face 0 keeps the cmap; face 1 is the same font renamed
(FixtureEmptyGlyphCFF-Second) whose cmap also maps U+0042 B to A's empty glyph.
Saved with shared tables, so both faces point at one CFF table in the file, as
the regional faces of a CJK collection do.

    python3 Scripts/fonts/make-cff-empty-fixture.py
"""
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
source = os.path.join(root, "Fonts", "NotoSansCJK", "NotoSansCJKsc-Medium.otf")
target = os.path.join(root, "Tests", "Fixtures", "EmptyGlyphCFF", "EmptyGlyphCFF.ttc")
text = "ABCDEFGHIJKLMNOPQRSTUVWXYZ一二三四五"


def subset_font():
    options = subset.Options()
    options.layout_features = []
    options.name_IDs = ["*"]
    options.notdef_outline = True
    font = subset.load_font(source, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    return font


def blank(font, code_points):
    cmap = font.getBestCmap()
    char_strings = font["CFF "].cff.topDictIndex[0].CharStrings
    for code_point in code_points:
        char_string = char_strings[cmap[code_point]]
        char_string.decompile()
        char_string.program = ["endchar"]


def rename(font, family, postscript):
    for record in font["name"].names:
        if record.nameID in (1, 16):
            record.string = family
        elif record.nameID == 4:
            record.string = family + " Medium"
        elif record.nameID == 6:
            record.string = postscript


first = subset_font()
blank(first, [0x41, 0x4E8C])
rename(first, "Fixture Empty Glyph CFF", "FixtureEmptyGlyphCFF-Medium")
first.save("/tmp/empty-glyph-cff-0.otf")


second = TTFont("/tmp/empty-glyph-cff-0.otf")
rename(second, "Fixture Empty Glyph CFF Second", "FixtureEmptyGlyphCFF-Second")
a_glyph = second.getBestCmap()[0x41]
for table in second["cmap"].tables:
    if table.isUnicode() and 0x42 in table.cmap:
        table.cmap[0x42] = a_glyph

first = TTFont("/tmp/empty-glyph-cff-0.otf")
# One table object, so both faces compile it to the same bytes and the collection stores it once.
second["CFF "] = first["CFF "]
collection = TTCollection()
collection.fonts = [first, second]
collection.save(target, shareTables=True)

check = TTCollection(target)
offsets = {font.reader.tables["CFF "].offset for font in check.fonts}
if len(offsets) != 1:
    sys.exit("the two faces do not share one CFF table")
print(f"wrote {os.path.relpath(target, root)}: {os.path.getsize(target)} bytes, CFF shared at offset {offsets.pop()}")
