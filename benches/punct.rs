//! PÜNCT move generation and perft speed.
//!
//! `cargo bench --bench punct`. Positions 20, 40 and 60 plies deep come from
//! seeded random games that prefer MOVEs (so they last), and are the same on
//! every run.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use punctbot::games::{
    punct::{perft, Position, Variant},
    Rules,
};

/// A small deterministic generator (64-bit LCG), enough to pick moves.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) as usize
    }
}

/// The position after `plies` random plies of a game that has not ended.
fn random_position(plies: usize) -> Position {
    for seed in 1.. {
        let mut rng = Lcg(seed);
        let mut position = Position::new(Variant::Standard);
        for _ in 0..plies {
            let moves = position.legal_moves();
            let piece_moves: Vec<_> = moves.iter().filter(|m| !m.is_add()).copied().collect();
            let pool = if !piece_moves.is_empty() && !rng.next().is_multiple_of(4) {
                piece_moves
            } else {
                moves
            };
            if pool.is_empty() {
                break;
            }
            position.play(pool[rng.next() % pool.len()]).unwrap();
        }
        if !position.is_over() && position.moves_played().len() == plies {
            return position;
        }
    }
    unreachable!()
}

fn legal_moves(c: &mut Criterion) {
    for plies in [0, 20, 40, 60] {
        let position = random_position(plies);
        let count = position.legal_moves().len();
        c.bench_function(&format!("legal_moves ply {plies} ({count} moves)"), |b| {
            b.iter(|| black_box(&position).legal_moves());
        });
    }
    let start = Position::new(Variant::Standard);
    c.bench_function("legal_move_texts start", |b| {
        b.iter(|| black_box(&start).legal_move_texts());
    });
}

fn perft_2(c: &mut Criterion) {
    let start = Position::new(Variant::Standard);
    assert_eq!(start.perft(1), 4986);
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    group.bench_function("perft 2 start", |b| b.iter(|| perft(black_box(&start), 2)));
    group.finish();
}

criterion_group!(benches, legal_moves, perft_2);
criterion_main!(benches);
