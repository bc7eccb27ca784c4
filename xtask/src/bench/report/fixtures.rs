//! The tests' figures: the JSON each writer produces, a run within every budget and one missing
//! every budget it can; and the test that the JSON reads back.

use super::figures::{
    AssetKind, Batches, Figures, Lighthouse, LighthouseRuns, Native, Network, RawCommits,
    StaticServer, TimeToTeam, Wasm,
};
use super::table::{Report, Row};
use crate::bench::load::Load;
use crate::bench::per_request;

pub(super) const NATIVE: &str = r#"{"documentBytes":1049842,"markersParseMBs":600.2,"markersParseIterations":1800,"markersRenderMBs":1438.4,"validateValidPerSecond":2800000.0,"validateInvalidPerSecond":576000.0,"decodeValidateValidPerSecond":557000.0,"decodeValidateInvalidPerSecond":208000.0,"invalidErrors":15}"#;
pub(super) const WASM: &str = r#"{"documentBytes":1049842,"markersWasmMBs":159.8,"markersWasmIterations":480,"markersTreeWasmMBs":41.8,"markersRegexMBs":30.1,"markersRegexIterations":90,"validateValidPerSecond":47000.0,"validateInvalidPerSecond":19000.0,"invalidErrors":15,"regexVectorsPassed":48,"vectors":102}"#;
pub(super) const RAW: &str =
    r#"{"rows":110450,"seconds":5.0,"rowsPerSecond":22090.0,"sqlite":"3.40.1"}"#;
pub(super) const NETWORK_A: &str = r#"{"pages":[
  {"path":"/","interacted":false,"errors":[],"first":[
    {"url":"/assets/index.js","kind":"js","br":70000,"brEncoding":"br","gzip":70860,"gzipEncoding":"gzip","raw":200000,"chromeBytes":70100,"chromeEncoding":"br"},
    {"url":"/","kind":"other","br":5000,"gzip":6000},
    {"url":"/assets/home.js","kind":"js","br":4000,"gzip":4915},
    {"url":"/assets/pages.js","kind":"js","br":5000,"gzip":5530},
    {"url":"/assets/i18n.js","kind":"js","br":5000,"gzip":5529},
    {"url":"/assets/index.css","kind":"css","br":2867,"gzip":3379}],"interaction":[]},
  {"path":"/about/what-we-do","interacted":false,"errors":[],"first":[
    {"url":"/assets/index.js","kind":"js","br":82534,"gzip":92570},
    {"url":"/assets/page.css","kind":"css","br":1536,"gzip":1843}],"interaction":[]},
  {"path":"/contact/write-us","interacted":true,"errors":[],"first":[
    {"url":"/assets/index.js","kind":"js","br":83660,"gzip":93389},
    {"url":"/assets/form.css","kind":"css","br":1740,"gzip":2048}],"interaction":[
    {"url":"/assets/form.js","kind":"js","br":1843,"gzip":1946},
    {"url":"/assets/wasm_validate.wasm","kind":"wasm","br":24371,"gzip":27742}]},
  {"path":"/fr","interacted":false,"errors":[],"first":[
    {"url":"/assets/index.js","kind":"js","br":93389,"gzip":103731},
    {"url":"/assets/index.css","kind":"css","br":2867,"gzip":3379}],"interaction":[]},
  {"path":"/fr/contact/write-us","interacted":true,"errors":[],"first":[
    {"url":"/assets/index.js","kind":"js","br":92365,"gzip":102605},
    {"url":"/assets/form.css","kind":"css","br":1740,"gzip":1946}],"interaction":[
    {"url":"/assets/form.js","kind":"js","br":1843,"gzip":1946},
    {"url":"/assets/wasm_validate.wasm","kind":"wasm","br":24371,"gzip":27700}]}]}"#;
pub(super) const NETWORK_B: &str = r#"{"pages":[
  {"path":"/","interacted":false,"errors":["TypeError: x is undefined"],"first":[
    {"url":"/assets/index.js","kind":"js","br":110000,"gzip":120000},
    {"url":"/assets/a.css","kind":"css","br":1000,"gzip":1200}],"interaction":[]},
  {"path":"/fr","interacted":false,"errors":[],"first":[
    {"url":"/assets/index.js","kind":"js","br":90000,"gzip":100000}],"interaction":[]},
  {"path":"/contact/write-us","interacted":true,"errors":["a","b"],"first":[
    {"url":"/assets/index.js","kind":"js","br":90000,"gzip":100000}],"interaction":[]}]}"#;

pub(super) fn load(rps: f64, p50: f64, p99: f64, answers: u64, created: u64, success: u64) -> Load {
    Load {
        requests_per_second: rps,
        p50_ms: p50,
        p99_ms: p99,
        answers,
        created,
        success,
        socket_errors: String::new(),
    }
}

/// One run: every category at 4×, performance alone at 8× (as bench.rs asks for them).
pub(super) fn run(cpu_slowdown: u32, perf: f64, tbt: f64, lcp: f64, cls: f64) -> Lighthouse {
    let other = (cpu_slowdown == 4).then_some(100.0);
    Lighthouse {
        performance: Some(perf),
        accessibility: other,
        best_practices: other,
        seo: other,
        lcp_ms: Some(lcp),
        tbt_ms: Some(tbt),
        cls: Some(cls),
        failing: Vec::new(),
        runtime_error: None,
    }
}

/// A page's three runs at 4× and at 8×, within their budgets.
pub(super) fn lighthouse_runs(page: &str, lcp: f64) -> [LighthouseRuns; 2] {
    let at = |cpu_slowdown, runs: Vec<Lighthouse>| LighthouseRuns {
        page: page.to_owned(),
        cpu_slowdown,
        runs,
    };
    [
        at(
            4,
            vec![
                run(4, 100.0, 12.0, lcp, 0.0),
                run(4, 99.0, 31.0, lcp + 40.0, 0.002),
                run(4, 100.0, 0.0, lcp - 20.0, 0.0),
            ],
        ),
        at(
            8,
            vec![
                run(8, 96.0, 140.0, lcp + 100.0, 0.0),
                run(8, 91.0, 260.0, lcp + 150.0, 0.0),
                run(8, 97.0, 95.0, lcp + 90.0, 0.0),
            ],
        ),
    ]
}

pub(super) const INP: &str = r#"{"cpuThrottling":4,"interactions":[
  {"name":"open the navbar menu (800 px wide)","ms":48,"events":2},
  {"name":"switch a tab (home, Our main services)","ms":72,"events":1},
  {"name":"type in a form field (write us, 9 keys: the slowest)","ms":null,"events":0},
  {"name":"submit a form (write us, its first message shown)","ms":112,"events":3}]}"#;

pub(super) fn crash(answered: usize, found: usize) -> crate::crash::Figures {
    crate::crash::Figures {
        kills: 100,
        answered,
        found,
        rows: found + 35,
        unanswered: 12,
        accepted_counted: found + 35,
        sent: found,
        delivered_counted: found,
        integrity: "ok".to_owned(),
        engine: "SQLite",
        seconds: 90.0,
    }
}

/// Figures like the committed BENCHMARKS.md's: every section, two budgets missed.
pub(super) fn passing() -> Figures {
    Figures {
        machine: "2 CPUs (nproc), 23.5 GiB memory, AMD EPYC, Debian GNU/Linux 12 (bookworm)"
            .to_owned(),
        native: serde_json::from_str(NATIVE).expect("native"),
        wasm: serde_json::from_str(WASM).expect("wasm"),
        network: serde_json::from_str(NETWORK_A).expect("network"),
        lighthouse: [lighthouse_runs("/", 1750.0), lighthouse_runs("/fr", 1760.0)]
            .into_iter()
            .flatten()
            .collect(),
        inp: serde_json::from_str(INP).expect("inp"),
        services: load(56626.0, 0.74, 4.30, 566260, 0, 566260),
        home: load(10648.0, 5.91, 11.31, 106480, 0, 106480),
        events: load(61000.0, 0.9, 3.1, 610000, 0, 610000),
        help: load(8761.0, 6.50, 16.34, 87739, 87739, 87739),
        rows_stored: 87739,
        lead_batches: Some(Batches {
            batches: 2755,
            writes: 87739,
            largest: 63,
        }),
        raw_commits: serde_json::from_str(RAW).expect("raw"),
        time_to_team: Some(TimeToTeam::of(
            (1..=100).map(|n| f64::from(n) / 100.0).collect(),
            0,
        )),
        help_postgres: load(3407.0, 18.11, 32.31, 34070, 34070, 34070),
        limiter_one: load(37282.0, 1.58, 4.14, 372820, 372820, 372820),
        limiter_spread: load(35538.0, 1.65, 4.59, 355452, 355452, 355452),
        crash: crash(65358, 65358),
        crash_postgres: crate::crash::Figures {
            engine: "PostgreSQL",
            integrity: "not applicable (PostgreSQL)".to_owned(),
            ..crash(20000, 20000)
        },
        static_server: StaticServer {
            binary_bytes: 19_400_000,
            services: load(54100.0, 0.78, 4.41, 541000, 0, 541000),
            help: load(8420.0, 6.71, 16.90, 84200, 84200, 84200),
        },
        per_request: per_request_figures(),
    }
}

pub(super) fn per_request_figures() -> per_request::Figures {
    use per_request::{Build, Figures, Rounds};
    Figures {
        ceiling_get: Rounds(vec![124_163.0, 101_186.0, 124_264.0]),
        ceiling_post: Rounds(vec![98_863.0, 95_596.0, 123_410.0]),
        nginx: Rounds(vec![75_683.0, 73_000.0, 77_000.0]),
        plain_handler: Rounds(vec![6_272.0, 6_116.0, 6_331.0]),
        server: Build {
            name: "this build".to_owned(),
            get: Rounds(vec![56_626.0, 55_000.0, 58_000.0]),
            posts: Rounds(vec![6_385.0, 6_073.0, 6_789.0]),
            get_profile: vec![(6.78, "[.] __memmove_avx512_unaligned_erms".to_owned())],
            post_profile: vec![(10.63, "[k] finish_task_switch.isra.0".to_owned())],
        },
        baseline: None,
        json_bytes: 11471,
    }
}

/// Figures that miss every budget they can.
pub(super) fn failing() -> Figures {
    let mut f = passing();
    f.network = serde_json::from_str(NETWORK_B).expect("network");
    f.lighthouse = vec![LighthouseRuns {
        page: "/contact/write-us".to_owned(),
        cpu_slowdown: 4,
        runs: vec![Lighthouse {
            performance: None,
            accessibility: Some(92.0),
            best_practices: None,
            seo: Some(100.0),
            lcp_ms: None,
            tbt_ms: None,
            cls: None,
            failing: vec!["color-contrast".to_owned(), "label".to_owned()],
            runtime_error: Some("NO_FCP".to_owned()),
        }],
    }];
    f.services = load(50000.0, 0.8, 4.0, 500000, 0, 499000);
    f.per_request.server.get = per_request::Rounds(vec![50_000.0]);
    f.per_request.server.posts = per_request::Rounds(vec![5_000.0]);
    f.help = load(8000.0, 7.0, 17.0, 80000, 79000, 79500);
    f.rows_stored = 78990;
    f.lead_batches = None;
    f.help_postgres = load(0.0, 0.0, 0.0, 0, 0, 0);
    f.limiter_spread = load(20000.0, 3.0, 9.0, 200000, 200000, 200000);
    f.crash = crash(1000, 998);
    f.wasm.markers_wasm_mbs = 45.0;
    f.inp.interactions[3].ms = Some(232.0);
    f
}

/// The row of `table` whose measure is `measure`.
pub(super) fn row<'a>(report: &'a Report, measure: &str) -> &'a Row {
    report
        .rows
        .iter()
        .find(|row| row.measure == measure)
        .unwrap_or_else(|| panic!("no row {measure:?} in\n{}", report.table()))
}

mod tests {
    use super::*;

    #[test]
    fn the_json_the_helpers_write_is_what_the_report_reads() {
        let native: Native = serde_json::from_str(NATIVE).expect("native.rs's object");
        let written = serde_json::to_value(&native).expect("serialize");
        assert_eq!(written["markersParseMBs"], 600.2);
        assert_eq!(written["decodeValidateInvalidPerSecond"], 208000.0);
        assert_eq!(
            serde_json::from_value::<Native>(written).expect("read"),
            native
        );
        let raw: RawCommits = serde_json::from_str(RAW).expect("commits.rs's object");
        assert_eq!(
            serde_json::to_value(&raw).expect("serialize")["rowsPerSecond"],
            22090.0
        );
        let wasm: Wasm = serde_json::from_str(WASM).expect("markers.mjs's object");
        assert_eq!((wasm.regex_vectors_passed, wasm.vectors), (48, 102));
        // network.mjs's extra fields are ignored; a kind it may add later counts as other.
        let network: Network = serde_json::from_str(
            r#"{"pages":[{"path":"/","interacted":false,"errors":[],"first":[
                {"url":"/f.woff2","kind":"font","br":1,"gzip":2,"raw":3}],"interaction":[]}]}"#,
        )
        .expect("network.mjs's object");
        assert_eq!(network.pages[0].first[0].kind, AssetKind::Other);
        assert!(
            serde_json::from_str::<Wasm>("{}").is_err(),
            "a missing figure is an error"
        );
    }
}
