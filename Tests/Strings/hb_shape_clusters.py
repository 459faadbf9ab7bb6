"""Prints the clusters HarfBuzz's own `hb-shape` breaks in a face, for the texts of a file.

    python3 Tests/Strings/hb_shape_clusters.py FONT LANGUAGE TEXTS

TEXTS is a file holding a JSON list of strings, each a whole paragraph of one script
(hb-shape guesses the script and direction from it, and is given --bot and
--eot, as a platform shapes a label's text). Prints JSON:
{"notdef": [...], "dotted-circle": [...], "joining": [...]}, each a sorted
list of distinct clusters, a cluster being its code points:

- notdef: the characters of a cluster shaped to glyph 0;
- dotted-circle: a cluster on which HarfBuzz puts the face's U+25CC glyph,
  in a text that has no U+25CC of its own;
- joining: a letter that should join a neighbour (ArabicShaping.txt's joining
  types, transparent characters skipped) whose glyph is the one it has shaped
  alone, or its cmap glyph (shaped alone without `isol`).

Clusters are HarfBuzz's at --cluster-level=1 (characters, not graphemes): a
cluster runs from its value to the next cluster value. As `fontpack check`
reports only clusters whose characters the face maps (the others are missing
characters), so does this: fontTools reads the cmap.
"""
import json
import subprocess
import sys
import unicodedata

from fontTools.ttLib import TTFont

JOINING = "/usr/share/unicode/ArabicShaping.txt"


def joining_types():
    types = {}
    with open(JOINING, encoding="utf-8") as file:
        for line in file:
            fields = [field.strip() for field in line.split("#")[0].split(";")]
            if len(fields) >= 3 and fields[0]:
                types[int(fields[0], 16)] = fields[2]
    return types


def joining_type(types, code_point):
    """The file's rule for characters it does not list: Mn, Me and Cf are transparent, the others not joining."""
    if code_point in types:
        return types[code_point]
    return "T" if unicodedata.category(chr(code_point)) in ("Mn", "Me", "Cf") else "U"


def shape(font, text, language, features=None):
    arguments = ["hb-shape", "--no-glyph-names", "--cluster-level=1", "--output-format=json", "--bot", "--eot",
                 "--language=" + language]
    if features:
        arguments.append("--features=" + features)
    output = subprocess.run(arguments + [font, text], check=True, capture_output=True, text=True).stdout
    return [(glyph["g"], glyph["cl"]) for glyph in json.loads(output)]


def cluster_ranges(text, glyphs):
    starts = sorted({cluster for _, cluster in glyphs})
    ends = starts[1:] + [len(text)]
    return {start: (start, max(start + 1, end)) for start, end in zip(starts, ends)}


def neighbour(text, types, position, step):
    index = position + step
    while 0 <= index < len(text):
        kind = joining_type(types, ord(text[index]))
        if kind != "T":
            return kind
        index += step
    return None


def main():
    font, language = sys.argv[1], sys.argv[2]
    with open(sys.argv[3], encoding="utf-8") as file:
        texts = json.load(file)
    cmap = TTFont(font).getBestCmap()
    types = joining_types()
    circle = shape(font, "\u25cc", language)[0][0] if 0x25CC in cmap else None
    found = {"notdef": set(), "dotted-circle": set(), "joining": set()}
    for text in texts:
        glyphs = shape(font, text, language)
        ranges = cluster_ranges(text, glyphs)

        def cluster(value):
            start, end = ranges.get(value, (value, value + 1))
            return tuple(ord(character) for character in text[start:end])

        for glyph, value in glyphs:
            if glyph == 0:
                found["notdef"].add(cluster(value))
            if circle is not None and glyph == circle and "\u25cc" not in text:
                found["dotted-circle"].add(cluster(value))
        for position, character in enumerate(text):
            kind = joining_type(types, ord(character))
            if kind not in ("D", "R", "L"):
                continue
            previous, following = neighbour(text, types, position, -1), neighbour(text, types, position, 1)
            joins = (kind in "DR" and previous in ("D", "L", "C")) or (kind in "DL" and following in ("D", "R", "C"))
            own = [glyph for glyph, value in glyphs if value == position]
            if not joins or not own:
                continue
            alone = [glyph for glyph, _ in shape(font, character, language)]
            nominal = [glyph for glyph, _ in shape(font, character, language, "-isol")]
            if own in (alone, nominal):
                found["joining"].add((ord(character),))
    mapped = {kind: sorted(list(item) for item in clusters if all(code_point in cmap for code_point in item))
              for kind, clusters in found.items()}
    json.dump(mapped, sys.stdout)
    print()


if __name__ == "__main__":
    main()
