#!/usr/bin/env bash
# Measures the feedback loop of `kata test` against a bare `swift test`, in one run.
#
# Usage: Scripts/benchmark-kata.sh [--runs N] [--kata KATA] [--step N] [--test-first]
#
# Starts a workspace of KATA (default data-model) in a temporary folder, puts the reference
# of step N (default 13) in place, builds once, then alternates: a one-line change to a
# source file followed by `kata test`, and a one-line change followed by `swift test`.
# Prints the median and the spread of each, and their ratio.
#
# With --test-first (default step 10, which has 3 chaffs), compares instead a test-first
# `kata test` (the learner's tests against the previous reference, the reference and every
# chaff, then the learner's code) with a plain `kata test`, each after adding a test method:
# the case where every implementation has to build again.
set -euo pipefail

runs=7
kata=data-model
step=""
test_first=false
while [[ $# -gt 0 ]]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --kata) kata="$2"; shift 2 ;;
    --step) step="$2"; shift 2 ;;
    --test-first) test_first=true; shift ;;
    -h | --help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "benchmark-kata.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done

cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [[ -z "$step" ]]; then
  if $test_first; then step=10; else step=13; fi
fi

swift build -c release --product kata >/dev/null
kata_bin="$(swift build -c release --show-bin-path)/kata"

# A workspace of $kata at step $step with the step's reference in place: start it (with
# any extra start options), move it to the step, and reset the step to get its tests.
prepare() { # FOLDER [START_OPTIONS ...]
  local folder="$1"
  shift
  "$kata_bin" start "$kata" --katas "$root/Katas" --dir "$folder" "$@" >/dev/null
  python3 - "$folder" "$step" <<'PYTHON'
import json, sys
state_path = f"{sys.argv[1]}/.kata/state.json"
state = json.load(open(state_path))
state["stepIndex"] = int(sys.argv[2]) - 1
json.dump(state, open(state_path, "w"))
PYTHON
  "$kata_bin" solution --apply --force --dir "$folder" >/dev/null
  "$kata_bin" reset --step --dir "$folder" >/dev/null
  "$kata_bin" solution --apply --force --dir "$folder" >/dev/null
}

workspace="$work/$kata"
prepare "$workspace"
(cd "$workspace" && swift build --build-tests >/dev/null 2>&1)

if $test_first; then
  learner="$work/$kata-test-first"
  prepare "$learner" --test-first
  rm -rf "$learner/Tests"
  cp -R "$workspace/Tests" "$learner/Tests"
  "$kata_bin" test --dir "$learner" >/dev/null 2>&1 || true
  python3 - "$runs" "$workspace" "$learner" "$kata_bin" <<'PYTHON'
import glob, statistics, subprocess, sys, time
runs, plain, learner, kata = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
counter = 0

def add_test(folder):
    global counter
    counter += 1
    test_file = sorted(glob.glob(f"{folder}/Tests/*/*Tests.swift"))[0]
    text = open(test_file).read().rstrip()
    assert text.endswith("}")
    open(test_file, "w").write(text[:-1] + f"\n  func test_added{counter}() {{}}\n}}\n")

def timed(folder):
    add_test(folder)
    start = time.perf_counter()
    result = subprocess.run([kata, "test", "--dir", folder], capture_output=True, text=True)
    return time.perf_counter() - start, result.stdout.splitlines()[0] if result.stdout else ""

first_times, plain_times, verdict = [], [], ""
for _ in range(runs):
    seconds, verdict = timed(learner)
    first_times.append(seconds)
    plain_times.append(timed(plain)[0])

def row(name, times):
    print(f"  {name:<44} median {statistics.median(times):6.2f} s   min {min(times):6.2f} s   max {max(times):6.2f} s")

print(f"After adding a test method, {runs} runs each:")
row("kata test, test first (previous, reference,", first_times)
print("    every chaff, then the learner's code)")
row("kata test, plain", plain_times)
print(f"  ratio: test first takes {statistics.median(first_times) / statistics.median(plain_times):.2f} x the time of a plain run")
print(f"  last verdict: {verdict}")
PYTHON
  exit 0
fi

target=$(find "$workspace/Sources" -name '*.swift' ! -name 'ToDo.swift' | sort | head -n 1)

python3 - "$runs" "$workspace" "$target" "$kata_bin" <<'PYTHON'
import statistics, subprocess, sys, time
runs, workspace, target, kata = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
counter = 0

def change():
    global counter
    counter += 1
    with open(target, "a") as handle:
        handle.write(f"// edit {counter}\n")

def timed(command):
    change()
    start = time.perf_counter()
    subprocess.run(command, cwd=workspace, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start

kata_times, bare_times = [], []
for _ in range(runs):
    kata_times.append(timed([kata, "test", "--dir", workspace]))
    bare_times.append(timed(["swift", "test"]))

def row(name, times):
    print(f"  {name:<40} median {statistics.median(times):6.2f} s   min {min(times):6.2f} s   max {max(times):6.2f} s")

print(f"After a one-line source change, {runs} runs each (workspace {workspace.split('/')[-1]}):")
row("kata test (build, run, light, journal)", kata_times)
row("swift test (bare)", bare_times)
print(f"  ratio: kata test takes {statistics.median(kata_times) / statistics.median(bare_times):.2f} x the time of swift test")
PYTHON
