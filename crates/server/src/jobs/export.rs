//! `server leads export`: every stored row of a form (or the newsletter subscribers: confirmed,
//! not withdrawn ones with their unsubscribe URL, or all with `--all-states`), oldest first, with
//! its id, timestamp, consent record and the visitor's language (`lang`, `en` or `fr`: the team
//! answers in it), as CSV or JSON lines.
//!
//! Rows are streamed from the database and written as they arrive, so memory does not grow with
//! the number of rows.

use super::args::{ExportArgs, ExportForm, ExportFormat};
use super::cells::{neutralise, to_cell};
use super::forms::fields;
use super::progress::Progress;
use super::{BoxError, JobResult, Outcome, open};
use crate::newsletter::{Links, signing_key};
use futures_util::TryStreamExt;
use serde::Serialize;
use serde_json::Value;
use site_core::i18n::Lang;
use site_store::leads::{FormKind, StoredLead, count_leads_since, leads_since};
use site_store::subscribers::{StoredSubscriber, count_subscribers_since, subscribers_since};
use std::io::{BufWriter, Write};

/// The columns after a lead's payload fields (new ones last, so the first keep the places
/// `leads import` reads them by). `attribution` is the visit's attribution as JSON (docs/operating.md#attribution-and-funnel).
pub const LEAD_COLUMNS: [&str; 6] = [
    "id",
    "created_at",
    "consent_text",
    "consent_at",
    "lang",
    "attribution",
];
/// The columns of a subscribers export: confirmed, not withdrawn, subscriptions, each with the
/// link that withdraws it (for the team's mailing tool; it never expires; it opens the page in
/// the subscriber's language) and the language to write to them in.
pub const SUBSCRIBER_COLUMNS: [&str; 7] = [
    "newsletter_id",
    "email",
    "created_at",
    "consent_text",
    "consent_at",
    "unsubscribe_url",
    "lang",
];
/// The columns after [`SUBSCRIBER_COLUMNS`] with `--all-states`.
pub const STATE_COLUMNS: [&str; 3] = ["status", "confirmed_at", "withdrawn_at"];

pub async fn run(args: ExportArgs) -> JobResult {
    let db = open(&args.database, false).await?;
    let since = args.since;
    let out: Box<dyn Write + Send> = match &args.output {
        Some(path) => Box::new(
            crate::private_file::create(path)
                .map_err(|error| format!("cannot create {}: {error}", path.display()))?,
        ),
        None => Box::new(std::io::stdout()),
    };
    let mut out = Output::new(args.format, BufWriter::new(out));
    let written = match lead_form(args.form) {
        None => {
            let all = args.all_states;
            let links = Links {
                key: signing_key(&db, args.secret_key.as_ref()).await?,
                public_url: args.public_url.trim_end_matches('/').to_owned(),
            };
            let columns: Vec<&str> = SUBSCRIBER_COLUMNS
                .into_iter()
                .chain(all.then_some(STATE_COLUMNS).into_iter().flatten())
                .collect();
            out.header(&columns)?;
            let total = count_subscribers_since(&db, since, all).await?;
            let mut progress = Progress::new("export", u64::try_from(total).ok());
            let mut rows = subscribers_since(&db, since, all);
            let now = time::OffsetDateTime::now_utc();
            while let Some(row) = rows.try_next().await? {
                let lang = Lang::parse(&row.lang).unwrap_or_default();
                let unsubscribe_url = links.unsubscribe_url(&row.id, now, lang);
                out.subscriber(row, unsubscribe_url, all)?;
                progress.tick();
            }
            progress.finish();
            total
        }
        Some(form) => {
            let columns: Vec<&str> = fields(form)
                .iter()
                .map(|field| field.name)
                .chain(LEAD_COLUMNS)
                .collect();
            out.header(&columns)?;
            let total = count_leads_since(&db, form, since).await?;
            let mut progress = Progress::new("export", u64::try_from(total).ok());
            let mut rows = leads_since(&db, form, since);
            while let Some(row) = rows.try_next().await? {
                out.lead(form, row)?;
                progress.tick();
            }
            progress.finish();
            total
        }
    };
    out.finish()?;
    db.close().await;
    eprintln!("exported {written} rows");
    Ok(Outcome::Ok)
}

/// The lead form exported, or `None` for the subscribers.
fn lead_form(form: ExportForm) -> Option<FormKind> {
    match form {
        ExportForm::Lead(form) => Some(form),
        ExportForm::Subscribers => None,
    }
}

/// A lead as one JSON line.
#[derive(Debug, Serialize)]
struct JsonLead {
    id: String,
    created_at: String,
    consent_text: Option<String>,
    consent_at: Option<String>,
    lang: String,
    payload: Value,
    #[serde(skip_serializing_if = "Option::is_none")]
    attribution: Option<Value>,
}

/// A subscriber as one JSON line (the state columns with `--all-states` only).
#[derive(Debug, Serialize)]
struct JsonSubscriber {
    newsletter_id: String,
    email: String,
    created_at: String,
    consent_text: String,
    consent_at: String,
    unsubscribe_url: String,
    lang: String,
    #[serde(flatten)]
    states: Option<JsonStates>,
}

#[derive(Debug, Serialize)]
struct JsonStates {
    status: String,
    confirmed_at: Option<String>,
    withdrawn_at: Option<String>,
}

type Sink = BufWriter<Box<dyn Write + Send>>;

/// Where rows go, in the chosen format.
enum Output {
    Csv(Box<csv::Writer<Sink>>),
    Jsonl(Sink),
}

impl Output {
    fn new(format: ExportFormat, sink: Sink) -> Self {
        match format {
            ExportFormat::Csv => Output::Csv(Box::new(csv::WriterBuilder::new().from_writer(sink))),
            ExportFormat::Jsonl => Output::Jsonl(sink),
        }
    }

    fn header(&mut self, columns: &[&str]) -> Result<(), BoxError> {
        if let Output::Csv(writer) = self {
            writer.write_record(columns)?;
        }
        Ok(())
    }

    fn lead(&mut self, form: FormKind, row: StoredLead) -> Result<(), BoxError> {
        let StoredLead {
            id,
            payload,
            created_at,
            consent_text,
            consent_at,
            lang,
            attribution,
        } = row;
        let payload: Value = serde_json::from_str(&payload)
            .map_err(|error| format!("lead {id}: the stored payload is not JSON: {error}"))?;
        match self {
            Output::Csv(writer) => {
                for field in fields(form) {
                    writer.write_field(neutralise(&to_cell(payload.get(field.name))).as_bytes())?;
                }
                for cell in [
                    Some(id.as_str()),
                    Some(created_at.as_str()),
                    consent_text.as_deref(),
                    consent_at.as_deref(),
                    Some(lang.as_str()),
                    attribution.as_deref(),
                ] {
                    writer.write_field(neutralise(cell.unwrap_or_default()).as_bytes())?;
                }
                writer.write_record(None::<&[u8]>)?;
            }
            Output::Jsonl(sink) => {
                let attribution = attribution
                    .as_deref()
                    .map(serde_json::from_str)
                    .transpose()
                    .map_err(|error| {
                        format!("lead {id}: the stored attribution is not JSON: {error}")
                    })?;
                let line = JsonLead {
                    id,
                    created_at,
                    consent_text,
                    consent_at,
                    lang,
                    payload,
                    attribution,
                };
                serde_json::to_writer(&mut *sink, &line)?;
                sink.write_all(b"\n")?;
            }
        }
        Ok(())
    }

    fn subscriber(
        &mut self,
        row: StoredSubscriber,
        unsubscribe_url: String,
        all_states: bool,
    ) -> Result<(), BoxError> {
        let StoredSubscriber {
            id: _,
            newsletter_id,
            email,
            created_at,
            consent_text,
            consent_at,
            status,
            confirmed_at,
            withdrawn_at,
            lang,
        } = row;
        match self {
            Output::Csv(writer) => {
                let mut cells = vec![
                    newsletter_id,
                    email,
                    created_at,
                    consent_text,
                    consent_at,
                    unsubscribe_url,
                    lang,
                ];
                if all_states {
                    cells.extend([
                        status,
                        confirmed_at.unwrap_or_default(),
                        withdrawn_at.unwrap_or_default(),
                    ]);
                }
                writer.write_record(cells.iter().map(|cell| neutralise(cell).into_owned()))?;
            }
            Output::Jsonl(sink) => {
                let line = JsonSubscriber {
                    newsletter_id,
                    email,
                    created_at,
                    consent_text,
                    consent_at,
                    unsubscribe_url,
                    lang,
                    states: all_states.then_some(JsonStates {
                        status,
                        confirmed_at,
                        withdrawn_at,
                    }),
                };
                serde_json::to_writer(&mut *sink, &line)?;
                sink.write_all(b"\n")?;
            }
        }
        Ok(())
    }

    fn finish(self) -> Result<(), BoxError> {
        let mut sink = match self {
            Output::Csv(writer) => writer.into_inner().map_err(|error| error.into_error())?,
            Output::Jsonl(sink) => sink,
        };
        sink.flush()?;
        Ok(())
    }
}
