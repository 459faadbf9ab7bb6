"""Variable fonts for `fontpack subset`'s tests, and the judge of its output.

    variable_fonts.py build FOLDER
        Builds three small variable fonts with fontTools' varLib, each its own
        family (VarTestavar, VarTestMVAR, VarTestCFF2) (one `wght`
        axis, 100-900, default 400; named instances Light 300 and Bold 700;
        basic Latin drawn as rectangles whose stems grow with the weight):
          VarTest-avar.ttf   glyf + gvar, with an avar mapping (600 -> 750)
          VarTest-MVAR.ttf   glyf + gvar, with line metrics that vary (MVAR)
          VarTest-CFF2.otf   CFF2 outlines
        and prints the tables of each as JSON.

    variable_fonts.py compare JOB.json
        JOB: {"cases": [{"reference": PATH, "referenceVariations": {TAG: VALUE},
                         "candidate": PATH, "candidateVariations": {...},
                         "texts": [TEXT, ...], "outlineTolerance": UNITS}]}
        Shapes every text with HarfBuzz (uharfbuzz) with both fonts, each at
        its variations, and compares what a renderer draws, glyph ids aside
        (a subset renumbers them): per glyph the cluster, advances, offsets,
        ink extents and the outline (drawn through HarfBuzz's draw API at the
        variations; each point within outlineTolerance font units, 0 unless
        given), and per font the ascender, descender, line gap and the
        OS/2/post metrics HarfBuzz reads (x-height, cap height, underline,
        strikeout). Prints {"texts", "glyphs", "mismatches", "maxOutlineDelta"}.

    variable_fonts.py names FONT
        The font's English Windows names by ID, its tables, whether every
        table checksum and the whole-file checksum (head.checkSumAdjustment)
        are right, as fontTools and the OpenType rule compute them.
"""

import json
import os
import struct
import sys
import tempfile


def build(folder):
    from fontTools import varLib
    from fontTools.designspaceLib import AxisDescriptor, DesignSpaceDocument, InstanceDescriptor, SourceDescriptor
    from fontTools.fontBuilder import FontBuilder
    from fontTools.pens.t2CharStringPen import T2CharStringPen
    from fontTools.pens.ttGlyphPen import TTGlyphPen

    characters = [c for c in range(0x21, 0x7F)]
    names = [".notdef", "space"] + ["u%04X" % c for c in characters]

    def master(path, family, stem, cff, metrics):
        builder = FontBuilder(1000, isTTF=not cff)
        builder.setupGlyphOrder(names)
        cmap = {0x20: "space"}
        cmap.update({c: "u%04X" % c for c in characters})
        builder.setupCharacterMap(cmap)
        glyphs, advances = {}, {}
        for name in names:
            pen = T2CharStringPen(600, None) if cff else TTGlyphPen(None)
            if name == "space":
                advances[name] = 250
            else:
                code = 0x3F if name == ".notdef" else int(name[1:], 16)
                # A stem and a bar whose sizes depend on the character and the weight.
                width = stem + code % 7 * 10
                height = 300 + code % 11 * 40
                pen.moveTo((50, 0))
                pen.lineTo((50 + width, 0))
                pen.lineTo((50 + width, height))
                pen.lineTo((50, height))
                pen.closePath()
                pen.moveTo((50, height + 40))
                pen.lineTo((50 + 2 * width, height + 40))
                pen.lineTo((50 + 2 * width, height + 40 + stem // 2))
                pen.lineTo((50, height + 40 + stem // 2))
                pen.closePath()
                advances[name] = 100 + 2 * width
            glyphs[name] = pen.getCharString() if cff else pen.glyph()
        if cff:
            builder.setupCFF(family, {"FullName": family}, glyphs, {})
        else:
            builder.setupGlyf(glyphs)
        builder.setupHorizontalMetrics({name: (advances[name], 50) for name in names})
        lift = stem if metrics else 0
        builder.setupHorizontalHeader(ascent=800 + lift, descent=-200)
        builder.setupNameTable({"familyName": family, "styleName": "Regular"})
        builder.setupOS2(
            sTypoAscender=800 + lift, sTypoDescender=-200, usWinAscent=1000, usWinDescent=200,
            sxHeight=500 + lift, sCapHeight=700 + lift, yStrikeoutPosition=250 + lift, fsSelection=0x40)
        builder.setupPost(underlinePosition=-100 - lift)
        builder.save(path)

    os.makedirs(folder, exist_ok=True)
    made = {}
    for name, cff, avar, metrics in [
        ("VarTest-avar.ttf", False, True, False),
        ("VarTest-MVAR.ttf", False, False, True),
        ("VarTest-CFF2.otf", True, False, False),
    ]:
        work = tempfile.mkdtemp()
        # One family per file, so that no two files of a pack share a PostScript name.
        family = name.split(".")[0].replace("-", "")
        document = DesignSpaceDocument()
        axis = AxisDescriptor()
        axis.tag, axis.name, axis.minimum, axis.default, axis.maximum = "wght", "Weight", 100, 400, 900
        if avar:
            axis.map = [(100, 100), (400, 400), (600, 750), (900, 900)]
        document.addAxis(axis)
        for weight, stem in [(100, 20), (400, 80), (900, 200)]:
            path = os.path.join(work, "m%d.%s" % (weight, "otf" if cff else "ttf"))
            master(path, family, stem, cff, metrics)
            source = SourceDescriptor()
            source.path, source.location = path, {"Weight": weight}
            document.addSource(source)
        for weight, style in [(300, "Light"), (700, "Bold")]:
            instance = InstanceDescriptor()
            # Locations are design coordinates: with the avar mapping, wght 700 is 800.
            design = axis.map_forward(weight) if avar else weight
            instance.familyName, instance.styleName, instance.location = family, style, {"Weight": design}
            document.addInstance(instance)
        font, _, _ = varLib.build(document)
        target = os.path.join(folder, name)
        font.save(target)
        made[name] = sorted(font.keys())
    print(json.dumps(made))


def compare(job):
    import uharfbuzz as hb
    from fontTools.pens.recordingPen import RecordingPen

    def font(path, variations):
        face = hb.Face(hb.Blob.from_file_path(path))
        opened = hb.Font(face)
        if variations:
            opened.set_variations({tag: float(value) for tag, value in variations.items()})
        return opened

    metrics = [tag for tag in hb.OTMetricsTag]
    result = {"texts": 0, "glyphs": 0, "mismatches": [], "maxOutlineDelta": 0.0}

    def outline(opened, glyph):
        pen = RecordingPen()
        opened.draw_glyph_with_pen(glyph, pen)
        return pen.value

    def outline_delta(first, second):
        """The largest coordinate difference of two outlines with the same commands; None when they differ."""
        if [op for op, _ in first] != [op for op, _ in second]:
            return None
        delta = 0.0
        for (_, points1), (_, points2) in zip(first, second):
            if len(points1) != len(points2):
                return None
            for p1, p2 in zip(points1, points2):
                delta = max(delta, abs(p1[0] - p2[0]), abs(p1[1] - p2[1]))
        return delta

    for case in job["cases"]:
        reference = font(case["reference"], case.get("referenceVariations"))
        candidate = font(case["candidate"], case.get("candidateVariations"))
        label = "%s %s vs %s %s" % (
            os.path.basename(case["reference"]), case.get("referenceVariations") or {},
            os.path.basename(case["candidate"]), case.get("candidateVariations") or {})
        for direction in ["ltr"]:
            if tuple(reference.get_font_extents(direction)) != tuple(candidate.get_font_extents(direction)):
                result["mismatches"].append("%s: font extents %s != %s" % (
                    label, reference.get_font_extents(direction), candidate.get_font_extents(direction)))
        for tag in metrics:
            expected = reference.get_metric_position(tag)
            if expected is not None and candidate.get_metric_position(tag) != expected:
                result["mismatches"].append("%s: metric %s %s != %s" % (label, tag.name, expected, candidate.get_metric_position(tag)))
        for text in case["texts"]:
            shaped = []
            for opened in (reference, candidate):
                buffer = hb.Buffer()
                buffer.add_str(text)
                buffer.guess_segment_properties()
                hb.shape(opened, buffer, {})
                shaped.append([
                    (info.codepoint, info.cluster, position.x_advance, position.y_advance, position.x_offset,
                     position.y_offset, tuple(opened.get_glyph_extents(info.codepoint) or ()))
                    for info, position in zip(buffer.glyph_infos, buffer.glyph_positions)])
            result["texts"] += 1
            first, second = shaped
            if any(glyph[0] == 0 for glyph in first):
                result["mismatches"].append("%s: %r: the reference draws .notdef" % (label, text))
            if [g[1:] for g in first] != [g[1:] for g in second]:
                differing = next(
                    (pair for pair in zip(first, second) if pair[0][1:] != pair[1][1:]), (len(first), len(second)))
                result["mismatches"].append("%s: %r shapes differently (glyph id, cluster, advances, offsets, extents): "
                                            "first difference %s != %s" % (label, text, differing[0], differing[1]))
                continue
            for g1, g2 in zip(first, second):
                result["glyphs"] += 1
                delta = outline_delta(outline(reference, g1[0]), outline(candidate, g2[0]))
                if delta is None or delta > case.get("outlineTolerance", 0):
                    result["mismatches"].append("%s: %r: glyph %d draws another outline (delta %s)" % (label, text, g1[0], delta))
                else:
                    result["maxOutlineDelta"] = max(result["maxOutlineDelta"], delta)
    print(json.dumps(result))


def names(path):
    from fontTools.ttLib import TTFont

    font = TTFont(path)
    found = {}
    for record in font["name"].names:
        if record.platformID == 3 and record.langID == 0x409:
            found[str(record.nameID)] = record.toUnicode()
    data = open(path, "rb").read()
    table_checksums = True
    count = struct.unpack(">H", data[4:6])[0]
    for position in range(count):
        tag, checksum, offset, length = struct.unpack(">4sLLL", data[12 + 16 * position:28 + 16 * position])
        table = bytearray(data[offset:offset + length])
        if tag == b"head":
            table[8:12] = b"\0\0\0\0"
        table += b"\0" * ((4 - len(table) % 4) % 4)
        total = sum(struct.unpack(">%dL" % (len(table) // 4), bytes(table))) & 0xFFFFFFFF
        table_checksums = table_checksums and total == checksum
    padded = data + b"\0" * ((4 - len(data) % 4) % 4)
    whole = sum(struct.unpack(">%dL" % (len(padded) // 4), padded)) & 0xFFFFFFFF
    print(json.dumps({
        "names": found, "tables": sorted(font.keys()), "tableChecksums": table_checksums,
        "fileChecksum": whole == 0xB1B0AFBA, "weightClass": font["OS/2"].usWeightClass,
    }))


if __name__ == "__main__":
    if sys.argv[1] == "build":
        build(sys.argv[2])
    elif sys.argv[1] == "compare":
        compare(json.load(open(sys.argv[2], encoding="utf-8")))
    elif sys.argv[1] == "names":
        names(sys.argv[2])
    else:
        sys.exit("usage: variable_fonts.py build FOLDER | compare JOB.json | names FONT")
