//! The lead webhook against a real receiver that verifies each request with the Standard
//! Webhooks reference package (`standardwebhooks` on PyPI), not with our own code.

use super::one_of_each_form;
use super::sinks::{Sink, closed_port};
use serde_json::{Value, json};
use server::delivery::webhook::{LEAD_CREATED, Webhook, WebhookSecret, WebhookSettings};
use server::delivery::{Failure, Outgoing};
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

/// `whsec_` + base64 of 32 bytes, as the specification's libraries generate them.
const SECRET: &str = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwMfKQ9r8GKYo=";
const OTHER_SECRET: &str = "whsec_c2VjcmV0IG9mIGFub3RoZXIgcmVjZWl2ZXIhIQ==";

fn webhook(port: u16, secret: &str) -> Webhook {
    Webhook::new(
        &WebhookSettings {
            webhook_url: Some(
                format!("http://127.0.0.1:{port}/hooks/leads")
                    .parse()
                    .expect("url"),
            ),
            webhook_secret: Some(WebhookSecret::parse(secret).expect("secret")),
        },
        false,
    )
    .expect("client")
    .expect("configured")
}

fn assert_delivered(received: &Value, message: &Outgoing) {
    assert_eq!(received["verified"], true, "{received}");
    assert_eq!(received["path"], "/hooks/leads");
    let headers = &received["headers"];
    assert_eq!(headers["webhook-id"], message.message_id.as_str());
    assert_eq!(headers["content-type"], "application/json");
    let sent_at: i64 = headers["webhook-timestamp"]
        .as_str()
        .and_then(|seconds| seconds.parse().ok())
        .expect("seconds");
    assert!((OffsetDateTime::now_utc().unix_timestamp() - sent_at).abs() < 60);
    let body: Value = serde_json::from_str(received["body"].as_str().expect("body")).expect("json");
    let notice = &message.notice;
    let created_at = notice.created_at.format(&Rfc3339).expect("rfc 3339");
    assert_eq!(
        body,
        json!({
            "type": LEAD_CREATED,
            "timestamp": created_at,
            "data": {
                "form": notice.form.as_str(),
                "id": notice.lead_id,
                "created_at": created_at,
                "lang": "en",
                "payload": notice.payload,
                "attribution": notice.attribution,
                "person": null,
            },
        })
    );
}

#[tokio::test]
#[ignore = "needs TEST_PYTHON (standardwebhooks): run by cargo xtask test"]
async fn every_form_is_posted_signed_as_the_reference_verifier_expects() {
    let sink = Sink::webhook(SECRET, None).await;
    let hook = webhook(sink.port, SECRET);
    let messages = one_of_each_form();
    for message in &messages {
        hook.send(message).await.expect("delivered");
    }
    // A retry: the same id and body, signed again.
    let retry = Outgoing {
        attempt: 2,
        ..messages[0].clone()
    };
    hook.send(&retry).await.expect("delivered again");
    let received = sink.records();
    assert_eq!(received.len(), messages.len() + 1);
    for (received, message) in received.iter().zip(messages.iter().chain([&retry])) {
        assert_delivered(received, message);
    }
    assert_eq!(received[0]["body"], received[messages.len()]["body"]);
}

#[tokio::test]
#[ignore = "needs TEST_PYTHON (standardwebhooks): run by cargo xtask test"]
async fn a_signature_with_another_secret_is_refused_by_the_reference_verifier() {
    let sink = Sink::webhook(SECRET, None).await;
    let message = &one_of_each_form()[0];
    let failure = webhook(sink.port, OTHER_SECRET).send(message).await;
    assert!(matches!(failure, Err(Failure::Transient(_))), "{failure:?}");
    let [received] = sink.records().try_into().expect("one request");
    assert_eq!(received["verified"], false, "{received}");
}

#[tokio::test]
#[ignore = "needs TEST_PYTHON (standardwebhooks): run by cargo xtask test"]
async fn receiver_answers_map_to_transient_or_permanent() {
    let message = &one_of_each_form()[0];
    for (status, permanent) in [
        (500, false),
        (503, false),
        (429, false),
        (404, false),
        (410, true),
    ] {
        let sink = Sink::webhook(SECRET, Some(status)).await;
        let outcome = webhook(sink.port, SECRET).send(message).await;
        match outcome {
            Err(Failure::Permanent(_)) if permanent => {}
            Err(Failure::Transient(_)) if !permanent => {}
            other => panic!("{status}: {other:?}"),
        }
        assert_eq!(sink.records().len(), 1);
    }
}

#[tokio::test]
async fn a_receiver_that_is_down_is_a_transient_failure() {
    let message = &one_of_each_form()[0];
    let failure = webhook(closed_port(), SECRET).send(message).await;
    assert!(matches!(failure, Err(Failure::Transient(_))), "{failure:?}");
}
