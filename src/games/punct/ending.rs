//! Why the rules ended a PÜNCT game, read from the engine's report.

use super::{EndReason, Position, Side};
use crate::games::RulesEnd;

pub(super) fn rules_end(position: &Position) -> Option<RulesEnd> {
    let end = position.end()?;
    Some(match end.reason {
        EndReason::Connection { chain } => {
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
        EndReason::CentreCount { centre } => RulesEnd::CentreCount { centre },
        EndReason::LastPieceDraw => RulesEnd::LastPieceDraw,
        EndReason::BothPassed { centre } => RulesEnd::BothPassed { centre },
    })
}
