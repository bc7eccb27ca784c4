//! Addresses no handler can take: a path or query string that, percent-decoded, is not UTF-8 or
//! holds a NUL byte. No page, file or record is named so, and PostgreSQL text cannot even hold a
//! NUL (the query would fail as a 500), so such a request is answered here, once for every
//! route, in the API's error shape: 404 for the path, 400 for the query string.

use super::ApiError;
use axum::http::Uri;
use axum::response::{IntoResponse, Response};
use percent_encoding::percent_decode_str;
use site_core::messages;

/// The answer to an address no handler can take, or `None` when it is readable.
pub(crate) fn refusal(uri: &Uri) -> Option<Response> {
    if !readable(uri.path()) {
        return Some(ApiError::NotFound.into_response());
    }
    if uri.query().is_some_and(|query| !readable(query)) {
        return Some(ApiError::BadRequest(messages::BAD_QUERY).into_response());
    }
    None
}

/// Whether `text` percent-decodes to UTF-8 without a NUL.
pub(crate) fn readable(text: &str) -> bool {
    percent_decode_str(text)
        .decode_utf8()
        .is_ok_and(|decoded| !decoded.contains('\0'))
}

#[cfg(test)]
mod tests {
    use super::readable;

    #[test]
    fn nul_and_invalid_utf8_are_unreadable_and_the_rest_is_not() {
        for bad in [
            "%00", "a%00b", "%FF", "caf%C3", "%C3%28", "q=%E2%82", "x=%00",
        ] {
            assert!(!readable(bad), "{bad}");
        }
        for good in [
            "/",
            "/api/blog/x",
            "caf%C3%A9",
            "q=%E2%82%AC&limit=2",
            "%2F",
            "%",
            "%G1",
        ] {
            assert!(readable(good), "{good}");
        }
    }
}
