//! Hosting the built web app and the media: files of the build as they are (hashed assets cached
//! for good), every other path a server-rendered page (`crate::ssr`, so deep links work and read
//! without JavaScript, never cached), media cached for a month; `/sitemap.xml` and `/robots.txt`.

use super::AppState;
use crate::ssr;
use axum::Router;
use axum::extract::{Request, State};
use axum::handler::Handler;
use axum::http::{HeaderValue, StatusCode, Uri, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use std::sync::Arc;
use tower_http::services::ServeDir;

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const MEDIA: &str = "public, max-age=2592000";
const REVALIDATE: &str = "no-cache";

pub fn router(state: &AppState) -> Router<AppState> {
    let settings = &state.settings;
    let media = Router::new()
        .fallback_service(ServeDir::new(&settings.media_dir))
        .layer(middleware::from_fn(|request, next| {
            cache(request, next, MEDIA)
        }));
    let build = ssr::assets::load(&settings.web_dist).and_then(|assets| {
        let prerendered = ssr::prerendered::Prerendered::load(&settings.web_dist)?;
        tracing::info!(
            pages = prerendered.len(),
            "prerendered pages of the web build"
        );
        Ok(ssr::Build {
            assets,
            prerendered,
        })
    });
    let build = match build {
        Ok(build) => build,
        Err(error) => {
            tracing::warn!(%error, "the web app is not built: pages answer 503");
            return Router::new()
                .nest("/media", media)
                .route("/robots.txt", get(robots))
                .route("/sitemap.xml", sitemap_route(&settings.web_dist))
                .fallback(|| async { not_built() });
        }
    };
    let build = Arc::new(build);
    let page = move |State(state): State<AppState>, uri: Uri| {
        let build = Arc::clone(&build);
        async move { ssr::page(&state.db, &build, &state.settings.public_url, uri.path()).await }
    };
    // `cargo xtask build` writes `.br` and `.gz` siblings at the best levels: send those. A
    // folder is a page, not its `index.html`.
    let app = ServeDir::new(&settings.web_dist)
        .precompressed_br()
        .precompressed_gzip()
        .append_index_html_on_directories(false)
        .fallback(page.with_state(state.clone()));
    Router::new()
        .nest("/media", media)
        .route("/robots.txt", get(robots))
        .route("/sitemap.xml", sitemap_route(&settings.web_dist))
        .fallback_service(app)
        .layer(middleware::from_fn(app_cache))
}

async fn robots(State(state): State<AppState>) -> Response {
    (
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        ssr::sitemap::robots(&state.settings.public_url),
    )
        .into_response()
}

/// The sitemap, the app's pages dated by the web build (read once, when the router is built).
fn sitemap_route(dist: &std::path::Path) -> axum::routing::MethodRouter<AppState> {
    let built: Arc<Option<String>> = Arc::new(web_build_date(dist));
    get(move |State(state): State<AppState>| {
        let built = Arc::clone(&built);
        async move { sitemap(&state, built.as_deref()).await }
    })
}

async fn sitemap(state: &AppState, built: Option<&str>) -> Response {
    match ssr::sitemap::entries(&state.db, built).await {
        Ok(entries) => (
            [(header::CONTENT_TYPE, "application/xml; charset=utf-8")],
            ssr::sitemap::xml(&entries, &state.settings.public_url),
        )
            .into_response(),
        Err(error) => {
            tracing::error!(%error, "sitemap: the database did not answer");
            StatusCode::SERVICE_UNAVAILABLE.into_response()
        }
    }
}

/// When the web app was built (its manifest's modification time), `YYYY-MM-DD`.
fn web_build_date(dist: &std::path::Path) -> Option<String> {
    let modified = std::fs::metadata(dist.join(ssr::assets::MANIFEST))
        .and_then(|meta| meta.modified())
        .ok()?;
    let at = time::OffsetDateTime::from(modified);
    let format = time::macros::format_description!("[year]-[month]-[day]");
    at.format(&format).ok()
}

/// `/assets/*` are content-hashed by Vite: immutable. Everything else (pages, the sitemap) is
/// revalidated.
async fn app_cache(request: Request, next: Next) -> Response {
    let policy = if request.uri().path().starts_with("/assets/") {
        IMMUTABLE
    } else {
        REVALIDATE
    };
    cache(request, next, policy).await
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

fn not_built() -> Response {
    (
        StatusCode::SERVICE_UNAVAILABLE,
        [(header::CACHE_CONTROL, REVALIDATE)],
        "The web app has not been built yet (its folder has no .vite/manifest.json): run `cargo xtask build`.",
    )
        .into_response()
}
