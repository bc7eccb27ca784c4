//! The delivery worker inside every `server serve`: claims due outbox messages, sends them, and
//! records each outcome, retrying on the [`Schedule`].
//!
//! It holds no transaction (and, on SQLite, not the one writer) while a channel talks to the
//! network: a claim and each outcome are short writes of their own, so posting a lead never waits
//! for an SMTP server. It wakes as soon as a lead is accepted on this server ([`Outbox::wake`]),
//! and otherwise every `poll` (retries coming due, other instances' leads, expired leases).

use super::routing::Routing;
use super::schedule::Schedule;
use super::{Channel, Channels, Failure, Notice, Outgoing, StoredNotice, SubscriberOutgoing};
use crate::metrics::Metrics;
use crate::redact::redact;
use futures_util::StreamExt;
use site_store::funnel::{FunnelKey, FunnelStep};
use site_store::leads;
use site_store::outbox::{self, Claimed, Status};
use site_store::{Db, day_of};
use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};
use time::OffsetDateTime;
use tokio::sync::{Notify, watch};

/// What the lead handler needs of delivery: which messages a lead writes, and how to wake the
/// worker once they are committed.
#[derive(Debug, Clone)]
pub struct Outbox {
    pub routing: Arc<Routing>,
    pub wake: Arc<Notify>,
}

impl Outbox {
    pub fn new(routing: Routing) -> Self {
        Self {
            routing: Arc::new(routing),
            wake: Arc::default(),
        }
    }
}

/// How often the outbox's gauges are read again, at most.
const STATS_INTERVAL: Duration = Duration::from_secs(1);

#[derive(Debug, Clone)]
pub struct Worker {
    pub db: Db,
    pub channels: Channels,
    pub schedule: Schedule,
    pub wake: Arc<Notify>,
    pub metrics: Arc<Metrics>,
}

impl Worker {
    /// The kinds this server has a sender for: it claims only those, leaving the others to an
    /// instance that can send them (they stay `pending`, counted and listed, never dropped).
    fn kinds(&self) -> Vec<Channel> {
        [
            (Channel::Email, self.channels.email.is_some()),
            (Channel::Webhook, self.channels.webhook.is_some()),
        ]
        .into_iter()
        .filter_map(|(kind, sendable)| sendable.then_some(kind))
        .collect()
    }

    /// Delivers until `stop` turns true; a batch under way is finished first, so a graceful
    /// stop leaves no message claimed.
    pub async fn run(self, mut stop: watch::Receiver<bool>) {
        let mut stats_read: Option<Instant> = None;
        let kinds = self.kinds();
        if kinds.is_empty() {
            tracing::warn!(
                "outbox: no delivery channel on this server; messages wait in the outbox"
            );
        }
        loop {
            if *stop.borrow() {
                break;
            }
            let claimed = match outbox::claim_due(
                &self.db,
                OffsetDateTime::now_utc(),
                self.schedule.lease,
                self.schedule.batch,
                &kinds,
            )
            .await
            {
                Ok(claimed) => claimed,
                Err(error) => {
                    tracing::warn!(%error, "outbox: cannot claim messages; trying again");
                    Vec::new()
                }
            };
            let full = claimed.len() >= self.schedule.batch as usize;
            let claimed: Vec<(Claimed, Parsed)> = claimed
                .into_iter()
                .map(|claimed| {
                    let notice = serde_json::from_str::<StoredNotice>(&claimed.notice);
                    (claimed, notice)
                })
                .collect();
            let book = self.earlier_book(&claimed).await;
            let sent: Vec<Sent> = futures_util::stream::iter(claimed)
                .map(|(claimed, notice)| self.deliver(claimed, notice, &book))
                .buffer_unordered(self.schedule.concurrency.max(1) as usize)
                .filter_map(std::future::ready)
                .collect()
                .await;
            self.record_sent(&sent).await;
            if stats_read.is_none_or(|at| at.elapsed() >= STATS_INTERVAL) {
                self.read_stats().await;
                stats_read = Some(Instant::now());
            }
            if full {
                continue; // more may be due at once
            }
            tokio::select! {
                () = self.wake.notified() => {}
                () = tokio::time::sleep(self.schedule.poll) => {}
                _ = stop.changed() => {}
            }
        }
    }

    /// The batch's delivered messages recorded in one write: the single writer (SQLite) then
    /// spends one transaction per batch on them, not one per message beside the posts' commits.
    async fn record_sent(&self, sent: &[Sent]) {
        if sent.is_empty() {
            return;
        }
        let ids: Vec<(&str, Option<FunnelKey>)> = sent
            .iter()
            .map(|s| (s.id.as_str(), s.delivered.clone()))
            .collect();
        match outbox::record_sent(&self.db, &ids, OffsetDateTime::now_utc()).await {
            Ok(()) => {
                for Sent {
                    id, kind, attempt, ..
                } in sent
                {
                    tracing::info!(message = id, kind, attempt, "outbox: delivered");
                }
            }
            // Sent but not recorded: sent again once the lease ends (at least once).
            Err(error) => {
                let error = redact(&error.to_string());
                for Sent { id, .. } in sent {
                    tracing::warn!(message = id, %error, "outbox: cannot record");
                }
            }
        }
    }

    /// The requests of the addresses of a batch's lead messages, read once an address
    /// ([`leads::requests_until`]): enough for each message's earlier requests, however many of
    /// the batch's messages are about one address. An address that cannot be read is left out
    /// (its messages ask on their own).
    async fn earlier_book(&self, batch: &[(Claimed, Parsed)]) -> EarlierBook {
        // Per address: its newest lead's time and how many of the batch's messages it has.
        let mut wanted: HashMap<String, (String, usize)> = HashMap::new();
        for (_, notice) in batch {
            if let Ok(StoredNotice::Lead(notice)) = notice
                && notice.person.is_some()
                && let Some(key) = person_key(notice)
            {
                let created = site_store::timestamp(notice.created_at);
                let entry = wanted.entry(key).or_insert_with(|| (created.clone(), 0));
                entry.0 = entry.0.clone().max(created);
                entry.1 += 1;
            }
        }
        let mut book = EarlierBook::new();
        for (key, (newest, messages)) in wanted {
            // Up to the newest lead itself: each message's own time then picks its earlier ones.
            let limit = usize::try_from(leads::EARLIER_COUNTED).unwrap_or(usize::MAX) + messages;
            match leads::requests_until(&self.db, &key, &newest, limit).await {
                Ok(rows) => {
                    let complete = rows.len() < limit;
                    book.insert(key, (rows, complete));
                }
                Err(error) => {
                    let error = redact(&error.to_string());
                    tracing::warn!(%error, "outbox: cannot read a person's earlier requests");
                }
            }
        }
        book
    }

    /// The lead's person's earlier requests still kept, read as the message goes
    /// (docs/operating.md#answering-leads), from the batch's `book` when it holds them. When
    /// they cannot be read the message goes without them: a lead is never held back for its
    /// history.
    async fn name_earlier_requests(&self, notice: &mut Notice, book: &EarlierBook) {
        let Some(key) = person_key(notice) else {
            return;
        };
        let Some(person) = notice.person.as_mut() else {
            return;
        };
        let before = site_store::timestamp(notice.created_at);
        let known = book
            .get(&key)
            .and_then(|(rows, complete)| leads::earlier_among(rows, *complete, &before));
        let read = match known {
            Some(known) => Ok(known),
            None => leads::earlier_requests(&self.db, &key, &before).await,
        };
        match read {
            Ok((earlier, latest)) => {
                person.earlier = earlier;
                person.latest = latest;
            }
            Err(error) => {
                let error = redact(&error.to_string());
                tracing::warn!(%error, "outbox: cannot read a person's earlier requests");
            }
        }
    }

    /// One attempt at one claimed message (`notice`: its notice, read); a failure's outcome
    /// recorded, a delivery returned to be recorded with the batch's others.
    async fn deliver(&self, claimed: Claimed, notice: Parsed, book: &EarlierBook) -> Option<Sent> {
        let attempt = u32::try_from(claimed.attempt.max(1)).unwrap_or(u32::MAX);
        let mut delivered = None;
        // A lead's message: its form and acceptance time, for the time to the team once sent.
        let mut accepted = None;
        let outcome = match (Channel::from_name(&claimed.kind), notice) {
            (Some(kind), Ok(notice)) => {
                if let StoredNotice::Lead(lead) = &notice {
                    delivered = Some(FunnelKey {
                        day: day_of(OffsetDateTime::now_utc()),
                        form: lead.form.as_str(),
                        lang: lead.lang.as_str(),
                        source: lead.source.clone(),
                        step: FunnelStep::Delivered,
                        field: kind.as_str().to_owned(),
                        code: String::new(),
                    });
                    accepted = Some((lead.form.as_str(), kind.as_str(), lead.created_at));
                }
                let message_id = claimed.id.clone();
                let send = async {
                    match notice {
                        StoredNotice::Lead(mut notice) => {
                            self.name_earlier_requests(&mut notice, book).await;
                            let out = Outgoing {
                                message_id,
                                attempt,
                                notice,
                            };
                            self.channels.send(kind, &out).await
                        }
                        StoredNotice::Subscriber(notice) if kind == Channel::Email => {
                            let out = SubscriberOutgoing {
                                message_id,
                                attempt,
                                notice,
                            };
                            self.channels.send_subscriber(&out).await
                        }
                        StoredNotice::Subscriber(_) => Err(Failure::Permanent(
                            "a subscriber's email goes through the email channel only".to_owned(),
                        )),
                        StoredNotice::Acknowledgement(notice) if kind == Channel::Email => {
                            self.channels
                                .send_acknowledgement(&message_id, &notice)
                                .await
                        }
                        StoredNotice::Acknowledgement(_) => Err(Failure::Permanent(
                            "an acknowledgement goes through the email channel only".to_owned(),
                        )),
                        StoredNotice::Digest(notice) if kind == Channel::Email => {
                            match digest_of(&self.db, &notice.digest_week_to).await {
                                Ok(digest) => self.channels.send_digest(&message_id, &digest).await,
                                Err(error) => Err(error),
                            }
                        }
                        StoredNotice::Digest(_) => Err(Failure::Permanent(
                            "the digest goes through the email channel only".to_owned(),
                        )),
                    }
                };
                // Never past the lease: another worker may take the message then.
                tokio::time::timeout(self.schedule.lease / 2, send)
                    .await
                    .unwrap_or_else(|_| Err(Failure::Transient("timed out".to_owned())))
            }
            (None, _) => Err(Failure::Permanent(format!(
                "unknown kind {:?}",
                claimed.kind
            ))),
            (_, Err(error)) => Err(Failure::Permanent(format!("unreadable notice: {error}"))),
        };
        let now = OffsetDateTime::now_utc();
        let id = claimed.id.as_str();
        let kind = claimed.kind.as_str();
        match outcome {
            Ok(()) => {
                // From the lead's 201 to the SMTP server's acceptance, the file written, or the
                // webhook's 2xx: measured once the channel said so, never at the attempt.
                if let Some((form, channel, created_at)) = accepted {
                    self.metrics.delivery_time(form, channel, now - created_at);
                }
                return Some(Sent {
                    id: claimed.id,
                    kind: claimed.kind,
                    attempt,
                    delivered,
                });
            }
            // Permanent failures follow the schedule too: a refusal is often a setting an
            // operator fixes (a mistyped --notify-to, a webhook endpoint not deployed yet), and
            // a message retried for three days is listed `failed` either way.
            Err(failure) => {
                let next_at = now + self.schedule.backoff(attempt);
                let give_up_before = now - self.schedule.give_up_after;
                let error = failure.to_string();
                let stored = outbox::record_failure(&self.db, id, &error, next_at, give_up_before);
                // The stored error is for `outbox list` and goes with the message (erased with
                // its lead); the log gets it redacted: a mail server's reply may quote the
                // recipient's address, and logs hold no personal data.
                let error = redact(&error);
                match stored.await {
                    Ok(Some(Status::Failed)) => {
                        tracing::error!(message = id, kind, attempt, %error, "outbox: failed, giving up");
                    }
                    Ok(_) => {
                        tracing::warn!(message = id, kind, attempt, %error, "outbox: not delivered; will retry");
                    }
                    Err(record) => {
                        tracing::warn!(message = id, %error, record = %redact(&record.to_string()), "outbox: cannot record");
                    }
                }
            }
        }
        None
    }

    async fn read_stats(&self) {
        match outbox::stats(&self.db, OffsetDateTime::now_utc()).await {
            Ok(stats) => self.metrics.outbox(&stats),
            Err(error) => tracing::debug!(%error, "outbox: cannot read its figures"),
        }
    }
}

/// The digest of the week whose last day is `week_to`, read now (the week is over: its
/// figures no longer change but for late flushes).
async fn digest_of(db: &Db, week_to: &str) -> Result<crate::report::Digest, Failure> {
    let to = time::Date::parse(
        week_to,
        time::macros::format_description!("[year]-[month]-[day]"),
    )
    .map_err(|error| Failure::Permanent(format!("a digest of no week ({week_to}): {error}")))?;
    crate::report::read_digest(db, to)
        .await
        .map_err(|error| Failure::Transient(format!("the digest's figures: {error}")))
}

/// A claimed message's notice, read.
type Parsed = Result<StoredNotice, serde_json::Error>;

/// The requests of a batch's addresses ([`Worker::earlier_book`]): by address, the newest of its
/// requests and whether they are all there are.
type EarlierBook = HashMap<String, (Vec<site_store::notice::EarlierRequest>, bool)>;

/// The address a lead's person is known by (`leads.email_key`), when it has one.
fn person_key(notice: &Notice) -> Option<String> {
    notice
        .payload
        .get(site_store::people::EMAIL_FIELD)
        .and_then(serde_json::Value::as_str)
        .map(site_store::people::address_key)
}

/// A message delivered, waiting to be recorded with its batch.
struct Sent {
    id: String,
    kind: String,
    attempt: u32,
    /// The funnel's `delivered` count of a message about a lead (docs/operating.md#attribution-and-funnel), under its
    /// channel; none for a subscriber's email.
    delivered: Option<FunnelKey>,
}
