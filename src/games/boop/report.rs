//! What a turn did, as data for pictures and messages: [`TurnReport`],
//! what a placement waiting for its choice did: [`Choosing`], and why a
//! game was won: [`WinReason`].

use std::fmt;

use super::{Direction, Options, Piece, Position, Resolution, Row, Square, Turn};
use crate::games::Seat;

/// Why the mover won (§7, §9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// Three of the mover's cats in a row (§7.1a); the first such row in
    /// [`Row::all`] order when there are several.
    ThreeCats(Row),
    /// All 8 of the mover's pieces on the bed, all cats (§7.1b).
    EightCats,
    /// In the younger players' variant, three of the mover's kittens in a
    /// row (§9).
    ThreeKittens(Row),
}

impl WinReason {
    /// The winning row, if the win is a row.
    #[must_use]
    pub const fn row(self) -> Option<Row> {
        match self {
            WinReason::ThreeCats(row) | WinReason::ThreeKittens(row) => Some(row),
            WinReason::EightCats => None,
        }
    }
}

impl fmt::Display for WinReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WinReason::ThreeCats(row) => write!(f, "three cats in a row ({})", en_dash(*row)),
            WinReason::ThreeKittens(row) => {
                write!(f, "three kittens in a row ({})", en_dash(*row))
            }
            WinReason::EightCats => f.write_str("eight cats on the bed"),
        }
    }
}

/// A row for players: `a1–c1`, with an en dash.
pub(crate) fn en_dash(row: Row) -> String {
    let [first, _, last] = row.squares();
    format!("{first}–{last}")
}

/// One piece pushed by a boop (§5). Pieces that stayed put are not listed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Boop {
    /// The booped piece.
    pub piece: Piece,
    /// Where it stood, next to the placed piece.
    pub from: Square,
    /// The way it was pushed: from the placed piece towards `from`.
    pub direction: Direction,
    /// Where it went; `None` when it went off the edge, back to its owner's
    /// pool.
    pub to: Option<Square>,
}

/// How the turn was resolved (§6.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Resolved {
    /// A row left the bed: its kittens went out of the game (a cat each to
    /// the pool), its cats back to the pool.
    Graduated {
        /// The row that left the bed.
        row: Row,
        /// The pieces that stood on it, in the order of [`Row::squares`].
        pieces: [Piece; 3],
    },
    /// With all 8 on the bed, this piece was lifted: a kitten went out of the
    /// game (a cat to the pool), a cat back to the pool. In the younger
    /// players' variant a lifted kitten goes back to the pool.
    Lifted {
        /// Where the piece stood.
        square: Square,
        /// The lifted piece.
        piece: Piece,
    },
}

/// What one turn did, in order: the placement, the boops, then the win or
/// the resolution.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TurnReport {
    /// The turn, as played.
    pub turn: Turn,
    /// The player who played it.
    pub mover: Seat,
    /// The placed piece (the square is `turn.placement.square`).
    pub placed: Piece,
    /// Every piece the placed piece moved, in square index order.
    pub boops: Vec<Boop>,
    /// `Some` if the turn won the game (then nothing was resolved).
    pub win: Option<WinReason>,
    /// The resolution, if the turn had one.
    pub resolved: Option<Resolved>,
}

/// A placement waiting for its mover's choice (§6.3), as the mover sees it:
/// see [`Position::choosing`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choosing {
    /// The bed after the placement and its boop, the mover still to move.
    /// Only for showing: no turn can be played on it.
    pub position: Position,
    /// The placement and its boops (no resolution, no win).
    pub report: TurnReport,
    /// What the mover must choose from (never empty).
    pub options: Options,
}

impl Choosing {
    /// What choosing `resolution` would take off the bed; `None` if it is
    /// not one of the options.
    #[must_use]
    pub fn resolved(&self, resolution: Resolution) -> Option<Resolved> {
        if !self.options.contains(resolution) {
            return None;
        }
        let piece = |square| self.position.piece_at(square);
        Some(match resolution {
            Resolution::Graduate(row) => {
                let [a, b, c] = row.squares();
                Resolved::Graduated {
                    row,
                    pieces: [piece(a)?, piece(b)?, piece(c)?],
                }
            }
            Resolution::Lift(square) => Resolved::Lifted {
                square,
                piece: piece(square)?,
            },
        })
    }
}
