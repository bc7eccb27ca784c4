-- The French text of the content (DESIGN §9; same columns as migrations/postgres/0008_french_content.sql).
-- Each text column gains its French twin, named with `_fr`: an item and its translation are one
-- row, so they are imported, replaced and deleted together and can never disagree on ids, order,
-- images or dates. A portfolio category keeps its English `name` as its key (addresses use it in
-- both languages); `name_fr` is what French pages show.
--
-- The defaults only fill rows imported before this migration: the import format changed with it
-- (content-import-v3), so the next start imports content/ again, French included, in one
-- transaction, and every import writes every column.
ALTER TABLE services ADD COLUMN heading_fr TEXT NOT NULL DEFAULT '';
ALTER TABLE services ADD COLUMN sub_heading_fr TEXT NOT NULL DEFAULT '';
ALTER TABLE services ADD COLUMN text_fr TEXT NOT NULL DEFAULT '';

ALTER TABLE about_children ADD COLUMN heading_fr TEXT NOT NULL DEFAULT '';
ALTER TABLE about_children ADD COLUMN sub_heading_fr TEXT NOT NULL DEFAULT '';
ALTER TABLE about_children ADD COLUMN text_fr TEXT NOT NULL DEFAULT '';

ALTER TABLE portfolio_categories ADD COLUMN name_fr TEXT NOT NULL DEFAULT '';

ALTER TABLE portfolio_items ADD COLUMN heading_fr TEXT NOT NULL DEFAULT '';
ALTER TABLE portfolio_items ADD COLUMN sub_heading_fr TEXT NOT NULL DEFAULT '';
ALTER TABLE portfolio_items ADD COLUMN text_data_fr TEXT NOT NULL DEFAULT '';

ALTER TABLE newsletters ADD COLUMN subject_fr TEXT NOT NULL DEFAULT '';
ALTER TABLE newsletters ADD COLUMN sub_heading_fr TEXT NOT NULL DEFAULT '';
ALTER TABLE newsletters ADD COLUMN text_fr TEXT NOT NULL DEFAULT '';

ALTER TABLE articles ADD COLUMN heading_fr TEXT NOT NULL DEFAULT '';
ALTER TABLE articles ADD COLUMN sub_heading_fr TEXT NOT NULL DEFAULT '';
ALTER TABLE articles ADD COLUMN text_data_fr TEXT NOT NULL DEFAULT '';

ALTER TABLE figures ADD COLUMN title_fr TEXT NOT NULL DEFAULT '';

-- The search index holds one document per page and language: a search reads only the documents
-- of the language asked (its `url` is that language's address, `/fr/...` in French).
ALTER TABLE search_documents ADD COLUMN lang TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'fr'));
