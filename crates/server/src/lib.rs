//! The site's server: the content API, lead capture, hosting of the built web app, and the
//! backend jobs. `main.rs` only parses the command line; everything else lives here so that tests
//! build the same [`http::app`] router.

pub mod cli;
pub mod config;
pub mod content;
pub mod delivery;
pub mod error;
pub mod funnel;
pub mod http;
pub mod jobs;
pub mod log_fields;
pub mod log_writer;
pub mod metrics;
pub mod newsletter;
pub mod private_file;
pub mod redact;
pub mod report;
pub mod ssr;
pub mod startup;
pub mod telemetry;

pub use http::{AppState, app};
