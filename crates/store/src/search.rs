//! Site search over `search_documents` (filled by the content import, `content_import.rs`; see
//! `migrations/*/0002_search.sql`): SQLite's FTS5 or PostgreSQL's full-text search, the one
//! place where the two engines need different SQL.
//!
//! Both match folded text (`site_core::search::fold`) with folded terms, each term as a prefix,
//! every term required, among the documents of the language asked (each page is indexed once per
//! language, its French document at its French address); both weigh a title match ten times a
//! body match. Folding drops French accents too: `economie` finds `économie`. The terms hold letters
//! and digits only ([`site_core::search::terms`]) and are quoted besides, so a query can never
//! carry the engines' own query syntax.

use super::sql::sql;
use super::{Db, StorageError};
use site_core::entities::{SearchResult, SearchResults};
use site_core::i18n::Lang;
use site_core::search;

/// FTS5: `"a"* AND "b"*`; bm25 is lower for better matches. The full-text index holds both
/// languages; the document's `lang` keeps the one asked.
const SQLITE_COUNT: &str = "SELECT COUNT(*) \
     FROM search_fts JOIN search_documents d ON d.position = search_fts.rowid \
     WHERE search_fts MATCH $1 AND d.lang = $2";
const SQLITE_SEARCH: &str = "SELECT d.kind, d.title, d.body, d.url \
     FROM search_fts JOIN search_documents d ON d.position = search_fts.rowid \
     WHERE search_fts MATCH $1 AND d.lang = $2 \
     ORDER BY bm25(search_fts, 10.0, 1.0), d.kind, d.title, d.position LIMIT $3";

/// PostgreSQL: `'a':* & 'b':*`; weights `{D, C, B, A}`, so a title (A) counts ten times a body (B).
const POSTGRES_COUNT: &str = "SELECT COUNT(*) FROM search_documents \
     WHERE document @@ to_tsquery('simple', $1) AND lang = $2";
const POSTGRES_SEARCH: &str = "SELECT d.kind, d.title, d.body, d.url \
     FROM search_documents d, to_tsquery('simple', $1) query \
     WHERE d.document @@ query AND d.lang = $2 \
     ORDER BY ts_rank('{0.1, 0.1, 0.1, 1.0}'::float4[], d.document, query) DESC, \
     d.kind, d.title, d.position LIMIT $3";

/// The engine's query text for `terms` (folded, letters and digits only, at least one).
fn match_expression(db: &Db, terms: &[String]) -> String {
    match db {
        Db::Sqlite { .. } => terms
            .iter()
            .map(|term| format!("\"{}\"*", term.replace('"', "\"\"")))
            .collect::<Vec<_>>()
            .join(" AND "),
        Db::Postgres { .. } => terms
            .iter()
            .map(|term| format!("'{}':*", term.replace('\'', "''")))
            .collect::<Vec<_>>()
            .join(" & "),
    }
}

/// The pages in `lang` matching every word of `query`, best first, at most `limit` (1 or more),
/// each with a snippet around its first match; and how many matched in all. A query with nothing
/// to search for matches nothing.
pub async fn search(
    db: &Db,
    lang: Lang,
    query: &str,
    limit: u32,
) -> Result<SearchResults, StorageError> {
    let terms = search::terms(query);
    if terms.is_empty() {
        return Ok(SearchResults {
            results: Vec::new(),
            total: 0,
        });
    }
    let expression = match_expression(db, &terms);
    let (count_sql, search_sql) = match db {
        Db::Sqlite { .. } => (SQLITE_COUNT, SQLITE_SEARCH),
        Db::Postgres { .. } => (POSTGRES_COUNT, POSTGRES_SEARCH),
    };
    let (total,): (i64,) = db
        .fetch_one(sql(count_sql).bind(&expression).bind(lang.as_str()))
        .await?;
    #[derive(Debug, sqlx::FromRow)]
    struct Row {
        kind: String,
        title: String,
        body: String,
        url: String,
    }
    let rows: Vec<Row> = db
        .fetch_all(
            sql(search_sql)
                .bind(&expression)
                .bind(lang.as_str())
                .bind(i64::from(limit.max(1))),
        )
        .await?;
    let results = rows
        .into_iter()
        .map(
            |Row {
                 kind,
                 title,
                 body,
                 url,
             }| SearchResult {
                kind,
                title,
                snippet: search::snippet(&body, &terms, search::SNIPPET_CHARS),
                url,
            },
        )
        .collect();
    Ok(SearchResults {
        results,
        total: u32::try_from(total).unwrap_or(u32::MAX),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn terms_are_quoted_for_each_engine() {
        let memory = sqlx::sqlite::SqlitePool::connect_lazy("sqlite::memory:").expect("lazy pool");
        let sqlite = Db::Sqlite {
            read: memory.clone(),
            write: memory,
            health: Default::default(),
            leads: Default::default(),
        };
        let terms = vec!["quebec".to_owned(), "2026".to_owned()];
        assert_eq!(
            match_expression(&sqlite, &terms),
            "\"quebec\"* AND \"2026\"*"
        );
        // Terms never hold quotes (they are letters and digits), but quoting stays sound.
        assert_eq!(
            match_expression(&sqlite, &["a\"b".to_owned()]),
            "\"a\"\"b\"*"
        );
        let postgres = Db::Postgres {
            pool: sqlx::postgres::PgPoolOptions::new()
                .connect_lazy("postgres://localhost/none")
                .expect("lazy pool"),
            health: Default::default(),
        };
        assert_eq!(match_expression(&postgres, &terms), "'quebec':* & '2026':*");
        assert_eq!(match_expression(&postgres, &["a'b".to_owned()]), "'a''b':*");
    }
}
