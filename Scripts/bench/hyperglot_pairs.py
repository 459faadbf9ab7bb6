#!/usr/bin/env python3
"""Check (font, face index, language) pairs with hyperglot's Python API, in one process.

    hyperglot_pairs.py PAIRS

PAIRS has one "file<TAB>index<TAB>ISO 639-3 code" per line, the pairs that
`fontpack check` covers. The `hyperglot` command cannot do this itself: it takes
no language filter (it checks every language of its database against each font)
and refuses .ttc/.otc collections. This driver uses hyperglot's own FontChecker,
with the face picked by index, and asks supports_language(iso) for each pair
with the command's defaults (check "base", validity "draft", primary
orthographies) but shaping checks off: fontconfig's check is a charset check,
and hyperglot's shaper opens the file by path, so it cannot shape a face of a
collection. Each face is opened once. Prints "file index iso yes|no".
"""

import argparse
import sys

from fontTools.ttLib import TTFont
from hyperglot.checker import FontChecker


class FaceChecker(FontChecker):
    """hyperglot's FontChecker on one face of a file (collections included)."""

    def __init__(self, fontpath, index):
        # Same as FontChecker.__init__, with the face number given to fontTools.
        super(FontChecker, self).__init__(fontpath=fontpath)
        self.font = TTFont(fontpath, lazy=True, fontNumber=index)
        self.characters = self._parse_font_chars()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("pairs")
    args = parser.parse_args()

    checkers = {}
    unsupported = 0
    with open(args.pairs, encoding="utf-8") as pairs:
        for line in pairs:
            line = line.rstrip("\n")
            if not line:
                continue
            path, index, iso = line.split("\t")
            key = (path, int(index))
            if key not in checkers:
                checkers[key] = FaceChecker(path, int(index))
            supported = checkers[key].supports_language(iso, shaping=False)
            unsupported += not supported
            print(path, index, iso, "yes" if supported else "no")
    sys.exit(1 if unsupported else 0)


if __name__ == "__main__":
    main()
