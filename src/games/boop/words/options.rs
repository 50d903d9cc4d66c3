//! What an option of a placement waiting for its choice does.

use super::super::{Kind, Resolved, Row};
use crate::{games::Phrase, phrase};

/// "a1–c1": a row by its ends.
#[must_use]
pub fn row_ends(row: Row) -> String {
    let [first, _, last] = row.squares();
    format!("{first}–{last}")
}

/// "Graduate the kittens on a1–c1", "Graduate a1–c1: the kittens out of
/// the game, the cat back to your pool", "Return the cat on e5 to your
/// pool".
#[must_use]
pub fn option_phrase(effect: &Resolved) -> Phrase {
    match *effect {
        Resolved::Graduated { row, pieces } => {
            let cats = pieces
                .iter()
                .filter(|piece| piece.kind == Kind::Cat)
                .count();
            let row = row_ends(row);
            match (3 - cats, cats) {
                (_, 0) => phrase!("option-graduate-kittens", row = row),
                (1, _) => phrase!("option-graduate-one-kitten", row = row),
                _ => phrase!("option-graduate-one-cat", row = row),
            }
        }
        Resolved::Lifted { square, piece } => {
            let square = square.to_string();
            match piece.kind {
                Kind::Kitten => phrase!("option-graduate-kitten", square = square),
                Kind::Cat => phrase!("option-return-cat", square = square),
            }
        }
    }
}
