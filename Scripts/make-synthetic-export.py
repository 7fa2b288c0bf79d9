#!/usr/bin/env python3
"""Writes a large llvm-cov JSON export by replicating a real one.

Usage: make-synthetic-export.py REAL.json OUT.json [TARGET_MEGABYTES]

Each copy of the real export's files and functions gets its file names moved into a folder
of its own (Sources/X/File.swift becomes Sources/X/copy17/File.swift), so the result looks
like one large package. Totals are summed. The JSON is written compactly, as llvm-cov does.
"""
import json
import sys


def moved(path, copy):
    head, _, tail = path.rpartition("/")
    return f"{head}/copy{copy}/{tail}"


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__.strip().splitlines()[2])
    source, target = sys.argv[1], sys.argv[2]
    megabytes = float(sys.argv[3]) if len(sys.argv) == 4 else 200.0
    with open(source) as handle:
        export = json.load(handle)
    data = export["data"][0]
    one_copy = len(json.dumps(data, separators=(",", ":")))
    copies = max(1, round(megabytes * 1_000_000 / one_copy))
    files, functions = [], []
    for copy in range(copies):
        for entry in data["files"]:
            files.append(dict(entry, filename=moved(entry["filename"], copy)))
        for function in data.get("functions", []):
            names = [moved(name, copy) for name in function["filenames"]]
            functions.append(dict(function, filenames=names))
    totals = {}
    for metric, counts in data["totals"].items():
        summed = {key: value * copies for key, value in counts.items() if key != "percent"}
        if "count" in summed and summed["count"]:
            summed["percent"] = summed["covered"] * 100.0 / summed["count"]
        else:
            summed["percent"] = 0
        totals[metric] = summed
    files.sort(key=lambda entry: entry["filename"])
    result = dict(export, data=[{"files": files, "functions": functions, "totals": totals}])
    with open(target, "w") as handle:
        json.dump(result, handle, separators=(",", ":"))
    print(f"{target}: {copies} copies of {source}")


if __name__ == "__main__":
    main()
