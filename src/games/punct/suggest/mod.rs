//! PÜNCT's autocomplete. It runs on every keystroke over up to ~5,000
//! moves, so what was typed is read once ([`query::Query`]) and matched
//! against the typed moves field by field ([`prefix`]); no notation is
//! written to compare or order them, and only the moves shown are ever
//! printed. With nothing typed, the [`guide`] spreads the choices over
//! pieces, kinds and the board.

mod guide;
mod places;
mod prefix;
mod query;
#[cfg(test)]
mod tests;

use query::Query;

use super::Move;
use crate::games::{
    suggest::{best, Hints},
    AnyGame, AnyMove, Label, Rules,
};

/// PÜNCT's hints.
pub(super) struct PunctHints;

pub(super) static HINTS: PunctHints = PunctHints;

/// A move matching a query, keyed by how useful it is (smaller first) and
/// then by its notation's order.
type Keyed = ((u8, u64), Move);

/// Adds `m` to `keyed` if it matches `query`.
///
/// The cheap test that rules out most moves is made where the moves are
/// generated (inlined into the generator's loop): as one call a move it
/// cost the generation half again.
#[inline(always)]
fn keep(query: &Query, m: Move, keyed: &mut Vec<Keyed>) {
    if query.may_match(m) {
        rank_and_keep(query, m, keyed);
    }
}

/// Adds `m`, which may match `query`, to `keyed` if it does.
fn rank_and_keep(query: &Query, m: Move, keyed: &mut Vec<Keyed>) {
    if let Some(rank) = query.rank(m) {
        keyed.push(((rank, m.order_key()), m));
    }
}

/// The kept moves as any game's.
fn shown(keyed: Vec<Keyed>) -> Vec<AnyMove> {
    best(keyed).iter().map(AnyMove::of).collect()
}

impl Hints for PunctHints {
    fn matching_legal(&self, game: &AnyGame, typed: &str) -> Vec<AnyMove> {
        let Some(position) = super::position(game) else {
            return Vec::new();
        };
        // Ranked as the engine lists them: no list of thousands is kept.
        let query = Query::new(typed);
        let mut keyed = Vec::new();
        Rules::for_each_legal_move(position, |m| keep(&query, m, &mut keyed));
        shown(keyed)
    }

    fn matching(&self, moves: &[AnyMove], typed: &str) -> Vec<AnyMove> {
        let query = Query::new(typed);
        let mut keyed = Vec::new();
        for m in moves.iter().filter_map(|mv| mv.typed::<Move>()) {
            keep(&query, m, &mut keyed);
        }
        shown(keyed)
    }

    fn guide(&self, game: &AnyGame) -> Vec<AnyMove> {
        super::position(game).map(guide::guide).unwrap_or_default()
    }

    fn label(&self, game: &AnyGame, mv: AnyMove) -> Option<Label> {
        let effect = super::position(game)?.effect(mv.typed()?).ok()?;
        Some(super::words::label(&effect))
    }
}
