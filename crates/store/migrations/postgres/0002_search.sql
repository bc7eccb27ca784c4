-- Site search (same table as migrations/sqlite/0002_search.sql). One row per searchable page,
-- rebuilt by every content import in its transaction. `title` and `body` are plain text, for the
-- answer and its snippet; the `_folded` columns are the same words lower-cased without accents
-- (site_core::search::index_text), so `Quebec` finds `Québec` with no extension (no unaccent).
-- `position` is the row's place in the import, a tie-breaker.
CREATE TABLE search_documents (
    position     BIGINT PRIMARY KEY,
    kind         TEXT NOT NULL,
    url          TEXT NOT NULL,
    title        TEXT NOT NULL,
    body         TEXT NOT NULL,
    title_folded TEXT NOT NULL,
    body_folded  TEXT NOT NULL,
    -- Title words weigh A, body words B; ranked with ts_rank('{0.1, 0.1, 0.1, 1.0}', ...), so a
    -- title match counts ten times a body match, as bm25(search_fts, 10.0, 1.0) on SQLite.
    document     tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', title_folded), 'A')
        || setweight(to_tsvector('simple', body_folded), 'B')
    ) STORED
);
CREATE INDEX search_documents_document ON search_documents USING GIN (document);
