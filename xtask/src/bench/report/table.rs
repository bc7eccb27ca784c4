//! The table as it is built: its rows, the budgets missed, and the Markdown it is printed and
//! written as.

use super::cells::verdict;
use std::fmt::Write as _;

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
