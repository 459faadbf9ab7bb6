#!/usr/bin/env python3
"""Build Tests/Fixtures/HanForms/: a small Noto Sans CJK collection
that keeps the OpenType `locl` feature, so one face draws Han characters in
another region's forms when the text is tagged with a language.

Usage: Scripts/.venv/bin/python Scripts/fonts/make-han-fixtures.py

Needs Debian's fonts-noto-cjk (1:20220127+repack1-1; NotoSansCJK-Regular.ttc,
SIL OFL 1.1) and the venv of make-example-pack.sh (fontTools).

What is kept:
- the five proportional faces of NotoSansCJK-Regular.ttc, in the original's
  order (0 JP, 1 KR, 2 SC, 3 TC, 4 HK; the five Mono faces are left out);
- characters: the first 200 CJK Unified Ideographs, in code point order, that
  fontconfig's zh-cn and ja orthographies share (charsets/fc-zh-cn.txt,
  charsets/fc-ja.txt), plus 骨 U+9AA8 and 直 U+76F4 (the README's picture);
  many of them are drawn differently in each region;
- `locl` (with --keep-locl: every region's variant of these characters is in
  every face) and each face's own OS/2 code page bits (--keep-code-pages).
Output is the same on every run (build_cjk_collection.py keeps the timestamps).
"""

import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OUT = os.path.join(ROOT, "Tests", "Fixtures", "HanForms")
SOURCE = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
COPYRIGHT = "/usr/share/doc/fonts-noto-cjk/copyright"
FACES = ["NotoSansCJKjp-Regular", "NotoSansCJKkr-Regular", "NotoSansCJKsc-Regular",
         "NotoSansCJKtc-Regular", "NotoSansCJKhk-Regular"]
EXTRA = [0x9AA8, 0x76F4]
COUNT = 200


def orthography(name):
    codes = set()
    with open(os.path.join(HERE, "charsets", name), encoding="utf-8") as f:
        for line in f:
            line = line.split("#")[0].strip()
            if line:
                codes.add(int(line, 16))
    return codes


def main():
    shared = orthography("fc-zh-cn.txt") & orthography("fc-ja.txt")
    han = sorted(c for c in shared if 0x4E00 <= c <= 0x9FFF)[:COUNT]
    chosen = sorted(set(han) | set(EXTRA))
    os.makedirs(OUT, exist_ok=True)
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("".join("U+%04X\n" % c for c in chosen))
        unicodes = f.name
    output = os.path.join(OUT, "NotoSansCJK-HanForms.ttc")
    command = [sys.executable, os.path.join(HERE, "build_cjk_collection.py"), SOURCE, output,
               "--unicodes-file", unicodes, "--keep-locl", "--keep-code-pages"]
    for face in FACES:
        command += ["--face", face]
    subprocess.run(command, check=True)
    os.unlink(unicodes)
    subprocess.run([sys.executable, os.path.join(HERE, "write_ofl.py"), COPYRIGHT,
                    os.path.join(OUT, "OFL.txt"), output], check=True)
    print("  %d characters: %s" % (len(chosen), "".join(chr(c) for c in chosen)))
    print("  %s: %d bytes" % (output, os.path.getsize(output)))


if __name__ == "__main__":
    main()
