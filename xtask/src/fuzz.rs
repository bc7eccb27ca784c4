//! `cargo xtask fuzz [--minutes N]`: the property-based fuzz targets of
//! `crates/server/tests/api/fuzz.rs` (marker parser, wasm decoder, form decoders, CSV import),
//! each for N minutes (default 1) at once, instead of the fixed case count a plain test run
//! gives them. Prints cases run and panics per target and writes them to BENCHMARKS.md (in a
//! section of its own, which `cargo xtask bench` keeps). Fails when any input panicked.
//!
//! Each target starts from a random seed and prints it (`fuzz-seed TARGET: SITE_FUZZ_SEED=N`,
//! also in the table); `SITE_FUZZ_SEED=N cargo xtask fuzz` starts every target from N instead (a
//! panic names its own input's seed, which replays it first). Panicking inputs are kept in
//! `crates/server/proptest-regressions/fuzz.txt` and run first every time (see the targets'
//! module doc).

use crate::shell::{Result, cmd, root, step};
use std::fmt::Write as _;
use std::process::Stdio;

pub const BEGIN: &str = "<!-- fuzz figures: written by cargo xtask fuzz -->";
const END: &str = "<!-- end of fuzz figures -->";

pub fn run(args: &[&str]) -> Result {
    let minutes = minutes_of(args)?;
    step(&format!(
        "fuzzing 4 targets for {minutes} min each, at once"
    ));
    let seconds = (minutes * 60).to_string();
    let mut test = cmd(
        "cargo",
        &[
            "test",
            "--locked",
            "-p",
            "server",
            "--test",
            "api",
            "fuzz::fuzz_",
            "--",
            "--nocapture",
            "--test-threads",
            "4",
        ],
        ".",
    );
    test.env("FUZZ_SECONDS", &seconds).stdout(Stdio::piped());
    let output = test.spawn()?.wait_with_output()?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    let figures = figures_of(&stdout).inspect_err(|_| eprint!("{stdout}"))?;
    let table = table(&figures, minutes);
    println!("{table}");
    record(&table)?;
    eprintln!("written to BENCHMARKS.md");
    if output.status.success() {
        Ok(())
    } else {
        eprint!("{stdout}");
        Err(
            "a fuzz target panicked (its first input and the SITE_FUZZ_SEED that replays it are \
             shown above; its seed was added to crates/server/proptest-regressions/fuzz.txt)"
                .into(),
        )
    }
}

/// The minutes each target runs: `--minutes N`, else 1.
fn minutes_of(args: &[&str]) -> Result<u64> {
    match args {
        [] => Ok(1),
        ["--minutes", n] => Ok(n.parse().map_err(|_| "--minutes takes a whole number")?),
        _ => Err("usage: cargo xtask fuzz [--minutes N]".into()),
    }
}

/// The targets' `fuzz-figures` lines; an error when there are none (nothing ran) or one is not
/// JSON.
fn figures_of(stdout: &str) -> Result<Vec<serde_json::Value>> {
    let figures: Vec<serde_json::Value> = stdout
        .lines()
        .filter_map(|line| line.strip_prefix("fuzz-figures "))
        .map(serde_json::from_str)
        .collect::<std::result::Result<_, _>>()?;
    if figures.is_empty() {
        return Err("the fuzz targets printed no figures (did they build?)".into());
    }
    Ok(figures)
}

fn table(figures: &[serde_json::Value], minutes: u64) -> String {
    let date = std::process::Command::new("date")
        .args(["-u", "+%Y-%m-%d %H:%M UTC"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned())
        .unwrap_or_default();
    let mut text = format!(
        "## Fuzzing\n\n`cargo xtask fuzz --minutes {minutes}` on {date}: proptest strategies, every \
         target for the same time at once (test profile), a panic caught and counted per input.\n\n\
         | target | cases run | panics | seed |\n|---|---|---|---|\n"
    );
    for figure in figures {
        let _ = writeln!(
            text,
            "| {} | {} | {} | {} |",
            figure["target"].as_str().unwrap_or("?"),
            figure["cases"],
            figure["panics"],
            figure["seed"].as_str().unwrap_or("?")
        );
    }
    text
}

/// Replaces the fuzz section of BENCHMARKS.md (added at the end the first time).
fn record(table: &str) -> Result {
    let path = root().join("BENCHMARKS.md");
    let previous = std::fs::read_to_string(&path).unwrap_or_default();
    std::fs::write(path, with_section(&previous, table))?;
    Ok(())
}

/// `previous` (BENCHMARKS.md) with its fuzz section replaced by `table`, or added at the end.
fn with_section(previous: &str, table: &str) -> String {
    let section = format!("{BEGIN}\n{table}{END}\n");
    match (previous.find(BEGIN), previous.find(END)) {
        (Some(begin), Some(end)) if end > begin => format!(
            "{}{section}{}",
            &previous[..begin],
            previous[end + END.len()..].trim_start_matches('\n')
        ),
        _ => format!(
            "{}\n{section}",
            previous.trim_end_matches('\n').to_owned() + "\n"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_arguments_are_refused_with_the_usage() {
        assert_eq!(minutes_of(&[]).expect("default"), 1);
        assert_eq!(minutes_of(&["--minutes", "5"]).expect("five"), 5);
        let error = minutes_of(&["--minutes", "five"]).expect_err("not a number");
        assert_eq!(error.to_string(), "--minutes takes a whole number");
        assert!(minutes_of(&["--hours", "1"]).is_err());
    }

    #[test]
    fn a_run_that_printed_no_figures_fails_rather_than_writing_an_empty_table() {
        let error = figures_of("compiling...\ntest result: ok\n").expect_err("no figures");
        assert!(error.to_string().contains("printed no figures"), "{error}");
        assert!(figures_of("fuzz-figures {not json\n").is_err());
        let figures =
            figures_of("fuzz-figures {\"target\":\"markers\",\"cases\":3}\n").expect("one target");
        assert_eq!(figures[0]["cases"], 3);
    }

    #[test]
    fn the_fuzz_section_is_replaced_in_place_or_added_once() {
        let first = with_section("# Benchmarks\n\nrows\n", "table one\n");
        assert!(first.starts_with("# Benchmarks\n\nrows\n"), "{first}");
        assert!(first.contains("table one"));
        let second = with_section(&first, "table two\n");
        assert!(
            second.contains("table two") && !second.contains("table one"),
            "{second}"
        );
        assert_eq!(second.matches(BEGIN).count(), 1);
    }
}
