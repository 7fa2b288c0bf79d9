#!/usr/bin/env python3
"""A server on 127.0.0.1 that misbehaves as a test asks, for the clients' tests.

Every request is recorded in --record FILE (one JSON line: method, path, headers, body). Then,
by mode: --redirect-to URL answers 302 to URL with the request's path; --huge BYTES answers
200 with that many bytes (with --unsized, without a Content-Length: the body ends as the
connection closes); --drip SECONDS answers 200 with a JSON list sent one byte per
second for that long; otherwise a POST to /login gets {"token": "t"}, with --user LOGIN a
GET /user gets {"login": LOGIN}, and any other request the text of --answer (default "[]").
"""

import argparse
import json
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from parent_watch import end_with_parent


class Handler(BaseHTTPRequestHandler):
    options = None

    def log_message(self, *arguments):
        pass

    def handle_any(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        if self.options.record:
            with open(self.options.record, "a", encoding="utf-8") as record:
                line = {
                    "method": self.command,
                    "path": self.path,
                    "headers": dict(self.headers),
                    "body": body.decode("utf-8", "replace"),
                }
                record.write(json.dumps(line) + "\n")
        if self.options.redirect_to:
            self.send_response(302)
            self.send_header("Location", self.options.redirect_to + self.path)
            self.send_header("Content-Length", "0")
            self.end_headers()
        elif self.options.huge:
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            if not self.options.unsized:
                self.send_header("Content-Length", str(self.options.huge))
            self.end_headers()
            chunk = b" " * 65536
            left = self.options.huge
            try:
                while left > 0:
                    self.wfile.write(chunk[: min(left, len(chunk))])
                    left -= len(chunk)
            except (BrokenPipeError, ConnectionResetError):
                pass
        elif self.options.drip:
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(self.options.drip + 2))
            self.end_headers()
            try:
                self.wfile.write(b"[")
                for _ in range(self.options.drip):
                    self.wfile.write(b" ")
                    self.wfile.flush()
                    time.sleep(1)
                self.wfile.write(b"]")
            except (BrokenPipeError, ConnectionResetError):
                pass
        else:
            if self.path.endswith("/login"):
                body = b'{"token": "t"}'
            elif self.options.user and self.path.endswith("/user"):
                body = json.dumps({"login": self.options.user}).encode()
            else:
                body = self.options.answer.encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    do_GET = do_POST = do_PATCH = handle_any


def main():
    parser = argparse.ArgumentParser(description="A misbehaving server on 127.0.0.1 for tests.")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--record")
    parser.add_argument("--redirect-to")
    parser.add_argument("--huge", type=int)
    parser.add_argument("--unsized", action="store_true")
    parser.add_argument("--drip", type=int)
    parser.add_argument("--answer", default="[]")
    parser.add_argument("--user")
    Handler.options = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", Handler.options.port), Handler)
    server.daemon_threads = True
    print(f"listening on http://127.0.0.1:{server.server_address[1]}", flush=True)
    try:
        end_with_parent()
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    sys.exit(main())
