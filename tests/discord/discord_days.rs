//! Games across days through the real bot and the fake Discord, with a
//! clock the test moves (no sleeping through hours): reminders and losses
//! on time posted by the scheduler, challenges that expire, games in
//! threads of their own (archived a day after the end), "your turn" direct
//! messages, vacations, "my games", and the ladder and stats commands with
//! their text fallback.

use std::sync::Arc;

use crate::discord_support::{
    opponent, pinged, pinged_by, png_size, start_game, Answer, Bot, Db, FakeDiscord, Who, ALICE,
    BOB, CAROL, CHANNEL, MODERATOR,
};
use punctbot::manager::ManualClock;
use serde_json::{json, Value};

const MINUTE: i64 = 60_000;
const HOUR: i64 = 60 * MINUTE;
const DAY: i64 = 24 * HOUR;
/// A fixed moment: 2026-06-01 00:00 UTC.
const START: i64 = 1_780_272_000_000;

/// A fake Discord, a database and the bot on a clock the test moves.
async fn bot_on_a_clock() -> (FakeDiscord, Db, ManualClock, Bot) {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let clock = ManualClock::at(START);
    let bot = Bot::start_with_clock(&fake, &db.url, 1500, Arc::new(clock.clone())).await;
    (fake, db, clock, bot)
}

/// Challenge options: bob, alice first, and `more`.
fn options_with(more: &[Value]) -> Value {
    let mut options = vec![
        opponent(BOB),
        json!({"name": "first", "type": 3, "value": "challenger"}),
    ];
    options.extend_from_slice(more);
    Value::Array(options)
}

fn days(days: &str) -> Value {
    json!({"name": "days", "type": 3, "value": days})
}

/// The users a message the bot posted on its own may ping.
fn pinged_in(json: &Value) -> Vec<String> {
    pinged_by(&json["allowed_mentions"])
}

/// The `user` option naming `who`.
fn user(who: Who) -> Value {
    json!([{"name": "user", "type": 6, "value": who.id.to_string()}])
}

/// `/vacation start days:N` by `who`.
async fn vacation(fake: &FakeDiscord, who: Who, days: u32) -> Answer {
    let start = json!([{"name": "start", "type": 1,
                        "options": [{"name": "days", "type": 4, "value": days}]}]);
    fake.answer(&fake.slash(who, CHANNEL, "vacation", start))
        .await
}

/// `/resign` by `who` in `channel`, confirmed with the button; the answer.
async fn resign(fake: &FakeDiscord, who: Who, channel: u64) -> Answer {
    let really = fake
        .answer(&fake.slash(who, channel, "resign", json!([])))
        .await;
    fake.answer(&fake.click(
        who,
        channel,
        really.message.unwrap(),
        &really.button("Yes, resign"),
    ))
    .await
}

/// The ladder of boop. asked for by carol.
async fn boop_ladder(fake: &FakeDiscord) -> Answer {
    fake.answer(&fake.slash(
        CAROL,
        CHANNEL,
        "leaderboard",
        json!([{"name": "game", "type": 3, "value": "boop"}]),
    ))
    .await
}

/// The last message the bot posted on its own in `channel` after `from`.
async fn posted_after(
    fake: &FakeDiscord,
    from: usize,
    channel: u64,
    what: &str,
) -> crate::discord_support::Recorded {
    let path = format!("/channels/{channel}/messages");
    fake.wait_for(from, what, |r| {
        r.method == "POST" && r.path.ends_with(&path)
    })
    .await
}

/// Nothing posted in `channel` after `from`, once the scheduler has had
/// time for several looks at the database.
async fn nothing_posted(fake: &FakeDiscord, from: usize, channel: u64) {
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let path = format!("/channels/{channel}/messages");
    let posted: Vec<String> = fake.requests()[from..]
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with(&path))
        .map(|r| r.json["content"].to_string())
        .collect();
    assert!(posted.is_empty(), "unexpected posts: {posted:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reminders_then_a_loss_on_time_are_posted_in_the_channel() {
    let (fake, _db, clock, bot) = bot_on_a_clock().await;
    let rated = json!({"name": "rated", "type": 5, "value": true});
    let board = start_game(&fake, CHANNEL, "boop", options_with(&[days("2"), rated])).await;
    assert!(board.content.contains("left"), "{}", board.content);

    // Half of two days gone: one reminder, for alice only.
    let mark = fake.mark();
    clock.advance(DAY - MINUTE);
    nothing_posted(&fake, mark, CHANNEL).await;
    clock.advance(MINUTE);
    let half = posted_after(&fake, mark, CHANNEL, "the half-time reminder").await;
    let text = half.json["content"].as_str().unwrap();
    assert!(text.contains(&format!("<@{}>", ALICE.id)), "{text}");
    assert_eq!(pinged_in(&half.json), vec![ALICE.id.to_string()]);
    nothing_posted(&fake, fake.mark(), CHANNEL).await;

    // 12 hours and 1 hour before the deadline.
    let mark = fake.mark();
    clock.advance(12 * HOUR);
    posted_after(&fake, mark, CHANNEL, "the 12-hour reminder").await;
    let mark = fake.mark();
    clock.advance(11 * HOUR);
    posted_after(&fake, mark, CHANNEL, "the 1-hour reminder").await;

    // The deadline: alice loses on time, the final picture is posted and
    // the last board loses its buttons.
    let mark = fake.mark();
    clock.advance(HOUR);
    let over = posted_after(&fake, mark, CHANNEL, "the loss on time").await;
    let text = over.json["content"].as_str().unwrap();
    assert!(text.contains("time"), "{text}");
    assert!(text.contains("bob"), "{text}");
    assert_eq!(over.files.len(), 1, "the final picture");
    png_size(&over.files[0].1);
    let board_id = board.message.unwrap();
    fake.wait_for(mark, "the last board to lose its buttons", |r| {
        r.method == "PATCH" && r.path.ends_with(&format!("/messages/{board_id}"))
    })
    .await;
    assert_eq!(fake.components_of(board_id), json!([]));
    // The game is over: a move is refused.
    let late = fake.answer(&fake.play(ALICE, CHANNEL, "Kc3")).await;
    assert!(late.ephemeral, "{}", late.content);
    // Rated: bob's rating moved and shows on the ladder.
    let ladder = boop_ladder(&fake).await;
    assert!(!ladder.ephemeral);
    png_size(ladder.png());
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_stops_the_reminders_of_that_turn() {
    let (fake, _db, clock, bot) = bot_on_a_clock().await;
    start_game(&fake, CHANNEL, "boop", options_with(&[days("1")])).await;
    clock.advance(HOUR);
    let moved = fake.answer(&fake.play(ALICE, CHANNEL, "Kc3")).await;
    assert!(!moved.ephemeral, "{}", moved.content);
    assert_eq!(pinged(&moved), vec![BOB.id.to_string()], "only bob");
    // Alice's half-time moment passes: nothing for her; bob's comes later.
    let mark = fake.mark();
    clock.advance(11 * HOUR + MINUTE);
    nothing_posted(&fake, mark, CHANNEL).await;
    clock.advance(HOUR);
    let reminder = posted_after(&fake, mark, CHANNEL, "bob's reminder").await;
    assert_eq!(pinged_in(&reminder.json), vec![BOB.id.to_string()]);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unanswered_challenge_expires_after_a_day() {
    let (fake, db, clock, bot) = bot_on_a_clock().await;
    let challenge = fake
        .answer(&fake.challenge(ALICE, CHANNEL, "boop", options_with(&[])))
        .await;
    let message = challenge.message.unwrap();
    db.challenge_message_recorded(CHANNEL).await;
    let mark = fake.mark();
    clock.advance(DAY);
    let expired = posted_after(&fake, mark, CHANNEL, "the expiry notice").await;
    assert!(
        expired.json["content"]
            .as_str()
            .unwrap()
            .contains("expired"),
        "{}",
        expired.json
    );
    fake.wait_for(mark, "the challenge to lose its buttons", |r| {
        r.method == "PATCH" && r.path.ends_with(&format!("/messages/{message}"))
    })
    .await;
    // A click on the old button gets a clear refusal.
    let late: Answer = fake
        .answer(&fake.click(BOB, CHANNEL, message, &challenge.button("Accept")))
        .await;
    assert!(late.ephemeral);
    assert!(late.content.contains("expired"), "{}", late.content);
    // The channel is free for a new challenge.
    let again = fake
        .answer(&fake.challenge(ALICE, CHANNEL, "boop", options_with(&[])))
        .await;
    assert!(!again.ephemeral, "{}", again.content);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_in_threads_of_their_own_and_archived_a_day_after_the_end() {
    let (fake, _db, clock, bot) = bot_on_a_clock().await;
    let in_thread = json!({"name": "thread", "type": 5, "value": true});
    let pointer = fake
        .answer(&fake.challenge(
            ALICE,
            CHANNEL,
            "boop",
            options_with(std::slice::from_ref(&in_thread)),
        ))
        .await;
    assert!(!pointer.ephemeral, "{}", pointer.content);
    let threads = fake.threads();
    assert_eq!(threads.len(), 1);
    let (thread, json) = &threads[0];
    assert_eq!(json["parent_id"], CHANNEL.to_string());
    assert_eq!(json["name"], "boop. · alice vs bob");
    assert!(pointer.content.contains(&format!("<#{thread}>")));
    assert!(pinged(&pointer).is_empty(), "the pointer pings nobody");
    // The challenge itself is in the thread, pinging bob there.
    let posted = fake.messages_in(*thread);
    assert_eq!(posted.len(), 1);
    let (challenge_id, challenge) = &posted[0];
    let accept = challenge["components"][0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let board = fake
        .answer(&fake.click(BOB, *thread, *challenge_id, &accept))
        .await;
    assert!(board.content.contains("accepts"), "{}", board.content);

    // A second game in another thread of the same channel, at the same time.
    let carol_vs_alice = json!([opponent(ALICE), in_thread]);
    let second = fake
        .answer(&fake.challenge(CAROL, CHANNEL, "boop", carol_vs_alice))
        .await;
    assert!(!second.ephemeral, "{}", second.content);
    assert_eq!(fake.threads().len(), 2);

    // The first game ends; its thread is archived a day later, not before.
    let over = resign(&fake, ALICE, *thread).await;
    assert!(over.content.contains("resigns"), "{}", over.content);
    clock.advance(DAY - MINUTE);
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert!(!fake.archived(*thread));
    let mark = fake.mark();
    clock.advance(MINUTE);
    fake.wait_for(mark, "the thread to be archived", |r| {
        r.method == "PATCH" && r.path.ends_with(&format!("/channels/{thread}"))
    })
    .await;
    assert!(fake.archived(*thread));
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_thread_challenge_leaves_no_thread() {
    let (fake, _db, _clock, bot) = bot_on_a_clock().await;
    let in_thread = json!({"name": "thread", "type": 5, "value": true});
    let myself = json!([opponent(ALICE), in_thread]);
    let refused = fake
        .answer(&fake.challenge(ALICE, CHANNEL, "boop", myself))
        .await;
    assert!(refused.ephemeral, "{}", refused.content);
    assert!(fake.threads().is_empty(), "the thread was deleted");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn your_turn_notices_reach_those_who_asked_and_blocked_ones_change_nothing() {
    let (fake, _db, _clock, bot) = bot_on_a_clock().await;
    for who in [ALICE, BOB] {
        let on = fake
            .answer(&fake.slash(
                who,
                CHANNEL,
                "notices",
                json!([{"name": "dm", "type": 5, "value": true}]),
            ))
            .await;
        assert!(on.ephemeral, "{}", on.content);
    }
    fake.block_dms(BOB);
    start_game(&fake, CHANNEL, "boop", options_with(&[])).await;
    let mark = fake.mark();
    let first = fake.answer(&fake.play(ALICE, CHANNEL, "Kc3")).await;
    assert!(!first.ephemeral, "{}", first.content);
    // The bot tried bob, who refuses direct messages: the game goes on.
    fake.wait_for(mark, "a direct message channel for bob", |r| {
        r.method == "POST"
            && r.path.ends_with("/users/@me/channels")
            && r.json["recipient_id"].as_str() == Some(BOB.id.to_string().as_str())
    })
    .await;
    let mark = fake.mark();
    let second = fake.answer(&fake.play(BOB, CHANNEL, "Kd4")).await;
    assert!(!second.ephemeral, "{}", second.content);
    fake.wait_for(mark, "alice's notice", |r| {
        r.method == "POST"
            && r.path.contains("/channels/")
            && r.path.ends_with("/messages")
            && r.json["content"]
                .as_str()
                .is_some_and(|text| text.contains(&format!("<#{CHANNEL}>")))
    })
    .await;
    let to_alice = fake.dms_to(ALICE);
    assert!(
        to_alice
            .iter()
            .any(|text| text.contains("discord.com/channels/")),
        "{to_alice:?}"
    );
    assert!(fake.dms_to(BOB).is_empty());
    assert!(fake.dms_to(CAROL).is_empty(), "carol never asked");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_vacation_and_reminder_settings_through_commands() {
    let (fake, _db, _clock, bot) = bot_on_a_clock().await;
    start_game(&fake, CHANNEL, "boop", options_with(&[days("3")])).await;
    let mine = fake
        .answer(&fake.slash(ALICE, CHANNEL, "games", json!([])))
        .await;
    assert!(mine.content.contains("bob"), "{}", mine.content);
    let theirs = fake
        .answer(&fake.slash(CAROL, CHANNEL, "games", user(BOB)))
        .await;
    assert!(theirs.content.contains("alice"), "{}", theirs.content);
    let away = vacation(&fake, ALICE, 2).await;
    assert!(!away.ephemeral, "{}", away.content);
    assert!(away.content.contains("vacation"), "{}", away.content);
    let too_long = vacation(&fake, BOB, 15).await;
    assert!(too_long.ephemeral, "{}", too_long.content);
    let settings = json!([{"name": "schedule", "type": 3, "value": "24h,1h"}]);
    let refused = fake
        .answer(&fake.slash(CAROL, CHANNEL, "reminders", settings.clone()))
        .await;
    assert!(refused.ephemeral, "{}", refused.content);
    let set = fake
        .answer(&fake.slash(MODERATOR, CHANNEL, "reminders", settings))
        .await;
    assert!(set.content.contains("24"), "{}", set.content);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stats_and_ladder_as_pictures_or_as_text_where_files_are_not_allowed() {
    let (fake, _db, _clock, bot) = bot_on_a_clock().await;
    let rated = json!({"name": "rated", "type": 5, "value": true});
    start_game(&fake, CHANNEL, "boop", options_with(&[rated])).await;
    resign(&fake, ALICE, CHANNEL).await;
    let stats = fake
        .answer(&fake.slash(CAROL, CHANNEL, "stats", user(BOB)))
        .await;
    png_size(stats.png());
    assert!(stats.content.contains("bob"), "{}", stats.content);
    // Without Attach Files (everything else as before), text instead.
    fake.set_app_permissions(&(2_248_473_465_835_073u64 & !(1u64 << 15)).to_string());
    let ladder = boop_ladder(&fake).await;
    assert!(ladder.files.is_empty());
    assert!(ladder.content.contains("bob"), "{}", ladder.content);
    assert!(ladder.content.contains("alice"), "{}", ladder.content);
    bot.stop().await;
}
