//! `cargo xtask run`: build everything in release mode and serve the site on
//! http://127.0.0.1:8080 with the embedded SQLite database `data/site.db` (seeded on first start).
//!
//! The builds themselves are `web.rs` and `server_build.rs` (each made once per process).

use crate::server_build::build_server;
use crate::shell::{Result, cmd, exec, step};
use crate::web::build_web;

pub fn run() -> Result {
    build_web()?;
    let server = build_server()?;
    step("serving on http://127.0.0.1:8080 (Ctrl-C stops)");
    // Without --smtp-url the team's email about each lead is written as files.
    eprintln!(
        "xtask: the team's email about each lead is written as .eml files under data/mail \
         (--smtp-url or SITE_SMTP_URL sends it instead; see docs/operating.md)"
    );
    let server = server.to_string_lossy().into_owned();
    exec(cmd(&server, &["serve"], "."))
}

/// The web app and the release server (`cargo xtask build`).
pub fn build() -> Result {
    build_web()?;
    build_server().map(drop)
}
