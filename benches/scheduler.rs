//! The scheduler's tick with 1,000 active games on a real SQLite file: when
//! nothing is due (what it costs every minute), and when one reminder is.

use std::{sync::Arc, time::Duration};

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use punctbot::{
    manager::{Action, Caller, Clock, FixedCoin, Locale, Manager, ManualClock, Player, Request},
    store::{FirstMover, Store},
};

const T0: i64 = 1_700_000_000_000;
const GAMES: u64 = 1_000;

fn caller(user: u64, channel: u64) -> Caller {
    Caller {
        guild: Some(42),
        channel,
        user,
        name: format!("player {user}"),
        moderator: false,
        manages_server: false,
        locale: Locale::en(),
        channel_locale: Locale::en(),
    }
}

/// A manager on a fresh file in `dir` with `GAMES` seven-day games, one
/// started each minute from `T0`.
async fn thousand_games(dir: &tempfile::TempDir) -> (Manager, ManualClock) {
    let store = Store::open_file(&dir.path().join("bench.db"))
        .await
        .expect("the database");
    let clock = ManualClock::at(T0);
    let manager = Manager::with(store, Arc::new(clock.clone()), Arc::new(FixedCoin(true)));
    for channel in 1..=GAMES {
        let (first, second) = (10_000 + 2 * channel, 10_001 + 2 * channel);
        let challenge = Action::Challenge {
            opponent: Some(Player {
                id: second,
                name: format!("player {second}"),
            }),
            kind: punctbot::games::boop::STANDARD,
            rated: true,
            first: FirstMover::Challenger,
            days: Some(7),
            parent: None,
            level: None,
        };
        for (user, action) in [(first, challenge), (second, Action::Accept)] {
            manager
                .handle(Request::new(caller(user, channel), action))
                .await
                .expect("the game starts");
        }
        clock.advance(60_000);
    }
    (manager, clock)
}

fn scheduler(c: &mut Criterion) {
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");

    let idle_dir = tempfile::tempdir().expect("a folder");
    let (idle, _) = runtime.block_on(thousand_games(&idle_dir));
    c.bench_function("tick, 1,000 active games, nothing due", |b| {
        b.iter(|| {
            let due = runtime.block_on(idle.tick()).expect("the tick");
            assert!(due.is_empty());
        });
    });

    let busy_dir = tempfile::tempdir().expect("a folder");
    let (busy, clock) = runtime.block_on(thousand_games(&busy_dir));
    let mut group = c.benchmark_group("scheduler");
    // Each iteration uses up one reminder of the 3,000 the games have.
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(200))
        .measurement_time(Duration::from_secs(1));
    group.bench_function("tick, 1,000 active games, one reminder due", |b| {
        b.iter_batched(
            || {
                let next = runtime
                    .block_on(busy.next_due())
                    .expect("the next event")
                    .expect("events left");
                clock.advance(next - clock.now());
            },
            |()| {
                let due = runtime.block_on(busy.tick()).expect("the tick");
                assert_eq!(due.len(), 1);
            },
            BatchSize::PerIteration,
        );
    });
    group.finish();
}

criterion_group!(benches, scheduler);
criterion_main!(benches);
