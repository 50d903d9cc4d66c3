//! A restart pays at once what a killed process owed (issue 35). The bot
//! binary is killed (SIGKILL) 2–15 ms after a `/move` is dispatched to it —
//! the window where the move is often stored but its board not yet posted —
//! and started again, trial after trial, in a PÜNCT game and a boop game on
//! one SQLite file. After each restart, within 5 s of the new gateway
//! session's READY: a stored move's board is on the channel exactly once
//! and is the only message with live buttons (the board it replaced lost
//! them). The time from the restart to the owed board's post is printed
//! (p50, max); `OWED_TRIALS` sets the number of trials (default 40):
//!
//! ```text
//! cargo test --test discord -- --nocapture a_restart_announces
//! ```

use std::time::{Duration, Instant};

use punctbot::games::Rules;
use rand::{rngs::StdRng, RngExt, SeedableRng};

use crate::{
    discord_kills::{board_pictures, live_messages, stored_game},
    discord_support::*,
};

/// What the issue asks: everything a dead process owed is posted within
/// this long of the next one's READY.
const ANNOUNCED_WITHIN: Duration = Duration::from_secs(5);

/// What the database says of the game `id`.
struct Stored {
    active: bool,
    version: i64,
    board: Option<u64>,
    plies: u32,
}

async fn stored(pool: &sqlx::AnyPool, id: i64) -> Stored {
    let (status, version, board, plies): (String, i64, Option<i64>, i64) =
        sqlx::query_as("SELECT status, version, board_message_id, plies FROM games WHERE id = $1")
            .bind(id)
            .fetch_one(pool)
            .await
            .unwrap();
    Stored {
        active: status == "active",
        version,
        board: board.map(|board| board as u64),
        plies: plies as u32,
    }
}

/// The picture that shows game `id` as stored: its board at its version,
/// or its end.
fn picture_of(id: i64, game: &Stored) -> String {
    if game.active {
        format!("board-g{id}-v{}.png", game.version)
    } else {
        format!("board-g{id}-end.png")
    }
}

/// When a request carrying the picture `name` (an interaction's answer, or
/// a message of the bot's own) reached the fake, if one did.
fn posted_at(fake: &FakeDiscord, name: &str) -> Option<Instant> {
    fake.find_request(0, |r| {
        r.method != "GET" && r.files.iter().any(|(file, _)| file == name)
    })
    .map(|r| r.at)
}

/// The message in `channel` that shows the picture `name`.
fn message_showing(fake: &FakeDiscord, channel: u64, name: &str) -> Option<u64> {
    fake.messages_in(channel)
        .into_iter()
        .find(|(_, message)| {
            message["attachments"]
                .as_array()
                .into_iter()
                .flatten()
                .any(|file| file["filename"] == name)
        })
        .map(|(id, _)| id)
}

/// Whether the game `id` in `channel` is shown as the database has it:
/// its picture posted once, and its board the only message with live
/// buttons (none once the game is over).
async fn shown_as_stored(fake: &FakeDiscord, pool: &sqlx::AnyPool, channel: u64, id: i64) -> bool {
    let game = stored(pool, id).await;
    let picture = picture_of(id, &game);
    let once = board_pictures(fake, channel).get(&picture) == Some(&1);
    let live: Vec<u64> = live_messages(fake, channel)
        .into_iter()
        .map(|(message, _)| message)
        .collect();
    let board = message_showing(fake, channel, &picture);
    let expected: Vec<u64> = if game.active {
        board.into_iter().collect()
    } else {
        Vec::new()
    };
    once && live == expected && (!game.active || game.board == board)
}

/// The active game in `channel` (a new one of `game` if the last one
/// ended): its id and position.
async fn game_on(
    fake: &FakeDiscord,
    pool: &sqlx::AnyPool,
    channel: u64,
    game: &str,
) -> (i64, punctbot::games::AnyGame) {
    if stored_game(pool, channel).await.is_none() {
        start_game(fake, channel, game, bob_with_alice_first()).await;
    }
    stored_game(pool, channel).await.expect("a game")
}

fn random_move(position: &punctbot::games::AnyGame, rng: &mut StdRng) -> String {
    let legal = position.legal_move_texts();
    legal[rng.random_range(0..legal.len())].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_announces_every_stored_move_within_5_s_of_ready() {
    let trials: usize = setting("OWED_TRIALS", 40);
    let fake = FakeDiscord::start().await;
    fake.lose_events_while_down();
    let db = Db::sqlite();
    let mut bot = bot_process_with(&fake, &db, &[], "info", "bot-0.log");
    fake.until("the bot to connect", |fake| fake.identifies() == 1)
        .await;
    let games = [(CHANNEL, "punct"), (CHANNEL + 1, "boop")];
    for (channel, game) in games {
        start_game(&fake, channel, game, bob_with_alice_first()).await;
    }
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&db.url).await.unwrap();
    let mut rng = StdRng::seed_from_u64(35);
    let mut restart_to_post = Vec::new();
    let (mut not_stored, mut answered) = (0, 0);
    let started = Instant::now();
    for trial in 1..=trials {
        let (channel, game) = games[trial % 2];
        // A move answered first: the process is warm, as one that has run
        // for a while (its first move replays the game and loads what
        // drawing needs, which takes longer than the window).
        let (_, position) = game_on(&fake, &pool, channel, game).await;
        let warm_up = random_move(&position, &mut rng);
        let answer = fake
            .answer(&fake.play(position.turn().fold(ALICE, BOB), channel, &warm_up))
            .await;
        assert!(!answer.ephemeral, "{warm_up}: {}", answer.content);
        let (id, position) = game_on(&fake, &pool, channel, game).await;
        let pick = random_move(&position, &mut rng);
        fake.play(position.turn().fold(ALICE, BOB), channel, &pick);
        tokio::time::sleep(Duration::from_millis(rng.random_range(2..=15))).await;
        bot.start_kill().expect("SIGKILL");
        bot.wait().await.unwrap();

        let left = stored(&pool, id).await;
        let picture = picture_of(id, &left);
        let posted_before = posted_at(&fake, &picture);
        let identified = fake.identifies();
        let restarted = Instant::now();
        bot = bot_process_with(&fake, &db, &[], "info", &format!("bot-{trial}.log"));
        fake.until("the bot to connect again", |fake| {
            fake.identifies() > identified
        })
        .await;
        let ready = Instant::now();
        while !shown_as_stored(&fake, &pool, channel, id).await {
            assert!(
                ready.elapsed() < ANNOUNCED_WITHIN,
                "trial {trial} ({game}, {pick}): not shown as stored {ANNOUNCED_WITHIN:?} after \
                 READY: pictures {:?}, live {:?}, board {:?} (logs in {})",
                board_pictures(&fake, channel),
                live_messages(&fake, channel)
                    .iter()
                    .map(|(id, _)| id)
                    .collect::<Vec<_>>(),
                stored(&pool, id).await.board,
                db.dir.path().display(),
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        if left.plies as usize == position.ply() {
            not_stored += 1;
        } else if posted_before.is_some() {
            answered += 1;
        } else {
            let posted = posted_at(&fake, &picture).expect("posted after the restart");
            restart_to_post.push(posted - restarted);
        }
    }
    let took = started.elapsed();
    // Nothing of the dead processes is left owed.
    let owed = || async {
        sqlx::query_scalar::<_, i64>("SELECT count(*) FROM outbox WHERE done_at IS NULL")
            .fetch_one(&pool)
            .await
            .unwrap()
    };
    let deadline = Instant::now() + ANNOUNCED_WITHIN;
    while owed().await > 0 && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(owed().await, 0, "nothing left owed");
    // A clean stop ends the last lease; the killed processes never ended
    // theirs.
    crate::discord_support::sigterm(bot.id().unwrap());
    bot.wait().await.unwrap();
    let ended: i64 =
        sqlx::query_scalar("SELECT count(*) FROM processes WHERE stopped_at IS NOT NULL")
            .fetch_one(&pool)
            .await
            .unwrap();
    assert_eq!(ended, 1, "the last process stopped cleanly");
    pool.close().await;

    restart_to_post.sort();
    eprintln!(
        "{trials} kills in {:.1} s: {not_stored} moves not stored, {answered} answered before the \
         kill, {} owed boards posted after the restart",
        took.as_secs_f64(),
        restart_to_post.len()
    );
    if let (Some(p50), Some(max)) = (
        restart_to_post.get(restart_to_post.len() / 2),
        restart_to_post.last(),
    ) {
        eprintln!("restart to owed board posted: p50 {p50:.0?}, max {max:.0?}");
    }
    assert!(
        !restart_to_post.is_empty(),
        "some kill left a board owed: the test measured something"
    );
}
