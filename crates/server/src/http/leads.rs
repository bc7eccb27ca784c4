//! Lead capture: the four forms and newsletter subscriptions.

use super::extract::Submission;
use super::{ApiError, ApiResult, AppState, rate_limit};
use crate::storage::leads::{
    self, Answer, FormKind, IdempotencyKey, NewLead, SubscribeOutcome, created_answer, new_id,
};
use axum::Router;
use axum::extract::{DefaultBodyLimit, Path, State};
use axum::http::{StatusCode, header};
use axum::middleware;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use serde::Serialize;
use site_core::constants::FORM_BODY_LIMIT_BYTES;
use site_core::entities::{
    AdvisoryRequest, ContactRequest, HelpRequest, LoanRequest, SubscribeRequest,
};

pub fn router(state: &AppState) -> Router<AppState> {
    Router::new()
        .route("/user", post(contact))
        .route("/help", post(help))
        .route("/form/advisory-service", post(advisory))
        .route("/form/business-loan", post(loan))
        .route(
            "/newsletterandeventletters/addemail/{newsletter_id}",
            post(subscribe),
        )
        .layer(DefaultBodyLimit::max(FORM_BODY_LIMIT_BYTES as usize))
        .route_layer(middleware::from_fn_with_state(
            state.clone(),
            rate_limit::limit_posts,
        ))
}

impl IntoResponse for Answer {
    fn into_response(self) -> Response {
        let status = StatusCode::from_u16(self.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        (
            status,
            [(header::CONTENT_TYPE, "application/json")],
            self.body,
        )
            .into_response()
    }
}

/// Stores a valid lead (or answers a trapped bot as if it had), replaying repeats of a key.
async fn store<T: Serialize>(
    state: &AppState,
    form: FormKind,
    submission: Submission<T>,
    key: Option<IdempotencyKey>,
    wants_updates: impl FnOnce(&T) -> Option<bool>,
) -> ApiResult<Answer> {
    let Submission::Valid(request) = submission else {
        tracing::info!(
            form = form.as_str(),
            "honeypot filled: answered, not stored"
        );
        return Ok(created_answer(new_id()));
    };
    let lead = NewLead {
        form,
        wants_updates: wants_updates(&request).unwrap_or(false),
        payload: serde_json::to_value(&request).map_err(ApiError::internal)?,
    };
    let answer = leads::insert_lead(&state.db, &lead, key.as_ref()).await?;
    tracing::info!(
        form = form.as_str(),
        status = answer.status,
        "lead answered"
    );
    Ok(answer)
}

#[utoipa::path(post, path = "/api/user", tag = "leads", request_body = ContactRequest,
    params(("Idempotency-Key" = Option<String>, Header, description = "repeat-safe posting")),
    responses((status = 201, body = inline(site_core::entities::Envelope<site_core::entities::Created>)),
              (status = 422, body = site_core::entities::ErrorBody), (status = 400), (status = 413), (status = 415), (status = 429),
              (status = 503, description = "the database cannot take the post now: nothing stored, retry after `Retry-After`", body = site_core::entities::ErrorBody)))]
pub(crate) async fn contact(
    State(state): State<AppState>,
    key: Option<IdempotencyKey>,
    form: Submission<ContactRequest>,
) -> ApiResult<Answer> {
    store(&state, FormKind::Contact, form, key, |r| r.want_updates).await
}

#[utoipa::path(post, path = "/api/help", tag = "leads", request_body = HelpRequest,
    params(("Idempotency-Key" = Option<String>, Header, description = "repeat-safe posting")),
    responses((status = 201, body = inline(site_core::entities::Envelope<site_core::entities::Created>)),
              (status = 422, body = site_core::entities::ErrorBody), (status = 400), (status = 413), (status = 415), (status = 429),
              (status = 503, description = "the database cannot take the post now: nothing stored, retry after `Retry-After`", body = site_core::entities::ErrorBody)))]
pub(crate) async fn help(
    State(state): State<AppState>,
    key: Option<IdempotencyKey>,
    form: Submission<HelpRequest>,
) -> ApiResult<Answer> {
    store(&state, FormKind::Help, form, key, |_| None).await
}

#[utoipa::path(post, path = "/api/form/advisory-service", tag = "leads", request_body = AdvisoryRequest,
    params(("Idempotency-Key" = Option<String>, Header, description = "repeat-safe posting")),
    responses((status = 201, body = inline(site_core::entities::Envelope<site_core::entities::Created>)),
              (status = 422, body = site_core::entities::ErrorBody), (status = 400), (status = 413), (status = 415), (status = 429),
              (status = 503, description = "the database cannot take the post now: nothing stored, retry after `Retry-After`", body = site_core::entities::ErrorBody)))]
pub(crate) async fn advisory(
    State(state): State<AppState>,
    key: Option<IdempotencyKey>,
    form: Submission<AdvisoryRequest>,
) -> ApiResult<Answer> {
    store(&state, FormKind::Advisory, form, key, |r| r.wants_updates).await
}

#[utoipa::path(post, path = "/api/form/business-loan", tag = "leads", request_body = LoanRequest,
    params(("Idempotency-Key" = Option<String>, Header, description = "repeat-safe posting")),
    responses((status = 201, body = inline(site_core::entities::Envelope<site_core::entities::Created>)),
              (status = 422, body = site_core::entities::ErrorBody), (status = 400), (status = 413), (status = 415), (status = 429),
              (status = 503, description = "the database cannot take the post now: nothing stored, retry after `Retry-After`", body = site_core::entities::ErrorBody)))]
pub(crate) async fn loan(
    State(state): State<AppState>,
    key: Option<IdempotencyKey>,
    form: Submission<LoanRequest>,
) -> ApiResult<Answer> {
    store(&state, FormKind::Loan, form, key, |r| r.wants_updates).await
}

#[utoipa::path(post, path = "/api/newsletterandeventletters/addemail/{newsletter_id}", tag = "leads",
    request_body = SubscribeRequest,
    params(("newsletter_id" = String, Path, description = "the newsletter's `_id`"),
           ("Idempotency-Key" = Option<String>, Header, description = "repeat-safe posting")),
    responses((status = 201, description = "subscribed", body = inline(site_core::entities::Envelope<site_core::entities::Subscribed>)),
              (status = 200, description = "already subscribed: nothing new stored", body = inline(site_core::entities::Envelope<site_core::entities::Subscribed>)),
              (status = 404, body = site_core::entities::ErrorBody), (status = 422, body = site_core::entities::ErrorBody),
              (status = 503, description = "the database cannot take the post now: nothing stored, retry after `Retry-After`", body = site_core::entities::ErrorBody)))]
pub(crate) async fn subscribe(
    State(state): State<AppState>,
    Path(newsletter_id): Path<String>,
    key: Option<IdempotencyKey>,
    form: Submission<SubscribeRequest>,
) -> ApiResult<Answer> {
    let Submission::Valid(request) = form else {
        return Err(ApiError::internal("subscriptions have no honeypot"));
    };
    let email = request.email.as_deref().unwrap_or_default();
    match leads::subscribe(&state.db, &newsletter_id, email, key.as_ref()).await? {
        SubscribeOutcome::Answered(answer) => Ok(answer),
        SubscribeOutcome::UnknownNewsletter => Err(ApiError::NotFound),
    }
}
