//! `server leads import` of files with mistakes: the refusal report (line, field, message, in
//! chain order), dry runs, re-imports, the advisory catalog, unknown columns.

use super::{database, expect, rows, valid_vectors};
use crate::helpers::{Engine, on_each_engine};
use serde_json::{Value, json};
use site_core::constants::{LONG_TEXT_MAX_CHARS, NAME_MAX_CHARS, SHORT_TEXT_MAX_CHARS};
use site_core::messages as m;
use site_store::leads::FormKind;

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

#[tokio::test]
async fn refusal_report() {
    on_each_engine(check_refusal_report).await;
}

async fn check_refusal_report(engine: Engine) {
    let target = database(engine, "jobs-refusals").await;
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
            vec![("query_message", m::ALL_FIELDS_REQUIRED.en)],
        ),
        (
            vec![("query_message", &long_text)],
            vec![("query_message", m::MESSAGE_TOO_LONG.en)],
        ),
        (
            vec![("city", "")],
            vec![("city", m::ALL_FIELDS_REQUIRED.en)],
        ),
        (
            vec![("city", &short_text)],
            vec![("city", m::CITY_TOO_LONG.en)],
        ),
        (
            vec![("company_name", &short_text)],
            vec![("company_name", m::COMPANY_NAME_TOO_LONG.en)],
        ),
        (
            vec![("address", &short_text)],
            vec![("address", m::ADDRESS_TOO_LONG.en)],
        ),
        (
            vec![("pin", &short_text)],
            vec![("pin", m::POSTAL_CODE_TOO_LONG.en)],
        ),
        (
            vec![("job_role", "Astronaut")],
            vec![("job_role", m::SELECT_ROLE.en)],
        ),
        (
            vec![("source_of_info", "")],
            vec![("source_of_info", m::SELECT_SOURCE.en)],
        ),
        (
            vec![("sale_range", "lots")],
            vec![("sale_range", m::SELECT_SALE_RANGE.en)],
        ),
        (
            vec![("state", "Texas")],
            vec![("state", m::SELECT_STATE.en)],
        ),
        // A valid row over several lines: the line numbers after it count its lines.
        (vec![("query_message", multi_line)], vec![]),
        (
            vec![("email", "not-an-email")],
            vec![("email", m::ENTER_VALID_EMAIL.en)],
        ),
        (
            vec![("firstName", "R2D2")],
            vec![("firstName", m::FIRST_NAME_ALPHABET.en)],
        ),
        (
            vec![("firstName", &name)],
            vec![("firstName", m::FIRST_NAME_TOO_LONG.en)],
        ),
        (
            vec![("lastName", "")],
            vec![("lastName", m::LAST_NAME_ALPHABET.en)],
        ),
        (
            vec![("lastName", &name)],
            vec![("lastName", m::LAST_NAME_TOO_LONG.en)],
        ),
        (
            vec![("telephone", "123")],
            vec![("telephone", m::CONTACT_PHONE_INVALID.en)],
        ),
        (
            vec![("website", "not a website")],
            vec![("website", m::WEBSITE_INVALID.en)],
        ),
        (
            vec![("website", &long_site)],
            vec![("website", m::WEBSITE_TOO_LONG.en)],
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
                ("city", m::ALL_FIELDS_REQUIRED.en),
                ("email", m::ENTER_VALID_EMAIL.en),
                ("firstName", m::FIRST_NAME_ALPHABET.en),
                ("telephone", m::CONTACT_PHONE_INVALID.en),
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
    expected.push(format!("{line}: state: {}", m::SELECT_STATE.en));
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
        assert!(
            run.stdout.contains(&format!(": {}\n", message.en)),
            "{}",
            message.en
        );
    }
    // The valid rows are stored, with new ids, now, and the site's consent for a ticked box.
    let stored = rows(&target.db, FormKind::Contact).await;
    assert_eq!(stored.len(), 2);
    for row in &stored {
        assert_eq!(row.3.as_deref(), Some(m::UPDATES_CONSENT.en));
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
}

/// A file whose rows the catalog in the database refuses: one advisory row naming an unknown
/// service.
fn unknown_service_file() -> String {
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
    String::from_utf8(writer.into_inner().expect("csv")).expect("utf-8")
}

#[tokio::test]
async fn files_refused() {
    on_each_engine(check_files_refused).await;
}

/// Files refused as a whole or row by row: `(form, file, what the report starts with, what else
/// it contains)`.
async fn check_files_refused(engine: Engine) {
    let target = database(engine, "jobs-refused-files").await;
    let cases = [
        // The advisory form is checked against the services in the database.
        (
            "advisory",
            unknown_service_file(),
            format!("2: parent_service: {}\n", m::SELECT_SERVICE.en),
            None,
        ),
        // A header naming an unknown column refuses the file.
        (
            "help",
            "firstName,shoe_size\nAna,38\n".to_owned(),
            "1: firstName: unknown column".to_owned(),
            Some("1: shoe_size: unknown column"),
        ),
    ];
    for (form, text, starts, contains) in cases {
        let file = target.path(&format!("{form}.csv"));
        std::fs::write(&file, text).expect("write");
        let run = expect(
            1,
            &[
                "leads",
                "import",
                "--database-url",
                &target.url,
                "--form",
                form,
                &file,
            ],
        )
        .await;
        assert!(run.stdout.starts_with(&starts), "{}", run.stdout);
        if let Some(contains) = contains {
            assert!(run.stdout.contains(contains), "{}", run.stdout);
        }
    }
}

/// A CSV file of `rows` (the first is the header).
fn csv_file(rows: &[Vec<String>]) -> String {
    let mut writer = csv::Writer::from_writer(Vec::new());
    for row in rows {
        writer.write_record(row).expect("row");
    }
    String::from_utf8(writer.into_inner().expect("csv")).expect("utf-8")
}

/// A contact sheet: the valid row's columns plus `extra` columns, and one row per entry of
/// `rows` (changes to the valid row, then the extra cells).
fn contact_sheet(extra: &[&str], rows: &[(Changes, Vec<&str>)]) -> String {
    let header = contact_row()
        .into_iter()
        .map(|(column, _)| column.to_owned())
        .chain(extra.iter().map(|column| (*column).to_owned()))
        .collect();
    let mut all = vec![header];
    for (changes, cells) in rows {
        all.push(
            with(changes)
                .into_iter()
                .map(|(_, cell)| cell)
                .chain(cells.iter().map(|cell| (*cell).to_owned()))
                .collect(),
        );
    }
    csv_file(&all)
}

#[tokio::test]
async fn hostile_files() {
    let target = database(Engine::Sqlite, "jobs-hostile").await;
    let import = |form: &'static str, name: &'static str, text: String, code: i32| {
        let file = target.path(name);
        let url = target.url.clone();
        async move {
            std::fs::write(&file, text).expect("write");
            expect(
                code,
                &[
                    "leads",
                    "import",
                    "--database-url",
                    &url,
                    "--form",
                    form,
                    &file,
                ],
            )
            .await
        }
    };
    let valid_id = "0193a1f2-7c4e-7d3a-9b1f-2e8c4d5a6b7c";
    let at = "2026-01-31T10:00:00Z";

    // Escape sequences in a header and in cells reach the terminal as text.
    let escapes = csv_file(&[
        vec!["name".into(), "\u{1b}]0;owned\u{7}shoe\u{1b}[2J".into()],
        vec!["Ana".into(), "38".into()],
    ]);
    let run = import("help", "escapes-header.csv", escapes, 1).await;
    let escapes = contact_sheet(
        &["id"],
        &[
            (vec![("want_updates", "\u{1b}[31mmaybe\r")], vec![valid_id]),
            (vec![], vec!["\u{1b}[2J\u{9b}1m\u{202e}"]),
        ],
    );
    let rows_run = import("contact", "escapes-rows.csv", escapes, 1).await;
    for run in [&run, &rows_run] {
        let shown = format!("{}{}", run.stdout, run.stderr);
        assert!(
            !shown
                .chars()
                .any(|c| c.is_control() && c != '\n' || c == '\u{202e}'),
            "a control character reached the terminal: {shown:?}"
        );
    }
    assert!(
        run.stdout
            .starts_with("1: \\u{1b}]0;owned\\u{7}shoe\\u{1b}[2J: unknown column"),
        "{}",
        run.stdout
    );
    assert!(
        rows_run
            .stdout
            .contains("2: want_updates: expected true or false, found \"\\u{1b}[31mmaybe\\r\""),
        "{}",
        rows_run.stdout
    );
    assert!(
        rows_run.stdout.contains("3: id: expected a lead id"),
        "{}",
        rows_run.stdout
    );

    // Ids: only a lead id as the site issues them; a valid one is kept.
    let ids = [
        "not-an-id",
        "0193A1F2-7C4E-7D3A-9B1F-2E8C4D5A6B7C",
        "1; DROP TABLE leads",
    ];
    let mut rows: Vec<(Changes, Vec<&str>)> = ids.iter().map(|id| (vec![], vec![*id])).collect();
    rows.push((vec![], vec![valid_id]));
    let run = import("contact", "ids.csv", contact_sheet(&["id"], &rows), 1).await;
    for (line, id) in (2..).zip(ids) {
        assert!(
            run.stdout.contains(&format!(
                "{line}: id: expected a lead id as the site issues them (a UUID such as \
                 0193a1f2-7c4e-7d3a-9b1f-2e8c4d5a6b7c), found {id:?}\n"
            )),
            "{id}: {}",
            run.stdout
        );
    }
    assert!(
        run.stdout
            .ends_with("stored 1, already present 0, refused 3\n")
    );
    let stored = rows_of(&target, FormKind::Contact).await;
    assert_eq!(stored, vec![valid_id.to_owned()]);

    // A consent record for an unticked box, or for a form that asks for none: refused.
    let consent = [m::UPDATES_CONSENT.en, at];
    let run = import(
        "contact",
        "consent.csv",
        contact_sheet(
            &["consent_text", "consent_at"],
            &[
                (vec![("want_updates", "false")], consent.to_vec()),
                (vec![("want_updates", "false")], vec!["", at]),
                (vec![("want_updates", "false")], vec!["", ""]),
            ],
        ),
        1,
    )
    .await;
    let unticked = "a consent record, but want_updates is not true: no consent was given";
    assert_eq!(
        run.stdout,
        format!(
            "2: consent_text: {unticked}\n2: consent_at: {unticked}\n3: consent_at: {unticked}\n\
             stored 1, already present 0, refused 2\n"
        )
    );
    let help = valid_vectors(FormKind::Help)[0].clone();
    let columns = [
        "name",
        "email",
        "phone",
        "subject",
        "message",
        "consent_text",
    ];
    let cells = columns.map(|column| help[column].as_str().unwrap_or("agreed").to_owned());
    let run = import(
        "help",
        "help-consent.csv",
        csv_file(&[columns.map(str::to_owned).to_vec(), cells.to_vec()]),
        1,
    )
    .await;
    assert_eq!(
        run.stdout,
        "2: consent_text: a consent record, but the help form asks for no consent\n\
         stored 0, already present 0, refused 1\n"
    );
    assert!(rows_of(&target, FormKind::Help).await.is_empty());

    // A cell over 16 KiB (the site's whole form body) is refused without being echoed.
    let huge = "\u{1b}".repeat(16 * 1024 + 1);
    let run = import(
        "contact",
        "huge-cell.csv",
        contact_sheet(&[], &[(vec![("query_message", &huge)], vec![])]),
        1,
    )
    .await;
    assert_eq!(
        run.stdout,
        "2: query_message: the cell is 16385 bytes; a cell holds at most 16384 bytes\n\
         stored 0, already present 0, refused 1\n"
    );

    // A file over 64 MiB is not read at all (a sparse file: it takes no disk).
    let big = target.path("big.csv");
    let file = std::fs::File::create(&big).expect("create");
    file.set_len(64 * 1024 * 1024 + 1).expect("grow");
    let run = expect(
        2,
        &[
            "leads",
            "import",
            "--database-url",
            &target.url,
            "--form",
            "help",
            &big,
        ],
    )
    .await;
    assert_eq!(
        run.stderr.trim(),
        format!(
            "server: {big} is larger than 64 MiB, the most leads import reads: split it into \
             smaller files"
        )
    );
    assert!(run.stdout.is_empty());
    // Also when the size shows only while reading (a pipe): stopped at 64 MiB.
    let mut piped = String::from("name\n");
    piped.push_str(&"a".repeat(64 * 1024 * 1024 + 1 - piped.len()));
    let args = [
        "leads",
        "import",
        "--database-url",
        &target.url,
        "--form",
        "help",
        "/dev/stdin",
    ];
    let run = super::server(&args, Some(&piped)).await;
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert_eq!(
        run.stderr.trim(),
        "server: /dev/stdin is larger than 64 MiB, the most leads import reads: split it into \
         smaller files"
    );
}

/// The ids of a form's stored leads.
async fn rows_of(target: &super::Database, form: FormKind) -> Vec<String> {
    rows(&target.db, form)
        .await
        .into_iter()
        .map(|row| row.0)
        .collect()
}
