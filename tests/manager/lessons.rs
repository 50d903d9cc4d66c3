//! The course (`/learn`) through `punctbot play`: a scripted learner takes
//! every lesson of both games, each with one wrong move first (answered by
//! the engine's precise reason and the lesson's hint) and then the right
//! one; the progress is stored and shown by `/learn`, also in a second run
//! on the same database; a lesson is nobody's game.

use crate::{manager_play::play_in, manager_support::Db};
use punctbot::manager::lesson_position;

/// Each lesson's wrong move and the engine's reason for refusing it, as
/// an English reader sees it: (game, wrong move, reason).
pub(crate) const MISTAKES: [(&str, &str, &str); 19] = [
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

/// The lessons of `game` in order: (number, wrong move, reason, right move).
pub(crate) fn course(game: &str) -> Vec<(u32, &'static str, &'static str, &'static str)> {
    MISTAKES
        .iter()
        .filter(|(of, _, _)| *of == game)
        .zip(1..)
        .map(|(&(_, wrong, reason), number)| {
            let (_, _, example) = lesson_position(game, number).expect("a lesson");
            (number, wrong, reason, example)
        })
        .collect()
}

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
        for (_, wrong, _, right) in &lessons {
            input.push_str(&format!("@ann /move {wrong}\n@ann /move {right}\n"));
        }
        input.push_str("@ann /learn\n");
        let output = play_in("en-US", &db.path, &out, &input);
        let said = answers(&output);
        assert!(said[0].contains("**Lesson 1/"), "{}", said[0]);
        assert!(said[0].contains("picture: "), "{}", said[0]);
        for (index, (number, wrong, reason, right)) in lessons.iter().enumerate() {
            let refused = &said[1 + 2 * index];
            assert!(
                refused.starts_with(&format!("refused: That move (`{wrong}`) is illegal: {reason}")),
                "{game} lesson {number}: {refused}"
            );
            let done = &said[2 + 2 * index];
            assert!(done.starts_with("✅ `"), "{game} lesson {number} ({right}): {done}");
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
        output.contains("refused: That move (`F5>F8:G8,H8`) is illegal: no piece of yours has its PÜNCT on F5"),
        "{output}"
    );
}
