//! The course (`/learn`) through the fake Discord: alice takes every lesson
//! of both games, the answers all ephemeral (nothing of it in the channel
//! for others), `/move`'s autocomplete offering the lesson's moves, one
//! wrong move per lesson answered with the engine's reason, a PÜNCT
//! lesson's Peek button lifting a piece of the lesson's position, and
//! `/learn` showing the stored progress after the bot restarts.

use crate::{
    discord_support::{png_size, Bot, Db, FakeDiscord, ALICE, CHANNEL},
    lessons_course::course,
};
use serde_json::json;

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
        let lessons = course(game);
        let total = lessons.len();
        let opened = fake
            .answer(&learn(
                &fake,
                json!([{"name": "game", "type": 3, "value": game}]),
            ))
            .await;
        assert!(opened.ephemeral, "{}", opened.content);
        assert!(
            opened.content.contains(&format!("**Lesson 1/{total}")),
            "{}",
            opened.content
        );
        png_size(opened.png());
        let mut shown = opened;
        for (index, step) in lessons.iter().enumerate() {
            let (number, reason, marks) = (step.number, step.reason, &step.lesson.marks);
            let (wrong, right) = (step.lesson.mistake, step.lesson.example);
            // A PÜNCT lesson's picture carries a Peek button that lifts a
            // piece of the lesson's position (a marked cell with a piece).
            if game == "punct" && number == 8 {
                let (form, fields) = fake
                    .modal(&fake.click(
                        ALICE,
                        CHANNEL,
                        shown.message.unwrap(),
                        &shown.button("Peek"),
                    ))
                    .await;
                assert_eq!(fields, ["cell"]);
                let peeked = fake
                    .answer(&fake.submit(ALICE, CHANNEL, &form, "cell", &marks[0]))
                    .await;
                assert!(peeked.ephemeral, "{}", peeked.content);
                png_size(peeked.png());
            }
            // Autocomplete offers the lesson's moves for what is typed.
            let typed = &right[..3];
            let choices = fake
                .choices(&fake.autocomplete(ALICE, CHANNEL, typed))
                .await;
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
            assert!(
                done.content.starts_with("✅ `"),
                "{game} {number}: {}",
                done.content
            );
            if index + 1 < total {
                assert!(
                    done.content
                        .contains(&format!("**Lesson {}/{total}", number + 1)),
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
        let private = message["flags"]
            .as_u64()
            .is_some_and(|flags| flags & 64 != 0);
        assert!(private, "public: {message}");
    }
    bot.stop().await;
    // The progress is stored: another bot on the same database shows it.
    let bot = Bot::start(&fake, &db.url, 1500).await;
    let progress = fake.answer(&learn(&fake, json!([]))).await;
    assert!(progress.ephemeral);
    assert!(
        progress.content.contains("PÜNCT: all 12 lessons done"),
        "{}",
        progress.content
    );
    assert!(
        progress.content.contains("boop.: all 7 lessons done"),
        "{}",
        progress.content
    );
    bot.stop().await;
}
