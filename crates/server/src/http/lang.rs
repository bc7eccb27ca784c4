//! The language an API answer is written in (docs/decisions/0009-language-of-answers.md): French
//! when the query has `lang=fr` or, without `lang=`, when `Accept-Language` prefers French; English
//! otherwise.
//!
//! [`negotiate`] is the layer every `/api` request goes through (the content routes do the same
//! in their cache's layer, `response_cache::cached`): it decides the language once,
//! leaves it in the request's extensions for the handlers ([`RequestLang`]), writes an error
//! answer's messages again in that language (their codes stay), and says which language the
//! answer is in (`Content-Language`) and that it depends on `Accept-Language` (`Vary`).

use super::error::ErrorList;
use axum::extract::{FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use site_core::entities::ErrorBody;
use site_core::i18n::Lang;
use std::convert::Infallible;

/// The language of a request: `lang=` in the query (`en`, `fr`, `fr-CA`...), else the header's
/// preference. A `lang=` naming another language counts as absent.
pub fn request_lang(query: Option<&str>, headers: &HeaderMap) -> Lang {
    let asked = query
        .into_iter()
        .flat_map(|q| q.split('&'))
        .find_map(|pair| {
            let (key, value) = pair.split_once('=')?;
            (key == "lang").then(|| Lang::parse(value)).flatten()
        });
    asked.unwrap_or_else(|| {
        headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|value| value.to_str().ok())
            .map_or(Lang::En, Lang::from_accept_language)
    })
}

/// The request's language, as [`negotiate`] decided it (computed again for a request that did
/// not go through the layer, as in a unit test).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RequestLang(pub Lang);

impl<S: Send + Sync> FromRequestParts<S> for RequestLang {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(parts
            .extensions
            .get::<RequestLang>()
            .copied()
            .unwrap_or_else(|| RequestLang(request_lang(parts.uri.query(), &parts.headers))))
    }
}

/// The layer of the API routes (see the module's comment).
pub async fn negotiate(mut request: Request, next: Next) -> Response {
    let lang = request_lang(request.uri().query(), request.headers());
    request.extensions_mut().insert(RequestLang(lang));
    answer_in(next.run(request).await, lang)
}

/// An API answer in `lang`: an error's messages written again in it (their codes stay), and
/// said in `Content-Language` and `Vary`.
pub(crate) fn answer_in(mut response: Response, lang: Lang) -> Response {
    if lang != Lang::En
        && let Some(ErrorList(errors)) = response.extensions_mut().remove::<ErrorList>()
    {
        let errors = errors.into_iter().map(|e| e.localized(lang)).collect();
        let (mut parts, _) = response.into_parts();
        let body = axum::Json(ErrorBody { errors }).into_response();
        parts.headers.remove(header::CONTENT_LENGTH);
        response = Response::from_parts(parts, body.into_body());
    }
    say_language(response.headers_mut(), lang);
    response
}

/// `Content-Language: lang`, and `Vary: Accept-Language` unless a `Vary` already names it.
pub(crate) fn say_language(headers: &mut HeaderMap, lang: Lang) {
    headers.insert(
        header::CONTENT_LANGUAGE,
        HeaderValue::from_static(lang.as_str()),
    );
    let named = headers.get_all(header::VARY).iter().any(|value| {
        value.as_bytes().split(|&byte| byte == b',').any(|name| {
            let name = name.trim_ascii();
            name == b"*" || name.eq_ignore_ascii_case(b"accept-language")
        })
    });
    if !named {
        headers.append(header::VARY, HeaderValue::from_static("accept-language"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(accept: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::ACCEPT_LANGUAGE,
            HeaderValue::from_str(accept).expect("header"),
        );
        headers
    }

    #[test]
    fn the_query_wins_over_the_header() {
        assert_eq!(request_lang(Some("lang=fr"), &HeaderMap::new()), Lang::Fr);
        assert_eq!(request_lang(Some("a=1&lang=en"), &headers("fr")), Lang::En);
        assert_eq!(request_lang(Some("lang=de"), &headers("fr-CA")), Lang::Fr);
        assert_eq!(request_lang(None, &headers("fr-CA,fr;q=0.9")), Lang::Fr);
        assert_eq!(request_lang(None, &headers("en-CA,fr;q=0.5")), Lang::En);
        assert_eq!(request_lang(None, &HeaderMap::new()), Lang::En);
    }
}
