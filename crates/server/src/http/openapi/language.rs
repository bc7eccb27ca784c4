//! The language of every answer (docs/decisions/0009-language-of-answers.md), as the `lang` layer
//! (`http/lang.rs`) decides it for every API route: the `lang` query parameter, else
//! `Accept-Language`; `Content-Language` says which, on every answer the API's routes give.

use serde_json::{Value, json};

/// What `lang` and any other free query text may hold: anything without a NUL
/// (`http/uri_check.rs`).
pub const READABLE_TEXT: &str = "^[^\\u0000]*$";

/// Adds the `lang` query parameter to `operation`, and `Content-Language` to each of its
/// answers but the request timeout's (sent before any route, so without it).
pub fn apply(operation: &mut Value) {
    if let Some(parameters) = operation["parameters"].as_array_mut() {
        parameters.push(lang_parameter());
    }
    let Some(responses) = operation["responses"].as_object_mut() else {
        return;
    };
    for (status, response) in responses.iter_mut() {
        if status == "408" {
            continue;
        }
        response["headers"]["Content-Language"] = content_language(status.starts_with('2'));
    }
}

/// Any text but a NUL: a value naming neither language is ignored like an absent one, and only a
/// NUL (refused with 400 before any route, like any query string holding one) is invalid.
fn lang_parameter() -> Value {
    json!({
        "name": "lang",
        "in": "query",
        "required": false,
        "description": "The language of the answer: `fr` (or `fr-CA`) for French, `en` for English. Without it, or naming another language, the `Accept-Language` header decides (French when it prefers French), else English. Content answers the same shape in both languages, and errors keep their `code`.",
        "schema": { "type": "string", "pattern": READABLE_TEXT }
    })
}

/// `en` or `fr`: always on a route's own answers; an answer produced before the routes (a
/// malformed address, a panic) may lack it.
fn content_language(required: bool) -> Value {
    json!({
        "required": required,
        "description": "the language the answer is written in (`lang`, else `Accept-Language`); answers vary with `Accept-Language`",
        "schema": { "type": "string", "enum": ["en", "fr"] }
    })
}
