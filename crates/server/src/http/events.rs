//! `POST /api/events`: the app's funnel beacons (docs/operating.md#attribution-and-funnel), `{"form", "step", "lang",
//! "source"}` sent with `navigator.sendBeacon`, answered 204 and counted in memory
//! (`crate::funnel`). Nothing about the visitor is kept: no address, agent or identifier.
//!
//! A beacon costs almost nothing: no database work on its path (the counts are flushed every
//! few seconds), and its own in-memory limit per client, so beacons never spend the tokens of
//! the client's form posts, and a flood of them is refused like a flood of posts.

use super::extract::read_json;
use super::{ApiError, AppState};
use crate::http::client_addr::ClientKey;
use axum::Router;
use axum::extract::{DefaultBodyLimit, Request, State};
use axum::http::StatusCode;
use axum::routing::post;
use site_core::entities::{FUNNEL_FORMS, FieldError, FunnelEvent, FunnelStep};
use site_core::validation::funnel_event;
use std::time::Instant;

/// The largest beacon body: four short fields.
const EVENT_BODY_LIMIT_BYTES: usize = 1024;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/events", post(event))
        .layer(DefaultBodyLimit::max(EVENT_BODY_LIMIT_BYTES))
}

#[utoipa::path(post, path = "/api/events", tag = "funnel",
    request_body = FunnelEvent,
    responses((status = 204, description = "counted (in memory, written within seconds)"),
              (status = 400, body = site_core::entities::ErrorBody),
              (status = 413, body = site_core::entities::ErrorBody),
              (status = 415, body = site_core::entities::ErrorBody),
              (status = 422, body = site_core::entities::ErrorBody),
              (status = 429, description = "too many beacons from this client: wait `Retry-After` seconds", body = site_core::entities::ErrorBody)))]
pub(crate) async fn event(
    State(state): State<AppState>,
    request: Request,
) -> Result<StatusCode, ApiError> {
    let (event, _, client): (FunnelEvent, _, _) = read_json(request, &state).await?;
    if let Err(retry_after_secs) = state
        .event_limiter
        .take(ClientKey::of(client), Instant::now())
    {
        return Err(ApiError::RateLimited { retry_after_secs });
    }
    let mut errors: Vec<FieldError> = Vec::new();
    funnel_event(&event, &mut errors);
    if !errors.is_empty() {
        return Err(ApiError::Validation(errors));
    }
    // The rules accepted each value: find the static names they match.
    let form = FUNNEL_FORMS
        .iter()
        .copied()
        .find(|name| Some(*name) == event.form.as_deref())
        .unwrap_or_default();
    let Some(step) = event.step.as_deref().and_then(FunnelStep::parse) else {
        return Err(ApiError::internal(
            "a beacon's step passed the rules unnamed",
        ));
    };
    let lang = if event.lang.as_deref() == Some("fr") {
        "fr"
    } else {
        "en"
    };
    let source = state.funnel.bounded(event.source.as_deref());
    state.funnel.count(form, lang, source, step);
    state.metrics.funnel(form, step);
    Ok(StatusCode::NO_CONTENT)
}
