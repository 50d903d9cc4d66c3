//! The rules of the two games, and the small interface the layers above use
//! to treat them alike.
//!
//! Nothing in here does I/O or knows about Discord, the database or async:
//! a game is a pure value that is asked for its legal moves and told to play
//! one. Each game lives in its own module, split by concept (cells, pieces,
//! position, notation, perft), and implements [`Rules`]. The layers above hold
//! an [`AnyGame`], an enum over both, instead of a trait object.

pub mod boop;
pub mod punct;

mod any;
mod random;
mod seat;

pub use any::{AnyGame, AnyIllegalMove, GameKind, ParseGameKindError};
pub use random::random_game;
pub use seat::{ByColor, Outcome, Seat};

/// What every game offers to the layers above.
///
/// Moves travel as text in the game's canonical notation (see
/// `shared/protocol/engine.md`): that is what players type, what the engine
/// protocol speaks and what the database stores.
pub trait Rules: Clone {
    /// The reason a move was refused, in words a player can act on.
    type Illegal: std::error::Error + Clone + PartialEq;

    /// Whose turn it is. Meaningless (but harmless) once the game is over.
    fn turn(&self) -> Seat;

    /// `Some` once the game has ended.
    fn outcome(&self) -> Option<Outcome>;

    /// Every legal move of the side to move in canonical notation, sorted in
    /// byte order, each once. Empty when the game is over.
    fn legal_move_texts(&self) -> Vec<String>;

    /// Parses `text` leniently, checks it against the rules and plays it.
    /// Returns the move in canonical notation.
    ///
    /// # Errors
    /// The move is malformed or illegal here; the position is unchanged.
    fn play_text(&mut self, text: &str) -> Result<String, Self::Illegal>;

    /// Takes back the last move played; `false` if there is none.
    fn undo(&mut self) -> bool;

    /// The moves played so far, in canonical notation. Replaying them from
    /// the start position (of the same variant) rebuilds this position: this
    /// is the game's serialisable snapshot.
    fn history(&self) -> Vec<String>;

    /// The number of move sequences of length `depth` from here; a finished
    /// game ends a sequence early and counts as one leaf.
    fn perft(&self, depth: u32) -> u64;

    /// One line describing the position for a human (free form).
    fn describe(&self) -> String;
}
