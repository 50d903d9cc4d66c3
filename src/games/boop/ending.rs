//! Why the rules ended a boop. game, read from the engine's report and
//! worded as boop. words it.

use super::{Position, WinReason};
use crate::{
    games::{Blank, RulesEnd},
    phrase,
};

pub(super) fn rules_end(position: &Position) -> Option<RulesEnd> {
    let (_, reason) = position.win()?;
    Some(worded(reason))
}

/// Why the winner won, in words: the sentence that ends the game's last
/// message and the final picture's line.
fn worded(reason: WinReason) -> RulesEnd {
    let result = Blank::Result;
    let (sentence, line) = match reason {
        WinReason::ThreeCats(_) => (
            phrase!("ending-three-cats", result = result),
            phrase!("final-three-cats"),
        ),
        WinReason::EightCats => (
            phrase!("ending-eight-cats", result = result),
            phrase!("final-eight-cats"),
        ),
        WinReason::ThreeKittens(_) => (
            phrase!("ending-three-kittens", result = result),
            phrase!("final-three-kittens"),
        ),
    };
    RulesEnd { sentence, line }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        games::{boop::Row, ByColor, Outcome, Seat},
        manager::{FinalCard, Locale},
        store::EndReason,
        words,
    };

    /// Every way to win is worded with its reason: the game's last
    /// sentence and the final picture's lines.
    #[test]
    fn every_win_says_why() {
        let row = Row::all().next().expect("a row");
        for (reason, text, line) in [
            (
                WinReason::ThreeCats(row),
                "**alice wins** with three cats in a row.",
                "Three cats in a row",
            ),
            (
                WinReason::EightCats,
                "**alice wins** with all eight cats on the bed.",
                "All eight cats on the bed",
            ),
            (
                WinReason::ThreeKittens(row),
                "**alice wins** with three kittens in a row.",
                "Three kittens in a row",
            ),
        ] {
            let why = worded(reason);
            let card = FinalCard {
                players: ByColor {
                    first: "alice".to_owned(),
                    second: "bob".to_owned(),
                },
                outcome: Some(Outcome::Win(Seat::First)),
                reason: EndReason::Rules,
                by: None,
                why: Some(why.clone()),
            };
            assert_eq!(
                words::final_lines(&Locale::en(), &card),
                ["alice wins", line],
                "{reason:?}"
            );
            assert_eq!(
                words::rules_sentence(
                    &Locale::en(),
                    &card.players,
                    Outcome::Win(Seat::First),
                    &why
                ),
                text
            );
        }
    }
}
