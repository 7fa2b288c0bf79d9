#!/usr/bin/env bash
# Measures the feedback loop of `kata test` against a bare `swift test`, in one run.
#
# Usage: Scripts/benchmark-kata.sh [--runs N] [--kata KATA] [--step N]
#
# Starts a workspace of KATA (default data-model) in a temporary folder, puts the reference
# of step N (default 13) in place, builds once, then alternates: a one-line change to a
# source file followed by `kata test`, and a one-line change followed by `swift test`.
# Prints the median and the spread of each, and their ratio.
set -euo pipefail

runs=7
kata=data-model
step=13
while [[ $# -gt 0 ]]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --kata) kata="$2"; shift 2 ;;
    --step) step="$2"; shift 2 ;;
    -h | --help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "benchmark-kata.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done

cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build -c release --product kata >/dev/null
kata_bin="$(swift build -c release --show-bin-path)/kata"
workspace="$work/$kata"
"$kata_bin" start "$kata" --katas "$root/Katas" --dir "$workspace" >/dev/null
python3 - "$workspace" "$step" <<'PYTHON'
import json, sys
state_path = f"{sys.argv[1]}/.kata/state.json"
state = json.load(open(state_path))
state["stepIndex"] = int(sys.argv[2]) - 1
json.dump(state, open(state_path, "w"))
PYTHON
"$kata_bin" solution --apply --force --dir "$workspace" >/dev/null
"$kata_bin" reset --step --dir "$workspace" >/dev/null
"$kata_bin" solution --apply --force --dir "$workspace" >/dev/null
target=$(find "$workspace/Sources" -name '*.swift' ! -name 'ToDo.swift' | sort | head -n 1)
(cd "$workspace" && swift build --build-tests >/dev/null 2>&1)

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
