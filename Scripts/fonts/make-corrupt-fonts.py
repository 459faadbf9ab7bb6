#!/usr/bin/env python3
"""Writes Tests/Fixtures/CorruptFonts: broken font files made from the example
pack (Noto Sans Hebrew, OFL), each a way a font file can be damaged or hostile.
Standard library only; deterministic. Run from the package root:

    python3 Scripts/fonts/make-corrupt-fonts.py
"""
import os
import shutil
import struct

SOURCE_TTF = "Fonts/NotoSansHebrew/NotoSansHebrew-Regular.ttf"
SOURCE_WOFF2 = "Fonts/NotoSansHebrew/NotoSansHebrew-Bold.woff2"
OUT = "Tests/Fixtures/CorruptFonts"


def tables(font):
    """(tag, offset, length, record position) of each table directory record."""
    count = struct.unpack(">H", font[4:6])[0]
    for i in range(count):
        at = 12 + 16 * i
        tag, _, offset, length = struct.unpack(">4sIII", font[at:at + 16])
        yield tag.decode("latin-1"), offset, length, at


def flip(data, position, mask=0xFF):
    data = bytearray(data)
    data[position] ^= mask
    return bytes(data)


def moved(font, by):
    """The font with every table offset moved by `by`, to sit `by` bytes into a file."""
    data = bytearray(font)
    for _, offset, _, at in tables(font):
        struct.pack_into(">I", data, at + 8, offset + by)
    return bytes(data)


def collection(font, faces, offsets=None):
    """A `ttcf` header declaring `faces` faces; by default all point at one copy of `font`."""
    header_size = 12 + 4 * faces
    offsets = offsets or [header_size] * faces
    header = b"ttcf" + struct.pack(">HHI", 1, 0, faces) + b"".join(struct.pack(">I", o) for o in offsets)
    return header + moved(font, header_size)


def invalid_utf16_names(font):
    """Every Windows (UTF-16BE) name string made of lone surrogates, and the
    PostScript name's length made odd."""
    data = bytearray(font)
    name = next(offset for tag, offset, _, _ in tables(font) if tag == "name")
    _, count, storage = struct.unpack(">HHH", font[name:name + 6])
    for i in range(count):
        at = name + 6 + 12 * i
        platform, _, _, name_id, length, offset = struct.unpack(">HHHHHH", font[at:at + 12])
        if platform != 3:
            continue
        start = name + storage + offset
        for j in range(0, length - 1, 2):
            struct.pack_into(">H", data, start + j, 0xD800)
        if name_id == 6 and length > 1:
            struct.pack_into(">H", data, at + 8, length - 1)
    return bytes(data)


def main():
    ttf = open(SOURCE_TTF, "rb").read()
    woff2 = open(SOURCE_WOFF2, "rb").read()
    head = next(offset for tag, offset, _, _ in tables(ttf) if tag == "head")
    cases = {
        "zero-length.ttf": b"",
        "not-a-font.ttf": b"This is a text file saved with a .ttf extension.\n",
        "truncated-header.ttf": ttf[:8],
        "truncated-directory.ttf": ttf[:12 + 16 * 3 + 5],
        "truncated-half.ttf": ttf[: len(ttf) // 2],
        "truncated-last-byte.ttf": ttf[:-1],
        "bitflip-sfnt-version.ttf": flip(ttf, 0),
        "bitflip-table-offsets.ttf": flip(flip(ttf, 12 + 8, 0x80), 12 + 16 + 8, 0x80),
        "bitflip-head-magic.ttf": flip(flip(ttf, head + 12), head + 18, 0xFF),
        "num-tables-65535.ttf": ttf[:4] + struct.pack(">H", 65535) + ttf[6:],
        "faces-100000.ttc": collection(ttf, 100_000),
        # Few enough faces per byte for FreeType to open: the inspector's own limit applies.
        "faces-2000.ttc": collection(ttf, 2000) + bytes(70_000),
        "faces-offsets-past-end.ttc": collection(ttf, 3, [16 + 12, 0x7FFF_FFF0, 0xFFFF_FFFF]),
        "truncated-header.woff2": woff2[:48],
        "truncated-half.woff2": woff2[: len(woff2) // 2],
        "name-invalid-utf16.ttf": invalid_utf16_names(ttf),
    }
    if os.path.isdir(OUT):
        shutil.rmtree(OUT)
    os.makedirs(OUT)
    for name, data in sorted(cases.items()):
        with open(os.path.join(OUT, name), "wb") as out:
            out.write(data)
    shutil.copy("Fonts/NotoSansHebrew/OFL.txt", os.path.join(OUT, "OFL.txt"))
    print(f"{len(cases)} files in {OUT}")


if __name__ == "__main__":
    main()
