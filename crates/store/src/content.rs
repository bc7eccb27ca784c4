//! Reading content, shaped as the API's wire types (`site_core::entities`), in either language.
//!
//! Every list has a fixed order (position, then id) so answers are stable across engines, and the
//! same in both languages: a French answer is the English one with each text column read from its
//! `_fr` twin (migration 0008), never a row of its own.

use super::sql::sql;
use super::{Db, StorageError};
use site_core::constants::NEWSLETTER_MAX_BATCH_SIZE;
use site_core::entities::{
    AboutChild, AboutPage, Article, BlogEntry, Figure, Newsletter, NewsletterPage,
    PortfolioCategory, PortfolioItem, Service, ServiceTree, ServiceWithChildren,
};
use site_core::i18n::Lang;
use site_core::validation::ServiceCatalog;
use std::collections::BTreeMap;

/// The text columns `columns` (comma-separated) as stored in `lang`: as named for English, their
/// `_fr` twins for French. Only ever given column lists written in this module, never a
/// request's text.
pub(super) fn localized(lang: Lang, columns: &str) -> String {
    match lang {
        Lang::En => columns.to_owned(),
        Lang::Fr => columns
            .split(',')
            .map(|column| format!("{}_fr", column.trim()))
            .collect::<Vec<_>>()
            .join(", "),
    }
}

/// [`localized`], each column read under its English name (`heading_fr AS heading` for French),
/// so a row struct's fields name the columns in both languages.
fn localized_as_named(lang: Lang, columns: &str) -> String {
    match lang {
        Lang::En => columns.to_owned(),
        Lang::Fr => columns
            .split(',')
            .map(|column| format!("{0}_fr AS {0}", column.trim()))
            .collect::<Vec<_>>()
            .join(", "),
    }
}

/// `services` columns in `lang`, as [`ServiceRow`] reads them.
fn service_columns(lang: Lang) -> String {
    format!(
        "id, parent_id, {}, image, {}",
        localized_as_named(lang, "heading, sub_heading"),
        localized_as_named(lang, "text")
    )
}

/// A `services` row in either language (see [`service_columns`]).
#[derive(Debug, sqlx::FromRow)]
struct ServiceRow {
    id: String,
    parent_id: Option<String>,
    heading: String,
    sub_heading: String,
    image: String,
    text: String,
}

/// A row as the API shows it: the permalink and image address are derived, never stored, so
/// they cannot disagree with the tree.
fn service(row: ServiceRow) -> Service {
    let ServiceRow {
        id,
        parent_id: parent,
        heading,
        sub_heading,
        image,
        text,
    } = row;
    let perma_link = site_core::site_paths::service(parent.as_deref(), &id);
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
    #[derive(Debug, sqlx::FromRow)]
    struct Row {
        id: String,
        parent_id: Option<String>,
    }
    let rows: Vec<Row> = db
        .fetch_all(sql(
            "SELECT id, parent_id FROM services ORDER BY position, id",
        ))
        .await?;
    let mut tree: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for Row { id, parent_id } in &rows {
        if parent_id.is_none() {
            tree.entry(id.clone()).or_default();
        }
    }
    for Row { id, parent_id } in rows {
        if let Some(children) = parent_id.and_then(|parent| tree.get_mut(&parent)) {
            children.push(id);
        }
    }
    Ok(ServiceCatalog::new(tree))
}

/// The top-level services, in menu order.
pub async fn top_services(db: &Db, lang: Lang) -> Result<Vec<Service>, StorageError> {
    let text = format!(
        "SELECT {} FROM services WHERE parent_id IS NULL ORDER BY position, id",
        service_columns(lang)
    );
    let rows: Vec<ServiceRow> = db.fetch_all(sql(&text)).await?;
    Ok(rows.into_iter().map(service).collect())
}

/// A services page in `lang`: the service at `/services/{top}` (or `/services/{top}/{child}`)
/// with its children, or `None` when there is no such service.
pub async fn service_tree_in(
    db: &Db,
    lang: Lang,
    top: &str,
    child: Option<&str>,
) -> Result<Option<ServiceTree>, StorageError> {
    let (id, parent) = match child {
        Some(child) => (child, top),
        // Ids are never empty: '' stands for "no parent".
        None => (top, ""),
    };
    let columns = service_columns(lang);
    let one =
        format!("SELECT {columns} FROM services WHERE id = $1 AND COALESCE(parent_id, '') = $2");
    let children =
        format!("SELECT {columns} FROM services WHERE parent_id = $1 ORDER BY position, id");
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

pub async fn figures(db: &Db, lang: Lang, kind: FigureKind) -> Result<Vec<Figure>, StorageError> {
    #[derive(Debug, sqlx::FromRow)]
    struct Row {
        title: String,
        description: i64,
    }
    let text = format!(
        "SELECT {}, description FROM figures WHERE kind = $1 ORDER BY position",
        localized_as_named(lang, "title")
    );
    let rows: Vec<Row> = db.fetch_all(sql(&text).bind(kind.as_str())).await?;
    rows.into_iter()
        .map(|Row { title, description }| {
            let Ok(description) = u8::try_from(description) else {
                return Err(StorageError::Corrupt(format!(
                    "figure {title:?}: {description} is not a percentage"
                )));
            };
            Ok(Figure { title, description })
        })
        .collect()
}

/// The categories in order, each with its projects in order and in `lang`. A category's `name`
/// is its English name in both languages (its key in the site's addresses), its `label` its name
/// in `lang`.
pub async fn portfolio(db: &Db, lang: Lang) -> Result<Vec<PortfolioCategory>, StorageError> {
    #[derive(Debug, sqlx::FromRow)]
    struct CategoryRow {
        name: String,
        label: String,
    }
    let names = format!(
        "SELECT name, {} AS label FROM portfolio_categories ORDER BY position",
        localized(lang, "name")
    );
    let categories: Vec<CategoryRow> = db.fetch_all(sql(&names)).await?;
    #[derive(Debug, sqlx::FromRow)]
    struct ItemRow {
        category: String,
        image: String,
        heading: String,
        sub_heading: String,
        text_data: String,
    }
    let text = format!(
        "SELECT category, image, {} FROM portfolio_items ORDER BY category, position",
        localized_as_named(lang, "heading, sub_heading, text_data")
    );
    let items: Vec<ItemRow> = db.fetch_all(sql(&text)).await?;
    let mut contents: BTreeMap<String, Vec<PortfolioItem>> = BTreeMap::new();
    for ItemRow {
        category,
        image,
        heading,
        sub_heading,
        text_data,
    } in items
    {
        contents.entry(category).or_default().push(PortfolioItem {
            image,
            heading,
            sub_heading,
            text_data,
        });
    }
    Ok(categories
        .into_iter()
        .map(|CategoryRow { name, label }| PortfolioCategory {
            contents: contents.remove(&name).unwrap_or_default(),
            name,
            label,
        })
        .collect())
}

/// One batch of newsletters in `lang`, newest first (by date, then id), strictly after the
/// newsletter `after` in that order. `None` when `after` names no newsletter. `limit` is clamped
/// to 1..=[`NEWSLETTER_MAX_BATCH_SIZE`].
pub async fn newsletters_in(
    db: &Db,
    lang: Lang,
    limit: i64,
    after: Option<&str>,
) -> Result<Option<NewsletterPage>, StorageError> {
    let limit = limit.clamp(1, i64::from(NEWSLETTER_MAX_BATCH_SIZE));
    let columns = format!("id, {}", localized_as_named(lang, "subject, sub_heading"));
    let first =
        format!("SELECT {columns} FROM newsletters ORDER BY published DESC, id DESC LIMIT $1");
    let next = format!(
        "SELECT {columns} FROM newsletters \
         WHERE published < $1 OR (published = $1 AND id < $2) \
         ORDER BY published DESC, id DESC LIMIT $3"
    );
    // One row more than asked tells whether another batch exists.
    let batch = match after {
        None => sql(&first).bind(limit + 1),
        Some(after) => {
            // The cursor's date; an unknown cursor answers `None`.
            let cursor: Option<(String,)> = db
                .fetch_optional(sql("SELECT published FROM newsletters WHERE id = $1").bind(after))
                .await?;
            let Some((published,)) = cursor else {
                return Ok(None);
            };
            sql(&next).bind(published).bind(after).bind(limit + 1)
        }
    };
    #[derive(Debug, sqlx::FromRow)]
    struct Row {
        id: String,
        subject: String,
        sub_heading: String,
    }
    let mut rows: Vec<Row> = db.fetch_all(batch).await?;
    let is_next_available = rows.len() as i64 > limit;
    rows.truncate(usize::try_from(limit).unwrap_or(usize::MAX));
    let found_newsletters: Vec<Newsletter> = rows
        .into_iter()
        .map(
            |Row {
                 id,
                 subject,
                 sub_heading,
             }| Newsletter {
                id,
                subject,
                sub_heading,
            },
        )
        .collect();
    Ok(Some(NewsletterPage {
        is_next_available,
        last_newsletter_id: found_newsletters
            .last()
            .map(|newsletter| newsletter.id.clone()),
        found_newsletters,
    }))
}

/// The child cards of an about section in `lang`, in order (empty for an unknown section).
pub async fn about_children(
    db: &Db,
    lang: Lang,
    section: &str,
) -> Result<Vec<AboutChild>, StorageError> {
    #[derive(Debug, sqlx::FromRow)]
    struct Row {
        id: String,
        heading: String,
        sub_heading: String,
    }
    let text = format!(
        "SELECT id, {} FROM about_children WHERE section = $1 ORDER BY position, id",
        localized_as_named(lang, "heading, sub_heading")
    );
    let rows: Vec<Row> = db.fetch_all(sql(&text).bind(section)).await?;
    Ok(rows
        .into_iter()
        .map(
            |Row {
                 id,
                 heading,
                 sub_heading,
             }| AboutChild {
                id,
                heading,
                sub_heading,
            },
        )
        .collect())
}

/// An about child's page and its section (which gives the page's site address).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredAboutPage {
    pub section: String,
    pub page: AboutPage,
}

/// An about child's page in `lang`, from any section.
pub async fn about_page_in(
    db: &Db,
    lang: Lang,
    id: &str,
) -> Result<Option<StoredAboutPage>, StorageError> {
    #[derive(Debug, sqlx::FromRow)]
    struct Row {
        section: String,
        heading: String,
        sub_heading: String,
        text: String,
    }
    let text = format!(
        "SELECT section, {} FROM about_children WHERE id = $1",
        localized_as_named(lang, "heading, sub_heading, text")
    );
    let row: Option<Row> = db.fetch_optional(sql(&text).bind(id)).await?;
    Ok(row.map(
        |Row {
             section,
             heading,
             sub_heading,
             text,
         }| StoredAboutPage {
            section,
            page: AboutPage {
                heading,
                sub_heading,
                text,
            },
        },
    ))
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

/// Every article in `lang`, the persona pages included (the blog shows both), newest first.
pub async fn blog_entries(db: &Db, lang: Lang) -> Result<Vec<BlogEntry>, StorageError> {
    #[derive(Debug, sqlx::FromRow)]
    struct Row {
        id: String,
        heading: String,
        sub_heading: String,
        image: String,
        published: String,
    }
    let text = format!(
        "SELECT id, {}, image, published FROM articles ORDER BY published DESC, id",
        localized_as_named(lang, "heading, sub_heading")
    );
    let rows: Vec<Row> = db.fetch_all(sql(&text)).await?;
    Ok(rows
        .into_iter()
        .map(
            |Row {
                 id,
                 heading,
                 sub_heading,
                 image,
                 published,
             }| BlogEntry {
                id,
                heading,
                sub_heading,
                image,
                published,
            },
        )
        .collect())
}

/// The article `id` in `lang`, if `scope` serves it.
pub async fn article_in(
    db: &Db,
    lang: Lang,
    id: &str,
    scope: ArticleScope,
) -> Result<Option<StoredArticle>, StorageError> {
    let only = match scope {
        ArticleScope::Personas => " AND kind = 'persona'",
        ArticleScope::All => "",
    };
    #[derive(Debug, sqlx::FromRow)]
    struct Row {
        kind: String,
        image: String,
        published: String,
        heading: String,
        sub_heading: String,
        text_data: String,
    }
    let text = format!(
        "SELECT kind, image, published, {} FROM articles WHERE id = $1{only}",
        localized_as_named(lang, "heading, sub_heading, text_data")
    );
    let row: Option<Row> = db.fetch_optional(sql(&text).bind(id)).await?;
    Ok(row.map(
        |Row {
             kind,
             image,
             published,
             heading,
             sub_heading,
             text_data,
         }| StoredArticle {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn french_columns_are_the_fr_twins() {
        let columns = "heading, sub_heading,text";
        assert_eq!(localized(Lang::En, columns), columns);
        assert_eq!(
            localized(Lang::Fr, columns),
            "heading_fr, sub_heading_fr, text_fr"
        );
        assert_eq!(localized_as_named(Lang::En, columns), columns);
        assert_eq!(
            localized_as_named(Lang::Fr, columns),
            "heading_fr AS heading, sub_heading_fr AS sub_heading, text_fr AS text"
        );
        assert_eq!(
            service_columns(Lang::Fr),
            "id, parent_id, heading_fr AS heading, sub_heading_fr AS sub_heading, image, \
             text_fr AS text"
        );
    }
}
