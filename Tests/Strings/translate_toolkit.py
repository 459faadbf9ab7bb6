"""Prints the strings translate-toolkit reads from .resx, .resw, .properties and XLIFF 1.2 files.

    /usr/bin/python3 Tests/Strings/translate_toolkit.py FILE.resx|FILE.resw|FILE.properties|FILE.xliff...

Needs Debian's python3-translate. For a .resx or .resw file (one schema),
each <data> unit's target, except data whose element has a type or mimetype
attribute (an image, a number: not text); for a Java .properties file, each
unit's value, read with translate-toolkit's "java-utf8" dialect when the bytes
are valid UTF-8 and its "java" dialect (ISO-8859-1) otherwise, which is how
Java 9's PropertyResourceBundle picks the encoding, and with the key as Java
reads it (translate-toolkit keeps the escapes of keys such as `Manage\ Jenkins`
in its ids); for an XLIFF 1.2 file, each unit's target that is not empty.
Prints JSON: {file path as given: {unit id: text}}, the id without the file
prefix that translate-toolkit adds to XLIFF ids.
"""
import io
import json
import re
import sys
import xml.etree.ElementTree as ET

from translate.storage import properties, resx, xliff

# java.util.Properties' escapes of a key: \uXXXX, \t \n \r \f, and \ before any other character.
KEY_ESCAPE = re.compile(r"\\u([0-9a-fA-F]{4})|\\(.)", re.DOTALL)
KEY_ESCAPES = {"t": "\t", "n": "\n", "r": "\r", "f": "\f"}


def code_points(text):
    """A Java string (UTF-16 code units, which translate-toolkit leaves apart) as code points:
    surrogate pairs joined, a lone surrogate U+FFFD."""
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def java_key(key):
    return code_points(KEY_ESCAPE.sub(lambda m: chr(int(m.group(1), 16)) if m.group(1) else KEY_ESCAPES.get(m.group(2), m.group(2)), key))


def read_properties(path):
    with open(path, "rb") as file:
        data = file.read()
    try:
        data.decode("utf-8")
        dialect = "java-utf8"
    except UnicodeDecodeError:
        dialect = "java"
    store = properties.propfile(io.BytesIO(data), personality=dialect)
    return {java_key(unit.getid()): code_points(unit.source) for unit in store.units if not unit.isblank()}


def main():
    files = {}
    for path in sys.argv[1:]:
        strings = {}
        if path.endswith(".properties"):
            strings = read_properties(path)
        elif path.endswith((".resx", ".resw")):
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
