//! boop. («Пуньк!»): the rules as `/rules boop` states them.
//!
//! Split by concept: [`Square`] and [`Direction`] (coordinates), [`SquareSet`]
//! (sets of squares as bit masks), [`Row`] (lines of three), [`Piece`] and
//! [`Pool`], [`Turn`] with its [`Placement`] and [`Resolution`] (printed and
//! parsed in the canonical notation), [`Position`] (state, legal turns,
//! play and undo, outcome), [`TurnReport`] (what a turn did),
//! [`IllegalMove`] (why a turn was refused) and [`Setup`] (a position as
//! plain data).
//!
//! A turn can be played in one step, as one token, or in two: first the
//! placement, then one of the options it leaves.
//!
//! ```
//! use punctbot::games::{boop::{Placement, Position, Turn, Variant}, Rules};
//!
//! let mut position = Position::new(Variant::Standard);
//! let placement: Placement = "Kc3".parse()?;
//! let options = position.options_after(placement)?;
//! assert!(options.is_empty());
//! position.play(Turn { placement, resolution: None })?;
//! assert_eq!(position.last_move().map(|turn| turn.to_string()), Some("Kc3".into()));
//! # Ok::<_, punctbot::games::boop::IllegalMove>(())
//! ```

mod computer;
mod ending;
mod game;
mod illegal;
mod lessons;
mod notation;
mod piece;
mod position;
mod report;
mod row;
mod rules;
mod setup;
mod square;
mod square_set;
mod steps;
mod suggest;
mod turn;
pub mod words;

pub use game::{position, BoopGame, GAME, STANDARD};
pub use illegal::IllegalMove;
pub use piece::{Kind, Piece, Pool};
pub use position::Position;
pub use report::{Boop, Choosing, Resolved, TurnReport, WinReason};
pub use row::{Axis, Row};
pub use setup::{Setup, SetupError};
pub use square::{Direction, ParseSquareError, Square};
pub use square_set::{SquareSet, SquareSetIter};
pub use turn::{Options, Placement, Resolution, Turn};

/// The rules in force.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Variant {
    /// The full game.
    #[default]
    Standard,
    /// "Adjusting for Younger Players" (§9): kittens only, no graduation,
    /// three kittens in a row win. With all 8 kittens on the bed the mover
    /// must lift one back to the pool (our reading of §6.4 for this
    /// variant: otherwise the mover could be left with nothing to place).
    Younger,
}
