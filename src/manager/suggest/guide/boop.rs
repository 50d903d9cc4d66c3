//! The boop guide: kittens and cats from the pool, each over the areas of
//! the bed in turn, the placements that do the most first.

use super::{spread, Buckets, Item};
use crate::games::{
    boop::{Position, Resolved, Square, Turn, TurnReport},
    AnyMove, Notated,
};

/// The four corners of the bed (3 × 3 each) and its middle (c3–d4).
const AREAS: usize = 5;

pub(super) fn guide(position: &Position) -> Vec<AnyMove> {
    let buckets = Buckets {
        members: 2,
        variants: AREAS,
    };
    // A few dozen turns: what each does is worked out once, and they are
    // numbered in notation order to break ties.
    let mut turns = position.legal_turns();
    turns.sort_unstable_by_key(Notated::notation);
    let items: Vec<Item> = turns
        .into_iter()
        .enumerate()
        .filter_map(|(order, turn)| Some(bucketed(&position.effect(turn).ok()?, order)))
        .collect();
    spread(buckets, |round| {
        for &item in &items {
            round.offer(item);
        }
    })
}

/// Where a turn goes in the guide: by its kind and area, the kind's
/// favourite area first (kittens and cats start in different ones), the
/// turns that do the most first, then by notation (`order`).
fn bucketed(report: &TurnReport, order: usize) -> Item {
    let Turn { placement, .. } = report.turn;
    let kind = placement.kind.index();
    Item {
        member: kind,
        variant: (area(placement.square) + AREAS - kind) % AREAS,
        key: u64::from(interest(report)) << 32 | order as u64,
        mv: AnyMove::Boop(report.turn),
    }
}

/// 0 for the turns that do the most: a win, a graduation, a lift, sending
/// the opponent's pieces off the bed, booping, nothing.
fn interest(report: &TurnReport) -> u8 {
    let off_the_bed = report
        .boops
        .iter()
        .any(|boop| boop.to.is_none() && boop.piece.owner != report.mover);
    match (report.win, report.resolved) {
        (Some(_), _) => 0,
        (None, Some(Resolved::Graduated { .. })) => 1,
        (None, Some(Resolved::Lifted { .. })) => 2,
        (None, None) if off_the_bed => 3,
        (None, None) if !report.boops.is_empty() => 4,
        (None, None) => 5,
    }
}

/// The corner of the bed a square is in, or 4 for the middle four squares.
fn area(square: Square) -> usize {
    let (file, rank) = (square.file(), square.rank());
    if (2..=3).contains(&file) && (2..=3).contains(&rank) {
        4
    } else {
        usize::from(file >= 3) + 2 * usize::from(rank >= 3)
    }
}
