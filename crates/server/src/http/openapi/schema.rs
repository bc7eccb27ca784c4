//! JSON Schemas of the form bodies, written from core's field rules (`site_core::field_rules`),
//! so the document says what the rule chains check: required fields, option lists, lengths,
//! patterns that match exactly what a rule accepts, number ranges.

use serde_json::{Map, Value, json};
use site_core::field_rules::{FieldRule, one_of};
use site_core::lead_forms::LeadForm;
use site_core::validation::ServiceCatalog;

/// One field's schema.
pub fn field(rule: FieldRule) -> Value {
    let mut schema = match rule {
        FieldRule::WholeNumber { max } => {
            json!({ "type": "integer", "minimum": 0, "maximum": max })
        }
        FieldRule::YesNo { required: true } => json!({ "type": "boolean" }),
        FieldRule::YesNo { required: false } => json!({ "type": ["boolean", "null"] }),
        FieldRule::Choice(options) => choice(options),
        _ => {
            let kind = if rule.required() {
                json!("string")
            } else {
                json!(["string", "null"])
            };
            let mut schema = json!({ "type": kind });
            if let Some(pattern) = rule.pattern() {
                schema["pattern"] = json!(pattern);
            }
            if let (true, Some(max)) = (rule.counts_as_sent(), rule.max_chars()) {
                schema["maxLength"] = json!(max);
            }
            schema
        }
    };
    schema["description"] = json!(rule.describe());
    schema
}

/// One of the labels: the list itself, or a label with surrounding white space (trimmed).
fn choice(options: &[&str]) -> Value {
    json!({
        "anyOf": [
            { "type": "string", "enum": options },
            { "type": "string", "pattern": one_of(options) },
        ]
    })
}

/// The body of a lead form's `POST`, with the catalog's services when the server has read them.
pub fn form_body(form: &LeadForm, catalog: Option<&ServiceCatalog>) -> Value {
    let mut properties = Map::new();
    let mut required = Vec::new();
    for field in form.fields {
        properties.insert(field.name.to_owned(), self::field(field.rule));
        if field.rule.required() {
            required.push(field.name);
        }
    }
    let mut body = json!({
        "type": "object",
        "required": required,
        "properties": properties,
        "description": "Properties not listed here are ignored.",
    });
    let has_services = form
        .fields
        .iter()
        .any(|field| field.rule == FieldRule::Service);
    if let (true, Some(services)) = (has_services, catalog.and_then(ServiceCatalog::services)) {
        with_services(&mut body, form, services.collect());
    }
    body
}

/// The advisory form's services from the catalog: the service is a top-level id and the
/// sub-service one of that service's children, a pairing no property alone can say. So the body
/// is one of several complete object schemas, one per service that has children (whole objects:
/// a generator then never has to intersect two lists of choices).
fn with_services(body: &mut Value, form: &LeadForm, services: Vec<(&str, &[String])>) {
    let name_of = |rule: FieldRule| {
        form.fields
            .iter()
            .find(|field| field.rule == rule)
            .map(|field| field.name)
    };
    let (Some(service), Some(child)) =
        (name_of(FieldRule::Service), name_of(FieldRule::SubService))
    else {
        return;
    };
    let described = |mut schema: Value, rule: FieldRule| {
        schema["description"] = json!(rule.describe());
        schema
    };
    let branches: Vec<Value> = services
        .iter()
        .filter(|(_, children)| !children.is_empty())
        .map(|(id, children)| {
            let children: Vec<&str> = children.iter().map(String::as_str).collect();
            let mut branch = body.clone();
            branch["properties"][service] = described(choice(&[*id]), FieldRule::Service);
            branch["properties"][child] = described(choice(&children), FieldRule::SubService);
            branch
        })
        .collect();
    *body = if branches.is_empty() {
        // No service can be chosen: no body is accepted.
        json!({ "not": {} })
    } else {
        json!({
            "description": "One object per service: its `_id`, with one of its children's.",
            "anyOf": branches,
        })
    };
}
