//! A lead's acknowledgement to the visitor (docs/operating.md#answering-leads), in core's words
//! (`visitor_mail.rs`) and the language of the page the form was sent from: plain text and a
//! simple HTML part, from `--mail-from` to the address the visitor gave. Nothing in it is the
//! visitor's own text: the form's name, the reference, the times and links are the site's.

use super::MailSettings;
use crate::delivery::{AcknowledgementNotice, Failure};
use lettre::Message;
use lettre::message::{Mailbox, MultiPart};
use site_core::markers::escape_html;
use site_core::visitor_mail as words;
use std::time::SystemTime;
use time::macros::format_description;

/// The email of `notice` (outbox message `message_id`), from `settings`' sender to the visitor.
pub fn compose(
    message_id: &str,
    notice: &AcknowledgementNotice,
    settings: &MailSettings,
) -> Result<Message, Failure> {
    let to: Mailbox = notice.acknowledge_to.trim().parse().map_err(|error| {
        Failure::Permanent(format!("the visitor's address cannot be mailed: {error}"))
    })?;
    let from = settings.from();
    let id: String = message_id
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .collect();
    let paragraphs = paragraphs(notice);
    Message::builder()
        .from(from.clone())
        .to(to)
        .subject(words::subject(notice.form, notice.lang))
        .message_id(Some(format!("<{id}@{}>", from.email.domain())))
        .date(SystemTime::from(notice.created_at))
        // RFC 3834: an automatic answer, so that auto-responders do not answer it in turn.
        .raw_header(lettre::message::header::HeaderValue::new(
            lettre::message::header::HeaderName::new_from_ascii_str("Auto-Submitted"),
            "auto-replied".to_owned(),
        ))
        .multipart(MultiPart::alternative_plain_html(
            super::text_body(&plain_text(notice, &paragraphs)),
            super::text_body(&html(notice, &paragraphs)),
        ))
        .map_err(|error| Failure::Permanent(format!("the email cannot be built: {error}")))
}

/// The body's paragraphs, before the footer.
fn paragraphs(notice: &AcknowledgementNotice) -> Vec<String> {
    let lang = notice.lang;
    let received = notice
        .created_at
        .to_offset(time::UtcOffset::UTC)
        .format(format_description!("[year]-[month]-[day] [hour]:[minute]"))
        .unwrap_or_default();
    vec![
        words::received(notice.form, &received, lang),
        words::reference(&notice.lead_id, lang),
        words::reply_time(lang),
        words::next_steps(notice.form).get(lang).to_owned(),
        words::call_us(lang),
    ]
}

fn plain_text(notice: &AcknowledgementNotice, paragraphs: &[String]) -> String {
    let lang = notice.lang;
    format!(
        "{}\n\n{}\n\n-- \n{}\n\n{} {}\n\n{}\n",
        words::subject(notice.form, lang),
        paragraphs.join("\n\n"),
        words::WHY_THIS_EMAIL.get(lang),
        words::PRIVACY_INTRO.get(lang),
        notice.privacy_url,
        words::sender(lang),
    )
}

fn html(notice: &AcknowledgementNotice, paragraphs: &[String]) -> String {
    let lang = notice.lang;
    let body: String = paragraphs
        .iter()
        .map(|paragraph| format!("<p>{}</p>\n", escape_html(paragraph)))
        .collect();
    let privacy = escape_html(&notice.privacy_url);
    format!(
        "<!DOCTYPE html>\n<html lang=\"{}\"><body>\n<h1>{}</h1>\n{body}<hr>\n<p>{}</p>\n\
         <p>{} <a href=\"{privacy}\">{privacy}</a></p>\n<p>{}</p>\n</body></html>\n",
        lang.tag(),
        escape_html(&words::subject(notice.form, lang)),
        escape_html(words::WHY_THIS_EMAIL.get(lang)),
        escape_html(words::PRIVACY_INTRO.get(lang)),
        escape_html(&words::sender(lang)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use site_core::i18n::Lang;
    use site_core::lead_forms::FormKind;

    fn notice(lang: Lang) -> AcknowledgementNotice {
        AcknowledgementNotice {
            acknowledge_to: "ann.lee@example.ca".to_owned(),
            lead_id: "0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b".to_owned(),
            form: FormKind::Loan,
            created_at: time::OffsetDateTime::from_unix_timestamp(1_795_000_000).expect("time"),
            lang,
            privacy_url: format!(
                "https://example.ca{}",
                lang.path(site_core::pages::PRIVACY_POLICY.path)
            ),
        }
    }

    #[test]
    fn it_is_written_in_the_pages_language_with_the_reference_and_the_policy() {
        for lang in Lang::ALL {
            let notice = notice(lang);
            let text = plain_text(&notice, &paragraphs(&notice));
            assert!(
                text.starts_with(&words::subject(FormKind::Loan, lang)),
                "{text}"
            );
            assert!(text.contains(&notice.lead_id), "{text}");
            assert!(text.contains(&words::reply_time(lang)), "{text}");
            assert!(text.contains(&notice.privacy_url), "{text}");
            assert!(text.contains(&words::sender(lang)), "{text}");
        }
        let french = plain_text(&notice(Lang::Fr), &paragraphs(&notice(Lang::Fr)));
        assert!(french.contains("Nous avons bien reçu votre demande de prêt d’affaires"));
    }
}
