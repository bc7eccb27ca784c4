-- Site search (same table as migrations/postgres/0002_search.sql). One row per searchable page,
-- rebuilt by every content import in its transaction. `title` and `body` are plain text, for the
-- answer and its snippet; the `_folded` columns are the same words lower-cased without accents
-- (site_core::search::index_text), so `Quebec` finds `Québec` with no database extension.
-- `position` is the row's place in the import (a tie-breaker) and, here, the rowid the full-text
-- index points to: INTEGER PRIMARY KEY is SQLite's rowid alias (it still decodes as i64).
CREATE TABLE search_documents (
    position     INTEGER PRIMARY KEY,
    kind         TEXT NOT NULL,
    url          TEXT NOT NULL,
    title        TEXT NOT NULL,
    body         TEXT NOT NULL,
    title_folded TEXT NOT NULL,
    body_folded  TEXT NOT NULL
);

-- FTS5 over the folded columns, reading its text from search_documents (external content) and
-- kept in step by the triggers below; ranked with bm25(search_fts, 10.0, 1.0).
CREATE VIRTUAL TABLE search_fts USING fts5(
    title_folded,
    body_folded,
    content = 'search_documents',
    content_rowid = 'position',
    tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER search_documents_insert AFTER INSERT ON search_documents BEGIN
    INSERT INTO search_fts (rowid, title_folded, body_folded)
    VALUES (new.position, new.title_folded, new.body_folded);
END;

CREATE TRIGGER search_documents_delete AFTER DELETE ON search_documents BEGIN
    INSERT INTO search_fts (search_fts, rowid, title_folded, body_folded)
    VALUES ('delete', old.position, old.title_folded, old.body_folded);
END;

CREATE TRIGGER search_documents_update AFTER UPDATE ON search_documents BEGIN
    INSERT INTO search_fts (search_fts, rowid, title_folded, body_folded)
    VALUES ('delete', old.position, old.title_folded, old.body_folded);
    INSERT INTO search_fts (rowid, title_folded, body_folded)
    VALUES (new.position, new.title_folded, new.body_folded);
END;
