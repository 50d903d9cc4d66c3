//! Pieces many sentences share: a game's name and header, a mention, a
//! span of time, a moment, a count of days.

use super::{
    fluent::{say, Words},
    Named,
};
use crate::{
    games::{ByColor, GameKind, Seat},
    manager::{
        calendar,
        clock_plan::{DAY_MS, HOUR_MS, MINUTE_MS},
        Locale,
    },
};

/// The kind of game as the messages select on it.
pub(super) fn kind_key(kind: GameKind) -> &'static str {
    kind.as_str()
}

pub(super) fn game_name(words: &Words, kind: GameKind) -> String {
    words.phrase(&kind.game().kind_name(kind))
}

/// A seat's mark: a picture, the same in every language.
fn seat_mark(kind: GameKind, seat: Seat) -> &'static str {
    kind.seat_marks()[seat.index()]
}

/// The name of the language of `words`, in itself.
pub(super) fn language_name(words: &Words) -> String {
    say!(words, "language-name")
}

/// The name of the language tagged `tag`, in itself.
pub(super) fn tag_name(tag: &str) -> String {
    language_name(&Words::for_locale(&Locale(tag.to_owned())))
}

pub(super) fn mention((id, _): &Named) -> String {
    format!("<@{id}>")
}

/// "**PÜNCT** #3 · ⚪ alice vs ⚫ bob".
pub(super) fn header(
    words: &Words,
    number: u32,
    kind: GameKind,
    players: &ByColor<String>,
) -> String {
    say!(
        words,
        "game-header",
        game = game_name(words, kind),
        number = number.to_string(),
        first_mark = seat_mark(kind, Seat::First),
        first = players.first.as_str(),
        second_mark = seat_mark(kind, Seat::Second),
        second = players.second.as_str(),
    )
}

/// " · move 12 — alice: `+F5:G5,H5`", or nothing before the first move.
pub(super) fn last_move(words: &Words, ply: u32, last: Option<&(String, String)>) -> String {
    match last {
        Some((name, notation)) => say!(
            words,
            "last-move",
            ply = ply,
            name = name.as_str(),
            notation = notation.as_str()
        ),
        None => String::new(),
    }
}

/// A span of time to the nearest minute, then down to what is shown:
/// "2 days 23 h", "5 h 30 min", "12 min", "less than a minute". (The
/// nearest minute: a board written a few milliseconds after a move shows
/// "3 days", not "2 days 23 h".)
pub(super) fn duration(words: &Words, ms: i64) -> String {
    let ms = (ms.max(0) + MINUTE_MS / 2) / MINUTE_MS * MINUTE_MS;
    let (days, hours, minutes) = (ms / DAY_MS, ms % DAY_MS / HOUR_MS, ms % HOUR_MS / MINUTE_MS);
    match (days, hours, minutes) {
        (0, 0, 0) => say!(words, "duration-under-a-minute"),
        (0, 0, minutes) => say!(words, "duration-minutes", minutes = minutes),
        (0, hours, 0) => say!(words, "duration-hours", hours = hours),
        (0, hours, minutes) => {
            say!(
                words,
                "duration-hours-minutes",
                hours = hours,
                minutes = minutes
            )
        }
        (days, 0, _) => say!(words, "duration-days", days = days),
        (days, hours, _) => say!(words, "duration-days-hours", days = days, hours = hours),
    }
}

/// "3 days".
pub(super) fn days(words: &Words, count: i64) -> String {
    say!(words, "count-days", days = count)
}

/// A moment for people, e.g. "3 Dec 18:00 UTC".
pub(super) fn when(words: &Words, millis: i64) -> String {
    let moment = calendar::moment(millis);
    say!(
        words,
        "moment",
        day = moment.day(),
        month = u8::from(moment.month()),
        time = format!("{:02}:{:02}", moment.hour(), moment.minute()),
    )
}

/// "a, b, c" as the language lists things ("甲、乙、丙" in Chinese).
pub(super) fn listed(words: &Words, items: &[String]) -> String {
    items.join(&say!(words, "list-separator"))
}

/// "`a`, `b`": options as code, listed.
pub(super) fn options_list(words: &Words, options: &[String]) -> String {
    let options: Vec<String> = options.iter().map(|option| format!("`{option}`")).collect();
    listed(words, &options)
}

/// A name made safe inside Discord markdown (links, bold).
pub(super) fn escape(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars() {
        if matches!(
            c,
            '\\' | '*' | '_' | '~' | '`' | '|' | '[' | ']' | '(' | ')' | '<' | '>'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manager::Locale;

    #[test]
    fn durations_read_as_days_hours_and_minutes() {
        let words = Words::for_locale(&Locale::en());
        for (ms, text) in [
            (3 * DAY_MS, "3 days"),
            (2 * DAY_MS + 23 * HOUR_MS + 59 * MINUTE_MS, "2 days 23 h"),
            (DAY_MS + HOUR_MS, "1 day 1 h"),
            (DAY_MS, "1 day"),
            (5 * HOUR_MS + 30 * MINUTE_MS + 29_999, "5 h 30 min"),
            (12 * HOUR_MS, "12 h"),
            (12 * MINUTE_MS, "12 min"),
            (3 * DAY_MS - 5, "3 days"),
            (59_999, "1 min"),
            (29_999, "less than a minute"),
            (-5, "less than a minute"),
        ] {
            assert_eq!(duration(&words, ms), text, "{ms}");
        }
    }

    /// Month names and the order of day and month are each language's.
    #[test]
    fn moments_read_in_each_language() {
        // 2023-11-14 22:13:20 UTC.
        let millis = 1_700_000_000_000;
        for (locale, text) in [
            ("en-US", "14 Nov 22:13 UTC"),
            ("es-ES", "14 nov 22:13 UTC"),
            ("ru", "14 нояб. 22:13 UTC"),
            ("zh-CN", "11月14日 22:13 UTC"),
        ] {
            let words = Words::for_locale(&Locale(locale.to_owned()));
            assert_eq!(when(&words, millis), text, "{locale}");
        }
    }
}
