//! Several instances behind the shipped nginx front, on one PostgreSQL database (xtask's
//! throwaway cluster), the way docs/deploying.md runs them:
//!
//! - **one visitor, one limit**: a visitor's posts, spread by nginx over both instances, meet one
//!   limit (kept in PostgreSQL: `site_store::rate_limits`), while another visitor still posts;
//! - **a rolling restart loses nothing**: under a steady write load from four visitors, each
//!   instance in turn is stopped with SIGTERM and started again; every post answered 201 is
//!   stored exactly once, and no post gets a 5xx (the server stops accepting before it drains,
//!   and nginx hands a refused or unread post to the other instance).

use crate::fixtures::stored_help;
use crate::nginx_front::{Certificate, Nginx, UPSTREAM_FAIL_TIMEOUT, curl, expect};
use crate::postgres::Cluster;
use crate::procs::run_bounded;
use crate::release_server::ReleaseServer;
use crate::shell::{Result, step};
use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Posts a visitor may make per minute in the limit test.
const PER_MINUTE: u32 = 3;
/// The visitors of the write load (curl binds to each), one thread each.
const WRITERS: [&str; 4] = ["127.0.0.4", "127.0.0.5", "127.0.0.6", "127.0.0.7"];
/// How long the load runs before, between and after the restarts.
const SETTLE: Duration = Duration::from_secs(2);

pub fn test(scratch: &Path, certificate: &Certificate) -> Result {
    let cluster = Cluster::start("front")?;
    shared_limit(scratch, certificate, &cluster.url)?;
    rolling_restart(scratch, certificate, &cluster.url)
}

/// The rolling restart alone (`cargo xtask front --rolling`).
pub fn rolling(scratch: &Path, certificate: &Certificate) -> Result {
    let cluster = Cluster::start("front")?;
    rolling_restart(scratch, certificate, &cluster.url)
}

/// Two instances on `database` with `extra` flags.
fn two_instances(label: &str, database: &str, extra: &[&str]) -> Result<[ReleaseServer; 2]> {
    step(&format!(
        "two release servers on one PostgreSQL database ({label})"
    ));
    Ok([
        ReleaseServer::start_on(&format!("{label}-a"), Some(database), extra)?,
        ReleaseServer::start_on(&format!("{label}-b"), Some(database), extra)?,
    ])
}

fn shared_limit(scratch: &Path, certificate: &Certificate, database: &str) -> Result {
    let per_minute = PER_MINUTE.to_string();
    let flags = [
        "--rate-limit-per-minute",
        &per_minute,
        "--trusted-proxies",
        "127.0.0.1/32",
    ];
    let servers = two_instances("limit", database, &flags)?;
    step("nginx before two instances: one visitor, one limit");
    let nginx = Nginx::start(
        scratch,
        "nginx-limit",
        &[&servers[0].addr, &servers[1].addr],
        certificate,
    )?;
    let help = format!("https://127.0.0.1:{}/api/help", nginx.https);
    let post = |from: &str| {
        curl(
            from,
            certificate,
            &help,
            &[
                "-H",
                "content-type: application/json",
                "--data-binary",
                crate::fixtures::HELP_BODY,
            ],
        )
    };
    let (alice, bob) = ("127.0.0.2", "127.0.0.3");
    for n in 1..=PER_MINUTE {
        let seen = post(alice)?;
        expect(
            &format!("visitor 1's post {n} of {PER_MINUTE} is taken"),
            seen.status == 201,
            &seen,
        )?;
    }
    for n in 1..=2 {
        let limited = post(alice)?;
        expect(
            &format!("visitor 1 is then limited ({n}), whichever instance answers"),
            limited.status == 429 && limited.header("retry-after").is_some(),
            &limited,
        )?;
    }
    let other = post(bob)?;
    expect("visitor 2 still posts", other.status == 201, &other)?;
    let answered: Vec<usize> = servers
        .iter()
        // Each request's access line names its route.
        .map(|server| server.log_lines_with("route=\"/api/help\""))
        .collect();
    eprintln!("posts answered by each instance: {answered:?}");
    if answered.contains(&0) {
        return Err(
            format!("nginx did not spread the posts over both instances: {answered:?}").into(),
        );
    }
    eprintln!("ok: the posts went to both instances, and the limit held across them");
    Ok(())
}

/// What the write load saw of one post.
#[derive(Debug)]
struct Answer {
    subject: String,
    status: u16,
    id: Option<String>,
}

fn rolling_restart(scratch: &Path, certificate: &Certificate, database: &str) -> Result {
    let mut servers = two_instances("rolling", database, &["--rate-limit-per-minute", "0"])?;
    step("a rolling restart of two instances under a steady write load");
    let nginx = Nginx::start(
        scratch,
        "nginx-rolling",
        &[&servers[0].addr, &servers[1].addr],
        certificate,
    )?;
    let help = format!("https://127.0.0.1:{}/api/help", nginx.https);
    let stop = Arc::new(AtomicBool::new(false));
    let answers: Arc<Mutex<Vec<Answer>>> = Arc::default();
    let writers: Vec<_> = WRITERS
        .iter()
        .enumerate()
        .map(|(writer, from)| {
            let (stop, answers) = (Arc::clone(&stop), Arc::clone(&answers));
            let (help, cert, scratch) = (help.clone(), certificate.clone(), scratch.to_owned());
            std::thread::spawn(move || -> std::result::Result<(), String> {
                let mut serial = 0;
                while !stop.load(Ordering::Relaxed) {
                    serial += 1;
                    let subject = format!("Rolling {writer}-{serial}");
                    let answer = post_keyed(from, &cert, &help, &subject, &scratch)
                        .map_err(|error| error.to_string())?;
                    answers.lock().map_err(|_| "poisoned")?.push(answer);
                }
                Ok(())
            })
        })
        .collect();
    let outcome = restart_each(&mut servers);
    stop.store(true, Ordering::Relaxed);
    for writer in writers {
        writer.join().map_err(|_| "a writer panicked")??;
    }
    outcome?;
    for server in &mut servers {
        server.stop_gracefully()?;
    }
    let answers = std::mem::take(&mut *answers.lock().map_err(|_| "poisoned")?);
    let errors = nginx.errors();
    let count = |what: &str| errors.iter().filter(|line| line.contains(what)).count();
    // A refused or closed connection is logged with the upstream it was tried on; the request
    // then went to the other instance, unless none was left ("no live upstreams": a 502).
    println!(
        "nginx: {} connections refused or closed by a stopping instance, {} requests with no \
         live upstream",
        count("upstream") - count("no live upstreams"),
        count("no live upstreams")
    );
    verdict(&answers, database).inspect_err(|_| {
        for line in errors.iter().rev().take(20) {
            eprintln!("nginx: {line}");
        }
    })
}

/// Restarts each instance in turn (SIGTERM, then started again on its port), the load running.
fn restart_each(servers: &mut [ReleaseServer; 2]) -> Result {
    std::thread::sleep(SETTLE);
    for server in servers.iter_mut() {
        let started = Instant::now();
        let status = server.stop_gracefully()?;
        let stopped = started.elapsed();
        if !status.success() {
            return Err(format!("{}: exit {status} after SIGTERM", server.addr).into());
        }
        server.restart()?;
        eprintln!(
            "{}: stopped in {:.2} s (exit 0), serving again after {:.2} s",
            server.addr,
            stopped.as_secs_f64(),
            started.elapsed().as_secs_f64()
        );
        // nginx left the instance out when it refused a connection; stopping the next one
        // before nginx takes it back would leave no instance to answer (a 502 each).
        std::thread::sleep(UPSTREAM_FAIL_TIMEOUT + SETTLE);
    }
    Ok(())
}

/// One help message with an `Idempotency-Key` (as the web app sends), through nginx.
fn post_keyed(
    from: &str,
    certificate: &Certificate,
    url: &str,
    subject: &str,
    scratch: &Path,
) -> Result<Answer> {
    let body = serde_json::json!({
        "name": "Arjun Patel",
        "email": "arjun@example.ca",
        "phone": "905-555-0123",
        "subject": subject,
        "message": "Which statements should I bring to our meeting?",
    })
    .to_string();
    let key = format!("idempotency-key: {}", subject.replace(' ', "-"));
    let curl = certificate.curl(
        from,
        &[
            "-H",
            "content-type: application/json",
            "-H",
            &key,
            "--data-binary",
            &body,
            "-o",
            "-",
            "-w",
            "\n%{http_code}",
            url,
        ],
    );
    let out = run_bounded(curl, Duration::from_secs(30), scratch)?;
    let (answer, status) = out.trim_end().rsplit_once('\n').unwrap_or(("", out.trim()));
    let status: u16 = status.trim().parse().unwrap_or(0);
    let id = serde_json::from_str::<serde_json::Value>(answer)
        .ok()
        .and_then(|json| json["data"]["id"].as_str().map(str::to_owned));
    Ok(Answer {
        subject: subject.to_owned(),
        status,
        id,
    })
}

/// Every 201 stored exactly once, no 5xx: the figures printed either way.
fn verdict(answers: &[Answer], database: &str) -> Result {
    let binary = crate::server_build::server_binary()?;
    let stored = stored_help(&binary, database)?;
    let mut stored_by_subject: HashMap<String, Vec<String>> = HashMap::new();
    for row in &stored {
        let subject = row["payload"]["subject"].as_str().unwrap_or_default();
        if subject.starts_with("Rolling ") {
            stored_by_subject
                .entry(subject.to_owned())
                .or_default()
                .push(row["id"].as_str().unwrap_or_default().to_owned());
        }
    }
    let mut statuses: HashMap<u16, usize> = HashMap::new();
    for answer in answers {
        *statuses.entry(answer.status).or_default() += 1;
    }
    let created: Vec<&Answer> = answers.iter().filter(|a| a.status == 201).collect();
    let lost = created
        .iter()
        .filter(|a| {
            stored_by_subject
                .get(&a.subject)
                .is_none_or(|ids| a.id.as_ref().is_none_or(|id| !ids.contains(id)))
        })
        .count();
    let twice = stored_by_subject
        .values()
        .filter(|ids| ids.len() > 1)
        .count();
    let stored_count: usize = stored_by_subject.values().map(Vec::len).sum();
    let mut shown: Vec<_> = statuses.iter().collect();
    shown.sort();
    println!(
        "rolling restart: {} posts sent, {} answered 201, {stored_count} stored, {lost} answered \
         but not stored, {twice} stored twice; statuses {shown:?}",
        answers.len(),
        created.len()
    );
    if lost > 0 || twice > 0 || created.len() != answers.len() {
        return Err("the rolling restart lost, doubled or refused posts (figures above)".into());
    }
    if stored_count != created.len() {
        return Err("more posts stored than answered 201".into());
    }
    eprintln!("ok: every post answered 201 is stored exactly once, none got a 5xx");
    Ok(())
}
