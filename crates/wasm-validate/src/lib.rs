//! The browser's validator: a thin wasm-bindgen facade over `site-core`.
//!
//! Values cross the boundary as JS values, typed in TypeScript with the `bindings/` types: forms
//! come in through `decode` (serde, with a deserializer that keeps the module small), answers go
//! out as JSON text written by core's `json_text` and read with `JSON.parse`. Every function
//! answers with data, never an exception: a value that does not decode as the form gets the same
//! failure the HTTP API gives a malformed body.
//!
//! The validators answer codes only (`FieldFailure[]`): the browser reads each code's words in the
//! page's language from `bindings/validation_messages*.ts` (web/src/lib/wasm.ts), so the module
//! carries no message text, in neither language.

pub mod decode;

use decode::{decode, decode_form};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use site_core::entities::{AdvisoryForm, ContactForm, HelpRequest, LoanForm, SubscribeRequest};
use site_core::lead_forms::Request;
use site_core::validation::{self, Form};
use site_core::{json_text, markers};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const BINDING_TYPES: &str = r#"
import type { AdvisoryForm, ContactForm, FieldFailure, HelpRequest, LoanForm, MarkerNode, SubscribeRequest } from "../../../bindings";
"#;

/// The one conversion at the boundary: JSON text to the JS value it spells. The text is core's
/// own, always valid; `null` would mean a bug, never an exception in the page.
fn from_json(text: &str) -> JsValue {
    js_sys::JSON::parse(text).unwrap_or(JsValue::NULL)
}

/// The client-only field of the forms that have one.
#[derive(Deserialize)]
struct Confirm {
    #[serde(rename = "confirmEmail", default)]
    confirm_email: Option<String>,
}

/// Decodes a request and its confirm field separately: the same value as the `*Form` types'
/// `#[serde(flatten)]`, without the flatten machinery's weight in the module.
fn with_confirm<R: DeserializeOwned + Request, F>(
    value: &JsValue,
    form: fn(R, Option<String>) -> F,
) -> Option<F> {
    let request = decode_form::<R>(value)?;
    let Confirm { confirm_email } = decode(value)?;
    Some(form(request, confirm_email))
}

/// Runs the rule chain of a decoded form; a value that did not decode gets core's `MALFORMED`,
/// the HTTP API's failure for a malformed body. The codes are the API's.
fn verdict<T: Form<Context: Default>>(form: Option<T>) -> JsValue {
    let failures = match form {
        Some(form) => validation::failures(&form),
        None => vec![validation::MALFORMED],
    };
    from_json(&json_text::failures(&failures))
}

/// The newsletter subscription's failures, in order (empty when valid); the same for every
/// validator below.
#[wasm_bindgen(js_name = validateSubscribe, unchecked_return_type = "FieldFailure[]")]
pub fn validate_subscribe(
    #[wasm_bindgen(unchecked_param_type = "SubscribeRequest")] form: JsValue,
) -> JsValue {
    verdict(decode_form::<SubscribeRequest>(&form))
}

/// The contact form's failures, in order, including the confirm-email check.
#[wasm_bindgen(js_name = validateContact, unchecked_return_type = "FieldFailure[]")]
pub fn validate_contact(
    #[wasm_bindgen(unchecked_param_type = "ContactForm")] form: JsValue,
) -> JsValue {
    verdict(with_confirm(&form, |request, confirm_email| ContactForm {
        request,
        confirm_email,
    }))
}

/// The help message form's failures, in order.
#[wasm_bindgen(js_name = validateHelp, unchecked_return_type = "FieldFailure[]")]
pub fn validate_help(
    #[wasm_bindgen(unchecked_param_type = "HelpRequest")] form: JsValue,
) -> JsValue {
    verdict(decode_form::<HelpRequest>(&form))
}

/// The advisory request form's failures, in order, including the confirm-email checks.
#[wasm_bindgen(js_name = validateAdvisory, unchecked_return_type = "FieldFailure[]")]
pub fn validate_advisory(
    #[wasm_bindgen(unchecked_param_type = "AdvisoryForm")] form: JsValue,
) -> JsValue {
    verdict(with_confirm(&form, |request, confirm_email| AdvisoryForm {
        request,
        confirm_email,
    }))
}

/// The business loan request form's failures, in order, including the confirm-email checks.
#[wasm_bindgen(js_name = validateLoan, unchecked_return_type = "FieldFailure[]")]
pub fn validate_loan(#[wasm_bindgen(unchecked_param_type = "LoanForm")] form: JsValue) -> JsValue {
    verdict(with_confirm(&form, |request, confirm_email| LoanForm {
        request,
        confirm_email,
    }))
}

/// The marker tree of a string, or, for any other value, the message to show instead.
#[wasm_bindgen(js_name = parseMarkers, unchecked_return_type = "MarkerNode[] | string")]
pub fn parse_markers(#[wasm_bindgen(unchecked_param_type = "unknown")] value: JsValue) -> JsValue {
    match value.as_string() {
        Some(text) => from_json(&json_text::marker_tree(&markers::parse(&text))),
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
