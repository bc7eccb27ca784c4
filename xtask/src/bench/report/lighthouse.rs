//! The browser's sections and their budgets: Lighthouse on each page at each CPU slowdown, and
//! interaction to next paint.

use super::cells::{ratio_at_most, score};
use super::figures::{Inp, Lighthouse, LighthouseRuns};
use super::table::Report;

/// Lighthouse on each measured page, at either CPU slowdown: largest contentful paint and
/// cumulative layout shift (the performance score and total blocking time per slowdown are in
/// [`LIGHTHOUSE_BUDGETS`]).
pub(super) const LCP_BUDGET_MS: f64 = 2000.0;
pub(super) const CLS_BUDGET: f64 = 0.01;

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
pub(super) const INP_BUDGET_MS: f64 = 200.0;

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

#[cfg(test)]
mod tests {
    use super::super::fixtures::{lighthouse_runs, run};
    use super::*;

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
}
