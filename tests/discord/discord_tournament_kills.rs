//! The bot binary killed (SIGKILL) between a round's last result and the
//! next round's pairing: a 4-player double round-robin (six rounds) on
//! the fake Discord, where the last game of every round is resigned and
//! the process that took the resignation is killed 1–25 ms after the
//! click reached it — often after the result is stored and before the
//! next round is paired, sometimes just before or just after. Then:
//!
//! - on SQLite, one process, started again: it pairs the round at once;
//! - on PostgreSQL, two processes (a shard each): the survivor pairs it
//!   alone (the killed one is started again once the next round is
//!   announced, or at once when the resignation died with it), while both
//!   look at the tournaments every 250 ms.
//!
//! Either way every round is paired once, its pairings and results
//! announced once, its two games opened once each in a thread of their
//! own, and the winner announced once; nothing stays owed.

use std::time::{Duration, Instant};

use rand::{rngs::StdRng, RngExt, SeedableRng};
use serde_json::json;

use crate::{
    discord_support::*,
    discord_tournament::{loser_of, posted, resign, started_tournament, threads},
};

/// A double round-robin of four: six rounds of two games.
const ROUNDS: u32 = 6;
const BOARDS: usize = 2;

/// How far a trial got before the kill.
#[derive(Debug, Default)]
struct Kills {
    /// The resignation was not stored (it is given again after the
    /// restart).
    before_the_result: usize,
    /// The result was stored and the next round not yet paired (or the
    /// tournament not yet ended, after the last round): the window.
    between: usize,
    /// The next round was paired before the kill.
    after_the_pairing: usize,
}

/// What the database holds of tournament #1: rounds paired, whether it
/// is over, and whether the game in `thread` is still on.
async fn stored(pool: &sqlx::AnyPool, thread: u64) -> (i64, bool, bool) {
    let (paired, over) = paired_and_over(pool).await;
    let on: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM games WHERE status = 'active' AND channel_id = $1",
    )
    .bind(thread as i64)
    .fetch_one(pool)
    .await
    .unwrap();
    (paired, over, on > 0)
}

async fn paired_and_over(pool: &sqlx::AnyPool) -> (i64, bool) {
    let (paired, status): (i64, String) =
        sqlx::query_as("SELECT round, status FROM tournaments WHERE number = 1")
            .fetch_one(pool)
            .await
            .unwrap();
    (paired, status == "finished")
}

/// Rounds stored, and games still on.
async fn paired_and_on(pool: &sqlx::AnyPool) -> (i64, i64) {
    let paired: i64 = sqlx::query_scalar("SELECT count(*) FROM tournament_rounds")
        .fetch_one(pool)
        .await
        .unwrap();
    let on: i64 = sqlx::query_scalar("SELECT count(*) FROM games WHERE status = 'active'")
        .fetch_one(pool)
        .await
        .unwrap();
    (paired, on)
}

/// The processes of the test: one on SQLite, two (a shard each) on
/// PostgreSQL; the one that serves the test server's shard takes the
/// interactions, and is the one killed.
struct Processes {
    sharded: bool,
    serving: tokio::process::Child,
    _other: Option<tokio::process::Child>,
    started: usize,
    /// The serving process was killed and not started again.
    down: bool,
}

impl Processes {
    /// The settings of a process: its shards, and a scheduler that looks
    /// every 250 ms (another process's finished game is noticed by
    /// looking).
    fn start_one(
        fake: &FakeDiscord,
        db: &Db,
        shards: Option<String>,
        log: &str,
    ) -> tokio::process::Child {
        let mut env = vec![("SCHEDULER_MAX_SLEEP_MS", "250".to_owned())];
        if let Some(shards) = shards {
            env.push(("DISCORD_SHARDS", shards));
        }
        let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
        bot_process_with(fake, db, &env, "info", log)
    }

    fn serving_shards(fake: &FakeDiscord, sharded: bool) -> Option<String> {
        sharded.then(|| format!("{}/2", fake.shard_of(GUILD)))
    }

    async fn start(fake: &FakeDiscord, db: &Db, sharded: bool) -> Processes {
        let other = sharded.then(|| {
            let shard = 1 - fake.shard_of(GUILD);
            Self::start_one(fake, db, Some(format!("{shard}/2")), "other.log")
        });
        let serving = Self::start_one(
            fake,
            db,
            Self::serving_shards(fake, sharded),
            "serving-0.log",
        );
        let wanted = if sharded { 2 } else { 1 };
        fake.until("the bot to connect", |fake| fake.identifies() >= wanted)
            .await;
        Processes {
            sharded,
            serving,
            _other: other,
            started: 0,
            down: false,
        }
    }

    /// Kills the serving process; it stays dead until [`Self::restart`].
    async fn kill(&mut self) {
        self.serving.start_kill().expect("SIGKILL");
        self.serving.wait().await.unwrap();
        self.down = true;
    }

    async fn restart(&mut self, fake: &FakeDiscord, db: &Db) {
        self.started += 1;
        let identified = fake.identifies();
        self.serving = Self::start_one(
            fake,
            db,
            Self::serving_shards(fake, self.sharded),
            &format!("serving-{}.log", self.started),
        );
        fake.until("the bot to connect again", |fake| {
            fake.identifies() > identified
        })
        .await;
        self.down = false;
    }
}

async fn a_round_is_paired_once_whatever_the_kill(fake: FakeDiscord, db: Db, sharded: bool) {
    let mut bots = Processes::start(&fake, &db, sharded).await;
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&db.url).await.unwrap();
    started_tournament(
        &fake,
        json!([
            {"name": "game", "type": 3, "value": "boop"},
            {"name": "format", "type": 3, "value": "round-robin"},
            {"name": "rounds", "type": 4, "value": 2},
            {"name": "days", "type": 3, "value": "1"}]),
        &[ALICE, BOB, CAROL, MODERATOR],
    )
    .await;

    let mut rng = StdRng::seed_from_u64(setting("KILL_SEED", 30));
    let mut kills = Kills::default();
    let mut recovered = Vec::new();
    let mut seen = 0;
    for round in 1..=ROUNDS {
        // Exactly this round's boards, each with its first board posted. Two
        // processes that both open a board's thread keep the one recorded
        // first and delete the other, so an extra empty thread must go.
        let deadline = Instant::now() + PATIENCE;
        let boards = loop {
            let opened = threads(&fake, seen + BOARDS).await;
            let boards = opened[seen..].to_vec();
            let empty: Vec<u64> = boards
                .iter()
                .map(|(id, _)| *id)
                .filter(|&id| fake.messages_in(id).is_empty())
                .collect();
            if boards.len() == BOARDS && empty.is_empty() {
                break boards;
            }
            if Instant::now() > deadline {
                let rows: Vec<(i64, i64, Option<i64>, Option<i64>)> = sqlx::query_as(
                    "SELECT round, board, channel_id, game_id FROM tournament_pairings",
                )
                .fetch_all(&pool)
                .await
                .unwrap();
                let shown: Vec<(u64, usize)> = fake
                    .threads()
                    .iter()
                    .map(|(id, _)| (*id, fake.messages_in(*id).len()))
                    .collect();
                panic!("round {round}: empty threads {empty:?} ({kills:?}); threads {shown:?}; pairings {rows:?}");
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        };
        // The first game ends as any game does.
        let (thread, name) = &boards[0];
        let token = resign(&fake, loser_of(name, round), *thread).await;
        assert!(fake.answer(&token).await.content.contains("resigns"));
        // The last one: the process dies just after its resignation.
        let (thread, name) = &boards[1];
        let loser = loser_of(name, round);
        resign(&fake, loser, *thread).await;
        tokio::time::sleep(Duration::from_millis(rng.random_range(1..=25))).await;
        bots.kill().await;
        let killed = Instant::now();
        let (paired, over, on) = stored(&pool, *thread).await;
        if on {
            kills.before_the_result += 1;
            bots.restart(&fake, &db).await;
            let token = resign(&fake, loser, *thread).await;
            assert!(fake.answer(&token).await.content.contains("resigns"));
        } else {
            if paired == i64::from(round) && !over {
                kills.between += 1;
            } else {
                kills.after_the_pairing += 1;
            }
            // Alone, the bot must be started again; beside another
            // process, the survivor moves the tournament on by itself.
            if !sharded {
                bots.restart(&fake, &db).await;
            }
        }
        let next = if round < ROUNDS {
            format!("**Tournament #1 · round {} of {ROUNDS}**", round + 1)
        } else {
            "wins tournament #1".to_owned()
        };
        let deadline = Instant::now() + PATIENCE;
        while !posted(&fake, CHANNEL).contains(&next) {
            if Instant::now() > deadline {
                let logs: String = std::fs::read_dir(db.dir.path())
                    .unwrap()
                    .filter_map(Result::ok)
                    .filter(|entry| entry.path().extension().is_some_and(|e| e == "log"))
                    .map(|entry| {
                        let text = std::fs::read_to_string(entry.path()).unwrap_or_default();
                        format!("== {}\n{}", entry.path().display(), text)
                    })
                    .collect();
                panic!(
                    "round {round}: {next} never came ({kills:?}, paired and on {:?})\n{}\n{logs}",
                    paired_and_on(&pool).await,
                    posted(&fake, CHANNEL)
                );
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        recovered.push(killed.elapsed());
        if bots.down {
            bots.restart(&fake, &db).await;
        }
        seen += BOARDS;
    }
    // Late duplicates would come within the scheduler's next looks.
    tokio::time::sleep(Duration::from_millis(1_000)).await;
    let channel = posted(&fake, CHANNEL);
    for round in 1..=ROUNDS {
        let pairings = format!("**Tournament #1 · round {round} of {ROUNDS}**");
        let results = format!("**Tournament #1 · results of round {round} of {ROUNDS}**");
        assert_eq!(
            channel.matches(&pairings).count(),
            1,
            "{pairings}\n{channel}"
        );
        assert_eq!(channel.matches(&results).count(), 1, "{results}\n{channel}");
    }
    assert_eq!(
        channel.matches("wins tournament #1").count(),
        1,
        "{channel}"
    );
    // Every game opened once, in a thread of its own.
    let threads = fake.threads();
    assert_eq!(threads.len(), ROUNDS as usize * BOARDS, "{threads:?}");
    let (paired, on) = paired_and_on(&pool).await;
    assert_eq!((paired, on), (i64::from(ROUNDS), 0));
    let games: i64 = sqlx::query_scalar("SELECT count(*) FROM games")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(games, i64::from(ROUNDS) * BOARDS as i64);
    let owed = || async {
        sqlx::query_scalar::<_, i64>("SELECT count(*) FROM outbox WHERE done_at IS NULL")
            .fetch_one(&pool)
            .await
            .unwrap()
    };
    let deadline = Instant::now() + PATIENCE;
    while owed().await > 0 {
        assert!(Instant::now() < deadline, "still owed: {}", owed().await);
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    println!(
        "{} kills: {kills:?}; from the kill to the next round announced: {:?}",
        ROUNDS, recovered
    );
    pool.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_bot_pairs_the_next_round_once_after_its_restart() {
    let fake = FakeDiscord::start().await;
    fake.lose_events_while_down();
    a_round_is_paired_once_whatever_the_kill(fake, Db::sqlite(), false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn postgres_the_survivor_pairs_the_next_round_once() {
    let Some(db) = Db::postgres("postgres_the_survivor_pairs_the_next_round_once").await else {
        return;
    };
    let fake = FakeDiscord::start_sharded(2).await;
    fake.lose_events_while_down();
    a_round_is_paired_once_whatever_the_kill(fake, db, true).await;
}
