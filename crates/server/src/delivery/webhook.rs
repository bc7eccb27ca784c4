//! The lead webhook (docs/operating.md#the-webhook), per the Standard Webhooks specification
//! (<https://www.standardwebhooks.com>): a JSON body `{"type": "lead.created", "timestamp",
//! "data"}` posted with `webhook-id` (the outbox message id, the same on every retry, so the
//! receiver can drop a duplicate), `webhook-timestamp` (seconds, when sent) and
//! `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`.
//!
//! Answers: any 2xx is delivered. `410 Gone` is permanent (the specification's way for a
//! receiver to say "stop sending"). Every other answer, 4xx included, and every network error
//! or timeout is transient: the specification asks senders to retry, and a receiver answering
//! 401 or 404 is far more often being redeployed or reconfigured than gone, so a lead keeps
//! being offered for the outbox's three days rather than dropped at the first refusal.

use super::{Failure, Outgoing};
use crate::redact::Quiet;
use base64::Engine;
use base64::engine::DecodePaddingMode;
use base64::engine::general_purpose::{GeneralPurpose, GeneralPurposeConfig, STANDARD as BASE64};
use clap::Args;
use hmac::{Hmac, Mac};
use reqwest::{StatusCode, Url};
use serde_json::json;
use sha2::Sha256;
use std::time::Duration;
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

/// A receiver that has not answered within this is retried later.
pub const WEBHOOK_TIMEOUT: Duration = Duration::from_secs(10);
/// The event type of an accepted lead.
pub const LEAD_CREATED: &str = "lead.created";

/// `--webhook-url` and `--webhook-secret`: both or neither.
#[derive(Debug, Clone, Args)]
pub struct WebhookSettings {
    /// Also post each lead to this address (Standard Webhooks), e.g. a CRM's or an automation
    /// tool's endpoint. Needs `--webhook-secret`.
    #[arg(long, env = "SITE_WEBHOOK_URL", value_parser = parse_url, requires = "webhook_secret")]
    pub webhook_url: Option<Url>,
    /// The signing secret shared with the receiver: `whsec_` then base64 of 24 to 64 bytes.
    /// Also signs the calls to the webhooks of a routing file (`--routing`).
    #[arg(long, env = "SITE_WEBHOOK_SECRET", value_parser = Quiet(WebhookSecret::parse))]
    pub webhook_secret: Option<WebhookSecret>,
}

impl WebhookSettings {
    /// No webhook.
    pub fn none() -> Self {
        Self {
            webhook_url: None,
            webhook_secret: None,
        }
    }
}

fn parse_url(text: &str) -> Result<Url, String> {
    let url = Url::parse(text.trim()).map_err(|error| format!("not a URL ({error})"))?;
    match (url.scheme(), url.host_str()) {
        ("http" | "https", Some(host)) if !host.is_empty() => Ok(url),
        _ => Err("expected an http:// or https:// address with a host".to_owned()),
    }
}

/// Secrets are base64 with or without padding.
const SECRET_BASE64: GeneralPurpose = GeneralPurpose::new(
    &base64::alphabet::STANDARD,
    GeneralPurposeConfig::new().with_decode_padding_mode(DecodePaddingMode::Indifferent),
);

/// The signing key, decoded from its `whsec_` form. Never printed.
#[derive(Clone)]
pub struct WebhookSecret(Vec<u8>);

impl std::fmt::Debug for WebhookSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("WebhookSecret(..)")
    }
}

impl WebhookSecret {
    /// `whsec_` + base64 (standard alphabet, padded or not, as the reference libraries read
    /// it) of 24 to 64 bytes, the specification's range. Errors never quote the secret.
    pub fn parse(text: &str) -> Result<Self, String> {
        let encoded = text
            .trim()
            .strip_prefix("whsec_")
            .ok_or("the secret must start with whsec_ (then base64)".to_owned())?;
        let key = SECRET_BASE64
            .decode(encoded)
            .map_err(|_| "the secret after whsec_ is not base64".to_owned())?;
        if !(24..=64).contains(&key.len()) {
            return Err(format!(
                "the secret is {} bytes; it must be 24 to 64 bytes",
                key.len()
            ));
        }
        Ok(Self(key))
    }

    /// `v1,` + base64 of HMAC-SHA256 over `id.timestamp.body`.
    pub fn sign(&self, id: &str, timestamp: i64, body: &[u8]) -> String {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.0).expect("HMAC takes any key length");
        mac.update(format!("{id}.{timestamp}.").as_bytes());
        mac.update(body);
        format!("v1,{}", BASE64.encode(mac.finalize().into_bytes()))
    }
}

/// Posts leads to the configured receiver, or to the one their route names.
#[derive(Debug, Clone)]
pub struct Webhook {
    client: reqwest::Client,
    /// `--webhook-url`: where a message without a route's endpoint goes.
    url: Option<Url>,
    secret: WebhookSecret,
}

impl Webhook {
    /// The webhook `settings` ask for: with `--webhook-url`, or with `--webhook-secret` alone
    /// when a routing file (`routed`) may name endpoints; `None` without a secret. A secret
    /// with neither signs nothing: refused, as a mistaken setting.
    pub fn new(settings: &WebhookSettings, routed: bool) -> Result<Option<Self>, String> {
        let Some(secret) = &settings.webhook_secret else {
            return Ok(None);
        };
        if settings.webhook_url.is_none() && !routed {
            return Err(
                "--webhook-secret signs the calls to --webhook-url or to a routing \
                        file's webhooks (--routing): give one of them"
                    .to_owned(),
            );
        }
        let client = reqwest::Client::builder()
            .timeout(WEBHOOK_TIMEOUT)
            // The specification: a redirect is not a delivery; the receiver's address is the one given.
            .redirect(reqwest::redirect::Policy::none())
            .user_agent(concat!("cedarline-site/", env!("CARGO_PKG_VERSION")))
            .build()
            .map_err(|error| format!("cannot start the webhook client: {error}"))?;
        Ok(Some(Self {
            client,
            url: settings.webhook_url.clone(),
            secret: secret.clone(),
        }))
    }

    /// Where `outgoing` goes: its route's endpoint (docs/operating.md#routing), else
    /// `--webhook-url`.
    fn endpoint(&self, outgoing: &Outgoing) -> Result<Url, Failure> {
        let routed = outgoing
            .notice
            .route
            .as_ref()
            .and_then(|r| r.endpoint.as_deref());
        match (routed, &self.url) {
            (Some(endpoint), _) => Url::parse(endpoint).map_err(|error| {
                Failure::Permanent(format!("the route's webhook is not a URL: {error}"))
            }),
            (None, Some(url)) => Ok(url.clone()),
            (None, None) => Err(Failure::Transient(
                "no --webhook-url for a message its route sent to none".to_owned(),
            )),
        }
    }

    /// Posts `outgoing`'s lead once.
    pub async fn send(&self, outgoing: &Outgoing) -> Result<(), Failure> {
        let url = self.endpoint(outgoing)?;
        let body = body(outgoing);
        let timestamp = OffsetDateTime::now_utc().unix_timestamp();
        let signature = self.secret.sign(&outgoing.message_id, timestamp, &body);
        let answer = self
            .client
            .post(url)
            .header("content-type", "application/json")
            .header("webhook-id", &outgoing.message_id)
            .header("webhook-timestamp", timestamp.to_string())
            .header("webhook-signature", signature)
            .body(body)
            .send()
            .await
            .map_err(|error| Failure::Transient(format!("webhook: {}", error.without_url())))?;
        match answer.status() {
            status if status.is_success() => Ok(()),
            StatusCode::GONE => Err(Failure::Permanent(
                "the webhook receiver answered 410 Gone".to_owned(),
            )),
            status => Err(Failure::Transient(format!(
                "the webhook receiver answered {status}"
            ))),
        }
    }
}

/// The body: the same bytes on every attempt (its `timestamp` is when the lead was accepted).
pub fn body(outgoing: &Outgoing) -> Vec<u8> {
    let notice = &outgoing.notice;
    let created_at = notice.created_at.format(&Rfc3339).unwrap_or_default();
    let body = json!({
        "type": LEAD_CREATED,
        "timestamp": created_at,
        "data": {
            "form": notice.form,
            "id": notice.lead_id,
            "created_at": created_at,
            "lang": notice.lang,
            "payload": notice.payload,
            // Where the visit came from (docs/operating.md#attribution-and-funnel); null when the lead was sent without it.
            "attribution": notice.attribution,
            // Who sent it (docs/operating.md#answering-leads): one id per address, and how many
            // earlier requests of that address are kept; null for a lead without an address.
            "person": notice.person.as_ref().map(|person| json!({
                "id": person.id,
                "earlier": person.earlier,
            })),
        },
    });
    body.to_string().into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_whsec_and_base64_of_24_to_64_bytes() {
        let key = BASE64.encode([7u8; 32]);
        assert!(WebhookSecret::parse(&format!("whsec_{key}")).is_ok());
        assert!(WebhookSecret::parse(&key).is_err());
        // Unpadded, as the reference libraries also accept.
        assert!(WebhookSecret::parse(&format!("whsec_{}", key.trim_end_matches('='))).is_ok());
        assert!(WebhookSecret::parse("whsec_not base64!").is_err());
        assert!(WebhookSecret::parse(&format!("whsec_{}", BASE64.encode([1u8; 8]))).is_err());
        assert!(!format!("{:?}", WebhookSecret::parse(&format!("whsec_{key}"))).contains(&key));
    }

    #[test]
    fn urls_are_http_or_https_with_a_host() {
        assert!(parse_url("https://crm.example.ca/hooks/leads").is_ok());
        assert!(parse_url("http://127.0.0.1:9000/").is_ok());
        for bad in ["ftp://example.ca/", "not a url", "mailto:a@b.ca"] {
            assert!(parse_url(bad).is_err(), "{bad}");
        }
    }
}
