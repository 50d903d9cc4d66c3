//! The UTC calendar, as far as the bot needs it: which year a moment falls
//! in (the vacation allowance is yearly) and a moment's date and time for
//! messages. Times are Unix milliseconds, like the clock's; the calendar
//! itself is the `time` crate's.

use time::{Date, Month, OffsetDateTime, Time};

use super::clock_plan::DAY_MS;

/// The UTC date and time of `millis` (clamped to the years `time` knows,
/// far beyond any clock the bot will read).
#[must_use]
pub fn moment(millis: i64) -> OffsetDateTime {
    let nanos = i128::from(millis) * 1_000_000;
    OffsetDateTime::from_unix_timestamp_nanos(nanos).unwrap_or(if millis < 0 {
        OffsetDateTime::UNIX_EPOCH
    } else {
        Date::MAX.midnight().assume_utc()
    })
}

/// The start of the UTC year `millis` falls in, and the start of the next.
#[must_use]
pub fn year_around(millis: i64) -> (i64, i64) {
    let year = moment(millis).year();
    (new_year(year), new_year(year + 1))
}

/// 1 January of `year`, 00:00 UTC, in Unix milliseconds.
fn new_year(year: i32) -> i64 {
    Date::from_calendar_date(year, Month::January, 1).map_or(i64::MAX, |date| {
        date.with_time(Time::MIDNIGHT).assume_utc().unix_timestamp() * 1000
    })
}

/// Whole days covered by `millis`, a day begun counting as a day.
#[must_use]
pub fn days_begun(millis: i64) -> i64 {
    millis.max(0).saturating_add(DAY_MS - 1) / DAY_MS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_moments() {
        let epoch = moment(0);
        assert_eq!(
            (epoch.year(), epoch.month(), epoch.day()),
            (1970, Month::January, 1)
        );
        // 2023-11-14 22:13:20 UTC.
        let moment = moment(1_700_000_000_000);
        assert_eq!(
            (moment.year(), moment.month(), moment.day()),
            (2023, Month::November, 14)
        );
        assert_eq!((moment.hour(), moment.minute()), (22, 13));
    }

    #[test]
    fn years_begin_on_the_first_of_january() {
        let (start, end) = year_around(1_700_000_000_000);
        assert_eq!(start, 1_672_531_200_000, "2023-01-01");
        assert_eq!(end, 1_704_067_200_000, "2024-01-01");
        assert_eq!(year_around(end - 1), (start, end));
        assert_eq!(year_around(end).0, end);
        // 2024 is a leap year: 366 days.
        assert_eq!(year_around(end).1 - end, 366 * DAY_MS);
    }

    #[test]
    fn a_day_begun_counts() {
        assert_eq!(days_begun(0), 0);
        assert_eq!(days_begun(1), 1);
        assert_eq!(days_begun(DAY_MS), 1);
        assert_eq!(days_begun(DAY_MS + 1), 2);
        assert_eq!(days_begun(-5), 0);
    }

    #[test]
    fn moments_out_of_range_do_not_panic() {
        let _ = moment(i64::MAX);
        let _ = moment(i64::MIN);
        let _ = year_around(i64::MAX);
        let _ = year_around(i64::MIN);
    }
}
