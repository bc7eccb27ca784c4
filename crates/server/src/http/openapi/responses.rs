//! Every status an operation can answer, each with the body and headers the server sends: the
//! API's error shape (`ApiError`), `Retry-After` on 429 and 503, and the bodiless 408 of the
//! request timeout.

use serde_json::{Value, json};

/// Adds the statuses every route shares, and those of every form post, keeping a description
/// the route already gives.
pub fn complete(operation: &mut Value, method: &str, has_path_parameters: bool) {
    let mut statuses = vec![
        (
            400,
            "the request is malformed: a path or query parameter that is not valid text, a bad query string, a header or body that cannot be read",
        ),
        (408, "the request was not received in time"),
        (500, "an internal error (never with details)"),
        (
            503,
            "the database cannot answer now: retry after `Retry-After` seconds",
        ),
    ];
    if has_path_parameters {
        statuses.push((404, "nothing has this id"));
    }
    if method == "post" {
        statuses.extend([
            (413, "the body is over 16 KiB"),
            (415, "the body is not declared as JSON"),
            (422, "refused by the form's rules: every failing field, in rule order (the first is the one a form shows)"),
            (429, "too many posts from this client: retry after `Retry-After` seconds"),
        ]);
    }
    let responses = operation["responses"]
        .as_object_mut()
        .expect("every operation has responses");
    for (status, description) in statuses {
        let entry = responses
            .entry(status.to_string())
            .or_insert_with(|| json!({ "description": description }));
        if status == 408 {
            continue;
        }
        entry["content"] = json!({ "application/json": { "schema": {
            "$ref": "#/components/schemas/ErrorBody"
        } } });
        if status == 429 || status == 503 {
            entry["headers"] = json!({ "Retry-After": {
                "required": true,
                "description": "seconds to wait before sending the same request again",
                "schema": { "type": "string", "pattern": "^[0-9]+$" },
            } });
        }
    }
}
