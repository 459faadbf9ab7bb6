"""Prints the strings translate-toolkit reads from .resx, .resw and XLIFF 1.2 files.

    /usr/bin/python3 Tests/Strings/translate_toolkit.py FILE.resx|FILE.resw|FILE.xliff...

Needs Debian's python3-translate. For a .resx or .resw file (one schema), each <data> unit's
target, except data whose element has a type or mimetype attribute (an
image, a number: not text); for an XLIFF 1.2 file, each unit's target that
is not empty. Prints JSON: {file path as given: {unit id: text}}, the id
without the file prefix that translate-toolkit adds to XLIFF ids.
"""
import json
import sys
import xml.etree.ElementTree as ET

from translate.storage import resx, xliff


def main():
    files = {}
    for path in sys.argv[1:]:
        strings = {}
        if path.endswith((".resx", ".resw")):
            binary = {data.get("name") for data in ET.parse(path).getroot().iter("data")
                      if data.get("type") is not None or data.get("mimetype") is not None}
            for unit in resx.RESXFile.parsefile(path).units:
                if unit.getid() not in binary:
                    strings[unit.getid()] = unit.target
        else:
            for unit in xliff.xlifffile.parsefile(path).units:
                if unit.target:
                    strings[unit.getid().split("\x04")[-1]] = unit.target
        files[path] = strings
    json.dump(files, sys.stdout, ensure_ascii=False, sort_keys=True, indent=1)


if __name__ == "__main__":
    main()
