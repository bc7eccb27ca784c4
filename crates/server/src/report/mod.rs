//! What the funnel's counts and the outbox say about a period (docs/operating.md#attribution-and-funnel): leads per form and
//! per source, each form's steps with the conversion of each, the refusals that stop most
//! visitors, the newsletter's confirmation rate, and the time a lead takes to reach the team
//! (median, 95th percentile) with the messages that failed; as text or CSV. `server report`
//! prints them; the weekly digest (`chart.rs` draws its chart) sends them to the team.
//!
//! [`figures`] does no IO: it computes from rows, so it is tested without a database.

pub mod chart;

use serde::Serialize;
use site_core::i18n::Message;
use site_store::funnel::{self, CountRow, DeliveryRow, FunnelStep, NEWSLETTER_FORM};
use site_store::leads::FormKind;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use time::format_description::well_known::Rfc3339;
use time::{Date, Duration, OffsetDateTime};

/// A report's error: the database's, or writing CSV.
pub type ReportError = Box<dyn std::error::Error + Send + Sync>;

/// How many refusals the report lists.
const TOP_REFUSALS: usize = 10;

/// The figures of the days from `from` to `to`, read from the database.
pub async fn read(db: &site_store::Db, from: Date, to: Date) -> Result<Figures, ReportError> {
    let counts = funnel::counts(db, &from.to_string(), &to.to_string()).await?;
    let start = from.midnight().assume_utc();
    let end = (to + Duration::days(1)).midnight().assume_utc();
    let deliveries = funnel::delivery_times(
        db,
        &site_store::timestamp(start),
        &site_store::timestamp(end),
    )
    .await?;
    Ok(figures(from, to, &counts, &deliveries))
}

/// When the weekly digest is written (`--digest`): off, or a day of the week and a time (UTC).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DigestSchedule {
    Off,
    Weekly {
        weekday: time::Weekday,
        hour: u8,
        minute: u8,
    },
}

const WEEKDAYS: [(&str, time::Weekday); 7] = [
    ("mon", time::Weekday::Monday),
    ("tue", time::Weekday::Tuesday),
    ("wed", time::Weekday::Wednesday),
    ("thu", time::Weekday::Thursday),
    ("fri", time::Weekday::Friday),
    ("sat", time::Weekday::Saturday),
    ("sun", time::Weekday::Sunday),
];

impl DigestSchedule {
    /// `off`, or `DAY HH:MM` with DAY one of `mon` to `sun` (UTC).
    pub fn parse(text: &str) -> Result<Self, String> {
        let text = text.trim().to_ascii_lowercase();
        if text == "off" {
            return Ok(DigestSchedule::Off);
        }
        let wrong =
            || format!("{text:?}: expected `off` or a day and a time (UTC), e.g. `mon 08:00`");
        let (day, time) = text.split_once(' ').ok_or_else(wrong)?;
        let weekday = WEEKDAYS
            .iter()
            .find(|(name, _)| *name == day)
            .map(|(_, weekday)| *weekday)
            .ok_or_else(wrong)?;
        let (hour, minute) = time.trim().split_once(':').ok_or_else(wrong)?;
        let hour: u8 = hour.parse().ok().filter(|h| *h < 24).ok_or_else(wrong)?;
        let minute: u8 = minute.parse().ok().filter(|m| *m < 60).ok_or_else(wrong)?;
        Ok(DigestSchedule::Weekly {
            weekday,
            hour,
            minute,
        })
    }

    /// The last day of the week whose digest is due at `now`: the week before the latest slot at
    /// or before `now`; none when off.
    pub fn due_week(self, now: OffsetDateTime) -> Option<Date> {
        let DigestSchedule::Weekly {
            weekday,
            hour,
            minute,
        } = self
        else {
            return None;
        };
        let now = now.to_offset(time::UtcOffset::UTC);
        let at = time::Time::from_hms(hour, minute, 0).ok()?;
        let mut day = now.date();
        while day.weekday() != weekday || (day == now.date() && now.time() < at) {
            day = day.previous_day()?;
        }
        day.previous_day()
    }
}

/// A week's figures, the week before's, and the eight weeks of the chart: the weekly digest.
#[derive(Debug, Clone)]
pub struct Digest {
    pub week: Figures,
    pub before: Figures,
    pub chart: chart::LeadsPerDay,
}

/// The digest of the week whose last day is `to`, read from the database.
pub async fn read_digest(db: &site_store::Db, to: Date) -> Result<Digest, ReportError> {
    let week = read(db, to - Duration::days(6), to).await?;
    let before = read(db, to - Duration::days(13), to - Duration::days(7)).await?;
    let first = to - Duration::days(chart::DAYS - 1);
    let counts = funnel::counts(db, &first.to_string(), &to.to_string()).await?;
    Ok(Digest {
        week,
        before,
        chart: chart::LeadsPerDay::from_counts(&counts, to),
    })
}

/// What the report says about a period.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Figures {
    pub from: String,
    pub to: String,
    /// Leads accepted per lead form, in the inventory's order.
    pub leads_by_form: Vec<Count>,
    /// Leads accepted per source (campaign source, referring host, `direct` or `other`), most
    /// first.
    pub leads_by_source: Vec<Count>,
    /// Each form's steps (the lead forms, then the newsletter).
    pub funnels: Vec<Funnel>,
    /// The refusals that stop most visitors, most first.
    pub refusals: Vec<Refusal>,
    /// Confirmed subscriptions per accepted subscription request, when any was accepted.
    pub newsletter_confirmation_rate: Option<f64>,
    pub delivery: Delivery,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Count {
    pub name: String,
    pub count: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Funnel {
    pub form: String,
    pub steps: Vec<Step>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Step {
    pub step: &'static str,
    pub count: i64,
    /// This step's count over the step it follows (started over shown, submitted over started,
    /// accepted over submitted, confirmed and delivered over accepted); none when that is zero
    /// or the step follows none (shown, refused, spam).
    pub conversion: Option<f64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Refusal {
    pub form: String,
    pub field: String,
    pub code: String,
    /// The message the visitor read (in English).
    pub message: String,
    pub count: i64,
}

/// The time leads of the period took to reach the team.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Delivery {
    /// Messages about the period's leads delivered (email and webhook).
    pub delivered: i64,
    /// Given up on after three days of retries.
    pub failed: i64,
    /// Still waiting (or being retried).
    pub pending: i64,
    /// From the lead's 201 to the message's delivery, in seconds.
    pub median_seconds: Option<f64>,
    pub p95_seconds: Option<f64>,
}

/// The report's figures from the funnel's count rows and the outbox's delivery rows.
pub fn figures(from: Date, to: Date, counts: &[CountRow], deliveries: &[DeliveryRow]) -> Figures {
    let mut by_form_step: BTreeMap<(&str, FunnelStep), i64> = BTreeMap::new();
    let mut by_source: BTreeMap<&str, i64> = BTreeMap::new();
    let mut refusals: BTreeMap<(&str, &str, &str), i64> = BTreeMap::new();
    for row in counts {
        // A step this build does not know (a newer instance's, on a shared database) is left out.
        let Some(step) = FunnelStep::parse(&row.step) else {
            continue;
        };
        *by_form_step.entry((&row.form, step)).or_default() += row.count;
        let is_lead = FormKind::from_name(&row.form).is_some();
        if is_lead && step == FunnelStep::Accepted {
            *by_source.entry(&row.source).or_default() += row.count;
        }
        if step == FunnelStep::Refused {
            *refusals
                .entry((&row.form, &row.field, &row.code))
                .or_default() += row.count;
        }
    }
    let count =
        |form: &str, step: FunnelStep| by_form_step.get(&(form, step)).copied().unwrap_or(0);
    let forms: Vec<&str> = FormKind::ALL
        .iter()
        .map(|kind| kind.as_str())
        .chain([NEWSLETTER_FORM])
        .collect();
    let funnels = forms
        .iter()
        .map(|form| Funnel {
            form: (*form).to_owned(),
            steps: FunnelStep::ALL
                .into_iter()
                .filter(|step| *step != FunnelStep::Confirmed || *form == NEWSLETTER_FORM)
                .map(|step| {
                    let n = count(form, step);
                    let conversion = step
                        .converts_from()
                        .map(|earlier| count(form, earlier))
                        .filter(|earlier| *earlier > 0)
                        .map(|earlier| n as f64 / earlier as f64);
                    Step {
                        step: step.as_str(),
                        count: n,
                        conversion,
                    }
                })
                .collect(),
        })
        .collect();
    let mut leads_by_source: Vec<Count> = by_source
        .into_iter()
        .map(|(name, count)| Count {
            name: name.to_owned(),
            count,
        })
        .collect();
    leads_by_source.sort_by(|a, b| b.count.cmp(&a.count).then(a.name.cmp(&b.name)));
    let mut refusals: Vec<Refusal> = refusals
        .into_iter()
        .map(|((form, field, code), count)| Refusal {
            form: form.to_owned(),
            field: field.to_owned(),
            code: code.to_owned(),
            message: Message::by_code(code)
                .map_or_else(|| code.to_owned(), |message| message.en.to_owned()),
            count,
        })
        .collect();
    refusals.sort_by_key(|r| std::cmp::Reverse(r.count));
    refusals.truncate(TOP_REFUSALS);
    let accepted = count(NEWSLETTER_FORM, FunnelStep::Accepted);
    Figures {
        from: from.to_string(),
        to: to.to_string(),
        leads_by_form: FormKind::ALL
            .iter()
            .map(|kind| Count {
                name: kind.as_str().to_owned(),
                count: count(kind.as_str(), FunnelStep::Accepted),
            })
            .collect(),
        leads_by_source,
        funnels,
        refusals,
        newsletter_confirmation_rate: (accepted > 0)
            .then(|| count(NEWSLETTER_FORM, FunnelStep::Confirmed) as f64 / accepted as f64),
        delivery: delivery(deliveries),
    }
}

fn delivery(rows: &[DeliveryRow]) -> Delivery {
    let parse = |text: &str| OffsetDateTime::parse(text, &Rfc3339).ok();
    let mut seconds: Vec<f64> = rows
        .iter()
        .filter(|row| row.status == "sent")
        .filter_map(|row| {
            Some((parse(row.sent_at.as_deref()?)? - parse(&row.created_at)?).as_seconds_f64())
        })
        .collect();
    seconds.sort_by(f64::total_cmp);
    let status = |wanted: &str| rows.iter().filter(|row| row.status == wanted).count() as i64;
    Delivery {
        delivered: status("sent"),
        failed: status("failed"),
        pending: status("pending"),
        median_seconds: percentile(&seconds, 50),
        p95_seconds: percentile(&seconds, 95),
    }
}

/// The nearest-rank percentile of sorted values.
fn percentile(sorted: &[f64], p: usize) -> Option<f64> {
    if sorted.is_empty() {
        return None;
    }
    let rank = (p * sorted.len()).div_ceil(100).max(1);
    sorted.get(rank - 1).copied()
}

fn percent(value: Option<f64>) -> String {
    value.map_or_else(|| "-".to_owned(), |v| format!("{:.1} %", v * 100.0))
}

fn seconds(value: Option<f64>) -> String {
    value.map_or_else(|| "-".to_owned(), |v| format!("{v:.1} s"))
}

/// The figures as tables for a person.
pub fn text(f: &Figures) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "Cedarline site report, {} to {} (UTC)\n", f.from, f.to);
    let _ = writeln!(out, "Leads per form");
    for Count { name, count } in &f.leads_by_form {
        let _ = writeln!(out, "  {name:<12} {count:>7}");
    }
    let _ = writeln!(out, "\nLeads per source");
    if f.leads_by_source.is_empty() {
        let _ = writeln!(out, "  (none)");
    }
    for Count { name, count } in &f.leads_by_source {
        let _ = writeln!(out, "  {name:<32} {count:>7}");
    }
    let _ = writeln!(out, "\nFunnel (count, and conversion from the step before)");
    let _ = writeln!(
        out,
        "  {:<12} {}",
        "form",
        FunnelStep::ALL
            .map(|s| format!("{:>18}", s.as_str()))
            .join("")
    );
    for funnel in &f.funnels {
        let cells: String = FunnelStep::ALL
            .iter()
            .map(
                |step| match funnel.steps.iter().find(|s| s.step == step.as_str()) {
                    Some(s) if s.conversion.is_some() => {
                        format!("{:>18}", format!("{} ({})", s.count, percent(s.conversion)))
                    }
                    Some(s) => format!("{:>18}", s.count),
                    None => format!("{:>18}", ""),
                },
            )
            .collect();
        let _ = writeln!(out, "  {:<12} {cells}", funnel.form);
    }
    let _ = writeln!(out, "\nRefusals that stop most visitors");
    if f.refusals.is_empty() {
        let _ = writeln!(out, "  (none)");
    }
    for r in &f.refusals {
        let _ = writeln!(
            out,
            "  {:>5}  {} {}: {} ({})",
            r.count, r.form, r.field, r.message, r.code
        );
    }
    let _ = writeln!(
        out,
        "\nNewsletter confirmation rate: {}",
        percent(f.newsletter_confirmation_rate)
    );
    let d = &f.delivery;
    let _ = writeln!(
        out,
        "\nTime to the team: median {}, 95th percentile {} ({} delivered, {} failed, {} pending)",
        seconds(d.median_seconds),
        seconds(d.p95_seconds),
        d.delivered,
        d.failed,
        d.pending
    );
    out
}

/// The figures as CSV: one row per figure.
pub fn csv(f: &Figures) -> Result<String, ReportError> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    writer.write_record(["table", "form", "source", "step", "field", "code", "value"])?;
    for c in &f.leads_by_form {
        writer.write_record([
            "leads_by_form",
            &c.name,
            "",
            "accepted",
            "",
            "",
            &c.count.to_string(),
        ])?;
    }
    for c in &f.leads_by_source {
        writer.write_record([
            "leads_by_source",
            "",
            &c.name,
            "accepted",
            "",
            "",
            &c.count.to_string(),
        ])?;
    }
    for funnel in &f.funnels {
        for s in &funnel.steps {
            writer.write_record([
                "funnel",
                &funnel.form,
                "",
                s.step,
                "",
                "",
                &s.count.to_string(),
            ])?;
            if let Some(conversion) = s.conversion {
                let value = format!("{conversion:.4}");
                writer.write_record(["conversion", &funnel.form, "", s.step, "", "", &value])?;
            }
        }
    }
    for r in &f.refusals {
        writer.write_record([
            "refusals",
            &r.form,
            "",
            "refused",
            &r.field,
            &r.code,
            &r.count.to_string(),
        ])?;
    }
    if let Some(rate) = f.newsletter_confirmation_rate {
        let value = format!("{rate:.4}");
        writer.write_record([
            "confirmation_rate",
            NEWSLETTER_FORM,
            "",
            "confirmed",
            "",
            "",
            &value,
        ])?;
    }
    let d = &f.delivery;
    for (name, value) in [
        ("delivered", Some(d.delivered as f64)),
        ("failed", Some(d.failed as f64)),
        ("pending", Some(d.pending as f64)),
        ("median_seconds", d.median_seconds),
        ("p95_seconds", d.p95_seconds),
    ] {
        if let Some(value) = value {
            writer.write_record(["delivery", "", "", name, "", "", &format!("{value}")])?;
        }
    }
    Ok(String::from_utf8(writer.into_inner()?)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_digest_is_due_for_the_week_before_the_latest_slot() {
        let schedule = DigestSchedule::parse("Mon 08:00").expect("parses");
        let at = |text: &str| OffsetDateTime::parse(text, &Rfc3339).expect("time");
        let day = |text: &str| {
            Some(
                Date::parse(
                    text,
                    time::macros::format_description!("[year]-[month]-[day]"),
                )
                .expect("day"),
            )
        };
        // Monday 2026-11-30 08:00 UTC: the week to Sunday 2026-11-29.
        assert_eq!(
            schedule.due_week(at("2026-11-30T08:00:00Z")),
            day("2026-11-29")
        );
        assert_eq!(
            schedule.due_week(at("2026-12-03T12:00:00Z")),
            day("2026-11-29")
        );
        // Before Monday's slot: the week before.
        assert_eq!(
            schedule.due_week(at("2026-11-30T07:59:59Z")),
            day("2026-11-22")
        );
        assert_eq!(
            DigestSchedule::parse("off")
                .expect("off")
                .due_week(at("2026-11-30T08:00:00Z")),
            None
        );
        for bad in ["monday 08:00", "mon 8", "mon 24:00", "mon 08:60", ""] {
            assert!(DigestSchedule::parse(bad).is_err(), "{bad}");
        }
    }

    fn row(form: &str, source: &str, step: &str, field: &str, code: &str, count: i64) -> CountRow {
        CountRow {
            day: "2026-11-23".to_owned(),
            form: form.to_owned(),
            lang: "en".to_owned(),
            source: source.to_owned(),
            step: step.to_owned(),
            field: field.to_owned(),
            code: code.to_owned(),
            count,
        }
    }

    fn sent(created: &str, sent: &str) -> DeliveryRow {
        DeliveryRow {
            kind: "email".to_owned(),
            status: "sent".to_owned(),
            created_at: created.to_owned(),
            sent_at: Some(sent.to_owned()),
        }
    }

    fn week() -> (Date, Date) {
        let to = Date::from_calendar_date(2026, time::Month::November, 29).expect("day");
        (to - Duration::days(6), to)
    }

    #[test]
    fn steps_convert_from_the_step_before_and_sources_rank_by_leads() {
        let (from, to) = week();
        let counts = [
            row("help", "linkedin", "shown", "", "", 40),
            row("help", "direct", "shown", "", "", 60),
            row("help", "linkedin", "started", "", "", 30),
            row("help", "linkedin", "submitted", "", "", 20),
            row("help", "linkedin", "accepted", "", "", 15),
            row("help", "direct", "accepted", "", "", 3),
            row(
                "help",
                "linkedin",
                "refused",
                "email",
                "ENTER_VALID_EMAIL",
                4,
            ),
            row("loan", "google", "refused", "phone", "MOBILE_TEN_DIGITS", 9),
            row("newsletter", "direct", "accepted", "", "", 8),
            row("newsletter", "direct", "confirmed", "", "", 6),
            row("newsletter", "direct", "delivered", "email", "", 99),
        ];
        let f = figures(from, to, &counts, &[]);
        let help = f
            .funnels
            .iter()
            .find(|funnel| funnel.form == "help")
            .expect("help");
        let step = |name: &str| help.steps.iter().find(|s| s.step == name).expect(name);
        assert_eq!(step("shown").count, 100);
        assert_eq!(step("shown").conversion, None);
        assert_eq!(step("started").conversion, Some(0.3));
        assert_eq!(step("accepted").count, 18);
        assert_eq!(step("accepted").conversion, Some(0.9));
        assert!(
            help.steps.iter().all(|s| s.step != "confirmed"),
            "a lead form has no confirmation"
        );
        assert_eq!(
            f.leads_by_source,
            [
                Count {
                    name: "linkedin".into(),
                    count: 15
                },
                Count {
                    name: "direct".into(),
                    count: 3
                }
            ],
            "subscriptions are not leads"
        );
        assert_eq!(
            f.leads_by_form[1],
            Count {
                name: "help".into(),
                count: 18
            }
        );
        assert_eq!(f.refusals[0].code, "MOBILE_TEN_DIGITS");
        assert_eq!(
            f.refusals[0].message,
            site_core::messages::MOBILE_TEN_DIGITS.en
        );
        assert_eq!(f.refusals[1].field, "email");
        assert_eq!(f.newsletter_confirmation_rate, Some(0.75));
        let text = text(&f);
        assert!(text.contains("linkedin"), "{text}");
        assert!(text.contains("20 (66.7 %)"), "{text}");
        assert!(
            text.contains("Newsletter confirmation rate: 75.0 %"),
            "{text}"
        );
        let csv = csv(&f).expect("csv");
        assert!(csv.contains("conversion,help,,accepted,,,0.9000"), "{csv}");
        assert!(
            csv.contains("refusals,loan,,refused,phone,MOBILE_TEN_DIGITS,9"),
            "{csv}"
        );
    }

    #[test]
    fn delivery_times_are_the_median_and_the_95th_percentile_of_sent_messages() {
        let (from, to) = week();
        let mut rows: Vec<DeliveryRow> = (1..=20)
            .map(|n| sent("2026-11-23T10:00:00Z", &format!("2026-11-23T10:00:{n:02}Z")))
            .collect();
        rows.push(DeliveryRow {
            kind: "webhook".to_owned(),
            status: "failed".to_owned(),
            created_at: "2026-11-23T10:00:00Z".to_owned(),
            sent_at: None,
        });
        let d = figures(from, to, &[], &rows).delivery;
        assert_eq!((d.delivered, d.failed, d.pending), (20, 1, 0));
        assert_eq!(d.median_seconds, Some(10.0));
        assert_eq!(d.p95_seconds, Some(19.0));
        assert_eq!(figures(from, to, &[], &[]).delivery.median_seconds, None);
    }
}
