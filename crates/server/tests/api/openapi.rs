//! The served `/api/openapi.json` against the database behind it: the advisory form's services
//! and the path parameters' examples are the stored ones, and a body the document allows is one
//! the server accepts (Schemathesis, run by `cargo xtask test`, tries every other route).

use crate::helpers::{TestApp, on_each_app};
use serde_json::{Value, json};
use site_core::lead_forms::FormKind;

async fn json_of(app: &TestApp, path: &str) -> Value {
    let response = app.get(path).await;
    assert_eq!(response.status(), 200, "{path}");
    response.json().await.expect("json")
}

fn ids(list: &Value) -> Vec<String> {
    list.as_array()
        .expect("a list")
        .iter()
        .map(|item| item["_id"].as_str().expect("an _id").to_owned())
        .collect()
}

/// A valid advisory request but for its services.
fn advisory_body(service: &str, child: &str) -> Value {
    json!({
        "firstName": "Jean", "lastName": "Tremblay", "email": "jean@example.ca",
        "phone": "4165550123", "job_role": "Owner", "source": "Web search",
        "wants_updates": false, "parent_service": service, "child_service": child,
        "description": "A review of my business plan.",
    })
}

#[tokio::test]
async fn the_advisory_services_in_the_document_are_the_stored_ones() {
    on_each_app(async |app| {
        let document = json_of(app, "/api/openapi.json").await;
        let body = &document["components"]["schemas"]["AdvisoryRequest"];
        let services = json_of(app, "/api/service/all").await;
        let top = ids(&services["data"]["allChildren"]);
        assert!(!top.is_empty());
        let pairs = body["anyOf"].as_array().expect("one object per service");
        let choices =
            |pair: &Value, name: &str| pair["properties"][name]["anyOf"][0]["enum"].clone();
        let mut listed: Vec<String> = pairs
            .iter()
            .map(|pair| {
                choices(pair, "parent_service")[0]
                    .as_str()
                    .expect("an id")
                    .to_owned()
            })
            .collect();
        let mut stored = top.clone();
        listed.sort();
        stored.sort();
        assert_eq!(listed, stored);
        let route = format!("/api{}", FormKind::Advisory.form().route);
        for pair in pairs {
            let service = choices(pair, "parent_service")[0]
                .as_str()
                .expect("an id")
                .to_owned();
            let children = choices(pair, "child_service");
            let children = children.as_array().expect("the children's ids");
            let tree = json_of(app, &format!("/api/service/all/+services+{service}")).await;
            assert_eq!(
                &json!(children),
                &json!(ids(&tree["data"]["parent"]["allChildren"]))
            );
            let child = children[0].as_str().expect("an id");
            let accepted = app.post_json(&route, &advisory_body(&service, child)).await;
            assert_eq!(accepted.status(), 201, "{service} {child}");
            let other = pairs
                .iter()
                .flat_map(|p| choices(p, "child_service").as_array().cloned())
                .flatten()
                .find(|id| !children.contains(id));
            if let Some(other) = other.as_ref().and_then(Value::as_str) {
                let refused = app.post_json(&route, &advisory_body(&service, other)).await;
                assert_eq!(refused.status(), 422, "{service} {other}");
            }
        }
        assert_eq!(pairs.len(), top.len(), "every seeded service has children");
    })
    .await;
}

#[tokio::test]
async fn every_path_example_names_a_stored_page() {
    on_each_app(async |app| {
        let document = json_of(app, "/api/openapi.json").await;
        let mut checked = 0;
        for (path, item) in document["paths"].as_object().expect("paths") {
            let Some(get) = item.get("get") else { continue };
            for parameter in get["parameters"].as_array().into_iter().flatten() {
                if parameter["in"] != "path" {
                    continue;
                }
                let name = format!("{{{}}}", parameter["name"].as_str().expect("a name"));
                let examples = parameter["schema"]["examples"].as_array();
                let examples = examples.unwrap_or_else(|| panic!("{path}: no examples"));
                assert!(!examples.is_empty(), "{path}");
                for example in examples {
                    let address = path.replace(&name, example.as_str().expect("text"));
                    let response = app.get(&address).await;
                    assert_eq!(response.status(), 200, "{address}");
                    checked += 1;
                }
            }
        }
        assert!(checked > 20, "{checked}");
    })
    .await;
}
