//! The release server on a free loopback port with a fresh SQLite file in its own temporary
//! folder, started for a suite (end-to-end, Schemathesis) and killed, its folder removed, when
//! dropped.

use crate::shell::{Result, root, step};
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const HEALTH_TIMEOUT: Duration = Duration::from_secs(60);

#[derive(Debug)]
pub struct Server {
    child: Child,
    dir: PathBuf,
    pub base_url: String,
    pub database: PathBuf,
    pub log: PathBuf,
}

impl Server {
    /// Starts `binary serve` for the suite named `purpose` (the folder's name), with the rate
    /// limit off (a suite posts faster than a person), the site's web build and content.
    pub fn start(binary: &Path, purpose: &str) -> Result<Self> {
        step("starting the release server on a fresh SQLite file");
        let dir = std::env::temp_dir().join(format!("site-{purpose}-{}", std::process::id()));
        if dir.exists() {
            std::fs::remove_dir_all(&dir)?;
        }
        std::fs::create_dir_all(&dir)?;
        let port = TcpListener::bind("127.0.0.1:0")?.local_addr()?.port();
        let addr = format!("127.0.0.1:{port}");
        let database = dir.join("site.db");
        let log = dir.join("server.log");
        let database_url = format!("sqlite://{}", database.display());
        let root = root();
        let args = [
            "serve",
            "--addr",
            &addr,
            "--database-url",
            &database_url,
            "--web-dist",
            &root.join("web/dist").to_string_lossy(),
            "--content-dir",
            &root.join("content").to_string_lossy(),
            "--rate-limit-per-minute",
            "0",
        ]
        .map(str::to_owned);
        eprintln!("$ {} {}", binary.display(), args.join(" "));
        let output = std::fs::File::create(&log)?;
        let child = Command::new(binary)
            .args(&args)
            .current_dir(&root)
            .stdin(Stdio::null())
            .stdout(output.try_clone()?)
            .stderr(output)
            .spawn()
            .map_err(|e| format!("could not start {}: {e}", binary.display()))?;
        let mut server = Self {
            child,
            dir,
            base_url: format!("http://{addr}"),
            database,
            log,
        };
        server.wait_healthy(&addr)?;
        eprintln!("server ready on {}", server.base_url);
        Ok(server)
    }

    /// Prints the last lines of the server's log (after a suite failed).
    pub fn print_log_tail(&self, lines: usize) {
        eprintln!("\n--- server log (last lines) ---");
        let text = std::fs::read_to_string(&self.log).unwrap_or_default();
        let all: Vec<&str> = text.lines().collect();
        for line in &all[all.len().saturating_sub(lines)..] {
            eprintln!("{line}");
        }
    }

    fn wait_healthy(&mut self, addr: &str) -> Result {
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait()? {
                let log = std::fs::read_to_string(&self.log).unwrap_or_default();
                return Err(
                    format!("the server exited ({status}) before it was healthy:\n{log}").into(),
                );
            }
            if healthz(addr) {
                return Ok(());
            }
            if start.elapsed() > HEALTH_TIMEOUT {
                return Err(format!(
                    "the server did not answer /healthz within {HEALTH_TIMEOUT:?}"
                )
                .into());
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Whether GET /healthz answers 200.
fn healthz(addr: &str) -> bool {
    let Ok(mut stream) = TcpStream::connect(addr) else {
        return false;
    };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
    let request = format!("GET /healthz HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    if stream.write_all(request.as_bytes()).is_err() {
        return false;
    }
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    answer.starts_with(b"HTTP/1.1 200")
}
