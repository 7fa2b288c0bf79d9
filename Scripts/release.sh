#!/usr/bin/env bash
# Builds a TDDKit release into dist/: binary and source archives, checksums, notes.
#
# Usage: Scripts/release.sh VERSION [--dry-run] [--tag]
#
# The version is one fact: the tag vVERSION, what every tool's --version prints
# (ToolVersion.swift), the newest release in CHANGELOG.md (## [VERSION] - DATE, cut before
# releasing) and the VERSION of the coverage gate guide's install steps. The script refuses
# a dirty working tree, a VERSION that is not semantic versioning, any of those that says another
# version, and a tag vVERSION that exists already.
# Then runs every test (the slow ones too) with the coverage gate, builds todo, kata and
# coverage-gate in release mode (static Swift runtime on Linux) and writes, reproducibly
# (same commit, same bytes: sorted entries, the commit's time as every mtime, owner 0):
#   dist/tddkit-VERSION-OS-ARCH.tar.gz   bin/ (the binaries), share/tddkit/Katas, README.md,
#                                        LICENSE, CHANGELOG.md
#   dist/coverage-gate-VERSION-OS-ARCH.tar.gz  bin/coverage-gate alone, README.md, LICENSE,
#                                        CHANGELOG.md
#   dist/tddkit-VERSION-source.tar.gz    git archive of the commit
#   dist/SHA256SUMS                      their checksums
#   dist/RELEASE_NOTES.md                the VERSION section of CHANGELOG.md
# --dry-run prints every step, skips the tests and the tag, and writes only inside dist/
# (the build goes to dist/.build). Nothing is tagged or pushed unless --tag is given.
set -euo pipefail

usage() { sed -n '2,/^[^#]/{/^#/s/^# \{0,1\}//p;}' "$0"; }
fail() { echo "release.sh: $*" >&2; exit 1; }

version=""
dry_run=false
tag=false
for argument in "$@"; do
  case "$argument" in
    -h | --help) usage; exit 0 ;;
    --dry-run) dry_run=true ;;
    --tag) tag=true ;;
    -*) echo "release.sh: unknown option '$argument' (see --help)" >&2; exit 2 ;;
    *)
      [[ -z "$version" ]] || { echo "release.sh: unexpected argument '$argument'" >&2; exit 2; }
      version="$argument" ;;
  esac
done
[[ -n "$version" ]] || { echo "release.sh: missing VERSION, such as 0.1.0 (see --help)" >&2; exit 2; }

cd "$(dirname "$0")/.."

step() { if $dry_run; then echo "[dry run] $*"; else echo "== $*"; fi; }

semver='^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$'
[[ "$version" =~ $semver ]] || fail "version '$version' is not semantic versioning (MAJOR.MINOR.PATCH)"
[[ -z "$(git status --porcelain)" ]] || fail "the working tree has uncommitted changes; commit or stash them first"
grep -q "current = \"$version\"" Sources/CommandLineSupport/ToolVersion.swift \
  || fail "Sources/CommandLineSupport/ToolVersion.swift does not say $version; set it and commit first"
newest=$(sed -n 's/^## \[\([^]]*\)\] - [0-9-]*$/\1/p' CHANGELOG.md | head -n 1)
[[ "$newest" == "$version" ]] \
  || fail "CHANGELOG.md's newest release is '${newest:-none}', not $version; cut '## [$version] - DATE' from Unreleased and commit first"
guide=Sources/CoverageKit/CoverageKit.docc/CoverageGate.md
grep -q "^VERSION=$version " "$guide" \
  || fail "$guide's install steps do not say VERSION=$version; update them and commit first"
if git rev-parse -q --verify "refs/tags/v$version" >/dev/null; then
  fail "v$version is tagged already; a release is made once"
fi

if [[ "$(uname -s)" == Linux ]]; then
  compiler=$(command -v cc || command -v clang || true)
  if [[ -z "$compiler" ]] || ! printf 'int main(void) { return 0; }\n' \
    | "$compiler" -x c - -lcurl -o /dev/null >/dev/null 2>&1; then
    fail "the static Linux build links libcurl, whose development files are missing; install them first (Debian and Ubuntu: apt-get install libcurl4-openssl-dev)"
  fi
fi

commit=$(git rev-parse HEAD)
epoch=$(git log -1 --format=%ct "$commit")
os=$(uname -s | tr '[:upper:]' '[:lower:]')
arch=$(uname -m)
name="tddkit-$version"

if $dry_run; then
  step "would run Scripts/test-with-coverage.sh (skipped in a dry run)"
else
  step "running every test, the slow ones too, with the coverage gate"
  TDDKIT_SLOW_TESTS=1 Scripts/test-with-coverage.sh
fi

mkdir -p dist
find dist -maxdepth 1 -type f -delete
flags=(-c release --scratch-path dist/.build)
[[ "$os" == linux ]] && flags+=(--static-swift-stdlib)
step "building todo, kata and coverage-gate: swift build ${flags[*]}"
build_log=$(mktemp)
trap 'rm -f "$build_log"' EXIT
for product in todo kata coverage-gate; do
  if ! swift build "${flags[@]}" --product "$product" >"$build_log" 2>&1; then
    grep -E "error:|warning:" "$build_log" >&2 || tail -n 20 "$build_log" >&2
    fail "building $product failed (the build's errors are above)"
  fi
done
bin=$(swift build "${flags[@]}" --show-bin-path)

gate="coverage-gate-$version"
step "writing dist/$name-$os-$arch.tar.gz, dist/$gate-$os-$arch.tar.gz and dist/$name-source.tar.gz"
git ls-files -z Katas >dist/.katas
python3 - "$epoch" "$name" "$gate" "$os-$arch" "$bin" dist/.katas <<'PYTHON'
import gzip, io, os, sys, tarfile
epoch, name, gate, platform, bin, katas = int(sys.argv[1]), *sys.argv[2:]
docs = ("CHANGELOG.md", "LICENSE", "README.md")
def ancestors(path):
    while "/" in path:
        path = os.path.dirname(path)
        yield path
def write(target, entries):
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.PAX_FORMAT) as archive:
        folders = sorted({folder for path, _, _ in entries for folder in ancestors(path)})
        for folder in folders:
            info = tarfile.TarInfo(folder)
            info.type, info.mode, info.mtime = tarfile.DIRTYPE, 0o755, epoch
            archive.addfile(info)
        for path, source, mode in sorted(entries):
            with open(source, "rb") as handle:
                data = handle.read()
            info = tarfile.TarInfo(path)
            info.size, info.mode, info.mtime = len(data), mode, epoch
            info.uid = info.gid = 0
            info.uname = info.gname = ""
            archive.addfile(info, io.BytesIO(data))
    with open(target, "wb") as output:
        with gzip.GzipFile(filename="", mode="wb", fileobj=output, mtime=epoch, compresslevel=9) as compressed:
            compressed.write(buffer.getvalue())
with open(katas, "rb") as handle:
    paths = [path.decode() for path in handle.read().split(b"\0") if path]
# Every tool and the katas; then the gate alone, for CI jobs that want nothing else.
entries = [(f"{name}/bin/{tool}", os.path.join(bin, tool), 0o755) for tool in ("coverage-gate", "kata", "todo")]
entries += [(f"{name}/{doc}", doc, 0o644) for doc in docs]
entries += [(f"{name}/share/tddkit/{path}", path, 0o644) for path in paths]
write(f"dist/{name}-{platform}.tar.gz", entries)
entries = [(f"{gate}/bin/coverage-gate", os.path.join(bin, "coverage-gate"), 0o755)]
entries += [(f"{gate}/{doc}", doc, 0o644) for doc in docs]
write(f"dist/{gate}-{platform}.tar.gz", entries)
PYTHON
rm -f dist/.katas
git archive --format=tar --prefix="$name/" "$commit" | gzip -9 -n >"dist/$name-source.tar.gz"

step "writing dist/SHA256SUMS and dist/RELEASE_NOTES.md"
checksum() { if command -v sha256sum >/dev/null 2>&1; then sha256sum "$@"; else shasum -a 256 "$@"; fi; }
(cd dist && checksum ./*.tar.gz | sed 's| \./| |' >SHA256SUMS)
awk -v heading="## [$version] - " 'index($0, heading) == 1 { inside = 1; print; next }
  /^## \[/ { inside = 0 } inside' CHANGELOG.md >dist/RELEASE_NOTES.md
grep -q '^- ' dist/RELEASE_NOTES.md || fail "CHANGELOG.md has nothing under ## [$version]"

if $tag && ! $dry_run; then
  step "tagging v$version"
  git tag -a "v$version" -m "TDDKit $version" "$commit"
  if git remote get-url origin >/dev/null 2>&1; then git push origin "v$version"; fi
else
  step "not tagging (pass --tag to tag v$version and push the tag)"
fi
echo "dist/ holds release $version of commit ${commit:0:12}:"
(cd dist && cat SHA256SUMS)
