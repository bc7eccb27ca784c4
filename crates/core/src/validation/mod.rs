//! Validation of the five forms (docs/decisions/0006-form-validation.md).
//!
//! Each form has ONE rule chain, run in the spec's order, that reports every failing field
//! (its first failing check only) in that order. The browser validates a `*Form` (the request
//! plus the client-only `confirmEmail`); the server validates the `*Request` with the same chain,
//! minus the checks on client-only fields. Both are exposed as [`garde::Validate`] impls.
//!
//! The chains are written out rather than derived: the spec orders some failures by rule rather
//! than by field (the help form checks every field for presence before any format), which field
//! attributes cannot express.

mod attribution;
mod catalog;
mod chain;
mod forms;

pub use attribution::{funnel_event, is_host, is_landing_path, is_tag};
pub use catalog::ServiceCatalog;
#[doc(hidden)]
pub use chain::Sink;
pub mod rules;

use crate::entities::FieldError;

/// A form with a rule chain. Every form also implements `garde::Validate` through the same
/// chain; its `Context` is `()`, or the [`ServiceCatalog`] for the advisory form.
pub trait Form: garde::Validate {
    #[doc(hidden)]
    fn run_chain(&self, context: &Self::Context, sink: &mut dyn Sink);
}

/// What a rule chain needs besides the form: nothing (`()`), or the [`ServiceCatalog`], which
/// only the server has (it loads it from the database; the browser uses the unknown default).
pub trait RuleContext: Default + Send + Sync + 'static {
    /// Whether the caller must load the service catalog before running the chain.
    const NEEDS_CATALOG: bool;

    /// The context, from the catalog the caller loaded (or the default one when not needed).
    fn from_catalog(catalog: &ServiceCatalog) -> &Self;
}

impl RuleContext for () {
    const NEEDS_CATALOG: bool = false;

    fn from_catalog(_: &ServiceCatalog) -> &Self {
        &()
    }
}

impl RuleContext for ServiceCatalog {
    const NEEDS_CATALOG: bool = true;

    fn from_catalog(catalog: &ServiceCatalog) -> &Self {
        catalog
    }
}

/// A failure as a rule chain gives it: the field at fault (`None` for a value that does not decode
/// as the form) and its message's code. The wasm module answers these, and the browser looks the
/// words up by code in `bindings/`, so the module carries no text; natively, [`validate`] turns
/// them into [`FieldError`]s with their words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ts_rs::TS)]
pub struct FieldFailure {
    #[ts(type = "string | null")]
    pub field: Option<&'static str>,
    #[ts(type = "string")]
    pub code: crate::i18n::Code,
}

/// Runs a form's rule chain with the default context: every failure in rule order, empty when
/// the value is valid.
pub fn validate<T: Form>(value: &T) -> Vec<FieldError>
where
    T::Context: Default,
{
    validate_with(value, &T::Context::default())
}

/// Runs a form's rule chain with a context (the server's service catalog).
pub fn validate_with<T: Form>(value: &T, context: &T::Context) -> Vec<FieldError> {
    let mut errors = Vec::new();
    value.run_chain(context, &mut errors);
    errors
}

/// [`validate`] with codes only (the wasm module's answer): the same failures in the same order.
pub fn failures<T: Form>(value: &T) -> Vec<FieldFailure>
where
    T::Context: Default,
{
    let mut failures = Vec::new();
    value.run_chain(&T::Context::default(), &mut failures);
    failures
}

/// The failure of a value that does not decode as the form (not an object, or a field of the
/// wrong type: a number for a text, `"yes"` for a yes/no): one error with no field.
pub const MALFORMED: FieldFailure = FieldFailure {
    field: None,
    code: crate::messages::codes::MALFORMED_JSON,
};

/// [`MALFORMED`] with its words: the body of the HTTP API's 400, which the browser gives too.
pub fn malformed() -> Vec<FieldError> {
    vec![FieldError::new(None, &crate::messages::MALFORMED_JSON)]
}

/// A garde report of a rule chain (its errors hold message codes) as the API's ordered error
/// list, in English.
pub fn report_errors(report: &garde::Report) -> Vec<FieldError> {
    report
        .iter()
        .map(|(path, error)| {
            let field = Some(path.to_string()).filter(|field| !field.is_empty());
            match crate::i18n::Message::by_code(error.message()) {
                Some(message) => FieldError::new(field.as_deref(), message),
                None => FieldError {
                    field,
                    code: String::new(),
                    message: error.message().to_owned(),
                },
            }
        })
        .collect()
}

/// Every message the rule chains can give, for tests and tools that must reach them all, and for
/// `bindings/validation_messages.ts`, the browser's words for the wasm module's codes (with
/// [`MALFORMED`]'s).
pub const MESSAGES: &[crate::i18n::Message] = {
    use crate::messages as m;
    &[
        m::PROVIDE_EMAIL,
        m::PROVIDE_VALID_EMAIL,
        m::ALL_FIELDS_REQUIRED,
        m::SELECT_ROLE,
        m::SELECT_SOURCE,
        m::SELECT_SALE_RANGE,
        m::SELECT_STATE,
        m::ENTER_VALID_EMAIL,
        m::FIRST_NAME_ALPHABET,
        m::LAST_NAME_ALPHABET,
        m::CONTACT_PHONE_INVALID,
        m::CONFIRM_EMAIL_MISMATCH,
        m::WEBSITE_INVALID,
        m::HELP_PHONE_INVALID,
        m::FIRST_NAME_EMPTY,
        m::LAST_NAME_EMPTY,
        m::MOBILE_EMPTY,
        m::MOBILE_TEN_DIGITS,
        m::ROLE_EMPTY,
        m::EMAIL_EMPTY,
        m::EMAIL_MALFORMED,
        m::CONFIRM_EMAIL_EMPTY,
        m::EMAILS_DONT_MATCH,
        m::SOURCE_EMPTY,
        m::SELECT_SERVICE,
        m::SELECT_SUB_SERVICE,
        m::FILL_DESCRIPTION,
        m::FRESH_BUSINESS_EMPTY,
        m::IS_STARTUP_EMPTY,
        m::INTRODUCTION_EMPTY,
        m::DURATION_EMPTY,
        m::DURATION_NOT_MONTHS,
        m::LOAN_AMOUNT_EMPTY,
        m::KEY_POINTS_EMPTY,
        m::FIRST_NAME_TOO_LONG,
        m::LAST_NAME_TOO_LONG,
        m::FIRST_NAME_TOO_LONG_REQUEST,
        m::LAST_NAME_TOO_LONG_REQUEST,
        m::NAME_TOO_LONG,
        m::SUBJECT_TOO_LONG,
        m::MESSAGE_TOO_LONG,
        m::CITY_TOO_LONG,
        m::COMPANY_NAME_TOO_LONG,
        m::ADDRESS_TOO_LONG,
        m::POSTAL_CODE_TOO_LONG,
        m::WEBSITE_TOO_LONG,
        m::DESCRIPTION_TOO_LONG,
        m::INTRODUCTION_TOO_LONG,
        m::KEY_POINTS_TOO_LONG,
        m::SINGLE_LINE,
        m::INVISIBLE_FORMATTING,
        m::ATTRIBUTION_UNKNOWN_KEY,
        m::ATTRIBUTION_TAG_INVALID,
        m::ATTRIBUTION_HOST_INVALID,
        m::ATTRIBUTION_PATH_INVALID,
        m::ATTRIBUTION_LANG_INVALID,
        m::ATTRIBUTION_PAGES_INVALID,
        m::ATTRIBUTION_SECONDS_INVALID,
    ]
};
