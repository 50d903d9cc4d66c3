//! The registry: every game the bot knows, in the order it offers them.
//! A new game is a folder of its own under `src/games/` and one line here.

use super::{boop, punct, Game};

/// Every game, the one offered first first.
pub static GAMES: &[&dyn Game] = &[
    &punct::GAME,
    &boop::GAME,
    // A game for the tests only: it shows that a game plugs in here.
    #[cfg(test)]
    &super::tictactoe::GAME,
];
