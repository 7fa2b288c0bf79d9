#!/usr/bin/env python3
"""A small to-do service on 127.0.0.1 for TDDKit's end-to-end tests and workshops.

Usage: fake_todo_server.py [--port PORT] [--password PASSWORD]

Prints "listening on http://127.0.0.1:PORT" once it accepts connections (PORT 0, the
default, picks a free one). Endpoints, as TDDKit's APIClient uses them:
  POST /login   form body username=…&password=…  ->  {"token": "…"}
  GET  /items   Authorization: Bearer TOKEN       ->  [item, …]
  POST /items   Authorization: Bearer TOKEN, JSON item body  ->  201
Any password is accepted unless --password is given. Items live in memory only.
"""
import argparse
import json
import secrets
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs

from parent_watch import end_with_parent


class Service:
    def __init__(self, password):
        self.password = password
        self.tokens = set()
        self.items = []
        self.lock = threading.Lock()


class Handler(BaseHTTPRequestHandler):
    service = None

    def log_message(self, *args):
        pass

    def reply(self, status, body=None):
        data = b"" if body is None else json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def body(self):
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length)

    def authorized(self):
        header = self.headers.get("Authorization", "")
        token = header[len("Bearer "):] if header.startswith("Bearer ") else None
        with self.service.lock:
            return token in self.service.tokens

    def do_POST(self):
        if self.path == "/login":
            form = parse_qs(self.body().decode(), keep_blank_values=True)
            user = form.get("username", [""])[0]
            password = form.get("password", [""])[0]
            expected = self.service.password
            if not user or not password or (expected is not None and password != expected):
                return self.reply(401, {"error": "wrong user name or password"})
            token = secrets.token_hex(16)
            with self.service.lock:
                self.service.tokens.add(token)
            return self.reply(200, {"token": token})
        if self.path == "/items":
            if not self.authorized():
                return self.reply(401, {"error": "log in first"})
            try:
                item = json.loads(self.body())
            except ValueError:
                return self.reply(400, {"error": "not JSON"})
            if not isinstance(item, dict) or not isinstance(item.get("title"), str):
                return self.reply(400, {"error": "an item needs a title"})
            with self.service.lock:
                self.service.items.append(item)
            return self.reply(201)
        self.reply(404, {"error": "no such endpoint"})

    def do_GET(self):
        if self.path != "/items":
            return self.reply(404, {"error": "no such endpoint"})
        if not self.authorized():
            return self.reply(401, {"error": "log in first"})
        with self.service.lock:
            items = list(self.service.items)
        self.reply(200, items)


def main():
    parser = argparse.ArgumentParser(description="A to-do service on 127.0.0.1 for tests.")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--password")
    arguments = parser.parse_args()
    Handler.service = Service(arguments.password)
    server = ThreadingHTTPServer(("127.0.0.1", arguments.port), Handler)
    print(f"listening on http://127.0.0.1:{server.server_address[1]}", flush=True)
    try:
        end_with_parent()
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    sys.exit(main())
