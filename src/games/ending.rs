//! Why the rules ended a game, in the game's own words: each game reads it
//! from its engine's report ([`super::Game::rules_end`]) and names it as
//! phrases; the words layer fills in who won and the players' names.

use super::{AnyGame, Phrase};

/// The rule that ended a game, as the game words it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesEnd {
    /// The sentence that ends the game's last message ("**alice wins**:
    /// their dots link row 1 and row 17."): it names the result as
    /// [`super::Blank::Result`], which the words layer fills in.
    pub sentence: Phrase,
    /// The final picture's line under the result ("Linked row 1 to row
    /// 17"): plain words, no markdown.
    pub line: Phrase,
}

impl AnyGame {
    /// Why the rules ended this game, if they did.
    #[must_use]
    pub fn rules_end(&self) -> Option<RulesEnd> {
        self.kind().game().rules_end(self)
    }
}
