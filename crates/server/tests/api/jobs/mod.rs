//! The backend jobs, through the real `server` binary (its output and exit codes), one file per
//! job: `export.rs` (export and import round trips, formula neutralising, formats), `import.rs`
//! (the refusal report), `revalidate.rs`, `content.rs` (content check and import), `markers.rs`,
//! `usage.rs` (usage and IO errors), `backup.rs` (`db backup` while the site takes posts),
//! `people.rs` (`people export|erase`), `purge.rs` (`leads purge`), `report.rs` (`report`),
//! `privacy.rs` (what erase and purge do with the mail folder, an erased subscription's link,
//! the modes of the files holding personal data, a backup's path). Jobs
//! that touch a database run on each of [`engines`](crate::helpers::engines); this file holds
//! what they share.

mod backup;
mod content;
mod export;
mod import;
mod markers;
mod people;
mod privacy;
mod purge;
mod report;
mod revalidate;
mod usage;

use crate::helpers::{Engine, ScratchDir, content_dir, fresh_database, scratch_dir};
use serde_json::Value;
use site_core::entities::{AdvisoryRequest, ContactRequest, HelpRequest, LoanRequest};
use site_core::i18n::Lang;
use site_core::validation::{ServiceCatalog, validate, validate_with};
use site_store::Db;
use site_store::leads::{self, FormKind, NewLead};
use std::process::Stdio;
use tokio::io::AsyncWriteExt;

// ---- Running the binary ---------------------------------------------------------------------

#[derive(Debug)]
pub(crate) struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `server ARGS` with `stdin`, without inheriting a `DATABASE_URL`.
pub(crate) async fn server(args: &[&str], stdin: Option<&str>) -> Run {
    // A `serve` among the jobs writes the team's email in a scratch folder, not data/; the
    // folder goes once the run is over.
    let mail = scratch_dir("job-mail");
    let mut command = tokio::process::Command::new(env!("CARGO_BIN_EXE_server"));
    command
        .args(args)
        .env_remove("DATABASE_URL")
        .env("RUST_LOG", "warn")
        .env("SITE_MAIL_DIR", mail.path())
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = command.spawn().expect("spawn the server binary");
    if let Some(input) = stdin {
        let mut pipe = child.stdin.take().expect("stdin");
        pipe.write_all(input.as_bytes()).await.expect("write stdin");
        drop(pipe);
    }
    let output = child.wait_with_output().await.expect("wait");
    drop(mail);
    Run {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// `server ARGS` that must exit with `code`.
async fn expect(code: i32, args: &[&str]) -> Run {
    let run = server(args, None).await;
    assert_eq!(
        run.code, code,
        "server {args:?}\nstdout:\n{}\nstderr:\n{}",
        run.stdout, run.stderr
    );
    run
}

// ---- Databases ------------------------------------------------------------------------------

/// A database of its own: migrated and seeded with `content/`, as a server's first start leaves
/// it. Its folder is removed when it is dropped.
#[derive(Debug)]
pub(super) struct Database {
    url: String,
    db: Db,
    dir: ScratchDir,
}

impl Database {
    fn path(&self, name: &str) -> String {
        self.dir.join(name).display().to_string()
    }
}

/// A fresh database of `engine` (one of [`engines`](crate::helpers::engines)).
async fn database(engine: Engine, label: &str) -> Database {
    let dir = scratch_dir(label);
    let url = fresh_database(engine, &dir)
        .await
        .expect("one of the engines available");
    let db = Db::connect(&url).await.expect("connect");
    db.migrate().await.expect("migrate");
    server::content::seed(&db, &content_dir())
        .await
        .expect("seed");
    Database { url, db, dir }
}

/// The stored leads of a form: `(id, payload, created_at, consent_text, consent_at, origin,
/// lang)`, by id.
type Row = (
    String,
    String,
    String,
    Option<String>,
    Option<String>,
    String,
    String,
);

async fn rows(db: &Db, form: FormKind) -> Vec<Row> {
    let sql = "SELECT id, payload, created_at, consent_text, consent_at, origin, lang FROM leads \
               WHERE form = $1 ORDER BY id";
    match db {
        Db::Sqlite { read, .. } => {
            sqlx::query_as::<_, Row>(sql)
                .bind(form.as_str())
                .fetch_all(read)
                .await
        }
        Db::Postgres { pool, .. } => {
            sqlx::query_as::<_, Row>(sql)
                .bind(form.as_str())
                .fetch_all(pool)
                .await
        }
    }
    .expect("rows")
}

async fn service_catalog(db: &Db) -> ServiceCatalog {
    site_store::content::service_catalog(db)
        .await
        .expect("catalog")
}

/// Stores a lead as the site does (after its rule chain accepted it), sent from an English page;
/// returns its id.
async fn store(db: &Db, form: FormKind, input: &Value) -> String {
    store_in(db, form, input, Lang::En).await
}

/// Stores a lead as the site does, sent from a page in `lang`; returns its id.
async fn store_in(db: &Db, form: FormKind, input: &Value, lang: Lang) -> String {
    let catalog = service_catalog(db).await;
    // The attribution is stored beside the payload, as the site stores it.
    let (payload, errors, wants_updates, attribution) = match form {
        FormKind::Contact => {
            let mut r: ContactRequest = serde_json::from_value(input.clone()).expect("contact");
            let errors = validate(&r);
            let attribution = r.attribution.take();
            (
                serde_json::to_value(&r),
                errors,
                r.want_updates,
                attribution,
            )
        }
        FormKind::Help => {
            let mut r: HelpRequest = serde_json::from_value(input.clone()).expect("help");
            let errors = validate(&r);
            let attribution = r.attribution.take();
            (serde_json::to_value(&r), errors, None, attribution)
        }
        FormKind::Advisory => {
            let mut r: AdvisoryRequest = serde_json::from_value(input.clone()).expect("advisory");
            let errors = validate_with(&r, &catalog);
            let attribution = r.attribution.take();
            (
                serde_json::to_value(&r),
                errors,
                r.wants_updates,
                attribution,
            )
        }
        FormKind::Loan => {
            let mut r: LoanRequest = serde_json::from_value(input.clone()).expect("loan");
            let errors = validate(&r);
            let attribution = r.attribution.take();
            (
                serde_json::to_value(&r),
                errors,
                r.wants_updates,
                attribution,
            )
        }
    };
    assert!(errors.is_empty(), "{input} is refused: {errors:?}");
    let id = site_store::new_id();
    let lead = NewLead {
        answer: server::http::leads::created_answer(id.clone()),
        id,
        form,
        payload: payload.expect("payload"),
        wants_updates: wants_updates.unwrap_or(false),
        lang,
        attribution: attribution
            .filter(|attribution| !attribution.is_empty())
            .map(|attribution| serde_json::to_value(attribution).expect("attribution")),
        source: "direct".to_owned(),
        acknowledge: None,
        person_id: None,
    };
    let leads::LeadOutcome::Answered(answer) = leads::insert_lead(
        db,
        &lead,
        None,
        &[server::delivery::Delivery::unrouted(
            server::delivery::Channel::Email,
        )],
    )
    .await
    .expect("insert") else {
        unreachable!("no key, no reuse")
    };
    let body: Value = serde_json::from_str(&answer.body).expect("answer");
    body["data"]["id"].as_str().expect("id").to_owned()
}

/// The valid cases of a form's shared vectors, without the client-only field.
pub(crate) fn valid_vectors(form: FormKind) -> Vec<Value> {
    let path = format!(
        "{}/../../tests/vectors/forms/{}.json",
        env!("CARGO_MANIFEST_DIR"),
        form.as_str()
    );
    let file: Value =
        serde_json::from_str(&std::fs::read_to_string(path).expect("vectors")).expect("json");
    file["cases"]
        .as_array()
        .expect("cases")
        .iter()
        .filter(|case| case["errors"].as_array().is_some_and(Vec::is_empty))
        .map(|case| {
            let mut input = case["input"].clone();
            input
                .as_object_mut()
                .expect("object")
                .remove("confirmEmail");
            input
        })
        .collect()
}
