//! The weekly digest to the team (docs/operating.md#attribution-and-funnel): the report's figures for a week against the week
//! before, and one chart (leads per day per form over eight weeks) with its text alternative, in
//! the office's language(s) (`--team-lang`: one block per language, French first when both).
//! Plain text, and HTML with the chart inline (`cid:`); nothing in it is a visitor's.

use super::MailSettings;
use crate::delivery::Failure;
use crate::report::chart;
use crate::report::{Digest, Figures, Step};
use lettre::Message;
use lettre::message::header::ContentType;
use lettre::message::{Attachment, MultiPart, SinglePart};
use site_core::entities::FunnelStep;
use site_core::i18n::Lang;
use site_core::markers::escape_html;
use site_core::team_mail::{self as words, TeamLang};
use site_store::leads::FormKind;

/// The chart's `Content-ID`, which the HTML part's image names.
const CHART_ID: &str = "leads-chart";

/// A section of one language's block: its title and lines.
type Section = (String, Vec<String>);
/// One language's block.
type Block = (Lang, Vec<Section>);

/// The digest as an email from and to `settings`' addresses, in `settings`' language(s).
pub fn compose_digest(digest: &Digest, settings: &MailSettings) -> Result<Message, Failure> {
    let langs = settings.team_lang.langs();
    let chart_lang = langs.first().copied().unwrap_or(Lang::En);
    let png = chart::png(&digest.chart, chart_lang)
        .map_err(|error| Failure::Permanent(error.to_string()))?;
    let alt = chart::text_alternative(&digest.chart, chart_lang);
    let subject = match settings.team_lang {
        TeamLang::Both => format!(
            "{} / {}",
            words::digest_heading(&digest.week.from, &digest.week.to, Lang::Fr),
            words::digest_heading(&digest.week.from, &digest.week.to, Lang::En)
        ),
        _ => words::digest_heading(&digest.week.from, &digest.week.to, chart_lang),
    };
    let blocks: Vec<Block> = langs
        .iter()
        .map(|lang| (*lang, sections(digest, *lang)))
        .collect();
    let text = blocks
        .iter()
        .map(|(lang, sections)| plain(digest, *lang, sections, &alt))
        .collect::<Vec<_>>()
        .join("\n----------------------------------------\n\n");
    let html = html(digest, &blocks, &alt);
    let from = settings.from();
    let mut builder = Message::builder().from(from).subject(subject);
    for to in settings.to() {
        builder = builder.to(to);
    }
    let image = Attachment::new_inline(CHART_ID.to_owned())
        .body(png, ContentType::parse("image/png").expect("a MIME type"));
    builder
        .multipart(
            MultiPart::alternative()
                .singlepart(SinglePart::plain(text))
                .multipart(
                    MultiPart::related()
                        .singlepart(SinglePart::html(html))
                        .singlepart(image),
                ),
        )
        .map_err(|error| Failure::Permanent(format!("the digest cannot be built: {error}")))
}

/// One language's sections: a title and its lines.
fn sections(d: &Digest, lang: Lang) -> Vec<Section> {
    let count = |figures: &Figures, kind: FormKind| {
        figures
            .leads_by_form
            .iter()
            .find(|c| c.name == kind.as_str())
            .map_or(0, |c| c.count)
    };
    let leads = FormKind::ALL
        .iter()
        .map(|kind| {
            let value = format!("{} ({})", count(&d.week, *kind), count(&d.before, *kind));
            words::line(words::form_title(*kind, lang), &value, lang)
        })
        .collect();
    let sources = if d.week.leads_by_source.is_empty() {
        vec![words::DIGEST_NONE.get(lang).to_owned()]
    } else {
        d.week
            .leads_by_source
            .iter()
            .map(|c| words::line(&c.name, &c.count.to_string(), lang))
            .collect()
    };
    let funnel = d
        .week
        .funnels
        .iter()
        .map(|funnel| {
            let steps: Vec<String> = [
                FunnelStep::Shown,
                FunnelStep::Started,
                FunnelStep::Submitted,
                FunnelStep::Accepted,
            ]
            .iter()
            .filter_map(|step| funnel.steps.iter().find(|s| s.step == step.as_str()))
            .map(step_cell)
            .collect();
            words::line(&funnel.form, &steps.join(" → "), lang)
        })
        .collect();
    let refusals = if d.week.refusals.is_empty() {
        vec![words::DIGEST_NONE.get(lang).to_owned()]
    } else {
        d.week
            .refusals
            .iter()
            .take(5)
            .map(|r| {
                let message = site_core::i18n::Message::by_code(&r.code)
                    .map_or(r.message.as_str(), |m| m.text(lang));
                words::line(
                    &format!("{} × {} {}", r.count, r.form, r.field),
                    message,
                    lang,
                )
            })
            .collect()
    };
    let rate = |f: &Figures| {
        f.newsletter_confirmation_rate
            .map_or_else(|| "-".to_owned(), |r| format!("{:.0} %", r * 100.0))
    };
    let seconds = |s: Option<f64>| s.map_or_else(|| "-".to_owned(), |s| format!("{s:.1} s"));
    let delivery = &d.week.delivery;
    vec![
        (words::DIGEST_LEADS.get(lang).to_owned(), leads),
        (words::DIGEST_SOURCES.get(lang).to_owned(), sources),
        (words::DIGEST_FUNNEL.get(lang).to_owned(), funnel),
        (words::DIGEST_REFUSALS.get(lang).to_owned(), refusals),
        (
            words::DIGEST_CONFIRMATION.get(lang).to_owned(),
            vec![format!("{} ({})", rate(&d.week), rate(&d.before))],
        ),
        (
            words::DIGEST_DELIVERY.get(lang).to_owned(),
            vec![format!(
                "{}, {} ({})",
                seconds(delivery.median_seconds),
                seconds(delivery.p95_seconds),
                delivery.failed
            )],
        ),
    ]
}

fn step_cell(step: &Step) -> String {
    match step.conversion {
        Some(c) => format!("{} ({:.0} %)", step.count, c * 100.0),
        None => step.count.to_string(),
    }
}

fn plain(d: &Digest, lang: Lang, sections: &[Section], alt: &str) -> String {
    let mut out = format!(
        "{}\n\n",
        words::digest_heading(&d.week.from, &d.week.to, lang)
    );
    for (title, lines) in sections {
        out.push_str(title);
        out.push('\n');
        for line in lines {
            out.push_str("  ");
            out.push_str(line);
            out.push('\n');
        }
        out.push('\n');
    }
    out.push_str(words::DIGEST_CHART.get(lang));
    out.push('\n');
    out.push_str(alt);
    out.push('\n');
    out
}

fn html(d: &Digest, blocks: &[Block], alt: &str) -> String {
    let mut body = String::new();
    for (i, (lang, sections)) in blocks.iter().enumerate() {
        body.push_str(&format!(
            "<div lang=\"{}\">\n<h1>{}</h1>\n",
            lang.tag(),
            escape_html(&words::digest_heading(&d.week.from, &d.week.to, *lang))
        ));
        if i == 0 {
            body.push_str(&format!(
                "<p><img src=\"cid:{CHART_ID}\" width=\"800\" height=\"380\" alt=\"{}\"></p>\n",
                escape_html(alt)
            ));
        }
        for (title, lines) in sections {
            body.push_str(&format!("<h2>{}</h2>\n<ul>\n", escape_html(title)));
            for line in lines {
                body.push_str(&format!("<li>{}</li>\n", escape_html(line)));
            }
            body.push_str("</ul>\n");
        }
        body.push_str("</div>\n");
    }
    format!("<!DOCTYPE html>\n<html><body>\n{body}</body></html>\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::chart::LeadsPerDay;
    use site_store::funnel::CountRow;
    use time::{Date, Duration};

    fn row(day: &str, form: &str, step: &str, count: i64) -> CountRow {
        CountRow {
            day: day.to_owned(),
            form: form.to_owned(),
            lang: "en".to_owned(),
            source: "linkedin".to_owned(),
            step: step.to_owned(),
            field: String::new(),
            code: String::new(),
            count,
        }
    }

    fn digest() -> Digest {
        let to = Date::from_calendar_date(2026, time::Month::November, 29).expect("day");
        let week_rows = [
            row("2026-11-24", "contact", "shown", 50),
            row("2026-11-24", "contact", "started", 20),
            row("2026-11-24", "contact", "submitted", 10),
            row("2026-11-24", "contact", "accepted", 8),
        ];
        let before_rows = [row("2026-11-17", "contact", "accepted", 5)];
        let all: Vec<CountRow> = week_rows.iter().chain(&before_rows).cloned().collect();
        Digest {
            week: crate::report::figures(to - Duration::days(6), to, &week_rows, &[]),
            before: crate::report::figures(
                to - Duration::days(13),
                to - Duration::days(7),
                &before_rows,
                &[],
            ),
            chart: LeadsPerDay::from_counts(&all, to),
        }
    }

    #[test]
    fn the_digest_holds_the_week_against_the_week_before_and_its_chart() {
        let settings = MailSettings {
            team_lang: TeamLang::Both,
            ..MailSettings::files("unused")
        };
        let message = compose_digest(&digest(), &settings).expect("built");
        let eml = String::from_utf8(message.formatted()).expect("text");
        assert!(
            eml.contains("Content-Type: image/png"),
            "the chart is attached"
        );
        assert!(
            eml.contains("Content-ID: <leads-chart>"),
            "named for the HTML part"
        );
        assert!(eml.contains("multipart/related"), "inline");
        let text = decoded_plain(&eml);
        assert!(text.contains("Contact request: 8 (5)"), "{text}");
        assert!(text.contains("Demande de contact\u{a0}: 8 (5)"), "{text}");
        assert!(
            text.contains("contact: 50 → 20 (40 %) → 10 (50 %) → 8 (80 %)"),
            "{text}"
        );
        assert!(text.contains("linkedin: 8"), "{text}");
    }

    /// The plain part, its quoted-printable undone (lettre's encoding of a non-ASCII text part).
    fn decoded_plain(eml: &str) -> String {
        let start = eml.find("Content-Type: text/plain").expect("a text part");
        let part = &eml[start..];
        let body_start = part.find("\r\n\r\n").expect("a body") + 4;
        // The part ends at the next MIME boundary (`--` then no third dash: the blocks' own
        // separator is a line of dashes).
        let end = part[body_start..]
            .match_indices("\r\n--")
            .map(|(e, _)| body_start + e)
            .find(|e| part.as_bytes().get(e + 4) != Some(&b'-'))
            .unwrap_or(part.len());
        let bytes = part[body_start..end].replace("=\r\n", "").into_bytes();
        let mut out = Vec::with_capacity(bytes.len());
        let mut i = 0;
        while i < bytes.len() {
            let escaped = (bytes[i] == b'=')
                .then(|| std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok())
                .flatten()
                .and_then(|hex| u8::from_str_radix(hex, 16).ok());
            match escaped {
                Some(byte) => {
                    out.push(byte);
                    i += 3;
                }
                None => {
                    out.push(bytes[i]);
                    i += 1;
                }
            }
        }
        String::from_utf8(out).expect("utf-8").replace("\r\n", "\n")
    }
}
