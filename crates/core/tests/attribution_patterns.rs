//! The patterns the API document gives a visit's attribution and a funnel beacon's source
//! (`field_rules::attribution_tag`, `host_name`, `landing_path`, `optional_attribution_tag`)
//! against the rule chain: random strings are accepted exactly when they match (and are at most
//! 100 characters as sent, the schema's `maxLength`), and strings generated from each pattern
//! are accepted. A rule changed without its pattern fails here.

use proptest::prelude::*;
use proptest::test_runner::{Config, FileFailurePersistence, TestRunner};
use regex::Regex;
use site_core::constants::ATTRIBUTION_TEXT_MAX_CHARS;
use site_core::entities::{Attribution, FieldError, FunnelEvent, HelpRequest};
use site_core::field_rules::{
    attribution_tag, host_name, landing_path, one_of, optional_attribution_tag,
};
use site_core::validation::funnel_event;
use site_core::validation::rules::char_count;

/// The help form with only an attribution of `key: text`: whether the chain accepts it.
fn accepts(key: &str, text: &str) -> bool {
    let mut attribution = Attribution::default();
    let slot = match key {
        "utm_source" => &mut attribution.utm_source,
        "referrer_host" => &mut attribution.referrer_host,
        "landing_path" => &mut attribution.landing_path,
        "lang" => &mut attribution.lang,
        other => panic!("no key {other}"),
    };
    *slot = Some(text.to_owned());
    let request = HelpRequest {
        attribution: Some(attribution),
        ..HelpRequest::default()
    };
    let field = format!("attribution.{key}");
    !site_core::validate(&request)
        .iter()
        .any(|error| error.field.as_deref() == Some(field.as_str()))
}

/// A beacon whose source is `text`: whether its source is accepted.
fn beacon_accepts(text: &str) -> bool {
    let event = FunnelEvent {
        source: Some(text.to_owned()),
        ..FunnelEvent::default()
    };
    let mut errors: Vec<FieldError> = Vec::new();
    funnel_event(&event, &mut errors);
    !errors
        .iter()
        .any(|error| error.field.as_deref() == Some("source"))
}

fn pieces() -> impl Strategy<Value = String> {
    let pieces = prop::sample::select(vec![
        "a",
        "Z",
        "é",
        "Ж",
        "中",
        "٣",
        "0",
        "9",
        "-",
        "_",
        ".",
        "+",
        ":",
        "/",
        "@",
        "&",
        ",",
        "'",
        "(",
        ")",
        "!",
        "%",
        "%20",
        "%C3",
        "%7e",
        "?",
        "#",
        "<",
        ">",
        "\"",
        "`",
        "\\",
        " ",
        "\t",
        "\n",
        "\u{a0}",
        "\u{0}",
        "\u{85}",
        "/fr",
        "/contact",
        "/write-us",
        "/blog",
        "/services",
        "/about",
        "/careers",
        "/Contact",
        "linkedin",
        "www.",
        "google",
        ".ca",
        "en",
        "fr",
        "x\u{300}",
    ]);
    prop::collection::vec(pieces, 0..12).prop_map(|pieces| pieces.concat())
}

fn runner() -> TestRunner {
    TestRunner::new(Config {
        cases: 600,
        failure_persistence: Some(Box::new(FileFailurePersistence::Direct(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/proptest-regressions/attribution_patterns.txt"
        )))),
        ..Config::default()
    })
}

/// The pattern and the rule agree on random strings and on the pattern's own strings.
fn check(name: &str, pattern: &str, rule: impl Fn(&str) -> bool) {
    let regex = Regex::new(pattern).unwrap_or_else(|e| panic!("{name}: {e}"));
    let documented =
        |text: &str| regex.is_match(text) && char_count(text) <= ATTRIBUTION_TEXT_MAX_CHARS;
    runner()
        .run(&pieces(), |text| {
            prop_assert_eq!(rule(&text), documented(&text), "{}: {:?}", name, text);
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{e}"));
    let body = pattern.trim_start_matches('^').trim_end_matches('$');
    let generator = proptest::string::string_regex(body).unwrap_or_else(|e| panic!("{name}: {e}"));
    runner()
        .run(&generator, |text| {
            prop_assert!(regex.is_match(&text), "{}: {:?}", name, text);
            if char_count(&text) <= ATTRIBUTION_TEXT_MAX_CHARS {
                prop_assert!(rule(&text), "{}: {:?}", name, text);
            }
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn a_campaign_tag_is_its_pattern() {
    check("utm_source", &attribution_tag(), |text| {
        accepts("utm_source", text)
    });
}

#[test]
fn a_referring_host_is_its_pattern() {
    check("referrer_host", &host_name(), |text| {
        accepts("referrer_host", text)
    });
}

#[test]
fn a_landing_page_is_its_pattern() {
    check("landing_path", &landing_path(), |text| {
        accepts("landing_path", text)
    });
    // Every page of the inventory at its own address, in both languages.
    let regex = Regex::new(&landing_path()).expect("pattern");
    for page in site_core::pages::PAGES {
        let address = page.address(&["x"]);
        let address = if address.is_empty() {
            "/".to_owned()
        } else {
            address
        };
        for spelled in [
            address.clone(),
            format!("/fr{}", address.trim_end_matches('/')),
        ] {
            assert!(accepts("landing_path", &spelled), "{spelled}");
            assert!(regex.is_match(&spelled), "{spelled}");
        }
    }
}

#[test]
fn a_visit_language_is_its_pattern() {
    check("lang", &one_of(&["en", "fr"]), |text| accepts("lang", text));
}

#[test]
fn a_beacon_source_is_its_pattern() {
    check("source", &optional_attribution_tag(), beacon_accepts);
}
