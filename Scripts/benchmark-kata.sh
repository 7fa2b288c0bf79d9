#!/usr/bin/env bash
# Measures the feedback loop of `kata test` with each build engine against a bare
# `swift test`, in one run, and prints the medians side by side with the targets.
#
# Usage: Scripts/benchmark-kata.sh [--runs N] [--kata KATA] [--step N] [--test-first-step N]
#                                  [--load N] [--first-runs N]
#
# Starts a workspace of KATA (default data-model) at step N (default: the last) with the
# step's reference in place, then measures, each after one untimed run, N runs in a row
# (default 7) of:
#   - a test edit (a test method added), then `kata test --engine direct`, in alternate
#     rounds with a bare `swift test`; the same with `--engine swiftpm`;
#   - a body edit (a statement added to a function body), then each engine;
#   - in a test-first workspace at step --test-first-step (default 10: 3 chaffs and a
#     generated mutant), a test method added, then `kata test` with each engine: the
#     learner's tests against the previous reference, the reference and every chaff, then
#     the learner's code. With the direct engine, in alternate rounds with a bare `swift
#     test` of that workspace (a test added before each), the reference a judged run is
#     held to.
# Each timed run starts after `sync`, so that no run pays for writing another's files.
# Then, in alternate rounds (--first-runs, default 3), the first judged run in a new
# test-first workspace at that step against a bare `swift build` of a copy of the same new
# workspace: what a learner waits for after `kata start --from`.
# With --load N, N busy loops run beside every measurement (the machine under load).
# Last, one more run of each direct measurement with `kata test --timings` prints where its
# time went, phase by phase.
set -euo pipefail

runs=7
kata=data-model
step=""
test_first_step=10
load=0
first_runs=3
while [[ $# -gt 0 ]]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --kata) kata="$2"; shift 2 ;;
    --step) step="$2"; shift 2 ;;
    --test-first-step) test_first_step="$2"; shift 2 ;;
    --load) load="$2"; shift 2 ;;
    --first-runs) first_runs="$2"; shift 2 ;;
    -h | --help) sed -n '2,/^[^#]/{/^#/s/^# \{0,1\}//p;}' "$0"; exit 0 ;;
    *) echo "benchmark-kata.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done

cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
busy=()
trap 'kill "${busy[@]}" 2>/dev/null; rm -rf "$work"' EXIT

swift build -c release --product kata >/dev/null
kata_bin="$(swift build -c release --show-bin-path)/kata"
if [[ -z "$step" ]]; then
  step=$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["steps"]))' \
    "Katas/$kata/kata.json")
fi

# A workspace of $kata at step STEP with the step's reference and tests in place.
prepare() { # FOLDER STEP [START_OPTIONS ...]
  local folder="$1" at="$2"
  shift 2
  "$kata_bin" start "$kata" --katas "$root/Katas" --dir "$folder" --from "$at" "$@" >/dev/null
  "$kata_bin" solution --apply --force --dir "$folder" >/dev/null
}

workspace="$work/$kata"
learner="$work/$kata-test-first"
prepare "$workspace" "$step"
prepare "$learner" "$test_first_step" --test-first
# The learner's tests are the kata's tests at that step, from a guided workspace.
prepare "$work/tests" "$test_first_step"
rm -rf "$learner/Tests"
cp -R "$work/tests/Tests" "$learner/Tests"
for engine in direct swiftpm; do
  "$kata_bin" test --engine "$engine" --dir "$workspace" >/dev/null 2>&1 || true
  "$kata_bin" test --engine "$engine" --dir "$learner" >/dev/null 2>&1 || true
done
(cd "$workspace" && swift test --disable-swift-testing >/dev/null 2>&1) || true
for ((i = 0; i < load; i++)); do
  sh -c 'while :; do :; done' &
  busy+=($!)
done

python3 - "$runs" "$workspace" "$learner" "$kata_bin" "$kata" "$step" "$test_first_step" \
  "$load" "$first_runs" "$root" "$work" <<'PYTHON'
import glob, os, re, shutil, statistics, subprocess, sys, time
runs, workspace, learner, kata = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
kata_id, step, test_first_step, load = sys.argv[5], sys.argv[6], sys.argv[7], int(sys.argv[8])
first_runs, root, work = int(sys.argv[9]), sys.argv[10], sys.argv[11]
counter = 0

def add_test(folder):
    global counter
    counter += 1
    test_file = sorted(glob.glob(f"{folder}/Tests/*/*Tests.swift"))[0]
    text = open(test_file).read().rstrip()
    assert text.endswith("}"), test_file
    open(test_file, "w").write(text[:-1] + f"\n  func test_added{counter}() {{}}\n}}\n")

def edit_body(folder):
    """Adds a statement to the first function body of the module's largest file: the
    module compiles again, its interface stays the same."""
    global counter
    counter += 1
    sources = glob.glob(f"{folder}/Sources/*/*.swift")
    target = max(sources, key=lambda path: len(open(path).read()))
    lines = open(target).read().split("\n")
    for index, line in enumerate(lines):
        if re.match(r"\s*(public |private |internal |mutating |static )*func .*\{\s*$", line):
            lines.insert(index + 1, f"    _ = {counter}")
            break
    else:
        raise SystemExit(f"no function body to edit in {target}")
    open(target, "w").write("\n".join(lines))

def timed(edit, folder, command):
    edit(folder)
    # The previous run's files reach the disk first, so that no run pays for another's.
    os.sync()
    start = time.perf_counter()
    result = subprocess.run(command, cwd=folder, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if "[GREEN]" not in result.stdout and "Executed" not in result.stdout + result.stderr:
        raise SystemExit(f"{' '.join(command)} did not run the tests:\n{result.stdout}{result.stderr}")
    return seconds

def kata_test(engine, folder):
    return [kata, "test", "--engine", engine, "--dir", folder]

times = {}
def measure(key, edit, folder, command):
    """One untimed run, then `runs` timed ones in a row: each engine is measured in the
    steady state a learner meets, not right after another engine filled the caches."""
    timed(edit, folder, command)
    times[key] = [timed(edit, folder, command) for _ in range(runs)]

bare = ["swift", "test", "--disable-swift-testing"]
def alternate(key, folder):
    """The direct engine and a bare `swift test` of the same folder in alternate rounds,
    each after a test is added, so that both meet the machine in the same state."""
    timed(add_test, folder, kata_test("direct", folder))
    timed(add_test, folder, bare)
    times[f"{key} direct"], times[f"{key} bare"] = [], []
    for _ in range(runs):
        times[f"{key} direct"].append(timed(add_test, folder, kata_test("direct", folder)))
        times[f"{key} bare"].append(timed(add_test, folder, bare))

alternate("test", workspace)
measure("test swiftpm", add_test, workspace, kata_test("swiftpm", workspace))
for engine in ["direct", "swiftpm"]:
    measure(f"body {engine}", edit_body, workspace, kata_test(engine, workspace))
measure("first swiftpm", add_test, learner, kata_test("swiftpm", learner))
# A judged run against the reference it is held to, a bare `swift test` of the same
# test-first workspace.
alternate("first", learner)

# The first judged run in a new test-first workspace, against a bare `swift build` of a copy
# of it made before that run, in alternate rounds.
times["new direct"], times["new bare"] = [], []
for round in range(first_runs):
    fresh = f"{work}/new-{round}"
    subprocess.run([kata, "start", kata_id, "--katas", f"{root}/Katas", "--dir", fresh,
                    "--from", test_first_step, "--test-first"], check=True, capture_output=True)
    shutil.rmtree(f"{fresh}/Tests")
    shutil.copytree(f"{work}/tests/Tests", f"{fresh}/Tests")
    shutil.copytree(fresh, f"{fresh}-bare")
    os.sync()
    start = time.perf_counter()
    subprocess.run(kata_test("direct", fresh), capture_output=True)
    times["new direct"].append(time.perf_counter() - start)
    os.sync()
    start = time.perf_counter()
    subprocess.run(["swift", "build"], cwd=f"{fresh}-bare", capture_output=True)
    times["new bare"].append(time.perf_counter() - start)

median = {key: statistics.median(values) for key, values in times.items()}
# The implementations a judged run tries besides the learner's code: the previous step's
# reference, the reference, and the step's chaffs and generated mutants.
judged_count = sum(
    1 for folder in glob.glob(f"{learner}/.kata/builds/*/")
    if os.path.basename(folder.rstrip("/")) not in ("shared-tests", "together"))
def cell(key):
    return f"{median[key]:5.2f} s" if key in median else "     - "
def spread(key):
    return f"{min(times[key]):.2f}–{max(times[key]):.2f}"

cores = subprocess.run(['nproc'], capture_output=True, text=True).stdout.strip()
state = f"under load ({load} busy loops beside)" if load else "idle (no load started)"
print(f"{kata_id}, medians of {runs} runs (spread min–max), on {cores} cores, {state}:")
print(f"  {'':<44}{'direct':>9}{'swiftpm':>10}{'swift test':>12}   target (direct)")
rows = [
    ("test edit (a test method added), step " + step, "test", "< 1.0 s"),
    ("body edit (a function body changed)", "body", "< 0.8 s"),
    (f"test-first run, step {test_first_step} ({judged_count} implementations)", "first", "< 2.0 s"),
]
for label, key, target in rows:
    print(f"  {label:<44}{cell(key + ' direct'):>9}{cell(key + ' swiftpm'):>10}"
          f"{cell(key + ' bare'):>12}   {target}")
for label, key, _ in rows:
    print(f"    spread {key:<5}  direct {spread(key + ' direct')} s, swiftpm {spread(key + ' swiftpm')} s"
          + (f", swift test {spread(key + ' bare')} s" if key + " bare" in times else ""))
new = median["new direct"] / median["new bare"]
print(f"  first judged run in a new workspace: {median['new direct']:.2f} s, a bare swift build of it"
      f" {median['new bare']:.2f} s ({new:.2f}; target at most 1.00; medians of {first_runs})")
targets = (0.30, 0.35) if load else (0.20, 0.25)
ratio = median["test direct"] / median["test bare"]
print(f"  direct / bare swift test after a test edit: {ratio:.2f} (target at most {targets[0]:.2f})")
judged = median["first direct"] / median["first bare"]
print(f"  judged test-first run / bare swift test of that workspace: {judged:.2f} (target at most {targets[1]:.2f})")
for label, folder in [("a test edit", workspace), ("a judged test-first run", learner)]:
    # An untimed run first, so that only the test edit is new (the SwiftPM rounds above
    # edited the sources without the direct engine).
    subprocess.run(kata_test("direct", folder), capture_output=True)
    add_test(folder)
    os.sync()
    result = subprocess.run(kata_test("direct", folder) + ["--timings"], capture_output=True, text=True)
    table = result.stdout[result.stdout.find("Timings,"):]
    print(f"\nWhere the time of {label} went (kata test --timings):")
    print(table.rstrip())
PYTHON
