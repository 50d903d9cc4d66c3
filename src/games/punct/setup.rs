//! [`Setup`]: a position put together piece by piece, for tests, puzzles and
//! analysis. Set-ups need not be reachable in a game (rulebook §12: "fixtures
//! may place pieces directly at given levels").

use std::fmt;

use super::{board::Piece, position::Reserve, Board, Kind, Options, Placement, Position, Variant};
use crate::games::{ByColor, Seat};

/// A position to build: pieces at chosen levels, the side to move. Each
/// reserve is the full set minus that player's pieces on the board.
///
/// ```
/// use punctbot::games::{punct::{Setup, Variant}, Seat};
///
/// let position = Setup::new(Variant::Standard)
///     .piece(Seat::First, "F5:G5,H5".parse()?, 0)
///     .piece(Seat::Second, "G5:F5,H5".parse()?, 1)
///     .position()
///     .unwrap();
/// assert_eq!(position.board().height("G5".parse().unwrap()), Some(1));
/// # Ok::<_, punctbot::games::punct::IllegalMove>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The rule set.
    pub variant: Variant,
    /// Configuration flags.
    pub options: Options,
    /// Whose turn it is.
    pub turn: Seat,
    /// The pieces, bottom-up order not required: (owner, placement, level).
    pub pieces: Vec<(Seat, Placement, u8)>,
    /// A player's reserve given outright, per kind in [`Kind::ALL`]'s
    /// order, instead of the full set minus their pieces on the board (a
    /// position near the end of pieces without placing them all).
    pub reserves: ByColor<Option<[u8; 6]>>,
}

/// Why a [`Setup`] is not a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Two pieces share a cell at one level.
    Overlap(Placement, Placement, u8),
    /// A player has more pieces of a kind than exist.
    TooMany(Seat, Kind),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Overlap(a, b, level) => write!(f, "{a} and {b} overlap at level {level}"),
            SetupError::TooMany(seat, kind) => {
                write!(
                    f,
                    "{} has too many {}",
                    seat.fold("white", "black"),
                    kind.plural()
                )
            }
        }
    }
}

impl std::error::Error for SetupError {}

impl Setup {
    /// An empty board, White to move.
    #[must_use]
    pub fn new(variant: Variant) -> Setup {
        Setup {
            variant,
            options: Options::default(),
            turn: Seat::First,
            pieces: Vec::new(),
            reserves: ByColor::default(),
        }
    }

    /// Adds a piece of `owner` at `placement` and `level`.
    #[must_use]
    pub fn piece(mut self, owner: Seat, placement: Placement, level: u8) -> Setup {
        self.pieces.push((owner, placement, level));
        self
    }

    /// Sets whose turn it is.
    #[must_use]
    pub fn turn(mut self, seat: Seat) -> Setup {
        self.turn = seat;
        self
    }

    /// Gives `owner`'s reserve outright: `counts` per kind, in
    /// [`Kind::ALL`]'s order.
    #[must_use]
    pub fn reserve(mut self, owner: Seat, counts: [u8; 6]) -> Setup {
        *self.reserves.get_mut(owner) = Some(counts);
        self
    }

    /// Sets the configuration flags.
    #[must_use]
    pub fn options(mut self, options: Options) -> Setup {
        self.options = options;
        self
    }

    /// The position, with no moves played and the game not over (a set-up
    /// that already shows a connection is not judged until a move is played).
    ///
    /// # Errors
    /// Pieces overlap at one level, or a player has too many of a kind.
    pub fn position(&self) -> Result<Position, SetupError> {
        for (i, &(_, a, level)) in self.pieces.iter().enumerate() {
            for &(_, b, other) in &self.pieces[..i] {
                if level == other && !a.cell_set().intersection(b.cell_set()).is_empty() {
                    return Err(SetupError::Overlap(b, a, level));
                }
            }
        }
        let mut reserves = ByColor::<[u8; 6]>::default().map(|_| Kind::ALL.map(Kind::count));
        for &(owner, placement, _) in &self.pieces {
            let left = &mut reserves.get_mut(owner)[placement.kind() as usize];
            *left = left
                .checked_sub(1)
                .ok_or(SetupError::TooMany(owner, placement.kind()))?;
        }
        for seat in [Seat::First, Seat::Second] {
            if let Some(counts) = *self.reserves.get(seat) {
                *reserves.get_mut(seat) = counts;
            }
        }
        let board =
            Board::from_pieces(self.pieces.iter().map(|&(owner, placement, level)| Piece {
                owner,
                placement,
                level,
            }));
        Ok(Position::from_parts(
            self.variant,
            self.options,
            board,
            reserves.map(Reserve::from_counts),
            self.turn,
        ))
    }
}
