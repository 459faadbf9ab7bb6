#!/usr/bin/env python3
"""Build the shaping test fonts in Tests/Fixtures/Fonts/Shaping/.

Usage: Scripts/.venv/bin/python Scripts/fonts/make-shaping-fixtures.py

Needs Debian's fonts-noto-core (Noto Sans Arabic and Noto Sans Devanagari
Regular; bookworm 20201225-1 was used) and fontTools in the venv
(Scripts/fonts/make-example-pack.sh installs both). Every font is a subset of a
Noto font (SIL OFL 1.1) renamed to a "Fixture ..." family; most have one OpenType
table or cmap range taken out on purpose, so that a letter is still mapped but
can no longer be joined, combined into a conjunct or have its mark attached.
OFL.txt beside them carries the licence. Output is the same on every run.
"""

import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OUT = os.path.join(ROOT, "Tests", "Fixtures", "Fonts", "Shaping")
DEBIAN_COPYRIGHT = "/usr/share/doc/fonts-noto-core/copyright"

# The subsetting and renaming helpers of the other fixtures.
spec = importlib.util.spec_from_file_location("make_fixtures", os.path.join(HERE, "make-fixtures.py"))
fixtures = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fixtures)
sys.path.insert(0, HERE)
import write_ofl  # noqa: E402

COMMON = {0x20, 0xA0, 0x200C, 0x200D, 0x25CC}
ARABIC = set(range(0x600, 0x700)) | COMMON
PRESENTATION_FORMS = set(range(0xFB50, 0xFE00)) | set(range(0xFE70, 0xFF00))
DEVANAGARI = set(range(0x900, 0x980)) | COMMON

# (file, source, code points, tables to drop, family, what it shows)
FONTS = [
    ("Arabic.ttf", "NotoSansArabic-Regular.ttf", ARABIC | PRESENTATION_FORMS, [],
     "Fixture Shaping Arabic", "Arabic block and presentation forms, tables intact"),
    ("ArabicNoGSUB.ttf", "NotoSansArabic-Regular.ttf", ARABIC | PRESENTATION_FORMS, ["GSUB"],
     "Fixture Arabic No GSUB", "no GSUB: joins only through presentation forms in the cmap"),
    ("ArabicNoGSUBNoForms.ttf", "NotoSansArabic-Regular.ttf", ARABIC, ["GSUB"],
     "Fixture Arabic No Forms", "no GSUB and no presentation forms: joins nothing"),
    ("Devanagari.ttf", "NotoSansDevanagari-Regular.ttf", DEVANAGARI, [],
     "Fixture Shaping Devanagari", "Devanagari block, tables intact"),
    ("DevanagariNoGSUB.ttf", "NotoSansDevanagari-Regular.ttf", DEVANAGARI, ["GSUB"],
     "Fixture Devanagari No GSUB", "no GSUB: forms no conjunct"),
    ("DevanagariNoGPOS.ttf", "NotoSansDevanagari-Regular.ttf", DEVANAGARI, ["GPOS"],
     "Fixture Devanagari No GPOS", "no GPOS: attaches no mark"),
]


def build():
    os.makedirs(OUT, exist_ok=True)
    written = []
    for filename, source, unicodes, drop, family, description in FONTS:
        font = fixtures.subset_font(source, unicodes)
        for tag in drop:
            del font[tag]
        psname = family.replace(" ", "") + "-Regular"
        fixtures.rename(font, family, "Regular", psname, description)
        # The renaming helper says "Noto Sans"; say which Noto this one comes from.
        font["name"].setName("FontPackage test fixture, subset of %s: %s" % (source[:-12], description),
                             10, 3, 1, 0x409)
        path = os.path.join(OUT, filename)
        font.save(path)
        written.append(path)
        print("%s: %d bytes" % (path, os.path.getsize(path)))
    return written


def main():
    written = build()
    sys.argv = ["write_ofl.py", DEBIAN_COPYRIGHT, os.path.join(OUT, "OFL.txt")] + written
    write_ofl.main()


if __name__ == "__main__":
    main()
