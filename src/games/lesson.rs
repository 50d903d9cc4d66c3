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

/// A lesson's words and the moves its tests play: what every game's
/// course writes for each lesson.
#[derive(Clone, Debug)]
pub struct LessonWords {
    pub title: Phrase,
    pub task: Phrase,
    pub hint: Phrase,
    pub done: Phrase,
    pub example: &'static str,
    pub mistake: &'static str,
}

impl Lesson {
    /// Lesson `name` from `position`, marking `marks`, said with `words`;
    /// without a scripted reply, and done by any legal move until the
    /// game says otherwise ([`Lesson::reached`]).
    #[must_use]
    pub fn new(
        name: &'static str,
        position: AnyGame,
        marks: &[&str],
        words: LessonWords,
    ) -> Lesson {
        Lesson {
            name,
            position,
            marks: marks.iter().map(|&mark| mark.to_owned()).collect(),
            title: words.title,
            task: words.task,
            hint: words.hint,
            done: words.done,
            example: words.example,
            mistake: words.mistake,
            reply: None,
            reached: |_, _, _| true,
        }
    }
}

/// The name the pictures of a lesson give the learner's opponent, whose
/// answers the lesson scripts.
#[must_use]
pub fn coach() -> Phrase {
    crate::phrase!("learn-coach")
}
