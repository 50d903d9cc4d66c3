//! English.

use std::fmt::Write;

use super::{LadderEntry, Message, Named};
use crate::{
    games::{ByColor, GameKind, Outcome, Seat},
    manager::{refusal::Refusal, ButtonAction},
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

fn header(kind: GameKind, players: &ByColor<String>) -> String {
    format!(
        "**{}** · {} {} vs {} {}",
        game_name(kind),
        seat_mark(kind, Seat::First),
        players.first,
        seat_mark(kind, Seat::Second),
        players.second
    )
}

fn last_move(ply: u32, last: Option<&(String, String)>) -> String {
    match last {
        Some((name, notation)) => format!(" · move {ply} — {name}: `{notation}`"),
        None => String::new(),
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
            format!(
                "{challenger} challenges {who} to {} ({rated}, {first}). {answer}",
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
        Message::Board {
            kind,
            players,
            ply,
            last,
            to_move,
            mention: ping,
        } => {
            let who = if *ping {
                mention(to_move)
            } else {
                format!("**{}**", to_move.1)
            };
            let turn = if *ply == 0 {
                format!("{who}, you start.")
            } else {
                format!("{who}, your move.")
            };
            format!(
                "{}{}. {turn}",
                header(*kind, players),
                last_move(*ply, last.as_ref())
            )
        }
        Message::GameOver {
            kind,
            players,
            ply,
            last,
            outcome,
            reason,
            by,
        } => {
            let by = by.as_deref().unwrap_or("A player");
            let result = match (reason, outcome) {
                (EndReason::Aborted, _) | (_, None) => {
                    format!("Game aborted by {by}: no result, no rating.")
                }
                (EndReason::Resignation, Some(Outcome::Win(seat))) => {
                    format!("{by} resigns — **{} wins**.", players.get(*seat))
                }
                (EndReason::Agreement, Some(_)) => "**Draw** by agreement.".to_owned(),
                (_, Some(Outcome::Win(seat))) => {
                    format!("Game over — **{} wins**.", players.get(*seat))
                }
                (_, Some(Outcome::Draw)) => "Game over — **draw**.".to_owned(),
            };
            format!(
                "{}{}. {result}",
                header(*kind, players),
                last_move(*ply, last.as_ref())
            )
        }
        Message::ChooseOption { placement, mover } => format!(
            "{} placed `{placement}` and must now choose one option below \
             (or /choose, e.g. `/choose Ga1-c1`).",
            mention(mover)
        ),
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
            kind,
            players,
            moves,
        } => {
            let mut out = header(*kind, players);
            if moves.is_empty() {
                out.push_str("\nNo moves yet.");
            }
            for (index, pair) in moves.chunks(2).enumerate() {
                let _ = write!(out, "\n{}. {}", index + 1, pair.join("  "));
            }
            out
        }
        Message::PeekHint => {
            "Say which piece to lift: /peek with its cell, e.g. `/peek F5`.".to_owned()
        }
        Message::Peek { cell } => format!("The board with the top piece at {cell} lifted off."),
        Message::NoMatchingMoves => "No legal move matches what you typed.".to_owned(),
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
        Message::ScoreMark { score } => score_mark(*score).to_owned(),
        Message::PlayedGame {
            score,
            kind,
            opponent,
            reason,
            rated,
            link,
        } => {
            let result = match score {
                Score::Win => "Won against",
                Score::Loss => "Lost to",
                Score::Draw => "Drew with",
            };
            let how = match reason {
                EndReason::Rules => "game over",
                EndReason::Resignation => "resignation",
                EndReason::Agreement => "agreement",
                EndReason::Aborted => "aborted",
            };
            let rated = if *rated { "rated" } else { "casual" };
            let line = format!(
                "{result} {} · {} · {how} · {rated}",
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
    }
}

/// `Ga1-c1` → "Graduate a1–c1", `Le5` → "Lift the piece on e5".
fn boop_option(option: &str) -> String {
    if let Some(row) = option.strip_prefix('G') {
        format!("Graduate {}", row.replace('-', "–"))
    } else if let Some(square) = option.strip_prefix('L') {
        format!("Lift the piece on {square}")
    } else {
        option.to_owned()
    }
}

pub(super) fn move_label(kind: GameKind, notation: &str) -> String {
    match kind {
        GameKind::Boop => {
            let (placement, option) = notation
                .split_once('/')
                .map_or((notation, None), |(placement, option)| {
                    (placement, Some(option))
                });
            let mut label = match placement.split_at_checked(1) {
                Some(("K", square)) => format!("kitten on {square}"),
                Some(("C", square)) => format!("cat on {square}"),
                _ => placement.to_owned(),
            };
            if let Some(option) = option {
                let _ = write!(label, ", then {}", boop_option(option).to_lowercase());
            }
            label
        }
        GameKind::PunctStandard | GameKind::PunctBasic => punct_label(notation),
    }
}

/// `+F5:G5,H5` → "add, PÜNCT F5 · G5 · H5"; `H2>H5:I5,J5` → "move H2 → H5 · I5 · J5".
fn punct_label(notation: &str) -> String {
    if notation == "pass" {
        return "pass (no other action exists)".to_owned();
    }
    let Some((from, cells)) = notation.split_once(':').map(|(head, minors)| {
        let cells = |punct: &str| format!("{punct} · {}", minors.replace(',', " · "));
        (head, cells)
    }) else {
        return notation.to_owned();
    };
    if let Some(punct) = from.strip_prefix('+') {
        format!("add a piece, PÜNCT on {}", cells(punct))
    } else if let Some((source, punct)) = from.split_once('>') {
        if source == punct {
            format!("rotate in place at {source} → {}", cells(punct))
        } else {
            format!("move {source} → {}", cells(punct))
        }
    } else {
        notation.to_owned()
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
            "You placed `{placement}`: first choose one of {} (buttons or /choose).",
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
        Refusal::TooLateToAbort => "Both players have moved, so the game can no longer be \
             aborted: resign, offer a draw, or ask a moderator."
            .to_owned(),
        Refusal::StaleBoard => "This board is out of date — the game has moved on \
             (see the latest message)."
            .to_owned(),
        Refusal::GameOver => "This game is over — start a new one with \
             /punct challenge or /boop challenge."
            .to_owned(),
        Refusal::PeekNotInThisGame => {
            "Peeking is only for PÜNCT, where pieces stack; in boop. everything is in view."
                .to_owned()
        }
        Refusal::PeekFailed { reason } => {
            format!("Cannot peek there: {reason}. Give the cell of a piece on top of a stack.")
        }
        Refusal::NotInServer => "Ladders and stats belong to a server: \
             ask in a channel of the server you play on."
            .to_owned(),
    }
}
