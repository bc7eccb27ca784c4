//! No name, email, phone, message or full IP address in any log line, at the most verbose level the
//! binary allows (docs/decisions/0012-privacy-consent-and-retention.md). The real binary runs with
//! `RUST_LOG=trace` (every target: sqlx, hyper, reqwest, lettre included) and the default
//! plain-text format; every lead form and a subscription are posted with marked values from a
//! forwarded public address, with a failing validation, malformed bodies and a burst that is rate
//! limited; then the whole log is searched for every marker (in plain text and in JSON lines). With
//! `TEST_PYTHON`, the team's email goes to an SMTP server that refuses it with a reply quoting the
//! visitor's address, and the webhook to a real receiver, so the delivery paths (errors included)
//! are logged too.

use crate::delivery::sinks::Sink;
use crate::helpers::LoggedServer;
use crate::jobs::valid_vectors;
use serde_json::{Value, json};
use site_store::leads::FormKind;

const NAME: &str = "Zqxmarker";
const LAST_NAME: &str = "Zqxlastname";
const EMAIL: &str = "zqx.marker@example.ca";
const MESSAGE: &str = "Quizzlewick";
/// The visitor's public address, and the one that gets rate limited.
const IP: &str = "203.0.113.77";
const BURST_IP: &str = "198.51.100.99";
/// What none of the log may contain (compared case-insensitively). The phone's digits are
/// searched as written and as bare digits.
const MARKERS: [&str; 9] = [
    NAME,
    LAST_NAME,
    "zqx.marker",
    MESSAGE,
    "555-0177",
    "5550177",
    "Zqxconsent",
    IP,
    BURST_IP,
];

/// A valid lead of `form` carrying the markers.
fn marked(form: FormKind) -> Value {
    let mut lead = valid_vectors(form).remove(0);
    lead["email"] = json!(EMAIL);
    let (phone, phone_value, message) = match form {
        FormKind::Contact => ("telephone", "416-555-0177", "query_message"),
        FormKind::Help => ("phone", "(416) 555-0177", "message"),
        FormKind::Advisory => ("phone", "4165550177", "description"),
        FormKind::Loan => ("phone", "4165550177", "key_points"),
    };
    lead[phone] = json!(phone_value);
    lead[message] = json!(format!("{MESSAGE} would like a second location."));
    if form == FormKind::Help {
        lead["name"] = json!(format!("{NAME} {LAST_NAME}"));
    } else {
        lead["firstName"] = json!(NAME);
        lead["lastName"] = json!(LAST_NAME);
    }
    if let Some(object) = lead.as_object_mut()
        && form.form().field("confirmEmail").is_some()
    {
        object.insert("confirmEmail".to_owned(), json!(EMAIL));
    }
    lead
}

/// The server binary at the most verbose level behind a trusted proxy (`json`:
/// `SITE_LOG_FORMAT=json`, else the default plain text).
async fn start(extra: &[&str], json: bool) -> LoggedServer {
    let mut flags = vec![
        "--trusted-proxies",
        "127.0.0.1/32",
        "--rate-limit-per-minute",
        "20",
    ];
    flags.extend_from_slice(extra);
    let format = if json { "json" } else { "text" };
    LoggedServer::start(
        "log-privacy",
        &flags,
        &[("RUST_LOG", "trace"), ("SITE_LOG_FORMAT", format)],
    )
    .await
}

/// Posts everything marked, then searches the log; `delivered` is the log line that shows the
/// lead's messages went through the delivery path.
async fn check(served: &LoggedServer, delivered: &str) {
    let client = reqwest::Client::new();
    let post = async |path: &str, from: &str, body: String| {
        client
            .post(format!("{}{path}", served.address()))
            .header("content-type", "application/json")
            .header("x-forwarded-for", from)
            .body(body)
            .send()
            .await
            .expect("post")
            .status()
            .as_u16()
    };
    for form in FormKind::ALL {
        let route = format!("/api{}", form.form().route);
        assert_eq!(
            post(&route, IP, marked(form).to_string()).await,
            201,
            "{form:?}"
        );
    }
    let newsletters: Value = client
        .get(format!(
            "{}/api/newsletterandeventletters/all",
            served.address()
        ))
        .send()
        .await
        .expect("newsletters")
        .json()
        .await
        .expect("json");
    let newsletter = newsletters["data"][0]["foundNewsLetters"][0]["_id"]
        .as_str()
        .expect("a newsletter");
    let subscribe = format!("/api/newsletterandeventletters/addemail/{newsletter}");
    let status = post(&subscribe, IP, json!({ "email": EMAIL }).to_string()).await;
    assert!((200..300).contains(&status), "subscribe: {status}");
    // Refused by the rules, and not JSON of the form's shape: both logged, neither quoted.
    let mut refused = marked(FormKind::Contact);
    refused["email"] = json!("zqx.marker@localhost");
    assert_eq!(post("/api/user", IP, refused.to_string()).await, 422);
    let mut wrong_type = marked(FormKind::Contact);
    wrong_type["want_updates"] = json!("Zqxconsent");
    assert_eq!(post("/api/user", IP, wrong_type.to_string()).await, 400);
    wrong_type["want_updates"] = json!(4165550177_u64);
    assert_eq!(post("/api/user", IP, wrong_type.to_string()).await, 400);
    let cut = format!("{{\"name\": \"{NAME} {LAST_NAME}\", \"email\": \"{EMAIL}");
    assert_eq!(post("/api/help", IP, cut).await, 400);
    // A burst from another address until it is rate limited.
    let mut limited = false;
    for _ in 0..30 {
        if post(&subscribe, BURST_IP, json!({ "email": EMAIL }).to_string()).await == 429 {
            limited = true;
            break;
        }
    }
    assert!(limited, "the burst was never rate limited");
    served.wait_for(|line| line.contains("rate limited")).await;
    served
        .wait_for(|line| line.contains("malformed request"))
        .await;
    served.wait_for(|line| line.contains(delivered)).await;
    let log = served.log();
    let lower = log.to_lowercase();
    for marker in MARKERS {
        let found: Vec<&str> = log
            .lines()
            .filter(|line| line.to_lowercase().contains(&marker.to_lowercase()))
            .collect();
        assert!(
            !lower.contains(&marker.to_lowercase()),
            "{marker:?} is in the log:\n{}",
            found.join("\n")
        );
    }
    // The forwarded address is logged, as its network only.
    assert!(log.contains("198.51.100.x"), "{log}");
}

#[tokio::test]
async fn no_personal_data_in_the_log_at_trace() {
    for json in [false, true] {
        eprintln!("SITE_LOG_FORMAT=json: {json}");
        let served = start(&[], json).await;
        check(&served, "outbox: delivered").await;
    }
}

#[tokio::test]
#[ignore = "needs TEST_PYTHON (aiosmtpd, standardwebhooks): run by cargo xtask test"]
async fn no_personal_data_in_the_log_when_delivery_fails() {
    // A mail server that refuses every message quoting the visitor's address (as some do with
    // the recipient's, and the confirmation emails of the newsletter go to visitors).
    let smtp = Sink::smtp(Some(&format!(
        "550 5.1.1 <{EMAIL}>: Recipient address rejected for {IP}"
    )))
    .await;
    let secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwMfKQ9r8GKYo=";
    let webhook = Sink::webhook(secret, None).await;
    let extra = [
        "--smtp-url".to_owned(),
        format!("smtp://127.0.0.1:{}", smtp.port),
        "--notify-to".to_owned(),
        "team@cedarline.example".to_owned(),
        "--mail-from".to_owned(),
        "site@cedarline.example".to_owned(),
        "--webhook-url".to_owned(),
        format!("http://127.0.0.1:{}/hook", webhook.port),
        "--webhook-secret".to_owned(),
        secret.to_owned(),
    ];
    let extra: Vec<&str> = extra.iter().map(String::as_str).collect();
    let served = start(&extra, false).await;
    check(&served, "outbox: not delivered").await;
    assert!(
        !webhook.records().is_empty(),
        "the webhook got the leads: the delivery path ran"
    );
}
