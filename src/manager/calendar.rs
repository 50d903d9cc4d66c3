//! The UTC calendar, as far as the bot needs it: which year a moment falls
//! in (the vacation allowance is yearly) and a moment's date and time for
//! messages. Times are Unix milliseconds, like the clock's.

/// Milliseconds in a day (UTC has no daylight saving).
pub const DAY_MS: i64 = 86_400_000;
/// Milliseconds in an hour.
pub const HOUR_MS: i64 = 3_600_000;
/// Milliseconds in a minute.
pub const MINUTE_MS: i64 = 60_000;

/// A moment as a UTC calendar shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moment {
    pub year: i64,
    /// 1 = January.
    pub month: u32,
    pub day: u32,
    pub hour: u32,
    pub minute: u32,
}

/// The UTC date and time of `millis`.
#[must_use]
pub fn moment(millis: i64) -> Moment {
    let days = millis.div_euclid(DAY_MS);
    let of_day = millis.rem_euclid(DAY_MS);
    let (year, month, day) = civil_from_days(days);
    Moment {
        year,
        month,
        day,
        // Both below 60 (and 24): the casts cannot truncate.
        hour: u32::try_from(of_day / HOUR_MS).unwrap_or(0),
        minute: u32::try_from(of_day % HOUR_MS / MINUTE_MS).unwrap_or(0),
    }
}

/// The start of the UTC year `millis` falls in, and the start of the next.
#[must_use]
pub fn year_around(millis: i64) -> (i64, i64) {
    let year = moment(millis).year;
    (
        days_from_civil(year, 1, 1) * DAY_MS,
        days_from_civil(year + 1, 1, 1) * DAY_MS,
    )
}

/// Whole days covered by `millis`, a day begun counting as a day.
#[must_use]
pub fn days_begun(millis: i64) -> i64 {
    (millis.max(0) + DAY_MS - 1) / DAY_MS
}

// The two conversions below are the classic "days from civil" algorithms
// (proleptic Gregorian calendar in 400-year eras), written out here rather
// than pulling in a date crate for two functions.

/// Days since 1970-01-01 of the given date.
fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let (month, day) = (i64::from(month), i64::from(day));
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let month_from_march = (month + 9) % 12;
    let day_of_year = (153 * month_from_march + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

/// The date (year, month, day) `days` after 1970-01-01.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let days = days + 719_468;
    let era = days.div_euclid(146_097);
    let day_of_era = days - era * 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_from_march = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_from_march + 2) / 5 + 1;
    let month = if month_from_march < 10 {
        month_from_march + 3
    } else {
        month_from_march - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    // Month is in 1..=12 and day in 1..=31 by construction.
    (
        year,
        u32::try_from(month).unwrap_or(1),
        u32::try_from(day).unwrap_or(1),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_moments() {
        assert_eq!(
            moment(0),
            Moment {
                year: 1970,
                month: 1,
                day: 1,
                hour: 0,
                minute: 0
            }
        );
        // 2023-11-14 22:13:20 UTC.
        assert_eq!(
            moment(1_700_000_000_000),
            Moment {
                year: 2023,
                month: 11,
                day: 14,
                hour: 22,
                minute: 13
            }
        );
        // A leap day, and the millisecond before midnight.
        let leap = days_from_civil(2024, 2, 29) * DAY_MS;
        assert_eq!(civil_from_days(leap / DAY_MS), (2024, 2, 29));
        assert_eq!(moment(leap - 1).day, 28);
        assert_eq!(moment(leap - 1).hour, 23);
    }

    #[test]
    fn conversions_round_trip_over_centuries() {
        for days in (-200_000..200_000).step_by(7) {
            let (year, month, day) = civil_from_days(days);
            assert_eq!(days_from_civil(year, month, day), days);
        }
    }

    #[test]
    fn years_begin_on_the_first_of_january() {
        let (start, end) = year_around(1_700_000_000_000);
        assert_eq!(moment(start).year, 2023);
        assert_eq!((moment(start).month, moment(start).day), (1, 1));
        assert_eq!(moment(end).year, 2024);
        assert_eq!(moment(end - 1).year, 2023);
        assert_eq!(
            year_around(end),
            (end, days_from_civil(2025, 1, 1) * DAY_MS)
        );
    }

    #[test]
    fn a_day_begun_counts() {
        assert_eq!(days_begun(0), 0);
        assert_eq!(days_begun(1), 1);
        assert_eq!(days_begun(DAY_MS), 1);
        assert_eq!(days_begun(DAY_MS + 1), 2);
        assert_eq!(days_begun(-5), 0);
    }
}
