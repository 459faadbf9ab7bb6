#!/usr/bin/env python3
"""Write an OFL.txt for a folder of subset fonts.

Usage: write_ofl.py [--notice TEXT ...] DEBIAN_COPYRIGHT OUTPUT FONT [FONT ...]

The copyright notices are the distinct name-table copyright strings (name ID 0)
of the given fonts, then any --notice given, then the "Files: *" copyright
statement of the Debian package's copyright file; the licence text is the stand-alone SIL Open Font License
paragraph ("License: OFL-1.1" or "License: SIL-1.1") of the Debian package's
machine-readable copyright file (/usr/share/doc/PACKAGE/copyright), unfolded
from the DEP-5 layout (leading space removed, " ." lines made empty).
"""

import sys

from fontTools.ttLib import TTCollection, TTFont

HEADER = [
    "-----------------------------------------------------------",
    "SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007",
    "-----------------------------------------------------------",
]


def licence_text(copyright_path):
    with open(copyright_path, encoding="utf-8") as f:
        paragraphs = f.read().split("\n\n")
    for paragraph in paragraphs:
        lines = paragraph.strip("\n").split("\n")
        first = lines[0].strip()
        if first in ("License: OFL-1.1", "License: SIL-1.1") and len(lines) > 10:
            body = []
            for line in lines[1:]:
                line = line[1:] if line.startswith(" ") else line
                body.append("" if line == "." else line)
            if not body[0].startswith("---"):
                body = HEADER + [""] + body
            return "\n".join(body).rstrip() + "\n"
    sys.exit("no stand-alone OFL paragraph in %s" % copyright_path)


def debian_notices(copyright_path):
    with open(copyright_path, encoding="utf-8") as f:
        paragraphs = f.read().split("\n\n")
    for paragraph in paragraphs:
        lines = paragraph.strip("\n").split("\n")
        if lines[0].strip() != "Files: *":
            continue
        holders, inside = [], False
        for line in lines[1:]:
            if line.startswith("Copyright:"):
                inside = True
                line = line[len("Copyright:"):]
            elif not line.startswith(" "):
                inside = False
            if inside and line.strip():
                holders.append("Copyright " + line.strip())
        return holders
    return []


def copyright_notices(paths):
    notices = []
    for path in paths:
        if path.endswith(".ttc"):
            fonts = TTCollection(path, lazy=True).fonts
        else:
            fonts = [TTFont(path, lazy=True)]
        for font in fonts:
            notice = font["name"].getDebugName(0)
            if notice and notice not in notices:
                notices.append(notice)
    return notices


def main():
    args = sys.argv[1:]
    extra = []
    while args and args[0] == "--notice":
        extra.append(args[1])
        args = args[2:]
    if len(args) < 3:
        sys.exit(__doc__)
    copyright_path, output, fonts = args[0], args[1], args[2:]
    notices = copyright_notices(fonts) + extra
    notices += [n for n in debian_notices(copyright_path) if n not in notices]
    text = "\n".join(notices) + "\n\n"
    text += ("This Font Software is licensed under the SIL Open Font License, Version 1.1.\n"
             "This license is copied below, and is also available with a FAQ at:\n"
             "https://openfontlicense.org\n\n")
    text += licence_text(copyright_path)
    with open(output, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()
