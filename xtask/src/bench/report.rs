//! The one table: figures, budgets and verdicts; printed and written to BENCHMARKS.md with the
//! machine, the date and the command. Notes written by people below [`NOTES_MARKER`] are kept,
//! under a heading that names the run they were written about ([`NOTES_RUN`]) and says so when
//! the table above is newer than them.
//!
//! The figures are typed ([`Figures`]): the native side and the raw commits are written by this
//! crate's own helpers ([`Native`], [`RawCommits`]), the wasm timings and the bytes on the wire by
//! `bench/*.mjs` ([`Wasm`], [`Network`]), read with serde, so a renamed field fails the run where
//! it is read rather than printing `NaN`. [`report`] turns them into rows and the budgets missed,
//! one function per section of the table; [`document`] lays out BENCHMARKS.md.

use super::load::{self, Load};
use crate::shell::Result;
use serde::{Deserialize, Serialize};
use std::fmt::Write as _;
use std::path::Path;

/// Everything from this line of BENCHMARKS.md on is kept from one run to the next.
const NOTES_MARKER: &str = "<!-- notes below are kept by cargo xtask bench -->";
const KIB: f64 = 1024.0;
/// The people writing notes name the run they are about on this line: `<!-- notes-run: DATE -->`,
/// DATE as in the header's `date:` line.
const NOTES_RUN: &str = "<!-- notes-run: ";
/// The home page's first load in either language, brotli as served
/// (docs/decisions/0017-the-first-load.md).
const HOME_BUDGET_KIB: f64 = 100.0;
/// The wasm module's budget, as `cargo xtask build` enforces it.
const WASM_GZIP_BUDGET_KIB: f64 = crate::wasm::WASM_GZIP_BUDGET as f64 / 1024.0;
/// Lighthouse on each measured page, at either CPU slowdown: largest contentful paint and
/// cumulative layout shift (the performance score and total blocking time per slowdown are in
/// [`LIGHTHOUSE_BUDGETS`]).
const LCP_BUDGET_MS: f64 = 2000.0;
const CLS_BUDGET: f64 = 0.01;

/// Lighthouse's budgets at one CPU slowdown (`--throttling.cpuSlowdownMultiplier`): the mobile
/// preset's 4×, and 8× for a phone twice as slow.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LighthouseBudget {
    pub cpu_slowdown: u32,
    /// The performance score, at least.
    pub performance: f64,
    /// Total blocking time, at most.
    pub tbt_ms: f64,
}

/// Every slowdown each page is measured at, in the table's order.
pub const LIGHTHOUSE_BUDGETS: [LighthouseBudget; 2] = [
    LighthouseBudget {
        cpu_slowdown: 4,
        performance: 98.0,
        tbt_ms: 50.0,
    },
    LighthouseBudget {
        cpu_slowdown: 8,
        performance: 90.0,
        tbt_ms: 200.0,
    },
];

/// How many times Lighthouse loads each page at each slowdown; the table shows the medians.
pub const LIGHTHOUSE_RUNS: usize = 3;
/// Interaction to next paint: each measured interaction's longest event, at 4× CPU throttling.
const INP_BUDGET_MS: f64 = 200.0;

// ---- The figures ---------------------------------------------------------------------------

/// One Lighthouse run of one page. Categories it was not asked for are `None`.
#[derive(Debug, Default, Clone)]
pub struct Lighthouse {
    pub performance: Option<f64>,
    pub accessibility: Option<f64>,
    pub best_practices: Option<f64>,
    pub seo: Option<f64>,
    pub lcp_ms: Option<f64>,
    pub tbt_ms: Option<f64>,
    pub cls: Option<f64>,
    /// Weighted audits below a full score outside performance.
    pub failing: Vec<String>,
    pub runtime_error: Option<String>,
}

/// A page's Lighthouse runs at one CPU slowdown, reported by the median of each figure.
#[derive(Debug, Default, Clone)]
pub struct LighthouseRuns {
    pub page: String,
    pub cpu_slowdown: u32,
    pub runs: Vec<Lighthouse>,
}

impl LighthouseRuns {
    /// The median of one figure over the runs that have it and ended without a runtime error
    /// (Lighthouse then scores 0: no figure); the mean of the middle two for an even count;
    /// `None` when no run has it.
    pub fn median(&self, figure: impl Fn(&Lighthouse) -> Option<f64>) -> Option<f64> {
        let mut values: Vec<f64> = self
            .runs
            .iter()
            .filter(|run| run.runtime_error.is_none())
            .filter_map(figure)
            .filter(|v| !v.is_nan())
            .collect();
        values.sort_by(f64::total_cmp);
        let n = values.len();
        match n {
            0 => None,
            _ if n % 2 == 1 => Some(values[n / 2]),
            _ => Some((values[n / 2 - 1] + values[n / 2]) / 2.0),
        }
    }

    /// The lowest score of a category over the runs (an audit failing once fails the page);
    /// `None` when it was not measured.
    fn worst(&self, category: impl Fn(&Lighthouse) -> Option<f64>) -> Option<f64> {
        if self.runs.iter().any(|run| category(run).is_none()) {
            return None;
        }
        self.runs.iter().filter_map(category).reduce(f64::min)
    }

    /// Whether the other categories (accessibility, best practices, SEO) were asked for.
    fn has_other_categories(&self) -> bool {
        self.runs.iter().any(|run| {
            run.accessibility.is_some() || run.best_practices.is_some() || run.seo.is_some()
        })
    }

    /// The weighted audits below a full score in any run, each once, in the order first seen.
    fn failing(&self) -> Vec<String> {
        let mut failing: Vec<String> = Vec::new();
        for audit in self.runs.iter().flat_map(|run| &run.failing) {
            if !failing.contains(audit) {
                failing.push(audit.clone());
            }
        }
        failing
    }

    /// Each run's runtime error, once each.
    fn runtime_errors(&self) -> Vec<String> {
        let mut errors: Vec<String> = Vec::new();
        for error in self
            .runs
            .iter()
            .filter_map(|run| run.runtime_error.as_ref())
        {
            if !errors.contains(error) {
                errors.push(error.clone());
            }
        }
        errors
    }
}

/// The native side (`native.rs`, run in the release build of xtask), as one JSON object.
#[derive(Debug, Default, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Native {
    /// The marker document's size.
    pub document_bytes: usize,
    #[serde(rename = "markersParseMBs")]
    pub markers_parse_mbs: f64,
    pub markers_parse_iterations: u64,
    #[serde(rename = "markersRenderMBs")]
    pub markers_render_mbs: f64,
    pub validate_valid_per_second: f64,
    pub validate_invalid_per_second: f64,
    pub decode_validate_valid_per_second: f64,
    pub decode_validate_invalid_per_second: f64,
    /// The errors of the invalid contact vector timed.
    pub invalid_errors: usize,
}

/// The wasm side and the regular-expression chain, in Node (`bench/markers.mjs`).
#[derive(Debug, Default, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Wasm {
    #[serde(rename = "markersWasmMBs")]
    pub markers_wasm_mbs: f64,
    #[serde(rename = "markersTreeWasmMBs")]
    pub markers_tree_wasm_mbs: f64,
    #[serde(rename = "markersRegexMBs")]
    pub markers_regex_mbs: f64,
    pub validate_valid_per_second: f64,
    pub validate_invalid_per_second: f64,
    /// The marker vectors the regex chain renders exactly, of `vectors`.
    pub regex_vectors_passed: u64,
    pub vectors: u64,
}

/// Bytes on the wire (`bench/network.mjs`): what each page's first load fetched, and what the
/// first form interaction fetched after it.
#[derive(Debug, Default, Clone, PartialEq, Deserialize)]
pub struct Network {
    pub pages: Vec<PageLoad>,
}

#[derive(Debug, Default, Clone, PartialEq, Deserialize)]
pub struct PageLoad {
    pub path: String,
    /// Script errors the page raised.
    #[serde(default)]
    pub errors: Vec<String>,
    pub first: Vec<Asset>,
    pub interaction: Vec<Asset>,
}

/// One same-origin request, fetched again for its compressed sizes.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Asset {
    pub url: String,
    pub kind: AssetKind,
    /// Bytes sent for `Accept-Encoding: br`, and for `gzip`.
    pub br: u64,
    pub gzip: u64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AssetKind {
    Js,
    Css,
    Wasm,
    /// The document, images, fonts: not counted.
    #[serde(other)]
    Other,
}

/// Raw single-row SQLite commits in the server's folder (`commits.rs`), as one JSON object.
#[derive(Debug, Default, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RawCommits {
    pub rows: u64,
    pub seconds: f64,
    pub rows_per_second: f64,
    /// SQLite's version.
    pub sqlite: String,
}

/// Interaction latency in Chromium with its CPU throttled (`tests/e2e/specs/inp.spec.ts`, run by
/// the bench with `INP_REPORT` naming this JSON file).
#[derive(Debug, Default, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Inp {
    /// Chromium's CPU throttling rate (`Emulation.setCPUThrottlingRate`).
    pub cpu_throttling: f64,
    pub interactions: Vec<Interaction>,
}

/// One interaction, measured with the Event Timing API.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Interaction {
    /// What the visitor did, e.g. "open the navbar menu (800 px wide)".
    pub name: String,
    /// The longest `event` entry of the interaction (input to next paint), in ms; none when no
    /// event reached Event Timing's 16 ms threshold.
    pub ms: Option<f64>,
    /// The `event` entries of the interaction at or over the threshold.
    pub events: u32,
}

#[derive(Debug, Default)]
pub struct Figures {
    pub machine: String,
    pub native: Native,
    pub wasm: Wasm,
    pub network: Network,
    /// Each page at each CPU slowdown of [`LIGHTHOUSE_BUDGETS`].
    pub lighthouse: Vec<LighthouseRuns>,
    /// Interaction latency at 4× CPU throttling.
    pub inp: Inp,
    /// The server's content GET in one scripted run, beside the static build's.
    pub services: Load,
    pub home: Load,
    /// Funnel beacons (`POST /api/events`, answered 204, counted in memory).
    pub events: Load,
    pub help: Load,
    pub rows_stored: u64,
    /// The server's group commits during `help` (from its log), when it logged them.
    pub lead_batches: Option<Batches>,
    /// Raw single-row SQLite commits in the same folder (`commits.rs`).
    pub raw_commits: RawCommits,
    /// The team's messages about those posts: from each 201 to its delivery.
    pub time_to_team: Option<TimeToTeam>,
    /// The same posts on PostgreSQL.
    pub help_postgres: Load,
    /// Honeypot posts from one client, then from a new client each (the limiter's cost).
    pub limiter_one: Load,
    pub limiter_spread: Load,
    /// The crash drill (`crate::crash`): kill -9 under write load.
    pub crash: crate::crash::Figures,
    /// The same on PostgreSQL.
    pub crash_postgres: crate::crash::Figures,
    /// The static (musl) server of the release archive: the same content GET and posts.
    pub static_server: StaticServer,
    /// The cost per request against its anchors, and where it goes.
    pub per_request: super::per_request::Figures,
}

/// Time to the team under load (`bench.rs`'s `time_to_team`).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct TimeToTeam {
    pub messages: usize,
    pub p50_seconds: f64,
    pub p95_seconds: f64,
    pub max_seconds: f64,
    /// Still unsent when the wait ended.
    pub unsent: u64,
}

impl TimeToTeam {
    /// The percentiles of `seconds` (nearest rank).
    pub fn of(mut seconds: Vec<f64>, unsent: u64) -> Self {
        seconds.sort_by(f64::total_cmp);
        let rank = |p: f64| {
            if seconds.is_empty() {
                f64::NAN
            } else {
                let at = ((p * seconds.len() as f64).ceil() as usize).clamp(1, seconds.len());
                seconds[at - 1]
            }
        };
        Self {
            messages: seconds.len(),
            p50_seconds: rank(0.50),
            p95_seconds: rank(0.95),
            max_seconds: seconds.last().copied().unwrap_or(f64::NAN),
            unsent,
        }
    }
}

/// The static server's figures beside the glibc build's (`cargo xtask dist`'s binary).
#[derive(Debug, Default)]
pub struct StaticServer {
    pub binary_bytes: u64,
    pub services: Load,
    pub help: Load,
}

/// The group commits a server made, as it logs them on stopping.
#[derive(Debug, Clone, Copy, Default)]
pub struct Batches {
    pub batches: u64,
    pub writes: u64,
    pub largest: u64,
}

/// The storage's line `lead writes committed in groups batches=… writes=… largest=…`, if any.
pub fn batches(log: &str) -> Option<Batches> {
    let line = log
        .lines()
        .rev()
        .find(|line| line.contains("lead writes committed in groups"))?;
    let field = |name: &str| -> Option<u64> {
        let rest = &line[line.find(&format!("{name}="))? + name.len() + 1..];
        rest.split(|c: char| !c.is_ascii_digit())
            .next()?
            .parse()
            .ok()
    };
    Some(Batches {
        batches: field("batches")?,
        writes: field("writes")?,
        largest: field("largest")?,
    })
}

// ---- The report: rows and budgets missed ------------------------------------------------------

/// A row of the table.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    pub measure: String,
    pub figure: String,
    /// Empty for a figure without a budget.
    pub budget: String,
    /// Pass or fail against the budget; none without one.
    pub verdict: Option<bool>,
}

/// The table as it is built, section by section, with the budgets it missed.
#[derive(Debug, Default)]
pub struct Report {
    pub rows: Vec<Row>,
    /// One line per budget missed, in the table's order.
    pub missed: Vec<String>,
    /// The largest assets of the first load of `/`, as `` `URL` N KB gzip ``.
    pub largest: Vec<String>,
}

impl Report {
    /// A figure without a budget.
    pub(super) fn figure(&mut self, measure: impl Into<String>, figure: impl Into<String>) {
        self.rows.push(Row {
            measure: measure.into(),
            figure: figure.into(),
            budget: String::new(),
            verdict: None,
        });
    }

    /// A figure against its budget.
    pub(super) fn budget(
        &mut self,
        measure: impl Into<String>,
        figure: impl Into<String>,
        budget: impl Into<String>,
        pass: bool,
    ) {
        self.rows.push(Row {
            measure: measure.into(),
            figure: figure.into(),
            budget: budget.into(),
            verdict: Some(pass),
        });
    }

    /// Notes a budget missed, unless `pass`.
    pub(super) fn miss(&mut self, pass: bool, why: impl FnOnce() -> String) {
        if !pass {
            self.missed.push(why());
        }
    }

    /// The rows as a Markdown table.
    pub fn table(&self) -> String {
        let mut table =
            String::from("| measure | figure | budget | verdict |\n|---|---|---|---|\n");
        for row in &self.rows {
            let _ = writeln!(
                table,
                "| {} | {} | {} | {} |",
                row.measure,
                row.figure,
                row.budget,
                row.verdict.map_or("", verdict)
            );
        }
        table
    }

    /// The table and the budgets missed, as printed at the end of a run.
    pub fn printed(&self) -> String {
        let mut printed = self.table();
        if !self.missed.is_empty() {
            printed.push_str("\nbudgets missed:\n");
            for m in &self.missed {
                let _ = writeln!(printed, "- {m}");
            }
        }
        printed
    }
}

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

/// Sums of one phase's assets by kind: (br, gzip) bytes.
#[derive(Debug, Default, Clone, Copy)]
struct Bytes {
    js: (f64, f64),
    css: (f64, f64),
    wasm: (f64, f64),
}

impl Bytes {
    fn of(assets: &[Asset]) -> Self {
        let mut sums = Self::default();
        for asset in assets {
            let slot = match asset.kind {
                AssetKind::Js => &mut sums.js,
                AssetKind::Css => &mut sums.css,
                AssetKind::Wasm => &mut sums.wasm,
                AssetKind::Other => continue,
            };
            slot.0 += asset.br as f64;
            slot.1 += asset.gzip as f64;
        }
        sums
    }

    fn total(self) -> (f64, f64) {
        (
            self.js.0 + self.css.0 + self.wasm.0,
            self.js.1 + self.css.1 + self.wasm.1,
        )
    }

    fn plus(self, other: Self) -> Self {
        let add = |a: (f64, f64), b: (f64, f64)| (a.0 + b.0, a.1 + b.1);
        Self {
            js: add(self.js, other.js),
            css: add(self.css, other.css),
            wasm: add(self.wasm, other.wasm),
        }
    }

    /// `JS … · CSS … · wasm …`.
    fn detail(self) -> String {
        format!(
            "JS {} · CSS {} · wasm {}",
            pair(self.js),
            pair(self.css),
            pair(self.wasm)
        )
    }
}

/// Bytes on the wire: each page's first load (the home page in either language against its
/// budget), and on a form page what the first form interaction adds.
fn page_bytes(report: &mut Report, network: &Network) {
    for page in &network.pages {
        let path = page.path.as_str();
        let first = Bytes::of(&page.first);
        let later = Bytes::of(&page.interaction);
        let total = first.plus(later).total();
        // The home page in either language (French may not cost an English page, and a French page
        // keeps the same budget: docs/decisions/0008-a-french-twin-for-every-page.md).
        if path == "/" || path == site_core::i18n::FRENCH_PREFIX {
            let budget = HOME_BUDGET_KIB * KIB;
            let pass = total.0 <= budget;
            report.miss(pass, || {
                format!(
                    "home page `{path}` JS + CSS + wasm: {} br ({} gzip), {} over the {HOME_BUDGET_KIB:.0} KB budget (br)",
                    kib(total.0),
                    kib(total.1),
                    kib(total.0 - budget),
                )
            });
            if path == "/" {
                let largest = largest_assets(&page.first);
                if !largest.is_empty() {
                    report.largest = largest;
                }
            }
            report.budget(
                format!("`{path}` first load: JS + CSS + wasm"),
                format!("{} ({})", pair(total), first.detail()),
                format!(
                    "≤ {HOME_BUDGET_KIB:.0} KB as served (br): {}",
                    ratio_at_most(total.0, budget)
                ),
                pass,
            );
        } else if later.total().1 > 0.0 {
            report.figure(
                format!("`{path}` first load"),
                format!("{} ({})", pair(first.total()), first.detail()),
            );
            report.figure(
                format!("`{path}` on first form interaction"),
                format!("{} ({})", pair(later.total()), later.detail()),
            );
            report.figure(format!("`{path}` total with the form used"), pair(total));
        } else {
            report.figure(
                format!("`{path}` first load: JS + CSS + wasm"),
                format!("{} ({})", pair(total), first.detail()),
            );
        }
        report.miss(page.errors.is_empty(), || {
            format!("script errors on `{path}`: {:?}", page.errors)
        });
    }
}

/// The four largest JS, CSS and wasm assets of a load, by gzip size.
fn largest_assets(assets: &[Asset]) -> Vec<String> {
    let mut assets: Vec<&Asset> = assets.iter().collect();
    assets.sort_by_key(|asset| std::cmp::Reverse(asset.gzip));
    assets
        .iter()
        .filter(|asset| asset.kind != AssetKind::Other)
        .take(4)
        .map(|asset| format!("`{}` {} gzip", asset.url, kib(asset.gzip as f64)))
        .collect()
}

/// The wasm module as served (the last one any page fetched), against its gzip budget.
fn wasm_module(report: &mut Report, network: &Network) {
    let gzip = network
        .pages
        .iter()
        .flat_map(|page| page.first.iter().chain(&page.interaction))
        .rev()
        .find(|asset| asset.kind == AssetKind::Wasm)
        .map(|asset| asset.gzip as f64);
    let budget = WASM_GZIP_BUDGET_KIB * KIB;
    let Some(gzip) = gzip else {
        report.miss(false, || {
            "no page fetched the wasm module, even after a form interaction".into()
        });
        report.budget(
            "wasm module as served",
            "not fetched",
            format!("≤ {WASM_GZIP_BUDGET_KIB:.0} KB gzip"),
            false,
        );
        return;
    };
    let pass = gzip <= budget;
    report.miss(pass, || {
        format!(
            "wasm module: {} gzip, {} over its {WASM_GZIP_BUDGET_KIB:.0} KB budget",
            kib(gzip),
            kib(gzip - budget)
        )
    });
    report.budget(
        "wasm module as served",
        format!("{} gzip ({gzip:.0} bytes)", kib(gzip)),
        format!(
            "≤ {WASM_GZIP_BUDGET_KIB:.0} KB gzip: {}",
            ratio_at_most(gzip, budget)
        ),
        pass,
    );
}

/// Lighthouse on each page at each CPU slowdown, by the median of its runs (each figure's own
/// median): performance and TBT against the slowdown's budgets, LCP and CLS against theirs, and
/// where they were measured every other category at 100 in every run; no runtime error.
pub fn lighthouse(report: &mut Report, pages: &[LighthouseRuns]) {
    for l in pages {
        let budget = LIGHTHOUSE_BUDGETS
            .iter()
            .find(|b| b.cpu_slowdown == l.cpu_slowdown);
        let performance = l.median(|r| r.performance);
        let tbt = l.median(|r| r.tbt_ms);
        let lcp = l.median(|r| r.lcp_ms);
        let cls = l.median(|r| r.cls);
        let others = l.has_other_categories();
        let (accessibility, best_practices, seo) = (
            l.worst(|r| r.accessibility),
            l.worst(|r| r.best_practices),
            l.worst(|r| r.seo),
        );
        let others_full = !others
            || [accessibility, best_practices, seo]
                .iter()
                .all(|s| *s == Some(100.0));
        let errors = l.runtime_errors();
        let failing = l.failing();
        let within = |figure: Option<f64>, ok: &dyn Fn(f64) -> bool| figure.is_some_and(ok);
        let fast = budget.is_some_and(|b| {
            within(performance, &|p| p >= b.performance) && within(tbt, &|t| t <= b.tbt_ms)
        }) && within(lcp, &|v| v <= LCP_BUDGET_MS)
            && within(cls, &|v| v <= CLS_BUDGET);
        let pass = others_full && fast && errors.is_empty() && !l.runs.is_empty();
        let lcp_s = lcp.unwrap_or(f64::NAN) / 1000.0;
        let measure = format!(
            "Lighthouse `{}` (mobile, {}× CPU, median of {})",
            l.page,
            l.cpu_slowdown,
            l.runs.len()
        );
        let others_cell = if others {
            format!(
                " · a11y {} · best practices {} · SEO {}",
                score(accessibility),
                score(best_practices),
                score(seo)
            )
        } else {
            String::new()
        };
        report.miss(pass, || {
            format!(
                "Lighthouse on `{}` at {}× CPU (median of {}): performance {}, TBT {:.0} ms, LCP {lcp_s:.2} s, CLS {:.3}{}{}{}",
                l.page,
                l.cpu_slowdown,
                l.runs.len(),
                score(performance),
                tbt.unwrap_or(f64::NAN),
                cls.unwrap_or(f64::NAN),
                if others {
                    format!(
                        ", accessibility {}, best practices {}, SEO {}",
                        score(accessibility),
                        score(best_practices),
                        score(seo)
                    )
                } else {
                    String::new()
                },
                if failing.is_empty() {
                    String::new()
                } else {
                    format!("; audits below full score: {}", failing.join(", "))
                },
                if errors.is_empty() {
                    String::new()
                } else {
                    format!("; runtime error: {}", errors.join("; "))
                },
            )
        });
        let each = |figure: &dyn Fn(&Lighthouse) -> Option<f64>, digits: usize| {
            l.runs
                .iter()
                .map(|run| figure(run).map_or("n/a".to_owned(), |v| format!("{v:.digits$}")))
                .collect::<Vec<_>>()
                .join(", ")
        };
        report.budget(
            measure,
            format!(
                "perf {}{others_cell} · LCP {lcp_s:.2} s · TBT {:.0} ms · CLS {:.3} (runs: perf {} · TBT {} ms)",
                score(performance),
                tbt.unwrap_or(f64::NAN),
                cls.unwrap_or(f64::NAN),
                each(&|r| r.performance, 0),
                each(&|r| r.tbt_ms, 0),
            ),
            match budget {
                Some(b) => format!(
                    "perf ≥ {:.0}, TBT ≤ {:.0} ms, LCP ≤ {:.1} s, CLS ≤ {CLS_BUDGET}{}",
                    b.performance,
                    b.tbt_ms,
                    LCP_BUDGET_MS / 1000.0,
                    if others { "; a11y, BP, SEO = 100" } else { "" },
                ),
                None => format!("no budget at {}× CPU", l.cpu_slowdown),
            },
            pass,
        );
    }
}

/// Interaction latency: each interaction's longest event against the budget; none measured is a
/// budget missed.
pub fn inp(report: &mut Report, inp: &Inp) {
    let budget = format!("≤ {INP_BUDGET_MS:.0} ms");
    if inp.interactions.is_empty() {
        report.miss(false, || "INP: no interaction was measured".into());
        report.budget("INP: interactions", "not measured", budget, false);
        return;
    }
    let throttling = inp.cpu_throttling;
    for interaction in &inp.interactions {
        let name = &interaction.name;
        let measure = format!("INP at {throttling:.0}× CPU throttling: {name}");
        let Some(ms) = interaction.ms else {
            report.budget(
                measure,
                "under 16 ms (no event reached Event Timing's 16 ms threshold)",
                budget.clone(),
                true,
            );
            continue;
        };
        let pass = ms <= INP_BUDGET_MS;
        report.miss(pass, || {
            format!(
                "INP: {name} took {ms:.0} ms at {throttling:.0}× CPU throttling, over the \
                 {INP_BUDGET_MS:.0} ms budget"
            )
        });
        report.budget(
            measure,
            format!(
                "{ms:.0} ms (longest of {} event{})",
                interaction.events,
                if interaction.events == 1 { "" } else { "s" }
            ),
            format!("{budget}: {}", ratio_at_most(ms, INP_BUDGET_MS)),
            pass,
        );
    }
}

/// The server's cost per request against its anchors (`per_request`: wrk's own ceiling, nginx
/// with the same JSON, at least 0.7× of it), then the home page and the beacons.
fn throughput(report: &mut Report, f: &Figures) {
    super::per_request::get_rows(report, &f.per_request);
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
    super::per_request::post_rows(report, &f.per_request);
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
fn crash_drill(report: &mut Report, crash: &crate::crash::Figures) {
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
fn rate_limiter(report: &mut Report, one: &Load, spread: &Load) {
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

/// The marker parser natively, the regex chain it replaced, and the parser in wasm (at least
/// twice the regex chain).
fn marker_parser(report: &mut Report, native: &Native, wasm: &Wasm) {
    let (wasm_mbs, regex_mbs) = (wasm.markers_wasm_mbs, wasm.markers_regex_mbs);
    let ratio = wasm_mbs / regex_mbs;
    report.figure(
        format!(
            "marker parser, native (`markers::parse`; `render_html` {:.0} MB/s)",
            native.markers_render_mbs
        ),
        format!("{:.0} MB/s", native.markers_parse_mbs),
    );
    report.figure(
        "marker regex chain, JS in Node (escape + 21 `replace`)",
        format!(
            "{regex_mbs:.0} MB/s (renders {} of {} marker vectors exactly)",
            wasm.regex_vectors_passed, wasm.vectors
        ),
    );
    let pass = ratio >= 2.0;
    report.miss(pass, || {
        format!(
            "marker parser in wasm: {wasm_mbs:.1} MB/s is {ratio:.2}× the regex chain's {regex_mbs:.1} MB/s (budget 2×)"
        )
    });
    report.budget(
        "marker parser, wasm in Node (`renderMarkers`: text to HTML, like the regex chain)",
        format!("{wasm_mbs:.1} MB/s · {ratio:.2}× the regex chain"),
        "≥ 2× the regex chain",
        pass,
    );
    report.figure(
        "marker parser, wasm in Node (`parseMarkers`: the tree as JS objects, as pages use it)",
        format!("{:.1} MB/s", wasm.markers_tree_wasm_mbs),
    );
}

/// The contact form's validation: natively, natively with JSON decoding, and in wasm.
fn validation(report: &mut Report, native: &Native, wasm: &Wasm) {
    report.figure(
        "contact validation, native (decoded form)",
        format!(
            "valid {} · invalid ({} errors) {}",
            per_second(native.validate_valid_per_second),
            native.invalid_errors,
            per_second(native.validate_invalid_per_second)
        ),
    );
    report.figure(
        "contact validation, native (JSON decode + validate)",
        format!(
            "valid {} · invalid {}",
            per_second(native.decode_validate_valid_per_second),
            per_second(native.decode_validate_invalid_per_second)
        ),
    );
    report.figure(
        "contact validation, wasm in Node (`validateContact`, JS object in)",
        format!(
            "valid {} · invalid {}",
            per_second(wasm.validate_valid_per_second),
            per_second(wasm.validate_invalid_per_second)
        ),
    );
}

// ---- Cells -------------------------------------------------------------------------------------

/// 201 answers per second of a load's sending window.
fn accepted_per_second(load: &Load) -> f64 {
    if load.answers == 0 {
        return 0.0;
    }
    load.requests_per_second * load.created as f64 / load.answers as f64
}

fn kib(bytes: f64) -> String {
    format!("{:.1} KB", bytes / KIB)
}

fn pair(bytes: (f64, f64)) -> String {
    format!("{} br / {} gzip", kib(bytes.0), kib(bytes.1))
}

fn score(value: Option<f64>) -> String {
    value.map_or("n/a".to_owned(), |v| format!("{v:.0}"))
}

fn verdict(pass: bool) -> &'static str {
    if pass { "pass" } else { "**FAIL**" }
}

/// A figure against its budget, as the budget column shows it: `0.93 of it`.
fn ratio_at_most(figure: f64, budget: f64) -> String {
    format!("{:.2} of it", figure / budget)
}

fn per_second(value: f64) -> String {
    if value >= 1e6 {
        format!("{:.2} M/s", value / 1e6)
    } else {
        format!("{:.0} k/s", value / 1e3)
    }
}

fn load_cell(load: &Load) -> String {
    let mut cell = format!(
        "{:.0} req/s · p50 {:.2} ms · p99 {:.2} ms",
        load.requests_per_second, load.p50_ms, load.p99_ms
    );
    if load.success < load.answers {
        let _ = write!(cell, " · {} non-2xx", load.answers - load.success);
    }
    cell
}

// ---- BENCHMARKS.md -----------------------------------------------------------------------------

/// The machine: CPUs, memory, CPU model, OS.
pub fn machine() -> String {
    let cpus = std::thread::available_parallelism().map_or(0, |n| n.get());
    let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let model = cpuinfo
        .lines()
        .find_map(|l| l.strip_prefix("model name"))
        .and_then(|l| l.split_once(':'))
        .map_or("unknown CPU", |(_, m)| m.trim())
        .to_owned();
    let meminfo = std::fs::read_to_string("/proc/meminfo").unwrap_or_default();
    let memory_kib: f64 = meminfo
        .lines()
        .find_map(|l| l.strip_prefix("MemTotal:"))
        .and_then(|l| l.split_whitespace().next()?.parse().ok())
        .unwrap_or(0.0);
    let os = std::fs::read_to_string("/etc/os-release")
        .unwrap_or_default()
        .lines()
        .find_map(|l| l.strip_prefix("PRETTY_NAME="))
        .map_or(String::new(), |n| n.trim_matches('"').to_owned());
    format!(
        "{cpus} CPUs (nproc), {:.1} GiB memory, {model}, {os}",
        memory_kib / KIB / KIB
    )
}

fn output(program: &str, args: &[&str]) -> String {
    std::process::Command::new(program)
        .args(args)
        .output()
        .map(|o| {
            let text = if o.stdout.is_empty() {
                o.stderr
            } else {
                o.stdout
            };
            String::from_utf8_lossy(&text).trim().to_owned()
        })
        .unwrap_or_default()
}

/// The tools the figures came from, as the header names them.
fn tools() -> String {
    format!(
        "{}, Lighthouse 12.8.2, {}, {}, Node {}",
        output("/usr/bin/chromium", &["--version"]),
        output("wrk", &["-v"]).lines().next().unwrap_or("wrk"),
        output("nginx", &["-v"]),
        output("node", &["--version"]),
    )
}

/// Builds the table (and the missed budgets), writes BENCHMARKS.md, returns what to print.
pub fn write(f: &Figures, path: &Path) -> Result<String> {
    let report = report(f);
    let date = output("date", &["-u", "+%Y-%m-%d %H:%M UTC"]);
    let previous = std::fs::read_to_string(path).unwrap_or_default();
    std::fs::write(path, document(f, &report, &date, &tools(), &previous))?;
    Ok(report.printed())
}

/// BENCHMARKS.md: the header (machine, date, command, tools), the table, how it was measured,
/// the budgets missed, the largest assets of `/`, then the notes and the fuzz figures kept from
/// `previous`.
fn document(f: &Figures, report: &Report, date: &str, tools: &str, previous: &str) -> String {
    let mut file = format!(
        "# Benchmarks\n\n\
         Written by `cargo xtask bench` (the command; never a timed test). Re-run it to refresh.\n\n\
         - machine: {}\n- date: {date}\n- command: `cargo xtask bench` \
         (release build; everything on 127.0.0.1)\n- tools: {tools}\n\n",
        f.machine,
    );
    file.push_str(&report.table());
    let _ = write!(
        file,
        "\nKB = 1024 bytes. Bytes are the bodies the server sends for `Accept-Encoding: br` and for \
         `gzip`, for every same-origin JS, CSS and wasm request Chromium made on a first visit \
         (empty cache); on `/contact/write-us` a form field is then focused, which is when the app \
         fetches the wasm module. Lighthouse: mobile defaults (simulated slow 4G) with the default \
         4× CPU slowdown and again at 8× (`--throttling.cpuSlowdownMultiplier=8`, performance \
         only), {runs} runs of each page at each, round-robin; each figure is the median of its \
         own runs (not one run's), the runs' scores and TBTs follow it; a11y, BP and SEO are \
         the lowest of the runs; categories as 0–100. wrk: {c} connections, {s} s per run (and at most a fixed number of \
         answers per thread), `--latency`; the server runs as an operator runs it (access log on, \
         written to a file) with the rate limit off, on a fresh SQLite file; the cost-per-request \
         rows are {rounds} alternating rounds of {round} s each, wrk without Lua callbacks, the \
         median with the rounds' spread; nginx serves the same JSON from a file, no compression on either side (wrk \
         asks for none). INP: `tests/e2e/specs/inp.spec.ts` in Debian's Chromium at 4× CPU \
         throttling, each interaction's longest Event Timing entry (input to next paint; typing: \
         the slowest key). The marker document is every multi-line marker text of `content/` \
         repeated to {} bytes; MB = 10^6 bytes; parse rates from one process each \
         (the release xtask natively, Node for wasm and the regex chain).\n",
        f.native.document_bytes,
        runs = LIGHTHOUSE_RUNS,
        c = load::CONNECTIONS,
        s = load::SECONDS,
        rounds = super::per_request::ROUNDS,
        round = super::per_request::ROUND_SECONDS,
    );
    file.push_str("\n## Budgets missed\n\n");
    if report.missed.is_empty() {
        file.push_str("None.\n");
    } else {
        for m in &report.missed {
            let _ = writeln!(file, "- {m}");
        }
    }
    if !report.largest.is_empty() {
        let _ = writeln!(
            file,
            "\nLargest assets of the first load of `/`: {}.",
            report.largest.join(", ")
        );
    }
    file.push_str(&super::per_request::profile_section(&f.per_request));
    let notes = previous
        .find(NOTES_MARKER)
        .map_or("", |i| &previous[i + NOTES_MARKER.len()..]);
    // `cargo xtask fuzz` keeps its own figures below the notes: not part of them.
    let (notes, fuzz) = notes.split_at(notes.find(crate::fuzz::BEGIN).unwrap_or(notes.len()));
    let _ = write!(file, "\n{NOTES_MARKER}\n{}{fuzz}", dated_notes(notes, date));
    file
}

/// The kept notes under a heading that names the run they are about (their `notes-run` line), and
/// says so when that is not the run just written: hand-written figures never pass for this run's.
fn dated_notes(kept: &str, date: &str) -> String {
    // The heading is the bench's own: drop the one a previous run wrote.
    let body: String = kept
        .lines()
        .skip_while(|line| line.trim().is_empty() || line.starts_with(NOTES_HEADING))
        .map(|line| format!("{line}\n"))
        .collect();
    if body.trim().is_empty() {
        return String::new();
    }
    let run = body
        .lines()
        .find_map(|line| line.strip_prefix(NOTES_RUN)?.strip_suffix(" -->"))
        .map(str::to_owned);
    let heading = match run {
        Some(run) if run == date => format!("{NOTES_HEADING} of this run ({run})"),
        Some(run) => format!(
            "{NOTES_HEADING} of an earlier run ({run}): the table above ({date}) is newer, and wins where they differ"
        ),
        None => format!(
            "{NOTES_HEADING} of an undated run: the table above ({date}) wins where they differ"
        ),
    };
    format!("{heading}\n\n{body}")
}

const NOTES_HEADING: &str = "## Notes, written by hand,";

#[cfg(test)]
mod tests {
    use super::*;

    const NATIVE: &str = r#"{"documentBytes":1049842,"markersParseMBs":600.2,"markersParseIterations":1800,"markersRenderMBs":1438.4,"validateValidPerSecond":2800000.0,"validateInvalidPerSecond":576000.0,"decodeValidateValidPerSecond":557000.0,"decodeValidateInvalidPerSecond":208000.0,"invalidErrors":15}"#;
    const WASM: &str = r#"{"documentBytes":1049842,"markersWasmMBs":159.8,"markersWasmIterations":480,"markersTreeWasmMBs":41.8,"markersRegexMBs":30.1,"markersRegexIterations":90,"validateValidPerSecond":47000.0,"validateInvalidPerSecond":19000.0,"invalidErrors":15,"regexVectorsPassed":48,"vectors":102}"#;
    const RAW: &str = r#"{"rows":110450,"seconds":5.0,"rowsPerSecond":22090.0,"sqlite":"3.40.1"}"#;
    const NETWORK_A: &str = r#"{"pages":[
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
    const NETWORK_B: &str = r#"{"pages":[
      {"path":"/","interacted":false,"errors":["TypeError: x is undefined"],"first":[
        {"url":"/assets/index.js","kind":"js","br":110000,"gzip":120000},
        {"url":"/assets/a.css","kind":"css","br":1000,"gzip":1200}],"interaction":[]},
      {"path":"/fr","interacted":false,"errors":[],"first":[
        {"url":"/assets/index.js","kind":"js","br":90000,"gzip":100000}],"interaction":[]},
      {"path":"/contact/write-us","interacted":true,"errors":["a","b"],"first":[
        {"url":"/assets/index.js","kind":"js","br":90000,"gzip":100000}],"interaction":[]}]}"#;

    fn load(rps: f64, p50: f64, p99: f64, answers: u64, created: u64, success: u64) -> Load {
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
    fn run(cpu_slowdown: u32, perf: f64, tbt: f64, lcp: f64, cls: f64) -> Lighthouse {
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
    fn lighthouse_runs(page: &str, lcp: f64) -> [LighthouseRuns; 2] {
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

    const INP: &str = r#"{"cpuThrottling":4,"interactions":[
      {"name":"open the navbar menu (800 px wide)","ms":48,"events":2},
      {"name":"switch a tab (home, Our main services)","ms":72,"events":1},
      {"name":"type in a form field (write us, 9 keys: the slowest)","ms":null,"events":0},
      {"name":"submit a form (write us, its first message shown)","ms":112,"events":3}]}"#;

    fn crash(answered: usize, found: usize) -> crate::crash::Figures {
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
    fn passing() -> Figures {
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

    fn per_request_figures() -> super::super::per_request::Figures {
        use super::super::per_request::{Build, Figures, Rounds};
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
    fn failing() -> Figures {
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
        f.per_request.server.get = super::super::per_request::Rounds(vec![50_000.0]);
        f.per_request.server.posts = super::super::per_request::Rounds(vec![5_000.0]);
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
    fn row<'a>(report: &'a Report, measure: &str) -> &'a Row {
        report
            .rows
            .iter()
            .find(|row| row.measure == measure)
            .unwrap_or_else(|| panic!("no row {measure:?} in\n{}", report.table()))
    }

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
    fn lighthouse_rows_show_each_figures_median_against_the_slowdowns_budgets() {
        let runs = |cpu_slowdown, runs| LighthouseRuns {
            page: "/fr/contact/write-us".to_owned(),
            cpu_slowdown,
            runs,
        };
        let mut flaky = run(4, 97.0, 60.0, 1800.0, 0.05);
        flaky.failing = vec!["label".to_owned()];
        flaky.accessibility = Some(96.0);
        let pages = [
            // Each figure's own median: perf 99 (of 97, 99, 100), TBT 20 ms (of 60, 20, 0), LCP
            // 1.80 s, CLS 0.050 (of 0.05, 0.06, 0): one run's audit below full marks fails the row.
            runs(
                4,
                vec![
                    flaky,
                    run(4, 99.0, 20.0, 1700.0, 0.06),
                    run(4, 100.0, 0.0, 1900.0, 0.0),
                ],
            ),
            // Two runs: the mean of the middle two.
            runs(
                8,
                vec![
                    run(8, 92.0, 180.0, 1900.0, 0.0),
                    run(8, 88.0, 230.0, 2100.0, 0.0),
                ],
            ),
            // A slowdown without budgets, and no runs.
            runs(6, Vec::new()),
        ];
        let mut report = Report::default();
        lighthouse(&mut report, &pages);
        assert_eq!(
            report.table(),
            "| measure | figure | budget | verdict |\n|---|---|---|---|\n\
             | Lighthouse `/fr/contact/write-us` (mobile, 4× CPU, median of 3) | perf 99 · a11y 96 · \
             best practices 100 · SEO 100 · LCP 1.80 s · TBT 20 ms · CLS 0.050 (runs: perf 97, 99, \
             100 · TBT 60, 20, 0 ms) | perf ≥ 98, TBT ≤ 50 ms, LCP ≤ 2.0 s, CLS ≤ 0.01; a11y, BP, \
             SEO = 100 | **FAIL** |\n\
             | Lighthouse `/fr/contact/write-us` (mobile, 8× CPU, median of 2) | perf 90 · LCP 2.00 s \
             · TBT 205 ms · CLS 0.000 (runs: perf 92, 88 · TBT 180, 230 ms) | perf ≥ 90, TBT ≤ 200 \
             ms, LCP ≤ 2.0 s, CLS ≤ 0.01 | **FAIL** |\n\
             | Lighthouse `/fr/contact/write-us` (mobile, 6× CPU, median of 0) | perf n/a · LCP NaN s \
             · TBT NaN ms · CLS NaN (runs: perf  · TBT  ms) | no budget at 6× CPU | **FAIL** |\n"
        );
        assert_eq!(
            report.missed,
            [
                "Lighthouse on `/fr/contact/write-us` at 4× CPU (median of 3): performance 99, TBT 20 ms, LCP 1.80 s, CLS 0.050, accessibility 96, best practices 100, SEO 100; audits below full score: label",
                "Lighthouse on `/fr/contact/write-us` at 8× CPU (median of 2): performance 90, TBT 205 ms, LCP 2.00 s, CLS 0.000",
                "Lighthouse on `/fr/contact/write-us` at 6× CPU (median of 0): performance n/a, TBT NaN ms, LCP NaN s, CLS NaN",
            ]
        );
        // A run that ended in a runtime error (scored 0 by Lighthouse) counts in no median.
        let mut errored = run(4, 0.0, 0.0, 0.0, 0.0);
        errored.runtime_error = Some("NO_NAVSTART".to_owned());
        let with_error = runs(
            4,
            vec![
                run(4, 99.0, 30.0, 1700.0, 0.0),
                errored,
                run(4, 100.0, 10.0, 1800.0, 0.0),
            ],
        );
        assert_eq!(with_error.median(|r| r.performance), Some(99.5));
        assert_eq!(with_error.median(|r| r.tbt_ms), Some(20.0));
        // Within every budget at either slowdown: no miss.
        let mut report = Report::default();
        lighthouse(&mut report, &lighthouse_runs("/", 1750.0));
        assert!(report.missed.is_empty(), "{:?}", report.missed);
        assert_eq!(
            report.rows.iter().map(|r| r.verdict).collect::<Vec<_>>(),
            [Some(true), Some(true)]
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
    fn notes_are_headed_by_the_run_they_are_about() {
        let notes = "\n<!-- notes-run: 2026-11-25 00:40 UTC -->\n- posts: 1.2x\n";
        let same = dated_notes(notes, "2026-11-25 00:40 UTC");
        assert!(same.starts_with(&format!(
            "{NOTES_HEADING} of this run (2026-11-25 00:40 UTC)"
        )));
        assert!(same.contains("- posts: 1.2x"));
        let later = dated_notes(&same, "2026-11-26 09:00 UTC");
        assert!(
            later.starts_with(&format!(
                "{NOTES_HEADING} of an earlier run (2026-11-25 00:40 UTC)"
            )),
            "{later}"
        );
        assert_eq!(later.matches(NOTES_HEADING).count(), 1, "{later}");
        assert!(dated_notes("- a figure\n", "d").contains("undated"));
        assert_eq!(dated_notes("\n\n", "d"), "");
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

    #[test]
    fn reads_the_group_commit_line_of_the_server_log() {
        let log = "2026-11-24T23:01:02.000001Z  WARN server::http: something\n\
                   2026-11-24T23:01:03.000001Z  INFO server::storage: lead writes committed in \
                   groups batches=17 writes=200 largest=64\n";
        let found = batches(log).expect("the line");
        assert_eq!((found.batches, found.writes, found.largest), (17, 200, 64));
        assert!(batches("nothing here\n").is_none());
    }
}
