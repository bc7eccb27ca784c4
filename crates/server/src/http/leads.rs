//! Lead capture: the lead forms of core's inventory, and newsletter subscriptions.

use super::extract::Submission;
use super::lang::RequestLang;
use super::{ApiError, ApiResult, AppState};
use crate::metrics::LeadOutcome as Counted;
use crate::newsletter::{self, SubscribeOutcome, Visit};
use axum::Router;
use axum::extract::{DefaultBodyLimit, Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use site_core::constants::FORM_BODY_LIMIT_BYTES;
use site_core::entities::{Created, Envelope, ErrorBody, SubscribeRequest, Subscription};
use site_core::entities::{FunnelStep, NEWSLETTER_FORM};
use site_core::i18n::Lang;
use site_core::lead_forms::{LeadFormVisitor, LeadRequest, Request as _, for_each_lead_form};
use site_store::idempotency::{Answer, IdempotencyKey};
use site_store::leads::{self, Acknowledge, LeadOutcome, NewLead};
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

/// The answer a stored lead gets (201 with its id), also given to a honeypot hit (storing
/// nothing, so a bot cannot tell): storage keeps it with an idempotency key's claim.
pub fn created_answer(id: String) -> Answer {
    Answer::json(StatusCode::CREATED.as_u16(), Created { id })
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
    submission: Submission<F>,
) -> ApiResult<Stored> {
    let form = F::FORM.kind;
    let (mut request, body, client) = match submission {
        Submission::Valid {
            request,
            body,
            client,
        } => (request, body, client),
        Submission::Trap { source } => {
            state.metrics.lead(form.as_str(), Counted::Trapped);
            count_spam(&state, form.as_str(), lang, source.as_deref());
            tracing::info!(
                form = form.as_str(),
                "honeypot filled: answered, not stored"
            );
            return Ok(Stored(created_answer(new_id())));
        }
        Submission::Refused { error, source } => {
            if matches!(error, ApiError::Validation(_)) {
                state.metrics.lead(form.as_str(), Counted::Refused);
            }
            count_refusal(&state, form.as_str(), lang, source.as_deref(), &error);
            return Err(error);
        }
    };
    // The attribution is stored beside the payload: the payload stays the visitor's fields.
    let attribution = request
        .take_attribution()
        .filter(|attribution| !attribution.is_empty());
    let source = state.funnel.source_of(attribution.as_ref());
    let payload = serde_json::to_value(&request).map_err(ApiError::internal)?;
    let acknowledge = acknowledgement(&state, &payload, lang, client).await;
    let person_id = payload
        .get(site_store::people::EMAIL_FIELD)
        .and_then(serde_json::Value::as_str)
        .map(site_store::people::address_key)
        .filter(|key| !key.is_empty())
        .map(|key| state.links.key.person_id(&key));
    let id = new_id();
    let lead = NewLead {
        answer: created_answer(id.clone()),
        id,
        form,
        wants_updates: F::FORM.updates_ticked(|name| payload.get(name)?.as_bool()),
        payload,
        lang,
        attribution: attribution
            .map(|attribution| serde_json::to_value(&attribution))
            .transpose()
            .map_err(ApiError::internal)?,
        source,
        acknowledge,
        person_id,
    };
    let key = key.map(|key| key.for_body(&body));
    let deliveries = state.outbox.routing.deliveries(form, lang, &lead.payload);
    let outcome = leads::insert_lead(&state.db, &lead, key.as_ref(), &deliveries).await?;
    let LeadOutcome::Answered(answer) = outcome else {
        return Err(ApiError::IdempotencyKeyReused);
    };
    if answer.status == StatusCode::CREATED.as_u16() {
        state.metrics.lead(form.as_str(), Counted::Accepted);
        state.metrics.funnel(form.as_str(), FunnelStep::Accepted);
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

/// The acknowledgement a lead may send its visitor (docs/operating.md#answering-leads): none when
/// `--acknowledge off`, when the lead has no address, or when the client is past its cap of
/// emails to visitors; storage then holds one back if the address got one within the hour.
async fn acknowledgement(
    state: &AppState,
    payload: &serde_json::Value,
    lang: Lang,
    client: std::net::IpAddr,
) -> Option<Acknowledge> {
    if !state.config.acknowledge {
        return None;
    }
    let to = payload.get("email")?.as_str()?.trim();
    if to.is_empty() || !crate::http::rate_limit::may_email_visitor(state, client).await {
        return None;
    }
    Some(Acknowledge {
        to: to.to_owned(),
        privacy_url: state.links.privacy_url(lang),
    })
}

/// The funnel's `spam` of a trapped or rate-limited post (docs/operating.md#attribution-and-funnel).
fn count_spam(state: &AppState, form: &'static str, lang: Lang, source: Option<&str>) {
    let source = state.funnel.bounded(source);
    state
        .funnel
        .count(form, lang.as_str(), source, FunnelStep::Spam);
    state.metrics.funnel(form, FunnelStep::Spam);
}

/// The funnel's count of a refused post: `refused` per field and code for a rule's refusal,
/// `spam` for the rate limit; other errors (a body that is not the form) count as neither.
fn count_refusal(
    state: &AppState,
    form: &'static str,
    lang: Lang,
    source: Option<&str>,
    error: &ApiError,
) {
    match error {
        ApiError::Validation(errors) => {
            state.metrics.funnel(form, FunnelStep::Refused);
            let source = state.funnel.bounded(source);
            for failure in errors {
                state.funnel.count_detail(
                    form,
                    lang.as_str(),
                    source.clone(),
                    FunnelStep::Refused,
                    failure.field.clone().unwrap_or_default(),
                    failure.code.clone(),
                );
            }
        }
        ApiError::RateLimited { .. } => count_spam(state, form, lang, source),
        _ => {}
    }
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
    let (mut request, body, client) = match form {
        Submission::Valid {
            request,
            body,
            client,
        } => (request, body, client),
        Submission::Trap { .. } => {
            return Err(ApiError::internal("subscriptions have no honeypot"));
        }
        Submission::Refused { error, source } => {
            count_refusal(&state, NEWSLETTER_FORM, lang, source.as_deref(), &error);
            return Err(error);
        }
    };
    let attribution = request
        .take_attribution()
        .filter(|attribution| !attribution.is_empty());
    let source = state.funnel.source_of(attribution.as_ref());
    let attribution = attribution
        .map(|attribution| serde_json::to_value(&attribution).map(|value| value.to_string()))
        .transpose()
        .map_err(ApiError::internal)?;
    let email = request.email.as_deref().unwrap_or_default();
    let key = key.map(|key| key.for_body(&body));
    let visit = Visit {
        attribution: attribution.as_deref(),
        source: &source,
        may_email: crate::http::rate_limit::may_email_visitor(&state, client).await,
    };
    let outcome = newsletter::subscribe(
        &state.db,
        &newsletter_id,
        email,
        lang,
        visit,
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
