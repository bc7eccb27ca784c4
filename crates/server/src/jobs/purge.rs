//! `server leads purge --older-than AGE [--dry-run]`: retention
//! (docs/decisions/0012-privacy-consent-and-retention.md). Every `server serve` also applies the
//! privacy policy's own retention ([`apply_policy`]: AGE = core's `LEAD_RETENTION_MONTHS`) with its
//! hourly maintenance, so the policy holds without a cron job; the job is for a shorter AGE or a
//! dry run. What goes, in one transaction:
//!
//! - leads created more than AGE ago, with the outbox messages about them: a lead is kept to
//!   answer and follow up a request, and 24 months covers a sales cycle and the next year's
//!   follow-up; the privacy policy states that period;
//! - subscriptions still pending (never confirmed) since more than AGE ago: without a
//!   confirmation there is no consent to prove, only an address;
//! - subscriptions withdrawn more than [`WITHDRAWN_KEPT_YEARS`] years ago (fixed, whatever AGE):
//!   CASL asks the sender to prove consent for every message sent, and a complaint about one can
//!   come up to three years later, so the consent record and the date of its withdrawal are kept
//!   that long (and no message is sent meanwhile: the subscription is withdrawn);
//! - with their outbox messages (and the `.eml` files a server without SMTP wrote for them under
//!   `--mail-dir`). Confirmed subscriptions are kept until withdrawn.
//!
//! AGE is `Ndays`, `Nmonths` or `Nyears` (calendar months and years, a day past the end of a
//! shorter month is its last day); less than a day, or anything else, is a usage error (exit 2).
//! A dry run prints the same counts and changes nothing.

use super::age::Age;
use super::args::PurgeArgs;
use super::{JobResult, Outcome, mail_files, open};
use site_store::retention::{self, Cutoffs};
use time::OffsetDateTime;

/// How long a withdrawn subscription's record is kept after the withdrawal (core's, which the
/// privacy policy states).
pub const WITHDRAWN_KEPT_YEARS: u32 = site_core::constants::WITHDRAWN_SUBSCRIPTION_KEPT_YEARS;

pub async fn run(args: PurgeArgs) -> JobResult {
    mail_files::check(args.mail.folder())?;
    let db = open(&args.database, false).await?;
    let purged = retention::purge(&db, cutoffs(args.older_than), !args.dry_run).await?;
    db.close().await;
    mail_files::report(
        mail_files::Deleted {
            leads: purged.leads,
            subscriptions: purged.subscriptions,
            outbox_messages: purged.outbox_messages,
            message_ids: &purged.message_ids,
        },
        args.mail.folder(),
        args.dry_run,
    )?;
    if args.dry_run {
        println!("dry run: nothing was deleted");
    }
    match purged.log_kept {
        Some(why) => Err(format!("purged, but {why}").into()),
        None => Ok(Outcome::Ok),
    }
}

/// Leads (and pending subscriptions) older than `older_than`, withdrawn subscriptions past
/// their [`WITHDRAWN_KEPT_YEARS`], as of now.
fn cutoffs(older_than: Age) -> Cutoffs {
    let now = OffsetDateTime::now_utc();
    Cutoffs {
        created_before: older_than.before(now),
        withdrawn_before: Age::Years(WITHDRAWN_KEPT_YEARS).before(now),
    }
}

/// The privacy policy's retention (core's `LEAD_RETENTION_MONTHS`), applied by `server serve`:
/// the purge above, then the deleted messages' `.eml` files under `mail_dir`.
pub async fn apply_policy(
    db: &site_store::Db,
    mail_dir: &std::path::Path,
) -> Result<retention::Purged, String> {
    let age = Age::Months(site_core::constants::LEAD_RETENTION_MONTHS);
    let purged = retention::purge(db, cutoffs(age), true)
        .await
        .map_err(|error| error.to_string())?;
    mail_files::remove(mail_dir, &purged.message_ids, false)
        .map_err(|error| format!("cannot remove a deleted message's email file: {error}"))?;
    if let Some(why) = &purged.log_kept {
        tracing::warn!("retention purge: {why}");
    }
    Ok(purged)
}
