-- The visitor's language (DESIGN §9; same change as migrations/postgres/0009): `en` or `fr`, the
-- language of the page the form or subscription card was sent from, so the team answers in it
-- and a subscriber's emails are written in it. Rows stored before this were all sent from the
-- English site.
ALTER TABLE leads ADD COLUMN lang TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'fr'));
ALTER TABLE subscribers ADD COLUMN lang TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'fr'));
