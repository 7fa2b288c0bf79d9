#!/usr/bin/env python3
"""Loads a classroom server (`kata dashboard serve ROOM --port PORT`) as a room would, on
loopback: LEARNERS workspaces each post RUNS runs, one connection per run as `kata test`
does, with the code of each run and every tenth post sent twice (a retry after a lost
answer), while READERS read the desk and projector pages. Then it checks the room's folder:
every run kept exactly once, in order. Prints the figures beside a real room's load.

Usage: Scripts/load-classroom.py --address http://127.0.0.1:PORT --token TOKEN --room DIR
                                 [--learners 40] [--runs 500] [--readers 2]
Exits 1 when a run was lost or kept twice, or a request failed.
"""
import argparse
import http.client
import json
import os
import sys
import threading
import time
import urllib.parse


def fingerprint(code):
    """The classroom's fingerprint of a run's code, as ContentFingerprint computes it:
    64-bit FNV-1a over the sorted paths and contents, each closed by one more byte."""
    value = 0xCBF29CE484222325

    def mix(data):
        nonlocal value
        for byte in data + b"\xff":
            value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF

    for path in sorted(code):
        mix(path.encode())
        mix(code[path].encode())
    return format(value, "x")


def request(address, method, path, body=None, token=None):
    """One request on a new connection; returns the status, the body and the seconds."""
    url = urllib.parse.urlparse(address)
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = "Bearer " + token
    start = time.perf_counter()
    try:
        connection.request(method, path, body=body, headers=headers)
        answer = connection.getresponse()
        data = answer.read()
        return answer.status, data, time.perf_counter() - start
    finally:
        connection.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--address", required=True)
    parser.add_argument("--token", required=True)
    parser.add_argument("--room", required=True)
    parser.add_argument("--learners", type=int, default=40)
    parser.add_argument("--runs", type=int, default=500)
    parser.add_argument("--readers", type=int, default=2)
    arguments = parser.parse_args()

    posts, pages, failures = [], [], []
    lock = threading.Lock()
    done = threading.Event()

    def learner(number):
        name = f"pair{number + 1:02d}"
        for run in range(arguments.runs):
            code = {"Sources/Tiny/Tiny.swift": f"let value = {run}\n"}
            key = fingerprint(code)
            entry = {
                "time": f"2026-11-24T{9 + run // 60:02d}:{run % 60:02d}:{number % 60:02d}Z",
                "event": "run", "step": "01-answer", "stepNumber": 1,
                "light": ["red", "green", "amber"][run % 3], "tests": 3, "failures": run % 2,
                "learner": name, "kata": "tiny", "id": f"{name}-{run}", "snapshot": key,
            }
            body = json.dumps({"entries": [entry], "snapshots": {key: code}}).encode()
            for _ in range(2 if run % 10 == 9 else 1):
                try:
                    status, data, seconds = request(
                        arguments.address, "POST", "/entries", body, arguments.token)
                except OSError as error:
                    status, data, seconds = 0, str(error).encode(), 0
                with lock:
                    posts.append(seconds)
                    if status != 200:
                        failures.append(f"{name} run {run}: {status} {data[:80]!r}")

    def reader():
        turn = 0
        while not done.is_set():
            path = ["/", "/projector", "/table?view=projector"][turn % 3]
            turn += 1
            try:
                status, data, seconds = request(arguments.address, "GET", path)
            except OSError as error:
                status, data, seconds = 0, str(error).encode(), 0
            with lock:
                pages.append(seconds)
                if status != 200:
                    failures.append(f"GET {path}: {status}")

    started = time.perf_counter()
    readers = [threading.Thread(target=reader) for _ in range(arguments.readers)]
    learners = [threading.Thread(target=learner, args=(n,)) for n in range(arguments.learners)]
    for thread in readers + learners:
        thread.start()
    for thread in learners:
        thread.join()
    elapsed = time.perf_counter() - started
    done.set()
    for thread in readers:
        thread.join()

    lost = duplicated = 0
    for number in range(arguments.learners):
        name = f"pair{number + 1:02d}"
        path = os.path.join(arguments.room, name, "tiny.jsonl")
        ids = []
        if os.path.exists(path):
            with open(path, encoding="utf-8") as journal:
                ids = [json.loads(line)["id"] for line in journal if line.strip()]
        expected = [f"{name}-{run}" for run in range(arguments.runs)]
        lost += len(set(expected) - set(ids))
        duplicated += len(ids) - len(set(ids))
        if ids != expected and not lost and not duplicated:
            failures.append(f"{name}: runs kept out of order")

    def milliseconds(values, share):
        ordered = sorted(values)
        return 1000 * ordered[min(len(ordered) - 1, int(share * len(ordered)))] if values else 0

    runs = arguments.learners * arguments.runs
    print(f"classroom load: {arguments.learners} learners x {arguments.runs} runs = {runs} runs,"
          f" {len(posts)} posts (retries included), {arguments.readers} page readers")
    print(f"  took            {elapsed:.1f} s: {len(posts) / elapsed:.0f} posts/s")
    print(f"  post            median {milliseconds(posts, 0.5):.1f} ms, p99 "
          f"{milliseconds(posts, 0.99):.1f} ms, max {milliseconds(posts, 1.0):.1f} ms")
    print(f"  page reads      {len(pages)}, median {milliseconds(pages, 0.5):.1f} ms, max "
          f"{milliseconds(pages, 1.0):.1f} ms")
    print(f"  kept            {runs - lost} of {runs}: lost {lost}, kept twice {duplicated},"
          f" failed requests {len(failures)}")
    print(f"  a real room     {arguments.learners} pairs x 1 run per 30 s = "
          f"{arguments.learners / 30:.1f} posts/s, pages every 10 s")
    for failure in failures[:5]:
        print("  failure: " + failure)
    return 1 if lost or duplicated or failures else 0


if __name__ == "__main__":
    sys.exit(main())
