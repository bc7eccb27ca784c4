//! `tests/vectors/routes.json` through core's `pages::route` (the server's page, and its 301 to
//! the inventory's spelling); `web/src/lib/router/match-routes.vectors.test.ts` runs the same file
//! through the app's router, so the two cannot choose different pages.

use serde_json::{Map, Value, json};
use site_core::i18n::Lang;
use site_core::pages::{PAGES, respelled, route};

fn vectors() -> Vec<Value> {
    let path = format!(
        "{}/../../tests/vectors/routes.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let file: Value =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("vectors")).expect("json");
    file["cases"].as_array().expect("a list of cases").clone()
}

/// What core answers for `address`, in a case's shape: the path is matched, the `?query` or
/// `#fragment` (from the first of them) is put back on the redirect.
fn answer(address: &str) -> Value {
    let cut = address.find(['?', '#']).unwrap_or(address.len());
    let (path, rest) = address.split_at(cut);
    let lang = Lang::split_path(path).0;
    let mut out = Map::new();
    out.insert("lang".into(), json!(lang.as_str()));
    match route(path) {
        None => {
            out.insert("page".into(), Value::Null);
        }
        Some(found) => {
            assert_eq!(found.lang, lang, "{address}: route and split_path disagree");
            out.insert("page".into(), json!(found.page.key));
            let params: Map<String, Value> = found
                .named_params()
                .map(|(name, value)| (name.to_owned(), json!(value)))
                .collect();
            out.insert("params".into(), Value::Object(params));
        }
    }
    if let Some(spelled) = respelled(path) {
        out.insert("redirect".into(), json!(format!("{spelled}{rest}")));
    }
    Value::Object(out)
}

/// A case as its answer would be written in full: the defaults filled in.
fn expected(case: &Value) -> Value {
    let mut out = Map::new();
    out.insert(
        "lang".into(),
        case.get("lang").cloned().unwrap_or(json!("en")),
    );
    let page = case
        .get("page")
        .expect("every case names its page, or null");
    out.insert("page".into(), page.clone());
    if !page.is_null() {
        out.insert(
            "params".into(),
            case.get("params").cloned().unwrap_or(json!({})),
        );
    }
    if let Some(redirect) = case.get("redirect") {
        out.insert("redirect".into(), redirect.clone());
    }
    Value::Object(out)
}

#[test]
fn the_vectors_route_as_core_does() {
    let cases = vectors();
    assert!(cases.len() >= 60, "only {} cases", cases.len());
    let mut failures = Vec::new();
    for case in &cases {
        let address = case["address"].as_str().expect("address");
        let (got, want) = (answer(address), expected(case));
        if got != want {
            failures.push(format!(
                "{} ({address}): got {got}, want {want}",
                case["name"]
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A sample address of `path` and its parameters in order: each `:name` is `p-name`, a `*` is
/// `s-1/s-2`.
fn sample(path: &str) -> (String, Vec<(String, String)>) {
    let mut params = Vec::new();
    let address = path
        .split('/')
        .map(|part| {
            let value = match part.strip_prefix(':') {
                Some(name) => (name.to_owned(), format!("p-{name}")),
                None if part == "*" => ("*".to_owned(), "s-1/s-2".to_owned()),
                None => return part.to_owned(),
            };
            params.push(value.clone());
            value.1
        })
        .collect::<Vec<_>>()
        .join("/");
    (address, params)
}

#[test]
fn every_page_is_found_at_its_address_its_french_twin_and_in_capitals() {
    for page in PAGES {
        let (address, params) = sample(page.path);
        for lang in Lang::ALL {
            let address = lang.path(&address);
            let named: Map<String, Value> = params
                .iter()
                .map(|(name, value)| (name.clone(), json!(value)))
                .collect();
            let want = json!({ "lang": lang.as_str(), "page": page.key, "params": named });
            assert_eq!(answer(&address), want, "{address}");
            // In capitals: the page is found, its parameters as written; the redirect is the
            // inventory's spelling with them (none when capitals are the spelling: `/`).
            let capitals = address.to_ascii_uppercase();
            let found = route(&capitals).unwrap_or_else(|| panic!("{capitals}: no page"));
            assert_eq!((found.page, found.lang), (*page, lang), "{capitals}");
            let upper: Vec<String> = params
                .iter()
                .map(|(_, value)| value.to_ascii_uppercase())
                .collect();
            let upper: Vec<&str> = upper.iter().map(String::as_str).collect();
            let spelled = lang.path(&page.address(&upper));
            assert_eq!(
                found.params,
                upper.iter().copied().map(String::from).collect::<Vec<_>>(),
                "{capitals}"
            );
            let redirect = (spelled != capitals).then_some(spelled);
            assert_eq!(respelled(&capitals), redirect, "{capitals}");
        }
    }
}
