//! Lead capture: the lead forms of core's inventory, and newsletter subscriptions.

use super::extract::Submission;
use super::lang::RequestLang;
use super::{ApiError, ApiResult, AppState};
use crate::metrics::LeadOutcome as Counted;
use crate::newsletter::{self, SubscribeOutcome};
use axum::Router;
use axum::extract::{DefaultBodyLimit, Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use site_core::constants::FORM_BODY_LIMIT_BYTES;
use site_core::entities::{Envelope, ErrorBody, SubscribeRequest, Subscription};
use site_core::lead_forms::{LeadFormVisitor, LeadRequest, for_each_lead_form};
use site_store::idempotency::{Answer, IdempotencyKey};
use site_store::leads::{self, LeadOutcome, NewLead, created_answer};
use site_store::new_id;

pub fn router() -> Router<AppState> {
    /// One route per lead form of the core inventory, all through [`submit`].
    struct Routes(Router<AppState>);
    impl LeadFormVisitor for Routes {
        fn visit<F: LeadRequest>(&mut self) {
            let routes = std::mem::take(&mut self.0);
            self.0 = routes.route(F::FORM.route, post(submit::<F>));
        }
    }
    let mut routes = Routes(Router::new());
    for_each_lead_form(&mut routes);
    routes
        .0
        .route(
            "/newsletterandeventletters/addemail/{newsletter_id}",
            post(subscribe),
        )
        .layer(DefaultBodyLimit::max(FORM_BODY_LIMIT_BYTES as usize))
}

/// An answer as storage recorded it (and replays it for a repeated key), sent as JSON.
pub(crate) struct Stored(Answer);

impl IntoResponse for Stored {
    fn into_response(self) -> Response {
        let Stored(answer) = self;
        let status =
            StatusCode::from_u16(answer.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        (
            status,
            [(header::CONTENT_TYPE, "application/json")],
            answer.body,
        )
            .into_response()
    }
}

// Any lead form's `POST`: a valid lead is stored with its idempotency claim (a repeat of a key
// replays the first answer, the key with another body or form is a 422); a trapped bot is answered as if it had been, and nothing is stored.
// The lead records the request's language (`lang=fr` from a French page, else Accept-Language):
// the team answers in it, and its consent text is the one that page showed.
// Its API description is written from core's inventory and field rules (`openapi/`).
async fn submit<F: LeadRequest>(
    State(state): State<AppState>,
    RequestLang(lang): RequestLang,
    key: Option<IdempotencyKey>,
    submission: Result<Submission<F>, ApiError>,
) -> ApiResult<Stored> {
    let form = F::FORM.kind;
    let submission = submission.inspect_err(|error| {
        if matches!(error, ApiError::Validation(_)) {
            state.metrics.lead(form.as_str(), Counted::Refused);
        }
    })?;
    let Submission::Valid { request, body } = submission else {
        state.metrics.lead(form.as_str(), Counted::Trapped);
        tracing::info!(
            form = form.as_str(),
            "honeypot filled: answered, not stored"
        );
        return Ok(Stored(created_answer(new_id())));
    };
    let payload = serde_json::to_value(&request).map_err(ApiError::internal)?;
    let lead = NewLead {
        form,
        wants_updates: F::FORM.updates_ticked(|name| payload.get(name)?.as_bool()),
        payload,
        lang,
    };
    let key = key.map(|key| key.for_body(&body));
    let outcome = leads::insert_lead(&state.db, &lead, key.as_ref(), &state.outbox.kinds).await?;
    let LeadOutcome::Answered(answer) = outcome else {
        return Err(ApiError::IdempotencyKeyReused);
    };
    if answer.status == StatusCode::CREATED.as_u16() {
        state.metrics.lead(form.as_str(), Counted::Accepted);
        // Its messages are committed: deliver them now rather than at the next poll.
        state.outbox.wake.notify_one();
    }
    tracing::info!(
        form = form.as_str(),
        status = answer.status,
        "lead answered"
    );
    Ok(Stored(answer))
}

#[utoipa::path(post, path = "/api/newsletterandeventletters/addemail/{newsletter_id}", tag = "leads",
    request_body = SubscribeRequest,
    params(("newsletter_id" = String, Path, description = "the newsletter's `_id`"),
           ("Idempotency-Key" = Option<String>, Header, description = "repeat-safe posting")),
    responses((status = 202, description = "pending: for every valid address, whether new, pending, confirmed or withdrawn (the answer never tells which). A confirmation email is sent unless one was sent to the address within the hour or the subscription is already confirmed", body = inline(Envelope<Subscription>)),
              (status = 404, body = ErrorBody), (status = 422, body = ErrorBody),
              (status = 503, description = "the database cannot take the post now: nothing stored, retry after `Retry-After`", body = ErrorBody)))]
pub(crate) async fn subscribe(
    State(state): State<AppState>,
    RequestLang(lang): RequestLang,
    Path(newsletter_id): Path<String>,
    key: Option<IdempotencyKey>,
    form: Submission<SubscribeRequest>,
) -> ApiResult<Stored> {
    let Submission::Valid { request, body } = form else {
        return Err(ApiError::internal("subscriptions have no honeypot"));
    };
    let email = request.email.as_deref().unwrap_or_default();
    let key = key.map(|key| key.for_body(&body));
    let outcome = newsletter::subscribe(
        &state.db,
        &newsletter_id,
        email,
        lang,
        key.as_ref(),
        &state.links,
    )
    .await?;
    match outcome {
        SubscribeOutcome::Answered { answer, mailed } => {
            if mailed {
                // The confirmation email is committed: send it now rather than at the next poll.
                state.outbox.wake.notify_one();
            }
            Ok(Stored(answer))
        }
        SubscribeOutcome::UnknownNewsletter => Err(ApiError::NotFound),
        SubscribeOutcome::KeyReused => Err(ApiError::IdempotencyKeyReused),
    }
}
