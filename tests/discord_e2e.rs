//! The real bot (serenity 0.12, unmodified) against a fake Discord on
//! 127.0.0.1: start-up, whole games through slash commands, buttons and
//! menus, autocomplete, refusals, restarts.

#![recursion_limit = "256"]

mod discord_support;

use discord_support::{
    png_size, Answer, Bot, Db, FakeDiscord, Who, ALICE, APP, BOB, CAROL, CHANNEL, MODERATOR,
};
use punctbot::games::{ByColor, GameKind, Rules};
use serde_json::{json, Value};

/// The users the answer may ping.
fn pinged(answer: &Answer) -> Vec<String> {
    answer.allowed_mentions["users"]
        .as_array()
        .map(|users| {
            users
                .iter()
                .map(|u| u.as_str().unwrap().to_owned())
                .collect()
        })
        .unwrap_or_default()
}

/// The picture must be exactly the renderer's picture of `game`.
fn assert_shows(answer: &Answer, game: &punctbot::games::AnyGame, names: &ByColor<String>) {
    let png = answer.png();
    let (width, height) = png_size(png);
    assert!(width > 100 && height > 100);
    assert_eq!(answer.files[0].0, "board.png");
    assert!(
        png == punctbot::render::board_png(game, names).as_slice(),
        "the picture shows the position after {:?}",
        game.history()
    );
}

/// Challenge (`game` with `options`) by alice, accepted by bob with the
/// button; returns the first board.
async fn start_game(fake: &FakeDiscord, channel: u64, game: &str, options: Value) -> Answer {
    let challenge = fake
        .answer(&fake.challenge(ALICE, channel, game, options))
        .await;
    assert!(!challenge.ephemeral);
    assert!(
        challenge.content.starts_with("alice challenges bob"),
        "{}",
        challenge.content
    );
    assert_eq!(pinged(&challenge), vec![BOB.id.to_string()]);
    let accept = challenge.button("Accept");
    let mark = fake.mark();
    let board = fake
        .answer(&fake.click(BOB, channel, challenge.message.unwrap(), &accept))
        .await;
    assert!(
        board.content.contains("bob accepts the challenge"),
        "{}",
        board.content
    );
    // The answered challenge loses its buttons.
    let challenge_id = challenge.message.unwrap();
    fake.wait_for(mark, "the challenge to lose its buttons", |r| {
        r.method == "PATCH" && r.path.ends_with(&format!("/messages/{challenge_id}"))
    })
    .await;
    assert_eq!(fake.components_of(challenge_id), json!([]));
    board
}

fn opponent(who: Who) -> Value {
    json!({"name": "opponent", "type": 6, "value": who.id.to_string()})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn start_up_registers_the_commands() {
    let fake = FakeDiscord::start().await;
    let db = Db::new();
    let bot = Bot::start(&fake, &db.url, 1500).await;
    let requests = fake.requests();
    assert!(requests
        .iter()
        .any(|r| r.method == "GET" && r.path == "/api/v10/gateway"));
    assert_eq!(fake.identifies(), 1);
    let put = requests
        .iter()
        .find(|r| r.method == "PUT")
        .expect("a bulk overwrite");
    assert_eq!(put.path, format!("/api/v10/applications/{APP}/commands"));
    let commands = put.json.as_array().unwrap();
    let names: Vec<&str> = commands
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    for expected in [
        "punct", "boop", "move", "board", "history", "abort", "rules", "peek", "help", "accept",
        "resign", "draw", "takeback", "choose",
    ] {
        assert!(names.contains(&expected), "{expected} in {names:?}");
    }
    let command = |name: &str| commands.iter().find(|c| c["name"] == name).unwrap();
    let notation = &command("move")["options"][0];
    assert_eq!(notation["name"], "notation");
    assert_eq!(notation["autocomplete"], true);
    assert_eq!(notation["required"], true);
    let challenge = &command("punct")["options"][0];
    assert_eq!(challenge["name"], "challenge");
    assert_eq!(challenge["type"], 1);
    let options: Vec<&str> = challenge["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert_eq!(options, ["opponent", "variant", "rated", "first"]);
    let boop: Vec<&str> = command("boop")["options"][0]["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert_eq!(boop, ["opponent", "rated", "first"]);
    assert_eq!(command("peek")["options"][0]["name"], "cell");
    // Every description within Discord's 100 characters.
    for command in commands {
        let description = command["description"].as_str().unwrap();
        assert!(!description.is_empty() && description.chars().count() <= 100);
    }
    bot.stop().await;
    // Nothing but the fake was ever asked.
    assert!(fake
        .requests()
        .iter()
        .all(|r| r.path.starts_with("/api/v10/")));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_punct_game_from_challenge_to_a_connection_win() {
    let fake = FakeDiscord::start().await;
    let db = Db::new();
    let bot = Bot::start(&fake, &db.url, 1500).await;
    let first = start_game(
        &fake,
        CHANNEL,
        "punct",
        json!([opponent(BOB), {"name": "variant", "type": 3, "value": "basic"},
               {"name": "first", "type": 3, "value": "challenger"},
               {"name": "rated", "type": 5, "value": false}]),
    )
    .await;
    let names = ByColor {
        first: "alice".to_owned(),
        second: "bob".to_owned(),
    };
    let mut mirror = GameKind::PunctBasic.start();
    assert_shows(&first, &mirror, &names);
    assert_eq!(pinged(&first), vec![ALICE.id.to_string()]);
    let labels: Vec<&str> = first.components[0]["components"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["label"].as_str().unwrap())
        .collect();
    assert_eq!(labels, ["Resign", "Offer draw", "Take back", "Peek"]);
    // Rulebook §12 P6, basic game: White links the left and right sides on row 8.
    let moves = [
        "+A8:B8,C8",
        "+B2:C2,C3",
        "+D8:E8,F8",
        "+E2:F2,F3",
        "+J8:K8,L8",
        "+B5:C5,C6",
        "+N8:M8,O8",
        "+E5:F5,F6",
        "+P8:P9,Q10",
        "+H2:I2,I3",
        "+G8:H8,I8",
    ];
    let mut previous = first.message.unwrap();
    for (index, notation) in moves.iter().enumerate() {
        let (mover, next) = if index % 2 == 0 {
            (ALICE, BOB)
        } else {
            (BOB, ALICE)
        };
        let mark = fake.mark();
        let answer = fake.answer(&fake.play(mover, CHANNEL, notation)).await;
        mirror.play_text(notation).unwrap();
        assert!(!answer.ephemeral, "{}", answer.content);
        assert!(answer.content.contains(notation), "{}", answer.content);
        assert_shows(&answer, &mirror, &names);
        // The previous board loses its buttons.
        fake.wait_for(mark, "the old board to lose its buttons", |r| {
            r.method == "PATCH"
                && r.path
                    .ends_with(&format!("/channels/{CHANNEL}/messages/{previous}"))
        })
        .await;
        assert_eq!(fake.components_of(previous), json!([]));
        previous = answer.message.unwrap();
        if index + 1 < moves.len() {
            assert!(
                answer
                    .content
                    .contains(&format!("<@{}>, your move", next.id)),
                "{}",
                answer.content
            );
            assert_eq!(
                pinged(&answer),
                vec![next.id.to_string()],
                "only the player to move"
            );
        } else {
            assert!(
                answer.content.contains("**alice wins**"),
                "{}",
                answer.content
            );
            assert!(pinged(&answer).is_empty());
            assert_eq!(
                answer.components,
                json!([]),
                "a finished game has no buttons"
            );
        }
    }
    // No game any more: refusals are ephemeral.
    let after = fake.answer(&fake.play(BOB, CHANNEL, "+A2:B3,B2")).await;
    assert!(after.ephemeral);
    assert!(
        after
            .content
            .starts_with("There is no game in this channel"),
        "{}",
        after.content
    );
    bot.stop().await;
}
