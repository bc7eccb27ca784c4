//! The access log and the request metrics: one `info` line per request (target `access`) with
//! its method, route template, status, latency and request id, and the same figures counted in
//! [`Metrics`]. Never the raw path or its query string, which may carry what a visitor typed;
//! handlers' own events carry the request's span (method, route, request id), not its address.
//!
//! `frame` calls these: [`span`] when a request arrives, [`RouteSlot::name`] once the router
//! matched it, [`answered`] with its answer (whatever made it: a handler, a timeout, a panic).

use super::metrics::Metrics;
use axum::extract::MatchedPath;
use axum::http::{HeaderValue, Method};
use axum::response::Response;
use std::sync::{Arc, OnceLock};
use std::time::Duration;
use tracing::Span;
use tracing::field::Empty;

/// The route label of an address no route template matched: a file of the web build, a
/// server-rendered page, or an unknown address, all answered by the site's fallback.
pub const FALLBACK_ROUTE: &str = "fallback";

/// Where the router's match is left for the request's frame (in the request's extensions): the
/// route template, or nothing for the fallback.
#[derive(Debug, Clone, Default)]
pub(crate) struct RouteSlot(Arc<OnceLock<MatchedPath>>);

impl RouteSlot {
    /// Names the request's route, in the slot and in the current span (the request's).
    pub(crate) fn name(&self, matched: Option<&MatchedPath>) {
        // Axum's nesting leaves a private tail parameter in a nested router's fallback
        // template: that is a fallback too.
        let matched = matched.filter(|template| !template.as_str().contains("__private__"));
        if let Some(matched) = matched {
            let _ = self.0.set(matched.clone());
        }
        Span::current().record("route", route_label(matched));
    }

    fn route(&self) -> &str {
        route_label(self.0.get())
    }
}

fn route_label(matched: Option<&MatchedPath>) -> &str {
    matched.map_or(FALLBACK_ROUTE, MatchedPath::as_str)
}

/// The request's span: its method and id now, its route once matched. (Its fields are only
/// formatted when it is recorded, not at all under `RUST_LOG=warn`.)
pub(crate) fn span(method: &Method, request_id: &HeaderValue) -> Span {
    tracing::info_span!(
        "request",
        method = %method,
        route = Empty,
        request_id = request_id.to_str().unwrap_or("-")
    )
}

/// The access line and the metrics of an answered request, inside its span.
pub(crate) fn answered(
    metrics: &Metrics,
    method: &Method,
    route: &RouteSlot,
    response: &Response,
    latency: Duration,
) {
    let route = route.route();
    let status = response.status();
    metrics.request(method, route, status, latency);
    tracing::info!(
        target: "access",
        status = status.as_u16(),
        latency_ms = latency.as_secs_f64() * 1000.0,
        "answered"
    );
}
