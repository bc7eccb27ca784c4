//! The table's cells: sizes, rates, scores and verdicts as the figure and budget columns show
//! them.

use crate::bench::load::Load;
use std::fmt::Write as _;

pub(super) const KIB: f64 = 1024.0;

/// 201 answers per second of a load's sending window.
pub(super) fn accepted_per_second(load: &Load) -> f64 {
    if load.answers == 0 {
        return 0.0;
    }
    load.requests_per_second * load.created as f64 / load.answers as f64
}

pub(super) fn kib(bytes: f64) -> String {
    format!("{:.1} KB", bytes / KIB)
}

pub(super) fn pair(bytes: (f64, f64)) -> String {
    format!("{} br / {} gzip", kib(bytes.0), kib(bytes.1))
}

pub(super) fn score(value: Option<f64>) -> String {
    value.map_or("n/a".to_owned(), |v| format!("{v:.0}"))
}

pub(super) fn verdict(pass: bool) -> &'static str {
    if pass { "pass" } else { "**FAIL**" }
}

/// A figure against its budget, as the budget column shows it: `0.93 of it`.
pub(super) fn ratio_at_most(figure: f64, budget: f64) -> String {
    format!("{:.2} of it", figure / budget)
}

pub(super) fn per_second(value: f64) -> String {
    if value >= 1e6 {
        format!("{:.2} M/s", value / 1e6)
    } else {
        format!("{:.0} k/s", value / 1e3)
    }
}

pub(super) fn load_cell(load: &Load) -> String {
    let mut cell = format!(
        "{:.0} req/s · p50 {:.2} ms · p99 {:.2} ms",
        load.requests_per_second, load.p50_ms, load.p99_ms
    );
    if load.success < load.answers {
        let _ = write!(cell, " · {} non-2xx", load.answers - load.success);
    }
    cell
}
