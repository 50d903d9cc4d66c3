//! The course (`/learn`) as a scripted learner takes it, for the terminal
//! and the fake Discord tests alike: every lesson in order, with the reason
//! the engine gives an English reader for the lesson's mistake.

use punctbot::{games::Lesson, manager::course_lesson};

/// The engine's reason for each lesson's mistake, in course order:
/// (game, reason).
const REASONS: [(&str, &str); 19] = [
    ("punct", "new pieces may not touch the central hexagon"),
    ("punct", "F5 and G7 are not on one line"),
    ("punct", "the piece is already there"),
    ("punct", "A9 is not a cell of the board"),
    ("punct", "a PÜNCT may only land on your own colour"),
    ("punct", "the three dots must rest at one height"),
    ("punct", "your piece on F5 is covered and cannot move"),
    ("punct", "the three dots must rest at one height"),
    ("punct", "triangles cannot bridge"),
    ("punct", "new pieces may not touch the central hexagon"),
    ("punct", "the three dots must rest at one height"),
    (
        "punct",
        "you have no straight pieces with the PÜNCT at an end",
    ),
    ("boop", "d4 is occupied"),
    ("boop", "you have no cats in your pool"),
    ("boop", "g4 is not a square of the bed"),
    ("boop", "a1 is occupied"),
    ("boop", "d4 is occupied"),
    ("boop", "choose a piece of yours to lift"),
    ("boop", "a1 is occupied"),
];

/// One lesson of the course: its number, the lesson, and the reason its
/// mistake is refused.
pub struct Step {
    pub number: u32,
    pub lesson: Lesson,
    pub reason: &'static str,
}

/// The lessons of `game`, in order, every one of them.
pub fn course(game: &str) -> Vec<Step> {
    let steps: Vec<Step> = REASONS
        .iter()
        .filter(|(of, _)| *of == game)
        .zip(1..)
        .map(|(&(_, reason), number)| Step {
            number,
            lesson: course_lesson(game, number).expect("a lesson"),
            reason,
        })
        .collect();
    let next = u32::try_from(steps.len() + 1).unwrap();
    assert!(
        course_lesson(game, next).is_none(),
        "{game} has more lessons"
    );
    steps
}
