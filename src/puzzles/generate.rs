//! `punctbot puzzles generate`: plays seeded games, random moves first and
//! then the computer's at its two weaker levels (which make the mistakes
//! that leave a forced win), and keeps each position the exact solver
//! proves a puzzle ([`super::check::puzzle_in`]), one position once.

use std::{
    collections::{BTreeMap, HashSet},
    sync::Mutex,
    thread,
};

use rand::{rngs::StdRng, RngExt, SeedableRng};

use crate::{
    bot::{choose, reference::random_move, Level, Limits},
    games::{random_game, AnyGame, AnyMove, GameKind, Rules},
};

use super::{
    check::{puzzle_in, written, Found},
    Goal, Puzzle,
};

/// What to generate.
#[derive(Clone, Copy, Debug)]
pub struct Plan {
    pub kind: GameKind,
    pub count: usize,
    /// The seed of the first game.
    pub seed: u64,
    /// Games played at once, each on a thread of its own.
    pub jobs: usize,
}

/// The search nodes a computer move of a generated game may spend: enough
/// for the levels to play like themselves, few enough that the games are
/// quick.
const NODES: u64 = 200;

/// At most this many puzzles are taken from one game, this many plies
/// apart at least: its positions are alike.
const PER_GAME: usize = 2;
const PLIES_APART: usize = 6;

/// The difficulty (first rating) of a puzzle: by its goal, plus up to 200
/// for a position with many legal moves to choose among.
#[must_use]
pub fn difficulty(goal: Goal, legal_moves: usize) -> u32 {
    let base = match goal {
        Goal::Win(1) => 1100,
        Goal::Block => 1300,
        Goal::Win(2) => 1500,
        Goal::Win(_) => 1800,
    };
    // log2 of the number of moves: 72 in boop. gives ~120, 4,000 in PÜNCT ~200.
    let spread = u32::try_from(legal_moves.max(1))
        .unwrap_or(u32::MAX)
        .ilog2();
    base + (spread * 17).min(200)
}

/// Generates `plan.count` puzzles on `plan.jobs` threads, telling
/// `progress` of each one kept (its number and the games played so far).
///
/// Each game's seed is `plan.seed` plus its number; the puzzles are kept
/// in the order of their games' seeds, so the result is the same whatever
/// the number of threads.
pub fn generate(plan: Plan, progress: &mut (dyn FnMut(&Puzzle, usize) + Send)) -> Vec<Puzzle> {
    let state = Mutex::new(Collected {
        games: BTreeMap::new(),
        next_seed: plan.seed,
        kept: Vec::new(),
        seen: HashSet::new(),
        done: 0,
    });
    let progress = Mutex::new(progress);
    thread::scope(|scope| {
        for _ in 0..plan.jobs.max(1) {
            scope.spawn(|| loop {
                let seed = {
                    let mut state = state.lock().expect("no worker panics");
                    if state.kept.len() >= plan.count {
                        break;
                    }
                    state.next_seed = state.next_seed.wrapping_add(1);
                    state.next_seed.wrapping_sub(1)
                };
                let found = puzzles_of_game(plan.kind, seed);
                let mut state = state.lock().expect("no worker panics");
                state.games.insert(seed, found);
                let mut progress = progress.lock().expect("no worker panics");
                state.keep_in_seed_order(plan, &mut **progress);
            });
        }
    });
    state.into_inner().expect("no worker panics").kept
}

/// The games played so far and the puzzles kept from them.
struct Collected {
    /// Games played whose puzzles are not kept yet, by seed.
    games: BTreeMap<u64, Vec<(AnyGame, Found)>>,
    /// The seed of the next game to play.
    next_seed: u64,
    kept: Vec<Puzzle>,
    seen: HashSet<Vec<AnyMove>>,
    /// How many games' puzzles are kept (or skipped): all of the seeds
    /// from the first up to that many.
    done: usize,
}

impl Collected {
    /// Keeps the puzzles of every game whose seed comes next in order.
    fn keep_in_seed_order(&mut self, plan: Plan, progress: &mut dyn FnMut(&Puzzle, usize)) {
        loop {
            let seed = plan.seed.wrapping_add(self.done as u64);
            let Some(found) = self.games.remove(&seed) else {
                break;
            };
            self.done += 1;
            for (game, found) in found {
                if self.kept.len() >= plan.count || !self.seen.insert(game.history()) {
                    continue;
                }
                let number = u32::try_from(self.kept.len() + 1).expect("fewer than 2³² puzzles");
                let difficulty = difficulty(found.goal, game.legal_moves().len());
                let puzzle = written(&game, &found, number, difficulty);
                progress(&puzzle, self.done);
                self.kept.push(puzzle);
            }
        }
    }
}

/// The puzzles met in the game of `seed`: a few random moves, then the
/// weaker levels against each other until the game ends.
fn puzzles_of_game(kind: GameKind, seed: u64) -> Vec<(AnyGame, Found)> {
    let mut rng = StdRng::seed_from_u64(seed);
    let opening = rng.random_range(2..12);
    let mut game = random_game(kind, opening, seed);
    let levels = [Level::Beginner, Level::Intermediate];
    let mut found = Vec::new();
    while game.outcome().is_none() && found.len() < PER_GAME {
        let apart = found
            .last()
            .is_none_or(|(last, _): &(AnyGame, Found)| game.ply() >= last.ply() + PLIES_APART);
        if apart {
            if let Some(puzzle) = puzzle_in(&game) {
                found.push((game.clone(), puzzle));
            }
        }
        let mv = if rng.random_ratio(1, 4) {
            random_move(&game, &mut rng)
        } else {
            let level = levels[rng.random_range(0..levels.len())];
            choose(&game, level, Limits::nodes(NODES), rng.random()).map(|found| found.mv)
        };
        let Some(mv) = mv else { break };
        game.play(mv).expect("a chosen move is legal");
    }
    found
}
