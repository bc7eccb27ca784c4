//! Layers every response gets: security headers, compression with `Vary`, request id, the
//! access log, timeout, and a 500 (never a dropped connection) when a handler panics. They run
//! as one service around the router (`frame`); this module holds what they add.

use super::frame::FrameLayer;
use super::request_id;
use crate::metrics::Metrics;
use axum::Router;
use axum::http::{Extensions, HeaderMap, HeaderName, HeaderValue, StatusCode, Version, header};
use axum::response::{IntoResponse, Response};
use std::sync::Arc;
use std::time::Duration;
use tower_http::compression::CompressionLayer;
use tower_http::compression::predicate::{And, DefaultPredicate, Predicate};

/// The site's Content Security Policy: scripts only from the site (wasm compiled by the page),
/// styles from the site plus inline style attributes (React's `style`), media and images from the
/// site and `data:` (inline SVG), no plugins, no framing, no base rewriting.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; \
     style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self'; font-src 'self'; \
     connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

pub(crate) const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");
/// The longest client-sent request id kept (a UUID is 36 characters).
const REQUEST_ID_MAX_LEN: usize = 64;

/// The security headers every answer carries, made once.
const HEADERS: [(HeaderName, HeaderValue); 7] = [
    (
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CONTENT_SECURITY_POLICY),
    ),
    (
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    ),
    (
        header::REFERRER_POLICY,
        HeaderValue::from_static("strict-origin-when-cross-origin"),
    ),
    (
        header::STRICT_TRANSPORT_SECURITY,
        HeaderValue::from_static("max-age=63072000; includeSubDomains"),
    ),
    (header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY")),
    (
        HeaderName::from_static("permissions-policy"),
        HeaderValue::from_static("camera=(), microphone=(), geolocation=()"),
    ),
    (
        HeaderName::from_static("cross-origin-opener-policy"),
        HeaderValue::from_static("same-origin"),
    ),
];

/// Wraps every route and fallback of `router` in one layer (`frame`) doing, innermost first:
/// compression, unreadable addresses refused, `Vary`, the request timeout (408), panics as 500,
/// the access log and metrics, the request id, and outermost the security headers, so that
/// every answer made below them (a 408, a 500, a redirect, a 404 of a file) carries them.
pub fn layers(router: Router, metrics: Arc<Metrics>, timeout: Duration) -> Router {
    router.layer(FrameLayer { metrics, timeout })
}

/// When the compression layer encodes an answer: as tower-http's default, unless it carries its
/// `ETag` ([`not_final`]).
pub(crate) type CompressionPredicate =
    And<DefaultPredicate, fn(StatusCode, Version, &HeaderMap, &Extensions) -> bool>;

/// The compression of every answer: brotli or gzip, as the client asks.
pub(crate) fn compression() -> CompressionLayer<CompressionPredicate> {
    let not_final: fn(StatusCode, Version, &HeaderMap, &Extensions) -> bool = not_final;
    CompressionLayer::new()
        .br(true)
        .gzip(true)
        .compress_when(DefaultPredicate::new().and(not_final))
}

/// The request's id, left in its headers: a client's `x-request-id` is kept (in the logs and
/// the answer) only when there is one, short and plain (`A-Z a-z 0-9 . _ -`); otherwise a fresh
/// one replaces it, so a client cannot write arbitrary text into the logs.
pub(crate) fn request_id(headers: &mut HeaderMap) -> HeaderValue {
    let ids = headers.get_all(REQUEST_ID);
    let mut ids = ids.iter();
    if let (Some(id), None) = (ids.next(), ids.next())
        && fit_request_id(id.as_bytes())
    {
        return id.clone();
    }
    let fresh = request_id::fresh();
    headers.insert(REQUEST_ID, fresh.clone());
    fresh
}

fn fit_request_id(id: &[u8]) -> bool {
    (1..=REQUEST_ID_MAX_LEN).contains(&id.len())
        && id
            .iter()
            .all(|byte| byte.is_ascii_alphanumeric() || b"._-".contains(byte))
}

/// The last touch on every answer: its request id and the security headers, unless it already
/// has them.
pub(crate) fn finish(response: &mut Response, request_id: HeaderValue) {
    let headers = response.headers_mut();
    headers.entry(REQUEST_ID).or_insert(request_id);
    for (name, value) in HEADERS {
        headers.entry(name).or_insert(value);
    }
}

/// A compressed answer (by the compression layer, or a file sent precompressed as built)
/// depends on the request's `Accept-Encoding`: say so, or a shared cache could hand brotli to a
/// client that cannot read it. (The compression layer says it itself for what it compresses,
/// but not for what arrives already encoded.)
pub(crate) fn vary_on_encoding(response: &mut Response) {
    if response.headers().contains_key(header::CONTENT_ENCODING) {
        add_vary_accept_encoding(response.headers_mut());
    }
}

/// Adds `Vary: Accept-Encoding` unless a `Vary` already names it (or is `*`).
pub(crate) fn add_vary_accept_encoding(headers: &mut HeaderMap) {
    let named = headers.get_all(header::VARY).iter().any(|value| {
        value.to_str().is_ok_and(|value| {
            value.split(',').any(|name| {
                let name = name.trim();
                name == "*" || name.eq_ignore_ascii_case("accept-encoding")
            })
        })
    });
    if !named {
        headers.append(header::VARY, HeaderValue::from_static("accept-encoding"));
    }
}

/// An answer with an `ETag` was sent in the coding its tag names (`representation`): never
/// compressed again.
fn not_final(_: StatusCode, _: Version, headers: &HeaderMap, _: &Extensions) -> bool {
    !super::representation::is_final(headers)
}

pub(crate) fn internal_error() -> Response {
    super::ApiError::internal("a handler panicked").into_response()
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::body::Body;
    use axum::extract::Request;
    use axum::routing::get;
    use tower::ServiceExt;

    async fn buggy() -> &'static str {
        panic!("a handler's bug")
    }

    /// What only a bug or a stalled handler produces, through the real layers.
    fn app() -> Router {
        let routes = Router::new().route("/panic", get(buggy)).route(
            "/slow",
            get(|| async { tokio::time::sleep(Duration::from_secs(5)).await }),
        );
        layers(
            routes,
            Arc::new(Metrics::default()),
            Duration::from_millis(100),
        )
    }

    async fn get_status(path: &str) -> Response {
        app()
            .oneshot(Request::get(path).body(Body::empty()).expect("request"))
            .await
            .expect("infallible")
    }

    #[tokio::test]
    async fn a_panic_and_a_timeout_carry_the_security_headers() {
        for (path, status) in [
            ("/panic", StatusCode::INTERNAL_SERVER_ERROR),
            ("/slow", StatusCode::REQUEST_TIMEOUT),
        ] {
            let response = get_status(path).await;
            assert_eq!(response.status(), status, "{path}");
            for (name, value) in HEADERS {
                assert_eq!(response.headers()[&name], value, "{path}: {name}");
            }
            assert!(response.headers().contains_key(REQUEST_ID), "{path}");
        }
    }

    #[test]
    fn only_short_plain_request_ids_are_fit() {
        for fit in ["a", "0f8fad5b-d9cb-469f-a165-70867728950e", "trace.1_2-3"] {
            assert!(fit_request_id(fit.as_bytes()), "{fit}");
        }
        let long = "a".repeat(REQUEST_ID_MAX_LEN + 1);
        for unfit in ["", "a b", "x\"\u{1b}[31m", "a\nINFO forged", "é", &long] {
            assert!(!fit_request_id(unfit.as_bytes()), "{unfit:?}");
        }
    }

    #[test]
    fn vary_names_accept_encoding_once() {
        let mut headers = HeaderMap::new();
        add_vary_accept_encoding(&mut headers);
        add_vary_accept_encoding(&mut headers);
        assert_eq!(headers.get_all(header::VARY).iter().count(), 1);
        let mut headers = HeaderMap::new();
        headers.insert(
            header::VARY,
            HeaderValue::from_static("Origin, Accept-Encoding"),
        );
        add_vary_accept_encoding(&mut headers);
        assert_eq!(headers.get_all(header::VARY).iter().count(), 1);
        let mut headers = HeaderMap::new();
        headers.insert(header::VARY, HeaderValue::from_static("origin"));
        add_vary_accept_encoding(&mut headers);
        assert_eq!(headers.get_all(header::VARY).iter().count(), 2);
    }
}
