"""Prints the strings Android's resource compiler makes of a res/ folder.

    python3 Tests/Strings/aapt_strings.py RES_FOLDER

Runs Debian's `aapt package` on RES_FOLDER (with a minimal manifest, in a
temporary folder), then `aapt dump --values resources`, and prints JSON:
{config: {key: text}}, where config is aapt's name of the configuration
("default" for values/, "pt-rBR" for values-pt-rBR), and key is the resource
name, "name#plural.QUANTITY" for an item of <plurals>, or "name#array.INDEX"
for an item of <string-array>. A string whose default definition says
translatable="false" is left out, and so is a reference (@string/other):
FontPackage does not read them as text. Exits 1 when aapt refuses the folder.
"""
import json
import pathlib
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

QUANTITIES = {0x01000004: "other", 0x01000005: "zero", 0x01000006: "one",
              0x01000007: "two", 0x01000008: "few", 0x01000009: "many"}
CONFIG = re.compile(r"^      config (.*):$")
RESOURCE = re.compile(r"^        resource 0x[0-9a-f]+ [^:]+:(string|plurals|array)/([^:]+): (.*)$")
VALUE = re.compile(r'^          \(string(?:8|16)\) "(.*)"$')
BAG_ITEM = re.compile(r'^          #\d+ \(Key=0x([0-9a-f]+)\): \(string(?:8|16)\) "(.*)"$')
ESCAPE = re.compile(r'\\(.)')


def unescape(printed):
    """aapt prints a backslash as \\\\, a newline as \\n and a double quote as \\"."""
    return ESCAPE.sub(lambda m: "\n" if m.group(1) == "n" else m.group(1), printed)


def untranslatable(res):
    names = set()
    for path in sorted(pathlib.Path(res, "values").glob("*.xml")):
        for element in ET.parse(path).getroot():
            if element.get("translatable") == "false":
                names.add(element.get("name"))
    return names


def compiled(res):
    """{config: {key: text}} of the res/ folder at `res`; exits 1 when aapt refuses it."""
    res = pathlib.Path(res).resolve()
    with tempfile.TemporaryDirectory() as work:
        manifest = pathlib.Path(work, "AndroidManifest.xml")
        manifest.write_text('<manifest xmlns:android="http://schemas.android.com/apk/res/android" '
                            'package="org.example.strings"/>\n')
        apk = pathlib.Path(work, "strings.apk")
        package = subprocess.run(["aapt", "package", "-f", "-M", str(manifest), "-S", str(res), "-F", str(apk)],
                                 capture_output=True, text=True)
        if package.returncode != 0:
            sys.stderr.write(package.stderr)
            sys.exit(1)
        dump = subprocess.run(["aapt", "dump", "--values", "resources", str(apk)],
                              capture_output=True, text=True, check=True).stdout
    skipped = untranslatable(res)
    configs = {}
    config = None
    name = None
    for line in dump.splitlines():
        if match := CONFIG.match(line):
            config = configs.setdefault("default" if match.group(1) == "(default)" else match.group(1), {})
            name = None
        elif match := RESOURCE.match(line):
            kind, name = match.group(1), match.group(2)
            if name in skipped:
                name = None
        elif name is not None and (match := VALUE.match(line)):
            config[name] = unescape(match.group(1))
        elif name is not None and (match := BAG_ITEM.match(line)):
            key = int(match.group(1), 16)
            variant = f"plural.{QUANTITIES[key]}" if key in QUANTITIES else f"array.{key - 0x02000000}"
            config[f"{name}#{variant}"] = unescape(match.group(2))
    return configs


def main():
    json.dump(compiled(sys.argv[1]), sys.stdout, ensure_ascii=False, sort_keys=True, indent=1)


if __name__ == "__main__":
    main()
