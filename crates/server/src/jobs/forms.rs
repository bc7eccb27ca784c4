//! The lead forms as the jobs see them, from core's description: each form's fields in order (the
//! CSV columns) and the core rule chain run on a payload.

use serde_json::Value;
use site_core::entities::FieldError;
use site_core::lead_forms::{Field, LeadFormVisitor, LeadRequest};
use site_core::validation::{RuleContext, ServiceCatalog, validate_with};
use site_store::leads::FormKind;

/// The payload fields of a form, in CSV column order (core's description, without the honeypot).
pub fn fields(form: FormKind) -> &'static [Field] {
    form.form().fields
}

/// A payload decoded into its request type and checked.
#[derive(Debug)]
pub struct Checked {
    /// The request as the site stores it (every field, `null` when absent).
    pub payload: Value,
    /// Every failure of the rule chain, in chain order; empty when the site would accept it.
    pub errors: Vec<FieldError>,
    /// The visit's attribution as JSON (docs/operating.md#attribution-and-funnel), taken out of the payload.
    pub attribution: Option<String>,
}

/// Decodes `payload` into the form's request type and runs the core rule chain on it, with the
/// service catalog for the chains that need it (as the server's extractor does). The caller
/// loads the catalog when [`FormKind::needs_catalog`].
pub fn check(
    form: FormKind,
    payload: Value,
    catalog: &ServiceCatalog,
) -> Result<Checked, serde_json::Error> {
    struct Check<'a> {
        payload: Option<Value>,
        catalog: &'a ServiceCatalog,
        checked: Option<Result<Checked, serde_json::Error>>,
    }
    impl LeadFormVisitor for Check<'_> {
        fn visit<F: LeadRequest>(&mut self) {
            let payload = self.payload.take().unwrap_or_default();
            self.checked = Some(check_as::<F>(payload, self.catalog));
        }
    }
    let mut check = Check {
        payload: Some(payload),
        catalog,
        checked: None,
    };
    form.visit(&mut check);
    check
        .checked
        .expect("every form kind visits its request type")
}

fn check_as<F: LeadRequest>(
    payload: Value,
    catalog: &ServiceCatalog,
) -> Result<Checked, serde_json::Error> {
    let mut request: F = serde_json::from_value(payload)?;
    let errors = validate_with(&request, F::Context::from_catalog(catalog));
    // Stored beside the payload, as the site stores a lead's.
    let attribution = request
        .take_attribution()
        .filter(|attribution| !attribution.is_empty())
        .map(|attribution| serde_json::to_value(&attribution).map(|value| value.to_string()))
        .transpose()?;
    Ok(Checked {
        payload: serde_json::to_value(&request)?,
        errors,
        attribution,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_payload_is_checked_as_its_forms_request_with_the_catalog() {
        let catalog = ServiceCatalog::new([("s1".to_owned(), vec!["c1".to_owned()])]);
        let checked = check(
            FormKind::Advisory,
            json!({ "parent_service": "nope", "extra": 1 }),
            &catalog,
        )
        .expect("decodes");
        let failed: Vec<_> = checked
            .errors
            .iter()
            .filter_map(|error| error.field.as_deref())
            .collect();
        assert!(failed.contains(&"parent_service"), "{failed:?}");
        // Stored as the request type writes it: every field, unknown ones dropped.
        let keys: Vec<&str> = fields(FormKind::Advisory).iter().map(|f| f.name).collect();
        let mut stored: Vec<&str> = checked
            .payload
            .as_object()
            .expect("object")
            .keys()
            .map(String::as_str)
            .collect();
        stored.sort_unstable();
        let mut expected = keys.clone();
        expected.sort_unstable();
        assert_eq!(stored, expected);
        assert!(check(FormKind::Loan, json!({ "age": "ten" }), &catalog).is_err());
    }
}
