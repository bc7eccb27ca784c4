//! The one table: figures, budgets and verdicts; printed and written to BENCHMARKS.md with the
//! machine, the date and the command. Notes written by people below
//! [`NOTES_MARKER`](document::NOTES_MARKER) are kept, under a heading that names the run they
//! were written about ([`NOTES_RUN`](document::NOTES_RUN)) and says so when the table above is
//! newer than them.
//!
//! The figures are typed ([`Figures`]): the native side and the raw commits are written by this
//! crate's own helpers ([`Native`], [`RawCommits`]), the wasm timings and the bytes on the wire by
//! `bench/*.mjs` ([`Wasm`](figures::Wasm), [`Network`](figures::Network)), read with serde, so a
//! renamed field fails the run where it is read rather than printing `NaN`. [`report`] turns them
//! into rows and the budgets missed, one function per section of the table, each in its own file
//! here; [`document::document`] lays out BENCHMARKS.md. The files of this folder use one another,
//! never this one.

mod cells;
mod document;
mod figures;
#[cfg(test)]
mod fixtures;
mod lighthouse;
mod pages;
mod parsers;
mod per_request;
mod server;
mod table;

pub use document::machine;
pub use figures::{
    Figures, Inp, Lighthouse, LighthouseRuns, Native, RawCommits, StaticServer, TimeToTeam, batches,
};
pub use lighthouse::{LIGHTHOUSE_BUDGETS, LIGHTHOUSE_RUNS, inp, lighthouse};
pub use per_request::{get_rows, post_rows, profile_section};
pub use server::{posts, static_server};
pub use table::Report;

use crate::shell::Result;
use pages::{page_bytes, wasm_module};
use parsers::{marker_parser, validation};
use server::{crash_drill, rate_limiter, throughput};
use std::path::Path;

/// Every section of the table, in order.
pub fn report(f: &Figures) -> Report {
    let mut report = Report::default();
    page_bytes(&mut report, &f.network);
    wasm_module(&mut report, &f.network);
    lighthouse(&mut report, &f.lighthouse);
    inp(&mut report, &f.inp);
    throughput(&mut report, f);
    posts(&mut report, f);
    static_server(&mut report, f);
    crash_drill(&mut report, &f.crash);
    crash_drill(&mut report, &f.crash_postgres);
    rate_limiter(&mut report, &f.limiter_one, &f.limiter_spread);
    marker_parser(&mut report, &f.native, &f.wasm);
    validation(&mut report, &f.native, &f.wasm);
    report
}

/// Builds the table (and the missed budgets), writes BENCHMARKS.md, returns what to print.
pub fn write(f: &Figures, path: &Path) -> Result<String> {
    document::write(f, &report(f), path)
}

#[cfg(test)]
mod tests {
    use super::document::{NOTES_HEADING, NOTES_MARKER, document};
    use super::fixtures::{INP, failing, load, passing, row};
    use super::*;

    #[test]
    fn a_run_within_its_budgets_renders_each_section() {
        let report = report(&passing());
        let table = report.table();
        for line in [
            "| `/` first load: JS + CSS + wasm | 84.8 KB br / 88.1 KB gzip (JS 82.0 KB br / 84.8 KB gzip · CSS 2.8 KB br / 3.3 KB gzip · wasm 0.0 KB br / 0.0 KB gzip) | ≤ 100 KB as served (br): 0.85 of it | pass |",
            "| `/contact/write-us` on first form interaction | 25.6 KB br / 29.0 KB gzip (JS 1.8 KB br / 1.9 KB gzip · CSS 0.0 KB br / 0.0 KB gzip · wasm 23.8 KB br / 27.1 KB gzip) |  |  |",
            "| `/fr/contact/write-us` total with the form used | 117.5 KB br / 131.1 KB gzip |  |  |",
            "| wasm module as served | 27.1 KB gzip (27700 bytes) | ≤ 34 KB gzip: 0.80 of it | pass |",
            "| Lighthouse `/` (mobile, 4× CPU, median of 3) | perf 100 · a11y 100 · best practices 100 · SEO 100 · LCP 1.75 s · TBT 12 ms · CLS 0.000 (runs: perf 100, 99, 100 · TBT 12, 31, 0 ms) | perf ≥ 98, TBT ≤ 50 ms, LCP ≤ 2.0 s, CLS ≤ 0.01; a11y, BP, SEO = 100 | pass |",
            "| Lighthouse `/fr` (mobile, 8× CPU, median of 3) | perf 96 · LCP 1.86 s · TBT 140 ms · CLS 0.000 (runs: perf 96, 91, 97 · TBT 140, 260, 95 ms) | perf ≥ 90, TBT ≤ 200 ms, LCP ≤ 2.0 s, CLS ≤ 0.01 | pass |",
            "| INP at 4× CPU throttling: open the navbar menu (800 px wide) | 48 ms (longest of 2 events) | ≤ 200 ms: 0.24 of it | pass |",
            "| INP at 4× CPU throttling: type in a form field (write us, 9 keys: the slowest) | under 16 ms (no event reached Event Timing's 16 ms threshold) | ≤ 200 ms | pass |",
            "| INP at 4× CPU throttling: submit a form (write us, its first message shown) | 112 ms (longest of 3 events) | ≤ 200 ms: 0.56 of it | pass |",
            "| wrk's own ceiling: plain GET, nginx answering 204 at once (the fastest answer here) | 124163 req/s (median of 3 rounds: 101186–124264) |  |  |",
            "| nginx: GET `/api/service/all` (same 11471 bytes of JSON from a file, access log off) | 75683 req/s (median of 3 rounds: 73000–77000) |  |  |",
            "| server (this build): GET `/api/service/all`, access log on (to a file) | 56626 req/s (median of 3 rounds: 55000–58000) · 0.75× nginx | ≥ 0.7× nginx | pass |",
            "| posts accepted (201/s) vs raw single-row commits | 8761 201/s · 0.40× (87739 writes in 2755 commits: 31.8 a commit on average, 63 at most) |  |  |",
            "| plain axum + sqlx handler: POST `/api/help` (decode, three checks, one row in its own transaction; pool of 8, WAL, synchronous=NORMAL; `xtask/plain-handler`) | 6272 201/s (median of 3 rounds: 6116–6331) |  |  |",
            "| server (this build): POST `/api/help` (SQLite, access log on, team email written meanwhile) vs the plain handler | 6385 201/s (median of 3 rounds: 6073–6789) · 1.02× | ≥ 1.0× | pass |",
            "| server: POST `/api/help` on PostgreSQL (throwaway cluster, fsync on, a transaction per post) | 3407 req/s · p50 18.11 ms · p99 32.31 ms · 3407 201/s · 0.15× raw SQLite commits |  |  |",
            "| crash drill: `kill -9` at random moments under write load (8 clients), restarted on the same SQLite database | 100 kills · 65358 posts answered 201 · 65358 found · 0 lost · 65393 rows · funnel: 65393 accepted, 65358 delivered of 65358 sent · integrity_check ok | zero lost, integrity ok, funnel = rows and sent | pass |",
            "| crash drill: `kill -9` at random moments under write load (8 clients), restarted on the same PostgreSQL database | 100 kills · 20000 posts answered 201 · 20000 found · 0 lost · 20035 rows · funnel: 20035 accepted, 20000 delivered of 20000 sent · integrity_check not applicable (PostgreSQL) | zero lost, integrity ok, funnel = rows and sent | pass |",
            "| rate limiter: the same, a new client address on every post (355452 clients) | 35538 req/s · p50 1.65 ms · p99 4.59 ms · 95 % of one client | ≥ 80 % of one client (cost per post independent of the clients seen) | pass |",
            "| marker regex chain, JS in Node (escape + 21 `replace`) | 30 MB/s (renders 48 of 102 marker vectors exactly) |  |  |",
            "| marker parser, wasm in Node (`renderMarkers`: text to HTML, like the regex chain) | 159.8 MB/s · 5.31× the regex chain | ≥ 2× the regex chain | pass |",
            "| contact validation, native (decoded form) | valid 2.80 M/s · invalid (15 errors) 576 k/s |  |  |",
            "| server: funnel beacons, POST `/api/events` (204, counted in memory) | 61000 req/s · p50 0.90 ms · p99 3.10 ms |  |  |",
            "| time to the team under those posts: from the 201 to the team's email written (`.eml`, no SMTP server) | 100 messages · p50 0.50 s · p95 0.95 s · max 1.00 s · 0 unsent | p95 < 5 s, none unsent | pass |",
        ] {
            assert!(table.lines().any(|l| l == line), "{line}\nnot in\n{table}");
        }
        assert_eq!(report.rows.len(), 46, "{table}");
        assert!(report.missed.is_empty(), "{:?}", report.missed);
        assert_eq!(
            report.largest,
            [
                "`/assets/index.js` 69.2 KB gzip",
                "`/assets/pages.js` 5.4 KB gzip",
                "`/assets/i18n.js` 5.4 KB gzip",
                "`/assets/home.js` 4.8 KB gzip",
            ]
        );
    }

    #[test]
    fn the_static_server_is_measured_against_the_glibc_build() {
        let report = report(&passing());
        let get = row(
            &report,
            "static (musl, mimalloc) server: GET `/api/service/all`",
        );
        assert_eq!(
            get.figure,
            "54100 req/s · p50 0.78 ms · p99 4.41 ms · 96 % of the glibc build"
        );
        assert_eq!(get.verdict, Some(true));
        let mut slow = passing();
        slow.static_server.help = load(4000.0, 9.0, 30.0, 40000, 40000, 40000);
        let report = super::report(&slow);
        let post = row(
            &report,
            "static (musl, mimalloc) server: POST `/api/help` (SQLite)",
        );
        assert_eq!(post.verdict, Some(false));
        assert!(
            report
                .missed
                .iter()
                .any(|m| m.starts_with("static server: POST"))
        );
    }

    #[test]
    fn a_run_missing_its_budgets_says_which() {
        let report = report(&failing());
        let wasm = row(&report, "wasm module as served");
        assert_eq!(
            (wasm.figure.as_str(), wasm.budget.as_str(), wasm.verdict),
            ("not fetched", "≤ 34 KB gzip", Some(false))
        );
        let lighthouse = row(
            &report,
            "Lighthouse `/contact/write-us` (mobile, 4× CPU, median of 1)",
        );
        assert_eq!(
            lighthouse.figure,
            "perf n/a · a11y 92 · best practices n/a · SEO 100 · LCP NaN s · TBT NaN ms · CLS NaN (runs: perf n/a · TBT n/a ms)"
        );
        assert_eq!(
            row(&report, "server: POST `/api/help` (SQLite)").figure,
            "8000 req/s · p50 7.00 ms · p99 17.00 ms · 500 non-2xx"
        );
        assert_eq!(
            report.missed,
            [
                "home page `/` JS + CSS + wasm: 108.4 KB br (118.4 KB gzip), 8.4 KB over the 100 KB budget (br)",
                "script errors on `/`: [\"TypeError: x is undefined\"]",
                "script errors on `/contact/write-us`: [\"a\", \"b\"]",
                "no page fetched the wasm module, even after a form interaction",
                "Lighthouse on `/contact/write-us` at 4× CPU (median of 1): performance n/a, TBT NaN ms, LCP NaN s, CLS NaN, accessibility 92, best practices n/a, SEO 100; audits below full score: color-contrast, label; runtime error: NO_FCP",
                "INP: submit a form (write us, its first message shown) took 232 ms at 4× CPU throttling, over the 200 ms budget",
                "GET /api/service/all: 50000 req/s is 0.66× nginx's 75683 req/s (budget 0.7×)",
                "posts: 79000 answered 201 but 78990 rows stored (10 lost, 0 stored beyond the answers)",
                "posts: 5000 201/s is 0.80× the plain handler's 6272 201/s (budget 1.0×)",
                "crash drill: SQLite: 100 kills (kill -9) under write load in 90 s: 1000 posts answered 201, 998 of them found (2 lost), 1033 rows stored, 1033 counted accepted by the funnel, 998 lead messages sent and 998 counted delivered, 12 posts unanswered or 503, integrity_check ok",
                "rate limiter: 20000 req/s with a new client per post is 54 % of one client's 37282 req/s (budget 80 %)",
                "marker parser in wasm: 45.0 MB/s is 1.50× the regex chain's 30.1 MB/s (budget 2×)",
            ]
        );
        assert!(
            report
                .printed()
                .contains("\nbudgets missed:\n- home page `/`")
        );
    }

    #[test]
    fn the_document_has_the_header_the_table_the_budgets_and_the_kept_notes() {
        let f = passing();
        let report = report(&f);
        let previous = format!(
            "# Benchmarks\nold table\n{NOTES_MARKER}\n<!-- notes-run: 2026-11-25 00:07 UTC -->\n\
             - a note\n{}\nfuzz figures\n",
            crate::fuzz::BEGIN
        );
        let date = "2026-11-27 17:55 UTC";
        let document = document(
            &f,
            &report,
            date,
            "Chromium 1, Lighthouse 12.8.2",
            &previous,
        );
        assert!(document.starts_with(
            "# Benchmarks\n\nWritten by `cargo xtask bench` (the command; never a timed test). \
             Re-run it to refresh.\n\n- machine: 2 CPUs (nproc), 23.5 GiB memory, AMD EPYC, \
             Debian GNU/Linux 12 (bookworm)\n- date: 2026-11-27 17:55 UTC\n- command: `cargo \
             xtask bench` (release build; everything on 127.0.0.1)\n- tools: Chromium 1, \
             Lighthouse 12.8.2\n\n| measure | figure | budget | verdict |\n"
        ));
        assert!(document.contains(&report.table()));
        assert!(document.contains("wrk: 64 connections, 10 s per run"));
        assert!(document.contains("repeated to 1049842 bytes; MB = 10^6 bytes"));
        assert!(document.contains("\n## Budgets missed\n\nNone.\n"));
        assert!(document.contains(
            "\n## Where a request's CPU goes\n\n`perf record -F 999` of the release server"
        ));
        assert!(document.contains(
            "this build, GET `/api/service/all`:\n\n- 6.78 % `[.] __memmove_avx512_unaligned_erms`\n"
        ));
        assert!(document.contains(
            "\nLargest assets of the first load of `/`: `/assets/index.js` 69.2 KB gzip, \
             `/assets/pages.js` 5.4 KB gzip, `/assets/i18n.js` 5.4 KB gzip, `/assets/home.js` \
             4.8 KB gzip.\n"
        ));
        assert!(!document.contains("old table"));
        assert!(document.ends_with(&format!(
            "\n{NOTES_MARKER}\n{NOTES_HEADING} of an earlier run (2026-11-25 00:07 UTC): the \
             table above ({date}) is newer, and wins where they differ\n\n<!-- notes-run: \
             2026-11-25 00:07 UTC -->\n- a note\n{}\nfuzz figures\n",
            crate::fuzz::BEGIN
        )));
        let mut within = passing();
        within.static_server.services = within.services.clone();
        within.static_server.help = within.help.clone();
        assert!(document_missing_nothing(&within).contains("\n## Budgets missed\n\nNone.\n"));
    }

    fn document_missing_nothing(f: &Figures) -> String {
        let report = report(f);
        assert!(report.missed.is_empty(), "{:?}", report.missed);
        document(f, &report, "d", "t", "")
    }

    #[test]
    fn interaction_latency_is_read_from_the_spec_and_held_to_its_budget() {
        let inp: Inp = serde_json::from_str(INP).expect("inp.spec.ts's object");
        assert_eq!(inp.cpu_throttling, 4.0);
        assert_eq!(inp.interactions.len(), 4);
        assert_eq!(inp.interactions[2].ms, None);
        let mut slow = passing();
        slow.inp.interactions[1].ms = Some(230.0);
        let slow = report(&slow);
        let tab = row(
            &slow,
            "INP at 4× CPU throttling: switch a tab (home, Our main services)",
        );
        assert_eq!(
            (tab.figure.as_str(), tab.budget.as_str(), tab.verdict),
            (
                "230 ms (longest of 1 event)",
                "≤ 200 ms: 1.15 of it",
                Some(false)
            )
        );
        assert_eq!(
            slow.missed,
            [
                "INP: switch a tab (home, Our main services) took 230 ms at 4× CPU throttling, over the 200 ms budget",
            ]
        );
        // Nothing measured is a budget missed, not a pass.
        let mut none = passing();
        none.inp = Inp::default();
        let none = report(&none);
        let unmeasured = row(&none, "INP: interactions");
        assert_eq!(
            (unmeasured.figure.as_str(), unmeasured.verdict),
            ("not measured", Some(false))
        );
        assert_eq!(none.missed[0], "INP: no interaction was measured");
        assert!(
            serde_json::from_str::<Inp>(r#"{"cpuThrottling":4}"#).is_err(),
            "a missing figure is an error"
        );
    }
}
