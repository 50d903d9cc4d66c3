//! The arithmetic of move clocks, with no database and no words: when a
//! deadline falls, which reminders a turn has and when, what a server's
//! reminder setting means.
//!
//! A reminder is named by how long before the deadline it comes ("12 hours
//! left") or by the share of the turn gone ("half"), so every due time is the
//! deadline minus an offset that depends only on the days per move. That is
//! why a game stores just its deadline and how many reminders of the turn are
//! done: the rest follows from here.

use std::{fmt, str::FromStr};

use crate::store::StoreError;
pub use crate::store::TurnClock;

pub const MINUTE_MS: i64 = 60 * 1000;
pub const HOUR_MS: i64 = 60 * MINUTE_MS;
pub const DAY_MS: i64 = 24 * HOUR_MS;

/// How long a game without a clock waits for a move before the player to
/// move is nudged (once a turn).
pub const NUDGE_AFTER_MS: i64 = 7 * DAY_MS;

/// The days per move a challenge may ask for.
pub const DAYS_PER_MOVE: [u8; 4] = [1, 2, 3, 7];

/// The longest "hours left" reminder a server may ask for: a week, the
/// longest clock.
pub const MAX_REMINDER_HOURS: u16 = 168;

/// One reminder of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// Half the time for the move is gone.
    Half,
    /// This many hours remain.
    HoursLeft(u16),
}

impl Stage {
    /// How long before the deadline this reminder falls, with `period` the
    /// whole time for a move.
    #[must_use]
    pub fn offset(self, period: i64) -> i64 {
        match self {
            Stage::Half => period / 2,
            Stage::HoursLeft(hours) => i64::from(hours) * HOUR_MS,
        }
    }
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stage::Half => f.write_str("half"),
            Stage::HoursLeft(hours) => write!(f, "{hours}h"),
        }
    }
}

/// When a server reminds the player to move (stored as text in
/// `server_settings.reminders`: `half,12h,1h`, or `` for none).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReminderSchedule(Vec<Stage>);

impl ReminderSchedule {
    /// Half the time gone, then 12 hours and 1 hour left.
    #[must_use]
    pub fn standard() -> Self {
        ReminderSchedule(vec![Stage::Half, Stage::HoursLeft(12), Stage::HoursLeft(1)])
    }

    /// No reminders.
    #[must_use]
    pub fn off() -> Self {
        ReminderSchedule(Vec::new())
    }

    /// The reminders, in the order the setting lists them.
    #[must_use]
    pub fn stages(&self) -> &[Stage] {
        &self.0
    }

    #[must_use]
    pub fn is_off(&self) -> bool {
        self.0.is_empty()
    }

    /// How long before the deadline each reminder of a turn of `days` days
    /// falls, the earliest first. Reminders that would fall at or before the
    /// clock starts are left out (the move that started the turn has just
    /// mentioned the player), and two that fall together count once.
    #[must_use]
    pub fn offsets(&self, days: u8) -> Vec<i64> {
        let period = i64::from(days) * DAY_MS;
        let mut offsets: Vec<i64> = self
            .0
            .iter()
            .map(|stage| stage.offset(period))
            .filter(|&offset| offset > 0 && offset < period)
            .collect();
        offsets.sort_unstable_by(|a, b| b.cmp(a));
        offsets.dedup();
        offsets
    }
}

impl Default for ReminderSchedule {
    fn default() -> Self {
        ReminderSchedule::standard()
    }
}

/// The stored form, which is also the form a moderator types.
impl fmt::Display for ReminderSchedule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.0.iter().map(Stage::to_string).collect();
        f.write_str(&parts.join(","))
    }
}

/// What is wrong with a typed reminder schedule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScheduleError {
    /// Nothing was typed.
    Empty,
    /// A part that is neither `half` nor hours like `12h`.
    Unknown(String),
    /// Hours outside 1 to [`MAX_REMINDER_HOURS`].
    HoursOutOfRange(String),
    /// The same reminder twice.
    Repeated(String),
    /// `off` together with reminders.
    OffWithOthers,
}

/// Strict: `half`, `Nh` (1 to 168) separated by commas (spaces around them
/// allowed), or `off`; case does not matter; nothing twice.
impl FromStr for ReminderSchedule {
    type Err = ScheduleError;

    fn from_str(text: &str) -> Result<Self, ScheduleError> {
        let text = text.trim().to_lowercase();
        if text.is_empty() {
            return Err(ScheduleError::Empty);
        }
        if text == "off" {
            return Ok(ReminderSchedule::off());
        }
        let mut stages = Vec::new();
        for part in text.split(',').map(str::trim) {
            let stage = match part {
                "off" => return Err(ScheduleError::OffWithOthers),
                "half" => Stage::Half,
                _ => Stage::HoursLeft(parse_hours(part)?),
            };
            if stages.contains(&stage) {
                return Err(ScheduleError::Repeated(part.to_owned()));
            }
            stages.push(stage);
        }
        Ok(ReminderSchedule(stages))
    }
}

fn parse_hours(part: &str) -> Result<u16, ScheduleError> {
    let digits = part
        .strip_suffix('h')
        .filter(|digits| !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
        .ok_or_else(|| ScheduleError::Unknown(part.to_owned()))?;
    match digits.parse::<u16>() {
        Ok(hours) if (1..=MAX_REMINDER_HOURS).contains(&hours) => Ok(hours),
        _ => Err(ScheduleError::HoursOutOfRange(part.to_owned())),
    }
}

/// A thread is archived this long after its game (or challenge) ends.
pub const ARCHIVE_AFTER_MS: i64 = DAY_MS;

/// The stored reminder setting (`` is "off"); an unreadable one is corrupt
/// data.
///
/// # Errors
/// [`StoreError::Corrupt`] for text that is not a schedule.
pub fn parse_stored_schedule(text: &str) -> Result<ReminderSchedule, StoreError> {
    if text.is_empty() {
        return Ok(ReminderSchedule::off());
    }
    text.parse()
        .map_err(|_| StoreError::Corrupt(format!("reminder setting {text:?}")))
}

/// The arithmetic of the clock the `games` row keeps ([`TurnClock`] is
/// plain data in the store).
impl TurnClock {
    /// A turn of `days` days whose clock starts at `starts_at` (the move
    /// before it, or the end of the mover's vacation), none reminded yet.
    #[must_use]
    pub fn start(starts_at: i64, days: u8, schedule: &ReminderSchedule) -> Self {
        let deadline_at = starts_at.saturating_add(i64::from(days) * DAY_MS);
        TurnClock::at(deadline_at, 0, days, schedule)
    }

    /// The clock with `reminders_sent` reminders of the turn done.
    #[must_use]
    pub fn at(
        deadline_at: i64,
        reminders_sent: u32,
        days: u8,
        schedule: &ReminderSchedule,
    ) -> Self {
        let offsets = schedule.offsets(days);
        let next_event_at = usize::try_from(reminders_sent)
            .ok()
            .and_then(|sent| offsets.get(sent))
            .map_or(deadline_at, |offset| deadline_at - offset);
        TurnClock {
            deadline_at,
            reminders_sent,
            next_event_at,
        }
    }

    /// The clock after every reminder due by `now` is done: the reminders
    /// that fell due are counted as sent. Returns the new clock and whether
    /// any reminder fell due since `self` (then exactly one, the latest, is
    /// to be sent: a late player gets one reminder, not a burst).
    #[must_use]
    pub fn catch_up(self, now: i64, days: u8, schedule: &ReminderSchedule) -> (Self, bool) {
        let offsets = schedule.offsets(days);
        let due = offsets
            .iter()
            .filter(|&&offset| self.deadline_at - offset <= now)
            .count();
        let due = u32::try_from(due).unwrap_or(u32::MAX);
        if due <= self.reminders_sent {
            let same = TurnClock::at(self.deadline_at, self.reminders_sent, days, schedule);
            return (same, false);
        }
        (TurnClock::at(self.deadline_at, due, days, schedule), true)
    }

    /// The same clock moved by `by` milliseconds (a vacation pushes it
    /// back; a vacation cut short brings it forward again).
    #[must_use]
    pub fn shifted(self, by: i64) -> Self {
        TurnClock {
            deadline_at: self.deadline_at.saturating_add(by),
            reminders_sent: self.reminders_sent,
            next_event_at: self.next_event_at.saturating_add(by),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn schedules_parse_strictly_and_print_back() {
        for (text, printed) in [
            ("half,12h,1h", "half,12h,1h"),
            (" HALF , 24h ", "half,24h"),
            ("1h", "1h"),
            ("off", ""),
            ("Off", ""),
            ("168h", "168h"),
        ] {
            let schedule: ReminderSchedule = text.parse().unwrap();
            assert_eq!(schedule.to_string(), printed, "{text}");
        }
        for (text, error) in [
            ("", ScheduleError::Empty),
            ("  ", ScheduleError::Empty),
            ("half,", ScheduleError::Unknown(String::new())),
            ("12", ScheduleError::Unknown("12".into())),
            ("h", ScheduleError::Unknown("h".into())),
            ("-1h", ScheduleError::Unknown("-1h".into())),
            ("1.5h", ScheduleError::Unknown("1.5h".into())),
            ("quarter", ScheduleError::Unknown("quarter".into())),
            ("0h", ScheduleError::HoursOutOfRange("0h".into())),
            ("169h", ScheduleError::HoursOutOfRange("169h".into())),
            (
                "99999999h",
                ScheduleError::HoursOutOfRange("99999999h".into()),
            ),
            ("1h,01h", ScheduleError::Repeated("01h".into())),
            ("half,half", ScheduleError::Repeated("half".into())),
            ("off,1h", ScheduleError::OffWithOthers),
        ] {
            assert_eq!(text.parse::<ReminderSchedule>(), Err(error), "{text:?}");
        }
        // What is stored parses back to itself (an empty text is "off").
        let standard = ReminderSchedule::standard();
        assert_eq!(
            standard.to_string().parse::<ReminderSchedule>(),
            Ok(standard)
        );
    }

    #[test]
    fn offsets_skip_the_turn_start_and_count_coincidences_once() {
        let standard = ReminderSchedule::standard();
        assert_eq!(
            standard.offsets(3),
            vec![36 * HOUR_MS, 12 * HOUR_MS, HOUR_MS]
        );
        // One day: half is 12 hours left, once.
        assert_eq!(standard.offsets(1), vec![12 * HOUR_MS, HOUR_MS]);
        // 24 hours left of one day is the turn start: left out.
        let day: ReminderSchedule = "24h,48h,1h".parse().unwrap();
        assert_eq!(day.offsets(1), vec![HOUR_MS]);
        assert!(ReminderSchedule::off().offsets(7).is_empty());
    }

    #[test]
    fn a_turn_walks_through_its_reminders_to_the_deadline() {
        let schedule = ReminderSchedule::standard();
        let clock = TurnClock::start(0, 2, &schedule);
        assert_eq!(clock.deadline_at, 2 * DAY_MS);
        assert_eq!(clock.next_event_at, DAY_MS);
        let (same, due) = clock.catch_up(DAY_MS - 1, 2, &schedule);
        assert_eq!((same, due), (clock, false));
        let (after_half, due) = clock.catch_up(DAY_MS, 2, &schedule);
        assert!(due);
        assert_eq!(after_half.reminders_sent, 1);
        assert_eq!(after_half.next_event_at, 36 * HOUR_MS);
        // Two stages overdue at once: one reminder, both counted.
        let (late, due) = clock.catch_up(47 * HOUR_MS + 1, 2, &schedule);
        assert!(due);
        assert_eq!(late.reminders_sent, 3);
        assert_eq!(late.next_event_at, 2 * DAY_MS);
        let (done, due) = late.catch_up(2 * DAY_MS, 2, &schedule);
        assert!(!due);
        assert_eq!(done, late);
    }
}
