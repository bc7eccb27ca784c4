-- The funnel's counts written by a lead's or a subscription's own transaction (same change as migrations/postgres/0015).
-- Each such transaction appends one row here instead of adding to a shared row of
-- funnel_counts: many leads of one day, form and source would otherwise wait on that row's
-- lock to commit one after the other. The server's maintenance moves these rows into
-- funnel_counts every few seconds (deleting the rows it adds, in one transaction), so a count
-- is always in exactly one of the two tables; funnel_totals reads both.
CREATE TABLE funnel_deltas (
    day    TEXT NOT NULL,
    form   TEXT NOT NULL,
    lang   TEXT NOT NULL,
    source TEXT NOT NULL,
    step   TEXT NOT NULL,
    field  TEXT NOT NULL,
    code   TEXT NOT NULL,
    count  BIGINT NOT NULL
);

-- Every count, folded or not: what reports, metrics and checks read.
CREATE VIEW funnel_totals AS
    SELECT day, form, lang, source, step, field, code, count FROM funnel_counts
    UNION ALL
    SELECT day, form, lang, source, step, field, code, count FROM funnel_deltas;
