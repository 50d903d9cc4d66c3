//! The rules of the two games, and the small interface the layers above use
//! to treat them alike.
//!
//! Nothing in here does I/O or knows about Discord, the database or async:
//! a game is a pure value that is asked for its legal moves and told to play
//! one. Each game lives in its own module, split by concept (cells, pieces,
//! position, notation, perft), implements [`Rules`], and is listed once in
//! the [`registry`] through its [`Game`]. The layers above hold an
//! [`AnyGame`] (a position of any game) and a [`GameKind`] (a variant of a
//! game of the registry), and never ask which game they hold.

pub mod boop;
pub mod punct;

pub mod registry;
pub mod suggest;
#[cfg(test)]
pub mod tictactoe;

mod any;
mod any_move;
mod ending;
mod game;
mod kind;
mod label;
mod lesson;
mod notation;
mod phrase;
pub mod position_key;
mod random;
mod seat;
pub mod steps;

pub use any::{AnyGame, AnyIllegalMove};
pub use any_move::{AnyMove, Codec, Coded};
pub use ending::RulesEnd;
pub use game::Game;
pub use kind::{or_list, GameKind, ParseGameKindError, Variant};
pub use label::{Fit, Label, Part};
pub use lesson::{coach, Lesson, LessonWords};
pub use notation::{Notated, Notation, Word};
pub use phrase::{Arg, Blank, Phrase, Phrased};
pub use random::random_game;
pub use seat::{ByColor, Outcome, Seat};
pub use steps::{StepOption, TwoSteps};

/// What every game offers to the layers above.
///
/// Moves are typed ([`Rules::Move`]); they are read from and written as
/// text in the game's canonical notation (see the README's "The engine protocol")
/// only at the edges: what players type, what the engine protocol speaks and
/// what the database stores.
pub trait Rules: Clone {
    /// One move of the game.
    type Move: Copy + Eq + std::fmt::Debug + std::fmt::Display + Notated;

    /// The reason a move was refused, in words a player can act on.
    type Illegal: std::error::Error + Clone + PartialEq;

    /// Whose turn it is. Meaningless (but harmless) once the game is over.
    fn turn(&self) -> Seat;

    /// `Some` once the game has ended.
    fn outcome(&self) -> Option<Outcome>;

    /// Calls `each` with every legal move of the side to move, each once, in
    /// no particular order, without allocating. Nothing once the game is over.
    fn for_each_legal_move(&self, each: impl FnMut(Self::Move));

    /// Every legal move of the side to move, in no particular order. Empty
    /// when the game is over.
    fn legal_moves(&self) -> Vec<Self::Move> {
        let mut moves = Vec::new();
        self.for_each_legal_move(|m| moves.push(m));
        moves
    }

    /// Reads `text` leniently as a move of this game, checking its form only:
    /// whether it is legal is for [`Rules::play`] to say.
    ///
    /// # Errors
    /// The text is not a move of this game.
    fn parse_move(&self, text: &str) -> Result<Self::Move, Self::Illegal>;

    /// Checks `mv` against the rules and plays it.
    ///
    /// # Errors
    /// The move is illegal here; the position is unchanged.
    fn play(&mut self, mv: Self::Move) -> Result<(), Self::Illegal>;

    /// Takes back the last move played; `false` if there is none.
    fn undo(&mut self) -> bool;

    /// The number of moves played so far.
    fn ply(&self) -> usize;

    /// The last move played, if any.
    fn last_move(&self) -> Option<Self::Move>;

    /// The moves played so far, oldest first. Replaying them from the start
    /// position (of the same variant) rebuilds this position: this is the
    /// game's serialisable snapshot.
    fn history(&self) -> Vec<Self::Move>;

    /// The number of move sequences of length `depth` from here; a finished
    /// game ends a sequence early and counts as one leaf.
    fn perft(&self, depth: u32) -> u64;

    /// One line describing the position for a human (free form).
    fn describe(&self) -> String;

    /// The canonical notation of every legal move, sorted in byte order
    /// (as the texts sort), each once.
    fn legal_notations(&self) -> Vec<Notation> {
        let mut notations: Vec<Notation> =
            self.legal_moves().iter().map(Notated::notation).collect();
        notations.sort_unstable();
        notations.dedup();
        notations
    }

    /// Every legal move in canonical notation, sorted in byte order, each
    /// once, separated by single spaces: the engine protocol's `moves`.
    fn legal_moves_line(&self) -> String {
        Notation::join(&self.legal_notations())
    }

    /// Every legal move in canonical notation, sorted in byte order, each
    /// once (for tools and tests that speak text).
    fn legal_move_texts(&self) -> Vec<String> {
        self.legal_notations()
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// Reads `text` leniently and plays it (the protocol's `play`). Returns
    /// the move in canonical notation.
    ///
    /// # Errors
    /// The move is malformed or illegal here; the position is unchanged.
    fn play_text(&mut self, text: &str) -> Result<String, Self::Illegal> {
        let mv = self.parse_move(text)?;
        self.play(mv)?;
        Ok(mv.to_string())
    }
}
