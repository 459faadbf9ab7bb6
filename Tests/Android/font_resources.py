"""Reads and validates what `fontpack export android` wrote into a res/ folder.

    python3 Tests/Android/font_resources.py RES_FOLDER

Parses every XML file with Python's own parser and checks Android's schema for
font resources (developer.android.com, "Font resources"): each font family's
<font> elements carry android:fontStyle (normal|italic), android:fontWeight
(1-1000) and android:font (@font/<a file of res/font>), and the same app:
attributes (AndroidX, API < 26); file-based resource names are lowercase a-z,
0-9 and _, starting with a letter (aapt2); values folder names are valid locale
qualifiers (values-ll, values-ll-rRR, values-b+ll+Scrp+RR). A <font> may
carry android:fontVariationSettings (API 28) and app:fontVariationSettings
(AndroidX), equal, in the syntax FontVariationAxis.fromFontVariationSettings
reads ('wght' 300, 'wdth' 87.5), each tag an axis of the font's fvar and each
value inside the axis. Exits 1 with the problems, else prints JSON:
{"families": {name: [[style, weight, font, {tag: value} or null]]},
"values": {folder: family}, "fonts": {name: PostScript name read by fontTools},
"axes": {name: {tag: default}} for variable fonts}.
"""
import json
import pathlib
import re
import sys
import xml.etree.ElementTree as ET

from fontTools.ttLib import TTFont

ANDROID = "{http://schemas.android.com/apk/res/android}"
APP = "{http://schemas.android.com/apk/res-auto}"
NAME = re.compile(r"^[a-z][a-z0-9_]*$")
SETTING = re.compile(r"^\s*'([\x20-\x7e]{4})'\s+(-?[0-9]+(?:\.[0-9]+)?)\s*$")
QUALIFIER = re.compile(r"^values(-[a-z]{2}(-r[A-Z]{2})?|-b\+[a-z]{2,3}(\+[A-Z][a-z]{3})?(\+([A-Z]{2}|[0-9]{3}))?)?$")


def main():
    res = pathlib.Path(sys.argv[1])
    problems = []
    fonts = {}
    axes = {}
    for path in sorted((res / "font").iterdir()):
        if not NAME.match(path.stem):
            problems.append(f"{path.name}: not a resource name")
        if path.suffix in (".ttf", ".otf"):
            font = TTFont(str(path))
            fonts[path.stem] = font["name"].getDebugName(6)
            if "fvar" in font:
                axes[path.stem] = {a.axisTag: (a.minValue, a.defaultValue, a.maxValue) for a in font["fvar"].axes}
        elif path.suffix != ".xml":
            problems.append(f"{path.name}: res/font takes .ttf, .otf and .xml")
    families = {}
    for path in sorted((res / "font").glob("*.xml")):
        root = ET.parse(path).getroot()
        if root.tag != "font-family":
            problems.append(f"{path.name}: root is {root.tag}")
            continue
        seen = set()
        entries = []
        for font in root:
            if font.tag != "font":
                problems.append(f"{path.name}: unexpected <{font.tag}>")
                continue
            style, weight, file = (font.get(ANDROID + key) for key in ("fontStyle", "fontWeight", "font"))
            if (style, weight, file) != tuple(font.get(APP + key) for key in ("fontStyle", "fontWeight", "font")):
                problems.append(f"{path.name}: app: attributes differ from android: ones")
            if style not in ("normal", "italic"):
                problems.append(f"{path.name}: fontStyle {style}")
            if not (weight or "").isdigit() or not 1 <= int(weight) <= 1000:
                problems.append(f"{path.name}: fontWeight {weight}")
                continue
            if not (file or "").startswith("@font/") or file[6:] not in fonts:
                problems.append(f"{path.name}: font {file} is not a font file of res/font")
                continue
            if (style, weight) in seen:
                problems.append(f"{path.name}: {style} {weight} twice")
            seen.add((style, weight))
            settings = font.get(ANDROID + "fontVariationSettings")
            if settings != font.get(APP + "fontVariationSettings"):
                problems.append(f"{path.name}: app:fontVariationSettings differs from android:")
            variation = None
            if settings is not None:
                variation = {}
                for part in settings.split(","):
                    match = SETTING.match(part)
                    if not match:
                        problems.append(f"{path.name}: fontVariationSettings {settings!r} is not 'tag' value, ...")
                        continue
                    tag, value = match.group(1), float(match.group(2))
                    bounds = axes.get(file[6:], {}).get(tag)
                    if bounds is None or not bounds[0] <= value <= bounds[2]:
                        problems.append(f"{path.name}: {tag} {value} is not inside an axis of {file}")
                    variation[tag] = value
            entries.append([style, int(weight), file[6:], variation])
        families[path.stem] = entries
    values = {}
    for folder in sorted(res.glob("values*")):
        if not QUALIFIER.match(folder.name):
            problems.append(f"{folder.name}: not a locale qualifier")
        root = ET.parse(folder / "fontpack.xml").getroot()
        items = [item for item in root if item.tag == "item" and item.get("name") == "fontpack"]
        if root.tag != "resources" or len(items) != 1 or items[0].get("type") != "font":
            problems.append(f"{folder.name}/fontpack.xml: not one font item named fontpack")
            continue
        target = (items[0].text or "").strip()
        if not target.startswith("@font/") or target[6:] not in families:
            problems.append(f"{folder.name}/fontpack.xml: {target} is not a font family of res/font")
            continue
        values[folder.name] = target[6:]
    if problems:
        print("\n".join(problems))
        sys.exit(1)
    print(json.dumps({"families": families, "values": values, "fonts": fonts,
                      "axes": {name: {tag: bounds[1] for tag, bounds in tags.items()} for name, tags in axes.items()}}))


if __name__ == "__main__":
    main()
