//! Autocomplete: the caller's legal moves that match what they typed, the
//! most useful first (the way a player would look for one).
//!
//! It runs on every keystroke over up to ~5,000 PÜNCT moves, so what was
//! typed is read once ([`Query`]) and matched against the typed moves field
//! by field ([`prefix`]); no notation is written to compare or order them,
//! and only the moves shown are ever printed. With nothing typed, a
//! [`guide`] spreads the choices over pieces, kinds and the board.

mod guide;
mod prefix;
mod query;
#[cfg(test)]
mod tests;

use query::Query;

use crate::games::{AnyGame, AnyMove, Notated, Rules};

/// The most choices Discord shows.
pub const MAX_CHOICES: usize = 25;

/// At most [`MAX_CHOICES`] legal moves of `game` for `typed`: with nothing
/// typed a guide spread over the mover's pieces, the kinds of piece and the
/// areas of the board; otherwise the moves matching it (see [`matching`]).
#[must_use]
pub fn suggest(game: &AnyGame, typed: &str) -> Vec<AnyMove> {
    let typed = typed.trim();
    if typed.is_empty() {
        return guide::guide(game);
    }
    // Ranked as the engine lists them: no list of thousands is kept.
    let query = Query::new(typed);
    let mut keyed = Vec::new();
    game.for_each_legal_move(|mv| keep(&query, mv, &mut keyed));
    best(keyed)
}

/// At most [`MAX_CHOICES`] of `moves` (moves of one game) matching `typed`,
/// the most useful first, equally useful ones in the byte order of their
/// notation.
#[must_use]
pub fn matching(moves: &[AnyMove], typed: &str) -> Vec<AnyMove> {
    best(filter(moves, typed))
}

/// A move matching a query, keyed by how useful it is (smaller first) and
/// then by its notation's order.
type Keyed = ((u8, u128), AnyMove);

/// Every one of `moves` that matches `typed`, keyed: what [`matching`]
/// keeps the best of.
fn filter(moves: &[AnyMove], typed: &str) -> Vec<Keyed> {
    let query = Query::new(typed.trim());
    let mut keyed = Vec::new();
    for &mv in moves {
        keep(&query, mv, &mut keyed);
    }
    keyed
}

/// Adds `mv` to `keyed` if it matches `query`.
#[inline]
fn keep(query: &Query, mv: AnyMove, keyed: &mut Vec<Keyed>) {
    if !query.may_match(mv) {
        return;
    }
    if let Some(rank) = query.rank(mv) {
        keyed.push(((rank, order(mv)), mv));
    }
}

/// Orders the moves of one game as their notations do, writing out only
/// boop's (a few dozen at most).
fn order(mv: AnyMove) -> u128 {
    match mv {
        AnyMove::Punct(m) => u128::from(m.order_key()),
        AnyMove::Boop(turn) => turn.notation().bits(),
    }
}

/// The [`MAX_CHOICES`] moves with the smallest keys, in key order.
fn best<K: Ord + Copy>(mut keyed: Vec<(K, AnyMove)>) -> Vec<AnyMove> {
    if keyed.len() > MAX_CHOICES {
        keyed.select_nth_unstable_by_key(MAX_CHOICES - 1, |&(key, _)| key);
        keyed.truncate(MAX_CHOICES);
    }
    keyed.sort_unstable_by_key(|&(key, _)| key);
    keyed.into_iter().map(|(_, mv)| mv).collect()
}
