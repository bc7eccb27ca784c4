//! `server leads export` and `leads import` round trips: every valid vector of every form out
//! and back in, formula neutralising, standard output, JSON lines, `--since`, subscribers.

use super::{Database, Row, Run, database, expect, rows, store, store_in, valid_vectors};
use crate::helpers::{Engine, content_dir, on_each_engine};
use serde_json::{Value, json};
use server::content;
use server::newsletter::{Links, signing_key};
use site_core::i18n::Lang;
use site_core::messages as m;
use site_store::leads::FormKind;

/// A valid contact request whose cells a spreadsheet would run as formulas.
fn formula_contact() -> Value {
    json!({
        "firstName": "Zoé", "lastName": "Gagnon", "telephone": "613-555-0199",
        "job_role": "Owner", "email": "zoe@example.ca", "source_of_info": "Web search",
        "company_name": "\u{FF20}Gagnon Inc", "city": "\n+Ottawa", "state": "Ontario",
        "address": "  -12 Bank Street", "pin": "'=K1P 1A1",
        "sale_range": "Less than Rs. 1,00,000",
        "query_message": "=HYPERLINK(\"http://evil.example\",\"click\")\n\tand, \"quoted\" text",
        "want_updates": false
    })
}

/// A stored lead as compared across a round trip (without its origin; with its language).
type Comparable = (
    String,
    Value,
    String,
    Option<String>,
    Option<String>,
    String,
);

/// A payload as compared across a round trip: an empty text is no value (an empty CSV cell).
fn comparable(rows: Vec<Row>) -> Vec<Comparable> {
    rows.into_iter()
        .map(
            |(id, payload, created_at, consent_text, consent_at, _origin, lang)| {
                let mut payload: Value = serde_json::from_str(&payload).expect("payload");
                for value in payload.as_object_mut().expect("object").values_mut() {
                    if value.as_str() == Some("") {
                        *value = Value::Null;
                    }
                }
                (id, payload, created_at, consent_text, consent_at, lang)
            },
        )
        .collect()
}

/// A database holding every valid vector of every form, a contact whose cells look like
/// formulas, a contact and a loan request sent from French pages (updates box ticked), one
/// subscriber whose address looks like a formula and one who subscribed from a French page.
struct Source {
    db: Database,
    formula_id: String,
    /// The French leads: (form, id).
    french: Vec<(FormKind, String)>,
    newsletter: String,
}

/// A valid lead of `form` (its first valid vector) with the updates box ticked where it has one.
fn ticked(form: FormKind) -> Value {
    let mut input = valid_vectors(form).remove(0);
    if let Some(field) = form.form().updates_field {
        input[field] = Value::Bool(true);
    }
    input
}

async fn seeded_source(engine: Engine) -> Source {
    let db = database(engine, "jobs-source").await;
    let mut seeded = 0;
    for form in FormKind::ALL {
        for input in valid_vectors(form) {
            store(&db.db, form, &input).await;
            seeded += 1;
        }
    }
    assert!(seeded > 100, "only {seeded} leads seeded");
    let formula_id = store(&db.db, FormKind::Contact, &formula_contact()).await;
    let mut french = Vec::new();
    for form in [FormKind::Contact, FormKind::Loan] {
        let id = store_in(&db.db, form, &ticked(form), Lang::Fr).await;
        french.push((form, id));
    }
    let newsletter = content::load(&content_dir()).expect("content").newsletters[0]
        .id
        .clone();
    // Three subscriptions: one confirmed (the only one exported by default), one pending, one
    // withdrawn.
    let links = Links {
        key: signing_key(&db.db, None).await.expect("key"),
        public_url: "https://www.cedarline.example".to_owned(),
    };
    for (email, lang) in [
        ("=cmd@example.ca", Lang::En),
        ("pending@example.ca", Lang::En),
        ("gone@example.ca", Lang::En),
        ("lea@example.ca", Lang::Fr),
    ] {
        server::newsletter::subscribe(
            &db.db,
            &newsletter,
            email,
            lang,
            server::newsletter::Visit::DIRECT,
            None,
            &links,
        )
        .await
        .expect("subscribe");
    }
    crate::helpers::execute(
        &db.db,
        "UPDATE subscribers SET status = 'confirmed', confirmed_at = created_at \
         WHERE email_key IN ('=cmd@example.ca', 'lea@example.ca')",
        &[],
    )
    .await;
    crate::helpers::execute(
        &db.db,
        "UPDATE subscribers SET status = 'withdrawn', withdrawn_at = created_at \
         WHERE email_key = 'gone@example.ca'",
        &[],
    )
    .await;
    Source {
        db,
        formula_id,
        french,
        newsletter,
    }
}

/// `server leads export --database-url DB ARGS`, which must succeed.
async fn export(db: &Database, args: &[&str]) -> Run {
    expect(
        0,
        &[&["leads", "export", "--database-url", &db.url][..], args].concat(),
    )
    .await
}

/// `server leads import --database-url DB --form FORM FILE`, which must succeed.
async fn import(db: &Database, form: &str, file: &str) -> Run {
    expect(
        0,
        &[
            "leads",
            "import",
            "--database-url",
            &db.url,
            "--form",
            form,
            file,
        ],
    )
    .await
}

// ---- leads export / import ------------------------------------------------------------------

#[tokio::test]
async fn round_trip() {
    on_each_engine(check_round_trip).await;
}

/// Every form out of the source into a file, into an empty database, out again and in again.
async fn check_round_trip(engine: Engine) {
    let source = seeded_source(engine).await;
    let target = database(engine, "jobs-target").await;
    for form in FormKind::ALL {
        let name = form.as_str();
        let first = source.db.path(&format!("{name}.csv"));
        let run = export(&source.db, &["--form", name, "--output", &first]).await;
        let stored = rows(&source.db.db, form).await;
        assert!(
            run.stderr
                .contains(&format!("exported {} rows", stored.len())),
            "{}",
            run.stderr
        );
        let exported = std::fs::read_to_string(&first).expect("export");
        assert_no_formula_cells(&exported);

        // Into an empty database: the same rows.
        let run = import(&target, name, &first).await;
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
        export(&target, &["--form", name, "-o", &again]).await;
        assert_eq!(
            std::fs::read_to_string(&again).expect("export"),
            exported,
            "{name}"
        );

        // Imported again: nothing stored twice.
        let run = import(&target, name, &first).await;
        let summary = format!("stored 0, already present {}, refused 0", stored.len());
        assert_eq!(run.stdout.trim(), summary, "{name}");
        assert_eq!(rows(&target.db, form).await.len(), stored.len(), "{name}");
    }

    // The formula-like cells: neutralised in the file, restored by the import.
    let exported = std::fs::read_to_string(source.db.path("contact.csv")).expect("export");
    for neutralised in [
        "'\u{FF20}Gagnon Inc",
        "\"'\n+Ottawa\"",
        "'  -12 Bank Street",
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
        .find(|row| row.0 == source.formula_id)
        .expect("formula lead");
    let payload: Value = serde_json::from_str(&row.1).expect("payload");
    for (field, value) in formula_contact().as_object().expect("object") {
        assert_eq!(&payload[field], value, "{field}");
    }
}

/// What an export to standard output must print.
#[derive(Debug, Clone, Copy)]
enum Printed {
    /// Exactly what the same form's export to a file (`--output`) wrote.
    TheFile,
    /// The CSV header alone.
    HeaderOnly,
}

#[tokio::test]
async fn export_options() {
    on_each_engine(check_export_options).await;
}

/// Standard output, `--since`, JSON lines and the subscribers.
async fn check_export_options(engine: Engine) {
    let source = seeded_source(engine).await;
    let cases: [(&str, &[&str], Printed); 3] = [
        ("loan", &[], Printed::TheFile),
        (
            "help",
            &["--since", "2999-01-01T00:00:00Z"],
            Printed::HeaderOnly,
        ),
        (
            "help",
            &["--since", "2000-01-01T00:00:00-05:00"],
            Printed::TheFile,
        ),
    ];
    for (form, options, printed) in cases {
        let file = source.db.path(&format!("{form}.csv"));
        export(&source.db, &["--form", form, "--output", &file]).await;
        let run = export(&source.db, &[&["--form", form][..], options].concat()).await;
        match printed {
            Printed::TheFile => assert_eq!(
                run.stdout,
                std::fs::read_to_string(&file).expect("export"),
                "{form} {options:?}"
            ),
            Printed::HeaderOnly => assert_eq!(
                run.stdout.lines().count(),
                1,
                "only the header:\n{}",
                run.stdout
            ),
        }
    }

    let run = export(&source.db, &["--form", "advisory", "--format", "jsonl"]).await;
    let stored = rows(&source.db.db, FormKind::Advisory).await;
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
    assert_eq!(ticked["consent_text"], m::UPDATES_CONSENT.en);
    assert!(lines.iter().all(|line| line["lang"] == "en"));

    // The leads sent from French pages: `lang` fr, and the consent text they were shown, in
    // French, in both formats.
    for (form, id) in &source.french {
        let run = export(&source.db, &["--form", form.as_str(), "--format", "jsonl"]).await;
        let line: Value = run
            .stdout
            .lines()
            .map(|line| serde_json::from_str::<Value>(line).expect("a JSON line"))
            .find(|line| line["id"] == id.as_str())
            .expect("the French lead");
        assert_eq!(line["lang"], "fr", "{form:?}");
        assert_eq!(line["consent_text"], m::UPDATES_CONSENT.fr, "{form:?}");
        let run = export(&source.db, &["--form", form.as_str()]).await;
        let mut reader = csv::Reader::from_reader(run.stdout.as_bytes());
        let header: Vec<String> = reader
            .headers()
            .expect("header")
            .iter()
            .map(str::to_owned)
            .collect();
        assert_eq!(
            header[header.len() - 6..],
            [
                "id",
                "created_at",
                "consent_text",
                "consent_at",
                "lang",
                "attribution"
            ]
        );
        let column = |name: &str| header.iter().position(|c| c == name).expect(name);
        let records: Vec<csv::StringRecord> =
            reader.records().map(|r| r.expect("record")).collect();
        let record = records
            .iter()
            .find(|record| &record[column("id")] == id.as_str())
            .expect("the French lead's row");
        assert_eq!(&record[column("lang")], "fr");
        assert_eq!(&record[column("consent_text")], m::UPDATES_CONSENT.fr);
        let english = records
            .iter()
            .filter(|record| &record[column("id")] != id.as_str())
            .all(|record| &record[column("lang")] == "en");
        assert!(english, "{form:?}");
    }
    let run = export(
        &source.db,
        &[
            "--form",
            "subscribers",
            "--public-url",
            "https://www.cedarline.example/",
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
            "consent_at",
            "unsubscribe_url",
            "lang"
        ]
    );
    let records: Vec<csv::StringRecord> = reader.records().map(|r| r.expect("record")).collect();
    assert_eq!(
        records.len(),
        2,
        "only the confirmed, not withdrawn, subscriptions"
    );
    let english = records
        .iter()
        .find(|record| &record[1] == "'=cmd@example.ca")
        .expect("the English subscriber");
    assert_eq!(&english[0], source.newsletter);
    assert_eq!(&english[3], m::SUBSCRIBE_CONSENT.en);
    assert_eq!(english[2], english[4]);
    assert_eq!(&english[6], "en");
    // The French subscriber: the consent text shown on the French page, and the link to the
    // French page.
    let french = records
        .iter()
        .find(|record| &record[1] == "lea@example.ca")
        .expect("the French subscriber");
    assert_eq!(&french[3], m::SUBSCRIBE_CONSENT.fr);
    assert_eq!(&french[6], "fr");
    assert!(
        french[5].starts_with("https://www.cedarline.example/fr/newsletter/unsubscribe?token="),
        "{}",
        &french[5]
    );
    // Its unsubscribe URL works: its token withdraws that subscription.
    let url = &english[5];
    let token = url
        .strip_prefix("https://www.cedarline.example/newsletter/unsubscribe?token=")
        .expect("an unsubscribe URL on the public origin");
    let key = signing_key(&source.db.db, None).await.expect("key");
    let withdrawn = server::newsletter::unsubscribe(&source.db.db, &key, token)
        .await
        .expect("storage");
    assert_eq!(withdrawn, Ok(()));
    let run = export(&source.db, &["--form", "subscribers"]).await;
    assert_eq!(
        run.stdout.lines().count(),
        2,
        "withdrawn now, only the French subscriber left:\n{}",
        run.stdout
    );

    // Every state, with the state columns.
    let run = export(
        &source.db,
        &["--form", "subscribers", "--all-states", "--format", "jsonl"],
    )
    .await;
    let lines: Vec<Value> = run
        .stdout
        .lines()
        .map(|line| serde_json::from_str(line).expect("a JSON line"))
        .collect();
    let mut states: Vec<(&str, &str, bool, &str)> = lines
        .iter()
        .map(|line| {
            (
                line["email"].as_str().expect("email"),
                line["status"].as_str().expect("status"),
                line["withdrawn_at"].is_string(),
                line["lang"].as_str().expect("lang"),
            )
        })
        .collect();
    states.sort_unstable();
    assert_eq!(
        states,
        [
            ("=cmd@example.ca", "withdrawn", true, "en"),
            ("gone@example.ca", "withdrawn", true, "en"),
            ("lea@example.ca", "confirmed", false, "fr"),
            ("pending@example.ca", "pending", false, "en"),
        ]
    );
    assert!(lines.iter().all(|line| {
        let page = if line["lang"] == "fr" {
            "/fr/newsletter"
        } else {
            "/newsletter"
        };
        line["unsubscribe_url"].as_str().is_some_and(|url| {
            url.starts_with(&format!("http://127.0.0.1:8080{page}/unsubscribe?token="))
        })
    }));
}

/// No cell of a CSV starts with a character a spreadsheet would run as a formula.
fn assert_no_formula_cells(csv_text: &str) {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(csv_text.as_bytes());
    for record in reader.records() {
        for cell in record.expect("record").iter() {
            // Spreadsheets skip leading white space and read full-width signs as ASCII ones.
            let start = cell.trim_start_matches(char::is_whitespace);
            let formula = [
                '=', '+', '-', '@', '\u{FF1D}', '\u{FF0B}', '\u{FF0D}', '\u{FF20}',
            ];
            assert!(
                !cell.starts_with(['\t', '\r']) && !start.starts_with(formula),
                "formula-like cell {cell:?}"
            );
        }
    }
}
