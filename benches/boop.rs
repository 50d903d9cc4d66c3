//! Speed of the boop. engine: legal turns of a midgame position, and random
//! playouts.
//!
//! Random games can cycle for a long time (the rules have no draw, §8.1), so
//! the playout benchmark cuts a game at [`PLY_CAP`] plies and starts a new
//! one; the cap is for the benchmark only.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use punctbot::games::boop::{Position, Turn, Variant};

/// A game longer than this is abandoned (benchmark only).
const PLY_CAP: usize = 1_000;

/// Plies per playout benchmark iteration.
const PLIES: u64 = 10_000;

/// splitmix64: a small seeded generator, so runs are repeatable.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
        // Multiply-shift: unbiased enough for n ≤ a few hundred.
        ((u128::from(z) * n as u128) >> 64) as usize
    }
}

/// Plays one uniformly random legal turn; `false` if the game is over.
fn random_ply(position: &mut Position, rng: &mut Rng, turns: &mut Vec<Turn>) -> bool {
    turns.clear();
    position.for_each_turn(|turn| turns.push(turn));
    if turns.is_empty() {
        return false;
    }
    position.play_unchecked(turns[rng.below(turns.len())]);
    true
}

/// Plays a random game to its end or the cap; returns its length and
/// whether it was won.
fn random_game(rng: &mut Rng, turns: &mut Vec<Turn>) -> (usize, bool) {
    let mut position = Position::new(Variant::Standard);
    while position.ply() < PLY_CAP {
        if !random_ply(&mut position, rng, turns) {
            return (position.ply(), true);
        }
    }
    (position.ply(), false)
}

/// A position 30 random plies into a seeded game.
fn midgame() -> Position {
    let mut rng = Rng(7);
    let mut turns = Vec::new();
    let mut position = Position::new(Variant::Standard);
    while position.ply() < 30 {
        assert!(random_ply(&mut position, &mut rng, &mut turns));
    }
    position
}

fn legal_turns(c: &mut Criterion) {
    let position = midgame();
    let mut turns = Vec::new();
    position.for_each_turn(|turn| turns.push(turn));
    eprintln!(
        "midgame: {} legal turns, pools {:?} / {:?}",
        turns.len(),
        position.pool(punctbot::games::Seat::First),
        position.pool(punctbot::games::Seat::Second)
    );
    c.bench_function("boop legal turns (midgame, into a reused Vec)", |b| {
        b.iter(|| {
            turns.clear();
            black_box(&position).for_each_turn(|turn| turns.push(turn));
            black_box(turns.len())
        });
    });
    c.bench_function("boop legal_turns() (midgame, new Vec)", |b| {
        b.iter(|| black_box(&position).legal_turns());
    });
    c.bench_function("boop count_turns (midgame)", |b| {
        b.iter(|| black_box(&position).count_turns());
    });
}

fn playouts(c: &mut Criterion) {
    let mut rng = Rng(2026);
    let mut turns = Vec::new();
    let games = 2_000;
    let (mut plies, mut longest, mut capped) = (0, 0, 0);
    for _ in 0..games {
        let (length, won) = random_game(&mut rng, &mut turns);
        plies += length;
        longest = longest.max(length);
        capped += usize::from(!won);
    }
    eprintln!(
        "random games: {games} played, mean length {:.1} plies, longest {longest}, \
         {capped} cut at {PLY_CAP} plies",
        plies as f64 / f64::from(games)
    );

    let mut group = c.benchmark_group("boop random playouts");
    group.throughput(Throughput::Elements(PLIES));
    group.bench_function("10,000 plies", |b| {
        let mut rng = Rng(1);
        let mut position = Position::new(Variant::Standard);
        b.iter(|| {
            for _ in 0..PLIES {
                if position.ply() >= PLY_CAP || !random_ply(&mut position, &mut rng, &mut turns) {
                    position = Position::new(Variant::Standard);
                    random_ply(&mut position, &mut rng, &mut turns);
                }
            }
        });
    });
    group.finish();
    let mut group = c.benchmark_group("boop random games");
    group.throughput(Throughput::Elements(1));
    group.bench_function("one game", |b| {
        let mut rng = Rng(3);
        b.iter(|| random_game(&mut rng, &mut turns));
    });
    group.finish();
}

criterion_group!(benches, legal_turns, playouts);
criterion_main!(benches);
