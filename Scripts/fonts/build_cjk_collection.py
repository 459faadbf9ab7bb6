#!/usr/bin/env python3
"""Subset faces of a Noto Sans CJK OpenType collection (.ttc) and write them
back as a smaller collection whose faces share their glyph tables.

Usage:
  build_cjk_collection.py SOURCE.ttc OUTPUT.(ttc|otf) --face PSNAME [--face PSNAME ...]
                          --unicodes-file FILE [--unicodes-file FILE ...] [--keep-locl]
                          [--keep-code-pages]

Faces are picked by PostScript name (e.g. NotoSansCJKsc-Light) and written in
the order given, so the output face index is the position of --face on the
command line. With a single --face and an .otf output, a plain single-face
OpenType file is written instead of a collection.

How the sharing works: in the Debian original every face of the collection
points at the same 'CFF ', 'hmtx', 'vmtx' and 'VORG' tables; only 'cmap',
'GSUB', 'name', 'head' (and some 'OS/2') differ. Subsetting each face on its
own would keep different glyph sets (each region maps some ideographs to its
own glyph variant), so the glyph tables would no longer be identical and
could not be shared. This script therefore:

  1. subsets every face with the requested code points and collects the union
     of the glyphs each face keeps;
  2. subsets every face again, asking for that union of glyphs as well, and
     repeats until every face keeps exactly the same glyph set;
  3. trims every face's cmap back to the requested code points: asking for a
     glyph also keeps every code point the face maps to it (e.g. the SC face
     maps U+02BB to a glyph that another face needs for U+2018), which would
     give faces characters that were never asked for;
  4. sets the OS/2 code page bits to what the subset really covers (see
     CODE_PAGES below), or with --keep-code-pages leaves each face's own bits
     (the regions the original face declares: JIS, GB2312, Wansung, Big5);
  5. saves the faces with TTCollection.save(shareTables=True), which stores
     byte-identical tables once.

The 'locl' OpenType feature is dropped unless --keep-locl is given: in a
collection each face already maps code points to its region's glyphs through
its own cmap, and keeping 'locl' would pull every region's variant of every
ideograph (including Korean ones) into every face, nearly doubling the size.
"""

import argparse
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

# OS/2 ulCodePageRange bits written into every face: 0 Latin 1, 17 JIS/Japan,
# 18 Chinese Simplified (GB2312: its 6,763 hanzi are fontconfig's zh-cn set, its
# bopomofo is in cjk-extra.ranges). Big5 (20) and the Korean pages (19, 21) are
# not covered and not claimed.
# Why it matters: fontconfig treats a font that claims exactly ONE CJK code
# page as supporting only that CJK language. fontTools' own recalculation
# (a FontForge heuristic keyed on single characters) would leave just bit 17,
# and fontconfig would then drop zh-cn from the SC face's languages although
# every zh-cn character is there.
CODE_PAGES = {0, 17, 18}


def read_unicodes(paths):
    unicodes = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                unicodes.extend(subset.parse_unicodes(line.split("#")[0]))
    return sorted(set(unicodes))


def subset_options(keep_locl):
    options = subset.Options()
    options.name_IDs = ["*"]          # keep copyright, licence, designer ... records
    options.notdef_outline = True     # keep the .notdef box for missing characters
    options.recalc_timestamp = False  # deterministic output: keep head.modified
    options.prune_codepage_ranges = False  # set explicitly from CODE_PAGES
    if not keep_locl:
        options.layout_features = [f for f in options.layout_features if f != "locl"]
    return options


def face_indices(source, psnames):
    collection = TTCollection(source, lazy=True)
    by_name = {}
    for index, font in enumerate(collection.fonts):
        by_name[font["name"].getDebugName(6)] = index
    missing = [n for n in psnames if n not in by_name]
    if missing:
        sys.exit("faces not in %s: %s (has: %s)" % (source, missing, sorted(by_name)))
    return [by_name[n] for n in psnames]


def subset_face(source, index, unicodes, glyphs, options):
    font = TTFont(source, fontNumber=index, recalcTimestamp=False)
    subsetter = subset.Subsetter(options=options)
    subsetter.populate(unicodes=unicodes, glyphs=sorted(glyphs))
    subsetter.subset(font)
    return font


def restrict_cmap(font, unicodes, keep_code_pages):
    keep = set(unicodes)
    for table in font["cmap"].tables:
        if table.format == 14:
            uvs = {vs: [(u, g) for (u, g) in pairs if u in keep]
                   for vs, pairs in table.uvsDict.items()}
            table.uvsDict = {vs: pairs for vs, pairs in uvs.items() if pairs}
        else:
            table.cmap = {u: g for u, g in table.cmap.items() if u in keep}
    os2 = font["OS/2"]
    os2.recalcUnicodeRanges(font, pruneOnly=True)
    if not keep_code_pages:
        os2.setCodePageRanges(CODE_PAGES)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("source")
    parser.add_argument("output")
    parser.add_argument("--face", action="append", required=True, dest="faces")
    parser.add_argument("--unicodes-file", action="append", required=True, dest="unicode_files")
    parser.add_argument("--keep-locl", action="store_true")
    parser.add_argument("--keep-code-pages", action="store_true")
    args = parser.parse_args()

    unicodes = read_unicodes(args.unicode_files)
    options = subset_options(args.keep_locl)
    indices = face_indices(args.source, args.faces)

    glyphs = set()
    for round_number in range(1, 6):
        fonts = [subset_face(args.source, i, unicodes, glyphs, options) for i in indices]
        kept = [set(f.getGlyphOrder()) for f in fonts]
        union = set().union(*kept)
        print("  round %d: %s glyphs kept per face, union %d"
              % (round_number, [len(k) for k in kept], len(union)))
        if all(k == union for k in kept):
            break
        glyphs = union
    else:
        sys.exit("glyph sets of the faces did not converge")

    for font in fonts:
        restrict_cmap(font, unicodes, args.keep_code_pages)

    orders = {tuple(f.getGlyphOrder()) for f in fonts}
    if len(orders) != 1:
        sys.exit("faces ended with different glyph orders; tables could not be shared")

    if len(fonts) == 1 and not args.output.endswith(".ttc"):
        fonts[0].save(args.output)
    else:
        collection = TTCollection()
        collection.fonts = fonts
        collection.save(args.output, shareTables=True)
    print("  wrote %s: %d face(s), %d glyphs, %d code points requested"
          % (args.output, len(fonts), len(union), len(unicodes)))


if __name__ == "__main__":
    main()
