//! One address per page: an address the inventory spells otherwise (letter case, escaped letters,
//! the `/fr` prefix's case) is answered a 301 to the inventory's spelling, query kept, as core's
//! `pages::respelled` says; `tests/vectors/routes.json` through the HTTP server. The API under
//! `/api` is not a page and is never moved.

use crate::helpers::{TestApp, spawn_app};
use serde_json::Value;

/// A client that shows redirects instead of following them.
fn no_redirects() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client")
}

async fn get(app: &TestApp, address: &str) -> reqwest::Response {
    no_redirects()
        .get(app.url(address))
        .send()
        .await
        .expect("GET")
}

fn location(response: &reqwest::Response) -> Option<&str> {
    response
        .headers()
        .get("location")
        .map(|value| value.to_str().expect("an ASCII Location"))
}

#[tokio::test]
async fn an_address_spelled_otherwise_is_moved_to_the_inventory_spelling() {
    let app = spawn_app().await;
    for (address, spelled) in [
        // The inventory spells this one with a capital.
        (
            "/contact/confidentiality?ref=footer",
            "/contact/Confidentiality?ref=footer",
        ),
        ("/CONTACT/CONFIDENTIALITY/", "/contact/Confidentiality"),
        (
            "/About/Careers/loan-officer-montreal",
            "/about/careers/loan-officer-montreal",
        ),
        ("/about/who%2Dwe%2Dare", "/about/who-we-are"),
        ("/FR", "/fr"),
        ("/Fr/?x=1", "/fr?x=1"),
        ("/FR/About/", "/fr/about"),
        ("/fr/contact/confidentiality", "/fr/contact/Confidentiality"),
    ] {
        let moved = get(&app, address).await;
        assert_eq!(moved.status(), 301, "{address}");
        assert_eq!(location(&moved), Some(spelled), "{address}");
        let head = no_redirects()
            .head(app.url(address))
            .send()
            .await
            .expect("HEAD");
        assert_eq!(head.status(), 301, "HEAD {address}");
        assert_eq!(location(&head), Some(spelled), "HEAD {address}");
        // Followed, the page itself, not moved again.
        let page = get(&app, spelled).await;
        assert_eq!(page.status(), 200, "{spelled}");
    }
    // Already so spelled (a trailing slash is no other spelling), or no page at all: as before.
    for (address, status) in [
        ("/contact/Confidentiality", 200),
        ("/about/", 200),
        ("/fr/", 200),
        (
            "/services/it-solutions/portfolio/Mobile%20Applications",
            200,
        ),
        ("/NOPE", 404),
        ("/fr/fr/about", 404),
        ("/blog/NO-SUCH-POST", 404),
    ] {
        let answer = get(&app, address).await;
        assert_eq!(answer.status(), status, "{address}");
        assert_eq!(location(&answer), None, "{address}");
    }
    // The API is not a page: its routes keep their answers, whatever the case.
    for address in ["/api/Blog", "/API/blog", "/api/service/ALL"] {
        let answer = get(&app, address).await;
        assert_eq!(answer.status(), 404, "{address}");
        assert_eq!(location(&answer), None, "{address}");
    }
    // Only a GET or HEAD is moved (a 301 would turn another method into a GET).
    let post = no_redirects()
        .post(app.url("/contact/confidentiality"))
        .send()
        .await
        .expect("POST");
    assert_ne!(post.status(), 301);
}

#[tokio::test]
async fn a_link_page_is_moved_on_its_own_path_and_the_move_is_kept_private() {
    let app = spawn_app().await;
    for (address, spelled) in [
        (
            "/Newsletter/Confirm?token=abc.DEF",
            "/newsletter/confirm?token=abc.DEF",
        ),
        (
            "/fr/newsletter/%63onfirm/?token=abc",
            "/fr/newsletter/confirm?token=abc",
        ),
        (
            "/NEWSLETTER/UNSUBSCRIBE?token=t",
            "/newsletter/unsubscribe?token=t",
        ),
    ] {
        let moved = get(&app, address).await;
        assert_eq!(moved.status(), 301, "{address}");
        // Same origin, same path but for its spelling, same query: the token goes nowhere new,
        // and the answer holding it is neither stored nor sent on as a referrer.
        assert_eq!(location(&moved), Some(spelled), "{address}");
        assert_eq!(moved.headers()["cache-control"], "no-store", "{address}");
        assert_eq!(
            moved.headers()["referrer-policy"],
            "no-referrer",
            "{address}"
        );
    }
    // An ordinary page's move may be kept, for a day: a 301 without a lifetime is kept as long
    // as a browser likes, past a release that changes the inventory's spelling.
    for address in ["/BLOG", "/FR/About/"] {
        let moved = get(&app, address).await;
        assert_eq!(moved.status(), 301, "{address}");
        assert_eq!(
            moved.headers()["cache-control"],
            "public, max-age=86400",
            "{address}"
        );
    }
}

/// Where the server answers a 301 for each address of the shared vectors (those it can be
/// asked: a fragment never reaches it), and where it does not.
#[tokio::test]
async fn the_route_vectors_moves_are_the_servers() {
    let app = spawn_app().await;
    let path = format!(
        "{}/../../tests/vectors/routes.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let file: Value =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("vectors")).expect("json");
    let mut asked = 0;
    let mut pages_seen = 0;
    for case in file["cases"].as_array().expect("cases") {
        let address = case["address"].as_str().expect("address");
        if !address.starts_with('/') || address.contains('#') {
            continue;
        }
        asked += 1;
        let answer = get(&app, address).await;
        let served = match case.get("redirect").and_then(Value::as_str) {
            Some(spelled) => {
                assert_eq!(answer.status(), 301, "{address}");
                assert_eq!(location(&answer), Some(spelled), "{address}");
                get(&app, spelled).await
            }
            None => {
                assert_ne!(answer.status(), 301, "{address}");
                assert_eq!(location(&answer), None, "{address}");
                answer
            }
        };
        // The page the vector names is the one the server renders there.
        let status = served.status().as_u16();
        let html = served.text().await.expect("html");
        let heading = first_heading(&html);
        let lang = case.get("lang").and_then(Value::as_str).unwrap_or("en");
        match case["page"].as_str().map(page_by_key) {
            // `/api/...` is the server's API, no page of the app's.
            None if address.starts_with("/api/") => {}
            None => assert_eq!(status, 404, "{address}: no page"),
            // A page of the inventory's own words: its heading says which it is. (A database
            // page's heading is its content's, checked by the content tests.)
            Some(page) if !page.is_pattern() && page.rendering.is_static() => {
                // An email link's page without a genuine token says so (400), on its own page.
                let link = matches!(page.rendering, site_core::pages::Rendering::EmailLink);
                assert!(
                    status == 200 || (link && status == 400),
                    "{address}: {status}"
                );
                let own = if lang == "fr" {
                    page.fr.title
                } else {
                    page.title
                };
                assert_eq!(heading, own, "{address}: the heading of another page");
                pages_seen += 1;
            }
            // A pattern's page exists when its content does (an article, a service): the
            // vectors' ids are made up, so the server answers the page or its 404, never a
            // move and never an error; a database page is there.
            Some(page) if !page.is_pattern() => assert_eq!(status, 200, "{address}"),
            Some(page) => assert!(
                status == 200 || status == 404,
                "{address}: {status} for {}",
                page.key
            ),
        }
    }
    assert!(asked >= 60, "only {asked} vectors asked");
    assert!(
        pages_seen >= 20,
        "only {pages_seen} pages checked by their title"
    );
}

/// The inventory's page named `key`.
fn page_by_key(key: &str) -> &'static site_core::pages::Page {
    site_core::pages::PAGES
        .iter()
        .copied()
        .find(|page| page.key == key)
        .unwrap_or_else(|| panic!("no page {key} in the inventory"))
}

/// The text of the document's first `<h1>` (the page's heading, as the inventory titles it),
/// its entities read back.
fn first_heading(html: &str) -> String {
    let start = html
        .find("<h1")
        .and_then(|at| html[at..].find('>').map(|end| at + end + 1))
        .unwrap_or(0);
    let end = html[start..].find("</h1>").map_or(start, |at| start + at);
    html[start..end]
        .replace("&#39;", "'")
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}
