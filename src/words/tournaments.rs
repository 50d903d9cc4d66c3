//! Tournament messages and refusals as message ids and their arguments
//! (`locales/*/tournaments.ftl`).

use super::{
    common::{escape, game_name, listed, mention, when},
    fluent::{say, Words},
};
use crate::{
    manager::{PairingLine, ResultLine, TournamentMessage, TournamentRefusal, MAX_SWISS_ROUNDS},
    store::{BoardResult, Format},
};

fn format_key(format: Format) -> &'static str {
    match format {
        Format::Swiss => "swiss",
        Format::RoundRobin => "round-robin",
    }
}

fn result_mark(result: BoardResult) -> &'static str {
    match result {
        BoardResult::First => "1–0",
        BoardResult::Second => "0–1",
        BoardResult::Draw => "½–½",
        BoardResult::FirstForfeit => "0F–1",
        BoardResult::SecondForfeit => "1–0F",
        BoardResult::BothForfeit => "0F–0F",
    }
}

fn pairing_line(w: &Words, line: &PairingLine) -> String {
    let game = match line.game {
        Some(game) => say!(w, "tournament-board-game", game = game.to_string()),
        None => String::new(),
    };
    say!(
        w,
        "tournament-board",
        board = line.board,
        first = mention(&line.first),
        second = mention(&line.second),
        game = game,
    )
}

fn result_line(line: &ResultLine) -> String {
    format!(
        "{}. {} {} {}",
        line.board,
        escape(&line.first),
        result_mark(line.result),
        escape(&line.second)
    )
}

pub(super) fn message(words: &Words, message: &TournamentMessage) -> String {
    let w = words;
    match message {
        TournamentMessage::Signup {
            number,
            kind,
            format,
            rounds,
            days,
            rated,
            starts_at,
            max,
            players,
        } => {
            let rounds = match (format, rounds) {
                (Format::Swiss, Some(rounds)) => {
                    say!(w, "tournament-rounds-swiss", rounds = *rounds)
                }
                (Format::Swiss, None) => say!(w, "tournament-rounds-auto"),
                (Format::RoundRobin, Some(2)) => say!(w, "tournament-rounds-twice"),
                (Format::RoundRobin, _) => say!(w, "tournament-rounds-once"),
            };
            let start = match starts_at {
                Some(at) => say!(w, "tournament-starts-at", at = when(w, *at)),
                None => say!(w, "tournament-starts-by-organiser"),
            };
            let names: Vec<String> = players.iter().map(|name| escape(name)).collect();
            let players_line = if names.is_empty() {
                say!(w, "tournament-no-players-yet")
            } else {
                listed(w, &names)
            };
            say!(
                w,
                "tournament-signup",
                number = number.to_string(),
                game = game_name(w, *kind),
                format = format_key(*format),
                rounds = rounds,
                days = *days,
                rated = if *rated { "rated" } else { "casual" },
                start = start,
                max = max.map_or_else(|| "none".to_owned(), |max| max.to_string()),
                count = players.len(),
                players = players_line,
            )
        }
        TournamentMessage::Created { number } => {
            say!(w, "tournament-created", number = number.to_string())
        }
        TournamentMessage::Started { number, players } => say!(
            w,
            "tournament-started",
            number = number.to_string(),
            count = *players
        ),
        TournamentMessage::Joined {
            number,
            name,
            players,
        } => say!(
            w,
            "tournament-joined",
            number = number.to_string(),
            name = escape(name),
            count = *players
        ),
        TournamentMessage::Left {
            number,
            name,
            players,
        } => say!(
            w,
            "tournament-left",
            number = number.to_string(),
            name = escape(name),
            count = *players
        ),
        TournamentMessage::Pairings {
            number,
            round,
            rounds,
            boards,
            bye,
            deadline_at,
        } => {
            let mut lines = vec![say!(
                w,
                "tournament-pairings",
                number = number.to_string(),
                round = *round,
                rounds = *rounds,
                deadline = when(w, *deadline_at),
            )];
            lines.extend(boards.iter().map(|line| pairing_line(w, line)));
            if let Some(bye) = bye {
                lines.push(say!(w, "tournament-bye", name = escape(&bye.1)));
            }
            lines.join("\n")
        }
        TournamentMessage::Results {
            number,
            round,
            rounds,
            boards,
        } => {
            let mut lines = vec![say!(
                w,
                "tournament-results",
                number = number.to_string(),
                round = *round,
                rounds = *rounds
            )];
            lines.extend(boards.iter().map(result_line));
            lines.join("\n")
        }
        TournamentMessage::Standings {
            number,
            round,
            rounds,
        } => say!(
            w,
            "tournament-standings",
            number = number.to_string(),
            round = *round,
            rounds = *rounds
        ),
        TournamentMessage::Winner { number, winner } => say!(
            w,
            "tournament-winner",
            number = number.to_string(),
            winner = mention(winner)
        ),
        TournamentMessage::Withdrew { number, name } => say!(
            w,
            "tournament-withdrew",
            number = number.to_string(),
            name = escape(name)
        ),
        TournamentMessage::Cancelled { number } => {
            say!(w, "tournament-cancelled", number = number.to_string())
        }
        TournamentMessage::NotStarted { number } => {
            say!(w, "tournament-not-started", number = number.to_string())
        }
    }
}

pub(super) fn refusal(words: &Words, refusal: &TournamentRefusal) -> String {
    let w = words;
    match refusal {
        TournamentRefusal::NoTournament => say!(w, "tournament-refusal-none"),
        TournamentRefusal::NoSuchTournament { number } => {
            say!(w, "tournament-refusal-no-such", number = number.to_string())
        }
        TournamentRefusal::SignupsClosed { number } => say!(
            w,
            "tournament-refusal-signups-closed",
            number = number.to_string()
        ),
        TournamentRefusal::AlreadyJoined { number } => say!(
            w,
            "tournament-refusal-already-joined",
            number = number.to_string()
        ),
        TournamentRefusal::NotJoined { number } => say!(
            w,
            "tournament-refusal-not-joined",
            number = number.to_string()
        ),
        TournamentRefusal::Full { number, max } => say!(
            w,
            "tournament-refusal-full",
            number = number.to_string(),
            max = *max
        ),
        TournamentRefusal::NotOrganiser => say!(w, "tournament-refusal-not-organiser"),
        TournamentRefusal::TooFewPlayers { players } => {
            say!(w, "tournament-refusal-too-few", count = *players)
        }
        TournamentRefusal::BadRounds { format, rounds } => say!(
            w,
            "tournament-refusal-bad-rounds",
            format = format_key(*format),
            rounds = *rounds,
            max = MAX_SWISS_ROUNDS
        ),
        TournamentRefusal::BadStarts { given } => {
            say!(w, "tournament-refusal-bad-starts", given = given.as_str())
        }
        TournamentRefusal::BadMax { max } => say!(w, "tournament-refusal-bad-max", max = *max),
        TournamentRefusal::NotRunning { number } => say!(
            w,
            "tournament-refusal-not-running",
            number = number.to_string()
        ),
        TournamentRefusal::AlreadyWithdrawn { number } => say!(
            w,
            "tournament-refusal-already-withdrawn",
            number = number.to_string()
        ),
        TournamentRefusal::Over { number } => {
            say!(w, "tournament-refusal-over", number = number.to_string())
        }
        TournamentRefusal::NoSuchRound {
            number,
            round,
            paired,
        } => say!(
            w,
            "tournament-refusal-no-such-round",
            number = number.to_string(),
            round = *round,
            paired = *paired
        ),
    }
}
