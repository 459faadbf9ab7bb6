"""Reads and checks what `fontpack export flutter` wrote into an app folder.

    python3 Tests/Export/flutter_pubspec.py APP_FOLDER [--source FILE#INDEX ...]

Loads APP_FOLDER/fontpack_fonts.yaml with PyYAML (an independent YAML reader),
validates it against Tests/Export/flutter_fonts.schema.json (Flutter's pubspec
`fonts:` schema, with the jsonschema package), and, for every asset: the path
is relative, inside APP_FOLDER, a file, made of the characters Dart's
Uri.parse keeps as they are (flutter_tools reads a font asset with it), and
fontTools reads it as one font (not a collection) whose OS/2 usWeightClass,
to the nearest hundred in 100..900, is the declared weight (none declared
without an OS/2 table), and whose italic bit (OS/2 fsSelection bit 0 or
head.macStyle bit 1) is set exactly when `style: italic` is declared. No
family lists an asset twice. The comment before each family names what the
app asks for each slot (`#   light: fontWeight: FontWeight.w300[, fontStyle:
FontStyle.italic][, fontVariations: [FontVariation('wght', 300.0)]]`); they are
read with a regular expression, as PyYAML drops comments. Exits 1 with the
problems, else prints JSON: {"families": [[family, [{"asset", "weight",
"style", "postscriptName", "usWeightClass", "italic", "axes": {tag: [min,
default, max]}}]]], "requests": {family: {slot: {"weight", "italic",
"variations"}}}, "sources": {FILE#INDEX: PostScript name at the default
instance}}, families in file order.
"""
import json
import pathlib
import re
import sys

import jsonschema
import yaml
from fontTools.ttLib import TTFont

FAMILY_COMMENT = re.compile(r'^    # "(.*)": entry ')
REQUEST = re.compile(
    r"^    #   ([a-z ]+): fontWeight: FontWeight\.w(\d+)(, fontStyle: FontStyle\.italic)?"
    r"(?:, fontVariations: \[(.*)\])?$")
VARIATION = re.compile(r"FontVariation\('([^']*)', ([-0-9.e]+)\)")
SAFE = re.compile(r"^[A-Za-z0-9._/-]+$")
SCHEMA = pathlib.Path(__file__).with_name("flutter_fonts.schema.json")


def declared_weight(weight_class):
    return min(900, max(100, (weight_class + 50) // 100 * 100))


def requests(text):
    """Per family (as its comment quotes it, YAML escapes undone by PyYAML), the slots' requests."""
    found = {}
    family = None
    for line in text.split("\n"):
        match = FAMILY_COMMENT.match(line)
        if match:
            family = yaml.safe_load('"' + match.group(1) + '"')
            found[family] = {}
            continue
        match = REQUEST.match(line)
        if match and family is not None:
            variations = {tag: float(value) for tag, value in VARIATION.findall(match.group(4) or "")}
            found[family][match.group(1)] = {
                "weight": int(match.group(2)), "italic": match.group(3) is not None, "variations": variations}
    return found


def main(folder, sources):
    folder = pathlib.Path(folder).resolve()
    text = (folder / "fontpack_fonts.yaml").read_text(encoding="utf-8")
    document = yaml.safe_load(text)
    problems = []
    try:
        jsonschema.validate(document, json.loads(SCHEMA.read_text()))
    except jsonschema.ValidationError as error:
        print(f"schema: {error.message} at {list(error.absolute_path)}", file=sys.stderr)
        return 1
    families = []
    for family in document["flutter"]["fonts"]:
        name = family["family"]
        seen = set()
        read = []
        for font in family["fonts"]:
            asset = font["asset"]
            if asset in seen:
                problems.append(f"{name}: {asset} listed twice")
            seen.add(asset)
            if asset.startswith("/") or ".." in asset.split("/") or not SAFE.match(asset):
                problems.append(f"{name}: {asset!r} is not a plain relative path")
                continue
            path = folder / asset
            if not path.is_file():
                problems.append(f"{name}: {asset} is not a file")
                continue
            if path.read_bytes()[:4] == b"ttcf":
                problems.append(f"{name}: {asset} is a collection")
                continue
            tt = TTFont(str(path), lazy=True)
            weight_class = tt["OS/2"].usWeightClass if "OS/2" in tt else None
            italic = bool(("OS/2" in tt and tt["OS/2"].fsSelection & 1) or tt["head"].macStyle & 2)
            expected = declared_weight(weight_class) if weight_class is not None else None
            if font.get("weight") != expected:
                problems.append(f"{name}: {asset} declares weight {font.get('weight')}, usWeightClass {weight_class} gives {expected}")
            if (font.get("style") == "italic") != italic:
                problems.append(f"{name}: {asset} declares style {font.get('style')}, italic bit {italic}")
            axes = {a.axisTag: [a.minValue, a.defaultValue, a.maxValue] for a in tt["fvar"].axes} if "fvar" in tt else {}
            read.append({
                "asset": asset, "weight": font.get("weight"), "style": font.get("style"),
                "postscriptName": tt["name"].getDebugName(6), "usWeightClass": weight_class,
                "italic": italic, "axes": axes,
            })
        families.append([name, read])
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    named = {}
    for source in sources:
        file, index = source.rsplit("#", 1)
        named[source] = TTFont(file, fontNumber=int(index), lazy=True)["name"].getDebugName(6)
    found = requests(text)
    for name, _ in families:
        if name not in found:
            problems.append(f"{name}: no comment with its slots' requests")
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    print(json.dumps({"families": families, "requests": found, "sources": named}, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    arguments = sys.argv[2:]
    sys.exit(main(sys.argv[1], [arguments[i + 1] for i in range(0, len(arguments) - 1, 2) if arguments[i] == "--source"]))
