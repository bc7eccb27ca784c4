//! The pages an email's link opens (DESIGN §11), working without JavaScript:
//! `GET /newsletter/confirm?token=` confirms, then shows the outcome in words;
//! `GET /newsletter/unsubscribe?token=` shows the prompt and a form with one button (a GET never
//! withdraws: mail scanners follow links); `POST /newsletter/unsubscribe?token=` withdraws, both
//! for RFC 8058 one-click (`List-Unsubscribe=One-Click`, form-encoded) and for the button (any
//! body: form-encoded or multipart, never read), and shows `UNSUBSCRIBED`.
//!
//! Each answers in English at its address and in French at `/fr` + it (DESIGN §9): a French
//! subscriber's email links there, and the page's words, its form's address and the outcome are
//! French; a token works at either address.
//!
//! The token is in the address, so these answers are never stored (`no-store`) and never sent
//! on as a referrer (`no-referrer`); the pages are `noindex`; the access log writes no query.

use super::pages::{self, PostForm};
use super::{document, html_response};
use crate::http::AppState;
use crate::newsletter;
use crate::storage::StorageError;
use axum::Router;
use axum::extract::{Query, State};
use axum::http::{HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use site_core::i18n::Lang;
use site_core::markers::MarkerNode;
use site_core::messages::{
    EMAIL_LINK_INVALID, SUBSCRIPTION_CONFIRMED, UNSUBSCRIBE_BUTTON, UNSUBSCRIBE_PROMPT,
    UNSUBSCRIBED,
};
use site_core::pages::{NEWSLETTER_CONFIRM, NEWSLETTER_UNSUBSCRIBE, Page as SitePage};

/// Both pages at their address in each language; a handler reads its language from the address
/// it was called at.
pub fn router() -> Router<AppState> {
    Lang::ALL.into_iter().fold(Router::new(), |router, lang| {
        router
            .route(&lang.path(NEWSLETTER_CONFIRM.path), get(confirm))
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

async fn confirm(
    State(state): State<AppState>,
    uri: Uri,
    query: Result<Query<TokenQuery>, axum::extract::rejection::QueryRejection>,
) -> Response {
    let lang = lang_of(&uri);
    let token = token(query);
    let outcome = newsletter::confirm(&state.db, &state.links.key, &token).await;
    let (status, words) = match outcome {
        Ok(Ok(())) => (StatusCode::OK, SUBSCRIPTION_CONFIRMED),
        Ok(Err(message)) => (StatusCode::BAD_REQUEST, message),
        Err(error) => return unavailable(&error),
    };
    render(
        &state,
        lang,
        &NEWSLETTER_CONFIRM,
        status,
        words.text(lang),
        None,
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
    if !newsletter::unsubscribe_token_is_valid(&state.links.key, &token) {
        return render(
            &state,
            lang,
            &NEWSLETTER_UNSUBSCRIBE,
            StatusCode::BAD_REQUEST,
            EMAIL_LINK_INVALID.text(lang),
            None,
        )
        .await;
    }
    let form = PostForm {
        // The token is URL-safe base64 and dots: it needs no escaping in a query. The button
        // posts to the page's own address, so the outcome is in the same language.
        action: format!("{}?token={token}", lang.path(NEWSLETTER_UNSUBSCRIBE.path)),
        button: UNSUBSCRIBE_BUTTON.text(lang).to_owned(),
    };
    render(
        &state,
        lang,
        &NEWSLETTER_UNSUBSCRIBE,
        StatusCode::OK,
        UNSUBSCRIBE_PROMPT.text(lang),
        Some(form),
    )
    .await
}

async fn unsubscribe(
    State(state): State<AppState>,
    uri: Uri,
    query: Result<Query<TokenQuery>, axum::extract::rejection::QueryRejection>,
) -> Response {
    let lang = lang_of(&uri);
    let token = token(query);
    let (status, words) = match newsletter::unsubscribe(&state.db, &state.links.key, &token).await {
        Ok(Ok(())) => (StatusCode::OK, UNSUBSCRIBED),
        Ok(Err(message)) => (StatusCode::BAD_REQUEST, message),
        Err(error) => return unavailable(&error),
    };
    render(
        &state,
        lang,
        &NEWSLETTER_UNSUBSCRIBE,
        status,
        words.text(lang),
        None,
    )
    .await
}

/// The page's document in `lang` with `words` as its text (and `form`), never stored nor
/// referred.
async fn render(
    state: &AppState,
    lang: Lang,
    page: &SitePage,
    status: StatusCode,
    words: &str,
    form: Option<PostForm>,
) -> Response {
    let Some(build) = state.web.as_ref() else {
        return private((StatusCode::SERVICE_UNAVAILABLE, words.to_owned()).into_response());
    };
    let mut document_page = match pages::resolve(&state.db, lang, page.path).await {
        Ok(resolved) => resolved,
        Err(error) => return unavailable(&error),
    };
    document_page.status = status;
    document_page.text = vec![MarkerNode::Paragraph {
        style: None,
        children: vec![MarkerNode::Text {
            text: words.to_owned(),
        }],
    }];
    document_page.form = form;
    let html = document::render(
        &document_page,
        &build.assets,
        None,
        &state.config.public_url,
    );
    private(html_response(status, lang, html))
}

fn unavailable(error: &StorageError) -> Response {
    // A storage error may quote a value: logged redacted, like every other (DESIGN §11).
    tracing::error!(error = %crate::redact::redact(&error.to_string()), "email link: the database did not answer");
    private(StatusCode::SERVICE_UNAVAILABLE.into_response())
}

/// The answer kept out of caches and referrers: its address holds the token.
fn private(mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    response
}
