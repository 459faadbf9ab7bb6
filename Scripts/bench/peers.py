#!/usr/bin/env python3
"""Helpers for Scripts/bench/bench-peers.sh. Standard library only.

    peers.py pairs CHECK_JSON FC_OUT HG_OUT HG_FACES_DIR
        The (font, index, language) pairs `fontpack check --format json` covers,
        as fontconfig codes (from each row's requirement "source", e.g.
        "fontconfig zh-cn") and as hyperglot ISO 639-3 codes. Also writes
        HG_FACES_DIR/faces.txt: one font file per face for the hyperglot
        command (faces of collections are listed as FILE#INDEX, to be extracted).
    peers.py rounds SPEC OUT_JSON [--warmup N] [--timeout S]
        Times the commands of SPEC in interleaved rounds (see below).
    peers.py same-missing CHECK_JSON CHARSET_CHECK_OUT
        Exits 1 unless charset_check's missing count for every pair equals the
        one `fontpack check --format json` gives for that face and orthography.
    peers.py same-langs LANGS_JSON FC_QUERY_OUT
        Exits 1 unless `fontpack langs --format json` and fc-query agree.
    peers.py sample-load OUT ROOT_PID
        Every 2 s, records user processes that are running (state R) and are
        not descendants of ROOT_PID, until ROOT_PID exits.
    peers.py profile OUT_MD NAME=CALLGRIND_FILE...
        Summarises callgrind profiles: the top inclusive functions in
        FontPackage's own code (Sources/) and in FreeType and fontconfig.
    peers.py report INFO_JSON PART1 PART2 PART3 LOAD OUT_MD [PROFILE_MD]
        Writes the Markdown results with the targets of issue 5.

Timing (rounds): SPEC has one command per line, tab-separated:
    name  runs  allowed-exit-codes  command
The command is split with shlex (no shell); a word "@list:PATH" becomes the
lines of PATH. Every command first runs --warmup times under GNU time
(`/usr/bin/time -f %M`, its peak resident set size) and is not timed then.
Then round r runs, once each, every command that still has runs left, in an
order rotated by r, so a burst of load from elsewhere hits all commands alike
rather than the one hyperfine would be running then (hyperfine runs all of a
command's runs before the next command). Wall time is taken with
time.perf_counter() around spawn and a blocking wait4(), output to /dev/null.
"""

import json
import os
import re
import shlex
import statistics
import subprocess
import sys
import threading
import time

# hyperglot names languages by ISO 639-3 and has one orthography per script: its
# Chinese (cmn) is Simplified, so zh-Hant has no counterpart there.
HYPERGLOT_ISO = {
    "en": "eng", "vi": "vie", "ar": "arb", "zh-Hans": "cmn", "zh": "cmn", "zh-CN": "cmn",
    "ja": "jpn", "ko": "kor", "he": "heb", "fa": "pes", "ru": "rus", "el": "ell",
    "th": "tha", "hi": "hin", "de": "deu", "fr": "fra", "es": "spa", "tr": "tur",
    "uk": "ukr", "pl": "pol", "id": "ind", "ur": "urd", "bn": "ben", "hy": "hye", "ka": "kat",
}


def fail(message):
    print(f"peers.py: {message}", file=sys.stderr)
    sys.exit(2)


# MARK: pairs

def pairs(check_json, fc_out, hg_out, faces_dir):
    with open(check_json, encoding="utf-8") as f:
        report = json.load(f)
    fc_pairs, hg_pairs, faces, skipped = [], [], [], []
    for row in report["table"]:
        font, index, language = row["font"], int(row["index"]), row["language"]
        sources = [c["source"] for c in row["coverage"] if c["requirement"] == "fontconfig"]
        if not sources or not sources[0].startswith("fontconfig "):
            skipped.append(f"{language} (no fontconfig orthography)")
            continue
        pair = (font, index, sources[0].split()[1])
        if pair not in fc_pairs:
            fc_pairs.append(pair)
        if (os.path.abspath(font), index) not in faces:
            faces.append((os.path.abspath(font), index))
        iso = HYPERGLOT_ISO.get(language)
        if iso is None:
            skipped.append(f"{language} (no hyperglot language)")
        elif (os.path.abspath(font), index, iso) not in hg_pairs:
            # Absolute: hyperglot runs in the scratch folder (it writes .hyperglot-cache there).
            hg_pairs.append((os.path.abspath(font), index, iso))
    with open(fc_out, "w", encoding="utf-8") as f:
        f.writelines(f"{p}\t{i}\t{l}\n" for p, i, l in fc_pairs)
    with open(hg_out, "w", encoding="utf-8") as f:
        f.writelines(f"{p}\t{i}\t{l}\n" for p, i, l in hg_pairs)
    os.makedirs(faces_dir, exist_ok=True)
    with open(os.path.join(faces_dir, "faces.txt"), "w", encoding="utf-8") as f:
        f.writelines(f"{p}#{i}\n" for p, i in faces)
    for s in sorted(set(skipped)):
        print(f"note: hyperglot pairs leave out {s}", file=sys.stderr)
    print(f"{len(fc_pairs)} fontconfig pairs, {len(hg_pairs)} hyperglot pairs, {len(faces)} faces",
          file=sys.stderr)


# MARK: rounds

def expand(command):
    argv = []
    for word in shlex.split(command):
        if word.startswith("@list:"):
            with open(word[len("@list:"):], encoding="utf-8") as f:
                argv.extend(line.rstrip("\n") for line in f if line.strip())
        else:
            argv.append(word)
    return argv


def display(command):
    def short(word):
        if word.startswith("@list:"):
            path = word[len("@list:"):]
            with open(path, encoding="utf-8") as f:
                count = sum(1 for line in f if line.strip())
            return f"<{count} files of {os.path.basename(path)}>"
        return shlex.quote(word)
    return " ".join(short(w) for w in shlex.split(command))


def run_once(argv, allowed, timeout, name):
    # A blocking wait4, with a timer thread (started before the clock) to enforce the
    # timeout: polling would take CPU from the core a two-thread command also wants,
    # and round the wall time up.
    expired = threading.Event()
    spawned = []

    def stop():
        expired.set()
        for process in spawned:
            process.kill()

    timer = threading.Timer(timeout, stop)
    timer.start()
    with open(os.devnull, "wb") as null:
        start = time.perf_counter()
        process = subprocess.Popen(argv, stdout=null, stderr=null, stdin=subprocess.DEVNULL)
        spawned.append(process)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
    timer.cancel()
    process.returncode = os.waitstatus_to_exitcode(status)
    if expired.is_set():
        fail(f"{name}: still running after {timeout:.0f} s; stopped")
    code = process.returncode
    if code not in allowed:
        fail(f"{name}: exit status {code}, expected {sorted(allowed)}: {shlex.join(argv[:8])} ...")
    return elapsed, usage.ru_maxrss, usage.ru_utime + usage.ru_stime


def gnu_time_rss(argv, allowed, timeout, name, scratch):
    out = os.path.join(scratch, "gnu-time.txt")
    with open(os.devnull, "wb") as null:
        try:
            result = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", out, "--"] + argv,
                                    stdout=null, stderr=null, timeout=timeout)
        except subprocess.TimeoutExpired:
            fail(f"{name}: still running after {timeout:.0f} s in warm-up; stopped")
    if result.returncode not in allowed:
        fail(f"{name}: exit status {result.returncode} in warm-up, expected {sorted(allowed)}")
    with open(out, encoding="utf-8") as f:
        numbers = [line.strip() for line in f if line.strip().isdigit()]
    return int(numbers[-1])


def rounds(spec, out_json, warmup=1, timeout=600.0):
    commands = []
    with open(spec, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            name, runs, allowed, command = line.split("\t", 3)
            commands.append({
                "name": name, "runs": int(runs),
                "allowed": {int(c) for c in allowed.split(",")},
                "command": command, "display": display(command), "argv": expand(command),
            })
    scratch = os.path.dirname(os.path.abspath(out_json))
    for c in commands:
        c["times"], c["wait4_rss_kb"], c["cpu"] = [], [], []
        for w in range(warmup):
            print(f"  warm-up {w + 1}/{warmup}: {c['name']}", file=sys.stderr)
            c["gnu_time_rss_kb"] = gnu_time_rss(c["argv"], c["allowed"], timeout, c["name"], scratch)
    total = max(c["runs"] for c in commands)
    for r in range(total):
        due = [c for c in commands if c["runs"] > r]
        order = due[r % len(due):] + due[:r % len(due)]
        print(f"  round {r + 1}/{total}: " + ", ".join(c["name"] for c in order), file=sys.stderr)
        for c in order:
            elapsed, rss, cpu = run_once(c["argv"], c["allowed"], timeout, c["name"])
            c["times"].append(elapsed)
            c["wait4_rss_kb"].append(rss)
            c["cpu"].append(cpu)
    results = {}
    for c in commands:
        t = c["times"]
        results[c["name"]] = {
            "command": c["display"], "runs": len(t), "times": t,
            "median": statistics.median(t), "min": min(t), "max": max(t),
            "cpu_median": statistics.median(c["cpu"]),
            "peak_rss_kb": c.get("gnu_time_rss_kb"), "wait4_peak_rss_kb": max(c["wait4_rss_kb"]),
        }
    with open(out_json, "w", encoding="utf-8") as f:
        json.dump(results, f, indent=1)


# MARK: same-missing

def same_missing(check_json, charset_out):
    with open(check_json, encoding="utf-8") as f:
        report = json.load(f)
    ours = {}
    for row in report["table"]:
        for c in row["coverage"]:
            if c["requirement"] == "fontconfig" and c["source"].startswith("fontconfig "):
                ours[(row["font"], int(row["index"]), c["source"].split()[1])] = int(c["missing"])
    theirs = {}
    with open(charset_out, encoding="utf-8") as f:
        for line in f:
            path, index, lang, missing = line.rsplit(" ", 3)
            theirs[(path, int(index), lang)] = int(missing)
    differ = [k for k in ours if theirs.get(k) != ours[k]]
    if differ:
        fail(f"charset_check and fontpack check disagree on {len(differ)} pairs (first: {differ[0]}: "
             f"{theirs.get(differ[0])} vs {ours[differ[0]]} missing)")
    print(f"charset_check and fontpack check agree on all {len(ours)} pairs", file=sys.stderr)


# MARK: same-langs

def same_langs(langs_json, fc_query_out):
    with open(langs_json, encoding="utf-8") as f:
        ours = {(x["file"], int(x["index"])): set(x["languages"]) for x in json.load(f)["fonts"]}
    theirs = {}
    with open(fc_query_out, encoding="utf-8") as f:
        for line in f:
            path, index, langs = line.rstrip("\n").split("\t")
            theirs[(path, int(index))] = {l for l in langs.split("|") if l}
    differ = [k for k in theirs if ours.get(k) != theirs[k]]
    if differ or len(ours) != len(theirs):
        fail(f"fontpack langs and fc-query disagree on {len(differ)} of {len(theirs)} faces "
             f"(first: {differ[:1]})")
    print(f"fontpack langs and fc-query agree on all {len(theirs)} faces", file=sys.stderr)


# MARK: sample-load

def descendants_of(root, parents):
    keep = {root}
    changed = True
    while changed:
        changed = False
        for pid, ppid in parents.items():
            if ppid in keep and pid not in keep:
                keep.add(pid)
                changed = True
    return keep


def sample_load(out, root_pid):
    root, me = int(root_pid), os.getpid()
    samples, busy, seen = 0, 0, {}
    while os.path.exists(f"/proc/{root}"):
        parents, running = {}, {}
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            try:
                with open(f"/proc/{entry}/stat", encoding="utf-8", errors="replace") as f:
                    stat = f.read()
            except OSError:
                continue
            comm = stat[stat.index("(") + 1:stat.rindex(")")]
            fields = stat[stat.rindex(")") + 2:].split()
            parents[int(entry)] = int(fields[1])
            # Kernel threads (children of kthreadd, pid 2) are the kernel's own housekeeping.
            if fields[0] == "R" and int(entry) != 2 and int(fields[1]) != 2:
                running[int(entry)] = comm
        ours = descendants_of(root, parents) | {me}
        foreign = [comm for pid, comm in running.items() if pid not in ours]
        samples += 1
        if foreign:
            busy += 1
            for comm in set(foreign):
                seen[comm] = seen.get(comm, 0) + 1
        with open(out, "w", encoding="utf-8") as f:
            json.dump({"samples": samples, "busy": busy, "processes": seen}, f)
        time.sleep(2)


# MARK: profile

ANNOTATE_LINE = re.compile(r"^\s*([\d,]+) \(\s*([\d.]+)%\)\s+([^:\s]*):(\S.*?)(?: \[(.*)\])?\s*$")


def demangle(names):
    try:
        result = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(names),
                                capture_output=True, text=True, check=True)
        lines = result.stdout.split("\n")
        return lines[:len(names)] if len(lines) >= len(names) else names
    except (OSError, subprocess.CalledProcessError):
        return names


def profile(out_md, entries):
    lines = [
        "## Where fontpack's time goes (callgrind)",
        "",
        "Instructions counted by `valgrind --tool=callgrind` (all threads), shown by "
        "`callgrind_annotate --inclusive=yes`: a function's share includes everything it calls. "
        "Repeatable on a busy machine, unlike wall time.",
    ]
    for entry in entries:
        name, path = entry.split("=", 1)
        text = subprocess.run(["callgrind_annotate", "--inclusive=yes", path],
                              capture_output=True, text=True, check=True).stdout
        total = 0
        ours, libraries = [], []
        for line in text.split("\n"):
            if "PROGRAM TOTALS" in line:
                total = int(line.split()[0].replace(",", ""))
                continue
            match = ANNOTATE_LINE.match(line)
            if not match:
                continue
            count, share, source, function, obj = match.groups()
            if "/Sources/" in source and "<compiler-generated>" not in source:
                ours.append((share, source.split("/Sources/", 1)[1], function))
            elif obj and ("libfreetype" in obj or "libfontconfig" in obj) and not function.startswith("0x"):
                libraries.append((share, os.path.basename(obj).split(".so")[0], function))
        names = demangle([f for _, _, f in ours])
        seen, top = set(), []
        for (share, source, _), readable in zip(ours, names):
            if (readable, source) in seen or readable.startswith(("fontpack_main", "specialized static FontPack.main")):
                continue
            seen.add((readable, source))
            note = " (inlined C of shim.h)" if source.endswith(".h") else ""
            top.append(f"| {share}% | `{readable}`{note} | {source} |")
            if len(top) == 8:
                break
        lines += ["", f"### `fontpack {name}`: {total:,} instructions", "",
                  "| inclusive | function | source |", "| ---: | --- | --- |"] + top
        if libraries:
            lines += ["", "Library functions (inclusive): " + "; ".join(
                f"`{f}` ({lib}) {share}%" for share, lib, f in libraries[:5]) + "."]
        exclusive = subprocess.run(["callgrind_annotate", path], capture_output=True, text=True,
                                   check=True).stdout
        selfs = []
        for line in exclusive.split("\n"):
            match = ANNOTATE_LINE.match(line)
            if match and len(selfs) < 5:
                count, share, source, function, obj = match.groups()
                where = os.path.basename(obj or source).split(".so")[0]
                selfs.append(f"{where} `{demangle([function])[0][:80]}` {share}%")
        lines += ["", "Most instructions in the function itself (exclusive): " + "; ".join(selfs) + "."]
        callers = subprocess.run(["callgrind_annotate", "--tree=caller", path], capture_output=True,
                                 text=True, check=True).stdout
        loads = 0
        for block in callers.split("\n\n"):
            if re.search(r"\*\s+\S*:FT_Load_Glyph\b", block):
                loads = sum(int(n.replace(",", "")) for n in re.findall(r"^\s*[\d,]+ \(.*?\)\s+<.*\(([\d,]+)x\)",
                                                                      block, re.M))
        if loads:
            lines += ["", f"FT_Load_Glyph calls: {loads:,}."]
    with open(out_md, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


# MARK: report

def ms(seconds):
    return f"{seconds * 1000:.1f} ms" if seconds < 10 else f"{seconds:.2f} s"


def mb(kb):
    return "" if kb is None else f"{kb / 1024:.1f} MiB"


def verdict(ok):
    return "**PASS**" if ok else "**MISS**"


def table(results, names):
    rows = ["| command | runs | median wall | min | max | CPU (user+sys) | peak RSS |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for label, key in names:
        r = results[key]
        rows.append(f"| {label} | {r['runs']} | {ms(r['median'])} | {ms(r['min'])} | {ms(r['max'])} "
                    f"| {ms(r['cpu_median'])} | {mb(r['peak_rss_kb'])} |")
    return rows


def report(info_json, p1, p2, p3, load_json, out_md, profile_md=None):
    info = json.load(open(info_json, encoding="utf-8"))
    one = json.load(open(p1, encoding="utf-8"))
    two = json.load(open(p2, encoding="utf-8"))
    three = json.load(open(p3, encoding="utf-8"))
    try:
        load = json.load(open(load_json, encoding="utf-8"))
    except (OSError, ValueError):
        load = {"samples": 0, "busy": 0, "processes": {}}
    m = lambda results, key: results[key]["median"]

    check, version = m(one, "fontpack check"), m(one, "fontpack --version")
    unshaped = m(one, "fontpack check --shaping off")
    fcv, cprog, empty = m(one, "fc-validate loop"), m(one, "charset_check"), m(one, "empty C program")
    hg_api, hg_cli = m(one, "hyperglot pairs (API)"), m(one, "hyperglot command")
    above = check - version
    c_above = cprog - empty

    langs, fcq = m(two, "fontpack langs"), m(two, "fc-query")
    walk, walk2 = m(two, "cmap_walk"), m(two, "cmap_walk -j 2")
    langs_rss = two["fontpack langs"]["peak_rss_kb"]
    hg_sub, langs_sub = m(two, "hyperglot (subset)"), m(two, "fontpack langs (subset)")
    scale = info["corpus_ttf"] / info["hyperglot_subset"]

    strings = m(three, "fontpack check --strings")

    targets = [
        ("1", "fontpack check ≤ 1.0 × fc-validate loop (issue 22)", f"{check / fcv:.2f}×", "≤ 1.0×",
         check / fcv <= 1.0),
        ("1", "fontpack check --shaping off ≤ 0.6 × fc-validate loop (issue 22)", f"{unshaped / fcv:.2f}×",
         "≤ 0.6×", unshaped / fcv <= 0.6),
        ("1", "fontpack --version ≤ 4 ms (issue 22)", ms(version), "≤ 4 ms", version <= 0.004),
        ("1", "fontpack check ≤ 0.5 × fc-validate loop (issue 5)", f"{check / fcv:.2f}×", "≤ 0.5×",
         check / fcv <= 0.5),
        ("1", "hyperglot pairs (API) ≥ 100 × fontpack check", f"{hg_api / check:.1f}×", "≥ 100×",
         hg_api / check >= 100),
        ("1", "hyperglot command ≥ 100 × fontpack check", f"{hg_cli / check:.1f}×", "≥ 100×",
         hg_cli / check >= 100),
        ("1", "(check − --version) ≤ 2 × (charset_check − empty C program)",
         f"{ms(above)} vs {ms(c_above)}: {above / c_above:.1f}×", "≤ 2×", above <= 2 * c_above),
        ("2", "fontpack langs ≤ 0.8 × fc-query", f"{langs / fcq:.2f}×", "≤ 0.8×", langs / fcq <= 0.8),
        ("2", "fontpack langs ≤ 1.5 × cmap_walk (one thread)", f"{langs / walk:.2f}×", "≤ 1.5×",
         langs / walk <= 1.5),
        ("2", "fontpack langs peak RSS ≤ 64 MiB", mb(langs_rss), "≤ 64 MiB", langs_rss <= 64 * 1024),
        ("3", "fontpack check --strings ≤ 1 s", ms(strings), "≤ 1 s", strings <= 1.0),
    ]

    idle_before = float(info["load_before"].split()[0])
    idle_after = float(info["load_after"].split()[0])
    busy_share = load["busy"] / load["samples"] if load["samples"] else 0.0
    idle = busy_share < 0.05 and idle_before < 1.0
    foreign = ", ".join(f"{k} ×{v}" for k, v in sorted(load["processes"].items(), key=lambda x: -x[1])[:6])

    lines = [
        "# FontPackage against peers",
        "",
        f"Recorded by `{info['command']}` on {info['date']}. Regenerate with the same command; "
        "the section \"How\" below says what was run.",
        "",
        "## Machine and versions",
        "",
        "| | |",
        "| --- | --- |",
        f"| CPU | {info['cpu']} ({info['nproc']} cores online) |",
        f"| memory | {info['memory']} |",
        f"| OS | {info['os']} |",
        f"| fontconfig | {info['fontconfig']} |",
        f"| FreeType | {info['freetype']} |",
        f"| hyperglot | {info['hyperglot']} (Python {info['python']}) |",
        f"| Swift | {info['swift']} |",
        f"| fontpack | {info['fontpack']} (release build, `Scripts/bench/build-release.sh .build-bench`) |",
        f"| gcc | {info['gcc']} (C programs at -O2) |",
        f"| load average (1, 5, 15 min) | before {info['load_before']}; after {info['load_after']} |",
        f"| other user processes running | {load['busy']} of {load['samples']} two-second samples"
        + (f" ({foreign})" if foreign else "") + " |",
        f"| machine otherwise idle | {'yes' if idle else 'no: other work ran during the measurement; read ratios, not absolute times, and re-run when idle'} |",
        "",
        f"Each command ran {info['warmup']} warm-up time(s) first (fonts in the page cache; peak RSS from "
        "GNU time `%M` in that run), then in interleaved rounds: one run of every command per round, "
        "order rotated each round. Medians of wall time; min and max for the spread; CPU is the "
        "median user + system time of the process and the children it waited for (getrusage via wait4), "
        "which shows work that used both cores and is less disturbed by other load.",
        "",
        "## Targets",
        "",
        "| part | target | measured | limit | result |",
        "| --- | --- | ---: | ---: | --- |",
    ]
    lines += [f"| {p} | {t} | {v} | {lim} | {verdict(ok)} |" for p, t, v, lim, ok in targets]

    lines += [
        "",
        f"## 1. The example pack: {info['pack_pairs']} (font, language) pairs, {info['pack_faces']} faces",
        "",
    ]
    lines += table(one, [
        ("`fontpack check`", "fontpack check"),
        ("`fontpack check --shaping off`", "fontpack check --shaping off"),
        ("`fontpack --version` (start-up)", "fontpack --version"),
        (f"`fc-validate` loop, {info['pack_pairs']} processes", "fc-validate loop"),
        ("`charset_check` (C, fontconfig)", "charset_check"),
        ("empty C program (start-up)", "empty C program"),
        (f"hyperglot API, {info['hyperglot_pairs']} pairs, one process", "hyperglot pairs (API)"),
        (f"`hyperglot` command, {info['pack_faces']} faces, every language", "hyperglot command"),
    ])
    lines += [
        "",
        f"- fontpack check vs fc-validate loop: {check / fcv:.2f}× the time "
        f"({'faster' if check < fcv else 'slower'}); with `--shaping off` {unshaped / fcv:.2f}×.",
        f"- On the fastest runs (min): fontpack check / fc-validate loop "
        f"{one['fontpack check']['min'] / one['fc-validate loop']['min']:.2f}×.",
        f"- Above start-up: fontpack {ms(above)} (check {ms(check)} − --version {ms(version)}); "
        f"C {ms(c_above)} (charset_check {ms(cprog)} − empty {ms(empty)}); without subtracting the "
        f"C start-up: {above / cprog:.1f}× charset_check.",
        f"- hyperglot API / fontpack check: {hg_api / check:.1f}×; hyperglot command / fontpack check: "
        f"{hg_cli / check:.1f}×.",
        "",
        f"## 2. Corpus: {info['corpus_files']} files ({info['corpus_ttf']} from fonts-noto-core, "
        f"{info['corpus_ttc']} CJK collections), {info['corpus_faces']} faces",
        "",
    ]
    lines += table(two, [
        ("`fontpack langs`", "fontpack langs"),
        ("`fc-query --format '%{lang}\\n'`, one process", "fc-query"),
        ("`cmap_walk` (C, FreeType cmap walk, one thread)", "cmap_walk"),
        ("`cmap_walk -j 2` (two threads)", "cmap_walk -j 2"),
        (f"`fontpack langs`, hyperglot's subset ({info['hyperglot_subset']} .ttf)", "fontpack langs (subset)"),
        (f"`hyperglot`, subset ({info['hyperglot_subset']} .ttf)", "hyperglot (subset)"),
    ])
    lines += [
        "",
        f"- fontpack langs / fc-query: {langs / fcq:.2f}×; / cmap_walk: {langs / walk:.2f}×; "
        f"/ cmap_walk -j 2: {langs / walk2:.2f}×.",
        f"- The same ratios on each command's fastest run (min), less sensitive to other work on the "
        f"second core: / fc-query {two['fontpack langs']['min'] / two['fc-query']['min']:.2f}×; "
        f"/ cmap_walk {two['fontpack langs']['min'] / two['cmap_walk']['min']:.2f}×.",
        f"- hyperglot on the subset: {hg_sub / langs_sub:.0f}× fontpack langs on the same files. "
        f"Extrapolated to the {info['corpus_ttf']} .ttf files (×{scale:.1f}): about {ms(hg_sub * scale)}, "
        f"not measured; hyperglot cannot read the {info['corpus_ttc']} .ttc collections, so they are "
        "not in that figure.",
        "",
        f"## 3. Generated app: {info['app']}",
        "",
    ]
    lines += table(three, [("`fontpack check --strings` (exits 1: expected)", "fontpack check --strings")])

    lines += ["", "## How", ""]
    for title, results in (("1", one), ("2", two), ("3", three)):
        for name, r in results.items():
            lines.append(f"- {title}, {name}: `{r['command']}`")
    lines += [""] + [f"- {note}" for note in info["notes"]]
    lines.append("")
    if profile_md:
        with open(profile_md, encoding="utf-8") as f:
            lines.append(f.read())
    text = "\n".join(lines)
    text = text.replace(info["repo"] + "/", "").replace(info["work"], "$BENCH_WORK")
    with open(out_md, "w", encoding="utf-8") as f:
        f.write(text)
    print(text)


def main():
    if len(sys.argv) < 2:
        fail(__doc__)
    verb, args = sys.argv[1], sys.argv[2:]
    if verb == "pairs" and len(args) == 4:
        pairs(*args)
    elif verb == "rounds" and len(args) >= 2:
        options = dict(zip(args[2::2], args[3::2]))
        rounds(args[0], args[1], warmup=int(options.get("--warmup", 1)),
               timeout=float(options.get("--timeout", 600)))
    elif verb == "same-missing" and len(args) == 2:
        same_missing(*args)
    elif verb == "same-langs" and len(args) == 2:
        same_langs(*args)
    elif verb == "sample-load" and len(args) == 2:
        sample_load(*args)
    elif verb == "profile" and len(args) >= 2:
        profile(args[0], args[1:])
    elif verb == "report" and len(args) in (6, 7):
        report(*args)
    else:
        fail(f"bad arguments: {' '.join(sys.argv[1:])}\n{__doc__}")


if __name__ == "__main__":
    main()
