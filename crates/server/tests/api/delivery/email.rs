//! The team's email through a real SMTP server (aiosmtpd), and as `.eml` files, each read back
//! by Python's RFC 5322 parser.

use super::sinks::{Sink, closed_port, header, parse_eml};
use super::{one_of_each_form, outgoing};
use serde_json::{Value, json};
use server::delivery::email::{MailSettings, Mailer, SmtpUrl, eml_path};
use server::delivery::{Failure, Outgoing};
use site_core::lead_forms::{FormKind, ValueKind};
use site_core::team_mail::{self as words, TeamLang};

const TEAM: [&str; 2] = ["team@example.ca", "sales@example.ca"];

/// The SMTP settings of these tests, the team's email in English (`--team-lang en`: the
/// languages themselves are pinned by `compose.rs`'s tests and `team_lang.rs`).
fn smtp_settings(port: u16) -> MailSettings {
    MailSettings {
        smtp_url: Some(SmtpUrl::parse(&format!("smtp://127.0.0.1:{port}")).expect("url")),
        notify_to: TEAM.iter().map(|to| to.parse().expect("mailbox")).collect(),
        mail_from: Some(
            "Cedarline website <website@example.ca>"
                .parse()
                .expect("mailbox"),
        ),
        mail_dir: "unused".into(),
        team_lang: TeamLang::En,
    }
}

async fn send(settings: MailSettings, message: &Outgoing) -> Result<(), Failure> {
    Mailer::new(settings).expect("mailer").send(message).await
}

/// What every team email must hold, as the SMTP server received it.
fn assert_team_email(received: &Value, message: &Outgoing) {
    let notice = &message.notice;
    let form = notice.form.form();
    assert_eq!(received["defects"], json!([]), "{received}");
    assert_eq!(received["content_type"], "multipart/alternative");
    assert_eq!(received["mail_from"], "website@example.ca");
    assert_eq!(received["rcpt_tos"], json!(TEAM));
    let subject = header(received, "Subject");
    assert_eq!(subject.len(), 1, "{received}");
    assert!(
        subject[0].starts_with(&format!(
            "New {}",
            words::form_title(notice.form, site_core::i18n::Lang::En).to_lowercase()
        )),
        "{subject:?}"
    );
    let email = notice.payload["email"].as_str().expect("email");
    assert!(
        header(received, "Reply-To")
            .first()
            .is_some_and(|reply_to| reply_to.ends_with(&format!("<{email}>"))),
        "{received}"
    );
    assert_eq!(
        header(received, "Message-ID"),
        [format!("<{}@example.ca>", message.message_id)]
    );
    let text = received["text"].as_str().expect("a text part");
    let html = received["html"].as_str().expect("an HTML part");
    let mut at = 0;
    for field in form.fields {
        let value = match (&notice.payload[field.name], field.kind) {
            (Value::String(text), _) if !text.trim().is_empty() => text.replace('\n', "\n    "),
            (Value::Bool(true), ValueKind::Flag) => words::YES.en.to_owned(),
            (Value::Bool(false), ValueKind::Flag) => words::NO.en.to_owned(),
            (Value::Number(number), _) => number.to_string(),
            _ => words::NOT_GIVEN.en.to_owned(),
        };
        let line = format!("\n{}: {value}\n", field.label);
        let found = text[at..]
            .find(&line)
            .unwrap_or_else(|| panic!("{line:?} missing (or out of the form's order) in:\n{text}"));
        at += found + 1;
        assert!(
            html.contains(&format!(
                "<th align=\"left\" valign=\"top\">{}</th>",
                site_core::markers::escape_html(field.label)
            )),
            "{html}"
        );
    }
    assert!(
        text.contains(&format!("\n{}: en\n", words::LANGUAGE.en)),
        "{text}"
    );
    assert!(text.contains(&format!("\n{}: {}\n", words::LEAD_ID.en, notice.lead_id)));
    match &notice.consent {
        Some(consent) => assert!(text.contains(&consent.text), "{text}"),
        None => assert!(
            text.contains(&format!("{}: {}", words::CONSENT.en, words::NO_CONSENT.en)),
            "{text}"
        ),
    }
}

#[tokio::test]
#[ignore = "needs TEST_PYTHON (aiosmtpd): run by cargo xtask test"]
async fn every_form_is_mailed_to_the_team_with_its_labels_language_and_consent() {
    let sink = Sink::smtp(None).await;
    let messages = one_of_each_form();
    for message in &messages {
        send(smtp_settings(sink.port), message)
            .await
            .unwrap_or_else(|failure| panic!("{:?}: {failure:?}", message.notice.form));
    }
    let received = sink.records();
    assert_eq!(received.len(), FormKind::ALL.len());
    for (received, message) in received.iter().zip(&messages) {
        assert_team_email(received, message);
    }
    // The help form has no updates box: its email says there is no consent.
    assert!(messages.iter().any(|m| m.notice.consent.is_none()));
}

/// The one email `message` makes, sent through a real SMTP server, as it received it: its
/// recipients checked, and none of `injected` among its header names.
async fn received_without_headers(message: &Outgoing, injected: &[&str]) -> Value {
    let sink = Sink::smtp(None).await;
    send(smtp_settings(sink.port), message).await.expect("sent");
    let [received] = sink.records().try_into().expect("one email");
    assert_eq!(received["rcpt_tos"], json!(TEAM), "{received}");
    let names: Vec<&str> = received["headers"]
        .as_array()
        .expect("headers")
        .iter()
        .filter_map(|pair| pair[0].as_str())
        .collect();
    for header in injected {
        assert!(
            !names.iter().any(|name| name.eq_ignore_ascii_case(header)),
            "{header} became a header: {names:?}"
        );
    }
    received
}

#[tokio::test]
#[ignore = "needs TEST_PYTHON (aiosmtpd): run by cargo xtask test"]
async fn visitor_text_cannot_add_a_header_and_is_escaped_in_html() {
    let message = outgoing(
        FormKind::Contact,
        json!({
            "firstName": "Eve\r\nBcc: spy@example.org\r\nX-Injected: yes",
            "lastName": "<b>Lee</b>\n",
            "email": "eve@example.ca",
            "query_message": "<script>alert(1)</script> & \"quotes\"\r\n\r\nBcc: spy2@example.org",
            "want_updates": false,
        }),
    );
    let received = received_without_headers(&message, &["Bcc", "X-Injected"]).await;
    // The name stays inside the Subject (and Reply-To's display name), on one line.
    let subject = header(&received, "Subject");
    assert_eq!(
        subject,
        ["New contact request from Eve Bcc: spy@example.org X-Injected: yes <b>Lee</b>"]
    );
    assert!(header(&received, "Reply-To")[0].ends_with("<eve@example.ca>"));
    let html = received["html"].as_str().expect("html");
    assert!(
        !html.contains("<script>") && !html.contains("<b>"),
        "{html}"
    );
    assert!(
        html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;"),
        "{html}"
    );
    assert!(
        received["text"]
            .as_str()
            .expect("text")
            .contains("<script>alert(1)</script>")
    );
    assert_eq!(received["defects"], json!([]));
}

/// A name typed as an encoded word (what a mail client would decode into a line break and a
/// header), or holding a right-to-left override, reaches the team as the text typed: the
/// Subject and Reply-To are encoded as a whole, and the override is gone. Python's email package
/// (the sink) decodes the headers as a mail client does.
#[tokio::test]
#[ignore = "needs TEST_PYTHON (aiosmtpd): run by cargo xtask test"]
async fn a_name_typed_as_an_encoded_word_is_shown_as_typed() {
    let typed = "=?utf-8?q?CEO=0D=0ABcc:_x@evil.example?=";
    let message = outgoing(
        FormKind::Contact,
        json!({
            "firstName": typed,
            // Stored under older rules: core now refuses it in a single-line field.
            "lastName": "Lee\u{202e}moc.live",
            "email": "eve@example.ca",
            "query_message": "Hello",
            "want_updates": false,
        }),
    );
    let received = received_without_headers(&message, &["Bcc"]).await;
    assert_eq!(
        header(&received, "Subject"),
        [format!("New contact request from {typed} Lee moc.live")]
    );
    let reply_to = &header(&received, "Reply-To")[0];
    assert!(reply_to.contains(typed), "{reply_to}");
    assert!(reply_to.ends_with("<eve@example.ca>"), "{reply_to}");
    assert!(
        !reply_to.contains('\u{202e}') && !reply_to.contains('\r'),
        "{reply_to}"
    );
    assert_eq!(received["defects"], json!([]));
}

#[tokio::test]
#[ignore = "needs TEST_PYTHON (aiosmtpd): run by cargo xtask test"]
async fn smtp_refusals_map_to_permanent_or_transient() {
    let message = &one_of_each_form()[0];
    let permanent = Sink::smtp(Some("550 5.7.1 Delivery not authorized")).await;
    assert!(matches!(
        send(smtp_settings(permanent.port), message).await,
        Err(Failure::Permanent(_))
    ));
    let busy = Sink::smtp(Some("451 4.3.0 Try again later")).await;
    assert!(matches!(
        send(smtp_settings(busy.port), message).await,
        Err(Failure::Transient(_))
    ));
    assert!(permanent.records().is_empty() && busy.records().is_empty());
}

#[tokio::test]
async fn an_smtp_server_that_is_down_is_a_transient_failure() {
    let message = &one_of_each_form()[0];
    let failure = send(smtp_settings(closed_port()), message).await;
    assert!(matches!(failure, Err(Failure::Transient(_))), "{failure:?}");
}

/// A parsed email without its MIME boundary, which lettre draws at random for each message.
fn without_boundary(mut parsed: Value) -> Value {
    for pair in parsed["headers"].as_array_mut().expect("headers") {
        if pair[0] == "Content-Type" {
            let value = pair[1].as_str().expect("value");
            pair[1] = Value::from(value.split(';').next().expect("a type"));
        }
    }
    parsed
}

#[tokio::test]
#[ignore = "needs TEST_PYTHON (aiosmtpd, Python's email parser): run by cargo xtask test"]
async fn eml_files_hold_the_same_email_one_file_per_message() {
    let sink = Sink::smtp(None).await;
    let dir = crate::helpers::scratch_dir("mail-dir");
    let mut files_settings = smtp_settings(sink.port);
    files_settings.smtp_url = None;
    files_settings.mail_dir = dir.join("mail");
    for message in one_of_each_form() {
        send(smtp_settings(sink.port), &message)
            .await
            .expect("smtp");
        send(files_settings.clone(), &message).await.expect("file");
        // A resend (the worker's retry after a crash) replaces the file rather than adding one.
        let again = Outgoing {
            attempt: 2,
            ..message.clone()
        };
        send(files_settings.clone(), &again).await.expect("file");
        let file = eml_path(&files_settings.mail_dir, &message.message_id);
        let from_file = without_boundary(parse_eml(&file).await);
        let mut by_smtp = sink.records().pop().expect("the SMTP copy");
        assert_team_email(&by_smtp, &message);
        for key in ["mail_from", "rcpt_tos"] {
            by_smtp.as_object_mut().expect("object").remove(key);
        }
        let by_smtp = without_boundary(by_smtp);
        assert_eq!(from_file, by_smtp, "{}", file.display());
    }
    let files = std::fs::read_dir(dir.join("mail"))
        .expect("mail dir")
        .count();
    assert_eq!(files, FormKind::ALL.len(), "one file per message");
    let _ = std::fs::remove_dir_all(dir);
}
