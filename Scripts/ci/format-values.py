#!/usr/bin/env python3
"""Prints the values a fontpack command's --format takes, one a line, in the
order its help lists them: the command's list of writers, read from the tool
itself (swift-argument-parser's --experimental-dump-help), so that no script
keeps a list of formats of its own.

    python3 Scripts/ci/format-values.py FONTPACK COMMAND

Exits 1 when the command has no --format option.
"""
import json
import subprocess
import sys

fontpack, command = sys.argv[1], sys.argv[2]
dump = json.loads(subprocess.run([fontpack, command, "--experimental-dump-help"], check=True, capture_output=True).stdout)
for argument in dump["command"].get("arguments", []):
    if any(name["name"] == "format" and name["kind"] == "long" for name in argument.get("names", [])):
        print("\n".join(argument["allValues"]))
        sys.exit(0)
sys.exit(f"{command} has no --format")
