//! The words of boop.'s pictures (drawn by `render::boop`): the subtitle,
//! the last turn, a choice waiting, the win, the pools and the pieces card.

use super::{
    super::{Kind, Resolved, TurnReport, WinReason, GAME},
    row_ends,
};
use crate::{
    games::{Game, Phrase, Seat},
    phrase,
};

/// A kind as the messages select on it.
fn kind_key(kind: Kind) -> &'static str {
    match kind {
        Kind::Kitten => "kitten",
        Kind::Cat => "cat",
    }
}

/// Under the title: the turns played (0: the start), and the younger
/// players' variant.
#[must_use]
pub fn subtitle(younger: bool, turns: usize) -> Phrase {
    let variant = if younger { "younger" } else { "standard" };
    phrase!("picture-boop-subtitle", turns = turns, variant = variant)
}

/// The last turn: "Orange: kitten to c3, graduated a1–c1".
#[must_use]
pub fn turn(report: &TurnReport) -> Phrase {
    let placed = report.placed.kind;
    let (then, row, lifted, at) = match report.resolved {
        None => ("none", String::new(), placed, String::new()),
        Some(Resolved::Graduated { row, .. }) => {
            ("graduated", row_ends(row), placed, String::new())
        }
        Some(Resolved::Lifted { square, piece }) => {
            ("lifted", String::new(), piece.kind, square.to_string())
        }
    };
    phrase!(
        "picture-boop-turn",
        side = GAME.side_name(report.mover),
        piece = kind_key(placed),
        square = report.turn.placement.square.to_string(),
        then = then,
        row = row,
        lifted = kind_key(lifted),
        at = at
    )
}

/// A placement waiting for its mover's choice among `options`.
#[must_use]
pub fn to_choose(mover: Seat, options: usize) -> Phrase {
    phrase!(
        "picture-to-choose",
        side = GAME.side_name(mover),
        options = options
    )
}

/// Why the game was won, after its result.
#[must_use]
pub fn win(reason: WinReason) -> Phrase {
    let (reason, row) = match reason {
        WinReason::ThreeCats(row) => ("three-cats", row_ends(row)),
        WinReason::ThreeKittens(row) => ("three-kittens", row_ends(row)),
        WinReason::EightCats => ("eight-cats", String::new()),
    };
    phrase!("picture-boop-reason", reason = reason, row = row)
}

/// A player's cats still to earn and kittens graduated.
#[must_use]
pub fn cats_to_earn(cats: u8, graduated: u8) -> Phrase {
    phrase!("picture-cats-to-earn", cats = cats, graduated = graduated)
}

/// Beside the title of the pieces card.
#[must_use]
pub fn pieces_subtitle() -> Phrase {
    phrase!("picture-boop-pieces")
}

/// A kind of piece, named.
#[must_use]
pub fn kind(kind: Kind) -> Phrase {
    phrase!("picture-boop-kind", kind = kind_key(kind))
}

/// What a kind of piece does that the other does not.
#[must_use]
pub fn kind_rule(kind: Kind) -> Phrase {
    phrase!("picture-boop-kind-rule", kind = kind_key(kind))
}
