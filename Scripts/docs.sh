#!/usr/bin/env bash
# Builds the documentation of TDDKit's libraries with the toolchain's own docc (no plugin, no
# dependency): each module's public API, with the guides of its DocC catalog
# (Sources/MODULE/MODULE.docc) where it has one, into .build/docs/MODULE.doccarchive.
# Fails on any warning docc gives (a link to nothing, a symbol that is not there), so the
# guides and the doc comments cannot drift from the code. .ci/run's lint step runs it.
# Usage: Scripts/docs.sh [MODULE ...]   (default: every library)
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${1:-}" == "--help" || "${1:-}" == "-h" ]]; then
  sed -n '2,/^[^#]/{/^#/s/^# \{0,1\}//p;}' "$0"
  exit 0
fi

modules=("$@")
if [[ ${#modules[@]} == 0 ]]; then
  modules=(ToDo AppMenu CommandLineSupport SwiftLexer CoverageKit MutationKit KataKit)
fi
if command -v xcrun >/dev/null 2>&1; then
  docc=(xcrun docc)
else
  docc=("$(dirname "$(readlink -f "$(command -v swift)")")/docc")
fi

out=.build/docs
graphs=$PWD/$out/symbol-graphs
mkdir -p "$graphs"
# A build folder of its own: the flags differ from the tests' build, which stays as it is.
# A module's graphs are written when it compiles, so they are kept between runs (a module
# compiled again writes its own anew).
for module in "${modules[@]}"; do
  swift build --scratch-path "$out/build" --target "$module" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >/dev/null
done

status=0
for module in "${modules[@]}"; do
  own=$out/graphs-$module
  rm -rf "$own" && mkdir -p "$own"
  cp "$graphs/$module".symbols.json "$graphs/$module"@*.symbols.json "$own/" 2>/dev/null || true
  catalog=()
  if [[ -d "Sources/$module/$module.docc" ]]; then catalog=("Sources/$module/$module.docc"); fi
  if "${docc[@]}" convert "${catalog[@]}" --additional-symbol-graph-dir "$own" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.tddkit.$module" \
    --output-path "$out/$module.doccarchive" --warnings-as-errors >"$out/$module.log" 2>&1; then
    echo "docs: $module: $out/$module.doccarchive"
  else
    grep -E "warning|error" "$out/$module.log" >&2 || cat "$out/$module.log" >&2
    echo "docs: $module: docc found problems (above)" >&2
    status=1
  fi
done
exit "$status"
