//! The server's sections: throughput, the static server, the posts, the crash drill and the rate
//! limiter.

use super::cells::{accepted_per_second, load_cell};
use super::figures::Figures;
use super::per_request::{get_rows, post_rows};
use super::table::Report;
use crate::bench::load::Load;

/// The server's cost per request against its anchors (`per_request`: wrk's own ceiling, nginx
/// with the same JSON, at least 0.7× of it), then the home page and the beacons.
pub(super) fn throughput(report: &mut Report, f: &Figures) {
    get_rows(report, &f.per_request);
    report.figure("server: GET `/`", load_cell(&f.home));
    report.figure(
        "server: funnel beacons, POST `/api/events` (204, counted in memory)",
        load_cell(&f.events),
    );
}

/// The static (musl) server against the glibc build, content GET and posts: within 10 % of it.
pub fn static_server(report: &mut Report, f: &Figures) {
    let s = &f.static_server;
    let get_share = s.services.requests_per_second / f.services.requests_per_second;
    let post_share = accepted_per_second(&s.help) / accepted_per_second(&f.help);
    for (what, load, share) in [
        ("GET `/api/service/all`", &s.services, get_share),
        ("POST `/api/help` (SQLite)", &s.help, post_share),
    ] {
        let pass = share >= 0.9;
        report.miss(pass, || {
            format!(
                "static server: {what} at {:.0} % of the glibc build's (budget 90 %)",
                share * 100.0
            )
        });
        report.budget(
            format!("static (musl, mimalloc) server: {what}"),
            format!(
                "{} · {:.0} % of the glibc build",
                load_cell(load),
                share * 100.0
            ),
            "≥ 90 % of the glibc build",
            pass,
        );
    }
    report.figure(
        "static server binary (stripped)",
        format!("{:.1} MB", s.binary_bytes as f64 / 1e6),
    );
}

/// The posts' rows: the load, 201s versus rows stored, versus raw single-row commits (budget
/// 1.0×), the group commits' batches, and PostgreSQL.
pub fn posts(report: &mut Report, f: &Figures) {
    report.figure("server: POST `/api/help` (SQLite)", load_cell(&f.help));
    let accepted = f.help.created;
    let stored = f.rows_stored;
    let lost = accepted.saturating_sub(stored);
    let equal = accepted == stored;
    report.miss(equal, || {
        format!(
            "posts: {accepted} answered 201 but {stored} rows stored ({lost} lost, {} stored beyond the answers)",
            stored.saturating_sub(accepted)
        )
    });
    report.budget(
        "posts accepted (201) vs rows stored",
        format!("{accepted} accepted · {stored} stored · {lost} lost"),
        "equal, zero lost",
        equal,
    );
    let raw = f.raw_commits.rows_per_second;
    report.figure(
        format!(
            "raw single-row SQLite commits (SQLite {}, WAL, synchronous=NORMAL, one row shaped like a lead per transaction, same folder; anchor)",
            f.raw_commits.sqlite
        ),
        format!("{raw:.0} rows/s"),
    );
    let created_per_second = accepted_per_second(&f.help);
    let ratio = created_per_second / raw;
    let batches = f.lead_batches.map_or("batches not logged".to_owned(), |b| {
        format!(
            "{} writes in {} commits: {:.1} a commit on average, {} at most",
            b.writes,
            b.batches,
            b.writes as f64 / b.batches.max(1) as f64,
            b.largest
        )
    });
    // An anchor, not a peer: a commit without HTTP, JSON or any rule. The peer, with its
    // budget, is the plain axum + sqlx handler (`per_request`).
    report.figure(
        "posts accepted (201/s) vs raw single-row commits",
        format!("{created_per_second:.0} 201/s · {ratio:.2}× ({batches})"),
    );
    post_rows(report, &f.per_request);
    if let Some(team) = &f.time_to_team {
        let pass = team.p95_seconds < 5.0 && team.unsent == 0;
        report.miss(pass, || {
            format!(
                "time to the team under load: p95 {:.2} s ({} unsent; budget p95 < 5 s, none unsent)",
                team.p95_seconds, team.unsent
            )
        });
        report.budget(
            "time to the team under those posts: from the 201 to the team's email written (`.eml`, no SMTP server)",
            format!(
                "{} messages · p50 {:.2} s · p95 {:.2} s · max {:.2} s · {} unsent",
                team.messages, team.p50_seconds, team.p95_seconds, team.max_seconds, team.unsent
            ),
            "p95 < 5 s, none unsent",
            pass,
        );
    }
    let postgres = accepted_per_second(&f.help_postgres);
    report.figure(
        "server: POST `/api/help` on PostgreSQL (throwaway cluster, fsync on, a transaction per post)",
        format!(
            "{} · {postgres:.0} 201/s · {:.2}× raw SQLite commits",
            load_cell(&f.help_postgres),
            postgres / raw
        ),
    );
}

/// The crash drill: nothing answered 201 lost, the file sound.
pub(super) fn crash_drill(report: &mut Report, crash: &crate::crash::Figures) {
    let sound = crash.verdict().is_ok();
    report.miss(sound, || format!("crash drill: {}", crash.summary()));
    report.budget(
        format!(
            "crash drill: `kill -9` at random moments under write load ({} clients), restarted on \
             the same {} database",
            crate::crash::CLIENTS,
            crash.engine
        ),
        format!(
            "{} kills · {} posts answered 201 · {} found · {} lost · {} rows · funnel: {} \
             accepted, {} delivered of {} sent · integrity_check {}",
            crash.kills,
            crash.answered,
            crash.found,
            crash.lost(),
            crash.rows,
            crash.accepted_counted,
            crash.delivered_counted,
            crash.sent,
            crash.integrity
        ),
        "zero lost, integrity ok, funnel = rows and sent",
        sound,
    );
}

/// The rate limiter's cost per post: with a new client on every post, at least 80 % of one
/// client's rate.
pub(super) fn rate_limiter(report: &mut Report, one: &Load, spread: &Load) {
    report.figure(
        "rate limiter: honeypot POST `/api/help`, one client",
        load_cell(one),
    );
    let kept = spread.requests_per_second / one.requests_per_second;
    let constant = kept >= 0.8;
    report.miss(constant, || {
        format!(
            "rate limiter: {:.0} req/s with a new client per post is {:.0} % of one client's {:.0} req/s (budget 80 %)",
            spread.requests_per_second,
            kept * 100.0,
            one.requests_per_second
        )
    });
    report.budget(
        format!(
            "rate limiter: the same, a new client address on every post ({} clients)",
            spread.answers
        ),
        format!(
            "{} · {:.0} % of one client",
            load_cell(spread),
            kept * 100.0
        ),
        "≥ 80 % of one client (cost per post independent of the clients seen)",
        constant,
    );
}
