//! `/api/openapi.json`. The routes' paths and answer bodies come from the handlers' annotations
//! and core's types; each lead form's body from core's field rules (`schema.rs`), the advisory
//! form's services from the database when the document is served; then every operation gets
//! every status it can answer (`responses.rs`), the query parameters and `Idempotency-Key`
//! their exact patterns, every operation its language (`lang`, `Content-Language`:
//! `language.rs`), and the ids' parameters the database's ids as examples (`examples.rs`).

mod conditional;
mod examples;
mod language;
mod responses;
mod schema;

use super::extract::IDEMPOTENCY_KEY_MAX_BYTES;
use super::{ApiResult, AppState, content, events, leads, newsletter, search};
use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{Value, json};
use site_core::constants::SEARCH_QUERY_MAX_CHARS;
use site_core::entities::ErrorBody;
use site_core::field_rules::{SUBSCRIBE_EMAIL, optional_text, optional_whole_number};
use site_core::lead_forms::{FormKind, LeadFormVisitor, LeadRequest, for_each_lead_form};
use site_core::validation::ServiceCatalog;
use std::sync::OnceLock;
use utoipa::{OpenApi, PartialSchema as _, ToSchema as _};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Cedarline Business Group site API",
        description = "Content, leads and newsletter subscriptions, in English or French (`lang=fr`, else `Accept-Language`; `Content-Language` says which). Every success body is `{\"data\": X}`; every error body is `{\"errors\": [{\"field\", \"code\", \"message\"}]}` (`field` null when no field is at fault; `code` the same in both languages), in rule order."
    ),
    paths(leads::subscribe, events::event)
)]
struct LeadsApi;

pub fn router() -> Router<AppState> {
    Router::new().route("/openapi.json", get(serve))
}

/// The document with the database's services in the advisory form, and its ids as examples.
async fn serve(State(state): State<AppState>) -> ApiResult<Json<Value>> {
    let catalog = site_store::content::service_catalog(&state.db).await?;
    let mut document = document(Some(&catalog));
    examples::apply(&mut document, examples::read(&state.db, &catalog).await?);
    Ok(Json(document))
}

/// The whole document; `catalog` fills the advisory form's services (without it, they are any
/// non-blank id).
pub fn document(catalog: Option<&ServiceCatalog>) -> Value {
    static STATIC_PART: OnceLock<Value> = OnceLock::new();
    let mut document = STATIC_PART.get_or_init(static_part).clone();
    if let Some(catalog) = catalog {
        for (kind, name) in lead_form_schema_names() {
            if kind.needs_catalog() {
                document["components"]["schemas"][&name] =
                    schema::form_body(kind.form(), Some(catalog));
            }
        }
    }
    document
}

/// Everything but the database's services: built once (the name and website patterns list
/// every Unicode letter).
fn static_part() -> Value {
    let mut api = LeadsApi::openapi();
    api.merge(content::openapi());
    api.merge(search::openapi());
    api.merge(newsletter::openapi());
    let mut document = serde_json::to_value(api).expect("the document serializes");
    document["components"]["schemas"]["ErrorBody"] =
        serde_json::to_value(ErrorBody::schema()).expect("a schema serializes");
    for (name, schema) in error_schemas() {
        document["components"]["schemas"][name] = schema;
    }
    for (kind, name) in lead_form_schema_names() {
        let form = kind.form();
        document["components"]["schemas"][&name] = schema::form_body(form, None);
        document["paths"][format!("/api{}", form.route)] =
            json!({ "post": lead_form_operation(kind, &name) });
    }
    let subscribe =
        &mut document["paths"]["/api/newsletterandeventletters/addemail/{newsletter_id}"]["post"];
    subscribe["requestBody"] = json!({
        "required": true,
        "content": { "application/json": { "schema": {
            "type": "object",
            "required": ["email"],
            "properties": {
                "email": schema::field(SUBSCRIBE_EMAIL),
                "attribution": schema::attribution(),
            },
            "description": "Properties not listed here are ignored.",
        } } }
    });
    document["webhooks"] = json!({ "lead.created": { "post": schema::lead_webhook() } });
    document["paths"]["/api/events"]["post"]["requestBody"] = json!({
        "required": true,
        "content": { "application/json": { "schema": schema::funnel_event() } }
    });
    let paths = document["paths"].as_object_mut().expect("paths");
    for (path, item) in paths.iter_mut() {
        for (method, operation) in item.as_object_mut().expect("a path item").iter_mut() {
            exact_parameters(operation);
            responses::complete(operation, method, path.contains('{'));
            conditional::apply(operation, method);
            language::apply(operation);
        }
    }
    document
}

/// The schemas `ErrorBody` refers to (utoipa lists them apart).
fn error_schemas() -> Vec<(String, Value)> {
    let mut schemas = Vec::new();
    ErrorBody::schemas(&mut schemas);
    schemas
        .into_iter()
        .map(|(name, schema)| (name, serde_json::to_value(schema).expect("serializes")))
        .collect()
}

/// Each lead form with the name of its request type's schema.
fn lead_form_schema_names() -> Vec<(FormKind, String)> {
    struct Names(Vec<(FormKind, String)>);
    impl LeadFormVisitor for Names {
        fn visit<F: LeadRequest>(&mut self) {
            self.0
                .push((F::FORM.kind, <F as utoipa::ToSchema>::name().into_owned()));
        }
    }
    let mut names = Names(Vec::new());
    for_each_lead_form(&mut names);
    names.0
}

/// A lead form's `POST`: a valid lead is stored (a repeat of an `Idempotency-Key` replays the
/// first answer); a bot that fills the hidden trap field is answered alike and nothing is stored.
fn lead_form_operation(kind: FormKind, schema_name: &str) -> Value {
    json!({
        "tags": ["leads"],
        "operationId": kind.as_str(),
        "parameters": [],
        "requestBody": {
            "required": true,
            "content": { "application/json": { "schema": {
                "$ref": format!("#/components/schemas/{schema_name}")
            } } }
        },
        "responses": {
            "201": {
                "description": "stored; the lead's id",
                "content": { "application/json": { "schema": {
                    "type": "object",
                    "required": ["data"],
                    "properties": { "data": {
                        "type": "object",
                        "required": ["id"],
                        "properties": { "id": { "type": "string" } }
                    } }
                } } }
            }
        }
    })
}

/// The exact patterns of the parameters the server reads: `Idempotency-Key` on every `POST`,
/// and the query strings' `limit` and `q`.
fn exact_parameters(operation: &mut Value) {
    let parameters = operation["parameters"]
        .as_array_mut()
        .map(std::mem::take)
        .unwrap_or_default();
    let mut parameters: Vec<Value> = parameters
        .into_iter()
        .filter(|parameter| parameter["in"] != "header")
        .collect();
    for parameter in &mut parameters {
        match (parameter["in"].as_str(), parameter["name"].as_str()) {
            (Some("query"), Some("limit")) => {
                parameter["schema"] =
                    json!({ "type": "string", "pattern": optional_whole_number() });
            }
            (Some("query"), Some("q")) => {
                parameter["schema"] = json!({
                    "type": "string",
                    "pattern": optional_text(SEARCH_QUERY_MAX_CHARS),
                });
            }
            // Any other text (`id`): what the address check lets through.
            (Some("query"), _) if parameter["schema"]["pattern"].is_null() => {
                parameter["schema"] =
                    json!({ "type": "string", "pattern": language::READABLE_TEXT });
            }
            _ => {}
        }
    }
    if operation["requestBody"].is_object() {
        parameters.push(idempotency_key());
    }
    operation["parameters"] = json!(parameters);
}

/// The `Idempotency-Key` header as the server reads it: visible ASCII, trimmed of spaces and
/// tabs, 1 to 200 characters.
fn idempotency_key() -> Value {
    let between = IDEMPOTENCY_KEY_MAX_BYTES - 2;
    json!({
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "Makes a post safe to repeat: a repeat with the same key answers the first answer and stores nothing new. 1 to 200 visible ASCII characters (surrounding spaces and tabs ignored).",
        "schema": {
            "type": "string",
            "pattern": format!("^[\\t ]*[!-~](?:[\\t -~]{{0,{between}}}[!-~])?[\\t ]*$"),
        }
    })
}

#[cfg(test)]
mod tests;
