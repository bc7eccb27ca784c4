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

use super::args::PurgeArgs;
use super::{JobResult, Outcome, mail_files, open};
use site_store::retention::{self, Cutoffs};
use time::{Date, Duration, Month, OffsetDateTime};

/// How long a withdrawn subscription's record is kept after the withdrawal (core's, which the
/// privacy policy states).
pub const WITHDRAWN_KEPT_YEARS: u32 = site_core::constants::WITHDRAWN_SUBSCRIPTION_KEPT_YEARS;

/// The longest AGE accepted (in each unit): beyond it the cut-off would be before any data.
const MAX_YEARS: u32 = 200;

/// A retention age.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Age {
    Days(u32),
    Months(u32),
    Years(u32),
}

impl Age {
    /// `now` minus this age.
    pub fn before(self, now: OffsetDateTime) -> OffsetDateTime {
        match self {
            Age::Days(days) => now - Duration::days(i64::from(days)),
            Age::Months(months) => months_before(now, months),
            Age::Years(years) => months_before(now, years * 12),
        }
    }
}

/// `now` minus `months` calendar months, on the same day of the month or the month's last day.
fn months_before(now: OffsetDateTime, months: u32) -> OffsetDateTime {
    let index = now.year() * 12 + i32::from(u8::from(now.month())) - 1 - months as i32;
    let (year, month0) = (index.div_euclid(12), index.rem_euclid(12));
    let month = Month::try_from(month0 as u8 + 1).unwrap_or(Month::January);
    let day = now.day().min(month.length(year));
    Date::from_calendar_date(year, month, day)
        .map(|date| now.replace_date(date))
        .unwrap_or(now)
}

/// Parses `24months`, `730days`, `2years` (singular too; at least one day).
pub fn parse_age(text: &str) -> Result<Age, String> {
    let text = text.trim();
    let digits = text.chars().take_while(char::is_ascii_digit).count();
    let (number, unit) = text.split_at(digits);
    let explain = "expected a number and a unit, e.g. 24months, 730days or 2years";
    let number: u32 = number.parse().map_err(|_| format!("{text:?}: {explain}"))?;
    if number == 0 {
        return Err(format!("{text:?}: the age must be at least one day"));
    }
    let (age, years) = match unit.trim() {
        "day" | "days" => (Age::Days(number), number / 366),
        "month" | "months" => (Age::Months(number), number / 12),
        "year" | "years" => (Age::Years(number), number),
        _ => return Err(format!("{text:?}: {explain}")),
    };
    if years > MAX_YEARS {
        return Err(format!("{text:?}: at most {MAX_YEARS} years"));
    }
    Ok(age)
}

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

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    #[test]
    fn ages_parse_and_garbage_is_refused() {
        for (text, age) in [
            ("24months", Ok(Age::Months(24))),
            ("1month", Ok(Age::Months(1))),
            ("730days", Ok(Age::Days(730))),
            ("1day", Ok(Age::Days(1))),
            ("3years", Ok(Age::Years(3))),
            (" 2 years ", Ok(Age::Years(2))),
        ] {
            assert_eq!(parse_age(text), age, "{text}");
        }
        for text in [
            "0days",
            "0months",
            "",
            "months",
            "24",
            "24weeks",
            "-1days",
            "1.5years",
            "24monthsx",
            "99999years",
            "4294967296days",
        ] {
            assert!(parse_age(text).is_err(), "{text}");
        }
    }

    #[test]
    fn months_are_calendar_months() {
        let now = datetime!(2026-03-31 10:00 UTC);
        assert_eq!(Age::Months(1).before(now), datetime!(2026-02-28 10:00 UTC));
        assert_eq!(Age::Months(24).before(now), datetime!(2024-03-31 10:00 UTC));
        assert_eq!(Age::Months(3).before(now), datetime!(2025-12-31 10:00 UTC));
        assert_eq!(
            Age::Years(2).before(datetime!(2028-02-29 00:00 UTC)),
            datetime!(2026-02-28 00:00 UTC)
        );
        assert_eq!(Age::Days(2).before(now), datetime!(2026-03-29 10:00 UTC));
    }
}
