#!/usr/bin/env bash
# Runs a package's tests with code coverage, then gates the result with coverage-gate and
# the package's .coverage-gate.json ('coverage-gate run' does both). Works in TDDKit and,
# copied, in any other package.
#
# Usage: Scripts/test-with-coverage.sh [SWIFT_TEST_ARGUMENTS ...]
#
# Runs in the current folder when it has a Package.swift, else in the folder above this
# script. Arguments go to 'swift test'. Extra gate options, such as '--diff-base origin/main',
# go in COVERAGE_GATE_ARGS. The gate is, in this order: the package's own coverage-gate
# product (TDDKit itself), $COVERAGE_GATE, coverage-gate on PATH, or one built from the
# TDDKit checkout in $TDDKIT_DIR; the script says which. Reports go to .build/coverage/:
# report.json, summary.md, lcov.info, cobertura.xml and html/.
# Exit status: the gate's (0 passed, 1 a check failed, 2 usage or no gate found), or 3 when
# the tests failed (the reports are still written from their coverage when possible).
set -euo pipefail

if [[ "${1:-}" == "--help" || "${1:-}" == "-h" ]]; then
  sed -n '2,/^[^#]/{/^#/s/^# \{0,1\}//p;}' "$0"
  exit 0
fi

if [[ ! -f Package.swift ]]; then
  cd "$(dirname "$0")/.."
fi
[[ -f Package.swift ]] || {
  echo "test-with-coverage.sh: no Package.swift here or above the script; run it in your package" >&2
  exit 2
}

note() { echo "test-with-coverage.sh: $*" >&2; }

find_gate() {
  if grep -q '"coverage-gate"' Package.swift; then
    gate=own
  elif [[ -n "${COVERAGE_GATE:-}" ]]; then
    [[ -x "$COVERAGE_GATE" ]] || {
      note "COVERAGE_GATE=$COVERAGE_GATE is not an executable file"
      exit 2
    }
    gate=$COVERAGE_GATE
    note "using COVERAGE_GATE ($gate)"
  elif gate=$(command -v coverage-gate); then
    note "using coverage-gate from PATH ($gate)"
  elif [[ -n "${TDDKIT_DIR:-}" ]]; then
    [[ -f "$TDDKIT_DIR/Package.swift" ]] || {
      note "TDDKIT_DIR=$TDDKIT_DIR is not a TDDKit checkout (no Package.swift)"
      exit 2
    }
    swift build --package-path "$TDDKIT_DIR" -c release --product coverage-gate >&2
    gate="$(swift build --package-path "$TDDKIT_DIR" -c release --show-bin-path)/coverage-gate"
    note "using coverage-gate built from TDDKIT_DIR ($gate)"
  else
    note "no coverage-gate found: install it from a TDDKit release archive and put its bin/ on PATH, set COVERAGE_GATE=/path/to/coverage-gate, or set TDDKIT_DIR to a TDDKit checkout to build it"
    exit 2
  fi
}

find_gate
if [[ "$gate" == own ]]; then
  # Built with the tests' own flags, so the tests reuse what it compiled.
  swift build --product coverage-gate --enable-code-coverage >&2
  gate="$(swift build --show-bin-path)/coverage-gate"
  note "using this package's own coverage-gate ($gate)"
fi

reports=.build/coverage
mkdir -p "$reports"
read -r -a extra <<<"${COVERAGE_GATE_ARGS:-}"
# 'coverage-gate run' runs the tests with coverage, then gates their export: the one place
# that does both. The gate's own profile, when it is instrumented, goes nowhere.
status=0
LLVM_PROFILE_FILE=/dev/null "$gate" run --root "$PWD" --show-missing --skip-covered \
  --output "json=$reports/report.json" --output "markdown=$reports/summary.md" \
  --output "lcov=$reports/lcov.info" --output "cobertura=$reports/cobertura.xml" \
  --output "html=$reports/html" ${extra[@]+"${extra[@]}"} --format table -- "$@" || status=$?
if [[ $status -eq 3 ]]; then
  note "the tests failed; what the gate could report of their coverage is above"
fi
exit "$status"
