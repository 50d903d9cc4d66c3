//! English.

use std::fmt::Write;

use super::{FinalCard, LadderEntry, Message, Named, RatingShift, MAX_MOVE_LABEL};
use crate::{
    games::{boop, punct, AnyEffect, ByColor, GameKind, Outcome, RulesEnd, Seat},
    manager::{
        abandon::CLAIM_AFTER_MS,
        calendar,
        clock_plan::{
            ReminderSchedule, ScheduleError, Stage, DAY_MS, HOUR_MS, MAX_REMINDER_HOURS, MINUTE_MS,
        },
        notices::Notice,
        refusal::Refusal,
        roster::{GamesEntry, TimeLeft},
        ButtonAction, VACATION_DAYS_PER_YEAR,
    },
    ratings::Score,
    store::{EndReason, FirstMover},
};

pub(super) const INTERNAL_ERROR: &str =
    "Something went wrong on our side and nothing was changed. Please try again in a moment.";

fn game_name(kind: GameKind) -> &'static str {
    match kind {
        GameKind::PunctStandard => "PÜNCT",
        GameKind::PunctBasic => "PÜNCT (basic)",
        GameKind::Boop => "boop.",
    }
}

fn seat_mark(kind: GameKind, seat: Seat) -> &'static str {
    match kind {
        GameKind::PunctStandard | GameKind::PunctBasic => seat.fold("⚪", "⚫"),
        GameKind::Boop => seat.fold("🟠", "🔘"),
    }
}

fn mention((id, _): &Named) -> String {
    format!("<@{id}>")
}

fn header(number: u32, kind: GameKind, players: &ByColor<String>) -> String {
    format!(
        "**{}** #{number} · {} {} vs {} {}",
        game_name(kind),
        seat_mark(kind, Seat::First),
        players.first,
        seat_mark(kind, Seat::Second),
        players.second
    )
}

/// Who won a game that just ended, and why, in the game's own words.
fn ending(
    players: &ByColor<String>,
    outcome: Option<Outcome>,
    reason: EndReason,
    by: Option<&str>,
    why: Option<RulesEnd>,
) -> String {
    let winner = |seat: Seat| players.get(seat);
    match (reason, outcome) {
        (EndReason::NeverMoved, _) => format!(
            "Game aborted: {} never moved and their time ran out — no result, no rating.",
            by.unwrap_or("a player")
        ),
        (EndReason::Aborted, _) | (_, None) => match by {
            Some(by) => format!("Game aborted by {by}: no result, no rating."),
            None => "Game aborted: no result, no rating.".to_owned(),
        },
        (EndReason::Resignation, Some(Outcome::Win(seat))) => format!(
            "{} resigns — **{} wins**.",
            by.unwrap_or(winner(seat.other())),
            winner(seat)
        ),
        (EndReason::Agreement, Some(_)) => "**Draw** by agreement.".to_owned(),
        (EndReason::Time, Some(Outcome::Win(seat))) => format!(
            "{} ran out of time — **{} wins**.",
            winner(seat.other()),
            winner(seat)
        ),
        (EndReason::Abandonment, Some(Outcome::Win(seat))) => format!(
            "{} left the game idle too long and {} claimed it — **{} wins**.",
            winner(seat.other()),
            winner(seat),
            winner(seat)
        ),
        (_, Some(outcome)) => rules_ending(players, outcome, why),
    }
}

/// A game the rules ended: who won (or the draw) and the rule.
fn rules_ending(players: &ByColor<String>, outcome: Outcome, why: Option<RulesEnd>) -> String {
    let result = match outcome {
        Outcome::Win(seat) => format!("**{} wins**", players.get(seat)),
        Outcome::Draw => "**Draw**".to_owned(),
    };
    let count = |centre: ByColor<u8>| match outcome {
        Outcome::Win(Seat::Second) => format!("{}–{}", centre.second, centre.first),
        _ => format!("{}–{}", centre.first, centre.second),
    };
    match (why, outcome) {
        (Some(RulesEnd::Connection { sides, by_mover }), Outcome::Win(seat)) => {
            let link = format!("{} and {}", side_name(sides[0]), side_name(sides[1]));
            if by_mover {
                format!("{result}: their dots link {link}.")
            } else {
                format!(
                    "{result}: {}'s move completed their link between {link}.",
                    players.get(seat.other())
                )
            }
        }
        (Some(RulesEnd::CentreCount { centre }), _) => format!(
            "{result}: the last piece is placed and the centre counts {}.",
            count(centre)
        ),
        (Some(RulesEnd::LastPieceDraw), _) => {
            format!("{result}: the last piece is placed (in the basic game, a draw).")
        }
        (
            Some(RulesEnd::BothPassed {
                centre: Some(centre),
            }),
            _,
        ) => format!(
            "{result}: both players passed and the centre counts {}.",
            count(centre)
        ),
        (Some(RulesEnd::BothPassed { centre: None }), _) => {
            format!("{result}: both players passed.")
        }
        (Some(RulesEnd::ThreeCats), _) => format!("{result} with three cats in a row."),
        (Some(RulesEnd::EightCats), _) => format!("{result} with all eight cats on the bed."),
        (Some(RulesEnd::ThreeKittens), _) => format!("{result} with three kittens in a row."),
        _ => format!("Game over — {result}."),
    }
}

/// The final picture's two lines: the result, then why, both plain (the
/// picture has no markdown).
pub(super) fn final_lines(card: &FinalCard) -> Vec<String> {
    let name = |seat: Seat| card.players.get(seat).as_str();
    let by = card.by.as_deref();
    let result = match card.outcome {
        _ if matches!(card.reason, EndReason::Aborted | EndReason::NeverMoved) => {
            "Game aborted".to_owned()
        }
        Some(Outcome::Win(seat)) => format!("{} wins", name(seat)),
        Some(Outcome::Draw) => "Draw".to_owned(),
        None => "Game aborted".to_owned(),
    };
    let loser = card.outcome.and_then(Outcome::winner).map(Seat::other);
    let count = |centre: ByColor<u8>| match card.outcome {
        Some(Outcome::Win(Seat::Second)) => format!("{}–{}", centre.second, centre.first),
        _ => format!("{}–{}", centre.first, centre.second),
    };
    let why = match (card.reason, loser) {
        (EndReason::NeverMoved, _) => {
            format!("{} never moved · not rated", by.unwrap_or("A player"))
        }
        (EndReason::Aborted, _) => "Called off · not rated".to_owned(),
        (EndReason::Resignation, Some(loser)) => format!("{} resigned", name(loser)),
        (EndReason::Time, Some(loser)) => format!("{} ran out of time", name(loser)),
        (EndReason::Abandonment, Some(loser)) => format!("{} left the game idle", name(loser)),
        (EndReason::Agreement, _) => "Agreed by both players".to_owned(),
        _ => match card.why {
            Some(RulesEnd::Connection { sides, by_mover }) => {
                let link = format!("{} to {}", side_name(sides[0]), side_name(sides[1]));
                match (by_mover, loser) {
                    (false, Some(loser)) => format!("{}'s move linked {link}", name(loser)),
                    _ => format!("Linked {link}"),
                }
            }
            Some(RulesEnd::CentreCount { centre }) => format!("Centre count {}", count(centre)),
            Some(RulesEnd::LastPieceDraw) => "Every piece placed".to_owned(),
            Some(RulesEnd::BothPassed {
                centre: Some(centre),
            }) => format!("Both passed · centre {}", count(centre)),
            Some(RulesEnd::BothPassed { centre: None }) => "Both passed".to_owned(),
            Some(RulesEnd::ThreeCats) => "Three cats in a row".to_owned(),
            Some(RulesEnd::EightCats) => "All eight cats on the bed".to_owned(),
            Some(RulesEnd::ThreeKittens) => "Three kittens in a row".to_owned(),
            None => String::new(),
        },
    };
    let mut lines = vec![result];
    if !why.is_empty() {
        lines.push(why);
    }
    lines
}

/// A side of the PÜNCT board, by the cells along it.
fn side_name(side: punct::Side) -> &'static str {
    match side {
        punct::Side::ColumnA => "column A",
        punct::Side::ColumnQ => "column Q",
        punct::Side::Row1 => "row 1",
        punct::Side::Row17 => "row 17",
        punct::Side::LowerRight => "the J2–P8 side",
        punct::Side::UpperLeft => "the B10–H16 side",
    }
}

/// "alice 1500 → 1512 (+12)".
fn rating_shift(shift: &RatingShift) -> String {
    format!(
        "{} {} → {} ({:+})",
        shift.name,
        shift.before,
        shift.after,
        shift.after - shift.before
    )
}

fn last_move(ply: u32, last: Option<&(String, String)>) -> String {
    match last {
        Some((name, notation)) => format!(" · move {ply} — {name}: `{notation}`"),
        None => String::new(),
    }
}

/// A span of time to the nearest minute, then down to what is shown:
/// "2 days 23 h", "5 h 30 min", "12 min", "less than a minute". (The
/// nearest minute: a board written a few milliseconds after a move shows
/// "3 days", not "2 days 23 h".)
fn duration(ms: i64) -> String {
    let ms = (ms.max(0) + MINUTE_MS / 2) / MINUTE_MS * MINUTE_MS;
    let (whole_days, hours, minutes) =
        (ms / DAY_MS, ms % DAY_MS / HOUR_MS, ms % HOUR_MS / MINUTE_MS);
    match (whole_days, hours, minutes) {
        (0, 0, 0) => "less than a minute".to_owned(),
        (0, 0, minutes) => format!("{minutes} min"),
        (0, hours, 0) => format!("{hours} h"),
        (0, hours, minutes) => format!("{hours} h {minutes} min"),
        (whole_days, 0, _) => days(whole_days),
        (whole_days, hours, _) => format!("{} {hours} h", days(whole_days)),
    }
}

fn reminders_set(schedule: &ReminderSchedule) -> String {
    if schedule.is_off() {
        return "Reminders are now off on this server: nobody is reminded to move \
                (deadlines still apply)."
            .to_owned();
    }
    let stages: Vec<String> = schedule
        .stages()
        .iter()
        .map(|stage| match stage {
            Stage::Half => "when half their time is gone".to_owned(),
            Stage::HoursLeft(1) => "when 1 hour remains".to_owned(),
            Stage::HoursLeft(hours) => format!("when {hours} hours remain"),
        })
        .collect();
    format!(
        "From now on, the player to move on this server is reminded {}.",
        stages.join(", ")
    )
}

fn schedule_problem(problem: &ScheduleError) -> String {
    match problem {
        ScheduleError::Empty => "it is empty".to_owned(),
        ScheduleError::Unknown(part) => format!("`{part}` is neither `half` nor hours like `12h`"),
        ScheduleError::HoursOutOfRange(part) => {
            format!("`{part}` is outside 1h to {MAX_REMINDER_HOURS}h")
        }
        ScheduleError::Repeated(part) => format!("`{part}` comes twice"),
        ScheduleError::OffWithOthers => "`off` cannot be combined with reminders".to_owned(),
    }
}

fn options_list(options: &[String]) -> String {
    options
        .iter()
        .map(|option| format!("`{option}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

pub(super) fn text(message: &Message) -> String {
    match message {
        Message::ChallengeIssued {
            challenger,
            opponent,
            kind,
            rated,
            first,
            days,
        } => {
            let who = opponent.as_ref().map_or_else(
                || "anyone".to_owned(),
                |opponent| format!("{} ({})", opponent.1, mention(opponent)),
            );
            let rated = if *rated { "rated" } else { "casual" };
            let first = match first {
                FirstMover::Challenger => format!("{challenger} moves first"),
                FirstMover::Opponent => "the opponent moves first".to_owned(),
                FirstMover::Random => "first move drawn by lot".to_owned(),
            };
            let answer = if opponent.is_some() {
                "Accept or decline below (or /accept, /decline)."
            } else {
                "Anyone may accept below (or /accept)."
            };
            let clock = match days {
                Some(1) => "1 day per move".to_owned(),
                Some(days) => format!("{days} days per move"),
                None => "no clock".to_owned(),
            };
            format!(
                "{challenger} challenges {who} to {} ({rated}, {clock}, {first}). {answer}",
                game_name(*kind)
            )
        }
        Message::ChallengeAccepted { by } => format!("{by} accepts the challenge."),
        Message::ChallengeDeclined { by, challenger } => {
            format!("{by} declines {challenger}'s challenge.")
        }
        Message::ChallengeCancelled { challenger } => {
            format!("{challenger} withdraws the challenge.")
        }
        Message::ChallengeExpired { challenger, kind } => format!(
            "{challenger}'s challenge to {} expired after 24 hours without an answer.",
            game_name(*kind)
        ),
        Message::Reminder {
            kind,
            to_move,
            opponent,
            time_left,
        } => format!(
            "{}, a reminder: it is your move in {} against {opponent} · {} left.",
            mention(to_move),
            game_name(*kind),
            duration(*time_left)
        ),
        Message::IdleNudge {
            number,
            kind,
            to_move,
            opponent,
            claimable_at,
        } => format!(
            "{}, your move in {} #{number} against {opponent} has waited a week. \
             This game has no clock, but from {} {opponent} may /claim it if you \
             have not moved.",
            mention(to_move),
            game_name(*kind),
            when(*claimable_at)
        ),
        Message::RemindersSet { schedule } => reminders_set(schedule),
        Message::Board {
            number,
            kind,
            players,
            ply,
            last,
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
                format!(" (on vacation until {})", when(until))
            });
            let turn = if *ply == 0 { "you start" } else { "your move" };
            let turn = match time_left {
                Some(left) => format!("{who}, {turn} · {} left{away}.", duration(*left)),
                None => format!("{who}, {turn}{away}."),
            };
            format!(
                "{}{}. {turn}",
                header(*number, *kind, players),
                last_move(*ply, last.as_ref())
            )
        }
        Message::GameOver {
            number,
            kind,
            players,
            ply,
            last,
            outcome,
            reason,
            by,
            why,
            ratings,
        } => {
            let names = players.clone().map(|(_, name)| name);
            let mut text = format!(
                "{}{}. {}",
                header(*number, *kind, &names),
                last_move(*ply, last.as_ref()),
                ending(&names, *outcome, *reason, by.as_deref(), *why)
            );
            let _ = write!(
                text,
                " {} {}",
                mention(&players.first),
                mention(&players.second)
            );
            if !ratings.is_empty() {
                let shifts: Vec<String> = ratings.iter().map(rating_shift).collect();
                let _ = write!(text, "\nRatings: {}.", shifts.join(" · "));
            }
            text
        }
        Message::ChooseOption {
            placement,
            mover,
            options,
        } => {
            let mut text = format!(
                "{} placed `{placement}` and must now choose one option below \
                 (or `/choose 1`, or Cancel to take the placement back):",
                mention(mover)
            );
            for (index, effect) in options.iter().enumerate() {
                let _ = write!(text, "\n{}", option_label(index + 1, effect));
            }
            text
        }
        Message::PlacementWithdrawn { by, placement } => {
            format!("{by} takes back the placement `{placement}`: still their move.")
        }
        Message::DrawOffered { by, to } => format!(
            "{by} offers a draw. {}, accept or decline (/draw accept, /draw decline); \
             the offer lapses when you move.",
            mention(to)
        ),
        Message::DrawDeclined { by } => format!("{by} declines the draw offer. Play on."),
        Message::TakebackRequested { by, notation, to } => format!(
            "{by} asks to take back `{notation}`. {}, accept or decline \
             (/takeback accept, /takeback decline).",
            mention(to)
        ),
        Message::TakebackDeclined { by } => format!("{by} declines the takeback. Play on."),
        Message::TakenBack { by, notation } => format!("{by}'s move `{notation}` is taken back."),
        Message::ConfirmResign => "Really resign? The game counts as lost.".to_owned(),
        Message::History {
            number,
            kind,
            players,
            moves,
            result,
        } => {
            let mut out = header(*number, *kind, players);
            if moves.is_empty() {
                out.push_str("\nNo moves yet.");
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
        } => format!(
            "{} · {plies} moves: too long for a message, so the whole record is attached \
             as `{file}` (it replays through `punctbot engine` as it is).",
            header(*number, *kind, players)
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
            let mut out = format!(
                "{} · after move {ply} of {plies}",
                header(*number, *kind, players)
            );
            if let Some((name, notation)) = last {
                let _ = write!(out, " — {name}: `{notation}`");
            }
            out.push('.');
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
            let pace = if *plies_per_frame > 1 {
                format!(", {plies_per_frame} a frame to stay under Discord's 8 MiB")
            } else {
                String::new()
            };
            format!(
                "{} · the whole game, move by move ({plies} in all{pace}).",
                header(*number, *kind, players)
            )
        }
        Message::PeekHint => {
            "Say which piece to lift: /peek with its cell, e.g. `/peek F5`.".to_owned()
        }
        Message::Destinations { cell, cells } => format!(
            "Where your piece on {cell} may go: {cells} cells for its PÜNCT. A ring lands \
             flat, a disc on the level shown (blue: a jump, violet: a bridge). \
             Type `{cell}>` in /move to see each move."
        ),
        Message::Peek { cell } => format!("The board with the top piece at {cell} lifted off."),
        Message::NoMatchingMoves => "No legal move matches what you typed.".to_owned(),
        Message::VacationStarted {
            name,
            until,
            paused,
            left,
        } => format!(
            "{name} is on vacation until {} — their clocks on this server are paused \
             ({} waiting for them). {}",
            when(*until),
            plural(*paused, "game", "games"),
            allowance(*left)
        ),
        Message::VacationCancelled { name, used, left } => format!(
            "{name} is back from vacation: their clocks run again. The vacation used {} \
             (each day begun counts). {}",
            days(*used),
            allowance(*left)
        ),
        Message::VacationStatus { until, left } => {
            let state = until.map_or_else(
                || "You are not on vacation on this server.".to_owned(),
                |until| {
                    format!(
                        "You are on vacation on this server until {}; /vacation cancel \
                         ends it early.",
                        when(until)
                    )
                },
            );
            format!(
                "{state} {} A vacation pauses your clocks in this server's games; \
                 start one with /vacation and a number of days.",
                allowance(*left)
            )
        }
        Message::NoticesSet { on: true } => "You will get a direct message when it is your turn, \
             you are challenged or asked about a draw or takeback, on every server. \
             (If your direct messages are closed, you simply get none.)"
            .to_owned(),
        Message::NoticesSet { on: false } => "No more direct messages about your games.".to_owned(),
        Message::Direct {
            notice,
            channel,
            link,
        } => {
            let what = match notice {
                Notice::YourTurn { kind, opponent } => {
                    format!(
                        "Your turn in <#{channel}> ({} vs {opponent})",
                        game_name(*kind)
                    )
                }
                Notice::Challenged { kind, by } => {
                    format!(
                        "{by} challenges you to {} in <#{channel}>",
                        game_name(*kind)
                    )
                }
                Notice::DrawOffered { kind, by } => {
                    format!(
                        "{by} offers you a draw in <#{channel}> ({})",
                        game_name(*kind)
                    )
                }
                Notice::TakebackRequested { kind, by } => format!(
                    "{by} asks you to allow a takeback in <#{channel}> ({})",
                    game_name(*kind)
                ),
                Notice::GameOver {
                    kind,
                    opponent,
                    score,
                } => {
                    let result = match score {
                        Some(Score::Win) => "you won",
                        Some(Score::Loss) => "you lost",
                        Some(Score::Draw) => "a draw",
                        None => "aborted, no result",
                    };
                    format!(
                        "Your {} game against {opponent} in <#{channel}> is over: {result}",
                        game_name(*kind)
                    )
                }
            };
            format!("{what} — {link}")
        }
        Message::GamesHeader { owner, count } => {
            let whose = owner
                .as_ref()
                .map_or_else(|| "Your".to_owned(), |owner| format!("{owner}'s"));
            format!(
                "{whose} {} on this server, most urgent first:",
                plural(*count as u64, "active game", "active games")
            )
        }
        Message::GamesEntry(entry) => games_entry(entry),
        Message::GamesMore { count } => format!("… and {count} more"),
        Message::NoGames { owner: None } => "You have no active games on this server. \
             Start one with /punct challenge or /boop challenge."
            .to_owned(),
        Message::NoGames { owner: Some(owner) } => format!(
            "{owner} has no active games on this server. \
             Challenge them with /punct challenge or /boop challenge."
        ),
        Message::GameName { kind } => game_name(*kind).to_owned(),
        Message::LadderTitle { kind } => format!("{} ladder", game_name(*kind)),
        Message::Ladder {
            kind,
            page,
            pages,
            players,
        } => ladder_line(*kind, *page, *pages, *players),
        Message::LadderTable {
            kind,
            page,
            pages,
            players,
            rows,
            caller,
        } => ladder_table(
            &ladder_line(*kind, *page, *pages, *players),
            rows,
            caller.as_ref(),
        ),
        Message::StatsTitle { name } => format!("{name} on this server"),
        Message::StatsSummary { name, ratings } => {
            let mut out = format!("**{}** on this server", escape(name));
            for (kind, rating) in ratings {
                let _ = write!(out, " · {} {rating}", game_name(*kind));
            }
            out
        }
        Message::Streak { score, games } => {
            let (one, many) = match score {
                Score::Win => ("win", "wins"),
                Score::Loss => ("loss", "losses"),
                Score::Draw => ("draw", "draws"),
            };
            if *games == 1 {
                format!("Streak: 1 {one} (the last game)")
            } else {
                format!("Streak: {games} {many} in a row")
            }
        }
        Message::BestWin {
            opponent,
            rating,
            kind,
        } => format!(
            "Best win: against {opponent} ({rating}) in {}",
            game_name(*kind)
        ),
        Message::NoGamesYet { name } => format!(
            "{name} has not finished a game on this server yet — \
             challenge someone with /punct challenge or /boop challenge!"
        ),
        Message::KindDetail {
            deviation,
            rated_games,
            record,
        } => {
            let rated = match deviation {
                Some(deviation) => format!("±{deviation} · {rated_games} rated"),
                None => "not rated yet".to_owned(),
            };
            format!(
                "{rated} · {} W {} L {} D",
                record.wins, record.losses, record.draws
            )
        }
        Message::Unrated => "–".to_owned(),
        Message::ChartTitle => "Rating after each rated game".to_owned(),
        Message::LastGamesTitle => "Last games".to_owned(),
        Message::FinishedGamesHeader { owner, count } => match owner {
            None => format!(
                "Your last {count} finished games on this server, newest first \
                 (/history game:N shows one):"
            ),
            Some(owner) => format!(
                "{}'s last {count} finished games on this server, newest first \
                 (/history game:N shows one):",
                escape(owner)
            ),
        },
        Message::NoFinishedGames { owner: None } => {
            "You have no finished games on this server yet.".to_owned()
        }
        Message::NoFinishedGames { owner: Some(owner) } => format!(
            "{} has no finished games on this server yet.",
            escape(owner)
        ),
        Message::ScoreMark { score } => score_mark(*score).to_owned(),
        Message::PlayedGame {
            number,
            score,
            kind,
            opponent,
            reason,
            rated,
            link,
        } => {
            let result = match score {
                Some(Score::Win) => "Won against",
                Some(Score::Loss) => "Lost to",
                Some(Score::Draw) => "Drew with",
                None => "Played with",
            };
            let how = match reason {
                EndReason::Rules => "game over",
                EndReason::Resignation => "resignation",
                EndReason::Agreement => "agreement",
                EndReason::Aborted => "aborted",
                EndReason::Time => "time",
                EndReason::NeverMoved => "never moved",
                EndReason::Abandonment => "abandoned",
            };
            let rated = if *rated { "rated" } else { "casual" };
            let line = format!(
                "#{number} · {result} {} · {} · {how} · {rated}",
                escape(opponent),
                game_name(*kind)
            );
            match link {
                Some(url) => format!("[{line}]({url})"),
                None => line,
            }
        }
    }
}

/// A moment for people, e.g. "3 Dec 18:00 UTC".
fn when(millis: i64) -> String {
    let moment = calendar::moment(millis);
    let month = moment.month().to_string();
    format!(
        "{} {} {:02}:{:02} UTC",
        moment.day(),
        &month[..3],
        moment.hour(),
        moment.minute()
    )
}

fn plural(count: u64, one: &str, many: &str) -> String {
    if count == 1 {
        format!("{count} {one}")
    } else {
        format!("{count} {many}")
    }
}

fn days(count: i64) -> String {
    plural(count.unsigned_abs(), "day", "days")
}

/// What is left of the yearly vacation allowance.
fn allowance(left: i64) -> String {
    format!(
        "{} of {VACATION_DAYS_PER_YEAR} vacation days left this year (calendar year, UTC).",
        left
    )
}

fn games_entry(entry: &GamesEntry) -> String {
    let turn = match (entry.owner_to_move, &entry.owner) {
        (true, None) => "your turn".to_owned(),
        (true, Some(owner)) => format!("{owner}'s turn"),
        (false, None) => "their turn".to_owned(),
        (false, Some(_)) => format!("{}'s turn", entry.opponent),
    };
    let time = match entry.time {
        TimeLeft::NoClock => "no clock".to_owned(),
        TimeLeft::Left(millis) if millis <= 0 => "time is up".to_owned(),
        TimeLeft::Left(millis) => format!("{} left", duration(millis)),
        TimeLeft::Paused { until } => format!("paused (vacation until {})", when(until)),
    };
    format!(
        "• {} vs **{}** — {turn} · {time} · [board]({})",
        game_name(entry.kind),
        entry.opponent,
        entry.link
    )
}

fn score_mark(score: Score) -> &'static str {
    match score {
        Score::Win => "W",
        Score::Loss => "L",
        Score::Draw => "D",
    }
}

/// A name made safe inside Discord markdown (links, bold).
fn escape(name: &str) -> String {
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

fn ladder_line(kind: GameKind, page: usize, pages: usize, players: usize) -> String {
    let players = if players == 1 {
        "1 player".to_owned()
    } else {
        format!("{players} players")
    };
    format!(
        "**{}** · server ladder · page {page} of {pages} · {players}",
        game_name(kind)
    )
}

/// Names in the text table are cut to this many characters.
const TABLE_NAME: usize = 16;

fn table_row(entry: &LadderEntry) -> String {
    // A backtick would end the code block early.
    let mut name: String = entry.name.replace('`', "'");
    if name.chars().count() > TABLE_NAME {
        name = name.chars().take(TABLE_NAME - 1).collect::<String>() + "…";
    }
    let record = format!("{}/{}/{}", entry.wins, entry.losses, entry.draws);
    let trend = match entry.trend {
        0 => "0".to_owned(),
        up if up > 0 => format!("+{up}"),
        down => down.to_string(),
    };
    format!(
        "{:>4}  {name:<TABLE_NAME$}  {:>6}  {record:>10}  {:>5}  {trend:>5}",
        entry.rank,
        entry.rating,
        entry.wins + entry.losses + entry.draws
    )
}

fn ladder_table(line: &str, rows: &[LadderEntry], caller: Option<&LadderEntry>) -> String {
    let mut out = format!("{line}\n```\n");
    if rows.is_empty() {
        out.push_str("No rated games yet: challenge someone with rated:true.\n");
    } else {
        let _ = writeln!(
            out,
            "{:>4}  {:<TABLE_NAME$}  {:>6}  {:>10}  {:>5}  {:>5}",
            "#", "player", "rating", "W/L/D", "games", "week"
        );
        for row in rows {
            out.push_str(&table_row(row));
            out.push('\n');
        }
        if let Some(caller) = caller {
            out.push_str("   …\n");
            out.push_str(&table_row(caller));
            out.push('\n');
        }
    }
    out.push_str("```\n? = provisional");
    out
}

pub(super) fn label(action: &ButtonAction) -> String {
    match action {
        ButtonAction::Accept => "Accept".to_owned(),
        ButtonAction::Decline => "Decline".to_owned(),
        ButtonAction::Cancel => "Cancel".to_owned(),
        ButtonAction::Resign => "Resign".to_owned(),
        ButtonAction::ConfirmResign => "Yes, resign".to_owned(),
        ButtonAction::OfferDraw => "Offer draw".to_owned(),
        ButtonAction::AcceptDraw => "Accept draw".to_owned(),
        ButtonAction::DeclineDraw => "Decline draw".to_owned(),
        ButtonAction::Takeback => "Take back".to_owned(),
        ButtonAction::AcceptTakeback => "Allow takeback".to_owned(),
        ButtonAction::DeclineTakeback => "Refuse takeback".to_owned(),
        ButtonAction::Peek => "Peek".to_owned(),
        ButtonAction::Choose(option) => boop_option(option),
        ButtonAction::Withdraw => "Cancel placement".to_owned(),
    }
}

/// "1 · Graduate the kittens on a1–c1", "2 · Graduate a1–c1: 2 kittens
/// out of the game, the cat back to your pool", "3 · Return the cat on e5
/// to your pool".
pub(super) fn option_label(number: usize, effect: &boop::Resolved) -> String {
    let what = match *effect {
        boop::Resolved::Graduated { row, pieces } => {
            let [first, _, last] = row.squares();
            let cats = pieces
                .iter()
                .filter(|piece| piece.kind == boop::Kind::Cat)
                .count();
            match (3 - cats, cats) {
                (_, 0) => format!("Graduate the kittens on {first}–{last}"),
                (1, _) => format!(
                    "Graduate {first}–{last}: the kitten out of the game, the cats back to your pool"
                ),
                _ => format!(
                    "Graduate {first}–{last}: the kittens out of the game, the cat back to your pool"
                ),
            }
        }
        boop::Resolved::Lifted { square, piece } => match piece.kind {
            boop::Kind::Kitten => format!("Graduate the kitten on {square}"),
            boop::Kind::Cat => format!("Return the cat on {square} to your pool"),
        },
    };
    format!("{number} · {what}")
}

/// A button's option as its id has it, `Ga1-c1` → "Graduate a1–c1".
fn boop_option(option: &str) -> String {
    boop::Resolution::parse_choice(option).map_or_else(|_| option.to_owned(), resolution_label)
}

/// `Ga1-c1` → "Graduate a1–c1", `Le5` → "Lift the piece on e5".
fn resolution_label(resolution: boop::Resolution) -> String {
    match resolution {
        boop::Resolution::Graduate(row) => {
            let [first, _, last] = row.squares();
            format!("Graduate {first}–{last}")
        }
        boop::Resolution::Lift(square) => format!("Lift the piece on {square}"),
    }
}

/// Optional parts of a move label are added only while it stays this short:
/// the Discord edge cuts choice names longer than this.
const LABEL_ROOM: usize = 80;

pub(super) fn move_label(effect: &AnyEffect) -> String {
    let label = match effect {
        AnyEffect::Punct(effect) => punct_label(effect),
        AnyEffect::Boop(report) => boop_label(report),
    };
    debug_assert!(label.chars().count() <= MAX_MOVE_LABEL, "{label}");
    label
}

/// `label` followed by `part` if the whole stays within [`LABEL_ROOM`].
fn push_if_room(label: &mut String, part: &str) {
    if label.chars().count() + part.chars().count() <= LABEL_ROOM {
        label.push_str(part);
    }
}

/// The kinds of piece as labels name them (rulebook §2.2).
fn punct_kind(kind: punct::Kind) -> &'static str {
    match kind {
        punct::Kind::T => "triangle",
        punct::Kind::E => "straight E",
        punct::Kind::C => "straight C",
        punct::Kind::M => "angular M",
        punct::Kind::APlus => "angular A+",
        punct::Kind::AMinus => "angular A−",
    }
}

/// "add straight E: F5·G5·H5"; "move straight E H2 → H5·I5·J5 — bridge
/// over I5, level 1, covers 2 of theirs"; "rotate triangle at E5 → …"; an
/// ending first: "wins by connection — …".
fn punct_label(effect: &punct::MoveEffect) -> String {
    let mut label = effect
        .end
        .map(|end| format!("{} — ", punct_end(effect.mover, end)))
        .unwrap_or_default();
    let cells = |placement: punct::Placement| {
        let [a, b] = placement.sorted_minors();
        format!("{}·{a}·{b}", placement.punct())
    };
    match effect.mv {
        punct::Move::Pass => label.push_str("pass (no other action exists)"),
        punct::Move::Add(placement) => {
            let _ = write!(
                label,
                "add {}: {}",
                punct_kind(placement.kind()),
                cells(placement)
            );
        }
        punct::Move::Move { from, to } => {
            let kind = punct_kind(to.kind());
            let _ = if effect.is_rotation() {
                write!(label, "rotate {kind} at {from} → {}", cells(to))
            } else {
                write!(label, "move {kind} {from} → {}", cells(to))
            };
            if let Some(landing) = effect.landing {
                let _ = write!(label, " — {}", landing_words(landing, effect.from_level));
            }
        }
    }
    let (mine, theirs) = (effect.mover, effect.mover.other());
    for (count, verb, whose) in [
        (effect.covered.get(theirs), "covers", "of theirs"),
        (effect.freed.get(theirs), "frees", "of theirs"),
        (effect.freed.get(mine), "frees", "of yours"),
        (effect.covered.get(mine), "covers", "of yours"),
    ] {
        if *count > 0 {
            push_if_room(&mut label, &format!(", {verb} {count} {whose}"));
        }
    }
    label
}

/// Where a MOVE's piece lands: "flat on the board", "jump onto level 2",
/// "bridge over I5, level 1".
fn landing_words(landing: punct::Landing, from_level: Option<u8>) -> String {
    match landing {
        punct::Landing {
            bridge_over: Some(middle),
            level,
        } => format!("bridge over {middle}, level {level}"),
        punct::Landing { level: 0, .. } if from_level.unwrap_or(0) > 0 => {
            "down to the board".to_owned()
        }
        punct::Landing { level: 0, .. } => "flat on the board".to_owned(),
        punct::Landing { level, .. } => format!("jump onto level {level}"),
    }
}

/// How a move would end a PÜNCT game, for the player making it.
fn punct_end(mover: Seat, end: punct::End) -> &'static str {
    let connection = matches!(end.reason, punct::EndReason::Connection { .. });
    match end.outcome {
        Outcome::Win(seat) if seat == mover && connection => "wins by connection",
        Outcome::Win(seat) if seat == mover => "wins on the centre count",
        Outcome::Win(_) if connection => "loses: opens their connection",
        Outcome::Win(_) => "loses on the centre count",
        Outcome::Draw => "ends in a draw",
    }
}

/// "kitten on c3 — boops d4→e5 · b2 off the bed"; then the choice: "; then
/// graduate a1–c1"; a win first: "wins: three cats in a row a1–c1 — …".
fn boop_label(report: &boop::TurnReport) -> String {
    let boop::Placement { kind, square } = report.turn.placement;
    let mut label = report
        .win
        .map(|win| format!("wins: {} — ", boop_win(win)))
        .unwrap_or_default();
    let _ = write!(label, "{} on {square}", boop_kind(kind));
    let then = match report.resolved {
        None => String::new(),
        Some(boop::Resolved::Graduated { row, .. }) => {
            let [first, _, last] = row.squares();
            format!("; then graduate {first}–{last}")
        }
        Some(boop::Resolved::Lifted { square, piece }) => match piece.kind {
            boop::Kind::Kitten => format!("; then graduate the kitten on {square}"),
            boop::Kind::Cat => format!("; then return the cat on {square} to your pool"),
        },
    };
    if !report.boops.is_empty() {
        let moved: Vec<String> = report
            .boops
            .iter()
            .filter_map(|boop| Some(format!("{}→{}", boop.from, boop.to?)))
            .collect();
        let off: Vec<String> = report
            .boops
            .iter()
            .filter(|boop| boop.to.is_none())
            .map(|boop| boop.from.to_string())
            .collect();
        let mut groups = Vec::new();
        if !moved.is_empty() {
            groups.push(moved.join(", "));
        }
        if !off.is_empty() {
            groups.push(format!("{} off the bed", off.join(", ")));
        }
        let listed = format!(" — boops {}", groups.join(" · "));
        let room = LABEL_ROOM - then.chars().count();
        if label.chars().count() + listed.chars().count() <= room {
            label.push_str(&listed);
        } else {
            // Too many to name: how many, and how many left the bed.
            let _ = write!(
                label,
                " — boops {} ({} off the bed)",
                report.boops.len(),
                off.len()
            );
        }
    }
    label.push_str(&then);
    label
}

fn boop_kind(kind: boop::Kind) -> &'static str {
    match kind {
        boop::Kind::Kitten => "kitten",
        boop::Kind::Cat => "cat",
    }
}

fn boop_win(win: boop::WinReason) -> String {
    let row = |row: boop::Row| {
        let [first, _, last] = row.squares();
        format!("{first}–{last}")
    };
    match win {
        boop::WinReason::ThreeCats(cats) => format!("three cats in a row {}", row(cats)),
        boop::WinReason::ThreeKittens(kittens) => {
            format!("three kittens in a row {}", row(kittens))
        }
        boop::WinReason::EightCats => "eight cats on the bed".to_owned(),
    }
}

fn illegal_hint(kind: GameKind) -> &'static str {
    match kind {
        GameKind::PunctStandard | GameKind::PunctBasic => {
            "Type the PÜNCT cell of one of your pieces in /move to see where it can go, \
             or a cell to see the pieces you can add there."
        }
        GameKind::Boop => {
            "Type a square in /move (e.g. c3) to see the placements there: \
             `Kc3` for a kitten, `Cc3` for a cat."
        }
    }
}

pub(super) fn refusal(refusal: &Refusal) -> String {
    match refusal {
        Refusal::NoGame => "There is no game in this channel — start one with \
             /punct challenge or /boop challenge."
            .to_owned(),
        Refusal::NoSuchGame { number } => format!(
            "There is no game #{number} on this server — /games finished:true lists yours."
        ),
        Refusal::NoSuchPly { number, plies } => format!(
            "Game #{number} has {plies} moves: give a ply from 0 (the start) to {plies}."
        ),
        Refusal::ReplayFailed { reason } => format!("No replay could be made: {reason}."),
        Refusal::NoChallenge => "There is no open challenge in this channel — start one with \
             /punct challenge or /boop challenge."
            .to_owned(),
        Refusal::ChannelHasGame => "A game is already being played in this channel. \
             Open a thread and challenge there: one game per channel or thread."
            .to_owned(),
        Refusal::ChannelHasChallenge => "A challenge is already waiting in this channel. \
             Answer or cancel it, or open a thread and challenge there: one game per channel or thread."
            .to_owned(),
        Refusal::ChallengeYourself => {
            "You cannot challenge yourself — name another player, or leave the opponent out for an open challenge."
                .to_owned()
        }
        Refusal::OwnChallenge => {
            "This is your own challenge: wait for an opponent, or withdraw it with /cancel.".to_owned()
        }
        Refusal::NotChallenged { opponent } => {
            format!("This challenge is addressed to {opponent}; only they can answer it.")
        }
        Refusal::NotChallenger { challenger } => {
            format!("Only {challenger}, who made the challenge, can cancel it.")
        }
        Refusal::ChallengeGone => {
            "This challenge is no longer open (it was answered or withdrawn).".to_owned()
        }
        Refusal::ChallengeExpired => "This challenge expired after 24 hours without an answer \
             — start a new one with /punct challenge or /boop challenge."
            .to_owned(),
        Refusal::RatedNeedsClock => "A rated game needs a move clock (1, 2, 3 or 7 days per \
             move), so that it always ends: choose days, or make the challenge casual."
            .to_owned(),
        Refusal::BadDaysPerMove { days } => format!(
            "{days} days per move is not offered: choose 1, 2, 3 or 7 days (or no clock for a casual game)."
        ),
        Refusal::ManageServerOnly => "Only members with the Manage Server permission \
             can change this server's reminders."
            .to_owned(),
        Refusal::BadReminderSchedule { schedule, problem } => format!(
            "`{schedule}` is not a reminder setting: {}. Write reminders separated by commas, \
             each `half` (half the time gone) or hours left from 1h to {MAX_REMINDER_HOURS}h, \
             e.g. `half,12h,1h` or `24h,1h`; or `off`.",
            schedule_problem(problem)
        ),
        Refusal::NotAPlayer => "You are not playing in this game: you may watch it, \
             or open a thread and challenge someone there."
            .to_owned(),
        Refusal::NotYourTurn { to_move } => format!("It is {to_move}'s turn."),
        Refusal::EmptyMove => {
            "Type a move after /move, e.g. `/move +F5:G5,H5` or `/move Kc3`.".to_owned()
        }
        Refusal::IllegalMove {
            kind,
            notation,
            reason,
        } => format!(
            "That move (`{notation}`) is illegal: {reason}. {}",
            illegal_hint(*kind)
        ),
        Refusal::ChoiceAwaited { placement, options } => format!(
            "You placed `{placement}`: first choose one of {} (the menu or /choose), \
             or take it back with `/choose cancel`.",
            options_list(options)
        ),
        Refusal::NoChoiceAwaited => {
            "There is nothing to choose now: play a move with /move.".to_owned()
        }
        Refusal::UnknownChoice {
            placement,
            choice,
            options,
        } => format!(
            "`{choice}` is not an option after `{placement}`: choose one of {}.",
            options_list(options)
        ),
        Refusal::DrawAlreadyOffered => {
            "You have already offered a draw; wait for the answer.".to_owned()
        }
        Refusal::NoDrawOffer => {
            "There is no draw offer to answer. Offer one yourself with /draw.".to_owned()
        }
        Refusal::OwnOffer => "You cannot answer your own offer; wait for your opponent.".to_owned(),
        Refusal::NothingToTakeBack => "You can only take back your own last move, \
             before your opponent replies."
            .to_owned(),
        Refusal::TakebackAlreadyRequested => {
            "You have already asked for a takeback; wait for the answer.".to_owned()
        }
        Refusal::NoTakebackRequest => "There is no takeback request to answer.".to_owned(),
        Refusal::ClaimWithClock => "This game has a clock: a player who does not move \
             loses on time, so there is nothing to claim."
            .to_owned(),
        Refusal::ClaimOnYourTurn => "It is your move: only your opponent can claim a game \
             you leave idle. Make a move (or resign)."
            .to_owned(),
        Refusal::ClaimTooEarly { claimable_at } => format!(
            "Your opponent has not been idle long enough: a game without a clock can be \
             claimed after {} without a move, from {}.",
            days(CLAIM_AFTER_MS / DAY_MS),
            when(*claimable_at)
        ),
        Refusal::TooLateToAbort => "Both players have moved, so the game can no longer be \
             aborted: resign, offer a draw, or ask a moderator."
            .to_owned(),
        Refusal::StaleBoard => "This board is out of date — the game has moved on \
             (see the latest message)."
            .to_owned(),
        Refusal::GameOver => "This game is over — start a new one with \
             /punct challenge or /boop challenge."
            .to_owned(),
        Refusal::NotThisChannelsGame => "That button is not for this channel's game: \
             use the buttons under the latest board in this channel."
            .to_owned(),
        Refusal::NotThisChannelsChallenge => "That button is not for this channel's \
             challenge: use the buttons under the latest challenge in this channel."
            .to_owned(),
        Refusal::TextTooLong { max } => format!(
            "That is too long: at most {max} characters. A move is a few characters, \
             e.g. `+F5:G5,H5` or `Kc3`."
        ),
        Refusal::PeekNotInThisGame => {
            "Peeking is only for PÜNCT, where pieces stack; in boop. everything is in view."
                .to_owned()
        }
        Refusal::PeekFailed { reason } => {
            format!("Cannot peek there: {reason}. Give the cell of a piece on top of a stack.")
        }
        Refusal::NoMovesFrom { cell } => format!(
            "None of your pieces can move with its PÜNCT from {cell}. Give the PÜNCT cell \
             of one of your mobile pieces (nothing on top of it)."
        ),
        Refusal::ServerOnly => "This works on a server only: games, ladders, stats, reminders, \
             vacations and game lists belong to a server. Ask in one of its channels."
            .to_owned(),
        Refusal::VacationLength { asked: _, left: 0 } => format!(
            "You have no vacation days left this year (the allowance is \
             {VACATION_DAYS_PER_YEAR} days per calendar year, UTC; it renews on 1 January)."
        ),
        Refusal::VacationLength { asked, left } => format!(
            "A vacation of {} is not possible: give a number of days from 1 to {left} \
             ({} left of {VACATION_DAYS_PER_YEAR} this calendar year, UTC).",
            days(i64::from(*asked)),
            days(*left)
        ),
        Refusal::AlreadyOnVacation { until } => format!(
            "You are already on vacation until {}; one vacation at a time \
             (/vacation cancel ends it early).",
            when(*until)
        ),
        Refusal::NotOnVacation => {
            "You are not on vacation on this server, so there is nothing to cancel.".to_owned()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::punct::{
        Cell, CellSet, End, EndReason as PunctEnd, Landing, MoveEffect, Placement,
    };

    /// The longest PÜNCT label there can be: an ending, a rotation of an
    /// angular piece with three-character cells, a bridge at a two-digit
    /// level, and every count.
    #[test]
    fn the_longest_move_label_fits_discord() {
        let cell = |name: &str| name.parse::<Cell>().unwrap();
        let to = Placement::from_cells(cell("Q10"), [cell("P10"), cell("P11")]).unwrap();
        let effect = MoveEffect {
            mv: punct::Move::Move {
                from: cell("Q10"),
                to,
            },
            mover: Seat::First,
            from_level: Some(34),
            landing: Some(Landing {
                level: 35,
                bridge_over: Some(cell("P10")),
            }),
            covered: ByColor {
                first: 9,
                second: 9,
            },
            freed: ByColor {
                first: 9,
                second: 9,
            },
            end: Some(End {
                outcome: Outcome::Win(Seat::Second),
                reason: PunctEnd::Connection {
                    chain: CellSet::EMPTY,
                },
            }),
        };
        let label = move_label(&AnyEffect::Punct(effect));
        assert!(label.starts_with("loses"), "{label}");
        assert!(label.chars().count() <= MAX_MOVE_LABEL, "{label}");
    }

    #[test]
    fn durations_read_as_days_hours_and_minutes() {
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
            assert_eq!(duration(ms), text, "{ms}");
        }
    }

    /// Every way a game ends is worded with its reason, and the words say
    /// who won.
    #[test]
    fn every_ending_says_why() {
        let players = ByColor {
            first: "alice".to_owned(),
            second: "bob".to_owned(),
        };
        let win = Some(Outcome::Win(Seat::First));
        let centre = ByColor {
            first: 3,
            second: 6,
        };
        let cases = [
            (EndReason::Resignation, win, Some("bob"), None, "bob resigns — **alice wins**."),
            (EndReason::Agreement, Some(Outcome::Draw), None, None, "**Draw** by agreement."),
            (EndReason::Time, win, None, None, "bob ran out of time — **alice wins**."),
            (EndReason::Aborted, None, Some("mod"), None, "Game aborted by mod: no result, no rating."),
            (
                EndReason::NeverMoved,
                None,
                Some("bob"),
                None,
                "Game aborted: bob never moved and their time ran out — no result, no rating.",
            ),
            (
                EndReason::Abandonment,
                win,
                None,
                None,
                "bob left the game idle too long and alice claimed it — **alice wins**.",
            ),
            (
                EndReason::Rules,
                win,
                None,
                Some(RulesEnd::Connection {
                    sides: [punct::Side::Row1, punct::Side::Row17],
                    by_mover: true,
                }),
                "**alice wins**: their dots link row 1 and row 17.",
            ),
            (
                EndReason::Rules,
                win,
                None,
                Some(RulesEnd::Connection {
                    sides: [punct::Side::LowerRight, punct::Side::UpperLeft],
                    by_mover: false,
                }),
                "**alice wins**: bob's move completed their link between the J2–P8 side and the B10–H16 side.",
            ),
            (
                EndReason::Rules,
                Some(Outcome::Win(Seat::Second)),
                None,
                Some(RulesEnd::CentreCount { centre }),
                "**bob wins**: the last piece is placed and the centre counts 6–3.",
            ),
            (
                EndReason::Rules,
                Some(Outcome::Draw),
                None,
                Some(RulesEnd::LastPieceDraw),
                "**Draw**: the last piece is placed (in the basic game, a draw).",
            ),
            (
                EndReason::Rules,
                Some(Outcome::Win(Seat::Second)),
                None,
                Some(RulesEnd::BothPassed { centre: Some(centre) }),
                "**bob wins**: both players passed and the centre counts 6–3.",
            ),
            (EndReason::Rules, win, None, Some(RulesEnd::ThreeCats), "**alice wins** with three cats in a row."),
            (EndReason::Rules, win, None, Some(RulesEnd::EightCats), "**alice wins** with all eight cats on the bed."),
            (EndReason::Rules, win, None, Some(RulesEnd::ThreeKittens), "**alice wins** with three kittens in a row."),
        ];
        for (reason, outcome, by, why, text) in cases {
            assert_eq!(
                ending(&players, outcome, reason, by, why),
                text,
                "{reason:?} {why:?}"
            );
        }
    }

    #[test]
    fn rating_changes_show_both_numbers_and_the_difference() {
        let shift = |before, after| RatingShift {
            name: "alice".to_owned(),
            before,
            after,
        };
        assert_eq!(rating_shift(&shift(1500, 1512)), "alice 1500 → 1512 (+12)");
        assert_eq!(rating_shift(&shift(1500, 1488)), "alice 1500 → 1488 (-12)");
    }

    /// The final picture says the result and its reason in a line each,
    /// naming the loser where the reason is theirs.
    #[test]
    fn final_lines_say_the_result_then_why() {
        let card = |outcome, reason, by: Option<&str>, why| FinalCard {
            players: ByColor {
                first: "alice".to_owned(),
                second: "bob".to_owned(),
            },
            outcome,
            reason,
            by: by.map(str::to_owned),
            why,
        };
        let alice = Some(Outcome::Win(Seat::First));
        let bob = Some(Outcome::Win(Seat::Second));
        let connection = Some(RulesEnd::Connection {
            sides: [punct::Side::ColumnA, punct::Side::ColumnQ],
            by_mover: true,
        });
        let centre = |first, second| {
            Some(RulesEnd::CentreCount {
                centre: ByColor { first, second },
            })
        };
        for (card, lines) in [
            (
                card(alice, EndReason::Rules, None, connection),
                ["alice wins", "Linked column A to column Q"],
            ),
            (
                card(
                    alice,
                    EndReason::Rules,
                    None,
                    Some(RulesEnd::Connection {
                        sides: [punct::Side::Row1, punct::Side::Row17],
                        by_mover: false,
                    }),
                ),
                ["alice wins", "bob's move linked row 1 to row 17"],
            ),
            (
                card(bob, EndReason::Rules, None, centre(3, 6)),
                ["bob wins", "Centre count 6–3"],
            ),
            (
                card(bob, EndReason::Rules, None, Some(RulesEnd::ThreeCats)),
                ["bob wins", "Three cats in a row"],
            ),
            (
                card(bob, EndReason::Resignation, Some("alice"), None),
                ["bob wins", "alice resigned"],
            ),
            (
                card(alice, EndReason::Time, None, None),
                ["alice wins", "bob ran out of time"],
            ),
            (
                card(alice, EndReason::Abandonment, None, None),
                ["alice wins", "bob left the game idle"],
            ),
            (
                card(Some(Outcome::Draw), EndReason::Agreement, None, None),
                ["Draw", "Agreed by both players"],
            ),
            (
                card(None, EndReason::Aborted, None, None),
                ["Game aborted", "Called off · not rated"],
            ),
            (
                card(None, EndReason::NeverMoved, Some("bob"), None),
                ["Game aborted", "bob never moved · not rated"],
            ),
        ] {
            assert_eq!(final_lines(&card), lines, "{card:?}");
        }
    }
}
