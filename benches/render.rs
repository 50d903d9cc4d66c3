//! Speed of the board pictures: drawing plus PNG encoding, per picture.
//!
//! Positions come from seeded random games: PÜNCT 0, 30 and 60 plies deep
//! (MOVEs preferred, so stacks and bridges appear), boop. 30 plies deep.

use criterion::{criterion_group, criterion_main, Criterion};
use punctbot::manager::Locale;
use punctbot::{
    games::{random_game, ByColor},
    render,
};

fn pictures(c: &mut Criterion) {
    let players = ByColor {
        first: "Alice".to_owned(),
        second: "Борис 小明".to_owned(),
    };
    let mut group = c.benchmark_group("render + encode");
    for (kind, plies) in [
        (punctbot::games::punct::STANDARD, 0),
        (punctbot::games::punct::STANDARD, 30),
        (punctbot::games::punct::STANDARD, 60),
        (punctbot::games::boop::STANDARD, 30),
    ] {
        let game = random_game(kind, plies, 3);
        let png = render::board_png(&game, &players, &Locale::en());
        println!("{kind} after {plies} plies: {} bytes", png.len());
        group.bench_function(format!("{kind} after {plies} plies"), |b| {
            b.iter(|| render::board_png(&game, &players, &Locale::en()))
        });
    }
    let game = random_game(punctbot::games::punct::STANDARD, 60, 3);
    let position = punctbot::games::punct::position(&game).expect("a PÜNCT game");
    let lifted = position
        .board()
        .pieces()
        .last()
        .expect("pieces on the board")
        .punct()
        .to_string();
    group.bench_function("punct peek after 60 plies", |b| {
        b.iter(|| {
            render::peek_png(&game, &players, &Locale::en(), &lifted).expect("a piece to lift")
        })
    });
    group.finish();
}

criterion_group!(benches, pictures);
criterion_main!(benches);
