//! The lead forms as data: each form's kind, API route, request type, ordered fields with their
//! labels, updates field and rule chain with its context, described once here (one description
//! per form: ARCHITECTURE.md#4-invariants).
//!
//! Two views of the same inventory:
//! - [`LeadForm`], plain data reached from a [`FormKind`] at run time ([`FormKind::form`]): what
//!   exports, imports and reports need (field names, labels and value kinds, the updates field).
//! - [`LeadRequest`], implemented by each request type, for code that needs the type itself
//!   (decoding, the rule chain, the honeypot): [`FormKind::visit`] calls a [`LeadFormVisitor`]
//!   with the form's type, and [`for_each_lead_form`] with every form's, in [`FormKind::ALL`]
//!   order. The server registers its routes and OpenAPI paths, and the jobs dispatch, through it.
//!
//! Adding a form: its request type (and its browser form, if it has client-only fields) in
//! `entities/forms.rs`, its rule chain in `validation/forms.rs`, a [`FormKind`] variant with its
//! arms in [`FormKind::as_str`] and [`FormKind::visit`] and its place in [`FormKind::ALL`], and its
//! [`LeadRequest`] impl below. The tests here keep each description equal to its type.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::entities::{
    AdvisoryForm, AdvisoryRequest, Attribution, ContactForm, ContactRequest, HelpRequest, LoanForm,
    LoanRequest, SubscribeRequest,
};
use crate::field_rules::{FieldRule, rules as r};
use crate::validation::{Form, RuleContext};

/// The lead forms, as stored in `leads.form` and named on the command line (serde writes the
/// same [`FormKind::as_str`] names: the outbox's notices, the webhook's `data.form`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FormKind {
    Contact,
    Help,
    Advisory,
    Loan,
}

impl FormKind {
    /// Every lead form, in the order exports, reports and the API document list them.
    pub const ALL: [FormKind; 4] = [
        FormKind::Contact,
        FormKind::Help,
        FormKind::Advisory,
        FormKind::Loan,
    ];

    /// The stored and command-line name.
    pub const fn as_str(self) -> &'static str {
        match self {
            FormKind::Contact => "contact",
            FormKind::Help => "help",
            FormKind::Advisory => "advisory",
            FormKind::Loan => "loan",
        }
    }

    /// The form named `name` (as [`FormKind::as_str`] writes it).
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|kind| kind.as_str() == name)
    }

    /// Calls `visitor` with this form's request type: where a kind known at run time meets the
    /// code that needs the type.
    pub fn visit<V: LeadFormVisitor + ?Sized>(self, visitor: &mut V) {
        match self {
            FormKind::Contact => visitor.visit::<ContactRequest>(),
            FormKind::Help => visitor.visit::<HelpRequest>(),
            FormKind::Advisory => visitor.visit::<AdvisoryRequest>(),
            FormKind::Loan => visitor.visit::<LoanRequest>(),
        }
    }

    /// This form's description.
    pub fn form(self) -> &'static LeadForm {
        struct Find(Option<&'static LeadForm>);
        impl LeadFormVisitor for Find {
            fn visit<F: LeadRequest>(&mut self) {
                self.0 = Some(F::FORM);
            }
        }
        let mut find = Find(None);
        self.visit(&mut find);
        find.0.expect("every form kind visits its request type")
    }

    /// Whether this form's rule chain needs the service catalog (which the caller loads).
    pub fn needs_catalog(self) -> bool {
        struct Needs(bool);
        impl LeadFormVisitor for Needs {
            fn visit<F: LeadRequest>(&mut self) {
                self.0 = <F::Context as RuleContext>::NEEDS_CATALOG;
            }
        }
        let mut needs = Needs(false);
        self.visit(&mut needs);
        needs.0
    }
}

/// Code run with a lead form's request type (see [`FormKind::visit`]).
pub trait LeadFormVisitor {
    fn visit<F: LeadRequest>(&mut self);
}

/// Calls `visitor` with every lead form's request type, in [`FormKind::ALL`] order.
pub fn for_each_lead_form<V: LeadFormVisitor + ?Sized>(visitor: &mut V) {
    for kind in FormKind::ALL {
        kind.visit(visitor);
    }
}

/// How a field's value is written: in a CSV cell, a report, an email.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueKind {
    /// Text as written (`Option<String>`).
    Text,
    /// `true` or `false` (`Option<bool>`).
    Flag,
    /// A number (`Option<f64>`: the loan's months in business).
    Number,
}

/// One field of a request type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Field {
    /// The JSON name (the stored payload's key, the CSV column).
    pub name: &'static str,
    /// What a person reads for it (English): the web form's label.
    pub label: &'static str,
    pub kind: ValueKind,
    /// What the form's rule chain accepts for it, as data (the API document's schema).
    pub rule: FieldRule,
}

const fn text(name: &'static str, label: &'static str, rule: FieldRule) -> Field {
    Field {
        name,
        label,
        kind: ValueKind::Text,
        rule,
    }
}

const fn flag(name: &'static str, label: &'static str, rule: FieldRule) -> Field {
    Field {
        name,
        label,
        kind: ValueKind::Flag,
        rule,
    }
}

const fn number(name: &'static str, label: &'static str, rule: FieldRule) -> Field {
    Field {
        name,
        label,
        kind: ValueKind::Number,
        rule,
    }
}

/// One lead form, as data.
#[derive(Debug, PartialEq, Eq)]
pub struct LeadForm {
    pub kind: FormKind,
    /// The route of `POST` under the API's `/api` base.
    pub route: &'static str,
    /// The request type's fields in declaration order (the CSV columns), without the honeypot:
    /// a lead whose honeypot is filled is never stored.
    pub fields: &'static [Field],
    /// The updates box, whose tick is the consent stored with the lead.
    pub updates_field: Option<&'static str>,
}

impl LeadForm {
    /// The field named `name`.
    pub fn field(&self, name: &str) -> Option<&'static Field> {
        self.fields.iter().find(|field| field.name == name)
    }

    /// Whether the updates box is ticked, given how to read a flag of the payload by name:
    /// `false` for a form without one, and for a box left missing or `null`.
    pub fn updates_ticked(&self, flag: impl FnOnce(&str) -> Option<bool>) -> bool {
        self.updates_field.and_then(flag).unwrap_or(false)
    }
}

/// A body the server receives: decoded by serde, checked by its rule chain, and perhaps
/// carrying a honeypot (and with the `openapi` feature, described by its schema).
pub trait Request: Form<Context: RuleContext> + Serialize + DeserializeOwned + ApiSchema {
    /// The hidden field only bots fill in, if the form has one.
    fn honeypot(&self) -> Option<&str>;
    /// The visit's attribution sent with it (docs/operating.md#attribution-and-funnel): a
    /// lead's is taken out and stored beside its payload, not in it; the browser's decoder
    /// reads it apart from the fields and puts it in.
    fn attribution_mut(&mut self) -> &mut Option<Attribution>;
    /// The attribution as sent.
    fn attribution(&self) -> Option<&Attribution>;

    /// The attribution, taken out.
    fn take_attribution(&mut self) -> Option<Attribution> {
        self.attribution_mut().take()
    }
}

/// The [`Request`] of a body type with an `attribution` field and, for a lead form, the
/// honeypot field a bot fills in.
macro_rules! request {
    ($request:ty, honeypot: $field:ident) => {
        request!($request, |request| request.$field.as_deref());
    };
    ($request:ty, $honeypot:expr) => {
        impl Request for $request {
            fn honeypot(&self) -> Option<&str> {
                let honeypot: fn(&Self) -> Option<&str> = $honeypot;
                honeypot(self)
            }

            fn attribution_mut(&mut self) -> &mut Option<Attribution> {
                &mut self.attribution
            }

            fn attribution(&self) -> Option<&Attribution> {
                self.attribution.as_ref()
            }
        }
    };
}

request!(SubscribeRequest, |_| None);
request!(ContactRequest, honeypot: company_fax);
request!(HelpRequest, honeypot: company_fax);
request!(AdvisoryRequest, honeypot: company_fax);
request!(LoanRequest, honeypot: company_fax);

/// A lead form's request type, with its description.
pub trait LeadRequest: Request + Default + TS + Send + 'static {
    const FORM: &'static LeadForm;
    /// The form as the browser validates it: the request and its client-only fields (the
    /// `confirmEmail` of the `*Form` types), or the request itself when it has none.
    type ClientForm: Form<Context = <Self as garde::Validate>::Context>
        + Serialize
        + DeserializeOwned
        + TS;
}

/// The request's OpenAPI schema, when the crate is built with it (the server's API document).
#[cfg(feature = "openapi")]
pub trait ApiSchema: utoipa::ToSchema {}
#[cfg(feature = "openapi")]
impl<T: utoipa::ToSchema> ApiSchema for T {}
/// The request's OpenAPI schema, when the crate is built with it (the server's API document).
#[cfg(not(feature = "openapi"))]
pub trait ApiSchema {}
#[cfg(not(feature = "openapi"))]
impl<T> ApiSchema for T {}

// ---- The four forms -------------------------------------------------------------------------

/// The identity fields the advisory and loan forms share, with the same labels.
const FIRST_NAME: Field = text("firstName", "First name", r::REQUEST_NAME);
const LAST_NAME: Field = text("lastName", "Last name", r::REQUEST_NAME);
const EMAIL: Field = text("email", "Email", r::EMAIL);
const MOBILE: Field = text("phone", "Mobile number", r::MOBILE);
const ROLE: Field = text("job_role", "Your role", r::ROLE);
const SOURCE: Field = text("source", "How did you hear about us?", r::SOURCE);
const WANTS_UPDATES: Field = flag("wants_updates", "Wants updates", r::UPDATES);

impl LeadRequest for ContactRequest {
    type ClientForm = ContactForm;
    const FORM: &'static LeadForm = &LeadForm {
        kind: FormKind::Contact,
        route: "/user",
        fields: &[
            text("firstName", "First name", r::CONTACT_NAME),
            text("lastName", "Last name", r::CONTACT_NAME),
            text("telephone", "Telephone", r::PHONE),
            ROLE,
            EMAIL,
            text("source_of_info", "How did you hear about us?", r::SOURCE),
            text("company_name", "Company name", r::SHORT_TEXT),
            text("city", "City", r::SHORT_TEXT),
            text("state", "Province or territory", r::PROVINCE),
            text("address", "Address", r::SHORT_TEXT),
            text("pin", "Postal code", r::SHORT_TEXT),
            text("website", "Website", r::WEBSITE),
            text("sale_range", "Annual gross sales", r::SALES_RANGE),
            text("query_message", "How can we help?", r::LONG_TEXT),
            flag("want_updates", "Wants updates", r::UPDATES),
        ],
        updates_field: Some("want_updates"),
    };
}

impl LeadRequest for HelpRequest {
    type ClientForm = HelpRequest;
    const FORM: &'static LeadForm = &LeadForm {
        kind: FormKind::Help,
        route: "/help",
        fields: &[
            text("name", "Full name", r::NAME_TEXT),
            EMAIL,
            text("phone", "Phone", r::PHONE),
            text("subject", "Subject", r::SHORT_TEXT),
            text("message", "Message", r::LONG_TEXT),
        ],
        updates_field: None,
    };
}

impl LeadRequest for AdvisoryRequest {
    type ClientForm = AdvisoryForm;
    const FORM: &'static LeadForm = &LeadForm {
        kind: FormKind::Advisory,
        route: "/form/advisory-service",
        fields: &[
            FIRST_NAME,
            LAST_NAME,
            EMAIL,
            MOBILE,
            ROLE,
            SOURCE,
            WANTS_UPDATES,
            text("parent_service", "Service", FieldRule::Service),
            text("child_service", "Sub-service", FieldRule::SubService),
            text("description", "Describe your needs", r::LONG_TEXT),
        ],
        updates_field: Some("wants_updates"),
    };
}

impl LeadRequest for LoanRequest {
    type ClientForm = LoanForm;
    const FORM: &'static LeadForm = &LeadForm {
        kind: FormKind::Loan,
        route: "/form/business-loan",
        fields: &[
            FIRST_NAME,
            LAST_NAME,
            EMAIL,
            MOBILE,
            ROLE,
            SOURCE,
            number("age", "Months in business", r::MONTHS),
            WANTS_UPDATES,
            flag("is_startup", "Is your business a startup?", r::YES_NO),
            flag("fresh_business", "Is this a new business?", r::YES_NO),
            text("amount_of_loan", "Amount of loan", r::SALES_RANGE),
            text("key_points", "Key points of your request", r::LONG_TEXT),
            text("introduction", "Introduce your business", r::LONG_TEXT),
        ],
        updates_field: Some("wants_updates"),
    };
}

/// A lead of `kind` as the emails name it: the team's email (its subject's and heading's noun)
/// and the visitor's acknowledgement.
pub const fn form_title(kind: FormKind, lang: crate::i18n::Lang) -> &'static str {
    let title = match kind {
        FormKind::Contact => crate::i18n::Text {
            en: "Contact request",
            fr: "Demande de contact",
        },
        FormKind::Help => crate::i18n::Text {
            en: "Help request",
            fr: "Demande d’aide",
        },
        FormKind::Advisory => crate::i18n::Text {
            en: "Advisory service request",
            fr: "Demande de services-conseils",
        },
        FormKind::Loan => crate::i18n::Text {
            en: "Business loan request",
            fr: "Demande de prêt d’affaires",
        },
    };
    title.get(lang)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::de::{MapAccess, Visitor};
    use serde_json::{Value, json};
    use std::collections::HashSet;

    #[test]
    fn serde_names_a_form_as_as_str_does() {
        for kind in FormKind::ALL {
            let json = serde_json::to_value(kind).expect("serializes");
            assert_eq!(json, Value::String(kind.as_str().to_owned()));
            assert_eq!(serde_json::from_value::<FormKind>(json).ok(), Some(kind));
        }
        assert!(serde_json::from_value::<FormKind>(json!("Contact")).is_err());
    }

    /// The keys of a JSON object in the order they are written (serde_json's `Map` sorts them).
    fn keys_in_order(json: &str) -> Vec<String> {
        struct Keys;
        impl<'de> Visitor<'de> for Keys {
            type Value = Vec<String>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("an object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Vec<String>, A::Error> {
                let mut keys = Vec::new();
                while let Some((key, _)) = map.next_entry::<String, serde::de::IgnoredAny>()? {
                    keys.push(key);
                }
                Ok(keys)
            }
        }
        let mut deserializer = serde_json::Deserializer::from_str(json);
        serde::Deserializer::deserialize_map(&mut deserializer, Keys).expect("an object")
    }

    /// The kind of value the type takes for `name`: the one of text, flag and number it decodes.
    fn kind_of<F: LeadRequest>(name: &str) -> ValueKind {
        let takes = |value: Value| serde_json::from_value::<F>(json!({ name: value })).is_ok();
        match (takes(json!("x")), takes(json!(true)), takes(json!(2.5))) {
            (true, false, false) => ValueKind::Text,
            (false, true, false) => ValueKind::Flag,
            (false, false, true) => ValueKind::Number,
            other => panic!("{name}: decodes {other:?}"),
        }
    }

    /// Checks one form's description against its type.
    struct AgreesWithType(Vec<FormKind>);

    impl LeadFormVisitor for AgreesWithType {
        fn visit<F: LeadRequest>(&mut self) {
            let form = F::FORM;
            self.0.push(form.kind);
            let written = serde_json::to_string(&F::default()).expect("serialize");
            let names: Vec<&str> = form.fields.iter().map(|field| field.name).collect();
            assert_eq!(
                keys_in_order(&written),
                names,
                "{:?}: the fields, in declaration order",
                form.kind
            );
            for field in form.fields {
                assert_eq!(kind_of::<F>(field.name), field.kind, "{}", field.name);
                assert!(!field.label.is_empty(), "{}", field.name);
            }
            if let Some(updates) = form.updates_field {
                assert_eq!(
                    form.field(updates).map(|field| field.kind),
                    Some(ValueKind::Flag),
                    "{:?}: the updates field is a listed flag",
                    form.kind
                );
            }
            assert!(form.route.starts_with('/'), "{}", form.route);
            // A filled honeypot is seen; the field is not listed.
            let trapped: F =
                serde_json::from_value(json!({ "company_fax": "spam" })).expect("decode");
            assert_eq!(trapped.honeypot(), Some("spam"), "{:?}", form.kind);
            assert_eq!(F::default().honeypot(), None);
        }
    }

    #[test]
    fn each_description_agrees_with_its_request_type() {
        let mut check = AgreesWithType(Vec::new());
        for_each_lead_form(&mut check);
        assert_eq!(check.0, FormKind::ALL, "each kind visits its own form");
    }

    #[test]
    fn kinds_names_routes_are_distinct_and_round_trip() {
        let mut names = HashSet::new();
        let mut routes = HashSet::new();
        for kind in FormKind::ALL {
            assert!(names.insert(kind.as_str()));
            assert!(routes.insert(kind.form().route));
            assert_eq!(kind.form().kind, kind);
            assert_eq!(FormKind::from_name(kind.as_str()), Some(kind));
        }
        assert_eq!(FormKind::from_name("subscribers"), None);
    }

    #[test]
    fn only_the_advisory_chain_needs_the_catalog() {
        let needing: Vec<FormKind> = FormKind::ALL
            .into_iter()
            .filter(|kind| kind.needs_catalog())
            .collect();
        assert_eq!(needing, [FormKind::Advisory]);
    }
}
