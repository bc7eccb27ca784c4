//! Newsletter subscriptions: double opt-in and withdrawal
//! (docs/decisions/0013-newsletter-double-opt-in.md).
//!
//! A subscription (one address, case-insensitively, on one newsletter) is `pending` when stored,
//! `confirmed` once its link is followed, `withdrawn` once its owner unsubscribes. Every valid
//! subscription request is answered `202 pending`, so the answer never tells whether an address is
//! subscribed.
//!
//! Consent is given by one person's act on one request. A request that sends a confirmation email
//! is a consent event of its own ([`Request`]): its id (named by the email's confirm link), time,
//! consent text and language are kept apart from the subscription's consent record
//! (`consent_text`, `consent_at`, `lang`), which only following that link copies over. A newer
//! request replaces the one waiting; a withdrawal cancels it; a link confirms its own
//! subscription only. Whether a request is answered with an email (and its signed links) is the
//! server's newsletter service's decision; this module offers the queries it needs.
//!
//! Every transaction that reads then writes an address's subscriptions (subscribe, confirm,
//! withdraw, `people erase`) first takes [`lock_address`]: SQLite runs writes one at a time
//! (`BEGIN IMMEDIATE`), but on PostgreSQL two requests could otherwise both see "no row" (a
//! duplicate key, 500), both send a confirmation within the hour, or a confirmation could
//! overwrite a withdrawal committed between its read and its write.

use super::sql::sql;
use super::write::Tx;
use super::{Db, StorageError, day_of, new_id, outbox, timestamp};
use crate::funnel::{self, FunnelKey, FunnelStep, NEWSLETTER_FORM, Tally};
use crate::notice::{Channel, SubscriberNotice};
use futures_util::TryStreamExt;
use futures_util::stream::BoxStream;
use site_core::entities::SubscriptionState;
use site_core::i18n::Lang;

/// A subscription request: one person's act on the form, kept apart from the subscription's
/// consent record until the link of its confirmation email is followed.
#[derive(Debug, Clone, Copy)]
pub struct Request<'a> {
    /// Named by the confirm link of the request's email.
    pub id: &'a str,
    /// When it was made ([`timestamp`]); also when its email was written.
    pub at: &'a str,
    /// The consent text the visitor read, in `lang`.
    pub consent_text: &'a str,
    pub lang: Lang,
    /// The visit's attribution as JSON (docs/operating.md#attribution-and-funnel): a new subscription keeps its first one.
    pub attribution: Option<&'a str>,
    /// The funnel's source of the visit, bounded by the server.
    pub source: &'a str,
}

/// An address's subscription to one newsletter, as a new request finds it.
#[derive(Debug, sqlx::FromRow)]
pub struct Existing {
    pub id: String,
    pub status: String,
    /// When its last confirmation email was written ([`timestamp`]).
    pub confirmation_sent_at: Option<String>,
}

impl Existing {
    pub fn is_confirmed(&self) -> bool {
        self.status == SubscriptionState::Confirmed.as_str()
    }
}

/// Whether a confirmation email went to the address `email_key` (lower-cased), for any
/// newsletter, after `at` ([`timestamp`]). Take [`lock_address`] first.
pub async fn address_mailed_after(
    tx: &mut Tx,
    email_key: &str,
    at: &str,
) -> Result<bool, StorageError> {
    let found: Option<(String,)> = tx
        .fetch_optional(
            sql(
                "SELECT id FROM subscribers WHERE email_key = $1 AND confirmation_sent_at > $2 \
                 LIMIT 1",
            )
            .bind(email_key)
            .bind(at),
        )
        .await?;
    Ok(found.is_some())
}

/// Whether newsletter `id` exists.
pub async fn newsletter_exists(tx: &mut Tx, id: &str) -> Result<bool, StorageError> {
    let found: Option<(String,)> = tx
        .fetch_optional(sql("SELECT id FROM newsletters WHERE id = $1").bind(id))
        .await?;
    Ok(found.is_some())
}

/// The subscription of the address `email_key` (lower-cased) to `newsletter_id`, if any. Take
/// [`lock_address`] first.
pub async fn find(
    tx: &mut Tx,
    newsletter_id: &str,
    email_key: &str,
) -> Result<Option<Existing>, StorageError> {
    tx.fetch_optional(
        sql("SELECT id, status, confirmation_sent_at FROM subscribers \
             WHERE newsletter_id = $1 AND email_key = $2")
        .bind(newsletter_id)
        .bind(email_key),
    )
    .await
}

/// Stores a new pending subscription of `email` whose record is `request` until it is confirmed
/// (its confirmation email written at `request.at`); its id.
pub async fn insert_pending(
    tx: &mut Tx,
    newsletter_id: &str,
    email: &str,
    email_key: &str,
    request: Request<'_>,
) -> Result<String, StorageError> {
    let id = new_id();
    tx.execute(
        sql(
            "INSERT INTO subscribers (id, newsletter_id, email, email_key, created_at, \
             consent_text, consent_at, status, lang, request_id, request_at, \
             request_consent_text, request_lang, confirmation_sent_at, attribution, \
             funnel_source) \
             VALUES ($1, $2, $3, $4, $5, $6, $5, 'pending', $7, $8, $5, $6, $7, $5, $9, $10)",
        )
        .bind(&id)
        .bind(newsletter_id)
        .bind(email)
        .bind(email_key)
        .bind(request.at)
        .bind(request.consent_text)
        .bind(request.lang.as_str())
        .bind(request.id)
        .bind(request.attribution)
        .bind(request.source),
    )
    .await?;
    Ok(id)
}

/// Makes `request` the one waiting on subscription `id` (replacing any other; its confirmation
/// email written at `request.at`). The consent record and the status stay as they are.
pub async fn replace_request(
    tx: &mut Tx,
    id: &str,
    request: Request<'_>,
) -> Result<(), StorageError> {
    tx.execute(
        sql("UPDATE subscribers SET request_id = $2, request_at = $3, \
             request_consent_text = $4, request_lang = $5, confirmation_sent_at = $3 \
             WHERE id = $1")
        .bind(id)
        .bind(request.id)
        .bind(request.at)
        .bind(request.consent_text)
        .bind(request.lang.as_str()),
    )
    .await?;
    Ok(())
}

/// Writes a subscriber's email to the outbox (the email channel only), in `tx`.
pub async fn enqueue_email(
    tx: &mut Tx,
    notice: &SubscriberNotice,
    now: &str,
) -> Result<(), StorageError> {
    outbox::enqueue_json(tx, &notice.subscriber_id, notice, &[Channel::Email], now).await
}

/// What following a confirmation link did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConfirmOutcome {
    /// Confirmed now, or already confirmed.
    Confirmed,
    /// Withdrawn since the link was sent: confirming it would override the withdrawal.
    Withdrawn,
    /// A newer request (with its own email) replaced the one this link was sent for.
    Superseded,
    /// No such subscription (erased, say).
    Unknown,
}

/// What confirming reads of the subscription.
#[derive(Debug, sqlx::FromRow)]
struct Waiting {
    email_key: String,
    status: String,
    request_id: Option<String>,
}

/// Confirms subscription `id` by following the link of its request `request` (idempotent): the
/// request's consent text, time and language become the subscription's consent record. The
/// address's other subscriptions are left as they are (each has its own request and link).
pub async fn confirm(db: &Db, id: &str, request: &str) -> Result<ConfirmOutcome, StorageError> {
    let at = time::OffsetDateTime::now_utc();
    let now = timestamp(at);
    db.write(async {
        let mut tx = db.begin().await?;
        let Some(email_key) = email_key_of(&mut tx, id).await? else {
            tx.rollback().await?;
            return Ok(ConfirmOutcome::Unknown);
        };
        lock_address(&mut tx, &email_key).await?;
        // Read again under the lock: a withdrawal may have committed in between.
        let found: Option<Waiting> = tx
            .fetch_optional(
                sql("SELECT email_key, status, request_id FROM subscribers WHERE id = $1").bind(id),
            )
            .await?;
        let Some(found) = found.filter(|found| found.email_key == email_key) else {
            tx.rollback().await?;
            return Ok(ConfirmOutcome::Unknown);
        };
        let named = found.request_id.as_deref() == Some(request);
        let outcome = match (found.status.as_str(), named) {
            ("confirmed", _) => ConfirmOutcome::Confirmed,
            // A withdrawal cancels the request waiting, so only a request made after it is named.
            ("withdrawn", false) => ConfirmOutcome::Withdrawn,
            (_, false) => ConfirmOutcome::Superseded,
            (_, true) => {
                let confirmed: Option<(String, String)> = tx
                    .fetch_optional(
                        sql(
                            "UPDATE subscribers SET status = 'confirmed', confirmed_at = $3, \
                             consent_text = request_consent_text, consent_at = request_at, \
                             lang = request_lang WHERE id = $1 AND request_id = $2 \
                             RETURNING lang, funnel_source",
                        )
                        .bind(id)
                        .bind(request)
                        .bind(&now),
                    )
                    .await?;
                if let Some((lang, source)) = confirmed {
                    let mut tally = Tally::default();
                    tally.add(
                        FunnelKey {
                            day: day_of(at),
                            form: NEWSLETTER_FORM,
                            lang: if lang == "fr" { "fr" } else { "en" },
                            source,
                            step: FunnelStep::Confirmed,
                            field: String::new(),
                            code: String::new(),
                        },
                        1,
                    );
                    funnel::add_in(&mut tx, &tally).await?;
                }
                ConfirmOutcome::Confirmed
            }
        };
        tx.commit().await?;
        Ok(outcome)
    })
    .await
}

/// The address key of subscription `id`, if it exists.
async fn email_key_of(tx: &mut Tx, id: &str) -> Result<Option<String>, StorageError> {
    let found: Option<(String,)> = tx
        .fetch_optional(sql("SELECT email_key FROM subscribers WHERE id = $1").bind(id))
        .await?;
    Ok(found.map(|(key,)| key))
}

/// Serialises, until `tx` ends, the transactions about the address `email_key` (see the module's
/// doc): a transaction-scoped advisory lock on PostgreSQL; nothing on SQLite, whose write
/// transactions already run one at a time.
pub async fn lock_address(tx: &mut Tx, email_key: &str) -> Result<(), StorageError> {
    if let Tx::Postgres(_) = tx {
        tx.execute(
            sql("SELECT pg_advisory_xact_lock(hashtext('subscriber:' || $1))").bind(email_key),
        )
        .await?;
    }
    Ok(())
}

/// Withdraws every subscription of the address of subscription `id` (one unsubscribe link
/// stops everything sent to that address), recording when, and cancels every request waiting for
/// confirmation (a link sent before the withdrawal never confirms); those already withdrawn keep
/// their first time. `false` when there is no such subscription.
pub async fn withdraw(db: &Db, id: &str) -> Result<bool, StorageError> {
    let now = timestamp(time::OffsetDateTime::now_utc());
    db.write(async {
        let mut tx = db.begin().await?;
        let Some(email_key) = email_key_of(&mut tx, id).await? else {
            tx.rollback().await?;
            return Ok(false);
        };
        lock_address(&mut tx, &email_key).await?;
        tx.execute(
            sql(
                "UPDATE subscribers SET status = 'withdrawn', withdrawn_at = $2 \
                 WHERE email_key = $1 AND status <> 'withdrawn'",
            )
            .bind(&email_key)
            .bind(&now),
        )
        .await?;
        tx.execute(
            sql(
                "UPDATE subscribers SET request_id = NULL, request_at = NULL, \
                 request_consent_text = NULL, request_lang = NULL \
                 WHERE email_key = $1 AND request_id IS NOT NULL",
            )
            .bind(&email_key),
        )
        .await?;
        tx.commit().await?;
        Ok(true)
    })
    .await
}

/// The stored text of `since` (none: the empty string, before every stored time).
fn since_text(since: Option<time::OffsetDateTime>) -> String {
    since.map(timestamp).unwrap_or_default()
}

// Which subscriptions an export takes: confirmed ones only ($2 = 'confirmed'), or all ($2 = '').
const COUNT_CHOSEN: &str =
    "SELECT COUNT(*) FROM subscribers WHERE created_at >= $1 AND ($2 = '' OR status = $2)";
const CHOSEN: &str = "SELECT id, newsletter_id, email, created_at, consent_text, consent_at, \
     status, confirmed_at, withdrawn_at, lang FROM subscribers \
     WHERE created_at >= $1 AND ($2 = '' OR status = $2) \
     ORDER BY created_at, newsletter_id, email_key";

fn state_filter(all_states: bool) -> &'static str {
    if all_states {
        ""
    } else {
        SubscriptionState::Confirmed.as_str()
    }
}

/// How many subscriptions were stored at or after `since`: confirmed ones, or all.
pub async fn count_subscribers_since(
    db: &Db,
    since: Option<time::OffsetDateTime>,
    all_states: bool,
) -> Result<i64, StorageError> {
    let (count,): (i64,) = db
        .fetch_one(
            sql(COUNT_CHOSEN)
                .bind(since_text(since))
                .bind(state_filter(all_states)),
        )
        .await?;
    Ok(count)
}

/// A stored subscription with its consent record and states.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredSubscriber {
    pub id: String,
    pub newsletter_id: String,
    pub email: String,
    pub created_at: String,
    pub consent_text: String,
    pub consent_at: String,
    pub status: String,
    pub confirmed_at: Option<String>,
    pub withdrawn_at: Option<String>,
    /// `en` or `fr`: the language the subscriber's emails are written in.
    pub lang: String,
}

/// The subscriptions stored at or after `since` (confirmed ones, or all), oldest first, streamed.
pub fn subscribers_since(
    db: &Db,
    since: Option<time::OffsetDateTime>,
    all_states: bool,
) -> BoxStream<'_, Result<StoredSubscriber, StorageError>> {
    /// A row of [`CHOSEN`] (a null `consent_at` is read as `created_at`).
    #[derive(Debug, sqlx::FromRow)]
    struct Row {
        id: String,
        newsletter_id: String,
        email: String,
        created_at: String,
        consent_text: String,
        consent_at: Option<String>,
        status: String,
        confirmed_at: Option<String>,
        withdrawn_at: Option<String>,
        lang: String,
    }
    let rows = db.fetch::<Row>(
        sql(CHOSEN)
            .bind(since_text(since))
            .bind(state_filter(all_states)),
    );
    Box::pin(rows.map_ok(
        |Row {
             id,
             newsletter_id,
             email,
             created_at,
             consent_text,
             consent_at,
             status,
             confirmed_at,
             withdrawn_at,
             lang,
         }| {
            StoredSubscriber {
                id,
                newsletter_id,
                email,
                consent_at: consent_at.unwrap_or_else(|| created_at.clone()),
                created_at,
                consent_text,
                status,
                confirmed_at,
                withdrawn_at,
                lang,
            }
        },
    ))
}
