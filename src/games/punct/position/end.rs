//! The end of the game: connections (§7), the last piece (§8) and passes
//! (§9.1).

use super::{Position, Variant};
use crate::games::{
    punct::{CellSet, Side},
    ByColor, Outcome, Seat,
};

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// The winner connected two opposite sides (§7); `chain` is the connected
    /// group of the winner's cells that does it.
    Connection {
        /// The winner's connected cells.
        chain: CellSet,
    },
    /// Standard game: a player placed their last piece and the centre was
    /// counted (§8.3); the counts are the cells of each colour.
    CentreCount {
        /// Central cells showing each colour.
        centre: ByColor<u8>,
    },
    /// Basic game: a player placed their last piece (§8.2).
    LastPieceDraw,
    /// Both players passed in succession (§9.1); in the standard game the
    /// centre was counted.
    BothPassed {
        /// The centre count (standard game only).
        centre: Option<ByColor<u8>>,
    },
}

/// The end of a game: who won, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct End {
    /// The result.
    pub outcome: Outcome,
    /// Why.
    pub reason: EndReason,
}

impl Position {
    /// §7.4, then §8 and §9.1.
    pub(super) fn evaluate_end(&self, mover: Seat, was_add: bool) -> Option<End> {
        for seat in [mover, mover.other()] {
            if let Some(chain) = self.connection(seat) {
                return Some(End {
                    outcome: Outcome::Win(seat),
                    reason: EndReason::Connection { chain },
                });
            }
        }
        let centre = self.centre_count();
        let by_centre = || match centre.first.cmp(&centre.second) {
            std::cmp::Ordering::Greater => Outcome::Win(Seat::First),
            std::cmp::Ordering::Less => Outcome::Win(Seat::Second),
            std::cmp::Ordering::Equal => Outcome::Draw,
        };
        if self.passes >= 2 {
            return Some(match self.variant {
                Variant::Basic => End {
                    outcome: Outcome::Draw,
                    reason: EndReason::BothPassed { centre: None },
                },
                Variant::Standard => End {
                    outcome: by_centre(),
                    reason: EndReason::BothPassed {
                        centre: Some(centre),
                    },
                },
            });
        }
        if was_add && self.reserve(mover).total() == 0 {
            return Some(match self.variant {
                Variant::Basic => End {
                    outcome: Outcome::Draw,
                    reason: EndReason::LastPieceDraw,
                },
                Variant::Standard => End {
                    outcome: by_centre(),
                    reason: EndReason::CentreCount { centre },
                },
            });
        }
        None
    }

    /// A group of `seat`'s visible cells joining two opposite sides (§7.3).
    #[must_use]
    pub fn connection(&self, seat: Seat) -> Option<CellSet> {
        let mine = self.board.visible(seat);
        let mut seen = CellSet::EMPTY;
        for start in mine.iter().filter(|cell| cell.side().is_some()) {
            if seen.contains(start) {
                continue;
            }
            let mut group = CellSet::EMPTY;
            let mut sides = 0u8;
            let mut todo = vec![start];
            seen.insert(start);
            while let Some(cell) = todo.pop() {
                group.insert(cell);
                if let Some(side) = cell.side() {
                    sides |= 1 << (side as u8);
                }
                for next in cell.neighbours() {
                    if mine.contains(next) && !seen.contains(next) {
                        seen.insert(next);
                        todo.push(next);
                    }
                }
            }
            let joins = Side::ALL
                .into_iter()
                .step_by(2)
                .any(|side| sides & (0b11 << (side as u8)) == 0b11 << (side as u8));
            if joins {
                return Some(group);
            }
        }
        None
    }
}
