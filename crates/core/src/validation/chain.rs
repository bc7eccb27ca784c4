use garde::{Path, Report};

/// A rule's verdict: `Err` carries the message the visitor reads.
pub(crate) type Verdict = Result<(), &'static str>;

/// Runs checks in order, recording at most one failure per field (the first).
pub(crate) struct Chain<'a> {
    parent: &'a mut dyn FnMut() -> Path,
    report: &'a mut Report,
    failed: Vec<&'static str>,
}

impl<'a> Chain<'a> {
    pub(crate) fn new(parent: &'a mut dyn FnMut() -> Path, report: &'a mut Report) -> Self {
        Self {
            parent,
            report,
            failed: Vec::new(),
        }
    }

    /// Runs `rule` for `field` unless an earlier check on that field already failed.
    pub(crate) fn check(&mut self, field: &'static str, rule: impl FnOnce() -> Verdict) {
        if self.failed.contains(&field) {
            return;
        }
        if let Err(message) = rule() {
            self.failed.push(field);
            let path = (self.parent)().join(field);
            self.report.append(path, garde::Error::new(message));
        }
    }
}
