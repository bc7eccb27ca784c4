//! The documents of the pages an email's link opens
//! (docs/decisions/0013-newsletter-double-opt-in.md; their routes are `http::email_link`): the
//! page's own text replaced by the prompt or the outcome, and every answer whose address may hold a
//! token kept out of caches and referrers.

use super::pages::{self, PostForm};
use super::{Build, document, html_response};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use site_core::i18n::Lang;
use site_core::markers::MarkerNode;
use site_core::pages::Page as SitePage;
use site_store::{Db, StorageError};

/// What a link page's document is built from: the database, the web build (none: a bare 503)
/// and the public origin.
#[derive(Debug, Clone, Copy)]
pub struct Site<'a> {
    pub db: &'a Db,
    pub build: Option<&'a Build>,
    pub origin: &'a str,
}

/// The page's document in `lang` with `words` as its text (and `form`), never stored nor
/// referred.
pub async fn render(
    site: Site<'_>,
    lang: Lang,
    page: &SitePage,
    status: StatusCode,
    words: &str,
    form: Option<PostForm>,
) -> Response {
    let Site { db, build, origin } = site;
    let Some(build) = build else {
        return private((StatusCode::SERVICE_UNAVAILABLE, words.to_owned()).into_response());
    };
    let mut document_page = match pages::resolve(db, lang, page.path).await {
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
    let html = document::render(&document_page, &build.assets, None, origin);
    private(html_response(status, lang, html))
}

/// The database did not answer: a 503, never stored either.
pub fn unavailable(error: &StorageError) -> Response {
    // A storage error may quote a value: logged redacted, like every other (no personal data in
    // a log line).
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
