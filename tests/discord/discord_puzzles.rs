//! `/puzzle` through the fake Discord: a two-move boop. puzzle given to
//! alice alone with its picture, one wrong answer refuted, the right one
//! answered by the defence, the last move solving it; and the daily puzzle
//! posted once in the channel a server manager chose.

use std::time::Duration;

use crate::discord_support::{Bot, Db, FakeDiscord, Who, ALICE, CHANNEL, MODERATOR};
use punctbot::{
    bot::computer_of,
    games::{GameKind, Rules},
    puzzles::{shipped, Goal},
};
use serde_json::{json, Value};

fn puzzle(fake: &FakeDiscord, who: Who, options: Value) -> String {
    fake.slash(who, CHANNEL, "puzzle", options)
}

fn answer(fake: &FakeDiscord, text: &str) -> String {
    puzzle(
        fake,
        ALICE,
        json!([{"name": "answer", "type": 3, "value": text}]),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_is_solved_on_discord_after_a_wrong_answer() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    let kind: GameKind = "boop".parse().unwrap();
    let chosen = shipped::of(kind)
        .iter()
        .find(|puzzle| puzzle.goal == Goal::Win(2))
        .unwrap();
    let given = fake
        .answer(&puzzle(
            &fake,
            ALICE,
            json!([{"name": "game", "type": 3, "value": "boop"},
                   {"name": "number", "type": 4, "value": chosen.number}]),
        ))
        .await;
    assert!(given.ephemeral, "{}", given.content);
    assert!(
        given.content.contains("to move and win in 2 moves"),
        "{}",
        given.content
    );
    assert_eq!(given.files.len(), 1, "the puzzle's picture");
    assert!(image::load_from_memory(&given.files[0].1).is_ok());

    let game = chosen.position().unwrap();
    let wrong = game
        .legal_move_texts()
        .into_iter()
        .find(|text| *text != chosen.solution[0])
        .unwrap();
    let refuted = fake.answer(&answer(&fake, &wrong)).await;
    assert!(refuted.ephemeral);
    assert!(
        refuted
            .content
            .contains(&format!("That doesn't win: `{wrong}`")),
        "{}",
        refuted.content
    );
    let defended = fake.answer(&answer(&fake, &chosen.solution[0])).await;
    let defence = defended
        .content
        .split("The defence answers `")
        .nth(1)
        .and_then(|rest| rest.split('`').next())
        .unwrap_or_else(|| panic!("{}", defended.content))
        .to_owned();
    let mut after = game.clone();
    after.play_text(&chosen.solution[0]).unwrap();
    after.play_text(&defence).unwrap();
    let (_, wins) = computer_of(&after)
        .unwrap()
        .fastest_wins(&after, 1)
        .unwrap();
    let solved = fake.answer(&answer(&fake, &wins[0].to_string())).await;
    assert!(solved.ephemeral);
    assert!(solved.content.contains("Solved:"), "{}", solved.content);
    // Nothing of it was posted for the channel to see.
    assert!(fake.messages_in(CHANNEL).iter().all(|(_, message)| {
        message["flags"]
            .as_u64()
            .is_some_and(|flags| flags & 64 != 0)
    }));
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_puzzle_is_posted_once_in_the_chosen_channel() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    let set = fake
        .answer(&fake.slash(
            MODERATOR,
            CHANNEL,
            "settings",
            json!([{"name": "puzzles", "type": 3, "value": "here"}]),
        ))
        .await;
    assert!(
        set.content.contains("daily puzzle will be posted"),
        "{}",
        set.content
    );
    fake.until("the daily puzzle", |fake| {
        fake.messages_in(CHANNEL).iter().any(|(_, message)| {
            message["content"]
                .as_str()
                .unwrap_or_default()
                .contains("Puzzle of the day")
        })
    })
    .await;
    // The scheduler looks again and again: the day's puzzle stays one.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let daily = fake
        .messages_in(CHANNEL)
        .iter()
        .filter(|(_, message)| {
            message["content"]
                .as_str()
                .unwrap_or_default()
                .contains("Puzzle of the day")
        })
        .count();
    assert_eq!(daily, 1);
    bot.stop().await;
}
