//! A retention age as `leads purge --older-than` reads it (`24months`, `730days`, `2years`), and
//! the time that far before now. Its own file: the arguments (`args.rs`) parse it and the purge
//! (`purge.rs`) applies it, and the purge uses the arguments.

use time::{Date, Duration, Month, OffsetDateTime};

/// The longest AGE accepted (in each unit): beyond it the cut-off would be before any data.
const MAX_YEARS: u32 = 200;

/// A retention age.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Age {
    Days(u32),
    Months(u32),
    Years(u32),
}

impl Age {
    /// `now` minus this age.
    pub fn before(self, now: OffsetDateTime) -> OffsetDateTime {
        match self {
            Age::Days(days) => now - Duration::days(i64::from(days)),
            Age::Months(months) => months_before(now, months),
            Age::Years(years) => months_before(now, years * 12),
        }
    }
}

/// `now` minus `months` calendar months, on the same day of the month or the month's last day.
fn months_before(now: OffsetDateTime, months: u32) -> OffsetDateTime {
    let index = now.year() * 12 + i32::from(u8::from(now.month())) - 1 - months as i32;
    let (year, month0) = (index.div_euclid(12), index.rem_euclid(12));
    let month = Month::try_from(month0 as u8 + 1).unwrap_or(Month::January);
    let day = now.day().min(month.length(year));
    Date::from_calendar_date(year, month, day)
        .map(|date| now.replace_date(date))
        .unwrap_or(now)
}

/// Parses `24months`, `730days`, `2years` (singular too; at least one day).
pub fn parse_age(text: &str) -> Result<Age, String> {
    let text = text.trim();
    let digits = text.chars().take_while(char::is_ascii_digit).count();
    let (number, unit) = text.split_at(digits);
    let explain = "expected a number and a unit, e.g. 24months, 730days or 2years";
    let number: u32 = number.parse().map_err(|_| format!("{text:?}: {explain}"))?;
    if number == 0 {
        return Err(format!("{text:?}: the age must be at least one day"));
    }
    let (age, years) = match unit.trim() {
        "day" | "days" => (Age::Days(number), number / 366),
        "month" | "months" => (Age::Months(number), number / 12),
        "year" | "years" => (Age::Years(number), number),
        _ => return Err(format!("{text:?}: {explain}")),
    };
    if years > MAX_YEARS {
        return Err(format!("{text:?}: at most {MAX_YEARS} years"));
    }
    Ok(age)
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    #[test]
    fn ages_parse_and_garbage_is_refused() {
        for (text, age) in [
            ("24months", Ok(Age::Months(24))),
            ("1month", Ok(Age::Months(1))),
            ("730days", Ok(Age::Days(730))),
            ("1day", Ok(Age::Days(1))),
            ("3years", Ok(Age::Years(3))),
            (" 2 years ", Ok(Age::Years(2))),
        ] {
            assert_eq!(parse_age(text), age, "{text}");
        }
        for text in [
            "0days",
            "0months",
            "",
            "months",
            "24",
            "24weeks",
            "-1days",
            "1.5years",
            "24monthsx",
            "99999years",
            "4294967296days",
        ] {
            assert!(parse_age(text).is_err(), "{text}");
        }
    }

    #[test]
    fn months_are_calendar_months() {
        let now = datetime!(2026-03-31 10:00 UTC);
        assert_eq!(Age::Months(1).before(now), datetime!(2026-02-28 10:00 UTC));
        assert_eq!(Age::Months(24).before(now), datetime!(2024-03-31 10:00 UTC));
        assert_eq!(Age::Months(3).before(now), datetime!(2025-12-31 10:00 UTC));
        assert_eq!(
            Age::Years(2).before(datetime!(2028-02-29 00:00 UTC)),
            datetime!(2026-02-28 00:00 UTC)
        );
        assert_eq!(Age::Days(2).before(now), datetime!(2026-03-29 10:00 UTC));
    }
}
