//! The native side of the benchmark, run in a release build of xtask
//! (`cargo run --release -p xtask -- bench --native <document> <contact vectors>`): the marker
//! parser in MB/s and the contact form's validation in calls per second. Prints one JSON object
//! ([`Native`], which the report reads back).
//! Every loop stops at a time limit or an iteration cap, whichever comes first.

use super::report::Native;
use crate::shell::Result;
use site_core::entities::ContactForm;
use site_core::{markers, validation};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Calls per second of `f`, after a short warm-up, for at most `limit` or `cap` calls.
fn rate<T>(mut f: impl FnMut() -> T, limit: Duration, cap: u64) -> (u64, f64) {
    for _ in 0..3 {
        black_box(f());
    }
    let start = Instant::now();
    let mut calls = 0;
    while calls < cap && start.elapsed() < limit {
        black_box(f());
        calls += 1;
    }
    let seconds = start.elapsed().as_secs_f64();
    (calls, calls as f64 / seconds)
}

pub fn run(document: &str, contact_vectors: &str) -> Result {
    let document = std::fs::read_to_string(document)?;
    let bytes = document.len() as f64;
    let (parse_calls, parse_rate) = rate(
        || markers::parse(black_box(&document)),
        Duration::from_secs(3),
        5_000,
    );
    let (_, render_rate) = rate(
        || markers::render_html(black_box(&document)),
        Duration::from_secs(3),
        5_000,
    );

    let vectors: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(contact_vectors)?)?;
    let cases = vectors["cases"].as_array().ok_or("no cases")?;
    let errors = |case: &serde_json::Value| case["errors"].as_array().map_or(0, Vec::len);
    let valid = cases
        .iter()
        .find(|c| errors(c) == 0)
        .ok_or("no valid case")?;
    let invalid = cases
        .iter()
        .filter(|c| errors(c) > 0)
        .max_by_key(|c| errors(c))
        .ok_or("no invalid case")?;
    let valid_json = valid["input"].to_string();
    let invalid_json = invalid["input"].to_string();
    let valid_form: ContactForm = serde_json::from_str(&valid_json)?;
    let invalid_form: ContactForm = serde_json::from_str(&invalid_json)?;
    if !validation::validate(&valid_form).is_empty()
        || validation::validate(&invalid_form).len() != errors(invalid)
    {
        return Err("the contact vectors give another verdict natively".into());
    }
    let limit = Duration::from_millis(1500);
    let cap = 50_000_000;
    let (_, valid_rate) = rate(|| validation::validate(black_box(&valid_form)), limit, cap);
    let (_, invalid_rate) = rate(
        || validation::validate(black_box(&invalid_form)),
        limit,
        cap,
    );
    let decode_validate = |json: &str| {
        serde_json::from_str::<ContactForm>(json)
            .map(|form| validation::validate(&form))
            .unwrap_or_default()
    };
    let (_, valid_decode_rate) = rate(|| decode_validate(black_box(&valid_json)), limit, cap);
    let (_, invalid_decode_rate) = rate(|| decode_validate(black_box(&invalid_json)), limit, cap);

    let report = Native {
        document_bytes: document.len(),
        markers_parse_mbs: bytes * parse_rate / 1e6,
        markers_parse_iterations: parse_calls,
        markers_render_mbs: bytes * render_rate / 1e6,
        validate_valid_per_second: valid_rate,
        validate_invalid_per_second: invalid_rate,
        decode_validate_valid_per_second: valid_decode_rate,
        decode_validate_invalid_per_second: invalid_decode_rate,
        invalid_errors: errors(invalid),
    };
    println!("{}", serde_json::to_string(&report)?);
    Ok(())
}
