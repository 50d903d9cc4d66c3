//! The course (`/learn`) through `punctbot play`: a scripted learner takes
//! every lesson of both games, each with one wrong move first (answered by
//! the engine's precise reason and the lesson's hint) and then the right
//! one; the progress is stored and shown by `/learn`, also in a second run
//! on the same database; a lesson is nobody's game.

use crate::{lessons_course::course, manager_play::play_in, manager_support::Db};

/// The output of `punctbot play` for a learner's lines, split at each
/// line's answer: a lesson, a refusal or a move done (with the next lesson
/// after it); what follows one (its pictures, the progress) belongs to it.
fn answers(output: &str) -> Vec<String> {
    let mut answers: Vec<String> = Vec::new();
    for line in output.lines() {
        let follows_done = answers.last().is_some_and(|last| last.starts_with("✅"));
        let starts = line.starts_with("refused:")
            || line.starts_with("✅")
            || (line.starts_with("**Lesson") && !follows_done);
        match answers.last_mut() {
            Some(last) if !starts => {
                last.push('\n');
                last.push_str(line);
            }
            _ => answers.push(line.to_owned()),
        }
    }
    answers
}

#[test]
fn a_scripted_learner_takes_every_lesson_in_the_terminal() {
    let db = Db::new();
    let out = db.dir.path().join("pictures");
    for game in ["punct", "boop"] {
        let lessons = course(game);
        let mut input = format!("@ann /learn game:{game}\n");
        for step in &lessons {
            let (wrong, right) = (step.lesson.mistake, step.lesson.example);
            input.push_str(&format!("@ann /move {wrong}\n@ann /move {right}\n"));
        }
        input.push_str("@ann /learn\n");
        let output = play_in("en-US", &db.path, &out, &input);
        let said = answers(&output);
        assert!(said[0].contains("**Lesson 1/"), "{}", said[0]);
        assert!(said[0].contains("picture: "), "{}", said[0]);
        for (index, step) in lessons.iter().enumerate() {
            let (number, reason) = (&step.number, step.reason);
            let (wrong, right) = (step.lesson.mistake, step.lesson.example);
            let refused = &said[1 + 2 * index];
            assert!(
                refused.starts_with(&format!(
                    "refused: That move (`{wrong}`) is illegal: {reason}"
                )),
                "{game} lesson {number}: {refused}"
            );
            let done = &said[2 + 2 * index];
            assert!(
                done.starts_with("✅ `"),
                "{game} lesson {number} ({right}): {done}"
            );
            assert!(done.contains("picture: "), "{done}");
            if *number < lessons.len() as u32 {
                assert!(
                    done.contains(&format!("**Lesson {}/{}", number + 1, lessons.len())),
                    "{done}"
                );
                // The next lesson's picture comes with it.
                assert!(done.contains("file: "), "{done}");
            } else {
                assert!(done.contains("🎓"), "{done}");
            }
        }
        let progress = said.last().expect("the progress");
        assert!(
            output.contains(&format!("all {} lessons done", lessons.len())),
            "{progress}"
        );
    }
    // Another run on the same database: the progress was stored.
    let again = play_in("en-US", &db.path, &out, "@ann /learn\n@bob /learn\n");
    assert!(again.contains("PÜNCT: all 12 lessons done"), "{again}");
    assert!(again.contains("boop.: all 7 lessons done"), "{again}");
    assert!(
        again.contains("PÜNCT: 0 of 12 lessons done. Next: 1. Place a piece"),
        "{again}"
    );
}

#[test]
fn a_legal_move_that_misses_the_lesson_changes_nothing() {
    let db = Db::new();
    let out = db.dir.path().join("pictures");
    let output = play_in(
        "en-US",
        &db.path,
        &out,
        "@ann /learn game:boop lesson:5\n\
         @ann /move Kc3\n\
         @ann /move Cc3\n\
         @ann /learn\n",
    );
    let said = answers(&output);
    assert!(said[0].contains("**Lesson 5/7"), "{}", said[0]);
    assert!(
        said[1].starts_with("refused: `Kc3` is legal, but it is not what this lesson asks. Place a cat, not a kitten"),
        "{}",
        said[1]
    );
    assert!(said[2].starts_with("✅ `Cc3`"), "{}", said[2]);
    assert!(said[2].contains("**Lesson 6/7"), "{}", said[2]);
    // The last line: `/learn`'s progress.
    assert!(
        said[2].contains("boop.: 1 of 7 lessons done. Next: 1. Placing and booping"),
        "{}",
        said[2]
    );
}

#[test]
fn a_game_in_the_channel_comes_before_the_lesson() {
    let db = Db::new();
    let out = db.dir.path().join("pictures");
    let output = play_in(
        "en-US",
        &db.path,
        &out,
        "@ann /learn game:boop\n\
         @ann /boop challenge opponent:@bob first:challenger\n\
         @bob /accept\n\
         @ann /move Kc3\n\
         @ann /learn game:punct\n\
         #side @ann /learn game:punct\n\
         #side @ann /move F5>F8:G8,H8\n",
    );
    // ann's move went to the game, which shows it to everyone.
    assert!(output.contains("ann: `Kc3`"), "{output}");
    assert!(
        output.contains("refused: You play a game in this channel"),
        "{output}"
    );
    // In another channel the lesson is hers.
    assert!(output.contains("**Lesson 1/12"), "{output}");
    assert!(
        output.contains(
            "refused: That move (`F5>F8:G8,H8`) is illegal: no piece of yours has its PÜNCT on F5"
        ),
        "{output}"
    );
}

/// The manager on the test's database (PostgreSQL under
/// scripts/with-postgres): a lesson done is stored once, answered to the
/// learner alone, and shown by `/learn` from another manager on the same
/// database; a refused move stores nothing.
#[tokio::test]
async fn progress_is_stored_once_and_shown_by_another_manager() {
    use crate::manager_support::{caller, mv, ok, user_id};
    use punctbot::manager::{Action, Failure, LessonMessage, Message, Refusal, Request, Stamp};
    let db = Db::new();
    let manager = db.manager().await;
    let learn = |lesson| Action::Learn {
        game: Some("boop".to_owned()),
        lesson,
    };
    let opened = ok(&manager, caller("alice"), learn(Some(2))).await;
    assert!(opened.ephemeral && opened.image.is_some());
    let refused = manager
        .handle(Request::new(caller("alice"), mv("Cb2")))
        .await;
    assert!(matches!(refused, Err(Failure::Refused(_))), "{refused:?}");
    let store = db.store().await;
    assert!(store
        .lessons_done(user_id("alice"), "boop")
        .await
        .unwrap()
        .is_empty());
    let done = ok(&manager, caller("alice"), mv("Kb2")).await;
    assert!(done.ephemeral && done.file.is_some());
    // The same lesson done again (opened anew) counts once.
    ok(&manager, caller("alice"), learn(Some(2))).await;
    ok(&manager, caller("alice"), mv("Kb3")).await;
    assert_eq!(
        store.lessons_done(user_id("alice"), "boop").await.unwrap(),
        [2]
    );
    let other = db.manager().await;
    let progress = ok(
        &other,
        caller("alice"),
        Action::Learn {
            game: None,
            lesson: None,
        },
    )
    .await;
    assert!(progress.ephemeral);
    assert!(
        progress.said.iter().any(|said| matches!(
            said,
            Message::Lesson(LessonMessage::Progress {
                done: 1,
                total: 7,
                next: Some((1, _)),
                ..
            })
        )),
        "{:?}",
        progress.said
    );
    // A button of the second lesson is stale now that the third is open.
    let stale = other
        .handle(Request {
            caller: caller("alice"),
            action: Action::Peek {
                cell: Some("a1".to_owned()),
            },
            stamp: Some(Stamp::Lesson(2)),
        })
        .await;
    assert!(
        matches!(stale, Err(Failure::Refused(Refusal::StaleBoard))),
        "{stale:?}"
    );
    // The open lesson is the third now: ann's next move plays it.
    let third = ok(&other, caller("alice"), mv("Kd4")).await;
    assert!(third
        .said
        .iter()
        .any(|said| matches!(said, Message::Lesson(LessonMessage::Done { .. }))));
    assert_eq!(
        store.lessons_done(user_id("alice"), "boop").await.unwrap(),
        [2, 3]
    );
}
