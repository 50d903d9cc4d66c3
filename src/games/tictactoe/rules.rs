//! Tic-tac-toe's rules: a 3 × 3 grid, cells `a1`–`c3`; the first to put
//! three marks in a row, a column or a diagonal wins; a full grid without
//! one is a draw.

use std::{fmt, str::FromStr};

use crate::{
    games::{Codec, Coded, Notated, Notation, Outcome, Phrase, Phrased, Rules, Seat, Word},
    phrase,
};

/// The eight lines of three, by cell index (`a1` = 0, `b1` = 1, … `c3` = 8).
const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// A move: the cell marked, `a1` to `c3`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mark(u8);

impl Mark {
    fn file(self) -> u8 {
        self.0 % 3
    }

    fn rank(self) -> u8 {
        self.0 / 3
    }

    /// The cell's index, 0 to 8.
    #[must_use]
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

impl Notated for Mark {
    fn notation(&self) -> Notation {
        Notation::new().with(Word::new(&[b'a' + self.file(), b'1' + self.rank()]))
    }
}

impl Coded for Mark {
    const CODEC: &'static Codec = &Codec::of::<Mark>("tictactoe");

    fn code(self) -> u64 {
        u64::from(self.0)
    }

    fn decode(code: u64) -> Option<Mark> {
        u8::try_from(code).ok().filter(|&index| index < 9).map(Mark)
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.notation().fmt(f)
    }
}

impl FromStr for Mark {
    type Err = IllegalMove;

    /// `b2`, in any case, with spaces around.
    fn from_str(text: &str) -> Result<Mark, IllegalMove> {
        let trimmed = text.trim().to_ascii_lowercase();
        match trimmed.as_bytes() {
            &[file @ b'a'..=b'c', rank @ b'1'..=b'3'] => {
                Ok(Mark((rank - b'1') * 3 + (file - b'a')))
            }
            _ => Err(IllegalMove::NotACell(trimmed)),
        }
    }
}

/// Why a move was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    /// Not the name of a cell of the grid.
    NotACell(String),
    /// The cell holds a mark.
    Occupied(Mark),
    /// The game has ended.
    GameOver,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::NotACell(text) => write!(f, "{text} is not a cell: write a1 to c3"),
            IllegalMove::Occupied(mark) => write!(f, "{mark} is already marked"),
            IllegalMove::GameOver => f.write_str("the game is over"),
        }
    }
}

impl std::error::Error for IllegalMove {}

impl Phrased for IllegalMove {
    fn phrase(&self) -> Phrase {
        match self {
            IllegalMove::NotACell(text) => phrase!("illegal-tictactoe-not-a-cell", name = text),
            IllegalMove::Occupied(mark) => {
                phrase!("illegal-tictactoe-occupied", cell = mark.to_string())
            }
            IllegalMove::GameOver => phrase!("illegal-game-over"),
        }
    }
}

/// A position: whose mark is on each cell, and the moves that led here.
#[derive(Clone, Debug, Default)]
pub struct Position {
    cells: [Option<Seat>; 9],
    played: Vec<Mark>,
}

impl Position {
    /// The empty grid.
    #[must_use]
    pub fn new() -> Position {
        Position::default()
    }

    /// Whose mark is on the cell of index `index`.
    #[must_use]
    pub fn at(&self, index: usize) -> Option<Seat> {
        self.cells.get(index).copied().flatten()
    }

    /// The line of three that won, if one did.
    #[must_use]
    pub fn winning_line(&self) -> Option<[usize; 3]> {
        LINES.into_iter().find(|line| {
            let [a, b, c] = line.map(|index| self.cells[index]);
            a.is_some() && a == b && b == c
        })
    }
}

impl Rules for Position {
    type Move = Mark;
    type Illegal = IllegalMove;

    fn turn(&self) -> Seat {
        if self.played.len().is_multiple_of(2) {
            Seat::First
        } else {
            Seat::Second
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.winning_line() {
            Some([index, ..]) => self.cells[index].map(Outcome::Win),
            None if self.played.len() == 9 => Some(Outcome::Draw),
            None => None,
        }
    }

    fn for_each_legal_move(&self, mut each: impl FnMut(Mark)) {
        if self.outcome().is_some() {
            return;
        }
        for index in 0..9u8 {
            if self.cells[usize::from(index)].is_none() {
                each(Mark(index));
            }
        }
    }

    fn parse_move(&self, text: &str) -> Result<Mark, IllegalMove> {
        text.parse()
    }

    fn play(&mut self, mark: Mark) -> Result<(), IllegalMove> {
        if self.outcome().is_some() {
            return Err(IllegalMove::GameOver);
        }
        if self.cells[mark.index()].is_some() {
            return Err(IllegalMove::Occupied(mark));
        }
        self.cells[mark.index()] = Some(self.turn());
        self.played.push(mark);
        Ok(())
    }

    fn undo(&mut self) -> bool {
        match self.played.pop() {
            Some(mark) => {
                self.cells[mark.index()] = None;
                true
            }
            None => false,
        }
    }

    fn ply(&self) -> usize {
        self.played.len()
    }

    fn last_move(&self) -> Option<Mark> {
        self.played.last().copied()
    }

    fn history(&self) -> Vec<Mark> {
        self.played.clone()
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 || self.outcome().is_some() {
            return 1;
        }
        let mut count = 0;
        let mut next = self.clone();
        self.for_each_legal_move(|mark| {
            next.play(mark).expect("a legal move");
            count += next.perft(depth - 1);
            next.undo();
        });
        count
    }

    fn describe(&self) -> String {
        let row = |rank: usize| -> String {
            (0..3)
                .map(|file| match self.cells[rank * 3 + file] {
                    Some(Seat::First) => 'x',
                    Some(Seat::Second) => 'o',
                    None => '.',
                })
                .collect()
        };
        format!(
            "{}/{}/{} after {} moves",
            row(2),
            row(1),
            row(0),
            self.played.len()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_in_a_row_wins_and_a_full_grid_draws() {
        let mut game = Position::new();
        for text in ["a1", "a2", "b1", "b2", "c1"] {
            game.play_text(text).unwrap();
        }
        assert_eq!(game.outcome(), Some(Outcome::Win(Seat::First)));
        assert_eq!(game.winning_line(), Some([0, 1, 2]));
        assert!(game.legal_moves().is_empty());
        let mut drawn = Position::new();
        for text in ["b2", "a1", "c1", "a3", "a2", "c2", "b1", "b3", "c3"] {
            drawn.play_text(text).unwrap();
        }
        assert_eq!(drawn.outcome(), Some(Outcome::Draw));
    }

    #[test]
    fn marks_read_back_and_refusals_leave_the_grid_alone() {
        for index in 0..9 {
            let mark = Mark(index);
            assert_eq!(mark.to_string().parse(), Ok(mark));
        }
        let mut game = Position::new();
        game.play_text("B2").unwrap();
        assert_eq!(game.play_text("b2"), Err(IllegalMove::Occupied(Mark(4))));
        assert!(matches!(
            game.play_text("d4"),
            Err(IllegalMove::NotACell(_))
        ));
        assert_eq!(game.ply(), 1);
        // 9! games, less those that end early: the well-known 255,168.
        assert_eq!(Position::new().perft(9), 255_168);
    }
}
