use super::FieldFailure;
use crate::entities::FieldError;
use crate::i18n::Code;
use garde::{Path, Report};

/// A rule's verdict: `Err` carries the code of the message the visitor reads.
pub(crate) type Verdict = Result<(), Code>;

/// Where a chain's failures go: a garde [`Report`] (the `garde::Validate` impls) or a plain list
/// (`validate`, which the wasm module uses: garde's `CompactString` paths pull number formatting
/// into the module and double its size, for the same verdicts).
pub trait Sink {
    fn fail(&mut self, field: &'static str, code: Code);
}

/// Codes only: the wasm module's list, which links no message text.
impl Sink for Vec<FieldFailure> {
    fn fail(&mut self, field: &'static str, code: Code) {
        self.push(FieldFailure {
            field: Some(field),
            code,
        });
    }
}

impl Sink for Vec<FieldError> {
    fn fail(&mut self, field: &'static str, code: Code) {
        self.push(FieldError::new(Some(field), code.message()));
    }
}

/// Appends to a garde report under the parent path. A garde error holds the message's code, which
/// [`super::report_errors`] turns back into the message.
pub(crate) struct GardeSink<'a> {
    pub(crate) parent: &'a mut dyn FnMut() -> Path,
    pub(crate) report: &'a mut Report,
}

impl Sink for GardeSink<'_> {
    fn fail(&mut self, field: &'static str, code: Code) {
        let path = (self.parent)().join(field);
        self.report.append(path, garde::Error::new(code.as_str()));
    }
}

/// Runs checks in order, recording at most one failure per field (the first).
pub(crate) struct Chain<'a> {
    sink: &'a mut dyn Sink,
    failed: Vec<&'static str>,
}

impl<'a> Chain<'a> {
    pub(crate) fn new(sink: &'a mut dyn Sink) -> Self {
        Self {
            sink,
            failed: Vec::new(),
        }
    }

    /// Runs `rule` for `field` unless an earlier check on that field already failed.
    pub(crate) fn check(&mut self, field: &'static str, rule: impl FnOnce() -> Verdict) {
        if self.failed.contains(&field) {
            return;
        }
        if let Err(code) = rule() {
            self.failed.push(field);
            self.sink.fail(field, code);
        }
    }
}
