//! Moves as text at the edges: autocomplete (what the manager runs on every
//! keystroke of `/move`) and the engine protocol's `moves` answer, both at the
//! PÜNCT standard start, the position with the most legal moves (~5,000).
//!
//! `cargo bench --bench moves_text`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use punctbot::{
    games::{
        suggest::{label, suggest},
        Rules,
    },
    manager::Locale,
    protocol::{Reply, Session},
    words,
};

fn autocomplete(c: &mut Criterion) {
    let start = punctbot::games::punct::STANDARD.start();
    let mut group = c.benchmark_group("autocomplete punct start");
    // For scale: listing the typed moves, which every suggestion starts with.
    group.bench_function("legal moves only", |b| {
        b.iter(|| black_box(&start).legal_moves());
    });
    for (name, typed) in [("empty", ""), ("one cell", "F5")] {
        group.bench_function(name, |b| {
            b.iter(|| suggest(black_box(&start), black_box(typed)));
        });
    }
    // What a keystroke costs the manager: the choices and their labels,
    // each worked out from what the move does.
    let locale = Locale::default();
    for (name, typed) in [("empty, labelled", ""), ("one cell, labelled", "F5")] {
        group.bench_function(name, |b| {
            b.iter(|| {
                suggest(black_box(&start), black_box(typed))
                    .into_iter()
                    .map(|mv| words::move_label(&locale, &label(&start, mv).unwrap()))
                    .collect::<Vec<_>>()
            });
        });
    }
    group.finish();
}

fn protocol_moves(c: &mut Criterion) {
    let mut session = Session::new();
    assert_eq!(session.handle("new punct"), Reply::Line("ok".into()));
    c.bench_function("protocol moves punct start", |b| {
        b.iter(|| session.handle(black_box("moves")));
    });
}

criterion_group!(benches, autocomplete, protocol_moves);
criterion_main!(benches);
