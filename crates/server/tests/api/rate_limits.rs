//! Rate limits key on the client: behind `--trusted-proxies` the address the proxies recorded
//! (IPv6 by its /64), otherwise the TCP peer whatever it claims; and only a post that decoded as
//! its form spends a token.

use crate::helpers::{Options, TestApp, spawn_app_with};
use crate::leads::valid_help;
use serde_json::json;

async fn limited_app(per_minute: u32, trusted_proxies: &[&str]) -> TestApp {
    spawn_app_with(Options {
        rate_limit_per_minute: per_minute,
        trusted_proxies: trusted_proxies
            .iter()
            .map(|net| net.parse().expect("cidr"))
            .collect(),
        ..Options::default()
    })
    .await
    .expect("app")
}

/// A valid help message posted with `X-Forwarded-For: forwarded`: the status.
async fn post_from(app: &TestApp, forwarded: &str) -> u16 {
    app.client
        .post(app.url("/api/help"))
        .header("X-Forwarded-For", forwarded)
        .json(&valid_help())
        .send()
        .await
        .expect("post")
        .status()
        .as_u16()
}

#[tokio::test]
async fn visitors_behind_a_trusted_proxy_have_their_own_buckets() {
    let app = limited_app(2, &["127.0.0.1/32"]).await;
    // What a proxy appends to: the visitor's own (forged, varying) entries on the left.
    assert_eq!(post_from(&app, "198.51.100.1, 203.0.113.5").await, 201);
    assert_eq!(post_from(&app, "198.51.100.2, 203.0.113.5").await, 201);
    assert_eq!(post_from(&app, "198.51.100.3, 203.0.113.5").await, 429);
    assert_eq!(post_from(&app, "203.0.113.6").await, 201, "another visitor");
    // IPv6 visitors are one bucket per /64.
    assert_eq!(post_from(&app, "2001:db8:1:2::1").await, 201);
    assert_eq!(post_from(&app, "2001:db8:1:2::2").await, 201);
    assert_eq!(
        post_from(&app, "2001:db8:1:2:ffff::9").await,
        429,
        "same /64"
    );
    assert_eq!(post_from(&app, "2001:db8:1:3::1").await, 201, "another /64");
}

/// A valid help message posted with these `X-Forwarded-For` fields, raw bytes each (what is not
/// ASCII included), in order: the status.
async fn post_from_fields(app: &TestApp, fields: &[&[u8]]) -> u16 {
    let mut request = app.client.post(app.url("/api/help"));
    for field in fields {
        let value = reqwest::header::HeaderValue::from_bytes(field).expect("header value");
        request = request.header("X-Forwarded-For", value);
    }
    request
        .json(&valid_help())
        .send()
        .await
        .expect("post")
        .status()
        .as_u16()
}

/// A byte that is not ASCII in what the visitor sent once spoiled the whole header, and every
/// such visitor fell into the proxy's bucket, a second one shared by all of them. Nginx
/// appends the visitor's address after what the visitor sent; that address is still read.
#[tokio::test]
async fn a_garbage_prefix_leaves_a_visitor_in_its_own_bucket() {
    let app = limited_app(2, &["127.0.0.1/32"]).await;
    assert_eq!(
        post_from_fields(&app, &[b"\xff\xfe, 203.0.113.5"]).await,
        201
    );
    assert_eq!(
        post_from_fields(&app, &[b"caf\xc3\xa9, 203.0.113.5"]).await,
        201
    );
    assert_eq!(
        post_from_fields(&app, &[b"\x80", b"203.0.113.5"]).await,
        429,
        "garbage on a field of its own, then the proxy's field: the same visitor"
    );
    assert_eq!(
        post_from(&app, "203.0.113.5").await,
        429,
        "the garbage bought no second bucket"
    );
    // Another visitor sending garbage has a bucket of its own, not one shared with the first.
    assert_eq!(post_from_fields(&app, &[b"\xff, 203.0.113.6"]).await, 201);
    assert_eq!(post_from_fields(&app, &[b"\xfe, 203.0.113.6"]).await, 201);
    assert_eq!(post_from_fields(&app, &[b"\xfd, 203.0.113.6"]).await, 429);
}

#[tokio::test]
async fn an_untrusted_peer_cannot_forge_its_address() {
    let app = limited_app(2, &[]).await;
    assert_eq!(post_from(&app, "203.0.113.5").await, 201);
    assert_eq!(post_from(&app, "203.0.113.6").await, 201);
    assert_eq!(
        post_from(&app, "203.0.113.7").await,
        429,
        "X-Forwarded-For from a peer that is not a trusted proxy is ignored"
    );
    // A trusted range that does not hold the peer changes nothing either.
    let app = limited_app(2, &["10.0.0.0/8"]).await;
    assert_eq!(post_from(&app, "10.0.0.5").await, 201);
    assert_eq!(post_from(&app, "10.0.0.6").await, 201);
    assert_eq!(post_from(&app, "10.0.0.7").await, 429);
}

#[tokio::test]
async fn only_posts_that_decode_as_their_form_spend_tokens() {
    let app = limited_app(2, &[]).await;
    let send = |body: String, content_type: &'static str| {
        app.client
            .post(app.url("/api/help"))
            .header("content-type", content_type)
            .body(body)
            .send()
    };
    let garbage = [
        ("{\"name\": ".to_owned(), "application/json", 400),
        (json!({ "name": 5 }).to_string(), "application/json", 400),
        ("null".to_owned(), "application/json", 400),
        (
            "name=x".to_owned(),
            "application/x-www-form-urlencoded",
            415,
        ),
        (
            json!({ "name": "x".repeat(17 * 1024) }).to_string(),
            "application/json",
            413,
        ),
    ];
    for _ in 0..5 {
        for (body, content_type, status) in &garbage {
            let answer = send(body.clone(), content_type).await.expect("post");
            assert_eq!(
                answer.status().as_u16(),
                *status,
                "{content_type} {body:.40}"
            );
        }
    }
    // 25 refused bodies later, the whole quota is still there; a post the rules refuse (422)
    // reached validation, so it spends one.
    let invalid = app.post_json("/api/help", &json!({ "name": "" })).await;
    assert_eq!(invalid.status(), 422);
    assert_eq!(
        app.post_json("/api/help", &valid_help()).await.status(),
        201
    );
    assert_eq!(
        app.post_json("/api/help", &valid_help()).await.status(),
        429
    );
}

/// Two instances on one PostgreSQL database (as behind a load balancer): a visitor's posts
/// spread over both still meet ONE limit, kept in the database, while another visitor posts.
#[tokio::test]
#[ignore = "needs PostgreSQL: run by `cargo xtask test` (--include-ignored)"]
async fn instances_on_one_postgresql_share_each_visitors_limit() {
    use crate::helpers::{
        Engine, fresh_postgres_database, required_postgres_admin_url, scratch_dir, serve_db,
    };
    use site_store::Db;
    let url = fresh_postgres_database(&required_postgres_admin_url()).await;
    let options = Options {
        engine: Engine::Postgres,
        rate_limit_per_minute: 3,
        trusted_proxies: vec!["127.0.0.1/32".parse().expect("cidr")],
        ..Options::default()
    };
    let a = serve_db(
        Db::connect(&url).await.expect("a"),
        scratch_dir("limit-a").keep(),
        &options,
    )
    .await;
    let b = serve_db(
        Db::connect(&url).await.expect("b"),
        scratch_dir("limit-b").keep(),
        &options,
    )
    .await;
    // Three tokens, spent on alternate instances; the fourth post is refused by either.
    for app in [&a, &b, &a] {
        assert_eq!(post_from(app, "203.0.113.7").await, 201);
    }
    for app in [&b, &a] {
        let refused = app
            .client
            .post(app.url("/api/help"))
            .header("X-Forwarded-For", "203.0.113.7")
            .json(&valid_help())
            .send()
            .await
            .expect("post");
        assert_eq!(refused.status().as_u16(), 429);
        let wait: u64 = refused.headers()["retry-after"]
            .to_str()
            .expect("ascii")
            .parse()
            .expect("seconds");
        assert!(
            (1..=20).contains(&wait),
            "Retry-After {wait}: a token is back within 20 s"
        );
    }
    // Another visitor has a bucket of its own, on both instances.
    assert_eq!(post_from(&b, "198.51.100.9").await, 201);
    assert_eq!(post_from(&a, "198.51.100.9").await, 201);
    // IPv6 visitors share theirs by /64 across instances too.
    assert_eq!(post_from(&a, "2001:db8:5:6::1").await, 201);
    assert_eq!(post_from(&b, "2001:db8:5:6::2").await, 201);
    assert_eq!(post_from(&a, "2001:db8:5:6::3").await, 201);
    assert_eq!(
        post_from(&b, "2001:db8:5:6::4").await,
        429,
        "same /64, other instance"
    );
}
