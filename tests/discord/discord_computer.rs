//! Games against the computer through the fake Discord: a challenge to the
//! bot itself, played to the end (the computer's moves posted as messages
//! of its own, each with its board picture), a game left waiting for the
//! computer by a stopped bot answered at the next start, and (ignored, run
//! by hand) the latency of other games' moves while four computer games
//! think.

use std::{
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use punctbot::{
    bot::Level,
    games::{AnyGame, ByColor, Rules, Seat},
    manager::replay,
    store::{ComputerSeat, GameId, NewGame, Store},
};
use rand::{rngs::StdRng, RngExt, SeedableRng};
use serde_json::{json, Value};

use crate::discord_support::*;

/// `opponent:@punctbot level:L first:challenger`.
fn against_the_computer(level: u8) -> Value {
    json!([
        {"name": "opponent", "type": 6, "value": APP.to_string()},
        {"name": "level", "type": 3, "value": level.to_string()},
        {"name": "first", "type": 3, "value": "challenger"},
    ])
}

/// The active game in `channel` and its position, from the database.
async fn stored(store: &Store, channel: u64) -> Option<(GameId, AnyGame)> {
    let row = store.active_game_in(channel).await.unwrap()?;
    let moves = store.moves(row.id).await.unwrap();
    let game = replay(row.kind, moves.iter().map(|m| m.notation.as_str())).unwrap();
    Some((row.id, game))
}

#[tokio::test]
async fn a_game_against_the_computer_is_played_to_the_end() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    let store = Store::open(&db.url).await.unwrap();
    let board = fake
        .answer(&fake.challenge(ALICE, CHANNEL, "boop", against_the_computer(1)))
        .await;
    assert!(!board.ephemeral, "{}", board.content);
    assert!(
        board
            .content
            .contains("punctbot plays you at once, at beginner level"),
        "{}",
        board.content
    );
    assert_eq!(pinged(&board), vec![ALICE.id.to_string()]);
    let (game, _) = stored(&store, CHANNEL).await.expect("a game at once");
    let mut computer_moves = 0;
    for _ in 0..200 {
        let Some((_, position)) = stored(&store, CHANNEL).await else {
            break;
        };
        assert_eq!(position.turn(), Seat::First, "alice's turn");
        let first = position.legal_move_texts()[0].clone();
        let mark = fake.mark();
        let answer = fake.answer(&fake.play(ALICE, CHANNEL, &first)).await;
        assert!(!answer.ephemeral, "{first}: {}", answer.content);
        assert!(pinged(&answer).is_empty(), "the computer is never pinged");
        if stored(&store, CHANNEL).await.is_none() {
            break;
        }
        let (content, files) = fake
            .wait_for_post(mark, CHANNEL, "the computer's move")
            .await;
        computer_moves += 1;
        assert!(content.contains("punctbot"), "{content}");
        assert_eq!(files.len(), 1, "the board picture");
        let (width, height) = png_size(&files[0].1);
        assert!(width > 100 && height > 100);
    }
    let row = store.game(game).await.unwrap().unwrap();
    assert!(row.outcome.is_some(), "the game ended with a result");
    assert!(computer_moves > 0);
    let moves = store.moves(game).await.unwrap();
    assert!(moves
        .iter()
        .filter(|m| m.seat == Seat::Second)
        .all(|m| m.user == APP));
    assert!(!row.rated);
    store.close().await;
    bot.stop().await;
}

#[tokio::test]
async fn a_game_waiting_for_the_computer_gets_its_move_at_the_next_start() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let store = Store::open(&db.url).await.unwrap();
    // Stored as a bot that stopped before answering would leave it: the
    // computer is first to move.
    let game = NewGame {
        guild_id: Some(GUILD),
        channel_id: CHANNEL,
        kind: punctbot::games::boop::STANDARD,
        rated: false,
        players: ByColor {
            first: (APP, "punctbot".to_owned()),
            second: (ALICE.id, ALICE.name.to_owned()),
        },
        days_per_move: None,
        parent_channel_id: None,
        clock: None,
        computer: Some(ComputerSeat {
            seat: Seat::First,
            level: Level::Beginner,
        }),
    };
    // Stored now: a game idle for long would get a nudge posted first.
    let now = punctbot::manager::Clock::now(&punctbot::manager::SystemClock);
    let id = store.insert_game(&game, now).await.unwrap();
    let mark = fake.mark();
    let bot = Bot::start(&fake, &db.url, 1500).await;
    let (content, files) = fake
        .wait_for_post(mark, CHANNEL, "the computer's move after the start")
        .await;
    assert!(content.contains("alice"), "{content}");
    assert_eq!(files.len(), 1);
    assert_eq!(store.moves(id).await.unwrap().len(), 1);
    store.close().await;
    bot.stop().await;
}

/// The time from `/move` to Discord's receipt of its final answer.
async fn timed_move(fake: &FakeDiscord, who: Who, channel: u64, notation: &str) -> Duration {
    let sent = Instant::now();
    let answer = fake.answer(&fake.play(who, channel, notation)).await;
    assert!(!answer.ephemeral, "{notation}: {}", answer.content);
    sent.elapsed()
}

/// Human games in `channels`, each a move every `pace` on average, until
/// `until`: the time each move took.
async fn human_moves(
    fake: Arc<FakeDiscord>,
    channels: Vec<u64>,
    pace: u64,
    until: Instant,
) -> Vec<Duration> {
    let times = Arc::new(Mutex::new(Vec::new()));
    let players: Vec<_> = channels
        .into_iter()
        .map(|channel| {
            let (fake, times) = (Arc::clone(&fake), Arc::clone(&times));
            tokio::spawn(async move {
                let mut rng = StdRng::seed_from_u64(channel);
                let mut mirror = punctbot::games::punct::STANDARD.start();
                while Instant::now() < until {
                    let think = Duration::from_millis(rng.random_range(0..=2 * pace));
                    tokio::time::sleep(think).await;
                    if mirror.outcome().is_some() {
                        start_game(&fake, channel, "punct", bob_with_alice_first()).await;
                        mirror = punctbot::games::punct::STANDARD.start();
                    }
                    let legal = mirror.legal_move_texts();
                    let pick = legal[rng.random_range(0..legal.len())].clone();
                    let who = mirror.turn().fold(ALICE, BOB);
                    let took = timed_move(&fake, who, channel, &pick).await;
                    times.lock().unwrap().push(took);
                    mirror.play_text(&pick).unwrap();
                }
            })
        })
        .collect();
    for player in players {
        player.await.unwrap();
    }
    let times = times.lock().unwrap().clone();
    times
}

/// A game against the computer at its strongest in `channel`, alice
/// answering each of its moves at once, until `until`: the computer thinks
/// all the time.
async fn keep_the_computer_thinking(
    fake: Arc<FakeDiscord>,
    url: String,
    channel: u64,
    until: Instant,
) {
    let store = Store::open(&url).await.unwrap();
    let mut rng = StdRng::seed_from_u64(channel);
    while Instant::now() < until {
        let Some((_, position)) = stored(&store, channel).await else {
            fake.answer(&fake.challenge(ALICE, channel, "punct", against_the_computer(3)))
                .await;
            continue;
        };
        let legal = position.legal_move_texts();
        let pick = legal[rng.random_range(0..legal.len())].clone();
        let mark = fake.mark();
        fake.answer(&fake.play(ALICE, channel, &pick)).await;
        if stored(&store, channel).await.is_some() {
            fake.wait_for_post(mark, channel, "the computer's move")
                .await;
        }
    }
    store.close().await;
}

/// Not a timed test: prints the latency of human moves in other channels
/// without and then with four computer games thinking (each search up to
/// 1 s at the strongest level, all four at once). Run:
///
/// ```text
/// LOAD_GAMES=20 LOAD_SECONDS=60 LOAD_PACE_MS=1000 \
///   cargo test --release --test discord -- --ignored --nocapture computer_load
/// ```
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a minute or more of load: run by hand (see its comment)"]
async fn computer_load() {
    let games: u64 = setting("LOAD_GAMES", 20);
    let seconds: u64 = setting("LOAD_SECONDS", 60);
    let pace: u64 = setting("LOAD_PACE_MS", 1_000);
    let thinking: u64 = setting("LOAD_COMPUTER_GAMES", 4);
    let fake = Arc::new(FakeDiscord::start().await);
    fake.forget_files();
    let db = Db::sqlite();
    // The bot binary in a process of its own, its searches at their real
    // time (no BOT_NODES), as many at once as there are computer games.
    let searches = thinking.to_string();
    let mut child = bot_process_with(
        &fake,
        &db,
        &[("BOT_SEARCHES", &searches)],
        "warn",
        "bot.log",
    );
    fake.wait_for(0, "command registration", |r| r.method == "PUT")
        .await;
    let channels: Vec<u64> = (0..games).map(|i| CHANNEL + 1_000 + i).collect();
    for &channel in &channels {
        start_game(&fake, channel, "punct", bob_with_alice_first()).await;
    }
    let phase = Duration::from_secs(seconds);
    let alone = human_moves(
        Arc::clone(&fake),
        channels.clone(),
        pace,
        Instant::now() + phase,
    )
    .await;
    print_percentiles(
        &format!("moves of {games} human games alone"),
        alone.into_iter(),
    );
    // Fresh games for the second phase: the first phase's mirrors are gone.
    let channels: Vec<u64> = (0..games).map(|i| CHANNEL + 2_000 + i).collect();
    for &channel in &channels {
        start_game(&fake, channel, "punct", bob_with_alice_first()).await;
    }
    let until = Instant::now() + phase;
    let computers: Vec<_> = (0..thinking)
        .map(|i| {
            tokio::spawn(keep_the_computer_thinking(
                Arc::clone(&fake),
                db.url.clone(),
                CHANNEL + 5_000 + i,
                until,
            ))
        })
        .collect();
    let beside = human_moves(Arc::clone(&fake), channels, pace, until).await;
    for computer in computers {
        computer.await.unwrap();
    }
    print_percentiles(
        &format!("moves of {games} human games beside {thinking} computer games"),
        beside.into_iter(),
    );
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&db.url).await.unwrap();
    let computer_moves: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM moves WHERE user_id = $1")
        .bind(i64::try_from(APP).unwrap())
        .fetch_one(&pool)
        .await
        .unwrap();
    pool.close().await;
    println!("the computer's moves meanwhile: {computer_moves}");
    let _ = child.start_kill();
    let _ = child.wait().await;
}
