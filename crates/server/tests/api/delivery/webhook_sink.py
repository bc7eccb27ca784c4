"""A real webhook receiver for the delivery tests, on a free loopback port.

    python webhook_sink.py OUT_DIR SECRET [--status 500]

Prints "ready PORT" once it listens. Every POST is checked with the Standard Webhooks reference
package (`standardwebhooks.Webhook(SECRET).verify(body, headers)`), not with the server's own
code, and recorded in OUT_DIR as one JSON file: whether it verified (and why not), the headers
and the body as received. It answers 204 when the request verified, 401 when it did not, or
always --status when given.
"""

import argparse
import json
import os
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from standardwebhooks import Webhook


def handler_for(out_dir: str, secret: str, status: int | None):
    class Receiver(BaseHTTPRequestHandler):
        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("content-length", "0")))
            headers = {name.lower(): value for name, value in self.headers.items()}
            try:
                Webhook(secret).verify(body, headers)
                verified, error = True, None
            except Exception as failure:  # any refusal is recorded, never raised
                verified, error = False, repr(failure)
            record = {
                "verified": verified,
                "error": error,
                "path": self.path,
                "headers": headers,
                "body": body.decode("utf-8", "replace"),
            }
            name = f"{time.time_ns()}-{uuid.uuid4().hex}.json"
            partial = os.path.join(out_dir, name + ".partial")
            with open(partial, "w", encoding="utf-8") as file:
                json.dump(record, file)
            os.rename(partial, os.path.join(out_dir, name))
            self.send_response(status or (204 if verified else 401))
            self.send_header("content-length", "0")
            self.end_headers()

        def log_message(self, *args):
            pass

    return Receiver


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out_dir")
    parser.add_argument("secret")
    parser.add_argument("--status", type=int)
    args = parser.parse_args()
    os.makedirs(args.out_dir, exist_ok=True)
    server = ThreadingHTTPServer(
        ("127.0.0.1", 0), handler_for(args.out_dir, args.secret, args.status)
    )
    print(f"ready {server.server_address[1]}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
