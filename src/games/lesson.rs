//! [`Lesson`]: one step of a game's course (`/learn`), which that game
//! writes in its own folder ([`super::Game::lessons`]): a scripted
//! position, the cells the picture marks, what to try, and how to tell a
//! move that does it from one that does not. Playing a lesson (the
//! learner's move through the engine, the scripted answer, the progress)
//! is the manager's; the words are `locales/*/learn.ftl`.

use super::{AnyGame, AnyMove, Phrase};

/// One lesson of a game's course.
#[derive(Clone, Debug)]
pub struct Lesson {
    /// A word naming it in its game (`bridge`): in logs and tests. The
    /// course stores progress by the lesson's number (its place in the
    /// course, from 1).
    pub name: &'static str,
    /// Where the learner starts: they are the side to move.
    pub position: AnyGame,
    /// The cells (squares) the picture marks, in the game's notation.
    pub marks: Vec<String>,
    /// Its title, a few words.
    pub title: Phrase,
    /// What to try, in one or two sentences.
    pub task: Phrase,
    /// Said after a wrong move, beside the engine's reason.
    pub hint: Phrase,
    /// Said after a right move: what happened.
    pub done: Phrase,
    /// A move that does what the lesson asks (the tests play it).
    pub example: &'static str,
    /// A move the engine refuses for the rule the lesson teaches: the
    /// mistake the tests make first.
    pub mistake: &'static str,
    /// The opponent's scripted answer to a right move, played before
    /// [`Lesson::reached`] is asked (when it is still legal then).
    pub reply: Option<&'static str>,
    /// Whether the learner's `mv` from `before`, with the reply played
    /// after it (`after`), does what the lesson asks.
    pub reached: fn(before: &AnyGame, mv: AnyMove, after: &AnyGame) -> bool,
}

/// The name the pictures of a lesson give the learner's opponent, whose
/// answers the lesson scripts.
#[must_use]
pub fn coach() -> Phrase {
    crate::phrase!("learn-coach")
}
