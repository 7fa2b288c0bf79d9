#!/usr/bin/env bash
# Measures `coverage-gate mutate` on a package whose tests are Swift Testing, side by side:
# mutants judged per minute with test-by-test selection (each mutant runs only the Swift
# Testing tests that reach it), with one `swift test` per mutant (`--strategy swift-test`),
# and, given an older coverage-gate, with its selection (all Swift Testing tests as one unit).
# It also runs the test-by-test selection with `--jobs 1` and with one job per processor, and
# says whether every mutant's outcome is the same in every run. The package is copied first:
# its checkout is never changed. Each row gives the whole run's time (the copy's build and
# the baseline runs of the tests included) and the time of its trials alone (from "Trying N
# mutants" to the end) and of their first pass (each mutant once against the tests its
# selection picks, before retries and lone builds), and the mutants judged per minute of each.
#
# Usage: Scripts/benchmark-swift-testing.sh PACKAGE [--include GLOB] [--filter REGEX]
#          [--old-gate PATH] [--no-swift-test] [--no-jobs-1] [--keep DIR] [-- ARGUMENTS...]
#   PACKAGE          a Swift package whose tests are Swift Testing (swift-log, say)
#   --include GLOB   the files to mutate (default: every source file)
#   --filter REGEX   the tests to run, as 'swift test --filter' takes it (default: all)
#   --keep DIR       keeps each run's report, outcomes and timed progress in DIR
#   --old-gate PATH  a coverage-gate built from an older commit, to compare its selection
#   --no-swift-test  leaves out the run of one `swift test` per mutant, the slowest by far
#   --no-jobs-1      leaves out the run with --jobs 1 (and so the check that its outcomes are
#                    the same)
#   -- ARGUMENTS     given to every run's mutate as they are (--shard 1/4, say)
set -euo pipefail

package=""
include=""
filter=""
keep=""
old_gate=""
swift_test=yes
jobs_1=yes
extra=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --include) include="$2"; shift 2 ;;
    --filter) filter="$2"; shift 2 ;;
    --keep) keep="$2"; shift 2 ;;
    --old-gate) old_gate="$2"; shift 2 ;;
    --no-swift-test) swift_test=no; shift ;;
    --no-jobs-1) jobs_1=no; shift ;;
    --) shift; extra=("$@"); break ;;
    -h | --help) sed -n '2,/^[^#]/{/^#/s/^# \{0,1\}//p;}' "$0"; exit 0 ;;
    -*) echo "benchmark-swift-testing.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    *) package="$(cd "$1" && pwd)"; shift ;;
  esac
done
[[ -n "$package" && -f "$package/Package.swift" ]] || {
  echo "benchmark-swift-testing.sh: give a Swift package's folder (see --help)" >&2
  exit 2
}

cd "$(dirname "$0")/.."
swift build --product coverage-gate >/dev/null
gate="$(swift build --show-bin-path)/coverage-gate"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cores=$(getconf _NPROCESSORS_ONLN)

# run NAME GATE [ARGUMENTS...]: one mutation run on a fresh copy of the package; prints
# NAME, the seconds of the whole run and of its trials, the mutants judged and judged per
# minute of each, and keeps the outcomes. Each line of progress is kept with its time.
run() {
  local name=$1 tool=$2 copy="$work/$1"
  shift 2
  rm -rf "$copy" && mkdir -p "$copy"
  (cd "$package" && tar --exclude=.build -cf - .) | (cd "$copy" && tar -xf -)
  local started ended
  started=$(date +%s.%N)
  { LLVM_PROFILE_FILE=/dev/null "$tool" mutate --root "$copy" ${include:+--include "$include"} \
    ${filter:+--filter "$filter"} --format json ${extra[@]+"${extra[@]}"} "$@" 2>&1 >"$work/$name.json" || true; } |
    while IFS= read -r line; do printf '%s %s\n' "$(date +%s.%N)" "$line"; done \
      >"$work/$name.log"
  ended=$(date +%s.%N)
  python3 - "$name" "$started" "$ended" "$work/$name.json" "$work/$name.outcomes" \
    "$work/$name.log" <<'PY'
import json, sys
name, started, ended, report, outcomes, log = sys.argv[1:7]
seconds = float(ended) - float(started)
lines = [line.split(" ", 1) for line in open(log).read().splitlines()]
lines = [(float(stamp), text[0] if text else "") for stamp, *text in lines]
first = next((i for i, (_, text) in enumerate(lines) if text.startswith("Trying ")), None)
# The first pass: from "Trying N mutants" to the next line of progress (a retry, a build).
if first is None:
    trials, passed, tried = seconds, seconds, 0
else:
    trials = float(ended) - lines[first][0]
    passed = (lines[first + 1][0] if first + 1 < len(lines) else float(ended)) - lines[first][0]
    tried = int(lines[first][1].split()[1])
try:
    mutants = json.load(open(report))["mutants"]
except (OSError, ValueError, KeyError):
    print(f"{name:<24} no report (see its log)")
    sys.exit(0)
judged = [m for m in mutants if m["outcome"] in ("killed", "timed-out", "survived")]
with open(outcomes, "w") as out:
    for m in sorted(mutants, key=lambda m: (m["file"], m["line"], m["column"], m["mutant"])):
        out.write(f'{m["file"]}:{m["line"]}:{m["column"]} {m["mutant"]} {m["outcome"]}\n')
def rate(time, count=len(judged)):
    return count / time * 60 if time else 0
print(f"{name:<22} {seconds:6.0f} s {rate(seconds):6.1f}/min {trials:6.0f} s {rate(trials):6.1f}/min"
      f" {passed:6.0f} s {rate(passed, tried):6.1f}/min {len(judged):4d}")
PY
}

echo "coverage-gate mutate on $package (${include:-every source file}${filter:+, tests $filter}), $cores cores"
printf '%-22s %19s %19s %19s %4s\n' "selection" "whole run" "trials" "first pass" "judged"
run test-by-test "$gate" --jobs "$cores"
if [[ $jobs_1 == yes ]]; then
  run test-by-test-jobs-1 "$gate" --jobs 1
fi
if [[ $swift_test == yes ]]; then
  run swift-test-per-mutant "$gate" --strategy swift-test
fi
if [[ -n "$old_gate" ]]; then
  run whole-suite-old "$old_gate" --jobs "$cores"
fi

same=yes
for other in "$work"/*.outcomes; do
  if ! diff -q "$work/test-by-test.outcomes" "$other" >/dev/null; then
    same=no
    echo "outcomes differ: $(basename "$other" .outcomes) against test-by-test:"
    diff "$work/test-by-test.outcomes" "$other" | head -20
  fi
done
echo "every run judged every mutant the same: $same"
if [[ -n "$keep" ]]; then
  mkdir -p "$keep" && cp "$work"/*.json "$work"/*.log "$work"/*.outcomes "$keep"/ 2>/dev/null || true
fi
