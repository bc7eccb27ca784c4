//! The end-to-end suite's real receivers, the delivery tests' own scripts on free loopback ports:
//! `smtp_sink.py` (aiosmtpd), which writes every message it accepts as one JSON file (the
//! envelope, the headers as Python's RFC 5322 parser decodes them, the plain-text and HTML parts)
//! into a folder the suite reads (`E2E_MAILDIR`), and `webhook_sink.py`, which verifies each
//! webhook with the Standard Webhooks reference package and writes it likewise
//! (`E2E_WEBHOOKDIR`). Killed and their folders removed when dropped.

use crate::shell::{Result, root, step};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// The scripts the Rust delivery tests start too, so both read mail and webhooks the same way.
const SMTP_SCRIPT: &str = "crates/server/tests/api/delivery/smtp_sink.py";
const WEBHOOK_SCRIPT: &str = "crates/server/tests/api/delivery/webhook_sink.py";

#[derive(Debug)]
pub struct SmtpSink {
    child: Child,
    /// The loopback port it listens on.
    pub port: u16,
    /// Where each accepted message is written as `*.json`.
    pub dir: PathBuf,
}

impl SmtpSink {
    /// Starts the SMTP sink with `python` (a venv with aiosmtpd) and waits until it listens.
    pub fn start(python: &Path, label: &str) -> Result<Self> {
        step("starting a real SMTP server (aiosmtpd) on a free loopback port");
        Self::script(python, SMTP_SCRIPT, &[], &format!("{label}-mail"))
    }

    /// Starts the webhook receiver with `python` (a venv with standardwebhooks), verifying
    /// with `secret`, and waits until it listens.
    pub fn webhook(python: &Path, secret: &str, label: &str) -> Result<Self> {
        step("starting a real webhook receiver (Standard Webhooks) on a free loopback port");
        Self::script(
            python,
            WEBHOOK_SCRIPT,
            &[secret],
            &format!("{label}-webhook"),
        )
    }

    /// Runs `script OUT_DIR ARGS...` and waits for its `ready PORT`.
    fn script(python: &Path, script: &str, args: &[&str], label: &str) -> Result<Self> {
        let dir = std::env::temp_dir().join(format!("site-{label}-{}", std::process::id()));
        if dir.exists() {
            std::fs::remove_dir_all(&dir)?;
        }
        std::fs::create_dir_all(&dir)?;
        let mut child = Command::new(python)
            .arg(root().join(script))
            .arg(&dir)
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("could not start {script} with {}: {e}", python.display()))?;
        // Its first line is `ready PORT`, printed once it listens; EOF means it died first.
        let mut line = String::new();
        if let Some(stdout) = child.stdout.take() {
            BufReader::new(stdout).read_line(&mut line)?;
        }
        let Some(port) = line
            .strip_prefix("ready ")
            .and_then(|port| port.trim().parse().ok())
        else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("{script} said {line:?} instead of `ready PORT`").into());
        };
        eprintln!(
            "{script} ready on 127.0.0.1:{port}, writing to {}",
            dir.display()
        );
        Ok(Self { child, port, dir })
    }

    /// The `--smtp-url` of a server sending through it.
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// The `--webhook-url` of a server posting to it.
    pub fn webhook_url(&self) -> String {
        format!("http://127.0.0.1:{}/hooks/leads", self.port)
    }
}

impl Drop for SmtpSink {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
