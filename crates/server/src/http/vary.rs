//! `Vary: Accept-Encoding` on what depends on the request's coding (compressed answers, files sent
//! precompressed, representations).

use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::Response;

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

#[cfg(test)]
mod tests {
    use super::*;

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
