//! nginx in front of release servers, as `deploy/nginx/cedarline.conf` sets it up: a certificate
//! made here, the shipped conf pointed at the given instances, and curl as the visitors (bound to
//! loopback addresses of their own). Used by the front's checks (`front.rs`) and the instances'
//! (`front_instances.rs`).

use crate::procs::{Guard, free_port, run_bounded};
use crate::shell::{Result, cmd, exec, root};
use crate::tools;
use std::net::TcpStream;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How long one refused connection leaves an instance out of nginx's upstream: the
/// `fail_timeout` that `deploy/nginx/cedarline.conf` writes on each `server` line (the test fails
/// when the file says otherwise; see [`upstream_failures`]).
pub const UPSTREAM_FAIL_TIMEOUT: Duration = Duration::from_secs(5);

/// Each instance's failure accounting as the shipped conf writes it.
fn upstream_failures() -> String {
    format!(
        "max_fails=1 fail_timeout={}s",
        UPSTREAM_FAIL_TIMEOUT.as_secs()
    )
}

/// What curl may take for one request.
const CURL_LIMIT: Duration = Duration::from_secs(30);

/// Debian's nginx, openssl and curl (with HTTP/2), and systemd's `systemd-analyze`.
pub(crate) fn install() -> Result {
    let mut missing = Vec::new();
    for (program, package) in [
        ("nginx", "nginx"),
        ("openssl", "openssl"),
        ("curl", "curl"),
        ("systemd-analyze", "systemd"),
    ] {
        if !on_path(program) {
            missing.push(package);
        }
    }
    if missing.is_empty() {
        Ok(())
    } else {
        tools::apt_install(&missing)
    }
}

fn on_path(program: &str) -> bool {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain([PathBuf::from("/usr/sbin")])
        .any(|dir| dir.join(program).is_file())
}

/// A scratch folder, removed when dropped.
pub(crate) struct Scratch(pub(crate) PathBuf);

impl Scratch {
    pub(crate) fn new() -> Result<Self> {
        let dir = std::env::temp_dir().join(format!("site-front-nginx-{}", std::process::id()));
        if dir.exists() {
            std::fs::remove_dir_all(&dir)?;
        }
        std::fs::create_dir_all(&dir)?;
        Ok(Self(dir))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// `text` with each `(from, to)` replaced, failing when a `from` is not there exactly once (the
/// file changed under the test: the test must change with it).
pub(crate) fn replace_each(text: &str, replacements: &[(&str, &str)]) -> Result<String> {
    let mut text = text.to_owned();
    for (from, to) in replacements {
        let count = text.matches(from).count();
        if count != 1 {
            return Err(
                format!("expected {from:?} once in the deployed file, found {count}").into(),
            );
        }
        text = text.replacen(from, to, 1);
    }
    Ok(text)
}

/// A self-signed certificate for 127.0.0.1 and localhost, valid for a day.
#[derive(Debug, Clone)]
pub(crate) struct Certificate {
    cert: PathBuf,
    key: PathBuf,
}

impl Certificate {
    /// curl as the visitor at `from` (a loopback address it binds to), over HTTP/2, trusting
    /// this certificate, then `args`.
    pub(crate) fn curl(&self, from: &str, args: &[&str]) -> Command {
        let mut curl = cmd("curl", &["-sS", "--http2", "--interface", from], ".");
        curl.arg("--cacert")
            .arg(&self.cert)
            .args(["--max-time", "20"])
            .args(args);
        curl
    }
}

pub(crate) fn certificate(scratch: &Path) -> Result<Certificate> {
    let certificate = Certificate {
        cert: scratch.join("cert.pem"),
        key: scratch.join("key.pem"),
    };
    let mut openssl = Command::new("openssl");
    openssl
        .args([
            "req",
            "-x509",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:P-256",
        ])
        .args(["-nodes", "-days", "1", "-subj", "/CN=localhost"])
        .args(["-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"])
        .arg("-keyout")
        .arg(&certificate.key)
        .arg("-out")
        .arg(&certificate.cert)
        .stderr(Stdio::null());
    run_bounded(openssl, Duration::from_secs(30), scratch)?;
    Ok(certificate)
}

/// Debian's nginx running `deploy/nginx/cedarline.conf` inside a main configuration like
/// Debian's own `nginx.conf` (gzip on included), with its own prefix, pid and temp folders.
pub(crate) struct Nginx {
    pub(crate) https: u16,
    pub(crate) http: u16,
    /// The http block's access log: the site's server block turns it off.
    pub(crate) access_log: PathBuf,
    error_log: PathBuf,
    _process: Guard,
}

impl Nginx {
    /// nginx with the shipped site before `servers` (one, or more instances), its files under
    /// `scratch/label`.
    pub(crate) fn start(
        scratch: &Path,
        label: &str,
        servers: &[&str],
        certificate: &Certificate,
    ) -> Result<Self> {
        let (https, http) = (free_port()?, free_port()?);
        let prefix = scratch.join(label);
        std::fs::create_dir_all(prefix.join("logs"))?;
        for temp in ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"] {
            // The workers (nobody, when started as root) write large answers here.
            let dir = prefix.join(temp);
            std::fs::create_dir_all(&dir)?;
            std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o777))?;
        }
        let failures = upstream_failures();
        let upstream = |server: &str| format!("server {server} {failures};");
        let others: Vec<String> = servers[1..].iter().map(|server| upstream(server)).collect();
        let site = replace_each(
            &std::fs::read_to_string(root().join("deploy/nginx/cedarline.conf"))?,
            &[
                (&upstream("127.0.0.1:8080"), &upstream(servers[0])),
                (
                    &format!("# {}", upstream("127.0.0.1:8081")),
                    &others.join("\n    "),
                ),
                ("listen 80;", &format!("listen 127.0.0.1:{http};")),
                ("listen [::]:80;", ""),
                (
                    "listen 443 ssl http2;",
                    &format!("listen 127.0.0.1:{https} ssl http2;"),
                ),
                ("listen [::]:443 ssl http2;", ""),
                (
                    "/etc/letsencrypt/live/www.example.ca/fullchain.pem",
                    &certificate.cert.to_string_lossy(),
                ),
                (
                    "/etc/letsencrypt/live/www.example.ca/privkey.pem",
                    &certificate.key.to_string_lossy(),
                ),
            ],
        )?;
        std::fs::write(prefix.join("cedarline.conf"), site)?;
        let p = prefix.display();
        let main = format!(
            "worker_processes 1;
pid {p}/nginx.pid;
error_log {p}/logs/error.log warn;
events {{ worker_connections 256; }}
http {{
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log {p}/logs/access.log;
    gzip on;
    client_body_temp_path {p}/client_body;
    proxy_temp_path {p}/proxy;
    fastcgi_temp_path {p}/fastcgi;
    uwsgi_temp_path {p}/uwsgi;
    scgi_temp_path {p}/scgi;
    include {p}/cedarline.conf;
}}
"
        );
        let conf = prefix.join("nginx.conf");
        std::fs::write(&conf, main)?;
        let nginx = |extra: &[&str]| {
            let mut command = Command::new("nginx");
            command
                .arg("-p")
                .arg(&prefix)
                .arg("-c")
                .arg(&conf)
                .args(extra);
            command
        };
        exec(nginx(&["-t", "-q"]))?;
        let child = nginx(&["-g", "daemon off;"])
            .stdout(Stdio::null())
            .spawn()
            .map_err(|e| format!("could not start nginx: {e}"))?;
        let front = Self {
            https,
            http,
            access_log: prefix.join("logs/access.log"),
            error_log: prefix.join("logs/error.log"),
            _process: Guard::new("nginx", child),
        };
        let start = Instant::now();
        while TcpStream::connect(("127.0.0.1", https)).is_err() {
            if start.elapsed() > Duration::from_secs(20) {
                let log =
                    std::fs::read_to_string(prefix.join("logs/error.log")).unwrap_or_default();
                return Err(format!("nginx did not listen within 20 s:\n{log}").into());
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        eprintln!("nginx ready on https://127.0.0.1:{https} (HTTP on {http})");
        Ok(front)
    }

    /// The lines of nginx's error log (warnings and worse) so far.
    pub(crate) fn errors(&self) -> Vec<String> {
        std::fs::read_to_string(&self.error_log)
            .unwrap_or_default()
            .lines()
            .map(str::to_owned)
            .collect()
    }
}

/// One answer as curl saw it: the protocol version, the status, the headers (lower case).
#[derive(Debug)]
pub(crate) struct Seen {
    pub(crate) version: String,
    pub(crate) status: u16,
    headers: String,
}

impl Seen {
    pub(crate) fn header(&self, name: &str) -> Option<&str> {
        self.headers.lines().find_map(|line| {
            let (key, value) = line.split_once(':')?;
            (key.trim() == name).then_some(value.trim())
        })
    }
}

/// A request from the visitor at `from` (a loopback address curl binds to).
pub(crate) fn curl(
    from: &str,
    certificate: &Certificate,
    url: &str,
    args: &[&str],
) -> Result<Seen> {
    let scratch = certificate.cert.parent().ok_or("certificate folder")?;
    let mut summary = vec![
        "-o",
        "/dev/null",
        "-D",
        "-",
        "-w",
        "\n%{http_version} %{http_code}",
    ];
    summary.extend_from_slice(args);
    summary.push(url);
    let curl = certificate.curl(from, &summary);
    let out = run_bounded(curl, CURL_LIMIT, scratch)?;
    let (headers, last) = out.trim_end().rsplit_once('\n').ok_or("no curl summary")?;
    let (version, status) = last.split_once(' ').ok_or("no curl summary")?;
    Ok(Seen {
        version: version.to_owned(),
        status: status.parse()?,
        headers: headers.to_ascii_lowercase(),
    })
}

pub(crate) fn expect(what: &str, ok: bool, seen: &Seen) -> Result {
    if ok {
        eprintln!("ok: {what}");
        Ok(())
    } else {
        Err(format!("{what}: not so; saw {seen:?}").into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unmet_expectation_fails_with_what_was_expected_and_what_came() {
        let seen = Seen {
            version: "2".to_owned(),
            status: 502,
            headers: "server: nginx\r\n".to_owned(),
        };
        expect("a 502 through the front", seen.status == 502, &seen).expect("met");
        let error =
            expect("a 200 through the front", seen.status == 200, &seen).expect_err("unmet");
        let text = error.to_string();
        assert!(
            text.starts_with("a 200 through the front: not so; saw"),
            "{text}"
        );
        assert!(text.contains("502"), "{text}");
    }
}
