//! Hosting the built web app and the media: SPA fallback (any non-API, non-file path answers
//! `index.html`, so deep links work), hashed assets cached for good, `index.html` never cached,
//! media cached for a month.

use super::{AppState, Settings};
use axum::Router;
use axum::extract::Request;
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use tower_http::services::{ServeDir, ServeFile};

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const MEDIA: &str = "public, max-age=2592000";
const REVALIDATE: &str = "no-cache";

pub fn router(settings: &Settings) -> Router<AppState> {
    let index = settings.web_dist.join("index.html");
    let media = Router::new()
        .fallback_service(ServeDir::new(&settings.media_dir))
        .layer(middleware::from_fn(|request, next| {
            cache(request, next, MEDIA)
        }));
    let router = Router::new().nest("/media", media);
    if !index.is_file() {
        tracing::warn!(dist = %settings.web_dist.display(), "the web app is not built: pages answer 503");
        return router.fallback(|| async { not_built() });
    }
    // `cargo xtask build` writes `.br` and `.gz` siblings at the best levels: send those.
    let app = ServeDir::new(&settings.web_dist)
        .precompressed_br()
        .precompressed_gzip()
        .fallback(ServeFile::new(index));
    router
        .fallback_service(app)
        .layer(middleware::from_fn(app_cache))
}

/// `/assets/*` are content-hashed by Vite: immutable. Everything else (the HTML) is revalidated.
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
        "The web app has not been built yet (its folder has no index.html): run `cargo xtask build`.",
    )
        .into_response()
}
