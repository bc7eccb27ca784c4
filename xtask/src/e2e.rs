//! The browser end-to-end suite (`tests/e2e`, Playwright driving Debian's Chromium): the release
//! artefacts, a release server on a loopback port with a fresh SQLite file, the suite with
//! `BASE_URL` and `E2E_DATABASE` in its environment, and the server stopped whatever the outcome.

use crate::shell::{Result, cmd, exec, root, step};
use crate::{tools, wasm};
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Debian's Chromium, which the suite launches (Playwright never downloads a browser here).
const CHROMIUM: &str = "/usr/bin/chromium";
const HEALTH_TIMEOUT: Duration = Duration::from_secs(60);

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

    let server = Server::start(&wasm::target_dir()?.join("release/server"))?;
    step("end-to-end tests (Playwright, Debian's Chromium, against the release server)");
    let mut suite = cmd("npx", &["--no-install", "playwright", "test"], "tests/e2e");
    suite
        .env("BASE_URL", &server.base_url)
        .env("E2E_DATABASE", &server.database)
        .env("CHROMIUM_PATH", CHROMIUM);
    let outcome = exec(suite);
    if outcome.is_err() {
        eprintln!("\n--- server log (last lines) ---");
        let text = std::fs::read_to_string(&server.log).unwrap_or_default();
        let lines: Vec<&str> = text.lines().collect();
        for line in &lines[lines.len().saturating_sub(40)..] {
            eprintln!("{line}");
        }
    }
    drop(server);
    outcome
}

/// The release server on a free loopback port, with a fresh SQLite file in its own temporary
/// folder; killed and the folder removed when dropped.
#[derive(Debug)]
struct Server {
    child: Child,
    dir: PathBuf,
    base_url: String,
    database: PathBuf,
    log: PathBuf,
}

impl Server {
    fn start(binary: &Path) -> Result<Self> {
        step("starting the release server on a fresh SQLite file");
        let dir = std::env::temp_dir().join(format!("site-e2e-{}", std::process::id()));
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
