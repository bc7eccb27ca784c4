//! The real receiving ends, started per test: `smtp_sink.py` (aiosmtpd) and `webhook_sink.py`
//! (an HTTP server verifying with the `standardwebhooks` reference package), each on a free
//! loopback port, recording what it received as JSON files in a folder of its own.

use crate::helpers::scratch_dir;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};

/// The Python with aiosmtpd and standardwebhooks that `cargo xtask test` installs. The tests
/// using it are `#[ignore]`d: run without it, they fail.
pub fn required_python() -> PathBuf {
    std::env::var_os("TEST_PYTHON").map(PathBuf::from).expect(
        "TEST_PYTHON is not set: run `cargo xtask test`, which installs aiosmtpd and standardwebhooks",
    )
}

/// A script of this folder.
pub fn script(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/api/delivery")
        .join(name)
}

/// A running sink; killed when dropped.
#[derive(Debug)]
pub struct Sink {
    _process: Child,
    pub port: u16,
    pub dir: PathBuf,
}

impl Sink {
    /// The SMTP server; `reply` answers every message with that SMTP reply instead of keeping it.
    pub async fn smtp(reply: Option<&str>) -> Self {
        // Removed by the sink when dropped.
        let dir = scratch_dir("smtp-sink").keep();
        let mut args = vec![dir.display().to_string()];
        if let Some(reply) = reply {
            args.extend(["--reply".to_owned(), reply.to_owned()]);
        }
        Self::start("smtp_sink.py", args, dir).await
    }

    /// The webhook receiver verifying with `secret`; `status` is its answer whatever it received.
    pub async fn webhook(secret: &str, status: Option<u16>) -> Self {
        // Removed by the sink when dropped.
        let dir = scratch_dir("webhook-sink").keep();
        let mut args = vec![dir.display().to_string(), secret.to_owned()];
        if let Some(status) = status {
            args.extend(["--status".to_owned(), status.to_string()]);
        }
        Self::start("webhook_sink.py", args, dir).await
    }

    /// The SMTP server on `port` (one that was down, coming back where the site expects it).
    pub async fn smtp_on(port: u16) -> Self {
        // Removed by the sink when dropped.
        let dir = scratch_dir("smtp-sink").keep();
        let args = vec![
            dir.display().to_string(),
            "--port".to_owned(),
            port.to_string(),
        ];
        Self::start("smtp_sink.py", args, dir).await
    }

    async fn start(name: &str, args: Vec<String>, dir: PathBuf) -> Self {
        let mut process = Command::new(required_python())
            .arg(script(name))
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .kill_on_drop(true)
            .spawn()
            .unwrap_or_else(|error| panic!("cannot start {name}: {error}"));
        let stdout = process.stdout.take().expect("stdout");
        let mut line = String::new();
        tokio::time::timeout(
            Duration::from_secs(30),
            BufReader::new(stdout).read_line(&mut line),
        )
        .await
        .unwrap_or_else(|_| panic!("{name} did not start within 30 s"))
        .expect("read its first line");
        let port = line
            .strip_prefix("ready ")
            .and_then(|port| port.trim().parse().ok())
            .unwrap_or_else(|| panic!("{name} said {line:?} instead of `ready PORT`"));
        Self {
            _process: process,
            port,
            dir,
        }
    }

    /// What it received so far, oldest first.
    pub fn records(&self) -> Vec<Value> {
        let mut names: Vec<PathBuf> = std::fs::read_dir(&self.dir)
            .expect("the sink's folder")
            .map(|entry| entry.expect("entry").path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
            .collect();
        names.sort();
        names
            .iter()
            .map(|path| {
                serde_json::from_str(&std::fs::read_to_string(path).expect("record"))
                    .expect("a JSON record")
            })
            .collect()
    }
}

impl Drop for Sink {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// A loopback port nothing listens on (bound, then released).
pub fn closed_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("a free port")
        .port()
}

/// `python smtp_sink.py --parse FILE`: an `.eml` file as Python's RFC 5322 parser reads it.
pub async fn parse_eml(file: &Path) -> Value {
    let output = Command::new(required_python())
        .arg(script("smtp_sink.py"))
        .arg("--parse")
        .arg(file)
        .output()
        .await
        .expect("run the parser");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("JSON")
}

/// A header's decoded value in a parsed message (`headers`: `[[name, value], ...]`).
pub fn header<'a>(message: &'a Value, name: &str) -> Vec<&'a str> {
    message["headers"]
        .as_array()
        .expect("headers")
        .iter()
        .filter(|pair| {
            pair[0]
                .as_str()
                .is_some_and(|n| n.eq_ignore_ascii_case(name))
        })
        .filter_map(|pair| pair[1].as_str())
        .collect()
}
