//! The access log and the request metrics: one `info` line per request (target `access`) with
//! its method, route template, status, latency and request id, and the same figures counted in
//! [`Metrics`]. Never the raw path or its query string, which may carry what a visitor typed;
//! handlers' own events carry the request's span (method, route, request id), not its address.
//!
//! `frame` calls these: [`span`] when a request arrives, [`answered`] with its answer (whatever
//! made it: a handler, a timeout, a panic).

use crate::log_fields::{is_plain, write_debug_str};
use crate::log_writer::{self, Format};
use crate::metrics::Metrics;
use axum::extract::MatchedPath;
use axum::http::{HeaderValue, Method};
use axum::response::Response;
use std::fmt::Write;
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
    /// request's span, in `format`, without colour codes, `\n` ended. Made without `format!`
    /// where the parts allow it: its machinery was a fifth of the line's cost, which is paid on
    /// every request (docs/operating.md#logs).
    fn format(&self, format: Format) -> String {
        let mut line = String::with_capacity(320);
        match format {
            Format::Text => {
                push_timestamp(&mut line, self.at);
                line.push_str("  INFO request{method=");
                line.push_str(self.method);
                line.push_str(" route=");
                push_debug_str(&mut line, self.route);
                line.push_str(" request_id=");
                push_debug_str(&mut line, self.request_id);
                line.push_str("}: access: answered status=");
                push_number(&mut line, u32::from(self.status), 1);
                line.push_str(" latency_ms=");
                let _ = write!(line, "{:?}", self.latency_ms);
            }
            Format::Json => {
                let mut span = String::with_capacity(120);
                span.push_str(r#"{"method":"#);
                push_json_str(&mut span, self.method);
                span.push_str(r#","request_id":"#);
                push_json_str(&mut span, self.request_id);
                span.push_str(r#","route":"#);
                push_json_str(&mut span, self.route);
                span.push_str(r#","name":"request"}"#);
                line.push_str(r#"{"timestamp":""#);
                push_timestamp(&mut line, self.at);
                line.push_str(r#"","level":"INFO","fields":{"message":"answered","status":"#);
                push_number(&mut line, u32::from(self.status), 1);
                line.push_str(r#","latency_ms":"#);
                line.push_str(&serde_json::Value::from(self.latency_ms).to_string());
                line.push_str(r#"},"target":"access","span":"#);
                line.push_str(&span);
                line.push_str(r#","spans":["#);
                line.push_str(&span);
                line.push_str("]}");
            }
        }
        line.push('\n');
        line
    }
}

/// `at` as `tracing_subscriber` writes it: `2026-11-18T11:06:40.123456Z`.
fn push_timestamp(line: &mut String, at: OffsetDateTime) {
    push_number(line, u32::try_from(at.year()).unwrap_or(0), 4);
    line.push('-');
    push_number(line, u32::from(u8::from(at.month())), 2);
    line.push('-');
    push_number(line, u32::from(at.day()), 2);
    line.push('T');
    push_number(line, u32::from(at.hour()), 2);
    line.push(':');
    push_number(line, u32::from(at.minute()), 2);
    line.push(':');
    push_number(line, u32::from(at.second()), 2);
    line.push('.');
    push_number(line, at.microsecond(), 6);
    line.push('Z');
}

/// `number` in decimal, zero-padded to `width` digits.
fn push_number(line: &mut String, number: u32, width: usize) {
    let mut digits = [b'0'; 10];
    let mut rest = number;
    let mut start = digits.len();
    while rest > 0 || start == digits.len() {
        start -= 1;
        digits[start] = b'0' + (rest % 10) as u8;
        rest /= 10;
    }
    start = start.min(digits.len().saturating_sub(width));
    for &digit in &digits[start..] {
        line.push(char::from(digit));
    }
}

/// `text` as `{:?}` writes it.
fn push_debug_str(line: &mut String, text: &str) {
    let _ = write_debug_str(line, text);
}

/// `text` as a JSON string (which is `{:?}`'s for plain text).
fn push_json_str(line: &mut String, text: &str) {
    if is_plain(text) {
        push_debug_str(line, text);
    } else {
        line.push_str(&serde_json::Value::from(text).to_string());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::log_fields::Captured;
    use tracing_subscriber::Layer;
    use tracing_subscriber::layer::SubscriberExt;

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
        captured.text()
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
            // Never from a route template or a fit request id, but the line must still be
            // tracing's: quotes, a backslash, a control character and a letter beyond ASCII.
            AccessLine {
                at,
                method: "GET",
                route: "/a\"b\\c\u{1}é",
                request_id: "x y\t",
                status: 99,
                latency_ms: 0.000_012_5,
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

    #[test]
    fn the_timestamp_pads_every_part() {
        let mut line = String::new();
        let at = time::macros::datetime!(2027-01-02 03:04:05.000_007 UTC);
        push_timestamp(&mut line, at);
        assert_eq!(line, "2027-01-02T03:04:05.000007Z");
        let mut number = String::new();
        push_number(&mut number, 0, 1);
        push_number(&mut number, 4_294_967_295, 2);
        assert_eq!(number, "04294967295");
    }
}
