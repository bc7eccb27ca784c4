//! Replacing the content tables (both languages of every item), and the search index built from
//! them, in one transaction.

use super::sql::sql;
use super::{Db, StorageError, now_utc};
use crate::content_model::{Content, SearchDocument};

/// What an import did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImportOutcome {
    /// The database already held this content; nothing was written.
    Unchanged,
    /// The content tables were replaced; the rows now in each.
    Imported { counts: ImportCounts },
}

/// Rows written per table.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ImportCounts {
    pub services: usize,
    pub about_children: usize,
    pub portfolio_categories: usize,
    pub portfolio_items: usize,
    pub newsletters: usize,
    pub articles: usize,
    pub figures: usize,
    pub search_documents: usize,
}

/// Takes the row lock on the fingerprint (creating it empty if absent) and reads it. Concurrent
/// imports (several PostgreSQL instances starting together) queue here, and the second one then
/// sees the first one's fingerprint and does nothing.
const LOCK_FINGERPRINT: &str = "INSERT INTO content_meta (key, value) VALUES ('fingerprint', '') \
     ON CONFLICT (key) DO UPDATE SET value = content_meta.value RETURNING value";
const SET_FINGERPRINT: &str = "UPDATE content_meta SET value = $1 WHERE key = 'fingerprint'";
/// When the content last changed (RFC 3339, UTC): the sitemap's last-modified date of the pages
/// that carry no date of their own.
const SET_IMPORTED_AT: &str = "INSERT INTO content_meta (key, value) VALUES ('imported_at', $1) \
     ON CONFLICT (key) DO UPDATE SET value = excluded.value";
/// Children before parents, items before categories: the order foreign keys allow.
const CLEAR: [&str; 8] = [
    "DELETE FROM portfolio_items",
    "DELETE FROM portfolio_categories",
    "DELETE FROM services WHERE parent_id IS NOT NULL",
    "DELETE FROM services",
    "DELETE FROM about_children",
    "DELETE FROM newsletters",
    "DELETE FROM articles",
    "DELETE FROM figures",
];
// Each item's French text goes in the same row as its English (the `_fr` columns of migration
// 0008), so the two are replaced together.
const INSERT_SERVICE: &str = "INSERT INTO services (id, parent_id, position, heading, sub_heading, image, text, \
     heading_fr, sub_heading_fr, text_fr) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)";
const INSERT_ABOUT: &str = "INSERT INTO about_children (id, section, position, heading, sub_heading, image, text, \
     heading_fr, sub_heading_fr, text_fr) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)";
const INSERT_CATEGORY: &str =
    "INSERT INTO portfolio_categories (name, position, name_fr) VALUES ($1, $2, $3)";
const INSERT_ITEM: &str = "INSERT INTO portfolio_items (category, position, image, heading, sub_heading, text_data, \
     heading_fr, sub_heading_fr, text_data_fr) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)";
const INSERT_NEWSLETTER: &str = "INSERT INTO newsletters (id, subject, sub_heading, text, published, \
     subject_fr, sub_heading_fr, text_fr) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)";
const INSERT_ARTICLE: &str = "INSERT INTO articles (id, kind, heading, sub_heading, image, text_data, published, \
     heading_fr, sub_heading_fr, text_data_fr) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)";
const INSERT_FIGURE: &str = "INSERT INTO figures (kind, position, title, description, title_fr) \
     VALUES ($1, $2, $3, $4, $5)";

/// Run before every document is inserted again.
const CLEAR_SEARCH: &str = "DELETE FROM search_documents";
const INSERT_SEARCH_DOCUMENT: &str = "INSERT INTO search_documents \
     (position, lang, kind, url, title, body, title_folded, body_folded) \
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)";

/// A 1-based position as stored.
fn position(index: usize) -> i64 {
    i64::try_from(index + 1).unwrap_or(i64::MAX)
}

/// Replaces the content tables with `content` and the search index with `documents` in one
/// write transaction, unless the stored fingerprint is already `fingerprint`.
pub async fn replace(
    db: &Db,
    content: &Content,
    documents: &[SearchDocument],
    fingerprint: &str,
) -> Result<ImportOutcome, StorageError> {
    let mut counts = ImportCounts::default();
    let mut tx = db.begin().await?;
    let (stored,): (String,) = tx.fetch_one(sql(LOCK_FINGERPRINT)).await?;
    if stored == fingerprint {
        tx.rollback().await?;
        return Ok(ImportOutcome::Unchanged);
    }
    for statement in CLEAR {
        tx.execute(sql(statement)).await?;
    }
    for parent in &content.services {
        let parents = std::iter::once((parent, None));
        let children = parent
            .children
            .iter()
            .map(|child| (child, Some(parent.id.as_str())));
        for (service, parent_id) in parents.chain(children) {
            tx.execute(
                sql(INSERT_SERVICE)
                    .bind(&service.id)
                    .bind(parent_id)
                    .bind(service.position)
                    .bind(&service.heading)
                    .bind(&service.sub_heading)
                    .bind(&service.image)
                    .bind(&service.text)
                    .bind(&service.fr.heading)
                    .bind(&service.fr.sub_heading)
                    .bind(&service.fr.text),
            )
            .await?;
            counts.services += 1;
        }
    }
    for section in &content.about {
        for (index, child) in section.children.iter().enumerate() {
            tx.execute(
                sql(INSERT_ABOUT)
                    .bind(&child.id)
                    .bind(&section.section)
                    .bind(position(index))
                    .bind(&child.heading)
                    .bind(&child.sub_heading)
                    .bind(&child.image)
                    .bind(&child.text)
                    .bind(&child.fr.heading)
                    .bind(&child.fr.sub_heading)
                    .bind(&child.fr.text),
            )
            .await?;
            counts.about_children += 1;
        }
    }
    for (index, category) in content.portfolio.iter().enumerate() {
        tx.execute(
            sql(INSERT_CATEGORY)
                .bind(&category.name)
                .bind(position(index))
                .bind(&category.fr.name),
        )
        .await?;
        counts.portfolio_categories += 1;
        for (index, item) in category.items.iter().enumerate() {
            tx.execute(
                sql(INSERT_ITEM)
                    .bind(&category.name)
                    .bind(position(index))
                    .bind(&item.image)
                    .bind(&item.heading)
                    .bind(&item.sub_heading)
                    .bind(&item.text_data)
                    .bind(&item.fr.heading)
                    .bind(&item.fr.sub_heading)
                    .bind(&item.fr.text_data),
            )
            .await?;
            counts.portfolio_items += 1;
        }
    }
    for newsletter in &content.newsletters {
        tx.execute(
            sql(INSERT_NEWSLETTER)
                .bind(&newsletter.id)
                .bind(&newsletter.subject)
                .bind(&newsletter.sub_heading)
                .bind(&newsletter.text)
                .bind(&newsletter.published)
                .bind(&newsletter.fr.subject)
                .bind(&newsletter.fr.sub_heading)
                .bind(&newsletter.fr.text),
        )
        .await?;
        counts.newsletters += 1;
    }
    for article in &content.articles {
        tx.execute(
            sql(INSERT_ARTICLE)
                .bind(&article.id)
                .bind(article.kind.as_str())
                .bind(&article.heading)
                .bind(&article.sub_heading)
                .bind(&article.image)
                .bind(&article.text_data)
                .bind(&article.published)
                .bind(&article.fr.heading)
                .bind(&article.fr.sub_heading)
                .bind(&article.fr.text_data),
        )
        .await?;
        counts.articles += 1;
    }
    let figures = [
        ("who_we_are", &content.figures.who_we_are),
        (
            "small_business_loans",
            &content.figures.small_business_loans,
        ),
    ];
    for (kind, rows) in figures {
        for (index, row) in rows.iter().enumerate() {
            tx.execute(
                sql(INSERT_FIGURE)
                    .bind(kind)
                    .bind(position(index))
                    .bind(&row.title)
                    .bind(i64::from(row.description))
                    .bind(&row.fr.title),
            )
            .await?;
            counts.figures += 1;
        }
    }
    // The search index, rebuilt with the content it indexes.
    tx.execute(sql(CLEAR_SEARCH)).await?;
    for document in documents {
        tx.execute(
            sql(INSERT_SEARCH_DOCUMENT)
                .bind(document.position)
                .bind(document.lang.as_str())
                .bind(document.kind.as_str())
                .bind(&document.url)
                .bind(&document.title)
                .bind(&document.body)
                .bind(&document.title_folded)
                .bind(&document.body_folded),
        )
        .await?;
        counts.search_documents += 1;
    }
    tx.execute(sql(SET_FINGERPRINT).bind(fingerprint)).await?;
    tx.execute(sql(SET_IMPORTED_AT).bind(now_utc())).await?;
    tx.commit().await?;
    Ok(ImportOutcome::Imported { counts })
}

/// The fingerprint of the content last imported, if any.
pub async fn stored_fingerprint(db: &Db) -> Result<Option<String>, StorageError> {
    let stored: Option<(String,)> = db
        .fetch_optional(sql(
            "SELECT value FROM content_meta WHERE key = 'fingerprint'",
        ))
        .await?;
    Ok(stored
        .map(|(value,)| value)
        .filter(|value| !value.is_empty()))
}
