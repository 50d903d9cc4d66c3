//! Operating the bot: a backup taken while games are played, and
//! `punctbot backup` on the command line.

use std::{
    process::Command,
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc,
    },
};

use crate::manager_support::*;
use punctbot::{
    games::{AnyGame, Rules},
    manager::Manager,
    store::Store,
};

/// Plays one random legal move in `channel`, whose position is `mirror`.
async fn play_one(manager: &Manager, channel: u64, mirror: &mut AnyGame, rng: &mut Rng) {
    let legal = mirror.legal_move_texts();
    let choice = rng.pick(&legal).clone();
    ok(
        manager,
        caller_in(seat_name(mirror.turn()), channel),
        mv(&choice),
    )
    .await;
    mirror.play_text(&choice).unwrap();
}

/// Opens `path` as a plain SQLite file and answers `sql`'s one number.
async fn number(path: &std::path::Path, sql: &str) -> i64 {
    let pool = sqlx::SqlitePool::connect(&format!("sqlite://{}", path.display()))
        .await
        .unwrap();
    let value: i64 = sqlx::query_scalar(sql).fetch_one(&pool).await.unwrap();
    pool.close().await;
    value
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_taken_during_play_holds_every_move_acknowledged_before_it() {
    let db = Db::sqlite();
    let manager = Arc::new(db.manager().await);
    let channels: Vec<u64> = (0..4).map(|i| CHANNEL + 100 + i).collect();
    let mut mirrors = Vec::new();
    for &channel in &channels {
        start(&manager, punctbot::games::punct::STANDARD, channel).await;
        mirrors.push(punctbot::games::punct::STANDARD.start());
    }
    let mut rng = Rng::new(7);
    for _ in 0..10 {
        for (channel, mirror) in channels.iter().zip(&mut mirrors) {
            play_one(&manager, *channel, mirror, &mut rng).await;
        }
    }
    let acknowledged = 40;
    // Play goes on while the copy is taken.
    let stop = Arc::new(AtomicBool::new(false));
    let writer = {
        let (manager, stop, channels) = (Arc::clone(&manager), Arc::clone(&stop), channels.clone());
        tokio::spawn(async move {
            let mut played = 0;
            while !stop.load(Ordering::SeqCst) && played < 400 {
                for (channel, mirror) in channels.iter().zip(&mut mirrors) {
                    play_one(&manager, *channel, mirror, &mut rng).await;
                    played += 1;
                }
            }
            played
        })
    };
    let copy = db.dir.path().join("copy.db");
    manager.store().backup_into(&copy).await.unwrap();
    stop.store(true, Ordering::SeqCst);
    let later = writer.await.unwrap();
    let stored = number(&copy, "SELECT COUNT(*) FROM moves").await;
    assert!(
        stored >= acknowledged,
        "{stored} moves in the copy, {acknowledged} acknowledged before it"
    );
    assert!(stored <= acknowledged + later as i64);
    let torn = number(
        &copy,
        "SELECT COUNT(*) FROM games \
         WHERE plies != (SELECT COUNT(*) FROM moves WHERE moves.game_id = games.id)",
    )
    .await;
    assert_eq!(torn, 0, "every game in the copy holds exactly its moves");
    let pool = sqlx::SqlitePool::connect(&format!("sqlite://{}", copy.display()))
        .await
        .unwrap();
    let check: String = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_one(&pool)
        .await
        .unwrap();
    pool.close().await;
    assert_eq!(check, "ok");
    // The bot opens the copy and finds the games.
    let store = Store::open_file(&copy).await.unwrap();
    for &channel in &channels {
        assert!(store.active_game_in(channel).await.unwrap().is_some());
    }
    store.close().await;
}

/// `punctbot backup` with `args`: whether it succeeded, and what it wrote
/// to standard error.
fn backup(args: &[&str]) -> (bool, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_punctbot"))
        .arg("backup")
        .args(args)
        .env_remove("DATABASE_URL")
        .output()
        .unwrap();
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[tokio::test]
async fn the_backup_command_copies_and_refuses_clearly() {
    let db = Db::sqlite();
    let manager = db.manager().await;
    start(&manager, punctbot::games::boop::STANDARD, CHANNEL).await;
    let url = format!("sqlite://{}", db.path.display());
    let copy = db.dir.path().join("copy.db");
    let copy_name = copy.to_str().unwrap();
    let (copied, errors) = backup(&[copy_name, "--database-url", &url]);
    assert!(copied, "{errors}");
    assert_eq!(number(&copy, "SELECT COUNT(*) FROM games").await, 1);

    let (copied, errors) = backup(&[copy_name, "--database-url", &url]);
    assert!(!copied);
    assert!(errors.contains("already exists"), "{errors}");

    let missing = db.dir.path().join("missing.db");
    let other = db.dir.path().join("other.db");
    let (copied, errors) = backup(&[
        other.to_str().unwrap(),
        "--database-url",
        &format!("sqlite://{}", missing.display()),
    ]);
    assert!(!copied);
    assert!(errors.contains("cannot copy"), "{errors}");
    assert!(!missing.exists(), "a backup creates no database");

    let (copied, errors) = backup(&[
        other.to_str().unwrap(),
        "--database-url",
        "postgres://bot:s3cret@127.0.0.1:1/punct",
    ]);
    assert!(!copied);
    assert!(errors.contains("pg_dump"), "{errors}");
    assert!(!errors.contains("s3cret"), "never the password: {errors}");
}

/// Log lines written into memory.
#[derive(Clone, Default)]
struct Lines(Arc<std::sync::Mutex<Vec<u8>>>);

impl std::io::Write for Lines {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Every log line of this test program from the first call on, as JSON:
/// one subscriber for the whole process. (A subscriber set for one thread
/// misses lines when other tests register the same call sites at the same
/// time: tracing caches per call site whether anyone listens.)
fn captured() -> &'static Lines {
    static LINES: std::sync::OnceLock<Lines> = std::sync::OnceLock::new();
    LINES.get_or_init(|| {
        let lines = Lines::default();
        let writer = lines.clone();
        let subscriber = tracing_subscriber::fmt()
            .json()
            .with_max_level(tracing::Level::DEBUG)
            .with_writer(move || writer.clone())
            .finish();
        tracing::subscriber::set_global_default(subscriber)
            .expect("no other subscriber in this test program");
        lines
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_log_line_about_a_request_names_its_game() {
    let lines = captured();
    // A channel of its own: other tests log into the same lines.
    let channel = CHANNEL + 7_777;
    let db = Db::sqlite();
    let manager = db.manager().await;
    start(&manager, punctbot::games::punct::STANDARD, channel).await;
    let mut mirror = punctbot::games::punct::STANDARD.start();
    play_one(&manager, channel, &mut mirror, &mut Rng::new(3)).await;
    let game = manager
        .store()
        .active_game_in(channel)
        .await
        .unwrap()
        .unwrap()
        .id;
    let text = String::from_utf8(lines.0.lock().unwrap().clone()).unwrap();
    let served: Vec<serde_json::Value> = text
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .filter(|line: &serde_json::Value| {
            line["fields"]["message"] == "served" && line["span"]["channel"] == channel
        })
        .collect();
    let of = |action: &str| {
        served
            .iter()
            .find(|line| line["span"]["action"] == action)
            .unwrap_or_else(|| panic!("a line about {action} in {served:?}"))
    };
    let moved = of("move");
    assert_eq!(moved["span"]["name"], "request");
    assert_eq!(moved["span"]["game"], game.to_string(), "{moved}");
    assert_eq!(moved["fields"]["outcome"], "Ok");
    // Before the game exists, its line has no game.
    assert!(of("challenge")["span"].get("game").is_none());
}
