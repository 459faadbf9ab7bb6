#!/usr/bin/env python3
"""Lists every `package` declaration of the modules and whether another target uses it.

`package` couples modules through their internals, so a declaration stays `package` only
when a sibling module or a test target needs it. For each `package` func, var, let, init,
subscript, typealias, struct, enum, class, actor or protocol under Sources/<Module>/, this
prints its module, file:line, kind, name and a verdict:

  keep      the name appears in a Swift file of another target (Sources/<other>/ or a
            test target's directory, as Package.swift declares them), named there
  internal  the name appears only in its own module: a candidate to drop `package`

A member is looked up as `.name` (a value's, a type's, an implicit member or a key path);
an init as its type's name called (`Type(`, `Type.init`, or `.init(` in a file naming the
type); a type no other target names is a candidate unless the signature of a declaration
that stays `package` names it, and a candidate type's members are candidates with it. Names are matched as words outside
comments, so a common name (`name`, `file`) is kept when anything else spells it: the
list is a guide, and the compiler has the last word (a candidate the build needs goes back
to `package`).

Usage: python3 Scripts/ci/package-surface.py [--module NAME] [--candidates] [--counts]
"""

import argparse
import os
import re
import sys
from collections import Counter, defaultdict

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

KINDS = "func|var|let|init|subscript|typealias|struct|enum|class|actor|protocol"
MODIFIERS = r"(?:(?:@\w+(?:\([^)]*\))?|nonisolated|final|static|class|override|mutating|convenience|required|lazy|indirect|dynamic)\s+)*"
DECL = re.compile(
    r"^\s*" + MODIFIERS
    + r"package(?:\(set\))?(?:\s+(?:private|internal)\(set\))?\s+"
    + MODIFIERS
    + r"(?P<kind>" + KINDS + r")\b\??\s*(?P<name>[A-Za-z_][A-Za-z_0-9]*|`[^`]+`|[^\sA-Za-z_(<]+)?"
)
TYPE_OPEN = re.compile(r"\b(?:struct|class|enum|actor|protocol|extension)\s+(?P<name>[A-Za-z_][A-Za-z_0-9.]*)")


def targets():
    """(name, directory) of every Swift target and test target Package.swift declares."""
    manifest = open(os.path.join(ROOT, "Package.swift"), encoding="utf-8").read()
    found = []
    for match in re.finditer(r"\.(target|executableTarget|testTarget)\(\s*name:\s*\"([^\"]+)\"(?P<rest>[^)]*)", manifest):
        kind, name, rest = match.group(1), match.group(2), match.group("rest")
        path = re.search(r"path:\s*\"([^\"]+)\"", rest)
        if path:
            directory = path.group(1)
        else:
            directory = os.path.join("Tests" if kind == "testTarget" else "Sources", name)
        found.append((name, directory))
    return found


def swift_files(directory):
    for base, _, names in os.walk(os.path.join(ROOT, directory)):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(base, name)


def clean(text, blank_strings):
    """The text with comments removed and, when asked, string literals' contents blanked;
    line breaks stay where they were."""
    out = []
    i, n = 0, len(text)
    depth = 0  # nested block comments
    while i < n:
        c = text[i]
        if depth:
            if text.startswith("*/", i):
                depth -= 1
                i += 2
            elif text.startswith("/*", i):
                depth += 1
                i += 2
            else:
                out.append("\n" if c == "\n" else " ")
                i += 1
            continue
        if text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
            continue
        if text.startswith("/*", i):
            depth = 1
            i += 2
            continue
        if c == '"' or (c == "#" and re.match(r'#+"', text[i:])):
            hashes = len(re.match(r"#*", text[i:]).group(0))
            j = i + hashes
            multiline = text.startswith('"""', j)
            close = ('"""' if multiline else '"') + "#" * hashes
            j += 3 if multiline else 1
            start = j
            while j < n and not text.startswith(close, j):
                if text[j] == "\\" and hashes == 0:
                    j += 1
                if text[j] == "\n" and not multiline:
                    break
                j += 1
            body = text[start:j]
            opening = text[i:start]
            out.append(opening)
            out.append(re.sub(r"[^\n]", " ", body) if blank_strings else body)
            out.append(close if text.startswith(close, j) else "")
            i = j + (len(close) if text.startswith(close, j) else 0)
            continue
        out.append(c)
        i += 1
    return "".join(out)


def declarations(module_dir):
    """(file, line number, kind, name, enclosing type) of each `package` declaration."""
    for path in swift_files(module_dir):
        text = clean(open(path, encoding="utf-8").read(), blank_strings=True)
        stack = []  # (type name, brace depth inside it)
        depth = 0
        pending = None
        lines = text.split("\n")
        for number, line in enumerate(lines, 1):
            match = DECL.match(line)
            if match and match.group("kind"):
                kind = match.group("kind")
                name = match.group("name") or kind
                if kind in ("init", "subscript"):
                    name = kind
                enclosing = stack[-1][0] if stack else None
                # The signature: the declaration up to its body.
                signature = []
                for following in lines[number - 1:number + 11]:
                    signature.append(following.split("{")[0])
                    if "{" in following or (kind in ("var", "let") and not following.rstrip().endswith(",")):
                        break
                yield path, number, kind, name.strip("`"), enclosing, " ".join(signature)
            opened = TYPE_OPEN.search(line)
            if opened:
                pending = opened.group("name").split(".")[-1]
            for c in line:
                if c == "{":
                    depth += 1
                    if pending:
                        stack.append((pending, depth))
                        pending = None
                elif c == "}":
                    if stack and stack[-1][1] == depth:
                        stack.pop()
                    depth -= 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--module", help="only this module's declarations")
    parser.add_argument("--candidates", action="store_true", help="only the declarations no other target names")
    parser.add_argument("--counts", action="store_true", help="only the count of kept and candidate declarations per module")
    args = parser.parse_args()

    all_targets = targets()
    texts = {}
    for name, directory in all_targets:
        texts[name] = [clean(open(p, encoding="utf-8").read(), blank_strings=False) for p in swift_files(directory)]
    words = {name: set(re.findall(r"[A-Za-z_][A-Za-z_0-9]*", "\n".join(files))) for name, files in texts.items()}

    def users(word, own, pattern=None):
        """The targets other than `own` whose files name `word` (or match `pattern`)."""
        found = []
        for target, _ in all_targets:
            if target == own:
                continue
            if pattern is None:
                if word in words[target]:
                    found.append(target)
            elif word in words[target] and any(pattern.search(f) for f in texts[target]):
                found.append(target)
        return found

    counts = defaultdict(Counter)
    modules = [name for name, directory in all_targets if directory.startswith("Sources/")]
    for module, directory in all_targets:
        if not directory.startswith("Sources/") or (args.module and module != args.module):
            continue
        rows = list(declarations(directory))
        named = []  # the other targets naming each declaration, on its own
        for path, number, kind, name, enclosing, signature in rows:
            if kind == "init" and enclosing:
                called = re.compile(r"\b" + re.escape(enclosing) + r"(?:<[^>\n]*>)?(?:\s*\(|\.init\b)|\.init\(")
                named.append(users(enclosing, module, called))
            elif re.match(r"[A-Za-z_]", name) and enclosing and kind != "typealias":
                # A member is reached as `.name` (`value.name`, `Type.name`, `.name`, `\.name`).
                named.append(users(name, module, re.compile(r"\.\s*" + re.escape(name) + r"\b")))
            elif re.match(r"[A-Za-z_]", name):
                named.append(users(name, module))
            else:
                named.append(["(operator)"])
        # A type of this module that no other target names, nor the signature of a declaration
        # that stays package, is a candidate, and its members with it.
        type_kinds = ("struct", "enum", "class", "actor", "protocol", "typealias")
        local_types = {row[3] for row, used in zip(rows, named) if row[2] in type_kinds and not used}
        while True:
            verdicts = [[] if row[4] in local_types and row[2] not in type_kinds else used for row, used in zip(rows, named)]
            kept_signatures = " ".join(row[5] for row, used in zip(rows, verdicts) if used)
            still = {t for t in local_types if not re.search(r"\b" + re.escape(t) + r"\b", kept_signatures)}
            if still == local_types:
                break
            local_types = still
        for (path, number, kind, name, enclosing, signature), used in zip(rows, verdicts):
            if kind in type_kinds and not used and name not in local_types:
                used = ["(signature)"]
            verdict = "keep" if used else "internal"
            counts[module][verdict] += 1
            if args.counts or (args.candidates and used):
                continue
            where = os.path.relpath(path, ROOT)
            print(f"{module}\t{where}:{number}\t{kind}\t{name}\t{verdict}\t{','.join(used[:4])}")
    if args.counts:
        for module in modules:
            if counts[module]:
                print(f"{module:24} keep {counts[module]['keep']:4}  internal {counts[module]['internal']:4}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
