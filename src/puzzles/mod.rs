//! Puzzles: positions from random and computer games where the side to move
//! wins by force in a few moves, or must find the one move that stops the
//! opponent's win, each proved unique by the engines' exact solver
//! ([`crate::bot`]'s `fastest_wins` and `blocks`).
//!
//! - [`puzzle`]: one puzzle and its line in the data files;
//! - [`check`]: what makes a position a puzzle, and the proof that a
//!   shipped one still is;
//! - [`generate`]: `punctbot puzzles generate`, which finds them;
//! - [`shipped`]: the puzzles committed in `puzzles/`, built into the bot;
//! - [`rating`]: the players' and the puzzles' ratings.

pub mod check;
pub mod generate;
mod puzzle;
pub mod rating;
pub mod shipped;

pub use puzzle::{Goal, ParsePuzzleError, Puzzle};
