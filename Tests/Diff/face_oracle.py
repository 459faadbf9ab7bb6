"""What fontTools and uharfbuzz say of two versions of one face, for
`fontpack diff`'s tests: names, weight class, style, character maps, the
vertical metrics each platform's line box reads, and the advance widths of
given strings at 17 pt.

    python3 Tests/Diff/face_oracle.py BEFORE.ttf AFTER.ttf [STRINGS.json]

STRINGS.json is a list of [language, text]; the widths are HarfBuzz's
(uharfbuzz, its own build, not the one fontpack links), script and direction
guessed per string, language set. Prints one JSON object.
"""
import json
import sys

import uharfbuzz as hb
from fontTools.ttLib import TTFont

SIZE = 17.0


def describe(path):
    font = TTFont(path, lazy=True)
    name = font["name"]
    os2 = font["OS/2"] if "OS/2" in font else None
    hhea = font["hhea"]
    upem = font["head"].unitsPerEm
    return {
        "postScriptName": name.getDebugName(6),
        "family": name.getDebugName(16) or name.getDebugName(1),
        "fullName": name.getDebugName(4),
        "weightClass": os2.usWeightClass if os2 else None,
        "italic": bool(font["head"].macStyle & 2) or bool(os2 and os2.fsSelection & 1),
        "characters": sorted(font.getBestCmap().keys()),
        # iOS: Core Text's hhea box, in ems.
        "iosAscent": hhea.ascent / upem,
        "iosDescent": -hhea.descent / upem,
    }


def widths(path, strings):
    blob = hb.Blob.from_file_path(path)
    face = hb.Face(blob)
    font = hb.Font(face)
    out = []
    for language, text in strings:
        buf = hb.Buffer()
        buf.add_str(text)
        buf.guess_segment_properties()
        buf.language = language
        hb.shape(font, buf, {})
        out.append(sum(p.x_advance for p in buf.glyph_positions) / face.upem * SIZE)
    return out


def main():
    before, after = sys.argv[1], sys.argv[2]
    strings = json.load(open(sys.argv[3], encoding="utf-8")) if len(sys.argv) > 3 else []
    old, new = describe(before), describe(after)
    result = {
        "before": {k: v for k, v in old.items() if k != "characters"},
        "after": {k: v for k, v in new.items() if k != "characters"},
        "lost": sorted(set(old["characters"]) - set(new["characters"])),
        "gained": sorted(set(new["characters"]) - set(old["characters"])),
        "beforeCharacters": old["characters"],
        "afterCharacters": new["characters"],
        "widths": [list(pair) for pair in zip(widths(before, strings), widths(after, strings))],
    }
    json.dump(result, sys.stdout)


main()
