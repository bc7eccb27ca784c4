//! What each route of the site shows before its scripts run, in English or in French:
//! its title, description, breadcrumb, structured-data facts and main text. Pages whose heading
//! and description are written in core's page inventory ([`site_core::pages`]) take them from
//! there, in the page's language; database pages read their heading and marker text here, from
//! the database's text in that language.
//!
//! A page's addresses are kept as English paths (`/about`, its crumbs' `/`); the document writes
//! each in the page's language ([`Lang::path`]: `/fr/about`, `/fr`), so both versions of a page
//! are the same [`Page`] but for its words and [`Page::lang`].

use super::words;
use axum::http::StatusCode;
use site_core::i18n::Lang;
use site_core::markers::{MarkerNode, parse};
use site_core::pages::{self as inventory, Page as SitePage};
use site_core::search::{collapse_whitespace, plain_text};
use site_core::site_paths;
use site_store::content::ArticleScope;
use site_store::{Db, StorageError};

/// Search engines show about this many characters of a description.
const DESCRIPTION_MAX_CHARS: usize = 160;
/// The image of link previews (1200 × 630): the site's images are SVG, which the previews of
/// social networks do not show, so a page whose own image is SVG is previewed with this card.
pub const PREVIEW_CARD: &str = "/media/og-card.png";

/// One step of a breadcrumb.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Crumb {
    pub name: String,
    /// The English path (the document writes it in the page's language).
    pub path: String,
}

/// What an `Article` needs beyond the page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArticleFacts {
    /// Site-absolute (`/media/articles/x.svg`).
    pub image: String,
    pub published: String,
}

/// A link in the page's text (child services, about children, newsletters).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Card {
    pub title: String,
    pub text: String,
    /// A site path in English (the document writes it in the page's language).
    pub href: Option<String>,
}

/// A page, ready for the document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page {
    pub status: StatusCode,
    /// The language the page is written in, and its address's.
    pub lang: Lang,
    /// The canonical path of the English version (no query, no trailing slash); this version's
    /// is [`Page::address`].
    pub path: String,
    /// The document title, organisation name included.
    pub title: String,
    pub heading: String,
    pub sub_heading: Option<String>,
    pub description: String,
    /// From the home page to this one; empty for the home page and missing pages.
    pub crumbs: Vec<Crumb>,
    pub article: Option<ArticleFacts>,
    /// Site-absolute image for link previews (a raster image).
    pub image: String,
    /// The page's own text; static pages have their description instead.
    pub text: Vec<MarkerNode>,
    pub cards: Vec<Card>,
    /// Kept out of search engines (`<meta name="robots" content="noindex">`): the pages an
    /// email's link opens.
    pub noindex: bool,
    /// A form posting to its own address with one button (the unsubscribe page without
    /// JavaScript).
    pub form: Option<PostForm>,
}

/// `<form method="post" action=...>` with one submit button.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PostForm {
    /// The address posted to, as written (already in the page's language).
    pub action: String,
    pub button: String,
}

impl Page {
    /// This version's own address: [`Page::path`] in [`Page::lang`] (`/fr/about`).
    pub fn address(&self) -> String {
        self.lang.path(&self.path)
    }

    /// Whether the page has a twin in the other language to link (`hreflang`): a page that
    /// exists and may be indexed.
    pub fn has_alternates(&self) -> bool {
        self.status == StatusCode::OK && !self.noindex
    }

    fn from_static(page: &SitePage, lang: Lang) -> Self {
        let words = page.words(lang);
        let mut crumbs = vec![home_crumb(lang)];
        crumbs.extend(parent_crumbs(page.parents, lang));
        crumbs.push(Crumb {
            name: words.crumb.to_owned(),
            path: page.path.to_owned(),
        });
        Self {
            status: StatusCode::OK,
            lang,
            path: page.path.to_owned(),
            title: document_title(lang, page.document_title_in(lang)),
            heading: words.title.to_owned(),
            sub_heading: None,
            description: words.description.to_owned(),
            crumbs: if page.path == "/" { Vec::new() } else { crumbs },
            article: None,
            image: PREVIEW_CARD.to_owned(),
            text: Vec::new(),
            cards: Vec::new(),
            noindex: !page.rendering.is_indexed(),
            form: None,
        }
    }

    /// A database page: `heading` is also its title; its description is the sub-heading, or
    /// the beginning of its text.
    fn from_content(lang: Lang, path: String, parents: &[Crumb], facts: Content) -> Self {
        let description = if facts.sub_heading.trim().is_empty() {
            plain_text(&facts.text)
        } else {
            collapse_whitespace(&facts.sub_heading)
        };
        let mut crumbs = vec![home_crumb(lang)];
        crumbs.extend_from_slice(parents);
        crumbs.push(Crumb {
            name: facts.heading.clone(),
            path: path.clone(),
        });
        Self {
            status: StatusCode::OK,
            lang,
            title: document_title(lang, &facts.heading),
            sub_heading: Some(facts.sub_heading).filter(|text| !text.trim().is_empty()),
            description: shorten(&description, DESCRIPTION_MAX_CHARS),
            crumbs,
            article: None,
            image: facts
                .image
                .filter(|image| !image.is_empty() && !image.ends_with(".svg"))
                .map_or_else(|| PREVIEW_CARD.to_owned(), |image| media(&image)),
            text: parse(&facts.text),
            cards: Vec::new(),
            noindex: false,
            form: None,
            heading: facts.heading,
            path,
        }
    }

    /// Any path the site does not have (or a database page that is not there): the app, which
    /// redirects to the home page of the address's language (`/` or `/fr`), with a 404 status
    /// that keeps the address out of search engines. `path` is the English twin of the address.
    pub fn not_found(lang: Lang, path: &str) -> Self {
        Self {
            status: StatusCode::NOT_FOUND,
            lang,
            path: path.to_owned(),
            title: document_title(lang, words::PAGE_NOT_FOUND.get(lang)),
            heading: words::PAGE_NOT_FOUND.get(lang).to_owned(),
            sub_heading: None,
            description: words::PAGE_NOT_FOUND_DESCRIPTION.get(lang).to_owned(),
            crumbs: Vec::new(),
            article: None,
            image: PREVIEW_CARD.to_owned(),
            text: Vec::new(),
            cards: vec![Card {
                title: words::GO_HOME.get(lang).to_owned(),
                text: String::new(),
                href: Some(inventory::HOME.path.to_owned()),
            }],
            noindex: false,
            form: None,
        }
    }
}

/// The heading, sub-heading, marker text and image of a database page.
struct Content {
    heading: String,
    sub_heading: String,
    text: String,
    image: Option<String>,
}

fn home_crumb(lang: Lang) -> Crumb {
    Crumb {
        name: words::HOME_CRUMB.get(lang).to_owned(),
        path: inventory::HOME.path.to_owned(),
    }
}

/// The crumbs of a page's parents in the inventory (the home crumb, always first, aside).
fn parent_crumbs(parents: &[&SitePage], lang: Lang) -> Vec<Crumb> {
    parents
        .iter()
        .filter(|parent| parent.path != inventory::HOME.path)
        .map(|parent| Crumb {
            name: parent.words(lang).crumb.to_owned(),
            path: parent.path.to_owned(),
        })
        .collect()
}

/// `Title | Cedarline Business Group` (`Titre | Groupe d’affaires Cedarline` in French), or the
/// name alone, as the web app writes it.
pub fn document_title(lang: Lang, title: &str) -> String {
    let name = words::organisation_name(lang);
    if title.is_empty() {
        name.to_owned()
    } else {
        format!("{title} | {name}")
    }
}

fn media(image: &str) -> String {
    format!("/media/{}", image.trim_start_matches('/'))
}

/// At most `max` characters, cut at a word, with `…` when cut.
fn shorten(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let cut: String = text.chars().take(max - 1).collect();
    let cut = match cut.rfind(' ') {
        Some(space) if space > max / 2 => &cut[..space],
        _ => cut.as_str(),
    };
    format!("{}…", cut.trim_end_matches([',', ';', ':', '.', ' ']))
}

/// The path without its trailing slash (`/` stays `/`).
fn canonical(path: &str) -> &str {
    match path.trim_end_matches('/') {
        "" => "/",
        trimmed => trimmed,
    }
}

/// The page at `path` in `lang` (`path` is the English twin of the request's path, still
/// percent-encoded: `/about` for `/fr/about`), found by the inventory's routes as the app's
/// router finds it (an address the inventory spells otherwise has had its 301 already).
pub async fn resolve(db: &Db, lang: Lang, path: &str) -> Result<Page, StorageError> {
    let path = canonical(path);
    // The whole address: `/fr/about`'s English twin is `/about`, but `/fr/fr/about`'s (`/fr/about`)
    // is no page.
    let address = lang.path(path);
    let Some(found) = inventory::route(&address).filter(|found| found.lang == lang) else {
        return Ok(Page::not_found(lang, path));
    };
    let (route, params) = (found.page, found.params);
    if route.rendering.is_static() {
        let mut page = Page::from_static(route, lang);
        if *route == inventory::NEWSLETTERS {
            page.cards = newsletter_cards(db, lang).await?;
        }
        return Ok(page);
    }
    let below_services = path
        .strip_prefix(inventory::SERVICES.path)
        .and_then(|rest| rest.strip_prefix('/'));
    let page = match params.as_slice() {
        [category] if *route == inventory::PORTFOLIO_CATEGORY => {
            portfolio_category(db, lang, path, category).await?
        }
        [id] if *route == inventory::ARTICLE => article(db, lang, id, ArticleScope::All).await?,
        [id] if *route == inventory::PERSONA => {
            article(db, lang, id, ArticleScope::Personas).await?
        }
        [id] if *route == inventory::ABOUT_CHILD || *route == inventory::CAREER => {
            about_child(db, lang, id).await?
        }
        // Any about page can show a child below it, as the app's route allows.
        [section, id]
            if *route == inventory::ABOUT_SECTION_CHILD
                && inventory::at(&format!("{}/{section}", inventory::ABOUT.path)).is_some() =>
        {
            about_child(db, lang, id).await?
        }
        _ => match below_services {
            Some(ids) => service(db, lang, path, &ids.split('/').collect::<Vec<_>>()).await?,
            None => None,
        },
    };
    Ok(page.unwrap_or_else(|| Page::not_found(lang, path)))
}

/// A category of the portfolio (its address names it by its English name in both languages,
/// `category` as the route decoded it; the page shows its name in `lang`); an unknown name is a
/// missing page (not a page that repeats whatever the address says).
async fn portfolio_category(
    db: &Db,
    lang: Lang,
    path: &str,
    category: &str,
) -> Result<Option<Page>, StorageError> {
    let portfolio = &inventory::PORTFOLIO;
    let Some(name) = site_store::pages::portfolio_category_in(db, lang, category).await? else {
        return Ok(None);
    };
    let mut page = Page::from_static(portfolio, lang);
    page.path = path.to_owned();
    page.description = shorten(
        &words::labelled(lang, &name, portfolio.words(lang).description),
        DESCRIPTION_MAX_CHARS,
    );
    page.sub_heading = Some(name.clone());
    if let Some(last) = page.crumbs.last_mut() {
        *last = Crumb {
            name,
            path: path.to_owned(),
        };
    }
    Ok(Some(page))
}

async fn service(
    db: &Db,
    lang: Lang,
    path: &str,
    rest: &[&str],
) -> Result<Option<Page>, StorageError> {
    let (top, child) = match rest {
        [top] => (*top, None),
        [top, child] => (*top, Some(*child)),
        _ => return Ok(None),
    };
    let Some(tree) = site_store::content::service_tree_in(db, lang, top, child).await? else {
        return Ok(None);
    };
    let service = tree.parent.service;
    let mut parents = parent_crumbs(inventory::SERVICE.parents, lang);
    if child.is_some() {
        let top_path = site_paths::service(None, top);
        // The parent's name: its page's crumb in the inventory when the app writes that page,
        // else its heading in the database.
        let name = match inventory::at(&top_path) {
            Some(page) => Some(page.words(lang).crumb.to_owned()),
            None => site_store::pages::service_heading(db, lang, top)
                .await?
                .map(|heading| site_paths::service_title(&heading)),
        };
        parents.push(Crumb {
            name: name.unwrap_or_else(|| site_paths::service_title(top)),
            path: top_path,
        });
    }
    let heading = site_paths::service_title(&service.heading);
    let mut page = Page::from_content(
        lang,
        path.to_owned(),
        &parents,
        Content {
            heading,
            sub_heading: service.sub_heading,
            text: service.text,
            image: Some(service.image),
        },
    );
    page.cards = tree
        .all_children
        .into_iter()
        .map(|child| Card {
            title: site_paths::service_title(&child.heading),
            text: child.sub_heading,
            href: Some(child.perma_link),
        })
        .collect();
    Ok(Some(page))
}

/// An about section's child page. The app shows it at `/about/{id}` and under any about page;
/// its canonical address (and breadcrumb) is the one under its own section.
async fn about_child(db: &Db, lang: Lang, id: &str) -> Result<Option<Page>, StorageError> {
    let Some(site_store::content::StoredAboutPage {
        section,
        page: about,
    }) = site_store::content::about_page_in(db, lang, id).await?
    else {
        return Ok(None);
    };
    let mut parents = parent_crumbs(inventory::ABOUT_CHILD.parents, lang);
    if let Some(section) = site_paths::about_section(&section).and_then(inventory::at) {
        parents.extend(parent_crumbs(&[section], lang));
    }
    Ok(Some(Page::from_content(
        lang,
        site_paths::about_child(&section, id),
        &parents,
        Content {
            heading: about.heading,
            sub_heading: about.sub_heading,
            text: about.text,
            image: None,
        },
    )))
}

async fn article(
    db: &Db,
    lang: Lang,
    id: &str,
    scope: ArticleScope,
) -> Result<Option<Page>, StorageError> {
    let Some(stored) = site_store::content::article_in(db, lang, id, scope).await? else {
        return Ok(None);
    };
    let image = media(&stored.image);
    // A persona page is also shown at /blog/{id}; its address is /iam/{id}.
    let mut page = Page::from_content(
        lang,
        site_paths::article(&stored.kind, id),
        &parent_crumbs(inventory::ARTICLE.parents, lang),
        Content {
            heading: stored.article.heading,
            sub_heading: stored.article.sub_heading,
            text: stored.article.text_data,
            image: Some(stored.image),
        },
    );
    page.article = Some(ArticleFacts {
        image,
        published: stored.published,
    });
    Ok(Some(page))
}

async fn newsletter_cards(db: &Db, lang: Lang) -> Result<Vec<Card>, StorageError> {
    let limit = i64::from(site_core::constants::NEWSLETTER_MAX_BATCH_SIZE);
    let batch = site_store::content::newsletters_in(db, lang, limit, None).await?;
    Ok(batch
        .map(|batch| batch.found_newsletters)
        .unwrap_or_default()
        .into_iter()
        .map(|letter| Card {
            title: letter.subject,
            text: letter.sub_heading,
            href: None,
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn descriptions_are_cut_at_a_word() {
        assert_eq!(shorten("short", 160), "short");
        let long = "word ".repeat(60);
        let cut = shorten(&long, 160);
        assert!(cut.chars().count() <= 160);
        assert!(cut.ends_with("word…"), "{cut}");
    }

    #[test]
    fn canonical_paths_lose_the_trailing_slash() {
        assert_eq!(canonical("/"), "/");
        assert_eq!(canonical("/about/"), "/about");
        assert_eq!(canonical("/blog/x"), "/blog/x");
    }
}
