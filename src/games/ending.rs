//! Why the rules ended a game, in the terms a message words it: which sides
//! a PÜNCT chain links, the centre count, the boop row. Read from the
//! engines' own reports (nothing is worked out again here).

use super::{
    boop::{self, WinReason},
    punct::{self, Side},
    AnyGame, ByColor,
};

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
    /// Why the rules ended this game; `None` while it goes on.
    #[must_use]
    pub fn rules_end(&self) -> Option<RulesEnd> {
        match self {
            AnyGame::Punct(position) => punct_end(position),
            AnyGame::Boop(position) => boop_end(position),
        }
    }
}

fn punct_end(position: &punct::Position) -> Option<RulesEnd> {
    let end = position.end()?;
    Some(match end.reason {
        punct::EndReason::Connection { chain } => {
            let sides = Side::ALL
                .chunks_exact(2)
                .map(|pair| [pair[0], pair[1]])
                .find(|pair| {
                    pair.iter()
                        .all(|side| !side.cells().intersection(chain).is_empty())
                })
                .unwrap_or([Side::ColumnA, Side::ColumnQ]);
            // The engine hands the turn on after the last move too.
            let mover = position.turn().other();
            RulesEnd::Connection {
                sides,
                by_mover: end.outcome.winner() == Some(mover),
            }
        }
        punct::EndReason::CentreCount { centre } => RulesEnd::CentreCount { centre },
        punct::EndReason::LastPieceDraw => RulesEnd::LastPieceDraw,
        punct::EndReason::BothPassed { centre } => RulesEnd::BothPassed { centre },
    })
}

fn boop_end(position: &boop::Position) -> Option<RulesEnd> {
    let (_, reason) = position.win()?;
    Some(match reason {
        WinReason::ThreeCats(_) => RulesEnd::ThreeCats,
        WinReason::EightCats => RulesEnd::EightCats,
        WinReason::ThreeKittens(_) => RulesEnd::ThreeKittens,
    })
}
