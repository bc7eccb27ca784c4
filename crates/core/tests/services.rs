//! `tests/vectors/services.json` through core's service rules; `web/src/lib/services.vectors.test.ts`
//! runs the same file through the TypeScript copies, so the two cannot drift apart.

use serde_json::Value;
use site_core::services::{service_api_path, service_title};

fn vectors() -> Value {
    let path = format!(
        "{}/../../tests/vectors/services.json",
        env!("CARGO_MANIFEST_DIR")
    );
    serde_json::from_str(&std::fs::read_to_string(&path).expect("vectors")).expect("json")
}

fn cases<'a>(file: &'a Value, list: &str) -> &'a Vec<Value> {
    let cases = file[list].as_array().expect("a list of cases");
    assert!(cases.len() >= 10, "{list}: only {} cases", cases.len());
    cases
}

fn text<'a>(case: &'a Value, key: &str) -> &'a str {
    case[key].as_str().expect(key)
}

#[test]
fn service_titles() {
    let file = vectors();
    for case in cases(&file, "titles") {
        assert_eq!(
            service_title(text(case, "heading")),
            text(case, "title"),
            "{}",
            text(case, "name")
        );
    }
}

#[test]
fn service_api_paths() {
    let file = vectors();
    for case in cases(&file, "apiPaths") {
        assert_eq!(
            service_api_path(text(case, "permalink")),
            text(case, "apiPath"),
            "{}",
            text(case, "name")
        );
    }
}
