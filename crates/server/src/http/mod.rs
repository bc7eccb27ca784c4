//! The HTTP side: one `router()` per resource module, assembled by [`app`] with the layers every
//! response gets.

pub(crate) mod client_addr;
mod compression;
pub mod content;
mod email_link;
pub mod error;
mod events;
pub mod extract;
mod frame;
mod hosting;
pub mod lang;
pub mod leads;
pub mod newsletter;
mod observe;
pub mod openapi;
mod rate_limit;
mod representation;
mod request_id;
mod response_cache;
pub mod search;
mod security_headers;
mod uri_check;
mod vary;

use crate::config::Config;
use crate::delivery::worker::Outbox;
use crate::newsletter::Links;
use crate::ssr;
use axum::Router;
use axum::extract::State;
use axum::routing::get;
pub use error::{ApiError, ApiResult};
pub use security_headers::CONTENT_SECURITY_POLICY;
use site_core::constants::VISITOR_EMAILS_PER_CLIENT_HOUR;
use site_store::Db;
use std::sync::Arc;

/// A `?limit=` as asked: absent or blank is `default`; otherwise a whole number (digits after an
/// optional sign, however many), clamped to `1..=max`; anything else is the API's 422 on `limit`.
pub(crate) fn limit_param(value: Option<&str>, default: u32, max: u32) -> ApiResult<u32> {
    let Some(limit) = value.map(str::trim).filter(|limit| !limit.is_empty()) else {
        return Ok(default);
    };
    let digits = limit.strip_prefix(['+', '-']).unwrap_or(limit);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ApiError::Validation(vec![
            site_core::entities::FieldError::new(
                Some("limit"),
                &site_core::messages::LIMIT_NOT_WHOLE_NUMBER,
            ),
        ]));
    }
    // Beyond i64, only the sign matters once clamped.
    let negative = limit.starts_with('-');
    let limit = limit
        .parse::<i64>()
        .unwrap_or(if negative { i64::MIN } else { i64::MAX });
    let clamped = limit.clamp(1, i64::from(max));
    Ok(u32::try_from(clamped).unwrap_or(max))
}

/// Beacons a client may send per form post its limit allows.
pub const EVENTS_PER_POST: u32 = 4;

/// What every handler can reach: one reference-counted handle, so the clone axum makes for each
/// request is one counter, not one per field (the per-field clones and drops were about 5 % of the
/// server's CPU on a cached GET under load).
#[derive(Debug, Clone)]
pub struct AppState(Arc<SharedState>);

/// The state behind [`AppState`] (its fields are read through it).
#[derive(Debug)]
pub struct SharedState {
    pub db: Db,
    pub config: Arc<Config>,
    /// The web build, read once at startup; `None` when it is not built (pages answer 503).
    pub web: Option<Arc<ssr::Build>>,
    pub(crate) limiter: Arc<rate_limit::RateLimiter>,
    /// The funnel beacons' own limit (in memory only: a beacon must cost almost nothing), so
    /// that a visitor's beacons never spend the tokens of their form's post.
    pub(crate) event_limiter: Arc<rate_limit::RateLimiter>,
    /// The emails sent to visitors at one client's request (`rate_limit::may_email_visitor`); off
    /// with the post limit (`--rate-limit-per-minute 0`, as the load tests run).
    pub(crate) visitor_mail_limiter: Arc<rate_limit::RateLimiter>,
    /// The funnel's counts kept in memory until they are flushed (`crate::funnel`).
    pub funnel: Arc<crate::funnel::Funnel>,
    pub(crate) response_cache: Arc<response_cache::ResponseCache>,
    /// Counted whether or not `--metrics-addr` serves them.
    pub metrics: Arc<crate::metrics::Metrics>,
    /// The messages an accepted lead writes, and the delivery worker's wake-up.
    pub outbox: Outbox,
    /// The signed links of subscribers' emails.
    pub links: Arc<Links>,
}

impl std::ops::Deref for AppState {
    type Target = SharedState;

    fn deref(&self) -> &SharedState {
        &self.0
    }
}

impl AppState {
    pub fn new(
        db: Db,
        config: Config,
        web: Option<ssr::Build>,
        outbox: Outbox,
        links: Links,
    ) -> Self {
        let limiter = Arc::new(rate_limit::RateLimiter::new(config.rate_limit_per_minute));
        // A form's visit sends three beacons (shown, started, submitted) for one post.
        let event_limiter = Arc::new(rate_limit::RateLimiter::new(
            config.rate_limit_per_minute.saturating_mul(EVENTS_PER_POST),
        ));
        let visitor_mail_limiter = Arc::new(rate_limit::RateLimiter::per_period(
            if config.rate_limit_per_minute == 0 {
                0
            } else {
                VISITOR_EMAILS_PER_CLIENT_HOUR
            },
            std::time::Duration::from_secs(60 * 60),
        ));
        let response_cache = Arc::new(response_cache::ResponseCache::new(config.content_cache_ttl));
        Self(Arc::new(SharedState {
            db,
            config: Arc::new(config),
            web: web.map(Arc::new),
            limiter,
            event_limiter,
            visitor_mail_limiter,
            funnel: Arc::default(),
            response_cache,
            metrics: Arc::default(),
            outbox,
            links: Arc::new(links),
        }))
    }
}

/// The whole site: API, health, media and the web app, with security headers, compression,
/// request ids, the access log and metrics, and a request timeout (`frame`, around each route
/// once: the routers are framed before they are nested, not after).
pub fn app(state: AppState) -> Router {
    let metrics = &state.metrics;
    let timeout = crate::config::REQUEST_TIMEOUT;
    // The content routes negotiate the language in their cache's layer, once per request, and
    // their answers are final as the cache makes them (no compression layer around them).
    let content = frame::final_layers(content::router(&state), Arc::clone(metrics), timeout);
    let api = Router::new()
        .merge(search::router())
        .merge(leads::router())
        .merge(events::router())
        .merge(newsletter::router())
        .merge(openapi::router())
        .fallback(|| async { ApiError::NotFound })
        .layer(axum::middleware::from_fn(lang::negotiate));
    let api = frame::layers(api, Arc::clone(metrics), timeout).merge(content);
    let site = Router::new()
        .route("/healthz", get(healthz))
        .merge(email_link::router())
        .merge(hosting::router(&state));
    frame::layers(site, Arc::clone(metrics), timeout)
        .nest("/api", api)
        .with_state(state)
}

/// 200 when the database answers reads and takes writes; otherwise the API's 503 (with
/// `Retry-After`), whatever the cause.
async fn healthz(State(state): State<AppState>) -> ApiResult<&'static str> {
    state.db.ping().await.map_err(ApiError::Unavailable)?;
    state
        .db
        .check_writes()
        .await
        .map_err(ApiError::Unavailable)?;
    Ok("ok")
}
