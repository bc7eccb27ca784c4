-- Same schema as migrations/sqlite: integers are BIGINT so both engines decode them as i64.
-- Content: seeded from content/ and re-importable; text columns hold marker text.
CREATE TABLE services (
    id          TEXT PRIMARY KEY,
    parent_id   TEXT REFERENCES services (id) ON DELETE CASCADE,
    position    BIGINT NOT NULL,
    heading     TEXT NOT NULL,
    sub_heading TEXT NOT NULL,
    image       TEXT NOT NULL,
    text        TEXT NOT NULL
);
CREATE INDEX services_parent ON services (parent_id, position);

CREATE TABLE about_children (
    id          TEXT PRIMARY KEY,
    section     TEXT NOT NULL,
    position    BIGINT NOT NULL,
    heading     TEXT NOT NULL,
    sub_heading TEXT NOT NULL,
    image       TEXT NOT NULL,
    text        TEXT NOT NULL
);
CREATE INDEX about_children_section ON about_children (section, position);

CREATE TABLE portfolio_categories (
    name     TEXT PRIMARY KEY,
    position BIGINT NOT NULL
);

CREATE TABLE portfolio_items (
    category    TEXT NOT NULL REFERENCES portfolio_categories (name) ON DELETE CASCADE,
    position    BIGINT NOT NULL,
    image       TEXT NOT NULL,
    heading     TEXT NOT NULL,
    sub_heading TEXT NOT NULL,
    text_data   TEXT NOT NULL,
    PRIMARY KEY (category, position)
);

CREATE TABLE newsletters (
    id          TEXT PRIMARY KEY,
    subject     TEXT NOT NULL,
    sub_heading TEXT NOT NULL,
    text        TEXT NOT NULL,
    published   TEXT NOT NULL
);
CREATE INDEX newsletters_order ON newsletters (published DESC, id DESC);

CREATE TABLE articles (
    id          TEXT PRIMARY KEY,
    kind        TEXT NOT NULL CHECK (kind IN ('persona', 'blog')),
    heading     TEXT NOT NULL,
    sub_heading TEXT NOT NULL,
    image       TEXT NOT NULL,
    text_data   TEXT NOT NULL,
    published   TEXT NOT NULL
);

CREATE TABLE figures (
    kind        TEXT NOT NULL CHECK (kind IN ('who_we_are', 'small_business_loans')),
    position    BIGINT NOT NULL,
    title       TEXT NOT NULL,
    description BIGINT NOT NULL CHECK (description BETWEEN 0 AND 100),
    PRIMARY KEY (kind, position)
);

-- What was imported last (a fingerprint of content/), so a re-import of the same files is a no-op.
CREATE TABLE content_meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

-- Leads: the four forms. The payload is the request as JSON; nothing is ever deleted.
CREATE TABLE leads (
    id           TEXT PRIMARY KEY,
    form         TEXT NOT NULL CHECK (form IN ('contact', 'help', 'advisory', 'loan')),
    payload      TEXT NOT NULL,
    created_at   TEXT NOT NULL,
    consent_text TEXT,
    consent_at   TEXT,
    origin       TEXT NOT NULL DEFAULT 'web',
    -- Set for imported rows: the same row imported twice is stored once.
    import_key   TEXT UNIQUE
);
CREATE INDEX leads_form_created ON leads (form, created_at);

CREATE TABLE subscribers (
    newsletter_id TEXT NOT NULL,
    email         TEXT NOT NULL,
    email_key     TEXT NOT NULL,
    created_at    TEXT NOT NULL,
    consent_text  TEXT NOT NULL,
    PRIMARY KEY (newsletter_id, email_key)
);

-- The first answer to a POST with an Idempotency-Key, replayed for repeats.
CREATE TABLE idempotency (
    key        TEXT NOT NULL,
    route      TEXT NOT NULL,
    status     BIGINT NOT NULL,
    body       TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (key, route)
);
