//! The API's one error type. Every failure answers `{"errors": [{"field", "code", "message"}]}`;
//! internal errors are logged with their cause and answered with a generic message; a storage
//! fault is a 503 with `Retry-After`, so a client knows the same request can be sent again.

use crate::config::UNAVAILABLE_RETRY_AFTER;
use crate::redact::redact;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use site_core::entities::{ErrorBody, FieldError};
use site_core::i18n::Message;
use site_core::messages;
use site_store::StorageError;

#[derive(Debug)]
pub enum ApiError {
    /// 422: the form's rule chain failed; the errors in rule order.
    Validation(Vec<FieldError>),
    /// 400: the body is not JSON of the expected shape. The detail is logged; the answer is core's
    /// `malformed()`, the browser's verdict on a value that does not decode as the form.
    Malformed(String),
    /// 400: a header or the query string is wrong (not the body); the message says which.
    BadRequest(Message),
    /// 422: the `Idempotency-Key` was already used for another route or body; nothing stored.
    IdempotencyKeyReused,
    /// 413: the body is over the form routes' limit.
    TooLarge,
    /// 415: the body is not declared as JSON.
    NotJson,
    /// 404.
    NotFound,
    /// 429, with the seconds to wait.
    RateLimited { retry_after_secs: u64 },
    /// 503, with `Retry-After`: the database cannot take the request now (logged).
    Unavailable(StorageError),
    /// 500: logged, never shown.
    Internal(Box<dyn std::error::Error + Send + Sync>),
}

impl ApiError {
    pub fn internal(error: impl Into<Box<dyn std::error::Error + Send + Sync>>) -> Self {
        ApiError::Internal(error.into())
    }

    fn status(&self) -> StatusCode {
        match self {
            ApiError::Validation(_) | ApiError::IdempotencyKeyReused => {
                StatusCode::UNPROCESSABLE_ENTITY
            }
            ApiError::Malformed(_) | ApiError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ApiError::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::NotJson => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ApiError::NotFound => StatusCode::NOT_FOUND,
            ApiError::RateLimited { .. } => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn errors(&self) -> Vec<FieldError> {
        let general = |message: &Message| vec![FieldError::new(None, message)];
        match self {
            ApiError::Validation(errors) => errors.clone(),
            ApiError::Malformed(_) => site_core::validation::malformed(),
            ApiError::BadRequest(message) => general(message),
            ApiError::IdempotencyKeyReused => general(&messages::IDEMPOTENCY_KEY_REUSED),
            ApiError::TooLarge => general(&messages::BODY_TOO_LARGE),
            ApiError::NotJson => general(&messages::NOT_JSON),
            ApiError::NotFound => general(&messages::NOT_FOUND),
            ApiError::RateLimited { .. } => general(&messages::RATE_LIMITED),
            ApiError::Unavailable(_) => general(&messages::STORAGE_UNAVAILABLE),
            ApiError::Internal(_) => general(&messages::INTERNAL_ERROR),
        }
    }
}

impl From<StorageError> for ApiError {
    fn from(error: StorageError) -> Self {
        if error.is_unavailable() {
            ApiError::Unavailable(error)
        } else {
            ApiError::internal(error)
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        match &self {
            // A cause may quote a value it refused: logged redacted (logs hold no personal data).
            ApiError::Internal(cause) => {
                tracing::error!(error = %redact(&cause.to_string()), "internal error");
            }
            ApiError::Unavailable(cause) => {
                tracing::warn!(error = %redact(&cause.to_string()), "storage unavailable");
            }
            ApiError::Malformed(detail) => {
                tracing::info!(detail = %redact(detail), "malformed request");
            }
            _ => {}
        }
        // The body is in English; `lang::localize` rewrites it in the request's language from the
        // errors kept beside it (their codes are the same in both languages).
        let errors = self.errors();
        let mut response = (
            self.status(),
            axum::Json(ErrorBody {
                errors: errors.clone(),
            }),
        )
            .into_response();
        response.extensions_mut().insert(ErrorList(errors));
        let retry_after_secs = match self {
            ApiError::RateLimited { retry_after_secs } => Some(retry_after_secs),
            ApiError::Unavailable(_) => Some(UNAVAILABLE_RETRY_AFTER.as_secs()),
            _ => None,
        };
        if let Some(seconds) = retry_after_secs {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        response
    }
}

pub type ApiResult<T> = Result<T, ApiError>;

/// The errors of an error answer, kept in its extensions so the language layer can write them
/// again in the request's language.
#[derive(Debug, Clone)]
pub struct ErrorList(pub Vec<FieldError>);
