#!/usr/bin/env python3
"""The slice of GitHub's REST API that coverage-gate's pull-request comment uses, on
127.0.0.1, for TDDKit's tests.

Usage: fake_github_api.py --token TOKEN [--login NAME] [--port PORT] [--forbid-writes]

Prints "listening on http://127.0.0.1:PORT" once it accepts connections (PORT 0, the
default, picks a free one). Requests without "Authorization: Bearer TOKEN" get 401.
  GET   /user  ->  200 {"login": NAME} with --login; without it the token is a workflow's
                   GITHUB_TOKEN: 403, and its comments are github-actions[bot]'s
  GET   /repos/O/R/issues/N/comments?per_page=&page=  ->  the comments, 100 per page
  POST  /repos/O/R/issues/N/comments  {"body": …}   ->  201 {"id", "body", "user"}
  PATCH /repos/O/R/issues/comments/ID {"body": …}   ->  200 {"id", "body", "user"}; 403
                                                       when the comment is someone else's
  A body over 65536 characters gets 422, as on GitHub.
  POST  /_comments/N {"login": …, "body": …}  ->  adds someone's comment, for the tests
  GET   /_comments/N  ->  the comments of pull request N, for the tests
  GET   /_calls   ->  every call so far as {"method", "path", "body"}, for the tests
With --forbid-writes, POST and PATCH answer 403, as GitHub does to a fork's token.

To try the gate's comment by hand: start this with --port 8765 --token t, then run
  GITHUB_TOKEN=t GITHUB_REPOSITORY=octo/shop GITHUB_API_URL=http://127.0.0.1:8765 \\
    coverage-gate comment --pull-request 7 .build/coverage/comment.md
and read what it received at http://127.0.0.1:8765/_calls.
"""
import argparse
import json
import re
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

from parent_watch import end_with_parent


LIMIT = 65536
BOT = "github-actions[bot]"


class State:
    def __init__(self, token, login, forbid_writes):
        self.token = token
        self.login = login
        self.forbid_writes = forbid_writes
        self.comments = {}  # issue number -> list of {"id", "body"}
        self.calls = []
        self.next_id = 1000
        self.lock = threading.Lock()


class Handler(BaseHTTPRequestHandler):
    state = None

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
        return json.loads(self.rfile.read(length) or b"{}")

    def handle_call(self, method):
        url = urlparse(self.path)
        payload = self.body() if method in ("POST", "PATCH") else None
        state = self.state
        with state.lock:
            if url.path == "/_calls":
                return self.reply(200, state.calls)
            seeded = re.fullmatch(r"/_comments/(\d+)", url.path)
            if seeded and method == "POST":
                return self.reply(201, self.add(int(seeded.group(1)), payload["login"], payload["body"]))
            if seeded and method == "GET":
                return self.reply(200, state.comments.get(int(seeded.group(1)), []))
            state.calls.append({"method": method, "path": self.path, "body": payload})
            if self.headers.get("Authorization") != "Bearer " + state.token:
                return self.reply(401, {"message": "Bad credentials"})
            me = state.login or BOT
            if url.path == "/user" and method == "GET":
                if state.login is None:
                    return self.reply(403, {"message": "Resource not accessible by integration"})
                return self.reply(200, {"login": state.login})
            listed = re.fullmatch(r"/repos/[^/]+/[^/]+/issues/(\d+)/comments", url.path)
            edited = re.fullmatch(r"/repos/[^/]+/[^/]+/issues/comments/(\d+)", url.path)
            if listed and method == "GET":
                query = parse_qs(url.query)
                size = int(query.get("per_page", ["30"])[0])
                page = int(query.get("page", ["1"])[0])
                comments = state.comments.get(int(listed.group(1)), [])
                return self.reply(200, comments[(page - 1) * size : page * size])
            if (listed or edited) and state.forbid_writes:
                return self.reply(403, {"message": "Resource not accessible by integration"})
            if payload is not None and len(payload.get("body", "")) > LIMIT:
                return self.reply(422, {"message": "Validation Failed"})
            if listed and method == "POST":
                return self.reply(201, self.add(int(listed.group(1)), me, payload["body"]))
            if edited and method == "PATCH":
                for comments in state.comments.values():
                    for comment in comments:
                        if comment["id"] == int(edited.group(1)):
                            if comment["user"]["login"] != me:
                                return self.reply(403, {"message": "Must have admin rights"})
                            comment["body"] = payload["body"]
                            return self.reply(200, comment)
            return self.reply(404, {"message": "Not Found"})

    def add(self, number, login, body):
        state = self.state
        comment = {"id": state.next_id, "body": body, "user": {"login": login}}
        state.next_id += 1
        state.comments.setdefault(number, []).append(comment)
        return comment

    def do_GET(self):
        self.handle_call("GET")

    def do_POST(self):
        self.handle_call("POST")

    def do_PATCH(self):
        self.handle_call("PATCH")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--token", required=True)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--login")
    parser.add_argument("--forbid-writes", action="store_true")
    arguments = parser.parse_args()
    Handler.state = State(arguments.token, arguments.login, arguments.forbid_writes)
    server = ThreadingHTTPServer(("127.0.0.1", arguments.port), Handler)
    print(f"listening on http://127.0.0.1:{server.server_address[1]}", flush=True)
    try:
        end_with_parent()
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
