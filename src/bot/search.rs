//! The search both games share: iterative deepening over a negamax
//! alpha-beta whose every node orders its moves by the static value of the
//! position each leads to and searches only the best few deeper (a beam).
//!
//! The beam is what makes PÜNCT searchable at all: thousands of legal moves
//! a turn, of which a connection game's handful matter. boop. has at most
//! 72 turns a position and searches them all.

use rand::{rngs::StdRng, seq::SliceRandom, RngExt, SeedableRng};

use super::{
    budget::{Budget, Limits},
    table::Tables,
};
use crate::games::{Outcome, Rules, Seat};

/// The value of a won position, less the plies it takes to get there (so a
/// quicker win scores higher and a later loss less badly).
pub(crate) const WIN: i32 = 1_000_000;

/// Values this close to [`WIN`] are decided games, not estimates.
const DECIDED: i32 = WIN - 10_000;

/// What a game must offer to be searched.
pub trait Searchable: Rules {
    /// The static value of the position for the side to move; the game is
    /// not over. Higher is better for the side to move.
    fn evaluate(&self) -> i32;

    /// The moves worth looking at here, most promising first, into `out`
    /// (cleared first). At the root this must hold every legal move (a
    /// search short of time values them in this order); below it a game may
    /// leave out moves that cannot matter, but never all of them.
    fn candidates(&self, root: bool, out: &mut Vec<Self::Move>);

    /// How many of the best-ordered moves are searched deeper `ply` plies
    /// below the root.
    fn width(&self, ply: usize) -> usize;

    /// Plays a move from [`Searchable::candidates`].
    fn play_candidate(&mut self, mv: Self::Move);

    /// The position's key for the search's tables: equal for equal
    /// positions (whatever move order reached them: the pieces, the side
    /// to move, and whatever else decides what may follow), different for
    /// different ones but by the rarest chance. See
    /// [`crate::games::position_key`].
    fn key(&self) -> u64;

    /// Whether only iterations of an even depth may choose the move (the
    /// odd ones still order the moves for the next). In a race whose every
    /// move shortens the mover's path, an iteration that ends on the
    /// searching side's move judges it a whole move ahead.
    const EVEN_DEPTHS_ONLY: bool = false;

    /// Whether the side to move might win with one move: `false` is a
    /// promise that it cannot, which spares trying every move.
    fn may_win_in_one(&self) -> bool {
        true
    }
}

/// The move a search settled on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found<M> {
    /// The move.
    pub mv: M,
    /// Its value for the side to move (noise included).
    pub score: i32,
    /// The deepest iteration that contributed, in plies.
    pub depth: u32,
    /// Nodes spent.
    pub nodes: u64,
}

impl<M> Found<M> {
    /// The same result with the move converted.
    pub fn map<N>(self, f: impl FnOnce(M) -> N) -> Found<N> {
        Found {
            mv: f(self.mv),
            score: self.score,
            depth: self.depth,
            nodes: self.nodes,
        }
    }
}

/// How a level searches: how deep at most, how much seeded noise is added
/// to the value of each root move (0 = none), whether it considers only
/// a seeded sample of that many root moves (a win in one is never missed),
/// and whether it weighs at most that many of a position's candidates below
/// the root (the likeliest first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Style {
    pub max_depth: u32,
    pub noise: i32,
    pub sample: Option<usize>,
    pub replies: Option<usize>,
    pub memory: Memory,
}

/// What a search remembers from one node to the next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Memory {
    /// Nothing, and every value as the node found it (fail-soft): the
    /// search as the levels first had it, kept for matches as `classic`.
    None,
    /// Nothing, but every value clamped to its node's window (fail-hard):
    /// the search the tables must leave unchanged, for tests.
    #[cfg_attr(not(test), allow(dead_code))]
    Clamped,
    /// Clamped values, the transposition table and the evaluation cache
    /// ([`super::table`]).
    Tables,
}

/// Searches `game` for its side to move within `limits`; `None` only when
/// the game is over.
pub(crate) fn search<G: Searchable>(
    game: &G,
    style: Style,
    limits: Limits,
    seed: u64,
) -> Option<Found<G::Move>> {
    let mut game = game.clone();
    let mut budget = Budget::start(limits);
    let (mut root_moves, first) = match root(&mut game)? {
        Root::Won(found) => return Some(found),
        Root::Open { moves, first } => (moves, first),
    };
    let mut rng = StdRng::seed_from_u64(seed);
    if let Some(sample) = style.sample.filter(|&sample| sample < root_moves.len()) {
        root_moves.shuffle(&mut rng);
        root_moves.truncate(sample);
    }
    let noise: Vec<i32> = root_moves
        .iter()
        .map(|_| match style.noise {
            0 => 0,
            n => rng.random_range(-n..=n),
        })
        .collect();

    // Depth 1: every root move valued statically, in generator order.
    let mut scored: Vec<(G::Move, i32)> = Vec::with_capacity(root_moves.len());
    for (&mv, &noise) in root_moves.iter().zip(&noise) {
        if !budget.spend() {
            break;
        }
        scored.push((mv, child_value(&mut game, mv, 1, None) + noise));
    }
    let Some(mut best) = best_of(&scored) else {
        return Some(Found {
            mv: first,
            score: 0,
            depth: 0,
            nodes: budget.nodes(),
        });
    };
    // The iteration reached, and the one whose best move stands.
    let mut depth = 1;
    let mut chosen_at = 1;
    // Sorting is stable: equal values keep the generator's order, so the
    // same seed and node budget always give the same move.
    scored.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
    let mut searcher = Searcher {
        budget,
        replies: style.replies.unwrap_or(usize::MAX),
        scratch: Vec::new(),
        clamped: style.memory != Memory::None,
        tables: (style.memory == Memory::Tables).then(Tables::new),
    };
    let noise_of = |mv: G::Move| {
        root_moves
            .iter()
            .position(|&m| m == mv)
            .map_or(0, |i| noise[i])
    };
    while depth < style.max_depth && !searcher.budget.is_exhausted() && best.1.abs() < DECIDED {
        let next = depth + 1;
        let width = game.width(0).min(scored.len());
        let mut searched: Vec<(G::Move, i32)> = Vec::with_capacity(width);
        let mut alpha = -WIN - 1;
        for &(mv, _) in &scored[..width] {
            // The window is shifted by the move's noise: a bound returned
            // from outside it plus the noise must not pass for a value.
            let noise = noise_of(mv);
            game.play_candidate(mv);
            let value = -searcher.negamax(&mut game, next - 1, 1, -WIN - 1, noise - alpha);
            game.undo();
            if searcher.budget.is_exhausted() {
                break;
            }
            let value = value + noise;
            alpha = alpha.max(value);
            searched.push((mv, value));
        }
        // The previous best is searched first, so once it is done this
        // iteration's best is at least as well informed as the last one's.
        let Some(found) = best_of(&searched) else {
            break;
        };
        // A decided value is no estimate, at any depth.
        if !G::EVEN_DEPTHS_ONLY || next.is_multiple_of(2) || found.1.abs() >= DECIDED {
            best = found;
            chosen_at = next;
        }
        depth = next;
        if searched.len() < width {
            break;
        }
        searched.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
        // Keep the moves outside the beam behind the searched ones, in their
        // static order, for the next iteration's wider look, if any.
        searched.extend(scored[width..].iter().copied());
        scored = searched;
    }
    Some(Found {
        mv: best.0,
        score: best.1,
        depth: chosen_at,
        nodes: searcher.budget.nodes(),
    })
}

/// Where both searches start: the candidates of the side to move and the
/// first of them, or, when one of them wins at once, that win, found.
pub(crate) enum Root<M> {
    Won(Found<M>),
    Open { moves: Vec<M>, first: M },
}

/// The root of a search of `game`; `None` when the game is over.
pub(crate) fn root<G: Searchable>(game: &mut G) -> Option<Root<G::Move>> {
    let mut moves = Vec::new();
    game.candidates(true, &mut moves);
    let first = *moves.first()?;
    if let Some(mv) = winning_move(game, &moves) {
        return Some(Root::Won(Found {
            mv,
            score: WIN - 1,
            depth: 1,
            nodes: 0,
        }));
    }
    Some(Root::Open { moves, first })
}

/// The first of `moves` that wins at once. A win in one is the best move
/// there is, and finding it costs only a play per move, not an evaluation:
/// both searches look before anything else.
pub(crate) fn winning_move<G: Searchable>(game: &mut G, moves: &[G::Move]) -> Option<G::Move> {
    let me = game.turn();
    moves.iter().copied().find(|&mv| {
        game.play_candidate(mv);
        let won = game.outcome() == Some(Outcome::Win(me));
        game.undo();
        won
    })
}

/// A finished game's result for `seat`: 1 won, ½ drawn, 0 lost.
pub(crate) fn result_for(outcome: Outcome, seat: Seat) -> f64 {
    match outcome {
        Outcome::Win(winner) if winner == seat => 1.0,
        Outcome::Win(_) => 0.0,
        Outcome::Draw => 0.5,
    }
}

/// The first move with the highest value.
fn best_of<M: Copy>(scored: &[(M, i32)]) -> Option<(M, i32)> {
    scored
        .iter()
        .copied()
        .reduce(|best, next| if next.1 > best.1 { next } else { best })
}

/// The value of the position after `mv` for the side that plays it, `ply`
/// plies below the root: decided if the game ends, else static (from
/// `tables`' cache when it has it).
fn child_value<G: Searchable>(
    game: &mut G,
    mv: G::Move,
    ply: u32,
    tables: Option<&mut Tables<G::Move>>,
) -> i32 {
    game.play_candidate(mv);
    let value = match terminal(game, ply) {
        Some(value) => -value,
        None => -evaluation(game, tables),
    };
    game.undo();
    value
}

/// The static value of `game`, from `tables`' cache when it has it.
fn evaluation<G: Searchable>(game: &G, tables: Option<&mut Tables<G::Move>>) -> i32 {
    let Some(tables) = tables else {
        return game.evaluate();
    };
    let key = game.key();
    tables.evaluation(key).unwrap_or_else(|| {
        let value = game.evaluate();
        tables.keep_evaluation(key, value);
        value
    })
}

/// The value of a finished game for the side to move (after the end, the
/// side that did not make the last move), `None` while it goes on.
fn terminal<G: Rules>(game: &G, ply: u32) -> Option<i32> {
    let mate = WIN - ply as i32;
    game.outcome().map(|outcome| match outcome {
        Outcome::Win(seat) if seat == game.turn() => mate,
        Outcome::Win(_) => -mate,
        Outcome::Draw => 0,
    })
}

/// One ply's move lists: the candidates, and those valued so far.
type Lists<M> = (Vec<M>, Vec<(M, i32)>);

struct Searcher<M> {
    budget: Budget,
    /// The most candidates weighed at a node below the root.
    replies: usize,
    /// Move lists, one pair per ply, reused so that nodes do not allocate.
    scratch: Vec<Lists<M>>,
    /// Whether values are clamped to their windows (see [`Memory`]).
    clamped: bool,
    tables: Option<Tables<M>>,
}

impl<M: Copy + PartialEq> Searcher<M> {
    /// The negamax value of `game` searched `depth` ≥ 1 plies deep, `ply`
    /// plies below the root: fail-soft, or clamped to `alpha`..`beta` if
    /// the search clamps. Meaningless once the budget is exhausted.
    fn negamax<G: Searchable<Move = M>>(
        &mut self,
        game: &mut G,
        depth: u32,
        ply: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        if let Some(value) = terminal(game, ply) {
            return value;
        }
        if !self.clamped {
            return self.node(game, depth, ply, alpha, beta, None).0;
        }
        let key = self.tables.as_ref().map(|_| game.key());
        let table = self.tables.as_ref().zip(key);
        if let Some(value) =
            table.and_then(|(tables, key)| tables.settled(key, ply, depth, alpha, beta))
        {
            return value;
        }
        let first = table.and_then(|(tables, key)| tables.best_move(key));
        let (value, best) = self.node(game, depth, ply, alpha, beta, first);
        if let (Some(tables), Some(key)) = (self.tables.as_mut(), key) {
            // An exhausted search unwinds with values that mean nothing.
            if !self.budget.is_exhausted() {
                tables.store(key, ply, depth, (alpha, beta), value, best);
            }
        }
        value.clamp(alpha, beta)
    }

    /// What searching the node finds (see [`Searcher::negamax`]): its
    /// fail-soft value and the best move, `first` searched first if the
    /// beam holds it.
    fn node<G: Searchable<Move = M>>(
        &mut self,
        game: &mut G,
        depth: u32,
        ply: u32,
        alpha: i32,
        beta: i32,
        first: Option<M>,
    ) -> (i32, Option<M>) {
        let level = ply as usize;
        if self.scratch.len() <= level {
            self.scratch.resize_with(level + 1, Default::default);
        }
        let (mut candidates, mut moves) = std::mem::take(&mut self.scratch[level]);
        game.candidates(false, &mut candidates);
        candidates.truncate(self.replies.max(1));
        moves.clear();
        let mut best = -WIN - 1;
        let mut best_move = None;
        for &mv in &candidates {
            if !self.budget.spend() {
                self.scratch[level] = (candidates, moves);
                return (best, best_move);
            }
            let value = child_value(game, mv, ply + 1, self.tables.as_mut());
            if value > best {
                (best, best_move) = (value, Some(mv));
            }
            moves.push((mv, value));
            if depth == 1 && value >= beta {
                break;
            }
        }
        if depth == 1 || moves.is_empty() {
            self.scratch[level] = (candidates, moves);
            return if best == -WIN - 1 {
                (evaluation(game, self.tables.as_mut()), None)
            } else {
                (best, best_move)
            };
        }
        moves.sort_by_key(|&(_, value)| std::cmp::Reverse(value));
        moves.truncate(game.width(level));
        // The move best when this position was searched before goes first
        // (the beam keeps the same moves, only their order changes).
        if let Some(at) = first.and_then(|first| moves.iter().position(|&(mv, _)| mv == first)) {
            moves[..=at].rotate_right(1);
        }
        best = -WIN - 1;
        best_move = None;
        for &(mv, value) in &moves {
            let value = if value.abs() >= DECIDED {
                value
            } else {
                game.play_candidate(mv);
                let value = -self.negamax(game, depth - 1, ply + 1, -beta, -alpha.max(best));
                game.undo();
                value
            };
            if value > best {
                (best, best_move) = (value, Some(mv));
            }
            if best >= beta || self.budget.is_exhausted() {
                break;
            }
        }
        self.scratch[level] = (candidates, moves);
        (best, best_move)
    }
}
