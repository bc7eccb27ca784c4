//! One lead as the team's email: a subject naming the form and the visitor, then every field of
//! the form with its label from core's inventory (in the form's order), the language and the
//! consent record, as plain text and as a simple HTML part; `Reply-To` is the visitor.
//!
//! Visitor text is never trusted here. Core's rule chains refuse control characters (line breaks,
//! tabs, U+0000 to U+001F, U+007F to U+009F) inside every single-line field, the names among them
//! (`validation::rules::required_line`, message `SINGLE_LINE`), but not in the surrounding white
//! space they ignore (a name sent as `"Jean\n"` is accepted and stored as sent), nor anywhere in
//! the multi-line fields (messages, descriptions); and a lead stored under older rules may hold
//! anything. So what goes into a header has its control characters replaced (so no line break
//! can start a header of its own; lettre also encodes what is not plain ASCII), and what goes
//! into the HTML part is escaped.

use super::MailSettings;
use crate::delivery::{Failure, Notice, Outgoing};
use lettre::Message;
use lettre::message::{Mailbox, MultiPart};
use serde_json::Value;
use site_core::lead_forms::{Field, ValueKind};
use site_core::markers::escape_html;
use site_core::team_mail as words;
use std::time::SystemTime;
use time::format_description::well_known::Rfc3339;
use time::{OffsetDateTime, UtcOffset};

/// A header value made of visitor text is cut to this many characters.
const MAX_HEADER_TEXT: usize = 120;

/// The email about `outgoing`'s lead, from and to `settings`' addresses. Its `Message-ID` is
/// derived from the message id, so a resend is recognisable as the same email.
pub fn compose(outgoing: &Outgoing, settings: &MailSettings) -> Result<Message, Failure> {
    let notice = &outgoing.notice;
    let from = settings.from();
    let visitor = header_text(&visitor_name(&notice.payload));
    let mut builder = Message::builder()
        .from(from.clone())
        .subject(words::subject(notice.form, &visitor))
        .message_id(Some(format!(
            "<{}@{}>",
            header_text(&outgoing.message_id).replace(['<', '>', ' '], ""),
            from.email.domain()
        )))
        .date(SystemTime::from(notice.created_at));
    for to in settings.to() {
        builder = builder.to(to);
    }
    let reply_to = reply_to(&notice.payload, &visitor);
    if let Some(reply_to) = &reply_to {
        builder = builder.reply_to(reply_to.clone());
    }
    let lines = lines(notice, reply_to.is_some());
    builder
        .multipart(MultiPart::alternative_plain_html(
            plain_text(notice, &lines),
            html(notice, &lines),
        ))
        .map_err(|error| Failure::Permanent(format!("the email cannot be built: {error}")))
}

/// The text lines of the email: (label, value) pairs, then the closing line.
struct Lines {
    facts: Vec<(&'static str, String)>,
    fields: Vec<(&'static str, String)>,
    consent: String,
    closing: &'static str,
}

fn lines(notice: &Notice, has_reply_to: bool) -> Lines {
    let form = notice.form.form();
    Lines {
        facts: vec![
            (words::RECEIVED, human_time(notice.created_at)),
            (words::LEAD_ID, notice.lead_id.clone()),
            (words::LANGUAGE, notice.lang.as_str().to_owned()),
        ],
        fields: form
            .fields
            .iter()
            .map(|field| {
                (
                    field.label,
                    value_text(field, notice.payload.get(field.name)),
                )
            })
            .collect(),
        consent: match &notice.consent {
            Some(consent) => words::consent_given(&consent.text, &human_time(consent.at)),
            None => words::NO_CONSENT.to_owned(),
        },
        closing: if has_reply_to {
            words::REPLY_HINT
        } else {
            words::NO_REPLY_TO
        },
    }
}

fn plain_text(notice: &Notice, lines: &Lines) -> String {
    let mut out = format!("{}\n\n", words::subject(notice.form, ""));
    let mut write = |label: &str, value: &str| {
        // A value of several lines stays visibly inside its field.
        let value = value.replace("\r\n", "\n").replace('\n', "\n    ");
        out.push_str(&format!("{label}: {value}\n"));
    };
    for (label, value) in lines.facts.iter().chain(&lines.fields) {
        write(label, value);
    }
    write(words::CONSENT, &lines.consent);
    out.push('\n');
    out.push_str(lines.closing);
    out.push('\n');
    out
}

fn html(notice: &Notice, lines: &Lines) -> String {
    let row = |label: &str, value: &str| {
        format!(
            "<tr><th align=\"left\" valign=\"top\">{}</th><td style=\"white-space:pre-wrap\">{}</td></tr>\n",
            escape_html(label),
            escape_html(value)
        )
    };
    let mut rows: String = lines
        .facts
        .iter()
        .chain(&lines.fields)
        .map(|(label, value)| row(label, value))
        .collect();
    rows.push_str(&row(words::CONSENT, &lines.consent));
    format!(
        "<!DOCTYPE html>\n<html><body>\n<h1>{}</h1>\n<table cellpadding=\"4\">\n{rows}</table>\n<p>{}</p>\n</body></html>\n",
        escape_html(&words::subject(notice.form, "")),
        escape_html(lines.closing)
    )
}

/// A field's value as the team reads it.
fn value_text(field: &Field, value: Option<&Value>) -> String {
    match (field.kind, value) {
        (_, None | Some(Value::Null)) => words::NOT_GIVEN.to_owned(),
        (_, Some(Value::String(text))) if text.trim().is_empty() => words::NOT_GIVEN.to_owned(),
        (_, Some(Value::String(text))) => text.clone(),
        (ValueKind::Flag, Some(Value::Bool(true))) => words::YES.to_owned(),
        (ValueKind::Flag, Some(Value::Bool(false))) => words::NO.to_owned(),
        (_, Some(other)) => other.to_string(),
    }
}

/// Who sent the lead: the first and last names, or the one name field.
fn visitor_name(payload: &Value) -> String {
    ["firstName", "lastName", "name"]
        .iter()
        .filter_map(|key| payload.get(key).and_then(Value::as_str))
        .map(str::trim)
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The visitor as `Reply-To`, when their address is one an email can carry.
fn reply_to(payload: &Value, name: &str) -> Option<Mailbox> {
    let email = payload.get("email").and_then(Value::as_str)?.trim();
    let address = email.parse().ok()?;
    Some(Mailbox::new(
        (!name.is_empty()).then(|| name.to_owned()),
        address,
    ))
}

/// Visitor text made fit for a header: control characters (CR, LF, tab...) become spaces, runs of
/// spaces one, and the whole is cut to [`MAX_HEADER_TEXT`] characters.
fn header_text(text: &str) -> String {
    let spaced: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    spaced
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .take(MAX_HEADER_TEXT)
        .collect()
}

/// A time as the team reads it: UTC, to the second.
fn human_time(at: OffsetDateTime) -> String {
    at.to_offset(UtcOffset::UTC)
        .replace_nanosecond(0)
        .ok()
        .and_then(|at| at.format(&Rfc3339).ok())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::delivery::Consent;
    use site_core::i18n::Lang;
    use site_core::lead_forms::FormKind;

    fn outgoing(payload: Value, consent: bool) -> Outgoing {
        let at = OffsetDateTime::from_unix_timestamp(1_795_000_000).expect("time");
        Outgoing {
            message_id: "0193a1b2-msg".to_owned(),
            attempt: 1,
            notice: Notice {
                lead_id: "lead-1".to_owned(),
                form: FormKind::Contact,
                created_at: at,
                lang: Lang::En,
                payload,
                consent: consent.then(|| Consent {
                    text: "Yes, updates please".to_owned(),
                    at,
                }),
            },
        }
    }

    #[test]
    fn header_text_has_no_line_breaks_and_a_bounded_length() {
        assert_eq!(header_text("Eve\r\nBcc: x@y\tz"), "Eve Bcc: x@y z");
        assert_eq!(header_text(&"a".repeat(500)).len(), MAX_HEADER_TEXT);
    }

    #[test]
    fn every_field_has_its_label_in_the_forms_order_and_flags_read_yes_or_no() {
        let payload = serde_json::json!({"firstName": "Ann", "lastName": "Lee",
            "email": "ann@example.ca", "want_updates": true, "query_message": "line 1\nline 2"});
        let text = plain_text(
            &outgoing(payload.clone(), true).notice,
            &lines(&outgoing(payload, true).notice, true),
        );
        let labels: Vec<usize> = FormKind::Contact
            .form()
            .fields
            .iter()
            .map(|field| {
                text.find(&format!("\n{}: ", field.label))
                    .unwrap_or_else(|| panic!("{} missing in {text}", field.label))
            })
            .collect();
        assert!(labels.windows(2).all(|w| w[0] < w[1]), "{text}");
        assert!(text.contains("Wants updates: Yes\n"), "{text}");
        assert!(text.contains("line 1\n    line 2\n"), "{text}");
        assert!(
            text.contains(&format!("Website: {}\n", words::NOT_GIVEN)),
            "{text}"
        );
        assert!(
            text.contains("\u{201c}Yes, updates please\u{201d}"),
            "{text}"
        );
    }

    /// The team answers in the visitor's language: the email names it (as stored and exported).
    #[test]
    fn the_language_line_is_the_visitors() {
        let mut notice = outgoing(serde_json::json!({"email": "a@b.ca"}), false).notice;
        let text = plain_text(&notice, &lines(&notice, true));
        assert!(
            text.contains(&format!("\n{}: en\n", words::LANGUAGE)),
            "{text}"
        );
        notice.lang = Lang::Fr;
        let text = plain_text(&notice, &lines(&notice, true));
        assert!(
            text.contains(&format!("\n{}: fr\n", words::LANGUAGE)),
            "{text}"
        );
        assert!(html(&notice, &lines(&notice, true)).contains("<th align=\"left\" valign=\"top\">Language</th><td style=\"white-space:pre-wrap\">fr</td>"));
    }

    #[test]
    fn without_consent_the_email_says_so() {
        let notice = outgoing(serde_json::json!({"email": "a@b.ca"}), false).notice;
        let text = plain_text(&notice, &lines(&notice, true));
        assert!(
            text.contains(&format!("{}: {}\n", words::CONSENT, words::NO_CONSENT)),
            "{text}"
        );
    }
}
