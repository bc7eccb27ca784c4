//! The one table: figures, budgets and verdicts; printed and written to BENCHMARKS.md with the
//! machine, the date and the command. Notes written by people below [`NOTES_MARKER`] are kept.

use super::load::{self, Load};
use crate::shell::Result;
use serde_json::Value;
use std::fmt::Write as _;
use std::path::Path;

/// Everything from this line of BENCHMARKS.md on is kept from one run to the next.
const NOTES_MARKER: &str = "<!-- notes below are kept by cargo xtask bench -->";
const KIB: f64 = 1024.0;
const HOME_BUDGET_KIB: f64 = 120.0;
const WASM_GZIP_BUDGET_KIB: f64 = 40.0;

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
    /// Honeypot posts from one client, then from a new client each (the limiter's cost).
    pub limiter_one: Load,
    pub limiter_spread: Load,
    /// The crash drill (`crate::crash`): kill -9 under write load.
    pub crash: crate::crash::Figures,
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
    let mut rows: Vec<[String; 4]> = Vec::new();
    let mut missed: Vec<String> = Vec::new();
    let mut row = |measure: String, value: String, budget: &str, pass: Option<bool>| {
        rows.push([
            measure,
            value,
            budget.to_owned(),
            pass.map_or(String::new(), |p| verdict(p).to_owned()),
        ]);
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
            let pass = total.1 <= HOME_BUDGET_KIB * KIB;
            if !pass {
                missed.push(format!(
                    "home page `{path}` JS + CSS + wasm: {} gzip ({} br), {} over the {HOME_BUDGET_KIB:.0} KB budget (gzip; {} over with br)",
                    kib(total.1),
                    kib(total.0),
                    kib(total.1 - HOME_BUDGET_KIB * KIB),
                    kib((total.0 - HOME_BUDGET_KIB * KIB).max(0.0)),
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
                "≤ 120 KB as served (gzip)",
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
                    "wasm module: {} gzip, {} over its 40 KB budget",
                    kib(gzip),
                    kib(gzip - WASM_GZIP_BUDGET_KIB * KIB)
                ));
            }
            row(
                "wasm module as served".to_owned(),
                format!("{} gzip ({gzip:.0} bytes)", kib(gzip)),
                "≤ 40 KB gzip",
                Some(pass),
            );
        }
        None => {
            missed.push("no page fetched the wasm module, even after a form interaction".into());
            row(
                "wasm module as served".to_owned(),
                "not fetched".to_owned(),
                "≤ 40 KB gzip",
                Some(false),
            );
        }
    }

    // Lighthouse.
    for l in &f.lighthouse {
        let others_full = [l.accessibility, l.best_practices, l.seo]
            .iter()
            .all(|s| *s == Some(100.0));
        let fast = l.performance.is_some_and(|p| p >= 90.0);
        let pass = others_full && fast && l.runtime_error.is_none();
        if !pass {
            missed.push(format!(
                "Lighthouse on `{}`: performance {}, accessibility {}, best practices {}, SEO {}{}{}",
                l.page,
                score(l.performance),
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
            "perf ≥ 90; a11y, BP, SEO = 100",
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
    row(
        "server: POST `/api/help`".to_owned(),
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

    let mut table = String::from("| measure | figure | budget | verdict |\n|---|---|---|---|\n");
    for [measure, value, budget, pass] in &rows {
        let _ = writeln!(table, "| {measure} | {value} | {budget} | {pass} |");
    }

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
    let notes = previous
        .find(NOTES_MARKER)
        .map_or(format!("{NOTES_MARKER}\n"), |i| previous[i..].to_owned());
    let _ = write!(file, "\n{notes}");
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
