//! The end-to-end suite's real SMTP server: the delivery tests' `smtp_sink.py` (aiosmtpd) on a
//! free loopback port, which writes every message it accepts as one JSON file (the envelope, the
//! headers as Python's RFC 5322 parser decodes them, the plain-text and HTML parts) into a folder
//! of its own that the suite reads (`E2E_MAILDIR`). Killed and the folder removed when dropped.

use crate::shell::{Result, root, step};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// The script the Rust delivery tests start too, so both read mail the same way.
const SCRIPT: &str = "crates/server/tests/api/delivery/smtp_sink.py";

#[derive(Debug)]
pub struct SmtpSink {
    child: Child,
    /// The loopback port it listens on.
    pub port: u16,
    /// Where each accepted message is written as `*.json`.
    pub dir: PathBuf,
}

impl SmtpSink {
    /// Starts the sink with `python` (a venv with aiosmtpd) and waits until it listens.
    pub fn start(python: &Path, label: &str) -> Result<Self> {
        step("starting a real SMTP server (aiosmtpd) on a free loopback port");
        let dir = std::env::temp_dir().join(format!("site-{label}-mail-{}", std::process::id()));
        if dir.exists() {
            std::fs::remove_dir_all(&dir)?;
        }
        std::fs::create_dir_all(&dir)?;
        let mut child = Command::new(python)
            .arg(root().join(SCRIPT))
            .arg(&dir)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("could not start {SCRIPT} with {}: {e}", python.display()))?;
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
            return Err(format!("{SCRIPT} said {line:?} instead of `ready PORT`").into());
        };
        eprintln!(
            "SMTP server ready on 127.0.0.1:{port}, messages in {}",
            dir.display()
        );
        Ok(Self { child, port, dir })
    }

    /// The `--smtp-url` of a server sending through it.
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }
}

impl Drop for SmtpSink {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
