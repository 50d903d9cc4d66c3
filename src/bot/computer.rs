//! [`Computer`]: the computer opponent of one game, which that game's own
//! folder provides (see [`crate::games::Game::computer`]), and
//! [`SearchComputer`], the one every game gets from the shared searches by
//! implementing [`Rollout`] for its position.

use std::marker::PhantomData;

use super::{
    limits_or_time_of, mcts, search, solve::Solver, Found, Level, Limits, Progress, Rollout,
    Searchable, CLASSIC,
};
use crate::games::{AnyGame, AnyMove, Coded, Seat};

/// What the computer opponent does in one game.
pub trait Computer: Sync {
    /// The move for the side to move at `level` within `limits` (the
    /// level's own time when `limits` sets neither time nor nodes); `None`
    /// once the game is over or if `game` is not of this game. The same
    /// `seed` and node limit give the same move.
    fn choose(
        &self,
        game: &AnyGame,
        level: Level,
        limits: Limits,
        seed: u64,
    ) -> Option<Found<AnyMove>> {
        self.choose_watched(game, level, limits, seed, &mut |_| {})
    }

    /// [`Computer::choose`], telling `watch` what the search knows after
    /// each iteration that chose a move.
    fn choose_watched(
        &self,
        game: &AnyGame,
        level: Level,
        limits: Limits,
        seed: u64,
        watch: &mut dyn FnMut(Progress<AnyMove>),
    ) -> Option<Found<AnyMove>>;

    /// The move of the strongest level as it was before its search kept
    /// tables and evaluated faster (`classic`), as [`Computer::choose`]
    /// does.
    fn choose_classic(&self, game: &AnyGame, limits: Limits, seed: u64) -> Option<Found<AnyMove>>;

    /// The Monte Carlo tree search's move, as [`Computer::choose`] does.
    fn choose_mcts(&self, game: &AnyGame, limits: Limits, seed: u64) -> Option<Found<AnyMove>>;

    /// Whether `seat` stands clearly worse in `game` by the static
    /// evaluation (the computer then takes a draw offered).
    fn judges_lost(&self, game: &AnyGame, seat: Seat) -> bool;

    /// How many moves the greedy reference player checks for safety (each
    /// check tries every reply) before it plays one anyway.
    fn greedy_safety_checks(&self) -> usize;

    /// Whether the side to move might win with one move: `false` is a
    /// promise that it cannot (the greedy player's shortcut).
    fn may_win_in_one(&self, game: &AnyGame) -> bool;

    /// The fewest own moves, up to `most`, in which the side to move wins by
    /// force, with every first move that does (exactly: see
    /// [`super::solve`]); `None` if it does not within `most`.
    fn fastest_wins(&self, game: &AnyGame, most: u32) -> Option<(u32, Vec<AnyMove>)>;

    /// Whether `mv` wins by force within `moves` of the mover's own moves.
    fn move_wins_within(&self, game: &AnyGame, mv: AnyMove, moves: u32) -> bool;

    /// When the opponent threatens to win at once, the moves after which
    /// they cannot; empty when nothing is threatened.
    fn blocks(&self, game: &AnyGame) -> Vec<AnyMove>;

    /// The reply of the side to move, which loses within `moves` of the
    /// opponent's moves, that makes the opponent need the most of them.
    fn longest_defence(&self, game: &AnyGame, moves: u32) -> Option<AnyMove>;

    /// The evaluation's units worth a winning chance of 1/(1 + e⁻¹) ≈ 73 %
    /// (see [`Rollout::SCALE`]).
    fn scale(&self) -> f64;
}

/// What sets one game's computer apart, beyond its evaluation.
#[derive(Clone, Copy, Debug)]
pub struct Tuning {
    /// The replies the intermediate level weighs, the likeliest first
    /// (`None`: all of them).
    pub intermediate_replies: Option<usize>,
    /// How far behind by its evaluation the computer must be to accept a
    /// draw offer.
    pub draw_margin: i32,
    /// See [`Computer::greedy_safety_checks`].
    pub greedy_safety_checks: usize,
}

/// The computer of a game whose position `P` is searchable: alpha-beta at
/// the levels, the tree search for measuring them.
pub struct SearchComputer<P> {
    tuning: Tuning,
    position: PhantomData<fn() -> P>,
}

impl<P> SearchComputer<P> {
    #[must_use]
    pub const fn new(tuning: Tuning) -> SearchComputer<P> {
        SearchComputer {
            tuning,
            position: PhantomData,
        }
    }
}

impl<P: Rollout + 'static> Computer for SearchComputer<P>
where
    P::Move: Coded,
{
    fn choose_watched(
        &self,
        game: &AnyGame,
        level: Level,
        limits: Limits,
        seed: u64,
        watch: &mut dyn FnMut(Progress<AnyMove>),
    ) -> Option<Found<AnyMove>> {
        // The game's own typed position (`P` is the game this computer was
        // made for in its folder); the move found goes back as any game's.
        let position: &P = game.position()?;
        let limits = limits_or_time_of(limits, level);
        let style = level.style(self.tuning.intermediate_replies);
        let mut watch_typed =
            |progress: Progress<P::Move>| watch(progress.map(|m| AnyMove::of(&m)));
        search::search_watched(position, style, limits, seed, &mut watch_typed)
            .map(|found| found.map(|m| AnyMove::of(&m)))
    }

    fn choose_classic(&self, game: &AnyGame, limits: Limits, seed: u64) -> Option<Found<AnyMove>> {
        let position: &P = game.position()?;
        let limits = limits_or_time_of(limits, Level::Strongest);
        search::search(position, CLASSIC, limits, seed).map(|found| found.map(|m| AnyMove::of(&m)))
    }

    fn choose_mcts(&self, game: &AnyGame, limits: Limits, seed: u64) -> Option<Found<AnyMove>> {
        let position: &P = game.position()?;
        let limits = limits_or_time_of(limits, Level::Strongest);
        mcts::search(position, limits, seed).map(|found| found.map(|m| AnyMove::of(&m)))
    }

    fn judges_lost(&self, game: &AnyGame, seat: Seat) -> bool {
        let Some(position) = game.position::<P>() else {
            return false;
        };
        if position.outcome().is_some() {
            return false;
        }
        let value = position.evaluate();
        let value = if position.turn() == seat {
            value
        } else {
            -value
        };
        value <= -self.tuning.draw_margin
    }

    fn greedy_safety_checks(&self) -> usize {
        self.tuning.greedy_safety_checks
    }

    fn may_win_in_one(&self, game: &AnyGame) -> bool {
        game.position::<P>().is_none_or(Searchable::may_win_in_one)
    }

    fn scale(&self) -> f64 {
        P::SCALE
    }

    fn fastest_wins(&self, game: &AnyGame, most: u32) -> Option<(u32, Vec<AnyMove>)> {
        let mut position: P = game.position::<P>()?.clone();
        let (moves, first) = Solver::new().fastest_wins(&mut position, most)?;
        Some((moves, first.iter().map(AnyMove::of).collect()))
    }

    fn move_wins_within(&self, game: &AnyGame, mv: AnyMove, moves: u32) -> bool {
        let (Some(position), Some(mv)) = (game.position::<P>(), mv.typed::<P::Move>()) else {
            return false;
        };
        let mut position = position.clone();
        // Checked first: the solver plays only moves it knows are legal.
        position.play(mv).is_ok() && position.undo() && {
            Solver::new().move_wins_within(&mut position, mv, moves)
        }
    }

    fn blocks(&self, game: &AnyGame) -> Vec<AnyMove> {
        let Some(position) = game.position::<P>() else {
            return Vec::new();
        };
        let blocks = Solver::new().blocks(&mut position.clone());
        blocks.iter().map(AnyMove::of).collect()
    }

    fn longest_defence(&self, game: &AnyGame, moves: u32) -> Option<AnyMove> {
        let mut position: P = game.position::<P>()?.clone();
        Solver::new()
            .longest_defence(&mut position, moves)
            .map(|mv| AnyMove::of(&mv))
    }
}
