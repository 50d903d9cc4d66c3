//! The search's tables, one pair per search: what each node searched was
//! worth (the transposition table) and what each position reached was
//! worth statically (the evaluation cache), both found by the position's
//! key ([`crate::games::position_key`]).
//!
//! A node's value is reused only at the same ply and depth: the beam keeps
//! a number of moves that depends on the ply, so the same position further
//! down is searched differently. Since the search returns every value
//! clamped to its window (fail-hard), a stored value or bound answers a
//! later window exactly as searching again would: the table spares work
//! and never changes a value (`tests::the_table_never_changes_the_move`).

/// What a stored value says of the node's true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// It is the value.
    Exact,
    /// The value is at least this (the node cut off).
    Lower,
    /// The value is at most this (every move failed low).
    Upper,
}

#[derive(Clone, Copy, Debug)]
struct Node<M> {
    key: u64,
    ply: u32,
    depth: u32,
    bound: Bound,
    value: i32,
    /// The move that was best there, searched first when the node is
    /// searched again (deeper, in the next iteration).
    best: Option<M>,
}

/// Entries per table, a power of two: 2^16 nodes of a 1 s PÜNCT search fit
/// (about 40,000 nodes a second), as do boop.'s nodes of a move well
/// enough (an entry replaced is only work to redo).
const SLOTS: usize = 1 << 16;

/// The transposition table and the evaluation cache of one search.
pub(crate) struct Tables<M> {
    nodes: Vec<Option<Node<M>>>,
    evaluations: Vec<(u64, i32)>,
}

impl<M: Copy + PartialEq> Tables<M> {
    pub(crate) fn new() -> Tables<M> {
        Tables {
            nodes: vec![None; SLOTS],
            // Key 0 is no position's in practice; a miss costs one evaluation.
            evaluations: vec![(0, 0); SLOTS],
        }
    }

    fn slot(key: u64) -> usize {
        (key as usize) & (SLOTS - 1)
    }

    fn node(&self, key: u64) -> Option<&Node<M>> {
        self.nodes[Self::slot(key)]
            .as_ref()
            .filter(|node| node.key == key)
    }

    /// The value of the node with `key` searched `depth` plies deep `ply`
    /// plies below the root, clamped to the window, if what is stored
    /// settles it.
    pub(crate) fn settled(
        &self,
        key: u64,
        ply: u32,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> Option<i32> {
        let node = self
            .node(key)
            .filter(|node| node.ply == ply && node.depth == depth)?;
        match node.bound {
            Bound::Exact => Some(node.value.clamp(alpha, beta)),
            Bound::Lower if node.value >= beta => Some(beta),
            Bound::Upper if node.value <= alpha => Some(alpha),
            Bound::Lower | Bound::Upper => None,
        }
    }

    /// The move found best when the position with `key` was last searched.
    pub(crate) fn best_move(&self, key: u64) -> Option<M> {
        self.node(key)?.best
    }

    /// Keeps what searching the node found: `value` (unclamped) within
    /// the window `alpha`..`beta`, and its best move if one beat `alpha`.
    pub(crate) fn store(
        &mut self,
        key: u64,
        ply: u32,
        depth: u32,
        (alpha, beta): (i32, i32),
        value: i32,
        best: Option<M>,
    ) {
        let bound = if value <= alpha {
            Bound::Upper
        } else if value >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        // A node that failed low knows no best move: keep the last one's.
        let best = best
            .filter(|_| bound != Bound::Upper)
            .or_else(|| self.best_move(key));
        self.nodes[Self::slot(key)] = Some(Node {
            key,
            ply,
            depth,
            bound,
            value,
            best,
        });
    }

    /// The static value of the position with `key`, if evaluated before.
    pub(crate) fn evaluation(&self, key: u64) -> Option<i32> {
        let (stored, value) = self.evaluations[Self::slot(key)];
        (stored == key).then_some(value)
    }

    pub(crate) fn keep_evaluation(&mut self, key: u64, value: i32) {
        self.evaluations[Self::slot(key)] = (key, value);
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::super::{
        search::{search, Evaluator, Memory, Searchable, Style},
        Limits,
    };
    use crate::games::{boop, punct, random_game, GameKind};

    /// A search of exactly `depth` plies, with nothing but its `memory` set.
    fn fixed_depth(depth: u32, memory: Memory) -> Style {
        Style {
            max_depth: depth,
            noise: 0,
            sample: None,
            replies: None,
            memory,
            threats: false,
            skip_odd: false,
            evaluator: Evaluator::Current,
        }
    }

    /// What a search found (its move and value) and the nodes it spent.
    type Outcome<M> = (Option<(M, i32)>, u64);

    /// What a search of `depth` finds without the tables and with them.
    fn with_and_without<P: Searchable>(position: &P, depth: u32) -> [Outcome<P::Move>; 2]
    where
        P::Move: PartialEq,
    {
        [Memory::Clamped, Memory::Tables].map(|memory| {
            let found = search(position, fixed_depth(depth, memory), Limits::default(), 1);
            (
                found.map(|found| (found.mv, found.score)),
                found.map_or(0, |found| found.nodes),
            )
        })
    }

    fn position<P: 'static + Clone>(kind: GameKind, plies: usize, seed: u64) -> P {
        random_game(kind, plies, seed)
            .position::<P>()
            .expect("a position of the game asked for")
            .clone()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(12))]

        /// The tables never change a value: the same move and value at a
        /// fixed depth, over random positions of both games. (Not always
        /// fewer nodes: the move best at the last, shallower look, searched
        /// first, may cut off later than the static order would.)
        #[test]
        fn the_table_never_changes_the_move(plies in 0usize..40, seed in any::<u64>()) {
            let punct: punct::Position = position(punct::STANDARD, plies, seed);
            let [without, with] = with_and_without(&punct, 3);
            prop_assert_eq!(without.0, with.0, "PÜNCT after {} plies, seed {}", plies, seed);

            let boop: boop::Position = position(boop::STANDARD, plies, seed);
            let [without, with] = with_and_without(&boop, 4);
            prop_assert_eq!(without.0, with.0, "boop. after {} plies, seed {}", plies, seed);
        }
    }

    /// Not a vacuous check: in a boop. middle game the table cuts nodes a
    /// search without it spends.
    #[test]
    fn the_table_spares_nodes() {
        let boop: boop::Position = position(boop::STANDARD, 12, 7);
        let [without, with] = with_and_without(&boop, 4);
        assert_eq!(without.0, with.0);
        assert!(
            with.1 < without.1,
            "{} nodes with the table, {} without",
            with.1,
            without.1
        );
    }
}
