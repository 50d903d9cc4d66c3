//! The board's geometry: [`Cell`], [`Direction`], [`Side`] and [`CellSet`]
//! (rulebook §1).
//!
//! A cell (c, r) with columns A–Q (c = 1..17) and rows 1..17 exists iff
//! |c − r| ≤ 8 and it is not one of the six removed corners. The 211 cells are
//! numbered 0..211 in (column, row) order, so sorting cells by index sorts them
//! the way the notation wants its minor dots.
//!
//! ```
//! use punctbot::games::punct::{Cell, Direction};
//!
//! let f5: Cell = "f5".parse()?;
//! assert_eq!(f5.to_string(), "F5");
//! assert_eq!(f5.neighbour(Direction::ALL[0]).map(|c| c.to_string()), Some("G5".into()));
//! assert!("A1".parse::<Cell>().is_err()); // a removed corner
//! # Ok::<_, punctbot::games::punct::ParseCellError>(())
//! ```

use std::{fmt, str::FromStr};

use crate::games::{Notation, Word};

/// The number of cells on the board.
pub const CELL_COUNT: usize = 211;

/// Marks "no cell" in the compile-time tables.
pub(crate) const NONE: u8 = u8::MAX;

/// The six removed corners: the end cells of the outer lines, which are not
/// cells of the board (§1.1).
const CORNERS: [(i32, i32); 6] = [(1, 1), (1, 9), (9, 1), (9, 17), (17, 9), (17, 17)];

const fn exists(c: i32, r: i32) -> bool {
    if c < 1 || c > 17 || r < 1 || r > 17 || (c - r).abs() > 8 {
        return false;
    }
    let mut i = 0;
    while i < CORNERS.len() {
        if CORNERS[i].0 == c && CORNERS[i].1 == r {
            return false;
        }
        i += 1;
    }
    true
}

/// Column and row (1-based) of every cell, by index.
pub(crate) const COORDS: [(u8, u8); CELL_COUNT] = {
    let mut coords = [(0u8, 0u8); CELL_COUNT];
    let mut n = 0;
    let mut c = 1;
    while c <= 17 {
        let mut r = 1;
        while r <= 17 {
            if exists(c, r) {
                coords[n] = (c as u8, r as u8);
                n += 1;
            }
            r += 1;
        }
        c += 1;
    }
    assert!(n == CELL_COUNT);
    coords
};

/// The index of cell (c, r), or [`NONE`], for c and r in 0..=18 (the margin
/// lets neighbour arithmetic step off the board without a bounds check).
const GRID: [[u8; 19]; 19] = {
    let mut grid = [[NONE; 19]; 19];
    let mut i = 0;
    while i < CELL_COUNT {
        grid[COORDS[i].0 as usize][COORDS[i].1 as usize] = i as u8;
        i += 1;
    }
    grid
};

/// The index of cell (c, r), or [`NONE`] if there is no such cell.
pub(crate) const fn index_at(c: i32, r: i32) -> u8 {
    if c < 0 || c > 18 || r < 0 || r > 18 {
        NONE
    } else {
        GRID[c as usize][r as usize]
    }
}

/// The unit steps (Δc, Δr) of the six directions, in cyclic order (§1.2).
pub(crate) const STEPS: [(i32, i32); 6] = [(1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1)];

/// The neighbour of every cell in every direction, or [`NONE`].
const NEIGHBOURS: [[u8; 6]; CELL_COUNT] = {
    let mut table = [[NONE; 6]; CELL_COUNT];
    let mut i = 0;
    while i < CELL_COUNT {
        let mut d = 0;
        while d < 6 {
            table[i][d] = index_at(
                COORDS[i].0 as i32 + STEPS[d].0,
                COORDS[i].1 as i32 + STEPS[d].1,
            );
            d += 1;
        }
        i += 1;
    }
    table
};

/// Every cell's name, by index: the column letter, then the row in one or
/// two digits.
static NAMES: [Word; CELL_COUNT] = {
    let mut names = [Word::new(b""); CELL_COUNT];
    let mut i = 0;
    while i < CELL_COUNT {
        let (c, r) = COORDS[i];
        names[i] = if r < 10 {
            Word::new(&[b'A' + c - 1, b'0' + r])
        } else {
            Word::new(&[b'A' + c - 1, b'1', b'0' + r - 10])
        };
        i += 1;
    }
    names
};

/// Each cell's place among all cell names in byte order: `[0]` for the name
/// at the end of a notation or before `,`, `[1]` before `:` or `>`, which
/// sort after the digits (`F10:` comes before `F1:`, but `F1,` before
/// `F10,`). Notations compare as these ranks do, so moves can be ordered
/// without writing them.
static RANKS: [[u8; 2]; CELL_COUNT] = {
    let mut ranks = [[0u8; 2]; CELL_COUNT];
    let mut i = 0;
    while i < CELL_COUNT {
        let mut j = 0;
        while j < CELL_COUNT {
            if NAMES[j].bits() < NAMES[i].bits() {
                ranks[i][0] += 1;
            }
            if NAMES[j].followed_by(b':').bits() < NAMES[i].followed_by(b':').bits() {
                ranks[i][1] += 1;
            }
            j += 1;
        }
        i += 1;
    }
    ranks
};

/// A cell of the board, written `<column letter><row number>` like `F5`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u8);

impl Cell {
    /// Every cell, in (column, row) order.
    pub fn all() -> impl Iterator<Item = Cell> + Clone {
        (0..CELL_COUNT as u8).map(Cell)
    }

    /// The cell with this index (0..211, in (column, row) order).
    ///
    /// # Panics
    /// If `index` is not below 211.
    #[must_use]
    #[track_caller]
    pub const fn new(index: usize) -> Cell {
        assert!(index < CELL_COUNT, "cell index out of range");
        Cell(index as u8)
    }

    /// The cell at column `column` (1 = A … 17 = Q) and row `row` (1..17), if
    /// it exists.
    #[must_use]
    pub const fn from_coords(column: i32, row: i32) -> Option<Cell> {
        match index_at(column, row) {
            NONE => None,
            index => Some(Cell(index)),
        }
    }

    /// The index of this cell, 0..211.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The column, 1 (A) to 17 (Q).
    #[must_use]
    pub const fn column(self) -> u8 {
        COORDS[self.0 as usize].0
    }

    /// The row, 1 to 17.
    #[must_use]
    pub const fn row(self) -> u8 {
        COORDS[self.0 as usize].1
    }

    /// The column letter, `'A'` to `'Q'`.
    #[must_use]
    pub const fn column_letter(self) -> char {
        (b'A' + self.column() - 1) as char
    }

    /// The name, e.g. `F5` or `F10`, as notations are written from it.
    #[must_use]
    #[inline]
    pub fn name(self) -> Word {
        NAMES[self.index()]
    }

    /// Where the name sorts among all names, at the end of a notation or
    /// before `,` (see [`RANKS`]).
    #[inline]
    pub(crate) fn rank_as_last(self) -> u8 {
        RANKS[self.index()][0]
    }

    /// Where the name sorts among all names before `:` or `>`.
    #[inline]
    pub(crate) fn rank_before_mark(self) -> u8 {
        RANKS[self.index()][1]
    }

    /// The adjacent cell in direction `dir`, if it exists.
    #[must_use]
    pub const fn neighbour(self, dir: Direction) -> Option<Cell> {
        match NEIGHBOURS[self.0 as usize][dir.0 as usize] {
            NONE => None,
            index => Some(Cell(index)),
        }
    }

    /// The cells adjacent to this one (up to six).
    pub fn neighbours(self) -> impl Iterator<Item = Cell> {
        Direction::ALL
            .into_iter()
            .filter_map(move |dir| self.neighbour(dir))
    }

    /// The ray from this cell in direction `dir`: the cells at distance 1, 2, …
    /// along it, to the edge of the board (§1.3). The cell itself is not
    /// included.
    pub fn ray(self, dir: Direction) -> impl Iterator<Item = Cell> {
        std::iter::successors(self.neighbour(dir), move |cell| cell.neighbour(dir))
    }

    /// The distance to `other` in steps (§1.4).
    #[must_use]
    pub fn distance(self, other: Cell) -> u8 {
        let dc = i32::from(other.column()) - i32::from(self.column());
        let dr = i32::from(other.row()) - i32::from(self.row());
        dc.abs().max(dr.abs()).max((dc - dr).abs()) as u8
    }

    /// Whether `other` lies on one of the three lines through this cell (a
    /// column, a row or a constant c − r line). A cell is on its own lines.
    #[must_use]
    pub fn is_aligned_with(self, other: Cell) -> bool {
        self.column() == other.column()
            || self.row() == other.row()
            || i32::from(self.column()) - i32::from(self.row())
                == i32::from(other.column()) - i32::from(other.row())
    }

    /// Whether the cell is one of the 19 cells of the central hexagon (§1.5).
    #[must_use]
    pub fn is_centre(self) -> bool {
        self.distance(CENTRE_CELL) <= 2
    }

    /// The side of the board this cell lies on, if any (§1.6). No cell lies on
    /// two sides.
    #[must_use]
    pub fn side(self) -> Option<Side> {
        Side::ALL.into_iter().find(|side| side.contains(self))
    }
}

/// I9, the middle of the board.
const CENTRE_CELL: Cell = match Cell::from_coords(9, 9) {
    Some(cell) => cell,
    None => panic!("I9 exists"),
};

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Notation::new().with(self.name()).fmt(f)
    }
}

impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The text is not a cell of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseCellError {
    /// It looks like a cell name (a letter and a number) but the board has no
    /// such cell, like `Q18` or `A1`. Holds the name in upper case.
    OffBoard(String),
    /// It is not a letter followed by a number.
    Malformed,
}

impl fmt::Display for ParseCellError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseCellError::OffBoard(name) => write!(f, "{name} is not a cell of the board"),
            ParseCellError::Malformed => f.write_str("a cell is a letter and a number, like F5"),
        }
    }
}

impl std::error::Error for ParseCellError {}

impl FromStr for Cell {
    type Err = ParseCellError;

    /// Parses `F5`, `f5` or ` F5 `.
    fn from_str(s: &str) -> Result<Cell, ParseCellError> {
        let s = s.trim();
        let mut chars = s.chars();
        let letter = chars.next().ok_or(ParseCellError::Malformed)?;
        let digits = chars.as_str();
        if !letter.is_ascii_alphabetic()
            || digits.is_empty()
            || digits.len() > 3
            || digits.starts_with('0')
            || !digits.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(ParseCellError::Malformed);
        }
        let letter = letter.to_ascii_uppercase();
        let row: i32 = digits.parse().map_err(|_| ParseCellError::Malformed)?;
        let column = i32::from(letter as u8 - b'A') + 1;
        Cell::from_coords(column, row)
            .ok_or_else(|| ParseCellError::OffBoard(format!("{letter}{row}")))
    }
}

/// One of the six directions d0…d5 of §1.2, in cyclic order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Direction(u8);

impl Direction {
    /// d0 = (+1, 0), d1 = (+1, +1), d2 = (0, +1), d3 = (−1, 0), d4 = (−1, −1),
    /// d5 = (0, −1) as (Δcolumn, Δrow).
    pub const ALL: [Direction; 6] = [
        Direction(0),
        Direction(1),
        Direction(2),
        Direction(3),
        Direction(4),
        Direction(5),
    ];

    /// The direction d(i mod 6).
    #[must_use]
    pub const fn new(i: usize) -> Direction {
        Direction((i % 6) as u8)
    }

    /// Its index i in d0…d5.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The step (Δcolumn, Δrow).
    #[must_use]
    pub const fn step(self) -> (i32, i32) {
        STEPS[self.0 as usize]
    }
}

/// One of the six sides of the board, 7 cells each, in three opposite pairs
/// (§1.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// Column A: A2–A8.
    ColumnA,
    /// Column Q: Q10–Q16 (opposite column A).
    ColumnQ,
    /// Row 1: B1–H1.
    Row1,
    /// Row 17: J17–P17 (opposite row 1).
    Row17,
    /// c − r = +8: J2 … P8.
    LowerRight,
    /// c − r = −8: B10 … H16 (opposite c − r = +8).
    UpperLeft,
}

impl Side {
    /// All six sides; sides 2i and 2i + 1 are opposite.
    pub const ALL: [Side; 6] = [
        Side::ColumnA,
        Side::ColumnQ,
        Side::Row1,
        Side::Row17,
        Side::LowerRight,
        Side::UpperLeft,
    ];

    /// Whether `cell` lies on this side.
    #[must_use]
    pub fn contains(self, cell: Cell) -> bool {
        let (c, r) = (i32::from(cell.column()), i32::from(cell.row()));
        match self {
            Side::ColumnA => c == 1,
            Side::ColumnQ => c == 17,
            Side::Row1 => r == 1,
            Side::Row17 => r == 17,
            Side::LowerRight => c - r == 8,
            Side::UpperLeft => c - r == -8,
        }
    }

    /// The opposite side.
    #[must_use]
    pub const fn opposite(self) -> Side {
        Side::ALL[self as usize ^ 1]
    }

    /// The pair this side belongs to, 0..3.
    #[must_use]
    pub const fn pair(self) -> usize {
        self as usize / 2
    }

    /// The 7 cells of this side.
    #[must_use]
    pub fn cells(self) -> CellSet {
        Cell::all().filter(|&cell| self.contains(cell)).collect()
    }
}

/// A set of cells as a 211-bit mask.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CellSet([u64; 4]);

impl CellSet {
    /// The empty set.
    pub const EMPTY: CellSet = CellSet([0; 4]);

    /// Every cell of the board.
    #[must_use]
    pub fn full() -> CellSet {
        Cell::all().collect()
    }

    /// The 19 cells of the central hexagon (§1.5).
    #[must_use]
    pub fn centre() -> CellSet {
        Cell::all().filter(|cell| cell.is_centre()).collect()
    }

    /// Whether `cell` is in the set.
    #[must_use]
    pub const fn contains(self, cell: Cell) -> bool {
        self.0[cell.0 as usize / 64] & (1 << (cell.0 % 64)) != 0
    }

    /// Adds `cell`.
    pub fn insert(&mut self, cell: Cell) {
        self.0[cell.index() / 64] |= 1 << (cell.0 % 64);
    }

    /// Removes `cell`.
    pub fn remove(&mut self, cell: Cell) {
        self.0[cell.index() / 64] &= !(1 << (cell.0 % 64));
    }

    /// The number of cells.
    #[must_use]
    pub fn len(self) -> usize {
        self.0.iter().map(|word| word.count_ones() as usize).sum()
    }

    /// Whether the set is empty.
    #[must_use]
    pub fn is_empty(self) -> bool {
        self.0 == [0; 4]
    }

    /// The cells in both sets.
    #[must_use]
    pub fn intersection(self, other: CellSet) -> CellSet {
        CellSet(std::array::from_fn(|i| self.0[i] & other.0[i]))
    }

    /// The cells in either set.
    #[must_use]
    pub fn union(self, other: CellSet) -> CellSet {
        CellSet(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }

    /// The cells in increasing order.
    pub fn iter(self) -> impl Iterator<Item = Cell> {
        (0..4).flat_map(move |word| {
            let mut bits = self.0[word];
            std::iter::from_fn(move || {
                if bits == 0 {
                    return None;
                }
                let bit = bits.trailing_zeros();
                bits &= bits - 1;
                Some(Cell((word * 64) as u8 + bit as u8))
            })
        })
    }
}

impl FromIterator<Cell> for CellSet {
    fn from_iter<I: IntoIterator<Item = Cell>>(iter: I) -> CellSet {
        let mut set = CellSet::EMPTY;
        for cell in iter {
            set.insert(cell);
        }
        set
    }
}

impl fmt::Debug for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_print_and_parse_leniently() {
        for cell in Cell::all() {
            assert_eq!(cell.to_string().parse::<Cell>(), Ok(cell));
            assert_eq!(cell.to_string().to_lowercase().parse::<Cell>(), Ok(cell));
        }
        assert_eq!(
            " f5 ".parse::<Cell>().map(|c| c.to_string()),
            Ok("F5".into())
        );
        assert_eq!(
            "Q18".parse::<Cell>(),
            Err(ParseCellError::OffBoard("Q18".into()))
        );
        assert_eq!(
            "z3".parse::<Cell>(),
            Err(ParseCellError::OffBoard("Z3".into()))
        );
        for bad in ["", "5", "F", "FF5", "F-5", "F5x", "F12345", "é5"] {
            assert_eq!(bad.parse::<Cell>(), Err(ParseCellError::Malformed), "{bad}");
        }
    }

    #[test]
    fn cell_order_is_column_then_row() {
        let cells: Vec<Cell> = Cell::all().collect();
        assert!(cells
            .windows(2)
            .all(|w| (w[0].column(), w[0].row()) < (w[1].column(), w[1].row())));
    }

    #[test]
    fn rays_follow_the_direction_to_the_edge() {
        let e5: Cell = "E5".parse().unwrap();
        let ray: Vec<String> = e5.ray(Direction::new(4)).map(|c| c.to_string()).collect();
        assert_eq!(ray, ["D4", "C3", "B2"]);
        assert!(e5.ray(Direction::new(0)).all(|c| c.row() == 5));
        assert_eq!(e5.ray(Direction::new(0)).count(), 8); // F5..M5
    }

    #[test]
    fn set_operations() {
        let mut set = CellSet::EMPTY;
        let a = Cell::new(0);
        let b = Cell::new(210);
        set.insert(a);
        set.insert(b);
        assert_eq!(set.len(), 2);
        assert_eq!(set.iter().collect::<Vec<_>>(), [a, b]);
        set.remove(a);
        assert!(!set.contains(a) && set.contains(b));
        assert_eq!(CellSet::full().len(), CELL_COUNT);
    }
}
