#!/usr/bin/env bash
# Times fontpack against the tools a team would otherwise use (issue 5, "Checks
# against peers") and writes Benchmarks/results/peers.md:
#
#   1. the example pack: `fontpack check` vs an fc-validate loop over the same
#      (font, language) pairs, hyperglot, and a C program doing the same charset
#      comparisons with fontconfig (Scripts/bench/charset_check.c);
#   2. a corpus of up to 300 fonts-noto-core files plus the fonts-noto-cjk collections:
#      `fontpack langs` vs one fc-query process, hyperglot (on a subset), and a C
#      program that only walks each face's cmap (Scripts/bench/cmap_walk.c);
#   3. a generated app of 50 languages x 2,000 strings: `fontpack check --strings`.
#
#     Scripts/bench/bench-peers.sh [--quick] [--no-setup] [--profile]
#
#   --quick     fewer runs (a smoke test; about 2 minutes once set up)
#   --no-setup  skip apt and pip (they are skipped anyway when already done)
#   --profile   afterwards, count fontpack's instructions with callgrind and
#               print the top inclusive functions (slow: a few minutes)
#
# Sets up what it needs (Debian packages, a venv with hyperglot, the release
# build, the C programs) and is idempotent. Scratch files, the venv and the C
# binaries go to $BENCH_WORK (default /tmp/fontpack-bench), the build to
# .build-bench/. Progress goes to stderr, the Markdown table to stdout and to
# Benchmarks/results/peers.md. Whole run: about 5 minutes once set up.
set -euo pipefail

quick=0
setup=1
profile=0
for argument in "$@"; do
    case "$argument" in
        --quick) quick=1 ;;
        --no-setup) setup=0 ;;
        --profile) profile=1 ;;
        -h|--help) sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "error: unknown argument $argument (see --help)" >&2; exit 2 ;;
    esac
done

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$repo"
work="${BENCH_WORK:-/tmp/fontpack-bench}"
mkdir -p "$work"
work="$(cd "$work" && pwd)"
bench="$repo/Scripts/bench"
results_md="$repo/Benchmarks/results/peers.md"
hyperglot_spec="${HYPERGLOT_SPEC:-hyperglot==0.8.2}"
case "$repo$work" in
    *[[:space:]]*) echo "error: the repository and \$BENCH_WORK paths must not contain spaces" >&2; exit 2 ;;
esac

step() { echo "==> $*" >&2; }
started=$SECONDS

# Runs per command: fast commands, the hyperglot runs of part 1, hyperglot on
# the corpus subset. Every command also has one untimed warm-up run.
if ((quick)); then
    runs=5; hyperglot_runs=2; hyperglot_corpus_runs=1
else
    runs=15; hyperglot_runs=5; hyperglot_corpus_runs=3
fi
# hyperglot on the corpus: every k-th .ttf (about a tenth), extrapolated.
hyperglot_every=10

# MARK: set-up

packages=(fontconfig libfontconfig1-dev libfreetype-dev pkg-config fonts-noto-core fonts-noto-cjk
    hyperfine gcc libc6-dev time python3 python3-venv valgrind)
if ((setup)); then
    missing=()
    for package in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    if ((${#missing[@]})); then
        step "installing ${missing[*]}"
        sudo=""
        [ "$(id -u)" -eq 0 ] || sudo="sudo"
        export DEBIAN_FRONTEND=noninteractive
        $sudo apt-get update -q >&2
        $sudo apt-get install -y -q --no-install-recommends "${missing[@]}" >&2
    else
        step "Debian packages: all installed"
    fi
fi
command -v swift >/dev/null || { echo "error: swift is not on PATH; install Swift 6.2 or later" >&2; exit 1; }

venv="$work/venv"
python="$venv/bin/python"
if ((setup)); then
    if ! [ -x "$python" ]; then
        step "creating the venv $venv"
        python3 -m venv "$venv"
    fi
    if ! "$python" -c 'import hyperglot' 2>/dev/null; then
        step "installing $hyperglot_spec into the venv"
        "$python" -m pip install -q --disable-pip-version-check "$hyperglot_spec" >&2
    else
        step "hyperglot: installed"
    fi
fi
[ -x "$venv/bin/hyperglot" ] || { echo "error: no hyperglot in $venv (run without --no-setup)" >&2; exit 1; }

# The release build as it ships: the Swift runtime and libstdc++ linked in (README, "Performance").
step "building fontpack (Scripts/bench/build-release.sh, .build-bench)"
fontpack="$repo/$(bash Scripts/bench/build-release.sh .build-bench)"

step "compiling the C programs"
bin="$work/bin"
mkdir -p "$bin"
read -r -a fc_flags <<<"$(pkg-config --cflags --libs fontconfig freetype2)"
for program in charset_check cmap_walk empty; do
    if ! [ "$bin/$program" -nt "$bench/$program.c" ]; then
        # --no-as-needed: the empty program loads the same libraries as charset_check.
        gcc -O2 -Wall -Wextra -Werror -o "$bin/$program" "$bench/$program.c" \
            -Wl,--no-as-needed "${fc_flags[@]}" -lpthread
    fi
done

# MARK: inputs

step "part 1 inputs: the pairs fontpack check covers"
set +e
"$fontpack" check --format json >"$work/check.json" 2>"$work/check.stderr"
check_status=$?
set -e
if ((check_status > 1)); then
    cat "$work/check.stderr" >&2
    echo "error: fontpack check failed (status $check_status)" >&2
    exit 1
fi
"$python" "$bench/peers.py" pairs "$work/check.json" "$work/fc-pairs.tsv" "$work/hg-pairs.tsv" "$work/faces"
"$python" "$bench/extract_faces.py" "$work/faces/faces.txt" "$work/faces" >"$work/hyperglot-faces.txt"
pack_pairs=$(wc -l <"$work/fc-pairs.tsv")
pack_faces=$(wc -l <"$work/faces/faces.txt")
hyperglot_pairs=$(wc -l <"$work/hg-pairs.tsv")
# The C program must agree with fontpack: the same missing count on every pair.
"$bin/charset_check" "$work/fc-pairs.tsv" >"$work/charset_check.out" || (($? == 1))
"$python" "$bench/peers.py" same-missing "$work/check.json" "$work/charset_check.out"

step "part 2 inputs: the corpus"
noto=/usr/share/fonts/truetype/noto
cjk=/usr/share/fonts/opentype/noto
mapfile -t all_ttf < <(find "$noto" -maxdepth 1 -name '*.ttf' | LC_ALL=C sort)
# Up to 300 of them, evenly spread (Debian 12's fonts-noto-core has 268: all of them).
((${#all_ttf[@]} >= 100)) || { echo "error: fewer than 100 .ttf files in $noto" >&2; exit 1; }
corpus_limit=300
every=$(((${#all_ttf[@]} + corpus_limit - 1) / corpus_limit))
: >"$work/corpus.txt"
for ((i = 0, n = 0; i < ${#all_ttf[@]} && n < corpus_limit; i += every, n++)); do
    echo "${all_ttf[i]}" >>"$work/corpus.txt"
done
find "$cjk" -maxdepth 1 \( -name '*.ttc' -o -name '*.otc' \) | LC_ALL=C sort >>"$work/corpus.txt"
corpus_ttf=$(grep -c '\.ttf$' "$work/corpus.txt")
corpus_files=$(wc -l <"$work/corpus.txt")
corpus_ttc=$((corpus_files - corpus_ttf))
grep '\.ttf$' "$work/corpus.txt" | awk -v k="$hyperglot_every" 'NR % k == 1' >"$work/corpus-subset.txt"
hyperglot_subset=$(wc -l <"$work/corpus-subset.txt")
mapfile -t corpus < "$work/corpus.txt"
# fontpack langs must say what fc-query says, face by face.
"$fontpack" langs --format json "${corpus[@]}" >"$work/langs.json"
fc-query --format '%{file}\t%{index}\t%{lang}\n' "${corpus[@]}" >"$work/fc-query.out"
"$python" "$bench/peers.py" same-langs "$work/langs.json" "$work/fc-query.out"
corpus_faces=$(wc -l <"$work/fc-query.out")

step "part 3 inputs: the generated app"
rm -rf "$work/app"
python3 Scripts/generate/generate-example-app.py "$work/app" --languages 50 --strings 2000 >&2

# MARK: timing

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
"$python" "$bench/peers.py" sample-load "$work/load.json" $$ &
sampler=$!
trap 'kill "$sampler" 2>/dev/null || true' EXIT

# name <TAB> runs <TAB> allowed exit codes <TAB> command (shlex words; @list:FILE = its lines).
# Commands run in the repository; hyperglot in $work, where it writes its .hyperglot-cache.
tab=$'\t'
cat >"$work/part1.spec" <<EOF
fontpack check${tab}$runs${tab}$check_status${tab}$fontpack check
fontpack check --shaping off${tab}$runs${tab}$check_status${tab}$fontpack check --shaping off
fontpack --version${tab}$runs${tab}0${tab}$fontpack --version
fc-validate loop${tab}$runs${tab}0,1${tab}bash $bench/fc-validate-loop.sh $work/fc-pairs.tsv
charset_check${tab}$runs${tab}0,1${tab}$bin/charset_check $work/fc-pairs.tsv
empty C program${tab}$runs${tab}0${tab}$bin/empty
hyperglot pairs (API)${tab}$hyperglot_runs${tab}0,1${tab}env -C $work $python $bench/hyperglot_pairs.py $work/hg-pairs.tsv
hyperglot command${tab}$hyperglot_runs${tab}0${tab}env -C $work $venv/bin/hyperglot @list:$work/hyperglot-faces.txt
EOF
cat >"$work/part2.spec" <<EOF
fontpack langs${tab}$runs${tab}0${tab}$fontpack langs @list:$work/corpus.txt
fc-query${tab}$runs${tab}0${tab}fc-query --format '%{lang}\n' @list:$work/corpus.txt
cmap_walk${tab}$runs${tab}0${tab}$bin/cmap_walk @list:$work/corpus.txt
cmap_walk -j 2${tab}$runs${tab}0${tab}$bin/cmap_walk -j 2 @list:$work/corpus.txt
fontpack langs (subset)${tab}$hyperglot_corpus_runs${tab}0${tab}$fontpack langs @list:$work/corpus-subset.txt
hyperglot (subset)${tab}$hyperglot_corpus_runs${tab}0${tab}env -C $work $venv/bin/hyperglot @list:$work/corpus-subset.txt
EOF
cat >"$work/part3.spec" <<EOF
fontpack check --strings${tab}$runs${tab}1${tab}$fontpack check --strings $work/app --info-plist $work/app/Info.plist
EOF

step "part 1: the example pack ($pack_pairs pairs)"
"$python" "$bench/peers.py" rounds "$work/part1.spec" "$work/part1.json"
step "part 2: the corpus ($corpus_files files, $corpus_faces faces)"
"$python" "$bench/peers.py" rounds "$work/part2.spec" "$work/part2.json"
step "part 3: the generated app"
"$python" "$bench/peers.py" rounds "$work/part3.spec" "$work/part3.json"

kill "$sampler" 2>/dev/null || true
wait "$sampler" 2>/dev/null || true
trap - EXIT
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

# MARK: report

profile_md=""
commit=$(git rev-parse --short HEAD)
sources_commit=$(git log -1 --format=%h -- Sources Package.swift Package.resolved)
dirty=""
[ -z "$(git status --porcelain -- Sources Package.swift Package.resolved 2>/dev/null)" ] || dirty=" with uncommitted changes in Sources/ or Package.swift"
hyperglot_version=$("$python" -c 'import hyperglot; print(hyperglot.__version__)')
mkdir -p "$(dirname "$results_md")"
command_line="Scripts/bench/bench-peers.sh"
if ((quick)); then command_line="$command_line --quick"; fi
if ((profile)); then command_line="$command_line --profile"; fi

BENCH_COMMAND="$command_line" BENCH_REPO="$repo" BENCH_WORK="$work" \
BENCH_DATE="$(date -u '+%Y-%m-%d %H:%M UTC')" \
BENCH_CPU="$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')" \
BENCH_NPROC="$(nproc)" \
BENCH_MEMORY="$(awk '/MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)" \
BENCH_OS="$(. /etc/os-release && echo "$PRETTY_NAME"), kernel $(uname -r)" \
BENCH_FONTCONFIG="$(pkg-config --modversion fontconfig) (Debian $(dpkg-query -W -f='${Version}' libfontconfig1))" \
BENCH_FREETYPE="$(dpkg-query -W -f='${Version}' libfreetype6) (Debian package)" \
BENCH_HYPERGLOT="$hyperglot_version" \
BENCH_PYTHON="$("$python" -c 'import platform; print(platform.python_version())')" \
BENCH_SWIFT="$(swift --version 2>&1 | grep -m1 -o 'Swift version [^ ]*' | cut -d' ' -f3)" \
BENCH_FONTPACK="$("$fontpack" --version | head -1), commit $commit (Sources/ last changed in $sources_commit)$dirty" \
BENCH_GCC="$(gcc -dumpfullversion)" \
BENCH_LOAD_BEFORE="$load_before" BENCH_LOAD_AFTER="$load_after" \
BENCH_PACK_PAIRS="$pack_pairs" BENCH_PACK_FACES="$pack_faces" BENCH_HYPERGLOT_PAIRS="$hyperglot_pairs" \
BENCH_CORPUS_FILES="$corpus_files" BENCH_CORPUS_TTF="$corpus_ttf" BENCH_CORPUS_TTC="$corpus_ttc" \
BENCH_CORPUS_FACES="$corpus_faces" BENCH_CORPUS_EVERY="$every" \
BENCH_HYPERGLOT_SUBSET="$hyperglot_subset" BENCH_HYPERGLOT_EVERY="$hyperglot_every" \
"$python" - "$work/info.json" <<'EOF'
import json, os, sys
e = lambda k: os.environ["BENCH_" + k]
info = {
    "command": e("COMMAND"), "repo": e("REPO"), "work": e("WORK"), "date": e("DATE"), "cpu": e("CPU"), "nproc": e("NPROC"),
    "memory": e("MEMORY"), "os": e("OS"), "fontconfig": e("FONTCONFIG"), "freetype": e("FREETYPE"),
    "hyperglot": e("HYPERGLOT"), "python": e("PYTHON"), "swift": e("SWIFT"), "fontpack": e("FONTPACK"),
    "gcc": e("GCC"), "load_before": e("LOAD_BEFORE"), "load_after": e("LOAD_AFTER"), "warmup": 1,
    "pack_pairs": int(e("PACK_PAIRS")), "pack_faces": int(e("PACK_FACES")),
    "hyperglot_pairs": int(e("HYPERGLOT_PAIRS")),
    "corpus_files": int(e("CORPUS_FILES")), "corpus_ttf": int(e("CORPUS_TTF")),
    "corpus_ttc": int(e("CORPUS_TTC")), "corpus_faces": int(e("CORPUS_FACES")),
    "hyperglot_subset": int(e("HYPERGLOT_SUBSET")),
    "app": "`Scripts/generate/generate-example-app.py APP --languages 50 --strings 2000` "
           "(100,000 strings, 151 string files) against the example pack",
}
info["notes"] = [
    "Part 1 pairs come from `fontpack check --format json`: each table row's font file, face index "
    "and fontconfig orthography (the requirement `source`, e.g. `fontconfig zh-cn`); rows that share "
    "a face and language (weight fallback) are one pair. The fc-validate loop runs one "
    "`fc-validate -i INDEX -l LANG FILE` process per pair; `charset_check` reads the same pair list "
    "and finds the same missing count as fontpack on every pair (checked before timing).",
    "fontpack check does more than the peers: locale digits, empty glyphs (FreeType loads the glyphs "
    "of the characters it checks: the cost the callgrind section shows), composable letters, weights "
    "and names.",
    "hyperglot takes ISO 639-3 codes: en -> eng, vi -> vie, ar -> arb, zh-Hans -> cmn (hyperglot's "
    "Mandarin orthography is Simplified Han), ja -> jpn. Its command has no language filter: it checks "
    "every language of its database on each font, with shaping checks, and it refuses .ttc "
    "collections. So part 1 times it twice: `hyperglot_pairs.py` asks its Python API "
    "(FontChecker.supports_language, default check \"base\", shaping off) for exactly the pairs, "
    "opening collection faces by index; the `hyperglot` command runs on the same faces, collection "
    "faces extracted beforehand (untimed) to single-face fonts with fontTools. hyperglot's requirements "
    "are its own (its jpn base set is larger than fontconfig's ja), so verdicts differ; the time is "
    "what is compared.",
    f"Part 2 corpus: one in {e('CORPUS_EVERY')} of the sorted fonts-noto-core .ttf files (the 1st, "
    f"{1 + int(e('CORPUS_EVERY'))}th, ...), the first 300 of those (all of them when there are fewer), plus every fonts-noto-cjk .ttc. fontpack langs' languages equal fc-query's on every "
    "face (checked before timing). hyperglot runs on one in "
    f"{e('HYPERGLOT_EVERY')} of the {e('CORPUS_TTF')} .ttf files only ({e('HYPERGLOT_SUBSET')} files; the whole "
    "corpus would take minutes per run), with fontpack langs timed on the same subset beside it.",
    "cmap_walk is the floor: FT_New_Face for every face and FT_Get_First_Char/FT_Get_Next_Char over "
    "the Unicode cmap, nothing else. The target uses its one-thread run, as the issue describes it; "
    "`cmap_walk -j 2` (one FT_Library per thread) is what the floor is on both cores.",
    "Peak RSS is GNU time's %M (maximum resident set size of the process; for the fc-validate loop, "
    "the largest single process of the loop). MiB = 1,048,576 bytes.",
    "Start-up: `fontpack --version` is the Swift process's own start-up (runtime, Foundation, argument "
    "parser); the empty C program is linked against fontconfig and FreeType like charset_check, so "
    "it is charset_check's start-up. Both are subtracted for the third part-1 target.",
]
json.dump(info, open(sys.argv[1], "w"), indent=1)
EOF

# MARK: profile

if ((profile)); then
    command -v valgrind >/dev/null || { echo "error: valgrind is not installed" >&2; exit 1; }
    mkdir -p "$work/callgrind"
    profile_one() {
        local file=$1 label=$2
        shift 2
        step "callgrind: fontpack $label (takes about 100x its wall time)"
        valgrind --tool=callgrind --callgrind-out-file="$work/callgrind/$file.out" "$@" \
            >/dev/null 2>"$work/callgrind/$file.log" || true
    }
    profile_one check "check" "$fontpack" check
    profile_one langs "langs <corpus>" "$fontpack" langs "${corpus[@]}"
    profile_one strings "check --strings <app>" "$fontpack" check --strings "$work/app" --info-plist "$work/app/Info.plist"
    "$python" "$bench/peers.py" profile "$work/profile.md" "check=$work/callgrind/check.out" \
        "langs <corpus>=$work/callgrind/langs.out" \
        "check --strings <app>=$work/callgrind/strings.out"
    profile_md="$work/profile.md"
    step "callgrind files in $work/callgrind (callgrind_annotate --inclusive=yes FILE)"
fi


step "writing $results_md"
"$python" "$bench/peers.py" report "$work/info.json" "$work/part1.json" "$work/part2.json" \
    "$work/part3.json" "$work/load.json" "$results_md" ${profile_md:+"$profile_md"}

step "done in $((SECONDS - started)) s"
