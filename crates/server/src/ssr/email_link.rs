//! The pages an email's link opens (DESIGN §11), working without JavaScript. A GET or HEAD never
//! changes anything (mail gateways fetch links before anyone reads them): it shows the prompt and
//! a form with one button, which POSTs to the same address.
//! `GET /newsletter/confirm?token=` asks; `POST /newsletter/confirm?token=` (the button: any body,
//! never read) confirms that link's request and shows the outcome in words.
//! `GET /newsletter/unsubscribe?token=` asks; `POST /newsletter/unsubscribe?token=` withdraws, both
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
use site_core::i18n::Message;
use site_core::markers::MarkerNode;
use site_core::messages::{
    CONFIRM_BUTTON, CONFIRM_LINK_EXPIRED, CONFIRM_PROMPT, EMAIL_LINK_INVALID,
    SUBSCRIPTION_CONFIRMED, UNSUBSCRIBE_BUTTON, UNSUBSCRIBE_PROMPT, UNSUBSCRIBED,
};
use site_core::pages::{NEWSLETTER_CONFIRM, NEWSLETTER_UNSUBSCRIBE, Page as SitePage};

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
        return render(
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
    render(
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
    render(state, lang, page, status, words.text(lang), None).await
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

/// Whether the (English) `path` opens a link page in any spelling the web app accepts: the
/// inventory's, a trailing slash, other letter case. The token is then in the address bar
/// whichever document the server answers with, so that answer is [`private`] too.
pub fn is_link_address(path: &str) -> bool {
    let is_link = |path: &str| {
        site_core::pages::route(path)
            .is_some_and(|found| found.page.rendering == site_core::pages::Rendering::EmailLink)
    };
    let decoded = percent_encoding::percent_decode_str(path).decode_utf8_lossy();
    [path, &decoded].into_iter().any(|path| {
        let path = match path.trim_end_matches('/') {
            "" => "/",
            trimmed => trimmed,
        };
        is_link(path) || is_link(&path.to_ascii_lowercase())
    })
}

/// The answer kept out of caches and referrers: its address holds the token.
pub fn private(mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    response
}
