//! Reading content, shaped as the API's wire types (`site_core::entities`).
//!
//! Every list has a fixed order (position, then id) so answers are stable across engines.

use super::sql::sql;
use super::{Db, StorageError};
use site_core::constants::NEWSLETTER_MAX_BATCH_SIZE;
use site_core::entities::{
    AboutChild, AboutPage, Article, BlogEntry, Figure, Newsletter, NewsletterPage,
    PortfolioCategory, PortfolioItem, Service, ServiceTree, ServiceWithChildren,
};
use site_core::validation::ServiceCatalog;
use std::collections::BTreeMap;

/// `services` columns, in the order [`ServiceRow`] reads them.
const SERVICE_COLUMNS: &str = "id, parent_id, heading, sub_heading, image, text";

/// `(id, parent_id, heading, sub_heading, image, text)`.
type ServiceRow = (String, Option<String>, String, String, String, String);

/// A row as the API shows it: the permalink and image address are derived, never stored, so
/// they cannot disagree with the tree.
fn service(row: ServiceRow) -> Service {
    let (id, parent, heading, sub_heading, image, text) = row;
    let perma_link = crate::site_paths::service(parent.as_deref(), &id);
    Service {
        image_url: format!("/media/{image}"),
        id,
        heading,
        sub_heading,
        image,
        text,
        parent,
        perma_link,
    }
}

/// The advisory form's catalog: every top-level service and its children.
pub async fn service_catalog(db: &Db) -> Result<ServiceCatalog, StorageError> {
    let rows: Vec<(String, Option<String>)> = db
        .fetch_all(sql(
            "SELECT id, parent_id FROM services ORDER BY position, id",
        ))
        .await?;
    let mut tree: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (id, parent) in &rows {
        if parent.is_none() {
            tree.entry(id.clone()).or_default();
        }
    }
    for (id, parent) in rows {
        if let Some(children) = parent.and_then(|parent| tree.get_mut(&parent)) {
            children.push(id);
        }
    }
    Ok(ServiceCatalog::new(tree))
}

/// The top-level services, in menu order.
pub async fn top_services(db: &Db) -> Result<Vec<Service>, StorageError> {
    let text = format!(
        "SELECT {SERVICE_COLUMNS} FROM services WHERE parent_id IS NULL ORDER BY position, id"
    );
    let rows: Vec<ServiceRow> = db.fetch_all(sql(&text)).await?;
    Ok(rows.into_iter().map(service).collect())
}

/// A services page: the service at `/services/{top}` (or `/services/{top}/{child}`) with its
/// children, or `None` when there is no such service.
pub async fn service_tree(
    db: &Db,
    top: &str,
    child: Option<&str>,
) -> Result<Option<ServiceTree>, StorageError> {
    let (id, parent) = match child {
        Some(child) => (child, top),
        // Ids are never empty: '' stands for "no parent".
        None => (top, ""),
    };
    let one = format!(
        "SELECT {SERVICE_COLUMNS} FROM services WHERE id = $1 AND COALESCE(parent_id, '') = $2"
    );
    let children = format!(
        "SELECT {SERVICE_COLUMNS} FROM services WHERE parent_id = $1 ORDER BY position, id"
    );
    let Some(found): Option<ServiceRow> =
        db.fetch_optional(sql(&one).bind(id).bind(parent)).await?
    else {
        return Ok(None);
    };
    let rows: Vec<ServiceRow> = db.fetch_all(sql(&children).bind(id)).await?;
    let all_children: Vec<Service> = rows.into_iter().map(service).collect();
    Ok(Some(ServiceTree {
        parent: ServiceWithChildren {
            service: service(found),
            all_children: all_children.clone(),
        },
        all_children,
    }))
}

/// The two sets of labelled percentages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FigureKind {
    WhoWeAre,
    SmallBusinessLoans,
}

impl FigureKind {
    fn as_str(self) -> &'static str {
        match self {
            FigureKind::WhoWeAre => "who_we_are",
            FigureKind::SmallBusinessLoans => "small_business_loans",
        }
    }
}

pub async fn figures(db: &Db, kind: FigureKind) -> Result<Vec<Figure>, StorageError> {
    let rows: Vec<(String, i64)> = db
        .fetch_all(
            sql("SELECT title, description FROM figures WHERE kind = $1 ORDER BY position")
                .bind(kind.as_str()),
        )
        .await?;
    rows.into_iter()
        .map(|(title, description)| {
            let Ok(description) = u8::try_from(description) else {
                return Err(StorageError::Corrupt(format!(
                    "figure {title:?}: {description} is not a percentage"
                )));
            };
            Ok(Figure { title, description })
        })
        .collect()
}

/// `(category, image, heading, sub_heading, text_data)`.
type PortfolioRow = (String, String, String, String, String);

/// The categories in order, each with its projects in order.
pub async fn portfolio(db: &Db) -> Result<Vec<PortfolioCategory>, StorageError> {
    let categories: Vec<(String,)> = db
        .fetch_all(sql(
            "SELECT name FROM portfolio_categories ORDER BY position",
        ))
        .await?;
    let items: Vec<PortfolioRow> = db
        .fetch_all(sql(
            "SELECT category, image, heading, sub_heading, text_data FROM portfolio_items \
             ORDER BY category, position",
        ))
        .await?;
    let mut contents: BTreeMap<String, Vec<PortfolioItem>> = BTreeMap::new();
    for (category, image, heading, sub_heading, text_data) in items {
        contents.entry(category).or_default().push(PortfolioItem {
            image,
            heading,
            sub_heading,
            text_data,
        });
    }
    Ok(categories
        .into_iter()
        .map(|(name,)| PortfolioCategory {
            contents: contents.remove(&name).unwrap_or_default(),
            name,
        })
        .collect())
}

/// One batch of newsletters, newest first (by date, then id), strictly after the newsletter
/// `after` in that order. `None` when `after` names no newsletter. `limit` is clamped to
/// 1..=[`NEWSLETTER_MAX_BATCH_SIZE`].
pub async fn newsletters(
    db: &Db,
    limit: i64,
    after: Option<&str>,
) -> Result<Option<NewsletterPage>, StorageError> {
    let limit = limit.clamp(1, i64::from(NEWSLETTER_MAX_BATCH_SIZE));
    // One row more than asked tells whether another batch exists.
    let batch = match after {
        None => sql("SELECT id, subject, sub_heading FROM newsletters \
                     ORDER BY published DESC, id DESC LIMIT $1")
        .bind(limit + 1),
        Some(after) => {
            // The cursor's date; an unknown cursor answers `None`.
            let cursor: Option<(String,)> = db
                .fetch_optional(sql("SELECT published FROM newsletters WHERE id = $1").bind(after))
                .await?;
            let Some((published,)) = cursor else {
                return Ok(None);
            };
            sql("SELECT id, subject, sub_heading FROM newsletters \
                 WHERE published < $1 OR (published = $1 AND id < $2) \
                 ORDER BY published DESC, id DESC LIMIT $3")
            .bind(published)
            .bind(after)
            .bind(limit + 1)
        }
    };
    let mut rows: Vec<(String, String, String)> = db.fetch_all(batch).await?;
    let is_next_available = rows.len() as i64 > limit;
    rows.truncate(usize::try_from(limit).unwrap_or(usize::MAX));
    let found_newsletters: Vec<Newsletter> = rows
        .into_iter()
        .map(|(id, subject, sub_heading)| Newsletter {
            id,
            subject,
            sub_heading,
        })
        .collect();
    Ok(Some(NewsletterPage {
        is_next_available,
        last_newsletter_id: found_newsletters
            .last()
            .map(|newsletter| newsletter.id.clone()),
        found_newsletters,
    }))
}

/// The child cards of an about section, in order (empty for an unknown section).
pub async fn about_children(db: &Db, section: &str) -> Result<Vec<AboutChild>, StorageError> {
    let rows: Vec<(String, String, String)> = db
        .fetch_all(
            sql(
                "SELECT id, heading, sub_heading FROM about_children WHERE section = $1 \
                 ORDER BY position, id",
            )
            .bind(section),
        )
        .await?;
    Ok(rows
        .into_iter()
        .map(|(id, heading, sub_heading)| AboutChild {
            id,
            heading,
            sub_heading,
        })
        .collect())
}

/// An about child's page and its section (which gives the page's site address).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredAboutPage {
    pub section: String,
    pub page: AboutPage,
}

/// An about child's page, from any section.
pub async fn about_page(db: &Db, id: &str) -> Result<Option<StoredAboutPage>, StorageError> {
    let row: Option<(String, String, String, String)> = db
        .fetch_optional(
            sql("SELECT section, heading, sub_heading, text FROM about_children WHERE id = $1")
                .bind(id),
        )
        .await?;
    Ok(
        row.map(|(section, heading, sub_heading, text)| StoredAboutPage {
            section,
            page: AboutPage {
                heading,
                sub_heading,
                text,
            },
        }),
    )
}

/// Which articles a route serves: `/iam/{id}` the personas only, `/blog/{id}` every article.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArticleScope {
    Personas,
    All,
}

/// An article with what its page's address and structured data need.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredArticle {
    /// `blog` or `persona`.
    pub kind: String,
    /// Under the media base (`articles/pricing.svg`).
    pub image: String,
    /// `YYYY-MM-DD`.
    pub published: String,
    pub article: Article,
}

/// Every article, the persona pages included (the blog shows both), newest first.
pub async fn blog_entries(db: &Db) -> Result<Vec<BlogEntry>, StorageError> {
    let rows: Vec<(String, String, String, String, String)> = db
        .fetch_all(sql(
            "SELECT id, heading, sub_heading, image, published FROM articles \
             ORDER BY published DESC, id",
        ))
        .await?;
    Ok(rows
        .into_iter()
        .map(|(id, heading, sub_heading, image, published)| BlogEntry {
            id,
            heading,
            sub_heading,
            image,
            published,
        })
        .collect())
}

pub async fn article(
    db: &Db,
    id: &str,
    scope: ArticleScope,
) -> Result<Option<StoredArticle>, StorageError> {
    let text = match scope {
        ArticleScope::Personas => {
            "SELECT kind, image, published, heading, sub_heading, text_data FROM articles \
             WHERE id = $1 AND kind = 'persona'"
        }
        ArticleScope::All => {
            "SELECT kind, image, published, heading, sub_heading, text_data FROM articles \
             WHERE id = $1"
        }
    };
    let row: Option<(String, String, String, String, String, String)> =
        db.fetch_optional(sql(text).bind(id)).await?;
    Ok(row.map(
        |(kind, image, published, heading, sub_heading, text_data)| StoredArticle {
            kind,
            image,
            published,
            article: Article {
                heading,
                sub_heading,
                text_data,
            },
        },
    ))
}
