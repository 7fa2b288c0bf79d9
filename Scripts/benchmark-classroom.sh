#!/usr/bin/env bash
# Measures the classroom server in one run: the release build of `kata dashboard serve
# ROOM` on loopback, loaded by Scripts/load-classroom.py with 40 learners posting 500
# runs each (one connection per run, every tenth sent twice) while two readers read the
# pages. Prints the posts per second, the time of a post and of a page, and whether every
# run was kept exactly once, beside the load of a real room.
#
# Usage: Scripts/benchmark-classroom.sh [--learners N] [--runs N]
set -euo pipefail

learners=40
runs=500
while [[ $# -gt 0 ]]; do
  case "$1" in
    --learners) learners="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    -h | --help) sed -n '2,/^[^#]/{/^#/s/^# \{0,1\}//p;}' "$0"; exit 0 ;;
    *) echo "benchmark-classroom.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done

cd "$(dirname "$0")/.."
swift build -c release --product kata >/dev/null
kata="$(swift build -c release --show-bin-path)/kata"
work=$(mktemp -d)
server=""
cleanup() {
  if [[ -n "$server" ]]; then kill "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
mkdir "$work/room"
"$kata" dashboard serve "$work/room" --port 0 --host 127.0.0.1 --room-token BENCH-2468 \
  </dev/null >"$work/server.log" 2>&1 &
server=$!
address=""
for _ in $(seq 100); do
  address=$(grep -o 'http://127\.0\.0\.1:[0-9]*' "$work/server.log" | head -1 || true)
  [[ -n "$address" ]] && break
  sleep 0.1
done
if [[ -z "$address" ]]; then
  echo "benchmark-classroom.sh: the server did not start:" >&2
  cat "$work/server.log" >&2
  exit 1
fi
python3 Scripts/load-classroom.py --address "$address" --token BENCH-2468 \
  --room "$work/room" --learners "$learners" --runs "$runs"
