-- Each lead's address as the site compares addresses (trimmed, lower-cased), so the team's email
-- and the webhook can name a person's earlier requests without reading every payload (same
-- column as migrations/postgres/0014; docs/operating.md#answering-leads). Filled for the leads
-- already stored from their payload's `email`.
ALTER TABLE leads ADD COLUMN email_key TEXT;
UPDATE leads SET email_key = lower(trim(json_extract(payload, '$.email'), ' ' || char(9, 10, 13)))
    WHERE json_valid(payload);
CREATE INDEX leads_email_key ON leads (email_key, created_at);
