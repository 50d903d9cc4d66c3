//! The course (`/learn`): each game's lessons ([`crate::games::Game::lessons`])
//! played against their scripted positions, answered to the learner alone.
//!
//! A lesson is a private practice position, never a game: nothing of it is
//! in the games table, on a ladder or in a channel's history. The player's
//! open lesson and the lessons they have done are stored
//! ([`Store::open_lesson`](crate::store::Store::open_lesson)); the position
//! is the lesson's own, rebuilt from the game's code each time. Where the
//! learner opened it, their `/move` (its autocomplete), `/peek` and
//! `/moves` play and look at the lesson, unless they play a game of that
//! channel themselves: a game comes first.

pub use super::lesson_news::{LessonMessage, LessonRefusal};
use super::{
    message::Message,
    refusal::Refusal,
    request::{Action, Caller, Stamp},
    turn::{self, Step},
    Button, ButtonAction, ButtonId, ButtonStyle, Failure, Handled, Label, Manager, Reply,
};
use crate::{
    games::{coach, registry::GAMES, AnyIllegalMove, ByColor, Game, GameKind, Lesson, Rules},
    render::{self, Word, Words},
    store::OpenLesson,
};

impl From<LessonRefusal> for Failure {
    fn from(refusal: LessonRefusal) -> Failure {
        Refusal::Lesson(Box::new(refusal)).into()
    }
}

/// A game's course: the game, and its lessons.
pub(super) struct Course {
    game: &'static dyn Game,
    lessons: Vec<Lesson>,
}

impl Course {
    /// The course of the game named `name`, if it has one.
    fn named(name: &str) -> Option<Course> {
        GAMES
            .iter()
            .find(|game| game.name().eq_ignore_ascii_case(name.trim()))
            .map(|&game| Course {
                game,
                lessons: game.lessons(),
            })
            .filter(|course| !course.lessons.is_empty())
    }

    /// Every game's course, in the registry's order.
    fn all() -> impl Iterator<Item = Course> {
        GAMES.iter().filter_map(|game| Course::named(game.name()))
    }

    fn total(&self) -> u32 {
        u32::try_from(self.lessons.len()).unwrap_or(u32::MAX)
    }

    /// Lesson `number` (from 1).
    fn lesson(&self, number: u32) -> Option<&Lesson> {
        let index = usize::try_from(number).ok()?.checked_sub(1)?;
        self.lessons.get(index)
    }

    /// The kind its lessons are played in.
    fn kind(&self) -> GameKind {
        self.lessons.first().map_or_else(
            || GameKind::new(self.game, 0),
            |lesson| lesson.position.kind(),
        )
    }

    /// The first lesson not in `done`, if any.
    fn next(&self, done: &[u32]) -> Option<u32> {
        (1..=self.total()).find(|number| !done.contains(number))
    }
}

impl Manager {
    /// `/learn`: with a game, opens `lesson` of its course (`None`: the one
    /// open, else the first not done); without, the progress in every
    /// course.
    pub(super) async fn learn(
        &self,
        caller: &Caller,
        game: Option<&str>,
        lesson: Option<u32>,
    ) -> Handled {
        let Some(game) = game else {
            return self.progress(caller).await;
        };
        let course = Course::named(game).ok_or_else(|| LessonRefusal::NoCourse {
            game: game.trim().to_owned(),
        })?;
        if self.plays_here(caller).await? {
            return Err(LessonRefusal::PlayingHere.into());
        }
        let name = course.game.name();
        let done = self.store.lessons_done(caller.user, name).await?;
        let open = self.store.open_lesson(caller.user).await?;
        let number = match (lesson, open) {
            (Some(number), _) => number,
            (None, Some(open)) if open.game == name => open.lesson,
            (None, _) => course.next(&done).unwrap_or(1),
        };
        if course.lesson(number).is_none() {
            return Err(LessonRefusal::NoSuchLesson {
                kind: course.kind(),
                given: number,
                total: course.total(),
            }
            .into());
        }
        let open = OpenLesson {
            channel: caller.channel,
            game: name.to_owned(),
            lesson: number,
        };
        self.store
            .set_open_lesson(caller.user, &open, self.clock.now())
            .await?;
        let progress = progress_line(&course, &done);
        Ok(self
            .lesson_reply(caller, &course, number)
            .and(&caller.locale, progress))
    }

    /// The caller's progress in every course.
    async fn progress(&self, caller: &Caller) -> Handled {
        let mut reply = Reply {
            ephemeral: true,
            locale: caller.locale.clone(),
            ..Reply::default()
        };
        for course in Course::all() {
            let done = self
                .store
                .lessons_done(caller.user, course.game.name())
                .await?;
            reply = reply.and(&caller.locale, progress_line(&course, &done));
        }
        Ok(reply)
    }

    /// Whether the caller plays the active game of this channel.
    async fn plays_here(&self, caller: &Caller) -> Result<bool, Failure> {
        let row = self.store.active_game_in(caller.channel).await?;
        Ok(row.is_some_and(|row| row.seat_of(caller.user).is_some()))
    }

    /// The caller's open lesson, if `action` is theirs to play or look at
    /// here: a move, its autocomplete, a peek or the destinations of a
    /// piece, in the channel they opened it in, where they play no game.
    pub(super) async fn lesson_for(
        &self,
        caller: &Caller,
        action: &Action,
        stamp: Option<Stamp>,
    ) -> Result<Option<(Course, OpenLesson)>, Failure> {
        let lesson_action = matches!(
            action,
            Action::Move { .. }
                | Action::LegalMoves { .. }
                | Action::Peek { .. }
                | Action::Destinations { .. }
        );
        // A game's button is the game's; a lesson's is its lesson's only.
        let from_lesson = matches!(stamp, Some(Stamp::Lesson(_)));
        if stamp.is_some() && !from_lesson {
            return Ok(None);
        }
        if !lesson_action {
            // Only a forged button names a lesson with another action.
            return if from_lesson {
                Err(Refusal::StaleBoard.into())
            } else {
                Ok(None)
            };
        }
        let open = match self.store.open_lesson(caller.user).await? {
            Some(open) if open.channel == caller.channel && !self.plays_here(caller).await? => open,
            _ if from_lesson => return Err(Refusal::StaleBoard.into()),
            _ => return Ok(None),
        };
        // A button of a lesson since left behind.
        if matches!(stamp, Some(Stamp::Lesson(number)) if number != open.lesson) {
            return Err(Refusal::StaleBoard.into());
        }
        Ok(Course::named(&open.game).map(|course| (course, open)))
    }

    /// Serves `action` (see [`Manager::lesson_for`]) in the open lesson.
    pub(super) async fn in_lesson(
        &self,
        caller: &Caller,
        (course, open): (Course, OpenLesson),
        action: &Action,
    ) -> Handled {
        let Some(lesson) = course.lesson(open.lesson) else {
            return Err(LessonRefusal::NoSuchLesson {
                kind: course.kind(),
                given: open.lesson,
                total: course.total(),
            }
            .into());
        };
        let names = self.lesson_names(caller, lesson);
        match action {
            Action::Move { notation } => self.lesson_move(caller, &course, &open, notation).await,
            Action::LegalMoves { prefix } => {
                Ok(self.move_choices(caller, &lesson.position, prefix))
            }
            Action::Peek { cell } => {
                self.peek_at(caller, &lesson.position, &names, cell.as_deref())
            }
            Action::Destinations { cell } => {
                self.destinations_of(caller, &lesson.position, &names, cell)
            }
            _ => Err(Refusal::NoGame.into()),
        }
    }

    /// Plays the learner's move `text` in the open lesson: refused with the
    /// engine's reason or the lesson's hint, or done, the next lesson
    /// opened.
    async fn lesson_move(
        &self,
        caller: &Caller,
        course: &Course,
        open: &OpenLesson,
        text: &str,
    ) -> Handled {
        let lesson = course.lesson(open.lesson).expect("checked by the caller");
        let text: String = text.split_whitespace().collect();
        if text.is_empty() {
            return Err(Refusal::EmptyMove.into());
        }
        let before = &lesson.position;
        let illegal = |reason: AnyIllegalMove| LessonRefusal::Illegal {
            notation: text.clone(),
            reason,
            hint: lesson.hint.clone(),
        };
        let step = before
            .parse_move(&text)
            .and_then(|mv| turn::resolve(before, mv))
            .map_err(illegal)?;
        let (mut after, mv) = match step {
            Step::Play { after, mv } => (*after, mv),
            // A placement that leaves a choice: the engine says which, and
            // the whole turn is typed (`Kf6/La1`), as autocomplete offers.
            Step::Choose { first } => {
                let reason = turn::play(before, first).expect_err("a choice is awaited");
                return Err(illegal(reason).into());
            }
        };
        let reply = lesson.reply.and_then(|reply| {
            let answer = after.parse_move(reply).ok()?;
            let answered = turn::play(&after, answer).ok()?;
            after = answered;
            Some(answer.to_string())
        });
        if !(lesson.reached)(before, mv, &after) {
            return Err(LessonRefusal::Missed {
                notation: mv.to_string(),
                hint: lesson.hint.clone(),
            }
            .into());
        }
        let next = Some(open.lesson + 1).filter(|&next| course.lesson(next).is_some());
        self.store
            .complete_lesson(caller.user, open, next, self.clock.now())
            .await?;
        let names = self.lesson_names(caller, lesson);
        let done = Message::Lesson(LessonMessage::Done {
            notation: mv.to_string(),
            done: lesson.done.clone(),
            reply,
        });
        let what_happened = render::lesson_png(
            &after,
            &names,
            &caller.locale,
            &[],
            (open.lesson, &lesson.title),
        );
        let mut answer = match next {
            Some(next) => {
                let mut shown = self.lesson_reply(caller, course, next);
                // The move's result first, the next lesson's picture beside it.
                shown.said.insert(0, done);
                shown.file = shown.image.take().map(|bytes| super::Attachment {
                    name: format!("lesson-{}-{next}.png", course.game.name()),
                    bytes,
                });
                shown.image = Some(what_happened);
                shown
            }
            None => Reply {
                image: Some(what_happened),
                ephemeral: true,
                ..Reply::saying(&caller.locale, done).and(
                    &caller.locale,
                    Message::Lesson(LessonMessage::CourseDone {
                        kind: course.kind(),
                        total: course.total(),
                    }),
                )
            },
        };
        answer.ephemeral = true;
        Ok(answer)
    }

    /// Lesson `number` of `course` shown to the caller: what to try, the
    /// picture with its cells marked, a Peek button where pieces stack.
    fn lesson_reply(&self, caller: &Caller, course: &Course, number: u32) -> Reply {
        let lesson = course.lesson(number).expect("an existing lesson");
        let names = self.lesson_names(caller, lesson);
        let image = render::lesson_png(
            &lesson.position,
            &names,
            &caller.locale,
            &lesson.marks,
            (number, &lesson.title),
        );
        let message = Message::Lesson(LessonMessage::Opened {
            kind: course.kind(),
            number,
            total: course.total(),
            title: lesson.title.clone(),
            task: lesson.task.clone(),
        });
        let mut buttons: Vec<Button> = Vec::new();
        if course.game.picture().lifts() {
            buttons.push(Button {
                label: Label::Action,
                style: ButtonStyle::Secondary,
                id: ButtonId {
                    stamp: Stamp::Lesson(number),
                    action: ButtonAction::Peek,
                },
            });
        }
        Reply {
            image: Some(image),
            buttons,
            ephemeral: true,
            ..Reply::saying(&caller.locale, message)
        }
    }

    /// The names a lesson's picture gives the two sides: the learner's
    /// own, and the coach's in the learner's language.
    fn lesson_names(&self, caller: &Caller, lesson: &Lesson) -> ByColor<String> {
        let coach = caller.locale.say(Word::Phrase(coach()));
        let mut names = ByColor {
            first: coach.clone(),
            second: coach,
        };
        *names.get_mut(lesson.position.turn()) = caller.name.clone();
        names
    }
}

/// A course's progress as the caller reads it.
fn progress_line(course: &Course, done: &[u32]) -> Message {
    let next = course
        .next(done)
        .and_then(|number| Some((number, course.lesson(number)?.title.clone())));
    Message::Lesson(LessonMessage::Progress {
        kind: course.kind(),
        done: u32::try_from(done.len()).unwrap_or(u32::MAX),
        total: course.total(),
        next,
    })
}

/// Lesson `number` (from 1) of the course of the game named `game`, for
/// tests and tools.
#[must_use]
pub fn course_lesson(game: &str, number: u32) -> Option<Lesson> {
    Course::named(game)?.lesson(number).cloned()
}
