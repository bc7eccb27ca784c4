//! The outbox and its delivery worker (docs/decisions/0011-lead-delivery-through-an-outbox.md), on
//! both engines: messages written in the lead's transaction, delivered through a recording channel,
//! retried with backoff, given up on and retried by hand, a dead worker's claim taken over after
//! its lease, a lead answered by a server killed with `kill -9` delivered after restart, two
//! instances on one PostgreSQL delivering 500 leads once each; and through the site's own senders,
//! a real SMTP server (aiosmtpd, down then back) and a webhook receiver verifying with the
//! reference package.

use crate::helpers::{
    Engine, Options, ServerProcess, TestApp, execute, fresh_database, fresh_postgres_database,
    on_each_engine, query_i64, required_postgres_admin_url, scratch_dir, serve_db, spawn_app_with,
};
use crate::jobs::server as run_server;
use futures_util::future::BoxFuture;
use serde_json::{Value, json};
use server::delivery::schedule::Schedule;
use server::delivery::{Channels, Failure, Notice, Outgoing, Sender};
use site_store::Db;
use site_store::leads::FormKind;
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

// ---- A recording channel -----------------------------------------------------------------------

/// One call a [`Recorder`] received.
#[derive(Debug, Clone)]
struct Call {
    message_id: String,
    attempt: u32,
    notice: Notice,
    at: Instant,
}

/// A channel that records every call and answers from a script (then `Ok`, or the standing
/// answer when one is set).
#[derive(Debug, Default)]
struct Recorder {
    calls: Mutex<Vec<Call>>,
    script: Mutex<VecDeque<Result<(), Failure>>>,
    standing: Mutex<Option<Failure>>,
}

impl Sender for Recorder {
    fn send<'a>(&'a self, out: &'a Outgoing) -> BoxFuture<'a, Result<(), Failure>> {
        Box::pin(async move {
            self.calls.lock().expect("lock").push(Call {
                message_id: out.message_id.clone(),
                attempt: out.attempt,
                notice: out.notice.clone(),
                at: Instant::now(),
            });
            if let Some(answer) = self.script.lock().expect("lock").pop_front() {
                return answer;
            }
            match self.standing.lock().expect("lock").clone() {
                Some(failure) => Err(failure),
                None => Ok(()),
            }
        })
    }
}

impl Recorder {
    fn calls(&self) -> Vec<Call> {
        self.calls.lock().expect("lock").clone()
    }

    /// Waits until `n` calls were received (fails after `limit`).
    async fn wait_for(&self, n: usize, limit: Duration) -> Vec<Call> {
        let start = Instant::now();
        loop {
            let calls = self.calls();
            if calls.len() >= n {
                return calls;
            }
            assert!(
                start.elapsed() < limit,
                "{} of {n} deliveries after {limit:?}",
                calls.len()
            );
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }
}

fn channels(email: &Arc<Recorder>, webhook: Option<&Arc<Recorder>>) -> Channels {
    Channels {
        email: Some(Arc::clone(email) as Arc<dyn Sender>),
        webhook: webhook.map(|hook| Arc::clone(hook) as Arc<dyn Sender>),
    }
}

/// A schedule short enough for a test: `base` doubling up to four times it, given up after
/// `give_up`, polling every 20 ms.
fn short_schedule(base: Duration, give_up: Duration) -> Schedule {
    Schedule {
        base,
        cap: base * 4,
        give_up_after: give_up,
        lease: Duration::from_secs(30),
        poll: Duration::from_millis(20),
        batch: 16,
        concurrency: 4,
    }
}

// ---- Leads ---------------------------------------------------------------------------------------

/// The first valid case of a form's vectors (the vectors run through the API, so it is a 201).
fn valid(form: FormKind) -> Value {
    let path = format!(
        "{}/../../tests/vectors/forms/{}.json",
        env!("CARGO_MANIFEST_DIR"),
        form.as_str()
    );
    let file: Value =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("vectors")).expect("json");
    let case = file["cases"]
        .as_array()
        .expect("cases")
        .iter()
        .find(|case| {
            case["errors"].as_array().is_some_and(Vec::is_empty) && case["input"].is_object()
        })
        .expect("a valid case");
    let mut input = case["input"].clone();
    input
        .as_object_mut()
        .expect("object")
        .remove("confirmEmail");
    input
}

fn route(form: FormKind) -> String {
    format!("/api{}", form.form().route)
}

/// Posts a valid lead of `form`; its id.
async fn post_lead(app: &TestApp, form: FormKind) -> String {
    let response = app.post_json(&route(form), &valid(form)).await;
    assert_eq!(response.status(), 201, "{}", form.as_str());
    let body: Value = response.json().await.expect("json");
    body["data"]["id"].as_str().expect("id").to_owned()
}

fn quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}

async fn messages_of(db: &Db, lead: &str, kind: &str) -> i64 {
    query_i64(
        db,
        &format!(
            "SELECT COUNT(*) FROM outbox WHERE lead_id = {} AND kind = {}",
            quote(lead),
            quote(kind)
        ),
    )
    .await
}

/// The payload a lead is stored with.
async fn stored_payload(db: &Db, lead: &str) -> Value {
    let sql = format!("SELECT payload FROM leads WHERE id = {}", quote(lead));
    let text: String = match db {
        Db::Sqlite { read, .. } => sqlx::query_scalar(&sql).fetch_one(read).await,
        Db::Postgres { pool, .. } => sqlx::query_scalar(&sql).fetch_one(pool).await,
    }
    .expect("payload");
    serde_json::from_str(&text).expect("json")
}

async fn status_of(db: &Db, message: &str) -> (String, i64) {
    let sql = format!(
        "SELECT status, attempts FROM outbox WHERE id = {}",
        quote(message)
    );
    match db {
        Db::Sqlite { read, .. } => sqlx::query_as(&sql).fetch_one(read).await,
        Db::Postgres { pool, .. } => sqlx::query_as(&sql).fetch_one(pool).await,
    }
    .expect("status")
}

/// Waits until no message is pending or claimed (fails after `limit`). Past that, no worker can
/// send anything until a lease ends (minutes): a count of sends read then is final, where a
/// pause and a second look would only hope so.
async fn wait_settled(db: &Db, limit: Duration) {
    let start = Instant::now();
    let busy = "SELECT COUNT(*) FROM outbox WHERE status = 'pending' OR claimed_until IS NOT NULL";
    loop {
        let left = query_i64(db, busy).await;
        if left == 0 {
            return;
        }
        assert!(
            start.elapsed() < limit,
            "{left} message(s) still pending or claimed after {limit:?}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Waits until `message` has `status` (fails after `limit`).
async fn wait_status(db: &Db, message: &str, status: &str, limit: Duration) -> i64 {
    let start = Instant::now();
    loop {
        let (now, attempts) = status_of(db, message).await;
        if now == status {
            return attempts;
        }
        assert!(
            start.elapsed() < limit,
            "{message} still {now} after {limit:?}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn app_on(engine: Engine, options: Options) -> TestApp {
    spawn_app_with(Options { engine, ..options })
        .await
        .expect("one of the engines available")
}

// ---- Writing messages ----------------------------------------------------------------------------

#[tokio::test]
async fn an_accepted_lead_writes_an_email_and_a_webhook_when_one_is_configured() {
    on_each_engine(async |engine| {
        // No sender for email: the messages stay pending, as written.
        let hook = Arc::new(Recorder::default());
        *hook.standing.lock().expect("lock") = Some(Failure::Transient("down".into()));
        let app = app_on(
            engine,
            Options {
                channels: Channels {
                    email: None,
                    webhook: Some(Arc::clone(&hook) as Arc<dyn Sender>),
                },
                ..Default::default()
            },
        )
        .await;
        for form in FormKind::ALL {
            let lead = post_lead(&app, form).await;
            assert_eq!(messages_of(&app.db, &lead, "email").await, 1);
            assert_eq!(messages_of(&app.db, &lead, "webhook").await, 1);
        }
        // Without a webhook: the email only.
        let plain = app_on(engine, Options::default()).await;
        let lead = post_lead(&plain, FormKind::Help).await;
        assert_eq!(messages_of(&plain.db, &lead, "email").await, 1);
        assert_eq!(messages_of(&plain.db, &lead, "webhook").await, 0);
        let pending = query_i64(
            &plain.db,
            "SELECT COUNT(*) FROM outbox WHERE status = 'pending'",
        );
        assert_eq!(pending.await, 1);
    })
    .await;
}

#[tokio::test]
async fn refused_trapped_and_replayed_posts_write_no_message() {
    on_each_engine(async |engine| {
        let app = app_on(engine, Options::default()).await;
        let refused = app.post_json("/api/help", &json!({ "name": "" })).await;
        assert_eq!(refused.status(), 422);
        let mut bot = valid(FormKind::Help);
        bot["company_fax"] = json!("555-0100");
        assert_eq!(app.post_json("/api/help", &bot).await.status(), 201);
        assert_eq!(query_i64(&app.db, "SELECT COUNT(*) FROM outbox").await, 0);
        for _ in 0..2 {
            let response = app
                .client
                .post(app.url("/api/help"))
                .header("Idempotency-Key", "outbox-replay-1")
                .json(&valid(FormKind::Help))
                .send()
                .await
                .expect("post");
            assert_eq!(response.status(), 201);
        }
        assert_eq!(query_i64(&app.db, "SELECT COUNT(*) FROM outbox").await, 1);
    })
    .await;
}

/// The messages are written in the lead's transaction: when writing them fails, the lead is not
/// stored either (and not answered 201).
#[tokio::test]
async fn a_lead_whose_messages_cannot_be_written_is_not_stored() {
    on_each_engine(async |engine| {
        let app = app_on(engine, Options::default()).await;
        let refuse: &[&str] = match engine {
            Engine::Sqlite => &["CREATE TRIGGER outbox_refuses BEFORE INSERT ON outbox \
                 BEGIN SELECT RAISE(ABORT, 'refused by the test'); END"],
            Engine::Postgres => &[
                "CREATE FUNCTION outbox_refuse() RETURNS trigger LANGUAGE plpgsql AS \
                 $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$",
                "CREATE TRIGGER outbox_refuses BEFORE INSERT ON outbox \
                 FOR EACH ROW EXECUTE FUNCTION outbox_refuse()",
            ],
        };
        for statement in refuse {
            execute(&app.db, statement, &[]).await;
        }
        let response = app.post_json("/api/help", &valid(FormKind::Help)).await;
        assert!(response.status().is_server_error(), "{}", response.status());
        assert_eq!(query_i64(&app.db, "SELECT COUNT(*) FROM leads").await, 0);
    })
    .await;
}

// ---- Delivering ----------------------------------------------------------------------------------

#[tokio::test]
async fn every_lead_of_the_four_forms_is_mailed_and_hooked_once() {
    on_each_engine(async |engine| {
        let (mail, hook) = (Arc::new(Recorder::default()), Arc::new(Recorder::default()));
        let app = app_on(
            engine,
            Options {
                channels: channels(&mail, Some(&hook)),
                ..Default::default()
            },
        )
        .await;
        let mut leads = HashMap::new();
        for form in FormKind::ALL {
            leads.insert(post_lead(&app, form).await, form);
        }
        for recorder in [&mail, &hook] {
            let calls = recorder.wait_for(4, Duration::from_secs(20)).await;
            let mut seen: Vec<&str> = calls.iter().map(|c| c.notice.lead_id.as_str()).collect();
            seen.sort_unstable();
            let mut expected: Vec<&str> = leads.keys().map(String::as_str).collect();
            expected.sort_unstable();
            assert_eq!(seen, expected);
            for call in &calls {
                assert_eq!(call.attempt, 1);
                let form = leads[&call.notice.lead_id];
                assert_eq!(call.notice.form, form);
                assert_eq!(call.notice.lang, site_core::i18n::Lang::En);
                assert_eq!(
                    call.notice.payload,
                    stored_payload(&app.db, &call.notice.lead_id).await
                );
                assert_eq!(call.notice.payload["email"], valid(form)["email"]);
                wait_status(&app.db, &call.message_id, "sent", Duration::from_secs(5)).await;
            }
        }
        // The contact form's updates box is ticked in its valid case: the consent record rides.
        let contact = mail
            .calls()
            .into_iter()
            .find(|c| c.notice.form == FormKind::Contact)
            .expect("contact");
        assert_eq!(
            contact.notice.consent.map(|c| c.text).as_deref(),
            Some(site_core::messages::UPDATES_CONSENT.en)
        );
        wait_settled(&app.db, Duration::from_secs(10)).await;
        assert_eq!(
            mail.calls().len() + hook.calls().len(),
            8,
            "nothing sent twice"
        );
    })
    .await;
}

#[tokio::test]
async fn a_transient_failure_is_retried_with_doubling_waits() {
    on_each_engine(async |engine| {
        let mail = Arc::new(Recorder::default());
        mail.script.lock().expect("lock").extend([
            Err(Failure::Transient("421 try later".into())),
            Err(Failure::Transient("connection refused".into())),
        ]);
        let base = Duration::from_millis(200);
        let app = app_on(
            engine,
            Options {
                channels: channels(&mail, None),
                outbox_schedule: short_schedule(base, Duration::from_secs(60)),
                ..Default::default()
            },
        )
        .await;
        post_lead(&app, FormKind::Help).await;
        let calls = mail.wait_for(3, Duration::from_secs(20)).await;
        let attempts: Vec<u32> = calls.iter().map(|c| c.attempt).collect();
        assert_eq!(attempts, [1, 2, 3]);
        assert!(calls.iter().all(|c| c.message_id == calls[0].message_id));
        // Waits of at least `base`, then twice it (lower bounds: the schedule, not a speed).
        assert!(calls[1].at - calls[0].at >= base);
        assert!(calls[2].at - calls[1].at >= base * 2);
        let attempts = wait_status(
            &app.db,
            &calls[0].message_id,
            "sent",
            Duration::from_secs(5),
        );
        assert_eq!(attempts.await, 3);
    })
    .await;
}

#[tokio::test]
async fn a_message_failing_past_its_give_up_age_is_failed_listed_and_retried_by_hand() {
    on_each_engine(async |engine| {
        let mail = Arc::new(Recorder::default());
        *mail.standing.lock().expect("lock") =
            Some(Failure::Permanent("550 5.1.1 mailbox unavailable".into()));
        let app = app_on(
            engine,
            Options {
                channels: channels(&mail, None),
                outbox_schedule: short_schedule(
                    Duration::from_millis(50),
                    Duration::from_millis(400),
                ),
                ..Default::default()
            },
        )
        .await;
        let lead = post_lead(&app, FormKind::Loan).await;
        let message = mail.wait_for(1, Duration::from_secs(10)).await[0]
            .message_id
            .clone();
        let attempts = wait_status(&app.db, &message, "failed", Duration::from_secs(20)).await;
        assert!(attempts > 1, "retried before giving up: {attempts}");
        let calls = mail.calls().len();
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert_eq!(
            mail.calls().len(),
            calls,
            "a failed message is not tried again"
        );

        let url = database_url(&app);
        let listed = run_server(
            &[
                "outbox",
                "list",
                "--status",
                "failed",
                "--database-url",
                &url,
            ],
            None,
        )
        .await;
        assert_eq!(listed.code, 0, "{}", listed.stderr);
        let lines: Vec<&str> = listed.stdout.lines().collect();
        assert_eq!(lines.len(), 1, "{}", listed.stdout);
        let fields: Vec<&str> = lines[0].split('\t').collect();
        assert_eq!(fields[..3], [message.as_str(), "email", "failed"]);
        assert_eq!(fields[4], lead);
        assert_eq!(fields[7], "permanent: 550 5.1.1 mailbox unavailable");
        let pending = run_server(
            &[
                "outbox",
                "list",
                "--status",
                "pending",
                "--database-url",
                &url,
            ],
            None,
        )
        .await;
        assert_eq!(pending.stdout, "");

        // The mailbox fixed: a retry makes it pending and the worker delivers it.
        *mail.standing.lock().expect("lock") = None;
        let retry_failed = ["outbox", "retry", "--failed", "--database-url", &url];
        let retried = run_server(&retry_failed, None).await;
        assert_eq!(retried.code, 0, "{}", retried.stderr);
        assert_eq!(retried.stdout.trim(), "1 message(s) pending again");
        let attempts = wait_status(&app.db, &message, "sent", Duration::from_secs(10)).await;
        assert_eq!(attempts, 1, "a retry starts a fresh schedule");
        let retry_sent = ["outbox", "retry", &message, "--database-url", &url];
        let again = run_server(&retry_sent, None).await;
        assert_eq!(again.code, 1, "a sent message is not retried");
    })
    .await;
}

/// The database URL a test app serves (its own SQLite file or PostgreSQL database).
fn database_url(app: &TestApp) -> String {
    match &app.db {
        Db::Sqlite { .. } => format!("sqlite://{}", app.dir.join("site.db").display()),
        Db::Postgres { pool, .. } => {
            let options = pool.connect_options();
            let admin = required_postgres_admin_url();
            let base = admin.rsplit_once('/').map_or(admin.as_str(), |(b, _)| b);
            format!(
                "{base}/{}",
                options.get_database().expect("a database name")
            )
        }
    }
}

// ---- Crashes ------------------------------------------------------------------------------------

/// A worker that claimed a message and died (its lease set, no outcome recorded): another
/// worker sends it once the lease has run out, and not before.
#[tokio::test]
async fn a_dead_workers_claim_is_delivered_after_its_lease() {
    on_each_engine(async |engine| {
        let dir = scratch_dir("outbox-lease");
        let url = fresh_database(engine, &dir).await.expect("engine");
        let db = Db::connect(&url).await.expect("connect");
        // First a server without a sender: the lead and its message are stored, pending.
        let first = serve_db(db.clone(), dir.join("a"), &Options::default()).await;
        let lead = post_lead(&first, FormKind::Contact).await;
        let lease = Duration::from_millis(800);
        let claimed_at = Instant::now();
        let claimed = site_store::outbox::claim_due(
            &db,
            time::OffsetDateTime::now_utc(),
            lease,
            16,
            &[server::delivery::Channel::Email],
        )
        .await
        .expect("claim");
        assert_eq!(claimed.len(), 1);
        // The dead worker never records anything. A live one takes over after the lease.
        let mail = Arc::new(Recorder::default());
        let options = Options {
            channels: channels(&mail, None),
            outbox_schedule: short_schedule(Duration::from_millis(50), Duration::from_secs(60)),
            ..Default::default()
        };
        let second = serve_db(db.clone(), dir.join("b"), &options).await;
        let calls = mail.wait_for(1, Duration::from_secs(20)).await;
        // (Less a few milliseconds: stored times are whole microseconds of the wall clock.)
        assert!(
            calls[0].at - claimed_at >= lease - Duration::from_millis(5),
            "sent while another held it"
        );
        assert_eq!(calls[0].notice.lead_id, lead);
        assert_eq!(calls[0].attempt, 2, "the dead worker's attempt counts");
        wait_status(
            &second.db,
            &calls[0].message_id,
            "sent",
            Duration::from_secs(5),
        )
        .await;
        let _ = std::fs::remove_dir_all(&dir);
    })
    .await;
}

/// The real binary, its SMTP server down, killed with `kill -9` after answering 201 and before
/// the email could go: the message was committed with the lead, and the next server on the same
/// database writes it (the `.eml` default).
#[tokio::test]
async fn a_lead_answered_before_kill_9_is_delivered_after_restart() {
    let dir = scratch_dir("outbox-kill");
    let database = format!("sqlite://{}", dir.join("site.db").display());
    let mail_dir = dir.join("mail");
    // First life: the team's SMTP server is down (nothing listens on its port), so the lead's
    // email stays in the outbox, retried with backoff, until the process is killed.
    let down = format!("smtp://127.0.0.1:{}", crate::delivery::sinks::closed_port());
    let mut first = ServerProcess::start(
        &database,
        &dir,
        &[
            "--smtp-url",
            &down,
            "--notify-to",
            "leads@example.ca",
            "--mail-from",
            "website@example.ca",
        ],
    )
    .await;
    let client = reqwest::Client::new();
    let response = client
        .post(format!("{}{}", first.address, route(FormKind::Advisory)))
        .json(&valid(FormKind::Advisory))
        .send()
        .await
        .expect("post");
    assert_eq!(response.status(), 201);
    let body: Value = response.json().await.expect("json");
    let lead = body["data"]["id"].as_str().expect("id").to_owned();
    let db = Db::connect(&database).await.expect("connect");
    let message: String = {
        let Db::Sqlite { read, .. } = &db else {
            unreachable!("SQLite")
        };
        let sql = format!("SELECT id FROM outbox WHERE lead_id = {}", quote(&lead));
        sqlx::query_scalar(&sql)
            .fetch_one(read)
            .await
            .expect("its email")
    };
    // Killed between two attempts (the second failure recorded, the next one 2 s away), so no
    // claim of the dead process holds the message.
    let start = Instant::now();
    loop {
        let (status, attempts) = status_of(&db, &message).await;
        let claimed = query_i64(
            &db,
            &format!(
                "SELECT COUNT(*) FROM outbox WHERE id = {} AND claimed_until IS NOT NULL",
                quote(&message)
            ),
        )
        .await;
        if attempts >= 2 && claimed == 0 {
            assert_eq!(status, "pending");
            break;
        }
        assert!(start.elapsed() < Duration::from_secs(30), "no retry");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    first.child.start_kill().expect("kill -9"); // SIGKILL on Unix
    first.child.wait().await.expect("reaped");
    assert!(!mail_dir.exists(), "nothing mailed before the restart");

    // Second life: the `.eml` default. The email left pending is written after the restart.
    let _restarted = ServerProcess::start(
        &database,
        &dir,
        &[], // ServerProcess gives every server `--mail-dir DIR/mail`
    )
    .await;
    let file = server::delivery::email::eml_path(&mail_dir, &message);
    let start = Instant::now();
    while !file.exists() {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "{} not written after the restart",
            file.display()
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let text = std::fs::read_to_string(&file).expect("the .eml file");
    assert!(text.contains(&lead), "the email names its lead");
    wait_status(&db, &message, "sent", Duration::from_secs(5)).await;
    let _ = std::fs::remove_dir_all(&dir);
}

// ---- Several instances ------------------------------------------------------------------------

/// Two servers on one PostgreSQL database, each with its own worker, take 500 leads between
/// them: every message is delivered, each exactly once. Prints the time from 201 to delivery.
#[tokio::test]
#[ignore = "needs PostgreSQL: run by `cargo xtask test` (--include-ignored)"]
async fn two_instances_on_one_postgresql_deliver_500_leads_once_each() {
    const LEADS: usize = 500;
    let url = fresh_postgres_database(&required_postgres_admin_url()).await;
    let mail = Arc::new(Recorder::default());
    let options = Options {
        engine: Engine::Postgres,
        channels: channels(&mail, None),
        outbox_schedule: Schedule {
            poll: Duration::from_millis(50),
            ..Schedule::DEFAULT
        },
        ..Default::default()
    };
    let a = serve_db(
        Db::connect(&url).await.expect("a"),
        scratch_dir("two-a").keep(),
        &options,
    )
    .await;
    let b = serve_db(
        Db::connect(&url).await.expect("b"),
        scratch_dir("two-b").keep(),
        &options,
    )
    .await;
    let apps = Arc::new([a, b]);
    let answered: Arc<Mutex<HashMap<String, Instant>>> = Arc::default();
    let mut posters = tokio::task::JoinSet::new();
    for poster in 0..10 {
        let (apps, answered) = (Arc::clone(&apps), Arc::clone(&answered));
        posters.spawn(async move {
            for n in (poster..LEADS).step_by(10) {
                let app = &apps[n % 2];
                let form = FormKind::ALL[n % FormKind::ALL.len()];
                let lead = post_lead(app, form).await;
                answered.lock().expect("lock").insert(lead, Instant::now());
            }
        });
    }
    while let Some(done) = posters.join_next().await {
        done.expect("poster");
    }
    let calls = mail.wait_for(LEADS, Duration::from_secs(120)).await;
    wait_settled(&apps[0].db, Duration::from_secs(30)).await;
    let calls_after = mail.calls();
    let mut per_message: HashMap<&str, usize> = HashMap::new();
    for call in &calls_after {
        *per_message.entry(call.message_id.as_str()).or_default() += 1;
    }
    assert_eq!(per_message.len(), LEADS, "every message delivered");
    assert!(
        per_message.values().all(|&n| n == 1),
        "a message sent twice: {:?}",
        per_message
            .iter()
            .filter(|(_, n)| **n > 1)
            .collect::<Vec<_>>()
    );
    let sent = query_i64(
        &apps[0].db,
        "SELECT COUNT(*) FROM outbox WHERE status = 'sent'",
    );
    assert_eq!(sent.await, LEADS as i64);
    // Delivery time from the 201, for the record (the bench owns speed figures).
    let answered = answered.lock().expect("lock");
    let mut waits: Vec<Duration> = calls
        .iter()
        .filter_map(|c| Some(c.at.saturating_duration_since(*answered.get(&c.notice.lead_id)?)))
        .collect();
    waits.sort_unstable();
    eprintln!(
        "{LEADS} leads -> {} emails; 201 to delivery p50 {:?}, p99 {:?}",
        per_message.len(),
        waits[waits.len() / 2],
        waits[waits.len() * 99 / 100]
    );
}

// ---- Metrics -------------------------------------------------------------------------------------

#[tokio::test]
async fn the_outbox_figures_are_metrics() {
    let mail = Arc::new(Recorder::default());
    *mail.standing.lock().expect("lock") = Some(Failure::Permanent("550 no".into()));
    let app = app_on(
        Engine::Sqlite,
        Options {
            metrics: true,
            channels: channels(&mail, None),
            outbox_schedule: short_schedule(Duration::from_millis(50), Duration::from_millis(200)),
            ..Default::default()
        },
    )
    .await;
    post_lead(&app, FormKind::Help).await;
    let message = mail.wait_for(1, Duration::from_secs(10)).await[0]
        .message_id
        .clone();
    wait_status(&app.db, &message, "failed", Duration::from_secs(10)).await;
    let text = metrics_once(&app, "site_outbox_failed 1\n").await;
    assert!(text.contains("site_outbox_pending 0\n"), "{text}");
    assert!(
        text.contains("site_outbox_oldest_pending_age_seconds 0.0"),
        "{text}"
    );
    // Its attempts failed: no time to the team is measured for it.
    assert!(!text.contains("site_lead_delivery_seconds_count"), "{text}");
    // The channel accepts again: the next lead's time is measured once it is sent.
    *mail.standing.lock().expect("lock") = None;
    post_lead(&app, FormKind::Help).await;
    metrics_once(
        &app,
        "site_lead_delivery_seconds_count{channel=\"email\"} 1\n",
    )
    .await;
}

/// The metrics' text once it contains `line` (fails after 10 s).
async fn metrics_once(app: &TestApp, line: &str) -> String {
    let metrics = app.metrics_address.clone().expect("metrics");
    let start = Instant::now();
    loop {
        let text = app
            .client
            .get(format!("{metrics}/metrics"))
            .send()
            .await
            .expect("scrape")
            .text()
            .await
            .expect("text");
        if text.contains(line) {
            return text;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "{line} in {text}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

// ---- Through a real SMTP server and webhook receiver -------------------------------------------

const WEBHOOK_SECRET: &str = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

/// The site's own senders (`Channels::from_settings`'s): lettre to the SMTP server on `smtp_port`,
/// the Standard Webhooks channel to `webhook_port`.
fn real_channels(smtp_port: u16, webhook_port: u16) -> Channels {
    use server::delivery::email::{MailSettings, Mailer, SmtpUrl};
    use server::delivery::webhook::{Webhook, WebhookSecret, WebhookSettings};
    let mail = MailSettings {
        smtp_url: Some(SmtpUrl::parse(&format!("smtp://127.0.0.1:{smtp_port}")).expect("url")),
        notify_to: vec!["Leads <leads@example.ca>".parse().expect("mailbox")],
        mail_from: Some(
            "Cedarline website <website@example.ca>"
                .parse()
                .expect("mailbox"),
        ),
        mail_dir: "unused".into(),
        team_lang: site_core::team_mail::TeamLang::default(),
    };
    let webhook = WebhookSettings {
        webhook_url: Some(
            format!("http://127.0.0.1:{webhook_port}/hooks/leads")
                .parse()
                .expect("url"),
        ),
        webhook_secret: Some(WebhookSecret::parse(WEBHOOK_SECRET).expect("secret")),
    };
    Channels {
        email: Some(Arc::new(Mailer::new(mail).expect("mailer")) as Arc<dyn Sender>),
        webhook: Webhook::new(&webhook, false)
            .expect("webhook")
            .map(|hook| Arc::new(hook) as Arc<dyn Sender>),
    }
}

/// Waits until `sink` holds `count` records (fails after `limit`).
async fn wait_records(
    sink: &crate::delivery::sinks::Sink,
    count: usize,
    limit: Duration,
) -> Vec<Value> {
    let start = Instant::now();
    loop {
        let records = sink.records();
        if records.len() >= count {
            return records;
        }
        assert!(
            start.elapsed() < limit,
            "{} of {count} received after {limit:?}",
            records.len()
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
#[ignore = "needs TEST_PYTHON (aiosmtpd, standardwebhooks): run by cargo xtask test"]
async fn leads_reach_a_real_smtp_server_and_a_verifying_webhook_receiver() {
    use crate::delivery::sinks::Sink;
    let smtp = Sink::smtp(None).await;
    let hook = Sink::webhook(WEBHOOK_SECRET, None).await;
    let app = app_on(
        Engine::Sqlite,
        Options {
            channels: real_channels(smtp.port, hook.port),
            outbox_schedule: short_schedule(Duration::from_millis(50), Duration::from_secs(60)),
            ..Options::default()
        },
    )
    .await;
    let mut leads = Vec::new();
    for form in FormKind::ALL {
        leads.push((form, post_lead(&app, form).await));
    }
    // Then a hundred more contact leads, for the delivery figures below.
    for _ in 0..100 {
        leads.push((FormKind::Contact, post_lead(&app, FormKind::Contact).await));
    }
    let mails = wait_records(&smtp, leads.len(), Duration::from_secs(60)).await;
    let hooks = wait_records(&hook, leads.len(), Duration::from_secs(60)).await;
    assert_eq!(mails.len(), leads.len(), "one email per lead, no more");
    assert_eq!(hooks.len(), leads.len(), "one webhook per lead, no more");
    let hooked: Vec<&Value> = hooks.iter().collect();
    for hook in &hooked {
        assert_eq!(hook["verified"], json!(true), "{hook}");
    }
    for (form, lead) in &leads {
        let body: Value = hooked
            .iter()
            .map(|hook| serde_json::from_str(hook["body"].as_str().expect("body")).expect("JSON"))
            .find(|body: &Value| body["data"]["id"] == json!(lead))
            .unwrap_or_else(|| panic!("no webhook for {lead}"));
        assert_eq!(body["type"], json!("lead.created"));
        assert_eq!(body["data"]["form"], json!(form.as_str()));
        assert_eq!(body["data"]["payload"], stored_payload(&app.db, lead).await);
        // Its own id line (a later lead of the same address names this one among its earlier
        // requests).
        let own = format!("{}: {lead}", site_core::team_mail::LEAD_ID.en);
        let mailed = mails
            .iter()
            .filter(|mail| mail.to_string().contains(&own))
            .count();
        assert_eq!(mailed, 1, "the email about {lead}");
    }
    // Delivery figures: from the lead's acceptance to its email's delivery, as the outbox saw it.
    let mut waits: Vec<f64> = Vec::new();
    for (_, lead) in &leads {
        let sql = format!(
            "SELECT (julianday(sent_at) - julianday(created_at)) * 86400000.0 FROM outbox \
             WHERE lead_id = {} AND kind = 'email' AND status = 'sent'",
            quote(lead)
        );
        let Db::Sqlite { read, .. } = &app.db else {
            unreachable!("SQLite")
        };
        let wait: f64 = sqlx::query_scalar(&sql)
            .fetch_one(read)
            .await
            .expect("sent_at");
        waits.push(wait);
    }
    waits.sort_by(f64::total_cmp);
    let at = |q: f64| waits[((waits.len() - 1) as f64 * q).round() as usize];
    eprintln!(
        "delivery: {} leads -> {} emails and {} verified webhooks; lead to email p50 {:.0} ms, p99 {:.0} ms (loopback, debug build)",
        leads.len(),
        mails.len(),
        hooks.len(),
        at(0.5),
        at(0.99)
    );
}

#[tokio::test]
#[ignore = "needs TEST_PYTHON (aiosmtpd, standardwebhooks): run by cargo xtask test"]
async fn a_lead_posted_while_smtp_is_down_is_mailed_once_it_is_back() {
    use crate::delivery::sinks::{Sink, closed_port};
    let port = closed_port();
    let hook = Sink::webhook(WEBHOOK_SECRET, None).await;
    let app = app_on(
        Engine::Sqlite,
        Options {
            channels: real_channels(port, hook.port),
            outbox_schedule: short_schedule(Duration::from_millis(100), Duration::from_secs(60)),
            ..Options::default()
        },
    )
    .await;
    let lead = post_lead(&app, FormKind::Help).await;
    let message = format!(
        "SELECT id FROM outbox WHERE lead_id = {} AND kind = 'email'",
        quote(&lead)
    );
    let Db::Sqlite { read, .. } = &app.db else {
        unreachable!("SQLite")
    };
    let message: String = sqlx::query_scalar(&message)
        .fetch_one(read)
        .await
        .expect("message");
    // Down: the attempts fail and the message stays pending, with its error kept.
    let start = Instant::now();
    while status_of(&app.db, &message).await.1 < 2 {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "no retry while down"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(status_of(&app.db, &message).await.0, "pending");
    // Back, on the same port: the next attempt delivers it, once.
    let smtp = Sink::smtp_on(port).await;
    wait_status(&app.db, &message, "sent", Duration::from_secs(30)).await;
    let mails = wait_records(&smtp, 1, Duration::from_secs(5)).await;
    assert_eq!(mails.len(), 1);
    assert!(mails[0].to_string().contains(lead.as_str()));
}
