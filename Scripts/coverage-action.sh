#!/usr/bin/env bash
# The logic of TDDKit's GitHub Action (action.yml): gate a package's coverage, write the
# Markdown report to the job summary, annotate the diff, set the step's outputs, and keep
# one comment on the pull request up to date.
#
# Usage: COVERAGE_GATE=/path/to/coverage-gate Scripts/coverage-action.sh
#
# Runs in the package's folder. Reads the action's inputs from the environment:
#   INPUT_EXPORTS     llvm-cov exports, separated by spaces; empty runs
#                     'swift test --enable-code-coverage' and takes its export
#   INPUT_CONFIG      a .coverage-gate.json (default: the package's, when present)
#   INPUT_MIN_LINES   a minimum total line coverage in percent
#   INPUT_DIFF_BASE   the diff base (default: origin/ and the pull request's base branch)
#   INPUT_COMMENT     true to post or update the pull-request comment (default true)
#   GITHUB_TOKEN      the token for the comment; it goes to the API's header only
# and GitHub's own variables (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_API_URL, …).
# Reports go to $COVERAGE_REPORTS (default .build/coverage). Outputs: lines, functions,
# regions, passed, report. Exit status: the gate's (0 passed, 1 a check failed, 2 bad
# input), or 3 when the tests failed. The comment never fails the step.
set -euo pipefail

if [[ "${1:-}" == "--help" || "${1:-}" == "-h" ]]; then
  sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'
  exit 0
fi

note() { echo "coverage-action.sh: $*" >&2; }

gate=${COVERAGE_GATE:-}
if [[ -z "$gate" || ! -x "$gate" ]]; then
  note "COVERAGE_GATE must name the coverage-gate binary (got '${gate}')"
  exit 2
fi
reports=${COVERAGE_REPORTS:-.build/coverage}
mkdir -p "$reports"

tests=0
exports=()
if [[ -n "${INPUT_EXPORTS:-}" ]]; then
  read -r -a exports <<<"$INPUT_EXPORTS"
else
  swift test --enable-code-coverage || tests=3
  exports=("$(swift test --show-codecov-path | tail -n 1)")
fi

arguments=(--root "$PWD" --format table --format github
  --output "markdown=$reports/summary.md" --output "outputs=$reports/outputs.txt"
  --output "lcov=$reports/lcov.info")
if [[ -n "${INPUT_CONFIG:-}" ]]; then arguments+=(--config "$INPUT_CONFIG"); fi
if [[ -n "${INPUT_MIN_LINES:-}" ]]; then arguments+=(--min-lines "$INPUT_MIN_LINES"); fi
base=${INPUT_DIFF_BASE:-}
if [[ -z "$base" && -n "${GITHUB_BASE_REF:-}" ]]; then base="origin/$GITHUB_BASE_REF"; fi
if [[ -n "$base" ]]; then arguments+=(--diff-base "$base"); fi

status=0
"$gate" "${exports[@]}" "${arguments[@]}" || status=$?
if [[ $status -eq 2 || ! -f "$reports/summary.md" ]]; then
  exit "$(( status == 0 ? 2 : status ))"
fi

if [[ -n "${GITHUB_STEP_SUMMARY:-}" ]]; then cat "$reports/summary.md" >>"$GITHUB_STEP_SUMMARY"; fi
if [[ -n "${GITHUB_OUTPUT:-}" ]]; then
  cat "$reports/outputs.txt" >>"$GITHUB_OUTPUT"
  echo "report=$reports/summary.md" >>"$GITHUB_OUTPUT"
fi
if [[ "${INPUT_COMMENT:-true}" == true ]]; then
  "$gate" comment "$reports/summary.md" || note "the comment was not posted; the gate decides"
fi

if [[ $tests -ne 0 ]]; then exit "$tests"; fi
exit "$status"
