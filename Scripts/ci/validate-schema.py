#!/usr/bin/env python3
"""Validate configs against Config/appfont.schema.json with the reference
`jsonschema` implementation, so the schema and the Swift reader agree.

Usage: python3 Scripts/ci/validate-schema.py [config.json ...]
With no arguments it checks Config/appfont.json, the chain test pack
(Tests/Fixtures/ChainPack/appfont.json), the source document's format
(which must stay valid) and a set of configs the schema must reject.
"""
import json
import os
import sys

from jsonschema import Draft202012Validator

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
with open(os.path.join(ROOT, "Config", "appfont.schema.json"), encoding="utf-8") as f:
    schema = json.load(f)
Draft202012Validator.check_schema(schema)
validator = Draft202012Validator(schema)

SOURCE_FORMAT = {"list": [
    {"env": "vi", "note": "越南语", "data": [
        {"font": 0, "name": "genjyuu_light(越南细)"}, {"font": 1, "name": "genjyuu_medium(越南中)"},
        {"font": 2, "name": "genjyuu_bold(越南粗)"}]},
    {"env": "default", "note": "其他语种", "data": [
        {"font": 0, "name": "GothamRndSSm-Light"}, {"font": 1, "name": "GothamRndSSm-Medium"},
        {"font": 2, "name": "GothamRndSSm-Bold"}]}]}

TEXT_STYLES = {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}, {"font": 2, "name": "B"}]}],
               "textStyles": {"headline": {"slot": "bold", "size": 18}, "caption2": {"slot": 1}, "body": {"size": 16.5}}}

CURRENCIES = {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "currencies": ["EUR", "INR"],
              "languagePicker": ["en", "th", "hi"]}

LANGUAGES = {"list": [{"env": "default", "data": [{"font": 0, "name": "A"}]}],
             "languages": {"mni": {"script": "Mtei"}, "btm": {"script": "Latn"}}}

MUST_FAIL = {
    "language script not a code": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "languages": {"mni": {"script": "Meetei"}}},
    "language script a bare string": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "languages": {"mni": "Mtei"}},
    "language without a script": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "languages": {"mni": {}}},
    "language key with a region": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "languages": {"mni-IN": {"script": "Mtei"}}},
    "currency not an ISO code": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "currencies": ["euro"]},
    "language picker a string": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "languagePicker": "th"},
    "currencies not an array": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "currencies": "EUR"},
    "font out of range": {"list": [{"env": "vi", "data": [{"font": 3, "name": "A"}]}]},
    "font and weight": {"list": [{"env": "vi", "data": [{"font": 0, "weight": 300, "name": "A"}]}]},
    "empty name": {"list": [{"env": "vi", "data": [{"font": 0, "name": " "}]}]},
    "absolute file": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A", "file": "/a.ttf"}]}]},
    "variation not an object": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A", "variation": 300}]}]},
    "variation value not a number": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A", "variation": {"wght": "300"}}]}]},
    "empty variation": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A", "variation": {}}]}]},
    "variation axis tag not four characters": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A", "variation": {"weight": 300}}]}]},
    "no entries": {"list": []},
    "no data": {"list": [{"env": "vi", "data": []}]},
    "bad script code": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "scripts": {"Hanzi": "vi"}},
    "empty fallback": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}], "fallback": []}]},
    "fallback not a string": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "fallback": [3]},
    "rule level unknown": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "rules": {"weight-fallback": "silent"}},
    "rules not an object": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "rules": ["weight-fallback"]},
    "rule object without a level": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "rules": {"clipped-ink": {"tolerance": 1}}},
    "rule tolerance past 100": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "rules": {"clipped-ink": {"level": "warning", "tolerance": 150}}},
    "unknown text style": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "textStyles": {"headlin": {"slot": "bold"}}},
    "unknown text style slot": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "textStyles": {"headline": {"slot": "heavy"}}},
    "text style slot out of range": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "textStyles": {"headline": {"slot": 3}}},
    "text style size zero": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "textStyles": {"body": {"size": 0}}},
    "text style size a string": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "textStyles": {"body": {"size": "18"}}},
    "text style empty": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "textStyles": {"body": {}}},
    "fit without maxWidth": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "fit": [{"keys": "tab.*", "size": 11}]},
    "fit with size and text style": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "fit": [{"keys": "a", "maxWidth": 80, "size": 11, "textStyle": "body"}]},
    "fit with neither size nor text style": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "fit": [{"keys": "a", "maxWidth": 80}]},
    "fit width zero": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "fit": [{"keys": "a", "maxWidth": 0, "size": 11}]},
    "fit content size without a text style": {"list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}], "fit": [{"keys": "a", "maxWidth": 80, "size": 11, "contentSize": "AX1"}]},
}

failures = 0
paths = sys.argv[1:] or [
    os.path.join(ROOT, "Config", "appfont.json"),
    os.path.join(ROOT, "Tests", "Fixtures", "ChainPack", "appfont.json"),
    os.path.join(ROOT, "Tests", "Fixtures", "Config", "fit.json"),
]
documents = [(p, json.load(open(p, encoding="utf-8"))) for p in paths]
if not sys.argv[1:]:
    documents.append(("source format (seed 001)", SOURCE_FORMAT))
    documents.append(("text styles", TEXT_STYLES))
    documents.append(("currencies", CURRENCIES))
    documents.append(("languages", LANGUAGES))
    documents.append(("rule settings", {
        "list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}],
        "rules": {"weight-fallback": "off", "clipped-ink": {"level": "warning", "tolerance": 0.5}}}))
    documents.append(("variations", {"list": [{"env": "default", "data": [
        {"font": 0, "name": "Inter", "variation": {"wght": 300}},
        {"font": 2, "name": "Inter", "variation": {"wght": 700, "opsz": 14.5}}]}]}))
for name, document in documents:
    errors = list(validator.iter_errors(document))
    for error in errors:
        print(f"{name}: error: {'/'.join(map(str, error.absolute_path))}: {error.message}")
    failures += bool(errors)
    print(f"{name}: {'valid' if not errors else 'INVALID'}")
if not sys.argv[1:]:
    for name, document in MUST_FAIL.items():
        rejected = not validator.is_valid(document)
        failures += not rejected
        print(f"rejects {name}: {'yes' if rejected else 'NO'}")
sys.exit(1 if failures else 0)
