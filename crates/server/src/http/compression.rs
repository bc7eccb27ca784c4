//! The compression of every answer: brotli or gzip as the client asks, never an answer already
//! in the coding its `ETag` names (`representation.rs`).

use axum::http::{Extensions, HeaderMap, StatusCode, Version};
use tower_http::compression::CompressionLayer;
use tower_http::compression::predicate::{And, DefaultPredicate, Predicate};

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

/// An answer with an `ETag` was sent in the coding its tag names (`representation`): never
/// compressed again.
fn not_final(_: StatusCode, _: Version, headers: &HeaderMap, _: &Extensions) -> bool {
    !super::representation::is_final(headers)
}
