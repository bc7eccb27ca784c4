//! Server-side rendering: every page route answers an HTML document rendered with leptos (see
//! [`document`]) carrying the page's title, description, canonical address, link-preview tags,
//! structured data and main text, so crawlers, link unfurlers and visitors without JavaScript read
//! the page; the web app then takes over. Every page answers in English at its address and in
//! French at `/fr` + that address (docs/decisions/0008-a-french-twin-for-every-page.md); the
//! address alone decides the language, never the browser's. Also the sitemap.

pub mod assets;
mod document;
pub mod email_link;
mod json_ld;
mod lead_image;
pub mod markers;
pub mod pages;
pub mod prerendered;
pub mod sitemap;
mod words;

use assets::{Assets, Manifest};
use axum::http::{HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use prerendered::Prerendered;
use site_core::i18n::Lang;
use site_store::Db;

/// What every page's document is built with, read once from the web build at startup.
#[derive(Debug, Clone)]
pub struct Build {
    pub assets: Assets,
    pub prerendered: Prerendered,
    /// When the web app was built (its manifest's modification time), `YYYY-MM-DD`: the date
    /// of the app's own pages in the sitemap.
    pub built: Option<String>,
}

impl Build {
    /// Reads the web build in `dist` (Vite's manifest and the prerendered pages).
    pub fn load(dist: &std::path::Path) -> Result<Self, String> {
        let manifest = Manifest::load(dist)?;
        let mut assets = manifest
            .entry()
            .map_err(|error| format!("{}: {error}", dist.join(assets::MANIFEST).display()))?;
        assets.css = assets::read_styles(dist, &assets.styles)?;
        let prerendered = Prerendered::load(dist, &manifest, &assets)?;
        Ok(Self {
            assets,
            prerendered,
            built: build_date(dist),
        })
    }
}

/// When the web app was built (its manifest's modification time), `YYYY-MM-DD`.
fn build_date(dist: &std::path::Path) -> Option<String> {
    let modified = std::fs::metadata(dist.join(assets::MANIFEST))
        .and_then(|meta| meta.modified())
        .ok()?;
    let at = time::OffsetDateTime::from(modified);
    let format = time::macros::format_description!("[year]-[month]-[day]");
    at.format(&format).ok()
}

/// The document for the page at `uri`'s path (`/fr/...`: the French version of the page at
/// `...`). A database that does not answer still gives the app (with a 503), so a visitor with
/// JavaScript gets the site as soon as it is back. A GET or HEAD of an address the inventory
/// spells otherwise ([`site_core::pages::respelled`]: `/contact/confidentiality`, `/FR/about`)
/// is answered a 301 to its spelling, query kept, so a page has one address.
pub async fn page(db: &Db, build: &Build, origin: &str, method: &Method, uri: &Uri) -> Response {
    let path = uri.path();
    let (lang, english) = Lang::split_path(path);
    if matches!(*method, Method::GET | Method::HEAD)
        && let Some(response) = respelled(uri)
    {
        // The same path and query on the same origin: a link page's token goes nowhere it was
        // not, and the answer holding it is kept out of caches and referrers as the page is.
        return if email_link::is_link_address(english) {
            email_link::private(response)
        } else {
            response
        };
    }
    let (page, status) = match pages::resolve(db, lang, english).await {
        Ok(page) => {
            let status = page.status;
            (page, status)
        }
        Err(error) => {
            tracing::error!(%error, "page: the database did not answer");
            let mut page = pages::Page::not_found(lang, english);
            page.heading = words::UNAVAILABLE.get(lang).to_owned();
            (page, StatusCode::SERVICE_UNAVAILABLE)
        }
    };
    // The build prerenders each language's version under its own address; a French page it
    // did not prerender reads its description rather than the English text.
    let prerendered = (status == StatusCode::OK)
        .then(|| build.prerendered.get(&page.address()))
        .flatten();
    let html = document::render(&page, &build.assets, prerendered, origin);
    let response = html_response(status, lang, html);
    if email_link::is_link_address(english) {
        email_link::private(response)
    } else {
        response
    }
}

/// A 301 to the inventory's spelling of `uri`'s path, its query kept; `None` when no page
/// serves it or it is so spelled already.
fn respelled(uri: &Uri) -> Option<Response> {
    let spelled = site_core::pages::respelled(uri.path())?;
    // Every route starts with a fixed segment: the spelling is a path on this origin, never
    // `//host`.
    if spelled.starts_with("//") {
        return None;
    }
    let location = match uri.query() {
        Some(query) => format!("{spelled}?{query}"),
        None => spelled,
    };
    let location = HeaderValue::try_from(location).ok()?;
    Some(
        (
            StatusCode::MOVED_PERMANENTLY,
            [
                (header::LOCATION, location),
                // A 301 without a lifetime is kept by browsers and proxies for as long as they
                // like; the spelling is the binary's inventory, so a day bounds how long a move
                // outlives a release that changes it (a link page's move is `no-store` instead).
                (
                    header::CACHE_CONTROL,
                    HeaderValue::from_static(MOVE_CACHE_CONTROL),
                ),
            ],
        )
            .into_response(),
    )
}

/// The lifetime of a 301 to the inventory's spelling.
const MOVE_CACHE_CONTROL: &str = "public, max-age=86400";

/// A rendered document as an answer in `lang`, always revalidated.
fn html_response(status: StatusCode, lang: Lang, html: String) -> Response {
    (
        status,
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/html; charset=utf-8"),
            ),
            // Pages follow the content: always revalidated (the assets they link are immutable).
            (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
            (
                header::CONTENT_LANGUAGE,
                HeaderValue::from_static(lang.tag()),
            ),
        ],
        html,
    )
        .into_response()
}
