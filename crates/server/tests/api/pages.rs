//! Server-rendered pages in both languages (docs/decisions/0008-a-french-twin-for-every-page.md:
//! title, description, canonical, `hreflang` alternates, link previews, JSON-LD, breadcrumbs, the
//! page's text in the app's root, the assets of Vite's manifest), the sitemap and robots.txt, on
//! SQLite and PostgreSQL. Expectations come from core's inventory and from `content/` read
//! independently of the server's queries, and database text is compared with core's own renderer
//! (`site_core::markers::to_html`).

use crate::helpers::{
    PRERENDERED_HTML, PRERENDERED_HTML_FR, PRERENDERED_PATH, PUBLIC_URL, TestApp, content_dir,
    on_each_app, spawn_app,
};
use serde_json::Value;
use server::content::{self, ArticleKind, Content};
use site_core::i18n::Lang;
use site_core::messages::LOADING;
use site_core::pages::{PAGES, Page as SitePage};
use site_core::services::service_title;

/// The pages whose heading and description the inventory writes.
/// The inventory's own pages, indexed (the pages an email's link opens need its token, are kept
/// out of the sitemap, and are tested in `newsletter/`).
fn static_pages() -> impl Iterator<Item = &'static SitePage> {
    PAGES
        .iter()
        .copied()
        .filter(|page| page.rendering.is_indexed())
}
use site_core::constants::{
    BRAMPTON_ADDRESS, BRAMPTON_ADDRESS_FR, ORGANISATION_NAME, ORGANISATION_NAME_FR,
    TOLL_FREE_NUMBER,
};
use site_core::markers::{escape_html, parse, to_html};

/// The organisation's name as a page in `lang` writes it.
fn organisation(lang: Lang) -> &'static str {
    match lang {
        Lang::En => ORGANISATION_NAME,
        Lang::Fr => ORGANISATION_NAME_FR,
    }
}

/// A document title as the site writes it in `lang`.
fn title_in(lang: Lang, title: &str) -> String {
    if title.is_empty() {
        organisation(lang).to_owned()
    } else {
        format!("{title} | {}", organisation(lang))
    }
}

/// The home page's name in breadcrumbs.
fn home_crumb(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Home",
        Lang::Fr => "Accueil",
    }
}

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

    /// The address of `<link rel="alternate" hreflang="{hreflang}">`.
    fn alternate(&self, hreflang: &str) -> Option<String> {
        let start = format!("<link rel=\"alternate\" hreflang=\"{hreflang}\" href=\"");
        between(&self.html, &start, "\"").map(unescape)
    }

    /// Every `hreflang` alternate, in document order.
    fn alternates(&self) -> Vec<(String, String)> {
        self.html
            .split("<link rel=\"alternate\" hreflang=\"")
            .skip(1)
            .map(|rest| {
                let (hreflang, rest) = rest.split_once('"').expect("closed");
                let href = between(rest, "href=\"", "\"").expect("href");
                (hreflang.to_owned(), unescape(href))
            })
            .collect()
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

/// What every page in `lang` carries: its `lang`, the canonical address and link previews of
/// `path` (the English path) in `lang`, both versions and `x-default` as alternates, the
/// organisation with the Brampton address and the toll-free line, the page's language in its
/// JSON-LD, the built app.
fn check_common(document: &Document, path: &str, lang: Lang) {
    let url = format!("{PUBLIC_URL}{}", lang.path(path));
    assert!(
        document
            .html
            .starts_with(&format!("<!DOCTYPE html><html lang=\"{}\">", lang.tag())),
        "{path}"
    );
    let english = format!("{PUBLIC_URL}{path}");
    let french = format!("{PUBLIC_URL}{}", Lang::Fr.path(path));
    assert_eq!(
        document.alternates(),
        [
            ("en-CA".to_owned(), english.clone()),
            ("fr-CA".to_owned(), french),
            ("x-default".to_owned(), english),
        ],
        "{path} in {lang:?}"
    );
    assert_eq!(
        document.meta("property", "og:locale").as_deref(),
        Some(lang.og_locale())
    );
    assert_eq!(
        document.meta("property", "og:locale:alternate").as_deref(),
        Some(lang.other().og_locale())
    );
    let page = document.json_ld_of("WebPage").expect("WebPage");
    assert_eq!(page["inLanguage"], lang.tag(), "{path}");
    assert_eq!(page["url"], url.as_str());
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
    assert_eq!(organization["name"], organisation(lang));
    assert_eq!(organization["telephone"], TOLL_FREE_NUMBER);
    let street = match lang {
        Lang::En => BRAMPTON_ADDRESS[0],
        Lang::Fr => BRAMPTON_ADDRESS_FR[0],
    };
    assert_eq!(organization["address"]["streetAddress"], street);
    assert_eq!(organization["address"]["addressLocality"], "Brampton");
    assert_eq!(organization["address"]["postalCode"], "L6V 1B2");
    // The built app, from the manifest (`fake_web_dist`), and the overlay the app starts with.
    assert!(document.html.contains(
        "<script type=\"module\" crossorigin=\"\" src=\"/assets/app-3f2a1c.js\"></script>"
    ));
    assert!(document.html.contains(
        "<link rel=\"modulepreload\" crossorigin=\"\" href=\"/assets/vendor-77aa01.js\">"
    ));
    // The app the entry starts when it is wanted is fetched then: nothing takes the network
    // from the page's own images while it loads.
    assert!(!document.html.contains("/assets/start-9d8e7f.js"));
    // The entry's style sheet (`app-5b6c7d.css`), written in the head.
    assert!(document.html.contains("<style>body{margin:0}\n</style>"));
    assert!(
        document
            .root()
            .starts_with("<div data-testid=\"loading-overlay\" class=\"loading-overlay\">")
    );
    // The overlay's one word, in the page's language.
    assert!(
        document.root().contains(&format!(
            "<span class=\"visually-hidden\">{}</span>",
            LOADING.text(lang)
        )),
        "{path}"
    );
    assert!(
        document
            .html
            .contains("<noscript><style>.loading-overlay{display:none}</style></noscript>")
    );
}

/// The breadcrumb (of the page at `path` in `lang`) starts at the home page of `lang` and ends
/// with the page itself, every step's address in `lang`.
fn check_breadcrumb(document: &Document, path: &str, name: &str, lang: Lang) {
    let list = document
        .json_ld_of("BreadcrumbList")
        .expect("BreadcrumbList");
    let items = list["itemListElement"].as_array().expect("items");
    assert_eq!(
        items[0]["item"],
        format!("{PUBLIC_URL}{}", lang.path("/")),
        "{path}"
    );
    assert_eq!(items[0]["name"], home_crumb(lang));
    let last = items.last().expect("a step");
    assert_eq!(last["item"], format!("{PUBLIC_URL}{}", lang.path(path)));
    assert_eq!(last["name"], name, "{path}");
    assert_eq!(last["position"], items.len());
    if lang == Lang::Fr {
        for item in items {
            let item = item["item"].as_str().expect("an address");
            assert!(item.starts_with(&format!("{PUBLIC_URL}/fr")), "{item}");
        }
    }
}

#[tokio::test]
async fn every_page_of_the_app_has_its_own_head_and_text_in_both_languages() {
    let app = spawn_app().await;
    for lang in Lang::ALL {
        let mut titles = std::collections::HashSet::new();
        for page in static_pages() {
            let words = page.words(lang);
            let address = lang.path(page.path);
            let document = Document::get(&app, &address).await;
            assert_eq!(document.status, 200, "{address}");
            check_common(&document, page.path, lang);
            let title = document.title();
            assert_eq!(title, title_in(lang, page.document_title_in(lang)));
            titles.insert(title);
            assert_eq!(
                document.meta("name", "description").as_deref(),
                Some(words.description),
                "{address}"
            );
            assert_eq!(document.h1(), words.title);
            // A page the web build prerendered (in each language, at its own address) reads in
            // full in the app's markup, across the window as the app's `<main>`; the others have
            // their heading and description, in the frame's width.
            let opening = if page.path == PRERENDERED_PATH {
                "<main id=\"main\" class=\"ssr-page__main\">"
            } else {
                "<main id=\"main\" class=\"ssr-page ssr-page__main\">"
            };
            let main = between(document.root(), opening, "</main>").expect("main");
            if page.path == PRERENDERED_PATH {
                let prerendered = match lang {
                    Lang::En => PRERENDERED_HTML,
                    Lang::Fr => PRERENDERED_HTML_FR,
                };
                assert_eq!(main, prerendered);
            } else {
                assert!(main.contains(&format!("<p>{}</p>", escape_html(words.description))));
            }
            if page.path == "/" {
                assert!(document.json_ld_of("BreadcrumbList").is_none());
            } else {
                check_breadcrumb(&document, page.path, words.crumb, lang);
            }
            assert!(document.json_ld_of("Article").is_none(), "{address}");
            // The header's links stay in the page's language.
            if lang == Lang::Fr {
                assert!(
                    document
                        .root()
                        .contains("<a href=\"/fr\" class=\"ssr-page__brand\">"),
                    "{address}"
                );
                assert!(
                    !document.root().contains("<a href=\"/about\">"),
                    "{address}"
                );
            }
        }
        // The two service pages the app titles alike (spec: "page title Financing",
        // "Advisory") aside, every page has a title of its own.
        assert!(titles.len() >= static_pages().count() - 2, "{lang:?}");
    }
}

/// Each version names the other and the same `x-default`: a French page's English alternate
/// leads to a page whose French alternate leads back.
#[tokio::test]
async fn both_versions_name_each_other() {
    let app = spawn_app().await;
    for path in ["/", "/contact/write-us", "/about/careers", "/search"] {
        let english = Document::get(&app, path).await;
        let french = Document::get(&app, &Lang::Fr.path(path)).await;
        assert_eq!(english.alternates(), french.alternates(), "{path}");
        assert_eq!(
            english.alternate("fr-CA"),
            french.link("canonical"),
            "{path}"
        );
        assert_eq!(
            french.alternate("en-CA"),
            english.link("canonical"),
            "{path}"
        );
        assert_eq!(french.alternate("x-default"), english.link("canonical"));
        assert_eq!(
            french.alternates().len(),
            3,
            "en-CA, fr-CA, x-default: {path}"
        );
    }
    assert_eq!(
        Document::get(&app, "/fr").await.link("canonical"),
        Some(format!("{PUBLIC_URL}/fr"))
    );
    // `/fr/` is the French home page too; `/fred` is no French page.
    let home = Document::get(&app, "/fr/").await;
    assert_eq!(home.status, 200);
    assert_eq!(home.link("canonical"), Some(format!("{PUBLIC_URL}/fr")));
    let fred = Document::get(&app, "/fred").await;
    assert_eq!(fred.status, 404);
    assert!(
        fred.html
            .starts_with("<!DOCTYPE html><html lang=\"en-CA\">")
    );
}

async fn check_database_pages(app: &TestApp) {
    for lang in Lang::ALL {
        check_database_pages_in(app, lang).await;
    }
}

/// Every database page in `lang`: its text is the content's text in that language.
async fn check_database_pages_in(app: &TestApp, lang: Lang) {
    let content = expected();
    let org = organisation(lang);
    for article in &content.articles {
        let words = article.words(lang);
        let path = match article.kind {
            ArticleKind::Blog => format!("/blog/{}", article.id),
            ArticleKind::Persona => format!("/iam/{}", article.id),
        };
        let document = Document::get(app, &lang.path(&path)).await;
        assert_eq!(document.status, 200, "{path}");
        check_common(&document, &path, lang);
        assert_eq!(document.title(), format!("{} | {org}", words.heading));
        assert_eq!(document.h1(), words.heading);
        assert!(
            document.root().contains(&to_html(&parse(words.text))),
            "{path}"
        );
        assert_eq!(
            document.meta("property", "og:type").as_deref(),
            Some("article")
        );
        let json = document.json_ld_of("Article").expect("Article");
        assert_eq!(json["headline"], words.heading);
        assert_eq!(json["inLanguage"], lang.tag());
        assert_eq!(
            json["mainEntityOfPage"],
            format!("{PUBLIC_URL}{}", lang.path(&path))
        );
        assert_eq!(json["datePublished"], article.published.as_str());
        assert_eq!(
            json["image"],
            format!("{PUBLIC_URL}/media/{}", article.image)
        );
        check_breadcrumb(&document, &path, words.heading, lang);
    }
    // Persona pages are also read at /blog/{id} (their address stays /iam/{id}); a blog post
    // is not a persona.
    let persona = content
        .articles
        .iter()
        .find(|a| a.kind == ArticleKind::Persona)
        .expect("a persona");
    let document = Document::get(app, &lang.path(&format!("/blog/{}", persona.id))).await;
    assert_eq!(document.status, 200);
    check_common(&document, &format!("/iam/{}", persona.id), lang);
    let blog = content
        .articles
        .iter()
        .find(|a| a.kind == ArticleKind::Blog)
        .expect("a blog post");
    assert_eq!(
        Document::get(app, &lang.path(&format!("/iam/{}", blog.id)))
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
            let words = service.words(lang);
            let document = Document::get(app, &lang.path(&path)).await;
            assert_eq!(document.status, 200, "{path}");
            check_common(&document, &path, lang);
            let heading = service_title(words.heading);
            assert_eq!(document.h1(), heading, "{path}");
            assert_eq!(document.title(), format!("{heading} | {org}"));
            assert!(
                document.root().contains(&to_html(&parse(words.text))),
                "{path}"
            );
            for child in &service.children {
                let link = format!(
                    "<a href=\"{}\">{}</a>",
                    lang.path(&format!("/services/{}/{}", top.id, child.id)),
                    escape_html(&service_title(child.words(lang).heading))
                );
                assert!(document.root().contains(&link), "{path}: {link}");
            }
            assert!(document.json_ld_of("Article").is_none());
            check_breadcrumb(&document, &path, &heading, lang);
        }
    }

    for section in &content.about {
        let page = match section.section.as_str() {
            "awards-and-distinctions" => "/about/award-and-distinctions".to_owned(),
            "b-corp" => "/about/b-corps".to_owned(),
            other => format!("/about/{other}"),
        };
        for child in &section.children {
            let words = child.words(lang);
            // The app also shows a child at /about/{id}: the same page, whose canonical address
            // is the one under its section.
            let canonical = format!("{page}/{}", child.id);
            for path in [canonical.clone(), format!("/about/{}", child.id)] {
                let document = Document::get(app, &lang.path(&path)).await;
                assert_eq!(document.status, 200, "{path}");
                check_common(&document, &canonical, lang);
                assert_eq!(document.h1(), words.heading);
                assert_eq!(document.title(), format!("{} | {org}", words.heading));
                assert!(
                    document.root().contains(&to_html(&parse(words.text))),
                    "{path}"
                );
                check_breadcrumb(&document, &canonical, words.heading, lang);
            }
        }
    }

    let letters = Document::get(
        app,
        &lang.path("/services/articles-and-tools/newsletters-and-economic-letter"),
    )
    .await;
    for letter in &content.newsletters {
        let subject = letter.words(lang).heading;
        assert!(letters.root().contains(&escape_html(subject)), "{subject}");
    }

    for category in &content.portfolio {
        let path = format!(
            "/services/it-solutions/portfolio/{}",
            category.name.replace(' ', "%20")
        );
        let document = Document::get(app, &lang.path(&path)).await;
        assert_eq!(document.status, 200, "{path}");
        check_common(&document, &path, lang);
        let name = category.name_in(lang);
        let colon = if lang == Lang::Fr { "\u{a0}:" } else { ":" };
        let description = document.meta("name", "description").expect("description");
        assert!(
            description.starts_with(&format!("{name}{colon} ")),
            "{path}: {description}"
        );
        check_breadcrumb(&document, &path, name, lang);
    }
}

#[tokio::test]
async fn unknown_pages_answer_404_with_the_app() {
    let app = spawn_app().await;
    for lang in Lang::ALL {
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
            // A French address the site does not have behaves as its English twin: a 404 with
            // the app, which sends the visitor to the home page of the address's language.
            let address = lang.path(path);
            let document = Document::get(&app, &address).await;
            assert_eq!(document.status, 404, "{address}");
            assert_eq!(
                document.meta("name", "robots").as_deref(),
                Some("noindex"),
                "{address}"
            );
            assert!(
                document
                    .html
                    .starts_with(&format!("<!DOCTYPE html><html lang=\"{}\">", lang.tag())),
                "{address}"
            );
            assert!(document.alternates().is_empty(), "{address}");
            // The app still starts there (and sends the visitor home).
            assert!(
                document.html.contains("src=\"/assets/app-3f2a1c.js\""),
                "{address}"
            );
            let home = match lang {
                Lang::En => "<a href=\"/\">Go to the home page</a>",
                Lang::Fr => "<a href=\"/fr\">Aller à la page d’accueil</a>",
            };
            assert!(document.root().contains(home), "{address}");
        }
    }
    let known = Document::get(&app, "/about").await;
    assert!(known.meta("name", "robots").is_none());
    let known = Document::get(&app, "/fr/about").await;
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
    let french = Document::get(&app, "/fr/about/?x=1").await;
    assert_eq!(french.status, 200);
    assert_eq!(
        french.link("canonical"),
        Some(format!("{PUBLIC_URL}/fr/about"))
    );
}

/// One `<url>` of the sitemap: `<loc>`, `<lastmod>`, and its `xhtml:link` alternates
/// (hreflang, href) in order.
struct SitemapUrl {
    loc: String,
    lastmod: Option<String>,
    alternates: Vec<(String, String)>,
}

fn sitemap_entries(xml: &str) -> Vec<SitemapUrl> {
    xml.split("<url>")
        .skip(1)
        .map(|entry| {
            let entry = entry.split("</url>").next().expect("closed");
            let loc = unescape(between(entry, "<loc>", "</loc>").expect("loc"));
            let lastmod = between(entry, "<lastmod>", "</lastmod>").map(str::to_owned);
            let alternates = entry
                .split("<xhtml:link rel=\"alternate\" hreflang=\"")
                .skip(1)
                .map(|rest| {
                    let (hreflang, rest) = rest.split_once('"').expect("closed");
                    let href = between(rest, "href=\"", "\"").expect("href");
                    (hreflang.to_owned(), unescape(href))
                })
                .collect();
            SitemapUrl {
                loc,
                lastmod,
                alternates,
            }
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
    assert!(xml.contains(
        "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" \
         xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">"
    ));
    let entries = sitemap_entries(&xml);
    let locs: Vec<&str> = entries.iter().map(|url| url.loc.as_str()).collect();
    let mut unique = locs.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), locs.len(), "each page once");
    let french_prefix = format!("{PUBLIC_URL}/fr");
    let french_count = locs
        .iter()
        .filter(|loc| **loc == french_prefix || loc.starts_with(&format!("{french_prefix}/")))
        .count();
    assert_eq!(french_count * 2, locs.len(), "every page in both languages");
    for url in &entries {
        // Each version names both (and the English one as x-default), and its twin is listed
        // with the same alternates and date.
        let (lang, path) = Lang::split_path(url.loc.strip_prefix(PUBLIC_URL).expect("origin"));
        let english = format!("{PUBLIC_URL}{path}");
        let french = format!("{PUBLIC_URL}{}", Lang::Fr.path(path));
        assert_eq!(
            url.alternates,
            [
                ("en-CA".to_owned(), english.clone()),
                ("fr-CA".to_owned(), french.clone()),
                ("x-default".to_owned(), english.clone()),
            ],
            "{}",
            url.loc
        );
        let twin = if lang == Lang::En { &french } else { &english };
        let twin = entries
            .iter()
            .find(|other| other.loc == *twin)
            .unwrap_or_else(|| panic!("{} has no twin {twin}", url.loc));
        assert_eq!(twin.alternates, url.alternates);
        assert_eq!(twin.lastmod, url.lastmod);
    }
    for SitemapUrl { loc, lastmod, .. } in &entries {
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
    let has = |path: &str| {
        Lang::ALL
            .iter()
            .all(|lang| locs.contains(&format!("{PUBLIC_URL}{}", lang.path(path)).as_str()))
    };
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
        for lang in Lang::ALL {
            let entry = entries
                .iter()
                .find(|url| url.loc == format!("{PUBLIC_URL}{}", lang.path(&path)));
            assert_eq!(
                entry.and_then(|url| url.lastmod.as_deref()),
                Some(article.published.get(..10).expect("a date")),
                "{path}"
            );
        }
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

/// Law 25 asks that the privacy policy be reachable from the site: every document the server
/// writes (a page, a missing page, a link page) ends with the legal links in its own language.
#[tokio::test]
async fn every_document_links_the_privacy_policy_terms_and_accessibility_in_its_language() {
    use site_core::pages::{ACCESSIBILITY, PRIVACY_POLICY, TERMS_OF_USE};
    on_each_app(async |app| {
        for (path, lang) in [
            ("/", Lang::En),
            ("/fr", Lang::Fr),
            ("/about/what-we-do", Lang::En),
            ("/fr/contact/write-us", Lang::Fr),
            ("/no/such/page", Lang::En),
            ("/fr/no/such/page", Lang::Fr),
            ("/newsletter/unsubscribe?token=forged", Lang::En),
        ] {
            let html = app.get(path).await.text().await.expect("html");
            let footer = html
                .split_once("<footer")
                .map(|(_, footer)| footer)
                .unwrap_or_else(|| panic!("{path}: no footer"));
            for page in [&PRIVACY_POLICY, &TERMS_OF_USE, &ACCESSIBILITY] {
                let title = match lang {
                    Lang::En => page.title,
                    Lang::Fr => page.fr.title,
                };
                let link = format!(
                    "<a href=\"{}\">{}</a>",
                    lang.path(page.path),
                    escape_html(title)
                );
                assert!(footer.contains(&link), "{path}: {link} in {footer}");
            }
        }
    })
    .await;
}
