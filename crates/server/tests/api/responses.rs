//! Every response is a careful one: the security headers on every kind of answer, `Vary` on
//! every compressed one, the build's own files unserved, media folders redirected within
//! `/media`, unreadable addresses answered in the API's error shape on each engine, and request
//! ids kept only when short and plain. (A 408 and a panic's 500 cannot be provoked from outside:
//! `http::security`'s unit tests send them through the same layers.)

use crate::helpers::{Options, TestApp, on_each_app, spawn_app, spawn_app_with};
use reqwest::header::HeaderMap;
use serde_json::{Value, json};
use site_core::messages;

/// The headers every answer must carry, and their values.
const SECURITY_HEADERS: [(&str, &str); 6] = [
    ("x-content-type-options", "nosniff"),
    ("referrer-policy", "strict-origin-when-cross-origin"),
    (
        "strict-transport-security",
        "max-age=63072000; includeSubDomains",
    ),
    ("x-frame-options", "DENY"),
    (
        "permissions-policy",
        "camera=(), microphone=(), geolocation=()",
    ),
    ("cross-origin-opener-policy", "same-origin"),
];

fn assert_security_headers(headers: &HeaderMap, what: &str) {
    for (name, value) in SECURITY_HEADERS {
        assert_eq!(
            headers.get(name).and_then(|v| v.to_str().ok()),
            Some(value),
            "{what}: {name}"
        );
    }
    assert_eq!(
        headers["content-security-policy"],
        server::http::CONTENT_SECURITY_POLICY,
        "{what}"
    );
    assert!(headers.contains_key("x-request-id"), "{what}: x-request-id");
}

/// A client that shows redirects instead of following them.
fn no_redirects() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client")
}

#[tokio::test]
async fn every_kind_of_answer_carries_the_security_headers() {
    let app = spawn_app().await;
    let client = no_redirects();
    let url = |path: &str| app.url(path);
    let too_large = json!({ "message": "x".repeat(20_000) });
    let cases = [
        ("page", client.get(url("/")), 200),
        ("API", client.get(url("/api/service/all")), 200),
        ("asset", client.get(url("/assets/app-3f2a1c.js")), 200),
        (
            "not modified",
            client
                .get(url("/assets/app-3f2a1c.js"))
                .header("if-modified-since", "Fri, 01 Jan 2100 00:00:00 GMT"),
            304,
        ),
        ("media redirect", client.get(url("/media/videos")), 307),
        ("unknown API", client.get(url("/api/nothing")), 404),
        ("unknown record", client.get(url("/api/blog/nothing")), 404),
        ("unknown page", client.get(url("/no/such/page")), 404),
        (
            "missing asset",
            client.get(url("/assets/missing-0000.js")),
            404,
        ),
        ("missing media", client.get(url("/media/nothing.svg")), 404),
        ("build file", client.get(url("/.vite/manifest.json")), 404),
        ("NUL in the path", client.get(url("/api/blog/%00")), 404),
        (
            "bad query",
            client.get(url("/api/newsletterandeventletters/all?id=%FF")),
            400,
        ),
        (
            "malformed body",
            client
                .post(url("/api/help"))
                .header("content-type", "application/json")
                .body("{"),
            400,
        ),
        (
            "too large",
            client.post(url("/api/help")).json(&too_large),
            413,
        ),
        (
            "not JSON",
            client.post(url("/api/help")).body("name=a"),
            415,
        ),
        (
            "refused",
            client.post(url("/api/help")).json(&json!({})),
            422,
        ),
        ("wrong method", client.put(url("/api/help")), 405),
        ("health", client.get(url("/healthz")), 200),
    ];
    for (what, request, status) in cases {
        let response = request.send().await.expect(what);
        assert_eq!(response.status(), status, "{what}");
        assert_security_headers(response.headers(), what);
    }

    let limited = spawn_app_with(Options {
        rate_limit_per_minute: 1,
        ..Options::default()
    })
    .await
    .expect("app");
    let mut last = None;
    for _ in 0..2 {
        last = Some(
            limited
                .post_json("/api/help", &crate::leads::valid_help())
                .await,
        );
    }
    let last = last.expect("posted");
    assert_eq!(last.status(), 429);
    assert_security_headers(last.headers(), "rate limited");
}

/// What `Vary` says about `response`: whether it names `Accept-Encoding`.
fn varies_by_encoding(headers: &HeaderMap) -> bool {
    headers.get_all("vary").iter().any(|value| {
        value
            .to_str()
            .expect("ascii")
            .split(',')
            .any(|name| name.trim().eq_ignore_ascii_case("accept-encoding"))
    })
}

#[tokio::test]
async fn every_compressed_answer_varies_by_accept_encoding() {
    let app = spawn_app().await;
    let assets = app.dir.join("dist/assets");
    std::fs::write(
        assets.join("vendor-7a1b.js"),
        "export const x = 1;\n".repeat(500),
    )
    .expect("asset");
    std::fs::write(assets.join("vendor-7a1b.js.br"), b"built-with-brotli").expect("br");
    std::fs::write(assets.join("vendor-7a1b.js.gz"), b"built-with-gzip").expect("gz");
    for path in [
        "/assets/vendor-7a1b.js",
        "/assets/app-3f2a1c.js",
        "/",
        "/api/portfolio/all",
        "/api/service/all",
    ] {
        for encoding in ["br", "gzip", "identity"] {
            let response = app
                .client
                .get(app.url(path))
                .header("accept-encoding", encoding)
                .send()
                .await
                .expect("get");
            assert_eq!(response.status(), 200, "{path}");
            let sent = response
                .headers()
                .get("content-encoding")
                .map(|value| value.to_str().expect("ascii").to_owned());
            if encoding == "identity" {
                assert_eq!(sent, None, "{path}");
            } else {
                assert_eq!(sent.as_deref(), Some(encoding), "{path}");
            }
            // The identity answer varies too: a cache must not give it to every client.
            assert!(
                varies_by_encoding(response.headers()),
                "{path} ({encoding}): no Vary: Accept-Encoding"
            );
        }
    }
}

#[tokio::test]
async fn the_builds_own_files_are_not_served() {
    let app = spawn_app().await;
    for path in [
        "/.vite/manifest.json",
        "/.vite/prerender.json",
        "/%2Evite/manifest.json",
        "/%2evite/prerender.json",
        "/.vite/",
    ] {
        let response = app.get(path).await;
        assert_eq!(response.status(), 404, "{path}");
        let body = response.text().await.expect("body");
        assert!(
            !body.contains("isEntry") && !body.contains("Our safeguards"),
            "{path} served the build's file"
        );
    }
    // The files next to them still are.
    assert_eq!(app.get("/assets/app-5b6c7d.css").await.status(), 200);
}

#[tokio::test]
async fn media_folders_redirect_within_media() {
    let app = spawn_app().await;
    let client = no_redirects();
    for (path, location) in [
        ("/media/videos", "/media/videos/"),
        ("/media/videos?v=2", "/media/videos/?v=2"),
    ] {
        let response = client.get(app.url(path)).send().await.expect("get");
        assert!(response.status().is_redirection(), "{path}");
        assert_eq!(response.headers()["location"], location, "{path}");
    }
    // The folder itself lists nothing; its files are served.
    assert_eq!(app.get("/media/videos/").await.status(), 404);
    assert_eq!(app.get("/media/videos/portfolio-1.mp4").await.status(), 200);
    // Media are served from the content folder with their address as it is: nothing above
    // `media/` is reachable.
    assert!(crate::helpers::content_dir().join("README.md").is_file());
    for path in ["/media/%2E%2E/README.md", "/media/..%2FREADME.md"] {
        assert_eq!(app.get(path).await.status(), 404, "{path}");
    }
}

/// The body of an API error: its first message, with no field.
async fn general_message(response: reqwest::Response, what: &str) -> String {
    let body: Value = response.json().await.unwrap_or_else(|error| {
        panic!("{what}: not the error shape: {error}");
    });
    assert!(body["errors"][0]["field"].is_null(), "{what}: {body}");
    body["errors"][0]["message"]
        .as_str()
        .unwrap_or_else(|| panic!("{what}: {body}"))
        .to_owned()
}

#[tokio::test]
async fn nul_bytes_and_invalid_utf8_are_answered_in_the_error_shape() {
    on_each_app(async |app: &TestApp| {
        for path in [
            "/api/blog/%00",
            "/api/blog/a%00b",
            "/api/blog/%FF",
            "/api/iam/%C3%28",
            "/api/about/%00",
            "/api/about/all/%00",
            "/api/service/all/%00",
            "/api/service/all/+services+%FF",
            "/about/analysis-and-research/%00",
            "/services/%FF",
            "/assets/%00.js",
            "/media/%FF.svg",
        ] {
            let response = app.get(path).await;
            assert_eq!(response.status(), 404, "{path}");
            assert_eq!(
                general_message(response, path).await,
                messages::NOT_FOUND.en,
                "{path}"
            );
        }
        let subscribe = app
            .post_json(
                "/api/newsletterandeventletters/addemail/%00",
                &json!({ "email": "reader@example.ca" }),
            )
            .await;
        assert_eq!(subscribe.status(), 404);
        for path in [
            "/api/newsletterandeventletters/all?id=%00",
            "/api/newsletterandeventletters/all?id=%FF",
            "/api/newsletterandeventletters/all?limit=2&%00=1",
            "/api/search?q=%00",
            "/api/search?q=caf%C3",
            "/api/blog/nothing?x=%00",
            "/?utm=%FF",
        ] {
            let response = app.get(path).await;
            assert_eq!(response.status(), 400, "{path}");
            assert_eq!(
                general_message(response, path).await,
                messages::BAD_QUERY.en,
                "{path}"
            );
        }
        // Readable text, however unusual, still reaches the handlers.
        assert_eq!(app.get("/api/search?q=caf%C3%A9").await.status(), 200);
        assert_eq!(
            app.get("/api/newsletterandeventletters/all?id=%E2%82%AC")
                .await
                .status(),
            404
        );
    })
    .await;
}

#[tokio::test]
async fn a_clients_request_id_is_kept_only_when_short_and_plain() {
    let app = spawn_app().await;
    let id_of = async |sent: &[&str]| {
        let mut request = app.client.get(app.url("/healthz"));
        for id in sent {
            request = request.header("x-request-id", *id);
        }
        let response = request.send().await.expect("get");
        let ids: Vec<String> = response
            .headers()
            .get_all("x-request-id")
            .iter()
            .map(|id| id.to_str().expect("ascii").to_owned())
            .collect();
        assert_eq!(ids.len(), 1, "{sent:?}: {ids:?}");
        ids[0].clone()
    };
    let plain = "lb-7f3a.9_Z";
    assert_eq!(id_of(&[plain]).await, plain);
    let longest = "a".repeat(64);
    assert_eq!(id_of(&[&longest]).await, longest);
    let too_long = "a".repeat(65);
    for sent in [
        vec![too_long.as_str()],
        vec!["two words"],
        vec!["id\"><script>"],
        vec!["x=1;INFO forged"],
        vec!["first", "second"],
        vec![],
    ] {
        let id = id_of(&sent).await;
        assert!(!sent.contains(&id.as_str()), "{sent:?} kept");
        assert!(
            uuid::Uuid::parse_str(&id).is_ok(),
            "{sent:?}: a fresh id, not {id}"
        );
    }
}
