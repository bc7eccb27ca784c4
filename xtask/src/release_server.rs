//! The release server as the test steps run it (the end-to-end suite, the nginx front): on a free
//! loopback port with a fresh SQLite file in its own temporary folder, its output in a log file;
//! killed and the folder removed when dropped.

use crate::shell::{Result, root, step};
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const HEALTH_TIMEOUT: Duration = Duration::from_secs(60);

#[derive(Debug)]
pub struct ReleaseServer {
    child: Child,
    binary: PathBuf,
    args: Vec<String>,
    dir: PathBuf,
    /// `127.0.0.1:PORT`.
    pub addr: String,
    pub base_url: String,
    pub database: PathBuf,
    log: PathBuf,
}

impl ReleaseServer {
    /// Starts the release server's `serve` ([`crate::server_build::build_server`]) with the site's folders
    /// and `extra` flags (`label` names its folder), and waits until `/healthz` answers 200.
    pub fn start(label: &str, extra: &[&str]) -> Result<Self> {
        step("starting the release server on a fresh SQLite file");
        Self::start_on(label, None, extra)
    }

    /// [`ReleaseServer::start`] on the database `database_url` (a fresh SQLite file when none).
    pub fn start_on(label: &str, database_url: Option<&str>, extra: &[&str]) -> Result<Self> {
        let binary = crate::server_build::server_binary()?;
        let dir = std::env::temp_dir().join(format!("site-{label}-{}", std::process::id()));
        if dir.exists() {
            std::fs::remove_dir_all(&dir)?;
        }
        std::fs::create_dir_all(&dir)?;
        let port = TcpListener::bind("127.0.0.1:0")?.local_addr()?.port();
        let addr = format!("127.0.0.1:{port}");
        let database = dir.join("site.db");
        let log = dir.join("server.log");
        let database_url =
            database_url.map_or_else(|| format!("sqlite://{}", database.display()), str::to_owned);
        let root = root();
        let mut args = [
            "serve",
            "--addr",
            &addr,
            "--database-url",
            &database_url,
            "--web-dist",
            &root.join("web/dist").to_string_lossy(),
            "--content-dir",
            &root.join("content").to_string_lossy(),
            // The team's email about every lead a suite posts: in the run's folder, not data/.
            "--mail-dir",
            &dir.join("mail").to_string_lossy(),
        ]
        .map(str::to_owned)
        .to_vec();
        args.extend(extra.iter().map(|arg| (*arg).to_owned()));
        eprintln!("$ {} {}", binary.display(), args.join(" "));
        std::fs::File::create(&log)?;
        let child = spawn(&binary, &args, &log)?;
        let mut server = Self {
            child,
            binary,
            args,
            dir,
            base_url: format!("http://{addr}"),
            addr,
            database,
            log,
        };
        server.wait_healthy()?;
        eprintln!("server ready on {}", server.base_url);
        Ok(server)
    }

    /// Stops the server with SIGTERM (as systemd or a container runtime does) and waits for it
    /// to exit: it stops accepting, finishes what it holds, and exits 0.
    pub fn stop_gracefully(&mut self) -> Result<std::process::ExitStatus> {
        let pid = self.child.id().to_string();
        let sent = Command::new("kill").args(["-TERM", &pid]).status()?;
        if !sent.success() {
            return Err(format!("kill -TERM {pid} failed").into());
        }
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait()? {
                return Ok(status);
            }
            if start.elapsed() > Duration::from_secs(40) {
                return Err("the server did not exit within 40 s of SIGTERM".into());
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Starts the server again as it was started (same port, same database), after
    /// [`ReleaseServer::stop_gracefully`]; waits until it is healthy.
    pub fn restart(&mut self) -> Result {
        self.child = spawn(&self.binary, &self.args, &self.log)?;
        self.wait_healthy()
    }

    /// How many lines of its log (every start's) hold `text`.
    pub fn log_lines_with(&self, text: &str) -> usize {
        std::fs::read_to_string(&self.log)
            .unwrap_or_default()
            .lines()
            .filter(|line| line.contains(text))
            .count()
    }

    fn wait_healthy(&mut self) -> Result {
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait()? {
                let log = std::fs::read_to_string(&self.log).unwrap_or_default();
                return Err(
                    format!("the server exited ({status}) before it was healthy:\n{log}").into(),
                );
            }
            if healthz(&self.addr) {
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

    /// The last lines of the server's log on stderr (after a failure).
    pub fn show_log_tail(&self) {
        eprintln!("\n--- server log (last lines) ---");
        let text = std::fs::read_to_string(&self.log).unwrap_or_default();
        let lines: Vec<&str> = text.lines().collect();
        for line in &lines[lines.len().saturating_sub(40)..] {
            eprintln!("{line}");
        }
    }
}

impl Drop for ReleaseServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Starts `binary` with `args` in the repository's root, its output appended to `log`.
fn spawn(binary: &std::path::Path, args: &[String], log: &std::path::Path) -> Result<Child> {
    let output = std::fs::OpenOptions::new().append(true).open(log)?;
    Command::new(binary)
        .args(args)
        .current_dir(root())
        .stdin(Stdio::null())
        .stdout(output.try_clone()?)
        .stderr(output)
        .spawn()
        .map_err(|e| format!("could not start {}: {e}", binary.display()).into())
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
