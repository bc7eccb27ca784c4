//! The processes the benchmark starts (the release server, a throwaway nginx) and the commands it
//! runs, each bounded in time; everything on 127.0.0.1, stopped when dropped.

use crate::shell::Result;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

use std::time::{Duration, Instant};

/// A free port on the loopback interface.
pub fn free_port() -> Result<u16> {
    Ok(TcpListener::bind("127.0.0.1:0")?.local_addr()?.port())
}

/// Runs a command to completion, its stdout captured (through a file, so a chatty command never
/// blocks on a full pipe) and its stderr shown; killed when it outlives `limit`.
pub fn run_bounded(mut command: Command, limit: Duration, scratch: &Path) -> Result<String> {
    let program = command.get_program().to_string_lossy().into_owned();
    // A name of its own: threads run commands side by side in one scratch folder.
    static RUNS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let out = scratch.join(format!("stdout-{}-{run}", std::process::id()));
    command.stdout(std::fs::File::create(&out)?);
    let mut child = command
        .spawn()
        .map_err(|e| format!("could not start {program}: {e}"))?;
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break status;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("{program} took more than {}s; stopped", limit.as_secs()).into());
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let stdout = std::fs::read_to_string(&out)?;
    let _ = std::fs::remove_file(&out);
    if !status.success() {
        return Err(format!("{program} failed ({status}): {stdout}").into());
    }
    Ok(stdout)
}

/// A child process stopped (and reaped) when dropped, whatever happened in between: first asked
/// with SIGTERM (nginx's master then stops its workers), killed when still there after 5 s.
pub struct Guard {
    name: &'static str,
    child: Child,
}

impl Guard {
    pub fn new(name: &'static str, child: Child) -> Self {
        Self { name, child }
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        let pid = self.child.id().to_string();
        let asked = Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .is_ok_and(|s| s.success());
        let start = Instant::now();
        while asked && start.elapsed() < Duration::from_secs(5) {
            if let Ok(Some(_)) = self.child.try_wait() {
                eprintln!("xtask: stopped {}", self.name);
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        eprintln!("xtask: killed {}", self.name);
    }
}

/// The release server on a fresh SQLite file, or on a PostgreSQL database.
pub struct Server {
    pub addr: SocketAddr,
    /// The SQLite file (`None` on PostgreSQL).
    pub database: Option<PathBuf>,
    /// Its log (warnings, and the group commits' figures when it stops).
    pub log: PathBuf,
    _process: Guard,
}

impl Server {
    /// On a fresh SQLite file in `scratch`.
    pub fn start(binary: &Path, root: &Path, scratch: &Path) -> Result<Self> {
        let database = scratch.join("site.db");
        let url = format!("sqlite://{}", database.display());
        let mut server = Self::start_on(binary, root, scratch, &url, "server.log")?;
        server.database = Some(database);
        Ok(server)
    }

    /// On the database at `url`, logging to `scratch/log_name`.
    pub fn start_on(
        binary: &Path,
        root: &Path,
        scratch: &Path,
        url: &str,
        log_name: &str,
    ) -> Result<Self> {
        let addr: SocketAddr = format!("127.0.0.1:{}", free_port()?).parse()?;
        let log = scratch.join(log_name);
        let child = Command::new(binary)
            .current_dir(root)
            .args(["serve", "--addr", &addr.to_string()])
            .args(["--database-url", url])
            .args(["--web-dist", "web/dist", "--content-dir", "content"])
            .args(["--rate-limit-per-minute", "0"])
            .arg("--mail-dir")
            .arg(scratch.join("mail"))
            // As an operator runs it: the access log on (`info`, the default), written to a
            // file; the storage's group-commit figures are among its lines when it stops.
            .env("RUST_LOG", "info")
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log)?)
            .spawn()
            .map_err(|e| format!("could not start {}: {e}", binary.display()))?;
        let server = Self {
            addr,
            database: None,
            log: log.clone(),
            _process: Guard {
                name: "the server",
                child,
            },
        };
        wait_until_ok(addr, "/healthz", Duration::from_secs(60)).map_err(|e| {
            let log = std::fs::read_to_string(&log).unwrap_or_default();
            format!("{e}\nserver log:\n{log}")
        })?;
        Ok(server)
    }

    /// Its process id.
    pub fn pid(&self) -> u32 {
        self._process.child.id()
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }
}

/// Where the throwaway nginx answers 204 to anything at once: the fastest answer on the
/// machine, to measure the load client's own ceiling.
pub const CEILING_PATH: &str = "/ceiling";

/// A throwaway nginx with its own configuration, serving one file at `path`, and 204 at
/// [`CEILING_PATH`].
pub struct Nginx {
    pub addr: SocketAddr,
    _process: Guard,
}

impl Nginx {
    pub fn start(path: &str, file: &Path, content_type: &str, scratch: &Path) -> Result<Self> {
        let addr: SocketAddr = format!("127.0.0.1:{}", free_port()?).parse()?;
        let prefix = scratch.join("nginx");
        std::fs::create_dir_all(prefix.join("logs"))?;
        let p = prefix.display();
        let config = format!(
            "worker_processes auto;
pid {p}/nginx.pid;
error_log {p}/logs/error.log warn;
events {{ worker_connections 4096; }}
http {{
    access_log off;
    client_body_temp_path {p}/client_body;
    proxy_temp_path {p}/proxy;
    fastcgi_temp_path {p}/fastcgi;
    uwsgi_temp_path {p}/uwsgi;
    scgi_temp_path {p}/scgi;
    keepalive_requests 1000000;
    server {{
        listen {addr};
        location = {path} {{
            default_type {content_type};
            alias {file};
        }}
        location = {CEILING_PATH} {{
            return 204;
        }}
    }}
}}
",
            file = file.display()
        );
        let conf = prefix.join("nginx.conf");
        std::fs::write(&conf, config)?;
        let child = Command::new("nginx")
            .arg("-p")
            .arg(&prefix)
            .arg("-c")
            .arg(&conf)
            .args(["-g", "daemon off;"])
            .stdout(Stdio::null())
            .spawn()
            .map_err(|e| format!("could not start nginx: {e}"))?;
        let nginx = Self {
            addr,
            _process: Guard {
                name: "nginx",
                child,
            },
        };
        wait_until_ok(addr, path, Duration::from_secs(20))?;
        Ok(nginx)
    }
}

/// A plain HTTP/1.0 GET (no compression asked, so no chunking): status and body.
pub fn get(addr: SocketAddr, path: &str) -> Result<(u16, Vec<u8>)> {
    let mut stream = TcpStream::connect_timeout(&addr, Duration::from_secs(5))?;
    stream.set_read_timeout(Some(Duration::from_secs(30)))?;
    write!(stream, "GET {path} HTTP/1.0\r\nHost: {addr}\r\n\r\n")?;
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer)?;
    let split = answer
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .ok_or("no HTTP header end")?;
    let head = String::from_utf8_lossy(&answer[..split]);
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or("no HTTP status")?;
    Ok((status, answer[split + 4..].to_vec()))
}

pub fn wait_until_ok(addr: SocketAddr, path: &str, limit: Duration) -> Result {
    let start = Instant::now();
    loop {
        match get(addr, path) {
            Ok((200, _)) => return Ok(()),
            _ if start.elapsed() > limit => {
                return Err(format!(
                    "http://{addr}{path} did not answer 200 within {}s",
                    limit.as_secs()
                )
                .into());
            }
            _ => std::thread::sleep(Duration::from_millis(100)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(label: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("xtask-procs-{label}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        dir
    }

    #[test]
    fn a_bounded_command_gives_its_output() {
        let dir = scratch("ok");
        let mut echo = Command::new("sh");
        echo.args(["-c", "echo answered"]);
        let out = run_bounded(echo, Duration::from_secs(10), &dir).expect("runs");
        assert_eq!(out.trim(), "answered");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_command_past_its_limit_is_stopped_and_reported() {
        let dir = scratch("slow");
        let mut sleep = Command::new("sleep");
        sleep.arg("30");
        let started = Instant::now();
        let error = run_bounded(sleep, Duration::from_millis(200), &dir).expect_err("too slow");
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "stopped, not waited for"
        );
        assert!(
            error.to_string().contains("sleep took more than"),
            "{error}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_failing_command_is_an_error_with_its_output() {
        let dir = scratch("fail");
        let mut fail = Command::new("sh");
        fail.args(["-c", "echo what went wrong; exit 2"]);
        let error = run_bounded(fail, Duration::from_secs(10), &dir).expect_err("exit 2");
        let text = error.to_string();
        assert!(
            text.contains("sh failed") && text.contains("what went wrong"),
            "{text}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
