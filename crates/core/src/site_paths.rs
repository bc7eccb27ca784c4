//! Where each database page lives on the site, in one place: the search index, the server-rendered
//! pages and the sitemap all build their addresses here, the way the web app's routes read them.

use crate::constants::ABOUT_SECTIONS as ABOUT_SECTION_PAGES;
use crate::pages::{ABOUT_CHILD, ARTICLE, PERSONA, PORTFOLIO_CATEGORY, SERVICE};

/// The page of an about section (`b-corp` is at `/about/b-corps`).
pub fn about_section(section: &str) -> Option<&'static str> {
    ABOUT_SECTION_PAGES
        .iter()
        .find(|(name, _)| *name == section)
        .map(|(_, path)| *path)
}

/// The about section whose page is at `path`.
pub fn about_section_at(path: &str) -> Option<&'static str> {
    ABOUT_SECTION_PAGES
        .iter()
        .find(|(_, page)| *page == path)
        .map(|(name, _)| *name)
}

/// A child page of an about section: `{section page}/{id}`.
pub fn about_child(section: &str, id: &str) -> String {
    match about_section(section) {
        Some(page) => format!("{page}/{id}"),
        None => ABOUT_CHILD.address(&[id]),
    }
}

/// A service: `/services/{id}`, or `/services/{parent}/{id}` for a child service.
pub fn service(parent: Option<&str>, id: &str) -> String {
    match parent {
        Some(parent) => SERVICE.address(&[&format!("{parent}/{id}")]),
        None => SERVICE.address(&[id]),
    }
}

/// A blog article (`blog`) at `/blog/{id}`, a persona page (`persona`) at `/iam/{id}`.
pub fn article(kind: &str, id: &str) -> String {
    let page = if kind == "persona" {
        &PERSONA
    } else {
        &ARTICLE
    };
    page.address(&[id])
}

/// A portfolio category: `/services/it-solutions/portfolio/Online%20Stores`.
pub fn portfolio_category(name: &str) -> String {
    PORTFOLIO_CATEGORY.address(&[&path_segment(name)])
}

/// A service heading as pages show it (core's rule, which the web app shows too).
pub use crate::services::service_title;

/// `text` percent-encoded for one path segment (`Online Stores` becomes `Online%20Stores`).
pub fn path_segment(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    // The inverse of `path_segment`: the one the routes decode their segments with.
    use crate::pages::decode_segment;

    #[test]
    fn site_paths() {
        assert_eq!(about_child("b-corp", "x"), "/about/b-corps/x");
        assert_eq!(about_child("careers", "x"), "/about/careers/x");
        assert_eq!(
            about_section_at("/about/award-and-distinctions"),
            Some("awards-and-distinctions")
        );
        assert_eq!(
            service(Some("it-solutions"), "web"),
            "/services/it-solutions/web"
        );
        assert_eq!(article("persona", "professional"), "/iam/professional");
        assert_eq!(article("blog", "a"), "/blog/a");
        assert_eq!(
            portfolio_category("Mobile Applications"),
            "/services/it-solutions/portfolio/Mobile%20Applications"
        );
        assert_eq!(service_title("It-Solutions"), "It Solutions");
    }

    #[test]
    fn segments_round_trip() {
        for text in ["Mobile Applications", "Café & Co/2", "plain"] {
            assert_eq!(decode_segment(&path_segment(text)).as_deref(), Some(text));
        }
        assert_eq!(decode_segment("%E9").as_deref(), None);
        assert_eq!(decode_segment("100%").as_deref(), Some("100%"));
    }
}
