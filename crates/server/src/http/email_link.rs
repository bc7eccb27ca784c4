//! The pages an email's link opens (docs/decisions/0013-newsletter-double-opt-in.md), working
//! without JavaScript. A GET or HEAD never changes anything (mail gateways fetch links before
//! anyone reads them): it shows the prompt and a form with one button, which POSTs to the same
//! address.
//! `GET /newsletter/confirm?token=` asks; `POST /newsletter/confirm?token=` (the button: any body,
//! never read) confirms that link's request and shows the outcome in words.
//! `GET /newsletter/unsubscribe?token=` asks; `POST /newsletter/unsubscribe?token=` withdraws, both
//! for RFC 8058 one-click (`List-Unsubscribe=One-Click`, form-encoded) and for the button (any
//! body: form-encoded or multipart, never read), and shows `UNSUBSCRIBED`.
//!
//! Each answers in English at its address and in French at `/fr` + it: a French
//! subscriber's email links there, and the page's words, its form's address and the outcome are
//! French; a token works at either address.
//!
//! The token is in the address, so these answers are never stored (`no-store`) and never sent
//! on as a referrer (`no-referrer`); the pages are `noindex`; the access log writes no query.
//! Their documents are `ssr::email_link`'s.

use super::AppState;
use crate::newsletter;
use crate::ssr::email_link::{Site, render, unavailable};
use crate::ssr::pages::PostForm;
use axum::Router;
use axum::extract::{Query, State};
use axum::http::{StatusCode, Uri};
use axum::response::Response;
use axum::routing::get;
use site_core::i18n::Lang;
use site_core::i18n::Message;
use site_core::messages::{
    CONFIRM_BUTTON, CONFIRM_LINK_EXPIRED, CONFIRM_PROMPT, EMAIL_LINK_INVALID,
    SUBSCRIPTION_CONFIRMED, UNSUBSCRIBE_BUTTON, UNSUBSCRIBE_PROMPT, UNSUBSCRIBED,
};
use site_core::pages::{NEWSLETTER_CONFIRM, NEWSLETTER_UNSUBSCRIBE, Page as SitePage};
use site_store::StorageError;

/// Both pages at their address in each language; a handler reads its language from the address
/// it was called at.
pub fn router() -> Router<AppState> {
    Lang::ALL.into_iter().fold(Router::new(), |router, lang| {
        router
            .route(
                &lang.path(NEWSLETTER_CONFIRM.path),
                get(confirm_prompt).post(confirm),
            )
            .route(
                &lang.path(NEWSLETTER_UNSUBSCRIBE.path),
                get(unsubscribe_prompt).post(unsubscribe),
            )
    })
}

/// The language of the address a page was asked at.
fn lang_of(uri: &Uri) -> Lang {
    Lang::split_path(uri.path()).0
}

/// `?token=`: absent, or a query that does not decode, is no token (an invalid link).
#[derive(Debug, serde::Deserialize)]
struct TokenQuery {
    token: Option<String>,
}

fn token(query: Result<Query<TokenQuery>, impl std::fmt::Debug>) -> String {
    query
        .ok()
        .and_then(|Query(query)| query.token)
        .unwrap_or_default()
}

async fn confirm_prompt(
    State(state): State<AppState>,
    uri: Uri,
    query: Result<Query<TokenQuery>, axum::extract::rejection::QueryRejection>,
) -> Response {
    let lang = lang_of(&uri);
    let token = token(query);
    let refusal = match newsletter::confirm_token_is_current(&state.links.key, &token) {
        Ok(()) => None,
        Err(newsletter::token::TokenError::Expired) => Some(CONFIRM_LINK_EXPIRED),
        Err(newsletter::token::TokenError::Invalid) => Some(EMAIL_LINK_INVALID),
    };
    prompt(
        &state,
        lang,
        &NEWSLETTER_CONFIRM,
        &token,
        refusal,
        (CONFIRM_PROMPT, CONFIRM_BUTTON),
    )
    .await
}

async fn confirm(
    State(state): State<AppState>,
    uri: Uri,
    query: Result<Query<TokenQuery>, axum::extract::rejection::QueryRejection>,
) -> Response {
    let done = newsletter::confirm(&state.db, &state.links.key, &token(query)).await;
    let lang = lang_of(&uri);
    outcome(
        &state,
        lang,
        &NEWSLETTER_CONFIRM,
        done,
        SUBSCRIPTION_CONFIRMED,
    )
    .await
}

/// A link page's GET: the page's `prompt` and a form whose one `button` POSTs to the page's own
/// address (so the outcome is in the same language), or the `refusal`'s words when the link is
/// not good.
async fn prompt(
    state: &AppState,
    lang: Lang,
    page: &SitePage,
    token: &str,
    refusal: Option<Message>,
    (prompt, button): (Message, Message),
) -> Response {
    if let Some(refusal) = refusal {
        return render_in(
            state,
            lang,
            page,
            StatusCode::BAD_REQUEST,
            refusal.text(lang),
            None,
        )
        .await;
    }
    let form = PostForm {
        // A genuine token is URL-safe base64 and dots: it needs no escaping in a query.
        action: format!("{}?token={token}", lang.path(page.path)),
        button: button.text(lang).to_owned(),
    };
    render_in(
        state,
        lang,
        page,
        StatusCode::OK,
        prompt.text(lang),
        Some(form),
    )
    .await
}

async fn unsubscribe_prompt(
    State(state): State<AppState>,
    uri: Uri,
    query: Result<Query<TokenQuery>, axum::extract::rejection::QueryRejection>,
) -> Response {
    let lang = lang_of(&uri);
    let token = token(query);
    let refusal = (!newsletter::unsubscribe_token_is_valid(&state.links.key, &token))
        .then_some(EMAIL_LINK_INVALID);
    prompt(
        &state,
        lang,
        &NEWSLETTER_UNSUBSCRIBE,
        &token,
        refusal,
        (UNSUBSCRIBE_PROMPT, UNSUBSCRIBE_BUTTON),
    )
    .await
}

async fn unsubscribe(
    State(state): State<AppState>,
    uri: Uri,
    query: Result<Query<TokenQuery>, axum::extract::rejection::QueryRejection>,
) -> Response {
    let done = newsletter::unsubscribe(&state.db, &state.links.key, &token(query)).await;
    let lang = lang_of(&uri);
    outcome(&state, lang, &NEWSLETTER_UNSUBSCRIBE, done, UNSUBSCRIBED).await
}

/// A link page's POST: what its action did, in words (`success`, or why not), or a 503 when the
/// database did not answer.
async fn outcome(
    state: &AppState,
    lang: Lang,
    page: &SitePage,
    done: Result<Result<(), Message>, StorageError>,
    success: Message,
) -> Response {
    let (status, words) = match done {
        Ok(Ok(())) => (StatusCode::OK, success),
        Ok(Err(message)) => (StatusCode::BAD_REQUEST, message),
        Err(error) => return unavailable(&error),
    };
    render_in(state, lang, page, status, words.text(lang), None).await
}

/// [`render`] with the server's database, build and origin.
async fn render_in(
    state: &AppState,
    lang: Lang,
    page: &SitePage,
    status: StatusCode,
    words: &str,
    form: Option<PostForm>,
) -> Response {
    let site = Site {
        db: &state.db,
        build: state.web.as_deref(),
        origin: &state.config.public_url,
    };
    render(site, lang, page, status, words, form).await
}
