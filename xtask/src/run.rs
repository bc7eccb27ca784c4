//! `cargo xtask run`: build everything in release mode and serve the site on
//! http://127.0.0.1:8080 with the embedded SQLite database `data/site.db` (seeded on first start).

use crate::shell::{Result, cmd, exec, root, step};
use crate::{tools, wasm};

pub fn build() -> Result {
    build_web()?;
    step("building the server (release)");
    exec(cmd(
        "cargo",
        &["build", "--release", "--locked", "-p", "server"],
        ".",
    ))
}

/// The wasm module and the web app (`web/dist`, its prerendered pages, precompressed).
pub fn build_web() -> Result {
    wasm::build()?;
    tools::npm_packages()?;
    if root().join("web/index.html").is_file() {
        step("building the web app (vite build)");
        exec(cmd("npm", &["run", "build"], "web"))?;
        crate::precompress::web_dist()?;
    } else {
        eprintln!("xtask: web/ has no app to build yet; the server will say so on every page");
    }
    Ok(())
}

pub fn run() -> Result {
    build()?;
    let server = wasm::target_dir()?.join("release/server");
    step("serving on http://127.0.0.1:8080 (Ctrl-C stops)");
    // DESIGN §10: without --smtp-url the team's email about each lead is written as files.
    eprintln!(
        "xtask: the team's email about each lead is written as .eml files under data/mail \
         (--smtp-url or SITE_SMTP_URL sends it instead; see docs/operating.md)"
    );
    let server = server.to_string_lossy().into_owned();
    exec(cmd(&server, &["serve"], "."))
}
