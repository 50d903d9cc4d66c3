//! Kills under load (issue 18): games played through the fake Discord
//! against the bot binary while it is killed (SIGKILL) at random moments
//! and started again, many times. Afterwards: every acknowledged move is
//! stored; no board was posted twice; every game's current position is on
//! the channel and its board is the only message with live buttons; nothing
//! is left owed; the database passes `PRAGMA integrity_check`. Not a timed
//! test (minutes); run:
//!
//! ```text
//! KILLS=100 KILL_GAMES=20 cargo test --test discord -- --ignored --nocapture kills_under_load
//! ```

use std::{
    collections::HashMap,
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc, Mutex,
    },
    time::{Duration, Instant},
};

use punctbot::{
    games::{AnyGame, Rules},
    manager::replay,
};
use rand::{rngs::StdRng, RngExt, SeedableRng};
use serde_json::Value;

use crate::discord_support::*;

/// How long a player waits for an answer before taking the bot for dead.
const ANSWER_WAIT: Duration = Duration::from_secs(4);

/// The active game in `channel` as the database has it: its id and
/// position (the truth, whatever the player last saw).
pub(crate) async fn stored_game(pool: &sqlx::AnyPool, channel: u64) -> Option<(i64, AnyGame)> {
    let (id, kind): (i64, String) =
        sqlx::query_as("SELECT id, kind FROM games WHERE channel_id = $1 AND status = 'active'")
            .bind(channel as i64)
            .fetch_optional(pool)
            .await
            .ok()??;
    let moves: Vec<String> =
        sqlx::query_scalar("SELECT notation FROM moves WHERE game_id = $1 ORDER BY ply")
            .bind(id)
            .fetch_all(pool)
            .await
            .ok()?;
    let game = replay(kind.parse().ok()?, moves.iter().map(String::as_str)).ok()?;
    Some((id, game))
}

/// Waits up to [`ANSWER_WAIT`] for the answer to the interaction of
/// `token` (its callback, or the edit that completes a deferred one); its
/// message data, if it came.
async fn answer_of(fake: &FakeDiscord, mark: usize, token: &str) -> Option<Value> {
    let deadline = Instant::now() + ANSWER_WAIT;
    while Instant::now() < deadline {
        let callback = fake.find_request(mark, |r| {
            r.method == "POST" && r.path.contains(&format!("/{token}/callback"))
        });
        match callback {
            Some(callback) if callback.json["type"] != 5 => {
                return Some(callback.json["data"].clone());
            }
            Some(_) => {
                let edit = fake.find_request(mark, |r| {
                    r.method == "PATCH" && r.path.contains(&format!("/{token}/messages/@original"))
                });
                if let Some(edit) = edit {
                    return Some(edit.json);
                }
            }
            None => {}
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    None
}

/// A move acknowledged by the bot: its channel, ply and notation.
type Acknowledged = (u64, i64, String);

/// One player pair in `channel`, moving until `stop`: each move is picked on
/// the stored position; a move answered with a board is acknowledged.
async fn play_on(
    fake: Arc<FakeDiscord>,
    pool: sqlx::AnyPool,
    channel: u64,
    stop: Arc<AtomicBool>,
    acknowledged: Arc<Mutex<Vec<Acknowledged>>>,
) {
    let mut rng = StdRng::seed_from_u64(channel);
    while !stop.load(Ordering::Relaxed) {
        tokio::time::sleep(Duration::from_millis(rng.random_range(0..400))).await;
        let Some((_, game)) = stored_game(&pool, channel).await else {
            return;
        };
        let legal = game.legal_move_texts();
        let pick = legal[rng.random_range(0..legal.len())].clone();
        let who = game.turn().fold(ALICE, BOB);
        let mark = fake.mark();
        let token = fake.play(who, channel, &pick);
        if let Some(data) = answer_of(&fake, mark, &token).await {
            let refused = data["flags"].as_u64().unwrap_or(0) & 64 != 0;
            if !refused {
                let ply = game.ply() as i64 + 1;
                acknowledged.lock().unwrap().push((channel, ply, pick));
            }
        }
    }
}

/// The names of the board pictures posted in `channel`, with how often.
pub(crate) fn board_pictures(fake: &FakeDiscord, channel: u64) -> HashMap<String, usize> {
    let mut names = HashMap::new();
    for (_, message) in fake.messages_in(channel) {
        for file in message["attachments"].as_array().into_iter().flatten() {
            let name = file["filename"].as_str().unwrap_or_default();
            if name.starts_with("board-g") {
                *names.entry(name.to_owned()).or_insert(0) += 1;
            }
        }
    }
    names
}

/// The messages in `channel` that still have buttons.
pub(crate) fn live_messages(fake: &FakeDiscord, channel: u64) -> Vec<(u64, Value)> {
    fake.messages_in(channel)
        .into_iter()
        .filter(|(_, message)| {
            message["components"]
                .as_array()
                .is_some_and(|rows| !rows.is_empty())
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "minutes of kills: run by hand (see the module's comment)"]
async fn kills_under_load() {
    let kills: u32 = setting("KILLS", 100);
    let games: u64 = setting("KILL_GAMES", 20);
    let fake = Arc::new(FakeDiscord::start().await);
    fake.forget_files();
    fake.lose_events_while_down();
    let db = Db::sqlite();
    let start_bot = |n: u32| bot_process_with(&fake, &db, &[], "info", &format!("bot{n}.log"));
    let mut bot = start_bot(0);
    fake.until("the bot to connect", |fake| fake.identifies() == 1)
        .await;
    let channels: Vec<u64> = (0..games).map(|i| CHANNEL + 1_000 + i).collect();
    for &channel in &channels {
        start_game(&fake, channel, "punct", bob_with_alice_first()).await;
    }
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&db.url).await.unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let acknowledged = Arc::new(Mutex::new(Vec::new()));
    let players: Vec<_> = channels
        .iter()
        .map(|&channel| {
            tokio::spawn(play_on(
                Arc::clone(&fake),
                pool.clone(),
                channel,
                Arc::clone(&stop),
                Arc::clone(&acknowledged),
            ))
        })
        .collect();

    let started = Instant::now();
    let mut rng = StdRng::seed_from_u64(kills.into());
    for kill in 1..=kills {
        tokio::time::sleep(Duration::from_millis(rng.random_range(200..2_500))).await;
        bot.start_kill().unwrap();
        bot.wait().await.unwrap();
        let identified = fake.identifies();
        bot = start_bot(kill);
        fake.until("the bot to connect again", |fake| {
            fake.identifies() > identified
        })
        .await;
        if kill % 10 == 0 {
            println!(
                "{kill} kills in {:.0} s, {} moves acknowledged",
                started.elapsed().as_secs_f64(),
                acknowledged.lock().unwrap().len()
            );
        }
    }
    stop.store(true, Ordering::Relaxed);
    for player in players {
        player.await.unwrap();
    }
    // What the last kills left owed is held for the fast path, then paid.
    let owed = || async {
        sqlx::query_scalar::<_, i64>("SELECT count(*) FROM outbox WHERE done_at IS NULL")
            .fetch_one(&pool)
            .await
            .unwrap()
    };
    let deadline = Instant::now()
        + Duration::from_millis(punctbot::store::FAST_PATH_MS as u64)
        + Duration::from_secs(30);
    while owed().await > 0 && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    let left = owed().await;
    crate::discord_support::sigterm(bot.id().unwrap());
    bot.wait().await.unwrap();

    let acknowledged = acknowledged.lock().unwrap().clone();
    println!(
        "{kills} kills in {:.0} s; {} moves acknowledged; {left} posts still owed",
        started.elapsed().as_secs_f64(),
        acknowledged.len()
    );
    assert_eq!(left, 0, "everything owed was paid");
    // Every acknowledged move is stored.
    for (channel, ply, notation) in &acknowledged {
        let stored: Option<String> = sqlx::query_scalar(
            "SELECT m.notation FROM moves m JOIN games g ON g.id = m.game_id \
             WHERE g.channel_id = $1 AND m.ply = $2",
        )
        .bind(*channel as i64)
        .bind(*ply)
        .fetch_optional(&pool)
        .await
        .unwrap();
        assert_eq!(stored.as_ref(), Some(notation), "{channel} ply {ply}");
    }
    let mut stored_moves = 0;
    let mut ended = 0;
    for &channel in &channels {
        let (game, status, version, board, plies): (i64, String, i64, Option<i64>, i64) =
            sqlx::query_as(
                "SELECT id, status, version, board_message_id, plies FROM games \
                 WHERE channel_id = $1 ORDER BY id DESC LIMIT 1",
            )
            .bind(channel as i64)
            .fetch_one(&pool)
            .await
            .unwrap();
        stored_moves += plies;
        // No board was posted twice.
        let pictures = board_pictures(&fake, channel);
        let twice: Vec<_> = pictures.iter().filter(|(_, &n)| n > 1).collect();
        assert!(twice.is_empty(), "posted twice in {channel}: {twice:?}");
        // The game as it stands is on the channel; an active game's board
        // is the only message with live buttons, an ended game has none.
        let live: Vec<(u64, Value)> = live_messages(&fake, channel);
        let ids: Vec<u64> = live.iter().map(|(id, _)| *id).collect();
        if status == "active" {
            assert!(
                pictures.contains_key(&format!("board-g{game}-v{version}.png")),
                "the current board of {channel} is posted"
            );
            assert_eq!(
                ids,
                vec![board.unwrap() as u64],
                "live buttons in {channel}"
            );
            let stamp = format!(":{plies}:");
            assert!(
                live[0].1["components"].to_string().contains(&stamp),
                "the live board shows the current ply"
            );
        } else {
            ended += 1;
            assert!(
                pictures.contains_key(&format!("board-g{game}-end.png")),
                "the end of the game in {channel} is posted"
            );
            assert!(
                ids.is_empty(),
                "live buttons after the end in {channel}: {ids:?}"
            );
        }
    }
    let integrity: String = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(integrity, "ok");
    println!(
        "{stored_moves} moves stored in {games} games ({ended} ended); every board posted \
         once, the current one live and alone; integrity ok"
    );
    pool.close().await;
}
