//! [`Row`]s: the 80 lines of three squares (§2.2).

use std::fmt;

use super::{Square, SquareSet};

/// The four orientations of a line, each stepping towards a larger file (or,
/// vertically, a larger rank), so that a row's first square is its canonical
/// first end (§10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Axis {
    /// Along a rank: `a1-c1`.
    Horizontal,
    /// Along a file: `a1-a3`.
    Vertical,
    /// Up and right: `a1-c3`.
    Diagonal,
    /// Down and right: `a3-c1`.
    AntiDiagonal,
}

impl Axis {
    /// All four.
    pub const ALL: [Axis; 4] = [
        Axis::Horizontal,
        Axis::Vertical,
        Axis::Diagonal,
        Axis::AntiDiagonal,
    ];

    /// The step between consecutive squares as a change of square index.
    #[inline]
    pub(crate) const fn index_step(self) -> i8 {
        match self {
            Axis::Horizontal => 1,
            Axis::Vertical => 6,
            Axis::Diagonal => 7,
            Axis::AntiDiagonal => -5,
        }
    }

    /// The squares where a row along this axis can start.
    #[inline]
    pub(crate) const fn starts(self) -> SquareSet {
        // A table, so that the loop runs at compile time only.
        const STARTS: [SquareSet; 4] = [
            starts_where(Axis::Horizontal),
            starts_where(Axis::Vertical),
            starts_where(Axis::Diagonal),
            starts_where(Axis::AntiDiagonal),
        ];
        STARTS[self as usize]
    }

    /// The starts of every row along this axis whose three squares are all
    /// in `set`.
    #[inline]
    pub(crate) const fn row_starts_in(self, set: SquareSet) -> SquareSet {
        SquareSet::from_bits(self.nth_in(set, 0) & self.nth_in(set, 1) & self.nth_in(set, 2))
    }

    /// The starts of the rows along this axis whose `nth` square (0, 1 or
    /// 2) is in `set`, as bits: a row's three squares lined up on its start,
    /// so that rows are counted with a few shifts instead of one by one.
    #[inline]
    pub(crate) const fn nth_in(self, set: SquareSet, nth: u32) -> u64 {
        let bits = set.bits();
        let moved = match self.index_step() {
            step @ 0.. => bits >> (nth * step as u32),
            step => bits << (nth * (-step) as u32),
        };
        moved & self.starts().bits()
    }
}

/// The squares where a row along `axis` fits on the bed.
#[inline]
const fn starts_where(axis: Axis) -> SquareSet {
    let mut bits = 0u64;
    let mut index = 0;
    while index < 36 {
        let (file, rank) = (index % 6, index / 6);
        let fits = match axis {
            Axis::Horizontal => file <= 3,
            Axis::Vertical => rank <= 3,
            Axis::Diagonal => file <= 3 && rank <= 3,
            Axis::AntiDiagonal => file <= 3 && rank >= 2,
        };
        if fits {
            bits |= 1 << index;
        }
        index += 1;
    }
    SquareSet::from_bits(bits)
}

/// A line of three squares (§2.2), written by its two ends: `a1-c1`.
///
/// ```
/// use punctbot::games::boop::{Row, Square};
///
/// let c1: Square = "c1".parse()?;
/// let a3: Square = "a3".parse()?;
/// let row = Row::from_ends(c1, a3).expect("a diagonal of three");
/// assert_eq!(row.to_string(), "a3-c1");
/// assert_eq!(row.squares().map(|s| s.to_string()), ["a3", "b2", "c1"]);
/// # Ok::<_, punctbot::games::boop::ParseSquareError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Row {
    start: Square,
    axis: Axis,
}

impl Row {
    /// The number of rows on the bed.
    pub const COUNT: usize = 80;

    /// The row starting at `start` (its canonical first end) along `axis`,
    /// if it fits on the bed.
    #[must_use]
    #[inline]
    pub const fn new(start: Square, axis: Axis) -> Option<Row> {
        if axis.starts().contains(start) {
            Some(Row { start, axis })
        } else {
            None
        }
    }

    /// The row with these two ends, given in either order; `None` if they
    /// are not the ends of a line of three.
    #[must_use]
    #[inline]
    pub fn from_ends(a: Square, b: Square) -> Option<Row> {
        Axis::ALL.into_iter().find_map(|axis| {
            [(a, b), (b, a)].into_iter().find_map(|(start, end)| {
                let row = Row::new(start, axis)?;
                (row.squares()[2] == end).then_some(row)
            })
        })
    }

    /// Every row, axis by axis, each in square index order of its start.
    #[inline]
    pub fn all() -> impl Iterator<Item = Row> {
        Axis::ALL
            .into_iter()
            .flat_map(|axis| axis.starts().iter().map(move |start| Row { start, axis }))
    }

    /// The canonical first end: the smaller file (the smaller rank when the
    /// files are equal).
    #[must_use]
    #[inline]
    pub const fn start(self) -> Square {
        self.start
    }

    /// The orientation.
    #[must_use]
    #[inline]
    pub const fn axis(self) -> Axis {
        self.axis
    }

    /// The three squares, from the first end to the second.
    #[must_use]
    #[inline]
    pub const fn squares(self) -> [Square; 3] {
        let step = self.axis.index_step();
        let first = self.start.index() as i8;
        // Invariant: `new` only admits starts whose row fits on the bed.
        [
            self.start,
            Square::new((first + step) as u8),
            Square::new((first + 2 * step) as u8),
        ]
    }

    /// The three squares as a set.
    #[must_use]
    #[inline]
    pub const fn set(self) -> SquareSet {
        let [a, b, c] = self.squares();
        SquareSet::from_square(a).with(b).with(c)
    }
}

impl fmt::Display for Row {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [first, _, last] = self.squares();
        write!(f, "{first}-{last}")
    }
}

impl fmt::Debug for Row {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The rows whose three squares are all in `set`, axis by axis.
#[inline]
pub(crate) fn rows_in(set: SquareSet) -> impl Iterator<Item = Row> {
    Axis::ALL.into_iter().flat_map(move |axis| {
        axis.row_starts_in(set)
            .iter()
            .map(move |start| Row { start, axis })
    })
}

/// Whether some row has all three squares in `set`.
#[inline]
pub(crate) const fn has_row(set: SquareSet) -> bool {
    let bits = set.bits();
    let mut any = 0;
    let mut axis = 0;
    while axis < 4 {
        any |= Axis::ALL[axis]
            .row_starts_in(SquareSet::from_bits(bits))
            .bits();
        axis += 1;
    }
    any != 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_80_rows_24_24_16_16() {
        let counts = Axis::ALL.map(|axis| axis.starts().count());
        assert_eq!(counts, [24, 24, 16, 16]);
        assert_eq!(Row::all().count(), Row::COUNT);
    }

    #[test]
    fn every_row_is_found_by_its_ends_and_by_the_masks() {
        for row in Row::all() {
            let [a, _, c] = row.squares();
            assert_eq!(Row::from_ends(a, c), Some(row));
            assert_eq!(Row::from_ends(c, a), Some(row));
            assert_eq!(rows_in(row.set()).collect::<Vec<_>>(), [row]);
            assert!(a.file() < c.file() || (a.file() == c.file() && a.rank() < c.rank()));
            for square in row.squares() {
                assert!(!has_row(row.set().without(square)));
            }
        }
    }
}
