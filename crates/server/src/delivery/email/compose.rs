//! One lead as the team's email: a subject naming the form and the visitor, then every field of
//! the form with its label from core's inventory (in the form's order), the language and the
//! consent record, as plain text and as a simple HTML part; `Reply-To` is the visitor.
//!
//! The email is written in the office's language(s) (`--team-lang`, core's [`TeamLang`]): one
//! block per language, French first when both. Labels and framing words are translated; what the
//! visitor typed is not (an option's value reads as its French display label in French).
//!
//! Visitor text is never trusted here. Core's rule chains refuse control characters (line breaks,
//! tabs, U+0000 to U+001F, U+007F to U+009F) inside every single-line field, the names among them
//! (`validation::rules::required_line`, message `SINGLE_LINE`), but not in the surrounding white
//! space they ignore (a name sent as `"Jean\n"` is accepted and stored as sent), nor anywhere in
//! the multi-line fields (messages, descriptions); and a lead stored under older rules may hold
//! anything. So what goes into a header has its control characters, line separators and
//! invisible formatting characters replaced (so no line break can start a header of its own and
//! no direction override can turn the subject around), and is then encoded as a whole
//! (`headers.rs`: nothing the visitor typed can be read as an encoded word); what goes into the
//! HTML part is escaped.

use super::MailSettings;
use super::headers;
use crate::delivery::{Failure, Notice, Outgoing};
use lettre::Address;
use lettre::Message;
use lettre::message::{Mailbox, MultiPart};
use serde_json::Value;
use site_core::chars::{breaks_line, is_invisible_format};
use site_core::i18n::Lang;
use site_core::lead_forms::{Field, ValueKind};
use site_core::markers::escape_html;
use site_core::team_mail::{self as words, TeamLang};
use site_store::notice::Person;
use std::time::SystemTime;
use time::format_description::well_known::Rfc3339;
use time::{OffsetDateTime, UtcOffset};

/// A header value made of visitor text is cut to this many characters.
const MAX_HEADER_TEXT: usize = 120;

/// What separates the French block from the English one in the plain-text part.
const BLOCK_SEPARATOR: &str = "\n----------------------------------------\n\n";

/// The email about `outgoing`'s lead, from and to `settings`' addresses, in `settings`'
/// language(s). Its `Message-ID` is derived from the message id, so a resend is recognisable as
/// the same email.
pub fn compose(outgoing: &Outgoing, settings: &MailSettings) -> Result<Message, Failure> {
    let notice = &outgoing.notice;
    let from = settings.from();
    let visitor = header_text(&visitor_name(&notice.payload));
    let mut builder = Message::builder()
        .from(from.clone())
        .raw_header(headers::subject(&words::subject(
            notice.form,
            &visitor,
            settings.team_lang,
        )))
        .message_id(Some(format!(
            "<{}@{}>",
            header_text(&outgoing.message_id).replace(['<', '>', ' '], ""),
            from.email.domain()
        )))
        .date(SystemTime::from(notice.created_at));
    for to in recipients(notice, settings)? {
        builder = builder.to(to);
    }
    let reply_to = reply_to(&notice.payload);
    if let Some(address) = &reply_to {
        builder = builder.raw_header(headers::reply_to(&visitor, address));
    }
    let blocks = blocks(notice, reply_to.is_some(), settings.team_lang);
    builder
        .multipart(MultiPart::alternative_plain_html(
            super::text_body(&plain_text(&blocks)),
            super::text_body(&html(&blocks)),
        ))
        .map_err(|error| Failure::Permanent(format!("the email cannot be built: {error}")))
}

/// One language's block of the email: its heading, (label, value) pairs, then the closing line.
struct Block {
    lang: Lang,
    heading: String,
    rows: Vec<(&'static str, String)>,
    closing: &'static str,
}

/// The email's blocks, one per language of `setting`, French first.
///
/// With `both`, each block is the whole lead, the visitor's own text (their message included)
/// repeated in each: an advisor who reads only one of the languages reads everything in it, and
/// the block they forward or copy into a file is complete. The visitor's text is the same in both
/// (never translated), so nothing can disagree; the cost is length, which the forms' length
/// limits bound.
fn blocks(notice: &Notice, has_reply_to: bool, setting: TeamLang) -> Vec<Block> {
    setting
        .langs()
        .iter()
        .map(|&lang| block(notice, has_reply_to, lang))
        .collect()
}

fn block(notice: &Notice, has_reply_to: bool, lang: Lang) -> Block {
    let form = notice.form.form();
    let mut rows = vec![
        (words::RECEIVED.get(lang), human_time(notice.created_at)),
        (words::LEAD_ID.get(lang), notice.lead_id.clone()),
        (words::LANGUAGE.get(lang), notice.lang.as_str().to_owned()),
    ];
    rows.extend(form.fields.iter().map(|field| {
        (
            words::field_label(notice.form, field, lang),
            value_text(field, notice.payload.get(field.name), lang),
        )
    }));
    rows.push((
        words::CONSENT.get(lang),
        match &notice.consent {
            Some(consent) => words::consent_given(&consent.text, &human_time(consent.at), lang),
            None => words::NO_CONSENT.get(lang).to_owned(),
        },
    ));
    rows.extend(attribution_rows(notice.attribution.as_ref(), lang));
    rows.extend(person_rows(notice.person.as_ref(), lang));
    Block {
        lang,
        heading: words::heading(notice.form, lang),
        rows,
        closing: if has_reply_to {
            words::REPLY_HINT.get(lang)
        } else {
            words::NO_REPLY_TO.get(lang)
        },
    }
}

/// The person's earlier requests (docs/operating.md#answering-leads): how many, then the newest
/// (at most five), newest first, each with its form, time and reference; nothing for a lead
/// without a person.
fn person_rows(person: Option<&Person>, lang: Lang) -> Vec<(&'static str, String)> {
    let Some(person) = person else {
        return Vec::new();
    };
    let label = words::EARLIER_REQUESTS.get(lang);
    let mut rows = vec![(
        label,
        words::earlier_count(person.earlier, &person.id, lang),
    )];
    rows.extend(person.latest.iter().map(|earlier| {
        let at = OffsetDateTime::parse(&earlier.created_at, &Rfc3339)
            .map_or_else(|_| earlier.created_at.clone(), human_time);
        (
            label,
            words::earlier_request(earlier.form, &at, &earlier.id, lang),
        )
    }));
    rows
}

/// The visit's attribution, one row per key it holds (docs/operating.md#attribution-and-funnel), or one row saying there is
/// none.
fn attribution_rows(attribution: Option<&Value>, lang: Lang) -> Vec<(&'static str, String)> {
    let rows: Vec<(&'static str, String)> = words::ATTRIBUTION_LABELS
        .iter()
        .filter_map(|(key, label)| {
            let value = match attribution?.get(key)? {
                Value::String(text) => text.clone(),
                Value::Number(number) => number.to_string(),
                _ => return None,
            };
            Some((label.get(lang), value))
        })
        .collect();
    if rows.is_empty() {
        vec![(
            words::ATTRIBUTION.get(lang),
            words::NOT_RECORDED.get(lang).to_owned(),
        )]
    } else {
        rows
    }
}

fn plain_text(blocks: &[Block]) -> String {
    let texts: Vec<String> = blocks
        .iter()
        .map(|block| {
            let mut out = format!("{}\n\n", block.heading);
            for (label, value) in &block.rows {
                // A value of several lines stays visibly inside its field.
                let value = value.replace("\r\n", "\n").replace('\n', "\n    ");
                out.push_str(&words::line(label, &value, block.lang));
                out.push('\n');
            }
            out.push('\n');
            out.push_str(block.closing);
            out.push('\n');
            out
        })
        .collect();
    texts.join(BLOCK_SEPARATOR)
}

fn html(blocks: &[Block]) -> String {
    let row = |label: &str, value: &str| {
        format!(
            "<tr><th align=\"left\" valign=\"top\">{}</th><td style=\"white-space:pre-wrap\">{}</td></tr>\n",
            escape_html(label),
            escape_html(value)
        )
    };
    let sections: Vec<String> = blocks
        .iter()
        .map(|block| {
            let rows: String = block
                .rows
                .iter()
                .map(|(label, value)| row(label, value))
                .collect();
            format!(
                "<div lang=\"{}\">\n<h1>{}</h1>\n<table cellpadding=\"4\">\n{rows}</table>\n<p>{}</p>\n</div>\n",
                block.lang.tag(),
                escape_html(&block.heading),
                escape_html(block.closing)
            )
        })
        .collect();
    let lang = match blocks {
        [only] => only.lang.tag(),
        _ => Lang::Fr.tag(),
    };
    format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\"><body>\n{}</body></html>\n",
        sections.join("<hr>\n")
    )
}

/// A field's value as the team reads it in `lang`: the visitor's text as typed, an option's
/// display label, a flag's yes or no.
fn value_text(field: &Field, value: Option<&Value>, lang: Lang) -> String {
    match (field.kind, value) {
        (_, None | Some(Value::Null)) => words::NOT_GIVEN.get(lang).to_owned(),
        (_, Some(Value::String(text))) if text.trim().is_empty() => {
            words::NOT_GIVEN.get(lang).to_owned()
        }
        (_, Some(Value::String(text))) => words::value_label(field, text, lang).to_owned(),
        (ValueKind::Flag, Some(Value::Bool(true))) => words::YES.get(lang).to_owned(),
        (ValueKind::Flag, Some(Value::Bool(false))) => words::NO.get(lang).to_owned(),
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

/// Who receives the email: the recipients a routing file chose (docs/operating.md#routing), else
/// `--notify-to`.
fn recipients(notice: &Notice, settings: &MailSettings) -> Result<Vec<Mailbox>, Failure> {
    match notice.route.as_ref().map(|route| route.to.as_slice()) {
        Some(to) if !to.is_empty() => to
            .iter()
            .map(|address| {
                address.parse::<Mailbox>().map_err(|error| {
                    Failure::Permanent(format!("the route's recipient is not an address: {error}"))
                })
            })
            .collect(),
        _ => Ok(settings.to()),
    }
}

/// The visitor's address for `Reply-To`, when it is one an email can carry.
fn reply_to(payload: &Value) -> Option<Address> {
    let email = payload.get("email").and_then(Value::as_str)?.trim();
    email.parse().ok()
}

/// Visitor text made fit for a header: control characters (CR, LF, tab...), line separators and
/// invisible formatting characters (core's single-line rule) become spaces, runs of spaces one,
/// and the whole is cut to [`MAX_HEADER_TEXT`] characters.
fn header_text(text: &str) -> String {
    let spaced: String = text
        .chars()
        .map(|c| {
            if breaks_line(c) || is_invisible_format(c) {
                ' '
            } else {
                c
            }
        })
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
                attribution: None,
                source: "direct".to_owned(),
                person: None,
                route: None,
            },
        }
    }

    #[test]
    fn header_text_has_no_line_breaks_and_a_bounded_length() {
        assert_eq!(header_text("Eve\r\nBcc: x@y\tz"), "Eve Bcc: x@y z");
        assert_eq!(header_text(&"a".repeat(500)).len(), MAX_HEADER_TEXT);
    }

    /// The plain-text part of `notice`'s email in `setting`.
    fn text_of(notice: &Notice, setting: TeamLang) -> String {
        plain_text(&blocks(notice, true, setting))
    }

    #[test]
    fn every_field_has_its_label_in_the_forms_order_and_flags_read_yes_or_no() {
        let payload = serde_json::json!({"firstName": "Ann", "lastName": "Lee",
            "email": "ann@example.ca", "want_updates": true, "query_message": "line 1\nline 2"});
        let text = text_of(&outgoing(payload, true).notice, TeamLang::En);
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
            text.contains(&format!("Website: {}\n", words::NOT_GIVEN.en)),
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
        let text = text_of(&notice, TeamLang::En);
        assert!(
            text.contains(&format!("\n{}: en\n", words::LANGUAGE.en)),
            "{text}"
        );
        notice.lang = Lang::Fr;
        let text = text_of(&notice, TeamLang::En);
        assert!(
            text.contains(&format!("\n{}: fr\n", words::LANGUAGE.en)),
            "{text}"
        );
        assert!(html(&blocks(&notice, true, TeamLang::En)).contains("<th align=\"left\" valign=\"top\">Language</th><td style=\"white-space:pre-wrap\">fr</td>"));
    }

    #[test]
    fn without_consent_the_email_says_so() {
        let notice = outgoing(serde_json::json!({"email": "a@b.ca"}), false).notice;
        let text = text_of(&notice, TeamLang::En);
        assert!(
            text.contains(&format!(
                "{}: {}\n",
                words::CONSENT.en,
                words::NO_CONSENT.en
            )),
            "{text}"
        );
        let text = text_of(&notice, TeamLang::Fr);
        assert!(
            text.contains(&format!(
                "{}\u{a0}: {}\n",
                words::CONSENT.fr,
                words::NO_CONSENT.fr
            )),
            "{text}"
        );
    }

    /// A French visitor's contact request: a province (an option), a message typed in English
    /// (never translated), the updates box ticked.
    fn french_lead() -> Notice {
        let mut notice = outgoing(
            serde_json::json!({"firstName": "Ann", "lastName": "Lee", "email": "ann@example.ca",
                "state": "Quebec", "want_updates": true,
                "query_message": "Yes: please call me back"}),
            true,
        )
        .notice;
        notice.lang = Lang::Fr;
        notice
    }

    #[test]
    fn in_english_the_email_has_english_words_only() {
        let notice = french_lead();
        let text = text_of(&notice, TeamLang::En);
        assert!(text.starts_with("New contact request\n\n"), "{text}");
        for line in [
            "\nProvince or territory: Quebec\n",
            "\nHow can we help?: Yes: please call me back\n",
            "\nWants updates: Yes\n",
            "\nLanguage: fr\n",
        ] {
            assert!(text.contains(line), "{line:?} in {text}");
        }
        for french in ["Nouvelle", "Langue", "Québec", "\u{a0}:"] {
            assert!(!text.contains(french), "{french:?} in {text}");
        }
        let html = html(&blocks(&notice, true, TeamLang::En));
        assert!(html.contains("<html lang=\"en-CA\">"), "{html}");
        assert!(
            !html.contains("fr-CA") && !html.contains("Nouvelle"),
            "{html}"
        );
    }

    #[test]
    fn in_french_labels_and_options_are_french_and_the_visitors_text_is_as_typed() {
        let notice = french_lead();
        let text = text_of(&notice, TeamLang::Fr);
        assert!(
            text.starts_with("Nouvelle demande de contact\n\n"),
            "{text}"
        );
        for line in [
            "\nPrénom\u{a0}: Ann\n",
            "\nProvince ou territoire\u{a0}: Québec\n",
            // The visitor's words, as typed.
            "\nComment pouvons-nous vous aider?\u{a0}: Yes: please call me back\n",
            "\nSouhaite recevoir nos nouvelles\u{a0}: Oui\n",
            "\nLangue\u{a0}: fr\n",
            "\nSite Web\u{a0}: (non fourni)\n",
            "«\u{a0}Yes, updates please\u{a0}»",
        ] {
            assert!(text.contains(line), "{line:?} in {text}");
        }
        assert!(
            text.ends_with(&format!("\n\n{}\n", words::REPLY_HINT.fr)),
            "{text}"
        );
        for english in [
            "New contact",
            "Language",
            "Province or territory",
            "Reply to",
        ] {
            assert!(!text.contains(english), "{english:?} in {text}");
        }
        let html = html(&blocks(&notice, true, TeamLang::Fr));
        assert!(html.contains("<html lang=\"fr-CA\">"), "{html}");
        assert!(
            html.contains("<h1>Nouvelle demande de contact</h1>"),
            "{html}"
        );
        assert!(
            html.contains("<th align=\"left\" valign=\"top\">Province ou territoire</th><td style=\"white-space:pre-wrap\">Québec</td>"),
            "{html}"
        );
        assert!(!html.contains("New contact"), "{html}");
    }

    #[test]
    fn with_both_the_french_block_comes_first_then_the_english_one_each_whole() {
        let notice = french_lead();
        let text = text_of(&notice, TeamLang::Both);
        let french = text
            .find("Nouvelle demande de contact\n")
            .expect("French block");
        let english = text.find("New contact request\n").expect("English block");
        assert!(french < english, "{text}");
        assert_eq!(french, 0, "{text}");
        let (french_block, english_block) = text.split_at(english);
        assert!(french_block.contains("\nProvince ou territoire\u{a0}: Québec\n"));
        assert!(english_block.contains("\nProvince or territory: Quebec\n"));
        assert!(!english_block.contains("Québec") && !french_block.contains("Wants updates"));
        // The visitor's message is in each block, as typed (see `blocks`).
        assert_eq!(
            text.matches("Yes: please call me back").count(),
            2,
            "{text}"
        );
        assert_eq!(
            text,
            [
                text_of(&notice, TeamLang::Fr),
                text_of(&notice, TeamLang::En)
            ]
            .join(BLOCK_SEPARATOR)
        );

        let html = html(&blocks(&notice, true, TeamLang::Both));
        let french = html.find("<div lang=\"fr-CA\">").expect("French block");
        let english = html.find("<div lang=\"en-CA\">").expect("English block");
        assert!(french < english, "{html}");
        assert!(html[french..english].contains("<h1>Nouvelle demande de contact</h1>"));
        assert!(html[english..].contains("<h1>New contact request</h1>"));
        assert_eq!(
            html.matches("Yes: please call me back").count(),
            2,
            "{html}"
        );
    }

    #[test]
    fn the_subject_and_both_parts_follow_the_setting() {
        let mut out = outgoing(
            serde_json::json!({"firstName": "Ann", "lastName": "Lee", "email": "ann@example.ca"}),
            false,
        );
        out.notice.lang = Lang::Fr;
        for (setting, subject) in [
            (TeamLang::En, "New contact request from Ann Lee"),
            (TeamLang::Fr, "Nouvelle demande de contact\u{a0}: Ann Lee"),
            (
                TeamLang::Both,
                "Nouvelle demande de contact / New contact request – Ann Lee",
            ),
        ] {
            let mut settings = MailSettings::files("unused");
            settings.team_lang = setting;
            let message = compose(&out, &settings).expect("composes");
            assert_eq!(
                message.headers().get_raw("Subject"),
                Some(subject),
                "{setting:?}"
            );
        }
    }
}
