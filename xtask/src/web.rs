//! The wasm module and the web app (`web/dist`, its prerendered pages, precompressed), built once
//! per process: `cargo xtask test` builds the web app before the Rust tests (an API test reads
//! it) and the end-to-end suite asks for it again, which then only says so; `cargo xtask e2e` on
//! its own still builds everything it needs.

use crate::shell::{Result, cmd, exec, root, step};
use crate::{tools, wasm};
use std::sync::atomic::{AtomicBool, Ordering};

/// Whether this process has already built the wasm module and the web app.
static WEB_BUILT: AtomicBool = AtomicBool::new(false);

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
