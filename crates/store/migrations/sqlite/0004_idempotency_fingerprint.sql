-- An Idempotency-Key stands for one request (IETF idempotency-key draft): it is claimed once,
-- whatever the route, with its route and the SHA-256 of the body, so the same key with another
-- form or body is refused instead of replaying someone else's answer. Claims made before this
-- keep a NULL fingerprint (replayed as before) until they expire; a key that was used on two
-- routes keeps its earliest claim.
CREATE TABLE idempotency_claims (
    key         TEXT PRIMARY KEY,
    route       TEXT NOT NULL,
    fingerprint TEXT,
    status      BIGINT NOT NULL,
    body        TEXT NOT NULL,
    created_at  TEXT NOT NULL
);
INSERT INTO idempotency_claims (key, route, fingerprint, status, body, created_at)
SELECT key, route, NULL, status, body, created_at FROM idempotency
WHERE true ORDER BY created_at
ON CONFLICT DO NOTHING;
DROP TABLE idempotency;
ALTER TABLE idempotency_claims RENAME TO idempotency;
-- The purge deletes by age.
CREATE INDEX idempotency_created_at ON idempotency (created_at);
