//! The "games" list and a vacation on a busy server: 2,000 active games,
//! 40 of them the player's, half of those waiting for their move, all on
//! a clock. The database is a real SQLite file.

use std::sync::Arc;

use criterion::{criterion_group, criterion_main, Criterion};
use punctbot::{
    games::ByColor,
    manager::{
        clock_plan::{ReminderSchedule, TurnClock},
        Action, Caller, FixedCoin, Locale, Manager, ManualClock, Request,
    },
    store::{NewGame, Store},
};

const GUILD: u64 = 42;
const PLAYER: u64 = 900_000_000_000_000_001;
const NOW: i64 = 1_700_000_000_000;

async fn busy_server(path: &std::path::Path) -> Manager {
    let store = Store::open_file(path).await.expect("the database");
    for index in 0..2_000u64 {
        // Every 50th game is the player's, in either seat.
        let player_seat = index % 50 == 0;
        let (first, second) = match (player_seat, index % 100 == 0) {
            (true, true) => (PLAYER, 1_000 + index),
            (true, false) => (1_000 + index, PLAYER),
            (false, _) => (1_000 + index, 5_000 + index),
        };
        let game = NewGame {
            guild_id: Some(GUILD),
            channel_id: 10_000 + index,
            kind: punctbot::games::punct::STANDARD,
            rated: false,
            players: ByColor {
                first: (first, format!("player {first}")),
                second: (second, format!("player {second}")),
            },
            days_per_move: Some(3),
            parent_channel_id: None,
            clock: Some(TurnClock::start(NOW, 3, &ReminderSchedule::standard())),
            computer: None,
        };
        store.insert_game(&game, NOW).await.expect("a game");
    }
    let raw = sqlx::SqlitePool::connect(&format!("sqlite://{}", path.display()))
        .await
        .expect("a raw connection");
    sqlx::query(
        "UPDATE games SET days_per_move = 3, deadline_at = ?1 + 3600000 * (id % 72), \
         next_event_at = ?1 + 1800000 * (id % 72)",
    )
    .bind(NOW)
    .execute(&raw)
    .await
    .expect("clocks");
    raw.close().await;
    Manager::with(
        store,
        Arc::new(ManualClock::at(NOW)),
        Arc::new(FixedCoin(true)),
    )
}

fn request(action: Action) -> Request {
    Request::new(
        Caller {
            guild: Some(GUILD),
            channel: 10_000,
            user: PLAYER,
            name: "player".to_owned(),
            moderator: false,
            manages_server: false,
            locale: Locale::en(),
            channel_locale: Locale::en(),
        },
        action,
    )
}

fn roster(c: &mut Criterion) {
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let dir = tempfile::tempdir().expect("a folder");
    let manager = runtime.block_on(busy_server(&dir.path().join("bench.db")));
    c.bench_function("games list: 40 of 2,000 games, sorted, linked", |b| {
        b.iter(|| {
            runtime
                .block_on(manager.handle(request(Action::Games {
                    user: None,
                    finished: false,
                })))
                .expect("a list")
        });
    });
    // The clock stands still, so a vacation cancelled at once uses no day
    // of the allowance and the pair can repeat.
    c.bench_function(
        "vacation start and cancel, 20 clocks shifted each way",
        |b| {
            b.iter(|| {
                runtime
                    .block_on(manager.handle(request(Action::Vacation { days: Some(3) })))
                    .expect("a vacation");
                runtime
                    .block_on(manager.handle(request(Action::CancelVacation)))
                    .expect("cancelled")
            });
        },
    );
}

criterion_group!(benches, roster);
criterion_main!(benches);
