-- Each lead's address as the site compares addresses (trimmed, lower-cased), so the team's email
-- and the webhook can name a person's earlier requests without reading every payload (same
-- column as migrations/sqlite/0014; docs/operating.md#answering-leads). Filled for the leads
-- already stored from their payload's `email`.
ALTER TABLE leads ADD COLUMN email_key TEXT;
UPDATE leads SET email_key = lower(btrim(payload::jsonb ->> 'email', E' \t\n\r'));
CREATE INDEX leads_email_key ON leads (email_key, created_at);
