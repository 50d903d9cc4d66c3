//! What the course (`/learn`) says and refuses, as typed values: apart
//! from the course's module, which uses them, because messages and
//! refusals hold them.

use crate::games::{AnyIllegalMove, GameKind, Phrase};

/// What the course says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonMessage {
    /// A lesson opened: its number of all, its title and what to try.
    Opened {
        kind: GameKind,
        number: u32,
        total: u32,
        title: Phrase,
        task: Phrase,
    },
    /// The learner's move did what the lesson asked: what happened, and
    /// the opponent's scripted answer if it had one.
    Done {
        notation: String,
        done: Phrase,
        reply: Option<String>,
    },
    /// The last lesson of a game's course is done.
    CourseDone { kind: GameKind, total: u32 },
    /// A game's course so far: lessons done, and the next one.
    Progress {
        kind: GameKind,
        done: u32,
        total: u32,
        next: Option<(u32, Phrase)>,
    },
}

/// Why the course refused something (nothing changed).
#[derive(Clone, Debug, PartialEq)]
pub enum LessonRefusal {
    /// The engine refused the move: its reason, and the lesson's hint.
    Illegal {
        notation: String,
        reason: AnyIllegalMove,
        hint: Phrase,
    },
    /// A legal move, but not what the lesson asks.
    Missed { notation: String, hint: Phrase },
    /// No lesson of that number.
    NoSuchLesson {
        kind: GameKind,
        given: u32,
        total: u32,
    },
    /// The game named has no course.
    NoCourse { game: String },
    /// The caller plays a game in this channel: their moves here are its.
    PlayingHere,
}
