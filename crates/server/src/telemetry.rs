//! Structured logs: `RUST_LOG` filters (default `info`), JSON when `SITE_LOG_FORMAT=json`.

use std::io::IsTerminal;
use tracing_subscriber::EnvFilter;

pub fn init() {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        // Colour codes only for a person at a terminal, never in a journal or a log file.
        .with_ansi(std::io::stderr().is_terminal());
    let _ = if std::env::var("SITE_LOG_FORMAT").is_ok_and(|f| f == "json") {
        builder.json().try_init()
    } else {
        builder.try_init()
    };
}
