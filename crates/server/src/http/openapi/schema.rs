//! JSON Schemas of the form bodies, written from core's field rules (`site_core::field_rules`),
//! so the document says what the rule chains check: required fields, option lists, lengths,
//! patterns that match exactly what a rule accepts, number ranges.

use serde_json::{Map, Value, json};
use site_core::constants::{
    ATTRIBUTION_PAGES_MAX, ATTRIBUTION_SECONDS_MAX, ATTRIBUTION_SECONDS_STEP,
    ATTRIBUTION_TEXT_MAX_CHARS,
};
use site_core::entities::{BEACON_STEPS, FUNNEL_FORMS};
use site_core::field_rules::{
    FieldRule, attribution_tag, host_name, landing_path, one_of, optional_attribution_tag,
};
use site_core::lead_forms::{FormKind, LeadForm};
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

/// A visit's attribution (docs/operating.md#attribution-and-funnel): every key optional, no other; each text at most 100
/// characters as sent and, trimmed, what its key holds; the counts whole numbers in range.
/// Written once: its tag pattern lists every Unicode letter and digit, and the advisory form's
/// body is written again for each request (with the database's services).
pub fn attribution() -> Value {
    static SCHEMA: std::sync::OnceLock<Value> = std::sync::OnceLock::new();
    SCHEMA.get_or_init(write_attribution).clone()
}

fn write_attribution() -> Value {
    let text = |pattern: String, what: &str| {
        json!({
            "type": ["string", "null"],
            "maxLength": ATTRIBUTION_TEXT_MAX_CHARS,
            "pattern": pattern,
            "description": what,
        })
    };
    let tag = |what: &str| text(attribution_tag(), what);
    json!({
        "type": ["object", "null"],
        "additionalProperties": false,
        "description": "Where the visit came from, as the site's app noted it in memory: stored with the lead, never a cookie or an identifier.",
        "properties": {
            "utm_source": tag("the landing address's `utm_source`"),
            "utm_medium": tag("its `utm_medium`"),
            "utm_campaign": tag("its `utm_campaign`"),
            "utm_term": tag("its `utm_term`"),
            "utm_content": tag("its `utm_content`"),
            "referrer_host": text(host_name(), "the referring site's host name (none when same-site)"),
            "landing_path": text(landing_path(), "the landing page's address as the site spells it"),
            "lang": text(one_of(&["en", "fr"]), "the landing page's language"),
            "pages_seen": {
                "type": ["integer", "null"],
                "minimum": 1,
                "maximum": ATTRIBUTION_PAGES_MAX,
                "description": "pages seen before the submit, the landing page included",
            },
            "seconds_on_site": {
                "type": ["integer", "null"],
                "minimum": 0,
                "maximum": ATTRIBUTION_SECONDS_MAX,
                "multipleOf": ATTRIBUTION_SECONDS_STEP,
                "description": "seconds from the landing to the submit, rounded to tens",
            },
        },
    })
}

/// The webhook the server posts for each accepted lead (`--webhook-url`, Standard Webhooks:
/// `webhook-id`, `webhook-timestamp` and `webhook-signature` headers), as an OpenAPI webhook.
pub fn lead_webhook() -> Value {
    json!({
        "summary": "A lead was accepted",
        "description": "Posted to `--webhook-url` once per accepted lead, at least once (the same `webhook-id` on every retry), signed per the Standard Webhooks specification with `--webhook-secret`. Any 2xx answer delivers it.",
        "requestBody": {
            "required": true,
            "content": { "application/json": { "schema": {
                "type": "object",
                "required": ["type", "timestamp", "data"],
                "properties": {
                    "type": { "type": "string", "enum": ["lead.created"] },
                    "timestamp": { "type": "string", "format": "date-time" },
                    "data": {
                        "type": "object",
                        "required": ["form", "id", "created_at", "lang", "payload", "attribution", "person"],
                        "properties": {
                            "form": { "type": "string", "enum": FormKind::ALL.map(FormKind::as_str) },
                            "id": { "type": "string" },
                            "created_at": { "type": "string", "format": "date-time" },
                            "lang": { "type": "string", "enum": ["en", "fr"] },
                            "payload": { "type": "object", "description": "the lead form's fields as the site stored them" },
                            "attribution": attribution(),
                            "person": {
                                "description": "who sent it (docs/operating.md#answering-leads): null for a lead without an address",
                                "type": ["object", "null"],
                                "required": ["id", "earlier"],
                                "properties": {
                                    "id": { "type": "string", "pattern": "^[0-9a-f]{64}$", "description": "an HMAC-SHA256 of the trimmed, lower-cased address with a secret of the site: the same address always has the same id here, and the id reveals nothing of it" },
                                    "earlier": { "type": "integer", "minimum": 0, "description": "how many earlier requests of the same address the site still keeps (counted up to 1,000)" },
                                },
                            },
                        },
                    },
                },
            } } }
        },
        "responses": { "2XX": { "description": "delivered" } },
    })
}

/// A funnel beacon's body (`POST /api/events`).
pub fn funnel_event() -> Value {
    json!({
        "type": "object",
        "required": ["form", "step", "lang"],
        "additionalProperties": false,
        "properties": {
            "form": { "type": "string", "enum": FUNNEL_FORMS },
            "step": { "type": "string", "enum": BEACON_STEPS },
            "lang": { "type": "string", "enum": ["en", "fr"] },
            "source": {
                "type": ["string", "null"],
                "maxLength": ATTRIBUTION_TEXT_MAX_CHARS,
                "pattern": optional_attribution_tag(),
                "description": "the visit's campaign source, else its referring host; blank or none: direct",
            },
        },
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
    properties.insert("attribution".to_owned(), attribution());
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
