#!/usr/bin/env python3
"""Measures the instructor's page of a served room while slow readers hold the server, on
loopback only, in one run: idle first, then under READERS page requests from one address
that read a byte at a time (reconnecting as the server drops them), then under 199 addresses
doing the same (127.0.0.2 to 127.0.0.200, each CONNECTIONS at once). A slow reader asks for
the page, takes its first byte, waits half a second and asks again. Prints the instructor's
`/` (from 127.0.0.1) in each phase beside the idle figure and the target (at most twice
idle, and at most 1 s), the server's peak memory, and the memory it still holds once the
readers have left.

Usage: Scripts/benchmark-slow-readers.py --kata PATH [--learners 30] [--runs 100]
                                         [--readers 32] [--connections 2] [--seconds 15]
Bounded: every loop ends with its phase, every socket has a timeout, the server is stopped.
"""
import argparse
import http.client
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def instructor_page(port, count=10):
    """Seconds for each of `count` GETs of / from 127.0.0.1, one after another."""
    times = []
    for _ in range(count):
        started = time.monotonic()
        try:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
            connection.request("GET", "/")
            answer = connection.getresponse()
            answer.read()
            connection.close()
            times.append(time.monotonic() - started if answer.status == 200 else float("inf"))
        except OSError:
            times.append(float("inf"))
        time.sleep(0.2)
    return times


def slow_reader(port, source, stop):
    """Asks for / from `source`, reads the first byte of the answer, waits half a second
    without reading more, hangs up and asks again, until `stop` is set: each request makes
    the server answer with the whole page, which the reader never takes."""
    while not stop.is_set():
        reader = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            reader.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
            reader.settimeout(30)
            reader.bind((source, 0))
            reader.connect(("127.0.0.1", port))
            reader.sendall(b"GET / HTTP/1.1\r\nHost: room\r\n\r\n")
            reader.recv(1)
            stop.wait(0.5)
        except OSError:
            stop.wait(0.2)
        finally:
            reader.close()


def phase(port, sources, seconds):
    """The instructor's page while a slow reader runs from each of `sources`."""
    stop = threading.Event()
    threads = [
        threading.Thread(target=slow_reader, args=(port, source, stop), daemon=True)
        for source in sources
    ]
    for thread in threads:
        thread.start()
    time.sleep(min(3, seconds / 3))
    deadline = time.monotonic() + seconds
    times = []
    while time.monotonic() < deadline:
        times.extend(instructor_page(port, count=3))
    stop.set()
    for thread in threads:
        thread.join(timeout=5)
    return times


def peak_memory(pid, field="VmHWM:"):
    """The server's peak resident memory so far (or, with VmRSS:, now), in MiB."""
    with open(f"/proc/{pid}/status", encoding="utf-8") as status:
        for line in status:
            if line.startswith(field):
                return int(line.split()[1]) // 1024
    return 0


def shown(times):
    finite = [value for value in times if value != float("inf")]
    failed = len(times) - len(finite)
    if not finite:
        return f"no answer in {len(times)} tries"
    text = f"median {statistics.median(finite) * 1000:7.1f} ms, worst {max(finite) * 1000:7.1f} ms"
    return text + (f", {failed} of {len(times)} failed" if failed else "")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kata", required=True)
    parser.add_argument("--learners", type=int, default=30)
    parser.add_argument("--runs", type=int, default=100)
    parser.add_argument("--readers", type=int, default=32)
    parser.add_argument("--connections", type=int, default=2)
    parser.add_argument("--seconds", type=int, default=15)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        room = os.path.join(work, "room")
        subprocess.run(
            [sys.executable, os.path.join(HERE, "make-classroom.py"), room,
             "--learners", str(arguments.learners), "--runs", str(arguments.runs)],
            check=True)
        log = open(os.path.join(work, "server.log"), "w+", encoding="utf-8")
        server = subprocess.Popen(
            [arguments.kata, "dashboard", "serve", room, "--port", "0", "--host", "127.0.0.1",
             "--room-token", "BENCH-2468"],
            stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT)
        try:
            port = None
            for _ in range(100):
                log.seek(0)
                found = re.search(r"http://127\.0\.0\.1:(\d+)", log.read())
                if found:
                    port = int(found.group(1))
                    break
                time.sleep(0.1)
            if port is None:
                sys.exit("benchmark-slow-readers.py: the server did not start")
            idle = instructor_page(port)
            memory = [peak_memory(server.pid)]
            one = phase(port, ["127.0.0.2"] * arguments.readers, arguments.seconds)
            memory.append(peak_memory(server.pid))
            many_sources = [f"127.0.0.{n}" for n in range(2, 201)] * arguments.connections
            many = phase(port, many_sources, arguments.seconds)
            memory.append(peak_memory(server.pid))
            # The readers gone (their connections time out), what the server still holds.
            time.sleep(12)
            instructor_page(port, count=1)
            time.sleep(1)
            memory.append(peak_memory(server.pid, "VmRSS:"))
        finally:
            server.terminate()
            server.wait(timeout=10)
    idle_median = statistics.median([t for t in idle if t != float("inf")] or [float("inf")])
    target = min(2 * idle_median, 1.0)
    print(f"room: {arguments.learners} pairs x {arguments.runs} runs")
    print(f"idle:                                   {shown(idle)}")
    print(f"{arguments.readers} slow readers from one address:   {shown(one)}")
    print(f"199 addresses x {arguments.connections} slow readers:        {shown(many)}")
    print(f"target: median at most {target * 1000:.1f} ms (twice idle, at most 1 s)")
    print(f"server's peak memory: {memory[0]} MiB idle, {memory[1]} MiB after one address,"
          f" {memory[2]} MiB after 199; {memory[3]} MiB held once the readers left")


if __name__ == "__main__":
    main()
