//! `server people export` and `server people erase`: a person's requests to see and to erase
//! what the site holds about their address.

use super::{Database, database, expect, store, store_in, valid_vectors};
use crate::helpers::{Engine, execute, on_each_engine, query_i64};
use serde_json::{Value, json};
use server::delivery::email::eml_path;
use server::newsletter::{self, SubscribeOutcome};
use site_core::i18n::Lang;
use site_store::Db;
use site_store::leads::FormKind;
use std::collections::BTreeSet;

/// The person whose requests are tested, and their marked name.
const ADDRESS: &str = "zqx.marker@example.ca";
const NAME: &str = "Zqxmarker";
/// Someone else, whose rows must stay.
const OTHER: &str = "other.person@example.ca";

/// What [`seed`] stored.
struct Seeded {
    /// The person's lead ids, one per form.
    leads: BTreeSet<String>,
    /// The other person's lead id.
    other_lead: String,
    /// The newsletters the person subscribed to.
    newsletters: BTreeSet<String>,
    /// The one of them they subscribed to from a French page.
    french_newsletter: String,
}

/// The language of the page the person sent their `form` lead from.
fn lead_lang(form: FormKind) -> Lang {
    if form == FormKind::Loan {
        Lang::Fr
    } else {
        Lang::En
    }
}

/// A valid lead of `form` from `email`, named [`NAME`].
fn lead_of(form: FormKind, email: &str) -> Value {
    let mut input = valid_vectors(form).remove(0);
    input["email"] = json!(email);
    let name = if form == FormKind::Help {
        "name"
    } else {
        "firstName"
    };
    input[name] = json!(NAME);
    input
}

/// The person: a lead of every form, each with their address in another case (the loan request
/// sent from a French page), subscribed to two newsletters (the second from a French page); the
/// other person: a contact lead and one subscription. Every lead has an outbox message (email);
/// one idempotency claim names one of each person's leads.
async fn seed(db: &Db) -> Seeded {
    let cases = [
        ADDRESS.to_owned(),
        ADDRESS.to_uppercase(),
        "Zqx.Marker@Example.CA".to_owned(),
        ADDRESS.to_owned(),
    ];
    let mut ids = BTreeSet::new();
    for (form, email) in FormKind::ALL.into_iter().zip(cases) {
        ids.insert(store_in(db, form, &lead_of(form, &email), lead_lang(form)).await);
    }
    let other_lead = store(db, FormKind::Contact, &lead_of(FormKind::Contact, OTHER)).await;
    let newsletters = newsletter_ids(db).await;
    assert!(newsletters.len() >= 2, "the content has two newsletters");
    for (newsletter, email, lang) in [
        (&newsletters[0], "ZQX.marker@example.ca", Lang::En),
        (&newsletters[1], ADDRESS, Lang::Fr),
        (&newsletters[0], OTHER, Lang::En),
    ] {
        let outcome = newsletter::subscribe(
            db,
            newsletter,
            email,
            lang,
            newsletter::Visit::DIRECT,
            None,
            &links(db).await,
        )
        .await
        .expect("subscribe");
        assert!(matches!(outcome, SubscribeOutcome::Answered { .. }));
        // An hour later for the address: one confirmation email an hour per address, whatever
        // the newsletter, would hold the next subscription back.
        execute(
            db,
            "UPDATE subscribers SET confirmation_sent_at = '2000-01-01T00:00:00.000000Z'",
            &[],
        )
        .await;
    }
    // Only the leads' messages: the counts below stay exact whether subscribing also queues a
    // confirmation email (double opt-in) or not; the tests that need one write it themselves.
    without_subscription_messages(db).await;
    for (key, id) in [
        ("key-person", ids.first().expect("a lead")),
        ("key-other", &other_lead),
    ] {
        execute(
            db,
            "INSERT INTO idempotency (key, route, fingerprint, status, body, created_at) \
             VALUES ($1, '/api/user', 'f', 201, $2, '2026-01-01T00:00:00.000000Z')",
            &[key, &format!("{{\"data\":{{\"id\":\"{id}\"}}}}")],
        )
        .await;
    }
    // Subscription claims: only the fingerprint of the body ties them to an address.
    for (key, email) in [
        ("key-person-subscribe", ADDRESS),
        ("key-other-subscribe", OTHER),
    ] {
        let fingerprint = site_store::idempotency::IdempotencyKey {
            key: key.to_owned(),
            route: String::new(),
        }
        .for_body(json!({ "email": email }).to_string().as_bytes())
        .fingerprint;
        execute(
            db,
            "INSERT INTO idempotency (key, route, fingerprint, status, body, created_at) \
             VALUES ($1, '/api/newsletterandeventletters/addemail/x', $2, 201, \
             '{\"data\":{\"subscribed\":true}}', '2026-01-01T00:00:00.000000Z')",
            &[key, &fingerprint],
        )
        .await;
    }
    Seeded {
        leads: ids,
        other_lead,
        newsletters: newsletters[..2].iter().cloned().collect(),
        french_newsletter: newsletters[1].clone(),
    }
}

async fn newsletter_ids(db: &Db) -> Vec<String> {
    texts(db, "SELECT id FROM newsletters ORDER BY id").await
}

/// A test's own query of one text column.
pub(super) async fn texts(db: &Db, sql: &str) -> Vec<String> {
    match db {
        Db::Sqlite { read, .. } => sqlx::query_scalar(sql).fetch_all(read).await,
        Db::Postgres { pool, .. } => sqlx::query_scalar(sql).fetch_all(pool).await,
    }
    .unwrap_or_else(|error| panic!("{sql}: {error}"))
}

/// Rows in the tables an erase touches: leads, subscribers, outbox, idempotency.
async fn table_counts(db: &Db) -> [i64; 4] {
    [
        query_i64(db, "SELECT COUNT(*) FROM leads").await,
        query_i64(db, "SELECT COUNT(*) FROM subscribers").await,
        query_i64(db, "SELECT COUNT(*) FROM outbox").await,
        query_i64(db, "SELECT COUNT(*) FROM idempotency").await,
    ]
}

fn export_args<'a>(target: &'a Database, email: &'a str) -> Vec<&'a str> {
    vec![
        "people",
        "export",
        "--database-url",
        &target.url,
        "--email",
        email,
    ]
}

#[tokio::test]
async fn people_export() {
    on_each_engine(check_export).await;
}

async fn check_export(engine: Engine) {
    let target = database(engine, "jobs-people-export").await;
    let seeded = seed(&target.db).await;
    // However the person types their address, everything of it is found, and nothing else.
    for typed in [ADDRESS, "ZQX.MARKER@EXAMPLE.CA", "  Zqx.Marker@example.ca "] {
        let run = expect(0, &export_args(&target, typed)).await;
        let document: Value = serde_json::from_str(&run.stdout).expect("one JSON document");
        assert_eq!(document["email"], ADDRESS, "{typed}");
        let leads = document["leads"].as_array().expect("leads");
        let ids: BTreeSet<String> = leads
            .iter()
            .map(|lead| lead["id"].as_str().expect("id").to_owned())
            .collect();
        assert_eq!(ids, seeded.leads, "{typed}");
        let forms: BTreeSet<&str> = leads.iter().filter_map(|l| l["form"].as_str()).collect();
        assert_eq!(forms, FormKind::ALL.map(FormKind::as_str).into(), "{typed}");
        for lead in leads {
            assert_eq!(
                lead["payload"]["email"]
                    .as_str()
                    .map(str::to_lowercase)
                    .as_deref(),
                Some(ADDRESS)
            );
            // The language the lead was sent in, and the consent record exactly when the
            // updates box was ticked, in the text that page showed.
            let form = FormKind::from_name(lead["form"].as_str().expect("form")).expect("a form");
            let lang = lead_lang(form);
            assert_eq!(lead["lang"], lang.as_str(), "{lead}");
            let ticked = ["want_updates", "wants_updates"]
                .iter()
                .any(|flag| lead["payload"][flag] == json!(true));
            assert_eq!(lead["consent"].is_object(), ticked, "{lead}");
            if ticked {
                assert_eq!(
                    lead["consent"]["text"],
                    site_core::messages::UPDATES_CONSENT.text(lang)
                );
            }
        }
        let subscriptions = document["subscriptions"].as_array().expect("subscriptions");
        let newsletters: BTreeSet<String> = subscriptions
            .iter()
            .map(|s| s["newsletter_id"].as_str().expect("newsletter").to_owned())
            .collect();
        assert_eq!(newsletters, seeded.newsletters, "{typed}");
        for subscription in subscriptions {
            let lang = if subscription["newsletter_id"] == seeded.french_newsletter.as_str() {
                Lang::Fr
            } else {
                Lang::En
            };
            assert_eq!(subscription["lang"], lang.as_str(), "{subscription}");
            assert_eq!(
                subscription["consent"]["text"],
                site_core::messages::SUBSCRIBE_CONSENT.text(lang),
                "{subscription}"
            );
            assert_eq!(subscription["consent"]["at"], subscription["created_at"]);
        }
        let messages = document["outbox_messages"].as_array().expect("messages");
        assert_eq!(messages.len(), seeded.leads.len(), "one email per lead");
        for message in messages {
            assert!(
                seeded
                    .leads
                    .contains(message["about"].as_str().expect("about"))
            );
            assert_eq!(message["kind"], "email");
        }
        assert!(
            !run.stdout.contains(OTHER),
            "another person's data in {typed}'s export"
        );
        assert!(!run.stdout.contains(&seeded.other_lead));
        assert!(
            run.stderr
                .contains("exported 4 leads, 2 subscriptions, 4 outbox messages")
        );
    }
    // --output writes the same document to a file.
    let file = target.path("export.json");
    let mut args = export_args(&target, ADDRESS);
    args.extend(["--output", &file]);
    let run = expect(0, &args).await;
    assert_eq!(run.stdout, "");
    let written: Value =
        serde_json::from_str(&std::fs::read_to_string(&file).expect("written")).expect("json");
    assert_eq!(written["leads"].as_array().map(Vec::len), Some(4));
    // Nothing held: an empty document, exit 0, and a word on stderr.
    let run = expect(0, &export_args(&target, "nobody@example.ca")).await;
    let document: Value = serde_json::from_str(&run.stdout).expect("json");
    for list in ["leads", "subscriptions", "outbox_messages"] {
        assert_eq!(document[list], json!([]), "{list}");
    }
    assert!(
        run.stderr.contains("nothing is held about this address"),
        "{}",
        run.stderr
    );
}

#[tokio::test]
async fn people_erase() {
    on_each_engine(check_erase).await;
}

/// How many times `needle` (in any letter case) is in the SQLite database file and in its
/// write-ahead log, byte for byte; `None` on PostgreSQL.
///
/// The files are read by another process (`cat`): closing a descriptor of the database file in
/// this one would drop every POSIX lock this process's SQLite connections hold on it, and another
/// process closing its last connection would then take itself for the last one and checkpoint and
/// delete the log under them.
pub(super) fn copies_on_disk(target: &Database, needle: &str) -> Option<(usize, usize)> {
    let file = target.url.strip_prefix("sqlite://")?;
    let needle = needle.to_ascii_lowercase().into_bytes();
    let count = |path: String| {
        let read = std::process::Command::new("cat")
            .arg(&path)
            .output()
            .expect("cat");
        let bytes = read.stdout.to_ascii_lowercase();
        bytes
            .windows(needle.len())
            .filter(|window| *window == needle.as_slice())
            .count()
    };
    Some((count(file.to_owned()), count(format!("{file}-wal"))))
}

async fn check_erase(engine: Engine) {
    let target = database(engine, "jobs-people-erase").await;
    let seeded = seed(&target.db).await;
    if let Some((file, log)) = copies_on_disk(&target, ADDRESS) {
        assert!(
            file + log > 0,
            "the seeded address is on disk before the erase"
        );
    }
    let before = table_counts(&target.db).await;
    // The emails a server without SMTP wrote, one file per outbox message.
    let mail = target.path("mail");
    std::fs::create_dir_all(&mail).expect("mail dir");
    for id in texts(&target.db, "SELECT id FROM outbox").await {
        std::fs::write(eml_path(mail.as_ref(), &id), "an email").expect("eml");
    }
    let erase = |extra: &'static [&'static str]| {
        let mut args = vec!["people", "erase", "--database-url", &target.url, "--email"];
        args.extend(["  ZQX.Marker@example.ca", "--mail-dir", &mail]);
        args.extend(extra);
        args
    };
    let counts = format!(
        "leads: 4, subscriptions: 2, outbox messages: 4\nemail files under {mail}: 4\n\
         idempotency claims: 2\n"
    );
    // A dry run counts exactly and changes nothing.
    let run = expect(0, &erase(&["--dry-run"])).await;
    assert_eq!(
        run.stdout,
        format!("{counts}dry run: nothing was deleted\n")
    );
    assert_eq!(table_counts(&target.db).await, before);
    assert_eq!(
        query_i64(&target.db, "SELECT COUNT(*) FROM erasures").await,
        0
    );
    assert_eq!(std::fs::read_dir(&mail).expect("mail dir").count(), 5);
    // The erase deletes the person's rows, and only theirs.
    let run = expect(0, &erase(&[])).await;
    let record = run
        .stdout
        .strip_prefix(&counts)
        .and_then(|rest| rest.strip_prefix("erasure record: "))
        .unwrap_or_else(|| panic!("counts, then the record's id: {}", run.stdout))
        .trim()
        .to_owned();
    assert_eq!(
        table_counts(&target.db).await,
        [before[0] - 4, before[1] - 2, before[2] - 4, before[3] - 2]
    );
    // No copy is left in the database file (secure_delete) nor in its write-ahead log
    // (truncated after the commit).
    if let Some(copies) = copies_on_disk(&target, ADDRESS) {
        assert_eq!(copies, (0, 0), "copies of the erased address (file, log)");
    }
    let other_message = texts(&target.db, "SELECT id FROM outbox").await;
    let files: Vec<_> = std::fs::read_dir(&mail)
        .expect("mail dir")
        .map(|entry| entry.expect("entry").path())
        .collect();
    assert_eq!(
        files,
        [eml_path(mail.as_ref(), &other_message[0])],
        "only the other's email is left"
    );
    let run = expect(0, &export_args(&target, ADDRESS)).await;
    assert!(run.stderr.contains("nothing is held"), "{}", run.stdout);
    let run = expect(0, &export_args(&target, OTHER)).await;
    let other: Value = serde_json::from_str(&run.stdout).expect("json");
    assert_eq!(other["leads"][0]["id"], seeded.other_lead.as_str());
    assert_eq!(other["subscriptions"].as_array().map(Vec::len), Some(1));
    assert_eq!(other["outbox_messages"].as_array().map(Vec::len), Some(1));
    assert_eq!(
        texts(&target.db, "SELECT key FROM idempotency ORDER BY key").await,
        ["key-other", "key-other-subscribe"]
    );
    // The erasure record: when and how many, nothing about the person.
    let recorded = texts(
        &target.db,
        "SELECT id || ' ' || erased_at || ' ' || CAST(leads AS TEXT) || ' ' || \
         CAST(subscriptions AS TEXT) || ' ' || CAST(outbox_messages AS TEXT) || ' ' || \
         CAST(idempotency_claims AS TEXT) FROM erasures",
    )
    .await;
    assert_eq!(recorded.len(), 1);
    let (id, rest) = recorded[0].split_once(' ').expect("columns");
    assert_eq!(id, record);
    assert!(rest.ends_with("Z 4 2 4 2"), "{rest}");
    for marker in ["zqx", "marker", "example", "@", NAME] {
        assert!(
            !recorded[0].to_lowercase().contains(&marker.to_lowercase()),
            "{marker} in the erasure record {recorded:?}"
        );
    }
    // Again: nothing left, still recorded (the request was answered).
    let run = expect(0, &erase(&[])).await;
    assert!(
        run.stdout
            .starts_with("leads: 0, subscriptions: 0, outbox messages: 0\nerasure record: "),
        "{}",
        run.stdout
    );
    assert_eq!(
        query_i64(&target.db, "SELECT COUNT(*) FROM erasures").await,
        2
    );
}

#[tokio::test]
async fn people_erase_with_double_opt_in() {
    on_each_engine(check_erase_with_double_opt_in).await;
}

/// With subscriptions that have ids (migration 0006), the outbox messages about them (the
/// confirmation email) are erased and exported too.
async fn check_erase_with_double_opt_in(engine: Engine) {
    let target = database(engine, "jobs-people-erase-opt-in").await;
    let seeded = seed(&target.db).await;
    for (id, email) in [("sub-person", ADDRESS), ("sub-other", OTHER)] {
        execute(
            &target.db,
            "UPDATE subscribers SET id = $1, status = 'confirmed' WHERE email_key = $2 \
             AND newsletter_id = $3",
            &[id, email, seeded.newsletters.first().expect("newsletter")],
        )
        .await;
        outbox_message(&target.db, &format!("msg-{id}"), id).await;
    }
    let run = expect(0, &export_args(&target, ADDRESS)).await;
    let document: Value = serde_json::from_str(&run.stdout).expect("json");
    let about: BTreeSet<&str> = document["outbox_messages"]
        .as_array()
        .expect("messages")
        .iter()
        .filter_map(|m| m["about"].as_str())
        .collect();
    assert!(about.contains("sub-person"), "{about:?}");
    assert!(
        document["subscriptions"]
            .as_array()
            .expect("subscriptions")
            .iter()
            .any(|s| s["status"] == "confirmed")
    );
    let run = expect(
        0,
        &[
            "people",
            "erase",
            "--database-url",
            &target.url,
            "--email",
            ADDRESS,
        ],
    )
    .await;
    assert!(
        run.stdout
            .starts_with("leads: 4, subscriptions: 2, outbox messages: 5\n"),
        "{}",
        run.stdout
    );
    assert_eq!(
        texts(
            &target.db,
            "SELECT id FROM outbox WHERE lead_id LIKE 'sub-%'"
        )
        .await,
        ["msg-sub-other"]
    );
}

/// Deletes the outbox messages that are not about a lead (a subscription's confirmation email).
pub(super) async fn without_subscription_messages(db: &Db) {
    execute(
        db,
        "DELETE FROM outbox WHERE lead_id NOT IN (SELECT id FROM leads)",
        &[],
    )
    .await;
}

/// An outbox message `id` about `subject` (a lead's or a subscription's id).
pub(super) async fn outbox_message(db: &Db, id: &str, subject: &str) {
    execute(
        db,
        "INSERT INTO outbox (id, kind, lead_id, notice, next_attempt_at, retry_since, created_at) \
         VALUES ($1, 'email', $2, '{}', $3, $3, $3)",
        &[id, subject, "2026-01-01T00:00:00.000000Z"],
    )
    .await;
}

#[tokio::test]
async fn people_requests_refuse_a_bad_address() {
    let target = database(Engine::Sqlite, "jobs-people-usage").await;
    for command in ["export", "erase"] {
        for email in [
            "not-an-address",
            "zqx@localhost",
            "",
            "zqx marker@example.ca",
        ] {
            let run = expect(
                2,
                &[
                    "people",
                    command,
                    "--database-url",
                    &target.url,
                    "--email",
                    email,
                ],
            )
            .await;
            assert!(
                run.stderr.contains("is not a valid email address"),
                "{command} {email:?}: {}",
                run.stderr
            );
            assert_eq!(run.stdout, "");
        }
    }
    let missing = format!("sqlite://{}", target.path("missing.db"));
    let run = expect(
        2,
        &[
            "people",
            "erase",
            "--database-url",
            &missing,
            "--email",
            ADDRESS,
        ],
    )
    .await;
    assert!(run.stderr.contains("no database at"), "{}", run.stderr);
}

/// The links a subscription's confirmation email would carry (the database's own key).
pub(super) async fn links(db: &Db) -> newsletter::Links {
    newsletter::Links {
        key: newsletter::signing_key(db, None)
            .await
            .expect("signing key"),
        public_url: crate::helpers::PUBLIC_URL.to_owned(),
    }
}
