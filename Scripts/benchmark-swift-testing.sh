#!/usr/bin/env bash
# Measures `coverage-gate mutate` on a package whose tests are Swift Testing, side by side:
# mutants judged per minute with test-by-test selection (each mutant runs only the Swift
# Testing tests that reach it), with one `swift test` per mutant (`--strategy swift-test`),
# and, given an older coverage-gate, with its selection (all Swift Testing tests as one unit).
# It also runs the test-by-test selection with `--jobs 1` and with one job per processor, and
# says whether every mutant's outcome is the same in every run. The package is copied first:
# its checkout is never changed.
#
# Usage: Scripts/benchmark-swift-testing.sh PACKAGE [--include GLOB] [--old-gate PATH]
#          [--no-swift-test]
#   PACKAGE          a Swift package whose tests are Swift Testing (swift-log, say)
#   --include GLOB   the files to mutate (default: every source file)
#   --old-gate PATH  a coverage-gate built from an older commit, to compare its selection
#   --no-swift-test  leaves out the run of one `swift test` per mutant, the slowest by far
set -euo pipefail

package=""
include=""
old_gate=""
swift_test=yes
while [[ $# -gt 0 ]]; do
  case "$1" in
    --include) include="$2"; shift 2 ;;
    --old-gate) old_gate="$2"; shift 2 ;;
    --no-swift-test) swift_test=no; shift ;;
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
# NAME, the seconds, the mutants judged and judged per minute, and keeps the outcomes.
run() {
  local name=$1 tool=$2 copy="$work/$1"
  shift 2
  rm -rf "$copy" && mkdir -p "$copy"
  (cd "$package" && tar --exclude=.build -cf - .) | (cd "$copy" && tar -xf -)
  local started ended
  started=$(date +%s.%N)
  LLVM_PROFILE_FILE=/dev/null "$tool" mutate --root "$copy" ${include:+--include "$include"} \
    --format json "$@" >"$work/$name.json" 2>"$work/$name.log" || true
  ended=$(date +%s.%N)
  python3 - "$name" "$started" "$ended" "$work/$name.json" "$work/$name.outcomes" <<'PY'
import json, sys
name, started, ended, report, outcomes = sys.argv[1:6]
seconds = float(ended) - float(started)
try:
    mutants = json.load(open(report))["mutants"]
except (OSError, ValueError, KeyError):
    print(f"{name:<28} no report (see its log)")
    sys.exit(0)
judged = [m for m in mutants if m["outcome"] in ("killed", "timed-out", "survived")]
with open(outcomes, "w") as out:
    for m in sorted(mutants, key=lambda m: (m["file"], m["line"], m["column"], m["mutant"])):
        out.write(f'{m["file"]}:{m["line"]}:{m["column"]} {m["mutant"]} {m["outcome"]}\n')
rate = len(judged) / seconds * 60 if seconds else 0
print(f"{name:<28} {seconds:8.1f} s {len(judged):6d} judged {rate:9.1f} per minute")
PY
}

echo "coverage-gate mutate on $package (${include:-every source file}), $cores cores"
printf '%-28s %10s %13s %20s\n' "selection" "time" "mutants" "rate"
run test-by-test "$gate" --jobs "$cores"
run test-by-test-jobs-1 "$gate" --jobs 1
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
