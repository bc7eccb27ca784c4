//! The parsers' sections: the marker parser natively, in wasm and against the regex chain, and
//! the contact form's validation.

use super::cells::per_second;
use super::figures::{Native, Wasm};
use super::table::Report;

/// The marker parser natively, the regex chain it replaced, and the parser in wasm (at least
/// twice the regex chain).
pub(super) fn marker_parser(report: &mut Report, native: &Native, wasm: &Wasm) {
    let (wasm_mbs, regex_mbs) = (wasm.markers_wasm_mbs, wasm.markers_regex_mbs);
    let ratio = wasm_mbs / regex_mbs;
    report.figure(
        format!(
            "marker parser, native (`markers::parse`; `render_html` {:.0} MB/s)",
            native.markers_render_mbs
        ),
        format!("{:.0} MB/s", native.markers_parse_mbs),
    );
    report.figure(
        "marker regex chain, JS in Node (escape + 21 `replace`)",
        format!(
            "{regex_mbs:.0} MB/s (renders {} of {} marker vectors exactly)",
            wasm.regex_vectors_passed, wasm.vectors
        ),
    );
    let pass = ratio >= 2.0;
    report.miss(pass, || {
        format!(
            "marker parser in wasm: {wasm_mbs:.1} MB/s is {ratio:.2}× the regex chain's {regex_mbs:.1} MB/s (budget 2×)"
        )
    });
    report.budget(
        "marker parser, wasm in Node (`renderMarkers`: text to HTML, like the regex chain)",
        format!("{wasm_mbs:.1} MB/s · {ratio:.2}× the regex chain"),
        "≥ 2× the regex chain",
        pass,
    );
    report.figure(
        "marker parser, wasm in Node (`parseMarkers`: the tree as JS objects, as pages use it)",
        format!("{:.1} MB/s", wasm.markers_tree_wasm_mbs),
    );
}

/// The contact form's validation: natively, natively with JSON decoding, and in wasm.
pub(super) fn validation(report: &mut Report, native: &Native, wasm: &Wasm) {
    report.figure(
        "contact validation, native (decoded form)",
        format!(
            "valid {} · invalid ({} errors) {}",
            per_second(native.validate_valid_per_second),
            native.invalid_errors,
            per_second(native.validate_invalid_per_second)
        ),
    );
    report.figure(
        "contact validation, native (JSON decode + validate)",
        format!(
            "valid {} · invalid {}",
            per_second(native.decode_validate_valid_per_second),
            per_second(native.decode_validate_invalid_per_second)
        ),
    );
    report.figure(
        "contact validation, wasm in Node (`validateContact`, JS object in)",
        format!(
            "valid {} · invalid {}",
            per_second(wasm.validate_valid_per_second),
            per_second(wasm.validate_invalid_per_second)
        ),
    );
}
