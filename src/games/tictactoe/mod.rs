//! Tic-tac-toe: a game for the tests only, never offered to players. It
//! shows that a game is one folder: its rules, its picture and its words
//! are here, and the registry names it in one line; nothing else in the
//! bot knows it.

mod game;
mod picture;
mod rules;
#[cfg(test)]
mod tests;

pub use rules::{IllegalMove, Mark, Position};

use super::GameKind;

/// Tic-tac-toe, as the layers above reach it (its [`super::Game`] is in
/// `game.rs`).
pub struct TicTacToe;

/// The registry's entry for tic-tac-toe.
pub static GAME: TicTacToe = TicTacToe;

/// Its one kind.
pub const KIND: GameKind = GameKind::new(&GAME, 0);
