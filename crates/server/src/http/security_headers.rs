//! The security headers every answer carries (the Content Security Policy among them), added
//! with the request id by the frame's last touch (`frame.rs`).

use super::request_id::REQUEST_ID;
use axum::http::{HeaderName, HeaderValue, header};
use axum::response::Response;

/// The site's Content Security Policy: scripts only from the site (wasm compiled by the page),
/// styles from the site plus inline style attributes (React's `style`), media and images from the
/// site and `data:` (inline SVG), no plugins, no framing, no base rewriting.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; \
     style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self'; font-src 'self'; \
     connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/// The security headers every answer carries, made once.
pub(crate) const HEADERS: [(HeaderName, HeaderValue); 7] = [
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

/// The last touch on every answer: its request id and the security headers, unless it already
/// has them.
pub(crate) fn finish(response: &mut Response, request_id: HeaderValue) {
    let headers = response.headers_mut();
    headers.entry(REQUEST_ID).or_insert(request_id);
    for (name, value) in HEADERS {
        headers.entry(name).or_insert(value);
    }
}
