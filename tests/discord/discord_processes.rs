//! Several bot processes on one PostgreSQL database, each running its share
//! of the gateway shards of a fake Discord that sends each server's events
//! down the shard `(guild_id >> 22) % shards`, as Discord does: games on
//! servers of every shard played at once, both schedulers seeing the same
//! reminders fall due, and a process killed with SIGKILL mid-game.
//!
//! PostgreSQL only (the backend several processes share): under
//! `scripts/with-postgres` these run; on SQLite alone each says so and
//! checks nothing. Their names hold "postgres" so that `scripts/test` can
//! pick them out for its PostgreSQL pass.

use std::{
    sync::Arc,
    time::{Duration, Instant},
};

use crate::discord_support::{
    bob_with_alice_first, bot_process, server_on_shard, start_game, Bot, Db, FakeDiscord, Who,
    ALICE, BOB, CHANNEL, GUILD,
};
use punctbot::{
    games::{AnyGame, Rules},
    manager::ManualClock,
    store::{Store, PROCESS_LEASE_MS},
};
use serde_json::{json, Value};

const HOUR: i64 = 3_600_000;
/// A fixed moment: 2026-06-01 00:00 UTC.
const START: i64 = 1_780_272_000_000;

/// Challenge options: bob, alice first, a day per move.
fn a_day_per_move() -> Value {
    let mut options = bob_with_alice_first();
    options
        .as_array_mut()
        .unwrap()
        .push(json!({"name": "days", "type": 3, "value": "1"}));
    options
}

/// The POSTs into `channel` recorded from `from` on.
fn posts_in(fake: &FakeDiscord, from: usize, channel: u64) -> usize {
    let path = format!("/channels/{channel}/messages");
    fake.requests()[from..]
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with(&path))
        .count()
}

/// Two bots on one database, one shard each, on a clock the test moves:
/// the half-day reminders of eight games (four on a server of each shard)
/// fall due at the same instant, both schedulers see all eight, and each is
/// posted exactly once: the claim in the database decides which process
/// posts it, whatever shard its server is on. Then one bot dies, and the
/// other posts the next reminders of all eight.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn postgres_two_schedulers_post_each_reminder_once() {
    let Some(db) = Db::postgres("postgres_two_schedulers_post_each_reminder_once").await else {
        return;
    };
    let fake = FakeDiscord::start_sharded(2).await;
    let clock = ManualClock::at(START);
    let other = server_on_shard(&fake, 1 - fake.shard_of(GUILD));
    let channels: Vec<u64> = (0..8).map(|i| CHANNEL + i).collect();
    for &channel in channels.iter().skip(1).step_by(2) {
        fake.in_guild(channel, other);
    }
    let first = Bot::start_shards(
        &fake,
        &db.url,
        "0/2".parse().unwrap(),
        Arc::new(clock.clone()),
    )
    .await;
    let second = Bot::start_shards(
        &fake,
        &db.url,
        "1/2".parse().unwrap(),
        Arc::new(clock.clone()),
    )
    .await;
    for &channel in &channels {
        start_game(&fake, channel, "boop", a_day_per_move()).await;
    }
    reminders_once_each(&fake, &clock, 12 * HOUR, &channels).await;
    // The first bot dies; the second posts the next reminders of every
    // game, those of the first one's servers too (through REST, which
    // serves any server), each once.
    first.kill().await;
    reminders_once_each(&fake, &clock, 11 * HOUR, &channels).await;
    second.stop().await;
}

/// Moves the clock on by `later` and checks that one reminder, no more, is
/// posted in each of `channels`.
async fn reminders_once_each(
    fake: &FakeDiscord,
    clock: &ManualClock,
    later: i64,
    channels: &[u64],
) {
    let mark = fake.mark();
    clock.advance(later);
    for &channel in channels {
        fake.until("every reminder", |fake| posts_in(fake, mark, channel) >= 1)
            .await;
    }
    // The schedulers look at the database every 20 ms: give them many
    // more looks, then count.
    tokio::time::sleep(Duration::from_millis(600)).await;
    for &channel in channels {
        assert_eq!(
            posts_in(fake, mark, channel),
            1,
            "one reminder in {channel}"
        );
    }
}

/// The moves of a game stored in `db`, and the position they reach.
async fn stored(db: &Db, channel: u64) -> (Vec<String>, AnyGame) {
    let store = Store::open(&db.url).await.unwrap();
    let game = store
        .active_game_in(channel)
        .await
        .unwrap()
        .expect("the game");
    let moves: Vec<String> = store
        .moves(game.id)
        .await
        .unwrap()
        .into_iter()
        .map(|m| m.notation)
        .collect();
    store.close().await;
    let mut position = punctbot::games::boop::STANDARD.start();
    for notation in &moves {
        position
            .play_text(notation)
            .expect("the stored moves replay");
    }
    (moves, position)
}

/// The player to move in `position` (alice has the first seat).
fn mover(position: &AnyGame) -> Who {
    position.turn().fold(ALICE, BOB)
}

/// Plays the first legal move in `channel` and checks it was applied.
async fn play_next(fake: &FakeDiscord, db: &Db, channel: u64) {
    let (_, position) = stored(db, channel).await;
    let next = position.legal_move_texts()[0].clone();
    let answer = fake
        .answer(&fake.play(mover(&position), channel, &next))
        .await;
    assert!(!answer.ephemeral, "{next} in {channel}: {}", answer.content);
}

/// Two processes of the bot binary, two shards each of four, on one
/// PostgreSQL database: each serves the games of its own servers, played at
/// the same time; one process is killed with SIGKILL right after a move is
/// sent to it, the other goes on serving its servers meanwhile, and a
/// process started in its place takes over its shards: the game goes on
/// with every move stored once (the one in flight either wholly or not at
/// all), and the stored moves replay.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn postgres_two_processes_share_the_shards_and_survive_a_kill() {
    let Some(db) = Db::postgres("postgres_two_processes_share_the_shards_and_survive_a_kill").await
    else {
        return;
    };
    let fake = FakeDiscord::start_sharded(4).await;
    let (low, high) = (CHANNEL, CHANNEL + 1);
    fake.in_guild(low, server_on_shard(&fake, 0));
    fake.in_guild(high, server_on_shard(&fake, 3));
    let _first = bot_process(&fake, &db, "0-1/4", "info", "first.log");
    let mut second = bot_process(&fake, &db, "2-3/4", "info", "second.log");
    fake.until("all four shards to connect", |fake| {
        fake.connected_shards() == [0, 1, 2, 3]
    })
    .await;

    let (a, b) = tokio::join!(
        start_game(&fake, low, "boop", bob_with_alice_first()),
        start_game(&fake, high, "boop", bob_with_alice_first()),
    );
    assert!(!a.ephemeral && !b.ephemeral);
    for _ in 0..6 {
        tokio::join!(play_next(&fake, &db, low), play_next(&fake, &db, high));
    }

    // A move to the second process, which dies before it can answer (or
    // just after).
    let (before, position) = stored(&db, high).await;
    let in_flight = position.legal_move_texts()[0].clone();
    fake.play(mover(&position), high, &in_flight);
    second.start_kill().expect("SIGKILL");
    second.wait().await.unwrap();
    fake.until("the second process's shards to drop", |fake| {
        fake.connected_shards() == [0, 1]
    })
    .await;
    // Meanwhile the first process serves its own servers.
    play_next(&fake, &db, low).await;

    let (after_kill, _) = stored(&db, high).await;
    assert!(
        after_kill == before
            || after_kill[..before.len()] == before[..] && after_kill.len() == before.len() + 1,
        "the move in flight is stored once or not at all: {before:?} then {after_kill:?}"
    );
    if after_kill.len() > before.len() {
        assert_eq!(after_kill.last(), Some(&in_flight));
    }

    // A process started in its place takes over the shards; the game
    // goes on.
    let _replacement = bot_process(&fake, &db, "2-3/4", "info", "replacement.log");
    fake.until("the replacement's shards to connect", |fake| {
        fake.connected_shards() == [0, 1, 2, 3]
    })
    .await;
    for _ in 0..2 {
        tokio::join!(play_next(&fake, &db, low), play_next(&fake, &db, high));
    }
    let (low_moves, _) = stored(&db, low).await;
    let (high_moves, _) = stored(&db, high).await;
    assert_eq!(low_moves.len(), 6 + 1 + 2);
    assert_eq!(high_moves.len(), after_kill.len() + 2);
}

/// Issue 35, two processes of the bot binary on one PostgreSQL database,
/// one shard each; the games are on a server of the second one's shard.
/// What a live process owes is its own: while its answer is slow (Discord
/// taking seconds over the callback), the other process, whose worker
/// looks every few seconds, does not post the board its fast path holds.
/// What a killed process owed is paid by the survivor once the dead one's
/// lease runs out: within the lease and 5 s of the kill, well before the
/// fast path's 30 s hold would have let it.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn postgres_a_live_process_keeps_its_debts_and_a_dead_ones_are_paid_by_the_survivor() {
    let Some(db) = Db::postgres(
        "postgres_a_live_process_keeps_its_debts_and_a_dead_ones_are_paid_by_the_survivor",
    )
    .await
    else {
        return;
    };
    let fake = FakeDiscord::start_sharded(2).await;
    fake.lose_events_while_down();
    fake.in_guild(CHANNEL, server_on_shard(&fake, 1));
    let _survivor = bot_process(&fake, &db, "0/2", "info", "survivor.log");
    let mut doomed = bot_process(&fake, &db, "1/2", "info", "doomed.log");
    fake.until("both shards to connect", |fake| {
        fake.connected_shards() == [0, 1]
    })
    .await;
    let first = start_game(&fake, CHANNEL, "boop", bob_with_alice_first()).await;

    // A slow answer: the board is owed, held by the live process, for 7 s.
    let mark = fake.mark();
    fake.slow_next("POST", "/callback", Duration::from_secs(7));
    let alices = fake.answer(&fake.play(ALICE, CHANNEL, "Kc3")).await;
    assert!(!alices.ephemeral, "{}", alices.content);
    let alices_board = alices.message.expect("alice's board");
    assert_eq!(
        posts_in(&fake, mark, CHANNEL),
        0,
        "the board of a live process's move is its own to post"
    );
    fake.until("the first board loses its buttons", |fake| {
        fake.components_of(first.message.unwrap()) == json!([])
    })
    .await;

    // Bob's move: its answer fails, and so does every post in the channel,
    // so the doomed process tries again and again — and is killed.
    let channel_posts = format!("channels/{CHANNEL}/messages");
    fake.fail_next("POST", "/callback", 500);
    fake.break_always("POST", &channel_posts, 500);
    let mark = fake.mark();
    fake.play(BOB, CHANNEL, "Kd4");
    fake.wait_for(mark, "the doomed process's post in the channel", |r| {
        r.method == "POST" && r.path.contains(&channel_posts)
    })
    .await;
    doomed.start_kill().expect("SIGKILL");
    doomed.wait().await.unwrap();
    let killed = Instant::now();
    fake.mend();
    let mark = fake.mark();
    let (content, files) = fake
        .wait_for_post(mark, CHANNEL, "the survivor's post of the dead one's board")
        .await;
    let took = killed.elapsed();
    eprintln!("killed to paid by the survivor: {took:.0?}");
    assert!(
        took <= Duration::from_millis(PROCESS_LEASE_MS as u64) + Duration::from_secs(5),
        "paid {took:?} after the kill"
    );
    assert!(content.contains(&format!("<@{}>", ALICE.id)), "{content}");
    assert!(files[0].0.starts_with("board-g"), "{:?}", files[0].0);
    fake.until("alice's board loses its buttons", |fake| {
        fake.components_of(alices_board) == json!([])
    })
    .await;
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert_eq!(posts_in(&fake, mark, CHANNEL), 1, "posted once");
}
