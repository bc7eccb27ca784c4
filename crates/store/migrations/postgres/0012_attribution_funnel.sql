-- Attribution and funnel (docs/operating.md#attribution-and-funnel; same change as migrations/sqlite/0012).
-- A lead's or a subscription's attribution: the visit's campaign tags, referring host, landing
-- page, language, pages seen and seconds on the site, as JSON (`site_core::entities::Attribution`).
-- It lives and dies with its row: exports carry it, erasure and the purge delete it with the row.
ALTER TABLE leads ADD COLUMN attribution TEXT;
ALTER TABLE subscribers ADD COLUMN attribution TEXT;
-- The funnel's source of the subscription's first request: its confirmation is counted there.
ALTER TABLE subscribers ADD COLUMN funnel_source TEXT NOT NULL DEFAULT 'direct';

-- The funnel's daily counts: nothing personal (no address, agent or identifier), kept 25 months
-- (`--funnel-retention`). `day` is the UTC date (YYYY-MM-DD); `form` a lead form or
-- `newsletter`; `source` the campaign's source, else the referrer's host, else `direct` (a
-- bounded number a day, the rest `other`); `step` one of the funnel's steps; `field` and
-- `code` the refused field and its message's code, or the channel of a delivery, else ''.
-- Steps the server decides (accepted, confirmed, delivered) are added in the transaction of the
-- row they count; the others (shown, started, submitted, refused, spam) are flushed from memory.
CREATE TABLE funnel_counts (
    day    TEXT NOT NULL,
    form   TEXT NOT NULL,
    lang   TEXT NOT NULL,
    source TEXT NOT NULL,
    step   TEXT NOT NULL,
    field  TEXT NOT NULL,
    code   TEXT NOT NULL,
    count  BIGINT NOT NULL,
    PRIMARY KEY (day, form, lang, source, step, field, code)
);

-- The weekly digests written to the outbox, one per week whatever the number of instances: the
-- first instance whose insert of the week's id succeeds writes its email (`digest-YYYY-MM-DD`,
-- the week's last day), in the same transaction. Nothing personal.
CREATE TABLE digests (
    id         TEXT PRIMARY KEY,
    created_at TEXT NOT NULL
);
