//! Hosting the built web app and the media: files of the build as they are (hashed assets cached
//! for good), every other path a server-rendered page (`crate::ssr`, so deep links work and read
//! without JavaScript, never cached), media cached for a month; `/sitemap.xml` and `/robots.txt`.

use super::AppState;
use super::representation::Representation;
use crate::ssr;
use axum::Router;
use axum::extract::{Request, State};
use axum::handler::Handler;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use percent_encoding::percent_decode_str;
use std::sync::Arc;
use tower::ServiceExt;
use tower_http::services::ServeDir;

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const MEDIA: &str = "public, max-age=2592000";
const REVALIDATE: &str = "no-cache";

pub fn router(state: &AppState) -> Router<AppState> {
    let config = &state.config;
    // Served from the content folder with the address unchanged (`/media/x` is
    // `content/media/x`), not nested: a nested file service sees `/x` and would redirect the
    // folder `/media/videos` to `/videos/`.
    let media = Router::new()
        .route_service("/media/{*path}", ServeDir::new(&config.content_dir))
        .layer(middleware::from_fn(|request, next| {
            cache(request, next, MEDIA)
        }));
    let site = Router::new()
        .merge(media)
        .route("/robots.txt", get(robots))
        .route("/sitemap.xml", get(sitemap));
    let Some(build) = state.web.clone() else {
        return site.fallback(|| async { not_built() });
    };
    // A page answered 200 carries its `ETag` and is answered 304 when the client has it: the
    // page is still rendered (it follows the content), but not sent again.
    let page =
        move |State(state): State<AppState>, method: Method, uri: Uri, headers: HeaderMap| {
            let build = Arc::clone(&build);
            async move {
                let page =
                    ssr::page(&state.db, &build, &state.config.public_url, &method, &uri).await;
                conditional(&method, &headers, page).await
            }
        };
    // `cargo xtask build` writes `.br` and `.gz` siblings at the best levels: send those. A
    // folder is a page, not its `index.html`.
    let files = ServeDir::new(&config.web_dist)
        .precompressed_br()
        .precompressed_gzip()
        .append_index_html_on_directories(false)
        .fallback(page.clone().with_state(state.clone()));
    // The build's own files (`.vite/manifest.json`, `.vite/prerender.json`) are read by the
    // server, never served: an address with a hidden segment is a page (a 404).
    let app = move |State(state): State<AppState>, request: Request| {
        let (files, page) = (files.clone(), page.clone());
        async move {
            if hidden(request.uri().path()) {
                let (parts, _) = request.into_parts();
                page(State(state), parts.method, parts.uri, parts.headers).await
            } else {
                files.oneshot(request).await.into_response()
            }
        }
    };
    site.fallback(app).layer(middleware::from_fn(app_cache))
}

/// Whether a path (as the file service decodes it) has a segment starting with `.`, other than
/// `.well-known` (RFC 8615, meant to be served).
fn hidden(path: &str) -> bool {
    percent_decode_str(path)
        .decode_utf8_lossy()
        .split('/')
        .any(|segment| segment.starts_with('.') && segment != ".well-known")
}

async fn robots(State(state): State<AppState>) -> Response {
    (
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        ssr::sitemap::robots(&state.config.public_url),
    )
        .into_response()
}

/// The sitemap, the app's pages dated by the web build.
async fn sitemap(State(state): State<AppState>) -> Response {
    let built = state.web.as_ref().and_then(|build| build.built.as_deref());
    match ssr::sitemap::entries(&state.db, built).await {
        Ok(entries) => (
            [(header::CONTENT_TYPE, "application/xml; charset=utf-8")],
            ssr::sitemap::xml(&entries, &state.config.public_url),
        )
            .into_response(),
        Err(error) => {
            tracing::error!(%error, "sitemap: the database did not answer");
            StatusCode::SERVICE_UNAVAILABLE.into_response()
        }
    }
}

/// `/assets/*` are content-hashed by Vite: immutable. Everything else (pages, the sitemap) is
/// revalidated.
/// The build's files may be sent precompressed, chosen by `Accept-Encoding`: every answer of
/// hosting says it varies by it, whichever variant this client got.
async fn app_cache(request: Request, next: Next) -> Response {
    let policy = if request.uri().path().starts_with("/assets/") {
        IMMUTABLE
    } else {
        REVALIDATE
    };
    let mut response = cache(request, next, policy).await;
    super::vary::add_vary_accept_encoding(response.headers_mut());
    response
}

async fn cache(request: Request, next: Next, policy: &'static str) -> Response {
    let mut response = next.run(request).await;
    if response.status().is_success() || response.status() == StatusCode::NOT_MODIFIED {
        response
            .headers_mut()
            .entry(header::CACHE_CONTROL)
            .or_insert(HeaderValue::from_static(policy));
    }
    response
}

/// A `200` as a [`Representation`] (its `ETag`, the coding asked, `If-None-Match`); any other
/// answer as it is.
async fn conditional(method: &Method, headers: &HeaderMap, response: Response) -> Response {
    // A link page (its token in the address) is never kept, so it has no tag to compare.
    let kept = response.headers().get(header::CACHE_CONTROL)
        != Some(&HeaderValue::from_static("no-store"));
    if response.status() != StatusCode::OK || !kept {
        return response;
    }
    match Representation::of(response, usize::MAX).await {
        Ok(answer) => answer.answer(method, headers).await,
        Err(error) => super::ApiError::internal(error).into_response(),
    }
}

fn not_built() -> Response {
    (
        StatusCode::SERVICE_UNAVAILABLE,
        [(header::CACHE_CONTROL, REVALIDATE)],
        "The web app has not been built yet (its folder has no .vite/manifest.json): run `cargo xtask build`.",
    )
        .into_response()
}
