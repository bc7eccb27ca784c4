//! Conditional GETs: content answers and pages carry a strong `ETag`, one per representation
//! (language, content coding), stable while the content is; `If-None-Match` naming it (alone,
//! in a list, weak, or `*`) is answered `304 Not Modified` without a body but with the headers a
//! cache refreshes; changed content is a new tag and a `200`.

use crate::helpers::{TestApp, spawn_app};
use reqwest::StatusCode;
use reqwest::header::{HeaderMap, HeaderValue};

const CONTENT: &str = "/api/service/all";

/// GET `path` with `headers`; the answer's status, headers and body.
async fn get(
    app: &TestApp,
    path: &str,
    headers: &[(&str, &str)],
) -> (StatusCode, HeaderMap, Vec<u8>) {
    let mut request = app.client.get(app.url(path));
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let response = request.send().await.expect("GET");
    let (status, headers) = (response.status(), response.headers().clone());
    let body = response.bytes().await.expect("body").to_vec();
    (status, headers, body)
}

/// The `ETag` of a `200` to `path` asked with `headers`.
async fn etag(app: &TestApp, path: &str, headers: &[(&str, &str)]) -> String {
    let (status, answer, _) = get(app, path, headers).await;
    assert_eq!(status, 200, "{path} {headers:?}");
    let tag = answer
        .get("etag")
        .unwrap_or_else(|| panic!("{path} {headers:?}: no ETag"))
        .to_str()
        .expect("ascii")
        .to_owned();
    assert!(
        tag.len() > 2 && tag.starts_with('"') && tag.ends_with('"'),
        "a strong tag: {tag}"
    );
    tag
}

fn names(headers: &HeaderMap, field: &str, name: &str) -> bool {
    headers
        .get_all(field)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .any(|item| item.trim().eq_ignore_ascii_case(name))
}

#[tokio::test]
async fn a_content_answer_has_one_stable_tag_per_language_and_coding() {
    let app = spawn_app().await;
    let english = etag(&app, CONTENT, &[]).await;
    assert_eq!(etag(&app, CONTENT, &[]).await, english, "stable");
    let french = etag(&app, CONTENT, &[("accept-language", "fr-CA")]).await;
    assert_ne!(french, english);
    assert_eq!(
        etag(&app, &format!("{CONTENT}?lang=fr"), &[]).await,
        french,
        "the same French answer, however it was asked for"
    );
    let brotli = etag(&app, CONTENT, &[("accept-encoding", "br")]).await;
    let gzip = etag(&app, CONTENT, &[("accept-encoding", "gzip")]).await;
    let french_gzip = etag(
        &app,
        CONTENT,
        &[("accept-encoding", "gzip"), ("accept-language", "fr")],
    )
    .await;
    let all = [&english, &french, &brotli, &gzip, &french_gzip];
    for (i, a) in all.iter().enumerate() {
        for b in &all[i + 1..] {
            assert_ne!(a, b, "two representations share a tag");
        }
    }
    // The compressed bodies are what their tags name: the same tag, the same bytes.
    let (_, headers, first) = get(&app, CONTENT, &[("accept-encoding", "br")]).await;
    assert_eq!(headers["content-encoding"], "br");
    let (_, _, second) = get(&app, CONTENT, &[("accept-encoding", "br")]).await;
    assert_eq!(first, second);
}

/// `If-None-Match` with our tag (however written) is a 304 with no body, the tag, the cache
/// rules and `Vary`; with another tag it is the whole answer.
async fn check_not_modified(
    app: &TestApp,
    path: &str,
    asked: &[(&str, &str)],
    cache_control: &str,
) {
    let tag = etag(app, path, asked).await;
    let weak = format!("W/{tag}");
    let list = format!("\"other\", {tag}");
    for condition in [tag.as_str(), weak.as_str(), list.as_str(), "*"] {
        let mut headers = asked.to_vec();
        headers.push(("if-none-match", condition));
        let (status, answer, body) = get(app, path, &headers).await;
        assert_eq!(status, 304, "{path} {condition}");
        assert!(body.is_empty(), "{path} {condition}: a body");
        assert_eq!(answer["etag"], tag.as_str(), "{path}");
        assert_eq!(answer["cache-control"], cache_control, "{path}");
        assert!(
            names(&answer, "vary", "accept-encoding"),
            "{path}: {answer:?}"
        );
        assert!(answer.contains_key("x-content-type-options"), "{path}");
        assert!(answer.contains_key("x-request-id"), "{path}");
    }
    let mut headers = asked.to_vec();
    headers.push(("if-none-match", "\"other\", W/\"another\""));
    let (status, answer, body) = get(app, path, &headers).await;
    assert_eq!(status, 200, "{path}");
    assert_eq!(answer["etag"], tag.as_str());
    assert!(!body.is_empty());
}

#[tokio::test]
async fn a_known_tag_is_answered_304_on_content_and_on_pages_in_both_languages() {
    let app = spawn_app().await;
    let content = "public, max-age=60";
    for asked in [
        vec![],
        vec![("accept-language", "fr")],
        vec![("accept-encoding", "gzip")],
        vec![("accept-encoding", "br"), ("accept-language", "fr")],
    ] {
        check_not_modified(&app, CONTENT, &asked, content).await;
        let (_, answer, _) = get(&app, CONTENT, &[("if-none-match", "*")]).await;
        assert!(names(&answer, "vary", "accept-language"), "{answer:?}");
    }
    check_not_modified(&app, "/api/blog", &[], content).await;
    for page in ["/", "/fr"] {
        check_not_modified(&app, page, &[], "no-cache").await;
        check_not_modified(&app, page, &[("accept-encoding", "br")], "no-cache").await;
    }
    // A page's tag names its language too.
    assert_ne!(etag(&app, "/", &[]).await, etag(&app, "/fr", &[]).await);
    // A tag of one coding does not stand for another.
    let identity = etag(&app, CONTENT, &[]).await;
    let (status, answer, _) = get(
        &app,
        CONTENT,
        &[("accept-encoding", "gzip"), ("if-none-match", &identity)],
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(answer["content-encoding"], "gzip");
    // Errors have no tag, and a condition does not turn them into a 304.
    let (status, answer, _) = get(&app, "/api/blog/nothing", &[("if-none-match", "*")]).await;
    assert_eq!(status, 404);
    assert!(!answer.contains_key("etag"));
}

#[tokio::test]
async fn changed_content_has_a_new_tag() {
    let app = spawn_app().await;
    let site_store::Db::Sqlite { write, .. } = &app.db else {
        unreachable!()
    };
    let (article,): (String,) =
        sqlx::query_as("SELECT id FROM articles WHERE kind = 'blog' ORDER BY id LIMIT 1")
            .fetch_one(write)
            .await
            .expect("a blog article");
    let page = format!("/blog/{article}");
    let before = [
        (CONTENT, etag(&app, CONTENT, &[]).await),
        (page.as_str(), etag(&app, &page, &[]).await),
    ];
    // What an import does: the content tables rewritten.
    for update in [
        "UPDATE services SET sub_heading = sub_heading || ' (changed)'",
        "UPDATE articles SET heading = heading || ' (changed)'",
    ] {
        sqlx::query(update).execute(write).await.expect("update");
    }
    for (path, old) in before {
        let (status, answer, body) = get(&app, path, &[("if-none-match", &old)]).await;
        assert_eq!(status, 200, "{path}: the old tag still matched");
        let new = answer["etag"].to_str().expect("ascii");
        assert_ne!(new, old, "{path}");
        assert!(String::from_utf8_lossy(&body).contains("changed"), "{path}");
        let (status, _, _) = get(&app, path, &[("if-none-match", new)]).await;
        assert_eq!(status, 304, "{path}");
    }
}

#[tokio::test]
async fn a_cached_content_answer_keeps_its_tag_and_its_304() {
    use crate::helpers::{Options, spawn_app_with};
    let app = spawn_app_with(Options {
        content_cache_ttl: std::time::Duration::from_secs(60),
        ..Options::default()
    })
    .await
    .expect("app");
    let tag = etag(&app, CONTENT, &[]).await;
    let value = HeaderValue::from_str(&tag).expect("value");
    let (status, answer, body) = get(
        &app,
        CONTENT,
        &[("if-none-match", value.to_str().expect("ascii"))],
    )
    .await;
    assert_eq!(status, 304);
    assert!(body.is_empty());
    assert_eq!(answer["content-language"], "en");
    assert_eq!(
        etag(&app, CONTENT, &[]).await,
        tag,
        "from memory, the same tag"
    );
    let french = etag(&app, CONTENT, &[("accept-language", "fr")]).await;
    assert_ne!(french, tag);
    // A kept answer asked in a coding not made yet: made, kept with it, then answered from
    // memory in that coding, its own tag and its own 304.
    for coding in ["br", "gzip"] {
        let asked = [("accept-encoding", coding)];
        let (status, first_headers, first) = get(&app, CONTENT, &asked).await;
        assert_eq!(status, 200, "{coding}");
        assert_eq!(first_headers["content-encoding"], coding);
        let (_, again_headers, again) = get(&app, CONTENT, &asked).await;
        assert_eq!(again_headers["content-encoding"], coding);
        assert_eq!(again, first, "{coding}: the same bytes from memory");
        let coded_tag = again_headers["etag"].to_str().expect("ascii");
        assert_eq!(coded_tag, first_headers["etag"], "{coding}");
        assert_ne!(coded_tag, tag, "{coding}: its own tag");
        let conditional = [("accept-encoding", coding), ("if-none-match", coded_tag)];
        let (status, _, body) = get(&app, CONTENT, &conditional).await;
        assert_eq!(
            (status, body.len()),
            (StatusCode::NOT_MODIFIED, 0),
            "{coding}"
        );
    }
}
