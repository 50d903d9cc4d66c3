//! The course (`/learn`) through the fake Discord: alice takes every lesson
//! of both games, the answers all ephemeral (nothing of it in the channel
//! for others), `/move`'s autocomplete offering the lesson's moves, one
//! wrong move per lesson answered with the engine's reason, a PÜNCT
//! lesson's Peek button lifting a piece of the lesson's position, and
//! `/learn` showing the stored progress after the bot restarts.

use crate::discord_support::{png_size, Bot, Db, FakeDiscord, ALICE, CHANNEL};
use punctbot::manager::lesson_position;
use serde_json::json;

/// Each lesson's wrong move and the words of the engine's reason, in
/// course order: (game, wrong move, reason).
const MISTAKES: [(&str, &str, &str); 19] = [
    ("punct", "+H6:H7,I7", "new pieces may not touch the central hexagon"),
    ("punct", "F5>G7:H7,I7", "F5 and G7 are not on one line"),
    ("punct", "E5>E5:D5,F5", "the piece is already there"),
    ("punct", "C8>A8:A9,A10", "A9 is not a cell of the board"),
    ("punct", "F8>F2:G2,H2", "a PÜNCT may only land on your own colour"),
    ("punct", "F12>F5:E5,D5", "the three dots must rest at one height"),
    ("punct", "F5>F2:G2,H2", "your piece on F5 is covered and cannot move"),
    ("punct", "H2>H5:H6,H7", "the three dots must rest at one height"),
    ("punct", "H2>H5:I5,I6", "triangles cannot bridge"),
    ("punct", "+I9:J9,K9", "new pieces may not touch the central hexagon"),
    ("punct", "G3>G8:G7,G9", "the three dots must rest at one height"),
    ("punct", "+B2:C2,D2", "you have no straight pieces with the PÜNCT at an end"),
    ("boop", "Kd4", "d4 is occupied"),
    ("boop", "Cb2", "you have no cats in your pool"),
    ("boop", "Kg4", "g4 is not a square of the bed"),
    ("boop", "Ka1", "a1 is occupied"),
    ("boop", "Cd4", "d4 is occupied"),
    ("boop", "Kf6", "choose a piece of yours to lift"),
    ("boop", "Ca1", "a1 is occupied"),
];

/// `/learn` with `options` by alice.
fn learn(fake: &FakeDiscord, options: serde_json::Value) -> String {
    fake.slash(ALICE, CHANNEL, "learn", options)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn alice_takes_both_courses_privately() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    for game in ["punct", "boop"] {
        let lessons: Vec<_> = MISTAKES.iter().filter(|(of, _, _)| *of == game).collect();
        let total = lessons.len();
        let opened = fake
            .answer(&learn(&fake, json!([{"name": "game", "type": 3, "value": game}])))
            .await;
        assert!(opened.ephemeral, "{}", opened.content);
        assert!(opened.content.contains(&format!("**Lesson 1/{total}")), "{}", opened.content);
        png_size(opened.png());
        let mut shown = opened;
        for (index, (_, wrong, reason)) in lessons.iter().enumerate() {
            let number = u32::try_from(index + 1).unwrap();
            let (_, marks, right) = lesson_position(game, number).expect("a lesson");
            // A PÜNCT lesson's picture carries a Peek button that lifts a
            // piece of the lesson's position (a marked cell with a piece).
            if game == "punct" && number == 8 {
                let (form, fields) = fake
                    .modal(&fake.click(ALICE, CHANNEL, shown.message.unwrap(), &shown.button("Peek")))
                    .await;
                assert_eq!(fields, ["cell"]);
                let peeked = fake.answer(&fake.submit(ALICE, CHANNEL, &form, "cell", &marks[0])).await;
                assert!(peeked.ephemeral, "{}", peeked.content);
                png_size(peeked.png());
            }
            // Autocomplete offers the lesson's moves for what is typed.
            let typed = &right[..3];
            let choices = fake.choices(&fake.autocomplete(ALICE, CHANNEL, typed)).await;
            assert!(!choices.is_empty(), "{game} {number}: nothing for {typed}");
            let refused = fake.answer(&fake.play(ALICE, CHANNEL, wrong)).await;
            assert!(refused.ephemeral, "{}", refused.content);
            assert!(
                refused
                    .content
                    .starts_with(&format!("That move (`{wrong}`) is illegal: {reason}")),
                "{game} {number}: {}",
                refused.content
            );
            let done = fake.answer(&fake.play(ALICE, CHANNEL, right)).await;
            assert!(done.ephemeral, "{}", done.content);
            assert!(done.content.starts_with("✅ `"), "{game} {number}: {}", done.content);
            if index + 1 < total {
                assert!(
                    done.content.contains(&format!("**Lesson {}/{total}", number + 1)),
                    "{}",
                    done.content
                );
                // What happened, and the next lesson's picture.
                assert_eq!(done.files.len(), 2, "{}", done.content);
            } else {
                assert!(done.content.contains("🎓"), "{}", done.content);
            }
            shown = done;
        }
    }
    // Nothing of it was said to the channel.
    for (_, message) in fake.messages_in(CHANNEL) {
        let private = message["flags"].as_u64().is_some_and(|flags| flags & 64 != 0);
        assert!(private, "public: {message}");
    }
    bot.stop().await;
    // The progress is stored: another bot on the same database shows it.
    let bot = Bot::start(&fake, &db.url, 1500).await;
    let progress = fake.answer(&learn(&fake, json!([]))).await;
    assert!(progress.ephemeral);
    assert!(progress.content.contains("PÜNCT: all 12 lessons done"), "{}", progress.content);
    assert!(progress.content.contains("boop.: all 7 lessons done"), "{}", progress.content);
    bot.stop().await;
}
