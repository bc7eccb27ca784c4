//! `GET /api/search?q=&limit=`: the site search over services, about pages, careers,
//! blog and persona articles, portfolio projects and newsletters, in the request's language
//! (`lang=`, else `Accept-Language`): a French search reads the French pages and
//! links to their French addresses.

use super::lang::RequestLang;
use super::{ApiError, ApiResult, AppState};
use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde::Deserialize;
use site_core::constants::{SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, SEARCH_QUERY_MAX_CHARS};
use site_core::entities::{Envelope, ErrorBody, FieldError, SearchResults};
use site_core::messages;
use site_store::search as store;
use utoipa::OpenApi;

/// The index changes only on a content import, like the content answers.
const CACHE_CONTROL: &str = "public, max-age=60";

pub fn router() -> Router<AppState> {
    Router::new().route("/search", get(search))
}

#[derive(OpenApi)]
#[openapi(paths(search))]
struct SearchApi;

/// The OpenAPI description of this route.
pub fn openapi() -> utoipa::openapi::OpenApi {
    SearchApi::openapi()
}

/// `?q=words&limit=n`; both optional, kept as text so a bad value gets the API's error shape.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct SearchQuery {
    /// The words to find, at most 200 characters, among the pages in the request's language. Case
    /// and accents are ignored (`Quebec` finds `Québec`, `economie` finds `économie`); each word
    /// also matches longer words it starts; every word must match. Empty or blank: no results.
    q: Option<String>,
    /// Results per answer: default 20, at most 50 (larger values are capped, smaller ones raised
    /// to 1).
    #[param(value_type = Option<u32>)]
    limit: Option<String>,
}

/// `limit` as asked: absent or blank is the default; otherwise a whole number, clamped.
fn limit(value: Option<&str>) -> ApiResult<u32> {
    super::limit_param(value, SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT)
}

#[utoipa::path(get, path = "/api/search", tag = "search",
    params(SearchQuery),
    responses((status = 200, description = "the best matches first, at most `limit`, and how many pages matched in all; each snippet is escaped HTML whose only tags are `<mark>` around the matched words", body = inline(Envelope<SearchResults>)),
              (status = 400, description = "the query string is malformed", body = ErrorBody),
              (status = 422, description = "`q` is longer than 200 characters, or `limit` is not a whole number", body = ErrorBody)))]
pub(crate) async fn search(
    State(state): State<AppState>,
    RequestLang(lang): RequestLang,
    query: Result<Query<SearchQuery>, QueryRejection>,
) -> ApiResult<Response> {
    let Query(query) = query.map_err(|rejection| {
        tracing::info!(
            detail = %crate::redact::redact(&rejection.body_text()),
            "malformed query string"
        );
        ApiError::BadRequest(messages::BAD_QUERY)
    })?;
    let text = query.q.as_deref().unwrap_or_default().trim();
    if text.chars().count() > SEARCH_QUERY_MAX_CHARS {
        return Err(ApiError::Validation(vec![FieldError::new(
            Some("q"),
            &messages::SEARCH_QUERY_TOO_LONG,
        )]));
    }
    let limit = limit(query.limit.as_deref())?;
    let results = store::search(&state.db, lang, text, limit).await?;
    let mut response = Json(Envelope::new(results)).into_response();
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(CACHE_CONTROL),
    );
    Ok(response)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits() {
        assert_eq!(limit(None).ok(), Some(SEARCH_DEFAULT_LIMIT));
        assert_eq!(limit(Some(" ")).ok(), Some(SEARCH_DEFAULT_LIMIT));
        assert_eq!(limit(Some("5")).ok(), Some(5));
        assert_eq!(limit(Some("0")).ok(), Some(1));
        assert_eq!(limit(Some("-3")).ok(), Some(1));
        assert_eq!(limit(Some("5000")).ok(), Some(SEARCH_MAX_LIMIT));
        assert_eq!(limit(Some("+7")).ok(), Some(7));
        assert_eq!(
            limit(Some("99999999999999999999")).ok(),
            Some(SEARCH_MAX_LIMIT)
        );
        assert_eq!(limit(Some("-99999999999999999999")).ok(), Some(1));
        assert!(matches!(limit(Some("+")), Err(ApiError::Validation(_))));
        assert!(matches!(limit(Some("1.5")), Err(ApiError::Validation(_))));
        assert!(matches!(limit(Some("ten")), Err(ApiError::Validation(_))));
    }
}
