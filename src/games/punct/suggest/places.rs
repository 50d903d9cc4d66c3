//! Where PÜNCT cells lie for the guide: the areas of the board, how near a
//! cell is to the middle of its area, and every placement of every kind
//! sorted by that, so the guide can find a typical ADD in an area by
//! asking about a few placements instead of listing thousands.

use std::sync::LazyLock;

use super::super::{Cell, Direction, Kind, Placement, CELL_COUNT};

/// The areas of the board: the six sectors around the centre, then the
/// central hexagon.
pub(super) const AREAS: usize = 7;
const CENTRE: usize = 6;

/// I9, the middle of the board.
const MIDDLE: Cell = match Cell::from_coords(9, 9) {
    Some(cell) => cell,
    None => panic!("I9 exists"),
};

/// Where a cell lies for the guide.
#[derive(Clone, Copy)]
pub(super) struct Place {
    /// The sector around the centre it lies in (the direction from I9 it is
    /// closest to, as drawn), or the centre.
    pub area: usize,
    /// Its distance from the middle of its area: 5 steps from I9 along the
    /// sector's direction, or I9 itself.
    pub near: u8,
}

/// Every cell's place, by index.
pub(super) static PLACES: LazyLock<[Place; CELL_COUNT]> =
    LazyLock::new(|| std::array::from_fn(|index| place(Cell::new(index))));

fn place(cell: Cell) -> Place {
    let area = if cell.is_centre() {
        CENTRE
    } else {
        let (dc, dr) = (
            i32::from(cell.column()) - i32::from(MIDDLE.column()),
            i32::from(cell.row()) - i32::from(MIDDLE.row()),
        );
        // Drawn at x = √3/2·c, y = r − c/2 (rulebook §1.8): 4 × the dot
        // product of two offsets stays an integer.
        let dot = |(c, r): (i32, i32)| 3 * dc * c + (2 * dr - dc) * (2 * r - c);
        (0..6)
            .max_by_key(|&d| (dot(Direction::new(d).step()), std::cmp::Reverse(d)))
            .unwrap_or(0)
    };
    let anchor = match area {
        CENTRE => Some(MIDDLE),
        sector => {
            let (c, r) = Direction::new(sector).step();
            Cell::from_coords(
                i32::from(MIDDLE.column()) + 5 * c,
                i32::from(MIDDLE.row()) + 5 * r,
            )
        }
    };
    Place {
        area,
        near: anchor.map_or(u8::MAX, |anchor| cell.distance(anchor)),
    }
}

/// The guide's key of a piece ending at `placement`: how near its PÜNCT is
/// to the middle of its area (a typical move there), then its PÜNCT cell
/// and orientation, unique among the placements of one kind.
pub(super) fn key(placement: Placement, near: u8) -> u64 {
    u64::from(near) << 16
        | (placement.punct().index() as u64) << 8
        | u64::from(placement.orientation())
}

/// A placement and its key.
#[derive(Clone, Copy)]
pub(super) struct Candidate {
    pub key: u64,
    pub placement: Placement,
}

/// The placements of `kind` whose PÜNCT lies in `area`, by key.
pub(super) fn candidates(kind: Kind, area: usize) -> &'static [Candidate] {
    static ALL: LazyLock<Vec<[Vec<Candidate>; AREAS]>> = LazyLock::new(|| {
        Kind::ALL
            .into_iter()
            .map(|kind| {
                let mut areas: [Vec<Candidate>; AREAS] = Default::default();
                for placement in Placement::all(kind) {
                    let Place { area, near } = PLACES[placement.punct().index()];
                    areas[area].push(Candidate {
                        key: key(placement, near),
                        placement,
                    });
                }
                for candidates in &mut areas {
                    candidates.sort_unstable_by_key(|candidate| candidate.key);
                }
                areas
            })
            .collect()
    });
    &ALL[kind as usize][area]
}
