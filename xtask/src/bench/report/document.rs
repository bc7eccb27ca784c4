//! BENCHMARKS.md: the machine and the tools in its header, the table, how it was measured, the
//! budgets missed, and the notes kept from one run to the next.

use super::cells::KIB;
use super::figures::Figures;
use super::lighthouse::LIGHTHOUSE_RUNS;
use super::per_request::profile_section;
use super::table::Report;
use crate::bench::{load, per_request};
use crate::shell::Result;
use std::fmt::Write as _;
use std::path::Path;

/// Everything from this line of BENCHMARKS.md on is kept from one run to the next.
pub(super) const NOTES_MARKER: &str = "<!-- notes below are kept by cargo xtask bench -->";
/// The people writing notes name the run they are about on this line: `<!-- notes-run: DATE -->`,
/// DATE as in the header's `date:` line.
const NOTES_RUN: &str = "<!-- notes-run: ";

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

/// Writes BENCHMARKS.md of `f` and its `report` (the table and the missed budgets), returns what
/// to print.
pub fn write(f: &Figures, report: &Report, path: &Path) -> Result<String> {
    let date = output("date", &["-u", "+%Y-%m-%d %H:%M UTC"]);
    let previous = std::fs::read_to_string(path).unwrap_or_default();
    std::fs::write(path, document(f, report, &date, &tools(), &previous))?;
    Ok(report.printed())
}

/// BENCHMARKS.md: the header (machine, date, command, tools), the table, how it was measured,
/// the budgets missed, the largest assets of `/`, then the notes and the fuzz figures kept from
/// `previous`.
pub(super) fn document(
    f: &Figures,
    report: &Report,
    date: &str,
    tools: &str,
    previous: &str,
) -> String {
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
        rounds = per_request::ROUNDS,
        round = per_request::ROUND_SECONDS,
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
    file.push_str(&profile_section(&f.per_request));
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

pub(super) const NOTES_HEADING: &str = "## Notes, written by hand,";

#[cfg(test)]
mod tests {
    use super::*;

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
}
