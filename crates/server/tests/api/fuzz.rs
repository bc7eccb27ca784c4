//! Property-based fuzzing (proptest) of what reads untrusted input: the marker parser and
//! renderer, the wasm module's decoder (its Rust half: an object's properties as scalars into a
//! form), the form decoders (a JSON body into each form's request, then its rule chain) and the
//! CSV import (a whole file read and checked). None may panic, whatever the input.
//!
//! A plain `cargo test` runs each target for [`DEFAULT_CASES`] cases; `cargo xtask fuzz
//! [--minutes N]` runs them for a time instead (`FUZZ_SECONDS`) and reads the `fuzz-figures`
//! line each prints: cases run, panics and the run's seed.
//!
//! Seeds and replays: each case's input is drawn from its own seed (a `u64`), the next case's
//! seed derived from it. A run starts from a random seed, printed (`fuzz-seed TARGET:
//! SITE_FUZZ_SEED=N`), or from `SITE_FUZZ_SEED=N` when set. A panic names its own case's seed:
//! `SITE_FUZZ_SEED=<that seed> cargo test -p server --test api fuzz::fuzz_<target>` replays that
//! input as its first case. A panicking input's seed is also appended to
//! `crates/server/proptest-regressions/fuzz.txt` (proptest's format: commit it), and every seed
//! in that file is run first, by every target, on every run.

use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{
    Config, FailurePersistence, FileFailurePersistence, PersistedSeed, RngAlgorithm, TestRng,
    TestRunner,
};
use serde_json::{Map, Value};
use server::jobs::import;
use site_core::lead_forms::{LeadFormVisitor, LeadRequest};
use site_core::markers;
use site_core::validation::{RuleContext, ServiceCatalog, validate_with};
use site_store::leads::FormKind;
use std::fmt::Debug;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::{Duration, Instant};
use wasm_validate::decode::{Scalar, from_fields};

/// Cases per target in a plain test run.
const DEFAULT_CASES: u64 = 300;

/// The failing inputs kept (their seeds, in proptest's format), run first by every target.
const REGRESSIONS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/proptest-regressions/fuzz.txt");

/// A case's random source: ChaCha seeded with `seed`'s bytes, spread over its 32-byte key.
fn case_seed(seed: u64) -> [u8; 32] {
    let mut bytes = [0_u8; 32];
    let mut state = seed;
    for chunk in bytes.chunks_mut(8) {
        chunk.copy_from_slice(&state.to_le_bytes());
        state = next_seed(state);
    }
    bytes
}

/// The seed of the case after the one of `seed` (splitmix64).
fn next_seed(seed: u64) -> u64 {
    let mut z = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// `SITE_FUZZ_SEED` when set (a replay), else a random seed.
fn first_seed() -> u64 {
    match std::env::var("SITE_FUZZ_SEED") {
        Ok(seed) => seed
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("SITE_FUZZ_SEED={seed:?} is not a whole number (u64)")),
        Err(_) => {
            let bytes = *uuid::Uuid::new_v4().as_bytes();
            u64::from_le_bytes(bytes[..8].try_into().expect("8 bytes"))
        }
    }
}

/// The 32 bytes of a kept ChaCha seed (`cc <hex>`); `None` for another kind.
fn kept_seed_bytes(seed: &PersistedSeed) -> Option<[u8; 32]> {
    let text = seed.to_string();
    let hex = text.strip_prefix("cc ")?;
    let mut bytes = [0_u8; 32];
    for (byte, pair) in bytes.iter_mut().zip(hex.as_bytes().chunks(2)) {
        *byte = u8::from_str_radix(std::str::from_utf8(pair).ok()?, 16).ok()?;
    }
    Some(bytes)
}

/// Keeps a panicking input's seed in [`REGRESSIONS`] (proptest's format, with the input).
fn keep_failure(bytes: &[u8; 32], input: &dyn Debug) {
    let hex: String = bytes.iter().map(|byte| format!("{byte:02x}")).collect();
    let seed: PersistedSeed = format!("cc {hex}").parse().expect("a ChaCha seed");
    FileFailurePersistence::Direct(REGRESSIONS).save_persisted_failure2(None, seed, input);
}

/// Runs `test` on values of `strategy`: first on every seed kept in [`REGRESSIONS`], then from
/// the run's seed (see the module's doc) until the budget is spent, counting the cases and the
/// panics; prints `fuzz-figures {...}` and fails when any input panicked (showing the first and
/// how to replay it).
fn fuzz<S>(target: &str, strategy: S, test: impl Fn(S::Value))
where
    S: Strategy,
    S::Value: Debug + Clone,
{
    let seconds = std::env::var("FUZZ_SECONDS")
        .ok()
        .and_then(|s| s.parse::<u64>().ok());
    let deadline = seconds.map(|s| Instant::now() + Duration::from_secs(s));
    let config = Config {
        failure_persistence: None,
        ..Config::default()
    };
    let draw = |bytes: &[u8; 32]| {
        let rng = TestRng::from_seed(RngAlgorithm::ChaCha, bytes);
        let mut runner = TestRunner::new_with_rng(config.clone(), rng);
        strategy.new_tree(&mut runner).expect("a value").current()
    };
    let run = |value: S::Value| catch_unwind(AssertUnwindSafe(|| test(value))).is_ok();
    let start = first_seed();
    let replay = format!("SITE_FUZZ_SEED={start}");
    println!("fuzz-seed {target}: {replay}");
    let (mut cases, mut panics) = (0_u64, 0_u64);
    let mut first: Option<(String, S::Value)> = None;
    let started = Instant::now();
    for kept in FileFailurePersistence::Direct(REGRESSIONS).load_persisted_failures2(None) {
        let Some(bytes) = kept_seed_bytes(&kept) else {
            continue;
        };
        let value = draw(&bytes);
        cases += 1;
        if !run(value.clone()) {
            panics += 1;
            first.get_or_insert((format!("kept in {REGRESSIONS}: {kept}"), value));
        }
    }
    let mut seed = start;
    loop {
        let more = match deadline {
            Some(deadline) => Instant::now() < deadline,
            None => cases < DEFAULT_CASES,
        };
        if !more {
            break;
        }
        let bytes = case_seed(seed);
        let value = draw(&bytes);
        cases += 1;
        if !run(value.clone()) {
            panics += 1;
            if first.is_none() {
                keep_failure(&bytes, &value);
                first = Some((format!("replay: SITE_FUZZ_SEED={seed}"), value));
            }
        }
        seed = next_seed(seed);
    }
    println!(
        "fuzz-figures {}",
        serde_json::json!({
            "target": target,
            "cases": cases,
            "panics": panics,
            "seconds": started.elapsed().as_secs_f64(),
            "seed": start.to_string(),
        })
    );
    if let Some((how, input)) = first {
        panic!("{target}: {panics} panics (run {replay}); first input ({how}): {input:?}");
    }
}

/// Every field name of every lead form, and the client-only and honeypot fields.
fn field_names() -> Vec<&'static str> {
    let mut names: Vec<&'static str> = FormKind::ALL
        .iter()
        .flat_map(|form| form.form().fields.iter().map(|field| field.name))
        .chain([
            "confirmEmail",
            "company_fax",
            "id",
            "created_at",
            "consent_text",
            "consent_at",
        ])
        .collect();
    names.sort_unstable();
    names.dedup();
    names
}

/// Text with what the rules and the parsers care about: markers, signs, quotes, controls,
/// accents, full-width forms, digits, `@`, separators.
fn tricky_text() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "[-a-zA-Z0-9 @.,;:'\"=+\\t\\r\\n\u{1b}\u{0}éÉ＝＋－＠\u{202e}/]{0,40}",
        Just(String::new()),
    ]
}

/// A field name (mostly a real one) for an object.
fn key() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => proptest::sample::select(field_names()).prop_map(str::to_owned),
        1 => tricky_text(),
    ]
}

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        tricky_text().prop_map(Value::String),
    ];
    leaf.prop_recursive(3, 24, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::vec((key(), inner), 0..4)
                .prop_map(|pairs| Value::Object(pairs.into_iter().collect())),
        ]
    })
}

/// A JSON body: an object of (mostly) the forms' fields, sometimes cut or with a byte changed.
fn json_body() -> impl Strategy<Value = Vec<u8>> {
    (
        prop::collection::vec((key(), json_value()), 0..20),
        any::<Option<(prop::sample::Index, u8, bool)>>(),
    )
        .prop_map(|(pairs, damage)| {
            let object: Map<String, Value> = pairs.into_iter().collect();
            let mut bytes = serde_json::to_vec(&Value::Object(object)).expect("json");
            if let Some((at, byte, cut)) = damage {
                let at = at.index(bytes.len());
                if cut {
                    bytes.truncate(at);
                } else {
                    bytes[at] = byte;
                }
            }
            bytes
        })
}

/// A catalog for the advisory chain.
fn catalog() -> ServiceCatalog {
    ServiceCatalog::new([("advisory".to_owned(), vec!["planning".to_owned()])])
}

/// Decodes `body` as `F` (the server's path: serde_json) and `F::ClientForm`, running the rule
/// chain on what decodes.
struct Decode<'a> {
    body: &'a [u8],
    fields: &'a [(String, Scalar)],
    catalog: &'a ServiceCatalog,
}

impl LeadFormVisitor for Decode<'_> {
    fn visit<F: LeadRequest>(&mut self) {
        let context = F::Context::from_catalog(self.catalog);
        if let Ok(request) = serde_json::from_slice::<F>(self.body) {
            let errors = validate_with(&request, context);
            // The verdict is a function of the request: the same again.
            assert_eq!(errors, validate_with(&request, context));
        }
        if let Some(request) = from_fields::<F>(self.fields.to_vec()) {
            validate_with(&request, context);
        }
        if let Some(form) = from_fields::<F::ClientForm>(self.fields.to_vec()) {
            validate_with(&form, context);
        }
    }
}

#[test]
fn fuzz_markers() {
    let piece = prop_oneof![
        // core's markers, then text around them (in this order, so a kept seed draws the same).
        proptest::sample::select(
            markers::TOKENS
                .iter()
                .copied()
                .chain([" ", "\n", "-", "e-learning", "<script>", "&amp;", "\"'"])
                .collect::<Vec<_>>()
        )
        .prop_map(str::to_owned),
        tricky_text(),
    ];
    let text = prop::collection::vec(piece, 0..60).prop_map(|pieces| pieces.concat());
    fuzz("marker parser", text, |text| {
        let tree = markers::parse(&text);
        let html = markers::to_html(&tree);
        assert_eq!(html, markers::render_html(&text));
        markers::lint(&text);
    });
}

#[test]
fn fuzz_wasm_decoder() {
    let scalar = prop_oneof![
        Just(Scalar::Null),
        any::<bool>().prop_map(Scalar::Bool),
        any::<f64>().prop_map(Scalar::Number),
        tricky_text().prop_map(Scalar::Text),
        Just(Scalar::Other),
    ];
    let fields = prop::collection::vec((key(), scalar), 0..20);
    let catalog = catalog();
    fuzz("wasm decoder (native)", fields, |fields| {
        for form in FormKind::ALL {
            form.visit(&mut Decode {
                body: b"",
                fields: &fields,
                catalog: &catalog,
            });
        }
        let _ = from_fields::<site_core::entities::SubscribeRequest>(fields);
    });
}

#[test]
fn fuzz_form_decoders() {
    let catalog = catalog();
    fuzz("form decoders (JSON body)", json_body(), |body| {
        for form in FormKind::ALL {
            form.visit(&mut Decode {
                body: &body,
                fields: &[],
                catalog: &catalog,
            });
        }
        if let Ok(request) = serde_json::from_slice::<site_core::entities::SubscribeRequest>(&body)
        {
            site_core::validation::validate(&request);
        }
    });
}

#[test]
fn fuzz_csv_import() {
    let cell = prop_oneof![
        tricky_text(),
        proptest::sample::select(vec![
            "true",
            "false",
            "2026-01-31T10:00:00Z",
            "0193a1f2-7c4e-7d3a-9b1f-2e8c4d5a6b7c",
            "'=1",
            "\"",
            "\"a,b\"",
            "Ontario",
            "Owner",
        ])
        .prop_map(str::to_owned),
    ];
    let header = prop::collection::vec(key(), 0..12);
    let rows = prop::collection::vec(prop::collection::vec(cell, 0..14), 0..8);
    let file = (
        proptest::sample::select(FormKind::ALL.to_vec()),
        header,
        rows,
        any::<Option<Vec<u8>>>(),
    );
    let catalog = catalog();
    fuzz("CSV import", file, |(form, header, rows, raw)| {
        let mut text = header.join(",");
        for row in rows {
            text.push('\n');
            text.push_str(&row.join(","));
        }
        let mut bytes = text.into_bytes();
        bytes.extend(raw.unwrap_or_default());
        if let Ok(sheet) = import::read(
            form,
            bytes.as_slice(),
            &catalog,
            "2026-01-31T10:00:00.000000Z",
        ) {
            for lead in &sheet.valid {
                assert!(uuid::Uuid::try_parse(&lead.id).is_ok(), "{}", lead.id);
            }
        }
    });
}
