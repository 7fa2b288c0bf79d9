#!/usr/bin/env bash
# Regenerates the coverage fixtures of CoverageKitTests from the sample package beside them.
#
# Runs the sample's tests with coverage three times (all tests, ShapeTests only, DrawingTests
# only), then writes, with the package path replaced by /project:
#   sample-export.json     llvm-cov export of the full run
#   sample-report.txt      llvm-cov report of the full run, Sources only
#   sample-lcov.info       llvm-cov export -format=lcov of the full run, Sources only
#   shape-export.json, drawing-export.json    exports of the partial runs
#   merged-export.json     llvm-cov export of the two partial profiles merged by llvm-profdata
set -euo pipefail

if [[ "${1:-}" == "--help" || "${1:-}" == "-h" ]]; then
  sed -n '2,/^[^#]/{/^#/s/^# \{0,1\}//p;}' "$0"
  exit 0
fi

cd "$(dirname "$0")/../Tests/CoverageKitTests/Fixtures"
fixtures=$(pwd)
bin_dir=$(dirname "$(command -v swift)")
llvm_cov="$bin_dir/llvm-cov"
llvm_profdata="$bin_dir/llvm-profdata"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R Sample "$work/project"
cd "$work/project"

neutral() { sed "s|$work/project|/project|g"; }

run_tests() { # NAME [FILTER]
  rm -rf .build/debug/codecov
  swift test --enable-code-coverage ${2:+--filter "$2"} >/dev/null
  codecov=$(dirname "$(swift test --show-codecov-path)")
  cp "$codecov/default.profdata" "$work/$1.profdata"
}

run_tests full
binary=$(find .build/debug/ -maxdepth 1 -name '*.xctest' | head -1)
sources=(Sources/Shapes/*.swift)
"$llvm_cov" export -instr-profile "$work/full.profdata" "$binary" | neutral >"$fixtures/sample-export.json"
"$llvm_cov" report -instr-profile "$work/full.profdata" "$binary" "${sources[@]}" >"$fixtures/sample-report.txt"
"$llvm_cov" export -format=lcov -instr-profile "$work/full.profdata" "$binary" "${sources[@]}" \
  | neutral >"$fixtures/sample-lcov.info"

run_tests shape ShapeTests
"$llvm_cov" export -instr-profile "$work/shape.profdata" "$binary" | neutral >"$fixtures/shape-export.json"
run_tests drawing DrawingTests
"$llvm_cov" export -instr-profile "$work/drawing.profdata" "$binary" | neutral >"$fixtures/drawing-export.json"
"$llvm_profdata" merge "$work/shape.profdata" "$work/drawing.profdata" -o "$work/merged.profdata"
"$llvm_cov" export -instr-profile "$work/merged.profdata" "$binary" | neutral >"$fixtures/merged-export.json"
echo "fixtures written to $fixtures"
