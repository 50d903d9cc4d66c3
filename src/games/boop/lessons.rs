//! boop.'s course (`/learn game:boop`): seven scripted beds, each about one
//! rule of the rulebook, Orange (the learner) to move.

use super::{Kind, Position, Resolution, Setup, Square, Turn, Variant, STANDARD};
use crate::{
    games::{AnyGame, AnyMove, Lesson, LessonWords as Words, Outcome, Rules, Seat},
    phrase,
};

/// Orange, the learner.
const ORANGE: Seat = Seat::First;
/// Gray, the other side.
const GRAY: Seat = Seat::Second;

/// The course, in the order it is taught.
pub(super) fn lessons() -> Vec<Lesson> {
    vec![boop(), edge(), two(), graduate(), cats(), eight(), win()]
}

/// A lesson on the bed `setup` (Orange to move), `marks` its squares,
/// done when `reached` says so.
fn lesson(
    name: &'static str,
    setup: &Setup,
    marks: &[&str],
    words: Words,
    reached: fn(&AnyGame, AnyMove, &AnyGame) -> bool,
) -> Lesson {
    let position = Position::from_setup(setup).expect("a lesson's bed is a position");
    Lesson {
        reached,
        ..Lesson::new(name, AnyGame::new(STANDARD, position), marks, words)
    }
}

/// `owner`'s pieces written as placements (`"Ka1 Cb1"`).
fn bed(setup: Setup, owner: Seat, pieces: &str) -> Setup {
    setup
        .pieces(owner, pieces)
        .expect("a lesson's pieces are placements")
}

/// The squares `owner`'s pieces stand on in `game`, and what they are.
fn pieces_of(game: &AnyGame, owner: Seat) -> Vec<(Square, Kind)> {
    super::position(game).map_or_else(Vec::new, |position| {
        position
            .pieces()
            .filter(|(_, piece)| piece.owner == owner)
            .map(|(square, piece)| (square, piece.kind))
            .collect()
    })
}

/// Whether the move put any of Gray's pieces elsewhere (or off the bed).
fn gray_moved(before: &AnyGame, after: &AnyGame) -> bool {
    pieces_of(before, GRAY) != pieces_of(after, GRAY)
}

fn turn(mv: AnyMove) -> Option<Turn> {
    mv.typed()
}

/// Orange's cats, in the pool and on the bed.
fn orange_cats(game: &AnyGame) -> u8 {
    super::position(game).map_or(0, |position| {
        let on_bed = pieces_of(game, ORANGE)
            .iter()
            .filter(|(_, kind)| *kind == Kind::Cat)
            .count();
        position.pool(ORANGE).cats + u8::try_from(on_bed).unwrap_or(u8::MAX)
    })
}

fn boop() -> Lesson {
    let setup = bed(Setup::new(Variant::Standard), GRAY, "Kd4");
    lesson(
        "boop",
        &setup,
        &["d4"],
        Words {
            title: phrase!("learn-boop-boop-title"),
            task: phrase!("learn-boop-boop-task"),
            hint: phrase!("learn-boop-boop-hint"),
            done: phrase!("learn-boop-boop-done"),
            example: "Kc3",
            mistake: "Kd4",
        },
        |before, _, after| gray_moved(before, after),
    )
}

fn edge() -> Lesson {
    let setup = bed(Setup::new(Variant::Standard), GRAY, "Ka2");
    lesson(
        "edge",
        &setup,
        &["a2"],
        Words {
            title: phrase!("learn-boop-edge-title"),
            task: phrase!("learn-boop-edge-task"),
            hint: phrase!("learn-boop-edge-hint"),
            done: phrase!("learn-boop-edge-done"),
            example: "Kb2",
            mistake: "Cb2",
        },
        // A piece of Gray's went back to Gray's pool.
        |before, _, after| pieces_of(after, GRAY).len() < pieces_of(before, GRAY).len(),
    )
}

fn two() -> Lesson {
    let setup = bed(Setup::new(Variant::Standard), GRAY, "Kc3 Kb2");
    lesson(
        "two",
        &setup,
        &["b2", "c3", "d4"],
        Words {
            title: phrase!("learn-boop-two-title"),
            task: phrase!("learn-boop-two-task"),
            hint: phrase!("learn-boop-two-hint"),
            done: phrase!("learn-boop-two-done"),
            example: "Kd4",
            mistake: "Kg4",
        },
        // Placed against the row, which stayed where it was.
        |before, mv, after| {
            let beside_c3 = turn(mv).is_some_and(|turn| turn.placement.square.to_string() == "d4");
            beside_c3 && !gray_moved(before, after)
        },
    )
}

fn graduate() -> Lesson {
    let setup = bed(Setup::new(Variant::Standard), ORANGE, "Ka1 Kb1");
    let setup = bed(setup, GRAY, "Ke5");
    lesson(
        "graduate",
        &setup,
        &["a1", "b1", "c1"],
        Words {
            title: phrase!("learn-boop-graduate-title"),
            task: phrase!("learn-boop-graduate-task"),
            hint: phrase!("learn-boop-graduate-hint"),
            done: phrase!("learn-boop-graduate-done"),
            example: "Kc1",
            mistake: "Ka1",
        },
        |before, _, after| orange_cats(after) > orange_cats(before),
    )
}

fn cats_lesson_bed() -> Setup {
    let setup = Setup::new(Variant::Standard).graduated(ORANGE, 3);
    bed(setup, GRAY, "Cd4")
}

fn cats() -> Lesson {
    lesson(
        "cats",
        &cats_lesson_bed(),
        &["d4"],
        Words {
            title: phrase!("learn-boop-cats-title"),
            task: phrase!("learn-boop-cats-task"),
            hint: phrase!("learn-boop-cats-hint"),
            done: phrase!("learn-boop-cats-done"),
            example: "Cc3",
            mistake: "Cd4",
        },
        |before, _, after| gray_moved(before, after),
    )
}

fn eight() -> Lesson {
    let setup = bed(
        Setup::new(Variant::Standard),
        ORANGE,
        "Ka1 Kc1 Ke1 Ka3 Ke3 Kb5 Kd5",
    );
    let setup = bed(setup, GRAY, "Kc3");
    lesson(
        "eight",
        &setup,
        &["f6"],
        Words {
            title: phrase!("learn-boop-eight-title"),
            task: phrase!("learn-boop-eight-task"),
            hint: phrase!("learn-boop-eight-hint"),
            done: phrase!("learn-boop-eight-done"),
            example: "Kf6/La1",
            mistake: "Kf6",
        },
        |_, mv, _| {
            turn(mv).is_some_and(|turn| matches!(turn.resolution, Some(Resolution::Lift(_))))
        },
    )
}

fn win() -> Lesson {
    let setup = Setup::new(Variant::Standard).graduated(ORANGE, 3);
    let setup = bed(setup, ORANGE, "Ca1 Cb1");
    let setup = bed(setup, GRAY, "Ke5");
    lesson(
        "win",
        &setup,
        &["a1", "b1", "c1"],
        Words {
            title: phrase!("learn-boop-win-title"),
            task: phrase!("learn-boop-win-task"),
            hint: phrase!("learn-boop-win-hint"),
            done: phrase!("learn-boop-win-done"),
            example: "Cc1",
            mistake: "Ca1",
        },
        |_, _, after| after.outcome() == Some(Outcome::Win(ORANGE)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Rules;

    /// The whole turn `text` stands for: a placement with one option is
    /// that option (as the bot applies it, rulebook §6.3).
    fn whole(game: &AnyGame, text: &str) -> AnyMove {
        let mv = game.parse_move(text).expect("it reads");
        let options = STANDARD
            .game()
            .two_steps()
            .expect("boop.")
            .options(game, mv);
        match &options[..] {
            [only] => only.mv,
            _ => mv,
        }
    }

    #[test]
    fn every_lesson_is_completed_by_its_example_and_refuses_its_mistake() {
        // The engine's reason for each lesson's mistake.
        let reasons = [
            ("boop", "d4 is occupied"),
            ("edge", "you have no cats in your pool"),
            ("two", "g4 is not a square of the bed"),
            ("graduate", "a1 is occupied"),
            ("cats", "d4 is occupied"),
            ("eight", "choose a piece of yours to lift"),
            ("win", "a1 is occupied"),
        ];
        let course = lessons();
        assert_eq!(course.len(), reasons.len());
        for (lesson, (name, reason)) in course.iter().zip(reasons) {
            assert_eq!(lesson.name, name);
            assert_eq!(lesson.position.turn(), ORANGE, "{name}");
            let mv = whole(&lesson.position, lesson.example);
            let mut after = lesson.position.clone();
            after.play(mv).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!((lesson.reached)(&lesson.position, mv, &after), "{name}");
            let mut wrong = lesson.position.clone();
            let said = wrong
                .parse_move(lesson.mistake)
                .and_then(|mv| wrong.play(mv))
                .expect_err("a mistake")
                .to_string();
            assert!(said.contains(reason), "{name}: {said}");
        }
    }

    #[test]
    fn a_kitten_beside_a_cat_is_legal_but_misses_the_point() {
        let cats = cats();
        let mv = whole(&cats.position, "Kc3");
        let mut after = cats.position.clone();
        after.play(mv).expect("legal");
        assert!(!(cats.reached)(&cats.position, mv, &after));
    }
}
