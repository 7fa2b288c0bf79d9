#!/usr/bin/env bash
# Runs the package's tests with code coverage, then gates the result with coverage-gate and
# the package's .coverage-gate.json.
#
# Usage: Scripts/test-with-coverage.sh [SWIFT_TEST_ARGUMENTS ...]
#
# Arguments go to 'swift test'. Extra gate options, such as '--diff-base origin/main', can be
# passed in COVERAGE_GATE_ARGS. Reports are written to .build/coverage/: report.json,
# summary.md, lcov.info, cobertura.xml and html/. Exits with the gate's status.
set -euo pipefail

if [[ "${1:-}" == "--help" || "${1:-}" == "-h" ]]; then
  sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
  exit 0
fi

cd "$(dirname "$0")/.."

swift test --enable-code-coverage "$@"

export_path=$(swift test --show-codecov-path "$@" 2>/dev/null | tail -n 1)
gate="$(swift build --show-bin-path "$@")/coverage-gate"
if [[ ! -x "$gate" ]]; then
  swift build --product coverage-gate "$@"
fi

reports=.build/coverage
mkdir -p "$reports"
read -r -a extra <<<"${COVERAGE_GATE_ARGS:-}"
"$gate" "$export_path" --show-missing --skip-covered \
  --output "json=$reports/report.json" --output "markdown=$reports/summary.md" \
  --output "lcov=$reports/lcov.info" --output "cobertura=$reports/cobertura.xml" \
  --output "html=$reports/html" ${extra[@]+"${extra[@]}"} --format table
