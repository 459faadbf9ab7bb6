"""Prints the text ICU's own MessageFormat parser finds in each message of ARB files.

    /usr/bin/python3 Tests/Strings/icu_arb.py FILE.arb...

Needs Debian's python3-icu (PyICU over the system's ICU). Each message (a
member whose key does not start with "@") is parsed by icu.MessagePattern, in
ICU's default apostrophe mode, and walked as MessageFormat formats it: the
literal text of the message and of every branch of its plural, select and
selectordinal arguments, with quoting apostrophes skipped, and without
arguments, branch keywords and the '#' of plural branches. Prints JSON:
{file name: {key: text of every branch, in pattern order}}, null for a message
ICU refuses.
"""
import json
import pathlib
import sys

import icu

T = icu.UMessagePatternPartType
COMPLEX = {icu.UMessagePatternArgType.PLURAL, icu.UMessagePatternArgType.SELECT,
           icu.UMessagePatternArgType.SELECTORDINAL}


def literal_text(pattern, unicode, start):
    """The text of the message whose MSG_START part is `start`, its branches' included."""
    pieces = []
    previous = pattern.getPart(start).getLimit()
    index = start + 1
    while True:
        part = pattern.getPart(index)
        kind = part.getType()
        pieces.append(str(unicode[previous:part.getIndex()]))
        if kind == T.MSG_LIMIT:
            return "".join(pieces)
        previous = part.getLimit()
        if kind == T.ARG_START:
            limit = pattern.getLimitPartIndex(index)
            if part.getArgType() in COMPLEX:
                inner = index + 1
                while inner < limit:
                    if pattern.getPartType(inner) == T.MSG_START:
                        pieces.append(literal_text(pattern, unicode, inner))
                        inner = pattern.getLimitPartIndex(inner)
                    inner += 1
            previous = pattern.getPart(limit).getLimit()
            index = limit
        index += 1


def main():
    files = {}
    for path in sys.argv[1:]:
        messages = json.loads(pathlib.Path(path).read_text(encoding="utf-8"))
        texts = {}
        for key, message in messages.items():
            if key.startswith("@") or not isinstance(message, str):
                continue
            try:
                pattern = icu.MessagePattern(message)
            except icu.ICUError:
                texts[key] = None
                continue
            texts[key] = literal_text(pattern, icu.UnicodeString(message), 0)
        files[pathlib.Path(path).name] = texts
    json.dump(files, sys.stdout, ensure_ascii=False, sort_keys=True, indent=1)


if __name__ == "__main__":
    main()
