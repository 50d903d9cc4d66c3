//! Why the rules ended a game, in the terms a message words it: which sides
//! a PÜNCT chain links, the centre count, the boop row. Read from the
//! engines' own reports (nothing is worked out again here).

use super::{punct::Side, AnyGame, ByColor};

/// The rule that ended a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesEnd {
    /// PÜNCT: the winner's dots link two opposite sides. `by_mover` is
    /// false when the move that ended the game was the loser's (it
    /// completed or uncovered the winner's chain).
    Connection { sides: [Side; 2], by_mover: bool },
    /// Standard PÜNCT: a player placed their last piece; the central cells
    /// showing each colour decided.
    CentreCount { centre: ByColor<u8> },
    /// Basic PÜNCT: a player placed their last piece: a draw.
    LastPieceDraw,
    /// PÜNCT: both players passed in succession (the centre counted in the
    /// standard game).
    BothPassed { centre: Option<ByColor<u8>> },
    /// boop: three of the winner's cats in a row.
    ThreeCats,
    /// boop: all eight of the winner's pieces on the bed, all cats.
    EightCats,
    /// boop for younger players: three of the winner's kittens in a row.
    ThreeKittens,
}

impl AnyGame {
    /// Why the rules ended this game, if they did.
    #[must_use]
    pub fn rules_end(&self) -> Option<RulesEnd> {
        self.kind().game().rules_end(self)
    }
}
