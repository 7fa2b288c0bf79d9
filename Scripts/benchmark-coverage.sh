#!/usr/bin/env bash
# Measures coverage-gate against the tools it replaces, in one run.
#
# Usage: Scripts/benchmark-coverage.sh [--runs N] [--size MEGABYTES]
#
# 1. Builds coverage-gate as it is released (release mode, static Swift runtime on Linux) and
#    runs this package's tests with coverage, which gives a real export with its test binary.
# 2. On that real export: coverage-gate --format json against the toolchain's
#    'llvm-cov report' on the same profile and source files.
# 3. On a synthetic export of about 200 MB made by replicating the real one: coverage-gate
#    --format json against a python3 one-liner that sums the same per-file summaries.
# Prints the median wall time and peak memory of each, and their ratio.
set -euo pipefail

runs=5
size=200
while [[ $# -gt 0 ]]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --size) size="$2"; shift 2 ;;
    -h | --help) sed -n '2,/^[^#]/{/^#/s/^# \{0,1\}//p;}' "$0"; exit 0 ;;
    *) echo "benchmark-coverage.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done

cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== building coverage-gate (release) and running the tests with coverage"
release_flags=(-c release --scratch-path .build-release)
if [[ "$(uname -s)" == Linux ]]; then release_flags+=(--static-swift-stdlib); fi
swift build "${release_flags[@]}" --product coverage-gate >/dev/null
gate="$(swift build "${release_flags[@]}" --show-bin-path)/coverage-gate"
swift test --enable-code-coverage >/dev/null 2>&1
real_export=$(swift test --show-codecov-path 2>/dev/null | tail -n 1)
codecov=$(dirname "$real_export")
binary=$(find "$(dirname "$codecov")" -maxdepth 1 -name '*PackageTests.xctest' | head -n 1)
llvm_cov="$(dirname "$(command -v swift)")/llvm-cov"
mapfile -t sources < <(find "$root/Sources" -name '*.swift' | sort)

echo "== making a synthetic export of about $size MB"
python3 Scripts/make-synthetic-export.py "$real_export" "$work/synthetic.json" "$size" >/dev/null
python3 - "$runs" "$real_export" "$work/synthetic.json" "$gate" "$llvm_cov" "$codecov/default.profdata" \
  "$binary" "$root" "${sources[@]}" <<'PYTHON'
import os, statistics, subprocess, sys, time

runs = int(sys.argv[1])
real, synthetic, gate, llvm_cov, profile, binary, root = sys.argv[2:9]
sources = sys.argv[9:]

def measure(command):
    times, peaks = [], []
    for _ in range(runs):
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        times.append(time.perf_counter() - start)
        peaks.append(usage.ru_maxrss / 1024)
        if os.waitstatus_to_exitcode(status) not in (0, 1):
            sys.exit(f"failed: {' '.join(command[:3])} ...")
    return statistics.median(times), max(peaks)

def row(name, result):
    seconds, megabytes = result
    print(f"  {name:<44} {seconds:8.3f} s  {megabytes:9.1f} MB")

python_sum = ("import json,sys; d=json.load(open(sys.argv[1])); fs=d['data'][0]['files']; "
              "print({m: (sum(f['summary'][m]['covered'] for f in fs), sum(f['summary'][m]['count'] for f in fs)) "
              "for m in ('lines','functions','regions')})")

real_size = os.path.getsize(real) / 1e6
print(f"\nReal export: {real} ({real_size:.1f} MB), {runs} runs each, median wall time and peak memory")
ours = measure([gate, real, "--root", root, "--format", "json"])
llvm = measure([llvm_cov, "report", "-instr-profile", profile, binary] + sources)
row("coverage-gate --format json", ours)
row("llvm-cov report (same profile and sources)", llvm)
print(f"  ratio: coverage-gate takes {ours[0] / llvm[0]:.2f} x the time of llvm-cov report")

size = os.path.getsize(synthetic) / 1e6
print(f"\nSynthetic export: {size:.1f} MB")
ours = measure([gate, synthetic, "--root", root, "--format", "json"])
baseline = measure(["python3", "-c", python_sum, synthetic])
row("coverage-gate --format json", ours)
row("python3 json.load + sum of file summaries", baseline)
print(f"  ratio: coverage-gate is {baseline[0] / ours[0]:.1f} x faster; "
      f"peak memory {ours[1] / size:.2f} x the file size")
PYTHON
