//! Attribution and the funnel (docs/operating.md#attribution-and-funnel) through the HTTP API, on both engines: a lead's
//! attribution is stored beside its payload and reaches its messages (the team's email, the
//! webhook's `data.attribution`); the beacons of `POST /api/events` are counted and bad ones
//! refused in the API's error shape; and the steps the server decides (accepted, delivered)
//! equal the rows and outbox messages exactly after a burst of concurrent posts, folded once.

use crate::helpers::{Options, TestApp, on_each_engine, query_i64, spawn_app_with};
use crate::leads::{a_newsletter, valid_help};
use crate::mail_files::{decoded_parts, eml_about};
use serde_json::{Value, json};
use server::delivery::{Outgoing, StoredNotice, webhook};
use std::time::{Duration, Instant};

/// A visit from a LinkedIn campaign, as the app sends it with a form.
fn linkedin_visit() -> Value {
    json!({
        "utm_source": "linkedin", "utm_medium": "social", "utm_campaign": "fall",
        "landing_path": "/", "lang": "en", "pages_seen": 3, "seconds_on_site": 120
    })
}

async fn app_on(engine: crate::helpers::Engine) -> TestApp {
    spawn_app_with(Options {
        engine,
        configured_channels: true,
        ..Options::default()
    })
    .await
    .expect("the engine is available")
}

/// One text column of the test's own query.
async fn text(app: &TestApp, sql: &str) -> String {
    crate::helpers::query_text(&app.db, sql).await
}

/// The funnel's count of `step` (all forms, sources and days), once it reaches `at_least`
/// (what the server keeps in memory is written every few seconds; fails after 15 s).
async fn counted(app: &TestApp, filter: &str, at_least: i64) -> i64 {
    // PostgreSQL's SUM of a BIGINT is a NUMERIC: cast back.
    let sql =
        format!("SELECT CAST(COALESCE(SUM(count), 0) AS BIGINT) FROM funnel_totals WHERE {filter}");
    let start = Instant::now();
    loop {
        let count = query_i64(&app.db, &sql).await;
        if count >= at_least || start.elapsed() > Duration::from_secs(15) {
            return count;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn a_leads_attribution_is_stored_beside_it_and_reaches_its_messages() {
    on_each_engine(async |engine| {
        let app = app_on(engine).await;
        let mut body = valid_help();
        body["attribution"] = linkedin_visit();
        let answer = app.post_json("/api/help", &body).await;
        assert_eq!(answer.status(), 201);
        let id = answer.json::<Value>().await.expect("json")["data"]["id"]
            .as_str()
            .expect("an id")
            .to_owned();

        // Stored in its own column; the payload is the visitor's fields alone.
        let stored: Value = serde_json::from_str(
            &text(
                &app,
                &format!("SELECT attribution FROM leads WHERE id = '{id}'"),
            )
            .await,
        )
        .expect("JSON");
        assert_eq!(stored, linkedin_visit());
        let payload = text(
            &app,
            &format!("SELECT payload FROM leads WHERE id = '{id}'"),
        )
        .await;
        assert!(!payload.contains("attribution"), "{payload}");

        // The accepted step is counted with the row, under the campaign's source.
        let accepted = "step = 'accepted' AND form = 'help' AND source = 'linkedin'";
        assert_eq!(counted(&app, accepted, 1).await, 1);

        // The outbox notice carries it: the webhook's body and the team's email show it.
        let notice = text(
            &app,
            &format!("SELECT notice FROM outbox WHERE lead_id = '{id}'"),
        )
        .await;
        let StoredNotice::Lead(notice) = serde_json::from_str(&notice).expect("a notice") else {
            panic!("a lead's notice")
        };
        let hook: Value = serde_json::from_slice(&webhook::body(&Outgoing {
            message_id: "m".to_owned(),
            attempt: 1,
            notice,
        }))
        .expect("JSON");
        assert_eq!(hook["data"]["attribution"], linkedin_visit());
        let mail = decoded_parts(&eml_about(&app, &id).await, "text/plain").join("\n");
        for line in [
            "Campaign source: linkedin",
            "Campaign medium: social",
            "Campaign: fall",
            "Landing page: /",
            "Pages seen: 3",
            "Seconds on the site: 120",
            "Source de la campagne\u{a0}: linkedin",
        ] {
            assert!(mail.contains(line), "{line} in\n{mail}");
        }

        // Delivered, and counted in the transaction that marks it sent.
        assert_eq!(
            counted(&app, "step = 'delivered' AND field = 'email'", 1).await,
            1
        );
    })
    .await;
}

#[tokio::test]
async fn beacons_are_counted_and_bad_ones_refused_in_the_api_shape() {
    on_each_engine(async |engine| {
        let app = app_on(engine).await;
        for step in ["shown", "shown", "started", "submitted"] {
            let answer = app
                .post_json(
                    "/api/events",
                    &json!({"form": "contact", "step": step, "lang": "fr", "source": "LinkedIn"}),
                )
                .await;
            assert_eq!(answer.status(), 204, "{step}");
        }
        let answer = app
            .post_json(
                "/api/events",
                &json!({"form": "help", "step": "shown", "lang": "en"}),
            )
            .await;
        assert_eq!(answer.status(), 204);

        // Refused with the usual shape and messages, in French when asked.
        let answer = app
            .post_json(
                "/api/events?lang=fr",
                &json!({"form": "login", "step": "accepted", "lang": "de", "source": "<x>"}),
            )
            .await;
        assert_eq!(answer.status(), 422);
        let errors: Value = answer.json().await.expect("json");
        let codes: Vec<(&str, &str)> = errors["errors"]
            .as_array()
            .expect("errors")
            .iter()
            .map(|e| {
                (
                    e["field"].as_str().unwrap_or(""),
                    e["code"].as_str().unwrap_or(""),
                )
            })
            .collect();
        assert_eq!(
            codes,
            [
                ("form", "EVENT_FORM_INVALID"),
                ("step", "EVENT_STEP_INVALID"),
                ("lang", "ATTRIBUTION_LANG_INVALID"),
                ("source", "EVENT_SOURCE_INVALID"),
            ]
        );
        assert_eq!(
            errors["errors"][1]["message"],
            site_core::messages::EVENT_STEP_INVALID.fr
        );
        // A key no beacon has: not the beacon's shape.
        let answer = app
            .post_json(
                "/api/events",
                &json!({"form": "help", "step": "shown", "lang": "en", "visitor": "x"}),
            )
            .await;
        assert_eq!(answer.status(), 400);
        let answer = app
            .client
            .post(app.url("/api/events"))
            .body("form=help")
            .send()
            .await
            .expect("POST");
        assert_eq!(answer.status(), 415);

        // Counted, lower-cased, by form, language and source; nothing for the refused ones.
        let shown = "step = 'shown' AND form = 'contact' AND lang = 'fr' AND source = 'linkedin'";
        assert_eq!(counted(&app, shown, 2).await, 2);
        assert_eq!(
            counted(&app, "step = 'submitted' AND form = 'contact'", 1).await,
            1
        );
        assert_eq!(
            counted(
                &app,
                "step = 'shown' AND form = 'help' AND source = 'direct'",
                1
            )
            .await,
            1
        );
        assert_eq!(counted(&app, "form NOT IN ('contact', 'help')", 0).await, 0);
    })
    .await;
}

#[tokio::test]
async fn refusals_and_traps_are_counted_per_field_and_code() {
    on_each_engine(async |engine| {
        let app = app_on(engine).await;
        let mut bad = valid_help();
        bad["email"] = json!("not-an-address");
        bad["attribution"] = json!({"utm_source": "newsletter"});
        assert_eq!(app.post_json("/api/help", &bad).await.status(), 422);
        let mut trap = valid_help();
        trap["company_fax"] = json!("555-0100");
        assert_eq!(app.post_json("/api/help", &trap).await.status(), 201);
        let newsletter = a_newsletter(&app).await;
        let answer = app
            .post_json(
                &format!("/api/newsletterandeventletters/addemail/{newsletter}"),
                &json!({"email": "", "attribution": {"referrer_host": "www.google.ca"}}),
            )
            .await;
        assert_eq!(answer.status(), 422);
        let refused = "step = 'refused' AND form = 'help' AND source = 'newsletter' \
                       AND field = 'email' AND code = 'ENTER_VALID_EMAIL'";
        assert_eq!(counted(&app, refused, 1).await, 1);
        assert_eq!(counted(&app, "step = 'spam' AND form = 'help'", 1).await, 1);
        let subscribe = "step = 'refused' AND form = 'newsletter' AND source = 'www.google.ca' \
                         AND field = 'email' AND code = 'PROVIDE_EMAIL'";
        assert_eq!(counted(&app, subscribe, 1).await, 1);
        // A refusal whose own source breaks the rules is counted, as direct: the table holds
        // only sources the rules accept.
        let mut hostile = valid_help();
        hostile["email"] = json!("not-an-address");
        hostile["attribution"] = json!({"utm_source": "<script>x</script>"});
        assert_eq!(app.post_json("/api/help", &hostile).await.status(), 422);
        let direct = "step = 'refused' AND form = 'help' AND source = 'direct' \
                      AND field = 'email' AND code = 'ENTER_VALID_EMAIL'";
        assert_eq!(counted(&app, direct, 1).await, 1);
        assert_eq!(
            counted(&app, "source LIKE '%<%'", 0).await,
            0,
            "no hostile text stored"
        );
        // A trapped bot's post is no lead: nothing accepted.
        assert_eq!(counted(&app, "step = 'accepted'", 0).await, 0);
    })
    .await;
}

/// The server's own steps equal what the database holds: after concurrent posts of every lead
/// form from several sources, the `accepted` counts per form are the leads stored, and the
/// `delivered` counts the lead messages marked sent.
#[tokio::test]
async fn server_steps_equal_the_rows_after_a_burst_of_posts() {
    on_each_engine(async |engine| {
        let app = app_on(engine).await;
        let forms = site_store::leads::FormKind::ALL;
        let sources = ["linkedin", "google", "", "newsletter"];
        let posts = (0..120).map(|n| {
            let form = forms[n % forms.len()];
            let mut body = crate::jobs::valid_vectors(form).remove(0);
            if !sources[n % sources.len()].is_empty() {
                body["attribution"] = json!({"utm_source": sources[n % sources.len()]});
            }
            let app = &app;
            async move {
                let path = format!("/api{}", form.form().route);
                assert_eq!(app.post_json(&path, &body).await.status(), 201);
            }
        });
        futures_util::future::join_all(posts).await;
        let stored = query_i64(&app.db, "SELECT COUNT(*) FROM leads").await;
        assert_eq!(stored, 120);
        for form in forms {
            let name = form.as_str();
            assert_eq!(
                counted(&app, &format!("step = 'accepted' AND form = '{name}'"), 0).await,
                query_i64(&app.db, &format!("SELECT COUNT(*) FROM leads WHERE form = '{name}'"))
                    .await,
                "{name}"
            );
        }
        // The rows' own counts wait in funnel_deltas until a fold moves them; folds racing
        // (this instance's flush and four more here) move each exactly once.
        let folds = (0..4).map(|_| site_store::funnel::fold(&app.db));
        for folded in futures_util::future::join_all(folds).await {
            folded.expect("fold");
        }
        let accepted = "SELECT CAST(COALESCE(SUM(count), 0) AS BIGINT) FROM {table} \
                        WHERE step = 'accepted'";
        assert_eq!(
            query_i64(&app.db, &accepted.replace("{table}", "funnel_counts")).await,
            120,
            "every accepted count folded once"
        );
        assert_eq!(
            query_i64(&app.db, &accepted.replace("{table}", "funnel_deltas")).await,
            0
        );
        // Every message sent, then the delivered counts are the sent rows.
        let start = Instant::now();
        while query_i64(&app.db, "SELECT COUNT(*) FROM outbox WHERE status <> 'sent'").await > 0 {
            assert!(start.elapsed() < Duration::from_secs(30), "messages left unsent");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let sent = query_i64(
            &app.db,
            "SELECT COUNT(*) FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE o.status = 'sent'",
        )
        .await;
        assert_eq!(sent, 120);
        assert_eq!(counted(&app, "step = 'delivered'", sent).await, sent);
        assert_eq!(
            counted(&app, "step = 'accepted' AND source = 'direct'", 0).await,
            30,
            "a visit without attribution is direct"
        );
    })
    .await;
}

/// The weekly digest goes once a week whatever the number of instances: two servers on one
/// database, the week's slot passed, write one digest to the outbox, and it is delivered as the
/// team's email with its chart.
#[tokio::test]
async fn the_weekly_digest_is_written_once_and_delivered_with_its_chart() {
    on_each_engine(async |engine| {
        let now = time::OffsetDateTime::now_utc();
        // Today's weekday at midnight: the slot has passed, so the week before today is due.
        let schedule = server::report::DigestSchedule::parse(&format!(
            "{} 00:00",
            ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
                [usize::from(now.weekday().number_days_from_monday())]
        ))
        .expect("a schedule");
        let week_to = schedule.due_week(now).expect("due");
        let options = Options {
            engine,
            configured_channels: true,
            digest: schedule,
            ..Options::default()
        };
        let first = spawn_app_with(options.clone())
            .await
            .expect("the engine is available");
        let second = crate::helpers::serve_db(
            first.db.clone(),
            crate::helpers::scratch_dir("digest-second").keep(),
            &options,
        )
        .await;
        let id = site_store::funnel::digest_id(&week_to.to_string());
        let start = Instant::now();
        loop {
            let sent = query_i64(
                &first.db,
                &format!("SELECT COUNT(*) FROM outbox WHERE lead_id = '{id}' AND status = 'sent'"),
            )
            .await;
            if sent == 1 {
                break;
            }
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "the digest was not sent"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        assert_eq!(
            query_i64(&first.db, "SELECT COUNT(*) FROM digests").await,
            1
        );
        assert_eq!(
            query_i64(
                &first.db,
                &format!("SELECT COUNT(*) FROM outbox WHERE lead_id = '{id}'")
            )
            .await,
            1,
            "one digest, two instances"
        );
        assert!(
            !site_store::funnel::claim_digest(
                &first.db,
                &week_to.to_string(),
                "2026-01-01T00:00:00.000000Z"
            )
            .await
            .expect("claim"),
            "a week is claimed once"
        );
        // Written by whichever instance sent it, as the team's email with its chart.
        let mail = [&first, &second]
            .iter()
            .flat_map(|app| {
                std::fs::read_dir(app.dir.join("mail"))
                    .into_iter()
                    .flatten()
            })
            .filter_map(|entry| std::fs::read_to_string(entry.ok()?.path()).ok())
            .find(|eml| eml.contains("image/png"))
            .expect("the digest's .eml");
        assert!(mail.contains("Content-ID: <leads-chart>"), "{mail}");
        let text = decoded_parts(&mail, "text/plain").join("\n");
        assert!(text.contains(&format!("to {week_to}")), "{text}");
        // The purge of gone leads' messages leaves the digest's.
        let cutoffs = site_store::retention::Cutoffs {
            created_before: now - time::Duration::days(1),
            withdrawn_before: now - time::Duration::days(1),
        };
        site_store::retention::purge(&first.db, cutoffs, true)
            .await
            .expect("purge");
        assert_eq!(
            query_i64(
                &first.db,
                &format!("SELECT COUNT(*) FROM outbox WHERE lead_id = '{id}'")
            )
            .await,
            1
        );
    })
    .await;
}

/// A flood of beacons cannot grow the table nor spend a visitor's form posts: past the day's
/// bound of distinct sources the rest count as `other`; past its own limit a client is answered
/// 429 with `Retry-After`, and its form posts still go through.
#[tokio::test]
async fn a_flood_of_beacons_is_bounded_and_limited_apart_from_the_forms() {
    let per_minute = 2;
    let app = spawn_app_with(Options {
        rate_limit_per_minute: per_minute,
        trusted_proxies: vec!["127.0.0.1/32".parse().expect("cidr")],
        ..Options::default()
    })
    .await
    .expect("SQLite");
    let beacon = |from: String, source: String| {
        let app = &app;
        async move {
            app.client
                .post(app.url("/api/events"))
                .header("X-Forwarded-For", from)
                .json(&json!({"form": "help", "step": "shown", "lang": "en", "source": source}))
                .send()
                .await
                .expect("POST")
        }
    };
    // More distinct sources than a day admits, each from its own client (under every limit).
    let bound = site_core::constants::FUNNEL_SOURCES_PER_DAY as usize;
    let flood = bound + 50;
    for n in 0..flood {
        let answer = beacon(
            format!("198.51.{}.{}", n / 250, n % 250 + 1),
            format!("campaign-{n}"),
        )
        .await;
        assert_eq!(answer.status(), 204, "beacon {n}");
    }
    let all = counted(&app, "step = 'shown'", flood as i64).await;
    assert_eq!(all, flood as i64, "every beacon counted");
    assert_eq!(
        query_i64(&app.db, "SELECT COUNT(DISTINCT source) FROM funnel_totals").await,
        bound as i64 + 1,
        "the bound's sources and `other`"
    );
    assert_eq!(
        counted(&app, "source = 'other'", 50).await,
        50,
        "the flood's rest"
    );

    // One client: its beacons' own limit, then 429 in the API's shape.
    let client = "203.0.113.7".to_owned();
    let allowed = (per_minute * server::http::EVENTS_PER_POST) as usize;
    for n in 0..allowed {
        assert_eq!(
            beacon(client.clone(), "linkedin".into()).await.status(),
            204,
            "{n}"
        );
    }
    let refused = beacon(client.clone(), "linkedin".into()).await;
    assert_eq!(refused.status(), 429);
    assert!(refused.headers().contains_key("retry-after"));
    let body: Value = refused.json().await.expect("JSON");
    assert!(body["errors"][0]["message"].is_string(), "{body}");
    // The same client's form post is untouched by its beacons.
    let post = app
        .client
        .post(app.url("/api/help"))
        .header("X-Forwarded-For", client)
        .json(&valid_help())
        .send()
        .await
        .expect("POST");
    assert_eq!(post.status(), 201);
}
