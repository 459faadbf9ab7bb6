#!/usr/bin/env python3
"""Lists `public` declarations of the library modules without a `///` comment.

    python3 Scripts/ci/check-public-docs.py      # exit 1 when any is undocumented
"""
import pathlib
import re
import sys

MODULES = ["FontPackage", "FontPackageStrings", "FontPackageInspection", "FontPackageCheck",
           "FontPackageSubset", "FontPackageReporting", "FontPackageHTMLReport"]
DECLARATION = re.compile(r"^\s*(@\w+(\([^)]*\))?\s+)*public\s+(?!import\b)")


def main():
    root = pathlib.Path(__file__).resolve().parents[2]
    missing = []
    for module in MODULES:
        for path in sorted((root / "Sources" / module).rglob("*.swift")):
            lines = path.read_text(encoding="utf-8").split("\n")
            for number, line in enumerate(lines):
                if not DECLARATION.match(line):
                    continue
                previous = number - 1
                while previous >= 0 and (lines[previous].strip().startswith("@") or not lines[previous].strip()):
                    if not lines[previous].strip():
                        break
                    previous -= 1
                if previous < 0 or not lines[previous].strip().startswith("///"):
                    missing.append(f"{path.relative_to(root)}:{number + 1}: {line.strip()}")
    print("\n".join(missing))
    print(f"{len(missing)} public declarations without a doc comment", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
