//! Each lead-form field's `FieldRule` (the API document's schema) against the form's own rule
//! chain: required-ness, each bound of a length or a number, each option, and the patterns both
//! ways (strings generated from a pattern are accepted; random strings are accepted exactly when
//! they match). A rule changed in the chain but not in its description fails here.

use proptest::prelude::*;
use proptest::test_runner::{Config, FileFailurePersistence, TestRunner};
use regex::Regex;
use serde_json::{Value, json};
use site_core::field_rules::{FieldRule, SUBSCRIBE_EMAIL};
use site_core::lead_forms::{Field, LeadFormVisitor, LeadRequest, for_each_lead_form};
use site_core::validation::rules::char_count;
use site_core::validation::{ServiceCatalog, validate_with};

/// The services the advisory form may name in these tests.
fn catalog() -> ServiceCatalog {
    ServiceCatalog::new([(
        "advisory".to_owned(),
        vec!["business-plan-template".to_owned()],
    )])
}

/// The first valid case of a form's vectors, without the client-only field.
fn valid_input(form: &str) -> Value {
    let path = format!(
        "{}/../../tests/vectors/forms/{form}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let file: Value =
        serde_json::from_str(&std::fs::read_to_string(&path).expect(&path)).expect("vector JSON");
    let mut input = file["cases"]
        .as_array()
        .and_then(|cases| cases.iter().find(|case| case["errors"] == json!([])))
        .map(|case| case["input"].clone())
        .expect("a valid case");
    input
        .as_object_mut()
        .expect("object")
        .remove("confirmEmail");
    input
}

/// One form's chain, seen through one field: whether a value (`None`: the key removed) passes.
struct FieldCheck {
    base: Value,
    field: &'static str,
    verdict: fn(&Value) -> Vec<String>,
}

impl FieldCheck {
    fn accepts(&self, value: Option<Value>) -> bool {
        let mut input = self.base.clone();
        let object = input.as_object_mut().expect("object");
        match value {
            Some(value) => object.insert(self.field.to_owned(), value),
            None => object.remove(self.field),
        };
        !(self.verdict)(&input)
            .iter()
            .any(|field| field == self.field)
    }

    fn accepts_text(&self, text: &str) -> bool {
        self.accepts(Some(json!(text)))
    }
}

/// A string of `n` characters, valid for the rule, when the rule has such strings.
fn of_length(rule: FieldRule, n: usize) -> Option<String> {
    match rule {
        FieldRule::Text { .. } | FieldRule::Line { .. } | FieldRule::Name { .. } => {
            Some("é".repeat(n))
        }
        FieldRule::Email => Some(format!("{}@{}.ca", "a".repeat(n - 67), "b".repeat(63))),
        FieldRule::Website { .. } => Some(format!("https://ab.ca/{}", "a".repeat(n - 14))),
        FieldRule::Digits { .. } => Some("7".repeat(n)),
        _ => None,
    }
}

/// Required-ness, lengths, options and number bounds.
fn check_bounds(form: &str, field: &Field, check: &FieldCheck) {
    let rule = field.rule;
    let name = format!("{form}.{}", field.name);
    assert_eq!(check.accepts(None), !rule.required(), "{name}: missing");
    assert_eq!(
        check.accepts(Some(Value::Null)),
        !rule.required(),
        "{name}: null"
    );
    if let Some(max) = rule.max_chars() {
        let longest = of_length(rule, max).expect("a value of each length");
        assert!(check.accepts_text(&longest), "{name}: {max} characters");
        // Padding counts where the length is as sent (the document's `maxLength`).
        assert_eq!(
            check.accepts_text(&format!(" \t{longest}\n")),
            !rule.counts_as_sent(),
            "{name}: padded"
        );
        if !matches!(rule, FieldRule::Digits { .. }) {
            let over = of_length(rule, max + 1).expect("a value of each length");
            assert!(!check.accepts_text(&over), "{name}: {} characters", max + 1);
        }
        assert_eq!(
            check.accepts_text(" \t "),
            !rule.required(),
            "{name}: blank"
        );
    }
    match rule {
        FieldRule::Choice(options) => {
            for option in options {
                assert!(check.accepts_text(option), "{name}: {option}");
                assert!(
                    check.accepts_text(&format!(" {option}\t")),
                    "{name}: {option}"
                );
                assert!(
                    !check.accepts_text(&format!("{option}x")),
                    "{name}: {option}x"
                );
                assert!(
                    !check.accepts_text(&option.to_uppercase()),
                    "{name}: {option}"
                );
            }
        }
        FieldRule::WholeNumber { max } => {
            for ok in [json!(0), json!(max), json!(12.0)] {
                assert!(check.accepts(Some(ok.clone())), "{name}: {ok}");
            }
            for bad in [json!(-1), json!(max + 1), json!(2.5)] {
                assert!(!check.accepts(Some(bad.clone())), "{name}: {bad}");
            }
        }
        FieldRule::YesNo { .. } => {
            assert!(check.accepts(Some(json!(true))) && check.accepts(Some(json!(false))));
        }
        FieldRule::Service => {
            assert!(check.accepts_text(" advisory "), "{name}");
            assert!(!check.accepts_text("financing"), "{name}");
        }
        FieldRule::SubService => {
            assert!(check.accepts_text("business-plan-template\n"), "{name}");
            assert!(!check.accepts_text("advisory"), "{name}");
        }
        _ => {}
    }
}

/// Characters that reach every branch of the patterns: letters (accented, other scripts), digits,
/// the separators of names, phones, emails and websites, white space of several kinds, and
/// control characters (some of them white space: tab, line feed, U+0085; some not).
fn interesting_string() -> impl Strategy<Value = String> {
    let pieces = prop::sample::select(vec![
        "a", "Z", "é", "ß", "Ж", "中", "e\u{301}", "٣", "0", "1", "2", "5", "9", "+", "-", "'",
        "\u{2019}", ".", "(", ")", "@", "/", "?", "#", ":", "_", "https://", "http://", "ca",
        "www.", " ", "\t", "\n", "\r\n", "\u{a0}", "\u{2003}", "\u{1c}", "\u{0}", "\u{7}",
        "\u{7f}", "\u{85}", "\u{9f}", "x\u{300}", "Owner", "Ontario", "416", "555", "0123", "jean",
        "example",
    ]);
    prop::collection::vec(pieces, 0..14).prop_map(|pieces| pieces.concat())
}

/// The verdict the document gives `text`: the pattern, and where the length counts the value
/// as sent, that length (`maxLength`).
fn expected(rule: FieldRule, regex: &Regex, text: &str) -> bool {
    let length_ok = match (rule.counts_as_sent(), rule.max_chars()) {
        (true, Some(max)) => char_count(text) <= max,
        _ => true,
    };
    regex.is_match(text) && length_ok
}

fn check_pattern(form: &str, field: &Field, check: &FieldCheck) {
    let rule = field.rule;
    let Some(pattern) = rule.pattern() else {
        return;
    };
    if matches!(rule, FieldRule::Service | FieldRule::SubService) {
        return; // the catalog decides; the server's document lists the ids
    }
    let regex = Regex::new(&pattern).unwrap_or_else(|e| panic!("{form}.{}: {e}", field.name));
    // A runner counts its cases over every run: one per run.
    let runner = || {
        TestRunner::new(Config {
            cases: 400,
            // A failing input's seed is kept in the crate's proptest-regressions/ (commit it)
            // and run first on every run.
            failure_persistence: Some(Box::new(FileFailurePersistence::Direct(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/proptest-regressions/field_rules.txt"
            )))),
            ..Config::default()
        })
    };
    let name = format!("{form}.{}", field.name);
    runner()
        .run(&interesting_string(), |text| {
            prop_assert_eq!(
                check.accepts_text(&text),
                expected(rule, &regex, &text),
                "{}: {:?}",
                name,
                text
            );
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{e}"));
    // Generation needs no anchors (every pattern here is anchored); bounded repetitions keep
    // the strings short enough to run quickly.
    let body = pattern.trim_start_matches('^').trim_end_matches('$');
    let generator = proptest::string::string_regex(&body.replace("{0,4998}", "{0,40}"))
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    runner()
        .run(&generator, |text| {
            prop_assert!(regex.is_match(&text), "{}: {:?}", name, text);
            prop_assert_eq!(
                check.accepts_text(&text),
                expected(rule, &regex, &text),
                "{}: {:?}",
                name,
                text
            );
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{e}"));
}

struct EveryField;

impl LeadFormVisitor for EveryField {
    fn visit<F: LeadRequest>(&mut self) {
        let form = F::FORM.kind.as_str();
        for (field, check) in checks_of_any::<F>(form) {
            check_bounds(form, &field, &check);
            check_pattern(form, &field, &check);
        }
    }
}

/// `checks_of` for any context: the advisory chain takes the catalog, the others `()`.
fn checks_of_any<F: LeadRequest>(form: &str) -> Vec<(Field, FieldCheck)> {
    let base = valid_input(form);
    assert!(
        verdict_of::<F>(&base).is_empty(),
        "{form}: the base case is valid"
    );
    F::FORM
        .fields
        .iter()
        .map(|field| {
            let check = FieldCheck {
                base: base.clone(),
                field: field.name,
                verdict: verdict_of::<F>,
            };
            (*field, check)
        })
        .collect()
}

fn verdict_of<F: LeadRequest>(input: &Value) -> Vec<String> {
    let request: F = serde_json::from_value(input.clone()).expect("decodes");
    let catalog = catalog();
    let context = <F::Context as site_core::validation::RuleContext>::from_catalog(&catalog);
    validate_with(&request, context)
        .into_iter()
        .filter_map(|error| error.field)
        .collect()
}

#[test]
fn every_lead_form_field_rule_is_its_chains_verdict() {
    for_each_lead_form(&mut EveryField);
}

#[test]
fn the_subscription_email_rule_is_its_chains_verdict() {
    let check = FieldCheck {
        base: valid_input("subscribe"),
        field: "email",
        verdict: |input| {
            let request: site_core::entities::SubscribeRequest =
                serde_json::from_value(input.clone()).expect("decodes");
            site_core::validate(&request)
                .into_iter()
                .filter_map(|error| error.field)
                .collect()
        },
    };
    let field = Field {
        name: "email",
        label: "Email",
        kind: site_core::lead_forms::ValueKind::Text,
        rule: SUBSCRIBE_EMAIL,
    };
    check_bounds("subscribe", &field, &check);
    check_pattern("subscribe", &field, &check);
}
