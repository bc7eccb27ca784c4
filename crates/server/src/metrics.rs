//! The server's Prometheus metrics (docs/operating.md#health-and-metrics), kept in a registry of
//! its own (no global recorder, so every server, and every test's server, counts only its own
//! requests) and served as text on `--metrics-addr`, a listener apart from the site's.
//!
//! Every label value comes from a fixed set (route templates, never raw paths; known methods;
//! form names), so the number of series stays bounded whatever the visitors send.
//! The outbox's pending, failed and oldest-age gauges are set by the delivery worker, which reads
//! them from the database about once a second.

use crate::log_writer;
use axum::Router;
use axum::extract::State;
use axum::http::{Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use prometheus_client::encoding::{EncodeLabelSet, EncodeMetric, MetricEncoder, NoLabelSet};
use prometheus_client::metrics::MetricType;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::Histogram;
use prometheus_client::registry::{Registry, Unit};
use site_core::entities::FunnelStep;
use std::sync::Arc;
use std::sync::atomic::AtomicU64;
use std::time::Duration;

/// Latency buckets in seconds, from a cached answer to the request timeout.
const LATENCY_BUCKETS: [f64; 14] = [
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0,
];

/// OpenMetrics text, which Prometheus reads (and asks for first).
const CONTENT_TYPE: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";

#[derive(Debug, Clone, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RequestLabels {
    method: &'static str,
    route: String,
    status: u16,
}

#[derive(Debug, Clone, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RouteLabels {
    route: String,
}

#[derive(Debug, Clone, Hash, PartialEq, Eq, EncodeLabelSet)]
struct LeadLabels {
    form: &'static str,
    outcome: &'static str,
}

/// What happened to a lead form's post, as counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LeadOutcome {
    /// Answered 201 (a retry with the same `Idempotency-Key` counts again).
    Accepted,
    /// Refused by the form's rules (422).
    Refused,
    /// The honeypot was filled: answered as if stored, not stored.
    Trapped,
}

impl LeadOutcome {
    fn as_str(self) -> &'static str {
        match self {
            LeadOutcome::Accepted => "accepted",
            LeadOutcome::Refused => "refused",
            LeadOutcome::Trapped => "trapped",
        }
    }
}

#[derive(Debug, Clone, Hash, PartialEq, Eq, EncodeLabelSet)]
struct FunnelLabels {
    form: &'static str,
    step: &'static str,
}

#[derive(Debug, Clone, Hash, PartialEq, Eq, EncodeLabelSet)]
struct ChannelLabels {
    channel: &'static str,
}

/// Time to the team buckets in seconds, from an instant delivery to an outage's hours.
const DELIVERY_BUCKETS: [f64; 12] = [
    0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 600.0, 3600.0,
];

type HistogramFamily<L> = Family<L, Histogram, fn() -> Histogram>;

pub struct Metrics {
    registry: Registry,
    requests: Family<RequestLabels, Counter>,
    latency: HistogramFamily<RouteLabels>,
    leads: Family<LeadLabels, Counter>,
    rate_limited: Family<RouteLabels, Counter>,
    funnel: Family<FunnelLabels, Counter>,
    delivery_time: HistogramFamily<ChannelLabels>,
    outbox_pending: Gauge,
    outbox_failed: Gauge,
    outbox_oldest_age: Gauge<f64, AtomicU64>,
}

impl std::fmt::Debug for Metrics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Metrics").finish_non_exhaustive()
    }
}

impl Default for Metrics {
    fn default() -> Self {
        let mut registry = Registry::with_prefix("site");
        let requests = Family::default();
        let latency: HistogramFamily<RouteLabels> =
            Family::new_with_constructor(|| Histogram::new(LATENCY_BUCKETS));
        let leads = Family::default();
        let rate_limited = Family::default();
        registry.register(
            "http_requests",
            "Requests answered, by method, route template and status",
            requests.clone(),
        );
        registry.register_with_unit(
            "http_request_duration",
            "Time from a request's arrival to its answer's head, by route template",
            Unit::Seconds,
            latency.clone(),
        );
        registry.register(
            "leads",
            "Lead form posts by form and outcome (accepted, refused, trapped)",
            leads.clone(),
        );
        registry.register(
            "rate_limited_posts",
            "Posts answered 429 by the per-client rate limit, by route template",
            rate_limited.clone(),
        );
        let funnel = Family::default();
        registry.register(
            "funnel_steps",
            "Funnel steps counted by this instance, by form and step (docs/operating.md#attribution-and-funnel)",
            funnel.clone(),
        );
        let delivery_time: HistogramFamily<ChannelLabels> =
            Family::new_with_constructor(|| Histogram::new(DELIVERY_BUCKETS));
        registry.register_with_unit(
            "lead_delivery",
            "Time from a lead's 201 to its message's delivery, by channel",
            Unit::Seconds,
            delivery_time.clone(),
        );
        let outbox_pending = Gauge::default();
        let outbox_failed = Gauge::default();
        let outbox_oldest_age = Gauge::<f64, AtomicU64>::default();
        registry.register(
            "outbox_pending",
            "Outbox messages waiting to be delivered",
            outbox_pending.clone(),
        );
        registry.register(
            "outbox_failed",
            "Outbox messages given up on (see `server outbox list --status failed`)",
            outbox_failed.clone(),
        );
        registry.register_with_unit(
            "outbox_oldest_pending_age",
            "How long the oldest pending outbox message has waited",
            Unit::Seconds,
            outbox_oldest_age.clone(),
        );
        registry.register(
            "log_lines_dropped",
            "Log lines whose write failed (a full disk, a closed pipe) since the server started",
            DroppedLogLines,
        );
        Self {
            registry,
            requests,
            latency,
            leads,
            rate_limited,
            funnel,
            delivery_time,
            outbox_pending,
            outbox_failed,
            outbox_oldest_age,
        }
    }
}

impl Metrics {
    /// One answered request.
    pub fn request(&self, method: &Method, route: &str, status: StatusCode, latency: Duration) {
        self.requests
            .get_or_create(&RequestLabels {
                method: method_label(method),
                route: route.to_owned(),
                status: status.as_u16(),
            })
            .inc();
        let route = RouteLabels {
            route: route.to_owned(),
        };
        self.latency
            .get_or_create(&route)
            .observe(latency.as_secs_f64());
        if status == StatusCode::TOO_MANY_REQUESTS {
            self.rate_limited.get_or_create(&route).inc();
        }
    }

    /// One lead form post of `form` (core's form name), and what became of it.
    pub fn lead(&self, form: &'static str, outcome: LeadOutcome) {
        self.leads
            .get_or_create(&LeadLabels {
                form,
                outcome: outcome.as_str(),
            })
            .inc();
    }

    /// One funnel step of `form` (a lead form's name or `newsletter`).
    pub fn funnel(&self, form: &'static str, step: FunnelStep) {
        self.funnel
            .get_or_create(&FunnelLabels {
                form,
                step: step.as_str(),
            })
            .inc();
    }

    /// One message about a lead of `form` delivered through `channel`, `elapsed` after the
    /// lead was accepted.
    pub fn delivery_time(
        &self,
        form: &'static str,
        channel: &'static str,
        elapsed: time::Duration,
    ) {
        self.delivery_time
            .get_or_create(&ChannelLabels { channel })
            .observe(elapsed.as_seconds_f64().max(0.0));
        self.funnel(form, FunnelStep::Delivered);
    }

    /// The outbox's figures as last read.
    pub fn outbox(&self, stats: &site_store::outbox::Stats) {
        self.outbox_pending.set(stats.pending);
        self.outbox_failed.set(stats.failed);
        self.outbox_oldest_age
            .set(stats.oldest_pending_age.as_secs_f64());
    }

    /// The registry in the text exposition format.
    pub fn render(&self) -> Result<String, std::fmt::Error> {
        let mut text = String::new();
        prometheus_client::encoding::text::encode(&mut text, &self.registry)?;
        Ok(text)
    }
}

/// [`log_writer::dropped_lines`], read when scraped (the log's writer is the process's, not one
/// server's).
#[derive(Debug)]
struct DroppedLogLines;

impl EncodeMetric for DroppedLogLines {
    fn encode(&self, mut encoder: MetricEncoder) -> Result<(), std::fmt::Error> {
        encoder.encode_counter::<NoLabelSet, _, u64>(&log_writer::dropped_lines(), None)
    }

    fn metric_type(&self) -> MetricType {
        MetricType::Counter
    }
}

/// A method as a label: the standard ones by name, anything else (a client may send any token)
/// as `OTHER`.
fn method_label(method: &Method) -> &'static str {
    const KNOWN: [&str; 9] = [
        "GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "CONNECT", "TRACE",
    ];
    KNOWN
        .into_iter()
        .find(|known| *known == method.as_str())
        .unwrap_or("OTHER")
}

/// The metrics listener's one route, `GET /metrics`.
pub fn router(metrics: Arc<Metrics>) -> Router {
    Router::new()
        .route("/metrics", get(scrape))
        .with_state(metrics)
}

async fn scrape(State(metrics): State<Arc<Metrics>>) -> Response {
    match metrics.render() {
        Ok(text) => ([(header::CONTENT_TYPE, CONTENT_TYPE)], text).into_response(),
        Err(error) => {
            tracing::error!(%error, "metrics: encoding failed");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_methods_share_one_label() {
        assert_eq!(method_label(&Method::POST), "POST");
        assert_eq!(method_label(&Method::TRACE), "TRACE");
        let custom = Method::from_bytes(b"PROPFIND-1234").expect("a token");
        assert_eq!(method_label(&custom), "OTHER");
    }
}
