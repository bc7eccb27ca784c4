//! `server report` through the real binary, on each engine: a seeded week of funnel counts and
//! delivered leads, read back as text, JSON and CSV; days outside the period left out; bad
//! dates refused with a usage error.

use super::{Database, database, expect, store};
use crate::helpers::on_each_engine;
use serde_json::Value;
use site_store::funnel::{self, FunnelKey, FunnelStep, Tally};
use site_store::leads::FormKind;

/// A week of counts (2026-11-16 to 2026-11-22) and one count the week after.
async fn seed_week(db: &Database) {
    let mut tally = Tally::default();
    let mut add = |day: &str,
                   form: &'static str,
                   source: &str,
                   step: &'static str,
                   field: &str,
                   code: &str,
                   n: i64| {
        tally.add(
            FunnelKey {
                day: day.to_owned(),
                form,
                lang: "en",
                source: source.to_owned(),
                step: FunnelStep::parse(step).expect("a funnel step"),
                field: field.to_owned(),
                code: code.to_owned(),
            },
            n,
        );
    };
    add("2026-11-16", "contact", "linkedin", "shown", "", "", 120);
    add("2026-11-16", "contact", "linkedin", "started", "", "", 48);
    add("2026-11-17", "contact", "linkedin", "submitted", "", "", 30);
    add("2026-11-17", "contact", "linkedin", "accepted", "", "", 24);
    add(
        "2026-11-18",
        "contact",
        "www.google.ca",
        "accepted",
        "",
        "",
        6,
    );
    add(
        "2026-11-18",
        "contact",
        "linkedin",
        "refused",
        "telephone",
        "CONTACT_PHONE_INVALID",
        5,
    );
    add(
        "2026-11-19",
        "loan",
        "direct",
        "refused",
        "phone",
        "MOBILE_TEN_DIGITS",
        7,
    );
    add("2026-11-20", "newsletter", "direct", "accepted", "", "", 10);
    add("2026-11-21", "newsletter", "direct", "confirmed", "", "", 7);
    add("2026-11-22", "help", "direct", "spam", "", "", 3);
    add(
        "2026-11-23",
        "contact",
        "linkedin",
        "accepted",
        "",
        "",
        1000,
    );
    funnel::add(&db.db, &tally).await.expect("counts");
}

#[tokio::test]
async fn a_seeded_week_reads_back_in_each_format() {
    on_each_engine(async |engine| {
        let db = database(engine, "report").await;
        seed_week(&db).await;
        let week = [
            "--from",
            "2026-11-16",
            "--to",
            "2026-11-22",
            "--database-url",
            &db.url,
        ];

        let run = expect(0, &[&["report"], &week[..]].concat()).await;
        let text = run.stdout;
        for line in [
            "Cedarline site report, 2026-11-16 to 2026-11-22 (UTC)",
            "contact           30",
            "linkedin                              24",
            "www.google.ca                          6",
            "48 (40.0 %)",
            "30 (62.5 %)",
            "30 (100.0 %)",
            "7  loan phone: Mobile number should  be of 10 digits (MOBILE_TEN_DIGITS)",
            "5  contact telephone:",
            "Newsletter confirmation rate: 70.0 %",
        ] {
            assert!(text.contains(line), "{line:?} in\n{text}");
        }
        assert!(
            !text.contains("1000"),
            "a day after the period is left out:\n{text}"
        );

        let json: Value = serde_json::from_str(
            &expect(0, &[&["report", "--format", "json"], &week[..]].concat())
                .await
                .stdout,
        )
        .expect("JSON");
        assert_eq!(
            json["leads_by_form"][0],
            serde_json::json!({"name": "contact", "count": 30})
        );
        assert_eq!(json["newsletter_confirmation_rate"], 0.7);
        assert_eq!(json["refusals"][0]["code"], "MOBILE_TEN_DIGITS");

        let csv = expect(0, &[&["report", "--format", "csv"], &week[..]].concat())
            .await
            .stdout;
        assert!(
            csv.starts_with("table,form,source,step,field,code,value\n"),
            "{csv}"
        );
        assert!(
            csv.contains("leads_by_source,,linkedin,accepted,,,24\n"),
            "{csv}"
        );
        assert!(csv.contains("funnel,help,,spam,,,3\n"), "{csv}");
    })
    .await;
}

#[tokio::test]
async fn delivery_times_come_from_the_outbox_of_the_periods_leads() {
    on_each_engine(async |engine| {
        let db = database(engine, "report-delivery").await;
        let input = super::valid_vectors(FormKind::Help).remove(0);
        let id = store(&db.db, FormKind::Help, &input).await;
        let today = time::OffsetDateTime::now_utc().date().to_string();
        let period = ["--from", &today, "--to", &today, "--database-url", &db.url];
        let pending = expect(0, &[&["report", "--format", "json"], &period[..]].concat()).await;
        let json: Value = serde_json::from_str(&pending.stdout).expect("JSON");
        assert_eq!(json["delivery"]["pending"], 1, "{json}");
        assert_eq!(json["delivery"]["median_seconds"], Value::Null);

        // Delivered 3 seconds after the lead's 201.
        let created: String = crate::helpers::query_text(
            &db.db,
            &format!("SELECT created_at FROM outbox WHERE lead_id = '{id}'"),
        )
        .await;
        let created =
            time::OffsetDateTime::parse(&created, &time::format_description::well_known::Rfc3339)
                .expect("time");
        let message: String = crate::helpers::query_text(
            &db.db,
            &format!("SELECT id FROM outbox WHERE lead_id = '{id}'"),
        )
        .await;
        site_store::outbox::record_sent(
            &db.db,
            &[(message.as_str(), None)],
            created + time::Duration::seconds(3),
        )
        .await
        .expect("sent");
        let json: Value = serde_json::from_str(
            &expect(0, &[&["report", "--format", "json"], &period[..]].concat())
                .await
                .stdout,
        )
        .expect("JSON");
        assert_eq!(json["delivery"]["delivered"], 1, "{json}");
        assert_eq!(json["delivery"]["median_seconds"], 3.0, "{json}");
        assert_eq!(json["delivery"]["p95_seconds"], 3.0, "{json}");
    })
    .await;
}

#[tokio::test]
#[ignore = "needs TEST_PYTHON (the delivery tests' RFC 5322 parser): run by cargo xtask test"]
async fn the_digest_preview_is_an_email_with_its_chart_and_words_in_the_team_language() {
    let db = database(crate::helpers::Engine::Sqlite, "report-digest").await;
    seed_week(&db).await;
    for (lang, subject, alternative) in [
        (
            "en",
            "Weekly site digest, 2026-11-16 to 2026-11-22",
            "Contact request: 30 leads",
        ),
        (
            "fr",
            "Bilan hebdomadaire du site, du 2026-11-16 au 2026-11-22",
            "Demande de contact",
        ),
    ] {
        let file = db.path(&format!("digest-{lang}.eml"));
        let run = expect(
            0,
            &[
                "report",
                "--to",
                "2026-11-22",
                "--database-url",
                &db.url,
                "--team-lang",
                lang,
                "--digest-preview",
                &file,
            ],
        )
        .await;
        assert!(run.stderr.contains(&file), "{}", run.stderr);
        let eml = std::fs::read_to_string(&file).expect("the preview");
        // Read back by Python's RFC 5322 parser, as the delivery tests read the team's email.
        let parsed = crate::delivery::sinks::parse_eml(std::path::Path::new(&file)).await;
        assert_eq!(
            crate::delivery::sinks::header(&parsed, "Subject"),
            [subject],
            "{parsed}"
        );
        assert!(
            parsed["defects"].as_array().is_some_and(Vec::is_empty),
            "{parsed}"
        );
        assert!(
            parsed["text"]
                .as_str()
                .unwrap_or_default()
                .contains(alternative),
            "{parsed}"
        );
        let html = parsed["html"].as_str().unwrap_or_default();
        assert!(html.contains("<img src=\"cid:leads-chart\""), "{html}");
        assert!(
            eml.contains("Content-Type: image/png"),
            "the chart is in the message"
        );
    }
}

#[tokio::test]
async fn bad_periods_are_usage_errors() {
    let db = database(crate::helpers::Engine::Sqlite, "report-usage").await;
    let run = expect(
        2,
        &["report", "--from", "2026-13-01", "--database-url", &db.url],
    )
    .await;
    assert!(
        run.stderr.contains("not a day as YYYY-MM-DD"),
        "{}",
        run.stderr
    );
    let run = expect(
        2,
        &[
            "report",
            "--from",
            "2026-11-30",
            "--to",
            "2026-11-01",
            "--database-url",
            &db.url,
        ],
    )
    .await;
    assert!(run.stderr.contains("is after --to"), "{}", run.stderr);
}
