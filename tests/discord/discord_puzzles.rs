//! `/puzzle` through the fake Discord: a two-move boop. puzzle given to
//! alice alone with its picture, one wrong answer refuted, the right one
//! answered by the defence, the last move solving it; and the daily puzzle
//! posted once in the channel a server manager chose.

use std::time::Duration;

use crate::discord_support::{Bot, Db, FakeDiscord, Who, ALICE, BOB, CHANNEL, MODERATOR};
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

/// The server's puzzle channel, picked from [`CHANNEL`] with Discord's
/// channel option.
const PUZZLES: u64 = 300_000_000_000_000_077;

/// `/settings` with `puzzles:#PUZZLES` by `who`, from [`CHANNEL`].
fn puzzles_in(fake: &FakeDiscord, who: Who, channel: u64) -> String {
    fake.slash(
        who,
        CHANNEL,
        "settings",
        json!([{"name": "puzzles", "type": 7, "value": channel.to_string()}]),
    )
}

/// The posts of the daily puzzle in `channel`.
fn daily_posts(fake: &FakeDiscord, channel: u64) -> usize {
    fake.messages_in(channel)
        .iter()
        .filter(|(_, message)| {
            message["content"]
                .as_str()
                .unwrap_or_default()
                .contains("Puzzle of the day")
        })
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_puzzle_is_posted_once_in_the_chosen_channel() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    // Not a server manager: refused, and nothing is written.
    let store = punctbot::store::Store::open(&db.url).await.unwrap();
    let before = store.dump().await.unwrap();
    let refused = fake.answer(&puzzles_in(&fake, ALICE, PUZZLES)).await;
    assert!(refused.ephemeral);
    assert!(
        refused.content.contains("Manage Server"),
        "{}",
        refused.content
    );
    assert_eq!(
        store.dump().await.unwrap(),
        before,
        "the refusal wrote nothing"
    );

    let set = fake.answer(&puzzles_in(&fake, MODERATOR, PUZZLES)).await;
    assert!(set.ephemeral);
    assert!(
        set.content
            .contains(&format!("daily puzzle will be posted in <#{PUZZLES}>")),
        "{}",
        set.content
    );
    fake.until("the daily puzzle", |fake| daily_posts(fake, PUZZLES) == 1)
        .await;
    // The scheduler looks again and again: the day's puzzle stays one,
    // and only in the channel picked.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(daily_posts(&fake, PUZZLES), 1);
    assert_eq!(daily_posts(&fake, CHANNEL), 0);
    bot.stop().await;
}

/// `/puzzle answer:` autocomplete through the fake Discord.
fn answer_choices(fake: &FakeDiscord, who: Who, typed: &str) -> String {
    fake.autocomplete_of(who, CHANNEL, "puzzle", "answer", typed)
}

/// `/puzzle answer:` offers the legal moves of the caller's own puzzle
/// position as `/move` does (at most 25, readable labels, narrowed by
/// what is typed, the answer itself among them when typed in full); a
/// player without a puzzle is offered nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn puzzle_answers_are_suggested_from_the_puzzle_position() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    assert!(fake
        .choices(&answer_choices(&fake, ALICE, ""))
        .await
        .is_empty());
    for game in ["punct", "boop"] {
        let kind: GameKind = game.parse().unwrap();
        let chosen = &shipped::of(kind)[0];
        fake.answer(&puzzle(
            &fake,
            ALICE,
            json!([{"name": "game", "type": 3, "value": game},
                   {"name": "number", "type": 4, "value": chosen.number}]),
        ))
        .await;
        let legal = chosen.position().unwrap().legal_move_texts();
        let solution = &chosen.solution[0];
        // The first cell of the answer: `F5` of `+F5:G5,H5` or `C2>C3:…`,
        // `c3` of `Kc3`.
        let cell: String = match game {
            "boop" => solution[1..3].to_owned(),
            _ => solution
                .trim_start_matches('+')
                .chars()
                .take_while(char::is_ascii_alphanumeric)
                .collect(),
        };
        for typed in ["", cell.as_str(), solution.as_str()] {
            let choices = fake.choices(&answer_choices(&fake, ALICE, typed)).await;
            assert!(
                !choices.is_empty() && choices.len() <= 25,
                "{game} {typed}: {choices:?}"
            );
            for (label, value) in &choices {
                assert!(legal.contains(value), "{game}: {value} is legal");
                assert_ne!(label, value, "a readable label");
            }
            if typed == solution {
                assert!(
                    choices.iter().any(|(_, value)| value == solution),
                    "{game}: {solution} offered for itself: {choices:?}"
                );
            }
        }
        // Bob solves no puzzle: nothing offered to him.
        assert!(fake
            .choices(&answer_choices(&fake, BOB, &cell))
            .await
            .is_empty());
    }
    bot.stop().await;
}
