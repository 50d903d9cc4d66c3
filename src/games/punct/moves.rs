//! [`Move`]: one action of a player (rulebook §4.2), and [`MoveList`].

use std::{fmt, str::FromStr};

use super::{notation, Cell, IllegalMove, Kind, Landing, Placement, Position, CELL_COUNT};
use crate::games::{Codec, Coded, Notated, Notation, Word};

/// One action: an ADD, a MOVE or (only when nothing else is legal) a pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// ADD a new piece from the reserve at level 0, e.g. `+F5:G5,H5` (§5).
    Add(Placement),
    /// MOVE the mobile piece whose PÜNCT is on `from` to `to`, e.g.
    /// `H2>H5:I5,J5` (§6). The level follows from the board.
    Move {
        /// Where the piece's PÜNCT stands before the move.
        from: Cell,
        /// Where the piece ends.
        to: Placement,
    },
    /// No action, legal only when there is no legal ADD or MOVE (§9.1).
    Pass,
}

/// A list of moves. Move generation fills one list without allocating per
/// candidate.
pub type MoveList = Vec<Move>;

impl Move {
    /// Where the piece ends (`None` for a pass).
    #[must_use]
    pub const fn placement(self) -> Option<Placement> {
        match self {
            Move::Add(placement) | Move::Move { to: placement, .. } => Some(placement),
            Move::Pass => None,
        }
    }

    /// A number that orders moves as their notations do (byte order),
    /// without writing them: ADDs (`+`), then MOVEs (a column letter), then
    /// `pass`.
    #[must_use]
    #[inline]
    pub fn order_key(self) -> u64 {
        let placement = |placement: Placement| {
            let [a, b] = placement.sorted_minors();
            u64::from(placement.punct().rank_before_mark()) << 16
                | u64::from(a.rank_as_last()) << 8
                | u64::from(b.rank_as_last())
        };
        match self {
            Move::Add(to) => placement(to),
            Move::Move { from, to } => {
                1 << 32 | u64::from(from.rank_before_mark()) << 24 | placement(to)
            }
            Move::Pass => 2 << 32,
        }
    }

    /// Whether this is an ADD.
    #[must_use]
    pub const fn is_add(self) -> bool {
        matches!(self, Move::Add(_))
    }

    /// A readable description for players, e.g. "add straight piece, PÜNCT at
    /// end: F5·G5·H5", "move H2 → H5·I5·J5 — bridge over I5 (level 1)" or
    /// "rotate in place at E5". `position` is the position the move is played
    /// from; it tells the level. An illegal move is described as if legal,
    /// without a level.
    #[must_use]
    pub fn describe(self, position: &Position) -> String {
        let cells = |placement: Placement| {
            let [a, b] = placement.sorted_minors();
            format!("{}·{a}·{b}", placement.punct())
        };
        match self {
            Move::Pass => "pass".to_owned(),
            Move::Add(placement) => {
                format!("add {}: {}", placement.kind().label(), cells(placement))
            }
            Move::Move { from, to } => {
                let what = if from == to.punct() {
                    format!("rotate in place at {from}")
                } else {
                    format!("move {from} → {}", cells(to))
                };
                match position.landing(self) {
                    Ok(Landing {
                        bridge_over: Some(middle),
                        level,
                    }) => format!("{what} — bridge over {middle} (level {level})"),
                    Ok(Landing {
                        bridge_over: None,
                        level: level @ 1..,
                    }) => format!("{what} — onto level {level}"),
                    _ => what,
                }
            }
        }
    }
}

impl Notated for Move {
    /// The canonical notation of §11.1.
    #[inline]
    fn notation(&self) -> Notation {
        match *self {
            Move::Add(placement) => placement.write_after(Notation::new().with_byte(b'+')),
            Move::Move { from, to } => {
                to.write_after(Notation::new().with(from.name()).with_byte(b'>'))
            }
            Move::Pass => Notation::new().with(const { Word::new(b"pass") }),
        }
    }
}

/// A placement as a number: its kind, its PÜNCT and its orientation, a
/// byte each.
pub(super) fn placement_code(placement: Placement) -> u64 {
    (placement.kind() as u64) << 16
        | (placement.punct().index() as u64) << 8
        | u64::from(placement.orientation())
}

fn decode_placement(code: u64) -> Option<Placement> {
    let kind = *Kind::ALL.get(usize::from((code >> 16) as u8))?;
    let punct = cell_of((code >> 8) as u8)?;
    Placement::new(kind, punct, code as u8)
}

fn cell_of(index: u8) -> Option<Cell> {
    (usize::from(index) < CELL_COUNT).then(|| Cell::new(usize::from(index)))
}

/// The tag of a code, above the source cell and the placement.
const TAG_SHIFT: u32 = 32;
const MOVE_TAG: u64 = 1 << TAG_SHIFT;
const PASS_TAG: u64 = 2 << TAG_SHIFT;

impl Coded for Move {
    const CODEC: &'static Codec = &Codec::of::<Move>("punct");

    #[inline]
    fn code(self) -> u64 {
        match self {
            Move::Add(placement) => placement_code(placement),
            Move::Move { from, to } => MOVE_TAG | (from.index() as u64) << 24 | placement_code(to),
            Move::Pass => PASS_TAG,
        }
    }

    fn decode(code: u64) -> Option<Move> {
        match code >> TAG_SHIFT {
            0 if code >> 24 == 0 => decode_placement(code).map(Move::Add),
            1 => Some(Move::Move {
                from: cell_of((code >> 24) as u8)?,
                to: decode_placement(code & 0xFF_FFFF)?,
            }),
            _ if code == PASS_TAG => Some(Move::Pass),
            _ => None,
        }
    }
}

impl fmt::Display for Move {
    /// The canonical notation of §11.1.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.notation().fmt(f)
    }
}

impl FromStr for Move {
    type Err = IllegalMove;

    /// Reads the notation leniently: any case, minors in any order, spaces.
    ///
    /// # Errors
    /// The text is malformed, names a cell that is not on the board, or its
    /// three cells do not form a piece.
    fn from_str(s: &str) -> Result<Move, IllegalMove> {
        notation::parse_move(s)
    }
}
