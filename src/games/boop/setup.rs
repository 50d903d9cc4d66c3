//! [`Setup`]: a position as plain data, not necessarily legal; turned into a
//! [`Position`](super::Position) by
//! [`Position::from_setup`](super::Position::from_setup), which checks it.

use std::fmt;

use super::{IllegalMove, Kind, Piece, Placement, Square, Variant};
use crate::games::{ByColor, Seat};

/// A position as plain data: who is to move, what stands on each square and
/// how many kittens each player has graduated. Pools and reserves follow
/// from these (§1.4).
///
/// ```
/// use punctbot::games::{boop::{Position, Setup, Variant}, Rules, Seat};
///
/// let setup = Setup::new(Variant::Standard)
///     .pieces(Seat::First, "Ka1 Kb1")?
///     .pieces(Seat::Second, "Cf6")?;
/// let mut position = Position::from_setup(&setup).expect("a legal position");
/// assert_eq!(position.play_text("kc1"), Err(punctbot::games::boop::IllegalMove::MustChoose(
///     position.options_after("Kc1".parse()?).expect("a legal placement"),
/// )));
/// assert_eq!(position.play_text("Kc1/Ga1-c1").as_deref(), Ok("Kc1/Ga1-c1"));
/// # Ok::<_, punctbot::games::boop::IllegalMove>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The rules in force.
    pub variant: Variant,
    /// The player to move.
    pub turn: Seat,
    /// The piece on each square, by [`Square::index`].
    pub bed: [Option<Piece>; 36],
    /// How many kittens each player has graduated (= out of the game = cats
    /// earned from the reserve).
    pub graduated: ByColor<u8>,
}

impl Setup {
    /// An empty bed, orange to move, nothing graduated.
    #[must_use]
    pub fn new(variant: Variant) -> Setup {
        Setup {
            variant,
            turn: Seat::First,
            bed: [None; 36],
            graduated: ByColor::default(),
        }
    }

    /// Sets the player to move.
    #[must_use]
    pub fn turn(mut self, turn: Seat) -> Setup {
        self.turn = turn;
        self
    }

    /// Puts `piece` on `square`, replacing what stood there. A cat counts as
    /// earned: `graduated` of its owner is raised to the number of their
    /// cats on the bed if it was lower.
    #[must_use]
    pub fn put(mut self, square: Square, piece: Piece) -> Setup {
        self.bed[square.index()] = Some(piece);
        let cats = self
            .bed
            .iter()
            .filter(|p| {
                **p == Some(Piece {
                    owner: piece.owner,
                    kind: Kind::Cat,
                })
            })
            .count();
        let graduated = self.graduated.get_mut(piece.owner);
        *graduated = (*graduated).max(cats as u8);
        self
    }

    /// Puts `owner`'s pieces written as placements separated by spaces, e.g.
    /// `"Ka1 Kb1 Cc1"` (see [`Setup::put`]).
    ///
    /// # Errors
    /// A word is not a placement.
    pub fn pieces(self, owner: Seat, text: &str) -> Result<Setup, IllegalMove> {
        text.split_whitespace().try_fold(self, |setup, word| {
            let Placement { kind, square } = word.parse()?;
            Ok(setup.put(square, Piece { owner, kind }))
        })
    }

    /// Sets how many kittens `owner` has graduated.
    #[must_use]
    pub fn graduated(mut self, owner: Seat, count: u8) -> Setup {
        *self.graduated.get_mut(owner) = count;
        self
    }
}

/// Why a [`Setup`] is not a position the rules can reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SetupError {
    /// More than 8 kittens graduated.
    TooManyGraduated(Seat),
    /// More kittens on the bed than the player still owns (8 − graduated).
    TooManyKittens(Seat),
    /// More cats on the bed than the player has earned.
    TooManyCats(Seat),
    /// Cats or graduations in the younger players' variant.
    CatsInYoungerGame,
    /// A player's pool is empty: every turn ends with at least one piece in
    /// the mover's pool (§6.4), and the opponent can only add to it.
    EmptyPool(Seat),
    /// The player who just moved has a winning position: the game would be
    /// over.
    AlreadyWon(Seat),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |seat: &Seat| seat.fold("orange", "gray");
        match self {
            SetupError::TooManyGraduated(seat) => {
                write!(f, "{} has graduated more than 8 kittens", name(seat))
            }
            SetupError::TooManyKittens(seat) => write!(f, "{} has too many kittens", name(seat)),
            SetupError::TooManyCats(seat) => write!(f, "{} has too many cats", name(seat)),
            SetupError::CatsInYoungerGame => f.write_str("the younger players' game has no cats"),
            SetupError::EmptyPool(seat) => write!(f, "{} has an empty pool", name(seat)),
            SetupError::AlreadyWon(seat) => write!(f, "{} has already won", name(seat)),
        }
    }
}

impl std::error::Error for SetupError {}
