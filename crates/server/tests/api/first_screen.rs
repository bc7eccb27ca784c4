//! The first screen of a page is in the server's HTML (docs/decisions/0017-the-first-load.md): a
//! page the web build prerendered (the home page by its hero) comes with its module's style sheets,
//! and the image its markup marks as its largest paint (`fetchpriority="high"`) is preloaded with
//! high priority in the head, so the browser fetches it with the document instead of after the
//! app's scripts. Two web builds: the test's own (`fake_web_dist` with a home page module in the
//! manifest and a hero written by hand as React writes it, in `prerender.json`), and the real one
//! (`npm run build` in `web/`, its prerender's own output), which `cargo xtask test` builds first
//! and names in `TEST_WEB_DIST`. A plain `cargo test` uses `web/dist` when it was built, and says
//! SKIPPED otherwise.

use crate::helpers::{
    Options, PRERENDERED_HTML, PRERENDERED_HTML_FR, PRERENDERED_MODULE, PRERENDERED_PATH,
    ScratchDir, TestApp, fake_web_dist, scratch_dir, spawn_app_with,
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

/// A server on a web build whose home page (in both languages) is its prerendered hero, and the
/// build's scratch folder (removed when dropped: hold it as long as the server).
async fn app_with_prerendered_home() -> (TestApp, ScratchDir) {
    let scratch = scratch_dir("first-screen");
    let dist = fake_web_dist(&scratch);
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
    let app = spawn_app_with(Options {
        web_dist: Some(dist),
        ..Options::default()
    })
    .await
    .expect("SQLite is always available");
    (app, scratch)
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
    let (app, _dist) = app_with_prerendered_home().await;
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
    let (app, _dist) = app_with_prerendered_home().await;
    for path in [PRERENDERED_PATH, "/about", "/fr/contact"] {
        let (head, _) = head_and_body(&app, path).await;
        assert!(!head.contains("rel=\"preload\""), "{path}: {head}");
    }
}

/// The real web build: `TEST_WEB_DIST` (set by `cargo xtask test`, which builds it first: a
/// failure when it is not there), else the workspace's `web/dist` when built; `None` (and a loud
/// skip) in a plain `cargo test` without one.
fn real_web_dist() -> Option<std::path::PathBuf> {
    let built = |dist: &std::path::Path| dist.join(".vite/prerender.json").is_file();
    if let Some(dist) = std::env::var_os("TEST_WEB_DIST") {
        let dist = std::path::PathBuf::from(dist);
        assert!(
            built(&dist),
            "TEST_WEB_DIST={} has no .vite/prerender.json: build the web app (npm run build in web/)",
            dist.display()
        );
        return Some(dist);
    }
    let dist = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web/dist");
    if built(&dist) {
        return Some(dist);
    }
    eprintln!(
        "SKIPPED: no web build (web/dist/.vite/prerender.json); `cargo xtask test` builds it and \
         sets TEST_WEB_DIST"
    );
    None
}

/// The `src` of the first `<img>` of `html` marked `fetchPriority="high"` (React's spelling),
/// found by hand rather than by the server's own reader.
fn first_high_priority_image(html: &str) -> Option<&str> {
    html.split("<img ").skip(1).find_map(|tag| {
        let tag = &tag[..tag.find('>')?];
        tag.to_ascii_lowercase()
            .contains("fetchpriority=\"high\"")
            .then(|| {
                tag.split_once(" src=\"")?
                    .1
                    .split_once('"')
                    .map(|(src, _)| src)
            })?
    })
}

/// The real build's prerendered home page is the server's first screen, byte for byte, in both
/// languages: the hero the build wrote (not a copy of it), its image preloaded with high
/// priority, the home module's own style sheets written in the head.
#[tokio::test]
async fn the_real_builds_prerendered_hero_is_the_home_pages_first_screen() {
    let Some(dist) = real_web_dist() else {
        return;
    };
    let read = |file: &str| {
        let path = dist.join(file);
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    };
    let prerender: serde_json::Value =
        serde_json::from_str(&read(".vite/prerender.json")).expect("prerender.json");
    let manifest: serde_json::Value =
        serde_json::from_str(&read(".vite/manifest.json")).expect("manifest.json");
    let app = spawn_app_with(Options {
        web_dist: Some(dist.clone()),
        ..Options::default()
    })
    .await
    .expect("SQLite is always available");
    for lang in Lang::ALL {
        let path = lang.path("/");
        let page = &prerender[&path];
        let hero = page["html"]
            .as_str()
            .unwrap_or_else(|| panic!("the build prerendered {path}"));
        // What the build wrote is the home page's hero, its heading and its marked first image.
        assert!(hero.contains("<section class=\"hero\""), "{path}: {hero}");
        assert!(
            hero.contains(&format!("<h1>{}</h1>", HOME.words(lang).title)),
            "{path}: {hero}"
        );
        let image = first_high_priority_image(hero)
            .unwrap_or_else(|| panic!("{path}: the hero marks no image fetchPriority=\"high\""));

        let (head, body) = head_and_body(&app, &path).await;
        let main = body
            .split_once("<main id=\"main\" class=\"ssr-page__main\">")
            .and_then(|(_, rest)| rest.split_once("</main>"))
            .map(|(main, _)| main)
            .unwrap_or_else(|| panic!("{path}: a main spanning the window"));
        assert_eq!(
            main, hero,
            "{path}: the server inlines the build's hero as it is"
        );
        let preload =
            format!("<link rel=\"preload\" as=\"image\" fetchpriority=\"high\" href=\"{image}\">");
        assert!(head.contains(&preload), "{path}: {head}");
        assert!(head.find(&preload) < head.find("<script type=\"module\""));
        // The home module's own style sheets, as built, in the head.
        let module = page["module"].as_str().expect("the page's module");
        let sheets = manifest[module]["css"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        for sheet in sheets {
            let sheet = sheet.as_str().expect("a style sheet");
            let css = read(sheet);
            assert!(
                head.contains(css.trim_end()),
                "{path}: {sheet} of {module} is not in the head"
            );
        }
    }
}
