#!/usr/bin/env bash
# Fuzzes CoverageKit's export reader with libFuzzer (Linux), seeded with the test fixtures.
#
# Usage: Scripts/fuzz-export-reader.sh [SECONDS]   (default: 60)
#
# Compiles CoverageKit and CommandLineSupport into one fuzzing binary with
# -sanitize=fuzzer,address and runs it for SECONDS. Every input must be read or refused;
# a crash, a leak or an input that takes longer than 10 seconds fails the run.
set -euo pipefail

if [[ "${1:-}" == "--help" || "${1:-}" == "-h" ]]; then
  sed -n '2,/^[^#]/{/^#/s/^# \{0,1\}//p;}' "$0"
  exit 0
fi
seconds="${1:-60}"

cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/sources" "$work/corpus"
for file in Sources/CommandLineSupport/*.swift $(find Sources/CoverageKit -name '*.swift'); do
  grep -v '^import CommandLineSupport$' "$file" >"$work/sources/$(echo "$file" | tr '/' '_')"
done
cp Tests/Fuzz/ExportReaderFuzzer.swift "$work/sources/"
cp Tests/CoverageKitTests/Fixtures/*.json "$work/corpus/"

swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name CoverageFuzz \
  "$work"/sources/*.swift -o "$work/fuzz-export-reader"
mkdir -p .build/fuzz-artifacts
"$work/fuzz-export-reader" -max_total_time="$seconds" -timeout=10 -max_len=200000 \
  -artifact_prefix=.build/fuzz-artifacts/ \
  -print_final_stats=1 "$work/corpus"
