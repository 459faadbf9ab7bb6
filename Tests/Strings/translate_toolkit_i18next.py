"""Prints the strings translate-toolkit reads from i18next JSON files.

    /usr/bin/python3 Tests/Strings/translate_toolkit_i18next.py FILE.json...

Needs Debian's python3-translate (`translate.storage.jsonl10n.I18NextV4File`).
A file's language is its folder's name (`locales/de/common.json`) when that is
a language tag, else its name's (`locales/de.json`, `lang/main-de.json`): the
layouts of i18next's file backends; translate-toolkit is told it
(`settargetlanguage`), since its plural forms are the language's CLDR
categories. Each unit's id is its key path joined by "." (array items by their
index); a plural unit gives each form that is not empty as variant
"plural.<category>". `null` is not text; a number is its JSON text.

The text is the value without what i18next replaces ({{...}} interpolations,
$t(...) nestings) and without the tags of react-i18next's Trans component
(<0>, </0>, <1/>, and the HTML nodes it keeps: br, strong, i, p).

Prints JSON: {file: {"language": ..., "strings": [[key, variant, text, null]...]}}.
"""
import json
import os
import re
import sys

from translate.misc.multistring import multistring
from translate.storage import jsonl10n

TAG = re.compile(r"^[a-z]{2,3}([-_][A-Za-z]{4})?([-_]([A-Za-z]{2}|[0-9]{3}))?$")
INTERPOLATION = re.compile(r"\{\{.*?\}\}", re.DOTALL)
TRANS_TAG = re.compile(r"</?([0-9]+|br|strong|i|p) */?>")


def nesting_end(text, start):
    depth = 0
    for index in range(start + 2, len(text)):
        if text[index] == "(":
            depth += 1
        elif text[index] == ")":
            depth -= 1
            if depth == 0:
                return index + 1
    return None


def drawn(text):
    text = INTERPOLATION.sub("", text)
    while "$t(" in text:
        start = text.index("$t(")
        end = nesting_end(text, start)
        if end is None:
            break
        text = text[:start] + text[end:]
    return TRANS_TAG.sub("", text)


def language(path):
    folder = os.path.basename(os.path.dirname(path))
    if TAG.match(folder):
        return folder
    name = os.path.splitext(os.path.basename(path))[0]
    for index, character in enumerate(name):
        if TAG.match(name[index:]) and (index == 0 or name[index - 1] in "-_"):
            return name[index:]
    return None


def unit_key(unit):
    key = unit.getid()
    key = re.sub(r"\[([0-9]+)\]", r".\1", key)
    return key[1:] if key.startswith(".") else key


def main():
    files = {}
    for path in sys.argv[1:]:
        store = jsonl10n.I18NextV4File()
        code = language(path)
        if code:
            store.settargetlanguage(code)
        with open(path, "rb") as file:
            store.parse(file.read())
        strings = {}
        for unit in store.units:
            target = unit.target
            if target is None:
                continue
            if isinstance(target, multistring):
                tags = store.plural_tags
                for index, form in enumerate(target.strings):
                    if index < len(tags) and str(form):
                        strings[(unit_key(unit), "plural." + tags[index])] = drawn(str(form))
                continue
            text = target if isinstance(target, str) else json.dumps(target)
            strings[(unit_key(unit), None)] = drawn(text)
        files[path] = {"language": code,
                       "strings": [[key, variant, text, None] for (key, variant), text in strings.items() if text != ""]}
    json.dump(files, sys.stdout, ensure_ascii=False, sort_keys=True, indent=1)


if __name__ == "__main__":
    main()
