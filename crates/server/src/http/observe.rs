//! The access log and the request metrics: one `info` line per request (target `access`) with
//! its method, route template, status, latency and request id, and the same figures counted in
//! [`Metrics`]. Never the raw path or its query string, which may carry what a visitor typed;
//! handlers' own events carry the request's span (method, route, request id), not its address.
//!
//! `frame` calls these: [`span`] when a request arrives, [`answered`] with its answer (whatever
//! made it: a handler, a timeout, a panic).

use crate::log_writer::{self, Format};
use crate::metrics::Metrics;
use axum::extract::MatchedPath;
use axum::http::{HeaderValue, Method};
use axum::response::Response;
use std::fmt::Write as _;
use std::time::Duration;
use time::OffsetDateTime;
use tracing::{Level, Span};

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
    request_id: &HeaderValue,
    response: &Response,
    latency: Duration,
) {
    let route = route.as_str();
    let status = response.status();
    metrics.request(method, route, status, latency);
    if !tracing::enabled!(target: "access", Level::INFO) {
        return;
    }
    let latency_ms = latency.as_secs_f64() * 1000.0;
    // The served site writes the line itself, as `tracing_subscriber` would have (checked by
    // this module's tests): formatting it through the subscriber was most of its cost
    // (docs/operating.md#logs). Anywhere else (a test's subscriber) it goes through tracing.
    if let Some((writer, format)) = log_writer::installed() {
        let line = AccessLine {
            at: OffsetDateTime::now_utc(),
            method: method.as_str(),
            route,
            request_id: request_id.to_str().unwrap_or("-"),
            status: status.as_u16(),
            latency_ms,
        };
        writer.line(line.format(*format).as_bytes());
    } else {
        tracing::info!(
            target: "access",
            status = status.as_u16(),
            latency_ms,
            "answered"
        );
    }
}

/// An access line's parts.
struct AccessLine<'a> {
    at: OffsetDateTime,
    method: &'a str,
    route: &'a str,
    request_id: &'a str,
    status: u16,
    latency_ms: f64,
}

impl AccessLine<'_> {
    /// The line `tracing_subscriber`'s `fmt` layer writes for the access event inside its
    /// request's span, in `format`, without colour codes, `\n` ended.
    fn format(&self, format: Format) -> String {
        let mut line = String::with_capacity(320);
        let at = self.at;
        let timestamp = format!(
            "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}.{:06}Z",
            at.year(),
            u8::from(at.month()),
            at.day(),
            at.hour(),
            at.minute(),
            at.second(),
            at.microsecond()
        );
        let _ = match format {
            Format::Text => writeln!(
                line,
                "{timestamp}  INFO request{{method={} route={:?} request_id={:?}}}: access: answered status={} latency_ms={:?}",
                self.method, self.route, self.request_id, self.status, self.latency_ms
            ),
            Format::Json => {
                let span = format!(
                    r#"{{"method":{},"request_id":{},"route":{},"name":"request"}}"#,
                    json_string(self.method),
                    json_string(self.request_id),
                    json_string(self.route)
                );
                writeln!(
                    line,
                    r#"{{"timestamp":"{timestamp}","level":"INFO","fields":{{"message":"answered","status":{},"latency_ms":{}}},"target":"access","span":{span},"spans":[{span}]}}"#,
                    self.status,
                    serde_json::Value::from(self.latency_ms)
                )
            }
        };
        line
    }
}

fn json_string(text: &str) -> String {
    serde_json::Value::from(text).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};
    use tracing_subscriber::Layer;
    use tracing_subscriber::fmt::MakeWriter;
    use tracing_subscriber::layer::SubscriberExt;

    #[derive(Clone, Default)]
    struct Captured(Arc<Mutex<Vec<u8>>>);

    impl std::io::Write for Captured {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().expect("captured").extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    impl<'a> MakeWriter<'a> for Captured {
        type Writer = Self;
        fn make_writer(&'a self) -> Self {
            self.clone()
        }
    }

    /// What `tracing_subscriber` writes for the access event in its span, in `format`.
    fn through_tracing(format: Format, line: &AccessLine) -> String {
        let captured = Captured::default();
        let layer = tracing_subscriber::fmt::layer()
            .with_writer(captured.clone())
            .with_ansi(false);
        let subscriber = match format {
            Format::Text => tracing_subscriber::registry().with(layer.boxed()),
            Format::Json => tracing_subscriber::registry().with(layer.json().boxed()),
        };
        tracing::subscriber::with_default(subscriber, || {
            let method = Method::from_bytes(line.method.as_bytes()).expect("method");
            let span = tracing::info_span!(
                "request",
                method = %method,
                route = line.route,
                request_id = line.request_id
            );
            span.in_scope(|| {
                tracing::info!(
                    target: "access",
                    status = line.status,
                    latency_ms = line.latency_ms,
                    "answered"
                );
            });
        });
        let written = captured.0.lock().expect("captured").clone();
        String::from_utf8(written).expect("utf-8")
    }

    fn lines() -> Vec<AccessLine<'static>> {
        let at =
            OffsetDateTime::from_unix_timestamp_nanos(1_795_000_000_123_456_789).expect("a time");
        vec![
            AccessLine {
                at,
                method: "GET",
                route: "/api/blog/{id}",
                request_id: "0f8fad5b-d9cb-469f-a165-70867728950e",
                status: 200,
                latency_ms: 0.205_825_999_999_999_98,
            },
            AccessLine {
                at,
                method: "PURGE",
                route: FALLBACK_ROUTE,
                request_id: "trace.1_2-3",
                status: 405,
                latency_ms: 12.0,
            },
        ]
    }

    /// Everything but the timestamp, which tracing takes from the clock.
    fn without_timestamp(line: &str) -> String {
        match line.split_once("Z  ") {
            Some((_, rest)) if !line.starts_with('{') => rest.to_owned(),
            _ => {
                let mut json: serde_json::Value = serde_json::from_str(line).expect("json");
                json["timestamp"] = serde_json::Value::Null;
                json.to_string()
            }
        }
    }

    #[test]
    fn the_hand_made_line_is_the_line_tracing_writes_in_either_format() {
        for format in [Format::Text, Format::Json] {
            for line in lines() {
                let ours = line.format(format);
                let theirs = through_tracing(format, &line);
                assert!(ours.ends_with('\n') && ours.lines().count() == 1, "{ours}");
                assert_eq!(without_timestamp(&ours), without_timestamp(&theirs));
            }
        }
    }

    #[test]
    fn the_timestamp_is_utc_to_the_microsecond() {
        let line = &lines()[0];
        assert!(
            line.format(Format::Text)
                .starts_with("2026-11-18T11:06:40.123456Z  INFO request{method=GET "),
            "{}",
            line.format(Format::Text)
        );
        let json: serde_json::Value =
            serde_json::from_str(&line.format(Format::Json)).expect("json");
        assert_eq!(json["timestamp"], "2026-11-18T11:06:40.123456Z");
    }
}
