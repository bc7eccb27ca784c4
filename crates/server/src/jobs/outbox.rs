//! `server outbox list` and `server outbox retry`: what the delivery worker has sent, is still
//! trying, and gave up on; and giving a failed message another three days.

use super::args::{OutboxListArgs, OutboxRetryArgs};
use super::terminal::printable;
use super::{JobResult, Outcome, open};
use futures_util::TryStreamExt;
use site_store::outbox::{self, Listed, RetryTarget};
use std::io::Write;

pub async fn list(args: OutboxListArgs) -> JobResult {
    let db = open(&args.database, false).await?;
    let mut rows = outbox::list(&db, args.status.map(Into::into));
    let mut stdout = std::io::stdout().lock();
    while let Some(row) = rows.try_next().await? {
        writeln!(stdout, "{}", line(&row))?;
    }
    stdout.flush()?;
    Ok(Outcome::Ok)
}

/// One message as a tab-separated line. The last error comes from a mail server or a webhook
/// receiver: its control characters are escaped (no terminal escape runs, no line breaks).
fn line(row: &Listed) -> String {
    let when = if row.status == outbox::Status::Sent.as_str() {
        row.sent_at.as_deref().unwrap_or_default()
    } else {
        row.next_attempt_at.as_str()
    };
    format!(
        "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
        row.id,
        row.kind,
        row.status,
        row.attempts,
        row.lead_id,
        row.created_at,
        when,
        printable(row.last_error.as_deref().unwrap_or_default()),
    )
}

pub async fn retry(args: OutboxRetryArgs) -> JobResult {
    let db = open(&args.database, false).await?;
    let target = match args.id.as_deref() {
        Some(id) => RetryTarget::One(id),
        None => RetryTarget::Failed,
    };
    let now = time::OffsetDateTime::now_utc();
    let changed = outbox::retry(&db, target, now).await?;
    println!("{changed} message(s) pending again");
    if let RetryTarget::One(id) = target
        && changed == 0
    {
        eprintln!(
            "no failed message {}, nor a pending one free to retry",
            printable(id)
        );
        return Ok(Outcome::Invalid);
    }
    Ok(Outcome::Ok)
}
