//! What makes a position a puzzle, and the proof that a shipped puzzle
//! still is one: both ask the engines' exact solver, never the search.
//!
//! A position is a puzzle when the side to move
//! - wins by force within [`most_moves`] of its own moves and exactly one
//!   first move does so that fast, or
//! - (PÜNCT) cannot win at once, the opponent could were it their move,
//!   and exactly one move stops it.

use crate::{
    bot::{computer_of, Computer},
    games::{AnyGame, AnyMove, GameKind, Outcome, Rules},
};

use super::{puzzle::text_of, Goal, ParsePuzzleError, Puzzle};

/// The most own moves a puzzle of `kind`'s game asks for. boop. has at
/// most 72 turns a position, and the solver proves a win in three (five
/// plies, every reply tried) in well under a second. A PÜNCT position has
/// thousands of moves a turn: proving that no other first move wins in two
/// takes a scan of every move after each pair of them, 20 to 40 seconds a
/// position in a release build (measured on the generator's games), too
/// slow to generate hundreds and to check them again in CI. Its puzzles
/// are the unique win at once and the unique block.
#[must_use]
pub fn most_moves(kind: GameKind) -> u32 {
    if kind.game().name() == "boop" {
        3
    } else {
        1
    }
}

/// Whether `kind`'s puzzles may ask to block (a connection game's theme).
#[must_use]
pub fn blocks_asked(kind: GameKind) -> bool {
    kind.game().name() == "punct"
}

/// A position found to be a puzzle: its goal and the solution line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    pub goal: Goal,
    pub solution: Vec<AnyMove>,
}

/// The puzzle `game` is, if it is one.
#[must_use]
pub fn puzzle_in(game: &AnyGame) -> Option<Found> {
    let computer = computer_of(game)?;
    if game.outcome().is_some() {
        return None;
    }
    let most = most_moves(game.kind());
    match computer.fastest_wins(game, most) {
        Some((moves, first)) => {
            let [only] = first[..] else {
                return None;
            };
            Some(Found {
                goal: Goal::Win(moves),
                solution: winning_line(computer, game, only, moves),
            })
        }
        None if blocks_asked(game.kind()) => {
            let [only] = computer.blocks(game)[..] else {
                return None;
            };
            Some(Found {
                goal: Goal::Block,
                solution: vec![only],
            })
        }
        None => None,
    }
}

/// The line from `first` (which wins within `moves`): the longest defence
/// after each of the solver's moves, and the solver's first winning move
/// after each defence.
fn winning_line(
    computer: &dyn Computer,
    game: &AnyGame,
    first: AnyMove,
    moves: u32,
) -> Vec<AnyMove> {
    let mut game = game.clone();
    let mut line = vec![first];
    game.play(first).expect("the solver's move is legal");
    let mut left = moves - 1;
    while game.outcome().is_none() && left > 0 {
        let Some(defence) = computer.longest_defence(&game, left) else {
            break;
        };
        game.play(defence).expect("the defence is legal");
        line.push(defence);
        if game.outcome().is_some() {
            break;
        }
        let Some((_, next)) = computer.fastest_wins(&game, left) else {
            break;
        };
        game.play(next[0]).expect("the solver's move is legal");
        line.push(next[0]);
        left -= 1;
    }
    line
}

/// The puzzle `game` is, written as a puzzle of `number` and `difficulty`.
#[must_use]
pub fn written(game: &AnyGame, found: &Found, number: u32, difficulty: u32) -> Puzzle {
    Puzzle {
        kind: game.kind(),
        number,
        goal: found.goal,
        difficulty,
        moves: game.history().into_iter().map(text_of).collect(),
        solution: found.solution.iter().copied().map(text_of).collect(),
    }
}

/// Proves `puzzle` again: its position is reached, its goal is the
/// position's (the first move of its solution the only one that reaches it
/// that fast), and its line is legal and ends in a win (or after the block).
///
/// # Errors
/// What is no longer so.
pub fn verify(puzzle: &Puzzle) -> Result<(), ParsePuzzleError> {
    let fail = |what: String| {
        ParsePuzzleError(format!(
            "puzzle {} of {}: {what}",
            puzzle.number,
            puzzle.kind.as_str()
        ))
    };
    let game = puzzle.position()?;
    let found = puzzle_in(&game).ok_or_else(|| fail("the position is no puzzle".into()))?;
    if found.goal != puzzle.goal {
        return Err(fail(format!("the position's goal is {}", found.goal)));
    }
    if text_of(found.solution[0]) != puzzle.solution[0] {
        return Err(fail(format!(
            "the only answer is {}",
            text_of(found.solution[0])
        )));
    }
    let me = game.turn();
    let mut line = game;
    for text in &puzzle.solution {
        line.play_text(text)
            .map_err(|why| fail(format!("{text}: {why}")))?;
    }
    match (puzzle.goal, line.outcome()) {
        (Goal::Win(_), Some(Outcome::Win(winner))) if winner == me => Ok(()),
        (Goal::Block, None) => Ok(()),
        _ => Err(fail("the solution does not end as the goal says".into())),
    }
}
