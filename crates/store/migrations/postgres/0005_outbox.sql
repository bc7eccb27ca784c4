-- The outbox (DESIGN §10): the messages an accepted lead must cause, written in the lead's own
-- transaction, so a lead answered 201 always has its messages and a lead rolled back has none.
-- The delivery worker of every `server serve` sends them at least once. Times are RFC 3339 text
-- in UTC (text order is time order), as everywhere in the schema.
CREATE TABLE outbox (
    id              TEXT PRIMARY KEY,
    kind            TEXT NOT NULL CHECK (kind IN ('email', 'webhook')),
    lead_id         TEXT NOT NULL,
    -- The `delivery::Notice` as JSON: what the channels send, fixed when the lead was accepted.
    notice          TEXT NOT NULL,
    status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
    attempts        BIGINT NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    -- A worker that claimed the message owns it until then; past it (the worker died, `kill -9`),
    -- any worker may claim it again.
    claimed_until   TEXT,
    last_error      TEXT,
    -- The give-up clock (3 days) runs from here: creation, or the last `server outbox retry`.
    retry_since     TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    sent_at         TEXT
);
-- The worker's claim: due pending messages, oldest due first.
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX outbox_lead ON outbox (lead_id);
