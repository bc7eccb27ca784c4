//! The per-request section: the server's GET and posts against their anchors (wrk's own ceiling,
//! nginx, the plain handler), and where a request's CPU goes, from `bench/per_request.rs`.

use super::table::Report;
use crate::bench::per_request::{Build, Figures, PROFILE_ENTRIES, ROUND_SECONDS, Rounds};
use std::fmt::Write as _;

/// The least share of nginx's GET rate the server's must reach, access log on.
pub const GET_BUDGET: f64 = 0.7;
/// The least share of the plain handler's post rate the server's must reach.
pub const POST_BUDGET: f64 = 1.0;

/// The GET rows: wrk's ceiling, nginx, the server (and the baseline) against nginx.
pub fn get_rows(report: &mut Report, f: &Figures) {
    report.figure(
        "wrk's own ceiling: plain GET, nginx answering 204 at once (the fastest answer here)",
        f.ceiling_get.cell("req/s"),
    );
    report.figure(
        format!(
            "nginx: GET `/api/service/all` (same {} bytes of JSON from a file, access log off)",
            f.json_bytes
        ),
        f.nginx.cell("req/s"),
    );
    against(
        report,
        f,
        &Against {
            anchor: "nginx's",
            anchor_rate: f.nginx.median(),
            budget: GET_BUDGET,
            rates: |build| &build.get,
            unit: "req/s",
            measure: "GET `/api/service/all`, access log on (to a file)",
            after_share: " nginx",
            missed: "GET /api/service/all",
        },
    );
}

/// The post rows: wrk's ceiling, the plain handler, the server (and the baseline) against it.
pub fn post_rows(report: &mut Report, f: &Figures) {
    report.figure(
        "wrk's own ceiling: the same posts, nginx answering 204 at once",
        f.ceiling_post.cell("req/s"),
    );
    report.figure(
        "plain axum + sqlx handler: POST `/api/help` (decode, three checks, one row in its own transaction; pool of 8, WAL, synchronous=NORMAL; `xtask/plain-handler`)",
        f.plain_handler.cell("201/s"),
    );
    against(
        report,
        f,
        &Against {
            anchor: "the plain handler's",
            anchor_rate: f.plain_handler.median(),
            budget: POST_BUDGET,
            rates: |build| &build.posts,
            unit: "201/s",
            measure: "POST `/api/help` (SQLite, access log on, team email written meanwhile) vs the plain handler",
            after_share: "",
            missed: "posts",
        },
    );
}

/// How a row of each build is held to its anchor.
struct Against<'a> {
    anchor: &'a str,
    anchor_rate: f64,
    budget: f64,
    rates: fn(&Build) -> &Rounds,
    unit: &'a str,
    measure: &'a str,
    /// After the share in the figure (" nginx" for "0.84× nginx").
    after_share: &'a str,
    /// What a missed budget names first.
    missed: &'a str,
}

/// One row per build: this build's against the budget, the baseline's as a figure beside it.
fn against(report: &mut Report, f: &Figures, row: &Against) {
    for build in std::iter::once(&f.server).chain(&f.baseline) {
        let rate = (row.rates)(build).median();
        let share = rate / row.anchor_rate;
        let measure = format!("server ({}): {}", build.name, row.measure);
        let figure = format!(
            "{} · {share:.2}×{}",
            (row.rates)(build).cell(row.unit),
            row.after_share
        );
        if build.name != f.server.name {
            report.figure(measure, figure);
            continue;
        }
        let pass = share >= row.budget;
        report.miss(pass, || {
            format!(
                "{}: {rate:.0} {} is {share:.2}× {} {:.0} {} (budget {:.1}×)",
                row.missed, row.unit, row.anchor, row.anchor_rate, row.unit, row.budget
            )
        });
        report.budget(
            measure,
            figure,
            format!("≥ {:.1}×{}", row.budget, row.after_share),
            pass,
        );
    }
}

/// The profiles as a Markdown section (this build's, and the baseline's when measured).
pub fn profile_section(f: &Figures) -> String {
    let mut section = String::from("\n## Where a request's CPU goes\n\n");
    let _ = writeln!(
        section,
        "`perf record -F 999` of the release server during one {ROUND_SECONDS} s round of each \
         load above (access log on), top {PROFILE_ENTRIES} symbols by their own samples (`[k]`: \
         the kernel's; `[.]`: the process's).\n"
    );
    for build in std::iter::once(&f.server).chain(&f.baseline) {
        for (what, entries) in [
            ("GET `/api/service/all`", &build.get_profile),
            ("POST `/api/help`", &build.post_profile),
        ] {
            let _ = writeln!(section, "{}, {what}:\n", build.name);
            for (share, symbol) in entries {
                let _ = writeln!(section, "- {share:.2} % `{symbol}`");
            }
            section.push('\n');
        }
    }
    section
}
