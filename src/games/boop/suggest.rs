//! boop.'s autocomplete: typed text matched against the notation and the
//! placement's square; with nothing typed the guide: kittens and cats from
//! the pool, each over the areas of the bed in turn, the placements that do
//! the most first.

use super::{Position, Resolved, Square, Turn, TurnReport};
use crate::games::{
    suggest::{
        best,
        guide::{spread, Buckets, Item},
        Hints,
    },
    AnyGame, AnyMove, Label, Notated, Notation, Rules,
};

/// boop.'s hints.
pub(super) struct BoopHints;

pub(super) static HINTS: BoopHints = BoopHints;

impl Hints for BoopHints {
    fn matching_legal(&self, game: &AnyGame, typed: &str) -> Vec<AnyMove> {
        self.matching(&game.legal_moves(), typed)
    }

    fn matching(&self, moves: &[AnyMove], typed: &str) -> Vec<AnyMove> {
        let lower = typed.to_ascii_lowercase();
        let keyed = moves
            .iter()
            .filter_map(|&mv| {
                let turn: Turn = mv.typed()?;
                let rank = rank(turn, lower.as_bytes())?;
                Some(((rank, mv.notation()), mv))
            })
            .collect();
        best(keyed)
    }

    fn guide(&self, game: &AnyGame) -> Vec<AnyMove> {
        super::position(game).map(guide).unwrap_or_default()
    }

    fn label(&self, game: &AnyGame, mv: AnyMove) -> Option<Label> {
        let report = super::position(game)?.effect(mv.typed()?).ok()?;
        Some(super::words::label(&report))
    }
}

/// 0: the notation starts with the text; 1: the placement's square does;
/// 2: the notation contains it (all in any case).
fn rank(turn: Turn, lower: &[u8]) -> Option<u8> {
    let notation = turn.notation().to_ascii_lowercase();
    if notation.starts_with(lower) {
        Some(0)
    } else if Notation::new()
        .with(turn.placement.square.name())
        .starts_with(lower)
    {
        Some(1)
    } else if notation.contains(lower) {
        Some(2)
    } else {
        None
    }
}

/// The four corners of the bed (3 × 3 each) and its middle (c3–d4).
const AREAS: usize = 5;

fn guide(position: &Position) -> Vec<AnyMove> {
    let buckets = Buckets {
        members: 2,
        variants: AREAS,
    };
    // A few dozen turns: what each does is worked out once, and they are
    // numbered in notation order to break ties.
    let mut turns = position.legal_turns();
    turns.sort_unstable_by_key(Notated::notation);
    let items: Vec<Item<Turn>> = turns
        .into_iter()
        .enumerate()
        .filter_map(|(order, turn)| Some(bucketed(&position.effect(turn).ok()?, order)))
        .collect();
    spread(buckets, |round| {
        for &item in &items {
            round.offer(item);
        }
    })
    .iter()
    .map(AnyMove::of)
    .collect()
}

/// Where a turn goes in the guide: by its kind and area, the kind's
/// favourite area first (kittens and cats start in different ones), the
/// turns that do the most first, then by notation (`order`).
fn bucketed(report: &TurnReport, order: usize) -> Item<Turn> {
    let Turn { placement, .. } = report.turn;
    let kind = placement.kind.index();
    Item {
        member: kind,
        variant: (area(placement.square) + AREAS - kind) % AREAS,
        key: u64::from(interest(report)) << 32 | order as u64,
        mv: report.turn,
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
