//! The six kinds of piece and where a piece lies: [`Kind`] and [`Placement`]
//! (rulebook §2).
//!
//! Every (kind, PÜNCT cell, orientation) is looked up in a table computed at
//! compile time, so move generation never does coordinate arithmetic.
//!
//! ```
//! use punctbot::games::punct::{Kind, Placement};
//!
//! let piece: Placement = "F5:H5,G5".parse()?;
//! assert_eq!(piece.kind(), Kind::E);
//! assert_eq!(piece.to_string(), "F5:G5,H5");
//! # Ok::<_, punctbot::games::punct::IllegalMove>(())
//! ```

use std::{fmt, str::FromStr, sync::LazyLock};

use super::{
    cell::{index_at, COORDS, NONE, STEPS},
    notation, Cell, CellSet, IllegalMove, CELL_COUNT,
};
use crate::games::Notation;

/// A kind of piece (§2.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Triangle (6 per player).
    T,
    /// Straight, PÜNCT at an end (4).
    E,
    /// Straight, PÜNCT in the middle (2).
    C,
    /// Angular, PÜNCT at the bend (2).
    M,
    /// Angular, PÜNCT at an end, turning +1 (2).
    APlus,
    /// Angular, PÜNCT at an end, turning −1 (2).
    AMinus,
}

impl Kind {
    /// All kinds, in the order of §2.2.
    pub const ALL: [Kind; 6] = [
        Kind::T,
        Kind::E,
        Kind::C,
        Kind::M,
        Kind::APlus,
        Kind::AMinus,
    ];

    /// How many pieces of this kind each player has (§2.2).
    #[must_use]
    pub const fn count(self) -> u8 {
        match self {
            Kind::T => 6,
            Kind::E => 4,
            Kind::C | Kind::M | Kind::APlus | Kind::AMinus => 2,
        }
    }

    /// The number of orientations: 3 for C (turning it by 180° gives the same
    /// cells), 6 for the others.
    #[must_use]
    pub const fn orientations(self) -> u8 {
        match self {
            Kind::C => 3,
            _ => 6,
        }
    }

    /// Whether a piece of this kind may bridge (§6.5 c): only the pieces with
    /// the PÜNCT at an end of a line of three, E, A+ and A−.
    #[must_use]
    pub const fn can_bridge(self) -> bool {
        matches!(self, Kind::E | Kind::APlus | Kind::AMinus)
    }

    /// Whether the PÜNCT is the middle dot (C and M).
    #[must_use]
    pub const fn punct_in_middle(self) -> bool {
        matches!(self, Kind::C | Kind::M)
    }

    /// Its short code: `T`, `E`, `C`, `M`, `A+`, `A-`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Kind::T => "T",
            Kind::E => "E",
            Kind::C => "C",
            Kind::M => "M",
            Kind::APlus => "A+",
            Kind::AMinus => "A-",
        }
    }

    /// A short name for players, e.g. "straight piece, PÜNCT at end".
    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            Kind::T => "triangle",
            Kind::E => "straight piece, PÜNCT at end",
            Kind::C => "straight piece, PÜNCT in middle",
            Kind::M => "angular piece, PÜNCT at bend",
            Kind::APlus => "angular piece A+, PÜNCT at end",
            Kind::AMinus => "angular piece A−, PÜNCT at end",
        }
    }

    /// The plural name used in sentences, e.g. "straight pieces with the
    /// PÜNCT at an end".
    #[must_use]
    pub const fn plural(self) -> &'static str {
        match self {
            Kind::T => "triangles",
            Kind::E => "straight pieces with the PÜNCT at an end",
            Kind::C => "straight pieces with the PÜNCT in the middle",
            Kind::M => "angular pieces with the PÜNCT at the bend",
            Kind::APlus => "A+ angular pieces (PÜNCT at an end)",
            Kind::AMinus => "A− angular pieces (PÜNCT at an end)",
        }
    }

    /// The singular name used in sentences, e.g. "a triangle".
    #[must_use]
    pub const fn singular(self) -> &'static str {
        match self {
            Kind::T => "a triangle",
            Kind::E => "a straight piece with the PÜNCT at an end",
            Kind::C => "a straight piece with the PÜNCT in the middle",
            Kind::M => "an angular piece with the PÜNCT at the bend",
            Kind::APlus => "an A+ angular piece",
            Kind::AMinus => "an A− angular piece",
        }
    }

    /// The offsets of the minor dots from the PÜNCT for orientation `k`, the
    /// near (middle) dot first for E, A+ and A− (§2.2).
    const fn minor_offsets(self, k: usize) -> [(i32, i32); 2] {
        const fn d(i: usize) -> (i32, i32) {
            STEPS[i % 6]
        }
        const fn add(a: (i32, i32), b: (i32, i32)) -> (i32, i32) {
            (a.0 + b.0, a.1 + b.1)
        }
        match self {
            Kind::T => [d(k), d(k + 1)],
            Kind::E => [d(k), add(d(k), d(k))],
            Kind::C => [d(k), d(k + 3)],
            Kind::M => [d(k), d(k + 2)],
            Kind::APlus => [d(k), add(d(k), d(k + 1))],
            Kind::AMinus => [d(k), add(d(k), d(k + 5))],
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The minor dots of every (kind, PÜNCT, orientation), or `[NONE, NONE]`
/// when a dot would fall off the board.
static MINORS: [[[[u8; 2]; 6]; CELL_COUNT]; 6] = {
    let mut table = [[[[NONE; 2]; 6]; CELL_COUNT]; 6];
    let mut kind = 0;
    while kind < 6 {
        let mut p = 0;
        while p < CELL_COUNT {
            let mut k = 0;
            while k < Kind::ALL[kind].orientations() as usize {
                let offsets = Kind::ALL[kind].minor_offsets(k);
                let (c, r) = (COORDS[p].0 as i32, COORDS[p].1 as i32);
                let a = index_at(c + offsets[0].0, r + offsets[0].1);
                let b = index_at(c + offsets[1].0, r + offsets[1].1);
                if a != NONE && b != NONE {
                    table[kind][p][k] = [a, b];
                }
                k += 1;
            }
            p += 1;
        }
        kind += 1;
    }
    table
};

/// The most placements of one kind on the board (triangles: §12 P2).
const MAX_PLACEMENTS: usize = 1116;

/// One placement of a kind, with what an ADD needs to know precomputed.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    pub placement: Placement,
    /// The three cell indices, the PÜNCT first.
    pub cells: [u8; 3],
    /// Whether a cell is in the central hexagon.
    pub centre: bool,
}

const fn is_centre_index(index: u8) -> bool {
    // Distance to I9 (9, 9) at most 2 (§1.5).
    let dc = COORDS[index as usize].0 as i32 - 9;
    let dr = COORDS[index as usize].1 as i32 - 9;
    dc.abs() <= 2 && dr.abs() <= 2 && (dc - dr).abs() <= 2
}

/// Every placement of every kind, in (PÜNCT, orientation) order, so that ADD
/// generation is one pass over a flat array.
static ENTRIES: ([[Entry; MAX_PLACEMENTS]; 6], [usize; 6]) = {
    let blank = Entry {
        placement: Placement {
            kind: Kind::T,
            punct: Cell::new(0),
            orientation: 0,
        },
        cells: [0; 3],
        centre: false,
    };
    let mut entries = [[blank; MAX_PLACEMENTS]; 6];
    let mut counts = [0; 6];
    let mut kind = 0;
    while kind < 6 {
        let mut p = 0;
        while p < CELL_COUNT {
            let mut k = 0;
            while k < 6 {
                let [a, b] = MINORS[kind][p][k];
                if a != NONE {
                    entries[kind][counts[kind]] = Entry {
                        placement: Placement {
                            kind: Kind::ALL[kind],
                            punct: Cell::new(p),
                            orientation: k as u8,
                        },
                        cells: [p as u8, a, b],
                        centre: is_centre_index(p as u8)
                            || is_centre_index(a)
                            || is_centre_index(b),
                    };
                    counts[kind] += 1;
                }
                k += 1;
            }
            p += 1;
        }
        kind += 1;
    }
    (entries, counts)
};

/// Every placement of `kind`, with its cells and centre flag.
pub(crate) fn entries(kind: Kind) -> &'static [Entry] {
    &ENTRIES.0[kind as usize][..ENTRIES.1[kind as usize]]
}

/// Every placement of every kind, in the byte order of their notations (an
/// ADD's notation is `+` and its placement's), so that the engine protocol
/// lists ADDs sorted without sorting thousands of them on every request.
pub(crate) fn entries_in_notation_order() -> &'static [Entry] {
    static SORTED: LazyLock<Vec<Entry>> = LazyLock::new(|| {
        let mut all: Vec<Entry> = Kind::ALL
            .into_iter()
            .flat_map(|kind| entries(kind).iter().copied())
            .collect();
        all.sort_by_cached_key(|entry| entry.placement.write_after(Notation::new()));
        all
    });
    &SORTED
}

/// Where a piece lies: its kind, its PÜNCT cell and its orientation, with all
/// three cells on the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Placement {
    kind: Kind,
    punct: Cell,
    orientation: u8,
}

impl Placement {
    /// The placement of a `kind` piece with its PÜNCT on `punct` in
    /// orientation `orientation` (0..6, or 0..3 for C), if all three cells
    /// exist (§2.2).
    #[must_use]
    pub fn new(kind: Kind, punct: Cell, orientation: u8) -> Option<Placement> {
        (orientation < kind.orientations()
            && MINORS[kind as usize][punct.index()][orientation as usize][0] != NONE)
            .then_some(Placement {
                kind,
                punct,
                orientation,
            })
    }

    /// Every placement of `kind` on the board.
    pub fn all(kind: Kind) -> impl Iterator<Item = Placement> {
        entries(kind).iter().map(|entry| entry.placement)
    }

    /// The placement with PÜNCT `punct` and minor dots `minors` (in any order),
    /// if the three cells form a piece; the kind follows from their geometry
    /// (§2.4).
    #[must_use]
    pub fn from_cells(punct: Cell, minors: [Cell; 2]) -> Option<Placement> {
        let wanted = sorted(minors);
        Kind::ALL.into_iter().find_map(|kind| {
            (0..kind.orientations())
                .filter_map(|k| Placement::new(kind, punct, k))
                .find(|placement| placement.sorted_minors() == wanted)
        })
    }

    /// The kind of piece.
    #[must_use]
    pub const fn kind(self) -> Kind {
        self.kind
    }

    /// The PÜNCT cell.
    #[must_use]
    pub const fn punct(self) -> Cell {
        self.punct
    }

    /// The orientation index k of §2.2.
    #[must_use]
    pub const fn orientation(self) -> u8 {
        self.orientation
    }

    /// The two minor dots in the order of §2.2: for E, A+ and A− the near
    /// (middle) dot first, then the far end.
    #[must_use]
    pub fn minors(self) -> [Cell; 2] {
        let [a, b] = MINORS[self.kind as usize][self.punct.index()][self.orientation as usize];
        [Cell::new(a as usize), Cell::new(b as usize)]
    }

    /// The two minor dots sorted by (column, row), as the notation writes them.
    #[must_use]
    pub fn sorted_minors(self) -> [Cell; 2] {
        sorted(self.minors())
    }

    /// The three cells: the PÜNCT, then [`Placement::minors`].
    #[must_use]
    pub fn cells(self) -> [Cell; 3] {
        let [a, b] = self.minors();
        [self.punct, a, b]
    }

    /// The three cells as a set.
    #[must_use]
    pub fn cell_set(self) -> CellSet {
        self.cells().into_iter().collect()
    }

    /// The middle dot of the line of three, the one a bridge leaves
    /// unsupported: the near minor for E, A+ and A−, the PÜNCT for C and M,
    /// `None` for a triangle.
    #[must_use]
    pub fn middle(self) -> Option<Cell> {
        match self.kind {
            Kind::T => None,
            Kind::C | Kind::M => Some(self.punct),
            Kind::E | Kind::APlus | Kind::AMinus => Some(self.minors()[0]),
        }
    }

    /// `notation` followed by `P:m1,m2` with the minors sorted, e.g.
    /// `F5:G5,H5`.
    #[inline]
    pub(crate) fn write_after(self, notation: Notation) -> Notation {
        let [a, b] = self.sorted_minors();
        notation
            .with(self.punct.name())
            .with_byte(b':')
            .with(a.name())
            .with_byte(b',')
            .with(b.name())
    }

    /// Whether any of the three cells is in the central hexagon.
    // Inlined: the legality check asks it of every placement listed.
    #[must_use]
    #[inline]
    pub fn touches_centre(self) -> bool {
        self.cells().into_iter().any(Cell::is_centre)
    }
}

fn sorted([a, b]: [Cell; 2]) -> [Cell; 2] {
    if a <= b {
        [a, b]
    } else {
        [b, a]
    }
}

impl fmt::Display for Placement {
    /// `P:m1,m2` with the minors sorted, e.g. `F5:G5,H5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_after(Notation::new()).fmt(f)
    }
}

impl fmt::Debug for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {self}", self.kind)
    }
}

impl FromStr for Placement {
    type Err = IllegalMove;

    /// Parses `P:m1,m2` leniently (any case, minors in any order, spaces).
    fn from_str(s: &str) -> Result<Placement, IllegalMove> {
        notation::parse_placement(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(name: &str) -> Cell {
        name.parse().unwrap()
    }

    #[test]
    fn offsets_match_the_table_of_section_2_2() {
        let p = cell("I9");
        let at = |kind, k| {
            Placement::new(kind, p, k)
                .unwrap()
                .minors()
                .map(|c| c.to_string())
        };
        assert_eq!(at(Kind::T, 0), ["J9", "J10"]);
        assert_eq!(at(Kind::E, 0), ["J9", "K9"]);
        assert_eq!(at(Kind::C, 0), ["J9", "H9"]);
        assert_eq!(at(Kind::M, 0), ["J9", "I10"]);
        assert_eq!(at(Kind::APlus, 0), ["J9", "K10"]);
        assert_eq!(at(Kind::AMinus, 0), ["J9", "J8"]);
        assert!(Placement::new(Kind::C, p, 3).is_none());
    }

    #[test]
    fn kind_from_geometry_section_2_4() {
        let kind = |p: &str, a: &str, b: &str| {
            Placement::from_cells(cell(p), [cell(a), cell(b)]).map(Placement::kind)
        };
        assert_eq!(kind("I9", "H9", "J9"), Some(Kind::C));
        assert_eq!(kind("I9", "J9", "I10"), Some(Kind::M));
        assert_eq!(kind("I9", "J10", "J9"), Some(Kind::T));
        assert_eq!(kind("I9", "K9", "J9"), Some(Kind::E));
        assert_eq!(kind("I9", "K10", "J9"), Some(Kind::APlus));
        assert_eq!(kind("I9", "J8", "J9"), Some(Kind::AMinus));
        assert_eq!(kind("I9", "K9", "L9"), None);
        assert_eq!(kind("I9", "I9", "J9"), None);
        assert_eq!(kind("I9", "J9", "J9"), None);
        // (+1, −1) is not a neighbour: J8 is two steps away from I9 along no line.
        assert_eq!(kind("I9", "J8", "K8"), None);
    }

    #[test]
    fn every_placement_is_recognised_from_its_cells() {
        for kind in Kind::ALL {
            for placement in Placement::all(kind) {
                let [a, b] = placement.minors();
                assert_eq!(
                    Placement::from_cells(placement.punct(), [b, a]),
                    Some(placement)
                );
            }
        }
    }

    #[test]
    fn chirality_a_plus_and_a_minus_are_mirror_images_section_2_3() {
        // Walking from P through the vertex, A+ turns one direction further
        // (counter-clockwise in the recommended rendering), A− one back.
        let p = cell("E5");
        for k in 0..6 {
            let plus = Placement::new(Kind::APlus, p, k).unwrap().minors();
            let minus = Placement::new(Kind::AMinus, p, k).unwrap().minors();
            assert_eq!(plus[0], minus[0]);
            assert_ne!(plus[1], minus[1]);
            let turn = |far: Cell| {
                Direction::ALL
                    .into_iter()
                    .find(|&d| plus[0].neighbour(d) == Some(far))
                    .map(|d| (d.index() + 6 - usize::from(k)) % 6)
            };
            assert_eq!(turn(plus[1]), Some(1));
            assert_eq!(turn(minus[1]), Some(5));
        }
    }

    use super::super::Direction;
}
