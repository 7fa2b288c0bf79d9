#!/usr/bin/env bash
# Runs the reference tests of one chapter of the book, or of the app-menu tutorial or the
# testable-design lessons, and says how many ran.
#
# Usage: Scripts/test-chapter.sh CHAPTER [SWIFT_TEST_ARGUMENTS ...]
#        Scripts/test-chapter.sh --swiftpm CHAPTER [SWIFT_TEST_ARGUMENTS ...]
#        Scripts/test-chapter.sh --list
#        Scripts/test-chapter.sh --filter CHAPTER
#        Scripts/test-chapter.sh --tests CHAPTER
#
# CHAPTER is a chapter number (3 or 03: the test classes in Tests/ToDoTests/Chapter03*), a
# part of one (4a: Tests/ToDoTests/Chapter04a*),
# "app-menu" (every class of AppMenuTests) or "testable-design" (Tests/ToDoTests/
# TestableDesign). The classes are read from the folders, so a new test file counts at once.
#
# On Linux the chapter builds alone, with swiftc (Scripts/chapter-build.py): the reference
# module, the chapter's test files (and Tests/ToDoTests/Shared), and the test helpers only
# when a test imports them. A fresh clone runs a chapter in well under a minute, rather than
# building the whole toolkit first; later runs compile only what changed. --swiftpm, any
# further argument, or another system runs 'swift test --filter' instead, which builds every
# target. Further arguments go to 'swift test', such as --skip-build; the reference suites
# are XCTest, so Swift Testing is not run. 'swift test --filter' exits 0 when its filter matches no test;
# this script treats that as an error. --list prints the arguments it accepts; --filter
# CHAPTER prints the 'swift test --filter' pattern of the chapter and runs nothing; --tests
# CHAPTER prints the tests the chapter's own build runs (as --list-tests names them).
# Exit status: that of 'swift test' (0 when every test passed, 1 when one failed), or 2 for
# a usage error or a chapter whose filter matched no test.
set -euo pipefail

if [[ "${1:-}" == "--help" || "${1:-}" == "-h" ]]; then
  sed -n '2,/^[^#]/{/^#/s/^# \{0,1\}//p;}' "$0"
  exit 0
fi

cd "$(dirname "$0")/.."

fail() {
  echo "test-chapter.sh: $*" >&2
  exit 2
}

suite=Tests/ToDoTests

# Every chapter that has tests, one a line, and each part of a chapter in parts (4a).
chapters() {
  for folder in "$suite"/Chapter[0-9][0-9]*/; do
    number=${folder#"$suite"/Chapter}
    echo "$((10#${number:0:2}))"
    if [[ "${number:2:1}" =~ [a-z] ]]; then echo "$((10#${number:0:2}))${number:2:1}"; fi
  done | sort -u -V
  echo app-menu
  echo testable-design
}

if [[ "${1:-}" == "--list" ]]; then
  chapters
  exit 0
fi

print_filter=false
print_tests=false
swiftpm=false
if [[ "${1:-}" == "--swiftpm" ]]; then
  swiftpm=true
  shift
fi
if [[ "${1:-}" == "--filter" ]]; then
  print_filter=true
  shift
elif [[ "${1:-}" == "--tests" ]]; then
  print_tests=true
  shift
fi
[[ $# -ge 1 ]] || fail "name a chapter: Scripts/test-chapter.sh 3 (see --help)"
chapter=$1
shift

# The XCTest classes declared in the Swift files of the given folders.
classes_in() {
  cat "$@" /dev/null | sed -n 's/^.*class \([A-Za-z0-9_]*\) *: *XCTestCase.*$/\1/p' | sort -u
}

case "$chapter" in
  app-menu)
    module=AppMenuTests
    folders=(Tests/AppMenuTests)
    ;;
  testable-design)
    module=ToDoTests
    folders=("$suite/TestableDesign")
    ;;
  *)
    # A chapter's number, with the letter of one of its parts (4a, the item list) or not.
    [[ "$chapter" =~ ^([0-9]+)([a-z]?)$ ]] ||
      fail "unknown chapter '$chapter': give one of $(chapters | paste -sd ' ')"
    module=ToDoTests
    printf -v padded '%02d%s' "$((10#${BASH_REMATCH[1]}))" "${BASH_REMATCH[2]}"
    shopt -s nullglob
    folders=("$suite"/Chapter"$padded"*)
    shopt -u nullglob
    [[ ${#folders[@]} -gt 0 ]] ||
      fail "chapter $chapter has no tests (no $suite/Chapter$padded* folder); chapters with tests: $(chapters | paste -sd ' ')"
    ;;
esac

files=()
for folder in "${folders[@]}"; do
  for file in "$folder"/*.swift; do
    [[ -f "$file" ]] && files+=("$file")
  done
done
mapfile -t names < <(classes_in "${files[@]}")
[[ ${#names[@]} -gt 0 ]] || fail "chapter $chapter has no test classes in ${folders[*]}"

alternatives=$(
  IFS='|'
  echo "${names[*]}"
)
filter="^$module\\.($alternatives)/"
if [[ $print_filter == true ]]; then
  echo "$filter"
  exit 0
fi

test_files=("${files[@]}")
if [[ $module == ToDoTests ]]; then
  for file in "$suite"/Shared/*.swift; do
    [[ -f "$file" ]] && test_files+=("$file")
  done
fi
if [[ $print_tests == true ]]; then
  exec python3 Scripts/chapter-build.py --list "$module" "${names[@]}" -- "${test_files[@]}"
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT

status=3
if [[ $swiftpm == false && $# -eq 0 ]]; then
  echo "test-chapter.sh: compiling ${module%Tests} and chapter $chapter's tests (${#test_files[@]} files)..."
  status=0
  python3 Scripts/chapter-build.py "$module" "${names[@]}" -- "${test_files[@]}" 2>&1 |
    tee "$log" || status=${PIPESTATUS[0]}
fi
if [[ $status -eq 3 ]]; then
  status=0
  swift test --disable-swift-testing --filter "$filter" "$@" 2>&1 | tee "$log" ||
    status=${PIPESTATUS[0]}
fi

count=$(grep -Eo 'Executed [0-9]+ tests?' "$log" | tail -1 | grep -Eo '[0-9]+' || true)
if [[ $status -eq 0 && ${count:-0} -eq 0 ]]; then
  fail "no test matched the filter '$filter' of chapter $chapter"
fi
echo "test-chapter.sh: chapter $chapter: ${count:-0} tests ran in ${names[*]}"
exit "$status"
