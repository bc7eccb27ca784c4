//! `server leads import`: leads gathered elsewhere (a trade-show sign-up sheet, or a file that
//! `leads export` wrote), each row checked by the site's rule chain, the valid ones stored in one
//! transaction.
//!
//! The CSV has a header row naming its columns: any of the form's fields and `id`, `created_at`,
//! `consent_text`, `consent_at`, `lang`, `attribution` (what `leads export` writes: the visit's
//! attribution as a JSON object, checked by the same rules as a post's), in any order. An empty cell
//! is no value; booleans are `true`/`false`; the `'` that export puts before a formula-like cell
//! is removed. Without an `id` column a row gets a new id; without `created_at`, now; without
//! `lang`, English (`en` or `fr`: the visitor's language); without the consent columns, the
//! site's consent text in that language when the updates box is ticked (as the site stores it).
//!
//! Refused besides what the rule chain refuses: an `id` that is not a lead id as the site issues
//! them (a UUID), a consent record (`consent_text`, `consent_at`) on a row whose updates box is
//! not ticked (no consent can have been given), a cell over [`MAX_CELL_BYTES`]; a file over
//! [`MAX_FILE_BYTES`] is not read at all. Everything echoed from the file goes through
//! [`printable`], so a hostile cell cannot send escape sequences to the terminal.
//!
//! Each stored row carries an import key, a hash of the form, the given id (if any) and the row's
//! normalized values, so importing the same file again stores nothing twice.

use super::args::ImportArgs;
use super::cells::{from_cell, restore};
use super::export::LEAD_COLUMNS;
use super::forms::{check, fields};
use super::progress::Progress;
use super::terminal::printable;
use super::{JobResult, Outcome, open};
use serde_json::{Map, Value};
use sha2::{Digest, Sha256};
use site_core::i18n::Lang;
use site_core::lead_forms::Field;
use site_core::validation::ServiceCatalog;
use site_store::leads::{FormKind, ImportedLead, insert_imported};
use site_store::new_id;
use site_store::now_utc;
use std::collections::HashSet;
use std::io::{Read, Write};
use std::path::Path;
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

/// Bumped if the way a row maps onto its key changes.
const KEY_FORMAT: &str = "lead-import-v1";

/// The largest file read: far more than any sign-up sheet, and bounded so that a wrong file (a
/// disk image, a log) is refused at once instead of filling memory.
pub const MAX_FILE_BYTES: u64 = 64 * 1024 * 1024;
/// The largest cell: the site refuses a whole form body larger than this, so no field of a lead
/// it would store is larger.
pub const MAX_CELL_BYTES: usize = site_core::constants::FORM_BODY_LIMIT_BYTES as usize;

/// What a CSV column holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Column {
    Field(Field),
    Id,
    CreatedAt,
    ConsentText,
    ConsentAt,
    Lang,
    Attribution,
}

impl Column {
    fn name(self) -> &'static str {
        match self {
            Column::Field(field) => field.name,
            Column::Id => LEAD_COLUMNS[0],
            Column::CreatedAt => LEAD_COLUMNS[1],
            Column::ConsentText => LEAD_COLUMNS[2],
            Column::ConsentAt => LEAD_COLUMNS[3],
            Column::Lang => LEAD_COLUMNS[4],
            Column::Attribution => LEAD_COLUMNS[5],
        }
    }
}

/// One problem of a row, reported as `LINE: FIELD: MESSAGE`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub field: String,
    pub message: String,
}

fn refusal(field: &str, message: impl Into<String>) -> Refusal {
    Refusal {
        field: field.to_owned(),
        message: message.into(),
    }
}

pub async fn run(args: ImportArgs) -> JobResult {
    let form: FormKind = args.form.into();
    let file = open_file(&args.file)?;
    let db = open(&args.database, false).await?;
    let catalog = if form.needs_catalog() {
        site_store::content::service_catalog(&db).await?
    } else {
        ServiceCatalog::default()
    };
    let sheet = read(form, file, &catalog, &now_utc())?;
    // Whatever the file holds, nothing of it reaches the terminal unescaped.
    let mut stdout = std::io::stdout().lock();
    for (line, refusals) in &sheet.refused {
        for refusal in refusals {
            writeln!(
                stdout,
                "{line}: {}: {}",
                printable(&refusal.field),
                printable(&refusal.message)
            )?;
        }
    }
    if sheet.header_refused {
        writeln!(stdout, "the header is invalid: nothing stored")?;
        return Ok(Outcome::Invalid);
    }
    let (valid, refused) = (sheet.valid, sheet.refused.len());
    drop(stdout);
    let mut progress = Progress::new("import", u64::try_from(valid.len()).ok());
    let counts = insert_imported(&db, &valid, !args.dry_run, || progress.tick()).await?;
    progress.finish();
    db.close().await;
    let stored = if args.dry_run {
        "would store"
    } else {
        "stored"
    };
    println!(
        "{stored} {}, already present {}, refused {refused}{}",
        counts.stored,
        counts.already_present,
        if args.dry_run {
            " (dry run: nothing written)"
        } else {
            ""
        }
    );
    Ok(Outcome::invalid_if(refused > 0))
}

/// A file read and checked (nothing stored yet).
#[derive(Debug, Default)]
pub struct Sheet {
    /// The rows to store.
    pub valid: Vec<ImportedLead>,
    /// Each refused row's line and its problems, in file order.
    pub refused: Vec<(u64, Vec<Refusal>)>,
    /// The header row (line 1) is missing or refused: no row was read.
    pub header_refused: bool,
}

/// Reads a CSV file of `form`'s leads and checks every row with the site's rule chain (advisory:
/// against `catalog`); rows without a time get `now`. Pure: no database, no output. An error is
/// a file that cannot be read (IO, or over [`MAX_FILE_BYTES`] through [`open_file`]).
pub fn read(
    form: FormKind,
    input: impl Read,
    catalog: &ServiceCatalog,
    now: &str,
) -> Result<Sheet, csv::Error> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(std::io::BufReader::new(input));
    let mut sheet = Sheet::default();
    let mut record = csv::ByteRecord::new();
    if !reader.read_byte_record(&mut record)? {
        let empty = refusal("-", "the file is empty; expected a header row");
        sheet.refused.push((1, vec![empty]));
        sheet.header_refused = true;
        return Ok(sheet);
    }
    let columns = match header(form, &record) {
        Ok(columns) => columns,
        Err(refusals) => {
            sheet.refused.push((1, refusals));
            sheet.header_refused = true;
            return Ok(sheet);
        }
    };
    while reader.read_byte_record(&mut record)? {
        if record.iter().all(<[u8]>::is_empty) {
            continue; // a blank line of a spreadsheet
        }
        let line = record.position().map_or(0, csv::Position::line);
        match decode(form, &columns, &record, catalog, now) {
            Ok(lead) => sheet.valid.push(lead),
            Err(refusals) => sheet.refused.push((line, refusals)),
        }
    }
    Ok(sheet)
}

/// The columns named by the header row, or why it cannot be read.
fn header(form: FormKind, record: &csv::ByteRecord) -> Result<Vec<Column>, Vec<Refusal>> {
    let known: Vec<Column> = fields(form)
        .iter()
        .map(|field| Column::Field(*field))
        .chain([
            Column::Id,
            Column::CreatedAt,
            Column::ConsentText,
            Column::ConsentAt,
            Column::Lang,
            Column::Attribution,
        ])
        .collect();
    let mut columns = Vec::new();
    let mut refusals = Vec::new();
    let mut seen = HashSet::new();
    for cell in record {
        if cell.len() > MAX_CELL_BYTES {
            refusals.push(too_large("-", cell.len()));
            continue;
        }
        let name = String::from_utf8_lossy(cell);
        let name = name.trim();
        match known.iter().find(|column| column.name() == name) {
            Some(column) if !seen.insert(column.name()) => {
                refusals.push(refusal(name, "this column appears twice"));
            }
            Some(column) => columns.push(*column),
            None => {
                let names: Vec<&str> = known.iter().map(|column| column.name()).collect();
                refusals.push(refusal(
                    name,
                    format!(
                        "unknown column for the {} form (known: {})",
                        form.as_str(),
                        names.join(", ")
                    ),
                ));
            }
        }
    }
    if refusals.is_empty() {
        Ok(columns)
    } else {
        Err(refusals)
    }
}

/// One row as a lead to store, or every problem it has: cells that cannot be read first (in
/// column order), then the rule chain's failures (in chain order, in the site's words).
fn decode(
    form: FormKind,
    columns: &[Column],
    record: &csv::ByteRecord,
    catalog: &ServiceCatalog,
    now: &str,
) -> Result<ImportedLead, Vec<Refusal>> {
    let mut refusals = Vec::new();
    if record.len() > columns.len() {
        refusals.push(refusal(
            "-",
            format!(
                "{} cells, but the header names {} columns",
                record.len(),
                columns.len()
            ),
        ));
    }
    let mut payload: Map<String, Value> = fields(form)
        .iter()
        .map(|field| (field.name.to_owned(), Value::Null))
        .collect();
    let (mut id, mut created_at, mut consent_text, mut consent_at) = (None, None, None, None);
    let mut lang = Lang::En;
    for (column, cell) in columns.iter().zip(record) {
        let name = column.name();
        if cell.len() > MAX_CELL_BYTES {
            refusals.push(too_large(name, cell.len()));
            continue;
        }
        let Ok(cell) = std::str::from_utf8(cell) else {
            refusals.push(refusal(name, "not valid UTF-8 text"));
            continue;
        };
        let cell = restore(cell);
        let text = Some(cell.to_owned()).filter(|text| !text.is_empty());
        match column {
            Column::Field(field) => match from_cell(field.kind, cell) {
                Ok(value) => {
                    payload.insert(field.name.to_owned(), value);
                }
                Err(message) => refusals.push(refusal(name, message)),
            },
            Column::Id => match text.map(|id| id.trim().to_owned()) {
                Some(given) if !is_lead_id(&given) => refusals.push(refusal(
                    name,
                    format!(
                        "expected a lead id as the site issues them (a UUID such as \
                         0193a1f2-7c4e-7d3a-9b1f-2e8c4d5a6b7c), found {given:?}"
                    ),
                )),
                given => id = given,
            },
            Column::CreatedAt => match timestamp(text.as_deref()) {
                Ok(at) => created_at = at,
                Err(message) => refusals.push(refusal(name, message)),
            },
            Column::ConsentText => consent_text = Some(text),
            Column::ConsentAt => match timestamp(text.as_deref()) {
                Ok(at) => consent_at = Some(at),
                Err(message) => refusals.push(refusal(name, message)),
            },
            // Checked with the form by the rule chain, as the site checks a post's.
            Column::Attribution => match text.as_deref().map(serde_json::from_str::<Value>) {
                None => {}
                Some(Ok(value @ Value::Object(_))) => {
                    payload.insert("attribution".to_owned(), value);
                }
                Some(_) => refusals.push(refusal(
                    name,
                    "expected the visit's attribution as a JSON object",
                )),
            },
            Column::Lang => match text.as_deref().map(str::trim) {
                None => {}
                Some(given) => match Lang::ALL.into_iter().find(|l| l.as_str() == given) {
                    Some(given) => lang = given,
                    None => {
                        refusals.push(refusal(name, format!("expected en or fr, found {given:?}")))
                    }
                },
            },
        }
    }
    let unreadable: HashSet<String> = refusals.iter().map(|r| r.field.clone()).collect();
    let checked = match check(form, Value::Object(payload), catalog) {
        Ok(checked) => checked,
        Err(error) => {
            refusals.push(refusal("-", format!("cannot be read: {error}")));
            return Err(refusals);
        }
    };
    refusals.extend(
        checked
            .errors
            .into_iter()
            .map(|error| Refusal {
                field: error.field.unwrap_or_else(|| "-".to_owned()),
                message: error.message,
            })
            // A cell that could not be read was left empty; its own problem says enough.
            .filter(|r| !unreadable.contains(&r.field)),
    );
    let ticked = form
        .form()
        .updates_ticked(|name| checked.payload.get(name)?.as_bool());
    // A consent record for a box left unticked would claim a consent that was never given.
    let recorded = [
        (
            Column::ConsentText,
            consent_text.as_ref().is_some_and(Option::is_some),
        ),
        (
            Column::ConsentAt,
            consent_at.as_ref().is_some_and(Option::is_some),
        ),
    ];
    for (column, _) in recorded.iter().filter(|(_, given)| *given && !ticked) {
        refusals.push(refusal(
            column.name(),
            match form.form().updates_field {
                Some(updates) => {
                    format!("a consent record, but {updates} is not true: no consent was given")
                }
                None => format!(
                    "a consent record, but the {} form asks for no consent",
                    form.as_str()
                ),
            },
        ));
    }
    if !refusals.is_empty() {
        return Err(refusals);
    }
    let import_key = import_key(form, id.as_deref(), &checked.payload);
    let created_at = created_at.unwrap_or_else(|| now.to_owned());
    // Without consent columns, the consent is what the site stores for a ticked box, in the
    // visitor's language.
    let consent_text = consent_text.unwrap_or_else(|| {
        ticked.then(|| site_core::messages::UPDATES_CONSENT.text(lang).to_owned())
    });
    let consent_at =
        consent_at.unwrap_or_else(|| consent_text.is_some().then(|| created_at.clone()));
    Ok(ImportedLead {
        id: id.unwrap_or_else(new_id),
        form,
        payload: checked.payload.to_string(),
        created_at,
        consent_text,
        consent_at,
        lang,
        attribution: checked.attribution,
        import_key,
    })
}

/// The file, refused when it is larger than [`MAX_FILE_BYTES`] (also when its size is only found
/// while reading: a pipe, a file still growing).
fn open_file(path: &Path) -> Result<impl Read, String> {
    let cannot = |error: std::io::Error| format!("cannot read {}: {error}", path.display());
    let file = std::fs::File::open(path).map_err(cannot)?;
    let size = file.metadata().map_err(cannot)?.len();
    if size > MAX_FILE_BYTES {
        return Err(file_too_large(path));
    }
    Ok(Limited {
        inner: file,
        left: MAX_FILE_BYTES,
        refusal: file_too_large(path),
    })
}

fn file_too_large(path: &Path) -> String {
    format!(
        "{} is larger than {} MiB, the most leads import reads: split it into smaller files",
        path.display(),
        MAX_FILE_BYTES / (1024 * 1024)
    )
}

fn too_large(field: &str, bytes: usize) -> Refusal {
    refusal(
        field,
        format!("the cell is {bytes} bytes; a cell holds at most {MAX_CELL_BYTES} bytes"),
    )
}

/// A reader that fails once more than `left` bytes were read.
struct Limited<R> {
    inner: R,
    left: u64,
    refusal: String,
}

impl<R: Read> Read for Limited<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let read = self.inner.read(buf)?;
        self.left = self
            .left
            .checked_sub(read as u64)
            .ok_or_else(|| std::io::Error::other(self.refusal.clone()))?;
        Ok(read)
    }
}

/// Whether `id` is a lead id as [`new_id`] writes them: a UUID, hyphenated, lower case.
fn is_lead_id(id: &str) -> bool {
    uuid::Uuid::try_parse(id).is_ok_and(|uuid| uuid.hyphenated().to_string() == id)
}

/// An RFC 3339 time as stored (UTC, microseconds); an empty cell is none.
fn timestamp(cell: Option<&str>) -> Result<Option<String>, String> {
    cell.map(|text| {
        OffsetDateTime::parse(text.trim(), &Rfc3339)
            .map(site_store::timestamp)
            .map_err(|_| format!("expected an RFC 3339 time, found {text:?}"))
    })
    .transpose()
}

/// The SHA-256, in hex, of the form, the given id and the normalized values (strings trimmed,
/// keys sorted).
fn import_key(form: FormKind, id: Option<&str>, payload: &Value) -> String {
    let normalized = normalize(payload);
    let digest = Sha256::new()
        .chain_update(KEY_FORMAT)
        .chain_update(b"\n")
        .chain_update(form.as_str())
        .chain_update(b"\n")
        .chain_update(id.unwrap_or_default())
        .chain_update(b"\n")
        .chain_update(normalized.to_string())
        .finalize();
    digest.iter().map(|byte| format!("{byte:02x}")).collect()
}

fn normalize(value: &Value) -> Value {
    match value {
        Value::String(text) => Value::String(text.trim().to_owned()),
        Value::Object(map) => Value::Object(
            map.iter()
                .map(|(key, value)| (key.clone(), normalize(value)))
                .collect(),
        ),
        other => other.clone(),
    }
}
