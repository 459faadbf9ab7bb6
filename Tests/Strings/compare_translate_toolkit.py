"""Compares what fontpack's readers read from a whole real project with what
translate-toolkit reads, per file, key and language, and prints the numbers
recorded in Benchmarks/results/strings-formats.md.

    /usr/bin/python3 Tests/Strings/compare_translate_toolkit.py resw|properties FOLDER [DEVELOPMENT_LANGUAGE]

Run from the package root after `swift build --build-tests`. fontpack's side
is `RealProjectDumpTests` (Tests/FontPackageStringsTests), which loads FOLDER
as `fontpack check --strings FOLDER` does and writes every string it read;
translate-toolkit's side is `translate_toolkit.py` in this folder, on every
file of the format under FOLDER. The language translate-toolkit's side
expects of a file comes from its path by the platform's naming rule, applied
here on its own: the folder's culture (`Strings/fr-FR/`, or a `lang-`
qualifier) for .resw, the `_ll[_Script][_CC][_variant]` suffix for .properties;
a file whose path names none is the development language's.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import translate_toolkit  # noqa: E402

RESW_TAG = re.compile(r"^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$")
JAVA_SUFFIX = re.compile(r"_([a-z]{2,3})(?:_([A-Z][a-z]{3}))?(?:_([A-Z]{2}|[0-9]{3})(?:_([A-Za-z0-9_]+))?)?$")


def path_language(kind, path, development):
    if kind == "resw":
        parts = path.split("/")
        name = parts[-1][: -len(".resw")]
        for segment in [name.split(".")[-1] if "." in name else ""] + parts[-2::-1]:
            for qualifier in segment.split("_"):
                for prefix in ("lang-", "language-"):
                    if qualifier.lower().startswith(prefix) and RESW_TAG.match(qualifier[len(prefix):]):
                        return qualifier[len(prefix):]
        return parts[-2] if len(parts) >= 2 and RESW_TAG.match(parts[-2]) else development
    match = JAVA_SUFFIX.search(os.path.basename(path)[: -len(".properties")])
    return "-".join(part for part in match.groups() if part) if match else development



def strings_of(path):
    try:
        return translate_toolkit.read_properties(path) if path.endswith(".properties") else read_resx(path)
    except Exception as error:  # a file translate-toolkit cannot parse
        return error


def read_resx(path):
    import xml.etree.ElementTree as ET
    from translate.storage import resx
    binary = {data.get("name") for data in ET.parse(path).getroot().iter("data")
              if data.get("type") is not None or data.get("mimetype") is not None}
    return {unit.getid(): unit.target for unit in resx.RESXFile.parsefile(path).units if unit.getid() not in binary}


def main():
    kind, folder = sys.argv[1], sys.argv[2].rstrip("/")
    development = sys.argv[3] if len(sys.argv) > 3 else "en"
    with tempfile.TemporaryDirectory() as scratch:
        output = os.path.join(scratch, "dump.json")
        environment = dict(os.environ, FONTPACK_DUMP_STRINGS=folder, FONTPACK_DUMP_OUTPUT=output,
                           FONTPACK_DUMP_DEVELOPMENT_LANGUAGE=development)
        subprocess.run(["swift", "test", "--disable-xctest", "--skip-build", "--filter", "RealProjectDumpTests"],
                       env=environment, check=True, stdout=subprocess.DEVNULL)
        with open(output, encoding="utf-8") as file:
            dump = json.load(file)
    ours = {path: entry for path, entry in dump["files"].items() if path.endswith("." + kind)}
    everything = sorted(os.path.join(root, name) for root, dirs, names in os.walk(folder)
                        for name in names if name.endswith("." + kind) and not any(p.startswith(".") for p in root.split("/")))
    theirs = {path: strings_of(path) for path in everything}
    unparsed = [path for path, strings in theirs.items() if isinstance(strings, Exception)]
    left_out = [path for path in everything if path not in ours]
    print(f"{kind} files under {folder}: {len(everything)}; translate-toolkit parses {len(everything) - len(unparsed)};"
          f" fontpack reads {len(ours)} ({dump['copies']} of them copies of another file, read once), leaves out {len(left_out)}")
    reasons = {}
    for path in left_out:
        if kind == "resw" and "qps-" in path.split("/")[-2].lower():
            reason = "pseudo-locale (qps-*)"
        elif kind == "properties" and not JAVA_SUFFIX.search(os.path.basename(path)[: -len(".properties")]):
            reason = "no locale suffix and no translated sibling"
        else:
            reason = "other"
        reasons[reason] = reasons.get(reason, 0) + 1
    for reason, count in sorted(reasons.items()):
        print(f"  left out, {reason}: {count}")
    for path in left_out[:12]:
        count = "unparsed" if isinstance(theirs[path], Exception) else f"{len(theirs[path])} strings"
        print(f"  left out: {os.path.relpath(path, folder)} ({count})")
    if len(left_out) > 12:
        print(f"  ... and {len(left_out) - 12} more")
    same = different = only_theirs = only_ours = 0
    examples = []
    language_agree = language_differ = 0
    languages_ours, languages_theirs = set(), set()
    for path, entry in sorted(ours.items()):
        expected = theirs.get(path)
        if isinstance(expected, Exception) or expected is None:
            examples.append(f"translate-toolkit cannot read {path}: {expected}")
            continue
        strings = entry.get("strings", {})
        for key in expected.keys() | strings.keys():
            if key not in strings:
                only_theirs += 1
                examples.append(f"only translate-toolkit: {os.path.relpath(path, folder)} {key!r}")
            elif key not in expected:
                only_ours += 1
                examples.append(f"only fontpack: {os.path.relpath(path, folder)} {key!r}")
            elif strings[key] == expected[key]:
                same += 1
            else:
                different += 1
                examples.append(f"differs: {os.path.relpath(path, folder)} {key!r}: {strings[key]!r} / {expected[key]!r}")
        expected_language = path_language(kind, path, development)
        if strings:
            languages_theirs.add(expected_language.lower())
            languages_ours.update(language.lower() for language in entry["languages"])
            if [language.lower() for language in entry["languages"]] == [expected_language.lower().replace("_", "-")]:
                language_agree += 1
            else:
                language_differ += 1
                examples.append(f"language: {os.path.relpath(path, folder)}: {entry['languages']} / {expected_language}")
    total_theirs = sum(len(s) for p, s in theirs.items() if p in ours and not isinstance(s, Exception))
    total_ours = sum(len(entry.get("strings", {})) for entry in ours.values())
    all_theirs = sum(len(s) for s in theirs.values() if not isinstance(s, Exception))
    print(f"strings: fontpack {total_ours}, translate-toolkit {total_theirs} in the same files ({all_theirs} in all {len(everything)})")
    print(f"per file and key: {same} same, {different} different, {only_theirs} only translate-toolkit, {only_ours} only fontpack")
    print(f"languages: fontpack {len(languages_ours)}, by the path rule {len(languages_theirs)};"
          f" files whose language agrees {language_agree}, differs {language_differ}")
    print(f"fontpack diagnostics: {len(dump['diagnostics'])}")
    for line in dump["diagnostics"][:8]:
        print("  " + line)
    for line in examples[:20]:
        print("  " + line)
    if len(examples) > 20:
        print(f"  ... and {len(examples) - 20} more")


if __name__ == "__main__":
    main()
