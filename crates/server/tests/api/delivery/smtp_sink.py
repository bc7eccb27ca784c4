"""A real SMTP server for the delivery tests: aiosmtpd on a free loopback port.

    python smtp_sink.py OUT_DIR [--reply "550 5.7.1 refused"] [--port PORT]
    python smtp_sink.py --parse FILE.eml

Prints "ready PORT" once it listens. Every message it accepts is parsed by Python's own RFC 5322
parser (the `email` package) and written to OUT_DIR as one JSON file: the envelope, the header
names and decoded values in order, the plain-text and HTML parts, the parser's defects. With
--reply, every message is answered with that SMTP reply instead (5xx: permanent, 4xx:
transient) and nothing is kept. --parse prints the same JSON for an .eml file.
"""

import argparse
import asyncio
import email
import json
import os
import sys
import time
import uuid
from email import policy

from aiosmtpd.smtp import SMTP


def describe(raw: bytes) -> dict:
    message = email.message_from_bytes(raw, policy=policy.default)
    plain = message.get_body(preferencelist=("plain",))
    html = message.get_body(preferencelist=("html",))
    # Line breaks as a mail reader shows them (the wire's CRLF read as one).
    def content(part):
        return part.get_content().replace("\r\n", "\n") if part is not None else None

    return {
        "headers": [[name, str(value)] for name, value in message.items()],
        "text": content(plain),
        "html": content(html),
        "content_type": message.get_content_type(),
        "defects": [repr(defect) for defect in message.defects],
    }


class Sink:
    def __init__(self, out_dir: str, reply: str | None):
        self.out_dir = out_dir
        self.reply = reply

    async def handle_DATA(self, server, session, envelope):
        if self.reply:
            return self.reply
        record = describe(envelope.original_content or envelope.content)
        record["mail_from"] = envelope.mail_from
        record["rcpt_tos"] = list(envelope.rcpt_tos)
        # Written whole, then renamed: the test never reads half a record.
        name = f"{time.time_ns()}-{uuid.uuid4().hex}.json"
        partial = os.path.join(self.out_dir, name + ".partial")
        with open(partial, "w", encoding="utf-8") as file:
            json.dump(record, file)
        os.rename(partial, os.path.join(self.out_dir, name))
        return "250 2.0.0 Ok: kept"


async def serve(out_dir: str, reply: str | None, port: int) -> None:
    handler = Sink(out_dir, reply)
    loop = asyncio.get_running_loop()
    server = await loop.create_server(
        lambda: SMTP(handler, hostname="sink.test"), "127.0.0.1", port
    )
    print(f"ready {server.sockets[0].getsockname()[1]}", flush=True)
    await server.serve_forever()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out_dir", nargs="?")
    parser.add_argument("--reply")
    parser.add_argument("--parse")
    # A fixed port: a server that was down comes back where the site expects it.
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    if args.parse:
        with open(args.parse, "rb") as file:
            json.dump(describe(file.read()), sys.stdout)
        return
    os.makedirs(args.out_dir, exist_ok=True)
    asyncio.run(serve(args.out_dir, args.reply, args.port))


if __name__ == "__main__":
    main()
