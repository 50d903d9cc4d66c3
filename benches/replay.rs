//! Speed of `/replay`: every frame of a 300-ply PÜNCT game drawn and
//! encoded as one GIF (by default at half the board pictures' size), and
//! the GIF's size at full and half size.
//!
//! The game is a seeded random one (MOVEs preferred, so stacks, bridges and
//! shadows appear as in real games): the first seed whose game is still
//! going after 300 plies.

use criterion::{criterion_group, criterion_main, Criterion};
use punctbot::manager::Locale;
use punctbot::{
    games::{random_game, ByColor, Rules},
    render::{self, ReplayOptions},
};

const PLIES: usize = 300;

fn replay(c: &mut Criterion) {
    let players = ByColor {
        first: "Alice".to_owned(),
        second: "Борис 小明".to_owned(),
    };
    let (seed, game) = (0u64..)
        .map(|seed| {
            (
                seed,
                random_game(punctbot::games::punct::STANDARD, PLIES, seed),
            )
        })
        .find(|(_, game)| game.ply() == PLIES)
        .expect("some random game lasts 300 plies");
    let moves = game.history();
    let options = ReplayOptions::default();
    for largest in [1, 2] {
        let options = ReplayOptions {
            largest,
            ..ReplayOptions::default()
        };
        let replay = render::replay_gif(
            punctbot::games::punct::STANDARD,
            &moves,
            &players,
            &Locale::en(),
            None,
            &options,
        )
        .expect("a replay");
        println!(
            "PÜNCT seed {seed}, {PLIES} plies: {} frames, {}×{}, {} bytes ({:.2} MiB)",
            replay.frames,
            replay.size.0,
            replay.size.1,
            replay.gif.len(),
            replay.gif.len() as f64 / (1024.0 * 1024.0)
        );
    }
    let mut group = c.benchmark_group("replay");
    group.sample_size(10);
    group.bench_function("punct 300 plies: frames + GIF", |b| {
        b.iter(|| {
            render::replay_gif(
                punctbot::games::punct::STANDARD,
                &moves,
                &players,
                &Locale::en(),
                None,
                &options,
            )
            .expect("a replay")
        })
    });
    for threads in [1, 2] {
        for largest in [1, 2] {
            let options = ReplayOptions {
                threads,
                largest,
                ..ReplayOptions::default()
            };
            let name = format!("punct 300 plies: {threads} thread(s), 1/{largest} size");
            group.bench_function(name, |b| {
                b.iter(|| {
                    render::replay_gif(
                        punctbot::games::punct::STANDARD,
                        &moves,
                        &players,
                        &Locale::en(),
                        None,
                        &options,
                    )
                    .expect("a replay")
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, replay);
criterion_main!(benches);
