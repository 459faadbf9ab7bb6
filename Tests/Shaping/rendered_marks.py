#!/usr/bin/env python3
"""Where hb-view draws each mark against its base: the test oracle of the
shaping-mark rule, independent of FontPackage (HarfBuzz's own renderer,
cairo and FreeType rasterise the text; nothing here reads glyph boxes).

Usage: rendered_marks.py [--language LANG] FONT TEXT [TEXT ...]

Each TEXT is a base followed by one or more marks ("కౢ"). hb-view draws the
texts one a line (tagged LANG), and the same lines without their last
character (the base and the marks before the one judged), at SIZE pixels per
em, CHUNK lines a picture. The pixels inked in the first picture and not in
the second are the last mark's ink; the columns inked in the second, line by
line, are its base's (its ink only: not its advance). Prints one JSON object a
line: {"text", "em": SIZE, "base": [first, last] column, "mark": [first, last]
column or null (the mark adds no pixel outside its base's ink), "overlap":
columns the two share (negative: the gap between them)}.
"""

import json
import os
import struct
import subprocess
import sys
import tempfile
import zlib

SIZE = 50  # pixels per em: a pixel is 20 units of a 1000-unit em
MARGIN = 100  # pixels around the text: ink beyond the advances stays on the canvas
LINE_SPACE = 150  # pixels between lines: no mark reaches the next line
CHUNK = 20  # lines a picture: cairo draws no surface taller than 32,767 pixels


def read_png(path):
    """Rows of darkness (0 white to 255 black) of an 8-bit, non-interlaced PNG (what cairo writes)."""
    with open(path, "rb") as f:
        data = f.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    position, chunks, header = 8, [], None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        position += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and interlace == 0 and colour in (0, 2, 4, 6), header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}[colour]
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up = previous[x]
            corner = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 0xFF
            elif kind == 2:
                line[x] = (line[x] + up) & 0xFF
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[x] = (line[x] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
        previous = line
        if channels == 4:  # cairo's ARGB on white: darkness from alpha and grey
            rows.append([255 - (line[x] * line[x + 3] + 255 * (255 - line[x + 3])) // 255 for x in range(0, stride, 4)])
        else:
            rows.append([255 - line[x] for x in range(0, stride, channels)])
    return rows


def draw(font, language, lines, folder, name):
    text_file = os.path.join(folder, name + ".txt")
    with open(text_file, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    picture = os.path.join(folder, name + ".png")
    subprocess.run(
        ["hb-view"] + (["--language=" + language] if language else []) + ["--font-size=%d" % SIZE, "--margin=%d" % MARGIN, "--line-space=%d" % LINE_SPACE,
         "--text-file=" + text_file, "--output-format=png", "-o", picture, font],
        check=True)
    return read_png(picture)


def inked(value):
    return value >= 128


def line_bands(rows, count):
    """The row ranges of `count` lines: the inked rows split at the count - 1 widest blank gaps."""
    ink_rows = [y for y, row in enumerate(rows) if any(inked(v) for v in row)]
    gaps = sorted(((ink_rows[i + 1] - ink_rows[i], i) for i in range(len(ink_rows) - 1)), reverse=True)
    cuts = sorted(i for _, i in gaps[:count - 1])
    bands, start = [], 0
    for cut in cuts + [len(ink_rows) - 1]:
        bands.append((ink_rows[start], ink_rows[cut]))
        start = cut + 1
    assert len(bands) == count, (len(bands), count)
    return bands


def columns(rows, band, test):
    found = [x for y in range(band[0], band[1] + 1) for x, v in enumerate(rows[y]) if test(x, y, v)]
    return [min(found), max(found)] if found else None


def judge(font, language, texts, folder):
    whole = draw(font, language, texts, folder, "whole")
    bases = draw(font, language, [t[:-1] for t in texts], folder, "bases")
    width = max(len(whole[0]), len(bases[0]))
    whole = [row + [0] * (width - len(row)) for row in whole]
    bases = [row + [0] * (width - len(row)) for row in bases]
    assert len(whole) == len(bases)
    for text, band in zip(texts, line_bands(whole, len(texts))):
        base = columns(bases, band, lambda x, y, v: inked(v))
        mark = columns(whole, band, lambda x, y, v: inked(v) and not inked(bases[y][x]))
        overlap = None if base is None or mark is None else min(base[1], mark[1]) - max(base[0], mark[0])
        print(json.dumps({"text": text, "em": SIZE, "base": base, "mark": mark, "overlap": overlap}, ensure_ascii=False))


def main():
    arguments = sys.argv[1:]
    language = None
    if arguments[:1] == ["--language"]:
        language, arguments = arguments[1], arguments[2:]
    font, texts = arguments[0], arguments[1:]
    with tempfile.TemporaryDirectory() as folder:
        for start in range(0, len(texts), CHUNK):
            judge(font, language, texts[start:start + CHUNK], folder)


if __name__ == "__main__":
    main()
