-- When each address last got a lead's acknowledgement (same table as migrations/sqlite/0013):
-- at most one an hour per address (docs/operating.md#answering-leads). The address is the
-- lead's own, trimmed and lower-cased; the row is deleted an hour later by the server's
-- maintenance and at once by `people erase`.
CREATE TABLE acknowledgements (
    email_key  TEXT PRIMARY KEY,
    sent_at    TEXT NOT NULL
);
