#!/usr/bin/env python3
"""Build the small test fonts in Tests/Fixtures/Fonts/ and their README.md.

Usage: Scripts/.venv/bin/python Scripts/fonts/make-fixtures.py

Needs the Debian packages fonts-noto-core and fonts-noto-extra (Noto Sans
Regular/Italic/Bold and Light/Medium; bookworm 20201225-1 was used) and
fontconfig's fc-query/fc-validate for the README; Scripts/fonts/make-example-pack.sh
installs all of them and the venv. Every font is a subset of Noto Sans (SIL OFL
1.1) renamed to a "Fixture ..." family, most with one defect written in on
purpose; Tests/Fixtures/Fonts/OFL.txt carries the licence. The README table is
measured from the written files, so it always matches them. Output is the same
on every run (timestamps are kept from the Noto originals).
"""

import os
import re
import subprocess
import sys
import unicodedata

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont
from fontTools.pens.recordingPen import DecomposingRecordingPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib.tables._g_l_y_f import Glyph

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OUT = os.path.join(ROOT, "Tests", "Fixtures", "Fonts")
NOTO = "/usr/share/fonts/truetype/noto"
DEBIAN_COPYRIGHT = "/usr/share/doc/fonts-noto-core/copyright"
LANGS = ["en", "fr", "de", "es", "vi"]

sys.path.insert(0, HERE)
import write_ofl  # noqa: E402

# ------------------------------------------------------------------ character sets
ASCII = set(range(0x20, 0x7F))
LATIN1 = set(range(0xA0, 0x100))
OE_YDIAERESIS = {0x152, 0x153, 0x178}        # Œ œ Ÿ: in fontconfig's fr orthography
WESTERN = ASCII | LATIN1 | OE_YDIAERESIS     # covers fontconfig en, fr, de, es
MISSING_LETTERS = [0xE9, 0xDF, 0xF1]         # é ß ñ
VI_MARKS = [0x300, 0x301, 0x302, 0x303, 0x306, 0x309, 0x31B, 0x323]
VIETNAMESE = (WESTERN | set(range(0x100, 0x180)) | {0x1A0, 0x1A1, 0x1AF, 0x1B0}
              | set(VI_MARKS) | set(range(0x1EA0, 0x1EFA)) | {0x20AB})
EMPTY_GLYPHS = [0x41, 0xE9]                  # A é: in the cmap, glyph has no outline


def hexlist(cps):
    return ", ".join("U+%04X %s" % (c, chr(c)) for c in sorted(cps))


# ------------------------------------------------------------------ helpers
def subset_font(source, unicodes, layout=True):
    font = TTFont(os.path.join(NOTO, source), recalcTimestamp=False)
    options = subset.Options()
    options.hinting = False           # fixtures stay a few KB
    options.notdef_outline = True
    options.name_IDs = ["*"]
    options.recalc_timestamp = False
    if not layout:
        options.layout_features = []
    subsetter = subset.Subsetter(options=options)
    subsetter.populate(unicodes=sorted(unicodes))
    subsetter.subset(font)
    return font


RIBBI = {"Regular", "Bold", "Italic", "Bold Italic"}


def rename(font, family, style, psname, description):
    """Give the font its own names (PostScript name psname) in the usual
    Windows/Mac layout: RIBBI styles in name IDs 1/2, others in 16/17."""
    name = font["name"]
    keep = {0, 5, 13, 14}
    name.names = [n for n in name.names if n.nameID in keep]
    if style in RIBBI:
        legacy_family, legacy_style = family, style
    else:
        legacy_family, legacy_style = "%s %s" % (family, style), "Regular"
        name.setName(family, 16, 3, 1, 0x409)
        name.setName(style, 17, 3, 1, 0x409)
    version = font["head"].fontRevision
    name.setName(legacy_family, 1, 3, 1, 0x409)
    name.setName(legacy_style, 2, 3, 1, 0x409)
    name.setName("%.3f;FXTR;%s" % (version, psname), 3, 3, 1, 0x409)
    name.setName("%s %s" % (family, style), 4, 3, 1, 0x409)
    name.setName(psname, 6, 3, 1, 0x409)
    name.setName("FontPackage test fixture, subset of Noto Sans: " + description,
                 10, 3, 1, 0x409)


def set_weight(font, weight, bold=None, italic=None):
    os2, head = font["OS/2"], font["head"]
    os2.usWeightClass = weight
    if bold is not None:
        os2.fsSelection = (os2.fsSelection | 0x20) if bold else (os2.fsSelection & ~0x20)
        head.macStyle = (head.macStyle | 1) if bold else (head.macStyle & ~1)
    if italic is not None:
        os2.fsSelection = (os2.fsSelection | 0x01) if italic else (os2.fsSelection & ~0x01)
        head.macStyle = (head.macStyle | 2) if italic else (head.macStyle & ~2)
    regular = not (os2.fsSelection & 0x21)
    os2.fsSelection = (os2.fsSelection | 0x40) if regular else (os2.fsSelection & ~0x40)


def save(font, filename):
    path = os.path.join(OUT, filename)
    font.save(path)
    return path


# ------------------------------------------------------------------ fixtures
FIXTURES = []   # (filename, defect text) in README order


def fixture(filename, defect):
    FIXTURES.append((filename, defect))


def build():
    # MissingLetters: Western Latin minus é ß ñ
    font = subset_font("NotoSans-Regular.ttf", WESTERN - set(MISSING_LETTERS))
    rename(font, "Fixture Missing Letters", "Regular", "FixtureMissingLetters-Regular",
           "Latin without U+00E9, U+00DF, U+00F1")
    save(font, "MissingLetters.ttf")
    fixture("MissingLetters.ttf",
            "ASCII + Latin-1 + Œ œ Ÿ, but **no** %s. Everything else of fontconfig's en/fr/de/es "
            "is there." % hexlist(MISSING_LETTERS))

    # NoPrecomposedVi: base letters + combining marks, no precomposed letters at all
    vi_cmap = ASCII | {0xA0, 0x110, 0x111, 0x25CC} | set(VI_MARKS)
    font = subset_font("NotoSans-Regular.ttf", vi_cmap)
    rename(font, "Fixture No Precomposed Vi", "Regular", "FixtureNoPrecomposedVi-Regular",
           "Vietnamese only through base letters and combining marks")
    save(font, "NoPrecomposedVi.ttf")
    assert not any(len(unicodedata.normalize("NFD", chr(c))) > 1 for c in vi_cmap)
    fixture("NoPrecomposedVi.ttf",
            "ASCII, U+00A0, Đ đ (U+0110, U+0111: they have no decomposition), dotted circle U+25CC "
            "and the combining marks %s. **No** precomposed letter at all: nothing in U+00C0-00FF, "
            "no ă â ê ô ơ ư (U+0103, U+00E2, U+00EA, U+00F4, U+01A1, U+01B0), nothing in "
            "U+1EA0-1EF9. Every Vietnamese letter but đ is renderable only as NFD base + marks "
            "(GPOS mark/mkmk and GSUB ccmp are kept so marks stack). The layout closure keeps some "
            "precomposed glyphs (reachable through ccmp) without a cmap entry."
            % ", ".join("U+%04X" % c for c in VI_MARKS))

    # EmptyGlyph: 'A' and 'é' map to glyphs without any contour
    font = subset_font("NotoSans-Regular.ttf", WESTERN)
    cmap = font.getBestCmap()
    glyf, hmtx = font["glyf"], font["hmtx"]
    # Composites built on the emptied glyphs (Á = A + acute, ...) are decomposed
    # first, so that only the listed code points lose their drawing.
    emptied = {cmap[cp] for cp in EMPTY_GLYPHS}

    def uses_emptied(name):
        glyph = glyf[name]
        return glyph.isComposite() and any(
            c.glyphName in emptied or uses_emptied(c.glyphName) for c in glyph.components)

    glyph_set = font.getGlyphSet()
    decomposed = sorted(n for n in glyf.keys() if n not in emptied and uses_emptied(n))
    for name in decomposed:
        recording = DecomposingRecordingPen(glyph_set)
        glyph_set[name].draw(recording)
        pen = TTGlyphPen(None)
        recording.replay(pen)
        glyf.glyphs[name] = pen.glyph()
    for cp in EMPTY_GLYPHS:
        name = cmap[cp]
        glyf.glyphs[name] = Glyph()        # numberOfContours 0, no components
        advance, _ = hmtx.metrics[name]
        hmtx.metrics[name] = (advance, 0)
    rename(font, "Fixture Empty Glyph", "Regular", "FixtureEmptyGlyph-Regular",
           "U+0041 and U+00E9 have empty glyphs")
    save(font, "EmptyGlyph.ttf")
    empty_names = [cmap[cp] for cp in EMPTY_GLYPHS]
    fixture("EmptyGlyph.ttf",
            "ASCII + Latin-1 + Œ œ Ÿ. %s are in the cmap but their glyphs (`%s`) have "
            "**no outline** (numberOfContours 0, advance width kept). U+0020 SPACE and U+00A0 "
            "NO-BREAK SPACE are empty too, which is legitimate. Every other character draws "
            "fully: the composites that used glyph `A` (%s) were decomposed into plain "
            "outlines first."
            % (hexlist(EMPTY_GLYPHS), "`, `".join(empty_names),
               ", ".join("`%s`" % n for n in decomposed)))

    # Corrupt: the first 100 bytes of a real font
    with open(os.path.join(NOTO, "NotoSans-Regular.ttf"), "rb") as f:
        head = f.read(100)
    with open(os.path.join(OUT, "Corrupt.ttf"), "wb") as f:
        f.write(head)
    fixture("Corrupt.ttf",
            "The first 100 bytes of Debian's NotoSans-Regular.ttf: a valid sfnt header and "
            "part of the table directory, every table past the end of the file. FreeType "
            "cannot open it: `fc-query` exits 1 with `Can't query face 4294967295 of font file "
            "Corrupt.ttf` on stderr, `fc-validate` exits 1 with `Unable to open Corrupt.ttf`; "
            "fontTools raises TTLibError (unexpected end of table directory).")

    # Pair.ttc: Regular + Bold in one collection
    regular = subset_font("NotoSans-Regular.ttf", WESTERN)
    rename(regular, "Fixture Pair", "Regular", "FixturePair-Regular", "face 0 of Pair.ttc")
    bold = subset_font("NotoSans-Bold.ttf", WESTERN)
    rename(bold, "Fixture Pair", "Bold", "FixturePair-Bold", "face 1 of Pair.ttc")
    collection = TTCollection()
    collection.fonts = [regular, bold]
    collection.save(os.path.join(OUT, "Pair.ttc"), shareTables=True)
    fixture("Pair.ttc",
            "A collection of two faces: index 0 Regular (400), index 1 Bold (700), "
            "ASCII + Latin-1 + Œ œ Ÿ each, distinct PostScript names. No defect.")

    # Slot faces
    for weight, style, source in [(300, "Light", "NotoSans-Light.ttf"),
                                  (500, "Medium", "NotoSans-Medium.ttf"),
                                  (700, "Bold", "NotoSans-Bold.ttf")]:
        font = subset_font(source, WESTERN)
        rename(font, "Fixture Slot", style, "FixtureSlot-" + style,
               "genuine %s face (weight %d)" % (style, weight))
        assert font["OS/2"].usWeightClass == weight
        save(font, style + ".ttf")
        fixture(style + ".ttf", "Genuine Noto Sans %s, usWeightClass %d (not changed). "
                "ASCII + Latin-1 + Œ œ Ÿ. No defect." % (style, weight))
    font = subset_font("NotoSans-Italic.ttf", WESTERN)
    rename(font, "Fixture Slot", "Italic", "FixtureSlot-Italic", "genuine italic face")
    assert font["OS/2"].fsSelection & 1 and font["head"].macStyle & 2
    save(font, "Italic.ttf")
    fixture("Italic.ttf", "Genuine Noto Sans Italic (usWeightClass 400; fsSelection ITALIC and "
            "macStyle italic come from the original, not set here; italic angle %s). "
            "ASCII + Latin-1 + Œ œ Ÿ. No defect." % font["post"].italicAngle)

    # WrongWeight: Light outlines and names, usWeightClass 700
    font = subset_font("NotoSans-Light.ttf", WESTERN)
    rename(font, "Fixture Wrong Weight", "Light", "FixtureWrongWeight-Light",
           "named Light but usWeightClass 700")
    set_weight(font, 700)
    save(font, "WrongWeight.ttf")
    fixture("WrongWeight.ttf",
            "Noto Sans Light outlines, every name says **Light** (PostScript "
            "`FixtureWrongWeight-Light`, style Light), but OS/2 usWeightClass was set to "
            "**700** with fontTools. fsSelection/macStyle keep the Light values (not bold).")

    # Non-ASCII file name, Latin + Vietnamese, Light
    font = subset_font("NotoSans-Light.ttf", VIETNAMESE)
    rename(font, "Fixture Vietnamese", "Light", "FixtureVietnamese-Light",
           "Latin and Vietnamese, file name with non-ASCII characters")
    save(font, "genjyuu_light(越南细).ttf")
    fixture("genjyuu_light(越南细).ttf",
            "File name with CJK characters and parentheses (UTF-8, NFC), as real configs "
            "name fonts. Noto Sans Light (300): ASCII, Latin-1, Latin Extended-A, Ơ ơ Ư ư, "
            "the Vietnamese combining marks and U+1EA0-1EF9, ₫. No defect.")


# ------------------------------------------------------------------ README
def run(args):
    return subprocess.run(args, capture_output=True, text=True)


def missing(path, index, lang):
    out = run(["fc-validate", "-i", str(index), "-l", lang, path]).stdout
    if "Satisfy the coverage" in out:
        return "0"
    m = re.search(r"Missing (\d+) glyph", out)
    return m.group(1) if m else "n/a"


def missing_list(path, index, lang):
    out = run(["fc-validate", "-v", "-i", str(index), "-l", lang, path]).stdout
    return [int(x, 16) for x in re.findall(r"0x([0-9a-fA-F]+)", out)]


def describe(filename):
    path = os.path.join(OUT, filename)
    size = os.path.getsize(path)
    try:
        with open(path, "rb") as f:
            is_collection = f.read(4) == b"ttcf"
        fonts = TTCollection(path).fonts if is_collection else [TTFont(path)]
    except Exception:
        return [dict(file=filename, index="-", ps="(cannot be opened)", weight="-",
                     italic="-", glyphs="-", size=size, family="-", style="-", fcweight="-",
                     fcslant="-",
                     missing=["n/a"] * len(LANGS),
                     lang="(fc-query: exit %d, no output)"
                     % run(["fc-query", path]).returncode)]
    rows = []
    for index, font in enumerate(fonts):
        q = run(["fc-query", "-i", str(index), "-f",
                 "%{postscriptname}\n%{family}\n%{style}\n%{weight}\n%{slant}\n%{lang}", path])
        ps, family, style, fcweight, fcslant, lang = q.stdout.split("\n", 5)
        rows.append(dict(file=filename, index=str(index), ps=ps, family=family, style=style,
                         fcweight=fcweight, fcslant=fcslant,
                         weight=str(font["OS/2"].usWeightClass),
                         italic="yes" if font["OS/2"].fsSelection & 1 else "no",
                         glyphs=str(font["maxp"].numGlyphs), size=size,
                         missing=[missing(path, index, l) for l in LANGS], lang=lang))
    return rows


def write_readme():
    lines = [
        "# Font fixtures",
        "",
        "Small fonts with known properties and known defects for the unit tests. Made by",
        "`Scripts/fonts/make-fixtures.py` (fontTools) from Debian bookworm's Noto Sans",
        "(fonts-noto-core / fonts-noto-extra 20201225-1); re-run it to rebuild the fonts and",
        "this README (the tables below are measured from the files, with fontconfig %s)."
        % run(["fc-validate", "--version"]).stderr.strip().split()[-1],
        "All are derived from Noto Sans under the SIL Open Font License 1.1 (`OFL.txt`",
        "beside them) and renamed to \"Fixture ...\" families, so no PostScript name clashes",
        "with an installed font. Hinting is removed to keep them small.",
        "",
        "## Defects and contents",
        "",
        "| file | what is in it / what is wrong |",
        "|---|---|",
    ]
    for filename, defect in FIXTURES:
        lines.append("| `%s` | %s |" % (filename, defect))
    lines += [
        "",
        "## Measured",
        "",
        "`fc-validate -l LANG` columns give the number of missing code points "
        "(0 = fontconfig says the face satisfies the language). \"fc\" columns are what "
        "`fc-query` reports (fontconfig weight scale: 50 light, 80 regular, 100 medium, "
        "200 bold; slant 0 roman, 100 italic); usWeightClass and italic (fsSelection bit 0) "
        "are read from the OS/2 table.",
        "",
        "| file | index | PostScript name | fc family | fc style | usWeightClass | fc weight "
        "| italic | fc slant | glyphs | bytes | "
        + " | ".join("fc-validate " + l for l in LANGS) + " |",
        "|" + "---|" * (11 + len(LANGS)),
    ]
    lang_lines = []
    for filename, _ in FIXTURES:
        for r in describe(filename):
            lines.append("| `%s` | %s | `%s` | %s | %s | %s | %s | %s | %s | %s | %d | %s |" % (
                r["file"], r["index"], r["ps"], r["family"], r["style"], r["weight"],
                r["fcweight"], r["italic"], r["fcslant"], r["glyphs"], r["size"],
                " | ".join(r["missing"])))
            lang_lines.append("- `%s` index %s: `%s`" % (r["file"], r["index"], r["lang"]))

    detail = []
    for filename, langs in [("MissingLetters.ttf", LANGS), ("EmptyGlyph.ttf", LANGS),
                            ("NoPrecomposedVi.ttf", ["vi"])]:
        path = os.path.join(OUT, filename)
        for lang in langs:
            cps = missing_list(path, 0, lang)
            if cps and len(cps) <= 12:
                detail.append("- `%s`, `%s`: %s" % (filename, lang, hexlist(cps)))
            elif cps:
                detail.append("- `%s`, `%s`: %d code points, U+%04X ... U+%04X"
                              % (filename, lang, len(cps), min(cps), max(cps)))
            else:
                detail.append("- `%s`, `%s`: none" % (filename, lang))
    path = os.path.join(OUT, "NoPrecomposedVi.ttf")
    cmap = TTFont(path).getBestCmap()
    vi_missing = missing_list(path, 0, "vi")
    composable = [c for c in vi_missing
                  if all(ord(ch) in cmap for ch in unicodedata.normalize("NFD", chr(c)))]
    detail.append("- `NoPrecomposedVi.ttf`: %d of those %d vi code points decompose (NFD) into "
                  "characters the font has, i.e. all of Vietnamese is renderable as base + marks; "
                  "its non-ASCII characters (besides U+00A0 and U+25CC) are %s"
                  % (len(composable), len(vi_missing),
                     hexlist(set(cmap) & set(range(0x80, 0x2000)) - {0xA0})))
    lines += [
        "",
        "Which code points `fc-validate -v` reports missing:",
        "",
    ] + detail + [
        "",
        "Note: `EmptyGlyph.ttf` satisfies en/fr/de/es for fontconfig even though `A` and `é`",
        "draw nothing: fontconfig counts a code point as covered when the cmap maps it to a",
        "glyph, whether or not that glyph has an outline (measured with the fontconfig above),",
        "so empty glyphs can only be found by loading the glyph, e.g. with FreeType.",
        "",
        "fontconfig languages (`fc-query -i INDEX --format '%{lang}\\n' FILE`):",
        "",
    ] + lang_lines + [""]
    with open(os.path.join(OUT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines))


def main():
    needed = ["NotoSans-%s.ttf" % w for w in ("Regular", "Italic", "Light", "Medium", "Bold")]
    absent = [n for n in needed if not os.path.exists(os.path.join(NOTO, n))]
    if absent:
        sys.exit("missing %s: apt-get install fonts-noto-core fonts-noto-extra "
                 "(or run Scripts/fonts/make-example-pack.sh once)" % ", ".join(absent))
    os.makedirs(OUT, exist_ok=True)
    build()
    fonts = [os.path.join(OUT, n) for n, _ in FIXTURES if n != "Corrupt.ttf"]
    sys.argv = ["write_ofl.py", DEBIAN_COPYRIGHT, os.path.join(OUT, "OFL.txt")] + fonts
    write_ofl.main()
    write_readme()
    for filename, _ in FIXTURES:
        print("%8d  %s" % (os.path.getsize(os.path.join(OUT, filename)), filename))


if __name__ == "__main__":
    main()
