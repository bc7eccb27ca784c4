//! Structured logs: `RUST_LOG` filters (default `info`), JSON when `SITE_LOG_FORMAT=json`.
//!
//! The server ships able to log at every level `RUST_LOG` names, and none of them may hold a
//! visitor's name, email, phone, message or full IP address (docs/operating.md#logs). The site's
//! own lines never log what a visitor typed (errors that might quote it go through
//! [`crate::redact`]). A dependency's debug and trace lines are another matter: they can show
//! requests, SQL parameters, SMTP dialogues. So dependencies log at `info` at most, whatever
//! `RUST_LOG` says: only the site's own targets (`server::...`, `site_core::...` and the `access`
//! log) follow `RUST_LOG` down to `trace`.

use crate::log_writer;
use std::io::IsTerminal;
use tracing::{Level, Metadata};
use tracing_subscriber::filter::filter_fn;
use tracing_subscriber::fmt::writer::BoxMakeWriter;
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::{EnvFilter, Layer};

/// The most verbose level a dependency's line is shown at.
pub const DEPENDENCY_MAX_LEVEL: Level = Level::INFO;

/// Whether a line from `metadata`'s target may be shown at its level (see the module's doc).
pub fn may_show(metadata: &Metadata<'_>) -> bool {
    *metadata.level() <= DEPENDENCY_MAX_LEVEL || is_ours(metadata.target())
}

fn is_ours(target: &str) -> bool {
    ["server", "site_core", "access"].iter().any(|ours| {
        target
            .strip_prefix(ours)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with("::"))
    })
}

/// Logs to stderr. A served site's lines go through [`log_writer`] (`buffered`), whose
/// [`log_writer::Guard`] must live until the end of `main`; a job's are written directly, in
/// order with what the job prints to stderr itself.
pub fn init(buffered: bool) -> Option<log_writer::Guard> {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let json = std::env::var("SITE_LOG_FORMAT").is_ok_and(|f| f == "json");
    let (writer, guard) = if buffered {
        let (writer, guard) = log_writer::start(std::io::stderr());
        let format = if json {
            log_writer::Format::Json
        } else {
            log_writer::Format::Text
        };
        log_writer::install(writer.clone(), format);
        (BoxMakeWriter::new(writer), Some(guard))
    } else {
        (BoxMakeWriter::new(std::io::stderr), None)
    };
    let format = tracing_subscriber::fmt::layer()
        .with_writer(writer)
        // Colour codes only for a person at a terminal, never in a journal or a log file.
        .with_ansi(std::io::stderr().is_terminal());
    let format = if json {
        format.json().boxed()
    } else {
        format.fmt_fields(crate::log_fields::PlainFields).boxed()
    };
    let _ = tracing_subscriber::registry()
        .with(format.with_filter(filter).with_filter(filter_fn(may_show)))
        .try_init();
    guard
}

#[cfg(test)]
mod tests {
    use super::is_ours;

    #[test]
    fn only_the_sites_own_targets_are_ours() {
        for (target, ours) in [
            ("server", true),
            ("server::http::error", true),
            ("site_core::validation", true),
            ("access", true),
            ("serverless", false),
            ("sqlx::query", false),
            ("lettre::transport::smtp", false),
            ("hyper_util::client", false),
        ] {
            assert_eq!(is_ours(target), ours, "{target}");
        }
    }
}
