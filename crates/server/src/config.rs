//! The server's settings (`server serve`'s flags and environment, or a test's own values) and
//! its fixed timeouts. The one configuration type: the command line parses into it and every
//! handler reads it.

use crate::delivery::email::MailSettings;
use crate::delivery::schedule::Schedule;
use crate::delivery::webhook::WebhookSettings;
use crate::newsletter::token::SigningKey;
use crate::redact::Quiet;
use clap::Args;
use ipnet::IpNet;
use site_store::limits::WRITE_DEADLINE;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::time::Duration;

#[derive(Debug, Clone, Args)]
pub struct Config {
    /// Address to listen on.
    #[arg(long, env = "SITE_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// The built web app (`npm run build` output).
    #[arg(long, env = "SITE_WEB_DIST", default_value = "web/dist")]
    pub web_dist: PathBuf,
    /// The content folder: seeded into the database on first start; its `media/` is served.
    #[arg(long, env = "SITE_CONTENT_DIR", default_value = "content")]
    pub content_dir: PathBuf,
    /// Form posts allowed per client address and minute (0 turns the limit off).
    #[arg(long, env = "SITE_RATE_LIMIT_PER_MINUTE", default_value_t = 30)]
    pub rate_limit_per_minute: u32,
    /// When the weekly digest goes to the team (`--notify-to`): `off`, or a day and a time in
    /// UTC, e.g. `mon 08:00`. Once a week whatever the number of instances.
    #[arg(long, env = "SITE_DIGEST", default_value = "mon 08:00", value_parser = crate::report::DigestSchedule::parse)]
    pub digest: crate::report::DigestSchedule,
    /// Whether each accepted lead sends the visitor an acknowledgement (`on` or `off`): in the
    /// page's language, at most one an hour per address (docs/operating.md#answering-leads).
    #[arg(long, env = "SITE_ACKNOWLEDGE", default_value = "on", value_parser = parse_switch)]
    pub acknowledge: bool,
    /// A routing file (TOML) sending leads to recipients and webhooks by form, language,
    /// service and loan amount (docs/operating.md#routing). Without it, every lead goes to
    /// `--notify-to` and `--webhook-url`. A file the server cannot follow stops it at start.
    #[arg(long, env = "SITE_ROUTING")]
    pub routing: Option<PathBuf>,
    /// Months the funnel's daily counts are kept (they hold nothing personal).
    #[arg(
        long = "funnel-retention",
        env = "SITE_FUNNEL_RETENTION",
        default_value_t = site_core::constants::FUNNEL_RETENTION_MONTHS,
        value_parser = clap::value_parser!(u32).range(1..=1200)
    )]
    pub funnel_retention_months: u32,
    /// Proxies whose `X-Forwarded-For` is believed, as CIDR ranges or addresses separated by
    /// commas (e.g. `127.0.0.1/32,::1`). Behind a TLS proxy, name it here, or every visitor
    /// shares the proxy's one rate-limit bucket. Default: none (the TCP peer is the client).
    #[arg(long, env = "SITE_TRUSTED_PROXIES", value_delimiter = ',', value_parser = parse_proxy)]
    pub trusted_proxies: Vec<IpNet>,
    /// The site's public origin, for canonical links, link previews, the sitemap and the links
    /// in emails (default: `http://` and the listening address).
    #[arg(long, env = "SITE_PUBLIC_URL", default_value = "")]
    pub public_url: String,
    /// The key that signs the links in subscribers' emails (confirm, unsubscribe): at least
    /// 32 bytes, e.g. `openssl rand -base64 32`. Without it, a key is generated on first start
    /// and kept in the database, so restarts and other instances on it keep links valid.
    #[arg(long, env = "SITE_SECRET_KEY", value_parser = Quiet(parse_secret_key))]
    pub secret_key: Option<SigningKey>,
    /// Serve Prometheus metrics at `/metrics` on this address, a listener apart from the
    /// site's (keep it private). Off when not given.
    #[arg(long, env = "SITE_METRICS_ADDR")]
    pub metrics_addr: Option<SocketAddr>,
    /// Where the team's email about each lead goes (SMTP or `.eml` files).
    #[command(flatten)]
    pub mail: MailSettings,
    /// The optional lead webhook.
    #[command(flatten)]
    pub webhook: WebhookSettings,
    /// How long content answers are served from memory (0 = not at all).
    #[arg(skip = CONTENT_CACHE_TTL)]
    pub content_cache_ttl: Duration,
    /// How often expired `Idempotency-Key` claims are deleted (tests make it short).
    #[arg(skip = IDEMPOTENCY_PURGE_INTERVAL)]
    pub idempotency_purge_interval: Duration,
    /// When the outbox's messages are tried again and given up on
    /// (docs/operating.md#the-outbox; tests make it short).
    #[arg(skip = Schedule::DEFAULT)]
    pub outbox_schedule: Schedule,
}

/// One `--trusted-proxies` entry: a CIDR range, or a bare address (that one address).
fn parse_proxy(text: &str) -> Result<IpNet, String> {
    let text = text.trim();
    text.parse::<IpNet>()
        .or_else(|_| text.parse::<IpAddr>().map(IpNet::from))
        .map_err(|_| format!("`{text}` is not an address or a CIDR range (e.g. 10.0.0.0/8)"))
}

/// `--secret-key`: its bytes as given (never quoted back: it is a secret).
pub(crate) fn parse_secret_key(text: &str) -> Result<SigningKey, String> {
    SigningKey::new(text.trim().as_bytes().to_vec())
}

impl Config {
    /// Where the media files are served from.
    pub fn media_dir(&self) -> PathBuf {
        self.content_dir.join("media")
    }

    /// The public origin without a trailing slash, `http://` and the listening address when
    /// none was given.
    pub fn with_public_origin(mut self) -> Self {
        self.public_url = match self.public_url.trim_end_matches('/') {
            "" => format!("http://{}", self.addr),
            origin => origin.to_owned(),
        };
        self
    }
}

/// A request, body included, must be answered within this.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(10);
/// A connection that has not sent a request's headers within this is closed (slowloris).
pub const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(10);

// A write that cannot finish is answered 503 before the request's own timeout could answer it
// less helpfully (storage's limits: `site_store::limits`).
const _: () = assert!(WRITE_DEADLINE.as_secs() < REQUEST_TIMEOUT.as_secs());

/// What a 503 (the database not taking writes) asks a client to wait before trying again.
pub const UNAVAILABLE_RETRY_AFTER: Duration = Duration::from_secs(10);

/// Content answers are served from memory this long (clients keep them for a minute anyway).
pub const CONTENT_CACHE_TTL: Duration = Duration::from_secs(5);

/// How often the server deletes the claims older than
/// [`IDEMPOTENCY_KEY_LIFETIME`](site_store::limits::IDEMPOTENCY_KEY_LIFETIME).
pub const IDEMPOTENCY_PURGE_INTERVAL: Duration = Duration::from_secs(60 * 60);

/// Where the database is: `sqlite://FILE` (embedded) or `postgres://...`.
#[derive(Debug, Clone, Args)]
pub struct DatabaseArgs {
    /// The database: `sqlite://FILE` (embedded) or `postgres://USER@HOST/NAME`.
    #[arg(long, env = "DATABASE_URL", default_value = "sqlite://data/site.db")]
    pub database_url: String,
}

/// `on` or `off`.
fn parse_switch(text: &str) -> Result<bool, String> {
    match text {
        "on" => Ok(true),
        "off" => Ok(false),
        _ => Err(format!("`{text}` is neither `on` nor `off`")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Debug, Parser)]
    struct Serve {
        #[command(flatten)]
        config: Config,
    }

    #[test]
    fn trusted_proxies_are_ranges_or_addresses_separated_by_commas() {
        let serve = Serve::try_parse_from([
            "server",
            "--trusted-proxies",
            "127.0.0.1/32,::1, 10.0.0.0/8",
        ])
        .expect("parses");
        let expected: Vec<IpNet> = ["127.0.0.1/32", "::1/128", "10.0.0.0/8"]
            .iter()
            .map(|net| net.parse().expect("cidr"))
            .collect();
        assert_eq!(serve.config.trusted_proxies, expected);
        assert!(
            Serve::try_parse_from(["server"]).is_ok_and(|s| s.config.trusted_proxies.is_empty())
        );
        assert!(Serve::try_parse_from(["server", "--trusted-proxies", "10.0.0.0/33"]).is_err());
        assert!(Serve::try_parse_from(["server", "--trusted-proxies", "proxy.local"]).is_err());
    }

    #[test]
    fn a_secret_key_shorter_than_32_bytes_is_refused_without_being_quoted() {
        let short = "too-short-secret";
        let error = Serve::try_parse_from(["server", "--secret-key", short]).expect_err("refused");
        let message = error.to_string();
        assert!(
            message.contains("--secret-key") && message.contains("at least 32 bytes"),
            "{message}"
        );
        assert!(!message.contains(short), "{message}");
        let long = "k".repeat(32);
        let serve = Serve::try_parse_from(["server", "--secret-key", &long]).expect("parses");
        assert!(serve.config.secret_key.is_some());
    }

    #[test]
    fn the_team_email_is_in_both_languages_unless_told_en_or_fr() {
        use site_core::team_mail::TeamLang;
        let team_lang = |args: &[&str]| {
            Serve::try_parse_from([&["server"], args].concat()).map(|s| s.config.mail.team_lang)
        };
        if std::env::var_os("SITE_TEAM_LANG").is_none() {
            assert_eq!(team_lang(&[]).expect("parses"), TeamLang::Both);
        }
        for setting in TeamLang::ALL {
            assert_eq!(
                team_lang(&["--team-lang", setting.as_str()]).expect("parses"),
                setting
            );
        }
        let error = team_lang(&["--team-lang", "de"]).expect_err("refused");
        assert!(
            error
                .to_string()
                .contains("[possible values: en, fr, both]"),
            "{error}"
        );
    }
}
