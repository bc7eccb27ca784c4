//! `server leads purge --older-than AGE`: retention.

use super::people::{links, outbox_message, texts, without_subscription_messages};
use super::{database, expect, store};
use crate::helpers::{Engine, execute, on_each_engine, query_i64};
use server::delivery::email::eml_path;
use site_core::i18n::Lang;
use site_store::leads::FormKind;
use site_store::timestamp;
use time::{Duration, OffsetDateTime};

/// `now` minus `days`, as stored.
fn days_ago(days: i64) -> String {
    timestamp(OffsetDateTime::now_utc() - Duration::days(days))
}

#[tokio::test]
async fn leads_purge() {
    on_each_engine(check_purge).await;
}

async fn check_purge(engine: Engine) {
    let target = database(engine, "jobs-purge").await;
    // Leads 30 months, 23 months and 2 days old, and one of today; each with its email message.
    let mut ids = Vec::new();
    for age in [30 * 31, 23 * 30, 2, 0] {
        let id = store(&target.db, FormKind::Help, &crate::leads::valid_help()).await;
        execute(
            &target.db,
            "UPDATE leads SET created_at = $1 WHERE id = $2",
            &[&days_ago(age), &id],
        )
        .await;
        ids.push(id);
    }
    // The emails a server without SMTP wrote for the oldest lead.
    let mail = target.path("mail");
    std::fs::create_dir_all(&mail).expect("mail dir");
    let oldest = texts(
        &target.db,
        &format!("SELECT id FROM outbox WHERE lead_id = '{}'", ids[0]),
    )
    .await;
    std::fs::write(eml_path(mail.as_ref(), &oldest[0]), "an email").expect("eml");
    let files = format!("email files under {mail}: 1\n");
    let purge = |age: &'static str, dry: bool| {
        let mut args = vec![
            "leads",
            "purge",
            "--database-url",
            &target.url,
            "--older-than",
            age,
            "--mail-dir",
            &mail,
        ];
        if dry {
            args.push("--dry-run");
        }
        args
    };
    let remaining = async || texts(&target.db, "SELECT id FROM leads ORDER BY id").await;
    let messages = async || query_i64(&target.db, "SELECT COUNT(*) FROM outbox").await;
    for (age, dry, stdout, left) in [
        (
            "24months",
            true,
            format!(
                "leads: 1, subscriptions: 0, outbox messages: 1\n{files}dry run: nothing was deleted\n"
            ),
            &ids[..],
        ),
        (
            "24months",
            false,
            format!("leads: 1, subscriptions: 0, outbox messages: 1\n{files}"),
            &ids[1..],
        ),
        (
            "24months",
            false,
            "leads: 0, subscriptions: 0, outbox messages: 0\n".to_owned(),
            &ids[1..],
        ),
        (
            "1day",
            true,
            "leads: 2, subscriptions: 0, outbox messages: 2
dry run: nothing was deleted
"
            .to_owned(),
            &ids[1..],
        ),
        (
            "1day",
            false,
            "leads: 2, subscriptions: 0, outbox messages: 2\n".to_owned(),
            &ids[3..],
        ),
    ] {
        let run = expect(0, &purge(age, dry)).await;
        assert_eq!(run.stdout, stdout, "{age} dry={dry}");
        let mut expected = left.to_vec();
        expected.sort();
        assert_eq!(remaining().await, expected, "{age} dry={dry}");
        assert_eq!(messages().await, left.len() as i64, "{age} dry={dry}");
    }
    assert!(
        !eml_path(mail.as_ref(), &oldest[0]).exists(),
        "the purged lead's email file"
    );
    // The purged leads' ids are in neither the database file nor its write-ahead log; the
    // kept lead's is (so the search finds what is there).
    for purged in &ids[..3] {
        if let Some(copies) = super::people::copies_on_disk(&target, purged) {
            assert_eq!(copies, (0, 0), "copies of purged lead {purged} (file, log)");
        }
    }
    if let Some((file, log)) = super::people::copies_on_disk(&target, &ids[3]) {
        assert!(file + log > 0, "the kept lead is on disk");
    }
}

#[tokio::test]
async fn leads_purge_subscriptions() {
    on_each_engine(check_purge_subscriptions).await;
}

/// With double opt-in (migration 0006): subscriptions never confirmed go with the leads of their
/// age, withdrawn ones three years after the withdrawal, confirmed ones stay.
async fn check_purge_subscriptions(engine: Engine) {
    let target = database(engine, "jobs-purge-subscriptions").await;
    let newsletter = texts(&target.db, "SELECT id FROM newsletters ORDER BY id").await[0].clone();
    // (address, status, created days ago, withdrawn days ago, purged by 24months)
    let cases = [
        ("pending.old@example.ca", "pending", 800, None, true),
        ("pending.new@example.ca", "pending", 100, None, false),
        ("confirmed.old@example.ca", "confirmed", 2000, None, false),
        (
            "withdrawn.long@example.ca",
            "withdrawn",
            2000,
            Some(1200),
            true,
        ),
        (
            "withdrawn.recent@example.ca",
            "withdrawn",
            2000,
            Some(800),
            false,
        ),
    ];
    let links = links(&target.db).await;
    for case in &cases {
        server::newsletter::subscribe(
            &target.db,
            &newsletter,
            case.0,
            Lang::En,
            server::newsletter::Visit::DIRECT,
            None,
            &links,
        )
        .await
        .expect("subscribe");
    }
    // Their confirmation emails, if subscribing queued any, are replaced by `msg-{n}` below.
    without_subscription_messages(&target.db).await;
    for (n, (email, status, created, withdrawn, _)) in cases.iter().enumerate() {
        let id = format!("sub-{n}");
        execute(
            &target.db,
            "UPDATE subscribers SET id = $1, status = $2, created_at = $3, consent_at = $3, \
             request_at = $3, withdrawn_at = $4 WHERE email_key = $5",
            &[
                &id,
                status,
                &days_ago(*created),
                &withdrawn.map(days_ago).unwrap_or_default(),
                email,
            ],
        )
        .await;
        outbox_message(&target.db, &format!("msg-{n}"), &id).await;
    }
    let args = [
        "leads",
        "purge",
        "--database-url",
        &target.url,
        "--older-than",
        "24months",
    ];
    let run = expect(0, &[&args[..], &["--dry-run"]].concat()).await;
    assert!(
        run.stdout
            .starts_with("leads: 0, subscriptions: 2, outbox messages: 2\n")
    );
    assert_eq!(
        query_i64(&target.db, "SELECT COUNT(*) FROM subscribers").await,
        5
    );
    let run = expect(0, &args).await;
    assert_eq!(
        run.stdout,
        "leads: 0, subscriptions: 2, outbox messages: 2\n"
    );
    let kept: Vec<&str> = cases
        .iter()
        .filter(|case| !case.4)
        .map(|case| case.0)
        .collect();
    assert_eq!(
        texts(&target.db, "SELECT email FROM subscribers ORDER BY email").await,
        {
            let mut kept = kept;
            kept.sort_unstable();
            kept
        }
    );
    assert_eq!(
        texts(&target.db, "SELECT id FROM outbox ORDER BY id").await,
        ["msg-1", "msg-2", "msg-4"]
    );
}

#[tokio::test]
async fn leads_purge_refuses_a_bad_age() {
    let target = database(Engine::Sqlite, "jobs-purge-usage").await;
    for age in [
        "0days",
        "0months",
        "24",
        "months",
        "24weeks",
        "-3months",
        "1.5years",
        "",
        "9999years",
    ] {
        let run = expect(
            2,
            &[
                "leads",
                "purge",
                "--database-url",
                &target.url,
                "--older-than",
                age,
                "--dry-run",
            ],
        )
        .await;
        assert!(run.stderr.contains("--older-than"), "{age}: {}", run.stderr);
    }
}

/// Every `server serve` applies the privacy policy's retention (core's `LEAD_RETENTION_MONTHS`)
/// with its periodic maintenance, with no job to schedule: a lead past it goes with its
/// messages, a younger one stays.
#[tokio::test]
async fn the_server_applies_the_policy_retention() {
    on_each_engine(async |engine| {
        let app = crate::helpers::spawn_app_with(crate::helpers::Options {
            engine,
            idempotency_purge_interval: std::time::Duration::from_millis(100),
            ..crate::helpers::Options::default()
        })
        .await
        .expect("app");
        let months = i64::from(site_core::constants::LEAD_RETENTION_MONTHS);
        // A message whose lead is already gone (as a purge that raced a lead's aging between its
        // statements used to leave): a copy of that lead, which a purge takes too. Planted before
        // the lead below is aged, so the purge that takes that lead sees it.
        outbox_message(&app.db, "message-of-a-gone-lead", "a-gone-lead").await;
        let mut ids = Vec::new();
        // Just past the period (in days, a month being at most 31), and well inside it.
        for age in [months * 31 + 2, months * 28 - 2] {
            let id = store(&app.db, FormKind::Help, &crate::leads::valid_help()).await;
            execute(
                &app.db,
                "UPDATE leads SET created_at = $1 WHERE id = $2",
                &[&days_ago(age), &id],
            )
            .await;
            ids.push(id);
        }
        let count = |id: &str| format!("SELECT COUNT(*) FROM leads WHERE id = '{id}'");
        let start = std::time::Instant::now();
        while query_i64(&app.db, &count(&ids[0])).await != 0 {
            assert!(
                start.elapsed() < std::time::Duration::from_secs(10),
                "the lead past the retention period was not purged"
            );
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        let messages = format!("SELECT COUNT(*) FROM outbox WHERE lead_id = '{}'", ids[0]);
        assert_eq!(
            query_i64(&app.db, &messages).await,
            0,
            "its messages go too"
        );
        assert_eq!(
            query_i64(&app.db, &count(&ids[1])).await,
            1,
            "a younger lead stays"
        );
        assert_eq!(
            query_i64(
                &app.db,
                "SELECT COUNT(*) FROM outbox WHERE id = 'message-of-a-gone-lead'"
            )
            .await,
            0,
            "a message whose lead is gone goes too"
        );
        let younger = format!("SELECT COUNT(*) FROM outbox WHERE lead_id = '{}'", ids[1]);
        assert!(
            query_i64(&app.db, &younger).await > 0,
            "the younger lead keeps its messages"
        );
    })
    .await;
}
