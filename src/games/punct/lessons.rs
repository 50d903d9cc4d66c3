//! PÜNCT's course (`/learn game:punct`): twelve scripted positions, each
//! about one rule of the rulebook, White (the learner) to move. The
//! positions are built with [`Setup`] (rulebook §12: fixtures may place
//! pieces directly), each one a position a game can reach.

use super::{Cell, CellSet, Move, Position, Setup, Variant, BASIC, STANDARD};
use crate::{
    games::{AnyGame, AnyMove, Lesson, LessonWords as Words, Outcome, Rules, Seat},
    phrase,
};

/// White, the learner.
const WHITE: Seat = Seat::First;
/// Black, whose answers are scripted.
const BLACK: Seat = Seat::Second;

/// The course, in the order it is taught.
pub(super) fn lessons() -> Vec<Lesson> {
    vec![
        place(),
        line(),
        rotate(),
        edge(),
        jump(),
        minors(),
        covered(),
        bridge(),
        triangle(),
        centre(),
        above(),
        centre_count(),
    ]
}

/// A lesson of the standard game from `setup` (White to move).
fn lesson(name: &'static str, setup: &Setup, marks: &[&str], words: Words) -> Lesson {
    let position = setup.position().expect("a lesson's set-up is a position");
    let kind = match setup.variant {
        Variant::Basic => BASIC,
        Variant::Standard => STANDARD,
    };
    Lesson::new(name, AnyGame::new(kind, position), marks, words)
}

/// A piece of `owner` at level `level`, written as in the notation
/// (`F5:G5,H5`, the PÜNCT first).
fn piece(setup: Setup, owner: Seat, placement: &str, level: u8) -> Setup {
    setup.piece(
        owner,
        placement.parse().expect("a lesson's piece is a placement"),
        level,
    )
}

/// Both PÜNCT positions of a lesson's move.
fn positions<'a>(before: &'a AnyGame, after: &'a AnyGame) -> Option<(&'a Position, &'a Position)> {
    Some((super::position(before)?, super::position(after)?))
}

fn typed(mv: AnyMove) -> Option<Move> {
    mv.typed()
}

/// The names of `set`'s cells.
fn names(set: CellSet) -> Vec<String> {
    Cell::all()
        .filter(|&cell| set.contains(cell))
        .map(|cell| cell.to_string())
        .collect()
}

fn place() -> Lesson {
    let setup = Setup::new(Variant::Standard);
    let mut lesson = lesson(
        "place",
        &setup,
        &["F5", "G5", "H5"],
        Words {
            title: phrase!("learn-punct-place-title"),
            task: phrase!("learn-punct-place-task"),
            hint: phrase!("learn-punct-place-hint"),
            done: phrase!("learn-punct-place-done"),
            example: "+F5:G5,H5",
            mistake: "+H6:H7,I7",
        },
    );
    lesson.reached = |_, mv, _| matches!(typed(mv), Some(Move::Add(_)));
    lesson
}

/// A MOVE from `from` whose PÜNCT ends elsewhere.
fn moved_along(mv: AnyMove) -> bool {
    matches!(typed(mv), Some(Move::Move { from, to }) if to.punct() != from)
}

fn line() -> Lesson {
    let setup = piece(Setup::new(Variant::Standard), WHITE, "F5:G5,H5", 0);
    let setup = piece(setup, BLACK, "L12:M12,N12", 0);
    let from: Cell = "F5".parse().expect("a cell");
    let mut rays = CellSet::EMPTY;
    for direction in super::Direction::ALL {
        for cell in from.ray(direction) {
            rays.insert(cell);
        }
    }
    let mut lesson = lesson(
        "line",
        &setup,
        &[],
        Words {
            title: phrase!("learn-punct-line-title"),
            task: phrase!("learn-punct-line-task"),
            hint: phrase!("learn-punct-line-hint"),
            done: phrase!("learn-punct-line-done"),
            example: "F5>F8:G8,H8",
            mistake: "F5>G7:H7,I7",
        },
    );
    lesson.marks = names(rays);
    lesson.reached = |_, mv, _| moved_along(mv);
    lesson
}

fn rotate() -> Lesson {
    let setup = piece(Setup::new(Variant::Standard), WHITE, "E5:D5,F5", 0);
    let setup = piece(setup, BLACK, "L12:M12,N12", 0);
    let mut lesson = lesson(
        "rotate",
        &setup,
        &["E5"],
        Words {
            title: phrase!("learn-punct-rotate-title"),
            task: phrase!("learn-punct-rotate-task"),
            hint: phrase!("learn-punct-rotate-hint"),
            done: phrase!("learn-punct-rotate-done"),
            example: "E5>E5:E4,E6",
            mistake: "E5>E5:D5,F5",
        },
    );
    lesson.reached =
        |_, mv, _| matches!(typed(mv), Some(Move::Move { from, to }) if to.punct() == from);
    lesson
}

fn edge() -> Lesson {
    let setup = piece(Setup::new(Variant::Standard), WHITE, "C8:D8,E8", 0);
    let setup = piece(setup, BLACK, "L12:M12,N12", 0);
    let mut lesson = lesson(
        "edge",
        &setup,
        &["A2", "A3", "A4", "A5", "A6", "A7", "A8"],
        Words {
            title: phrase!("learn-punct-edge-title"),
            task: phrase!("learn-punct-edge-task"),
            hint: phrase!("learn-punct-edge-hint"),
            done: phrase!("learn-punct-edge-done"),
            example: "C8>A8:A7,A6",
            mistake: "C8>A8:A9,A10",
        },
    );
    // The PÜNCT on the edge the marks show: column A.
    lesson.reached =
        |_, mv, _| matches!(typed(mv), Some(Move::Move { to, .. }) if to.punct().column() == 1);
    lesson
}

/// The level the learner's moved piece ended on, if it moved.
fn landed_level(mv: AnyMove, after: &AnyGame) -> Option<u8> {
    let Some(Move::Move { to, .. }) = typed(mv) else {
        return None;
    };
    let position = super::position(after)?;
    position.board().height(to.punct())
}

fn jump() -> Lesson {
    let setup = piece(Setup::new(Variant::Standard), WHITE, "F5:G5,H5", 0);
    let setup = piece(setup, WHITE, "F8:G8,H8", 0);
    let setup = piece(setup, BLACK, "F2:G2,H2", 0);
    let mut lesson = lesson(
        "jump",
        &setup,
        &["F5", "G5", "H5"],
        Words {
            title: phrase!("learn-punct-jump-title"),
            task: phrase!("learn-punct-jump-task"),
            hint: phrase!("learn-punct-jump-hint"),
            done: phrase!("learn-punct-jump-done"),
            example: "F8>F5:G5,H5",
            mistake: "F8>F2:G2,H2",
        },
    );
    lesson.reached = |_, mv, after| landed_level(mv, after).is_some_and(|level| level > 0);
    lesson
}

fn minors() -> Lesson {
    let setup = piece(Setup::new(Variant::Standard), WHITE, "F5:F6,F7", 0);
    let setup = piece(setup, BLACK, "G5:H5,I5", 0);
    let setup = piece(setup, WHITE, "F12:G12,H12", 0);
    let mut lesson = lesson(
        "minors",
        &setup,
        &["F5", "G5", "H5"],
        Words {
            title: phrase!("learn-punct-minors-title"),
            task: phrase!("learn-punct-minors-task"),
            hint: phrase!("learn-punct-minors-hint"),
            done: phrase!("learn-punct-minors-done"),
            example: "F12>F5:G5,H5",
            mistake: "F12>F5:E5,D5",
        },
    );
    // A minor dot now lies where Black's colour showed.
    lesson.reached = |before, mv, _| {
        let (Some(Move::Move { to, .. }), Some(before)) = (typed(mv), super::position(before))
        else {
            return false;
        };
        to.minors()
            .iter()
            .any(|&minor| before.board().top_owner(minor) == Some(BLACK))
    };
    lesson
}

fn covered() -> Lesson {
    let setup = piece(Setup::new(Variant::Standard), WHITE, "F5:G5,H5", 0);
    let setup = piece(setup, BLACK, "I5:J5,K5", 0);
    let setup = piece(setup, BLACK, "I5:H5,J5", 1);
    let setup = piece(setup, WHITE, "F8:G8,H8", 0);
    let mut lesson = lesson(
        "covered",
        &setup,
        &["F5", "H5"],
        Words {
            title: phrase!("learn-punct-covered-title"),
            task: phrase!("learn-punct-covered-task"),
            hint: phrase!("learn-punct-covered-hint"),
            done: phrase!("learn-punct-covered-done"),
            example: "F8>F11:G11,H11",
            mistake: "F5>F2:G2,H2",
        },
    );
    lesson.reached = |_, mv, _| matches!(typed(mv), Some(Move::Move { .. }));
    lesson
}

/// Whether the move left a cell under a bridge that was not before.
fn bridged(before: &AnyGame, after: &AnyGame) -> bool {
    positions(before, after).is_some_and(|(before, after)| {
        let was = before.board().under_bridges();
        let now = after.board().under_bridges();
        Cell::all().any(|cell| now.contains(cell) && !was.contains(cell))
    })
}

fn bridge() -> Lesson {
    let setup = piece(Setup::new(Variant::Standard), WHITE, "F5:G5,H5", 0);
    let setup = piece(setup, BLACK, "J5:K5,L5", 0);
    let setup = piece(setup, WHITE, "H2:H3,H4", 0);
    let mut lesson = lesson(
        "bridge",
        &setup,
        &["H5", "I5", "J5"],
        Words {
            title: phrase!("learn-punct-bridge-title"),
            task: phrase!("learn-punct-bridge-task"),
            hint: phrase!("learn-punct-bridge-hint"),
            done: phrase!("learn-punct-bridge-done"),
            example: "H2>H5:I5,J5",
            mistake: "H2>H5:H6,H7",
        },
    );
    lesson.reached = |before, _, after| bridged(before, after);
    lesson
}

fn triangle() -> Lesson {
    let setup = piece(Setup::new(Variant::Standard), WHITE, "F5:G5,H5", 0);
    let setup = piece(setup, WHITE, "I6:J6,K6", 0);
    let setup = piece(setup, WHITE, "H2:I2,I3", 0);
    let setup = piece(setup, WHITE, "E2:F2,G3", 0);
    let setup = piece(setup, BLACK, "L12:M12,N12", 0);
    let mut lesson = lesson(
        "triangle",
        &setup,
        &["H5", "I5", "I6", "J6"],
        Words {
            title: phrase!("learn-punct-triangle-title"),
            task: phrase!("learn-punct-triangle-task"),
            hint: phrase!("learn-punct-triangle-hint"),
            done: phrase!("learn-punct-triangle-done"),
            example: "E2>H5:I5,J6",
            mistake: "H2>H5:I5,I6",
        },
    );
    lesson.reached = |before, _, after| bridged(before, after);
    lesson
}

fn centre() -> Lesson {
    let setup = piece(Setup::new(Variant::Standard), WHITE, "F5:G5,H5", 0);
    let setup = piece(setup, BLACK, "L12:M12,N12", 0);
    let mut lesson = lesson(
        "centre",
        &setup,
        &[],
        Words {
            title: phrase!("learn-punct-centre-title"),
            task: phrase!("learn-punct-centre-task"),
            hint: phrase!("learn-punct-centre-hint"),
            done: phrase!("learn-punct-centre-done"),
            example: "F5>I8:J8,K8",
            mistake: "+I9:J9,K9",
        },
    );
    lesson.marks = names(CellSet::centre());
    lesson.reached =
        |_, mv, _| matches!(typed(mv), Some(Move::Move { to, .. }) if to.touches_centre());
    lesson
}

/// Whether the game ended with White, the learner, winning.
fn white_won(after: &AnyGame) -> bool {
    after.outcome() == Some(Outcome::Win(WHITE))
}

fn above() -> Lesson {
    // White's chain along row 8 from column A to column Q, but for H8,
    // where Black's dot shows from above.
    let mut setup = Setup::new(Variant::Standard);
    for placement in [
        "A8:B8,C8",
        "D8:E8,F8",
        "G8:F7,G7",
        "I8:J8,K8",
        "M8:L8,N8",
        "O8:P8,P9",
        "Q10:Q11,Q12",
        "G3:F3,H3",
    ] {
        setup = piece(setup, WHITE, placement, 0);
    }
    let setup = piece(setup, BLACK, "H8:H9,H10", 0);
    let mut lesson = lesson(
        "above",
        &setup,
        &["A8", "H8", "Q10"],
        Words {
            title: phrase!("learn-punct-above-title"),
            task: phrase!("learn-punct-above-task"),
            hint: phrase!("learn-punct-above-hint"),
            done: phrase!("learn-punct-above-done"),
            example: "G3>G8:F8,H8",
            mistake: "G3>G8:G7,G9",
        },
    );
    lesson.reached = |_, _, after| white_won(after);
    lesson
}

fn centre_count() -> Lesson {
    // One triangle left each: the next ADD of either player ends the game.
    let one_triangle = [1, 0, 0, 0, 0, 0];
    let setup = piece(Setup::new(Variant::Standard), WHITE, "F5:G5,H5", 0);
    let setup = piece(setup, WHITE, "G9:G10,G11", 0);
    let setup = piece(setup, BLACK, "H8:I8,J8", 0);
    let setup = setup
        .reserve(WHITE, one_triangle)
        .reserve(BLACK, one_triangle);
    let mut lesson = lesson(
        "centre-count",
        &setup,
        &[],
        Words {
            title: phrase!("learn-punct-centre-count-title"),
            task: phrase!("learn-punct-centre-count-task"),
            hint: phrase!("learn-punct-centre-count-hint"),
            done: phrase!("learn-punct-centre-count-done"),
            example: "F5>J9:J10,J11",
            mistake: "+B2:C2,D2",
        },
    );
    lesson.marks = names(CellSet::centre());
    // Black places its last piece, far from the centre: the count decides.
    lesson.reply = Some("+B10:C10,C11");
    lesson.reached = |_, _, after| white_won(after);
    lesson
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The engine's reason for `text` in `lesson`'s position.
    fn refused(lesson: &Lesson, text: &str) -> String {
        let mut position = lesson.position.clone();
        let mv = position.parse_move(text);
        mv.and_then(|mv| position.play(mv))
            .expect_err("a wrong move")
            .to_string()
    }

    /// Each lesson's example does what it asks (the reply played), and
    /// a typical mistake is refused by the engine for the rule it teaches.
    #[test]
    fn every_lesson_is_completed_by_its_example_and_refuses_its_mistake() {
        // The engine's reason for each lesson's mistake.
        let reasons = [
            ("place", "new pieces may not touch the central hexagon"),
            ("line", "F5 and G7 are not on one line"),
            ("rotate", "the piece is already there"),
            ("edge", "A9 is not a cell of the board"),
            ("jump", "a PÜNCT may only land on your own colour"),
            ("minors", "the three dots must rest at one height"),
            ("covered", "your piece on F5 is covered and cannot move"),
            ("bridge", "the three dots must rest at one height"),
            ("triangle", "triangles cannot bridge"),
            ("centre", "new pieces may not touch the central hexagon"),
            ("above", "the three dots must rest at one height"),
            ("centre-count", "you have no straight pieces"),
        ];
        let course = lessons();
        assert_eq!(course.len(), reasons.len());
        for (lesson, (name, reason)) in course.iter().zip(reasons) {
            assert_eq!(lesson.name, name);
            assert_eq!(lesson.position.turn(), WHITE, "{name}");
            let mut after = lesson.position.clone();
            let mv = after.parse_move(lesson.example).expect("its example reads");
            after.play(mv).unwrap_or_else(|e| panic!("{name}: {e}"));
            if let Some(reply) = lesson.reply {
                let answer = after.parse_move(reply).expect("its reply reads");
                after
                    .play(answer)
                    .unwrap_or_else(|e| panic!("{name} reply: {e}"));
            }
            assert!((lesson.reached)(&lesson.position, mv, &after), "{name}");
            let said = refused(lesson, lesson.mistake);
            assert!(said.contains(reason), "{name}: {said}");
        }
    }

    #[test]
    fn a_legal_move_that_misses_the_point_is_not_reached() {
        let course = lessons();
        let count = course
            .iter()
            .find(|lesson| lesson.name == "centre-count")
            .expect("the centre count");
        // Placing the last piece now ends the game with Black ahead.
        let mut after = count.position.clone();
        let mv = after.parse_move("+B2:C2,C3").expect("a triangle");
        after.play(mv).expect("legal");
        assert_eq!(after.outcome(), Some(Outcome::Win(BLACK)));
        assert!(!(count.reached)(&count.position, mv, &after));
    }
}
