//! Lead capture through the HTTP API: the shared vectors, idempotency, the honeypot, consent,
//! repeated subscriptions, and the refusals (400, 413, 415, 422, 429).

use crate::helpers::{Options, TestApp, on_each_app, spawn_app, spawn_app_with};
use serde_json::{Value, json};
use site_core::entities::FieldError;
use site_store::leads::{FormKind, count_leads, lead_exists};

const CLIENT_ONLY: &str = "confirmEmail";

/// Where a form of the vectors posts: a lead form's route from core's inventory, else the
/// newsletter subscription.
fn route(form: &str, newsletter: &str) -> String {
    match FormKind::from_name(form) {
        Some(kind) => format!("/api{}", kind.form().route),
        None => format!("/api/newsletterandeventletters/addemail/{newsletter}"),
    }
}

/// The newest newsletter's id, from the API as the web app gets it.
pub async fn a_newsletter(app: &TestApp) -> String {
    let body: Value = app
        .get("/api/newsletterandeventletters/all")
        .await
        .json()
        .await
        .expect("json");
    body["data"][0]["foundNewsLetters"][0]["_id"]
        .as_str()
        .expect("a newsletter")
        .to_owned()
}

pub fn valid_contact() -> Value {
    json!({
        "firstName": "Émilie", "lastName": "Tremblay-Nguyen", "telephone": "(514) 555-0147",
        "job_role": "Owner", "email": "emilie@example.ca", "source_of_info": "Web search",
        "company_name": "Boulangerie du Plateau", "city": "Montréal", "state": "Quebec",
        "address": "4321 rue Saint-Denis", "pin": "H2J 2K9", "website": "boulangerieduplateau.ca",
        "sale_range": "Between Rs. 5,00,000 and Rs. 25 Lakhs",
        "query_message": "We would like advice on opening a second location.", "want_updates": true
    })
}

pub fn valid_help() -> Value {
    json!({ "name": "Arjun Patel", "email": "arjun@example.ca", "phone": "905-555-0123",
            "subject": "Loan documents", "message": "Which statements should I bring?" })
}

/// Every form vector through the API: the status and the errors (minus the client-only field)
/// are the ones the browser and the native chain give, in English and, asked with `lang=fr`, in
/// French with the same codes.
async fn check_vectors(app: &TestApp) {
    let newsletter = a_newsletter(app).await;
    let mut checked = 0;
    for form in std::iter::once("subscribe").chain(FormKind::ALL.map(FormKind::as_str)) {
        let path = format!(
            "{}/../../tests/vectors/forms/{form}.json",
            env!("CARGO_MANIFEST_DIR")
        );
        let file: Value =
            serde_json::from_str(&std::fs::read_to_string(&path).expect("vectors")).expect("json");
        for case in file["cases"].as_array().expect("cases") {
            let mut input = case["input"].clone();
            if let Some(object) = input.as_object_mut() {
                object.remove(CLIENT_ONLY);
            }
            let expected: Vec<FieldError> =
                serde_json::from_value::<Vec<FieldError>>(case["errors"].clone())
                    .expect("errors")
                    .into_iter()
                    .filter(|e| e.field.as_deref() != Some(CLIENT_ONLY))
                    .collect();
            // The same failures in French (the vectors' `fr`), with the same codes.
            let expected_fr: Vec<FieldError> = case["errors"]
                .as_array()
                .expect("errors")
                .iter()
                .filter(|e| e["field"].as_str() != Some(CLIENT_ONLY))
                .map(|e| FieldError {
                    field: e["field"].as_str().map(str::to_owned),
                    code: e["code"].as_str().expect("code").to_owned(),
                    message: e["fr"].as_str().expect("fr").to_owned(),
                })
                .collect();
            let response = app.post_json(&route(form, &newsletter), &input).await;
            let status = response.status().as_u16();
            let body: Value = response.json().await.expect("json body");
            let name = case["name"].as_str().unwrap_or("?");
            if expected == site_core::validation::malformed() {
                // A value that does not decode: 400, with the browser's verdict as the body.
                assert_eq!(status, 400, "{form} / {name}: {body}");
                let errors: Vec<FieldError> =
                    serde_json::from_value(body["errors"].clone()).expect("errors");
                assert_eq!(errors, expected, "{form} / {name}");
            } else if expected.is_empty() {
                let ok = if form == "subscribe" {
                    status == 202
                } else {
                    status == 201
                };
                assert!(ok, "{form} / {name}: expected success, got {status} {body}");
            } else {
                assert_eq!(status, 422, "{form} / {name}: {body}");
                let errors: Vec<FieldError> =
                    serde_json::from_value(body["errors"].clone()).expect("errors");
                assert_eq!(errors, expected, "{form} / {name}");
            }
            if !expected.is_empty() {
                let french = app
                    .post_json(&format!("{}?lang=fr", route(form, &newsletter)), &input)
                    .await;
                assert_eq!(french.status().as_u16(), status, "{form} / {name} (fr)");
                let body: Value = french.json().await.expect("json body");
                let errors: Vec<FieldError> =
                    serde_json::from_value(body["errors"].clone()).expect("errors");
                assert_eq!(errors, expected_fr, "{form} / {name} (fr)");
            }
            checked += 1;
        }
    }
    assert!(checked >= 150, "only {checked} vectors");
}

#[tokio::test]
async fn vectors_through_the_api() {
    on_each_app(check_vectors).await;
}

#[tokio::test]
async fn a_lead_is_stored_with_its_consent_record() {
    let app = spawn_app().await;
    let response = app.post_json("/api/user", &valid_contact()).await;
    assert_eq!(response.status(), 201);
    let body: Value = response.json().await.expect("json");
    let id = body["data"]["id"].as_str().expect("id");
    assert!(lead_exists(&app.db, id).await.expect("query"));
    let site_store::Db::Sqlite { read, .. } = &app.db else {
        unreachable!()
    };
    let (consent, at, created): (Option<String>, Option<String>, String) =
        sqlx::query_as("SELECT consent_text, consent_at, created_at FROM leads WHERE id = $1")
            .bind(id)
            .fetch_one(read)
            .await
            .expect("row");
    assert_eq!(
        consent.as_deref(),
        Some(site_core::messages::UPDATES_CONSENT.en)
    );
    assert_eq!(at.as_deref(), Some(created.as_str()));
    assert!(created.ends_with('Z'), "UTC timestamp: {created}");

    let mut no_updates = valid_help();
    no_updates["name"] = json!("Lina Haddad");
    let response = app.post_json("/api/help", &no_updates).await;
    let id: Value = response.json().await.expect("json");
    let (consent,): (Option<String>,) =
        sqlx::query_as("SELECT consent_text FROM leads WHERE id = $1")
            .bind(id["data"]["id"].as_str())
            .fetch_one(read)
            .await
            .expect("row");
    assert_eq!(consent, None, "no box, no consent record");
}

#[tokio::test]
async fn a_bad_idempotency_key_is_named_and_nothing_is_stored() {
    let app = spawn_app().await;
    for key in ["   ", &"k".repeat(201)] {
        let response = app
            .client
            .post(app.url("/api/help"))
            .header("Idempotency-Key", key)
            .json(&valid_help())
            .send()
            .await
            .expect("post");
        assert_eq!(response.status(), 400);
        assert_eq!(
            response.json::<Value>().await.expect("json"),
            json!({ "errors": [{
                "field": null,
                "code": site_core::messages::BAD_IDEMPOTENCY_KEY.code,
                "message": site_core::messages::BAD_IDEMPOTENCY_KEY.en,
            }] })
        );
    }
    assert_eq!(
        count_leads(&app.db, FormKind::Help).await.expect("count"),
        0
    );
}

#[tokio::test]
async fn the_honeypot_gets_a_normal_answer_and_nothing_is_stored() {
    let app = spawn_app().await;
    let mut bot = valid_contact();
    bot["company_fax"] = json!("555-0100");
    let response = app.post_json("/api/user", &bot).await;
    assert_eq!(response.status(), 201);
    let body: Value = response.json().await.expect("json");
    assert!(
        body["data"]["id"].is_string(),
        "looks like a real answer: {body}"
    );
    assert_eq!(
        count_leads(&app.db, FormKind::Contact)
            .await
            .expect("count"),
        0
    );
    // A bot's body is answered even when it breaks every rule.
    let response = app
        .post_json("/api/help", &json!({ "company_fax": "x" }))
        .await;
    assert_eq!(response.status(), 201);
    assert_eq!(
        count_leads(&app.db, FormKind::Help).await.expect("count"),
        0
    );
}

#[tokio::test]
async fn a_repeated_subscription_is_202_pending_and_stores_nothing_new() {
    let app = spawn_app().await;
    let path = format!(
        "/api/newsletterandeventletters/addemail/{}",
        a_newsletter(&app).await
    );
    let first = app
        .post_json(&path, &json!({ "email": "owner@example.ca" }))
        .await;
    assert_eq!(first.status(), 202);
    assert_eq!(
        first.json::<Value>().await.expect("json"),
        json!({ "data": { "status": "pending" } })
    );
    let again = app
        .post_json(&path, &json!({ "email": " Owner@Example.CA " }))
        .await;
    assert_eq!(again.status(), 202, "the same address, typed differently");
    let site_store::Db::Sqlite { read, .. } = &app.db else {
        unreachable!()
    };
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM subscribers")
        .fetch_one(read)
        .await
        .expect("count");
    assert_eq!(count, 1);
    let unknown = app
        .post_json(
            "/api/newsletterandeventletters/addemail/no-such-letter",
            &json!({ "email": "a@b.ca" }),
        )
        .await;
    assert_eq!(unknown.status(), 404);
    let invalid = app
        .post_json(&path, &json!({ "email": "not-an-email" }))
        .await;
    assert_eq!(invalid.status(), 422);
    let body: Value = invalid.json().await.expect("json");
    assert_eq!(
        body["errors"][0]["message"],
        site_core::messages::PROVIDE_VALID_EMAIL.en
    );
}

#[tokio::test]
async fn an_advisory_request_must_name_real_services() {
    let app = spawn_app().await;
    let request = |parent: &str, child: &str| {
        json!({
            "firstName": "Amira", "lastName": "Haddad", "email": "amira@example.ca", "phone": "6135550142",
            "job_role": "Owner", "source": "Government", "wants_updates": false,
            "parent_service": parent, "child_service": child, "description": "A plan for a café in Ottawa."
        })
    };
    let ok = app
        .post_json(
            "/api/form/advisory-service",
            &request("advisory", "business-plan-template"),
        )
        .await;
    assert_eq!(ok.status(), 201);
    for (parent, child, message) in [
        (
            "astrology",
            "business-plan-template",
            site_core::messages::SELECT_SERVICE,
        ),
        (
            "advisory",
            "small-business-loans",
            site_core::messages::SELECT_SUB_SERVICE,
        ),
    ] {
        let refused = app
            .post_json("/api/form/advisory-service", &request(parent, child))
            .await;
        assert_eq!(refused.status(), 422);
        let body: Value = refused.json().await.expect("json");
        assert_eq!(body["errors"][0]["message"], message.en, "{parent}/{child}");
    }
}

#[tokio::test]
async fn malformed_oversized_and_non_json_bodies_are_refused_in_the_error_shape() {
    let app = spawn_app().await;
    let send = |body: String, content_type: &str| {
        app.client
            .post(app.url("/api/help"))
            .header("content-type", content_type)
            .body(body)
            .send()
    };
    // Not JSON, a field of the wrong type, not an object: 400 with exactly the one error the
    // browser's wasm module gives a value that does not decode (core's `malformed()`).
    let malformed_body = json!({ "errors": [{ "field": null, "code": site_core::messages::MALFORMED_JSON.code, "message": site_core::messages::MALFORMED_JSON.en }] });
    for bad in [
        "{\"name\": ".to_owned(),
        json!({ "name": 5 }).to_string(),
        json!([]).to_string(),
        json!(["Arjun Patel", "arjun@example.ca"]).to_string(),
        "null".to_owned(),
    ] {
        let malformed = send(bad.clone(), "application/json").await.expect("post");
        assert_eq!(malformed.status(), 400, "{bad}");
        let body: Value = malformed.json().await.expect("json");
        assert_eq!(body, malformed_body, "{bad}");
    }

    let huge = json!({ "name": "x".repeat(17 * 1024) }).to_string();
    let too_large = send(huge, "application/json").await.expect("post");
    assert_eq!(too_large.status(), 413);
    let body: Value = too_large.json().await.expect("json");
    assert_eq!(
        body["errors"][0]["message"],
        site_core::messages::BODY_TOO_LARGE.en
    );

    let not_json = send("name=x".to_owned(), "application/x-www-form-urlencoded")
        .await
        .expect("post");
    assert_eq!(not_json.status(), 415);
    let body: Value = not_json.json().await.expect("json");
    assert_eq!(
        body["errors"][0]["message"],
        site_core::messages::NOT_JSON.en
    );

    let unknown = app.get("/api/no-such-route").await;
    assert_eq!(unknown.status(), 404);
    assert_eq!(
        unknown.json::<Value>().await.expect("json")["errors"][0]["message"],
        site_core::messages::NOT_FOUND.en
    );
    assert_eq!(
        count_leads(&app.db, FormKind::Help).await.expect("count"),
        0
    );
}

#[tokio::test]
async fn posts_are_rate_limited_per_client_with_retry_after() {
    let app = spawn_app_with(Options {
        rate_limit_per_minute: 3,
        ..Options::default()
    })
    .await
    .expect("app");
    for _ in 0..3 {
        assert_eq!(
            app.post_json("/api/help", &valid_help()).await.status(),
            201
        );
    }
    let limited = app.post_json("/api/help", &valid_help()).await;
    assert_eq!(limited.status(), 429);
    let retry: u64 = limited.headers()["retry-after"]
        .to_str()
        .expect("ascii")
        .parse()
        .expect("seconds");
    assert!((1..=60).contains(&retry), "Retry-After {retry}");
    let body: Value = limited.json().await.expect("json");
    assert_eq!(
        body["errors"][0]["message"],
        site_core::messages::RATE_LIMITED.en
    );
    assert_eq!(
        count_leads(&app.db, FormKind::Help).await.expect("count"),
        3
    );
    // Reading is never limited.
    assert_eq!(app.get("/healthz").await.status(), 200);
}
