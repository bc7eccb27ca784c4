//! Conditional GETs of the content routes (`http/representation.rs`): each answer names its
//! representation in `ETag`, and `If-None-Match` naming it (or `*`) is answered 304, no body.

use serde_json::{Value, json};

/// Adds `If-None-Match`, the 200's `ETag` and the 304 to a content route's GET.
pub fn apply(operation: &mut Value, method: &str) {
    let content = operation["tags"]
        .as_array()
        .is_some_and(|tags| tags.iter().any(|tag| tag == "content"));
    if method != "get" || !content {
        return;
    }
    match operation["parameters"].as_array_mut() {
        Some(parameters) => parameters.push(if_none_match()),
        None => operation["parameters"] = json!([if_none_match()]),
    }
    let Some(responses) = operation["responses"].as_object_mut() else {
        return;
    };
    if let Some(ok) = responses.get_mut("200") {
        ok["headers"]["ETag"] = etag();
    }
    responses.insert(
        "304".to_owned(),
        json!({
            "description": "Not Modified: `If-None-Match` names this representation (or is `*`); no body",
            "headers": {
                "ETag": etag(),
                "Cache-Control": {
                    "required": true,
                    "description": "as on the 200",
                    "schema": { "type": "string" }
                }
            }
        }),
    );
}

fn if_none_match() -> Value {
    json!({
        "name": "If-None-Match",
        "in": "header",
        "required": false,
        "description": "Entity tags the client holds (a list, weak or strong, or `*`): when one names the answer's representation, the answer is 304 without a body.",
        "schema": { "type": "string" }
    })
}

fn etag() -> Value {
    json!({
        "required": true,
        "description": "a strong tag of this representation: its body, language and content coding",
        "schema": { "type": "string", "pattern": "^\"[A-Za-z0-9_-]+\"$" }
    })
}
