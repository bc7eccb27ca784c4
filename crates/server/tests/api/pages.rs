//! Server-rendered pages (title, description, canonical, link previews, JSON-LD, the page's text
//! in the app's root, the assets of Vite's manifest), the sitemap and robots.txt, on SQLite and
//! PostgreSQL. Expectations come from `content/` read independently of the server's queries, and
//! database text is compared with core's own renderer (`site_core::markers::to_html`).

use crate::helpers::{
    PRERENDERED_HTML, PRERENDERED_PATH, PUBLIC_URL, TestApp, content_dir, on_each_app, spawn_app,
};
use serde_json::Value;
use server::content::{self, ArticleKind, Content};
use site_core::pages::{PAGES, Page as SitePage};

/// The pages whose heading and description the inventory writes.
/// The inventory's own pages, indexed (the pages an email's link opens need its token, are kept
/// out of the sitemap, and are tested in `newsletter/`).
fn static_pages() -> impl Iterator<Item = &'static SitePage> {
    PAGES
        .iter()
        .copied()
        .filter(|page| page.rendering.is_indexed())
}
use site_core::constants::{BRAMPTON_ADDRESS, ORGANISATION_NAME, TOLL_FREE_NUMBER};
use site_core::markers::{escape_html, parse, to_html};

#[tokio::test]
async fn database_pages() {
    on_each_app(check_database_pages).await;
}

#[tokio::test]
async fn sitemap() {
    on_each_app(check_sitemap).await;
}

fn expected() -> Content {
    content::load(&content_dir()).unwrap_or_else(|errors| panic!("content/ is broken:\n{errors}"))
}

/// A fetched page.
struct Document {
    status: u16,
    html: String,
}

impl Document {
    async fn get(app: &TestApp, path: &str) -> Self {
        let response = app.get(path).await;
        let status = response.status().as_u16();
        assert!(
            response.headers()["content-type"]
                .to_str()
                .expect("ascii")
                .starts_with("text/html"),
            "{path}"
        );
        Self {
            status,
            html: response.text().await.expect("text"),
        }
    }

    fn title(&self) -> String {
        unescape(between(&self.html, "<title>", "</title>").expect("a title"))
    }

    /// The `content` of `<meta {attribute}="{key}" content="...">`.
    fn meta(&self, attribute: &str, key: &str) -> Option<String> {
        let start = format!("<meta {attribute}=\"{key}\" content=\"");
        between(&self.html, &start, "\"").map(unescape)
    }

    fn link(&self, rel: &str) -> Option<String> {
        between(&self.html, &format!("<link rel=\"{rel}\" href=\""), "\"").map(unescape)
    }

    /// Everything inside `<div id="root">`.
    fn root(&self) -> &str {
        between(&self.html, "<div id=\"root\">", "</body>").expect("the app's root")
    }

    fn h1(&self) -> String {
        unescape(between(self.root(), "<h1>", "</h1>").expect("an h1"))
    }

    /// The JSON-LD blocks, parsed.
    fn json_ld(&self) -> Vec<Value> {
        let open = "<script type=\"application/ld+json\">";
        self.html
            .split(open)
            .skip(1)
            .map(|rest| {
                let text = rest.split("</script>").next().expect("closed");
                serde_json::from_str(text).expect("JSON-LD is JSON")
            })
            .collect()
    }

    fn json_ld_of(&self, kind: &str) -> Option<Value> {
        self.json_ld()
            .into_iter()
            .find(|block| block["@type"] == kind)
    }
}

fn between<'a>(text: &'a str, start: &str, end: &str) -> Option<&'a str> {
    let from = text.find(start)? + start.len();
    let to = text[from..].find(end)? + from;
    Some(&text[from..to])
}

fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#x27;", "'")
        .replace("&amp;", "&")
}

/// What every page carries: lang, the canonical address and link previews of `path`, the
/// organisation with the Brampton address and the toll-free line, the built app.
fn check_common(document: &Document, path: &str) {
    let url = format!("{PUBLIC_URL}{path}");
    assert!(
        document
            .html
            .starts_with("<!DOCTYPE html><html lang=\"en\">"),
        "{path}"
    );
    assert!(
        !document.html.contains("<!>"),
        "{path}: a hydration marker is left"
    );
    assert_eq!(
        document.link("canonical").as_deref(),
        Some(url.as_str()),
        "{path}"
    );
    assert_eq!(
        document.meta("property", "og:url").as_deref(),
        Some(url.as_str())
    );
    let title = document.title();
    assert_eq!(document.meta("property", "og:title"), Some(title.clone()));
    assert_eq!(document.meta("name", "twitter:title"), Some(title));
    assert_eq!(
        document.meta("name", "twitter:card").as_deref(),
        Some("summary_large_image")
    );
    let description = document.meta("name", "description").expect("a description");
    assert!(description.len() >= 20, "{path}: {description}");
    assert_eq!(
        document.meta("property", "og:description"),
        Some(description.clone())
    );
    assert_eq!(
        document.meta("name", "twitter:description"),
        Some(description)
    );
    // Social networks do not preview SVG: the card is a PNG.
    assert_eq!(
        document.meta("property", "og:image"),
        Some(format!("{PUBLIC_URL}/media/og-card.png")),
        "{path}"
    );
    assert_eq!(
        document.meta("name", "twitter:image"),
        Some(format!("{PUBLIC_URL}/media/og-card.png"))
    );
    let organization = document.json_ld_of("Organization").expect("Organization");
    assert_eq!(organization["name"], ORGANISATION_NAME);
    assert_eq!(organization["telephone"], TOLL_FREE_NUMBER);
    assert_eq!(
        organization["address"]["streetAddress"],
        BRAMPTON_ADDRESS[0]
    );
    assert_eq!(organization["address"]["addressLocality"], "Brampton");
    assert_eq!(organization["address"]["postalCode"], "L6V 1B2");
    // The built app, from the manifest (`fake_web_dist`), and the overlay the app starts with.
    assert!(document.html.contains(
        "<script type=\"module\" crossorigin=\"\" src=\"/assets/app-3f2a1c.js\"></script>"
    ));
    assert!(document.html.contains(
        "<link rel=\"modulepreload\" crossorigin=\"\" href=\"/assets/vendor-77aa01.js\">"
    ));
    assert!(
        document
            .html
            .contains("<link rel=\"stylesheet\" crossorigin=\"\" href=\"/assets/app-5b6c7d.css\">")
    );
    assert!(
        document
            .root()
            .starts_with("<div data-testid=\"loading-overlay\" class=\"loading-overlay\">")
    );
    assert!(
        document
            .html
            .contains("<noscript><style>.loading-overlay{display:none}</style></noscript>")
    );
}

/// The breadcrumb's last step is the page itself, under the home page.
fn check_breadcrumb(document: &Document, path: &str, name: &str) {
    let list = document
        .json_ld_of("BreadcrumbList")
        .expect("BreadcrumbList");
    let items = list["itemListElement"].as_array().expect("items");
    assert_eq!(items[0]["item"], format!("{PUBLIC_URL}/"), "{path}");
    let last = items.last().expect("a step");
    assert_eq!(last["item"], format!("{PUBLIC_URL}{path}"));
    assert_eq!(last["name"], name, "{path}");
    assert_eq!(last["position"], items.len());
}

#[tokio::test]
async fn every_page_of_the_app_has_its_own_head_and_text() {
    let app = spawn_app().await;
    let mut titles = std::collections::HashSet::new();
    for page in static_pages() {
        let document = Document::get(&app, page.path).await;
        assert_eq!(document.status, 200, "{}", page.path);
        check_common(&document, page.path);
        let title = document.title();
        let expected = if page.document_title().is_empty() {
            ORGANISATION_NAME.to_owned()
        } else {
            format!("{} | {ORGANISATION_NAME}", page.document_title())
        };
        assert_eq!(title, expected);
        titles.insert(title);
        assert_eq!(
            document.meta("name", "description").as_deref(),
            Some(page.description)
        );
        assert_eq!(document.h1(), page.title);
        // A page the web build prerendered reads in full in the app's markup; the others have
        // their heading and description.
        let main = between(
            document.root(),
            "<main id=\"main\" class=\"ssr-page__main\">",
            "</main>",
        )
        .expect("main");
        if page.path == PRERENDERED_PATH {
            assert_eq!(main, PRERENDERED_HTML);
        } else {
            assert!(main.contains(&format!("<p>{}</p>", escape_html(page.description))));
        }
        if page.path == "/" {
            assert!(document.json_ld_of("BreadcrumbList").is_none());
        } else {
            check_breadcrumb(&document, page.path, page.crumb);
        }
        assert!(document.json_ld_of("Article").is_none(), "{}", page.path);
    }
    // The two service pages the app titles alike (spec: "page title Financing", "Advisory")
    // aside, every page has a title of its own.
    assert!(titles.len() >= static_pages().count() - 2);
}

async fn check_database_pages(app: &TestApp) {
    let content = expected();
    for article in &content.articles {
        let path = match article.kind {
            ArticleKind::Blog => format!("/blog/{}", article.id),
            ArticleKind::Persona => format!("/iam/{}", article.id),
        };
        let document = Document::get(app, &path).await;
        assert_eq!(document.status, 200, "{path}");
        check_common(&document, &path);
        assert_eq!(
            document.title(),
            format!("{} | {ORGANISATION_NAME}", article.heading)
        );
        assert_eq!(document.h1(), article.heading);
        assert!(
            document
                .root()
                .contains(&to_html(&parse(&article.text_data))),
            "{path}"
        );
        assert_eq!(
            document.meta("property", "og:type").as_deref(),
            Some("article")
        );
        let json = document.json_ld_of("Article").expect("Article");
        assert_eq!(json["headline"], article.heading.as_str());
        assert_eq!(json["datePublished"], article.published.as_str());
        assert_eq!(
            json["image"],
            format!("{PUBLIC_URL}/media/{}", article.image)
        );
        check_breadcrumb(&document, &path, &article.heading);
    }
    // Persona pages are also read at /blog/{id} (their address stays /iam/{id}); a blog post
    // is not a persona.
    let persona = content
        .articles
        .iter()
        .find(|a| a.kind == ArticleKind::Persona)
        .expect("a persona");
    let document = Document::get(app, &format!("/blog/{}", persona.id)).await;
    assert_eq!(document.status, 200);
    check_common(&document, &format!("/iam/{}", persona.id));
    let blog = content
        .articles
        .iter()
        .find(|a| a.kind == ArticleKind::Blog)
        .expect("a blog post");
    assert_eq!(
        Document::get(app, &format!("/iam/{}", blog.id))
            .await
            .status,
        404
    );

    for top in &content.services {
        let pages = std::iter::once((format!("/services/{}", top.id), top)).chain(
            top.children
                .iter()
                .map(|child| (format!("/services/{}/{}", top.id, child.id), child)),
        );
        for (path, service) in pages {
            if static_pages().any(|page| page.path == path) {
                continue;
            }
            let document = Document::get(app, &path).await;
            assert_eq!(document.status, 200, "{path}");
            check_common(&document, &path);
            let heading = service.heading.replace('-', " ");
            assert_eq!(document.h1(), heading, "{path}");
            assert_eq!(document.title(), format!("{heading} | {ORGANISATION_NAME}"));
            assert!(
                document.root().contains(&to_html(&parse(&service.text))),
                "{path}"
            );
            for child in &service.children {
                let link = format!("<a href=\"/services/{}/{}\">", top.id, child.id);
                assert!(document.root().contains(&link), "{path}: {link}");
            }
            assert!(document.json_ld_of("Article").is_none());
            check_breadcrumb(&document, &path, &heading);
        }
    }

    for section in &content.about {
        let page = match section.section.as_str() {
            "awards-and-distinctions" => "/about/award-and-distinctions".to_owned(),
            "b-corp" => "/about/b-corps".to_owned(),
            other => format!("/about/{other}"),
        };
        for child in &section.children {
            // The app also shows a child at /about/{id}: the same page, whose canonical address
            // is the one under its section.
            let canonical = format!("{page}/{}", child.id);
            for path in [canonical.clone(), format!("/about/{}", child.id)] {
                let document = Document::get(app, &path).await;
                assert_eq!(document.status, 200, "{path}");
                check_common(&document, &canonical);
                assert_eq!(document.h1(), child.heading);
                assert_eq!(
                    document.title(),
                    format!("{} | {ORGANISATION_NAME}", child.heading)
                );
                assert!(
                    document.root().contains(&to_html(&parse(&child.text))),
                    "{path}"
                );
                check_breadcrumb(&document, &canonical, &child.heading);
            }
        }
    }

    let letters = Document::get(
        app,
        "/services/articles-and-tools/newsletters-and-economic-letter",
    )
    .await;
    for letter in &content.newsletters {
        assert!(
            letters.root().contains(&escape_html(&letter.subject)),
            "{}",
            letter.subject
        );
    }
}

#[tokio::test]
async fn unknown_pages_answer_404_with_the_app() {
    let app = spawn_app().await;
    for path in [
        "/no/such/page",
        "/blog/no-such-post",
        "/iam/nobody",
        "/about/careers/nothing",
        "/services/nothing",
        "/services/advisory/nothing",
        "/about/not-a-section/x",
        "/services/it-solutions/portfolio/No%20Such%20Category",
    ] {
        let document = Document::get(&app, path).await;
        assert_eq!(document.status, 404, "{path}");
        assert_eq!(
            document.meta("name", "robots").as_deref(),
            Some("noindex"),
            "{path}"
        );
        // The app still starts there (and sends the visitor home).
        assert!(
            document.html.contains("src=\"/assets/app-3f2a1c.js\""),
            "{path}"
        );
        assert!(
            document
                .root()
                .contains("<a href=\"/\">Go to the home page</a>")
        );
    }
    let known = Document::get(&app, "/about").await;
    assert!(known.meta("name", "robots").is_none());
}

#[tokio::test]
async fn the_canonical_address_has_no_query_and_no_trailing_slash() {
    let app = spawn_app().await;
    let search = Document::get(&app, "/search?q=loans").await;
    assert_eq!(
        search.link("canonical"),
        Some(format!("{PUBLIC_URL}/search"))
    );
    let about = Document::get(&app, "/about/").await;
    assert_eq!(about.status, 200);
    assert_eq!(about.link("canonical"), Some(format!("{PUBLIC_URL}/about")));
    let category = Document::get(
        &app,
        "/services/it-solutions/portfolio/Mobile%20Applications",
    )
    .await;
    assert_eq!(category.status, 200);
    assert_eq!(
        category.link("canonical"),
        Some(format!(
            "{PUBLIC_URL}/services/it-solutions/portfolio/Mobile%20Applications"
        ))
    );
    assert!(category.root().contains("Mobile Applications"));
}

/// `<loc>` → `<lastmod>` of the sitemap.
fn sitemap_entries(xml: &str) -> Vec<(String, Option<String>)> {
    xml.split("<url>")
        .skip(1)
        .map(|entry| {
            let loc = unescape(between(entry, "<loc>", "</loc>").expect("loc"));
            let lastmod = between(entry, "<lastmod>", "</lastmod>").map(str::to_owned);
            (loc, lastmod)
        })
        .collect()
}

async fn check_sitemap(app: &TestApp) {
    let response = app.get("/sitemap.xml").await;
    assert_eq!(response.status(), 200);
    assert!(
        response.headers()["content-type"]
            .to_str()
            .expect("ascii")
            .starts_with("application/xml")
    );
    let xml = response.text().await.expect("text");
    assert!(xml.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"));
    assert!(xml.contains("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"));
    let entries = sitemap_entries(&xml);
    let locs: Vec<&str> = entries.iter().map(|(loc, _)| loc.as_str()).collect();
    let mut unique = locs.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), locs.len(), "each page once");
    for (loc, lastmod) in &entries {
        let day = lastmod
            .as_deref()
            .unwrap_or_else(|| panic!("{loc} has no lastmod"));
        assert!(
            day.len() == 10
                && time::Date::parse(
                    day,
                    time::macros::format_description!("[year]-[month]-[day]")
                )
                .is_ok(),
            "{loc}: {day}"
        );
    }
    let has = |path: &str| locs.contains(&format!("{PUBLIC_URL}{path}").as_str());
    for page in static_pages() {
        assert!(has(page.path), "{}", page.path);
    }
    let content = expected();
    for top in &content.services {
        assert!(has(&format!("/services/{}", top.id)), "{}", top.id);
        for child in &top.children {
            assert!(
                has(&format!("/services/{}/{}", top.id, child.id)),
                "{}",
                child.id
            );
        }
    }
    for section in &content.about {
        for child in &section.children {
            let listed = locs.iter().any(|loc| {
                loc.starts_with(PUBLIC_URL)
                    && loc.ends_with(&format!("/{}", child.id))
                    && loc.contains("/about/")
            });
            assert!(listed, "{}", child.id);
        }
    }
    for article in &content.articles {
        let path = match article.kind {
            ArticleKind::Blog => format!("/blog/{}", article.id),
            ArticleKind::Persona => format!("/iam/{}", article.id),
        };
        let entry = entries
            .iter()
            .find(|(loc, _)| *loc == format!("{PUBLIC_URL}{path}"));
        assert_eq!(
            entry.and_then(|(_, day)| day.as_deref()),
            Some(article.published.get(..10).expect("a date")),
            "{path}"
        );
    }
    for category in &content.portfolio {
        let path = format!(
            "/services/it-solutions/portfolio/{}",
            category.name.replace(' ', "%20")
        );
        assert!(has(&path), "{path}");
    }
    // Every listed page answers 200.
    for loc in &locs {
        let path = loc
            .strip_prefix(PUBLIC_URL)
            .expect("under the public address");
        assert_eq!(app.get(path).await.status(), 200, "{path}");
    }
}

#[tokio::test]
async fn robots_txt_points_to_the_sitemap() {
    let app = spawn_app().await;
    let response = app.get("/robots.txt").await;
    assert_eq!(response.status(), 200);
    let text = response.text().await.expect("text");
    assert!(text.contains("User-agent: *"));
    assert!(text.contains("Disallow: /api/"));
    assert!(
        text.lines()
            .any(|line| line == format!("Sitemap: {PUBLIC_URL}/sitemap.xml"))
    );
}

#[tokio::test]
async fn the_preview_card_is_a_1200_by_630_png() {
    let app = spawn_app().await;
    let response = app.get("/media/og-card.png").await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "image/png");
    let bytes = response.bytes().await.expect("bytes");
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    // The IHDR chunk: width then height, big-endian.
    let width = u32::from_be_bytes(bytes[16..20].try_into().expect("width"));
    let height = u32::from_be_bytes(bytes[20..24].try_into().expect("height"));
    assert_eq!((width, height), (1200, 630));
    assert!(bytes.len() < 64 * 1024, "kept small: {} bytes", bytes.len());
}
