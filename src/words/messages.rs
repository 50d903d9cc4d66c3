//! Each [`Message`] as a message id and its arguments: the one place that
//! knows which words a message takes.

use std::fmt::Write;

use super::{
    common::{
        days, duration, escape, game_name, header, last_move, listed, mention, tag_name, when,
    },
    fit::fit_in,
    fluent::{say, Words},
    labels::{move_label, option_label},
    standings, Message, RatingShift,
};
use crate::{
    bot::Level,
    manager::{
        clock_plan::{ReminderSchedule, Stage},
        GamesEntry, Notice, TimeLeft, VACATION_DAYS_PER_YEAR,
    },
    ratings::Score,
    store::{EndReason, FirstMover},
};

pub(super) fn text(words: &Words, message: &Message) -> String {
    let w = words;
    match message {
        Message::Tournament(news) => super::tournaments::message(w, news),
        Message::Lesson(said) => super::lessons::message(w, said),
        Message::Puzzle(news) => super::puzzles::message(w, news),
        Message::ChallengeIssued {
            challenger,
            opponent,
            kind,
            rated,
            first,
            days,
        } => {
            let who = opponent.as_ref().map_or_else(
                || say!(w, "challenge-anyone"),
                |opponent| {
                    say!(
                        w,
                        "challenge-named",
                        name = opponent.1.as_str(),
                        mention = mention(opponent)
                    )
                },
            );
            let first = match first {
                FirstMover::Challenger => "challenger",
                FirstMover::Opponent => "opponent",
                FirstMover::Random => "random",
            };
            let clock = match days {
                Some(days) => say!(w, "clock-days-per-move", days = *days),
                None => say!(w, "clock-none"),
            };
            let issued = say!(
                w,
                "challenge-issued",
                challenger = challenger.as_str(),
                who = who,
                game = game_name(w, *kind),
                rated = rated_key(*rated),
                clock = clock,
                first = first,
            );
            let answer = if opponent.is_some() {
                say!(w, "challenge-answer")
            } else {
                say!(w, "challenge-answer-open")
            };
            format!("{issued} {answer}")
        }
        Message::ChallengeAccepted { by } => say!(w, "challenge-accepted", by = by.as_str()),
        Message::ComputerAccepts { by, level } => say!(
            w,
            "computer-accepts",
            by = by.as_str(),
            level = level_name(w, *level)
        ),
        Message::ChallengeDeclined { by, challenger } => say!(
            w,
            "challenge-declined",
            by = by.as_str(),
            challenger = challenger.as_str()
        ),
        Message::ChallengeCancelled { challenger } => {
            say!(w, "challenge-cancelled", challenger = challenger.as_str())
        }
        Message::ChallengeExpired { challenger, kind } => say!(
            w,
            "challenge-expired",
            challenger = challenger.as_str(),
            game = game_name(w, *kind)
        ),
        Message::Reminder {
            kind,
            to_move,
            opponent,
            time_left,
        } => say!(
            w,
            "reminder",
            mention = mention(to_move),
            game = game_name(w, *kind),
            opponent = opponent.as_str(),
            left = duration(w, *time_left)
        ),
        Message::IdleNudge {
            number,
            kind,
            to_move,
            opponent,
            claimable_at,
        } => say!(
            w,
            "idle-nudge",
            mention = mention(to_move),
            game = game_name(w, *kind),
            number = number.to_string(),
            opponent = opponent.as_str(),
            from = when(w, *claimable_at)
        ),
        Message::RemindersSet { schedule } => reminders_set(w, schedule),
        Message::Board {
            number,
            kind,
            players,
            ply,
            last,
            answered,
            to_move,
            mention: ping,
            time_left,
            away_until,
        } => {
            let who = if *ping {
                mention(to_move)
            } else {
                format!("**{}**", to_move.1)
            };
            let away = away_until.map_or_else(String::new, |until| {
                say!(w, "board-away", until = when(w, until))
            });
            let turn = if *ply == 0 { "start" } else { "move" };
            let turn = match time_left {
                Some(left) => say!(
                    w,
                    "board-turn-clock",
                    who = who,
                    turn = turn,
                    left = duration(w, *left),
                    away = away
                ),
                None => say!(w, "board-turn", who = who, turn = turn, away = away),
            };
            say!(
                w,
                "board",
                header = header(w, *number, *kind, players),
                last = last_moves(w, *ply, last.as_ref(), answered.as_ref()),
                turn = turn
            )
        }
        Message::GameOver {
            number,
            kind,
            players,
            ply,
            last,
            answered,
            outcome,
            reason,
            by,
            why,
            ratings,
        } => {
            let names = players.clone().map(|(_, name)| name);
            let mut text = say!(
                w,
                "game-over",
                header = header(w, *number, *kind, &names),
                last = last_moves(w, *ply, last.as_ref(), answered.as_ref()),
                ending = super::endings::ending(
                    w,
                    &names,
                    *outcome,
                    *reason,
                    by.as_deref(),
                    why.as_ref()
                ),
            );
            let _ = write!(
                text,
                " {} {}",
                mention(&players.first),
                mention(&players.second)
            );
            if !ratings.is_empty() {
                let shifts: Vec<String> =
                    ratings.iter().map(|shift| rating_shift(w, shift)).collect();
                text.push('\n');
                text.push_str(&say!(w, "ratings-changed", shifts = shifts.join(" · ")));
            }
            text
        }
        Message::ChooseOption {
            placement,
            mover,
            options,
        } => {
            let mut text = say!(
                w,
                "choose-option",
                mention = mention(mover),
                placement = placement.as_str()
            );
            for (index, effect) in options.iter().enumerate() {
                let _ = write!(text, "\n{}", option_label(w, index + 1, effect));
            }
            text
        }
        Message::PlacementWithdrawn { by, placement } => say!(
            w,
            "placement-withdrawn",
            by = by.as_str(),
            placement = placement.as_str()
        ),
        Message::DrawOffered { by, to } => {
            say!(w, "draw-offered", by = by.as_str(), mention = mention(to))
        }
        Message::DrawDeclined { by } => say!(w, "draw-declined", by = by.as_str()),
        Message::TakebackRequested { by, notation, to } => say!(
            w,
            "takeback-requested",
            by = by.as_str(),
            notation = notation.as_str(),
            mention = mention(to)
        ),
        Message::TakebackDeclined { by } => say!(w, "takeback-declined", by = by.as_str()),
        Message::TakenBack { by, notation } => say!(
            w,
            "taken-back",
            by = by.as_str(),
            notation = notation.as_str()
        ),
        Message::ConfirmResign => say!(w, "confirm-resign"),
        Message::History {
            number,
            kind,
            players,
            moves,
            result,
        } => {
            let mut out = header(w, *number, *kind, players);
            if moves.is_empty() {
                out.push('\n');
                out.push_str(&say!(w, "history-no-moves"));
            }
            for (index, pair) in moves.chunks(2).enumerate() {
                let _ = write!(out, "\n{}. {}", index + 1, pair[0]);
                if let Some(reply) = pair.get(1) {
                    let _ = write!(out, "  {reply}");
                }
            }
            if !result.is_empty() {
                let _ = write!(out, "\n**{}**", result.join(" — "));
            }
            out
        }
        Message::HistoryAttached {
            number,
            kind,
            players,
            plies,
            file,
        } => say!(
            w,
            "history-attached",
            header = header(w, *number, *kind, players),
            plies = *plies,
            file = file.as_str()
        ),
        Message::ArchivedBoard {
            number,
            kind,
            players,
            ply,
            plies,
            last,
            result,
        } => {
            let header = header(w, *number, *kind, players);
            let mut out = match last {
                Some((name, notation)) => say!(
                    w,
                    "archived-board-move",
                    header = header,
                    ply = *ply,
                    plies = *plies,
                    name = name.as_str(),
                    notation = notation.as_str()
                ),
                None => say!(
                    w,
                    "archived-board",
                    header = header,
                    ply = *ply,
                    plies = *plies
                ),
            };
            if !result.is_empty() {
                let _ = write!(out, " **{}**", result.join(" — "));
            }
            out
        }
        Message::Replay {
            number,
            kind,
            players,
            plies,
            plies_per_frame,
        } => {
            let header = header(w, *number, *kind, players);
            if *plies_per_frame > 1 {
                say!(
                    w,
                    "replay-paced",
                    header = header,
                    plies = *plies,
                    per_frame = *plies_per_frame
                )
            } else {
                say!(w, "replay", header = header, plies = *plies)
            }
        }
        Message::Analysis {
            number,
            kind,
            players,
            plies,
            marked,
        } => super::analysis::analysis(w, *number, *kind, players, *plies, marked),
        Message::PeekHint => say!(w, "peek-hint"),
        Message::Destinations { cell, cells } => {
            say!(w, "destinations", cell = cell.as_str(), cells = *cells)
        }
        Message::Peek { cell } => say!(w, "peek", cell = cell.as_str()),
        Message::NoMatchingMoves => say!(w, "no-matching-moves"),
        Message::VacationStarted {
            name,
            until,
            paused,
            left,
        } => {
            let started = say!(
                w,
                "vacation-started",
                name = name.as_str(),
                until = when(w, *until),
                paused = *paused
            );
            format!("{started} {}", allowance(w, *left))
        }
        Message::VacationCancelled { name, used, left } => {
            let back = say!(
                w,
                "vacation-cancelled",
                name = name.as_str(),
                used = days(w, *used)
            );
            format!("{back} {}", allowance(w, *left))
        }
        Message::VacationStatus { until, left } => {
            let state = until.map_or_else(
                || say!(w, "vacation-status-none"),
                |until| say!(w, "vacation-status-away", until = when(w, until)),
            );
            format!(
                "{state} {} {}",
                allowance(w, *left),
                say!(w, "vacation-status-how")
            )
        }
        Message::NoticesSet { on: true } => say!(w, "notices-on"),
        Message::NoticesSet { on: false } => say!(w, "notices-off"),
        Message::WebPagesSet {
            public: true,
            link: Some(link),
        } => say!(w, "web-pages-public-at", link = link.as_str()),
        Message::WebPagesSet {
            public: true,
            link: None,
        } => say!(w, "web-pages-public"),
        Message::WebPagesSet { public: false, .. } => say!(w, "web-pages-off"),
        Message::ConfirmMovesSet { on: true } => say!(w, "confirm-moves-on"),
        Message::ConfirmMovesSet { on: false } => say!(w, "confirm-moves-off"),
        Message::LanguageSet { language } => {
            say!(
                w,
                "language-set",
                language = named_or_none(language.as_deref())
            )
        }
        Message::ServerLanguageSet { language, current } => say!(
            w,
            "server-language-set",
            language = named_or_none(language.as_deref()),
            current = tag_name(current),
        ),
        Message::SettingsShown {
            confirm,
            notices,
            language,
            current,
        } => say!(
            w,
            "settings-shown",
            confirm = on_off(*confirm),
            notices = on_off(*notices),
            language = named_or_none(language.as_deref()),
            current = tag_name(current),
        ),
        Message::MovePreview {
            notation,
            label,
            ends,
        } => {
            let what = label
                .as_ref()
                .map_or_else(String::new, |label| move_label(w, label));
            let mut text = say!(w, "move-preview", notation = notation.as_str(), what = what);
            if *ends {
                text.push('\n');
                text.push_str(&say!(w, "move-preview-ends"));
            }
            text
        }
        Message::MoveCancelled => say!(w, "move-cancelled"),
        Message::PremoveSaved { opponent } => {
            say!(w, "premove-saved", opponent = opponent.as_str())
        }
        Message::PremoveList { opponent, lines } => {
            let listed: Vec<String> = lines.iter().map(|line| premove_line(w, line)).collect();
            fit_in(
                PREMOVE_LIST_LIMIT,
                say!(w, "premove-list", opponent = opponent.as_str()),
                &listed,
                |count| text(w, &Message::GamesMore { count }),
            )
        }
        Message::NoPremoves => say!(w, "premove-none"),
        Message::PremovesCleared { lines: 0 } => say!(w, "premove-cleared-none"),
        Message::PremovesCleared { lines } => say!(w, "premove-cleared", lines = *lines),
        Message::Direct {
            notice,
            channel,
            link,
        } => {
            let channel = format!("<#{channel}>");
            let what = direct(w, notice, channel);
            format!("{what} — {link}")
        }
        Message::GamesHeader { owner, count } => match owner {
            Some(owner) => say!(w, "games-header-of", owner = owner.as_str(), count = *count),
            None => say!(w, "games-header", count = *count),
        },
        Message::GamesEntry(entry) => games_entry(w, entry),
        Message::GamesMore { count } => say!(w, "games-more", count = *count),
        Message::NoGames { owner: None } => say!(w, "no-games"),
        Message::NoGames { owner: Some(owner) } => {
            say!(w, "no-games-of", owner = owner.as_str())
        }
        Message::GameName { kind } => game_name(w, *kind),
        Message::LadderTitle { kind } => say!(w, "ladder-title", game = game_name(w, *kind)),
        Message::Ladder {
            kind,
            page,
            pages,
            players,
        } => standings::ladder_line(w, *kind, *page, *pages, *players),
        Message::LadderTable {
            kind,
            page,
            pages,
            players,
            rows,
            caller,
        } => standings::ladder_table(
            w,
            &standings::ladder_line(w, *kind, *page, *pages, *players),
            rows,
            caller.as_ref(),
        ),
        Message::StatsTitle { name } => say!(w, "stats-title", name = name.as_str()),
        Message::StatsSummary { name, ratings } => {
            let mut out = say!(w, "stats-summary", name = escape(name));
            for (kind, rating) in ratings {
                let _ = write!(out, " · {} {rating}", game_name(w, *kind));
            }
            out
        }
        Message::Streak { score, games } => {
            say!(w, "streak", result = score_key(*score), games = *games)
        }
        Message::BestWin {
            opponent,
            rating,
            kind,
        } => say!(
            w,
            "best-win",
            opponent = opponent.as_str(),
            rating = *rating,
            game = game_name(w, *kind)
        ),
        Message::NoGamesYet { name } => say!(w, "no-games-yet", name = name.as_str()),
        Message::KindDetail {
            deviation,
            rated_games,
            record,
        } => {
            let rated = match deviation {
                Some(deviation) => say!(
                    w,
                    "kind-rated",
                    deviation = *deviation,
                    games = *rated_games
                ),
                None => say!(w, "kind-not-rated"),
            };
            say!(
                w,
                "kind-detail",
                rated = rated,
                wins = record.wins,
                losses = record.losses,
                draws = record.draws
            )
        }
        Message::ComputerRecord { level, record } => say!(
            w,
            "computer-record",
            level = level_name(w, *level),
            wins = record.wins,
            losses = record.losses,
            draws = record.draws
        ),
        Message::Unrated => say!(w, "unrated"),
        Message::KindLine {
            kind,
            rating,
            deviation,
            rated_games,
            record,
        } => {
            let detail = Message::KindDetail {
                deviation: *deviation,
                rated_games: *rated_games,
                record: *record,
            };
            let rating = rating.clone().unwrap_or_else(|| text(w, &Message::Unrated));
            format!("{}: {rating} · {}", game_name(w, *kind), text(w, &detail))
        }
        Message::Worded(words) => words.clone(),
        Message::ChartTitle => say!(w, "chart-title"),
        Message::LastGamesTitle => say!(w, "last-games-title"),
        Message::FinishedGamesHeader { owner, count } => match owner {
            None => say!(w, "finished-games-header", count = *count),
            Some(owner) => say!(
                w,
                "finished-games-header-of",
                owner = escape(owner),
                count = *count
            ),
        },
        Message::NoFinishedGames { owner: None } => say!(w, "no-finished-games"),
        Message::NoFinishedGames { owner: Some(owner) } => {
            say!(w, "no-finished-games-of", owner = escape(owner))
        }
        Message::ScoreMark { score } => say!(w, "score-mark", result = score_key(*score)),
        Message::PlayedGame {
            number,
            score,
            kind,
            opponent,
            reason,
            rated,
            link,
        } => {
            let line = say!(
                w,
                "played-game",
                number = number.to_string(),
                result = score.map_or("none", score_key),
                opponent = escape(opponent),
                game = game_name(w, *kind),
                reason = reason_key(*reason),
                rated = rated_key(*rated)
            );
            match link {
                Some(url) => format!("[{line}]({url})"),
                None => line,
            }
        }
    }
}

fn rated_key(rated: bool) -> &'static str {
    if rated {
        "rated"
    } else {
        "casual"
    }
}

/// A result as the messages select on it.
pub(super) fn score_key(score: Score) -> &'static str {
    match score {
        Score::Win => "win",
        Score::Loss => "loss",
        Score::Draw => "draw",
    }
}

/// An ending as the messages select on it.
pub(super) fn reason_key(reason: EndReason) -> &'static str {
    match reason {
        EndReason::Rules => "rules",
        EndReason::Resignation => "resignation",
        EndReason::Agreement => "agreement",
        EndReason::Aborted => "aborted",
        EndReason::Time => "time",
        EndReason::NeverMoved => "never-moved",
        EndReason::Abandonment => "abandonment",
    }
}

/// "alice 1500 → 1512 (+12)".
fn rating_shift(words: &Words, shift: &RatingShift) -> String {
    say!(
        words,
        "rating-shift",
        name = shift.name.as_str(),
        before = shift.before,
        after = shift.after,
        change = format!("{:+}", shift.after - shift.before)
    )
}

fn reminders_set(words: &Words, schedule: &ReminderSchedule) -> String {
    if schedule.is_off() {
        return say!(words, "reminders-off");
    }
    let stages: Vec<String> = schedule
        .stages()
        .iter()
        .map(|stage| match stage {
            Stage::Half => say!(words, "reminder-stage-half"),
            Stage::HoursLeft(hours) => say!(words, "reminder-stage-hours", hours = *hours),
        })
        .collect();
    say!(words, "reminders-set", stages = listed(words, &stages))
}

/// How much of a message a tree's list may take: the rest is room for the
/// line before it ("Saved. …").
const PREMOVE_LIST_LIMIT: usize = crate::manager::MESSAGE_LIMIT - 500;

/// A line of conditional moves as its owner reads it: "`Kc3` → `Kd4` ·
/// `Ke5` → `Kb2`".
fn premove_line(words: &Words, line: &[String]) -> String {
    let pairs: Vec<String> = line
        .chunks(2)
        .map(|pair| match pair {
            [theirs, yours] => say!(
                words,
                "premove-pair",
                theirs = theirs.as_str(),
                yours = yours.as_str()
            ),
            _ => format!("`{}`", pair.join(" ")),
        })
        .collect();
    format!("• {}", pairs.join(" · "))
}

/// The last move, after the move it answered at once if it did (a
/// conditional move's answer): "· move 13 — bob: `Kc3` · move 14 — alice:
/// `Kd4`".
fn last_moves(
    words: &Words,
    ply: u32,
    last: Option<&(String, String)>,
    answered: Option<&(String, String)>,
) -> String {
    let before = last_move(words, ply.saturating_sub(1), answered);
    format!("{before}{}", last_move(words, ply, last))
}

/// What is left of the yearly vacation allowance.
fn allowance(words: &Words, left: i64) -> String {
    say!(
        words,
        "vacation-allowance",
        left = left,
        days = VACATION_DAYS_PER_YEAR
    )
}

/// A direct message's news, before its link.
fn direct(words: &Words, notice: &Notice, channel: String) -> String {
    match notice {
        Notice::YourTurn { kind, opponent } => say!(
            words,
            "direct-your-turn",
            channel = channel,
            game = game_name(words, *kind),
            opponent = opponent.as_str()
        ),
        Notice::Challenged { kind, by } => say!(
            words,
            "direct-challenged",
            by = by.as_str(),
            game = game_name(words, *kind),
            channel = channel
        ),
        Notice::DrawOffered { kind, by } => say!(
            words,
            "direct-draw-offered",
            by = by.as_str(),
            game = game_name(words, *kind),
            channel = channel
        ),
        Notice::TakebackRequested { kind, by } => say!(
            words,
            "direct-takeback-requested",
            by = by.as_str(),
            game = game_name(words, *kind),
            channel = channel
        ),
        Notice::PremovePlayed {
            kind,
            opponent,
            played,
            reply,
        } => say!(
            words,
            "direct-premove-played",
            reply = reply.as_str(),
            opponent = opponent.as_str(),
            played = played.as_str(),
            game = game_name(words, *kind),
            channel = channel
        ),
        Notice::GameOver {
            kind,
            opponent,
            score,
        } => say!(
            words,
            "direct-game-over",
            game = game_name(words, *kind),
            opponent = opponent.as_str(),
            channel = channel,
            result = score.map_or("none", score_key)
        ),
    }
}

fn games_entry(words: &Words, entry: &GamesEntry) -> String {
    let turn = match (entry.owner_to_move, &entry.owner) {
        (true, None) => say!(words, "entry-your-turn"),
        (true, Some(owner)) => say!(words, "entry-turn-of", name = owner.as_str()),
        (false, None) => say!(words, "entry-their-turn"),
        (false, Some(_)) => say!(words, "entry-turn-of", name = entry.opponent.as_str()),
    };
    let time = match entry.time {
        TimeLeft::NoClock => say!(words, "entry-no-clock"),
        TimeLeft::Left(millis) if millis <= 0 => say!(words, "entry-time-up"),
        TimeLeft::Left(millis) => say!(words, "entry-time-left", left = duration(words, millis)),
        TimeLeft::Paused { until } => {
            say!(words, "entry-paused", until = when(words, until))
        }
    };
    say!(
        words,
        "games-entry",
        game = game_name(words, entry.kind),
        opponent = entry.opponent.as_str(),
        turn = turn,
        time = time,
        link = entry.link.as_str()
    )
}

/// A language setting as a Fluent selector value: the language's name, or
/// `none` (Discord's).
fn named_or_none(tag: Option<&str>) -> String {
    tag.map_or_else(|| "none".to_owned(), tag_name)
}

/// A switch as a Fluent selector value.
fn on_off(on: bool) -> &'static str {
    if on {
        "on"
    } else {
        "off"
    }
}

/// The name of the computer's `level` in the reader's language.
pub(super) fn level_name(w: &Words, level: Level) -> String {
    say!(w, "computer-level", level = i64::from(level.number()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manager::Locale;

    #[test]
    fn rating_changes_show_both_numbers_and_the_difference() {
        let words = Words::for_locale(&Locale::en());
        let shift = |before, after| RatingShift {
            name: "alice".to_owned(),
            before,
            after,
        };
        assert_eq!(
            rating_shift(&words, &shift(1500, 1512)),
            "alice 1500 → 1512 (+12)"
        );
        assert_eq!(
            rating_shift(&words, &shift(1500, 1488)),
            "alice 1500 → 1488 (-12)"
        );
    }
}
