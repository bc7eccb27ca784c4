//! `server report`: the report of `crate::report` for a period (default: the last seven days),
//! printed as text, JSON or CSV.

use super::args::{ReportArgs, ReportFormat};
use super::{BoxError, JobResult, Outcome, open};
use crate::delivery::email::MailSettings;
use crate::delivery::email::digest::compose_digest;
use crate::report::{csv, read, read_digest, text};
use site_core::team_mail::TeamLang;
use site_store::Db;
use std::path::Path;
use time::{Date, Duration, OffsetDateTime};

pub async fn run(args: ReportArgs) -> JobResult {
    let to = args.to.unwrap_or_else(|| OffsetDateTime::now_utc().date());
    let from = args.from.unwrap_or(to - Duration::days(6));
    if from > to {
        return Err(format!("--from {from} is after --to {to}").into());
    }
    let db = open(&args.database, false).await?;
    let figures = read(&db, from, to).await?;
    let text = match args.format {
        ReportFormat::Text => text(&figures),
        ReportFormat::Json => serde_json::to_string_pretty(&figures)? + "\n",
        ReportFormat::Csv => csv(&figures)?,
    };
    print!("{text}");
    if let Some(file) = &args.digest_preview {
        let lang = TeamLang::from_name(&args.team_lang).unwrap_or_default();
        write_digest(&db, to, lang, file).await?;
        eprintln!("the digest of the week to {to} is in {}", file.display());
    }
    Ok(Outcome::Ok)
}

/// The digest of the week to `to` (against the week before), as the team would get it, written
/// to `file` as an `.eml` message.
async fn write_digest(db: &Db, to: Date, team_lang: TeamLang, file: &Path) -> Result<(), BoxError> {
    let digest = read_digest(db, to).await?;
    let settings = MailSettings {
        team_lang,
        ..MailSettings::files("unused")
    };
    let message = compose_digest(&digest, &settings).map_err(|failure| failure.to_string())?;
    std::fs::write(file, message.formatted())
        .map_err(|error| format!("cannot write {}: {error}", file.display()))?;
    Ok(())
}
