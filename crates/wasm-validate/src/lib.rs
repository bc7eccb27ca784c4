//! The browser's validator: a thin wasm-bindgen facade over `site-core`.
//!
//! Values cross the boundary as JS objects, typed in TypeScript with the `bindings/` types: forms
//! come in through `decode` (serde, with a deserializer that keeps the module small), answers go
//! out through serde-wasm-bindgen. Every function answers with data, never an exception: a value
//! that does not decode as the form gets the same error the HTTP API gives a malformed body.

pub mod decode;

use decode::decode;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use site_core::entities::{AdvisoryForm, ContactForm, HelpRequest, LoanForm, SubscribeRequest};
use site_core::i18n::Lang;
use site_core::markers;
use site_core::validation::Form;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const BINDING_TYPES: &str = r#"
import type { AdvisoryForm, ContactForm, FieldError, HelpRequest, Lang, LoanForm, MarkerNode, SubscribeRequest } from "../../../bindings";
"#;

/// The one conversion at the boundary: Rust data to a plain JS value (`None` as `null`).
fn to_js<T: Serialize>(value: &T) -> JsValue {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap_or(JsValue::NULL)
}

/// The client-only field of the forms that have one.
#[derive(Deserialize)]
struct Confirm {
    #[serde(rename = "confirmEmail", default)]
    confirm_email: Option<String>,
}

/// Decodes a request and its confirm field separately: the same value as the `*Form` types'
/// `#[serde(flatten)]`, without the flatten machinery's weight in the module.
fn with_confirm<R: DeserializeOwned, F>(
    value: &JsValue,
    form: fn(R, Option<String>) -> F,
) -> Option<F> {
    let request = decode::<R>(value)?;
    let Confirm { confirm_email } = decode(value)?;
    Some(form(request, confirm_email))
}

/// The page's language, as the app passes it (`"en"` or `"fr"`); English for anything else.
fn lang_of(lang: &JsValue) -> Lang {
    lang.as_string()
        .and_then(|tag| Lang::parse(&tag))
        .unwrap_or_default()
}

/// Runs the rule chain of a decoded form; a value that did not decode gets core's `malformed()`,
/// the HTTP API's body for a malformed request. The messages are in the page's language, with
/// the same codes as the API's.
fn verdict<T: Form<Context: Default>>(form: Option<T>, lang: &JsValue) -> JsValue {
    let errors = match form {
        Some(form) => site_core::validate(&form),
        None => site_core::validation::malformed(),
    };
    to_js(&site_core::validation::localized(errors, lang_of(lang)))
}

/// The newsletter subscription's failures, in order (empty when valid), in the page's language
/// (`lang`, English when absent); the same for every validator below.
#[wasm_bindgen(js_name = validateSubscribe, unchecked_return_type = "FieldError[]")]
pub fn validate_subscribe(
    #[wasm_bindgen(unchecked_param_type = "SubscribeRequest")] form: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Lang | undefined")] lang: JsValue,
) -> JsValue {
    verdict(decode::<SubscribeRequest>(&form), &lang)
}

/// The contact form's failures, in order, including the confirm-email check.
#[wasm_bindgen(js_name = validateContact, unchecked_return_type = "FieldError[]")]
pub fn validate_contact(
    #[wasm_bindgen(unchecked_param_type = "ContactForm")] form: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Lang | undefined")] lang: JsValue,
) -> JsValue {
    verdict(
        with_confirm(&form, |request, confirm_email| ContactForm {
            request,
            confirm_email,
        }),
        &lang,
    )
}

/// The help message form's failures, in order.
#[wasm_bindgen(js_name = validateHelp, unchecked_return_type = "FieldError[]")]
pub fn validate_help(
    #[wasm_bindgen(unchecked_param_type = "HelpRequest")] form: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Lang | undefined")] lang: JsValue,
) -> JsValue {
    verdict(decode::<HelpRequest>(&form), &lang)
}

/// The advisory request form's failures, in order, including the confirm-email checks.
#[wasm_bindgen(js_name = validateAdvisory, unchecked_return_type = "FieldError[]")]
pub fn validate_advisory(
    #[wasm_bindgen(unchecked_param_type = "AdvisoryForm")] form: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Lang | undefined")] lang: JsValue,
) -> JsValue {
    verdict(
        with_confirm(&form, |request, confirm_email| AdvisoryForm {
            request,
            confirm_email,
        }),
        &lang,
    )
}

/// The business loan request form's failures, in order, including the confirm-email checks.
#[wasm_bindgen(js_name = validateLoan, unchecked_return_type = "FieldError[]")]
pub fn validate_loan(
    #[wasm_bindgen(unchecked_param_type = "LoanForm")] form: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Lang | undefined")] lang: JsValue,
) -> JsValue {
    verdict(
        with_confirm(&form, |request, confirm_email| LoanForm {
            request,
            confirm_email,
        }),
        &lang,
    )
}

/// The marker tree of a string, or, for any other value, the message to show instead.
#[wasm_bindgen(js_name = parseMarkers, unchecked_return_type = "MarkerNode[] | string")]
pub fn parse_markers(#[wasm_bindgen(unchecked_param_type = "unknown")] value: JsValue) -> JsValue {
    match value.as_string() {
        Some(text) => to_js(&markers::parse(&text)),
        None => JsValue::from_str(markers::NON_STRING_MESSAGE.en),
    }
}

/// Marker text rendered to HTML (core's `to_html`: the markup the React renderer and the server
/// give), or, for any other value, the message to show instead. For previews and measurements;
/// pages render the tree of [`parse_markers`] as elements.
#[wasm_bindgen(js_name = renderMarkers)]
pub fn render_markers(#[wasm_bindgen(unchecked_param_type = "unknown")] value: JsValue) -> String {
    markers::render_value_html(value.as_string().as_deref())
}
