//! The backend jobs' arguments (`server leads|content|markers|db|outbox|people ...`).
//!
//! Exit codes: 0 ok, 1 invalid input found (refused rows, content problems, marker issues),
//! 2 usage or IO error. Reports go to stdout, progress and logs to stderr.

pub use crate::config::DatabaseArgs;
use clap::builder::PossibleValue;
use clap::{Args, Subcommand, ValueEnum};
use site_store::leads::FormKind;
use std::path::PathBuf;
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

/// A lead form, named as stored in `leads.form`: core's inventory lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LeadForm(pub FormKind);

impl LeadForm {
    const ALL: [LeadForm; FormKind::ALL.len()] = {
        let mut all = [LeadForm(FormKind::ALL[0]); FormKind::ALL.len()];
        let mut i = 1;
        while i < all.len() {
            all[i] = LeadForm(FormKind::ALL[i]);
            i += 1;
        }
        all
    };
}

impl ValueEnum for LeadForm {
    fn value_variants<'a>() -> &'a [Self] {
        &Self::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.0.as_str()))
    }
}

impl From<LeadForm> for FormKind {
    fn from(form: LeadForm) -> Self {
        form.0
    }
}

/// What `leads export` can export: a lead form or the newsletter subscribers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExportForm {
    Lead(FormKind),
    Subscribers,
}

impl ExportForm {
    const ALL: [ExportForm; FormKind::ALL.len() + 1] = {
        let mut all = [ExportForm::Subscribers; FormKind::ALL.len() + 1];
        let mut i = 0;
        while i < FormKind::ALL.len() {
            all[i] = ExportForm::Lead(FormKind::ALL[i]);
            i += 1;
        }
        all
    };
}

impl ValueEnum for ExportForm {
    fn value_variants<'a>() -> &'a [Self] {
        &Self::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(match self {
            ExportForm::Lead(form) => form.as_str(),
            ExportForm::Subscribers => "subscribers",
        }))
    }
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, ValueEnum)]
pub enum ExportFormat {
    /// Spreadsheet-safe CSV with a header row: the form's fields in a fixed order, then `id`,
    /// `created_at`, `consent_text`, `consent_at`.
    #[default]
    Csv,
    /// One JSON object per line: `id`, `created_at`, `consent_text`, `consent_at`, `payload`.
    Jsonl,
}

#[derive(Debug, Subcommand)]
pub enum LeadsCommand {
    /// Write every stored row of a form, with its id, timestamp and consent record, oldest first.
    ///
    /// Rows are streamed: the export needs little memory however many rows there are. In CSV, a
    /// cell that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, also after
    /// leading white space or line breaks and in their full-width forms, or with a tab or a
    /// carriage return) gets a leading `'`; `leads import` removes it again.
    Export(ExportArgs),
    /// Store leads gathered elsewhere (a CSV as `leads export` writes it, or a sign-up sheet with
    /// some of its columns).
    ///
    /// Every row is checked by the site's rule chain; refused rows are listed as
    /// `LINE: FIELD: MESSAGE`, in the words the site shows. The valid rows are stored in one
    /// transaction; a row already stored (same form and values, or same id) is not stored again.
    /// Exit 1 when any row was refused (the valid ones are still stored, unless --dry-run).
    ///
    /// Also refused: an `id` that is not a lead id as the site issues them (a UUID), a consent
    /// record on a row whose updates box is not ticked, a cell over 16 KiB; a file over 64 MiB is
    /// not read (exit 2). Control characters from the file are shown as `\u{..}` escapes.
    Import(ImportArgs),
    /// Re-run today's rules over stored leads and list those they would now refuse, as
    /// `ID: FIELD: MESSAGE`, changing nothing. Exit 1 when any is found.
    Revalidate(RevalidateArgs),
    /// Delete what is past its retention: leads (and their outbox messages) older than
    /// --older-than, subscriptions never confirmed since then, and subscriptions withdrawn more
    /// than three years ago. Prints the counts. Confirmed subscriptions are kept until withdrawn.
    Purge(PurgeArgs),
}

#[derive(Debug, Args)]
pub struct ExportArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// The form whose rows are exported.
    #[arg(long, value_enum)]
    pub form: ExportForm,
    #[arg(long, value_enum, default_value_t = ExportFormat::Csv)]
    pub format: ExportFormat,
    /// Only rows stored at or after this RFC 3339 time (e.g. 2026-01-31T00:00:00Z).
    #[arg(long, value_parser = parse_rfc3339)]
    pub since: Option<OffsetDateTime>,
    /// Write here instead of stdout.
    #[arg(long, short)]
    pub output: Option<PathBuf>,
    /// With `--form subscribers`: every subscription whatever its state, with `status`,
    /// `confirmed_at` and `withdrawn_at` (default: the confirmed, not withdrawn, ones only).
    #[arg(long)]
    pub all_states: bool,
    /// With `--form subscribers`: the site's public origin, for each row's `unsubscribe_url`.
    #[arg(long, env = "SITE_PUBLIC_URL", default_value = "http://127.0.0.1:8080")]
    pub public_url: String,
    /// With `--form subscribers`: the key `server serve` signs links with (its `--secret-key`);
    /// without it, the key kept in the database.
    #[arg(long, env = "SITE_SECRET_KEY", value_parser = crate::redact::Quiet(crate::config::parse_secret_key))]
    pub secret_key: Option<crate::newsletter::token::SigningKey>,
}

#[derive(Debug, Args)]
pub struct ImportArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// The form the rows are for.
    #[arg(long, value_enum)]
    pub form: LeadForm,
    /// The CSV file: a header row naming the columns, then one lead per row. Empty cell = no value;
    /// booleans are `true`/`false`.
    #[arg(value_name = "FILE.csv")]
    pub file: PathBuf,
    /// Check and count, but store nothing.
    #[arg(long)]
    pub dry_run: bool,
}

#[derive(Debug, Args)]
pub struct RevalidateArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// Only this form (default: all four).
    #[arg(long, value_enum)]
    pub form: Option<LeadForm>,
}

#[derive(Debug, Args)]
pub struct PurgeArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// The retention: `24months`, `730days`, `2years` (at least one day).
    #[arg(long, value_parser = super::age::parse_age)]
    pub older_than: super::age::Age,
    #[command(flatten)]
    pub mail: MailDirArgs,
    /// Count what would be deleted, delete nothing.
    #[arg(long)]
    pub dry_run: bool,
}

/// The `.eml` folder of a job that deletes outbox messages (`leads purge`, `people erase`).
#[derive(Debug, Args)]
pub struct MailDirArgs {
    /// Where a server without --smtp-url wrote its emails (`.eml` files), as `server serve`
    /// has it: those of the deleted outbox messages are removed too. The folder must exist
    /// (else exit 2, nothing deleted): the files are found by the ids the job deletes.
    #[arg(long, env = "SITE_MAIL_DIR", default_value = "data/mail")]
    pub mail_dir: PathBuf,
    /// No server on this database ever wrote emails as files (each had --smtp-url): there is
    /// no mail folder to clean, and --mail-dir is not read.
    #[arg(long)]
    pub no_mail_dir: bool,
}

impl MailDirArgs {
    /// The folder to clean, or `None` when told there is none.
    pub fn folder(&self) -> Option<&std::path::Path> {
        (!self.no_mail_dir).then_some(self.mail_dir.as_path())
    }
}

#[derive(Debug, Subcommand)]
pub enum PeopleCommand {
    /// Write everything held about an address as one JSON document: its leads (every form) with
    /// their consent records, its subscriptions, and the outbox messages about them.
    Export(PeopleExportArgs),
    /// Delete every lead, subscription and outbox message of an address in one transaction, and
    /// keep an erasure record without personal data (its id is printed). Prints the counts.
    Erase(PeopleEraseArgs),
}

#[derive(Debug, Args)]
pub struct PeopleExportArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// The person's email address (compared trimmed and case-insensitively).
    #[arg(long)]
    pub email: String,
    /// Write here instead of stdout.
    #[arg(long, short)]
    pub output: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct PeopleEraseArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// The person's email address (compared trimmed and case-insensitively).
    #[arg(long)]
    pub email: String,
    #[command(flatten)]
    pub mail: MailDirArgs,
    /// Count what would be deleted, delete nothing.
    #[arg(long)]
    pub dry_run: bool,
}

#[derive(Debug, Subcommand)]
pub enum DbCommand {
    /// Write a consistent copy of the SQLite database to FILE, safe while the site serves: every
    /// post answered before the backup began is in it. FILE must not exist (nor be a symbolic
    /// link); it is created readable by its owner only (0600). The copy is checked with
    /// `PRAGMA integrity_check`; it holds the key that signs newsletter links, which the output
    /// says. For PostgreSQL, use `pg_dump`.
    Backup(BackupArgs),
}

#[derive(Debug, Args)]
pub struct BackupArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// Where the copy goes (a new file of mode 0600: never overwritten, never a symbolic link).
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
}

#[derive(Debug, Subcommand)]
pub enum OutboxCommand {
    /// List the outbox's messages, oldest first, one per line, tab-separated: id, kind, status,
    /// attempts, lead id, created at, next attempt at (pending) or sent at (sent), last error.
    List(OutboxListArgs),
    /// Make a failed message (or every failed one) pending again, due now, with a fresh retry
    /// schedule (attempts and the three days start again). A pending message no running server
    /// holds is made due now. Exit 1 when ID names no such message.
    Retry(OutboxRetryArgs),
}

/// An outbox message's status, for `--status`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum OutboxStatus {
    Pending,
    Sent,
    Failed,
}

impl From<OutboxStatus> for site_store::outbox::Status {
    fn from(status: OutboxStatus) -> Self {
        match status {
            OutboxStatus::Pending => Self::Pending,
            OutboxStatus::Sent => Self::Sent,
            OutboxStatus::Failed => Self::Failed,
        }
    }
}

#[derive(Debug, Args)]
pub struct OutboxListArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// Only messages with this status (default: all).
    #[arg(long, value_enum)]
    pub status: Option<OutboxStatus>,
}

#[derive(Debug, Args)]
#[group(required = true, multiple = false, args = ["id", "failed"])]
pub struct OutboxRetryArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// The message's id (as `outbox list` shows it).
    #[arg(value_name = "ID")]
    pub id: Option<String>,
    /// Every failed message.
    #[arg(long)]
    pub failed: bool,
}

#[derive(Debug, Subcommand)]
pub enum ContentCommand {
    /// Check a content folder: every problem as `FILE:LINE: message`. Exit 1 when any is found.
    Check(ContentCheckArgs),
    /// Check a content folder and import it into the database in one transaction (what the
    /// server's first start does). Importing the same content again changes nothing. Invalid
    /// content is refused (exit 1) and nothing is written.
    Import(ContentImportArgs),
}

#[derive(Debug, Args)]
pub struct ContentCheckArgs {
    /// The content folder (like the repository's `content/`).
    #[arg(value_name = "DIR")]
    pub dir: PathBuf,
}

#[derive(Debug, Args)]
pub struct ContentImportArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// The content folder (like the repository's `content/`).
    #[arg(value_name = "DIR")]
    pub dir: PathBuf,
    /// Check and say whether the import would change anything, but write nothing.
    #[arg(long)]
    pub dry_run: bool,
}

#[derive(Debug, Subcommand)]
pub enum MarkersCommand {
    /// Read marker text on stdin and write its HTML, exactly as the site renders it, on stdout.
    ///
    /// Stray and unclosed markers (which `content check` refuses) are listed on stderr, and the
    /// exit code is then 1; the HTML is written either way.
    Render(RenderArgs),
    /// Render every vector of a marker-vector file (`tests/vectors/markers.json`) with the
    /// server's page renderer (leptos) and write `[{"name", "html"}]` as JSON on stdout: what the
    /// web tests compare with the browser's renderer.
    Vectors(VectorsArgs),
}

#[derive(Debug, Args)]
pub struct VectorsArgs {
    /// A JSON array of `{"name", "input"}` (a non-string input renders the non-string message).
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
}

#[derive(Debug, Args)]
pub struct RenderArgs {
    /// Write the parsed tree as JSON instead of HTML.
    #[arg(long)]
    pub json: bool,
}

/// An RFC 3339 time, for `--since`.
fn parse_rfc3339(text: &str) -> Result<OffsetDateTime, String> {
    OffsetDateTime::parse(text, &Rfc3339)
        .map_err(|error| format!("not an RFC 3339 time ({error}); e.g. 2026-01-31T00:00:00Z"))
}

#[derive(Debug, Args)]
pub struct HealthcheckArgs {
    /// The address of the server's health check (plain HTTP, as inside a container).
    #[arg(
        long,
        env = "SITE_HEALTHCHECK_URL",
        default_value = "http://127.0.0.1:8080/healthz"
    )]
    pub url: String,
}

/// How `server report` writes its figures.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, ValueEnum)]
pub enum ReportFormat {
    /// Tables for a person to read.
    #[default]
    Text,
    /// One JSON object: the period, and each table as a list.
    Json,
    /// One row per figure: `table,form,source,step,field,code,value`.
    Csv,
}

#[derive(Debug, Args)]
pub struct ReportArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// The first day counted (UTC, YYYY-MM-DD; default: six days before --to).
    #[arg(long, value_parser = parse_day)]
    pub from: Option<time::Date>,
    /// The last day counted (UTC, YYYY-MM-DD; default: today).
    #[arg(long, value_parser = parse_day)]
    pub to: Option<time::Date>,
    #[arg(long, value_enum, default_value_t = ReportFormat::Text)]
    pub format: ReportFormat,
    /// Also write the weekly digest of the week to --to (against the week before, with its
    /// eight-week chart) to FILE as an `.eml` message, to open and look at.
    #[arg(long, value_name = "FILE")]
    pub digest_preview: Option<PathBuf>,
    /// The digest's language(s), as the team's email: `en`, `fr` or `both`.
    #[arg(long, env = "SITE_TEAM_LANG", default_value = "both", value_parser = clap::builder::PossibleValuesParser::new(site_core::team_mail::TeamLang::NAMES))]
    pub team_lang: String,
}

fn parse_day(text: &str) -> Result<time::Date, String> {
    time::Date::parse(
        text,
        time::macros::format_description!("[year]-[month]-[day]"),
    )
    .map_err(|error| format!("not a day as YYYY-MM-DD ({error}); e.g. 2026-11-23"))
}
