//! The computer opponent's speed: nodes per second of a search at each
//! level in each game, from the start and from a middle game.
//!
//! `cargo bench --bench bot`. Each measurement is one search of a fixed node
//! budget, so the time per iteration converts to nodes/s; the line printed
//! before each group gives the figure directly (a node is a position
//! valued by the evaluation). `classic` is the strongest level as it was
//! before its tables, threat pass and faster evaluation, for the figures
//! before and after.

use std::{hint::black_box, time::Instant};

use criterion::{criterion_group, criterion_main, Criterion};
use punctbot::{
    bot::{choose, choose_classic, Found, Level, Limits},
    games::{random_game, AnyGame, AnyMove},
};

/// A search by name: the levels and `classic`.
type Engine = (&'static str, fn(&AnyGame, Limits) -> Option<Found<AnyMove>>);

const ENGINES: [Engine; 4] = [
    ("beginner", |game, limits| {
        choose(game, Level::Beginner, limits, 1)
    }),
    ("intermediate", |game, limits| {
        choose(game, Level::Intermediate, limits, 1)
    }),
    ("strongest", |game, limits| {
        choose(game, Level::Strongest, limits, 1)
    }),
    ("classic", |game, limits| choose_classic(game, limits, 1)),
];

fn search(c: &mut Criterion) {
    for (kind, nodes) in [
        (punctbot::games::punct::STANDARD, 5_000),
        (punctbot::games::boop::STANDARD, 20_000),
    ] {
        for plies in [0, 20] {
            let game = random_game(kind, plies, 3);
            let mut group = c.benchmark_group(format!("bot {kind} ply {plies}"));
            group.sample_size(10);
            for (name, engine) in ENGINES {
                let limits = Limits::nodes(nodes);
                let started = Instant::now();
                let found = engine(&game, limits).expect("the game goes on");
                let seconds = started.elapsed().as_secs_f64();
                println!(
                    "{kind} ply {plies} {name}: {} nodes in {:.1} ms, {:.0} nodes/s, depth {}",
                    found.nodes,
                    seconds * 1000.0,
                    found.nodes as f64 / seconds,
                    found.depth
                );
                group.bench_function(format!("{name} {nodes} nodes"), |b| {
                    b.iter(|| engine(black_box(&game), limits));
                });
            }
            group.finish();
        }
    }
}

criterion_group!(benches, search);
criterion_main!(benches);
