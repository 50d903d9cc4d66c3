//! [`Puzzle`]: a position (the moves from the start that reach it), what
//! the side to move must do there, the solution line and a difficulty, and
//! its line in `puzzles/*.txt`:
//!
//! ```text
//! 17 | win 2 | 1650 | +B2:C2,D2 S>P:C3,D3 … | +E4:E5,F5 +A1:A2,B2 S>E4:E6,F6
//! ```
//!
//! The fields are the puzzle's number in its game's file, the goal (`win N`
//! or `block`), the difficulty (the puzzle's first rating), the moves from
//! the start and the solution: the solver's move, the defence's reply, …
//! ending with the winning (or blocking) move.

use std::fmt;

use crate::games::{AnyGame, AnyMove, GameKind, Notated, Rules};

/// What the side to move must do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Win by force within this many of its own moves.
    Win(u32),
    /// Play the only move after which the opponent cannot win at once.
    Block,
}

impl Goal {
    /// How many of the solver's own moves the puzzle takes.
    #[must_use]
    pub fn own_moves(self) -> u32 {
        match self {
            Goal::Win(moves) => moves,
            Goal::Block => 1,
        }
    }
}

impl fmt::Display for Goal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Goal::Win(moves) => write!(f, "win {moves}"),
            Goal::Block => f.write_str("block"),
        }
    }
}

/// One puzzle of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The game it is a position of.
    pub kind: GameKind,
    /// Its number in its game's file: with the game, what ratings and the
    /// puzzles a player has seen are stored by.
    pub number: u32,
    /// What the side to move must do.
    pub goal: Goal,
    /// The puzzle's first rating.
    pub difficulty: u32,
    /// The moves from the start that reach the position, in notation.
    pub moves: Vec<String>,
    /// The solver's moves and the defence's replies, alternating, in
    /// notation: the first is the only right answer.
    pub solution: Vec<String>,
}

/// A puzzle's line cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsePuzzleError(pub String);

impl fmt::Display for ParsePuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParsePuzzleError {}

impl Puzzle {
    /// The puzzle's position.
    ///
    /// # Errors
    /// A move from the start is not legal (the rules changed since the
    /// puzzle was made).
    pub fn position(&self) -> Result<AnyGame, ParsePuzzleError> {
        let mut game = self.kind.start();
        for text in &self.moves {
            game.play_text(text).map_err(|why| {
                ParsePuzzleError(format!("puzzle {}: {text}: {why}", self.number))
            })?;
        }
        Ok(game)
    }

    /// Reads the line of a puzzle of `kind`.
    ///
    /// # Errors
    /// The line has not the five fields, or one of them is malformed.
    pub fn parse(kind: GameKind, line: &str) -> Result<Puzzle, ParsePuzzleError> {
        let bad = |what: &str| ParsePuzzleError(format!("{what} in puzzle line {line:?}"));
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [number, goal, difficulty, moves, solution] = fields[..] else {
            return Err(bad("expected five fields separated by |"));
        };
        let goal = match goal.split_whitespace().collect::<Vec<_>>()[..] {
            ["block"] => Goal::Block,
            ["win", moves] => Goal::Win(moves.parse().map_err(|_| bad("bad number of moves"))?),
            _ => return Err(bad("expected the goal `win N` or `block`")),
        };
        let words = |text: &str| text.split_whitespace().map(str::to_owned).collect();
        let puzzle = Puzzle {
            kind,
            number: number.parse().map_err(|_| bad("bad number"))?,
            goal,
            difficulty: difficulty.parse().map_err(|_| bad("bad difficulty"))?,
            moves: words(moves),
            solution: words(solution),
        };
        if puzzle.solution.is_empty() {
            return Err(bad("no solution"));
        }
        Ok(puzzle)
    }

    /// The first move of the solution, in the position.
    ///
    /// # Errors
    /// It does not read as a move of the game.
    pub fn answer(&self) -> Result<AnyMove, ParsePuzzleError> {
        let game = self.position()?;
        game.parse_move(&self.solution[0])
            .map_err(|why| ParsePuzzleError(format!("puzzle {}: {why}", self.number)))
    }
}

impl fmt::Display for Puzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} | {} | {} | {} | {}",
            self.number,
            self.goal,
            self.difficulty,
            self.moves.join(" "),
            self.solution.join(" ")
        )
    }
}

/// The notation of `mv`.
pub(crate) fn text_of(mv: AnyMove) -> String {
    mv.notation().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_reads_back_as_written() {
        let kind: GameKind = "boop".parse().unwrap();
        let line = "3 | win 2 | 1600 | Kc3 Kd4 | Ke5 Kf6 Kb2";
        let puzzle = Puzzle::parse(kind, line).unwrap();
        assert_eq!(puzzle.goal, Goal::Win(2));
        assert_eq!(puzzle.to_string(), line);
        assert!(Puzzle::parse(kind, "3 | lose 2 | 1 | | x").is_err());
        assert!(Puzzle::parse(kind, "3 | block | 1").is_err());
    }
}
