//! Monte Carlo tree search (UCT) on the same game interface as the
//! alpha-beta search, to measure one against the other per game.
//!
//! Each iteration walks down the tree by the UCT rule, grows it by one
//! node's children (the game's [`Searchable::candidates`] below the root,
//! most promising first: an unvisited child is tried in that order), values
//! the new leaf with a short playout ended by the static evaluation turned
//! into a winning chance, and backs the result up. The games differ only in
//! their [`Rollout`] constants: boop. plays a few plies of its cheap policy
//! (the best of a small sample by the evaluation, which counts graduations
//! and rows in the making); PÜNCT plays none and trusts its
//! connection-distance evaluation at once, since a PÜNCT move costs a
//! shortest-path search to judge and a random one says nothing about a
//! connection.
//!
//! A child that ends the game is known exactly; a node whose side to move
//! can win at once keeps only that win among its children, so a move that
//! allows a win in one is valued a loss from its first visit on.

use rand::{rngs::StdRng, RngExt, SeedableRng};

use super::{
    budget::{Budget, Limits},
    search::{result_for, winning_move, Found, Searchable, WIN},
};
use crate::games::Outcome;

/// What a game adds for the tree search.
pub(crate) trait Rollout: Searchable {
    /// Plies of the playout policy before the evaluation judges a leaf.
    const PLAYOUT_PLIES: usize;
    /// The evaluation's units worth a winning chance of 1/(1 + e⁻¹) ≈ 73 %.
    const SCALE: f64;
}

/// The UCT exploration constant for results in [0, 1]: below the
/// textbook √2, since the leaves are valued by an evaluation, not by noisy
/// random games.
const EXPLORATION: f64 = 0.6;

/// Moves a playout ply samples and judges by the evaluation.
const PLAYOUT_SAMPLE: usize = 3;

/// No child yet.
const UNEXPANDED: u32 = u32::MAX;

struct Node<M> {
    /// The move that leads here (`None` at the root).
    mv: Option<M>,
    /// The children are `first_child..first_child + children`.
    first_child: u32,
    children: u32,
    visits: u32,
    /// The sum of the results for the side that played `mv`.
    total: f64,
    /// The game is over here: the result for the side that played `mv`.
    end: Option<f64>,
}

impl<M> Node<M> {
    const fn new(mv: Option<M>, end: Option<f64>) -> Node<M> {
        Node {
            mv,
            first_child: UNEXPANDED,
            children: 0,
            visits: 0,
            total: 0.0,
            end,
        }
    }

    fn mean(&self) -> f64 {
        if self.visits == 0 {
            0.5
        } else {
            self.total / f64::from(self.visits)
        }
    }
}

/// Searches `game` for its side to move within `limits` (one node per
/// iteration); `None` only when the game is over. The same seed and node
/// limit give the same move.
pub(crate) fn search<G: Rollout>(game: &G, limits: Limits, seed: u64) -> Option<Found<G::Move>> {
    let mut game = game.clone();
    let mut root_moves = Vec::new();
    game.candidates(true, &mut root_moves);
    let first = *root_moves.first()?;
    if let Some(mv) = winning_move(&mut game, &root_moves) {
        return Some(Found {
            mv,
            score: WIN - 1,
            depth: 1,
            nodes: 0,
        });
    }
    let mut tree = Tree {
        nodes: vec![Node::new(None, None)],
        rng: StdRng::seed_from_u64(seed),
        budget: Budget::start(limits),
        scratch: Vec::new(),
        depth: 0,
    };
    while tree.budget.spend() {
        tree.iterate(&mut game);
        if tree.budget.deadline_passed() {
            break;
        }
    }
    let root = &tree.nodes[0];
    let best = (root.first_child != UNEXPANDED)
        .then(|| {
            let children = &tree.nodes[root.first_child as usize..][..root.children as usize];
            // The most visited child, the better mean breaking ties: the
            // first in candidate order when both tie.
            children.iter().reduce(|best, next| {
                if (next.visits, next.mean()) > (best.visits, best.mean()) {
                    next
                } else {
                    best
                }
            })
        })
        .flatten()
        .filter(|node| node.visits > 0);
    Some(match best {
        Some(node) => Found {
            mv: node.mv.unwrap_or(first),
            score: score_of(node.mean(), G::SCALE),
            depth: tree.depth,
            nodes: tree.budget.nodes(),
        },
        None => Found {
            mv: first,
            score: 0,
            depth: 0,
            nodes: tree.budget.nodes(),
        },
    })
}

/// A winning chance back in the evaluation's units, for [`Found::score`].
fn score_of(chance: f64, scale: f64) -> i32 {
    let chance = chance.clamp(0.001, 0.999);
    (scale * (chance / (1.0 - chance)).ln()).round() as i32
}

struct Tree<M> {
    nodes: Vec<Node<M>>,
    rng: StdRng,
    budget: Budget,
    /// A reused move list.
    scratch: Vec<M>,
    /// The deepest node reached, in plies below the root.
    depth: u32,
}

impl<M: Copy> Tree<M> {
    /// One walk down, one expansion, one playout, one backup. `game` is the
    /// root position before and after.
    fn iterate<G: Rollout<Move = M>>(&mut self, game: &mut G) {
        let mut path = vec![0usize];
        let mut node = 0;
        while self.nodes[node].end.is_none() {
            if self.nodes[node].first_child == UNEXPANDED {
                // A leaf is grown on its second visit (the root at once):
                // most leaves are visited once, and growing one costs a
                // candidate list.
                if node != 0 && self.nodes[node].visits == 0 {
                    break;
                }
                self.expand(node, game);
            }
            if self.nodes[node].children == 0 {
                break;
            }
            node = self.select(node);
            game.play_candidate(self.nodes[node].mv.expect("a child has a move"));
            path.push(node);
        }
        self.depth = self.depth.max(path.len() as u32 - 1);
        // The result for the side that played into the leaf.
        let mut result = match self.nodes[node].end {
            Some(end) => end,
            None => 1.0 - self.playout(game),
        };
        for _ in 1..path.len() {
            game.undo();
        }
        for &index in path.iter().rev() {
            let node = &mut self.nodes[index];
            node.visits += 1;
            node.total += result;
            result = 1.0 - result;
        }
    }

    /// Adds the children of `node`, whose position `game` is.
    fn expand<G: Rollout<Move = M>>(&mut self, node: usize, game: &mut G) {
        let mut moves = std::mem::take(&mut self.scratch);
        game.candidates(false, &mut moves);
        let me = game.turn();
        let first = self.nodes.len();
        for &mv in &moves {
            game.play_candidate(mv);
            let end = game.outcome().map(|outcome| result_for(outcome, me));
            game.undo();
            if end == Some(1.0) {
                // A win at once is all the side to move needs: nothing else
                // is worth a visit.
                self.nodes.truncate(first);
                self.nodes.push(Node::new(Some(mv), end));
                break;
            }
            self.nodes.push(Node::new(Some(mv), end));
        }
        self.nodes[node].first_child = first as u32;
        self.nodes[node].children = (self.nodes.len() - first) as u32;
        self.scratch = moves;
    }

    /// The child of `node` to walk to: the first unvisited one, else the
    /// one with the highest upper confidence bound.
    fn select(&self, node: usize) -> usize {
        let parent = &self.nodes[node];
        let first = parent.first_child as usize;
        let log_visits = f64::from(parent.visits.max(1)).ln();
        let mut best = first;
        let mut best_bound = f64::NEG_INFINITY;
        for index in first..first + parent.children as usize {
            let child = &self.nodes[index];
            if child.visits == 0 {
                return index;
            }
            let bound = child.mean()
                + EXPLORATION * (log_visits / f64::from(child.visits)).sqrt();
            if bound > best_bound {
                best = index;
                best_bound = bound;
            }
        }
        best
    }

    /// The winning chance of the side to move in `game`: a few plies of the
    /// policy, then the evaluation. `game` is unchanged after.
    fn playout<G: Rollout<Move = M>>(&mut self, game: &mut G) -> f64 {
        let me = game.turn();
        let mut played = 0;
        let mut moves = std::mem::take(&mut self.scratch);
        while played < G::PLAYOUT_PLIES && game.outcome().is_none() {
            moves.clear();
            game.for_each_legal_move(|mv| moves.push(mv));
            let Some(mv) = self.policy_move(game, &moves) else {
                break;
            };
            game.play_candidate(mv);
            played += 1;
        }
        self.scratch = moves;
        let chance = match game.outcome() {
            Some(outcome) => result_for(outcome, me),
            None => {
                let value = f64::from(game.evaluate()) / G::SCALE;
                let value = if game.turn() == me { value } else { -value };
                1.0 / (1.0 + (-value).exp())
            }
        };
        for _ in 0..played {
            game.undo();
        }
        chance
    }

    /// The playout's move: the best by the evaluation of a few sampled
    /// moves, a win among them taken at once.
    fn policy_move<G: Rollout<Move = M>>(&mut self, game: &mut G, moves: &[M]) -> Option<M> {
        if moves.is_empty() {
            return None;
        }
        let mut best = None;
        for _ in 0..PLAYOUT_SAMPLE {
            let mv = moves[self.rng.random_range(0..moves.len())];
            let mover = game.turn();
            game.play_candidate(mv);
            // The evaluation is the opponent's: the lower the better; a
            // game lost or drawn by the move comes last.
            let outcome = game.outcome();
            let value = match outcome {
                None => game.evaluate(),
                Some(_) => i32::MAX,
            };
            game.undo();
            if outcome == Some(Outcome::Win(mover)) {
                return Some(mv);
            }
            if best.is_none_or(|(_, best)| value < best) {
                best = Some((mv, value));
            }
        }
        best.map(|(mv, _)| mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_winning_chance_maps_back_to_evaluation_units() {
        assert_eq!(score_of(0.5, 100.0), 0);
        assert!(score_of(0.73, 100.0) > 95 && score_of(0.73, 100.0) < 105);
        assert!(score_of(0.0, 100.0) < 0 && score_of(1.0, 100.0) > 0);
    }
}
