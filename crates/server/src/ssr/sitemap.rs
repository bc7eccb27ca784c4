//! `/sitemap.xml`: every public page, the app's own and every database page, in both languages
//! (docs/decisions/0008-a-french-twin-for-every-page.md), with its last-modified date; each version
//! lists both with `xhtml:link` alternates (`en-CA`, `fr-CA`, and `x-default`: the English one), as
//! search engines read language versions in a sitemap; and `/robots.txt`, which points to it.
//!
//! Dates: an article's publication date; the newsletters page, its newest letter; other database
//! pages, the last content import that changed something; the app's own pages, the web build.

use site_core::i18n::Lang;
use site_core::markers::escape_html;
use site_core::pages::{NEWSLETTERS, PAGES};
use site_core::site_paths;
use site_store::pages::{DatabasePage, content_imported_at, database_pages, newest_newsletter};
use site_store::{Db, StorageError};

/// One page of the sitemap, listed once in each language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The English version's path (the French one is `/fr` + it).
    pub path: String,
    /// `YYYY-MM-DD`, when known.
    pub last_modified: Option<String>,
}

/// Every page of the sitemap, the app's pages first. `built` is the web build's date.
pub async fn entries(db: &Db, built: Option<&str>) -> Result<Vec<Entry>, StorageError> {
    let imported = content_imported_at(db).await?.map(|at| day(&at));
    let newest_letter = newest_newsletter(db).await?.map(|at| day(&at));
    let mut entries: Vec<Entry> = PAGES
        .iter()
        .filter(|page| page.rendering.is_indexed())
        .map(|page| Entry {
            path: page.path.to_owned(),
            last_modified: if page.path == NEWSLETTERS.path {
                newest_letter.clone().or_else(|| imported.clone())
            } else {
                built.map(day)
            },
        })
        .collect();
    for page in database_pages(db).await? {
        let (path, last_modified) = match page {
            DatabasePage::Service { parent, id } => (
                site_paths::service(parent.as_deref(), &id),
                imported.clone(),
            ),
            DatabasePage::About { section, id } => {
                (site_paths::about_child(&section, &id), imported.clone())
            }
            DatabasePage::Article {
                kind,
                id,
                published,
            } => (site_paths::article(&kind, &id), Some(day(&published))),
            DatabasePage::PortfolioCategory { name } => {
                (site_paths::portfolio_category(&name), imported.clone())
            }
        };
        // A page the app writes itself (a service with its own page) is listed once.
        if !entries.iter().any(|entry| entry.path == path) {
            entries.push(Entry {
                path,
                last_modified,
            });
        }
    }
    Ok(entries)
}

/// The sitemap protocol's XML for `entries` under `origin`: each entry's English then French
/// `<url>`, each with the alternates of both (the extension elements after `lastmod`, as the
/// protocol's schema orders them).
pub fn xml(entries: &[Entry], origin: &str) -> String {
    let mut out = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" \
         xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    for entry in entries {
        let url = |lang: Lang| escape_html(&format!("{origin}{}", lang.path(&entry.path)));
        let mut alternates = String::new();
        for (hreflang, lang) in [
            (Lang::En.tag(), Lang::En),
            (Lang::Fr.tag(), Lang::Fr),
            ("x-default", Lang::En),
        ] {
            alternates.push_str(&format!(
                "<xhtml:link rel=\"alternate\" hreflang=\"{hreflang}\" href=\"{}\"/>",
                url(lang)
            ));
        }
        for lang in Lang::ALL {
            out.push_str("  <url><loc>");
            out.push_str(&url(lang));
            out.push_str("</loc>");
            if let Some(day) = &entry.last_modified {
                out.push_str("<lastmod>");
                out.push_str(&escape_html(day));
                out.push_str("</lastmod>");
            }
            out.push_str(&alternates);
            out.push_str("</url>\n");
        }
    }
    out.push_str("</urlset>\n");
    out
}

/// `robots.txt`: everything may be crawled but the API; the sitemap's address.
pub fn robots(origin: &str) -> String {
    format!("User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: {origin}/sitemap.xml\n")
}

/// The date part of an RFC 3339 time (`2026-11-22T10:00:00Z` is `2026-11-22`).
fn day(at: &str) -> String {
    at.get(..10).unwrap_or(at).to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xml_escapes_addresses_and_dates_each_url() {
        let entries = [
            Entry {
                path: "/a?b=1&c=2".to_owned(),
                last_modified: Some("2026-11-22".to_owned()),
            },
            Entry {
                path: "/".to_owned(),
                last_modified: None,
            },
        ];
        let xml = xml(&entries, "https://example.ca");
        let alternates = |en: &str, fr: &str| {
            format!(
                "<xhtml:link rel=\"alternate\" hreflang=\"en-CA\" href=\"{en}\"/>\
                 <xhtml:link rel=\"alternate\" hreflang=\"fr-CA\" href=\"{fr}\"/>\
                 <xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"{en}\"/>"
            )
        };
        let a = alternates(
            "https://example.ca/a?b=1&amp;c=2",
            "https://example.ca/fr/a?b=1&amp;c=2",
        );
        assert!(xml.contains(&format!(
            "<url><loc>https://example.ca/a?b=1&amp;c=2</loc><lastmod>2026-11-22</lastmod>{a}</url>"
        )));
        assert!(xml.contains(&format!(
            "<url><loc>https://example.ca/fr/a?b=1&amp;c=2</loc><lastmod>2026-11-22</lastmod>{a}</url>"
        )));
        let home = alternates("https://example.ca/", "https://example.ca/fr");
        assert!(xml.contains(&format!("<url><loc>https://example.ca/</loc>{home}</url>")));
        assert!(xml.contains(&format!(
            "<url><loc>https://example.ca/fr</loc>{home}</url>"
        )));
        assert!(xml.contains("xmlns:xhtml=\"http://www.w3.org/1999/xhtml\""));
        assert_eq!(xml.matches("<url>").count(), 4);
    }

    #[test]
    fn robots_points_to_the_sitemap() {
        assert!(robots("https://example.ca").contains("Sitemap: https://example.ca/sitemap.xml\n"));
    }
}
