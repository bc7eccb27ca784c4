//! The backend jobs, through the real `server` binary (its output and exit codes), on SQLite and
//! PostgreSQL: lead export and import round trips, the refusal report, idempotent re-import,
//! formula neutralising, revalidation, content check and import, and marker rendering.

use crate::helpers::{Engine, content_dir, copy_content, edit, fresh_database, scratch_dir};
use serde_json::{Value, json};
use server::content;
use server::storage::Db;
use server::storage::leads::{self, FormKind, NewLead};
use site_core::constants::{LONG_TEXT_MAX_CHARS, NAME_MAX_CHARS, SHORT_TEXT_MAX_CHARS};
use site_core::entities::{AdvisoryRequest, ContactRequest, HelpRequest, LoanRequest};
use site_core::messages as m;
use site_core::validation::{ServiceCatalog, validate, validate_with};
use std::path::{Path, PathBuf};
use std::process::Stdio;
use tokio::io::AsyncWriteExt;

/// Runs a check on SQLite and, when a PostgreSQL server is configured, on PostgreSQL.
macro_rules! on_both_engines {
    ($($sqlite:ident, $postgres:ident => $check:ident;)*) => {$(
        #[tokio::test]
        async fn $sqlite() {
            $check(Engine::Sqlite).await;
        }

        #[tokio::test]
        async fn $postgres() {
            $check(Engine::Postgres).await;
        }
    )*};
}

on_both_engines! {
    round_trip_sqlite, round_trip_postgres => check_round_trip;
    refusals_sqlite, refusals_postgres => check_refusal_report;
    revalidate_sqlite, revalidate_postgres => check_revalidate;
    content_import_sqlite, content_import_postgres => check_content_import;
    usage_sqlite, usage_postgres => check_usage_errors;
}

// ---- Running the binary ---------------------------------------------------------------------

#[derive(Debug)]
pub(crate) struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `server ARGS` with `stdin`, without inheriting a `DATABASE_URL`.
pub(crate) async fn server(args: &[&str], stdin: Option<&str>) -> Run {
    let mut command = tokio::process::Command::new(env!("CARGO_BIN_EXE_server"));
    command
        .args(args)
        .env_remove("DATABASE_URL")
        .env("RUST_LOG", "warn")
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
struct Database {
    url: String,
    db: Db,
    dir: PathBuf,
}

impl Drop for Database {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

impl Database {
    fn path(&self, name: &str) -> String {
        self.dir.join(name).display().to_string()
    }
}

/// `None` when the engine is unavailable (PostgreSQL outside `cargo xtask test`).
async fn database(engine: Engine, label: &str) -> Option<Database> {
    let dir = scratch_dir(label);
    let Some(url) = fresh_database(engine, &dir).await else {
        let _ = std::fs::remove_dir_all(&dir);
        return None;
    };
    let db = Db::connect(&url).await.expect("connect");
    db.migrate().await.expect("migrate");
    content::seed(&db, &content_dir()).await.expect("seed");
    Some(Database { url, db, dir })
}

/// The stored leads of a form: `(id, payload, created_at, consent_text, consent_at, origin)`,
/// by id.
type Row = (
    String,
    String,
    String,
    Option<String>,
    Option<String>,
    String,
);

async fn rows(db: &Db, form: FormKind) -> Vec<Row> {
    let sql = "SELECT id, payload, created_at, consent_text, consent_at, origin FROM leads \
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
    server::storage::content::service_catalog(db)
        .await
        .expect("catalog")
}

/// Stores a lead as the site does (after its rule chain accepted it); returns its id.
async fn store(db: &Db, form: FormKind, input: &Value) -> String {
    let catalog = service_catalog(db).await;
    let (payload, errors, wants_updates) = match form {
        FormKind::Contact => {
            let r: ContactRequest = serde_json::from_value(input.clone()).expect("contact");
            (serde_json::to_value(&r), validate(&r), r.want_updates)
        }
        FormKind::Help => {
            let r: HelpRequest = serde_json::from_value(input.clone()).expect("help");
            (serde_json::to_value(&r), validate(&r), None)
        }
        FormKind::Advisory => {
            let r: AdvisoryRequest = serde_json::from_value(input.clone()).expect("advisory");
            (
                serde_json::to_value(&r),
                validate_with(&r, &catalog),
                r.wants_updates,
            )
        }
        FormKind::Loan => {
            let r: LoanRequest = serde_json::from_value(input.clone()).expect("loan");
            (serde_json::to_value(&r), validate(&r), r.wants_updates)
        }
    };
    assert!(errors.is_empty(), "{input} is refused: {errors:?}");
    let lead = NewLead {
        form,
        payload: payload.expect("payload"),
        wants_updates: wants_updates.unwrap_or(false),
    };
    let answer = leads::insert_lead(db, &lead, None).await.expect("insert");
    let body: Value = serde_json::from_str(&answer.body).expect("answer");
    body["data"]["id"].as_str().expect("id").to_owned()
}

/// The valid cases of a form's shared vectors, without the client-only field.
fn valid_vectors(form: FormKind) -> Vec<Value> {
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

/// A valid contact request whose cells a spreadsheet would run as formulas.
fn formula_contact() -> Value {
    json!({
        "firstName": "Zoé", "lastName": "Gagnon", "telephone": "613-555-0199",
        "job_role": "Owner", "email": "zoe@example.ca", "source_of_info": "Web search",
        "company_name": "@Gagnon Inc", "city": "+Ottawa", "state": "Ontario",
        "address": "-12 Bank Street", "pin": "'=K1P 1A1",
        "sale_range": "Less than Rs. 1,00,000",
        "query_message": "=HYPERLINK(\"http://evil.example\",\"click\")\n\tand, \"quoted\" text",
        "want_updates": false
    })
}

/// A stored lead as compared across a round trip (without its origin).
type Comparable = (String, Value, String, Option<String>, Option<String>);

/// A payload as compared across a round trip: an empty text is no value (an empty CSV cell).
fn comparable(rows: Vec<Row>) -> Vec<Comparable> {
    rows.into_iter()
        .map(
            |(id, payload, created_at, consent_text, consent_at, _origin)| {
                let mut payload: Value = serde_json::from_str(&payload).expect("payload");
                for value in payload.as_object_mut().expect("object").values_mut() {
                    if value.as_str() == Some("") {
                        *value = Value::Null;
                    }
                }
                (id, payload, created_at, consent_text, consent_at)
            },
        )
        .collect()
}

// ---- leads export / import ------------------------------------------------------------------

async fn check_round_trip(engine: Engine) {
    let Some(source) = database(engine, "jobs-source").await else {
        return;
    };
    let mut seeded = 0;
    for form in FormKind::ALL {
        for input in valid_vectors(form) {
            store(&source.db, form, &input).await;
            seeded += 1;
        }
    }
    assert!(seeded > 100, "only {seeded} leads seeded");
    let formula_id = store(&source.db, FormKind::Contact, &formula_contact()).await;
    let newsletter = content::load(&content_dir()).expect("content").newsletters[0]
        .id
        .clone();
    leads::subscribe(&source.db, &newsletter, "=cmd@example.ca", None)
        .await
        .expect("subscribe");

    let Some(target) = database(engine, "jobs-target").await else {
        return;
    };
    for form in FormKind::ALL {
        let name = form.as_str();
        let first = source.path(&format!("{name}.csv"));
        let run = expect(
            0,
            &[
                "leads",
                "export",
                "--database-url",
                &source.url,
                "--form",
                name,
                "--output",
                &first,
            ],
        )
        .await;
        let stored = rows(&source.db, form).await;
        assert!(
            run.stderr
                .contains(&format!("exported {} rows", stored.len())),
            "{}",
            run.stderr
        );
        let exported = std::fs::read_to_string(&first).expect("export");
        assert_no_formula_cells(&exported);

        // Into an empty database: the same rows.
        let run = expect(
            0,
            &[
                "leads",
                "import",
                "--database-url",
                &target.url,
                "--form",
                name,
                &first,
            ],
        )
        .await;
        let summary = format!("stored {}, already present 0, refused 0", stored.len());
        assert_eq!(run.stdout.trim(), summary, "{name}");
        assert_eq!(
            comparable(rows(&target.db, form).await),
            comparable(stored.clone()),
            "{name}"
        );
        assert!(
            rows(&target.db, form)
                .await
                .iter()
                .all(|row| row.5 == "import")
        );

        // Exported again: the same file.
        let again = target.path(&format!("{name}.csv"));
        expect(
            0,
            &[
                "leads",
                "export",
                "--database-url",
                &target.url,
                "--form",
                name,
                "-o",
                &again,
            ],
        )
        .await;
        assert_eq!(
            std::fs::read_to_string(&again).expect("export"),
            exported,
            "{name}"
        );

        // Imported again: nothing stored twice.
        let run = expect(
            0,
            &[
                "leads",
                "import",
                "--database-url",
                &target.url,
                "--form",
                name,
                &first,
            ],
        )
        .await;
        let summary = format!("stored 0, already present {}, refused 0", stored.len());
        assert_eq!(run.stdout.trim(), summary, "{name}");
        assert_eq!(rows(&target.db, form).await.len(), stored.len(), "{name}");
    }

    // The formula-like cells: neutralised in the file, restored by the import.
    let exported = std::fs::read_to_string(source.path("contact.csv")).expect("export");
    for neutralised in [
        "'@Gagnon Inc",
        "'+Ottawa",
        "'-12 Bank Street",
        "''=K1P 1A1",
        "\"'=HYPERLINK",
    ] {
        assert!(
            exported.contains(neutralised),
            "{neutralised} in\n{exported}"
        );
    }
    let imported = rows(&target.db, FormKind::Contact).await;
    let row = imported
        .iter()
        .find(|row| row.0 == formula_id)
        .expect("formula lead");
    let payload: Value = serde_json::from_str(&row.1).expect("payload");
    for (field, value) in formula_contact().as_object().expect("object") {
        assert_eq!(&payload[field], value, "{field}");
    }

    // Standard output, JSON lines, --since, subscribers.
    let run = expect(
        0,
        &[
            "leads",
            "export",
            "--database-url",
            &source.url,
            "--form",
            "loan",
        ],
    )
    .await;
    let file = std::fs::read_to_string(source.path("loan.csv")).expect("export");
    assert_eq!(run.stdout, file);
    let run = expect(
        0,
        &[
            "leads",
            "export",
            "--database-url",
            &source.url,
            "--form",
            "advisory",
            "--format",
            "jsonl",
        ],
    )
    .await;
    let stored = rows(&source.db, FormKind::Advisory).await;
    let lines: Vec<Value> = run
        .stdout
        .lines()
        .map(|line| serde_json::from_str(line).expect("a JSON line"))
        .collect();
    assert_eq!(lines.len(), stored.len());
    for line in &lines {
        let row = stored
            .iter()
            .find(|row| line["id"] == row.0.as_str())
            .expect("row");
        assert_eq!(line["created_at"], row.2.as_str());
        assert_eq!(line["consent_text"].as_str(), row.3.as_deref());
        assert_eq!(line["consent_at"].as_str(), row.4.as_deref());
        assert_eq!(
            line["payload"],
            serde_json::from_str::<Value>(&row.1).expect("payload")
        );
    }
    let ticked = lines
        .iter()
        .find(|line| line["payload"]["wants_updates"] == true)
        .expect("a ticked box");
    assert_eq!(ticked["consent_text"], m::UPDATES_CONSENT);
    let future = ["--since", "2999-01-01T00:00:00Z"];
    let run = expect(
        0,
        &[
            &[
                "leads",
                "export",
                "--database-url",
                &source.url,
                "--form",
                "help",
            ][..],
            &future,
        ]
        .concat(),
    )
    .await;
    assert_eq!(
        run.stdout.lines().count(),
        1,
        "only the header:\n{}",
        run.stdout
    );
    let past = ["--since", "2000-01-01T00:00:00-05:00"];
    let run = expect(
        0,
        &[
            &[
                "leads",
                "export",
                "--database-url",
                &source.url,
                "--form",
                "help",
            ][..],
            &past,
        ]
        .concat(),
    )
    .await;
    assert_eq!(
        run.stdout,
        std::fs::read_to_string(source.path("help.csv")).expect("export")
    );
    let run = expect(
        0,
        &[
            "leads",
            "export",
            "--database-url",
            &source.url,
            "--form",
            "subscribers",
        ],
    )
    .await;
    let mut reader = csv::Reader::from_reader(run.stdout.as_bytes());
    assert_eq!(
        reader.headers().expect("header").iter().collect::<Vec<_>>(),
        [
            "newsletter_id",
            "email",
            "created_at",
            "consent_text",
            "consent_at"
        ]
    );
    let records: Vec<csv::StringRecord> = reader.records().map(|r| r.expect("record")).collect();
    assert_eq!(records.len(), 1);
    assert_eq!(&records[0][0], newsletter);
    assert_eq!(&records[0][1], "'=cmd@example.ca");
    assert_eq!(&records[0][3], m::SUBSCRIBED_TEXT);
    assert_eq!(records[0][2], records[0][4]);
}

/// No cell of a CSV starts with a character a spreadsheet would run as a formula.
fn assert_no_formula_cells(csv_text: &str) {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(csv_text.as_bytes());
    for record in reader.records() {
        for cell in record.expect("record").iter() {
            assert!(
                !cell.starts_with(['=', '+', '-', '@', '\t', '\r']),
                "formula-like cell {cell:?}"
            );
        }
    }
}

/// A valid contact row as CSV cells, by column.
fn contact_row() -> Vec<(&'static str, String)> {
    let valid = crate::leads::valid_contact();
    let object = valid.as_object().expect("object");
    [
        "firstName",
        "lastName",
        "telephone",
        "job_role",
        "email",
        "source_of_info",
        "company_name",
        "city",
        "state",
        "address",
        "pin",
        "website",
        "sale_range",
        "query_message",
        "want_updates",
    ]
    .into_iter()
    .map(|column| {
        let cell = match &object[column] {
            Value::String(text) => text.clone(),
            other => other.to_string(),
        };
        (column, cell)
    })
    .collect()
}

/// Cells changed in a valid row: `(column, new cell)`.
type Changes<'a> = Vec<(&'a str, &'a str)>;

fn with(changes: &[(&str, &str)]) -> Vec<(&'static str, String)> {
    let mut row = contact_row();
    for (column, value) in changes {
        let cell = row.iter_mut().find(|(c, _)| c == column).expect("column");
        cell.1 = (*value).to_owned();
    }
    row
}

async fn check_refusal_report(engine: Engine) {
    let Some(target) = database(engine, "jobs-refusals").await else {
        return;
    };
    let long = |n: usize| "a".repeat(n + 1);
    let (long_text, short_text, name) = (
        long(LONG_TEXT_MAX_CHARS),
        long(SHORT_TEXT_MAX_CHARS),
        long(NAME_MAX_CHARS),
    );
    let long_site = format!("www.{}ca", format!("{}.", "b".repeat(60)).repeat(4));
    let multi_line = "First line,\nsecond \"line\"\nthird line";
    // (changes, the report lines it must give as (field, message)); an empty list is a valid row.
    let cases: Vec<(Changes, Vec<(&str, &str)>)> = vec![
        (vec![], vec![]),
        (
            vec![("query_message", "")],
            vec![("query_message", m::ALL_FIELDS_REQUIRED)],
        ),
        (
            vec![("query_message", &long_text)],
            vec![("query_message", m::MESSAGE_TOO_LONG)],
        ),
        (vec![("city", "")], vec![("city", m::ALL_FIELDS_REQUIRED)]),
        (
            vec![("city", &short_text)],
            vec![("city", m::CITY_TOO_LONG)],
        ),
        (
            vec![("company_name", &short_text)],
            vec![("company_name", m::COMPANY_NAME_TOO_LONG)],
        ),
        (
            vec![("address", &short_text)],
            vec![("address", m::ADDRESS_TOO_LONG)],
        ),
        (
            vec![("pin", &short_text)],
            vec![("pin", m::POSTAL_CODE_TOO_LONG)],
        ),
        (
            vec![("job_role", "Astronaut")],
            vec![("job_role", m::SELECT_ROLE)],
        ),
        (
            vec![("source_of_info", "")],
            vec![("source_of_info", m::SELECT_SOURCE)],
        ),
        (
            vec![("sale_range", "lots")],
            vec![("sale_range", m::SELECT_SALE_RANGE)],
        ),
        (vec![("state", "Texas")], vec![("state", m::SELECT_STATE)]),
        // A valid row over several lines: the line numbers after it count its lines.
        (vec![("query_message", multi_line)], vec![]),
        (
            vec![("email", "not-an-email")],
            vec![("email", m::ENTER_VALID_EMAIL)],
        ),
        (
            vec![("firstName", "R2D2")],
            vec![("firstName", m::FIRST_NAME_ALPHABET)],
        ),
        (
            vec![("firstName", &name)],
            vec![("firstName", m::FIRST_NAME_TOO_LONG)],
        ),
        (
            vec![("lastName", "")],
            vec![("lastName", m::LAST_NAME_ALPHABET)],
        ),
        (
            vec![("lastName", &name)],
            vec![("lastName", m::LAST_NAME_TOO_LONG)],
        ),
        (
            vec![("telephone", "123")],
            vec![("telephone", m::CONTACT_PHONE_INVALID)],
        ),
        (
            vec![("website", "not a website")],
            vec![("website", m::WEBSITE_INVALID)],
        ),
        (
            vec![("website", &long_site)],
            vec![("website", m::WEBSITE_TOO_LONG)],
        ),
        // Every error of a row, in chain order.
        (
            vec![
                ("telephone", "1"),
                ("email", "x"),
                ("city", ""),
                ("firstName", ""),
            ],
            vec![
                ("city", m::ALL_FIELDS_REQUIRED),
                ("email", m::ENTER_VALID_EMAIL),
                ("firstName", m::FIRST_NAME_ALPHABET),
                ("telephone", m::CONTACT_PHONE_INVALID),
            ],
        ),
    ];
    let mut writer = csv::Writer::from_writer(Vec::new());
    writer
        .write_record(contact_row().iter().map(|(column, _)| *column))
        .expect("header");
    let mut expected = Vec::new();
    let mut line = 2;
    for (changes, report) in &cases {
        let row = with(changes);
        writer
            .write_record(row.iter().map(|(_, cell)| cell))
            .expect("row");
        for (field, message) in report {
            expected.push(format!("{line}: {field}: {message}"));
        }
        line += 1 + row
            .iter()
            .map(|(_, cell)| cell.matches('\n').count())
            .sum::<usize>();
    }
    // A cell that cannot be read is reported in its own words, with the row's other errors.
    let mut bad_flag = with(&[("want_updates", "maybe"), ("state", "")]);
    bad_flag
        .iter_mut()
        .for_each(|cell| cell.1 = cell.1.replace('\n', " "));
    writer
        .write_record(bad_flag.iter().map(|(_, cell)| cell))
        .expect("row");
    expected.push(format!(
        "{line}: want_updates: expected true or false, found \"maybe\""
    ));
    expected.push(format!("{line}: state: {}", m::SELECT_STATE));
    let file = target.path("sheet.csv");
    std::fs::write(&file, writer.into_inner().expect("csv")).expect("write");
    let refused = cases
        .iter()
        .filter(|(_, report)| !report.is_empty())
        .count()
        + 1;

    let args = [
        "leads",
        "import",
        "--database-url",
        &target.url,
        "--form",
        "contact",
        &file,
    ];
    let dry = expect(1, &[&args[..], &["--dry-run"]].concat()).await;
    assert_eq!(
        rows(&target.db, FormKind::Contact).await.len(),
        0,
        "a dry run stores nothing"
    );
    let run = expect(1, &args).await;
    let mut lines: Vec<&str> = run.stdout.lines().collect();
    let summary = lines.pop().expect("summary");
    assert_eq!(lines, expected);
    assert_eq!(
        summary,
        format!("stored 2, already present 0, refused {refused}")
    );
    assert!(dry.stdout.starts_with(&expected.join("\n")));
    assert!(dry.stdout.contains(&format!(
        "would store 2, already present 0, refused {refused}"
    )));
    // Every message of the contact chain (the server's, without the client-only check).
    for message in [
        m::ALL_FIELDS_REQUIRED,
        m::MESSAGE_TOO_LONG,
        m::CITY_TOO_LONG,
        m::COMPANY_NAME_TOO_LONG,
        m::ADDRESS_TOO_LONG,
        m::POSTAL_CODE_TOO_LONG,
        m::SELECT_ROLE,
        m::SELECT_SOURCE,
        m::SELECT_SALE_RANGE,
        m::SELECT_STATE,
        m::ENTER_VALID_EMAIL,
        m::FIRST_NAME_ALPHABET,
        m::FIRST_NAME_TOO_LONG,
        m::LAST_NAME_ALPHABET,
        m::LAST_NAME_TOO_LONG,
        m::CONTACT_PHONE_INVALID,
        m::WEBSITE_INVALID,
        m::WEBSITE_TOO_LONG,
    ] {
        assert!(run.stdout.contains(&format!(": {message}\n")), "{message}");
    }
    // The valid rows are stored, with new ids, now, and the site's consent for a ticked box.
    let stored = rows(&target.db, FormKind::Contact).await;
    assert_eq!(stored.len(), 2);
    for row in &stored {
        assert_eq!(row.3.as_deref(), Some(m::UPDATES_CONSENT));
        assert_eq!(row.4.as_deref(), Some(row.2.as_str()));
    }
    // Again: nothing stored twice, the same refusals.
    let again = expect(1, &args).await;
    assert!(
        again
            .stdout
            .ends_with(&format!("stored 0, already present 2, refused {refused}\n")),
        "{}",
        again.stdout
    );

    // The advisory form is checked against the services in the database.
    let mut advisory = valid_vectors(FormKind::Advisory)[0].clone();
    advisory["parent_service"] = json!("no-such-service");
    let columns = [
        "firstName",
        "lastName",
        "email",
        "phone",
        "job_role",
        "source",
        "wants_updates",
        "parent_service",
        "child_service",
        "description",
    ];
    let mut writer = csv::Writer::from_writer(Vec::new());
    writer.write_record(columns).expect("header");
    let cell = |value: &Value| match value {
        Value::String(text) => text.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    };
    writer
        .write_record(columns.map(|c| cell(&advisory[c])))
        .expect("row");
    let file = target.path("advisory.csv");
    std::fs::write(&file, writer.into_inner().expect("csv")).expect("write");
    let run = expect(
        1,
        &[
            "leads",
            "import",
            "--database-url",
            &target.url,
            "--form",
            "advisory",
            &file,
        ],
    )
    .await;
    assert!(
        run.stdout
            .starts_with(&format!("2: parent_service: {}\n", m::SELECT_SERVICE)),
        "{}",
        run.stdout
    );

    // A header naming an unknown column refuses the file.
    std::fs::write(&file, "firstName,shoe_size\nAna,38\n").expect("write");
    let run = expect(
        1,
        &[
            "leads",
            "import",
            "--database-url",
            &target.url,
            "--form",
            "help",
            &file,
        ],
    )
    .await;
    assert!(
        run.stdout.starts_with("1: firstName: unknown column"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("1: shoe_size: unknown column"),
        "{}",
        run.stdout
    );
}

// ---- leads revalidate -----------------------------------------------------------------------

async fn check_revalidate(engine: Engine) {
    let Some(target) = database(engine, "jobs-revalidate").await else {
        return;
    };
    let valid = store(
        &target.db,
        FormKind::Contact,
        &crate::leads::valid_contact(),
    )
    .await;
    store(&target.db, FormKind::Help, &crate::leads::valid_help()).await;
    // Stored under an older, looser rule: today's rules refuse its phone and its email.
    let mut old = crate::leads::valid_contact();
    old["telephone"] = json!("555-01");
    old["email"] = json!("someone@localhost");
    let refused = "0190c0de-0000-7000-8000-000000000001";
    crate::helpers::execute(
        &target.db,
        "INSERT INTO leads (id, form, payload, created_at) VALUES ($1, 'contact', $2, $3)",
        &[refused, &old.to_string(), "2024-01-02T03:04:05.000000Z"],
    )
    .await;
    let before = rows(&target.db, FormKind::Contact).await;
    let run = expect(1, &["leads", "revalidate", "--database-url", &target.url]).await;
    assert_eq!(
        run.stdout,
        format!(
            "{refused}: email: {}\n{refused}: telephone: {}\nchecked 3 leads: 1 would now be refused\n",
            m::ENTER_VALID_EMAIL,
            m::CONTACT_PHONE_INVALID
        )
    );
    assert!(!run.stdout.contains(&valid));
    assert_eq!(
        rows(&target.db, FormKind::Contact).await,
        before,
        "nothing changed"
    );
    let run = expect(
        0,
        &[
            "leads",
            "revalidate",
            "--database-url",
            &target.url,
            "--form",
            "help",
        ],
    )
    .await;
    assert_eq!(run.stdout, "checked 1 leads: 0 would now be refused\n");
}

// ---- content check / import -----------------------------------------------------------------

async fn check_content_import(engine: Engine) {
    // Seeded by the server's first-start code: the job finds the same content already there.
    let Some(seeded) = database(engine, "jobs-content").await else {
        return;
    };
    let dir = content_dir().display().to_string();
    let run = expect(
        0,
        &["content", "import", "--database-url", &seeded.url, &dir],
    )
    .await;
    assert!(run.stdout.starts_with("Unchanged"), "{}", run.stdout);

    // Into an empty database: imported, then unchanged, and the seeding agrees.
    let scratch = scratch_dir("jobs-content-empty");
    let Some(url) = fresh_database(engine, &scratch).await else {
        return;
    };
    let dry = expect(
        0,
        &[
            "content",
            "import",
            "--database-url",
            &url,
            &dir,
            "--dry-run",
        ],
    )
    .await;
    assert!(dry.stdout.starts_with("Would import: "), "{}", dry.stdout);
    let run = expect(0, &["content", "import", "--database-url", &url, &dir]).await;
    assert!(run.stdout.starts_with("Imported: "), "{}", run.stdout);
    let loaded = content::load(&content_dir()).expect("content");
    assert!(
        run.stdout.contains(&format!(
            "{} newsletters, {} articles",
            loaded.newsletters.len(),
            loaded.articles.len()
        )),
        "{}",
        run.stdout
    );
    let run = expect(0, &["content", "import", "--database-url", &url, &dir]).await;
    assert!(run.stdout.starts_with("Unchanged"), "{}", run.stdout);
    let dry = expect(
        0,
        &[
            "content",
            "import",
            "--database-url",
            &url,
            &dir,
            "--dry-run",
        ],
    )
    .await;
    assert!(dry.stdout.starts_with("Unchanged"), "{}", dry.stdout);
    let db = Db::connect(&url).await.expect("connect");
    let outcome = content::seed(&db, &content_dir()).await.expect("seed");
    assert_eq!(outcome, content::ImportOutcome::Unchanged);

    // Invalid content is refused and nothing is written.
    let broken = copy_content("jobs-content-broken");
    edit(
        &broken,
        "figures.toml",
        "description = 87",
        "description = 187",
    );
    let before = content::stored_fingerprint(&db).await.expect("fingerprint");
    let run = expect(
        1,
        &[
            "content",
            "import",
            "--database-url",
            &url,
            &broken.display().to_string(),
        ],
    )
    .await;
    assert!(run.stdout.contains("from 0 to 100"), "{}", run.stdout);
    assert!(run.stdout.ends_with("nothing imported\n"), "{}", run.stdout);
    assert_eq!(
        content::stored_fingerprint(&db).await.expect("fingerprint"),
        before
    );
    db.close().await;
    let _ = std::fs::remove_dir_all(broken.parent().expect("scratch"));
    let _ = std::fs::remove_dir_all(&scratch);
}

/// Removes the line holding `needle` from `dir/file`; returns the line of the table it was in
/// (the nearest line above starting with `[`).
fn remove_line(dir: &Path, file: &str, needle: &str) -> usize {
    let path = dir.join(file);
    let text = std::fs::read_to_string(&path).expect("read");
    let lines: Vec<&str> = text.lines().collect();
    let index = lines
        .iter()
        .position(|line| line.contains(needle))
        .unwrap_or_else(|| panic!("{needle:?} not in {file}"));
    let table = lines[..index]
        .iter()
        .rposition(|line| line.starts_with('['))
        .map_or(1, |table| table + 1);
    let kept: Vec<&str> = lines
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != index)
        .map(|(_, line)| *line)
        .collect();
    std::fs::write(&path, kept.join("\n") + "\n").expect("write");
    table
}

#[tokio::test]
async fn content_check_catches_each_kind_of_mistake() {
    let run = expect(
        0,
        &["content", "check", &content_dir().display().to_string()],
    )
    .await;
    assert!(run.stdout.contains(": valid ("), "{}", run.stdout);

    type Break = fn(&Path) -> (&'static str, usize, &'static str);
    let breaks: [(&str, Break); 7] = [
        ("missing-field", |dir| {
            let line = remove_line(dir, "newsletters.toml", "sub_heading = ");
            ("newsletters.toml", line, "missing `sub_heading`")
        }),
        ("duplicate-id", |dir| {
            let line = edit(
                dir,
                "newsletters.toml",
                "id = \"newsletter-september-2026\"",
                "id = \"economic-letter-october-2026\"",
            );
            ("newsletters.toml", line, "duplicate newsletter id")
        }),
        ("service-link", |dir| {
            let line = edit(
                dir,
                "services/financing.toml",
                "id = \"small-business-loans\"\nheading = \"Small-Business-Loans\"",
                "id = \"small-loans\"\nheading = \"Small-Loans\"",
            );
            let _ = line;
            (
                "services/financing.toml",
                1,
                "must have the child \"small-business-loans\"",
            )
        }),
        ("marker", |dir| {
            let line = edit(
                dir,
                "about/careers.toml",
                "-h2Business Advisor",
                "-h2-blBusiness Advisor",
            );
            ("about/careers.toml", line, "unclosed marker `-bl`")
        }),
        ("stray-marker", |dir| {
            let line = edit(
                dir,
                "portfolio.toml",
                "secure intake form",
                "secure intake P- form",
            );
            ("portfolio.toml", line, "stray closing marker `P-`")
        }),
        ("image", |dir| {
            std::fs::remove_file(dir.join("media/services/financing.svg")).expect("remove");
            let text = std::fs::read_to_string(dir.join("services/financing.toml")).expect("read");
            let offset = text
                .find("image = \"services/financing.svg\"")
                .expect("image");
            let line = text[..offset].matches('\n').count() + 1;
            ("services/financing.toml", line, "not found under media/")
        }),
        ("portfolio", |dir| {
            let line = edit(
                dir,
                "portfolio.toml",
                "name = \"Online Stores\"",
                "name = \"E-Commerce\"",
            );
            ("portfolio.toml", line, "must be \"Online Stores\"")
        }),
    ];
    for (label, break_it) in breaks {
        let dir = copy_content(&format!("jobs-check-{label}"));
        let (file, line, what) = break_it(&dir);
        let run = expect(1, &["content", "check", &dir.display().to_string()]).await;
        let prefix = format!("{}:", dir.join(file).display());
        let found = run.stdout.lines().any(|message| {
            message.starts_with(&prefix)
                && message.contains(what)
                && (label == "service-link" || message.starts_with(&format!("{prefix}{line}: ")))
        });
        assert!(
            found,
            "{label}: expected `{prefix}{line}: ...{what}...` in:\n{}",
            run.stdout
        );
        assert!(run.stderr.contains("problems found"), "{}", run.stderr);
        let _ = std::fs::remove_dir_all(dir.parent().expect("scratch"));
    }
    let missing = scratch_dir("jobs-check-missing").join("nowhere");
    let run = expect(2, &["content", "check", &missing.display().to_string()]).await;
    assert!(run.stderr.contains("is not a folder"), "{}", run.stderr);
}

// ---- markers render -------------------------------------------------------------------------

#[tokio::test]
async fn markers_render_every_vector() {
    let path = format!(
        "{}/../../tests/vectors/markers.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let cases: Vec<Value> =
        serde_json::from_str(&std::fs::read_to_string(path).expect("vectors")).expect("json");
    let mut rendered = 0;
    for case in &cases {
        let Some(input) = case["input"].as_str() else {
            continue;
        };
        let name = case["name"].as_str().unwrap_or("?");
        let run = server(&["markers", "render"], Some(input)).await;
        assert_eq!(run.stdout, case["html"].as_str().expect("html"), "{name}");
        let issues = site_core::markers::lint(input);
        assert_eq!(
            run.code,
            if issues.is_empty() { 0 } else { 1 },
            "{name}: {}",
            run.stderr
        );
        for issue in &issues {
            assert!(
                run.stderr.contains(&issue.to_string()),
                "{name}: {}",
                run.stderr
            );
        }
        let run = server(&["markers", "render", "--json"], Some(input)).await;
        let tree: Value = serde_json::from_str(&run.stdout).expect("JSON tree");
        assert_eq!(
            tree,
            serde_json::to_value(site_core::markers::parse(input)).expect("tree"),
            "{name}"
        );
        rendered += 1;
    }
    assert!(rendered >= 90, "only {rendered} marker vectors");
}

// ---- usage and IO errors --------------------------------------------------------------------

async fn check_usage_errors(engine: Engine) {
    let Some(target) = database(engine, "jobs-usage").await else {
        return;
    };
    let url = target.url.as_str();
    let help = expect(0, &["--help"]).await;
    for command in ["serve", "leads", "content", "markers"] {
        assert!(help.stdout.contains(command), "{}", help.stdout);
    }
    for command in [
        &["leads", "export", "--help"][..],
        &["leads", "import", "--help"],
        &["leads", "revalidate", "--help"],
        &["content", "check", "--help"],
        &["content", "import", "--help"],
        &["markers", "render", "--help"],
    ] {
        let run = expect(0, command).await;
        assert!(run.stdout.contains("Usage: server"), "{}", run.stdout);
    }
    expect(2, &["leads", "export", "--database-url", url]).await;
    expect(
        2,
        &[
            "leads",
            "export",
            "--database-url",
            url,
            "--form",
            "newsletter",
        ],
    )
    .await;
    expect(
        2,
        &[
            "leads",
            "export",
            "--database-url",
            url,
            "--form",
            "help",
            "--since",
            "yesterday",
        ],
    )
    .await;
    expect(
        2,
        &[
            "leads",
            "import",
            "--database-url",
            url,
            "--form",
            "subscribers",
            "x.csv",
        ],
    )
    .await;
    let missing = target.path("missing.csv");
    let run = expect(
        2,
        &[
            "leads",
            "import",
            "--database-url",
            url,
            "--form",
            "help",
            &missing,
        ],
    )
    .await;
    assert!(run.stderr.contains("cannot read"), "{}", run.stderr);
    let nowhere = format!("sqlite://{}", target.path("nowhere/site.db"));
    let run = expect(
        2,
        &[
            "leads",
            "export",
            "--database-url",
            &nowhere,
            "--form",
            "help",
        ],
    )
    .await;
    assert!(run.stderr.contains("no database at"), "{}", run.stderr);
    assert!(
        !target.dir.join("nowhere").exists(),
        "no database is created by an export"
    );
    let empty = target.path("empty.csv");
    std::fs::write(&empty, "").expect("write");
    expect(
        1,
        &[
            "leads",
            "import",
            "--database-url",
            url,
            "--form",
            "help",
            &empty,
        ],
    )
    .await;
}
