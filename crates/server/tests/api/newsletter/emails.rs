//! The confirmation email: as the email channel is handed it (a recorder, composed by the site's
//! own composer), and as a real SMTP server (aiosmtpd) receives it; following its links.

use super::{local, subscribe, subscription, token_of};
use crate::delivery::sinks::{Sink, header};
use crate::helpers::{Options, on_each_engine, spawn_app_with};
use futures_util::future::BoxFuture;
use serde_json::json;
use server::delivery::email::{MailSettings, Mailer, SmtpUrl, subscriber};
use server::delivery::{Channels, Failure, Outgoing, Sender, SubscriberOutgoing};
use site_core::i18n::Lang;
use site_core::messages as m;
use site_core::subscriber_mail as words;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// An email channel that records the subscriber emails it is handed (and refuses lead emails:
/// none is sent here).
#[derive(Debug, Default)]
struct Recorder(Mutex<Vec<SubscriberOutgoing>>);

impl Sender for Recorder {
    fn send<'a>(&'a self, _: &'a Outgoing) -> BoxFuture<'a, Result<(), Failure>> {
        Box::pin(async { Err(Failure::Permanent("no lead is posted here".to_owned())) })
    }

    fn send_subscriber<'a>(
        &'a self,
        out: &'a SubscriberOutgoing,
    ) -> BoxFuture<'a, Result<(), Failure>> {
        self.0.lock().expect("lock").push(out.clone());
        Box::pin(async { Ok(()) })
    }
}

/// Waits until `count` returns at least `n` (fails after 10 s).
async fn wait_until(mut count: impl FnMut() -> usize, n: usize) {
    let start = Instant::now();
    while count() < n {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "{} of {n} emails",
            count()
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn the_confirmation_email_goes_to_the_subscriber_with_both_links_and_the_rfc_8058_headers() {
    on_each_engine(async |engine| {
        let recorder = Arc::new(Recorder::default());
        let app = spawn_app_with(Options {
            engine,
            channels: Channels {
                email: Some(Arc::clone(&recorder) as Arc<dyn Sender>),
                webhook: None,
            },
            ..Options::default()
        })
        .await
        .expect("an engine");
        assert_eq!(subscribe(&app, "Fay@Example.ca").await.0, 202);
        wait_until(|| recorder.0.lock().expect("lock").len(), 1).await;
        let out = recorder.0.lock().expect("lock")[0].clone();
        let id = subscription(&app, "fay@example.ca").await[0]
            .clone()
            .expect("id");
        assert_eq!(out.notice.subscriber_id, id);
        assert_eq!(out.notice.to, "Fay@Example.ca");
        assert!(out.notice.confirm_url.starts_with(&format!(
            "{}/newsletter/confirm?token=",
            crate::helpers::PUBLIC_URL
        )));
        assert!(!out.notice.confirm_url.contains("Fay") && !out.notice.confirm_url.contains('@'));

        let message = subscriber::compose(&out, &MailSettings::files("unused")).expect("composes");
        let text = String::from_utf8(message.formatted()).expect("utf8");
        assert!(text.contains("To: Fay@Example.ca\r\n"), "{text}");
        assert!(text.contains("From: website@localhost\r\n"), "{text}");
        assert!(
            text.contains(&format!(
                "List-Unsubscribe: <{}>\r\n",
                out.notice.unsubscribe_url
            )),
            "{text}"
        );
        assert!(
            text.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n"),
            "{text}"
        );

        // Following the link asks; its button confirms.
        let page = app.get(&local(&out.notice.confirm_url)).await;
        assert_eq!(page.status(), 200);
        assert!(
            page.text()
                .await
                .expect("html")
                .contains(m::CONFIRM_PROMPT.en)
        );
        let page = super::press_button(&app, &local(&out.notice.confirm_url)).await;
        assert_eq!(page.status(), 200);
        assert!(
            page.text()
                .await
                .expect("html")
                .contains(m::SUBSCRIPTION_CONFIRMED.en)
        );
        assert_eq!(
            subscription(&app, "fay@example.ca").await[1].as_deref(),
            Some("confirmed")
        );
    })
    .await;
}

#[tokio::test]
#[ignore = "needs TEST_PYTHON (aiosmtpd): run by cargo xtask test"]
async fn a_real_smtp_server_receives_the_confirmation_email_and_its_links_work() {
    let smtp = Sink::smtp(None).await;
    let settings = MailSettings {
        smtp_url: Some(SmtpUrl::parse(&format!("smtp://127.0.0.1:{}", smtp.port)).expect("url")),
        // The team's address: the subscriber's email never goes there.
        notify_to: vec!["team@example.ca".parse().expect("mailbox")],
        mail_from: Some("Cedarline <news@example.ca>".parse().expect("mailbox")),
        mail_dir: "unused".into(),
        team_lang: site_core::team_mail::TeamLang::default(),
    };
    let app = spawn_app_with(Options {
        channels: Channels {
            email: Some(Arc::new(Mailer::new(settings).expect("mailer")) as Arc<dyn Sender>),
            webhook: None,
        },
        ..Options::default()
    })
    .await
    .expect("sqlite");
    assert_eq!(subscribe(&app, "gus@example.ca").await.0, 202);
    wait_until(|| smtp.records().len(), 1).await;
    let received = &smtp.records()[0];
    assert_eq!(received["defects"], json!([]), "{received}");
    assert_eq!(received["rcpt_tos"], json!(["gus@example.ca"]));
    assert_eq!(received["mail_from"], "news@example.ca");
    assert_eq!(
        header(received, "Subject"),
        [words::confirm_subject(Lang::En)]
    );
    assert_eq!(
        header(received, "List-Unsubscribe-Post"),
        ["List-Unsubscribe=One-Click"]
    );
    let unsubscribe = header(received, "List-Unsubscribe")[0]
        .trim_start_matches('<')
        .trim_end_matches('>')
        .to_owned();
    let text = received["text"].as_str().expect("a text part");
    let html = received["html"].as_str().expect("an HTML part");
    assert!(text.contains(&words::confirm_intro(Lang::En)), "{text}");
    assert!(
        text.contains(&unsubscribe),
        "a visible unsubscribe link: {text}"
    );
    assert!(
        text.contains(&words::sender_identification(Lang::En)),
        "{text}"
    );
    assert!(
        html.contains(site_core::messages::UNSUBSCRIBE_BUTTON.en),
        "{html}"
    );
    let confirm = text
        .lines()
        .find(|line| line.contains("/newsletter/confirm?token="))
        .expect("the confirm link")
        .trim()
        .to_owned();

    let page = app.get(&local(&confirm)).await;
    assert_eq!(page.status(), 200);
    assert_eq!(
        subscription(&app, "gus@example.ca").await[1].as_deref(),
        Some("pending")
    );
    let page = super::press_button(&app, &local(&confirm)).await;
    assert_eq!(page.status(), 200);
    assert_eq!(
        subscription(&app, "gus@example.ca").await[1].as_deref(),
        Some("confirmed")
    );
    let one_click = app
        .client
        .post(app.url(&local(&unsubscribe)))
        .header("content-type", "application/x-www-form-urlencoded")
        .body("List-Unsubscribe=One-Click")
        .send()
        .await
        .expect("post");
    assert_eq!(one_click.status(), 200);
    assert_eq!(
        subscription(&app, "gus@example.ca").await[1].as_deref(),
        Some("withdrawn")
    );
    assert!(token_of(&unsubscribe).len() > 20);

    // A subscriber from a French page: the subject (encoded, not ASCII) and the words decode to
    // the French ones, and the links lead to the French pages.
    assert_eq!(subscribe_in_french(&app, "eve@example.ca").await, 202);
    wait_until(|| smtp.records().len(), 2).await;
    let received = &smtp.records()[1];
    assert_eq!(received["defects"], json!([]), "{received}");
    assert_eq!(received["rcpt_tos"], json!(["eve@example.ca"]));
    assert_eq!(
        header(received, "Subject"),
        [words::confirm_subject(Lang::Fr)]
    );
    let unsubscribe = header(received, "List-Unsubscribe")[0];
    assert!(
        unsubscribe.contains("/fr/newsletter/unsubscribe?token="),
        "{unsubscribe}"
    );
    let text = received["text"].as_str().expect("a text part");
    let html = received["html"].as_str().expect("an HTML part");
    assert!(text.contains(&words::confirm_intro(Lang::Fr)), "{text}");
    assert!(
        text.contains(&words::sender_identification(Lang::Fr)),
        "{text}"
    );
    assert!(text.contains("/fr/newsletter/confirm?token="), "{text}");
    assert!(
        html.contains(site_core::messages::UNSUBSCRIBE_BUTTON.fr),
        "{html}"
    );
}

/// Subscribes `email` from a French page (the web app sends `lang=fr`); the status.
async fn subscribe_in_french(app: &crate::helpers::TestApp, email: &str) -> u16 {
    let path = format!("{}?lang=fr", super::subscribe_path(app).await);
    let response = app.post_json(&path, &json!({ "email": email })).await;
    response.status().as_u16()
}

#[tokio::test]
async fn a_french_subscriber_gets_the_email_and_the_link_pages_in_french() {
    on_each_engine(async |engine| {
        let recorder = Arc::new(Recorder::default());
        let app = spawn_app_with(Options {
            engine,
            channels: Channels {
                email: Some(Arc::clone(&recorder) as Arc<dyn Sender>),
                webhook: None,
            },
            ..Options::default()
        })
        .await
        .expect("an engine");
        assert_eq!(subscribe_in_french(&app, "lea@example.ca").await, 202);
        let id = subscription(&app, "lea@example.ca").await[0]
            .clone()
            .expect("id");
        // The consent recorded is the French text the French card showed, with the language.
        let stored = super::texts(
            &app.db,
            "SELECT lang, consent_text FROM subscribers WHERE id = $1",
            &id,
        )
        .await;
        assert_eq!(
            stored,
            [[
                Some("fr".to_owned()),
                Some(m::SUBSCRIBE_CONSENT.fr.to_owned())
            ]]
        );

        wait_until(|| recorder.0.lock().expect("lock").len(), 1).await;
        let out = recorder.0.lock().expect("lock")[0].clone();
        assert_eq!(out.notice.lang, Lang::Fr);
        let public = crate::helpers::PUBLIC_URL;
        assert!(
            out.notice
                .confirm_url
                .starts_with(&format!("{public}/fr/newsletter/confirm?token=")),
            "{}",
            out.notice.confirm_url
        );
        assert!(
            out.notice
                .unsubscribe_url
                .starts_with(&format!("{public}/fr/newsletter/unsubscribe?token=")),
            "{}",
            out.notice.unsubscribe_url
        );
        let message = subscriber::compose(&out, &MailSettings::files("unused")).expect("composes");
        let text = String::from_utf8(message.formatted()).expect("utf8");
        assert!(
            text.contains(&format!(
                "List-Unsubscribe: <{}>\r\n",
                out.notice.unsubscribe_url
            )),
            "{text}"
        );
        // The subject, not ASCII, is encoded (RFC 2047): it is not the English one.
        assert!(!text.contains(&words::confirm_subject(Lang::En)), "{text}");

        // The unsubscribe page asks in French, and its button posts to the French page.
        let prompt = app.get(&local(&out.notice.unsubscribe_url)).await;
        assert_eq!(prompt.status(), 200);
        assert_eq!(prompt.headers()["cache-control"], "no-store");
        assert_eq!(prompt.headers()["content-language"], "fr-CA");
        let html = prompt.text().await.expect("html");
        assert!(
            html.starts_with("<!DOCTYPE html><html lang=\"fr-CA\">"),
            "{html}"
        );
        assert!(html.contains(m::UNSUBSCRIBE_PROMPT.fr), "{html}");
        assert!(
            html.contains(&format!(
                "<form method=\"post\" action=\"{}\">",
                local(&out.notice.unsubscribe_url)
            )),
            "{html}"
        );
        assert!(
            html.contains(&format!(">{}</button>", m::UNSUBSCRIBE_BUTTON.fr)),
            "{html}"
        );
        assert!(
            html.contains("<meta name=\"robots\" content=\"noindex\">"),
            "{html}"
        );

        // The French confirm link asks in French, and its button posts to the French address.
        let page = app.get(&local(&out.notice.confirm_url)).await;
        assert_eq!(page.status(), 200);
        let html = page.text().await.expect("html");
        assert!(html.contains(m::CONFIRM_PROMPT.fr), "{html}");
        assert!(
            html.contains(&format!(
                "<form method=\"post\" action=\"{}\">",
                local(&out.notice.confirm_url)
            )),
            "{html}"
        );
        assert!(
            html.contains(&format!(">{}</button>", m::CONFIRM_BUTTON.fr)),
            "{html}"
        );
        // Pressed, it confirms, in French.
        let page = super::press_button(&app, &local(&out.notice.confirm_url)).await;
        assert_eq!(page.status(), 200);
        let html = page.text().await.expect("html");
        assert!(html.contains(m::SUBSCRIPTION_CONFIRMED.fr), "{html}");
        assert!(
            html.contains(
                "<title>Confirmez votre abonnement | Groupe d’affaires Cedarline</title>"
            ),
            "{html}"
        );
        assert_eq!(
            subscription(&app, "lea@example.ca").await[1].as_deref(),
            Some("confirmed")
        );
        // A link that is not valid is refused in French too.
        let page = app.get("/fr/newsletter/confirm?token=forged.token").await;
        assert_eq!(page.status(), 400);
        assert!(
            page.text()
                .await
                .expect("html")
                .contains(m::EMAIL_LINK_INVALID.fr)
        );

        // RFC 8058 one-click at the French address withdraws at once, and says so in French.
        let one_click = app
            .client
            .post(app.url(&local(&out.notice.unsubscribe_url)))
            .header("content-type", "application/x-www-form-urlencoded")
            .body("List-Unsubscribe=One-Click")
            .send()
            .await
            .expect("post");
        assert_eq!(one_click.status(), 200);
        assert_eq!(one_click.headers()["cache-control"], "no-store");
        assert!(
            one_click
                .text()
                .await
                .expect("html")
                .contains(m::UNSUBSCRIBED.fr)
        );
        assert_eq!(
            subscription(&app, "lea@example.ca").await[1].as_deref(),
            Some("withdrawn")
        );

        // Subscribing again from an English page, an hour later: the request waits apart, in
        // English, and its email is English; the record (French, withdrawn) stays until its
        // link is followed.
        crate::helpers::execute(
            &app.db,
            "UPDATE subscribers SET confirmation_sent_at = '2000-01-01T00:00:00.000000Z' WHERE id = $1",
            &[&id],
        )
        .await;
        assert_eq!(subscribe(&app, "lea@example.ca").await.0, 202);
        let stored = super::texts(
            &app.db,
            "SELECT lang, consent_text, status, request_lang, request_consent_text \
             FROM subscribers WHERE id = $1",
            &id,
        )
        .await;
        assert_eq!(
            stored,
            [[
                Some("fr".to_owned()),
                Some(m::SUBSCRIBE_CONSENT.fr.to_owned()),
                Some("withdrawn".to_owned()),
                Some("en".to_owned()),
                Some(m::SUBSCRIBE_CONSENT.en.to_owned()),
            ]]
        );
        wait_until(|| recorder.0.lock().expect("lock").len(), 2).await;
        let again = recorder.0.lock().expect("lock")[1].clone();
        assert_eq!(again.notice.lang, Lang::En);
        assert!(!again.notice.confirm_url.contains("/fr/"), "{}", again.notice.confirm_url);
    })
    .await;
}
