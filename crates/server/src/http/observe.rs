//! The access log and the request metrics: one `info` line per request (target `access`) with
//! its method, route template, status, latency and request id, and the same figures counted in
//! [`Metrics`]. Never the raw path or its query string, which may carry what a visitor typed;
//! handlers' own events carry the request's span (method, route, request id), not its address.

use super::metrics::Metrics;
use super::security::REQUEST_ID;
use axum::extract::{MatchedPath, Request, State};
use axum::middleware::Next;
use axum::response::Response;
use std::sync::Arc;
use std::time::Instant;
use tracing::Instrument;

/// The route label of an address no route template matched: a file of the web build, a
/// server-rendered page, or an unknown address, all answered by the site's fallback.
pub const FALLBACK_ROUTE: &str = "fallback";

pub(crate) async fn access(
    State(metrics): State<Arc<Metrics>>,
    request: Request,
    next: Next,
) -> Response {
    let started = Instant::now();
    let method = request.method().clone();
    let route = route(&request);
    let request_id = request
        .headers()
        .get(REQUEST_ID)
        .and_then(|id| id.to_str().ok())
        .unwrap_or("-")
        .to_owned();
    let span = tracing::info_span!("request", method = %method, route, request_id);
    let response = next.run(request).instrument(span.clone()).await;
    let latency = started.elapsed();
    let status = response.status();
    metrics.request(&method, &route, status, latency);
    span.in_scope(|| {
        tracing::info!(
            target: "access",
            status = status.as_u16(),
            latency_ms = latency.as_secs_f64() * 1000.0,
            "answered"
        );
    });
    response
}

/// The route template that matched (`/api/blog/{id}`), or [`FALLBACK_ROUTE`]. Axum's nesting
/// leaves a private tail parameter in a nested router's fallback template: that is a fallback
/// too.
fn route(request: &Request) -> String {
    request
        .extensions()
        .get::<MatchedPath>()
        .map(MatchedPath::as_str)
        .filter(|template| !template.contains("__private__"))
        .unwrap_or(FALLBACK_ROUTE)
        .to_owned()
}
