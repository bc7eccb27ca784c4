//! The confirmation email: as the email channel is handed it (a recorder, composed by the site's
//! own composer), and as a real SMTP server (aiosmtpd) receives it; following its links.

use super::{local, subscribe, subscription, token_of};
use crate::delivery::sinks::{Sink, header};
use crate::helpers::{Options, on_each_engine, spawn_app_with};
use futures_util::future::BoxFuture;
use serde_json::json;
use server::delivery::email::{MailSettings, Mailer, SmtpUrl, subscriber};
use server::delivery::{Channels, Failure, Outgoing, Sender, SubscriberOutgoing};
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

        // Following the link confirms.
        let page = app.get(&local(&out.notice.confirm_url)).await;
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
    assert_eq!(header(received, "Subject"), [words::confirm_subject()]);
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
    assert!(text.contains(&words::confirm_intro()), "{text}");
    assert!(
        text.contains(&unsubscribe),
        "a visible unsubscribe link: {text}"
    );
    assert!(text.contains(&words::sender_identification()), "{text}");
    assert!(html.contains(words::UNSUBSCRIBE_LINK_LABEL), "{html}");
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
}
