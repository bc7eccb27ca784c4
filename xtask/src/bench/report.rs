//! The one table: figures, budgets and verdicts; printed and written to BENCHMARKS.md with the
//! machine, the date and the command. Notes written by people below [`NOTES_MARKER`] are kept,
//! under a heading that names the run they were written about ([`NOTES_RUN`]) and says so when
//! the table above is newer than them.

use super::load::{self, Load};
use crate::shell::Result;
use serde_json::Value;
use std::fmt::Write as _;
use std::path::Path;

/// Everything from this line of BENCHMARKS.md on is kept from one run to the next.
const NOTES_MARKER: &str = "<!-- notes below are kept by cargo xtask bench -->";
const KIB: f64 = 1024.0;
/// The people writing notes name the run they are about on this line: `<!-- notes-run: DATE -->`,
/// DATE as in the header's `date:` line.
const NOTES_RUN: &str = "<!-- notes-run: ";
/// The home page's first load in either language, brotli as served (issue 17).
const HOME_BUDGET_KIB: f64 = 100.0;
const WASM_GZIP_BUDGET_KIB: f64 = 30.0;
/// Lighthouse on each measured page: performance score and largest contentful paint.
const PERFORMANCE_BUDGET: f64 = 95.0;
const LCP_BUDGET_MS: f64 = 2000.0;

#[derive(Debug, Default)]
pub struct Lighthouse {
    pub page: String,
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

#[derive(Debug, Default)]
pub struct Figures {
    pub machine: String,
    pub native: Value,
    pub wasm: Value,
    pub network: Value,
    pub lighthouse: Vec<Lighthouse>,
    pub services_bytes: usize,
    pub nginx: Load,
    pub services: Load,
    pub home: Load,
    pub help: Load,
    pub rows_stored: u64,
    /// The server's group commits during `help` (from its log), when it logged them.
    pub lead_batches: Option<Batches>,
    /// Raw single-row SQLite commits in the same folder (`commits.rs`).
    pub raw_commits: Value,
    /// The same posts on PostgreSQL.
    pub help_postgres: Load,
    /// Honeypot posts from one client, then from a new client each (the limiter's cost).
    pub limiter_one: Load,
    pub limiter_spread: Load,
    /// The crash drill (`crate::crash`): kill -9 under write load.
    pub crash: crate::crash::Figures,
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

/// The posts' rows: the load, 201s versus rows stored, versus raw single-row commits (budget
/// 1.0×), the group commits' batches, and PostgreSQL. Returns the rows and the budgets missed.
pub fn post_rows(f: &Figures) -> (Vec<Row>, Vec<String>) {
    let mut rows: Vec<Row> = Vec::new();
    let mut missed: Vec<String> = Vec::new();
    let mut row = |measure: String, value: String, budget: &str, pass: Option<bool>| {
        rows.push((measure, value, budget.to_owned(), pass));
    };
    row(
        "server: POST `/api/help` (SQLite)".to_owned(),
        load_cell(&f.help),
        "",
        None,
    );
    let accepted = f.help.created;
    let lost = accepted.saturating_sub(f.rows_stored);
    let equal = accepted == f.rows_stored;
    if !equal {
        missed.push(format!(
            "posts: {accepted} answered 201 but {} rows stored ({lost} lost, {} stored beyond the answers)",
            f.rows_stored,
            f.rows_stored.saturating_sub(accepted)
        ));
    }
    row(
        "posts accepted (201) vs rows stored".to_owned(),
        format!(
            "{accepted} accepted · {} stored · {lost} lost",
            f.rows_stored
        ),
        "equal, zero lost",
        Some(equal),
    );
    let raw = number(&f.raw_commits, "rowsPerSecond");
    row(
        format!(
            "raw single-row SQLite commits (SQLite {}, WAL, synchronous=NORMAL, one row shaped like a lead per transaction, same folder; anchor)",
            f.raw_commits["sqlite"].as_str().unwrap_or("?")
        ),
        format!("{raw:.0} rows/s"),
        "",
        None,
    );
    let created_per_second = accepted_per_second(&f.help);
    let ratio = created_per_second / raw;
    let pass = ratio >= 1.0;
    if !pass {
        missed.push(format!(
            "posts accepted: {created_per_second:.0} 201/s is {ratio:.2}× the {raw:.0} raw single-row SQLite commits/s (budget 1.0×)"
        ));
    }
    let batches = f.lead_batches.map_or("batches not logged".to_owned(), |b| {
        format!(
            "{} writes in {} commits: {:.1} a commit on average, {} at most",
            b.writes,
            b.batches,
            b.writes as f64 / b.batches.max(1) as f64,
            b.largest
        )
    });
    row(
        "posts accepted (201/s) vs raw single-row commits".to_owned(),
        format!("{created_per_second:.0} 201/s · {ratio:.2}× ({batches})"),
        "≥ 1.0×",
        Some(pass),
    );
    row(
        "server: POST `/api/help` on PostgreSQL (throwaway cluster, fsync on, a transaction per post)"
            .to_owned(),
        format!(
            "{} · {:.0} 201/s · {:.2}× raw SQLite commits",
            load_cell(&f.help_postgres),
            accepted_per_second(&f.help_postgres),
            accepted_per_second(&f.help_postgres) / raw
        ),
        "",
        None,
    );
    (rows, missed)
}

/// 201 answers per second of a load's sending window.
fn accepted_per_second(load: &Load) -> f64 {
    if load.answers == 0 {
        return 0.0;
    }
    load.requests_per_second * load.created as f64 / load.answers as f64
}

/// A row of the table: measure, figure, budget, verdict (none without a budget).
pub type Row = (String, String, String, Option<bool>);

/// The rows as a Markdown table.
pub fn table(rows: &[Row]) -> String {
    let mut table = String::from("| measure | figure | budget | verdict |\n|---|---|---|---|\n");
    for (measure, value, budget, pass) in rows {
        let pass = pass.map_or("", verdict);
        let _ = writeln!(table, "| {measure} | {value} | {budget} | {pass} |");
    }
    table
}

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

/// Sums of one phase's assets by kind: (br, gzip) bytes.
#[derive(Debug, Default, Clone, Copy)]
struct Bytes {
    js: (f64, f64),
    css: (f64, f64),
    wasm: (f64, f64),
}

impl Bytes {
    fn of(assets: &Value) -> Self {
        let mut sums = Self::default();
        for asset in assets.as_array().into_iter().flatten() {
            let pair = (
                asset["br"].as_f64().unwrap_or(0.0),
                asset["gzip"].as_f64().unwrap_or(0.0),
            );
            let slot = match asset["kind"].as_str() {
                Some("js") => &mut sums.js,
                Some("css") => &mut sums.css,
                Some("wasm") => &mut sums.wasm,
                _ => continue,
            };
            slot.0 += pair.0;
            slot.1 += pair.1;
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

/// A figure against its budget, as the budget column shows it: `ratio 0.93 (≤ 1)`.
fn ratio_at_most(figure: f64, budget: f64) -> String {
    format!("{:.2} of it", figure / budget)
}

fn number(value: &Value, key: &str) -> f64 {
    value[key].as_f64().unwrap_or(f64::NAN)
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

/// Builds the table (and the missed budgets), writes BENCHMARKS.md, returns the table.
pub fn write(f: &Figures, path: &Path) -> Result<String> {
    let mut rows: Vec<Row> = Vec::new();
    let mut missed: Vec<String> = Vec::new();
    let mut row = |measure: String, value: String, budget: &str, pass: Option<bool>| {
        rows.push((measure, value, budget.to_owned(), pass));
    };

    // Bytes on the wire.
    let pages = f.network["pages"].as_array().cloned().unwrap_or_default();
    let mut wasm_gzip: Option<f64> = None;
    let mut largest = Vec::new();
    for page in &pages {
        let path = page["path"].as_str().unwrap_or("?");
        let first = Bytes::of(&page["first"]);
        let later = Bytes::of(&page["interaction"]);
        for asset in [&page["first"], &page["interaction"]]
            .into_iter()
            .filter_map(Value::as_array)
            .flatten()
        {
            if asset["kind"] == "wasm" {
                wasm_gzip = Some(asset["gzip"].as_f64().unwrap_or(0.0));
            }
        }
        let all = first.plus(later);
        let detail = |b: Bytes| {
            format!(
                "JS {} · CSS {} · wasm {}",
                pair(b.js),
                pair(b.css),
                pair(b.wasm)
            )
        };
        let total = all.total();
        // The home page in either language (DESIGN §9: French may not cost an English page, and a
        // French page keeps the same budget).
        if path == "/" || path == site_core::i18n::FRENCH_PREFIX {
            let pass = total.0 <= HOME_BUDGET_KIB * KIB;
            if !pass {
                missed.push(format!(
                    "home page `{path}` JS + CSS + wasm: {} br ({} gzip), {} over the {HOME_BUDGET_KIB:.0} KB budget (br)",
                    kib(total.0),
                    kib(total.1),
                    kib(total.0 - HOME_BUDGET_KIB * KIB),
                ));
            }
            let mut assets: Vec<&Value> = page["first"].as_array().into_iter().flatten().collect();
            assets.sort_by(|a, b| number(b, "gzip").total_cmp(&number(a, "gzip")));
            if path != "/" {
                assets.clear();
            }
            let english_largest: Vec<String> = assets
                .iter()
                .filter(|a| a["kind"] != "other")
                .take(4)
                .map(|a| {
                    format!(
                        "`{}` {} gzip",
                        a["url"].as_str().unwrap_or("?"),
                        kib(number(a, "gzip"))
                    )
                })
                .collect();
            if !english_largest.is_empty() {
                largest = english_largest;
            }
            row(
                format!("`{path}` first load: JS + CSS + wasm"),
                format!("{} ({})", pair(total), detail(first)),
                &format!(
                    "≤ {HOME_BUDGET_KIB:.0} KB as served (br): {}",
                    ratio_at_most(total.0, HOME_BUDGET_KIB * KIB)
                ),
                Some(pass),
            );
        } else if later.total().1 > 0.0 {
            row(
                format!("`{path}` first load"),
                format!("{} ({})", pair(first.total()), detail(first)),
                "",
                None,
            );
            row(
                format!("`{path}` on first form interaction"),
                format!("{} ({})", pair(later.total()), detail(later)),
                "",
                None,
            );
            row(
                format!("`{path}` total with the form used"),
                pair(total),
                "",
                None,
            );
        } else {
            row(
                format!("`{path}` first load: JS + CSS + wasm"),
                format!("{} ({})", pair(total), detail(first)),
                "",
                None,
            );
        }
        if let Some(errors) = page["errors"].as_array().filter(|e| !e.is_empty()) {
            missed.push(format!("script errors on `{path}`: {errors:?}"));
        }
    }
    match wasm_gzip {
        Some(gzip) => {
            let pass = gzip <= WASM_GZIP_BUDGET_KIB * KIB;
            if !pass {
                missed.push(format!(
                    "wasm module: {} gzip, {} over its {WASM_GZIP_BUDGET_KIB:.0} KB budget",
                    kib(gzip),
                    kib(gzip - WASM_GZIP_BUDGET_KIB * KIB)
                ));
            }
            row(
                "wasm module as served".to_owned(),
                format!("{} gzip ({gzip:.0} bytes)", kib(gzip)),
                &format!(
                    "≤ {WASM_GZIP_BUDGET_KIB:.0} KB gzip: {}",
                    ratio_at_most(gzip, WASM_GZIP_BUDGET_KIB * KIB)
                ),
                Some(pass),
            );
        }
        None => {
            missed.push("no page fetched the wasm module, even after a form interaction".into());
            row(
                "wasm module as served".to_owned(),
                "not fetched".to_owned(),
                &format!("≤ {WASM_GZIP_BUDGET_KIB:.0} KB gzip"),
                Some(false),
            );
        }
    }

    // Lighthouse.
    for l in &f.lighthouse {
        let others_full = [l.accessibility, l.best_practices, l.seo]
            .iter()
            .all(|s| *s == Some(100.0));
        let fast = l.performance.is_some_and(|p| p >= PERFORMANCE_BUDGET)
            && l.lcp_ms.is_some_and(|lcp| lcp <= LCP_BUDGET_MS);
        let pass = others_full && fast && l.runtime_error.is_none();
        if !pass {
            missed.push(format!(
                "Lighthouse on `{}`: performance {}, LCP {:.2} s, accessibility {}, best practices {}, SEO {}{}{}",
                l.page,
                score(l.performance),
                l.lcp_ms.unwrap_or(f64::NAN) / 1000.0,
                score(l.accessibility),
                score(l.best_practices),
                score(l.seo),
                if l.failing.is_empty() {
                    String::new()
                } else {
                    format!("; audits below full score: {}", l.failing.join(", "))
                },
                l.runtime_error
                    .as_ref()
                    .map_or(String::new(), |e| format!("; runtime error: {e}")),
            ));
        }
        row(
            format!("Lighthouse `{}` (mobile)", l.page),
            format!(
                "perf {} · a11y {} · best practices {} · SEO {} · LCP {:.2} s · TBT {:.0} ms · CLS {:.3}",
                score(l.performance),
                score(l.accessibility),
                score(l.best_practices),
                score(l.seo),
                l.lcp_ms.unwrap_or(f64::NAN) / 1000.0,
                l.tbt_ms.unwrap_or(f64::NAN),
                l.cls.unwrap_or(f64::NAN),
            ),
            &format!(
                "perf ≥ {PERFORMANCE_BUDGET:.0} ({:.2} of it), LCP ≤ {:.1} s ({}); a11y, BP, SEO = 100",
                l.performance.unwrap_or(f64::NAN) / PERFORMANCE_BUDGET,
                LCP_BUDGET_MS / 1000.0,
                ratio_at_most(l.lcp_ms.unwrap_or(f64::NAN), LCP_BUDGET_MS),
            ),
            Some(pass),
        );
    }

    // Throughput.
    let c = load::CONNECTIONS;
    let s = load::SECONDS;
    row(
        format!(
            "nginx: GET `/api/service/all` (same {} bytes of JSON; ceiling)",
            f.services_bytes
        ),
        load_cell(&f.nginx),
        "",
        None,
    );
    let share = f.services.requests_per_second / f.nginx.requests_per_second;
    let pass = share >= 0.9;
    if !pass {
        missed.push(format!(
            "GET /api/service/all: {:.0} req/s is {:.0} % of nginx's {:.0} req/s (budget 90 %; {:.0} req/s short)",
            f.services.requests_per_second,
            share * 100.0,
            f.nginx.requests_per_second,
            f.nginx.requests_per_second * 0.9 - f.services.requests_per_second
        ));
    }
    row(
        "server: GET `/api/service/all`".to_owned(),
        format!(
            "{} · {:.0} % of nginx",
            load_cell(&f.services),
            share * 100.0
        ),
        "≥ 90 % of nginx",
        Some(pass),
    );
    row("server: GET `/`".to_owned(), load_cell(&f.home), "", None);
    let (post_rows, post_missed) = post_rows(f);
    for (measure, value, budget, pass) in post_rows {
        row(measure, value, &budget, pass);
    }
    missed.extend(post_missed);
    let crash = &f.crash;
    let sound = crash.verdict().is_ok();
    if !sound {
        missed.push(format!("crash drill: {}", crash.summary()));
    }
    row(
        format!(
            "crash drill: `kill -9` at random moments under write load ({} clients), restarted on \
             the same SQLite file",
            crate::crash::CLIENTS
        ),
        format!(
            "{} kills · {} posts answered 201 · {} found · {} lost · {} rows · integrity_check {}",
            crash.kills,
            crash.answered,
            crash.found,
            crash.lost(),
            crash.rows,
            crash.integrity
        ),
        "zero lost, integrity ok",
        Some(sound),
    );

    // Rate limiter.
    row(
        "rate limiter: honeypot POST `/api/help`, one client".to_owned(),
        load_cell(&f.limiter_one),
        "",
        None,
    );
    let kept = f.limiter_spread.requests_per_second / f.limiter_one.requests_per_second;
    let constant = kept >= 0.8;
    if !constant {
        missed.push(format!(
            "rate limiter: {:.0} req/s with a new client per post is {:.0} % of one client's {:.0} req/s (budget 80 %)",
            f.limiter_spread.requests_per_second,
            kept * 100.0,
            f.limiter_one.requests_per_second
        ));
    }
    row(
        format!(
            "rate limiter: the same, a new client address on every post ({} clients)",
            f.limiter_spread.answers
        ),
        format!(
            "{} · {:.0} % of one client",
            load_cell(&f.limiter_spread),
            kept * 100.0
        ),
        "≥ 80 % of one client (cost per post independent of the clients seen)",
        Some(constant),
    );

    // Marker parser.
    let native_mbs = number(&f.native, "markersParseMBs");
    let wasm_mbs = number(&f.wasm, "markersWasmMBs");
    let regex_mbs = number(&f.wasm, "markersRegexMBs");
    let ratio = wasm_mbs / regex_mbs;
    row(
        format!(
            "marker parser, native (`markers::parse`; `render_html` {:.0} MB/s)",
            number(&f.native, "markersRenderMBs")
        ),
        format!("{native_mbs:.0} MB/s"),
        "",
        None,
    );
    row(
        "marker regex chain, JS in Node (escape + 21 `replace`)".to_owned(),
        format!(
            "{regex_mbs:.0} MB/s (renders {} of {} marker vectors exactly)",
            f.wasm["regexVectorsPassed"], f.wasm["vectors"]
        ),
        "",
        None,
    );
    let pass = ratio >= 2.0;
    if !pass {
        missed.push(format!(
            "marker parser in wasm: {wasm_mbs:.1} MB/s is {ratio:.2}× the regex chain's {regex_mbs:.1} MB/s (budget 2×)"
        ));
    }
    row(
        "marker parser, wasm in Node (`renderMarkers`: text to HTML, like the regex chain)"
            .to_owned(),
        format!("{wasm_mbs:.1} MB/s · {ratio:.2}× the regex chain"),
        "≥ 2× the regex chain",
        Some(pass),
    );
    row(
        "marker parser, wasm in Node (`parseMarkers`: the tree as JS objects, as pages use it)"
            .to_owned(),
        format!("{:.1} MB/s", number(&f.wasm, "markersTreeWasmMBs")),
        "",
        None,
    );

    // Validation.
    let errors = &f.native["invalidErrors"];
    row(
        "contact validation, native (decoded form)".to_owned(),
        format!(
            "valid {} · invalid ({errors} errors) {}",
            per_second(number(&f.native, "validateValidPerSecond")),
            per_second(number(&f.native, "validateInvalidPerSecond"))
        ),
        "",
        None,
    );
    row(
        "contact validation, native (JSON decode + validate)".to_owned(),
        format!(
            "valid {} · invalid {}",
            per_second(number(&f.native, "decodeValidateValidPerSecond")),
            per_second(number(&f.native, "decodeValidateInvalidPerSecond"))
        ),
        "",
        None,
    );
    row(
        "contact validation, wasm in Node (`validateContact`, JS object in)".to_owned(),
        format!(
            "valid {} · invalid {}",
            per_second(number(&f.wasm, "validateValidPerSecond")),
            per_second(number(&f.wasm, "validateInvalidPerSecond"))
        ),
        "",
        None,
    );

    let table = table(&rows);

    let date = output("date", &["-u", "+%Y-%m-%d %H:%M UTC"]);
    let mut file = format!(
        "# Benchmarks\n\n\
         Written by `cargo xtask bench` (the command; never a timed test). Re-run it to refresh.\n\n\
         - machine: {}\n- date: {date}\n- command: `cargo xtask bench` \
         (release build; everything on 127.0.0.1)\n- tools: {}, Lighthouse 12.8.2, {}, {}, Node {}\n\n",
        f.machine,
        output("/usr/bin/chromium", &["--version"]),
        output("wrk", &["-v"]).lines().next().unwrap_or("wrk"),
        output("nginx", &["-v"]),
        output("node", &["--version"]),
    );
    file.push_str(&table);
    let _ = write!(
        file,
        "\nKB = 1024 bytes. Bytes are the bodies the server sends for `Accept-Encoding: br` and for \
         `gzip`, for every same-origin JS, CSS and wasm request Chromium made on a first visit \
         (empty cache); on `/contact/write-us` a form field is then focused, which is when the app \
         fetches the wasm module. Lighthouse: mobile defaults (simulated slow 4G, 4× CPU), \
         categories as 0–100. wrk: {c} connections, {s} s per run (and at most a fixed number of \
         answers per thread), `--latency`; the server runs with the rate limit off, on a fresh \
         SQLite file; nginx serves the same JSON from a file, no compression on either side (wrk \
         asks for none). The marker document is every multi-line marker text of `content/` \
         repeated to {} bytes; MB = 10^6 bytes; parse rates from one process each \
         (the release xtask natively, Node for wasm and the regex chain).\n",
        f.native["documentBytes"]
    );
    file.push_str("\n## Budgets missed\n\n");
    if missed.is_empty() {
        file.push_str("None.\n");
    } else {
        for m in &missed {
            let _ = writeln!(file, "- {m}");
        }
    }
    if !largest.is_empty() {
        let _ = writeln!(
            file,
            "\nLargest assets of the first load of `/`: {}.",
            largest.join(", ")
        );
    }
    let previous = std::fs::read_to_string(path).unwrap_or_default();
    let notes = previous.find(NOTES_MARKER).map_or(String::new(), |i| {
        previous[i + NOTES_MARKER.len()..].to_owned()
    });
    // `cargo xtask fuzz` keeps its own figures below the notes: not part of them.
    let (notes, fuzz) = notes.split_at(notes.find(crate::fuzz::BEGIN).unwrap_or(notes.len()));
    let _ = write!(
        file,
        "\n{NOTES_MARKER}\n{}{fuzz}",
        dated_notes(notes, &date)
    );
    std::fs::write(path, file)?;

    let mut printed = table;
    if !missed.is_empty() {
        printed.push_str("\nbudgets missed:\n");
        for m in &missed {
            let _ = writeln!(printed, "- {m}");
        }
    }
    Ok(printed)
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
    use super::{NOTES_HEADING, dated_notes};

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
    fn reads_the_group_commit_line_of_the_server_log() {
        let log = "2026-11-24T23:01:02.000001Z  WARN server::http: something\n\
                   2026-11-24T23:01:03.000001Z  INFO server::storage: lead writes committed in \
                   groups batches=17 writes=200 largest=64\n";
        let batches = super::batches(log).expect("the line");
        assert_eq!(
            (batches.batches, batches.writes, batches.largest),
            (17, 200, 64)
        );
        assert!(super::batches("nothing here\n").is_none());
    }
}
