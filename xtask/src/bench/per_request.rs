//! The server's own cost per request, against its anchors, in alternating rounds (so that a
//! moment of load elsewhere on the machine falls on every contender alike): the client's own
//! ceiling (the same wrk against nginx answering 204, the fastest thing on the machine), nginx
//! serving the same JSON as the server, the server as an operator runs it (access log on,
//! written to a file), and for posts a plain axum + sqlx handler (`xtask/plain-handler`). wrk
//! runs without Lua callbacks here (a script only sets the post's method, body and type), so
//! its own ceiling is far above what it measures; a round's rate is its 2xx answers per second.
//! After a server's round of posts the next round waits until that server has written every
//! email the posts caused, so that no contender's round pays for another's leftovers.
//! Then a CPU profile (`perf`) of a cached GET and of a post, its top entries.
//! The table's rows and the profiles' section of these figures are `report/per_request.rs`'s.

use crate::procs::{Guard, Server, free_port, run_bounded};
use crate::shell::Result;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

mod perf;

pub use perf::{PROFILE_ENTRIES, Profile};

/// Rounds of each contender, alternating: five, since on a shared machine a round's rate can
/// move by a fifth from one round to the next (the median of three was one bad round from
/// the edge).
pub const ROUNDS: usize = 5;
/// Seconds of each round.
pub const ROUND_SECONDS: u32 = 5;

/// One contender's rates over the rounds (2xx answers per second).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Rounds(pub Vec<f64>);

impl Rounds {
    pub fn median(&self) -> f64 {
        let mut rates = self.0.clone();
        rates.sort_by(f64::total_cmp);
        match rates.len() {
            0 => 0.0,
            n if n % 2 == 1 => rates[n / 2],
            n => (rates[n / 2 - 1] + rates[n / 2]) / 2.0,
        }
    }

    /// "61234 req/s (rounds 60100–62012)": the median, then the spread.
    pub fn cell(&self, unit: &str) -> String {
        let min = self.0.iter().copied().fold(f64::INFINITY, f64::min);
        let max = self.0.iter().copied().fold(0.0, f64::max);
        format!(
            "{:.0} {unit} (median of {} rounds: {:.0}–{:.0})",
            self.median(),
            self.0.len(),
            min,
            max
        )
    }
}

/// One build's figures (this build's, or the baseline's given with `--baseline`).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Build {
    pub name: String,
    pub get: Rounds,
    pub posts: Rounds,
    pub get_profile: Profile,
    pub post_profile: Profile,
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Figures {
    /// wrk's plain GET against nginx answering 204.
    pub ceiling_get: Rounds,
    /// wrk's post (its body, no callbacks) against nginx answering 204.
    pub ceiling_post: Rounds,
    pub nginx: Rounds,
    pub plain_handler: Rounds,
    pub server: Build,
    pub baseline: Option<Build>,
    pub json_bytes: usize,
}

/// The wrk script of a post: method, body and type only (no per-request Lua).
fn post_script(body: &str) -> String {
    format!(
        "wrk.method = \"POST\"\nwrk.body = [==[{body}]==]\nwrk.headers[\"Content-Type\"] = \"application/json\"\n"
    )
}

/// One wrk round: 2xx answers per second.
fn round(addr: SocketAddr, path: &str, post_body: Option<&str>, dir: &Path) -> Result<f64> {
    let mut command = Command::new("wrk");
    command
        .args(["-t2", "-c64", &format!("-d{ROUND_SECONDS}s")])
        .args(["--timeout", "5s"]);
    if let Some(body) = post_body {
        let script = dir.join(format!("post-{}.lua", free_port()?));
        std::fs::write(&script, post_script(body))?;
        command.arg("-s").arg(script);
    }
    command.arg(format!("http://{addr}{path}"));
    let out = run_bounded(
        command,
        Duration::from_secs(u64::from(ROUND_SECONDS) + 30),
        dir,
    )?;
    successes_per_second(&out).ok_or_else(|| format!("could not read wrk's output:\n{out}").into())
}

/// wrk's answers per second less its non-2xx answers, from its summary.
fn successes_per_second(out: &str) -> Option<f64> {
    let mut requests: Option<f64> = None;
    let mut seconds: Option<f64> = None;
    let mut failed: f64 = 0.0;
    for line in out.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            [count, "requests", "in", duration, ..] => {
                requests = count.parse().ok();
                seconds = duration
                    .trim_end_matches(',')
                    .strip_suffix('s')?
                    .parse()
                    .ok();
            }
            ["Non-2xx", "or", "3xx", "responses:", count] => failed = count.parse().ok()?,
            _ => {}
        }
    }
    Some((requests? - failed) / seconds?)
}

/// The plain handler on a fresh SQLite file in `dir`, until dropped.
struct PlainHandler {
    addr: SocketAddr,
    _process: Guard,
}

impl PlainHandler {
    fn start(binary: &Path, dir: &Path) -> Result<Self> {
        let addr: SocketAddr = format!("127.0.0.1:{}", free_port()?).parse()?;
        let child = Command::new(binary)
            .arg(addr.to_string())
            .arg(dir.join("plain.db"))
            .stdout(Stdio::null())
            .spawn()
            .map_err(|e| format!("could not start {}: {e}", binary.display()))?;
        let handler = Self {
            addr,
            _process: Guard::new("the plain handler", child),
        };
        crate::procs::wait_until_ok(addr, "/healthz", Duration::from_secs(20))?;
        Ok(handler)
    }
}

/// A contender of the rounds.
struct Contender<'a> {
    addr: SocketAddr,
    path: &'a str,
    post_body: Option<&'a str>,
    /// A server's SQLite file: after its round of posts, the next contender waits until its
    /// outbox is empty (see [`settle`]).
    database: Option<&'a Path>,
}

/// The longest a round waits for a server's emails of the round before.
const SETTLE_LIMIT: Duration = Duration::from_secs(120);

/// `ROUNDS` rounds of each contender, one after the other within a round.
fn alternate(contenders: &[Contender], dir: &Path) -> Result<Vec<Rounds>> {
    let mut rates = vec![Rounds::default(); contenders.len()];
    for number in 1..=ROUNDS {
        for (at, contender) in contenders.iter().enumerate() {
            let rate = round(contender.addr, contender.path, contender.post_body, dir)?;
            eprintln!(
                "round {number} of {ROUNDS}: {} {}: {rate:.0}/s",
                contender.addr, contender.path
            );
            rates[at].0.push(rate);
            if let Some(database) = contender.database {
                settle(database, dir)?;
            }
        }
    }
    Ok(rates)
}

/// Waits until the server on `database` has written every email its posts caused: a server
/// writes the team's email while it takes posts, and what is left when its round ends would
/// otherwise be written during the next contender's round, taking its CPU.
fn settle(database: &Path, dir: &Path) -> Result {
    let start = std::time::Instant::now();
    loop {
        let mut query = Command::new("sqlite3");
        query
            .arg(database)
            .arg("SELECT COUNT(*) FROM outbox WHERE status = 'pending'");
        let pending: u64 = run_bounded(query, Duration::from_secs(30), dir)?
            .trim()
            .parse()?;
        if pending == 0 {
            return Ok(());
        }
        if start.elapsed() > SETTLE_LIMIT {
            return Err(format!(
                "{pending} emails still pending {} s after a round of posts",
                SETTLE_LIMIT.as_secs()
            )
            .into());
        }
        std::thread::sleep(Duration::from_millis(200));
    }
}

/// The inputs of [`measure`].
pub struct Setup<'a> {
    pub server: &'a Path,
    pub baseline: Option<&'a Path>,
    pub plain_handler: &'a Path,
    pub root: &'a Path,
    pub help_body: &'a str,
}

pub fn measure(setup: &Setup, dir: &Path) -> Result<Figures> {
    let dir = &dir.join("per-request");
    std::fs::create_dir_all(dir)?;
    let mut builds = vec![(setup.server, "this build")];
    if let Some(baseline) = setup.baseline {
        builds.push((baseline, "baseline"));
    }
    let servers = builds
        .iter()
        .enumerate()
        .map(|(at, (binary, _))| {
            let dir = dir.join(format!("server-{at}"));
            std::fs::create_dir_all(&dir)?;
            Server::start(binary, setup.root, &dir)
        })
        .collect::<Result<Vec<_>>>()?;
    let (status, json) = crate::procs::get(servers[0].addr, "/api/service/all")?;
    if status != 200 {
        return Err(format!("GET /api/service/all answered {status}").into());
    }
    let json_file = dir.join("service-all.json");
    std::fs::write(&json_file, &json)?;
    let nginx =
        crate::procs::Nginx::start("/api/service/all", &json_file, "application/json", dir)?;
    let plain = PlainHandler::start(setup.plain_handler, dir)?;

    crate::shell::step("GET: wrk's ceiling, nginx, the server (access log on), alternating");
    let mut gets = vec![
        Contender {
            addr: nginx.addr,
            path: crate::procs::CEILING_PATH,
            post_body: None,
            database: None,
        },
        Contender {
            addr: nginx.addr,
            path: "/api/service/all",
            post_body: None,
            database: None,
        },
    ];
    gets.extend(servers.iter().map(|server| Contender {
        addr: server.addr,
        path: "/api/service/all",
        post_body: None,
        database: None,
    }));
    let get_rates = alternate(&gets, dir)?;

    crate::shell::step("posts: wrk's ceiling, the plain handler, the server, alternating");
    let body = Some(setup.help_body);
    let mut posts = vec![
        Contender {
            addr: nginx.addr,
            path: crate::procs::CEILING_PATH,
            post_body: body,
            database: None,
        },
        Contender {
            addr: plain.addr,
            path: "/api/help",
            post_body: body,
            database: None,
        },
    ];
    posts.extend(servers.iter().map(|server| Contender {
        addr: server.addr,
        path: "/api/help",
        post_body: body,
        database: server.database.as_deref(),
    }));
    let post_rates = alternate(&posts, dir)?;
    drop(plain);
    drop(nginx);

    crate::shell::step("CPU profiles (perf) of a cached GET and of a post");
    let mut measured = Vec::new();
    for (at, (server, (_, name))) in servers.iter().zip(&builds).enumerate() {
        let pid = server.pid();
        measured.push(Build {
            name: (*name).to_owned(),
            get: get_rates[2 + at].clone(),
            posts: post_rates[2 + at].clone(),
            get_profile: profile(pid, server.addr, "/api/service/all", None, dir)?,
            post_profile: profile(pid, server.addr, "/api/help", body, dir)?,
        });
    }
    let mut measured = measured.into_iter();
    Ok(Figures {
        ceiling_get: get_rates[0].clone(),
        ceiling_post: post_rates[0].clone(),
        nginx: get_rates[1].clone(),
        plain_handler: post_rates[1].clone(),
        server: measured.next().ok_or("no server measured")?,
        baseline: measured.next(),
        json_bytes: json.len(),
    })
}

/// `perf record` of the process `pid` during a round of load ([`perf::profile`]).
fn profile(
    pid: u32,
    addr: SocketAddr,
    path: &str,
    post_body: Option<&str>,
    dir: &Path,
) -> Result<Profile> {
    perf::profile(pid, ROUND_SECONDS - 1, dir, || {
        round(addr, path, post_body, dir)
    })
}

/// The plain handler's binary, built in release.
pub fn build_plain_handler() -> Result<PathBuf> {
    crate::shell::exec(crate::shell::cmd(
        "cargo",
        &["build", "--release", "--locked", "-p", "plain-handler"],
        ".",
    ))?;
    Ok(crate::shell::target_dir()?.join("release/plain-handler"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rounds_rate_is_its_successes_over_wrks_duration() {
        let out = "Running 5s test @ http://127.0.0.1:1/api/help\n  2 threads and 64 connections\n\
                   30000 requests in 5.00s, 3.1MB read\n  Non-2xx or 3xx responses: 1000\n\
                   Requests/sec:   6000.00\n";
        assert_eq!(successes_per_second(out), Some(5800.0));
        assert_eq!(successes_per_second("wrk: connection refused"), None);
    }

    #[test]
    fn rounds_give_their_median_and_spread() {
        let rounds = Rounds(vec![61_000.0, 58_000.0, 63_500.0]);
        assert_eq!(rounds.median(), 61_000.0);
        assert_eq!(
            rounds.cell("req/s"),
            "61000 req/s (median of 3 rounds: 58000–63500)"
        );
        assert_eq!(Rounds(vec![1.0, 3.0]).median(), 2.0);
    }
}
