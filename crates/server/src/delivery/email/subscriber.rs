//! The emails to a newsletter subscriber (docs/decisions/0013-newsletter-double-opt-in.md): today
//! the confirmation request of double opt-in. Plain text and HTML in core's words
//! (`subscriber_mail.rs`) in the subscriber's language (their links, signed when the email was
//! queued, open the pages in it too), the confirm link, a visible unsubscribe link, and the
//! RFC 2369 / RFC 8058 headers that let a mail client offer one-click unsubscribe:
//! `List-Unsubscribe: <https URL>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. Sent
//! from `--mail-from` to the subscriber's own address.

use super::MailSettings;
use crate::delivery::{Failure, SubscriberMessage, SubscriberOutgoing};
use lettre::Message;
use lettre::message::header::{Header, HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart};
use site_core::i18n::Lang;
use site_core::markers::escape_html;
use site_core::subscriber_mail as words;
use std::time::SystemTime;

type BoxError = Box<dyn std::error::Error + Send + Sync>;

/// `List-Unsubscribe` (RFC 2369): the unsubscribe URL in angle brackets.
#[derive(Debug, Clone)]
struct ListUnsubscribe(String);

impl Header for ListUnsubscribe {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe")
    }

    fn parse(text: &str) -> Result<Self, BoxError> {
        Ok(Self(text.to_owned()))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), format!("<{}>", self.0))
    }
}

/// `List-Unsubscribe-Post` (RFC 8058): a POST of `List-Unsubscribe=One-Click` to the URL
/// unsubscribes, without a page to read.
#[derive(Debug, Clone)]
struct ListUnsubscribePost;

impl Header for ListUnsubscribePost {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe-Post")
    }

    fn parse(_: &str) -> Result<Self, BoxError> {
        Ok(Self)
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), "List-Unsubscribe=One-Click".to_owned())
    }
}

/// The email of `outgoing`, from `settings`' sender to the subscriber.
pub fn compose(outgoing: &SubscriberOutgoing, settings: &MailSettings) -> Result<Message, Failure> {
    let notice = &outgoing.notice;
    let to: Mailbox = notice.to.trim().parse().map_err(|error| {
        Failure::Permanent(format!(
            "the subscriber's address cannot be mailed: {error}"
        ))
    })?;
    let from = settings.from();
    // The one email there is today; a new kind of message fails to compile here until it has
    // its own words.
    let SubscriberMessage::Confirmation = notice.message;
    let id: String = outgoing
        .message_id
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .collect();
    Message::builder()
        .from(from.clone())
        .to(to)
        .subject(words::confirm_subject(notice.lang))
        .message_id(Some(format!("<{id}@{}>", from.email.domain())))
        .date(SystemTime::from(notice.created_at))
        .header(ListUnsubscribe(notice.unsubscribe_url.clone()))
        .header(ListUnsubscribePost)
        .multipart(MultiPart::alternative_plain_html(
            plain_text(notice.lang, &notice.confirm_url, &notice.unsubscribe_url),
            html(notice.lang, &notice.confirm_url, &notice.unsubscribe_url),
        ))
        .map_err(|error| Failure::Permanent(format!("the email cannot be built: {error}")))
}

fn plain_text(lang: Lang, confirm: &str, unsubscribe: &str) -> String {
    format!(
        "{}\n\n{}\n\n{confirm}\n\n{}\n\n-- \n{}\n{unsubscribe}\n\n{}\n",
        words::confirm_subject(lang),
        words::confirm_intro(lang),
        words::IGNORE_IF_NOT_YOU.get(lang),
        words::UNSUBSCRIBE_INTRO.get(lang),
        words::sender_identification(lang),
    )
}

fn html(lang: Lang, confirm: &str, unsubscribe: &str) -> String {
    let (confirm, unsubscribe) = (escape_html(confirm), escape_html(unsubscribe));
    format!(
        "<!DOCTYPE html>\n<html lang=\"{}\"><body>\n<h1>{}</h1>\n<p>{}</p>\n\
         <p><a href=\"{confirm}\">{}</a></p>\n<p>{}</p>\n<hr>\n\
         <p>{} <a href=\"{unsubscribe}\">{}</a></p>\n<p>{}</p>\n</body></html>\n",
        lang.tag(),
        escape_html(&words::confirm_subject(lang)),
        escape_html(&words::confirm_intro(lang)),
        escape_html(words::CONFIRM_LINK_LABEL.get(lang)),
        escape_html(words::IGNORE_IF_NOT_YOU.get(lang)),
        escape_html(words::UNSUBSCRIBE_INTRO.get(lang)),
        escape_html(site_core::messages::UNSUBSCRIBE_BUTTON.text(lang)),
        escape_html(&words::sender_identification(lang)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::delivery::SubscriberNotice;

    fn outgoing(to: &str) -> SubscriberOutgoing {
        outgoing_in(to, Lang::En)
    }

    fn outgoing_in(to: &str, lang: Lang) -> SubscriberOutgoing {
        SubscriberOutgoing {
            message_id: "0193-msg".to_owned(),
            attempt: 1,
            notice: SubscriberNotice {
                message: SubscriberMessage::Confirmation,
                subscriber_id: "0193-sub".to_owned(),
                to: to.to_owned(),
                created_at: time::OffsetDateTime::from_unix_timestamp(1_795_000_000).expect("time"),
                lang,
                confirm_url: format!(
                    "https://example.ca{}?token=c.t",
                    lang.path("/newsletter/confirm")
                ),
                unsubscribe_url: format!(
                    "https://example.ca{}?token=u.t",
                    lang.path("/newsletter/unsubscribe")
                ),
            },
        }
    }

    #[test]
    fn it_goes_to_the_subscriber_with_both_links_and_the_one_click_headers() {
        let settings = MailSettings::files("unused");
        let message = compose(&outgoing("ann@example.ca"), &settings).expect("composes");
        let text = String::from_utf8(message.formatted()).expect("utf8");
        assert!(text.contains("To: ann@example.ca\r\n"), "{text}");
        assert!(
            text.contains(
                "List-Unsubscribe: <https://example.ca/newsletter/unsubscribe?token=u.t>\r\n"
            ),
            "{text}"
        );
        assert!(
            text.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n"),
            "{text}"
        );
        let body = plain_text(Lang::En, "C-URL", "U-URL");
        assert!(
            body.contains("\nC-URL\n") && body.contains("\nU-URL\n"),
            "{body}"
        );
    }

    #[test]
    fn a_french_subscriber_reads_french_and_is_sent_to_the_french_pages() {
        let settings = MailSettings::files("unused");
        let message =
            compose(&outgoing_in("eve@example.ca", Lang::Fr), &settings).expect("composes");
        let text = String::from_utf8(message.formatted()).expect("utf8");
        assert!(
            text.contains(
                "List-Unsubscribe: <https://example.ca/fr/newsletter/unsubscribe?token=u.t>\r\n"
            ),
            "{text}"
        );
        let body = plain_text(Lang::Fr, "C-URL", "U-URL");
        assert!(
            body.starts_with(&words::confirm_subject(Lang::Fr)),
            "{body}"
        );
        assert!(body.contains(&words::confirm_intro(Lang::Fr)), "{body}");
        assert!(body.contains(words::UNSUBSCRIBE_INTRO.fr), "{body}");
        assert!(
            body.contains(&words::sender_identification(Lang::Fr)),
            "{body}"
        );
        assert!(!body.contains(words::UNSUBSCRIBE_INTRO.en), "{body}");
        let html = html(Lang::Fr, "C-URL", "U-URL");
        assert!(html.contains("<html lang=\"fr-CA\">"), "{html}");
        assert!(html.contains(">Me désabonner</a>"), "{html}");
    }

    #[test]
    fn an_address_that_cannot_be_mailed_is_a_permanent_failure() {
        let settings = MailSettings::files("unused");
        assert!(matches!(
            compose(&outgoing("not an address"), &settings),
            Err(Failure::Permanent(_))
        ));
    }
}
