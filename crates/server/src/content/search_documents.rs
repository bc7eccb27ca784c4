//! The site search's documents: one per page a visitor can land on and language, built from the
//! checked content and stored by the import in the same transaction as the content itself. A
//! French document points at the page's French address (`/fr/...`) and holds its French text.

use site_core::i18n::Lang;
use site_core::search::{self, Kind};
use site_core::site_paths;
use site_store::content_model::{Content, SearchDocument, Words};

/// `sub_heading` then the plain text of the marker text `text`.
fn body(words: Words<'_>) -> String {
    search::collapse_whitespace(&format!(
        "{} {}",
        words.sub_heading,
        search::plain_text(words.text)
    ))
}

/// A page before it is numbered: kind, English address, title and body in one language.
type Page = (Kind, String, String, String);

/// Every searchable page of `content` in `lang`: services, about pages and careers, blog and
/// persona articles, portfolio projects and newsletters, in that order; addresses in English.
fn pages(content: &Content, lang: Lang) -> Vec<Page> {
    let mut pages: Vec<Page> = Vec::new();
    for parent in &content.services {
        let words = parent.words(lang);
        pages.push((
            Kind::Service,
            site_paths::service(None, &parent.id),
            site_paths::service_title(words.heading),
            body(words),
        ));
        for child in &parent.children {
            let words = child.words(lang);
            pages.push((
                Kind::Service,
                site_paths::service(Some(&parent.id), &child.id),
                site_paths::service_title(words.heading),
                body(words),
            ));
        }
    }
    for section in &content.about {
        let kind = if section.section == "careers" {
            Kind::Career
        } else {
            Kind::About
        };
        for child in &section.children {
            let words = child.words(lang);
            pages.push((
                kind,
                site_paths::about_child(&section.section, &child.id),
                search::collapse_whitespace(words.heading),
                body(words),
            ));
        }
    }
    for article in &content.articles {
        let kind = match article.kind {
            super::ArticleKind::Blog => Kind::Blog,
            super::ArticleKind::Persona => Kind::Persona,
        };
        let words = article.words(lang);
        pages.push((
            kind,
            site_paths::article(article.kind.as_str(), &article.id),
            search::collapse_whitespace(words.heading),
            body(words),
        ));
    }
    for category in &content.portfolio {
        // The English name is the category's key in both languages' addresses.
        let url = site_paths::portfolio_category(&category.name);
        for item in &category.items {
            let words = item.words(lang);
            pages.push((
                Kind::Portfolio,
                url.clone(),
                search::collapse_whitespace(words.heading),
                body(words),
            ));
        }
    }
    for newsletter in &content.newsletters {
        let words = newsletter.words(lang);
        pages.push((
            Kind::Newsletter,
            site_core::pages::NEWSLETTERS.path.to_owned(),
            search::collapse_whitespace(words.heading),
            body(words),
        ));
    }
    pages
}

/// Every searchable page of `content` in each language ([`Lang::ALL`]), numbered in that order.
pub fn search_documents(content: &Content) -> Vec<SearchDocument> {
    Lang::ALL
        .into_iter()
        .flat_map(|lang| {
            pages(content, lang)
                .into_iter()
                .map(move |page| (lang, page))
        })
        .zip(1_i64..)
        .map(
            |((lang, (kind, url, title, body)), position)| SearchDocument {
                position,
                lang,
                kind,
                url: lang.path(&url),
                title_folded: search::index_text(&title),
                body_folded: search::index_text(&body),
                title,
                body,
            },
        )
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::load;
    use std::collections::HashSet;
    use std::path::Path;

    fn documents() -> (Content, Vec<SearchDocument>) {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content");
        let content = load(&dir).unwrap_or_else(|errors| panic!("{errors}"));
        let documents = search_documents(&content);
        (content, documents)
    }

    #[test]
    fn every_page_of_the_content_is_a_document() {
        let (content, documents) = documents();
        let services: usize = content.services.iter().map(|s| 1 + s.children.len()).sum();
        let about: usize = content.about.iter().map(|s| s.children.len()).sum();
        let portfolio: usize = content.portfolio.iter().map(|c| c.items.len()).sum();
        let pages =
            services + about + content.articles.len() + portfolio + content.newsletters.len();
        assert_eq!(documents.len(), 2 * pages, "each page in each language");
        let positions: Vec<i64> = documents.iter().map(|d| d.position).collect();
        assert_eq!(
            positions,
            (1..=i64::try_from(documents.len()).unwrap()).collect::<Vec<_>>()
        );
        let kinds: HashSet<Kind> = documents.iter().map(|d| d.kind).collect();
        assert_eq!(kinds, Kind::ALL.into_iter().collect());
        for document in &documents {
            assert!(document.url.starts_with('/'), "{document:?}");
            assert!(
                !document.title.is_empty() && !document.body.is_empty(),
                "{document:?}"
            );
            assert_eq!(document.title_folded, search::index_text(&document.title));
        }
    }

    #[test]
    fn french_documents_are_the_english_pages_at_their_french_addresses() {
        let (content, documents) = documents();
        let (english, french): (Vec<&SearchDocument>, Vec<&SearchDocument>) =
            documents.iter().partition(|d| d.lang == Lang::En);
        assert_eq!(english.len(), french.len());
        assert!(
            english
                .iter()
                .all(|d| d.position <= english.len() as i64 && !d.url.starts_with("/fr/"))
        );
        for (en, fr) in english.iter().zip(&french) {
            assert_eq!(fr.lang, Lang::Fr);
            assert_eq!(fr.kind, en.kind);
            assert_eq!(fr.url, format!("/fr{}", en.url));
            assert_eq!(fr.body_folded, search::index_text(&fr.body));
        }
        let it = french
            .iter()
            .find(|d| d.url == "/fr/services/it-solutions")
            .expect("it-solutions in French");
        let heading = &content.services.iter().find(|s| s.id == "it-solutions");
        assert_eq!(it.title, heading.expect("it-solutions").fr.heading);
        let newsletter = &content.newsletters[0];
        let letter = french
            .iter()
            .find(|d| d.kind == Kind::Newsletter)
            .expect("a newsletter");
        assert_eq!(letter.title, newsletter.fr.subject);
        assert!(letter.body.starts_with(&newsletter.fr.sub_heading));
    }

    #[test]
    fn urls_are_the_site_paths() {
        let (content, documents) = documents();
        let documents: Vec<SearchDocument> = documents
            .into_iter()
            .filter(|d| d.lang == Lang::En)
            .collect();
        let urls: HashSet<&str> = documents.iter().map(|d| d.url.as_str()).collect();
        let parent = &content.services[0];
        assert!(urls.contains(format!("/services/{}", parent.id).as_str()));
        assert!(
            urls.contains(format!("/services/{}/{}", parent.id, parent.children[0].id).as_str())
        );
        assert!(urls.contains("/services/it-solutions/portfolio/Online%20Stores"));
        assert!(urls.contains("/services/articles-and-tools/newsletters-and-economic-letter"));
        for (section, page) in [
            ("analysis-and-research", "/about/analysis-and-research"),
            ("awards-and-distinctions", "/about/award-and-distinctions"),
            ("b-corp", "/about/b-corps"),
            ("careers", "/about/careers"),
            ("events-and-sponsorships", "/about/events-and-sponsorships"),
        ] {
            let about = content
                .about
                .iter()
                .find(|s| s.section == section)
                .expect("section");
            let url = format!("{page}/{}", about.children[0].id);
            let document = documents
                .iter()
                .find(|d| d.url == url)
                .expect("about child");
            let kind = if section == "careers" {
                Kind::Career
            } else {
                Kind::About
            };
            assert_eq!(document.kind, kind, "{url}");
        }
        let it = documents
            .iter()
            .find(|d| d.url == "/services/it-solutions")
            .expect("it-solutions");
        assert_eq!(it.title, "It Solutions");
    }
}
