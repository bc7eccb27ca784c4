//! `/api/openapi.json`, generated from the handlers' annotations and the core types' schemas.

use super::{AppState, content, leads, search};
use axum::routing::get;
use axum::{Json, Router};
use utoipa::OpenApi;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Cedarline Business Group site API",
        description = "Content, leads and newsletter subscriptions. Every success body is `{\"data\": X}`; every error body is `{\"errors\": [{\"field\", \"message\"}]}`."
    ),
    paths(leads::subscribe)
)]
struct LeadsApi;

/// The whole document: the leads routes (each lead form's from the core inventory), the content
/// routes and the search route.
pub fn document() -> utoipa::openapi::OpenApi {
    let mut document = LeadsApi::openapi();
    document.merge(leads::lead_forms_openapi());
    document.merge(content::openapi());
    document.merge(search::openapi());
    document
}

pub fn router() -> Router<AppState> {
    Router::new().route("/openapi.json", get(|| async { Json(document()) }))
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};
    use site_core::lead_forms::FormKind;

    #[test]
    fn every_lead_form_of_the_inventory_has_its_post() {
        let document = serde_json::to_value(super::document()).expect("serialize");
        for kind in FormKind::ALL {
            let path = format!("/api{}", kind.form().route);
            let post = &document["paths"][&path]["post"];
            assert_eq!(post["operationId"], json!(kind.as_str()), "{path}");
            assert_eq!(post["tags"], json!(["leads"]), "{path}");
            let schema = &post["requestBody"]["content"]["application/json"]["schema"]["$ref"];
            let name = schema
                .as_str()
                .and_then(|r| r.strip_prefix("#/components/schemas/"));
            let name = name.unwrap_or_else(|| panic!("{path}: {schema}"));
            assert!(
                document["components"]["schemas"][name].is_object(),
                "{name}"
            );
            let statuses: Vec<&String> = post["responses"]
                .as_object()
                .map(|responses| responses.keys().collect())
                .unwrap_or_default();
            assert_eq!(
                statuses,
                ["201", "400", "413", "415", "422", "429", "503"],
                "{path}"
            );
        }
        assert_eq!(
            document["paths"]["/api/{lead form}"],
            Value::Null,
            "the template is not a path"
        );
    }
}
