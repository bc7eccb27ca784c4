//! A subscription request (docs/decisions/0013-newsletter-double-opt-in.md): the decisions of
//! double opt-in, made in one write transaction over storage's queries (`site_store::subscribers`).
//!
//! A request for a new address stores a pending subscription; one for a pending or withdrawn
//! subscription waits apart, replacing the request waiting. Either way a confirmation email with
//! signed links goes to the outbox in the same transaction. A request within the hour after the
//! address's last confirmation email (to any newsletter) sends none and is not kept (no link
//! could ever confirm it): at most one confirmation email an hour per address, whatever the
//! newsletter, so the form cannot be used to flood someone's inbox; and none when the client
//! asking is past its cap of emails to visitors (`VISITOR_EMAILS_PER_CLIENT_HOUR`). A confirmed
//! subscription gets no email. Every valid request is answered `202 pending`, so the answer
//! never tells whether an address is subscribed.

use super::Links;
use site_core::entities::{Subscription, SubscriptionState};
use site_core::i18n::Lang;
use site_store::funnel::{self, FunnelKey, FunnelStep, NEWSLETTER_FORM, Tally};
use site_store::idempotency::{Answer, Claim, KeyedRequest, claim};
use site_store::notice::{SubscriberMessage, SubscriberNotice};
use site_store::subscribers::{self, Request};
use site_store::{Db, StorageError, day_of, new_id, timestamp};
use std::time::Duration;

/// At most one confirmation email per address within this (core's interval for every email to
/// a visitor's address).
pub const CONFIRMATION_INTERVAL: Duration =
    Duration::from_secs(site_core::constants::VISITOR_EMAIL_ADDRESS_INTERVAL_MINUTES as u64 * 60);

/// The answer to every valid subscription.
pub fn pending_answer() -> Answer {
    Answer::json(
        202,
        Subscription {
            status: SubscriptionState::Pending,
        },
    )
}

/// Where a subscription request's visit came from (docs/operating.md#attribution-and-funnel).
#[derive(Debug, Clone, Copy)]
pub struct Visit<'a> {
    /// The attribution as JSON, kept with a new subscription.
    pub attribution: Option<&'a str>,
    /// The funnel's source, bounded by the server.
    pub source: &'a str,
    /// Whether the client asking is within its cap of emails to visitors
    /// (`http::rate_limit::may_email_visitor`).
    pub may_email: bool,
}

impl Visit<'static> {
    /// A visit with no attribution: direct.
    pub const DIRECT: Self = Visit {
        attribution: None,
        source: site_store::notice::DIRECT_SOURCE,
        may_email: true,
    };
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

/// Subscribes `email` to a newsletter (see the module's doc), writing the confirmation email
/// with links from `links` when one is due. `lang` is the language of the page the visitor
/// subscribed from: the consent text they read there is the request's, and its confirmation
/// email is written in it.
#[allow(
    clippy::too_many_arguments,
    reason = "the request's parts, each used once"
)]
pub async fn subscribe(
    db: &Db,
    newsletter_id: &str,
    email: &str,
    lang: Lang,
    visit: Visit<'_>,
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
        if !subscribers::newsletter_exists(&mut tx, newsletter_id).await? {
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
        subscribers::lock_address(&mut tx, &email_key).await?;
        let found = subscribers::find(&mut tx, newsletter_id, &email_key).await?;
        // No confirmation email may go now: to this address within the hour (any newsletter),
        // or at this client's request past its cap.
        let held_back = !visit.may_email
            || subscribers::address_mailed_after(&mut tx, &email_key, &hour_ago).await?;
        let request_id = new_id();
        let request = Request {
            id: &request_id,
            at: &now,
            consent_text: site_core::messages::SUBSCRIBE_CONSENT.text(lang),
            lang,
            attribution: visit.attribution,
            source: visit.source,
        };
        // Every valid request is the funnel's `accepted`, counted with what it stores.
        let mut accepted = Tally::default();
        accepted.add(
            FunnelKey {
                day: day_of(at),
                form: NEWSLETTER_FORM,
                lang: lang.as_str(),
                source: visit.source.to_owned(),
                step: FunnelStep::Accepted,
                field: String::new(),
                code: String::new(),
            },
            1,
        );
        funnel::add_in(&mut tx, &accepted).await?;
        let id = match found {
            Some(existing) if existing.is_confirmed() || held_back => {
                // Confirmed, or no email may go now: nothing to store or send (a request no link
                // names could never be confirmed); the same answer as anyone's.
                tx.commit().await?;
                return Ok(SubscribeOutcome::Answered {
                    answer,
                    mailed: false,
                });
            }
            None if held_back => {
                tx.commit().await?;
                return Ok(SubscribeOutcome::Answered {
                    answer,
                    mailed: false,
                });
            }
            None => {
                // The request is also the pending subscription's record until it is confirmed.
                subscribers::insert_pending(&mut tx, newsletter_id, email, &email_key, request)
                    .await?
            }
            Some(existing) => {
                // Pending or withdrawn: this request waits apart, replacing the one waiting; the
                // consent record and a withdrawal stay as they are until its link is followed.
                subscribers::replace_request(&mut tx, &existing.id, request).await?;
                existing.id
            }
        };
        let notice = SubscriberNotice {
            message: SubscriberMessage::Confirmation,
            subscriber_id: id.clone(),
            to: email.to_owned(),
            created_at: at,
            lang,
            confirm_url: links.confirm_url(&id, &request_id, at, lang),
            unsubscribe_url: links.unsubscribe_url(&id, at, lang),
        };
        subscribers::enqueue_email(&mut tx, &notice, &now).await?;
        tx.commit().await?;
        Ok(SubscribeOutcome::Answered {
            answer,
            mailed: true,
        })
    })
    .await
}
