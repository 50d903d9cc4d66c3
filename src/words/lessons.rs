//! The course's messages and refusals (`/learn`) as message ids and their
//! arguments (`locales/*/learn.ftl`); each lesson's own words are the
//! phrases its game names.

use super::{
    common::game_name,
    fluent::{say, Words},
};
use crate::manager::{LessonMessage, LessonRefusal};

pub(super) fn message(words: &Words, message: &LessonMessage) -> String {
    let w = words;
    match message {
        LessonMessage::Opened {
            kind,
            number,
            total,
            title,
            task,
        } => say!(
            w,
            "learn-opened",
            game = game_name(w, *kind),
            number = *number,
            total = *total,
            title = w.phrase(title),
            task = w.phrase(task),
        ),
        LessonMessage::Done {
            notation,
            done,
            reply: None,
        } => say!(
            w,
            "learn-done",
            notation = notation.as_str(),
            done = w.phrase(done)
        ),
        LessonMessage::Done {
            notation,
            done,
            reply: Some(reply),
        } => say!(
            w,
            "learn-done-answered",
            notation = notation.as_str(),
            done = w.phrase(done),
            reply = reply.as_str(),
        ),
        LessonMessage::CourseDone { kind, total } => say!(
            w,
            "learn-course-done",
            game = game_name(w, *kind),
            total = *total
        ),
        LessonMessage::Progress {
            kind,
            done,
            total,
            next: Some((number, title)),
        } => say!(
            w,
            "learn-progress",
            game = game_name(w, *kind),
            id = kind.game().name(),
            done = *done,
            total = *total,
            number = *number,
            title = w.phrase(title),
        ),
        LessonMessage::Progress {
            kind,
            done: _,
            total,
            next: None,
        } => say!(
            w,
            "learn-progress-all-done",
            game = game_name(w, *kind),
            id = kind.game().name(),
            total = *total,
        ),
    }
}

pub(super) fn refusal(words: &Words, refusal: &LessonRefusal) -> String {
    let w = words;
    match refusal {
        LessonRefusal::Illegal {
            notation,
            reason,
            hint,
        } => say!(
            w,
            "learn-illegal",
            notation = notation.as_str(),
            reason = super::illegal::reason(w, reason),
            hint = w.phrase(hint),
        ),
        LessonRefusal::Missed { notation, hint } => say!(
            w,
            "learn-missed",
            notation = notation.as_str(),
            hint = w.phrase(hint)
        ),
        LessonRefusal::NoSuchLesson { kind, given, total } => say!(
            w,
            "learn-no-such-lesson",
            game = game_name(w, *kind),
            given = *given,
            total = *total,
        ),
        LessonRefusal::NoCourse { game } => {
            say!(w, "learn-no-course", game = game.as_str())
        }
        LessonRefusal::PlayingHere => say!(w, "learn-playing-here"),
    }
}
