//! Hosting: health, the web app with SPA fallback and cache rules, media, security headers,
//! compression, OpenAPI, and connection hygiene.

use crate::helpers::spawn_app;
use serde_json::Value;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

#[tokio::test]
async fn health_checks_the_database() {
    let app = spawn_app().await;
    let response = app.get("/healthz").await;
    assert_eq!(response.status(), 200);
    app.db.close().await;
    let down = app.get("/healthz").await;
    assert_eq!(down.status(), 503);
    assert!(down.headers().contains_key("retry-after"));
    assert_generic(down, site_core::messages::STORAGE_UNAVAILABLE.en).await;
}

#[tokio::test]
async fn deep_links_answer_the_app_and_assets_are_cached_for_good() {
    let app = spawn_app().await;
    for path in [
        "/",
        "/about/who-we-are",
        "/services/it-solutions/portfolio/Web%20Development",
        "/no/such/page",
    ] {
        let response = app.get(path).await;
        // An unknown page is a 404 for crawlers, with the app, which sends visitors home.
        let status = if path == "/no/such/page" { 404 } else { 200 };
        assert_eq!(response.status(), status, "{path}");
        assert_eq!(response.headers()["cache-control"], "no-cache", "{path}");
        assert!(
            response.headers()["content-type"]
                .to_str()
                .expect("ascii")
                .starts_with("text/html")
        );
        assert!(
            response
                .text()
                .await
                .expect("text")
                .contains("<div id=\"root\">"),
            "{path}"
        );
    }
    let asset = app.get("/assets/app-3f2a1c.js").await;
    assert_eq!(asset.status(), 200);
    assert_eq!(
        asset.headers()["cache-control"],
        "public, max-age=31536000, immutable"
    );
    let wasm = app.get("/assets/site_wasm_bg-9d1e.wasm").await;
    assert_eq!(wasm.headers()["content-type"], "application/wasm");
    let media = app.get("/media/logo.svg").await;
    assert_eq!(media.status(), 200);
    assert_eq!(media.headers()["content-type"], "image/svg+xml");
    assert_eq!(media.headers()["cache-control"], "public, max-age=2592000");
    let video = app.get("/media/videos/portfolio-1.mp4").await;
    assert_eq!(video.headers()["content-type"], "video/mp4");
    assert_eq!(app.get("/media/nothing-here.svg").await.status(), 404);
}

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let app = spawn_app().await;
    for path in [
        "/",
        "/api/service/all",
        "/api/nothing",
        "/healthz",
        "/media/logo.svg",
    ] {
        let response = app.get(path).await;
        let headers = response.headers();
        let csp = headers["content-security-policy"].to_str().expect("ascii");
        for directive in [
            "default-src 'self'",
            "script-src 'self' 'wasm-unsafe-eval'",
            "object-src 'none'",
            "base-uri 'none'",
            "frame-ancestors 'none'",
        ] {
            assert!(csp.contains(directive), "{path}: {csp}");
        }
        assert!(
            !csp.split(';')
                .any(|d| d.trim().starts_with("script-src") && d.contains("unsafe-inline"))
        );
        assert_eq!(headers["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(
            headers["referrer-policy"], "strict-origin-when-cross-origin",
            "{path}"
        );
        assert!(
            headers["strict-transport-security"]
                .to_str()
                .expect("ascii")
                .starts_with("max-age="),
            "{path}"
        );
        assert!(headers.contains_key("x-request-id"), "{path}");
    }
}

#[tokio::test]
async fn responses_are_compressed_when_asked() {
    let app = spawn_app().await;
    for (encoding, path) in [
        ("br", "/api/portfolio/all"),
        ("gzip", "/api/portfolio/all"),
        ("br", "/assets/app-3f2a1c.js"),
    ] {
        let response = app
            .client
            .get(app.url(path))
            .header("accept-encoding", encoding)
            .send()
            .await
            .expect("get");
        assert_eq!(response.status(), 200);
        assert_eq!(response.headers()["content-encoding"], encoding, "{path}");
    }
}

#[tokio::test]
async fn the_openapi_document_describes_every_route() {
    let app = spawn_app().await;
    let document: Value = app
        .get("/api/openapi.json")
        .await
        .json()
        .await
        .expect("json");
    let paths = document["paths"].as_object().expect("paths");
    for path in [
        "/api/user",
        "/api/help",
        "/api/form/advisory-service",
        "/api/form/business-loan",
        "/api/newsletterandeventletters/addemail/{newsletter_id}",
        "/api/service/all",
        "/api/service/all/{path}",
        "/api/universal/whoweare1",
        "/api/universal/smallbusinessloans1",
        "/api/portfolio/all",
        "/api/newsletterandeventletters/all",
        "/api/about/all/{slug}",
        "/api/about/{id}",
        "/api/iam/{id}",
        "/api/blog/{id}",
    ] {
        assert!(
            paths.contains_key(path),
            "the OpenAPI document lacks {path}"
        );
    }
    assert!(document["components"]["schemas"]["ContactRequest"].is_object());
}

/// A client that opens a connection and sends nothing (or dribbles a header) is cut off.
#[tokio::test]
async fn an_idle_or_slowloris_connection_is_closed_within_ten_seconds() {
    let app = spawn_app().await;
    let address = app.address.trim_start_matches("http://").to_owned();
    let idle = tokio::net::TcpStream::connect(&address);
    let mut slow = tokio::net::TcpStream::connect(&address)
        .await
        .expect("connect");
    slow.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
        .await
        .expect("partial headers");
    let mut idle = idle.await.expect("connect");
    let started = Instant::now();
    for stream in [&mut idle, &mut slow] {
        let mut buffer = Vec::new();
        let read =
            tokio::time::timeout(Duration::from_secs(15), stream.read_to_end(&mut buffer)).await;
        assert!(read.is_ok(), "the server kept the connection open");
    }
    assert!(
        started.elapsed() < Duration::from_secs(12),
        "closed after {:?}",
        started.elapsed()
    );
}

/// A failure inside the server answers a generic 500 in the error shape; a database that cannot
/// take the request (here: its pools closed, as during a shutdown) a 503 with `Retry-After`. The
/// cause is logged only.
#[tokio::test]
async fn internal_errors_are_answered_without_internals() {
    let app = spawn_app().await;
    // A bug's failure: the table the write needs is gone.
    let site_store::Db::Sqlite { write, .. } = &app.db else {
        unreachable!()
    };
    sqlx::query("DROP TABLE leads")
        .execute(write)
        .await
        .expect("drop");
    let response = app
        .post_json("/api/help", &crate::leads::valid_help())
        .await;
    assert_eq!(response.status(), 500);
    assert_generic(response, site_core::messages::INTERNAL_ERROR.en).await;

    app.db.close().await;
    let response = app
        .post_json("/api/help", &crate::leads::valid_help())
        .await;
    assert_eq!(response.status(), 503);
    assert!(response.headers().contains_key("retry-after"));
    assert_generic(response, site_core::messages::STORAGE_UNAVAILABLE.en).await;
}

/// A stored value the code cannot read (a figure out of 0..=100, corrupt data) is a 500, not a
/// 503: retrying will not help.
#[tokio::test]
async fn unreadable_data_is_a_500() {
    let app = spawn_app().await;
    let site_store::Db::Sqlite { write, .. } = &app.db else {
        unreachable!()
    };
    // The schema refuses such a value: only a file changed behind its back holds one.
    let mut connection = write.acquire().await.expect("connection");
    for statement in [
        "PRAGMA ignore_check_constraints = ON",
        "UPDATE figures SET description = 300",
        "PRAGMA ignore_check_constraints = OFF",
    ] {
        sqlx::query(statement)
            .execute(&mut *connection)
            .await
            .expect(statement);
    }
    drop(connection);
    let response = app.get("/api/universal/whoweare1").await;
    assert_eq!(response.status(), 500);
    assert_generic(response, site_core::messages::INTERNAL_ERROR.en).await;
}

/// The error shape with `message` and no field, and nothing of the cause.
async fn assert_generic(response: reqwest::Response, message: &str) {
    let body = response.text().await.expect("text");
    let parsed: Value = serde_json::from_str(&body).expect("the error shape");
    assert_eq!(parsed["errors"][0]["message"], message);
    assert!(parsed["errors"][0]["field"].is_null());
    for leak in ["pool", "sqlx", "sqlite", "closed", "no such table"] {
        assert!(
            !body.to_lowercase().contains(leak),
            "the body shows internals: {body}"
        );
    }
}

/// Assets compressed at build time are sent as they are, with their encoding.
#[tokio::test]
async fn precompressed_assets_are_sent_as_built() {
    let app = spawn_app().await;
    let assets = app.dir.join("dist/assets");
    std::fs::write(
        assets.join("vendor-7a1b.js"),
        "export const x = 1;\n".repeat(500),
    )
    .expect("asset");
    std::fs::write(assets.join("vendor-7a1b.js.br"), b"built-with-brotli-11").expect("br");
    std::fs::write(assets.join("vendor-7a1b.js.gz"), b"built-with-gzip-9").expect("gz");
    for (encoding, body) in [
        ("br", "built-with-brotli-11"),
        ("gzip", "built-with-gzip-9"),
    ] {
        let response = app
            .client
            .get(app.url("/assets/vendor-7a1b.js"))
            .header("accept-encoding", encoding)
            .send()
            .await
            .expect("get");
        assert_eq!(response.headers()["content-encoding"], encoding);
        assert!(
            response.headers()["content-type"]
                .to_str()
                .expect("ascii")
                .contains("javascript")
        );
        assert_eq!(
            response.headers()["cache-control"],
            "public, max-age=31536000, immutable"
        );
        assert_eq!(response.text().await.expect("body"), body);
    }
}

/// Content answers come from memory for the cache's lifetime, then from the database again.
#[tokio::test]
async fn content_answers_are_cached_briefly() {
    use crate::helpers::{Options, spawn_app_with};
    let ttl = Duration::from_millis(800);
    let app = spawn_app_with(Options {
        content_cache_ttl: ttl,
        ..Options::default()
    })
    .await
    .expect("app");
    let first: Value = app
        .get("/api/service/all")
        .await
        .json()
        .await
        .expect("json");
    let site_store::Db::Sqlite { write, .. } = &app.db else {
        unreachable!()
    };
    sqlx::query("UPDATE services SET sub_heading = 'Changed' WHERE parent_id IS NULL")
        .execute(write)
        .await
        .expect("update");
    let cached: Value = app
        .get("/api/service/all")
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(cached, first, "served from memory within the lifetime");
    tokio::time::sleep(ttl + Duration::from_millis(100)).await;
    let fresh: Value = app
        .get("/api/service/all")
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(fresh["data"]["allChildren"][0]["subHeading"], "Changed");
    // Errors are never kept.
    assert_eq!(app.get("/api/about/no-such-page").await.status(), 404);
}
