//! `cargo xtask run`: build everything in release mode and serve the site on
//! http://127.0.0.1:8080 with the embedded SQLite database `data/site.db` (seeded on first start).
//!
//! The builds are made once per process: `cargo xtask test` builds the web app before the Rust
//! tests (an API test reads it) and the end-to-end suite asks for it again, which then only says
//! so; `cargo xtask e2e` on its own still builds everything it needs.

use crate::shell::{Result, cmd, exec, root, step};
use crate::{dist, tools, wasm};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};

/// Whether this process has already built the wasm module and the web app, and the release server.
static WEB_BUILT: AtomicBool = AtomicBool::new(false);
static SERVER_BUILT: AtomicBool = AtomicBool::new(false);

pub fn build() -> Result {
    build_web()?;
    build_server().map(drop)
}

/// The release server, once per process: the static build the archive and the image ship
/// ([`dist::static_server`]). The end-to-end suite, Schemathesis, the front, the crash drill and
/// `cargo xtask run` all run this one binary, so the suite compiles the server in release once and
/// tests what an operator installs. Its path.
pub fn build_server() -> Result<PathBuf> {
    if SERVER_BUILT.load(Ordering::SeqCst) {
        eprintln!("xtask: the release server was built earlier in this run");
    } else {
        dist::static_server()?;
        SERVER_BUILT.store(true, Ordering::SeqCst);
    }
    server_binary()
}

/// The release server was built in this run by other means ([`crate::dist::StaticBuild::wait`]).
pub(crate) fn server_built() {
    SERVER_BUILT.store(true, Ordering::SeqCst);
}

/// Where [`build_server`] puts the release server.
pub fn server_binary() -> Result<PathBuf> {
    dist::static_binary()
}

/// The wasm module and the web app (`web/dist`, its prerendered pages, precompressed), once per
/// process.
pub fn build_web() -> Result {
    if WEB_BUILT.load(Ordering::SeqCst) {
        eprintln!("xtask: the wasm module and the web app were built earlier in this run");
        return Ok(());
    }
    wasm::build()?;
    tools::npm_packages()?;
    if root().join("web/index.html").is_file() {
        step("building the web app (vite build)");
        exec(cmd("npm", &["run", "build"], "web"))?;
        crate::precompress::web_dist()?;
    } else {
        eprintln!("xtask: web/ has no app to build yet; the server will say so on every page");
    }
    WEB_BUILT.store(true, Ordering::SeqCst);
    Ok(())
}

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
