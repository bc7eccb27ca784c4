//! A throwaway PostgreSQL cluster for the test suite, on a loopback port, removed afterwards.
//! PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user.

use crate::shell::{Result, cmd, exec, step};
use crate::tools;
use std::path::{Path, PathBuf};
use std::process::Command;

#[derive(Debug)]
pub struct Cluster {
    dir: PathBuf,
    pub bin: PathBuf,
    pub url: String,
}

impl Cluster {
    /// A cluster named `label` (several can run at once) for tests: no `fsync`, commits not
    /// waiting for their log to reach the disk (a crash of the machine may lose the last ones;
    /// the suites never need them back). Its settings live in its own `postgresql.conf`, so a
    /// test may stop it and start it again with `pg_ctl -D DATA start`.
    pub fn start(label: &str) -> Result<Self> {
        Self::start_with(label, "fsync = off\nsynchronous_commit = off\n")
    }

    /// A cluster with PostgreSQL's own durability (`fsync` on, every commit waits for its log to
    /// reach the disk), as a production server runs: what the benchmark measures.
    pub fn start_durable(label: &str) -> Result<Self> {
        Self::start_with(label, "")
    }

    fn start_with(label: &str, durability: &str) -> Result<Self> {
        let bin = match find_bin() {
            Some(bin) => bin,
            None => {
                tools::apt_install(&["postgresql"])?;
                find_bin().ok_or("postgresql is installed but initdb was not found")?
            }
        };
        step("starting a throwaway PostgreSQL cluster");
        // Under /tmp: the postgres user cannot enter root's home.
        let dir = std::env::temp_dir().join(format!("site-pg-{label}-{}", std::process::id()));
        if dir.exists() {
            std::fs::remove_dir_all(&dir)?;
        }
        std::fs::create_dir_all(&dir)?;
        if is_root() {
            exec(cmd(
                "chown",
                &["postgres:postgres", &dir.to_string_lossy()],
                ".",
            ))?;
        }
        let data = dir.join("data");
        let port = free_port()?;
        as_postgres(
            &bin.join("initdb"),
            &[
                "-D",
                &data.to_string_lossy(),
                "-A",
                "trust",
                "-U",
                "postgres",
                "--no-sync",
                "-E",
                "UTF8",
            ],
        )?;
        let settings = format!(
            "\nport = {port}\nunix_socket_directories = '{}'\nlisten_addresses = '127.0.0.1'\n\
             max_connections = 200\n{durability}",
            dir.display()
        );
        let conf = data.join("postgresql.conf");
        let mut text = std::fs::read_to_string(&conf)?;
        text.push_str(&settings);
        std::fs::write(&conf, text)?;
        let log = dir.join("log").to_string_lossy().into_owned();
        as_postgres(
            &bin.join("pg_ctl"),
            &["-D", &data.to_string_lossy(), "-l", &log, "-w", "start"],
        )?;
        let url = format!("postgres://postgres@127.0.0.1:{port}/postgres");
        eprintln!("PostgreSQL on {url}");
        Ok(Self { dir, bin, url })
    }

    /// What `psql` prints for `sql` on the database at `url` (unaligned, tuples only).
    pub fn psql(&self, url: &str, sql: &str) -> Result<String> {
        let output = Command::new(self.bin.join("psql"))
            .args([
                "-X",
                "-q",
                "-t",
                "-A",
                "-v",
                "ON_ERROR_STOP=1",
                "-d",
                url,
                "-c",
                sql,
            ])
            .output()
            .map_err(|e| format!("could not run psql: {e}"))?;
        if !output.status.success() {
            return Err(format!(
                "psql {sql}: {}",
                String::from_utf8_lossy(&output.stderr).trim()
            )
            .into());
        }
        Ok(String::from_utf8(output.stdout)?)
    }

    /// The cluster's data folder (for `pg_ctl -D`).
    pub fn data(&self) -> PathBuf {
        self.dir.join("data")
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let data = self.dir.join("data");
        let _ = as_postgres(
            &self.bin.join("pg_ctl"),
            &["-D", &data.to_string_lossy(), "-m", "immediate", "stop"],
        );
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// `/usr/lib/postgresql/<newest>/bin`.
fn find_bin() -> Option<PathBuf> {
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(|entry| entry.ok().map(|e| e.path().join("bin")))
        .filter(|bin| bin.join("initdb").is_file())
        .collect();
    versions.sort();
    versions.pop()
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.starts_with(b"0\n"))
}

fn as_postgres(program: &Path, args: &[&str]) -> Result {
    let program = program.to_string_lossy();
    if is_root() {
        let mut all = vec!["-u", "postgres", "--", program.as_ref()];
        all.extend_from_slice(args);
        exec(cmd("runuser", &all, "."))
    } else {
        exec(cmd(&program, args, "."))
    }
}

fn free_port() -> Result<u16> {
    Ok(std::net::TcpListener::bind("127.0.0.1:0")?
        .local_addr()?
        .port())
}
