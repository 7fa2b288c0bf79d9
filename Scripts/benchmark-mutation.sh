#!/usr/bin/env bash
# Measures `coverage-gate mutate` in one run, side by side: mutants tried per minute with the
# mutant schema (every mutant in one build), with one build per mutant, and with one `swift
# build` and one `swift test` per mutant (what a mutation tester without schemata does), on
# a file of ToDo and, given a swift-algorithms package, on its Stride.swift. Then the time of
# `--diff-base` after a five-line change to ToDo. Given swift-algorithms, also the share of the
# mutants of Stride, Chunked and Rotate in the one schema build, a run of every source file,
# the same in four shards (as a CI matrix would run them), and an `--incremental` run after
# a one-line change to Rotate.swift. It works in a clone of this repository and a
# copy of the swift-algorithms package: neither checkout is changed. The three strategies
# must agree on every mutant's outcome; the script says so, or names the ones they do not.
# The whole run and each shard start from a package never mutated (as a CI job does), and
# each row shows its first build (the copy's schema builds) apart from the rest; the
# shards' reports are merged and their score compared with the whole run's.
#
# Usage: Scripts/benchmark-mutation.sh [--algorithms DIR] [--file PATH] [--shards DIR]
#   --algorithms DIR  a package with swift-algorithms' Sources/Algorithms/Stride.swift and
#                     its tests (a checkout of apple/swift-algorithms will do); a path
#                     dependency `../NAME` of it is used from beside it
#   --file PATH       the ToDo file to compare on (default: the item manager)
#   --shards DIR      only the whole run of the package at DIR and its four shards (a
#                     checkout of swift-algorithms or swift-log, say)
set -euo pipefail

algorithms=""
file="Sources/ToDo/Manager/ItemManager.swift"
shards_of=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --algorithms) algorithms="$(cd "$2" && pwd)"; shift 2 ;;
    --file) file="$2"; shift 2 ;;
    --shards) shards_of="$(cd "$2" && pwd)"; shift 2 ;;
    -h | --help) sed -n '2,/^[^#]/{/^#/s/^# \{0,1\}//p;}' "$0"; exit 0 ;;
    *) echo "benchmark-mutation.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done

cd "$(dirname "$0")/.."
swift build --product coverage-gate >/dev/null
gate="$(swift build --show-bin-path)/coverage-gate"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

rows="$work/rows.tsv"
# Runs one mutate, timed, and appends a row: target, strategy, mutants tried, seconds,
# the first build's seconds, and the outcome of every mutant (to compare the strategies).
# Each progress line is kept with the time it came.
measure() {
  local target=$1 label=$2 strategy=$3 root=$4
  shift 4
  local start end
  start=$(date +%s.%N)
  {
    "$gate" mutate --root "$root" --strategy "$strategy" --format json "$@" \
      2>&1 >"$work/report.json" && echo "status 0" || echo "status $?"
  } | while IFS= read -r line; do printf '%s %s\n' "$(date +%s.%N)" "$line"; done \
    >"$work/progress.txt"
  end=$(date +%s.%N)
  local status
  status=$(tail -1 "$work/progress.txt" | cut -d' ' -f3)
  if [[ ! -s "$work/report.json" ]]; then
    echo "benchmark-mutation.sh: mutate stopped with status $status on $target ($label):" >&2
    tail -5 "$work/progress.txt" >&2
    return 0
  fi
  python3 - "$work/report.json" "$target" "$label" "$start" "$end" "$work/progress.txt" \
    >>"$rows" <<'EOF'
import json, sys
report = json.load(open(sys.argv[1]))
# The first build: from the schema's first build to the line after its last attempt.
stamps = [line.split(" ", 1) for line in open(sys.argv[6]).read().splitlines()]
first_build = 0.0
for index, (stamp, text) in enumerate(stamps):
    if text.startswith("Building ") and text.endswith(" in one build"):
        rest = [s for s, t in stamps[index + 1:] if not t.startswith("Building again")]
        first_build = float(rest[0] if rest else sys.argv[5]) - float(stamp)
        break
tried = [m for m in report["mutants"] if m["outcome"] not in ("not-covered", "equivalent")]
outcomes = ";".join(f'{m["line"]}:{m["column"]}:{m["mutant"]}={m["outcome"]}' for m in tried)
seconds = float(sys.argv[5]) - float(sys.argv[4])
mutants = report["mutants"]
in_schema = sum(1 for m in mutants if m.get("inSchema", True))
share = f"{in_schema}/{len(mutants)}"
kept = report.get("kept", 0)
print(f"{sys.argv[2]}\t{sys.argv[3]}\t{len(tried)}\t{seconds:.1f}\t{first_build:.1f}\t{share}\t{kept}\t{outcomes}")
EOF
  cp "$work/report.json" "$work/last.json"
}

# Compares the three strategies on one target, each reading the same coverage.
compare() {
  local target=$1 root=$2
  shift 2
  echo "• $target: the schema's own run (with its coverage run)" >&2
  measure "$target" "schema, first run" schema "$root" "$@"
  # The tests' coverage, measured once in the copy, which the three strategies then read.
  local coverage_export filter=() previous=""
  for argument in "$@"; do
    [[ "$previous" == "--filter" ]] && filter=(--filter "$argument")
    previous=$argument
  done
  (cd "$root/.build/mutation/package" &&
    swift test --enable-code-coverage "${filter[@]}" >/dev/null 2>&1)
  # Given an export, mutate builds without coverage: the copy is built so first, so that no
  # strategy's figure pays for a whole rebuild.
  (cd "$root/.build/mutation/package" && swift build --build-tests >/dev/null 2>&1)
  coverage_export=$(find "$root/.build/mutation/package/.build" -path '*codecov/*.json' | head -1)
  [[ -n "$coverage_export" ]] || {
    echo "benchmark-mutation.sh: no coverage export in $root/.build/mutation/package" >&2
    exit 1
  }
  for strategy in schema each-build swift-test; do
    echo "• $target: $strategy" >&2
    measure "$target" "$strategy" "$strategy" "$root" --coverage "$coverage_export" "$@"
  done
}

# A fresh copy of the package at SOURCE in $work/NAME, with the `../` path dependencies it
# names linked beside it: a package never mutated, as a CI job checks it out.
fresh_package() {
  local source=$1 folder="$work/$2"
  rm -rf "$folder"
  mkdir -p "$folder"
  cp -R "$source"/Package*.swift "$source/Sources" "$source/Tests" "$folder/"
  local dependency
  while IFS= read -r dependency; do
    [[ -e "$work/$dependency" ]] || ln -s "$(cd "$source/../$dependency" && pwd)" "$work/$dependency"
  done < <(grep -o 'path: *"\.\./[^"]*"' "$source/Package.swift" |
    sed 's|.*"\.\./\([^"]*\)"|\1|')
}

# The whole of the package at SOURCE in one run, then in four shards, each from a fresh
# package;
# the shards' reports merged and compared with the whole run's, mutant by mutant.
in_shards() {
  local source=$1 name
  name=$(basename "$1")
  fresh_package "$source" whole
  echo "• $name: every source file, from a fresh package" >&2
  measure "$name: all sources" "schema, whole" schema "$work/whole"
  cp "$work/last.json" "$work/whole.json"
  local shard shards=()
  for shard in 1 2 3 4; do
    fresh_package "$source" "shard-$shard"
    echo "• $name: every source file, shard $shard of 4, from a fresh package" >&2
    measure "$name: all sources" "schema, shard $shard/4" schema "$work/shard-$shard" \
      --shard "$shard/4"
    cp "$work/last.json" "$work/shard-$shard.json"
    shards+=("$work/shard-$shard.json")
  done
  "$gate" mutate merge "${shards[@]}" --format json >"$work/merged.json"
  python3 - "$work/whole.json" "$work/merged.json" "$name" >>"$work/merge.txt" <<'EOF'
import json, sys
whole, merged = (json.load(open(path)) for path in sys.argv[1:3])
def outcomes(report):
    return {f'{m["file"]}:{m["line"]}:{m["column"]}: {m["original"]} → {m["mutant"]}': m["outcome"]
            for m in report["mutants"]}
one, joined = outcomes(whole), outcomes(merged)
print(f'{sys.argv[3]}: the whole run scores {whole["score"]:.2f}%, its four shards merged {merged["score"]:.2f}%')
# Killed and timed out both catch a mutant: a loaded machine may tell one for the other.
caught = {"killed", "timed-out"}
differ = [k for k in sorted(one.keys() | joined.keys())
          if one.get(k) != joined.get(k) and not {one.get(k), joined.get(k)} <= caught]
print(f'{sys.argv[3]}: {len(one)} mutants in the whole run, {len(joined)} in the shards; '
      + ('every outcome alike' if not differ else f'{len(differ)} differ:'))
for k in differ:
    print(f'  {k}: whole {one.get(k)}, shards {joined.get(k)}')
EOF
}

# The table of every row, the slowest shard, the strategies' agreement and the merge.
print_report() {
  python3 - "$rows" <<'EOF'
import sys
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1])]
print(f'{"target":<32} {"strategy":<20} {"mutants":>7} {"in schema":>9} {"kept":>5} {"seconds":>8} {"first build":>11} {"per minute":>10} {"vs swift-test":>13}')
slowest = {r[0]: float(r[2]) * 60 / float(r[3]) for r in rows if r[1] == "swift-test"}
for target, strategy, tried, seconds, first_build, share, kept, _ in rows:
    rate = float(tried) * 60 / float(seconds) if float(seconds) else 0
    ratio = f"{rate / slowest[target]:.1f}x" if slowest.get(target) else "-"
    print(f"{target:<32} {strategy:<20} {tried:>7} {share:>9} {kept:>5} {float(seconds):>8.1f} {float(first_build):>11.1f} {rate:>10.1f} {ratio:>13}")
for package in sorted({r[0] for r in rows if "shard" in r[1]}):
    seconds, first_build = max((float(r[3]), float(r[4])) for r in rows
                               if r[0] == package and "shard" in r[1])
    print(f"{package} in 4 shards: the slowest took {seconds:.1f} s, "
          f"{first_build:.1f} s of them its first build")
by_target = {}
for target, strategy, _, _, _, _, _, outcomes in rows:
    if strategy in ("schema", "each-build", "swift-test"):
        by_target.setdefault(target, {})[strategy] = outcomes
for target, runs in by_target.items():
    agree = len(set(runs.values())) == 1
    print(f"{target}: the strategies {'agree on every mutant' if agree else 'DISAGREE'}")
    if not agree:
        for strategy, outcomes in runs.items():
            print(f"  {strategy}: {outcomes}")
EOF
  if [[ -f "$work/merge.txt" ]]; then cat "$work/merge.txt"; fi
}

if [[ -n "$shards_of" ]]; then
  in_shards "$shards_of"
  print_report
  exit 0
fi

echo "• cloning this repository into $work/tddkit" >&2
git clone -q . "$work/tddkit"
compare "ToDo: $(basename "$file")" "$work/tddkit" --include "$file" --filter '^ToDoTests\.'

if [[ -n "$algorithms" ]]; then
  fresh_package "$algorithms" algorithms
  compare "swift-algorithms: Stride.swift" "$work/algorithms" \
    --include Sources/Algorithms/Stride.swift
  three=(--include Sources/Algorithms/Stride.swift --include Sources/Algorithms/Chunked.swift
    --include Sources/Algorithms/Rotate.swift)
  echo "• swift-algorithms: Stride, Chunked, Rotate in one schema build" >&2
  measure "algorithms: 3 files" "schema" schema "$work/algorithms" "${three[@]}"
  echo "• swift-algorithms: every source file, keeping the results" >&2
  measure "algorithms: all sources" "schema, incremental" schema "$work/algorithms" \
    --incremental "$work/results.json"
  # A one-line change to one file: only that file's mutants are tried again.
  sed -i 's|var ret = e // start with a known incorrect result.|var ret = e // a result known to be wrong|' \
    "$work/algorithms/Sources/Algorithms/Rotate.swift"
  grep -q 'a result known to be wrong' "$work/algorithms/Sources/Algorithms/Rotate.swift" ||
    { echo "benchmark-mutation.sh: Rotate.swift changed: update the one-line edit" >&2; exit 1; }
  echo "• swift-algorithms: a one-line change to Rotate.swift, --incremental" >&2
  measure "algorithms: 1-line change" "schema, incremental" schema "$work/algorithms" \
    --incremental "$work/results.json"
  in_shards "$algorithms"
fi

# A pull request's run: five lines of the item manager rewritten, the package warm (its
# copy built with coverage, as the run before the change left it).
"$gate" mutate --root "$work/tddkit" --include "$file" --filter '^ToDoTests\.' \
  >/dev/null 2>&1 || true
python3 - "$work/tddkit/Sources/ToDo/Manager/ItemManager.swift" <<'EOF'
import sys
path = sys.argv[1]
text = open(path).read()
old = (
    "    guard !toDoItems.contains(item), !doneItems.contains(item) else { return }\n"
    "    toDoItems.append(item)\n"
)
new = (
    "    let isNew = !toDoItems.contains(item) && !doneItems.contains(item)\n"
    "    if isNew == false {\n"
    "      return\n"
    "    }\n"
    "    toDoItems.insert(item, at: toDoItems.count)\n"
)
assert old in text, "the item manager's add(_:) changed: update the benchmark's edit"
open(path, "w").write(text.replace(old, new))
EOF
echo "• ToDo: --diff-base HEAD after a five-line change" >&2
measure "ToDo: --diff-base, 5 lines" "schema, warm" schema "$work/tddkit" --diff-base HEAD \
  --filter '^ToDoTests\.'
print_report
