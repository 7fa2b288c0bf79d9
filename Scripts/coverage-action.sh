#!/usr/bin/env bash
# The logic of TDDKit's GitHub Action (action.yml): gate a package's coverage, write the
# Markdown report to the job summary, annotate the diff, set the step's outputs, and keep
# one comment on the pull request up to date.
#
# Usage: COVERAGE_GATE=/path/to/coverage-gate Scripts/coverage-action.sh
#
# Runs in the package's folder. Reads the action's inputs from the environment:
#   INPUT_EXPORTS         llvm-cov exports, separated by spaces; empty runs
#                         'coverage-gate run', which runs the tests with coverage first
#   INPUT_SWIFT_TEST_ARGUMENTS  more arguments for 'swift test', separated by spaces
#   INPUT_CONFIG          a .coverage-gate.json (default: the package's, when present)
#   INPUT_MIN_LINES       a minimum total line coverage in percent
#   INPUT_DIFF_BASE       the diff base (default: origin/ and the pull request's base branch)
#   INPUT_MIN_DIFF_LINES  a minimum line coverage of the changed lines
#   INPUT_MUTATE          true to run 'coverage-gate mutate' after the gate (on the
#                         changed lines when there is a diff base); only to mutate without
#                         running the tests and the gate first (a shard of a job matrix)
#   INPUT_MIN_MUTATION_SCORE  a minimum mutation score in percent
#   INPUT_MUTATION_SHARD  K/N: mutate only the K-th of N slices (a CI matrix; merge the
#                         shards' mutation.json with INPUT_MUTATION_MERGE)
#   INPUT_MUTATION_INCREMENTAL  a file that keeps the mutants' outcomes between runs
#                         ('coverage-gate mutate --incremental'; one per shard, in a cache)
#   INPUT_MUTATION_MERGE  the shards' mutation.json files (a glob, or paths separated by
#                         spaces): join them into one report and one score, and nothing else
#   INPUT_TOP             at most this many file rows, lowest coverage first
#   INPUT_SKIP_COVERED    true to leave fully covered files out of the report
#   INPUT_COMMENT         true to post or update the pull-request comment (default true)
#   GITHUB_TOKEN          the token for the comment; it goes to the API's header only
# and GitHub's own variables (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_API_URL, …).
# Reports go to $COVERAGE_REPORTS (default .build/coverage): summary.md for the job
# summary, comment.md (the same, fitted to a comment), outputs.txt, lcov.info and, with
# INPUT_MUTATE, mutation.md, mutation.json and mutation-outputs.txt. Outputs: lines,
# functions, regions, passed, report, and with INPUT_MUTATE mutation-score, mutants-killed,
# mutants-survived, mutants-judged; the comment then gives the score. Exit status: the gate's (0 passed, 1 a check
# failed, 2 bad input), or 3 when the tests failed. The comment never fails the step.
#
# To try it on your machine against a fake GitHub API: start
# 'python3 Tests/Support/fake_github_api.py --port 8765 --token t', then run this script
# with COVERAGE_GATE set, GITHUB_TOKEN=t, GITHUB_REPOSITORY=octo/shop,
# GITHUB_API_URL=http://127.0.0.1:8765 and GITHUB_REF=refs/pull/7/merge, and read what
# the fake API received at http://127.0.0.1:8765/_calls.
set -euo pipefail

if [[ "${1:-}" == "--help" || "${1:-}" == "-h" ]]; then
  sed -n '2,/^[^#]/{/^#/s/^# \{0,1\}//p;}' "$0"
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

# The merge of a job matrix's shards: one report and one score, no tests, no package needed.
if [[ -n "${INPUT_MUTATION_MERGE:-}" ]]; then
  read -r -a patterns <<<"$INPUT_MUTATION_MERGE"
  shopt -s nullglob
  shards=()
  for pattern in "${patterns[@]}"; do
    # shellcheck disable=SC2206 # the pattern is meant to be expanded here
    matched=($pattern)
    shards+=("${matched[@]}")
  done
  shopt -u nullglob
  merge=(mutate merge "${shards[@]}" --format github
    --output "markdown=$reports/mutation.md" --output "json=$reports/mutation.json"
    --output "outputs=$reports/mutation-outputs.txt")
  if [[ -n "${INPUT_MIN_MUTATION_SCORE:-}" ]]; then merge+=(--min-score "$INPUT_MIN_MUTATION_SCORE"); fi
  status=0
  "$gate" "${merge[@]}" || status=$?
  if [[ -n "${GITHUB_STEP_SUMMARY:-}" && -f "$reports/mutation.md" ]]; then
    cat "$reports/mutation.md" >>"$GITHUB_STEP_SUMMARY"
  fi
  if [[ -n "${GITHUB_OUTPUT:-}" && -f "$reports/mutation-outputs.txt" ]]; then
    cat "$reports/mutation-outputs.txt" >>"$GITHUB_OUTPUT"
  fi
  exit "$status"
fi

arguments=(--root "$PWD" --format table --format github
  --output "markdown=$reports/summary.md" --output "comment=$reports/comment.md"
  --output "outputs=$reports/outputs.txt" --output "lcov=$reports/lcov.info")
if [[ -n "${INPUT_CONFIG:-}" ]]; then arguments+=(--config "$INPUT_CONFIG"); fi
if [[ -n "${INPUT_MIN_LINES:-}" ]]; then arguments+=(--min-lines "$INPUT_MIN_LINES"); fi
base=${INPUT_DIFF_BASE:-}
if [[ -z "$base" && -n "${GITHUB_BASE_REF:-}" ]]; then base="origin/$GITHUB_BASE_REF"; fi
if [[ -n "$base" ]]; then
  arguments+=(--diff-base "$base")
  if [[ -n "${INPUT_MIN_DIFF_LINES:-}" ]]; then
    arguments+=(--min-diff-lines "$INPUT_MIN_DIFF_LINES")
  fi
fi
if [[ -n "${INPUT_TOP:-}" ]]; then arguments+=(--sort lines --top "$INPUT_TOP"); fi
if [[ "${INPUT_SKIP_COVERED:-false}" == true ]]; then arguments+=(--skip-covered); fi

status=0
mode=${INPUT_MUTATE:-false}
# A shard of a job matrix mutates only: the tests and the gate run once, in a job of their own.
if [[ "$mode" != only ]]; then
  if [[ -n "${INPUT_EXPORTS:-}" ]]; then
    read -r -a exports <<<"$INPUT_EXPORTS"
    "$gate" "${exports[@]}" "${arguments[@]}" || status=$?
  else
    read -r -a test_arguments <<<"${INPUT_SWIFT_TEST_ARGUMENTS:-}"
    "$gate" run "${arguments[@]}" -- "${test_arguments[@]}" || status=$?
  fi
  if [[ $status -eq 2 || ! -f "$reports/summary.md" ]]; then
    exit "$(( status == 0 ? 2 : status ))"
  fi

  if [[ -n "${GITHUB_STEP_SUMMARY:-}" ]]; then cat "$reports/summary.md" >>"$GITHUB_STEP_SUMMARY"; fi
  if [[ -n "${GITHUB_OUTPUT:-}" ]]; then
    cat "$reports/outputs.txt" >>"$GITHUB_OUTPUT"
    echo "report=$reports/summary.md" >>"$GITHUB_OUTPUT"
  fi
fi

# Mutation testing runs before the comment, so the comment can give its score.
if [[ ( "$mode" == true || "$mode" == only ) && $status -ne 3 ]]; then
  mutate=(mutate --format github --output "markdown=$reports/mutation.md"
    --output "json=$reports/mutation.json" --output "outputs=$reports/mutation-outputs.txt")
  if [[ -n "$base" ]]; then mutate+=(--diff-base "$base"); fi
  if [[ -n "${INPUT_MUTATION_SHARD:-}" ]]; then mutate+=(--shard "$INPUT_MUTATION_SHARD"); fi
  if [[ -n "${INPUT_MUTATION_INCREMENTAL:-}" && -z "$base" ]]; then
    mutate+=(--incremental "$INPUT_MUTATION_INCREMENTAL")
  fi
  if [[ -n "${INPUT_MIN_MUTATION_SCORE:-}" ]]; then
    mutate+=(--min-score "$INPUT_MIN_MUTATION_SCORE")
  fi
  mutation=0
  "$gate" "${mutate[@]}" || mutation=$?
  if [[ -n "${GITHUB_STEP_SUMMARY:-}" && -f "$reports/mutation.md" ]]; then
    cat "$reports/mutation.md" >>"$GITHUB_STEP_SUMMARY"
  fi
  if [[ -f "$reports/mutation-outputs.txt" ]]; then
    if [[ -n "${GITHUB_OUTPUT:-}" ]]; then cat "$reports/mutation-outputs.txt" >>"$GITHUB_OUTPUT"; fi
    score=$(sed -n 's/^mutation-score=//p' "$reports/mutation-outputs.txt")
    survived=$(sed -n 's/^mutants-survived=//p' "$reports/mutation-outputs.txt")
    if [[ -f "$reports/comment.md" ]]; then
      printf '\n**Mutation score: %s%%** (%s survived; the survivors are in the job summary)\n' \
        "$score" "$survived" >>"$reports/comment.md"
    fi
  fi
  if [[ $mutation -gt $status ]]; then status=$mutation; fi
fi

if [[ "${INPUT_COMMENT:-true}" == true && -f "$reports/comment.md" ]]; then
  "$gate" comment "$reports/comment.md" || note "the comment was not posted; the gate decides"
fi

exit "$status"
