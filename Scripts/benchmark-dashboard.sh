#!/usr/bin/env bash
# Measures `kata dashboard` on a synthetic room, in one run: 40 learners with 500 runs each
# (Scripts/make-classroom.py), rendered as HTML, JSON and Markdown by the release build.
#
# Usage: Scripts/benchmark-dashboard.sh [--learners N] [--runs N] [--repeat N]
#
# Prints the median and the spread of each format over --repeat renders (default 5), beside
# the target: under 1 second for the HTML page of 40 x 500.
set -euo pipefail

learners=40
runs=500
repeat=5
while [[ $# -gt 0 ]]; do
  case "$1" in
    --learners) learners="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    --repeat) repeat="$2"; shift 2 ;;
    -h | --help) sed -n '2,/^[^#]/{/^#/s/^# \{0,1\}//p;}' "$0"; exit 0 ;;
    *) echo "benchmark-dashboard.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done

cd "$(dirname "$0")/.."
swift build -c release --product kata >/dev/null
kata="$(swift build -c release --show-bin-path)/kata"
room=$(mktemp -d)
trap 'rm -rf "$room"' EXIT
python3 Scripts/make-classroom.py "$room" --learners "$learners" --runs "$runs"

measure() { # FORMAT
  local times=()
  for _ in $(seq "$repeat"); do
    local start end
    start=$(date +%s.%N)
    "$kata" dashboard "$room" --format "$1" --output "$room/out.$1" >/dev/null
    end=$(date +%s.%N)
    times+=("$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')")
  done
  printf '%s\n' "${times[@]}" | sort -n | awk -v format="$1" '
    { value[NR] = $1 }
    END { printf "%-9s median %.3f s  (min %.3f, max %.3f)\n", format, value[int((NR + 1) / 2)], value[1], value[NR] }'
}

echo "kata dashboard, $learners learners x $runs runs ($((learners * runs)) runs), $repeat renders each"
measure html
measure json
measure markdown
echo "target: the HTML page under 1.000 s"
