//! Every shipped puzzle proved again by the engines' exact solver: its
//! position is reached by legal moves, its first answer is the only move
//! that reaches its goal that fast (a win within its number of moves, or
//! the block), and its line is legal and ends as the goal says.

use std::{sync::Mutex, thread};

use punctbot::{
    games::Rules,
    puzzles::{check::verify, shipped, Goal, Puzzle},
};

/// How many puzzles each game ships at least.
const AT_LEAST: usize = 300;

fn proved_on_every_core(puzzles: &'static [Puzzle]) -> Vec<String> {
    let failures = Mutex::new(Vec::new());
    let next = Mutex::new(puzzles.iter());
    let cores = thread::available_parallelism().map_or(1, usize::from);
    thread::scope(|scope| {
        for _ in 0..cores {
            scope.spawn(|| loop {
                let Some(puzzle) = next.lock().unwrap().next() else {
                    break;
                };
                if let Err(why) = verify(puzzle) {
                    failures.lock().unwrap().push(why.to_string());
                }
            });
        }
    });
    failures.into_inner().unwrap()
}

#[test]
fn every_shipped_puzzle_is_proved_again() {
    for kind in shipped::kinds() {
        let puzzles = shipped::of(kind);
        assert!(
            puzzles.len() >= AT_LEAST,
            "{}: {} puzzles",
            kind.as_str(),
            puzzles.len()
        );
        let failures = proved_on_every_core(puzzles);
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}

#[test]
fn puzzles_are_numbered_one_by_one_and_appear_once() {
    for kind in shipped::kinds() {
        let puzzles = shipped::of(kind);
        for (index, puzzle) in puzzles.iter().enumerate() {
            assert_eq!(puzzle.number as usize, index + 1, "{}", kind.as_str());
        }
        let mut positions: Vec<&Vec<String>> = puzzles.iter().map(|p| &p.moves).collect();
        positions.sort();
        positions.dedup();
        assert_eq!(positions.len(), puzzles.len(), "a position twice");
    }
}

#[test]
fn every_goal_is_among_the_shipped_puzzles() {
    let goals = |name: &str| -> Vec<Goal> {
        let kind = name.parse().unwrap();
        shipped::of(kind).iter().map(|puzzle| puzzle.goal).collect()
    };
    let boop = goals("boop");
    for moves in 1..=3 {
        assert!(boop.contains(&Goal::Win(moves)), "boop. win in {moves}");
    }
    let punct = goals("punct");
    for goal in [Goal::Win(1), Goal::Block] {
        assert!(punct.contains(&goal), "PÜNCT {goal}");
    }
}

/// A puzzle altered so that it no longer holds is caught: the check can
/// fail.
#[test]
fn a_puzzle_with_another_answer_or_goal_fails_the_proof() {
    let kind = "boop".parse().unwrap();
    let puzzle = &shipped::of(kind)[0];
    let game = puzzle.position().unwrap();
    let other = game
        .legal_move_texts()
        .into_iter()
        .find(|text| *text != puzzle.solution[0])
        .unwrap();
    let mut wrong = puzzle.clone();
    wrong.solution = vec![other];
    assert!(verify(&wrong).is_err());
    let mut slower = puzzle.clone();
    slower.goal = Goal::Win(puzzle.goal.own_moves() + 1);
    assert!(verify(&slower).is_err());
}
