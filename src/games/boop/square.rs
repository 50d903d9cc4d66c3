//! [`Square`]s of the bed and the eight [`Direction`]s between them.

use std::{fmt, str::FromStr};

use crate::games::{Notation, Word};

/// One of the 36 squares of the bed, `a1` (bottom left) to `f6` (top right).
///
/// Files `a`–`f` run left to right, ranks `1`–`6` bottom to top (rulebook
/// §2.1). The index is `rank * 6 + file`, so `a1` is 0, `f1` is 5 and `f6`
/// is 35.
///
/// ```
/// use punctbot::games::boop::Square;
///
/// let square: Square = "C3".parse()?;
/// assert_eq!(square.to_string(), "c3");
/// assert_eq!((square.file(), square.rank()), (2, 2));
/// # Ok::<_, punctbot::games::boop::ParseSquareError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The number of squares of the bed.
    pub const COUNT: usize = 36;

    /// Every square, in index order (`a1`, `b1`, … `f1`, `a2`, … `f6`).
    pub const ALL: [Square; 36] = {
        let mut all = [Square(0); 36];
        let mut index = 0;
        while index < 36 {
            all[index] = Square(index as u8);
            index += 1;
        }
        all
    };

    /// The square with this index (`rank * 6 + file`).
    ///
    /// # Panics
    /// The index is 36 or more.
    #[must_use]
    #[track_caller]
    #[inline]
    pub const fn new(index: u8) -> Square {
        assert!(index < 36, "a square index is below 36");
        Square(index)
    }

    /// The square at `file` (0 = `a`) and `rank` (0 = `1`), if on the bed.
    #[must_use]
    #[inline]
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square> {
        if file < 6 && rank < 6 {
            Some(Square(rank * 6 + file))
        } else {
            None
        }
    }

    /// The file, 0 (`a`) to 5 (`f`).
    #[must_use]
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % 6
    }

    /// The rank, 0 (`1`) to 5 (`6`).
    #[must_use]
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / 6
    }

    /// The index, `rank * 6 + file`.
    #[must_use]
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The next square in `direction`, if it is on the bed.
    #[must_use]
    #[inline]
    pub const fn offset(self, direction: Direction) -> Option<Square> {
        let (dx, dy) = direction.delta();
        let file = self.file() as i8 + dx;
        let rank = self.rank() as i8 + dy;
        if file < 0 || rank < 0 {
            None
        } else {
            Square::from_coords(file as u8, rank as u8)
        }
    }

    /// The name, e.g. `c3`, as notations are written from it.
    #[must_use]
    #[inline]
    pub const fn name(self) -> Word {
        Word::new(&[b'a' + self.file(), b'1' + self.rank()])
    }

    /// Parses a square name such as `c3` or `C3`.
    ///
    /// # Errors
    /// The text is not a letter `a`–`f` followed by a digit `1`–`6`.
    #[inline]
    pub fn from_ascii(text: &[u8]) -> Result<Square, ParseSquareError> {
        match text {
            [file, rank] => {
                let file = file.to_ascii_lowercase().wrapping_sub(b'a');
                let rank = rank.wrapping_sub(b'1');
                Square::from_coords(file, rank).ok_or(ParseSquareError)
            }
            _ => Err(ParseSquareError),
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Notation::new().with(self.name()).fmt(f)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The text was not the name of a square of the bed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseSquareError;

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid square name: expected a1 to f6")
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        Square::from_ascii(s.as_bytes())
    }
}

/// One of the eight directions from a square to its neighbours (§2.2), named
/// as on a map with rank 6 at the top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Towards rank 6.
    North,
    /// Towards f6.
    NorthEast,
    /// Towards file f.
    East,
    /// Towards f1.
    SouthEast,
    /// Towards rank 1.
    South,
    /// Towards a1.
    SouthWest,
    /// Towards file a.
    West,
    /// Towards a6.
    NorthWest,
}

impl Direction {
    /// All eight, clockwise from north.
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::NorthEast,
        Direction::East,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
    ];

    /// The direction from `from` to `to`, two different squares on a line
    /// (a rank, a file or a diagonal) through `from`; for other pairs, the
    /// nearest such direction.
    #[must_use]
    #[inline]
    pub const fn between(from: Square, to: Square) -> Direction {
        let dx = (to.file() as i8 - from.file() as i8).signum();
        let dy = (to.rank() as i8 - from.rank() as i8).signum();
        match (dx, dy) {
            (0, 1..) | (0, 0) => Direction::North,
            (1.., 1..) => Direction::NorthEast,
            (1.., 0) => Direction::East,
            (1.., ..=-1) => Direction::SouthEast,
            (0, ..=-1) => Direction::South,
            (..=-1, ..=-1) => Direction::SouthWest,
            (..=-1, 0) => Direction::West,
            (..=-1, 1..) => Direction::NorthWest,
        }
    }

    /// The step as (files, ranks): north is `(0, 1)`, east `(1, 0)`.
    #[must_use]
    #[inline]
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::NorthEast => (1, 1),
            Direction::East => (1, 0),
            Direction::SouthEast => (1, -1),
            Direction::South => (0, -1),
            Direction::SouthWest => (-1, -1),
            Direction::West => (-1, 0),
            Direction::NorthWest => (-1, 1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_round_trip_through_their_names() {
        for square in Square::ALL {
            let name = square.to_string();
            assert_eq!(name.parse(), Ok(square));
            assert_eq!(name.to_uppercase().parse(), Ok(square));
        }
        for bad in ["", "a", "a0", "a7", "g1", "c33", "3c", "é1"] {
            assert_eq!(bad.parse::<Square>(), Err(ParseSquareError), "{bad}");
        }
    }

    #[test]
    fn offsets_stop_at_the_edge() {
        let a1 = Square::new(0);
        assert_eq!(a1.offset(Direction::South), None);
        assert_eq!(a1.offset(Direction::West), None);
        assert_eq!(a1.offset(Direction::NorthEast), "b2".parse().ok());
        assert_eq!(Square::new(35).offset(Direction::North), None);
    }
}
