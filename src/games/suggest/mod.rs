//! Autocomplete: the caller's legal moves that match what they typed, the
//! most useful first (the way a player would look for one), and with
//! nothing typed a [`guide`] spread over what the mover can do.
//!
//! Each game says how its moves match through its [`Hints`]
//! ([`super::Game::hints`]); a game that says nothing gets [`ByNotation`],
//! which matches the text of the notation. This module holds what the
//! games share: the limit, the keyed choice of the best, the guide's
//! spreading.

pub mod guide;
#[cfg(test)]
mod tests;

use super::{AnyGame, AnyMove, GameKind, Label, Notated, Notation, Rules};

/// The most choices Discord shows.
pub const MAX_CHOICES: usize = 25;

/// How one game's moves are found from what a player typed.
pub trait Hints: Sync {
    /// At most [`MAX_CHOICES`] legal moves of `game` matching `typed`
    /// (trimmed, not empty), the most useful first.
    fn matching_legal(&self, game: &AnyGame, typed: &str) -> Vec<AnyMove>;

    /// At most [`MAX_CHOICES`] of `moves` (moves of this game) matching
    /// `typed` (trimmed, not empty), the most useful first.
    fn matching(&self, moves: &[AnyMove], typed: &str) -> Vec<AnyMove>;

    /// With nothing typed: at most [`MAX_CHOICES`] legal moves of `game`
    /// spread over what the mover can do.
    fn guide(&self, game: &AnyGame) -> Vec<AnyMove>;

    /// What the legal move `mv` does in `game`, as a choice's label; `None`
    /// when the game cannot say (the notation is shown alone).
    fn label(&self, game: &AnyGame, mv: AnyMove) -> Option<Label> {
        let _ = (game, mv);
        None
    }
}

/// What the legal move `mv` does in `game`, as its game labels it.
#[must_use]
pub fn label(game: &AnyGame, mv: AnyMove) -> Option<Label> {
    game.kind().game().hints().label(game, mv)
}

/// At most [`MAX_CHOICES`] legal moves of `game` for `typed`: with nothing
/// typed its game's guide, otherwise the moves matching it.
#[must_use]
pub fn suggest(game: &AnyGame, typed: &str) -> Vec<AnyMove> {
    let hints = game.kind().game().hints();
    let typed = typed.trim();
    if typed.is_empty() {
        hints.guide(game)
    } else {
        hints.matching_legal(game, typed)
    }
}

/// At most [`MAX_CHOICES`] of `moves` (moves of a game of `kind`) matching
/// `typed`, the most useful first, equally useful ones in the byte order of
/// their notation.
#[must_use]
pub fn matching(kind: GameKind, moves: &[AnyMove], typed: &str) -> Vec<AnyMove> {
    kind.game().hints().matching(moves, typed.trim())
}

/// The [`MAX_CHOICES`] moves with the smallest keys, in key order.
pub fn best<K: Ord + Copy, M>(mut keyed: Vec<(K, M)>) -> Vec<M> {
    if keyed.len() > MAX_CHOICES {
        keyed.select_nth_unstable_by_key(MAX_CHOICES - 1, |&(key, _)| key);
        keyed.truncate(MAX_CHOICES);
    }
    keyed.sort_unstable_by_key(|&(key, _)| key);
    keyed.into_iter().map(|(_, mv)| mv).collect()
}

/// How a game's moves match typed text when the game says nothing more:
/// 0, the notation starts with the text; 1, it contains it (in any case).
#[must_use]
pub fn notation_rank(notation: Notation, lower: &[u8]) -> Option<u8> {
    let notation = notation.to_ascii_lowercase();
    if notation.starts_with(lower) {
        Some(0)
    } else if notation.contains(lower) {
        Some(1)
    } else {
        None
    }
}

/// The hints of a game that brings none of its own: moves matched by the
/// text of their notation, the guide the first moves in notation order.
pub struct ByNotation;

impl Hints for ByNotation {
    fn matching_legal(&self, game: &AnyGame, typed: &str) -> Vec<AnyMove> {
        self.matching(&game.legal_moves(), typed)
    }

    fn matching(&self, moves: &[AnyMove], typed: &str) -> Vec<AnyMove> {
        let lower = typed.to_ascii_lowercase();
        best(
            moves
                .iter()
                .filter_map(|&mv| {
                    let notation = mv.notation();
                    Some(((notation_rank(notation, lower.as_bytes())?, notation), mv))
                })
                .collect(),
        )
    }

    fn guide(&self, game: &AnyGame) -> Vec<AnyMove> {
        let mut moves = game.legal_moves();
        moves.sort_by_cached_key(Notated::notation);
        moves.truncate(MAX_CHOICES);
        moves
    }
}
