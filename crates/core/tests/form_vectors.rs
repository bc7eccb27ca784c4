//! Runs every case of `tests/vectors/forms/*.json` through the native rule chains: the browser's
//! form types (with `confirmEmail`) must give exactly the expected errors, and the server's request
//! types the same minus the client-only field.

use serde::de::DeserializeOwned;
use serde_json::Value;
use site_core::entities::*;
use site_core::i18n::Lang;
use site_core::lead_forms::{FormKind, LeadFormVisitor, LeadRequest, for_each_lead_form};
use site_core::validate;

const CLIENT_ONLY: &str = "confirmEmail";

/// Every form with vectors: the subscription, then each lead form, by its kind's name.
fn forms() -> impl Iterator<Item = &'static str> {
    std::iter::once("subscribe").chain(FormKind::ALL.map(FormKind::as_str))
}

#[derive(Debug, serde::Deserialize)]
struct VectorFile {
    form: String,
    cases: Vec<Case>,
}

#[derive(Debug, serde::Deserialize)]
struct Case {
    name: String,
    input: Value,
    errors: Vec<VectorError>,
}

/// An expected failure: the field, the code, the English message and the French one.
#[derive(Debug, Clone, serde::Deserialize)]
struct VectorError {
    field: Option<String>,
    code: String,
    message: String,
    fr: String,
}

impl VectorError {
    fn in_lang(&self, lang: Lang) -> FieldError {
        FieldError {
            field: self.field.clone(),
            code: self.code.clone(),
            message: match lang {
                Lang::En => self.message.clone(),
                Lang::Fr => self.fr.clone(),
            },
        }
    }
}

fn load(form: &str) -> VectorFile {
    let path = format!(
        "{}/../../tests/vectors/forms/{form}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let file: VectorFile = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    assert_eq!(file.form, form, "{path} names another form");
    assert!(!file.cases.is_empty(), "{path} has no cases");
    file
}

/// The native verdict: the rule chain's errors, or core's `malformed()` when the input does not
/// decode (the HTTP API's 400 body, and the browser's answer).
fn errors_of<T>(input: &Value) -> Vec<FieldError>
where
    T: DeserializeOwned + site_core::validation::Form<Context: Default>,
{
    match serde_json::from_value::<T>(input.clone()) {
        Ok(value) => validate(&value),
        Err(_) => site_core::validation::malformed(),
    }
}

/// Runs one form's vectors through the client type `C` and the server type `S`.
fn run<C, S>(form: &str)
where
    C: DeserializeOwned + site_core::validation::Form<Context: Default>,
    S: DeserializeOwned + site_core::validation::Form<Context: Default>,
{
    let file = load(form);
    let mut failures = Vec::new();
    for case in &file.cases {
        for lang in Lang::ALL {
            let localized = |errors: Vec<FieldError>| -> Vec<FieldError> {
                errors.into_iter().map(|e| e.localized(lang)).collect()
            };
            let expected: Vec<FieldError> = case.errors.iter().map(|e| e.in_lang(lang)).collect();
            let client = localized(errors_of::<C>(&case.input));
            if client != expected {
                failures.push(format!(
                    "{form} / {} ({lang:?})\n  expected {expected:?}\n  got      {client:?}",
                    case.name
                ));
            }
            let expected_server: Vec<FieldError> = expected
                .into_iter()
                .filter(|e| e.field.as_deref() != Some(CLIENT_ONLY))
                .collect();
            let server = localized(errors_of::<S>(&case.input));
            if server != expected_server {
                failures.push(format!(
                    "{form} / {} (server, {lang:?})\n  expected {expected_server:?}\n  got      {server:?}",
                    case.name
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        file.cases.len(),
        failures.join("\n")
    );
}

#[test]
fn subscribe_vectors() {
    run::<SubscribeRequest, SubscribeRequest>("subscribe");
}

/// Each lead form of the inventory: its client form and its request, on `<kind>.json`.
#[test]
fn lead_form_vectors() {
    struct Run;
    impl LeadFormVisitor for Run {
        fn visit<F: LeadRequest>(&mut self) {
            run::<F::ClientForm, F>(F::FORM.kind.as_str());
        }
    }
    for_each_lead_form(&mut Run);
}

/// Every validation message is reached by at least one vector, and there are enough of them.
#[test]
fn vectors_reach_every_validation_message() {
    let cases: Vec<Case> = forms().flat_map(|form| load(form).cases).collect();
    assert!(cases.len() >= 150, "only {} form vectors", cases.len());
    let reached: Vec<&str> = cases
        .iter()
        .flat_map(|case| &case.errors)
        .map(|e| e.code.as_str())
        .collect();
    let missing: Vec<&str> = site_core::validation::MESSAGES
        .iter()
        .map(|message| message.code)
        .filter(|code| !reached.contains(code))
        .collect();
    assert!(missing.is_empty(), "no vector reaches {missing:?}");
}

/// With a known catalog, an advisory request naming a service that does not exist gets the
/// missing-service message at the service's place in the chain.
#[test]
fn advisory_services_checked_against_the_catalog() {
    use site_core::messages as m;
    use site_core::validation::{ServiceCatalog, validate_with};
    let catalog = ServiceCatalog::new([(
        "advisory".to_owned(),
        vec!["business-plan-template".to_owned()],
    )]);
    let request = |parent: &str, child: &str, description: &str| AdvisoryRequest {
        first_name: Some("Amira".into()),
        last_name: Some("Haddad".into()),
        email: Some("amira@example.ca".into()),
        phone: Some("4165550123".into()),
        job_role: Some("Owner".into()),
        source: Some("Web search".into()),
        parent_service: Some(parent.into()),
        child_service: Some(child.into()),
        description: Some(description.into()),
        ..AdvisoryRequest::default()
    };
    let messages = |r: &AdvisoryRequest| -> Vec<String> {
        validate_with(r, &catalog)
            .into_iter()
            .map(|e| e.message)
            .collect()
    };
    assert!(messages(&request("advisory", "business-plan-template", "A plan")).is_empty());
    assert_eq!(
        messages(&request("astrology", "business-plan-template", "")),
        [m::SELECT_SERVICE.en, m::FILL_DESCRIPTION.en],
        "an unknown service has its own error; its children cannot be checked"
    );
    assert_eq!(
        messages(&request("advisory", "small-business-loans", "A plan")),
        [m::SELECT_SUB_SERVICE.en]
    );
    // The browser's default catalog accepts any id: it only offers real ones.
    assert!(validate(&request("astrology", "tarot", "A plan")).is_empty());
}
