//! A ladder page of a server with 10,000 players: ranked, cut and drawn from
//! memory, and the whole `/leaderboard` request on a real SQLite file (query,
//! rank, page, picture, text). And `/stats` for a player with 500 rated games.
//!
//! Run under `scripts/with-postgres` (`scripts/with-postgres cargo bench
//! --bench ladder`), the database benchmarks run on PostgreSQL as well.

use std::sync::Arc;

use criterion::{criterion_group, criterion_main, Criterion};
use punctbot::{
    manager::{Action, Caller, FixedCoin, Locale, Manager, ManualClock, Request},
    ratings::{ladder_page, Rating, Standing},
    render,
    store::Store,
};
use sqlx::{AnyConnection, Connection};
use tokio::runtime::Runtime;

#[path = "../tests/common/postgres.rs"]
mod postgres;

const GUILD: i64 = 42;
const NOW: i64 = 1_700_000_000_000;
const HOUR: i64 = 60 * 60 * 1000;

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
            render::ladder_png("PÜNCT ladder", &page, 4_242, &Locale::en())
        })
    });
}

/// A connection beside the store's, to fill tables fast in one transaction.
async fn raw(url: &str) -> AnyConnection {
    sqlx::any::install_default_drivers();
    AnyConnection::connect(url)
        .await
        .expect("the database opens")
}

/// Readies the database for reads after a bulk load: SQLite's write-ahead
/// log folded into the file (measure reads of the file, not of a large
/// log), PostgreSQL's planner statistics gathered.
async fn settle(db: &mut AnyConnection, url: &str) {
    let statement = if url.starts_with("postgres") {
        "ANALYZE"
    } else {
        "PRAGMA wal_checkpoint(TRUNCATE)"
    };
    sqlx::query(statement).execute(db).await.unwrap();
}

/// 10,000 rated boop. players on one server, each with three rated games in
/// the last week (for the trend).
async fn fill_server(url: &str) {
    let mut db = raw(url).await;
    let mut tx = db.begin().await.unwrap();
    for user in 0..10_000i64 {
        sqlx::query(
            "INSERT INTO ratings (guild_id, kind, user_id, name, rating, deviation, volatility, \
             wins, losses, draws, last_game_at) \
             VALUES ($1, 'boop', $2, $3, $4, $5, 0.06, $6, $7, $8, $9)",
        )
        .bind(GUILD)
        .bind(user)
        .bind(format!("player {user}"))
        .bind(1000.0 + ((user * 7919) % 1500) as f64)
        .bind(50.0 + (user % 90) as f64)
        .bind(user % 17)
        .bind(user % 11)
        .bind(user % 3)
        .bind(NOW - HOUR)
        .execute(&mut *tx)
        .await
        .unwrap();
    }
    // Rating changes point at games: one finished game per pair of changes.
    for game in 0..15_000i64 {
        let (first, second) = ((game * 2) % 10_000, (game * 2 + 1) % 10_000);
        insert_game(&mut tx, game + 1, first, second).await;
        for (user, opponent) in [(first, second), (second, first)] {
            insert_change(&mut tx, game + 1, user, opponent, NOW - HOUR * (game % 100)).await;
        }
    }
    tx.commit().await.unwrap();
    settle(&mut db, url).await;
}

async fn insert_game(tx: &mut AnyConnection, id: i64, first: i64, second: i64) {
    sqlx::query(
        "INSERT INTO games (id, number, guild_id, channel_id, kind, rated, first_id, first_name, \
         second_id, second_name, status, result, end_reason, board_message_id, created_at, \
         updated_at) VALUES ($1, $1, $2, $3, 'boop', 1, $4, $5, $6, $7, 'finished', 'first', \
         'resignation', $8, $9, $10)",
    )
    .bind(id)
    .bind(GUILD)
    .bind(1_000 + id)
    .bind(first)
    .bind(format!("player {first}"))
    .bind(second)
    .bind(format!("player {second}"))
    .bind(5_000_000 + id)
    .bind(NOW - id * HOUR)
    .bind(NOW - id * HOUR)
    .execute(&mut *tx)
    .await
    .unwrap();
}

async fn insert_change(tx: &mut AnyConnection, game: i64, user: i64, opponent: i64, at: i64) {
    sqlx::query(
        "INSERT INTO rating_changes (game_id, user_id, guild_id, kind, opponent_id, score, \
         rating_before, rating_after, deviation_after, opponent_rating, at) \
         VALUES ($1, $2, $3, 'boop', $4, $5, $6, $7, 60, $8, $9)",
    )
    .bind(game)
    .bind(user)
    .bind(GUILD)
    .bind(opponent)
    .bind(if user < opponent { "win" } else { "loss" })
    .bind(1500.0 + (game % 200) as f64)
    .bind(1500.0 + ((game + 7) % 200) as f64)
    .bind(1400.0 + (game % 300) as f64)
    .bind(at)
    .execute(&mut *tx)
    .await
    .unwrap();
}

/// 500 rated games of player 1 on the server, against players 2…, in two
/// kinds.
async fn fill_career(url: &str) {
    let mut db = raw(url).await;
    let mut tx = db.begin().await.unwrap();
    for game in 1..=500i64 {
        let opponent = 2 + game % 40;
        insert_game(&mut tx, 100_000 + game, 1, opponent).await;
        insert_change(&mut tx, 100_000 + game, 1, opponent, NOW - game * HOUR).await;
    }
    tx.commit().await.unwrap();
    settle(&mut db, url).await;
}

fn manager(runtime: &Runtime, url: &str) -> Manager {
    runtime.block_on(async {
        let store = Store::open(url).await.expect("the store opens");
        Manager::with(
            store,
            Arc::new(ManualClock::at(NOW)),
            Arc::new(FixedCoin(true)),
        )
    })
}

fn caller(user: u64) -> Caller {
    Caller {
        guild: Some(GUILD as u64),
        channel: 1,
        user,
        name: format!("player {user}"),
        moderator: false,
        manages_server: false,
        locale: Locale::en(),
        channel_locale: Locale::en(),
    }
}

fn from_the_database(c: &mut Criterion) {
    let runtime = Runtime::new().expect("a runtime");
    let dir = tempfile::tempdir().expect("a temporary folder");
    let sqlite = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("bench.db").display()
    );
    queries(c, &runtime, "SQLite", &sqlite);
    if postgres::postgres_server().is_some() {
        let url = runtime.block_on(postgres::create_postgres_database());
        queries(c, &runtime, "PostgreSQL", &url);
    }
}

/// The ladder and stats requests on the database at `url`.
fn queries(c: &mut Criterion, runtime: &Runtime, backend: &str, url: &str) {
    let m = manager(runtime, url);
    runtime.block_on(fill_server(url));
    runtime.block_on(fill_career(url));
    let request = |user: u64, action: Action| Request::new(caller(user), action);
    c.bench_function(
        &format!("ladder page of 10,000 players from {backend}: query, rank, page"),
        |b| {
            b.iter(|| {
                runtime
                    .block_on(m.store().ladder(
                        GUILD as u64,
                        punctbot::games::boop::STANDARD,
                        NOW,
                        (7, 10),
                        4_242,
                    ))
                    .expect("a ladder")
            })
        },
    );
    c.bench_function(
        &format!("leaderboard of 10,000 players from {backend}: query, rank, page, draw, text"),
        |b| {
            b.iter(|| {
                let action = Action::Leaderboard {
                    kind: punctbot::games::boop::STANDARD,
                    page: 7,
                };
                runtime
                    .block_on(m.handle(request(4_242, action)))
                    .expect("a ladder")
            })
        },
    );
    c.bench_function(
        &format!("stats of a player with 500 rated games on {backend}"),
        |b| {
            b.iter(|| {
                runtime
                    .block_on(m.handle(request(1, Action::Stats { user: None })))
                    .expect("stats")
            })
        },
    );
}

criterion_group!(benches, ladder, from_the_database);
criterion_main!(benches);
