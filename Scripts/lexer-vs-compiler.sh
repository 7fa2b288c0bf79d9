#!/usr/bin/env bash
# Reads every Swift file under CORPUS (a folder of packages, such as clones of swift-nio,
# swift-collections and swift-algorithms) as the compiler's parser and as TDDKit's lexer
# do, and fails where the lexer misses an integer literal the compiler finds or counts
# regex literals otherwise. Prints how many files it read.
#
# Usage: Scripts/lexer-vs-compiler.sh CORPUS
set -euo pipefail
if [ "${1:-}" = "--help" ] || [ "${1:-}" = "-h" ]; then
  sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'
  exit 0
fi
corpus=${1:?usage: Scripts/lexer-vs-compiler.sh CORPUS (a folder of Swift packages)}
[ -d "$corpus" ] || { echo "lexer-vs-compiler: $corpus: expected a folder of Swift packages" >&2; exit 2; }
cd "$(dirname "$0")/.."
LEXER_CORPUS=$(cd "$corpus" && pwd) swift test --filter CompilerAgreementTests
