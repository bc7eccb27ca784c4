//! The first screen of a page is in the server's HTML (issue 17): a page the web build
//! prerendered (the home page by its hero) comes with its module's style sheets, and
//! the image its markup marks as its largest paint (`fetchpriority="high"`) is preloaded with
//! high priority in the head, so the browser fetches it with the document instead of after the
//! app's scripts. The web build here is the test's own: `fake_web_dist` with a home page module
//! in the manifest and the hero, as React writes it, in `prerender.json`.

use crate::helpers::{
    Options, PRERENDERED_HTML, PRERENDERED_HTML_FR, PRERENDERED_MODULE, PRERENDERED_PATH, TestApp,
    fake_web_dist, scratch_dir, spawn_app_with,
};
use site_core::i18n::Lang;
use site_core::pages::HOME;

const HOME_MODULE: &str = "src/features/home/home-page.tsx";
const HERO_IMAGE: &str = "/media/hero/hero-1.svg";

/// The home page's hero as the web build's prerender writes it (React's attribute spelling).
fn hero(lang: Lang) -> String {
    format!(
        "<section class=\"hero\" aria-label=\"Highlights\"><div class=\"hero__slides\">\
         <div class=\"hero__slide hero__slide--current\"><img class=\"hero__image\" \
         src=\"{HERO_IMAGE}\" alt=\"City skyline\" width=\"1600\" height=\"900\" loading=\"eager\" \
         fetchPriority=\"high\" decoding=\"sync\"/></div><div class=\"hero__slide\">\
         <img class=\"hero__image\" src=\"/media/hero/hero-2.svg\" alt=\"\" width=\"1600\" \
         height=\"900\" loading=\"lazy\" fetchPriority=\"auto\" decoding=\"async\"/></div></div>\
         <div class=\"hero__content container\"><h1>{}</h1></div></section>",
        HOME.words(lang).title
    )
}

/// A server on a web build whose home page (in both languages) is its prerendered hero.
async fn app_with_prerendered_home() -> TestApp {
    let dist = fake_web_dist(&scratch_dir("first-screen"));
    let manifest_path = dist.join(".vite/manifest.json");
    let mut manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&manifest_path).expect("manifest"))
            .expect("json");
    // The home page's chunk: its own script and styles, and a module the entry already loads.
    manifest[HOME_MODULE] = serde_json::json!({
        "file": "assets/home-page-1a2b.js", "isDynamicEntry": true,
        "imports": ["_vendor-77aa01.js"], "css": ["assets/home-page-1a2b.css"]
    });
    std::fs::write(&manifest_path, manifest.to_string()).expect("manifest");
    std::fs::write(
        dist.join("assets/home-page-1a2b.css"),
        ".hero{min-height:28rem}",
    )
    .expect("css");
    std::fs::write(
        dist.join(".vite/prerender.json"),
        serde_json::json!({
            "/": {"html": hero(Lang::En), "module": HOME_MODULE},
            "/fr": {"html": hero(Lang::Fr), "module": HOME_MODULE},
            PRERENDERED_PATH: {"html": PRERENDERED_HTML, "module": PRERENDERED_MODULE},
            format!("/fr{PRERENDERED_PATH}"): {"html": PRERENDERED_HTML_FR, "module": PRERENDERED_MODULE},
        })
        .to_string(),
    )
    .expect("prerender.json");
    spawn_app_with(Options {
        web_dist: Some(dist),
        ..Options::default()
    })
    .await
    .expect("SQLite is always available")
}

/// The document at `path`, split at `</head>`.
async fn head_and_body(app: &TestApp, path: &str) -> (String, String) {
    let response = app.get(path).await;
    assert_eq!(response.status(), 200, "{path}");
    let html = response.text().await.expect("text");
    let (head, body) = html.split_once("</head>").expect("a head");
    (head.to_owned(), body.to_owned())
}

#[tokio::test]
async fn the_home_page_is_its_hero_with_the_first_image_preloaded_in_both_languages() {
    let app = app_with_prerendered_home().await;
    for lang in Lang::ALL {
        let (head, body) = head_and_body(&app, &lang.path("/")).await;
        // Below a bar of the app's bar's classes (its height), the hero, as the app draws it, is
        // the page's main content: its h1 and its first image, marked as the largest paint.
        assert!(body.contains("<header class=\"navbar\"><div class=\"navbar__inner container\">"));
        let main = body
            .split_once("<main id=\"main\" class=\"ssr-page__main\">")
            .and_then(|(_, rest)| rest.split_once("</main>"))
            .map(|(main, _)| main)
            .expect("a main spanning the window");
        assert_eq!(main, hero(lang));
        assert!(main.contains(&format!("<h1>{}</h1>", HOME.words(lang).title)));
        assert!(main.contains(&format!("src=\"{HERO_IMAGE}\"")));
        // That image, and that one only, preloaded with high priority, before the scripts.
        let preload = format!(
            "<link rel=\"preload\" as=\"image\" fetchpriority=\"high\" href=\"{HERO_IMAGE}\">"
        );
        assert!(head.contains(&preload), "{head}");
        assert_eq!(head.matches("rel=\"preload\"").count(), 1, "{head}");
        assert!(head.find(&preload) < head.find("<script type=\"module\""));
        // The home module's styles after the entry's, written in the head (the hero is styled
        // before the app runs); its scripts are not preloaded (they would compete with the image).
        assert!(head.contains("<style>body{margin:0}\n.hero{min-height:28rem}\n</style>"));
        assert!(!head.contains("home-page-1a2b.js"), "{head}");
    }
}

#[tokio::test]
async fn a_page_without_a_marked_image_preloads_none() {
    let app = app_with_prerendered_home().await;
    for path in [PRERENDERED_PATH, "/about", "/fr/contact"] {
        let (head, _) = head_and_body(&app, path).await;
        assert!(!head.contains("rel=\"preload\""), "{path}: {head}");
    }
}
