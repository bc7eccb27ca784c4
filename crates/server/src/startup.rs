//! Starting the server: database, migrations, first-start seeding, then serving with graceful
//! shutdown and connection timeouts.

use crate::config::{Config, HEADER_READ_TIMEOUT};
use crate::delivery::Channels;
use crate::delivery::routing::{Routing, RoutingFile};
use crate::delivery::worker::{Outbox, Worker};
use crate::http::{AppState, app};
use crate::metrics;
use crate::ssr;
use axum::Router;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use site_store::Db;
use std::time::Duration;
use tokio::net::TcpListener;
use tower::ServiceExt;

pub use crate::error::BoxError;

/// How long shutdown waits for in-flight requests.
const DRAIN_TIMEOUT: Duration = Duration::from_secs(30);

/// A server ready to serve: database connected, migrated and seeded, the web build read, the
/// listener bound. `server serve` and the API tests both start the site through it.
#[derive(Debug)]
pub struct Application {
    listener: TcpListener,
    /// `--metrics-addr`'s listener, when asked for.
    metrics_listener: Option<TcpListener>,
    state: AppState,
    channels: Channels,
}

impl Application {
    /// Connects to the configured database and prepares the server.
    pub async fn build(config: Config) -> Result<Self, BoxError> {
        // Said at startup in plain words: a refused TLS certificate, an unreachable server.
        let db = Db::connect(&config.database.database_url)
            .await
            .map_err(|error| format!("cannot connect to the database: {error}"))?;
        Self::build_with_db(config, db).await
    }

    /// Prepares the server on a database already opened (a test's own SQLite options).
    pub async fn build_with_db(config: Config, db: Db) -> Result<Self, BoxError> {
        let channels =
            Channels::from_settings(&config.mail, &config.webhook, config.routing.is_some())?;
        Self::build_with_channels(config, db, channels).await
    }

    /// Prepares the server delivering its outbox through `channels` (a test's recorder).
    pub async fn build_with_channels(
        config: Config,
        db: Db,
        channels: Channels,
    ) -> Result<Self, BoxError> {
        let config = config.with_public_origin();
        db.migrate().await?;
        crate::content::seed(&db, &config.content_dir).await?;
        let key = crate::newsletter::signing_key(&db, config.secret_key.as_ref()).await?;
        let links = crate::newsletter::Links {
            key,
            public_url: config.public_url.clone(),
        };
        let web = match ssr::Build::load(&config.web_dist) {
            Ok(build) => {
                tracing::info!(
                    pages = build.prerendered.len(),
                    "prerendered pages of the web build"
                );
                Some(build)
            }
            Err(error) => {
                tracing::warn!(%error, "the web app is not built: pages answer 503");
                None
            }
        };
        let listener = TcpListener::bind(config.addr).await?;
        let metrics_listener = match config.metrics_addr {
            Some(addr) => Some(TcpListener::bind(addr).await?),
            None => None,
        };
        if is_local(&config.public_url) {
            tracing::warn!(
                public_url = %config.public_url,
                "canonical links, link previews and the sitemap use a local address: set SITE_PUBLIC_URL (--public-url) to the site's public origin"
            );
        }
        tracing::info!(?channels, "outbox: delivering through");
        let outbox = Outbox::new(routing(&config, &db, &channels).await?);
        Ok(Self {
            listener,
            metrics_listener,
            state: AppState::new(db, config, web, outbox, links),
            channels,
        })
    }

    /// The address the server listens on (the port chosen when the configured one is 0).
    pub fn local_addr(&self) -> std::io::Result<std::net::SocketAddr> {
        self.listener.local_addr()
    }

    /// The address the metrics are served on, when they are.
    pub fn metrics_addr(&self) -> Option<std::io::Result<std::net::SocketAddr>> {
        self.metrics_listener.as_ref().map(TcpListener::local_addr)
    }

    pub fn db(&self) -> &Db {
        &self.state.db
    }

    /// Serves until `shutdown` resolves, then lets in-flight requests finish and closes the
    /// database. The metrics, when asked for, are served until the site stops.
    pub async fn run_until(self, shutdown: impl Future<Output = ()>) -> std::io::Result<()> {
        let db = self.state.db.clone();
        tracing::info!(addr = %self.listener.local_addr()?, engine = db.engine(), "serving");
        let (stop_metrics, metrics_stopped) = tokio::sync::oneshot::channel::<()>();
        if let Some(listener) = self.metrics_listener {
            tracing::info!(addr = %listener.local_addr()?, "serving metrics");
            let router = metrics::router(std::sync::Arc::clone(&self.state.metrics));
            tokio::spawn(run(listener, router, async {
                let _ = metrics_stopped.await;
            }));
        }
        let purge = tokio::spawn(maintain(
            db.clone(),
            self.state.config.idempotency_purge_interval,
            self.state.config.mail.mail_dir.clone(),
            self.state.config.funnel_retention_months,
        ));
        let flusher = tokio::spawn(flush_funnel(
            db.clone(),
            std::sync::Arc::clone(&self.state.funnel),
        ));
        let funnel = std::sync::Arc::clone(&self.state.funnel);
        let digests = tokio::spawn(write_digests(
            db.clone(),
            self.state.config.digest,
            std::sync::Arc::clone(&self.state.outbox.wake),
        ));
        let (stop_delivery, delivery_stopped) = tokio::sync::watch::channel(false);
        let worker = tokio::spawn(
            Worker {
                db: db.clone(),
                channels: self.channels,
                schedule: self.state.config.outbox_schedule,
                wake: std::sync::Arc::clone(&self.state.outbox.wake),
                metrics: std::sync::Arc::clone(&self.state.metrics),
            }
            .run(delivery_stopped),
        );
        run(self.listener, app(self.state), shutdown).await?;
        purge.abort();
        // The batch under way finishes (its outcomes recorded); a worker stuck past that is
        // stopped, and its messages are claimed again once their lease ends.
        let _ = stop_delivery.send(true);
        let abort = worker.abort_handle();
        if tokio::time::timeout(DRAIN_TIMEOUT, worker).await.is_err() {
            abort.abort();
        }
        let _ = stop_metrics.send(());
        // What the funnel counted since its last flush, written before the database closes.
        flusher.abort();
        digests.abort();
        funnel.flush(&db).await;
        db.close().await;
        tracing::info!("stopped");
        Ok(())
    }
}

/// Every `interval`, deletes the `Idempotency-Key` claims past their lifetime, so the table holds a
/// day of keys whatever the traffic, and the shared post limits' full buckets, and applies the
/// privacy policy's retention to leads and subscriptions
/// (docs/decisions/0012-privacy-consent-and-retention.md). A failure is logged (redacted) and tried
/// again next time.
async fn maintain(
    db: Db,
    interval: Duration,
    mail_dir: std::path::PathBuf,
    funnel_retention_months: u32,
) {
    use crate::redact::redact;
    let mut ticks = tokio::time::interval(interval);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        match site_store::idempotency::purge_expired_keys(&db, time::OffsetDateTime::now_utc())
            .await
        {
            Ok(0) => {}
            Ok(deleted) => tracing::info!(deleted, "expired idempotency keys deleted"),
            Err(error) => tracing::warn!(%error, "could not delete expired idempotency keys"),
        }
        if let Err(error) = site_store::rate_limits::purge_full(&db).await {
            tracing::warn!(%error, "could not delete the full post-limit buckets");
        }
        let hour_ago =
            time::OffsetDateTime::now_utc() - site_store::leads::ACKNOWLEDGEMENT_INTERVAL;
        if let Err(error) =
            site_store::acknowledgements::purge_before(&db, &site_store::timestamp(hour_ago)).await
        {
            tracing::warn!(%error, "could not delete the past acknowledgements' records");
        }
        match crate::jobs::purge::apply_policy(&db, &mail_dir).await {
            Ok(purged) if purged.leads + purged.subscriptions + purged.outbox_messages == 0 => {}
            Ok(purged) => tracing::info!(
                leads = purged.leads,
                subscriptions = purged.subscriptions,
                outbox_messages = purged.outbox_messages,
                "retention: data past the privacy policy's period deleted"
            ),
            Err(error) => tracing::warn!(error = %redact(&error), "retention: could not purge"),
        }
        let today = time::OffsetDateTime::now_utc().date();
        let cutoff = crate::funnel::months_before(today, funnel_retention_months);
        match site_store::funnel::purge_before(&db, &cutoff.to_string()).await {
            Ok(0) => {}
            Ok(deleted) => tracing::info!(deleted, %cutoff, "retention: funnel counts deleted"),
            Err(error) => tracing::warn!(%error, "retention: could not delete old funnel counts"),
        }
    }
}

/// Every minute, writes the weekly digest to the outbox once it is due (`--digest`): one
/// instance's claim of the week succeeds, the others write nothing.
async fn write_digests(
    db: Db,
    schedule: crate::report::DigestSchedule,
    wake: std::sync::Arc<tokio::sync::Notify>,
) {
    if schedule == crate::report::DigestSchedule::Off {
        return;
    }
    let mut ticks = tokio::time::interval(Duration::from_secs(60));
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        let now = time::OffsetDateTime::now_utc();
        let Some(week_to) = schedule.due_week(now) else {
            return;
        };
        match site_store::funnel::claim_digest(
            &db,
            &week_to.to_string(),
            &site_store::timestamp(now),
        )
        .await
        {
            Ok(true) => {
                tracing::info!(%week_to, "weekly digest written to the outbox");
                wake.notify_one();
            }
            Ok(false) => {}
            Err(error) => tracing::warn!(%error, "could not write the weekly digest; trying again"),
        }
    }
}

/// Where accepted leads' messages go: `--routing`'s file, checked against the services the site
/// offers (docs/operating.md#routing), else every channel the server has.
async fn routing(config: &Config, db: &Db, channels: &Channels) -> Result<Routing, BoxError> {
    let Some(path) = &config.routing else {
        return Ok(Routing::unrouted(channels));
    };
    let catalog = site_store::content::service_catalog(db).await?;
    let file = RoutingFile::load(path, &catalog, channels.webhook.is_some())?;
    tracing::info!(file = %path.display(), "leads routed by the routing file");
    Ok(Routing::File(file))
}

/// Writes the funnel's counts kept in memory every [`crate::funnel::FLUSH_INTERVAL`].
async fn flush_funnel(db: Db, funnel: std::sync::Arc<crate::funnel::Funnel>) {
    let mut ticks = tokio::time::interval(crate::funnel::FLUSH_INTERVAL);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        funnel.flush(&db).await;
    }
}

/// `server serve`: until SIGINT or SIGTERM.
pub async fn serve(config: Config) -> Result<(), BoxError> {
    // Said at start, so nobody wonders where the leads' emails went (never the SMTP password).
    tracing::info!(
        to = %config.mail.describe(),
        lang = config.mail.team_lang.as_str(),
        "team email about each lead"
    );
    if let Some(url) = &config.webhook.webhook_url {
        tracing::info!(url = %url.origin().ascii_serialization(), "lead webhook");
    }
    Application::build(config)
        .await?
        .run_until(shutdown_signal())
        .await?;
    Ok(())
}

/// Serves `router` over HTTP/1.1 until `shutdown` resolves, then stops accepting and lets
/// in-flight requests finish. A connection that does not send a request's headers within the
/// header timeout is closed, whether it is new, idle between requests, or dribbling bytes.
/// (HTTP/1.1 only: hyper's version sniffing for HTTP/2 waits on a silent connection with no
/// timeout, and a TLS-terminating proxy in front speaks HTTP/1.1 to us anyway.)
pub async fn run(
    listener: TcpListener,
    router: Router,
    shutdown: impl Future<Output = ()>,
) -> std::io::Result<()> {
    let mut builder = http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(HEADER_READ_TIMEOUT);
    let graceful = GracefulShutdown::new();
    tokio::pin!(shutdown);
    loop {
        let (stream, remote) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(connection) => connection,
                Err(error) => {
                    // Out of file descriptors and the like: wait, never spin or stop serving.
                    tracing::warn!(%error, "accept failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let router = router.clone();
        let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
            request.extensions_mut().insert(ConnectInfo(remote));
            router.clone().oneshot(request)
        });
        let connection = builder.serve_connection(TokioIo::new(stream), service);
        let connection = graceful.watch(connection);
        tokio::spawn(async move {
            if let Err(error) = connection.await {
                tracing::debug!(%error, "connection ended with an error");
            }
        });
    }
    drop(listener);
    tracing::info!("shutting down: finishing in-flight requests");
    if tokio::time::timeout(DRAIN_TIMEOUT, graceful.shutdown())
        .await
        .is_err()
    {
        tracing::warn!("some connections did not finish in time");
    }
    Ok(())
}

/// SIGINT or SIGTERM.
async fn shutdown_signal() {
    let interrupt = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = interrupt => {},
        () = terminate => {},
    }
}

/// Whether a public URL names this machine (the default when none is set).
fn is_local(url: &str) -> bool {
    let host = url
        .split_once("://")
        .map_or(url, |(_, rest)| rest)
        .trim_start_matches('[');
    ["127.", "localhost", "0.0.0.0", "::"]
        .iter()
        .any(|local| host.starts_with(local))
}

#[cfg(test)]
mod tests {
    use super::is_local;

    #[test]
    fn local_public_urls_are_recognised() {
        assert!(is_local("http://127.0.0.1:8080"));
        assert!(is_local("http://localhost:8080"));
        assert!(is_local("http://[::1]:8080"));
        assert!(is_local("http://0.0.0.0:8080"));
        assert!(!is_local("https://www.cedarline.ca"));
    }
}
