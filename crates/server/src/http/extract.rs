//! Extractors whose rejection is the API error, so a bad body and a failed rule answer in the
//! same JSON shape.

use super::{ApiError, AppState};
use crate::storage::leads::IdempotencyKey;
use axum::body::Bytes;
use axum::extract::{FromRequest, FromRequestParts, OptionalFromRequestParts, Request};
use axum::http::header::CONTENT_TYPE;
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use site_core::lead_forms::Request as FormRequest;
use site_core::messages;
use site_core::validation::{RuleContext, ServiceCatalog, report_errors};

/// A form body: decoded, then checked by the core rule chain with its context (the service
/// catalog, read from the database, for the chains that need it). A body whose honeypot field is
/// filled is a `Trap`: it gets a normal-looking answer and is never stored.
#[derive(Debug)]
pub enum Submission<T> {
    Valid(T),
    Trap,
}

impl<T> FromRequest<AppState> for Submission<T>
where
    T: FormRequest + Send,
{
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &AppState) -> Result<Self, ApiError> {
        if !is_json(request.headers()) {
            return Err(ApiError::NotJson);
        }
        let body = Bytes::from_request(request, state)
            .await
            .map_err(|rejection| {
                if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
                    ApiError::TooLarge
                } else {
                    ApiError::Malformed(rejection.body_text())
                }
            })?;
        let value: T =
            serde_json::from_slice(&body).map_err(|e| ApiError::Malformed(e.to_string()))?;
        if value.honeypot().is_some_and(|text| !text.trim().is_empty()) {
            return Ok(Submission::Trap);
        }
        let catalog = if <T::Context as RuleContext>::NEEDS_CATALOG {
            crate::storage::content::service_catalog(&state.db).await?
        } else {
            ServiceCatalog::default()
        };
        match value.validate_with(T::Context::from_catalog(&catalog)) {
            Ok(()) => Ok(Submission::Valid(value)),
            Err(report) => Err(ApiError::Validation(report_errors(&report))),
        }
    }
}

fn is_json(headers: &HeaderMap) -> bool {
    headers
        .get(CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.split(';').next())
        .map(|mime| mime.trim().to_ascii_lowercase())
        .is_some_and(|mime| mime == "application/json" || mime.ends_with("+json"))
}

/// The longest `Idempotency-Key` accepted, in bytes (visible ASCII: characters).
pub(crate) const IDEMPOTENCY_KEY_MAX_BYTES: usize = 200;

/// The `Idempotency-Key` header (1 to 200 visible ASCII characters), keyed by the route.
impl FromRequestParts<AppState> for IdempotencyKey {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        <Self as OptionalFromRequestParts<AppState>>::from_request_parts(parts, state)
            .await?
            .ok_or(ApiError::BadRequest(messages::BAD_IDEMPOTENCY_KEY))
    }
}

impl OptionalFromRequestParts<AppState> for IdempotencyKey {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &AppState) -> Result<Option<Self>, ApiError> {
        let Some(value) = parts.headers.get("idempotency-key") else {
            return Ok(None);
        };
        let key =
            idempotency_key(value).ok_or(ApiError::BadRequest(messages::BAD_IDEMPOTENCY_KEY))?;
        Ok(Some(IdempotencyKey {
            key: key.to_owned(),
            route: parts.uri.path().to_owned(),
        }))
    }
}

/// An `Idempotency-Key` value as the server keeps it: visible ASCII, trimmed, 1 to 200
/// characters; `None` when it is not one (the API document's pattern says the same).
pub(crate) fn idempotency_key(value: &HeaderValue) -> Option<&str> {
    let key = value.to_str().ok()?.trim();
    (!key.is_empty() && key.len() <= IDEMPOTENCY_KEY_MAX_BYTES).then_some(key)
}
