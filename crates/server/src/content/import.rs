//! Writing the checked content into the database, in one transaction, only when it changed.
//!
//! The content tables are replaced as a whole (content is small), so a removed page disappears and
//! nothing is left half-updated. Leads and subscribers live in other tables and are never touched.
//! A fingerprint of the content is stored with it: importing the same content again does nothing,
//! which makes the import safe to run on every start of every instance.

use super::model::Content;
use crate::on_pool;
use crate::storage::{Db, StorageError, WriteTx, search};
use sha2::{Digest, Sha256};

/// Bumped when the way content maps onto rows changes, so unchanged files are imported again.
/// v2: the search index (`search_documents`), so a database imported before it gets one.
const IMPORT_FORMAT: &str = "content-import-v2";

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

/// The SHA-256, in hex, of the import format and the content's canonical JSON.
pub fn fingerprint(content: &Content) -> Result<String, serde_json::Error> {
    let json = serde_json::to_vec(content)?;
    let digest = Sha256::new()
        .chain_update(IMPORT_FORMAT)
        .chain_update(b"\n")
        .chain_update(json)
        .finalize();
    Ok(digest.iter().map(|byte| format!("{byte:02x}")).collect())
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
const INSERT_SERVICE: &str = "INSERT INTO services (id, parent_id, position, heading, sub_heading, image, text) \
     VALUES ($1, $2, $3, $4, $5, $6, $7)";
const INSERT_ABOUT: &str = "INSERT INTO about_children (id, section, position, heading, sub_heading, image, text) \
     VALUES ($1, $2, $3, $4, $5, $6, $7)";
const INSERT_CATEGORY: &str = "INSERT INTO portfolio_categories (name, position) VALUES ($1, $2)";
const INSERT_ITEM: &str = "INSERT INTO portfolio_items (category, position, image, heading, sub_heading, text_data) \
     VALUES ($1, $2, $3, $4, $5, $6)";
const INSERT_NEWSLETTER: &str = "INSERT INTO newsletters (id, subject, sub_heading, text, published) \
     VALUES ($1, $2, $3, $4, $5)";
const INSERT_ARTICLE: &str = "INSERT INTO articles (id, kind, heading, sub_heading, image, text_data, published) \
     VALUES ($1, $2, $3, $4, $5, $6, $7)";
const INSERT_FIGURE: &str =
    "INSERT INTO figures (kind, position, title, description) VALUES ($1, $2, $3, $4)";

/// A 1-based position as stored.
fn position(index: usize) -> i64 {
    i64::try_from(index + 1).unwrap_or(i64::MAX)
}

/// Replaces the content tables with `content` in one write transaction, unless the stored
/// fingerprint says this exact content is already there.
pub async fn import(db: &Db, content: &Content) -> Result<ImportOutcome, StorageError> {
    let fingerprint = fingerprint(content).map_err(|error| sqlx::Error::Encode(Box::new(error)))?;
    let documents = super::search_documents(content);
    let mut counts = ImportCounts::default();
    on_pool!(db, write, |pool| {
        let mut tx = WriteTx::begin(pool).await?;
        let stored: String = sqlx::query_scalar(LOCK_FINGERPRINT)
            .fetch_one(&mut *tx)
            .await?;
        if stored == fingerprint {
            tx.rollback().await?;
            return Ok(ImportOutcome::Unchanged);
        }
        for statement in CLEAR {
            sqlx::query(statement).execute(&mut *tx).await?;
        }
        for parent in &content.services {
            let parents = std::iter::once((parent, None));
            let children = parent
                .children
                .iter()
                .map(|child| (child, Some(parent.id.as_str())));
            for (service, parent_id) in parents.chain(children) {
                sqlx::query(INSERT_SERVICE)
                    .bind(&service.id)
                    .bind(parent_id)
                    .bind(service.position)
                    .bind(&service.heading)
                    .bind(&service.sub_heading)
                    .bind(&service.image)
                    .bind(&service.text)
                    .execute(&mut *tx)
                    .await?;
                counts.services += 1;
            }
        }
        for section in &content.about {
            for (index, child) in section.children.iter().enumerate() {
                sqlx::query(INSERT_ABOUT)
                    .bind(&child.id)
                    .bind(&section.section)
                    .bind(position(index))
                    .bind(&child.heading)
                    .bind(&child.sub_heading)
                    .bind(&child.image)
                    .bind(&child.text)
                    .execute(&mut *tx)
                    .await?;
                counts.about_children += 1;
            }
        }
        for (index, category) in content.portfolio.iter().enumerate() {
            sqlx::query(INSERT_CATEGORY)
                .bind(&category.name)
                .bind(position(index))
                .execute(&mut *tx)
                .await?;
            counts.portfolio_categories += 1;
            for (index, item) in category.items.iter().enumerate() {
                sqlx::query(INSERT_ITEM)
                    .bind(&category.name)
                    .bind(position(index))
                    .bind(&item.image)
                    .bind(&item.heading)
                    .bind(&item.sub_heading)
                    .bind(&item.text_data)
                    .execute(&mut *tx)
                    .await?;
                counts.portfolio_items += 1;
            }
        }
        for newsletter in &content.newsletters {
            sqlx::query(INSERT_NEWSLETTER)
                .bind(&newsletter.id)
                .bind(&newsletter.subject)
                .bind(&newsletter.sub_heading)
                .bind(&newsletter.text)
                .bind(&newsletter.published)
                .execute(&mut *tx)
                .await?;
            counts.newsletters += 1;
        }
        for article in &content.articles {
            sqlx::query(INSERT_ARTICLE)
                .bind(&article.id)
                .bind(article.kind.as_str())
                .bind(&article.heading)
                .bind(&article.sub_heading)
                .bind(&article.image)
                .bind(&article.text_data)
                .bind(&article.published)
                .execute(&mut *tx)
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
                sqlx::query(INSERT_FIGURE)
                    .bind(kind)
                    .bind(position(index))
                    .bind(&row.title)
                    .bind(i64::from(row.description))
                    .execute(&mut *tx)
                    .await?;
                counts.figures += 1;
            }
        }
        // The search index, rebuilt with the content it indexes.
        sqlx::query(search::CLEAR).execute(&mut *tx).await?;
        for document in &documents {
            sqlx::query(search::INSERT)
                .bind(document.position)
                .bind(document.kind.as_str())
                .bind(&document.url)
                .bind(&document.title)
                .bind(&document.body)
                .bind(&document.title_folded)
                .bind(&document.body_folded)
                .execute(&mut *tx)
                .await?;
            counts.search_documents += 1;
        }
        sqlx::query(SET_FINGERPRINT)
            .bind(&fingerprint)
            .execute(&mut *tx)
            .await?;
        sqlx::query(SET_IMPORTED_AT)
            .bind(crate::storage::now_utc())
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(ImportOutcome::Imported { counts })
    })
}

/// The fingerprint of the content last imported, if any (what a dry-run import compares with).
pub async fn stored_fingerprint(db: &Db) -> Result<Option<String>, sqlx::Error> {
    on_pool!(db, read, |pool| {
        sqlx::query_scalar("SELECT value FROM content_meta WHERE key = 'fingerprint'")
            .fetch_optional(pool)
            .await
    })
    .map(|stored: Option<String>| stored.filter(|value| !value.is_empty()))
}
