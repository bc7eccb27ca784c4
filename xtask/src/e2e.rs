//! The browser end-to-end suite (`tests/e2e`, Playwright driving Debian's Chromium): the release
//! artefacts, a release server on a loopback port with a fresh SQLite file, the suite with
//! `BASE_URL` and `E2E_DATABASE` in its environment, and the server stopped whatever the outcome.

use crate::release_server::Server;
use crate::shell::{Result, cmd, exec, step};
use crate::{tools, wasm};
use std::path::Path;

/// Debian's Chromium, which the suite launches (Playwright never downloads a browser here).
const CHROMIUM: &str = "/usr/bin/chromium";

pub fn run() -> Result {
    crate::run::build()?;
    if !Path::new(CHROMIUM).is_file() {
        tools::apt_install(&["chromium"])?;
    }
    // The suite reads the stored leads with the sqlite3 command-line shell.
    if !tools::answers("sqlite3") {
        tools::apt_install(&["sqlite3"])?;
    }
    tools::npm_packages_in("tests/e2e")?;

    let server = Server::start(&wasm::target_dir()?.join("release/server"), "e2e")?;
    step("end-to-end tests (Playwright, Debian's Chromium, against the release server)");
    let mut suite = cmd("npx", &["--no-install", "playwright", "test"], "tests/e2e");
    suite
        .env("BASE_URL", &server.base_url)
        .env("E2E_DATABASE", &server.database)
        .env("CHROMIUM_PATH", CHROMIUM);
    let outcome = exec(suite);
    if outcome.is_err() {
        server.print_log_tail(40);
    }
    drop(server);
    outcome
}
