//! The crash drill: the release server on a SQLite file or a PostgreSQL database, under write
//! load from 8 clients, killed with SIGKILL (`kill -9`) at random moments and started again on
//! the same database, `kills` times. Afterwards every post that was answered 201 must be in the
//! database (read back with the server's own `leads export`), and on SQLite
//! `PRAGMA integrity_check` must say `ok`. A post the server committed but could not answer
//! before it died may be stored too: stored at least once, an answered post never lost.
//!
//! The funnel's server-side steps must equal what the database holds: `accepted`, written in
//! each lead's own transaction, the rows stored; `delivered`, written in the transaction that
//! marks a message sent, the lead messages marked sent. A kill loses no such count and adds none.
//! (What a kill may lose is the beacons' steps counted in memory since the last flush,
//! docs/operating.md#attribution-and-funnel; the drill sends none.)
//!
//! `cargo xtask bench` runs it with 100 kills and reports the figures; `cargo xtask test` runs a
//! short drill (5 kills) on each engine, so a regression fails the suite.

use crate::fixtures::stored_help;
use crate::postgres::Cluster;
use crate::shell::{Result, root};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

/// Clients posting at once.
pub const CLIENTS: usize = 8;
/// The longest a kill waits after the first post answered by a new start of the server.
const MAX_DELAY_MS: u64 = 600;

/// What one drill found.
#[derive(Debug, Clone, Default)]
pub struct Figures {
    pub kills: u32,
    /// Posts answered 201.
    pub answered: usize,
    /// Of those, how many are in the database afterwards.
    pub found: usize,
    /// Rows stored in all (at least `found`: a post may be committed and its answer lost).
    pub rows: usize,
    /// Posts that got no answer (the server died under them) or a 503.
    pub unanswered: u64,
    /// The funnel's `accepted` count of the help form (equal to `rows` when sound).
    pub accepted_counted: usize,
    /// Lead messages the outbox marked sent, and the funnel's `delivered` count (equal).
    pub sent: usize,
    pub delivered_counted: usize,
    /// What `PRAGMA integrity_check` said (SQLite); PostgreSQL's own recovery is not checked.
    pub integrity: String,
    /// `SQLite` or `PostgreSQL`.
    pub engine: &'static str,
    pub seconds: f64,
}

impl Figures {
    pub fn lost(&self) -> usize {
        self.answered - self.found
    }

    /// Fails unless nothing answered was lost and the file is sound.
    pub fn verdict(&self) -> Result {
        if self.lost() == 0
            && (self.integrity == "ok" || self.engine == "PostgreSQL")
            && self.answered > 0
            && self.accepted_counted == self.rows
            && self.delivered_counted == self.sent
        {
            Ok(())
        } else {
            Err(format!("crash drill failed: {self:?}").into())
        }
    }

    pub fn summary(&self) -> String {
        format!(
            "{}: {} kills (kill -9) under write load in {:.0} s: {} posts answered 201, {} of \
             them found ({} lost), {} rows stored, {} counted accepted by the funnel, {} lead \
             messages sent and {} counted delivered, {} posts unanswered or 503, \
             integrity_check {}",
            self.engine,
            self.kills,
            self.seconds,
            self.answered,
            self.found,
            self.lost(),
            self.rows,
            self.accepted_counted,
            self.sent,
            self.delivered_counted,
            self.unanswered,
            self.integrity
        )
    }
}

/// The database a drill runs on.
pub enum Store<'a> {
    /// A fresh SQLite file in the drill's folder.
    Sqlite,
    /// A fresh database of this cluster.
    Postgres(&'a Cluster),
}

impl Store<'_> {
    /// The server's `--database-url`, with what it needs made.
    fn url(&self, scratch: &Path) -> Result<String> {
        match self {
            Store::Sqlite => Ok(format!("sqlite://{}", scratch.join("crash.db").display())),
            Store::Postgres(cluster) => {
                cluster.psql(&cluster.url, "CREATE DATABASE crash_drill")?;
                let server = cluster
                    .url
                    .strip_suffix("/postgres")
                    .ok_or("the cluster's URL names its postgres database")?;
                Ok(format!("{server}/crash_drill"))
            }
        }
    }

    /// The one number `sql` selects.
    fn number(&self, url: &str, scratch: &Path, sql: &str) -> Result<usize> {
        let text = match self {
            Store::Sqlite => {
                let output = Command::new("sqlite3")
                    .arg(scratch.join("crash.db"))
                    .arg(sql)
                    .output()
                    .map_err(|e| format!("could not run sqlite3: {e}"))?;
                String::from_utf8(output.stdout)?
            }
            Store::Postgres(cluster) => cluster.psql(url, sql)?,
        };
        Ok(text
            .trim()
            .parse()
            .map_err(|e| format!("{sql}: {text:?}: {e}"))?)
    }

    fn integrity(&self, scratch: &Path) -> Result<String> {
        match self {
            Store::Sqlite => integrity_check(&scratch.join("crash.db")),
            Store::Postgres(_) => Ok("not applicable (PostgreSQL)".to_owned()),
        }
    }
}

/// Runs the drill with the server `binary` on `store`, in `scratch` (a folder of its own).
pub fn drill(binary: &Path, kills: u32, scratch: &Path, store: &Store) -> Result<Figures> {
    let started = Instant::now();
    let url = store.url(scratch)?;
    let addr: SocketAddr = format!(
        "127.0.0.1:{}",
        TcpListener::bind("127.0.0.1:0")?.local_addr()?.port()
    )
    .parse()?;
    let log = scratch.join("crash-server.log");
    let mut random = Random::seeded();
    eprintln!("crash drill: {kills} kills, seed {}", random.0);
    let mut server = start(binary, &url, addr, &log)?;

    let answered = Arc::new(Mutex::new(Vec::<String>::new()));
    let unanswered = Arc::new(AtomicU64::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    let clients: Vec<_> = (0..CLIENTS)
        .map(|client| {
            let (answered, unanswered, stop) = (answered.clone(), unanswered.clone(), stop.clone());
            std::thread::spawn(move || {
                let mut serial = client * 1_000_000;
                while !stop.load(Ordering::Relaxed) {
                    serial += 1;
                    match post_help(addr, serial) {
                        Some(id) => answered.lock().expect("ledger").push(id),
                        None => {
                            unanswered.fetch_add(1, Ordering::Relaxed);
                            std::thread::sleep(Duration::from_millis(5));
                        }
                    }
                }
            })
        })
        .collect();

    let mut outcome = Ok(());
    for kill in 1..=kills {
        // Under load: a post was answered by this start of the server before it is killed.
        if let Err(error) = wait_for_answer(&answered, kill) {
            outcome = Err(error);
            break;
        }
        std::thread::sleep(Duration::from_millis(random.between(0, MAX_DELAY_MS)));
        kill_hard(&mut server);
        match start(binary, &url, addr, &log) {
            Ok(next) => server = next,
            Err(error) => {
                outcome = Err(error);
                break;
            }
        }
    }
    // A little load on the last start, then a clean stop.
    std::thread::sleep(Duration::from_millis(300));
    stop.store(true, Ordering::Relaxed);
    for client in clients {
        client.join().map_err(|_| "a drill client panicked")?;
    }
    stop_gently(&mut server);
    outcome?;

    let answered = std::mem::take(&mut *answered.lock().expect("ledger"));
    let stored = stored_ids(binary, &url)?;
    let found = answered.iter().filter(|id| stored.contains(*id)).count();
    // PostgreSQL's SUM of a BIGINT is a NUMERIC: cast back.
    let step_count = |step: &str| {
        store.number(
            &url,
            scratch,
            &format!(
                "SELECT CAST(COALESCE(SUM(count), 0) AS BIGINT) FROM funnel_totals \
                 WHERE step = '{step}' AND form = 'help'"
            ),
        )
    };
    Ok(Figures {
        kills,
        answered: answered.len(),
        found,
        rows: stored.len(),
        unanswered: unanswered.load(Ordering::Relaxed),
        accepted_counted: step_count("accepted")?,
        sent: store.number(
            &url,
            scratch,
            // Messages about leads (a subscription's or the weekly digest's name their own id).
            // (and a lead's acknowledgement to its visitor, which the funnel does not count).
            "SELECT COUNT(*) FROM outbox o JOIN leads l ON l.id = o.lead_id \
             WHERE o.status = 'sent' AND o.notice NOT LIKE '%\"acknowledge_to\"%'",
        )?,
        delivered_counted: step_count("delivered")?,
        integrity: store.integrity(scratch)?,
        engine: match store {
            Store::Sqlite => "SQLite",
            Store::Postgres(_) => "PostgreSQL",
        },
        seconds: started.elapsed().as_secs_f64(),
    })
}

/// Waits (up to 30 s) for one more post to be answered 201.
fn wait_for_answer(answered: &Mutex<Vec<String>>, kill: u32) -> Result {
    let before = answered.lock().expect("ledger").len();
    let deadline = Instant::now() + Duration::from_secs(30);
    while answered.lock().expect("ledger").len() == before {
        if Instant::now() > deadline {
            return Err(format!("no post was answered within 30 s before kill {kill}").into());
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    Ok(())
}

/// The server on `url`, once `/healthz` answers 200 (the content is seeded on the first start).
fn start(binary: &Path, url: &str, addr: SocketAddr, log: &Path) -> Result<Child> {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let log_file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(log)?;
        let mut child = Command::new(binary)
            .current_dir(root())
            .args(["serve", "--addr", &addr.to_string(), "--database-url", url])
            // The team's email about each post: beside the log, not in the clone's data/.
            .arg("--mail-dir")
            .arg(log.with_file_name("mail"))
            .args(["--web-dist", "web/dist", "--content-dir", "content"])
            .args(["--rate-limit-per-minute", "0"])
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(log_file)
            .spawn()
            .map_err(|e| format!("could not start {}: {e}", binary.display()))?;
        while Instant::now() < deadline {
            if healthy(addr) {
                return Ok(child);
            }
            if child.try_wait()?.is_some() {
                break; // e.g. the port not free yet: start again
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        kill_hard(&mut child);
        if Instant::now() >= deadline {
            let log = std::fs::read_to_string(log).unwrap_or_default();
            return Err(
                format!("the server did not start again within 60 s; its log:\n{log}").into(),
            );
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// SIGKILL: no shutdown code runs, as in a power cut of the process (not of the machine).
fn kill_hard(child: &mut Child) {
    let _ = child.kill();
    let _ = child.wait();
}

fn stop_gently(child: &mut Child) {
    let asked = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .is_ok_and(|s| s.success());
    let deadline = Instant::now() + Duration::from_secs(10);
    while asked && Instant::now() < deadline {
        if let Ok(Some(_)) = child.try_wait() {
            return;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    kill_hard(child);
}

/// One HTTP/1.1 exchange (`Connection: close`): the status and the body.
pub(crate) fn exchange(addr: SocketAddr, request: &str) -> Option<(u16, Vec<u8>)> {
    let mut stream = TcpStream::connect_timeout(&addr, Duration::from_secs(2)).ok()?;
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .ok()?;
    stream.write_all(request.as_bytes()).ok()?;
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).ok()?;
    let split = answer.windows(4).position(|w| w == b"\r\n\r\n")?;
    let status = std::str::from_utf8(&answer[..split])
        .ok()?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()?;
    Some((status, answer[split + 4..].to_vec()))
}

pub(crate) fn healthy(addr: SocketAddr) -> bool {
    let request = format!("GET /healthz HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    matches!(exchange(addr, &request), Some((200, _)))
}

/// Posts a help message; the id of a 201, or `None` (no answer, or not stored).
fn post_help(addr: SocketAddr, serial: usize) -> Option<String> {
    post_help_keyed(addr, serial, None)
}

/// [`post_help`] with an `Idempotency-Key` when `key` is given: a repeat is answered the first
/// answer (201 and the same id), from the stored claim.
pub(crate) fn post_help_keyed(
    addr: SocketAddr,
    serial: usize,
    key: Option<&str>,
) -> Option<String> {
    let body = serde_json::json!({
        "name": "Arjun Patel",
        "email": "arjun@example.ca",
        "phone": "905-555-0123",
        "subject": format!("Crash drill {serial}"),
        "message": "Which statements should I bring to our meeting?",
    })
    .to_string();
    let request = format!(
        "POST /api/help HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n\
         {}Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        key.map(|key| format!("Idempotency-Key: {key}\r\n"))
            .unwrap_or_default(),
        body.len()
    );
    let (status, body) = exchange(addr, &request)?;
    if status != 201 {
        return None;
    }
    let answer: serde_json::Value = serde_json::from_slice(&body).ok()?;
    answer["data"]["id"].as_str().map(str::to_owned)
}

/// The ids of the stored help leads, read with the server's own export.
pub(crate) fn stored_ids(binary: &Path, url: &str) -> Result<std::collections::HashSet<String>> {
    stored_help(binary, url)?
        .iter()
        .map(|row| {
            row["id"]
                .as_str()
                .map(str::to_owned)
                .ok_or_else(|| "an exported row without an id".into())
        })
        .collect()
}

/// `PRAGMA integrity_check` by the sqlite3 shell (Debian's `sqlite3`).
fn integrity_check(database: &Path) -> Result<String> {
    let output = Command::new("sqlite3")
        .arg(database)
        .arg("PRAGMA integrity_check")
        .output()
        .map_err(|e| format!("could not run sqlite3: {e}"))?;
    Ok(String::from_utf8(output.stdout)?.trim().to_owned())
}

/// xorshift64, seeded by the clock: random moments without a dependency.
struct Random(u64);

impl Random {
    fn seeded() -> Self {
        let nanos = SystemTime::now()
            .duration_since(SystemTime::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64);
        Self(nanos | 1)
    }

    fn between(&mut self, low: u64, high: u64) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        low + x % (high - low + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sound() -> Figures {
        Figures {
            kills: 3,
            answered: 10,
            found: 10,
            rows: 11,
            accepted_counted: 11,
            sent: 9,
            delivered_counted: 9,
            integrity: "ok".to_owned(),
            engine: "SQLite",
            ..Figures::default()
        }
    }

    #[test]
    fn a_sound_drill_passes() {
        sound().verdict().expect("sound");
    }

    #[test]
    fn a_lost_post_a_damaged_file_or_a_funnel_out_of_step_fails() {
        let lost = Figures {
            found: 9,
            ..sound()
        };
        let damaged = Figures {
            integrity: "*** in database main ***".to_owned(),
            ..sound()
        };
        let uncounted = Figures {
            accepted_counted: 10,
            ..sound()
        };
        let undelivered = Figures {
            delivered_counted: 8,
            ..sound()
        };
        let idle = Figures {
            answered: 0,
            found: 0,
            ..sound()
        };
        for figures in [lost, damaged, uncounted, undelivered, idle] {
            let error = figures.verdict().expect_err("fails");
            assert!(
                error.to_string().starts_with("crash drill failed"),
                "{error}"
            );
        }
    }
}
