//! The browser end-to-end suite (`tests/e2e`, Playwright driving Debian's Chromium): the release
//! artefacts, a real SMTP server the site sends its email through (the confirmation emails the
//! suite follows) and a real webhook receiver it posts leads to, a release server on a loopback
//! port with a fresh SQLite file and a routing file, the suite with `BASE_URL`, `E2E_DATABASE`,
//! `E2E_MAILDIR` and `E2E_WEBHOOKDIR` in its environment, and all stopped whatever the outcome.

use crate::release_server::ReleaseServer;
use crate::shell::{Result, cmd, exec, step};
use crate::smtp_sink::SmtpSink;
use crate::{tools, venv};
use std::path::Path;

/// Where the site's email goes: the team's address and the sender (any address the sink accepts).
const NOTIFY_TO: &str = "team@example.ca";
/// The route `specs/routing.spec.ts` follows: loan requests of 25 lakhs and more.
const FINANCING_DESK: &str = "financing@example.ca";
const MAIL_FROM: &str = "site@example.ca";
/// The webhook's signing secret (`whsec_` + base64 of 32 bytes), known to the receiver.
const WEBHOOK_SECRET: &str = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwMfKQ9r8GKYo=";

/// Debian's Chromium, which the suite launches (Playwright never downloads a browser here).
const CHROMIUM: &str = "/usr/bin/chromium";
/// The suite's interaction-latency spec, which `cargo xtask bench` also runs alone for its figures.
pub const INP_SPEC: &str = "specs/inp.spec.ts";

pub fn run() -> Result {
    crate::web::build_web()?;
    crate::server_build::build_server()?;
    if !Path::new(CHROMIUM).is_file() {
        tools::apt_install(&["chromium"])?;
    }
    // The suite reads the stored leads with the sqlite3 command-line shell.
    if !tools::answers("sqlite3") {
        tools::apt_install(&["sqlite3"])?;
    }
    tools::npm_packages_in("tests/e2e")?;

    let python = venv::ensure("delivery-venv", &venv::DELIVERY_PYTHON)?.join("bin/python");
    let mail = SmtpSink::start(&python, "e2e")?;
    let smtp_url = mail.url();
    let hooks = SmtpSink::webhook(&python, WEBHOOK_SECRET, "e2e")?;
    let webhook_url = hooks.webhook_url();
    // Every lead to the team and the receiver, as without a file, but for large loans
    // (docs/operating.md#routing). In the sink's folder, which goes with it; the suite reads
    // only its `*.json` there.
    let routing = mail.dir.join("routing.toml");
    std::fs::write(
        &routing,
        format!(
            "[default]\nemail = [\"{NOTIFY_TO}\"]\nwebhooks = [\"{webhook_url}\"]\n\n\
             [[route]]\nname = \"large loans\"\nforms = [\"loan\"]\n\
             loan_amount = {{ from = 2500000 }}\nemail = [\"{FINANCING_DESK}\"]\n"
        ),
    )?;
    let routing = routing.to_string_lossy().into_owned();
    let server = ReleaseServer::start(
        "e2e",
        &[
            "--rate-limit-per-minute",
            "0",
            "--smtp-url",
            &smtp_url,
            "--notify-to",
            NOTIFY_TO,
            "--mail-from",
            MAIL_FROM,
            "--webhook-secret",
            WEBHOOK_SECRET,
            "--routing",
            &routing,
        ],
    )?;
    step("end-to-end tests (Playwright, Debian's Chromium, against the release server)");
    let mut suite = cmd("npx", &["--no-install", "playwright", "test"], "tests/e2e");
    suite
        .env("BASE_URL", &server.base_url)
        .env("E2E_DATABASE", &server.database)
        .env("E2E_MAILDIR", &mail.dir)
        .env("E2E_WEBHOOKDIR", &hooks.dir)
        // The jobs (`server leads export`) on the server's database.
        .env("E2E_SERVER_BIN", crate::server_build::server_binary()?)
        .env("CHROMIUM_PATH", CHROMIUM);
    let outcome = exec(suite);
    if outcome.is_err() {
        server.show_log_tail();
    }
    drop(server);
    drop(mail);
    drop(hooks);
    outcome
}
