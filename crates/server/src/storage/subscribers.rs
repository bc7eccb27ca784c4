//! Newsletter subscriptions (DESIGN §11): double opt-in and withdrawal.
//!
//! A subscription (one address, case-insensitively, on one newsletter) is `pending` when stored,
//! `confirmed` once its link is followed, `withdrawn` once its owner unsubscribes. Every valid
//! subscription request is answered `202 pending`, so the answer never tells whether an address is
//! subscribed.
//!
//! Consent is given by one person's act on one request. A request that sends a confirmation email
//! is a consent event of its own: its id (`request_id`, named by the email's confirm link), time,
//! consent text and language are kept apart from the subscription's consent record
//! (`consent_text`, `consent_at`, `lang`), which only following that link copies over. So a request
//! for a confirmed or withdrawn address never overwrites the record; a newer request replaces the
//! one waiting (its link then no longer confirms anything); a withdrawal cancels the one waiting;
//! and a link confirms its own subscription only, never the address's others. A request within
//! the hour after the subscription's last confirmation email sends none and is not kept (no link
//! could ever confirm it): at most one confirmation email an hour per subscription, so the form
//! cannot be used to flood someone's inbox. A confirmed subscription gets no email.
//!
//! Every transaction that reads then writes an address's subscriptions (subscribe, confirm,
//! withdraw, `people erase`) first takes [`lock_address`]: SQLite runs writes one at a time
//! (`BEGIN IMMEDIATE`), but on PostgreSQL two requests could otherwise both see "no row" (a
//! duplicate key, 500), both send a confirmation within the hour, or a confirmation could
//! overwrite a withdrawal committed between its read and its write.

use super::leads::{Answer, Claim, KeyedRequest, claim, new_id};
use super::sql::sql;
use super::write::Tx;
use super::{Db, StorageError, outbox, timestamp};
use crate::delivery::{Channel, SubscriberMessage, SubscriberNotice};
use crate::newsletter::Links;
use futures_util::TryStreamExt;
use futures_util::stream::BoxStream;
use site_core::entities::{Subscription, SubscriptionState};
use site_core::i18n::Lang;
use std::time::Duration;

/// At most one confirmation email per subscription within this.
pub const CONFIRMATION_INTERVAL: Duration = Duration::from_secs(60 * 60);

/// The answer to every valid subscription.
pub fn pending_answer() -> Answer {
    Answer::json(
        202,
        Subscription {
            status: SubscriptionState::Pending,
        },
    )
}

/// What a subscription did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SubscribeOutcome {
    /// 202 pending (or the first answer replayed); `mailed` when a confirmation email was written
    /// to the outbox.
    Answered {
        answer: Answer,
        mailed: bool,
    },
    UnknownNewsletter,
    /// The key was already used for another route or body: nothing stored.
    KeyReused,
}

/// What a subscribe request reads of the address's subscription to that newsletter.
#[derive(Debug, sqlx::FromRow)]
struct Existing {
    id: String,
    status: String,
    confirmation_sent_at: Option<String>,
}

/// Subscribes `email` to a newsletter (see the module's state machine), writing the
/// confirmation email with links from `links` when one is due. `lang` is the language of the
/// page the visitor subscribed from: the consent text they read there is the request's, and its
/// confirmation email is written in it.
pub async fn subscribe(
    db: &Db,
    newsletter_id: &str,
    email: &str,
    lang: Lang,
    key: Option<&KeyedRequest>,
    links: &Links,
) -> Result<SubscribeOutcome, StorageError> {
    let at = time::OffsetDateTime::now_utc();
    let now = timestamp(at);
    let hour_ago = timestamp(at - CONFIRMATION_INTERVAL);
    let email = email.trim();
    let email_key = email.to_lowercase();
    let answer = pending_answer();
    db.write(async {
        let mut tx = db.begin().await?;
        let exists: Option<(String,)> = tx
            .fetch_optional(sql("SELECT id FROM newsletters WHERE id = $1").bind(newsletter_id))
            .await?;
        if exists.is_none() {
            tx.rollback().await?;
            return Ok(SubscribeOutcome::UnknownNewsletter);
        }
        if let Some(key) = key {
            let outcome = match claim(&mut tx, key, &answer, at).await? {
                Claim::Claimed => None,
                Claim::Replay(first) => Some(SubscribeOutcome::Answered {
                    answer: first,
                    mailed: false,
                }),
                Claim::Reused => Some(SubscribeOutcome::KeyReused),
            };
            if let Some(outcome) = outcome {
                tx.rollback().await?;
                return Ok(outcome);
            }
        }
        lock_address(&mut tx, &email_key).await?;
        let found: Option<Existing> = tx
            .fetch_optional(
                sql("SELECT id, status, confirmation_sent_at FROM subscribers \
                     WHERE newsletter_id = $1 AND email_key = $2")
                .bind(newsletter_id)
                .bind(&email_key),
            )
            .await?;
        let consent = site_core::messages::SUBSCRIBE_CONSENT.text(lang);
        let request = new_id();
        let id =
            match found {
                None => {
                    // The request is also the pending subscription's record until it is confirmed.
                    let id = new_id();
                    tx.execute(
                    sql("INSERT INTO subscribers (id, newsletter_id, email, email_key, created_at, \
                         consent_text, consent_at, status, lang, request_id, request_at, \
                         request_consent_text, request_lang, confirmation_sent_at) \
                         VALUES ($1, $2, $3, $4, $5, $6, $5, 'pending', $7, $8, $5, $6, $7, $5)")
                    .bind(&id)
                    .bind(newsletter_id)
                    .bind(email)
                    .bind(&email_key)
                    .bind(&now)
                    .bind(consent)
                    .bind(lang.as_str())
                    .bind(&request),
                )
                .await?;
                    id
                }
                Some(existing)
                    if existing.status == SubscriptionState::Confirmed.as_str()
                        || existing
                            .confirmation_sent_at
                            .as_deref()
                            .is_some_and(|sent| sent > hour_ago.as_str()) =>
                {
                    // Confirmed, or mailed within the hour: nothing to store or send (a request no
                    // link names could never be confirmed); the same answer as anyone's.
                    tx.commit().await?;
                    return Ok(SubscribeOutcome::Answered {
                        answer,
                        mailed: false,
                    });
                }
                Some(existing) => {
                    // Pending or withdrawn: this request waits apart, replacing the one waiting; the
                    // consent record and a withdrawal stay as they are until its link is followed.
                    tx.execute(
                        sql("UPDATE subscribers SET request_id = $2, request_at = $3, \
                         request_consent_text = $4, request_lang = $5, confirmation_sent_at = $3 \
                         WHERE id = $1")
                        .bind(&existing.id)
                        .bind(&request)
                        .bind(&now)
                        .bind(consent)
                        .bind(lang.as_str()),
                    )
                    .await?;
                    existing.id
                }
            };
        let notice = SubscriberNotice {
            message: SubscriberMessage::Confirmation,
            subscriber_id: id.clone(),
            to: email.to_owned(),
            created_at: at,
            lang,
            confirm_url: links.confirm_url(&id, &request, at, lang),
            unsubscribe_url: links.unsubscribe_url(&id, at, lang),
        };
        outbox::enqueue_json(&mut tx, &id, &notice, &[Channel::Email], &now).await?;
        tx.commit().await?;
        Ok(SubscribeOutcome::Answered {
            answer,
            mailed: true,
        })
    })
    .await
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
    let now = timestamp(time::OffsetDateTime::now_utc());
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
                tx.execute(
                    sql(
                        "UPDATE subscribers SET status = 'confirmed', confirmed_at = $3, \
                         consent_text = request_consent_text, consent_at = request_at, \
                         lang = request_lang WHERE id = $1 AND request_id = $2",
                    )
                    .bind(id)
                    .bind(request)
                    .bind(&now),
                )
                .await?;
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
pub(crate) async fn lock_address(tx: &mut Tx, email_key: &str) -> Result<(), StorageError> {
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
    type Row = (
        String,
        String,
        String,
        String,
        String,
        Option<String>,
        String,
        Option<String>,
        Option<String>,
        String,
    );
    let rows = db.fetch::<Row>(
        sql(CHOSEN)
            .bind(since_text(since))
            .bind(state_filter(all_states)),
    );
    Box::pin(rows.map_ok(
        |(
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
        )| {
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
