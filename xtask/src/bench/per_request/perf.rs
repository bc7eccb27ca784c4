//! A process's CPU profile under load: `perf record` while the load runs, then the top entries of
//! `perf report`.

use crate::procs::{free_port, run_bounded};
use crate::shell::Result;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

/// Top entries of each profile shown.
pub const PROFILE_ENTRIES: usize = 8;

/// A profile's top entries: share of the samples, symbol.
pub type Profile = Vec<(f64, String)>;

/// `perf record` of the process `pid` for `seconds` while `load` runs (longer than that), then
/// its top entries by the samples in each symbol (the kernel's marked `[k]`).
pub fn profile(
    pid: u32,
    seconds: u32,
    dir: &Path,
    load: impl FnOnce() -> Result<f64>,
) -> Result<Profile> {
    let data = dir.join(format!("perf-{pid}-{}.data", free_port()?));
    let mut record = Command::new("perf");
    record
        .args(["record", "-q", "-F", "999", "-p", &pid.to_string(), "-o"])
        .arg(&data)
        .args(["--", "sleep", &seconds.to_string()])
        .stderr(Stdio::null());
    // perf stops by itself after its `sleep`, within the round.
    let mut recording = record
        .spawn()
        .map_err(|e| format!("could not start perf: {e}"))?;
    let loaded = load();
    recording.wait()?;
    loaded?;
    let mut report = Command::new("perf");
    report
        .args([
            "report",
            "--stdio",
            "--no-children",
            "--sort",
            "symbol",
            "-q",
            "-i",
        ])
        .arg(&data)
        .stderr(Stdio::null());
    let out = run_bounded(report, Duration::from_secs(120), dir)?;
    let _ = std::fs::remove_file(&data);
    Ok(top_entries(&out, PROFILE_ENTRIES))
}

/// The first `count` entries of `perf report --stdio --sort symbol -q`: "  9.44%  [k] name".
fn top_entries(report: &str, count: usize) -> Profile {
    report
        .lines()
        .filter_map(|line| {
            let (share, symbol) = line.trim().split_once('%')?;
            let share: f64 = share.trim().parse().ok()?;
            // perf pads the line with `-` columns it has nothing for.
            let words: Vec<&str> = symbol.split_whitespace().collect();
            let end = words.iter().rposition(|word| *word != "-")? + 1;
            let symbol = words[..end].join(" ");
            Some((share, shorten(&symbol)))
        })
        .take(count)
        .collect()
}

/// A Rust symbol without its generic arguments' paths, at most 90 characters.
fn shorten(symbol: &str) -> String {
    let mut short = String::new();
    let mut depth = 0;
    for c in symbol.chars() {
        match c {
            '<' => {
                depth += 1;
                if depth == 1 {
                    short.push_str("<…");
                }
            }
            '>' if depth > 0 => {
                depth -= 1;
                if depth == 0 {
                    short.push('>');
                }
            }
            _ if depth == 0 => short.push(c),
            _ => {}
        }
    }
    if short.chars().count() > 90 {
        short = short.chars().take(89).collect::<String>() + "…";
    }
    short.replace('|', "\\|")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_profiles_top_entries_keep_their_share_and_a_short_name() {
        let report = "     9.44%  [k] _raw_spin_unlock_irqrestore      -      -  \n\
                      \n     4.79%  [.] <hyper::proto::h1::role::Server as hyper::proto::h1::Http1Transaction>::encode\n\
                      # comment\n     0.10%  [.] malloc\n";
        assert_eq!(
            top_entries(report, 2),
            vec![
                (9.44, "[k] _raw_spin_unlock_irqrestore".to_owned()),
                (4.79, "[.] <…>::encode".to_owned()),
            ]
        );
    }
}
