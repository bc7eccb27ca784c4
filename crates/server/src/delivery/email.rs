//! The team's email about a lead (docs/operating.md#the-teams-email): its settings (`--smtp-url`,
//! `--notify-to`, `--mail-from`, `--mail-dir`, `--team-lang`) and the [`Mailer`] that sends it
//! through SMTP or, without `--smtp-url`, writes it as an RFC 5322 `.eml` file. `compose.rs` writes
//! the message itself; `subscriber.rs` the emails to a newsletter subscriber, sent the same way
//! from `--mail-from`.

pub mod acknowledgement;
mod compose;
pub mod digest;
mod headers;
mod mail_dir;
pub mod subscriber;

pub use compose::compose;
use mail_dir::MailDir;
pub use mail_dir::eml_path;

use super::{Failure, Outgoing, SubscriberOutgoing};
use crate::redact::Quiet;
use clap::Args;
use clap::builder::{PossibleValuesParser, TypedValueParser};
use lettre::message::Mailbox;
use lettre::transport::smtp::AsyncSmtpTransport;
use lettre::{AsyncTransport, Tokio1Executor};
use site_core::team_mail::TeamLang;
use std::path::PathBuf;
use std::time::Duration;

/// An SMTP conversation (connect, TLS, every command) that has not ended within this fails as
/// transient and is retried later.
const SMTP_TIMEOUT: Duration = Duration::from_secs(30);

/// Where the team's email goes, and from and to whom.
#[derive(Debug, Clone, Args)]
pub struct MailSettings {
    /// Send the team's email through this SMTP server: `smtp://host:port` (STARTTLS when the
    /// server offers it; `?tls=required` insists) or `smtps://user:password@host` (implicit TLS).
    /// Needs `--notify-to` and `--mail-from`. Without it, emails are written to `--mail-dir`.
    #[arg(long, env = "SITE_SMTP_URL", value_parser = Quiet(SmtpUrl::parse), requires_all = ["notify_to", "mail_from"])]
    pub smtp_url: Option<SmtpUrl>,
    /// Who receives each lead, comma-separated (`Name <a@example.ca>` or `a@example.ca`).
    /// Default without `--smtp-url`: `team@localhost`.
    #[arg(long, env = "SITE_NOTIFY_TO", value_delimiter = ',', value_parser = parse_mailbox)]
    pub notify_to: Vec<Mailbox>,
    /// The sender of the team's email. Default without `--smtp-url`: `website@localhost`.
    #[arg(long, env = "SITE_MAIL_FROM", value_parser = parse_mailbox)]
    pub mail_from: Option<Mailbox>,
    /// Without `--smtp-url`, each email is written here as `MESSAGE_ID.eml`.
    #[arg(long, env = "SITE_MAIL_DIR", default_value = "data/mail")]
    pub mail_dir: PathBuf,
    /// The language of the team's email (the office's, whatever the visitor's): `en`, `fr`, or
    /// `both`, French then English in one message. What the visitor typed is never translated.
    #[arg(long, env = "SITE_TEAM_LANG", default_value = "both", value_parser = team_lang_parser())]
    pub team_lang: TeamLang,
}

/// `--team-lang`: one of core's [`TeamLang::NAMES`] (clap lists them in the help and in errors).
fn team_lang_parser() -> impl TypedValueParser<Value = TeamLang> {
    PossibleValuesParser::new(TeamLang::NAMES)
        .map(|name| TeamLang::from_name(&name).unwrap_or_default())
}

impl MailSettings {
    /// The `.eml` default: no SMTP server, emails written under `mail_dir`.
    pub fn files(mail_dir: impl Into<PathBuf>) -> Self {
        Self {
            smtp_url: None,
            notify_to: Vec::new(),
            mail_from: None,
            mail_dir: mail_dir.into(),
            team_lang: TeamLang::default(),
        }
    }

    /// The sender (`--mail-from`, or the `.eml` default).
    pub fn from(&self) -> Mailbox {
        self.mail_from
            .clone()
            .unwrap_or_else(|| local_mailbox("website"))
    }

    /// The recipients (`--notify-to`, or the `.eml` default).
    pub fn to(&self) -> Vec<Mailbox> {
        match self.notify_to.as_slice() {
            [] => vec![local_mailbox("team")],
            to => to.to_vec(),
        }
    }

    /// Where mail goes, in words for the start-up log (never the SMTP credentials).
    pub fn describe(&self) -> String {
        match &self.smtp_url {
            Some(url) => format!("SMTP server {}", url.shown),
            None => format!(
                ".eml files under {} (no --smtp-url)",
                self.mail_dir.display()
            ),
        }
    }
}

fn local_mailbox(user: &str) -> Mailbox {
    Mailbox::new(
        None,
        lettre::Address::new(user, "localhost").expect("a valid address"),
    )
}

/// `--notify-to` and `--mail-from` entries: an address, with or without a display name.
fn parse_mailbox(text: &str) -> Result<Mailbox, String> {
    text.trim()
        .parse::<Mailbox>()
        .map_err(|error| format!("not an email address ({error}); expected name@example.ca"))
}

/// A checked `--smtp-url`: what lettre connects with, and what may be shown (no credentials).
#[derive(Clone)]
pub struct SmtpUrl {
    url: String,
    shown: String,
}

impl std::fmt::Debug for SmtpUrl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.shown)
    }
}

impl SmtpUrl {
    /// Checks `text` as lettre would read it. `smtp://` without a `tls` parameter gets
    /// `tls=opportunistic` (STARTTLS when offered; lettre's own default is none).
    /// Errors never quote the URL: it may hold a password.
    pub fn parse(text: &str) -> Result<Self, String> {
        let mut url = reqwest::Url::parse(text.trim()).map_err(|error| {
            format!("not a URL ({error}); expected smtp://host:port or smtps://user:password@host")
        })?;
        let port = match url.scheme() {
            "smtp" => url.port().unwrap_or(587),
            "smtps" => url.port().unwrap_or(465),
            scheme => {
                return Err(format!(
                    "must start with smtp:// or smtps://, not {scheme}://"
                ));
            }
        };
        let Some(host) = url.host_str().filter(|host| !host.is_empty()) else {
            return Err("names no host".to_owned());
        };
        let shown = format!("{}://{host}:{port}", url.scheme());
        if url.scheme() == "smtp" && !url.query_pairs().any(|(key, _)| key == "tls") {
            url.query_pairs_mut().append_pair("tls", "opportunistic");
        }
        AsyncSmtpTransport::<Tokio1Executor>::from_url(url.as_str())
            .map_err(|error| format!("not usable: {error}"))?;
        Ok(Self {
            url: url.into(),
            shown,
        })
    }
}

/// Sends the team's email: through SMTP, or into `.eml` files.
#[derive(Debug, Clone)]
pub struct Mailer {
    settings: MailSettings,
    route: Route,
}

#[derive(Debug, Clone)]
enum Route {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    Files(MailDir),
}

impl Mailer {
    pub fn new(settings: MailSettings) -> Result<Self, String> {
        let route = match &settings.smtp_url {
            Some(url) => Route::Smtp(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(&url.url)
                    .map_err(|error| format!("--smtp-url is not usable: {error}"))?
                    .timeout(Some(SMTP_TIMEOUT))
                    .build(),
            ),
            None => Route::Files(
                MailDir::new(settings.mail_dir.clone())
                    .map_err(|error| format!("cannot start the mail folder's writer: {error}"))?,
            ),
        };
        Ok(Self { settings, route })
    }

    /// Composes and sends the email about `outgoing`. SMTP's permanent refusals (5xx) are
    /// [`Failure::Permanent`]; everything else that goes wrong (4xx, no connection, TLS, a
    /// timeout, a file that cannot be written) is [`Failure::Transient`].
    pub async fn send(&self, outgoing: &Outgoing) -> Result<(), Failure> {
        let message = compose(outgoing, &self.settings)?;
        self.deliver(message, &outgoing.message_id).await
    }

    /// Composes and sends the weekly digest, with the same failures as [`Mailer::send`].
    pub async fn send_digest(
        &self,
        message_id: &str,
        digest: &crate::report::Digest,
    ) -> Result<(), Failure> {
        let message = digest::compose_digest(digest, &self.settings)?;
        self.deliver(message, message_id).await
    }

    /// Composes and sends a lead's acknowledgement, to the visitor's address whatever
    /// `--notify-to` says, with the same failures as [`Mailer::send`].
    pub async fn send_acknowledgement(
        &self,
        message_id: &str,
        notice: &super::AcknowledgementNotice,
    ) -> Result<(), Failure> {
        let message = acknowledgement::compose(message_id, notice, &self.settings)?;
        self.deliver(message, message_id).await
    }

    /// Composes and sends an email to a subscriber, to their address whatever `--notify-to`
    /// says, with the same failures as [`Mailer::send`].
    pub async fn send_subscriber(&self, outgoing: &SubscriberOutgoing) -> Result<(), Failure> {
        let message = subscriber::compose(outgoing, &self.settings)?;
        self.deliver(message, &outgoing.message_id).await
    }

    async fn deliver(&self, message: lettre::Message, message_id: &str) -> Result<(), Failure> {
        match &self.route {
            Route::Smtp(transport) => match transport.send(message).await {
                Ok(_) => Ok(()),
                Err(error) if error.is_permanent() => Err(Failure::Permanent(format!(
                    "the SMTP server refused the email: {error}"
                ))),
                Err(error) => Err(Failure::Transient(format!("SMTP: {error}"))),
            },
            Route::Files(dir) => {
                dir.write(message_id, message.formatted())
                    .await
                    .map_err(|error| {
                        Failure::Transient(format!(
                            "cannot write to {}: {error}",
                            dir.dir().display()
                        ))
                    })
            }
        }
    }
}

/// A text part's body: `text` in CRLF lines, quoted-printable (the encoding lettre chooses for
/// any text that is not plain ASCII, which every French email is), encoded once. Given the text
/// itself, lettre scans it for the encoding, then for bare line ends, character by character,
/// before encoding it: a fifth of the team email's cost under a burst of leads.
fn text_body(text: &str) -> lettre::message::Body {
    lettre::message::Body::dangerous_pre_encoded(
        quoted_printable::encode(crlf(text)),
        lettre::message::header::ContentTransferEncoding::QuotedPrintable,
    )
}

/// `text` with every line ending as CRLF, as a message body must be (and as quoted-printable
/// needs to keep a line end a line end rather than encode it).
fn crlf(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 16);
    for (index, line) in text.split('\n').enumerate() {
        if index > 0 {
            out.push_str("\r\n");
        }
        out.push_str(line.strip_suffix('\r').unwrap_or(line));
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn crlf_ends_every_line_once() {
        assert_eq!(super::crlf("a\nb\r\nc\n\nd\re"), "a\r\nb\r\nc\r\n\r\nd\re");
        assert_eq!(super::crlf("\n"), "\r\n");
        assert_eq!(super::crlf("é\nà"), "é\r\nà");
    }

    #[test]
    fn a_text_body_is_lettre_s_own_choice_for_french_text() {
        let text = "Reçue le\u{a0}: 2026-11-29\nUne ligne assez longue pour être coupée par l’encodage, car elle dépasse les soixante-seize caractères.\r\nFin\n";
        let ours = super::text_body(text);
        let lettres = lettre::message::Body::new(text.to_owned());
        assert_eq!(ours.encoding(), lettres.encoding());
        assert_eq!(ours.as_ref(), lettres.as_ref());
    }
}
