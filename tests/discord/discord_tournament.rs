//! Whole tournaments through the fake Discord: a 5-player Swiss of three
//! rounds (a bye each round, to three different players), and a 4-player
//! round-robin
//! created, joined and started with `/tournament`, every round's games
//! opened by the scheduler in threads named after the tournament, round
//! and players, each game resigned in its thread, the next round paired
//! and announced through the outbox, until the winner is announced with
//! the standings picture.

use std::time::Duration;

use crate::discord_support::{
    Bot, Db, FakeDiscord, Who, ALICE, BOB, CAROL, CHANNEL, DAN, MODERATOR,
};
use serde_json::{json, Value};

/// `/tournament <leaf>` with `options`.
pub(crate) fn tournament(fake: &FakeDiscord, who: Who, leaf: &str, options: Value) -> String {
    fake.slash(
        who,
        CHANNEL,
        "tournament",
        json!([{"name": leaf, "type": 1, "options": options}]),
    )
}

/// The player named `name`.
pub(crate) fn who(name: &str) -> Who {
    [ALICE, BOB, CAROL, MODERATOR, DAN]
        .into_iter()
        .find(|who| who.name == name)
        .unwrap_or_else(|| panic!("nobody is named {name}"))
}

/// Waits until the bot has opened `count` threads in all.
pub(crate) async fn threads(fake: &FakeDiscord, count: usize) -> Vec<(u64, String)> {
    fake.until(&format!("{count} threads"), |fake| {
        fake.threads().len() >= count
    })
    .await;
    fake.threads()
        .into_iter()
        .map(|(id, thread)| (id, thread["name"].as_str().unwrap().to_owned()))
        .collect()
}

/// Everything the bot posted in `channel`, in order.
pub(crate) fn posted(fake: &FakeDiscord, channel: u64) -> String {
    fake.messages_in(channel)
        .iter()
        .map(|(_, message)| message["content"].as_str().unwrap_or_default().to_owned())
        .collect::<Vec<_>>()
        .join("\n")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_robin_is_played_to_its_end_on_discord() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;

    let refused = fake
        .answer(&tournament(
            &fake,
            ALICE,
            "create",
            json!([
            {"name": "game", "type": 3, "value": "punct"},
            {"name": "format", "type": 3, "value": "round-robin"}]),
        ))
        .await;
    assert!(
        refused.ephemeral && refused.content.contains("Manage Server"),
        "{}",
        refused.content
    );
    let created = fake
        .answer(&tournament(
            &fake,
            MODERATOR,
            "create",
            json!([
            {"name": "game", "type": 3, "value": "punct"},
            {"name": "format", "type": 3, "value": "round-robin"},
            {"name": "days", "type": 3, "value": "1"}]),
        ))
        .await;
    assert!(
        created.content.contains("Tournament #1 is created"),
        "{}",
        created.content
    );
    // The signup message comes through the outbox.
    fake.until("the signup message", |fake| {
        posted(fake, CHANNEL).contains("**PÜNCT tournament #1** · round-robin")
    })
    .await;
    // Alice joins with the signup message's button, the others with the
    // command.
    let (signup, _) = fake
        .messages_in(CHANNEL)
        .into_iter()
        .find(|(_, message)| {
            message["content"]
                .as_str()
                .unwrap_or_default()
                .contains("Join with")
        })
        .expect("the signup message");
    assert!(fake
        .components_of(signup)
        .to_string()
        .contains("pb:t1:join"));
    let clicked = fake
        .answer(&fake.click(ALICE, CHANNEL, signup, "pb:t1:join"))
        .await;
    assert!(
        clicked.content.contains("alice joined tournament #1"),
        "{}",
        clicked.content
    );
    for player in [BOB, CAROL, MODERATOR] {
        let joined = fake
            .answer(&tournament(&fake, player, "join", json!([])))
            .await;
        assert!(
            joined.content.contains("joined tournament #1"),
            "{}",
            joined.content
        );
    }
    let started = fake
        .answer(&tournament(&fake, MODERATOR, "start", json!([])))
        .await;
    assert!(
        started.content.contains("starts with 4 players"),
        "{}",
        started.content
    );

    let mut seen = 0;
    for round in 1..=3 {
        let opened = threads(&fake, seen + 2).await;
        play_round_out(&fake, &opened[seen..], round, 3).await;
        seen = opened.len();
    }
    until_the_winner(&fake).await;
    let channel = posted(&fake, CHANNEL);
    assert!(channel.contains("🏆 <@"), "{channel}");
    // Every round paired once and announced once; six games in all.
    for round in 1..=3 {
        let header = format!("**Tournament #1 · round {round} of 3**");
        assert_eq!(channel.matches(&header).count(), 1, "{channel}");
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(fake.threads().len(), 6);
    let standings = fake
        .answer(&tournament(&fake, BOB, "standings", json!([])))
        .await;
    assert!(
        standings.content.contains("after round 3 of 3"),
        "{}",
        standings.content
    );
    assert!(!standings.files.is_empty(), "the standings picture");
    bot.stop().await;
}

/// The player of a board's thread who resigns: the one named later in the
/// alphabet. The thread's name is `#1 · R2 · alice – bob`: the
/// tournament, the round, the players.
pub(crate) fn loser_of(name: &str, round: u32) -> Who {
    let players = name
        .strip_prefix(&format!("#1 · R{round} · "))
        .unwrap_or_else(|| panic!("{name}"));
    let (first, second) = players.split_once(" – ").unwrap();
    who(first.max(second))
}

/// `/resign` by `loser` in `thread`, and the click that confirms it; the
/// token of the click (its answer not waited for).
pub(crate) async fn resign(fake: &FakeDiscord, loser: Who, thread: u64) -> String {
    // The thread comes first, its game's board after.
    fake.until("the game's first board", |fake| {
        !fake.messages_in(thread).is_empty()
    })
    .await;
    let really = fake
        .answer(&fake.slash(loser, thread, "resign", json!([])))
        .await;
    assert!(
        really.content.starts_with("Really resign?"),
        "{}",
        really.content
    );
    fake.click(
        loser,
        thread,
        really.message.unwrap(),
        &really.button("Yes, resign"),
    )
}

/// Resigns every game of round `round` whose threads are `opened`.
async fn resign_all(fake: &FakeDiscord, opened: &[(u64, String)], round: u32) {
    for (thread, name) in opened {
        let token = resign(fake, loser_of(name, round), *thread).await;
        let resigned = fake.answer(&token).await;
        assert!(resigned.content.contains("resigns"), "{}", resigned.content);
    }
}

/// Ends round `round` of `rounds` by a resignation on each of `boards` and
/// waits for its results; returns their heading.
async fn play_round_out(
    fake: &FakeDiscord,
    boards: &[(u64, String)],
    round: u32,
    rounds: u32,
) -> String {
    resign_all(fake, boards, round).await;
    let results = format!("**Tournament #1 · results of round {round} of {rounds}**");
    fake.until(&results, |fake| posted(fake, CHANNEL).contains(&results))
        .await;
    results
}

/// Waits for the tournament's winner to be announced.
async fn until_the_winner(fake: &FakeDiscord) {
    fake.until("the winner", |fake| {
        posted(fake, CHANNEL).contains("wins tournament #1")
    })
    .await;
}

/// Tournament #1 created by the moderator with `options`, joined by
/// `players` with `/tournament join`, and started.
pub(crate) async fn started_tournament(fake: &FakeDiscord, options: Value, players: &[Who]) {
    let created = fake
        .answer(&tournament(fake, MODERATOR, "create", options))
        .await;
    assert!(
        created.content.contains("Tournament #1 is created"),
        "{}",
        created.content
    );
    for &player in players {
        let joined = fake
            .answer(&tournament(fake, player, "join", json!([])))
            .await;
        assert!(
            joined.content.contains("joined tournament #1"),
            "{}",
            joined.content
        );
    }
    let started = fake
        .answer(&tournament(fake, MODERATOR, "start", json!([])))
        .await;
    let count = format!("starts with {} players", players.len());
    assert!(started.content.contains(&count), "{}", started.content);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_five_player_swiss_is_played_to_its_end_on_discord() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    started_tournament(
        &fake,
        json!([
            {"name": "game", "type": 3, "value": "boop"},
            {"name": "format", "type": 3, "value": "swiss"},
            {"name": "rounds", "type": 4, "value": 3},
            {"name": "days", "type": 3, "value": "2"}]),
        &[ALICE, BOB, CAROL, MODERATOR, DAN],
    )
    .await;

    let mut seen = 0;
    let mut byes = Vec::new();
    let mut met = Vec::new();
    for round in 1..=3 {
        let pairings = format!("**Tournament #1 · round {round} of 3**");
        fake.until(&pairings, |fake| posted(fake, CHANNEL).contains(&pairings))
            .await;
        // Two boards and a bye.
        let opened = threads(&fake, seen + 2).await;
        let channel = posted(&fake, CHANNEL);
        let announced = &channel[channel.find(&pairings).unwrap()..];
        let bye = announced
            .lines()
            .find_map(|line| line.strip_prefix("Bye (one point): "))
            .unwrap_or_else(|| panic!("a bye in round {round}: {announced}"))
            .to_owned();
        byes.push(bye);
        for (_, name) in &opened[seen..] {
            let players = name.split(" · ").nth(2).unwrap();
            let (first, second) = players.split_once(" – ").unwrap();
            met.push((first.min(second).to_owned(), first.max(second).to_owned()));
        }
        play_round_out(&fake, &opened[seen..], round, 3).await;
        seen = opened.len();
    }
    until_the_winner(&fake).await;
    // A bye a round, never twice to one player; no pair met twice.
    let mut distinct = byes.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), 3, "byes {byes:?}");
    let mut pairs = met.clone();
    pairs.sort();
    pairs.dedup();
    assert_eq!(pairs.len(), 6, "no rematch: {met:?}");
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(fake.threads().len(), 6);
    let channel = posted(&fake, CHANNEL);
    for round in 1..=3 {
        let header = format!("**Tournament #1 · round {round} of 3**");
        assert_eq!(channel.matches(&header).count(), 1, "{channel}");
    }
    let standings = fake
        .answer(&tournament(&fake, DAN, "standings", json!([])))
        .await;
    assert!(
        standings.content.contains("after round 3 of 3"),
        "{}",
        standings.content
    );
    let picture = &standings.files.first().expect("the standings picture").1;
    let picture = image::load_from_memory(picture).expect("a PNG");
    assert!(picture.width() >= 400, "{}", picture.width());
    bot.stop().await;
}

/// A player who leaves the server withdraws: the tournament's channel says
/// so, their game of the round ends without a result (it scores as their
/// forfeit at the round's end) and the round goes on without them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_leaves_the_server_withdraws_politely() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start_with_member_events(&fake, &db.url).await;
    assert_eq!(fake.identify()["intents"], 3, "GUILDS and GUILD_MEMBERS");
    started_tournament(
        &fake,
        json!([
            {"name": "game", "type": 3, "value": "boop"},
            {"name": "format", "type": 3, "value": "round-robin"}]),
        &[ALICE, BOB, CAROL, MODERATOR],
    )
    .await;
    let opened = threads(&fake, 2).await;
    let (carols, _) = opened
        .iter()
        .find(|(_, name)| name.contains("carol"))
        .expect("carol's board")
        .clone();
    fake.until("carol's first board", |fake| {
        !fake.messages_in(carols).is_empty()
    })
    .await;
    fake.member_leaves(CAROL);
    fake.until("the notice", |fake| {
        posted(fake, CHANNEL).contains("carol withdrew from tournament #1")
    })
    .await;
    // Her game is over: a move there is refused as in any channel
    // without a game.
    let refused = fake
        .answer(&fake.slash(BOB, carols, "resign", json!([])))
        .await;
    assert!(refused.ephemeral, "{}", refused.content);
    // The other game ends; round 2 is paired, without carol's board.
    let (other, name) = opened
        .iter()
        .find(|(thread, _)| *thread != carols)
        .unwrap()
        .clone();
    let results = play_round_out(&fake, &[(other, name)], 1, 3).await;
    let channel = posted(&fake, CHANNEL);
    let round_one = &channel[channel.find(&results).unwrap()..];
    // Her board is scored as her forfeit ("1–0F").
    assert!(
        round_one
            .lines()
            .any(|line| line.contains("carol") && (line.contains("1–0F") || line.contains("0–1F"))),
        "{round_one}"
    );
    assert_eq!(channel.matches("carol withdrew").count(), 1, "{channel}");
    bot.stop().await;
}
