//! Values as stored: times (RFC 3339 text in UTC), days, and new row ids.

/// A time as stored: RFC 3339 in UTC with microseconds, so text order is time order.
pub fn timestamp(at: time::OffsetDateTime) -> String {
    let at = at.to_offset(time::UtcOffset::UTC);
    let format = time::macros::format_description!(
        "[year]-[month]-[day]T[hour]:[minute]:[second].[subsecond digits:6]Z"
    );
    at.format(&format)
        .unwrap_or_else(|_| at.unix_timestamp().to_string())
}

/// The UTC date of a time, `YYYY-MM-DD`: the day of a funnel count.
pub fn day_of(at: time::OffsetDateTime) -> String {
    let date = at.to_offset(time::UtcOffset::UTC).date();
    format!(
        "{:04}-{:02}-{:02}",
        date.year(),
        u8::from(date.month()),
        date.day()
    )
}

/// Now, as stored (see [`timestamp`]).
pub fn now_utc() -> String {
    timestamp(time::OffsetDateTime::now_utc())
}

/// A new row id (lead, subscription, request, outbox message): time-ordered, unguessable.
pub fn new_id() -> String {
    uuid::Uuid::now_v7().to_string()
}
