//! Discord failing the bot's answer: the players still see the move.

use punctbot::games::Rules;

use crate::discord_support::*;

/// The id of the newest message the bot posted in `channel` itself.
fn newest_post(fake: &FakeDiscord, channel: u64) -> u64 {
    fake.messages_in(channel).last().expect("a message").0
}

/// Alice's first move is answered through `broken` (the fake fails it);
/// the board must reach the channel as a message of the bot's own, be
/// recorded as the game's board (so the next board strips its buttons),
/// and the game goes on.
async fn the_move_reaches_the_channel(defer_after_ms: u64, broken: (&str, &str, u16)) {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, defer_after_ms).await;
    start_game(&fake, CHANNEL, "punct", bob_with_alice_first()).await;
    let (method, part, status) = broken;
    fake.fail_next(method, part, status);
    let mark = fake.mark();
    fake.play(ALICE, CHANNEL, "+F5:G5,H5");
    let (content, files) = fake
        .wait_for_post(mark, CHANNEL, "the board posted in the channel")
        .await;
    assert!(content.contains("+F5:G5,H5"), "{content}");
    assert_eq!(files.len(), 1, "the board picture");
    png_size(&files[0].1);
    let posted = newest_post(&fake, CHANNEL);
    assert_ne!(
        fake.components_of(posted),
        serde_json::json!([]),
        "the posted board has its buttons"
    );
    // Bob answers; the board in the channel was the game's board, so it
    // loses its buttons to the new one.
    let mark = fake.mark();
    let mut mirror = punctbot::games::punct::STANDARD.start();
    mirror.play_text("+F5:G5,H5").unwrap();
    let reply = mirror.legal_move_texts()[0].clone();
    let next = fake.answer(&fake.play(BOB, CHANNEL, &reply)).await;
    assert!(!next.ephemeral, "{}", next.content);
    fake.wait_for(mark, "the posted board to lose its buttons", |r| {
        r.method == "PATCH" && r.path.ends_with(&format!("/messages/{posted}"))
    })
    .await;
    assert_eq!(fake.components_of(posted), serde_json::json!([]));
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_answer_is_posted_in_the_channel_instead() {
    the_move_reaches_the_channel(1500, ("POST", "/callback", 500)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_expired_token_posts_the_deferred_answer_in_the_channel() {
    // Always deferred; the edit of the "thinking" message then finds the
    // token gone (Discord answers 404 Unknown Webhook).
    the_move_reaches_the_channel(0, ("PATCH", "/messages/@original", 404)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refusal_whose_answer_fails_is_not_posted_for_everyone() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    start_game(&fake, CHANNEL, "punct", bob_with_alice_first()).await;
    fake.fail_next("POST", "/callback", 500);
    let mark = fake.mark();
    let token = fake.play(BOB, CHANNEL, "+F5:G5,H5");
    fake.wait_for(mark, "the failed answer", |r| {
        r.method == "POST" && r.path.contains(&format!("/{token}/callback"))
    })
    .await;
    // A move that is answered afterwards shows nothing was posted between.
    let answer = fake.answer(&fake.play(ALICE, CHANNEL, "+F5:G5,H5")).await;
    assert!(!answer.ephemeral, "{}", answer.content);
    let posts = fake.requests()[mark..]
        .iter()
        .filter(|r| {
            r.method == "POST" && r.path.ends_with(&format!("/channels/{CHANNEL}/messages"))
        })
        .count();
    assert_eq!(posts, 0, "bob's refusal stays between him and the bot");
    bot.stop().await;
}

/// Plays a legal move as the player to move of `mirror`, checks it
/// applied, and returns it.
async fn applied(fake: &FakeDiscord, mirror: &mut punctbot::games::AnyGame) -> String {
    let pick = mirror.legal_move_texts()[0].clone();
    let who = mirror.turn().fold(ALICE, BOB);
    let answer = fake.answer(&fake.play(who, CHANNEL, &pick)).await;
    assert!(!answer.ephemeral, "{pick}: {}", answer.content);
    assert!(answer.content.contains(&pick), "{}", answer.content);
    mirror.play_text(&pick).unwrap();
    pick
}

/// After `break_it` disturbs the gateway connection, the bot comes back
/// (`back` says how) and goes on answering; the move list stays whole.
async fn the_bot_comes_back(break_it: impl Fn(&FakeDiscord), back: impl Fn(&FakeDiscord) -> bool) {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    start_game(&fake, CHANNEL, "punct", bob_with_alice_first()).await;
    let mut mirror = punctbot::games::punct::STANDARD.start();
    let mut played = vec![applied(&fake, &mut mirror).await];
    break_it(&fake);
    fake.until("the bot back on the gateway", &back).await;
    played.push(applied(&fake, &mut mirror).await);
    played.push(applied(&fake, &mut mirror).await);
    // The game holds exactly the three moves, once each.
    let history = fake
        .answer(&fake.slash(ALICE, CHANNEL, "history", serde_json::json!([])))
        .await;
    for mv in &played {
        assert_eq!(
            history.content.matches(&format!(" {mv}")).count(),
            1,
            "{mv} once in {}",
            history.content
        );
    }
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reconnect_request_is_resumed() {
    the_bot_comes_back(
        |fake| fake.gateway_op(7, serde_json::Value::Null),
        |fake| fake.resumes() == 1 && fake.identifies() == 1,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_connection_is_resumed() {
    the_bot_comes_back(FakeDiscord::drop_gateway, |fake| {
        fake.resumes() == 1 && fake.identifies() == 1
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_invalid_session_identifies_again() {
    the_bot_comes_back(
        |fake| fake.gateway_op(9, serde_json::Value::Bool(false)),
        |fake| fake.identifies() == 2,
    )
    .await;
}

/// Alice's move, whose answer Discord fails, with the channel post that
/// replaces it answered `status` the first time: the posts that reach the
/// fake (the failed one included) after `settle`.
async fn channel_posts_after(status: u16, settle: std::time::Duration) -> Vec<Recorded> {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    start_game(&fake, CHANNEL, "punct", bob_with_alice_first()).await;
    let posts = format!("/channels/{CHANNEL}/messages");
    fake.fail_next("POST", "/callback", 500);
    fake.fail_next("POST", &posts, status);
    let mark = fake.mark();
    fake.play(ALICE, CHANNEL, "+F5:G5,H5");
    fake.wait_for(mark, "the first post", |r| {
        r.method == "POST" && r.path.ends_with(&posts)
    })
    .await;
    tokio::time::sleep(settle).await;
    let sent = fake.requests()[mark..]
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with(&posts))
        .cloned()
        .collect();
    bot.stop().await;
    sent
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_post_discord_fails_for_a_moment_is_sent_again() {
    // The first new try comes after half a second.
    let sent = channel_posts_after(503, std::time::Duration::from_millis(1500)).await;
    assert_eq!(sent.len(), 2, "the failed post and its second try");
    let content = sent[1].json["content"].as_str().unwrap_or_default();
    assert!(content.contains("+F5:G5,H5"), "{content}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_post_discord_refuses_is_not_sent_again() {
    // Missing access: trying again would only be refused again.
    let sent = channel_posts_after(403, std::time::Duration::from_millis(1500)).await;
    assert_eq!(sent.len(), 1);
}

/// Discord slow to answer one of the bot's calls (reading alice's board
/// back takes 5 s) holds up nothing else: bob's move in the same channel is
/// answered at once, without deferring; each move is applied once, and the
/// board that comes back late gives way to the newer one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_discord_holds_up_no_other_answer() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    start_game(&fake, CHANNEL, "punct", bob_with_alice_first()).await;
    fake.slow_next(
        "GET",
        "/messages/@original",
        std::time::Duration::from_secs(5),
    );
    let alices = fake.answer(&fake.play(ALICE, CHANNEL, "+F5:G5,H5")).await;
    let bobs = fake.answer(&fake.play(BOB, CHANNEL, "+D8:E8,F8")).await;
    // Not deferred: answered before the bot's own deadline for deferring
    // (1.5 s here), though alice's board was still being read back.
    assert!(!bobs.deferred && !bobs.ephemeral, "{}", bobs.content);
    let (alices, bobs) = (alices.message.unwrap(), bobs.message.unwrap());
    fake.until("alice's late board gives way", |fake| {
        fake.components_of(alices) == serde_json::json!([])
    })
    .await;
    assert_ne!(
        fake.components_of(bobs),
        serde_json::json!([]),
        "bob's is live"
    );
    let history = fake
        .answer(&fake.slash(CAROL, CHANNEL, "history", serde_json::json!([])))
        .await;
    for notation in ["+F5:G5,H5", "+D8:E8,F8"] {
        assert_eq!(
            history.content.matches(notation).count(),
            1,
            "{}",
            history.content
        );
    }
    bot.stop().await;
}
