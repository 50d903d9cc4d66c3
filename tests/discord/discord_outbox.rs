//! The outbox through the real bot and the fake Discord (issue 18): a move
//! stored by a bot that died before posting is announced after the restart,
//! once; a board posted but not recorded is found and recorded, not posted
//! again; a post whose answer was lost on the way back is not posted twice.

use std::{sync::Arc, time::Duration};

use punctbot::{
    manager::{Action, Caller, Locale, Manager, ManualClock, RandomCoin, Request},
    store::FAST_PATH_MS,
};
use serde_json::{json, Value};

use crate::discord_support::*;

const START: i64 = 1_780_272_000_000;

/// The messages in `channel` that show a board: (id, message).
fn boards_in(fake: &FakeDiscord) -> Vec<(u64, Value)> {
    fake.messages_in(CHANNEL)
        .into_iter()
        .filter(|(_, message)| {
            message["attachments"].as_array().is_some_and(|files| {
                files.iter().any(|file| {
                    file["filename"]
                        .as_str()
                        .is_some_and(|name| name.starts_with("board-g"))
                })
            })
        })
        .collect()
}

/// Whether `message` still has buttons.
fn has_buttons(fake: &FakeDiscord, message: u64) -> bool {
    fake.components_of(message)
        .as_array()
        .is_some_and(|rows| !rows.is_empty())
}

/// The bot's own posts in the channel after `mark`.
fn channel_posts(fake: &FakeDiscord, mark: usize) -> usize {
    let path = format!("/channels/{CHANNEL}/messages");
    fake.requests()[mark..]
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with(&path))
        .count()
}

/// `who` asks for "your turn" direct messages.
async fn notices_on(fake: &FakeDiscord, who: Who) {
    let on = json!([{"name": "dm", "type": 5, "value": true}]);
    let answer = fake.answer(&fake.slash(who, CHANNEL, "notices", on)).await;
    assert!(answer.ephemeral, "{}", answer.content);
}

fn bob() -> Caller {
    Caller {
        guild: Some(GUILD),
        channel: CHANNEL,
        user: BOB.id,
        name: BOB.name.to_owned(),
        moderator: false,
        manages_server: false,
        locale: Locale::en(),
        channel_locale: Locale::en(),
    }
}

/// A boop game in which alice moved (with "your turn" direct messages
/// on), then bob's move was stored by a process that died before posting
/// anything (a manager of no lease on the same database, nothing
/// delivered), and the bot started again on `clock`.
struct Owed {
    bot: Bot,
    /// Alice's board, whose buttons the owed board takes over.
    alices_board: u64,
    /// The fake's record when the bot started again.
    mark: usize,
    /// Alice's direct messages by then.
    dms_before: usize,
}

async fn bobs_move_owed_after_a_crash(fake: &FakeDiscord, db: &Db, clock: &ManualClock) -> Owed {
    let bot = Bot::start_with_clock(fake, &db.url, 1500, Arc::new(clock.clone())).await;
    notices_on(fake, ALICE).await;
    start_game(fake, CHANNEL, "boop", bob_with_alice_first()).await;
    let alices = fake.answer(&fake.play(ALICE, CHANNEL, "Kc3")).await;
    let dms_before = fake.dms_to(ALICE).len();
    let alices_board = alices.message.expect("alice's board");
    bot.kill().await;

    let manager = Manager::open(&db.url, Arc::new(clock.clone()), Arc::new(RandomCoin))
        .await
        .unwrap();
    let request = Request::new(
        bob(),
        Action::Move {
            notation: "Kd4".to_owned(),
        },
    );
    manager.handle(request).await.expect("bob's move is stored");
    manager.close_database().await;
    let mark = fake.mark();
    let bot = Bot::start_with_clock(fake, &db.url, 1500, Arc::new(clock.clone())).await;
    Owed {
        bot,
        alices_board,
        mark,
        dms_before,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_stored_by_a_bot_that_died_is_announced_after_the_restart() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let clock = ManualClock::at(START);
    let Owed {
        bot,
        alices_board,
        mark,
        dms_before,
    } = bobs_move_owed_after_a_crash(&fake, &db, &clock).await;
    // Its writer had no lease: nothing says it died, so its fast path's
    // hold is waited out.
    clock.advance(FAST_PATH_MS + 1);
    let (content, files) = fake.wait_for_post(mark, CHANNEL, "the owed board").await;
    assert!(content.contains(&format!("<@{}>", ALICE.id)), "{content}");
    assert!(files[0].0.starts_with("board-g"), "{:?}", files[0].0);
    let boards = boards_in(&fake);
    let (owed_board, _) = boards.last().unwrap().clone();
    assert!(has_buttons(&fake, owed_board), "the owed board is live");
    fake.until("alice's old board loses its buttons", |fake| {
        !has_buttons(fake, alices_board)
    })
    .await;

    // Nothing is posted twice, however often the worker looks.
    clock.advance(FAST_PATH_MS + 1);
    tokio::time::sleep(Duration::from_secs(6)).await;
    assert_eq!(channel_posts(&fake, mark), 1);
    assert_eq!(
        fake.dms_to(ALICE).len(),
        dms_before + 1,
        "alice's turn, once"
    );

    // The owed board is the game's board: alice plays on from it.
    let next = fake.answer(&fake.play(ALICE, CHANNEL, "Ka1")).await;
    assert!(!next.ephemeral, "{}", next.content);
    fake.until("the owed board loses its buttons", |fake| {
        !has_buttons(fake, owed_board)
    })
    .await;
    bot.stop().await;
}

/// Issue 35: the search for a board posted but not recorded failing — a
/// bare 404 (no Discord code: not "Unknown Channel"), a 500, every time —
/// is no verdict: the owed board is posted all the same, once, and the
/// failure is counted. (It was dropped after the 404, and tried again for
/// ever after the 500.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_search_does_not_cost_the_owed_board() {
    let metrics = punctbot::ops::metrics::install().expect("the recorder");
    let failures = || {
        metric_value(
            &metrics.render(),
            punctbot::ops::metrics::OUTBOX_SEARCH_FAILURES,
            &[],
        )
    };
    for status in [404, 500] {
        let fake = FakeDiscord::start().await;
        let search = format!("channels/{CHANNEL}/messages");
        fake.break_always("GET", &search, status);
        let db = Db::new().await;
        let clock = ManualClock::at(START);
        let owed = bobs_move_owed_after_a_crash(&fake, &db, &clock).await;
        let failed_before = failures();
        clock.advance(FAST_PATH_MS + 1);
        let (content, files) = fake
            .wait_for_post(owed.mark, CHANNEL, "the owed board")
            .await;
        assert!(
            content.contains(&format!("<@{}>", ALICE.id)),
            "{status}: {content}"
        );
        assert!(files[0].0.starts_with("board-g"), "{:?}", files[0].0);
        let searched =
            fake.find_request(owed.mark, |r| r.method == "GET" && r.path.contains(&search));
        assert!(
            searched.is_some(),
            "{status}: the channel was searched first"
        );
        assert!(
            failures() > failed_before,
            "{status}: the failed search is counted"
        );
        let (owed_board, _) = boards_in(&fake).last().unwrap().clone();
        assert!(
            has_buttons(&fake, owed_board),
            "{status}: the owed board is live"
        );
        fake.until("alice's old board loses its buttons", |fake| {
            !has_buttons(fake, owed.alices_board)
        })
        .await;
        // Once, however often the worker looks.
        clock.advance(FAST_PATH_MS + 1);
        tokio::time::sleep(Duration::from_secs(2)).await;
        assert_eq!(channel_posts(&fake, owed.mark), 1, "{status}");
        owed.bot.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_posted_but_not_read_back_is_recorded_not_posted_again() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    notices_on(&fake, BOB).await;
    let started = fake.mark();
    start_game(&fake, CHANNEL, "boop", bob_with_alice_first()).await;
    fake.wait_for(started, "the first board read back", |r| {
        r.method == "GET" && r.path.contains("@original")
    })
    .await;
    let mark = fake.mark();
    // The answer is posted, but reading it back fails: the bot does not
    // know its id.
    fake.fail_next("GET", "/messages/@original", 500);
    let alices = fake.answer(&fake.play(ALICE, CHANNEL, "Kc3")).await;
    let alices_board = alices.message.expect("alice's board");
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(channel_posts(&fake, mark), 0, "not posted again");
    // Both the answer's delivery and the worker send bob's "your turn":
    // Discord keeps one, by its nonce.
    let turns = fake
        .dms_to(BOB)
        .iter()
        .filter(|dm| dm.starts_with("Your turn"))
        .count();
    assert_eq!(turns, 1, "{:?}", fake.dms_to(BOB));
    // Recorded all the same: the next board takes its buttons.
    fake.answer(&fake.play(BOB, CHANNEL, "Kd4")).await;
    fake.until("alice's board loses its buttons", |fake| {
        !has_buttons(fake, alices_board)
    })
    .await;
    assert_eq!(channel_posts(&fake, mark), 0);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_post_whose_answer_was_lost_is_not_posted_twice() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    start_game(&fake, CHANNEL, "boop", bob_with_alice_first()).await;
    let before = boards_in(&fake).len();
    // The answer fails, so the board goes to the channel; Discord posts it
    // but its answer is lost, so the bot tries again.
    fake.fail_next("POST", "/callback", 500);
    fake.lose_answer_next("POST", &format!("/channels/{CHANNEL}/messages"), 500);
    let mark = fake.mark();
    fake.play(ALICE, CHANNEL, "Kc3");
    fake.wait_for(mark, "the second try", |r| {
        r.method == "POST" && r.path.ends_with(&format!("/channels/{CHANNEL}/messages"))
    })
    .await;
    fake.until("two tries", |fake| channel_posts(fake, mark) >= 2)
        .await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    let boards = boards_in(&fake);
    assert_eq!(boards.len(), before + 1, "one board for alice's move");
    let (alices_board, _) = boards.last().unwrap().clone();
    fake.answer(&fake.play(BOB, CHANNEL, "Kd4")).await;
    fake.until("alice's board loses its buttons", |fake| {
        !has_buttons(fake, alices_board)
    })
    .await;
    bot.stop().await;
}
