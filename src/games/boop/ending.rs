//! Why the rules ended a boop. game, read from the engine's report.

use super::{Position, WinReason};
use crate::games::RulesEnd;

pub(super) fn rules_end(position: &Position) -> Option<RulesEnd> {
    let (_, reason) = position.win()?;
    Some(match reason {
        WinReason::ThreeCats(_) => RulesEnd::ThreeCats,
        WinReason::EightCats => RulesEnd::EightCats,
        WinReason::ThreeKittens(_) => RulesEnd::ThreeKittens,
    })
}
