"""Compares what fontpack reads of a whole project with what translate-toolkit reads,
per file, key and language. The measurement of Benchmarks/results/strings-formats-qt-i18next.md.

    /usr/bin/python3 Tests/Strings/compare_translate_toolkit_qt_i18next.py qt|i18next FOLDER [--build DIR] [--show N]

Builds Tests/Strings/strings_dump.swift with swiftc against the package's debug
build (DIR, default .build/debug: run `swift build` first), runs it on FOLDER,
keeps the strings of the format (kind `qt` or `i18next`), and runs the oracle
beside this file on the files fontpack read (translate_toolkit_ts.py or
translate_toolkit_i18next.py, Debian's python3-translate). Also finds the
format's files by its own rule, to count the files fontpack missed: for qt,
every *.ts whose text has a <TS element; for i18next, every *.json translate-
toolkit's language rule names (a language folder or name) under a folder named
locales, locale, i18n, lang, langs, languages, translations or l10n.

A string agrees when fontpack's text equals the oracle's, or, where the oracle's
text holds HTML, equals what html.parser draws of it once white space is
collapsed. Prints the counts and the first N disagreements of each kind.
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FOLDERS = {"locales", "locale", "i18n", "lang", "langs", "languages", "translations", "l10n"}


def build_dump(build):
    out = os.path.join(tempfile.gettempdir(), "fontpack-strings-dump")
    objects = []
    for module in ["FontPackage", "FontPackageStrings", "FontPackageSupport"]:
        folder = os.path.join(build, module + ".build")
        objects += [os.path.join(folder, name) for name in sorted(os.listdir(folder)) if name.endswith(".o")]
    subprocess.run(["swiftc", "-O", "-I", os.path.join(build, "Modules"), *objects,
                    os.path.join(HERE, "strings_dump.swift"), "-o", out], check=True)
    return out


def own_files(format, folder):
    found = []
    for base, folders, names in os.walk(folder):
        folders[:] = sorted(name for name in folders if not name.startswith("."))
        for name in sorted(names):
            path = os.path.join(base, name)
            if format == "qt" and name.endswith(".ts"):
                with open(path, "rb") as file:
                    if b"<TS" in file.read(4096):
                        found.append(path)
            elif format == "i18next" and name.endswith(".json"):
                parts = path.split(os.sep)
                sys.path.insert(0, HERE)
                import translate_toolkit_i18next as oracle
                if oracle.language(path) and (parts[-2] in FOLDERS or (len(parts) > 2 and parts[-3] in FOLDERS)):
                    found.append(path)
    return found


def language_key(code):
    if code is None:
        return None
    code = code.replace("_", "-").replace("@", "-").lower()
    return code.replace("-latin", "-latn").replace("-cyrillic", "-cyrl")


def collapse(text):
    return " ".join(text.split())


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("format", choices=["qt", "i18next"])
    parser.add_argument("folder")
    parser.add_argument("--build", default=os.path.join(ROOT, ".build", "debug"))
    parser.add_argument("--show", type=int, default=10)
    arguments = parser.parse_args()
    folder = os.path.abspath(arguments.folder)

    dump = json.loads(subprocess.run([build_dump(arguments.build), folder], check=True, capture_output=True).stdout)
    read = {}
    languages = {}
    for file, language, key, variant, text, kind in dump["strings"]:
        if kind != arguments.format:
            continue
        read[(file, key, variant)] = text
        languages.setdefault(file, set()).add(language)
    files = sorted(languages)
    own = own_files(arguments.format, folder)
    script = "translate_toolkit_ts.py" if arguments.format == "qt" else "translate_toolkit_i18next.py"
    oracle = {}
    for start in range(0, len(own), 100):
        chunk = own[start:start + 100]
        oracle.update(json.loads(subprocess.run([sys.executable, os.path.join(HERE, script), *chunk],
                                                check=True, capture_output=True).stdout))

    counts = collections.Counter()
    examples = collections.defaultdict(list)
    expected_keys = set()
    for file, result in oracle.items():
        for key, variant, text, drawn in result["strings"]:
            expected_keys.add((file, key, variant))
            mine = read.get((file, key, variant))
            if mine is None:
                kind = "only translate-toolkit"
            elif mine == text:
                kind = "equal"
            elif drawn is not None and collapse(mine) == collapse(drawn):
                kind = "equal as HTML draws it"
            else:
                kind = "different text"
            counts[kind] += 1
            if kind not in ("equal", "equal as HTML draws it"):
                examples[kind].append((file, key, variant, mine, text))
    for (file, key, variant), text in read.items():
        if (file, key, variant) not in expected_keys:
            kind = "only fontpack (a plural form translate-toolkit's tags lack)" if variant and variant.startswith("plural.") \
                else "only fontpack"
            counts[kind] += 1
            examples[kind].append((file, key, variant, text, None))
    language_agreement = collections.Counter()
    for file in sorted(set(files) | {file for file, result in oracle.items() if result["strings"]}):
        if file not in languages or not oracle.get(file, {}).get("strings"):
            language_agreement["strings in one reading only"] += 1
            continue
        theirs = language_key(oracle[file]["language"]) if file in oracle else None
        mine = {language_key(language) for language in languages[file]}
        language_agreement["same" if mine == {theirs} else "different"] += 1
        if mine != {theirs}:
            examples["language"].append((file, None, None, sorted(mine), theirs))
    with_strings = {file for file, result in oracle.items() if result["strings"]}
    missed = sorted(with_strings - set(files))

    print(f"format: {arguments.format}; folder: {arguments.folder}")
    print(f"files: by the oracle's own rule {len(own)}, with strings for translate-toolkit {len(with_strings)}, "
          f"with strings for fontpack {len(files)}; with strings for translate-toolkit only: {len(missed)}")
    print(f"languages: fontpack {len({language_key(l) for s in languages.values() for l in s})}, "
          f"translate-toolkit {len({language_key(oracle[f]['language']) for f in with_strings})}")
    print(f"strings: fontpack {len(read)}, translate-toolkit {len(expected_keys)}")
    for kind, count in sorted(counts.items()):
        print(f"  {kind}: {count}")
    print(f"file languages: {dict(language_agreement)}")
    print(f"fontpack diagnostics: {len(dump['diagnostics'])}")
    for line in dump["diagnostics"][:arguments.show]:
        print("  " + line.splitlines()[0])
    for path in missed[:arguments.show]:
        print(f"  missed: {path}")
    for kind, rows in sorted(examples.items()):
        print(f"{kind}: {len(rows)}")
        for row in rows[:arguments.show]:
            print("  " + json.dumps(row, ensure_ascii=False))


if __name__ == "__main__":
    main()
