//! The document against the inventory, and its parameter patterns against the server's own
//! readers of those parameters.

use super::document;
use crate::http::extract::idempotency_key;
use crate::http::limit_param;
use axum::http::HeaderValue;
use proptest::prelude::*;
use proptest::test_runner::{Config, FileFailurePersistence, TestRunner};
use regex::Regex;
use serde_json::{Value, json};
use site_core::constants::SEARCH_QUERY_MAX_CHARS;
use site_core::field_rules::FieldRule;
use site_core::lead_forms::FormKind;
use site_core::validation::ServiceCatalog;

fn runner() -> TestRunner {
    TestRunner::new(Config {
        cases: 2000,
        // A failing input's seed is kept in the crate's proptest-regressions/ (commit it) and
        // run first on every run.
        failure_persistence: Some(Box::new(FileFailurePersistence::Direct(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/proptest-regressions/openapi.txt"
        )))),
        ..Config::default()
    })
}

fn statuses(operation: &Value) -> Vec<&str> {
    let responses = operation["responses"].as_object().expect("responses");
    responses.keys().map(String::as_str).collect()
}

fn idempotency_pattern(operation: &Value) -> Regex {
    let parameters = operation["parameters"].as_array().expect("parameters");
    let key = parameters
        .iter()
        .find(|p| p["name"] == "Idempotency-Key")
        .expect("the Idempotency-Key header");
    assert_eq!(key["in"], "header");
    Regex::new(key["schema"]["pattern"].as_str().expect("a pattern")).expect("a regex")
}

#[test]
fn the_lead_webhook_is_documented_with_its_attribution() {
    let document = document(None);
    let body = &document["webhooks"]["lead.created"]["post"]["requestBody"]["content"]["application/json"]
        ["schema"];
    let data = &body["properties"]["data"];
    assert_eq!(
        data["properties"]["attribution"],
        super::schema::attribution()
    );
    assert_eq!(
        data["properties"]["form"]["enum"],
        json!(["contact", "help", "advisory", "loan"])
    );
    assert!(
        data["required"]
            .as_array()
            .is_some_and(|r| r.contains(&json!("attribution")))
    );
}

#[test]
fn every_lead_form_of_the_inventory_has_its_post_with_every_status() {
    let document = document(None);
    for kind in FormKind::ALL {
        let form = kind.form();
        let path = format!("/api{}", form.route);
        let post = &document["paths"][&path]["post"];
        assert_eq!(post["operationId"], json!(kind.as_str()), "{path}");
        assert_eq!(post["tags"], json!(["leads"]), "{path}");
        let schema = &post["requestBody"]["content"]["application/json"]["schema"]["$ref"];
        let name = schema
            .as_str()
            .and_then(|r| r.strip_prefix("#/components/schemas/"))
            .unwrap_or_else(|| panic!("{path}: {schema}"));
        let body = &document["components"]["schemas"][name];
        let properties = body["properties"].as_object().expect("properties");
        let names: Vec<&str> = form.fields.iter().map(|field| field.name).collect();
        // Each field, and the visit's attribution (docs/operating.md#attribution-and-funnel).
        assert_eq!(properties.keys().count(), names.len() + 1, "{path}");
        assert_eq!(
            properties["attribution"],
            super::schema::attribution(),
            "{path}"
        );
        let required: Vec<&str> = form
            .fields
            .iter()
            .filter(|field| field.rule.required())
            .map(|field| field.name)
            .collect();
        assert_eq!(body["required"], json!(required), "{path}");
        for field in form.fields {
            let property = &properties[field.name];
            assert_eq!(
                property["description"],
                json!(field.rule.describe()),
                "{path} {}",
                field.name
            );
            if let FieldRule::Choice(options) = field.rule {
                assert_eq!(
                    property["anyOf"][0]["enum"],
                    json!(options),
                    "{}",
                    field.name
                );
            }
            if let (Some(pattern), false) = (field.rule.pattern(), is_choice(field.rule)) {
                assert_eq!(property["pattern"], json!(pattern), "{}", field.name);
            }
            let as_sent = field
                .rule
                .max_chars()
                .filter(|_| field.rule.counts_as_sent());
            assert_eq!(property["maxLength"], json!(as_sent), "{}", field.name);
        }
        assert_eq!(
            statuses(post),
            [
                "201", "400", "408", "413", "415", "422", "429", "500", "503"
            ],
            "{path}"
        );
        idempotency_pattern(post);
    }
}

fn is_choice(rule: FieldRule) -> bool {
    matches!(rule, FieldRule::Choice(_))
}

#[test]
fn every_operation_answers_errors_in_the_api_shape_with_retry_after_where_sent() {
    let document = document(None);
    let paths = document["paths"].as_object().expect("paths");
    assert!(paths.len() >= 17, "{}", paths.len());
    for (path, item) in paths {
        for (method, operation) in item.as_object().expect("item") {
            let responses = &operation["responses"];
            for status in ["400", "500", "503"] {
                assert_eq!(
                    responses[status]["content"]["application/json"]["schema"]["$ref"],
                    "#/components/schemas/ErrorBody",
                    "{method} {path} {status}"
                );
            }
            assert!(responses["408"].is_object(), "{method} {path}");
            assert_eq!(
                responses["503"]["headers"]["Retry-After"]["required"], true,
                "{method} {path}"
            );
            if method == "post" {
                assert_eq!(responses["429"]["headers"]["Retry-After"]["required"], true);
            }
            if path.contains('{') {
                assert!(responses["404"].is_object(), "{method} {path}");
            }
        }
    }
}

#[test]
fn the_advisory_services_come_from_the_catalog() {
    let catalog = ServiceCatalog::new([
        (
            "advisory".to_owned(),
            vec!["business-plan-template".to_owned(), "coaching".to_owned()],
        ),
        ("financing".to_owned(), vec!["micro-loans".to_owned()]),
        ("empty".to_owned(), vec![]),
    ]);
    let document = document(Some(&catalog));
    let body = &document["components"]["schemas"]["AdvisoryRequest"];
    let branches = body["anyOf"]
        .as_array()
        .expect("one object per service with children");
    let choices =
        |branch: &Value, name: &str| branch["properties"][name]["anyOf"][0]["enum"].clone();
    assert_eq!(branches.len(), 2);
    assert_eq!(choices(&branches[0], "parent_service"), json!(["advisory"]));
    assert_eq!(
        choices(&branches[0], "child_service"),
        json!(["business-plan-template", "coaching"])
    );
    assert_eq!(
        choices(&branches[1], "parent_service"),
        json!(["financing"])
    );
    assert_eq!(
        choices(&branches[1], "child_service"),
        json!(["micro-loans"])
    );
    for branch in branches {
        assert_eq!(branch["type"], "object");
        assert!(
            branch["required"]
                .as_array()
                .expect("required")
                .contains(&json!("email"))
        );
    }
    let parent = Regex::new(
        branches[1]["properties"]["parent_service"]["anyOf"][1]["pattern"]
            .as_str()
            .expect("a pattern"),
    )
    .expect("regex");
    assert!(parent.is_match(" financing\n") && !parent.is_match("advisory"));
    // Without the database, a service is any non-blank id.
    let unfilled = super::document(None);
    assert!(unfilled["components"]["schemas"]["AdvisoryRequest"]["anyOf"].is_null());
}

/// Text a query string or a header may carry: digits, signs, letters, white space of several
/// kinds, and characters outside visible ASCII.
fn parameter_text() -> impl Strategy<Value = String> {
    let pieces = prop::sample::select(vec![
        "0",
        "1",
        "7",
        "42",
        "99999999999999999999",
        "+",
        "-",
        ".",
        "e",
        "a",
        "Z",
        " ",
        "\t",
        "\u{a0}",
        "\u{2003}",
        "\n",
        "é",
        "~",
        "!",
        "x".repeat(60).leak(),
    ]);
    prop::collection::vec(pieces, 0..8).prop_map(|pieces| pieces.concat())
}

fn query_pattern(path: &str, name: &str) -> Regex {
    let document = document(None);
    let parameters = document["paths"][path]["get"]["parameters"]
        .as_array()
        .expect("parameters");
    let parameter = parameters
        .iter()
        .find(|p| p["name"] == name && p["in"] == "query")
        .unwrap_or_else(|| panic!("{path}: {name}"));
    Regex::new(parameter["schema"]["pattern"].as_str().expect("pattern")).expect("regex")
}

#[test]
fn the_limit_pattern_is_what_the_server_accepts() {
    for path in ["/api/search", "/api/newsletterandeventletters/all"] {
        let pattern = query_pattern(path, "limit");
        runner()
            .run(&parameter_text(), |text| {
                let accepted = limit_param(Some(&text), 2, 50).is_ok();
                prop_assert_eq!(pattern.is_match(&text), accepted, "{:?}", text);
                Ok(())
            })
            .unwrap_or_else(|e| panic!("{path}: {e}"));
    }
}

/// `parameter_text`, with NULs among the pieces (a query string can carry one; a header cannot).
fn query_text() -> impl Strategy<Value = String> {
    prop::collection::vec(prop_oneof![parameter_text(), Just("\0".to_owned())], 0..4)
        .prop_map(|pieces| pieces.concat())
}

#[test]
fn the_search_text_pattern_is_its_length_rule() {
    let pattern = query_pattern("/api/search", "q");
    let accepted =
        |text: &str| text.trim().chars().count() <= SEARCH_QUERY_MAX_CHARS && !text.contains('\0');
    runner()
        .run(&query_text(), |text| {
            prop_assert_eq!(pattern.is_match(&text), accepted(&text), "{:?}", text);
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{e}"));
    for text in [
        "é".repeat(200),
        format!(" {}\n", "é".repeat(200)),
        "é".repeat(201),
    ] {
        assert_eq!(pattern.is_match(&text), accepted(&text), "{}", text.len());
    }
}

#[test]
fn the_idempotency_key_pattern_is_what_the_server_accepts() {
    let document = document(None);
    let pattern = idempotency_pattern(&document["paths"]["/api/user"]["post"]);
    runner()
        .run(&parameter_text(), |text| {
            // Only what a header can carry: no line breaks.
            let Ok(value) = HeaderValue::from_str(&text.replace('\n', "")) else {
                return Ok(());
            };
            let text = String::from_utf8_lossy(value.as_bytes()).into_owned();
            prop_assert_eq!(
                pattern.is_match(&text),
                idempotency_key(&value).is_some(),
                "{:?}",
                text
            );
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{e}"));
    for (text, ok) in [
        ("k".repeat(200), true),
        ("k".repeat(201), false),
        (" \t".to_owned(), false),
    ] {
        let value = HeaderValue::from_str(&text).expect("a header value");
        assert_eq!(idempotency_key(&value).is_some(), ok);
        assert_eq!(pattern.is_match(&text), ok);
    }
}

#[test]
fn every_operation_takes_lang_and_names_the_language_of_its_answers() {
    let document = document(None);
    for (path, item) in document["paths"].as_object().expect("paths") {
        for (method, operation) in item.as_object().expect("item") {
            let parameters = operation["parameters"].as_array().expect("parameters");
            let lang = parameters
                .iter()
                .find(|p| p["name"] == "lang")
                .unwrap_or_else(|| panic!("{method} {path}: no lang"));
            assert_eq!(lang["in"], "query", "{method} {path}");
            // Every value but a NUL is valid: one naming another language is ignored.
            assert_eq!(
                lang["schema"],
                json!({ "type": "string", "pattern": super::language::READABLE_TEXT }),
                "{method} {path}"
            );
            let responses = operation["responses"].as_object().expect("responses");
            for (status, response) in responses {
                let header = &response["headers"]["Content-Language"];
                if status == "408" {
                    assert!(header.is_null(), "{method} {path} {status}");
                    continue;
                }
                assert_eq!(
                    header["schema"]["enum"],
                    json!(["en", "fr"]),
                    "{method} {path} {status}"
                );
                assert_eq!(
                    header["required"],
                    json!(status.starts_with('2')),
                    "{method} {path} {status}"
                );
            }
            if method == "post" && !path.contains("newsletter") {
                assert!(responses["422"]["headers"]["Content-Language"].is_object());
            }
            if let Some(retry) = responses.get("503") {
                assert!(retry["headers"]["Retry-After"].is_object(), "{path}");
            }
        }
    }
}

#[test]
fn the_lang_pattern_refuses_only_what_the_address_check_refuses() {
    let pattern = query_pattern("/api/blog", "lang");
    runner()
        .run(&query_text(), |text| {
            // As a client sends it: every byte percent-encoded.
            let encoded: String = text.bytes().map(|b| format!("%{b:02X}")).collect();
            prop_assert_eq!(
                pattern.is_match(&text),
                crate::http::uri_check::readable(&encoded),
                "{:?}",
                text
            );
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(pattern.is_match("fr") && pattern.is_match("") && pattern.is_match("de-DE"));
    assert!(!pattern.is_match("f\0r"));
}

/// The address check refuses a whole query string for one NUL in any parameter (400), so a
/// generator that follows the document must never put one there.
#[test]
fn no_query_parameter_admits_a_nul() {
    let document = document(None);
    for (path, item) in document["paths"].as_object().expect("paths") {
        for (method, operation) in item.as_object().expect("item") {
            for parameter in operation["parameters"].as_array().expect("parameters") {
                if parameter["in"] != "query" {
                    continue;
                }
                let name = &parameter["name"];
                let pattern = parameter["schema"]["pattern"]
                    .as_str()
                    .unwrap_or_else(|| panic!("{method} {path} {name}: no pattern"));
                let pattern = Regex::new(pattern).expect("regex");
                for text in ["\0", "2\0", "a\0b", " \0 "] {
                    assert!(!pattern.is_match(text), "{method} {path} {name}: {text:?}");
                }
            }
        }
    }
}
