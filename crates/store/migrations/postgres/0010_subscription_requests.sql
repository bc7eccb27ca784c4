-- Consent that only a person gives (DESIGN §11; same change as migrations/sqlite/0010). A
-- subscription request that sends a confirmation email is one consent event, kept apart from the
-- subscription's consent record (consent_text, consent_at, lang) until its own link is followed:
-- request_id is what that link names (a newer request replaces it, a withdrawal clears it), and
-- request_at, request_consent_text and request_lang are what confirming it records.
-- Links signed before this migration name no request and no longer confirm anything.
ALTER TABLE subscribers ADD COLUMN request_id TEXT;
ALTER TABLE subscribers ADD COLUMN request_at TEXT;
ALTER TABLE subscribers ADD COLUMN request_consent_text TEXT;
ALTER TABLE subscribers ADD COLUMN request_lang TEXT;
