//! The fields of the log's text lines, as `tracing_subscriber`'s `DefaultFields` writes them,
//! without its detour for the common case. Every request opens a span whose three fields the
//! `fmt` layer writes out at once (docs/operating.md#logs); `DefaultFields` paints each name and
//! `=` with a colour style even when colours are off, which made the span the dearest part of a
//! cached answer's own work. [`PlainFields`] writes a field `name=value` itself when nothing about
//! it is special, and hands everything else to `DefaultFields`' visitor: the message, an error,
//! a raw identifier's name, colours on a terminal. A test holds the two to the same text.

use std::fmt;
use tracing::field::{Field, Visit};
use tracing_subscriber::field::{MakeVisitor, VisitFmt, VisitOutput};
use tracing_subscriber::fmt::format::{DefaultVisitor, Writer};

/// `DefaultFields`' text, made faster (see the module's comment).
#[derive(Debug, Clone, Copy, Default)]
pub struct PlainFields;

impl<'a> MakeVisitor<Writer<'a>> for PlainFields {
    type Visitor = PlainVisitor<'a>;

    fn make_visitor(&self, writer: Writer<'a>) -> PlainVisitor<'a> {
        PlainVisitor {
            writer,
            is_empty: true,
            result: Ok(()),
        }
    }
}

/// [`PlainFields`]' visitor: one per formatted span or event.
#[derive(Debug)]
pub struct PlainVisitor<'a> {
    writer: Writer<'a>,
    is_empty: bool,
    result: fmt::Result,
}

impl PlainVisitor<'_> {
    /// Whether `field` is written as `name=value` with nothing around it.
    fn is_plain(&self, field: &Field) -> bool {
        let name = field.name();
        name != "message" && !name.starts_with("r#") && !self.writer.has_ansi_escapes()
    }

    /// `DefaultVisitor`'s own skip: log metadata, already written by the event's format.
    fn skipped(field: &Field) -> bool {
        field.name().starts_with("log.")
    }

    fn pad(&mut self) -> fmt::Result {
        if self.is_empty {
            self.is_empty = false;
            Ok(())
        } else {
            self.writer.write_char(' ')
        }
    }

    /// `field` written by `DefaultFields`' visitor, told whether anything came before it.
    fn delegate(&mut self, field: &Field, record: impl FnOnce(&mut DefaultVisitor<'_>)) {
        let mut visitor = DefaultVisitor::new(self.writer.by_ref(), self.is_empty);
        record(&mut visitor);
        self.result = visitor.finish();
        if !Self::skipped(field) {
            self.is_empty = false;
        }
    }
}

impl Visit for PlainVisitor<'_> {
    fn record_str(&mut self, field: &Field, value: &str) {
        if self.result.is_err() || Self::skipped(field) {
            return;
        }
        if !self.is_plain(field) {
            return self.delegate(field, |visitor| visitor.record_str(field, value));
        }
        self.result = self.pad().and_then(|()| {
            self.writer.write_str(field.name())?;
            self.writer.write_char('=')?;
            write_debug_str(&mut self.writer, value)
        });
    }

    fn record_error(&mut self, field: &Field, value: &(dyn std::error::Error + 'static)) {
        if self.result.is_err() {
            return;
        }
        self.delegate(field, |visitor| visitor.record_error(field, value));
    }

    fn record_debug(&mut self, field: &Field, value: &dyn fmt::Debug) {
        if self.result.is_err() || Self::skipped(field) {
            return;
        }
        if !self.is_plain(field) {
            return self.delegate(field, |visitor| visitor.record_debug(field, value));
        }
        self.result = self
            .pad()
            .and_then(|()| write!(self.writer, "{}={value:?}", field.name()));
    }
}

/// Whether `text` is quoted as it is by both `{:?}` and JSON: printable ASCII without a quote
/// or a backslash (a route template, a request id).
pub(crate) fn is_plain(text: &str) -> bool {
    text.bytes()
        .all(|byte| (b' '..=b'~').contains(&byte) && byte != b'"' && byte != b'\\')
}

/// `text` as `{:?}` writes it, to `out` (the access line is written with it too,
/// `http::observe`).
pub(crate) fn write_debug_str(out: &mut impl fmt::Write, text: &str) -> fmt::Result {
    if is_plain(text) {
        out.write_char('"')?;
        out.write_str(text)?;
        out.write_char('"')
    } else {
        write!(out, "{text:?}")
    }
}

impl VisitOutput<fmt::Result> for PlainVisitor<'_> {
    fn finish(self) -> fmt::Result {
        self.result
    }
}

impl VisitFmt for PlainVisitor<'_> {
    fn writer(&mut self) -> &mut dyn fmt::Write {
        &mut self.writer
    }
}

/// What a test's `fmt` layer writes, kept in memory (this module's tests and the access line's).
#[cfg(test)]
#[derive(Clone, Default)]
pub(crate) struct Captured(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

#[cfg(test)]
impl Captured {
    /// Everything written so far.
    pub(crate) fn text(&self) -> String {
        let bytes = self.0.lock().expect("captured").clone();
        String::from_utf8(bytes).expect("utf-8")
    }
}

#[cfg(test)]
impl std::io::Write for Captured {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().expect("captured").extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
impl<'a> tracing_subscriber::fmt::MakeWriter<'a> for Captured {
    type Writer = Self;
    fn make_writer(&'a self) -> Self {
        self.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::{Captured, PlainFields};
    use tracing_subscriber::fmt::format::DefaultFields;
    use tracing_subscriber::layer::SubscriberExt;

    #[derive(Debug)]
    struct Outer(std::io::Error);

    impl std::fmt::Display for Outer {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("could not write the file")
        }
    }

    impl std::error::Error for Outer {
        fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
            Some(&self.0)
        }
    }

    /// Spans and events of every kind of field, in the order that matters for the spaces.
    fn log_everything() {
        let error = Outer(std::io::Error::other("disk full"));
        let method = axum::http::Method::GET;
        let span = tracing::info_span!(
            "request",
            method = %method,
            route = "/api/blog/{id}",
            request_id = "0f8fad5b-d9cb-469f-a165-70867728950e",
            later = tracing::field::Empty
        );
        span.record("later", "a \"quoted\" \\ text\u{1b}[31m");
        let _entered = span.enter();
        tracing::info!("only a message with \u{1b}[31m a colour code");
        tracing::warn!(
            log.target = "skipped",
            count = 3,
            flag = true,
            ratio = 0.5,
            r#type = "raw",
            text = "plain",
            strange = "é\t\"",
            error = &error as &(dyn std::error::Error + 'static),
            "the message after its fields"
        );
        tracing::error!(error = %error, debug = ?vec![1, 2], "text");
        tracing::info!(first = "no message");
        tracing::info!(log.line = 3_u32, after = "a skipped first field");
    }

    fn written(plain: bool, ansi: bool) -> String {
        let captured = Captured::default();
        let layer = tracing_subscriber::fmt::layer()
            .with_writer(captured.clone())
            .with_ansi(ansi)
            .without_time();
        let subscriber = tracing_subscriber::registry();
        if plain {
            let layer = layer.fmt_fields(PlainFields);
            tracing::subscriber::with_default(subscriber.with(layer), log_everything);
        } else {
            let layer = layer.fmt_fields(DefaultFields::new());
            tracing::subscriber::with_default(subscriber.with(layer), log_everything);
        }
        captured.text()
    }

    #[test]
    fn plain_fields_write_what_default_fields_write() {
        for ansi in [false, true] {
            let ours = written(true, ansi);
            assert_eq!(ours.lines().count(), 5, "{ours}");
            assert_eq!(ours, written(false, ansi), "ansi {ansi}");
        }
        assert!(
            written(true, false).contains(
                "request{method=GET route=\"/api/blog/{id}\" request_id=\"0f8fad5b-d9cb-469f-a165-70867728950e\" later="
            ),
            "{}",
            written(true, false)
        );
    }
}
