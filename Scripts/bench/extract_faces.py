#!/usr/bin/env python3
"""Give the `hyperglot` command a file per face.

    extract_faces.py FACES OUT_DIR > LIST

FACES has one "file#index" per line. The hyperglot command refuses .ttc/.otc
collections, so a face of a collection is written to OUT_DIR as a font of its
own with fontTools (the same tables, so the same cmap); a face of a plain font
file is listed as it is. Prints the list of files, one per line. Not timed.
"""

import os
import sys

from fontTools.ttLib import TTFont


def main():
    faces, out_dir = sys.argv[1], sys.argv[2]
    os.makedirs(out_dir, exist_ok=True)
    with open(faces, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            path, index = line.rsplit("#", 1)
            if not path.lower().endswith((".ttc", ".otc")):
                print(path)
                continue
            font = TTFont(path, fontNumber=int(index), lazy=False)
            extension = ".otf" if "CFF " in font or "CFF2" in font else ".ttf"
            base = os.path.splitext(os.path.basename(path))[0]
            out = os.path.join(out_dir, f"{base}-{index}{extension}")
            if not os.path.exists(out):
                font.save(out)
            print(out)


if __name__ == "__main__":
    main()
