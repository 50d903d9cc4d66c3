//! A ladder page of a server with 10,000 players: ranked, cut and drawn.

use criterion::{criterion_group, criterion_main, Criterion};
use punctbot::{
    ratings::{ladder_page, Rating, Standing},
    render,
};

fn ladder(c: &mut Criterion) {
    let standings: Vec<Standing> = (0..10_000u64)
        .map(|user| Standing {
            user,
            name: format!("player {user}"),
            rating: Rating {
                rating: 1000.0 + ((user * 7919) % 1500) as f64,
                deviation: 50.0 + (user % 90) as f64,
                volatility: 0.06,
            },
            wins: (user % 17) as u32,
            losses: (user % 11) as u32,
            draws: (user % 3) as u32,
            trend: ((user * 31) % 41) as f64 - 20.0,
        })
        .collect();
    c.bench_function("ladder page of 10,000 players, ranked and drawn", |b| {
        b.iter(|| {
            let page = ladder_page(standings.clone(), 7, 10, 4_242);
            render::ladder_png("PÜNCT ladder", &page, 4_242)
        })
    });
}

criterion_group!(benches, ladder);
criterion_main!(benches);
