//! The lead forms as the jobs see them: each request type's fields in a fixed order (the CSV
//! columns) and the core rule chain that checks a payload.

use crate::storage::leads::FormKind;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;
use site_core::entities::{AdvisoryRequest, ContactRequest, FieldError, HelpRequest, LoanRequest};
use site_core::validation::{Form, ServiceCatalog, validate_with};

/// How a field's value is written in a CSV cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Text as written.
    Text,
    /// `true` or `false`.
    Flag,
    /// A number (the loan's months in business).
    Number,
}

/// One field of a request type, by its JSON name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Field {
    pub name: &'static str,
    pub kind: Kind,
}

const fn text(name: &'static str) -> Field {
    Field {
        name,
        kind: Kind::Text,
    }
}

const fn flag(name: &'static str) -> Field {
    Field {
        name,
        kind: Kind::Flag,
    }
}

/// The fields of each request type, in its declaration order, without the honeypot (a lead whose
/// honeypot is filled is never stored). A unit test keeps these lists equal to the types.
const CONTACT: &[Field] = &[
    text("firstName"),
    text("lastName"),
    text("telephone"),
    text("job_role"),
    text("email"),
    text("source_of_info"),
    text("company_name"),
    text("city"),
    text("state"),
    text("address"),
    text("pin"),
    text("website"),
    text("sale_range"),
    text("query_message"),
    flag("want_updates"),
];
const HELP: &[Field] = &[
    text("name"),
    text("email"),
    text("phone"),
    text("subject"),
    text("message"),
];
const ADVISORY: &[Field] = &[
    text("firstName"),
    text("lastName"),
    text("email"),
    text("phone"),
    text("job_role"),
    text("source"),
    flag("wants_updates"),
    text("parent_service"),
    text("child_service"),
    text("description"),
];
const LOAN: &[Field] = &[
    text("firstName"),
    text("lastName"),
    text("email"),
    text("phone"),
    text("job_role"),
    text("source"),
    Field {
        name: "age",
        kind: Kind::Number,
    },
    flag("wants_updates"),
    flag("is_startup"),
    flag("fresh_business"),
    text("amount_of_loan"),
    text("key_points"),
    text("introduction"),
];

/// The payload fields of a form, in CSV column order.
pub fn fields(form: FormKind) -> &'static [Field] {
    match form {
        FormKind::Contact => CONTACT,
        FormKind::Help => HELP,
        FormKind::Advisory => ADVISORY,
        FormKind::Loan => LOAN,
    }
}

/// The updates box of a form, whose tick is the consent stored with the lead.
pub fn updates_field(form: FormKind) -> Option<&'static str> {
    match form {
        FormKind::Contact => Some("want_updates"),
        FormKind::Help => None,
        FormKind::Advisory | FormKind::Loan => Some("wants_updates"),
    }
}

/// A payload decoded into its request type and checked.
#[derive(Debug)]
pub struct Checked {
    /// The request as the site stores it (every field, `null` when absent).
    pub payload: Value,
    /// Every failure of the rule chain, in chain order; empty when the site would accept it.
    pub errors: Vec<FieldError>,
}

/// Decodes `payload` into the form's request type and runs the core rule chain on it, with the
/// service catalog for advisory requests (as the server's extractor does).
pub fn check(
    form: FormKind,
    payload: Value,
    catalog: &ServiceCatalog,
) -> Result<Checked, serde_json::Error> {
    match form {
        FormKind::Contact => check_as::<ContactRequest>(payload, &()),
        FormKind::Help => check_as::<HelpRequest>(payload, &()),
        FormKind::Advisory => check_as::<AdvisoryRequest>(payload, catalog),
        FormKind::Loan => check_as::<LoanRequest>(payload, &()),
    }
}

fn check_as<T: DeserializeOwned + Serialize + Form>(
    payload: Value,
    context: &T::Context,
) -> Result<Checked, serde_json::Error> {
    let request: T = serde_json::from_value(payload)?;
    let errors = validate_with(&request, context);
    Ok(Checked {
        payload: serde_json::to_value(&request)?,
        errors,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    fn names_of<T: Serialize + Default>() -> BTreeSet<String> {
        match serde_json::to_value(T::default()).expect("serialize") {
            Value::Object(map) => map.keys().cloned().collect(),
            other => panic!("not an object: {other}"),
        }
    }

    #[test]
    fn the_field_lists_are_the_request_types_fields() {
        let expected = [
            (FormKind::Contact, names_of::<ContactRequest>()),
            (FormKind::Help, names_of::<HelpRequest>()),
            (FormKind::Advisory, names_of::<AdvisoryRequest>()),
            (FormKind::Loan, names_of::<LoanRequest>()),
        ];
        for (form, names) in expected {
            let listed: BTreeSet<String> = fields(form).iter().map(|f| f.name.to_owned()).collect();
            assert_eq!(listed, names, "{form:?}");
            assert_eq!(listed.len(), fields(form).len(), "{form:?}: no duplicates");
            if let Some(updates) = updates_field(form) {
                assert!(listed.contains(updates), "{form:?}");
            }
        }
    }
}
