//! `server people erase --email ADDRESS [--dry-run]`: a person's request to erase their data
//! (PIPEDA principle 4.5.3, Quebec Law 25 s. 28). Every lead of the address (any form), its
//! subscriptions and the outbox messages about them go in ONE transaction, with the idempotency
//! claims about them (then the `.eml` files a server without SMTP wrote for those
//! messages under `--mail-dir`, which must exist unless `--no-mail-dir`: see [`mail_files`]); an erasure record (`erasures`: when and how many, no personal
//! data, see migration 0007) is kept and its id printed, for the privacy officer's file of the
//! request. The database's write-ahead log is then truncated, so no copy of the erased rows is
//! left beside the database file (`site_store::wal`; a failure to do so is reported, exit 2, after
//! everything else). A dry run prints the same counts and changes nothing.
//!
//! Backups taken before the erase still hold the data until they are rotated out; the privacy
//! policy says so.

use super::args::PeopleEraseArgs;
use super::{JobResult, Outcome, address, mail_files, open};
use site_store::people;

pub async fn run(args: PeopleEraseArgs) -> JobResult {
    let email = address::checked(&args.email)?;
    mail_files::check(args.mail.folder())?;
    let db = open(&args.database, false).await?;
    let (erased, record) = people::erase(&db, email, !args.dry_run).await?;
    db.close().await;
    mail_files::report(
        mail_files::Deleted {
            leads: erased.leads,
            subscriptions: erased.subscriptions,
            outbox_messages: erased.outbox_messages,
            message_ids: &erased.message_ids,
        },
        args.mail.folder(),
        args.dry_run,
    )?;
    if erased.idempotency_claims > 0 {
        println!("idempotency claims: {}", erased.idempotency_claims);
    }
    match record {
        Some(id) => println!("erasure record: {id}"),
        None => println!("dry run: nothing was deleted"),
    }
    match erased.log_kept {
        Some(why) => Err(format!("erased, but {why}").into()),
        None => Ok(Outcome::Ok),
    }
}
