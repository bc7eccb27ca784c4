//! The site search's documents: one per page a visitor can land on, built from the checked
//! content and stored by the import in the same transaction as the content itself.

use super::model::Content;
use crate::site_paths;
use site_core::search::{self, Kind};

/// One searchable page, as stored in `search_documents`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchDocument {
    /// 1-based, in content order: the last tie-breaker of the ranking.
    pub position: i64,
    pub kind: Kind,
    /// The page's site path.
    pub url: String,
    /// Plain text, as the result shows it.
    pub title: String,
    /// Plain text: the sub-heading and the text without markers, for the snippet.
    pub body: String,
    /// What the index matches: [`search::index_text`] of `title` and of `body`.
    pub title_folded: String,
    pub body_folded: String,
}

/// `sub_heading` then the plain text of the marker text `text`.
fn body(sub_heading: &str, text: &str) -> String {
    search::collapse_whitespace(&format!("{sub_heading} {}", search::plain_text(text)))
}

/// Every searchable page of `content`: services, about pages and careers, blog and persona
/// articles, portfolio projects and newsletters, in that order.
pub fn search_documents(content: &Content) -> Vec<SearchDocument> {
    let mut pages: Vec<(Kind, String, String, String)> = Vec::new();
    for parent in &content.services {
        pages.push((
            Kind::Service,
            site_paths::service(None, &parent.id),
            site_paths::service_title(&parent.heading),
            body(&parent.sub_heading, &parent.text),
        ));
        for child in &parent.children {
            pages.push((
                Kind::Service,
                site_paths::service(Some(&parent.id), &child.id),
                site_paths::service_title(&child.heading),
                body(&child.sub_heading, &child.text),
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
            pages.push((
                kind,
                site_paths::about_child(&section.section, &child.id),
                search::collapse_whitespace(&child.heading),
                body(&child.sub_heading, &child.text),
            ));
        }
    }
    for article in &content.articles {
        let kind = match article.kind {
            super::ArticleKind::Blog => Kind::Blog,
            super::ArticleKind::Persona => Kind::Persona,
        };
        pages.push((
            kind,
            site_paths::article(article.kind.as_str(), &article.id),
            search::collapse_whitespace(&article.heading),
            body(&article.sub_heading, &article.text_data),
        ));
    }
    for category in &content.portfolio {
        let url = site_paths::portfolio_category(&category.name);
        for item in &category.items {
            pages.push((
                Kind::Portfolio,
                url.clone(),
                search::collapse_whitespace(&item.heading),
                body(&item.sub_heading, &item.text_data),
            ));
        }
    }
    for newsletter in &content.newsletters {
        pages.push((
            Kind::Newsletter,
            site_core::pages::NEWSLETTERS.path.to_owned(),
            search::collapse_whitespace(&newsletter.subject),
            body(&newsletter.sub_heading, &newsletter.text),
        ));
    }
    pages
        .into_iter()
        .zip(1_i64..)
        .map(|((kind, url, title, body), position)| SearchDocument {
            position,
            kind,
            url,
            title_folded: search::index_text(&title),
            body_folded: search::index_text(&body),
            title,
            body,
        })
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
        assert_eq!(
            documents.len(),
            services + about + content.articles.len() + portfolio + content.newsletters.len()
        );
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
    fn urls_are_the_site_paths() {
        let (content, documents) = documents();
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
