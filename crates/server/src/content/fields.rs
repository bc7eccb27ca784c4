//! Checks of single values (required, slug, marker text, image, date), each reporting on the
//! line of the value, or of its table when the value is missing.

use super::files::Field;
use super::report::{Location, Report, Source};
use site_core::markers::{self, MarkerIssueKind};
use std::ops::Range;
use std::path::{Component, Path};
use toml::Spanned;

/// The checks of one file: its text (for lines) and where problems go.
#[derive(Debug)]
pub struct FileCheck<'a> {
    pub src: &'a Source,
    pub report: &'a mut Report,
    pub media: &'a Path,
}

impl FileCheck<'_> {
    pub fn location(&self, offset: usize) -> Location {
        self.src.location(offset)
    }

    pub fn error(&mut self, offset: usize, message: impl Into<String>) {
        let location = self.src.location(offset);
        self.report.at(&location, message);
    }

    /// A required text: reported when missing (on the table's line) or blank. Returns the value
    /// (empty when missing) with its span, so later checks can go on.
    pub fn text(
        &mut self,
        table: &Range<usize>,
        field: Field<String>,
        name: &str,
    ) -> Spanned<String> {
        match field {
            None => {
                self.error(table.start, format!("missing `{name}`"));
                Spanned::new(table.clone(), String::new())
            }
            Some(value) => {
                if value.get_ref().trim().is_empty() {
                    self.error(value.span().start, format!("`{name}` is empty"));
                }
                value
            }
        }
    }

    /// An item's required French sub-table (`header` as an author writes it, `[children.fr]`):
    /// reported on the item's line when missing. Returns the sub-table's span, where its own
    /// missing keys are reported, and the sub-table.
    pub fn french<T>(
        &mut self,
        item: &Range<usize>,
        field: Field<T>,
        header: &str,
    ) -> Option<(Range<usize>, T)> {
        match field {
            None => {
                self.error(
                    item.start,
                    format!("missing the French text: no `{header}` table"),
                );
                None
            }
            Some(table) => Some((table.span(), table.into_inner())),
        }
    }

    /// A required URL slug: lowercase `a-z`, `0-9` and single inner hyphens.
    pub fn slug(
        &mut self,
        table: &Range<usize>,
        field: Field<String>,
        name: &str,
    ) -> Spanned<String> {
        let value = self.text(table, field, name);
        let slug = value.get_ref();
        if !slug.trim().is_empty() && !is_slug(slug) {
            let message = format!(
                "`{name}` \"{slug}\" is not a slug (lowercase a-z, 0-9 and single inner hyphens)"
            );
            self.error(value.span().start, message);
        }
        value
    }

    /// A required marker text that lints clean: every stray or unclosed marker is reported on its
    /// own line of the file.
    pub fn markers(&mut self, table: &Range<usize>, field: Field<String>, name: &str) -> String {
        let value = self.text(table, field, name);
        let (first_line, first_column) = self.text_origin(&value.span());
        for issue in markers::lint(value.get_ref()) {
            let line = first_line + issue.line - 1;
            let column = if issue.line == 1 {
                first_column + issue.column - 1
            } else {
                issue.column
            };
            let what = match issue.kind {
                MarkerIssueKind::StrayClose => "stray closing marker",
                MarkerIssueKind::Unclosed => "unclosed marker",
            };
            let message = format!("`{name}`: {what} `{}` at column {column}", issue.marker);
            self.report.at(
                &Location {
                    file: self.src.path.clone(),
                    line,
                },
                message,
            );
        }
        value.into_inner()
    }

    /// The file line and column of the first character of a string value: past its opening quotes,
    /// and past the newline TOML trims right after `"""` or `'''`.
    fn text_origin(&self, span: &Range<usize>) -> (usize, usize) {
        let raw = self.src.text.get(span.clone()).unwrap_or_default();
        let quotes = if raw.starts_with("\"\"\"") || raw.starts_with("'''") {
            3
        } else {
            1
        };
        let after = &raw[quotes.min(raw.len())..];
        if quotes == 3 && (after.starts_with('\n') || after.starts_with("\r\n")) {
            (self.src.line(span.start) + 1, 1)
        } else {
            (
                self.src.line(span.start),
                self.src.column(span.start) + quotes,
            )
        }
    }

    /// A required media path: relative, inside `media/`, and an existing file.
    pub fn image(&mut self, table: &Range<usize>, field: Field<String>, name: &str) -> String {
        let value = self.text(table, field, name);
        let path = value.get_ref();
        if path.trim().is_empty() {
            return value.into_inner();
        }
        let relative = Path::new(path);
        let inside = relative
            .components()
            .all(|part| matches!(part, Component::Normal(_)));
        if !inside {
            let message = format!("`{name}` \"{path}\" must be a path inside media/");
            self.error(value.span().start, message);
        } else if !self.media.join(relative).is_file() {
            let message = format!("`{name}` \"{path}\" not found under media/");
            self.error(value.span().start, message);
        }
        value.into_inner()
    }

    /// A required calendar date written `YYYY-MM-DD`.
    pub fn date(&mut self, table: &Range<usize>, field: Field<String>, name: &str) -> String {
        let value = self.text(table, field, name);
        let date = value.get_ref();
        if !date.trim().is_empty() && !is_date(date) {
            let message = format!("`{name}` \"{date}\" is not a date written YYYY-MM-DD");
            self.error(value.span().start, message);
        }
        value.into_inner()
    }
}

/// Lowercase `a-z`, `0-9`, single hyphens between them.
pub fn is_slug(text: &str) -> bool {
    !text.is_empty()
        && text.split('-').all(|part| {
            !part.is_empty()
                && part
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
}

/// `YYYY-MM-DD` naming a real day.
pub fn is_date(text: &str) -> bool {
    let bytes = text.as_bytes();
    let shape = bytes.len() == 10
        && bytes[4] == b'-'
        && bytes[7] == b'-'
        && bytes
            .iter()
            .enumerate()
            .all(|(i, b)| i == 4 || i == 7 || b.is_ascii_digit());
    if !shape {
        return false;
    }
    let (Ok(year), Ok(month), Ok(day)) = (
        text[..4].parse::<i32>(),
        text[5..7].parse::<u8>(),
        text[8..].parse::<u8>(),
    ) else {
        return false;
    };
    time::Month::try_from(month)
        .and_then(|month| time::Date::from_calendar_date(year, month, day))
        .is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs() {
        assert!(is_slug("it-solutions"));
        assert!(is_slug("web2"));
        for bad in ["", "-a", "a-", "a--b", "It", "a_b", "é"] {
            assert!(!is_slug(bad), "{bad}");
        }
    }

    #[test]
    fn dates() {
        assert!(is_date("2026-10-06"));
        assert!(is_date("2024-02-29"));
        for bad in [
            "2026-13-01",
            "2025-02-29",
            "2026-1-06",
            "20261006",
            "2026-10-06T00",
        ] {
            assert!(!is_date(bad), "{bad}");
        }
    }
}
