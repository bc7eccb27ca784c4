//! CSV cells: a payload value as text and back, and the neutralising of spreadsheet formulas.
//!
//! A cell that a spreadsheet would run as a formula is written with a leading `'`, which
//! spreadsheets show as text. Formula-like: it starts with `=`, `+`, `-`, `@`, a tab or a carriage
//! return, also after leading white space or line breaks (spreadsheets trim those before they look
//! for a formula) and in the full-width forms `＝＋－＠` (some spreadsheets, and CJK input methods,
//! read them as the ASCII ones). So that
//! reading undoes writing exactly, a cell that already starts with quotes followed by one of those
//! characters also gets one more quote, and reading removes one quote from any cell that starts
//! with quotes followed by one of them.

use serde_json::Value;
use site_core::lead_forms::ValueKind as Kind;
use std::borrow::Cow;

/// What a formula starts with, once leading white space is skipped: ASCII and full-width.
const FORMULA_STARTS: [char; 8] = [
    '=', '+', '-', '@', '\u{FF1D}', '\u{FF0B}', '\u{FF0D}', '\u{FF20}',
];
/// Cells starting with these are neutralised even when nothing formula-like follows (a
/// spreadsheet may move to the next cell or line and read what comes after as a new entry).
const CONTROL_STARTS: [char; 2] = ['\t', '\r'];

fn is_formula_like(cell: &str) -> bool {
    let cell = cell.trim_start_matches('\'');
    cell.starts_with(CONTROL_STARTS.as_slice())
        || cell
            .trim_start_matches(char::is_whitespace)
            .starts_with(FORMULA_STARTS.as_slice())
}

/// The cell as written to a CSV file.
pub fn neutralise(cell: &str) -> Cow<'_, str> {
    if is_formula_like(cell) {
        Cow::Owned(format!("'{cell}"))
    } else {
        Cow::Borrowed(cell)
    }
}

/// The cell as it was before [`neutralise`].
pub fn restore(cell: &str) -> &str {
    match cell.strip_prefix('\'') {
        Some(rest) if is_formula_like(rest) => rest,
        _ => cell,
    }
}

/// A payload value as cell text: no value is the empty cell.
pub fn to_cell(value: Option<&Value>) -> Cow<'_, str> {
    match value {
        None | Some(Value::Null) => Cow::Borrowed(""),
        Some(Value::String(text)) => Cow::Borrowed(text),
        Some(Value::Bool(true)) => Cow::Borrowed("true"),
        Some(Value::Bool(false)) => Cow::Borrowed("false"),
        Some(other) => Cow::Owned(other.to_string()),
    }
}

/// Cell text (already [`restore`]d) as a payload value of `kind`: the empty cell is `null`.
pub fn from_cell(kind: Kind, cell: &str) -> Result<Value, String> {
    if cell.is_empty() {
        return Ok(Value::Null);
    }
    match kind {
        Kind::Text => Ok(Value::String(cell.to_owned())),
        Kind::Flag => match cell.trim().to_ascii_lowercase().as_str() {
            "true" => Ok(Value::Bool(true)),
            "false" => Ok(Value::Bool(false)),
            _ => Err(format!("expected true or false, found {cell:?}")),
        },
        Kind::Number => cell
            .trim()
            .parse::<f64>()
            .ok()
            .and_then(serde_json::Number::from_f64)
            .map(Value::Number)
            .ok_or_else(|| format!("expected a number, found {cell:?}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formulas_are_neutralised_and_restored() {
        for cell in [
            "=SUM(A1)",
            "+1",
            "-2",
            "@x",
            "\tx",
            "\rx",
            "'=x",
            "''+x",
            "plain",
            "",
            "'",
            "'a",
            "a=b",
            " =1",
            "  +1",
            "\n=1",
            "\r\n@x",
            " \t-1",
            "\u{3000}=1",
            "'  =x",
        ] {
            let written = neutralise(cell);
            assert!(
                written.starts_with('\'') || !is_formula_like(cell),
                "{cell:?}"
            );
            assert_eq!(restore(&written), cell, "{cell:?}");
        }
        assert_eq!(neutralise("=1"), "'=1");
        assert_eq!(neutralise("plain"), "plain");
        assert_eq!(neutralise(" plain"), " plain");
        assert_eq!(neutralise("a\n=b"), "a\n=b");
        // After leading white space and line breaks, and in full width.
        for (cell, written) in [
            ("  =HYPERLINK(\"x\")", "'  =HYPERLINK(\"x\")"),
            ("\n+1", "'\n+1"),
            ("\r\n-1", "'\r\n-1"),
            (" \t@SUM(A1)", "' \t@SUM(A1)"),
            ("\u{FF1D}1+1", "'\u{FF1D}1+1"),
            ("\u{FF0B}1", "'\u{FF0B}1"),
            ("\u{FF0D}1", "'\u{FF0D}1"),
            ("\u{FF20}A1", "'\u{FF20}A1"),
            (" \u{FF1D}1", "' \u{FF1D}1"),
        ] {
            assert_eq!(neutralise(cell), written, "{cell:?}");
        }
    }

    #[test]
    fn cells_round_trip() {
        for (kind, value) in [
            (Kind::Text, Value::from("hello")),
            (Kind::Flag, Value::Bool(true)),
            (Kind::Flag, Value::Bool(false)),
            (Kind::Number, serde_json::json!(12.0)),
            (Kind::Number, serde_json::json!(2.5)),
            (Kind::Text, Value::Null),
        ] {
            let cell = to_cell(Some(&value));
            assert_eq!(from_cell(kind, &cell), Ok(value));
        }
        assert!(from_cell(Kind::Flag, "yes").is_err());
        assert!(from_cell(Kind::Number, "ten").is_err());
    }
}
