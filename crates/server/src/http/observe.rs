//! The access log and the request metrics: one `info` line per request (target `access`) with
//! its method, route template, status, latency and request id, and the same figures counted in
//! [`Metrics`]. Never the raw path or its query string, which may carry what a visitor typed;
//! handlers' own events carry the request's span (method, route, request id), not its address.
//!
//! `frame` calls these: [`span`] when a request arrives, [`answered`] with its answer (whatever
//! made it: a handler, a timeout, a panic).

use crate::metrics::Metrics;
use axum::extract::MatchedPath;
use axum::http::{HeaderValue, Method};
use axum::response::Response;
use std::time::Duration;
use tracing::Span;

/// The route label of an address no route template matched: a file of the web build, a
/// server-rendered page, or an unknown address, all answered by the site's fallback.
pub const FALLBACK_ROUTE: &str = "fallback";

/// The route label of a request: its route template, or [`FALLBACK_ROUTE`]. Axum's nesting
/// leaves a private tail parameter in a nested router's fallback template: that is a fallback
/// too.
pub(crate) fn route(matched: Option<&MatchedPath>) -> Route {
    Route(
        matched
            .filter(|template| !template.as_str().contains("__private__"))
            .cloned(),
    )
}

/// A request's route label (the template shared with the router, not copied).
#[derive(Debug, Clone)]
pub(crate) struct Route(Option<MatchedPath>);

impl Route {
    pub(crate) fn as_str(&self) -> &str {
        self.0.as_ref().map_or(FALLBACK_ROUTE, MatchedPath::as_str)
    }
}

/// The request's span. (Its fields are only formatted when it is recorded, not at all under
/// `RUST_LOG=warn`.)
pub(crate) fn span(method: &Method, route: &Route, request_id: &HeaderValue) -> Span {
    tracing::info_span!(
        "request",
        method = %method,
        route = route.as_str(),
        request_id = request_id.to_str().unwrap_or("-")
    )
}

/// The access line and the metrics of an answered request, inside its span.
pub(crate) fn answered(
    metrics: &Metrics,
    method: &Method,
    route: &Route,
    response: &Response,
    latency: Duration,
) {
    let route = route.as_str();
    let status = response.status();
    metrics.request(method, route, status, latency);
    tracing::info!(
        target: "access",
        status = status.as_u16(),
        latency_ms = latency.as_secs_f64() * 1000.0,
        "answered"
    );
}
