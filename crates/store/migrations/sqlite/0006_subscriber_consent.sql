-- Double opt-in and withdrawal (DESIGN §11; same change as migrations/postgres/0006). A
-- subscription gets an id (what the signed links in its emails name, and the `outbox.lead_id` of
-- its messages), a status and the times of each step. Times are RFC 3339 text in UTC.
ALTER TABLE subscribers ADD COLUMN id TEXT;
-- Rows stored before this migration subscribed before double opt-in existed: they were told they
-- were subscribed, so they stay `confirmed`, confirmed when they subscribed.
ALTER TABLE subscribers ADD COLUMN status TEXT NOT NULL DEFAULT 'confirmed'
    CHECK (status IN ('pending', 'confirmed', 'withdrawn'));
-- The consent record: `consent_text` is the text shown before subscribing, `consent_at` when it
-- was given (a re-subscription after a withdrawal records it again).
ALTER TABLE subscribers ADD COLUMN consent_at TEXT;
ALTER TABLE subscribers ADD COLUMN confirmed_at TEXT;
ALTER TABLE subscribers ADD COLUMN withdrawn_at TEXT;
-- When the last confirmation email was written to the outbox (at most one an hour per address).
ALTER TABLE subscribers ADD COLUMN confirmation_sent_at TEXT;
-- A version-4 UUID for each existing row (new rows get theirs from the server).
UPDATE subscribers SET confirmed_at = created_at, consent_at = created_at,
    id = lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' ||
        substr(hex(randomblob(2)), 2) || '-' ||
        substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' ||
        hex(randomblob(6)));
CREATE UNIQUE INDEX subscribers_id ON subscribers (id);
-- Withdrawal and the hourly limit look an address up across newsletters.
CREATE INDEX subscribers_email_key ON subscribers (email_key);

-- The outbox needs nothing new: an email to a subscriber is a row of kind `email` whose
-- `lead_id` is the subscription's id and whose notice says which email it is.

-- Secrets the site generates for itself (the signing key of newsletter links when no
-- --secret-key is given): inserted if absent, then read, so every instance on one database
-- signs with the same key and a restart keeps links valid.
CREATE TABLE site_secrets (
    name       TEXT PRIMARY KEY,
    value      TEXT NOT NULL,
    created_at TEXT NOT NULL
);
