//! Extractors whose rejection is the API error, so a bad body and a failed rule answer in the
//! same JSON shape.

use super::client_addr::client_ip;
use super::rate_limit::spend_token;
use super::{ApiError, AppState};
use axum::body::Bytes;
use axum::extract::{
    ConnectInfo, FromRequest, FromRequestParts, OptionalFromRequestParts, Request,
};
use axum::http::header::CONTENT_TYPE;
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use site_core::entities::Attribution;
use site_core::lead_forms::Request as FormRequest;
use site_core::messages;
use site_core::validation::{RuleContext, ServiceCatalog, is_host, is_tag, report_errors};
use site_store::idempotency::IdempotencyKey;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};

/// A form body: decoded, then counted against the client's rate limit, then checked by the core
/// rule chain with its context (the service catalog, read from the database, for the chains that
/// need it). A body whose honeypot field is filled is a `Trap`: it gets a normal-looking answer
/// and is never stored. A valid one comes with its raw bytes, which an `Idempotency-Key` is
/// bound to. A body refused by its rules or by the rate limit is `Refused`, with the error to
/// answer; those and traps keep the visit's source, for the funnel's counts (docs/operating.md#attribution-and-funnel).
#[derive(Debug)]
pub enum Submission<T> {
    Valid {
        request: T,
        body: Bytes,
        /// Who sent it (behind `--trusted-proxies`, the address the proxies recorded).
        client: IpAddr,
    },
    Trap {
        source: Option<String>,
    },
    Refused {
        error: ApiError,
        source: Option<String>,
    },
}

impl<T> FromRequest<AppState> for Submission<T>
where
    T: FormRequest + Send,
{
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &AppState) -> Result<Self, ApiError> {
        let (value, body, client): (T, Bytes, IpAddr) = read_json(request, state).await?;
        let source = funnel_source(value.attribution());
        // Only a post that decoded as its form spends a token: garbage sent with someone else's
        // forwarded address (or from a shared proxy) cannot drain the quota of real visitors.
        if let Err(error) = spend_token(state, client).await {
            return Ok(Submission::Refused { error, source });
        }
        if value.honeypot().is_some_and(|text| !text.trim().is_empty()) {
            return Ok(Submission::Trap { source });
        }
        let catalog = if <T::Context as RuleContext>::NEEDS_CATALOG {
            site_store::content::service_catalog(&state.db).await?
        } else {
            ServiceCatalog::default()
        };
        match value.validate_with(T::Context::from_catalog(&catalog)) {
            Ok(()) => Ok(Submission::Valid {
                request: value,
                body,
                client,
            }),
            Err(report) => Ok(Submission::Refused {
                error: ApiError::Validation(report_errors(&report)),
                source,
            }),
        }
    }
}

/// The funnel's source of a body's attribution when the rules accept it as one (a refused
/// body's may not be), else none (direct).
fn funnel_source(attribution: Option<&Attribution>) -> Option<String> {
    attribution
        .and_then(Attribution::source)
        .filter(|source| is_tag(source) || is_host(source))
        .map(str::to_owned)
}

/// A JSON body with no rule chain of core's (the token of an email's link): decoded and counted
/// against the client's rate limit like a form, with the same errors.
#[derive(Debug)]
pub struct JsonBody<T>(pub T);

impl<T> FromRequest<AppState> for JsonBody<T>
where
    T: serde::de::DeserializeOwned + Send,
{
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &AppState) -> Result<Self, ApiError> {
        let (value, _) = decode(request, state).await?;
        Ok(JsonBody(value))
    }
}

/// A JSON body decoded as `T`, then a token of the client's rate limit spent; with its bytes.
async fn decode<T: serde::de::DeserializeOwned>(
    request: Request,
    state: &AppState,
) -> Result<(T, Bytes), ApiError> {
    let (value, body, client) = read_json(request, state).await?;
    // Only a post that decoded as its form spends a token: garbage sent with someone else's
    // forwarded address (or from a shared proxy) cannot drain the quota of real visitors.
    spend_token(state, client).await?;
    Ok((value, body))
}

/// A JSON body decoded as `T`, with its bytes and the client that sent it (no token spent).
pub(crate) async fn read_json<T: serde::de::DeserializeOwned>(
    request: Request,
    state: &AppState,
) -> Result<(T, Bytes, IpAddr), ApiError> {
    if !is_json(request.headers()) {
        return Err(ApiError::NotJson);
    }
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |info| info.0.ip());
    let client = client_ip(peer, request.headers(), &state.config.trusted_proxies);
    let body = Bytes::from_request(request, state)
        .await
        .map_err(|rejection| {
            if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
                ApiError::TooLarge
            } else {
                ApiError::Malformed(rejection.body_text())
            }
        })?;
    let value: T = serde_json::from_slice(&body).map_err(|error| {
        // serde's own message quotes the value it refused, which may be what a visitor
        // typed: the log gets only the kind of error and where.
        ApiError::Malformed(format!(
            "{:?} error at line {} column {}",
            error.classify(),
            error.line(),
            error.column()
        ))
    })?;
    Ok((value, body, client))
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

/// The `Idempotency-Key` request header of the IETF idempotency-key draft: 1 to 200 visible
/// ASCII characters, sent bare or as a structured-field string (`"..."`, the draft's form; the
/// quotes are not part of the key). A key stands for one request: sent again with the same body
/// to the same route it replays the first answer and stores nothing; with another body or to
/// another route it is refused (422) and stores nothing; it is forgotten after 24 hours.
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
/// characters; `None` when it is not one (the API document's pattern says the same). Sent as a
/// structured-field string (`"..."`, the draft's form), the key is what the quotes enclose.
pub(crate) fn idempotency_key(value: &HeaderValue) -> Option<&str> {
    let key = value.to_str().ok()?.trim();
    if key.is_empty() || key.len() > IDEMPOTENCY_KEY_MAX_BYTES {
        return None;
    }
    let quoted = key
        .strip_prefix('"')
        .and_then(|inner| inner.strip_suffix('"'))
        .filter(|inner| !inner.is_empty());
    Some(quoted.unwrap_or(key))
}
