"""Prints the strings translate-toolkit reads from Qt Linguist .ts files.

    /usr/bin/python3 Tests/Strings/translate_toolkit_ts.py FILE.ts...

Needs Debian's python3-translate (`translate.storage.ts2`). For each file:
its target language (`language` of <TS>, as translate-toolkit normalises it),
and each message that lrelease compiles into the .qm file by default: not
obsolete or vanished (`isobsolete()`), with a translation that is not empty;
`type="unfinished"` ones are compiled unless lrelease runs with
-nounfinished (qttools, `saveQM` in src/linguist/shared/qm.cpp), so they are
read. A numerus message gives each <numerusform> (variant "numerus.N").

A message's key is its id, else its context name and source, "context|source",
with "|comment" after a disambiguating comment. The text is translate-toolkit's
target without the placeholders Qt replaces (%1-%99, %L1, %n, %Ln); "drawn" is
that text as HTML draws it (Python's html.parser, through android_html.py
beside this file) when it holds an HTML tag, else null.

Prints JSON: {file: {"language": ..., "strings": [[key, variant, text, drawn]...]}}.
"""
import json
import os
import re
import sys

from translate.storage import ts2

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import android_html  # noqa: E402

PLACEHOLDER = re.compile(r"%L?(?:n|[0-9]{1,2})")


def key(unit):
    element = unit.xmlelement
    if element.get("id"):
        return element.get("id")
    comment = element.find("comment")
    comment = comment.text if comment is not None and comment.text else ""
    return (unit.getcontextname() or "") + "|" + (unit.source or "") + ("|" + comment if comment else "")


def main():
    files = {}
    for path in sys.argv[1:]:
        store = ts2.tsfile.parsefile(path)
        strings = []
        for unit in store.units:
            if unit.isobsolete():
                continue
            if unit.hasplural():
                forms = [(f"numerus.{index}", text) for index, text in enumerate(unit.target.strings)]
            else:
                forms = [(None, unit.target)]
            for variant, text in forms:
                if not text:
                    continue
                text = PLACEHOLDER.sub("", str(text))
                strings.append([key(unit), variant, text, android_html.drawn(text)])
        files[path] = {"language": store.gettargetlanguage(), "strings": strings}
    json.dump(files, sys.stdout, ensure_ascii=False, sort_keys=True, indent=1)


if __name__ == "__main__":
    main()
