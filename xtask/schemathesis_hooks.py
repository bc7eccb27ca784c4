"""Schemathesis hooks of `cargo xtask schemathesis` (loaded through SCHEMATHESIS_HOOKS).

An Idempotency-Key names one request (IETF idempotency-key draft,
docs/operating.md#idempotency-key): sent again with another body or to another form it is refused
with 422 and nothing is stored. Schemathesis draws
keys from a small space ("0", "00", ...) and sends the same key with different bodies, which the
server rightly refuses; the API tests (`tests/api/idempotency.rs`) prove that behaviour. Here each
drawn key that the server accepts is made unique as the request leaves (the drawn text kept as its prefix), so a valid
body is judged on its own. A key the server refuses is left as drawn: the negative phases still
test the header's rule.
"""

import uuid

import schemathesis

HEADER = "idempotency-key"
# The server's reader (`extract::idempotency_key`, the document's pattern): trimmed of spaces and
# tabs, 1 to 200 characters of visible ASCII, spaces and tabs inside.
MAX_CHARS = 200


def accepted(value: str) -> bool:
    key = value.strip(" \t")
    return 1 <= len(key) <= MAX_CHARS and all(c == "\t" or " " <= c <= "~" for c in key)


@schemathesis.hook
def before_call(context, case, kwargs):
    # Every phase's requests pass here (the coverage phase's are not drawn through the map hooks).
    headers = case.headers or {}
    for name, value in list(headers.items()):
        if name.lower() == HEADER and isinstance(value, str) and accepted(value):
            suffix = "-" + uuid.uuid4().hex
            headers[name] = value.strip(" \t")[: MAX_CHARS - len(suffix)] + suffix
