use crate::entities::FieldError;
use crate::i18n::Message;
use garde::{Path, Report};

/// A rule's verdict: `Err` carries the message the visitor reads.
pub(crate) type Verdict = Result<(), Message>;

/// Where a chain's failures go: a garde [`Report`] (the `garde::Validate` impls) or a plain list
/// (`validate`, which the wasm module uses: garde's `CompactString` paths pull number formatting
/// into the module and double its size, for the same verdicts).
pub trait Sink {
    fn fail(&mut self, field: &'static str, message: &Message);
}

impl Sink for Vec<FieldError> {
    fn fail(&mut self, field: &'static str, message: &Message) {
        self.push(FieldError::new(Some(field), message));
    }
}

/// Appends to a garde report under the parent path. A garde error holds the message's code, which
/// [`super::report_errors`] turns back into the message.
pub(crate) struct GardeSink<'a> {
    pub(crate) parent: &'a mut dyn FnMut() -> Path,
    pub(crate) report: &'a mut Report,
}

impl Sink for GardeSink<'_> {
    fn fail(&mut self, field: &'static str, message: &Message) {
        let path = (self.parent)().join(field);
        self.report.append(path, garde::Error::new(message.code));
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
        if let Err(message) = rule() {
            self.failed.push(field);
            self.sink.fail(field, &message);
        }
    }
}
