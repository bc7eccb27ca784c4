//! The weekly digest's chart (docs/operating.md#attribution-and-funnel): leads per day per lead form over the eight weeks to
//! a day, drawn as PNG with the font the binary carries (the container has no system fonts),
//! and its text alternative for the email's readers who do not see it.

use super::ReportError;
use plotters::prelude::*;
use site_core::i18n::Lang;
use site_core::team_mail;
use site_store::funnel::CountRow;
use site_store::leads::FormKind;
use std::sync::OnceLock;
use time::{Date, Duration};

/// The days the chart covers: eight weeks.
pub const DAYS: i64 = 56;
const WIDTH: u32 = 800;
const HEIGHT: u32 = 380;
/// DejaVu Sans (its licence beside it in `crates/server/assets/`).
static FONT: &[u8] = include_bytes!("../../assets/DejaVuSans.ttf");
const FAMILY: &str = "sans-serif";
/// One colour per lead form, in `FormKind::ALL` order (the site's navy first).
const COLOURS: [RGBColor; 4] = [
    RGBColor(0x16, 0x36, 0x53),
    RGBColor(0xd9, 0x5f, 0x02),
    RGBColor(0x1b, 0x9e, 0x77),
    RGBColor(0x75, 0x70, 0xb3),
];

/// Leads accepted per day per lead form over the [`DAYS`] days to `last_day`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeadsPerDay {
    pub first_day: Date,
    pub last_day: Date,
    /// Each lead form with its count per day, oldest first.
    pub forms: Vec<(FormKind, Vec<i64>)>,
}

impl LeadsPerDay {
    /// From the funnel's count rows (those of other steps, forms or days are ignored).
    pub fn from_counts(counts: &[CountRow], last_day: Date) -> Self {
        let first_day = last_day - Duration::days(DAYS - 1);
        let forms = FormKind::ALL
            .into_iter()
            .map(|kind| {
                let mut daily = vec![0; DAYS as usize];
                for row in counts
                    .iter()
                    .filter(|row| row.step == "accepted" && row.form == kind.as_str())
                {
                    let Ok(day) = Date::parse(
                        &row.day,
                        time::macros::format_description!("[year]-[month]-[day]"),
                    ) else {
                        continue;
                    };
                    let index = (day - first_day).whole_days();
                    if let Some(slot) = usize::try_from(index).ok().and_then(|i| daily.get_mut(i)) {
                        *slot += row.count;
                    }
                }
                (kind, daily)
            })
            .collect();
        Self {
            first_day,
            last_day,
            forms,
        }
    }

    fn max(&self) -> i64 {
        self.forms
            .iter()
            .flat_map(|(_, daily)| daily.iter().copied())
            .max()
            .unwrap_or(0)
    }
}

/// The chart's title in `lang`.
pub fn title(data: &LeadsPerDay, lang: Lang) -> String {
    team_mail::chart_title(
        &data.first_day.to_string(),
        &data.last_day.to_string(),
        lang,
    )
}

/// The chart as PNG, its words in `lang`.
pub fn png(data: &LeadsPerDay, lang: Lang) -> Result<Vec<u8>, ReportError> {
    static REGISTERED: OnceLock<bool> = OnceLock::new();
    let registered = *REGISTERED
        .get_or_init(|| plotters::style::register_font(FAMILY, FontStyle::Normal, FONT).is_ok());
    if !registered {
        return Err("the chart's font cannot be read".into());
    }
    let mut rgb = vec![0u8; (WIDTH * HEIGHT * 3) as usize];
    {
        let root = BitMapBackend::with_buffer(&mut rgb, (WIDTH, HEIGHT)).into_drawing_area();
        root.fill(&WHITE).map_err(draw_error)?;
        let top = data.max().max(1);
        let mut chart = ChartBuilder::on(&root)
            .caption(title(data, lang), (FAMILY, 18))
            .margin(12)
            .x_label_area_size(34)
            .y_label_area_size(40)
            .build_cartesian_2d(0..DAYS, 0..top + 1)
            .map_err(draw_error)?;
        let first = data.first_day;
        chart
            .configure_mesh()
            .x_labels(9)
            .x_label_formatter(&|index| {
                let day = first + Duration::days(*index);
                format!("{:02}-{:02}", u8::from(day.month()), day.day())
            })
            .y_desc(team_mail::LEADS_PER_DAY.get(lang))
            .label_style((FAMILY, 12))
            .axis_desc_style((FAMILY, 13))
            .light_line_style(RGBColor(0xee, 0xee, 0xee))
            .draw()
            .map_err(draw_error)?;
        for ((kind, daily), colour) in data.forms.iter().zip(COLOURS) {
            let points = daily.iter().enumerate().map(|(i, n)| (i as i64, *n));
            chart
                .draw_series(LineSeries::new(points, colour.stroke_width(2)))
                .map_err(draw_error)?
                .label(team_mail::form_title(*kind, lang))
                .legend(move |(x, y)| {
                    PathElement::new([(x, y), (x + 18, y)], colour.stroke_width(3))
                });
        }
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperLeft)
            .label_font((FAMILY, 12))
            .background_style(WHITE.mix(0.85))
            .border_style(RGBColor(0xcc, 0xcc, 0xcc))
            .draw()
            .map_err(draw_error)?;
        root.present().map_err(draw_error)?;
    }
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, WIDTH, HEIGHT);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Best);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&rgb)?;
    writer.finish()?;
    Ok(out)
}

fn draw_error<E: std::error::Error + Send + Sync>(error: DrawingAreaErrorKind<E>) -> ReportError {
    format!("the chart cannot be drawn: {error}").into()
}

/// What the chart shows, in words: each form's total, its busiest day, and its weekly totals.
pub fn text_alternative(data: &LeadsPerDay, lang: Lang) -> String {
    let mut out = format!("{}.", title(data, lang));
    for (kind, daily) in &data.forms {
        let total: i64 = daily.iter().sum();
        let weeks: Vec<String> = daily
            .chunks(7)
            .map(|week| week.iter().sum::<i64>().to_string())
            .collect();
        let busiest = daily
            .iter()
            .enumerate()
            .max_by_key(|(i, n)| (**n, std::cmp::Reverse(*i)))
            .filter(|(_, n)| **n > 0)
            .map(|(i, n)| ((data.first_day + Duration::days(i as i64)).to_string(), *n));
        out.push(' ');
        out.push_str(&team_mail::chart_form_line(
            team_mail::form_title(*kind, lang),
            total,
            busiest.as_ref().map(|(day, n)| (day.as_str(), *n)),
            &weeks.join(", "),
            lang,
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(day: &str, form: &str, step: &str, count: i64) -> CountRow {
        CountRow {
            day: day.to_owned(),
            form: form.to_owned(),
            lang: "en".to_owned(),
            source: "direct".to_owned(),
            step: step.to_owned(),
            field: String::new(),
            code: String::new(),
            count,
        }
    }

    fn data() -> LeadsPerDay {
        let last = Date::from_calendar_date(2026, time::Month::November, 29).expect("day");
        LeadsPerDay::from_counts(
            &[
                row("2026-11-29", "contact", "accepted", 4),
                row("2026-11-29", "contact", "accepted", 1),
                row("2026-10-05", "help", "accepted", 2),
                row("2026-10-04", "help", "accepted", 7),
                row("2026-11-20", "loan", "shown", 50),
            ],
            last,
        )
    }

    #[test]
    fn eight_weeks_of_accepted_leads_per_form() {
        let data = data();
        assert_eq!(data.first_day.to_string(), "2026-10-05");
        let (kind, contact) = &data.forms[0];
        assert_eq!(*kind, FormKind::Contact);
        assert_eq!(contact.len(), 56);
        assert_eq!(contact[55], 5, "the last day's rows add up");
        assert_eq!(data.forms[1].1[0], 2, "a day before the first is left out");
        assert_eq!(
            data.forms[3].1.iter().sum::<i64>(),
            0,
            "other steps are not leads"
        );
    }

    #[test]
    fn the_png_is_drawn_with_the_carried_font_in_each_language() {
        for lang in [Lang::En, Lang::Fr] {
            let bytes = png(&data(), lang).expect("png");
            assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
            let decoder = png::Decoder::new(std::io::Cursor::new(&bytes));
            let reader = decoder.read_info().expect("a PNG");
            assert_eq!((reader.info().width, reader.info().height), (WIDTH, HEIGHT));
            assert!(bytes.len() < 60_000, "{} bytes", bytes.len());
        }
    }

    #[test]
    fn the_text_alternative_says_what_the_chart_shows() {
        let text = text_alternative(&data(), Lang::En);
        assert!(
            text.contains("Contact request: 5 leads, most on 2026-11-29 (5)"),
            "{text}"
        );
        assert!(text.contains("0, 0, 0, 0, 0, 0, 0, 5"), "{text}");
        let french = text_alternative(&data(), Lang::Fr);
        assert!(french.contains("demandes"), "{french}");
    }
}
