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
    // A few dozen turns: what each does is worked out once.
    let mut items = Vec::new();
    position.for_each_turn(|turn| {
        if let Ok(report) = position.effect(turn) {
            items.push(bucketed(&report));
        }
    });
    spread(buckets, |each| items.iter().copied().for_each(&mut *each))
}

/// Where a turn goes in the guide: by its kind and area, the kind's
/// favourite area first (kittens and cats start in different ones), the
/// turns that do the most first, then by notation.
fn bucketed(report: &TurnReport) -> Item {
    let Turn { placement, .. } = report.turn;
    let kind = placement.kind.index();
    Item {
        member: kind,
        variant: (area(placement.square) + AREAS - kind) % AREAS,
        key: u128::from(interest(report)) << 120 | report.turn.notation().bits() >> 8,
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
