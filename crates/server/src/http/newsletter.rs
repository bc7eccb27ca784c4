//! Confirming and withdrawing a newsletter subscription from the web app's pages
//! (docs/decisions/0013-newsletter-double-opt-in.md): `POST /api/newsletter/confirm` and
//! `POST /api/newsletter/unsubscribe`, each with the token of an email's link. Both are
//! idempotent. The same actions without JavaScript are the link pages themselves
//! (`http::email_link`).

use super::extract::JsonBody;
use super::{ApiError, ApiResult, AppState};
use crate::newsletter;
use axum::extract::{DefaultBodyLimit, State};
use axum::routing::post;
use axum::{Json, Router};
use site_core::constants::FORM_BODY_LIMIT_BYTES;
use site_core::entities::{
    EmailLinkRequest, Envelope, ErrorBody, FieldError, Subscription, SubscriptionState,
};
use site_core::i18n::Message;
use site_core::messages::EMAIL_LINK_INVALID;
use utoipa::OpenApi;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/newsletter/confirm", post(confirm))
        .route("/newsletter/unsubscribe", post(unsubscribe))
        .layer(DefaultBodyLimit::max(FORM_BODY_LIMIT_BYTES as usize))
}

#[derive(OpenApi)]
#[openapi(paths(confirm, unsubscribe))]
struct NewsletterApi;

pub fn openapi() -> utoipa::openapi::OpenApi {
    NewsletterApi::openapi()
}

/// The 422 on `token` with `message`.
fn refused(message: &Message) -> ApiError {
    ApiError::Validation(vec![FieldError::new(Some("token"), message)])
}

fn answer(status: SubscriptionState) -> Json<Envelope<Subscription>> {
    Json(Envelope::new(Subscription { status }))
}

/// The token sent, or the 422 of a link that is not valid.
fn token(request: &EmailLinkRequest) -> ApiResult<&str> {
    request
        .token
        .as_deref()
        .map(str::trim)
        .filter(|token| !token.is_empty())
        .ok_or_else(|| refused(&EMAIL_LINK_INVALID))
}

#[utoipa::path(post, path = "/api/newsletter/confirm", tag = "leads",
    request_body = EmailLinkRequest,
    responses((status = 200, description = "confirmed (now, or already)", body = inline(Envelope<Subscription>)),
              (status = 422, description = "the link is not valid, has expired, or its subscription was withdrawn", body = ErrorBody),
              (status = 503, description = "the database cannot take the post now: retry after `Retry-After`", body = ErrorBody)))]
pub(crate) async fn confirm(
    State(state): State<AppState>,
    JsonBody(request): JsonBody<EmailLinkRequest>,
) -> ApiResult<Json<Envelope<Subscription>>> {
    let token = token(&request)?;
    match newsletter::confirm(&state.db, &state.links.key, token).await? {
        Ok(()) => Ok(answer(SubscriptionState::Confirmed)),
        Err(message) => Err(refused(&message)),
    }
}

#[utoipa::path(post, path = "/api/newsletter/unsubscribe", tag = "leads",
    request_body = EmailLinkRequest,
    responses((status = 200, description = "withdrawn: every subscription of the link's address (idempotent)", body = inline(Envelope<Subscription>)),
              (status = 422, description = "the link is not valid, or its subscription no longer exists (erased or purged: nothing was withdrawn)", body = ErrorBody),
              (status = 503, description = "the database cannot take the post now: retry after `Retry-After`", body = ErrorBody)))]
pub(crate) async fn unsubscribe(
    State(state): State<AppState>,
    JsonBody(request): JsonBody<EmailLinkRequest>,
) -> ApiResult<Json<Envelope<Subscription>>> {
    let token = token(&request)?;
    match newsletter::unsubscribe(&state.db, &state.links.key, token).await? {
        Ok(()) => Ok(answer(SubscriptionState::Withdrawn)),
        Err(message) => Err(refused(&message)),
    }
}
