//! What the server-rendered pages and the sitemap read beyond the API's answers: portfolio
//! categories by name, a service's heading, and every database page with its last-modified date.

use super::content::localized;
use super::sql::sql;
use super::{Db, StorageError};
use site_core::i18n::Lang;

/// The name pages in `lang` show for the portfolio category whose (English) name is `name`;
/// `None` when there is no such category.
pub async fn portfolio_category_in(
    db: &Db,
    lang: Lang,
    name: &str,
) -> Result<Option<String>, StorageError> {
    let text = format!(
        "SELECT {} FROM portfolio_categories WHERE name = $1",
        localized(lang, "name")
    );
    let found: Option<(String,)> = db.fetch_optional(sql(&text).bind(name)).await?;
    Ok(found.map(|(name,)| name))
}

/// The heading of the service `id` (top-level or child) in `lang`, as stored: a breadcrumb's
/// name for a child service's parent. `None` when there is no such service.
pub async fn service_heading(
    db: &Db,
    lang: Lang,
    id: &str,
) -> Result<Option<String>, StorageError> {
    let text = format!(
        "SELECT {} FROM services WHERE id = $1",
        localized(lang, "heading")
    );
    let found: Option<(String,)> = db.fetch_optional(sql(&text).bind(id)).await?;
    Ok(found.map(|(heading,)| heading))
}

/// One page of the sitemap that comes from the database.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DatabasePage {
    /// A service: `/services/{id}` or `/services/{parent}/{id}`.
    Service { parent: Option<String>, id: String },
    /// A child page of an about section (`careers`, `b-corp`, ...).
    About { section: String, id: String },
    /// `blog` or `persona`, with its publication date.
    Article {
        kind: String,
        id: String,
        published: String,
    },
    /// A portfolio category.
    PortfolioCategory { name: String },
}

/// Every database page, in a stable order.
pub async fn database_pages(db: &Db) -> Result<Vec<DatabasePage>, StorageError> {
    #[derive(Debug, sqlx::FromRow)]
    struct ServiceRow {
        parent_id: Option<String>,
        id: String,
    }
    let services: Vec<ServiceRow> = db
        .fetch_all(sql("SELECT parent_id, id FROM services \
             ORDER BY COALESCE(parent_id, id), parent_id IS NOT NULL, position, id"))
        .await?;
    #[derive(Debug, sqlx::FromRow)]
    struct AboutRow {
        section: String,
        id: String,
    }
    let about: Vec<AboutRow> = db
        .fetch_all(sql(
            "SELECT section, id FROM about_children ORDER BY section, position, id",
        ))
        .await?;
    #[derive(Debug, sqlx::FromRow)]
    struct ArticleRow {
        kind: String,
        id: String,
        published: String,
    }
    let articles: Vec<ArticleRow> = db
        .fetch_all(sql(
            "SELECT kind, id, published FROM articles ORDER BY kind, id",
        ))
        .await?;
    let categories: Vec<(String,)> = db
        .fetch_all(sql(
            "SELECT name FROM portfolio_categories ORDER BY position, name",
        ))
        .await?;
    let services = services
        .into_iter()
        .map(|ServiceRow { parent_id, id }| DatabasePage::Service {
            parent: parent_id,
            id,
        });
    let about = about
        .into_iter()
        .map(|AboutRow { section, id }| DatabasePage::About { section, id });
    let articles = articles.into_iter().map(
        |ArticleRow {
             kind,
             id,
             published,
         }| DatabasePage::Article {
            kind,
            id,
            published,
        },
    );
    let categories = categories
        .into_iter()
        .map(|(name,)| DatabasePage::PortfolioCategory { name });
    Ok(services
        .chain(about)
        .chain(articles)
        .chain(categories)
        .collect())
}

/// The newest newsletter's date (the newsletters page changes with it).
pub async fn newest_newsletter(db: &Db) -> Result<Option<String>, StorageError> {
    let (newest,): (Option<String>,) = db
        .fetch_one(sql("SELECT MAX(published) FROM newsletters"))
        .await?;
    Ok(newest)
}

/// When the content was last imported (RFC 3339), if it ever was.
pub async fn content_imported_at(db: &Db) -> Result<Option<String>, StorageError> {
    let found: Option<(String,)> = db
        .fetch_optional(sql(
            "SELECT value FROM content_meta WHERE key = 'imported_at'",
        ))
        .await?;
    Ok(found.map(|(at,)| at))
}
