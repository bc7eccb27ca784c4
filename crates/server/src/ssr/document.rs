//! The HTML document of a page, rendered with leptos: the head search engines and link previews
//! read, the built app's assets from Vite's manifest, and inside the app's root the loading
//! overlay (as the app draws it) over the page's heading and text. The entry removes the overlay
//! when its 2 s are over and starts the app at the visitor's first reach for the page or then
//! (`web/src/lib/app-start.ts`); the app replaces the root's content when it starts. Without
//! JavaScript a `<noscript>` style hides the overlay and the text reads at once. The style sheets are written in the head ([`super::assets`]: no request
//! holds the first paint back), each also named by a `disabled` link that Vite's loader reads, so
//! the app's start does not fetch them again. A page the web build prerendered is its first screen as the app
//! draws it: its `<main>` spans the window as the app's does below a bar of the app's bar's
//! height, its module's styles are written, and the image it marks as its largest paint is
//! preloaded with high priority (the page module's scripts are not preloaded: they would compete
//! with that image).
//!
//! The document is in the page's language (docs/decisions/0008-a-french-twin-for-every-page.md):
//! `<html lang="en-CA|fr-CA">`, its words, every site link in that language (`/fr/...` in French),
//! and a page that may be indexed links both versions and `x-default` (the English one) with
//! `<link rel="alternate" hreflang>`.

use super::assets::Assets;
use super::json_ld;
use super::lead_image::LeadImage;
use super::markers;
use super::pages::Page;
use super::prerendered::PrerenderedPage;
use super::words;
use leptos::prelude::*;
use leptos::tachys::html::InertElement;
use site_core::constants::{THEME_COLOR, TOLL_FREE_NUMBER};
use site_core::i18n::Lang;
use site_core::messages::LOADING;
use site_core::pages::{self as site_pages, Page as SitePage};

/// Hides the server's overlay when scripts are off: there is then nothing to wait for.
const NOSCRIPT_STYLE: &str = ".loading-overlay{display:none}";
/// The site's main sections, linked from every server-rendered page.
const SECTIONS: [&SitePage; 5] = [
    &site_pages::ABOUT,
    &site_pages::SERVICES,
    &site_pages::BLOG,
    &site_pages::CONTACT,
    &site_pages::SEARCH,
];

/// The `hreflang` of the version every language's page names as the default: the English one.
const X_DEFAULT: &str = "x-default";

/// The whole document, `<!DOCTYPE html>` first. `prerendered`: the page as the web build
/// rendered it (the app's content pages, the home page's first screen), which then is the main
/// content.
pub fn render(
    page: &Page,
    assets: &Assets,
    prerendered: Option<&PrerenderedPage>,
    origin: &str,
) -> String {
    let lang = page.lang;
    let canonical = format!("{origin}{}", page.address());
    let image = format!("{origin}{}", page.image);
    let og_type = if page.article.is_some() {
        "article"
    } else {
        "website"
    };
    let robots = (page.noindex || page.status.as_u16() == 404).then_some("noindex");
    let json_ld = json_ld::blocks(page, origin);
    let alternates = alternates(page, origin);
    let lead_image = prerendered.and_then(|page| page.lead_image.as_ref());
    // The entry's style sheets, then the page module's, as the app adds them.
    let css = match prerendered {
        Some(page) => format!("{}{}", assets.css, page.assets.css),
        None => assets.css.clone(),
    };
    let written: Vec<&String> = assets
        .styles
        .iter()
        .chain(prerendered.into_iter().flat_map(|page| &page.assets.styles))
        .collect();
    let html = view! {
        <html lang=lang.tag()>
            <head>
                <meta charset="utf-8" />
                <meta name="viewport" content="width=device-width, initial-scale=1" />
                <title>{page.title.clone()}</title>
                <meta name="description" content=page.description.clone() />
                <link rel="canonical" href=canonical.clone() />
                {alternates
                    .into_iter()
                    .map(|(hreflang, href)| view! { <link rel="alternate" hreflang=hreflang href=href /> })
                    .collect_view()}
                {robots.map(|content| view! { <meta name="robots" content=content /> })}
                <meta name="theme-color" content=THEME_COLOR />
                <link rel="icon" href="/media/logo.svg" type="image/svg+xml" />
                {open_graph("og:type", og_type)}
                {open_graph("og:site_name", words::organisation_name(lang))}
                {open_graph("og:locale", lang.og_locale())}
                {page
                    .has_alternates()
                    .then(|| open_graph("og:locale:alternate", lang.other().og_locale()))}
                {open_graph("og:title", page.title.clone())}
                {open_graph("og:description", page.description.clone())}
                {open_graph("og:url", canonical)}
                {open_graph("og:image", image.clone())}
                <meta name="twitter:card" content="summary_large_image" />
                <meta name="twitter:title" content=page.title.clone() />
                <meta name="twitter:description" content=page.description.clone() />
                <meta name="twitter:image" content=image />
                {lead_image.map(preload_image)}
                <style inner_html=css></style>
                // Each sheet written above, named by a link the browser neither fetches nor
                // applies (`disabled`): when the app starts, Vite's loader links every style sheet
                // of the modules it imports unless such a link names it, and fetching them again
                // restyled the whole page as the app started.
                {written
                    .into_iter()
                    .map(|href| written_sheet(href))
                    .collect_view()}
                <script type="module" crossorigin="" src=assets.script.clone()></script>
                {assets
                    .preloads
                    .iter()
                    .map(|href| view! { <link rel="modulepreload" crossorigin="" href=href.clone() /> })
                    .collect_view()}
                <noscript>
                    <style>{NOSCRIPT_STYLE}</style>
                </noscript>
                {json_ld
                    .into_iter()
                    .map(|block| view! { <script type="application/ld+json" inner_html=block></script> })
                    .collect_view()}
            </head>
            <body>
                <div id="root">
                    {loading_overlay(lang)}
                    {header(lang)}
                    // The app's pages bring their own containers and full-width parts (the home
                    // hero); the server's own text keeps the frame's width.
                    <main id="main" class=main_class(prerendered.is_some())>
                        {main(page, prerendered.map(|page| page.html.as_str()))}
                    </main>
                    <div class="ssr-page">
                        {sections(lang)}
                        {footer(lang)}
                    </div>
                </div>
            </body>
        </html>
    }
    .to_html();
    format!(
        "<!DOCTYPE html>{}",
        markers::without_hydration_markers(html)
    )
}

/// The page's versions for `<link rel="alternate" hreflang>`: English, French, and `x-default`
/// (the English one), the same on both versions so each names the other; none for a page that
/// is missing or kept out of search engines.
fn alternates(page: &Page, origin: &str) -> Vec<(&'static str, String)> {
    if !page.has_alternates() {
        return Vec::new();
    }
    let url = |lang: Lang| format!("{origin}{}", lang.path(&page.path));
    let mut links: Vec<(&'static str, String)> = Lang::ALL
        .iter()
        .map(|lang| (lang.tag(), url(*lang)))
        .collect();
    links.push((X_DEFAULT, url(Lang::En)));
    links
}

/// `<link rel="stylesheet" disabled>` for a sheet whose text the head holds.
fn written_sheet(href: &str) -> impl IntoView {
    leptos::html::link()
        .attr("rel", "stylesheet")
        .attr("href", href.to_owned())
        .attr("disabled", true)
}

/// `<link rel="preload" as="image" fetchpriority="high">` for the page's largest paint, with the
/// image's `srcset` and `sizes` when it is responsive (`imagesrcset`, `imagesizes`).
fn preload_image(image: &LeadImage) -> impl IntoView {
    leptos::html::link()
        .attr("rel", "preload")
        .attr("as", "image")
        .attr("fetchpriority", "high")
        .attr("href", image.src.clone())
        .attr("imagesrcset", image.srcset.clone())
        .attr("imagesizes", image.sizes.clone())
}

/// `<main>`'s classes: the frame's width for the server's own text, none for the app's markup.
fn main_class(prerendered: bool) -> &'static str {
    if prerendered {
        "ssr-page__main"
    } else {
        "ssr-page ssr-page__main"
    }
}

/// `<meta property="og:…" content="…">` (`property` is RDFa, unknown to the `view!` macro).
fn open_graph(property: &'static str, content: impl Into<String>) -> impl IntoView {
    leptos::html::meta()
        .attr("property", property)
        .attr("content", content.into())
}

/// The app's loading overlay (`web/src/components/loading-overlay.tsx` and
/// `loading-indicator.tsx`), the same markup and classes, so the page does not change when the
/// app takes over; its one word (`LOADING`) in the page's language. `tests/vectors/loading-overlay.html`
/// holds that markup (in English): the test below renders this function against it,
/// `web/src/components/loading-overlay.markup.test.tsx` the React component.
fn loading_overlay(lang: Lang) -> impl IntoView {
    view! {
        <div class="loading-overlay" data-testid="loading-overlay">
            <div class="loading-indicator" role="status" aria-live="polite">
                <span class="loading-indicator__spinner" aria-hidden="true"></span>
                <img class="loading-indicator__logo" src="/media/logo.svg" alt="" width="48" height="48" />
                <span class="visually-hidden">{LOADING.text(lang)}</span>
            </div>
        </div>
    }
}

/// The top bar, in the app's bar's classes (`navbar.tsx`): the same height, so the first screen
/// below it (the home hero) sits where the app draws it and nothing moves when the app takes over.
fn header(lang: Lang) -> impl IntoView {
    view! {
        <header class="navbar">
            <div class="navbar__inner container">
                <a class="ssr-page__brand" href=lang.path(site_pages::HOME.path)>
                    {words::organisation_name(lang)}
                </a>
            </div>
        </header>
    }
}

/// The site's main sections, below the page (the top bar holds one line, as the app's does).
fn sections(lang: Lang) -> impl IntoView {
    view! {
        <nav class="ssr-page__header" aria-label=words::SITE_SECTIONS.get(lang)>
            <ul>
                {SECTIONS
                    .iter()
                    .map(|page| view! { <li><a href=lang.path(page.path)>{page.words(lang).title}</a></li> })
                    .collect_view()}
            </ul>
        </nav>
    }
}

fn breadcrumb(page: &Page) -> impl IntoView {
    let last = page.crumbs.len().saturating_sub(1);
    (!page.crumbs.is_empty()).then(|| {
        let items = page
            .crumbs
            .iter()
            .enumerate()
            .map(|(index, crumb)| {
                let name = crumb.name.clone();
                if index == last {
                    view! { <li aria-current="page">{name}</li> }.into_any()
                } else {
                    view! { <li><a href=page.lang.path(&crumb.path)>{name}</a></li> }.into_any()
                }
            })
            .collect_view();
        view! {
            <nav class="ssr-page__breadcrumb" aria-label=words::BREADCRUMB.get(page.lang)>
                <ol>{items}</ol>
            </nav>
        }
    })
}

fn main(page: &Page, prerendered: Option<&str>) -> AnyView {
    match prerendered {
        Some(html) => InertElement::new(html.to_owned()).into_any(),
        None => view! {
            {breadcrumb(page)}
            <h1>{page.heading.clone()}</h1>
            {page.sub_heading.clone().map(|text| view! { <p class="ssr-page__lead">{text}</p> })}
            {page_text(page)}
            {page.form.clone().map(|form| view! {
                <form method="post" action=form.action>
                    <button type="submit">{form.button}</button>
                </form>
            })}
            {cards(page)}
        }
        .into_any(),
    }
}

/// A database page's marker text, rendered from core's tree; a page of the app, its description.
fn page_text(page: &Page) -> impl IntoView {
    if page.text.is_empty() {
        view! { <p>{page.description.clone()}</p> }.into_any()
    } else {
        let html = markers::to_html(&page.text);
        view! { <div class="marker-text">{InertElement::new(html)}</div> }.into_any()
    }
}

fn cards(page: &Page) -> impl IntoView {
    (!page.cards.is_empty()).then(|| {
        let cards = page
            .cards
            .iter()
            .map(|card| {
                let title = match &card.href {
                    Some(href) => {
                        view! { <a href=page.lang.path(href)>{card.title.clone()}</a> }.into_any()
                    }
                    None => card.title.clone().into_any(),
                };
                let text = (!card.text.is_empty()).then(|| view! { <p>{card.text.clone()}</p> });
                view! {
                    <li>
                        <h2>{title}</h2>
                        {text}
                    </li>
                }
            })
            .collect_view();
        view! { <ul class="ssr-page__cards">{cards}</ul> }
    })
}

fn footer(lang: Lang) -> impl IntoView {
    use site_core::pages::{ACCESSIBILITY, PRIVACY_POLICY, TERMS_OF_USE};
    let tel = format!("tel:+{}", TOLL_FREE_NUMBER.replace('-', ""));
    view! {
        <footer class="ssr-page__footer">
            <p>{words::organisation_name(lang)}</p>
            <address>
                {words::brampton_address(lang)
                    .iter()
                    .map(|line| view! { <span>{*line}</span><br /> })
                    .collect_view()}
                {words::TOLL_FREE.get(lang)}
                <a href=tel>{TOLL_FREE_NUMBER}</a>
            </address>
            <nav aria-label=words::LEGAL.get(lang)>
                <ul>
                    {[&PRIVACY_POLICY, &TERMS_OF_USE, &ACCESSIBILITY]
                        .map(|page| {
                            let title = match lang {
                                Lang::En => page.title,
                                Lang::Fr => page.fr.title,
                            };
                            view! { <li><a href=lang.path(page.path)>{title}</a></li> }
                        })
                        .collect_view()}
                </ul>
            </nav>
        </footer>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ssr::assets::ModuleAssets;
    use crate::ssr::pages::Page;

    fn assets() -> Assets {
        Assets {
            script: "/assets/index-1.js".to_owned(),
            preloads: vec!["/assets/a-2.js".to_owned()],
            styles: vec!["/assets/index-1.css".to_owned()],
            css: ".app>main{margin:0}\n".to_owned(),
        }
    }

    #[test]
    fn text_is_escaped_and_no_hydration_marker_is_left() {
        let mut page = Page::not_found(Lang::En, "/x");
        page.heading = "<!> <b>bold</b> & \"quoted\"".to_owned();
        page.description = "a <!> b \" c".to_owned();
        let html = render(&page, &assets(), None, "https://example.ca");
        assert!(html.starts_with("<!DOCTYPE html><html lang=\"en-CA\">"));
        assert!(!html.contains("<!>"), "{html}");
        assert!(!html.contains("<b>"));
        assert!(html.contains("<h1>&lt;!&gt; &lt;b&gt;bold&lt;/b&gt; &amp; \"quoted\"</h1>"));
        assert!(html.contains("content=\"a &lt;!&gt; b &quot; c\""));
    }

    /// The overlay's markup, which the React component renders too (see [`loading_overlay`]).
    #[test]
    fn the_loading_overlay_is_the_shared_markup() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../tests/vectors/loading-overlay.html"
        );
        let shared = std::fs::read_to_string(path).expect("tests/vectors/loading-overlay.html");
        let html = markers::without_hydration_markers(loading_overlay(Lang::En).to_html());
        assert_eq!(
            html,
            shared.trim_end(),
            "the server's overlay and {path} differ"
        );
        let page = render(
            &Page::not_found(Lang::En, "/x"),
            &assets(),
            None,
            "https://example.ca",
        );
        assert!(page.contains(&format!("<div id=\"root\">{html}")), "{page}");
        // In French, the same markup with its one word in French.
        let french = markers::without_hydration_markers(loading_overlay(Lang::Fr).to_html());
        let expected = shared
            .trim_end()
            .replace(&format!(">{}<", LOADING.en), &format!(">{}<", LOADING.fr));
        assert_eq!(french, expected);
        assert_ne!(french, html);
    }

    /// A French page: its language, its addresses under `/fr`, both versions linked.
    #[test]
    fn a_french_page_links_both_versions_and_writes_its_addresses_in_french() {
        let mut page = Page::not_found(Lang::Fr, "/about");
        page.status = axum::http::StatusCode::OK;
        let html = render(&page, &assets(), None, "https://example.ca");
        assert!(
            html.starts_with("<!DOCTYPE html><html lang=\"fr-CA\">"),
            "{html}"
        );
        assert!(html.contains("<link rel=\"canonical\" href=\"https://example.ca/fr/about\">"));
        for (hreflang, href) in [
            ("en-CA", "https://example.ca/about"),
            ("fr-CA", "https://example.ca/fr/about"),
            ("x-default", "https://example.ca/about"),
        ] {
            let link = format!("<link rel=\"alternate\" hreflang=\"{hreflang}\" href=\"{href}\">");
            assert!(html.contains(&link), "{link} in {html}");
        }
        assert!(html.contains("<meta property=\"og:locale\" content=\"fr_CA\">"));
        assert!(html.contains("<meta property=\"og:locale:alternate\" content=\"en_CA\">"));
        // The frame's links and words are French.
        assert!(
            html.contains("<a href=\"/fr\">Aller à la page d’accueil</a>"),
            "{html}"
        );
        assert!(html.contains("<a href=\"/fr/about\">"), "{html}");
        assert!(html.contains(words::TOLL_FREE.fr), "{html}");
        // A missing page links no versions.
        let missing = render(
            &Page::not_found(Lang::Fr, "/x"),
            &assets(),
            None,
            "https://example.ca",
        );
        assert!(!missing.contains("hreflang"), "{missing}");
    }

    #[test]
    fn a_prerendered_page_links_its_module_and_preloads_its_lead_image() {
        let mut page = Page::not_found(Lang::En, "/");
        page.status = axum::http::StatusCode::OK;
        let prerendered = PrerenderedPage {
            html: "<section class=\"hero\"><h1>Hi</h1>\
                   <img src=\"/media/hero/hero-1.svg\" fetchPriority=\"high\"/></section>"
                .to_owned(),
            assets: ModuleAssets {
                styles: vec!["/assets/home-9.css".to_owned()],
                css: ".hero{color:#fff}\n".to_owned(),
            },
            lead_image: Some(LeadImage {
                src: "/media/hero/hero-1.svg".to_owned(),
                srcset: Some("/a.webp 1x, /b.webp 2x".to_owned()),
                sizes: None,
            }),
        };
        let html = render(&page, &assets(), Some(&prerendered), "https://example.ca");
        let head = &html[..html.find("</head>").expect("head")];
        assert!(
            head.contains(
                "<link rel=\"preload\" as=\"image\" fetchpriority=\"high\" \
                 href=\"/media/hero/hero-1.svg\" imagesrcset=\"/a.webp 1x, /b.webp 2x\">"
            ),
            "{head}"
        );
        assert!(!head.contains("imagesizes"), "{head}");
        // The page's styles after the entry's, the order the app adds them in.
        assert!(
            head.contains("<style>.app>main{margin:0}\n.hero{color:#fff}\n</style>"),
            "{head}"
        );
        // Both named for the app's loader, so it fetches neither again.
        assert!(
            head.contains(
                "<link rel=\"stylesheet\" href=\"/assets/index-1.css\" disabled>\
                 <link rel=\"stylesheet\" href=\"/assets/home-9.css\" disabled>"
            ),
            "{head}"
        );
        assert!(
            html.contains("<main id=\"main\" class=\"ssr-page__main\"><section class=\"hero\">"),
            "{html}"
        );
        // The server's own text keeps the frame's width, and preloads no image.
        let plain = render(&page, &assets(), None, "https://example.ca");
        assert!(plain.contains("<main id=\"main\" class=\"ssr-page ssr-page__main\">"));
        assert!(!plain.contains("rel=\"preload\""));
    }

    #[test]
    fn the_theme_colour_is_the_spec_navy() {
        let html = render(
            &Page::not_found(Lang::En, "/x"),
            &assets(),
            None,
            "https://example.ca",
        );
        assert!(html.contains("<meta name=\"theme-color\" content=\"#163653\">"));
    }

    #[test]
    fn the_assets_of_the_manifest_are_linked_and_the_styles_written() {
        let html = render(
            &Page::not_found(Lang::En, "/x"),
            &assets(),
            None,
            "https://example.ca",
        );
        assert!(html.contains(
            "<script type=\"module\" crossorigin=\"\" src=\"/assets/index-1.js\"></script>"
        ));
        assert!(
            html.contains("<link rel=\"modulepreload\" crossorigin=\"\" href=\"/assets/a-2.js\">")
        );
        // The style sheets' text, not a request holding the first paint back; unescaped.
        assert!(
            html.contains("<style>.app>main{margin:0}\n</style>"),
            "{html}"
        );
        // Named for the app's loader, neither fetched nor applied.
        assert!(html.contains("<link rel=\"stylesheet\" href=\"/assets/index-1.css\" disabled>"));
        assert_eq!(html.matches("rel=\"stylesheet\"").count(), 1, "{html}");
        assert!(
            html.contains("<noscript><style>.loading-overlay{display:none}</style></noscript>")
        );
        assert!(html.contains("<meta name=\"robots\" content=\"noindex\">"));
    }
}
