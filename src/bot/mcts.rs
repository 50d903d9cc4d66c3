//! Monte Carlo tree search (UCT) on the same game interface as the
//! alpha-beta search, to measure one against the other per game.
//!
//! Each iteration walks down the tree by the UCT rule to a leaf, grows the
//! leaf by its children (the game's [`Searchable::candidates`]), each
//! starting with one visit worth its static value (the evaluation turned
//! into a winning chance), values the leaf and backs the result up. The
//! games differ only in their [`Rollout`] constants: boop. values a leaf by
//! a playout of a few plies of its cheap policy (the best of a small sample
//! by the evaluation, which counts graduations and rows in the making);
//! PÜNCT plays none and takes the best of its children's
//! connection-distance values, since a PÜNCT move costs a shortest-path
//! search to judge and a random one says nothing about a connection.
//!
//! A child that ends the game is known exactly; a node whose side to move
//! can win at once keeps only that win among its children, so a move that
//! allows a win in one is valued a loss from its first visit on.

use rand::{rngs::StdRng, RngExt, SeedableRng};

use super::{
    budget::{Budget, Limits},
    search::{result_for, root, Found, Root, Searchable},
};
use crate::games::Outcome;

/// What a game adds for the tree search.
pub trait Rollout: Searchable {
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
    let first = match root(&mut game)? {
        Root::Won(found) => return Some(found),
        Root::Open { first, .. } => first,
    };
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
            // The most visited child, the better mean breaking ties.
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

/// The side to move's winning chance by the evaluation (the game goes on).
fn chance<G: Searchable>(game: &G, scale: f64) -> f64 {
    chance_of(game.evaluate(), scale)
}

/// The winning chance an evaluation `value` stands for on a game's `scale`
/// ([`Rollout::SCALE`]): ½ at 0, about 73 % at `scale`.
pub(crate) fn chance_of(value: i32, scale: f64) -> f64 {
    1.0 / (1.0 + (-f64::from(value) / scale).exp())
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
    /// One walk down, one expansion, one leaf value, one backup. `game` is
    /// the root position before and after.
    fn iterate<G: Rollout<Move = M>>(&mut self, game: &mut G) {
        let mut path = vec![0usize];
        let mut node = 0;
        while self.nodes[node].end.is_none() && self.nodes[node].first_child != UNEXPANDED {
            node = self.select(node);
            game.play_candidate(self.nodes[node].mv.expect("a child has a move"));
            path.push(node);
        }
        self.depth = self.depth.max(path.len() as u32 - 1);
        // The result for the side that played into the leaf.
        let mut result = match self.nodes[node].end {
            Some(end) => end,
            None => 1.0 - self.expand(node, game),
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

    /// Adds the children of `node`, whose position `game` is, each with
    /// one visit's worth of its static value, best first; returns the
    /// winning chance of the side to move there. Starting every child at
    /// its evaluation is what lets the tree spend its few thousand visits
    /// on the best of PÜNCT's 96 candidates instead of one visit each in
    /// generator order.
    fn expand<G: Rollout<Move = M>>(&mut self, node: usize, game: &mut G) -> f64 {
        let mut moves = std::mem::take(&mut self.scratch);
        game.candidates(false, &mut moves);
        let me = game.turn();
        let first = self.nodes.len();
        for &mv in &moves {
            game.play_candidate(mv);
            let end = game.outcome().map(|outcome| result_for(outcome, me));
            let prior = end.unwrap_or_else(|| 1.0 - chance(game, G::SCALE));
            game.undo();
            let mut child = Node::new(Some(mv), end);
            child.visits = 1;
            child.total = prior;
            if end == Some(1.0) {
                // A win at once is all the side to move needs: nothing else
                // is worth a visit.
                self.nodes.truncate(first);
                self.nodes.push(child);
                break;
            }
            self.nodes.push(child);
        }
        self.scratch = moves;
        // Stable: equal values keep the candidates' order (determinism).
        self.nodes[first..].sort_by(|a, b| b.total.total_cmp(&a.total));
        self.nodes[node].first_child = first as u32;
        self.nodes[node].children = (self.nodes.len() - first) as u32;
        let best_reply = self.nodes[first..]
            .iter()
            .map(|child| child.total)
            .fold(0.0, f64::max);
        if G::PLAYOUT_PLIES == 0 {
            best_reply
        } else {
            self.playout(game)
        }
    }

    /// The child of `node` with the highest upper confidence bound, the
    /// first (the best valued) breaking ties.
    fn select(&self, node: usize) -> usize {
        let parent = &self.nodes[node];
        let first = parent.first_child as usize;
        let log_visits = f64::from(parent.visits.max(1)).ln();
        let mut best = first;
        let mut best_bound = f64::NEG_INFINITY;
        for index in first..first + parent.children as usize {
            let child = &self.nodes[index];
            let bound = child.mean() + EXPLORATION * (log_visits / f64::from(child.visits)).sqrt();
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
        let value = match game.outcome() {
            Some(outcome) => result_for(outcome, me),
            None if game.turn() == me => chance(game, G::SCALE),
            None => 1.0 - chance(game, G::SCALE),
        };
        for _ in 0..played {
            game.undo();
        }
        value
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
