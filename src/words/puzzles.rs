//! Puzzle messages and refusals as message ids and their arguments
//! (`locales/*/puzzles.ftl`).

use super::{
    common::{game_name, kind_key, listed},
    fluent::{say, Words},
};
use crate::{
    games::{GameKind, Seat},
    manager::{PuzzleMessage, PuzzleRatingShift, PuzzleRefusal},
    puzzles::Goal,
};

fn side(w: &Words, kind: GameKind, seat: Seat) -> String {
    w.phrase(&kind.game().side_name(seat))
}

/// "White to move and win in 2", "Black to move: stop White's connection".
fn task(w: &Words, kind: GameKind, to_move: Seat, goal: Goal, moves_left: u32) -> String {
    match goal {
        Goal::Win(_) => say!(
            w,
            "puzzle-task-win",
            side = side(w, kind, to_move),
            moves = moves_left
        ),
        Goal::Block => say!(
            w,
            "puzzle-task-block",
            side = side(w, kind, to_move),
            opponent = side(w, kind, to_move.other())
        ),
    }
}

fn shift(w: &Words, rating: Option<&PuzzleRatingShift>) -> String {
    rating.map_or_else(String::new, |rating| {
        say!(
            w,
            "puzzle-rating-shift",
            before = rating.before.as_str(),
            after = rating.after.as_str()
        )
    })
}

pub(super) fn message(words: &Words, message: &PuzzleMessage) -> String {
    let w = words;
    match message {
        PuzzleMessage::Given {
            kind,
            number,
            to_move,
            goal,
            moves_left,
            rating,
        } => say!(
            w,
            "puzzle-given",
            game = game_name(w, *kind),
            number = number.to_string(),
            rating = rating.as_str(),
            task = task(w, *kind, *to_move, *goal, *moves_left),
        ),
        PuzzleMessage::Defended {
            kind,
            answer,
            defence,
            moves_left,
        } => say!(
            w,
            "puzzle-defended",
            answer = answer.as_str(),
            defence = defence.as_str(),
            moves = *moves_left,
            game = kind_key(*kind),
        ),
        PuzzleMessage::Solved { answer, rating } => say!(
            w,
            "puzzle-solved",
            answer = answer.as_str(),
            rating = shift(w, rating.as_ref())
        ),
        PuzzleMessage::NotWinning {
            answer,
            refutation,
            rating,
        } => {
            let why = match refutation {
                Some(reply) => say!(w, "puzzle-refuted-by", reply = reply.as_str()),
                None => String::new(),
            };
            say!(
                w,
                "puzzle-not-winning",
                answer = answer.as_str(),
                why = why,
                rating = shift(w, rating.as_ref())
            )
        }
        PuzzleMessage::NotBlocking {
            answer,
            win,
            rating,
        } => {
            let why = match win {
                Some(win) => say!(w, "puzzle-still-wins-with", win = win.as_str()),
                None => String::new(),
            };
            say!(
                w,
                "puzzle-not-blocking",
                answer = answer.as_str(),
                why = why,
                rating = shift(w, rating.as_ref())
            )
        }
        PuzzleMessage::Daily {
            kind,
            number,
            to_move,
            goal,
        } => say!(
            w,
            "puzzle-daily",
            game = game_name(w, *kind),
            kind = kind_key(*kind),
            number = number.to_string(),
            task = task(w, *kind, *to_move, *goal, goal.own_moves()),
        ),
        PuzzleMessage::ChannelSet {
            channel: Some(channel),
        } => say!(w, "puzzle-channel-set", channel = format!("<#{channel}>")),
        PuzzleMessage::ChannelSet { channel: None } => say!(w, "puzzle-channel-off"),
    }
}

pub(super) fn refusal(words: &Words, refusal: &PuzzleRefusal) -> String {
    let w = words;
    match refusal {
        PuzzleRefusal::NoPuzzles { kind, kinds } => {
            let names: Vec<String> = kinds.iter().map(|kind| game_name(w, *kind)).collect();
            say!(
                w,
                "puzzle-refusal-none",
                game = game_name(w, *kind),
                games = listed(w, &names)
            )
        }
        PuzzleRefusal::NoSuchPuzzle {
            kind,
            number,
            count,
        } => say!(
            w,
            "puzzle-refusal-no-such",
            game = game_name(w, *kind),
            number = number.to_string(),
            count = *count
        ),
        PuzzleRefusal::AllSeen { kind, count } => say!(
            w,
            "puzzle-refusal-all-seen",
            game = game_name(w, *kind),
            count = *count
        ),
        PuzzleRefusal::NothingToAnswer => say!(w, "puzzle-refusal-nothing-to-answer"),
        PuzzleRefusal::SayWhich => say!(w, "puzzle-refusal-say-which"),
        PuzzleRefusal::ChannelAndOff => say!(w, "puzzle-refusal-channel-and-off"),
    }
}
