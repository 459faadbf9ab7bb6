#!/usr/bin/env python3
"""Build the clipped-ink test fonts in Tests/Fixtures/Fonts/Clip/.

Usage: python3 Scripts/fonts/make-clip-fixtures.py   (needs fontTools only)

Made from fonts already in the repository, both SIL OFL 1.1: Noto Sans Medium
(Fonts/NotoSans/NotoSans-Medium.ttf) cut to Latin and Vietnamese, and the Noto
Sans Devanagari subset Tests/Fixtures/Fonts/Shaping/Devanagari.ttf. Each font
keeps its outlines, GSUB and GPOS; only the vertical metrics (hhea, OS/2 typo
and win, fsSelection bit 7 USE_TYPO_METRICS) are edited, so that shaped ink
passes one platform's line box or every one. OFL.txt beside them carries the
licence (the copyright lines of both sources). Output is the same on every run.
"""

import os

from fontTools import subset
from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OUT = os.path.join(ROOT, "Tests", "Fixtures", "Fonts", "Clip")
NOTO_SANS = os.path.join(ROOT, "Fonts", "NotoSans", "NotoSans-Medium.ttf")
DEVANAGARI = os.path.join(ROOT, "Tests", "Fixtures", "Fonts", "Shaping", "Devanagari.ttf")

ASCII = set(range(0x20, 0x7F))
LATIN1 = set(range(0xA0, 0x100))
VI_MARKS = {0x300, 0x301, 0x302, 0x303, 0x306, 0x309, 0x31B, 0x323}
VIETNAMESE = (ASCII | LATIN1 | set(range(0x100, 0x180)) | {0x1A0, 0x1A1, 0x1AF, 0x1B0}
              | VI_MARKS | set(range(0x1EA0, 0x1EFA)) | {0x20AB, 0x25CC})

# (file, source, code points or None to keep all, family, weight class, metrics to set, what it shows);
# the weights fit the slots of Tests/Fixtures/Config/clipped-ink.json.
FONTS = [
    ("Vietnamese.ttf", NOTO_SANS, VIETNAMESE, "Fixture Clip Vietnamese", 300, {},
     "Noto Sans metrics unchanged (hhea, typo and win ascender 1069): every Vietnamese capital fits"),
    ("VietnameseLowAscender.ttf", NOTO_SANS, VIETNAMESE, "Fixture Clip Low Ascender", 700,
     {"ascender": 1000},
     "hhea, typo and win ascender lowered to 1000: the capitals with two marks pass every platform's box"),
    ("VietnameseLowHhea.ttf", NOTO_SANS, VIETNAMESE, "Fixture Clip Low Hhea", 500,
     {"hhea_ascender": 1000, "use_typo": True},
     "hhea ascender 1000, typo and win 1069 with USE_TYPO_METRICS: Core Text (iOS, the web on macOS) clips, "
     "FreeType and Skia (Android, Linux) do not"),
    ("DevanagariHighDescender.ttf", DEVANAGARI, None, "Fixture Clip High Descender", 400,
     {"descender": -250},
     "hhea, typo and win descender raised to -250 (from -408): the marks below the line pass every box"),
]


def subset_font(path, unicodes):
    font = TTFont(path, recalcTimestamp=False)
    if unicodes is None:
        return font
    options = subset.Options()
    options.hinting = False
    options.notdef_outline = True
    options.name_IDs = ["*"]
    options.recalc_timestamp = False
    options.layout_features = ["*"]
    subsetter = subset.Subsetter(options=options)
    subsetter.populate(unicodes=sorted(unicodes))
    subsetter.subset(font)
    return font


def set_metrics(font, ascender=None, descender=None, hhea_ascender=None, use_typo=None):
    hhea, os2 = font["hhea"], font["OS/2"]
    if ascender is not None:
        hhea.ascent = os2.sTypoAscender = os2.usWinAscent = ascender
    if descender is not None:
        hhea.descent = os2.sTypoDescender = descender
        os2.usWinDescent = -descender
    if hhea_ascender is not None:
        hhea.ascent = hhea_ascender
    if use_typo is not None:
        os2.fsSelection = (os2.fsSelection | 0x80) if use_typo else (os2.fsSelection & ~0x80)
        os2.version = max(os2.version, 4)


def rename(font, family, weight, description):
    psname = family.replace(" ", "") + "-Regular"
    name = font["name"]
    name.names = [n for n in name.names if n.nameID in {0, 5, 13, 14}]
    version = font["head"].fontRevision
    name.setName(family, 1, 3, 1, 0x409)
    name.setName("Regular", 2, 3, 1, 0x409)
    name.setName("%.3f;FXTR;%s" % (version, psname), 3, 3, 1, 0x409)
    name.setName(family + " Regular", 4, 3, 1, 0x409)
    name.setName(psname, 6, 3, 1, 0x409)
    name.setName("FontPackage test fixture: " + description, 10, 3, 1, 0x409)
    os2 = font["OS/2"]
    os2.usWeightClass = weight
    os2.fsSelection = (os2.fsSelection & ~0x21) | 0x40


def write_ofl():
    sources = [os.path.join(ROOT, "Fonts", "NotoSans", "OFL.txt"),
               os.path.join(ROOT, "Tests", "Fixtures", "Fonts", "Shaping", "OFL.txt")]
    notices, body = [], None
    for path in sources:
        with open(path, encoding="utf-8") as f:
            head, _, rest = f.read().partition("\n\n")
        notices += [line for line in head.split("\n") if line not in notices]
        body = body or rest
    with open(os.path.join(OUT, "OFL.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(notices) + "\n\n" + body)


def main():
    os.makedirs(OUT, exist_ok=True)
    for filename, source, unicodes, family, weight, metrics, description in FONTS:
        font = subset_font(source, unicodes)
        set_metrics(font, **metrics)
        rename(font, family, weight, description)
        path = os.path.join(OUT, filename)
        font.save(path)
        print("%s: %d bytes" % (os.path.relpath(path, ROOT), os.path.getsize(path)))
    write_ofl()


if __name__ == "__main__":
    main()
