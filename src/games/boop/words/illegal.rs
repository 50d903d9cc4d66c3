//! Why a turn was refused, named for the player's language. The engine's
//! own `Display` stays English: it is what the `engine` text protocol says,
//! and other tools read it.

use super::super::{IllegalMove, Options, Square};
use crate::{
    games::{Phrase, Phrased},
    phrase,
};

impl Phrased for IllegalMove {
    fn phrase(&self) -> Phrase {
        use IllegalMove as I;
        match self {
            I::Malformed => phrase!("illegal-boop-malformed"),
            I::NotASquare(name) => phrase!("illegal-not-a-square", name = name),
            I::NotALine(a, b) => phrase!(
                "illegal-not-a-line",
                from = a.to_string(),
                to = b.to_string()
            ),
            I::GameOver => phrase!("illegal-game-over"),
            I::Occupied(square) => phrase!("illegal-occupied", square = square.to_string()),
            I::NoCats => phrase!("illegal-no-cats"),
            I::NoKittens => phrase!("illegal-no-kittens"),
            I::MustChoose(options) => choice(options),
            I::NothingToChoose {
                placement,
                wins: true,
            } => phrase!("illegal-wins-alone", placement = placement.to_string()),
            I::NothingToChoose {
                placement,
                wins: false,
            } => phrase!(
                "illegal-nothing-to-choose",
                placement = placement.to_string()
            ),
            I::NotYourRow(row) => phrase!("illegal-not-your-row", row = row.to_string()),
            I::NotYourPiece { square, options } => phrase!(
                "illegal-not-your-piece",
                square = square.to_string(),
                choice = choice(options)
            ),
            I::NoLift => phrase!("illegal-no-lift"),
        }
    }
}

/// What the mover may choose from: the rows to graduate, the pieces to
/// lift, or both.
fn choice(options: &Options) -> Phrase {
    let rows: Vec<String> = options.rows.iter().map(ToString::to_string).collect();
    let mut lifts: Vec<Square> = options.lifts.iter().collect();
    lifts.sort_by_key(|square| (square.file(), square.rank()));
    let lifts: Vec<String> = lifts.iter().map(ToString::to_string).collect();
    match (rows.is_empty(), lifts.is_empty()) {
        (false, true) => phrase!("illegal-choose-row", rows = rows),
        (true, false) => phrase!("illegal-choose-lift", squares = lifts),
        _ => phrase!("illegal-choose-row-or-lift", rows = rows, squares = lifts),
    }
}
