//! Pairing one round of a 512-player Swiss in the middle of its course
//! (round 5 of 10): four rounds played first, by these same pairings, with
//! results that favour the higher rating and one game in ten drawn, so the
//! score groups are those of a real tournament (0 to 4 points in half-point
//! steps, most players near the middle). Target: under 50 ms.
//!
//! `cargo bench --bench pairing`.

use criterion::{criterion_group, criterion_main, Criterion};
use punctbot::tournament::{pair_swiss, GameResult, Player, PlayerId, Round};

const PLAYERS: u64 = 512;
const ROUNDS_PLAYED: usize = 4;

/// A fixed pseudo-random stream (an LCG: the bench needs the same
/// tournament every run, not good randomness).
struct Stream(u64);

impl Stream {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        self.0 >> 33
    }
}

/// The players, and the rounds before the one measured.
fn mid_tournament() -> (Vec<Player>, Vec<Round>) {
    let mut stream = Stream(42);
    let players: Vec<Player> = (0..PLAYERS)
        .map(|id| Player {
            id: PlayerId(id),
            rating: 1000 + (stream.next() % 1400) as i32,
            withdrawn: false,
        })
        .collect();
    let rating = |id: PlayerId| players[id.0 as usize].rating;
    let mut rounds = Vec::new();
    for _ in 0..ROUNDS_PLAYED {
        let pairings = pair_swiss(&players, &rounds).expect("a 512-player Swiss pairs");
        let round = pairings.with_results(|board| {
            let roll = stream.next() % 100;
            // The higher rated wins two games in three.
            let favourite_first = rating(board.first) >= rating(board.second);
            match (roll, favourite_first) {
                (0..=9, _) => GameResult::Draw,
                (10..=69, true) | (70.., false) => GameResult::FirstWon,
                _ => GameResult::SecondWon,
            }
        });
        rounds.push(round);
    }
    (players, rounds)
}

fn pairing(c: &mut Criterion) {
    let (players, rounds) = mid_tournament();
    let mut group = c.benchmark_group("swiss");
    group.sample_size(30);
    group.bench_function("pair round 5 of a 512-player Swiss", |b| {
        b.iter(|| pair_swiss(&players, &rounds).expect("round 5 pairs"));
    });
    group.finish();
}

criterion_group!(benches, pairing);
criterion_main!(benches);
