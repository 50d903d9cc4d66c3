//! The PÜNCT guide: the mover's mobile pieces, each with what it can do
//! (bridge, jump, move flat, rotate in place) in turn over the areas of the
//! board, and every kind left in the reserve added in each area in turn.

use std::sync::LazyLock;

use super::{spread, Buckets, Item};
use crate::games::{
    punct::{Cell, Direction, Landing, Move, Position, CELL_COUNT},
    AnyMove,
};

/// The areas of the board: the six sectors around the centre, then the
/// central hexagon.
const AREAS: usize = 7;
const CENTRE: usize = 6;

/// Sorted by preference: what a MOVE does.
const CLASSES: usize = 4;
const BRIDGE: usize = 0;
const JUMP: usize = 1;
const FLAT: usize = 2;
const ROTATE: usize = 3;

/// Members: the mover's mobile pieces, then the 6 kinds.
const KIND_MEMBERS: usize = 6;

/// I9, the middle of the board.
const MIDDLE: Cell = match Cell::from_coords(9, 9) {
    Some(cell) => cell,
    None => panic!("I9 exists"),
};

pub(super) fn guide(position: &Position) -> Vec<AnyMove> {
    // Pieces are numbered by their PÜNCT cell, the order they are shown in.
    let mut piece_of = [u8::MAX; CELL_COUNT];
    let mut sources: Vec<Cell> = position
        .board()
        .pieces()
        .filter(|piece| piece.owner == position.turn() && piece.mobile)
        .map(|piece| piece.punct())
        .collect();
    sources.sort_unstable();
    for (number, cell) in sources.iter().enumerate() {
        piece_of[cell.index()] = number as u8;
    }
    let numbering = Numbering {
        piece_of,
        pieces: sources.len(),
        places: &PLACES,
    };
    let buckets = Buckets {
        members: numbering.pieces + KIND_MEMBERS,
        variants: CLASSES * AREAS,
    };
    let picked = spread(buckets, |round| {
        position.for_each_legal_landing(|m, landing| {
            if let Some(item) = numbering.bucketed(m, landing) {
                round.offer(item);
            }
        });
    });
    if picked.is_empty() {
        // Nothing but a pass, or the game is over.
        return position
            .legal_moves()
            .into_iter()
            .map(AnyMove::Punct)
            .collect();
    }
    picked
}

/// How the guide numbers the members and places of one position.
struct Numbering<'a> {
    /// The number of the piece whose PÜNCT is on each cell; the kinds
    /// come after the pieces.
    piece_of: [u8; CELL_COUNT],
    pieces: usize,
    places: &'a [Place; CELL_COUNT],
}

impl Numbering<'_> {
    /// Where `m` goes in the guide, keyed by how near its PÜNCT lands to
    /// the middle of its area (a typical move there), then by PÜNCT cell and
    /// orientation (unique within a bucket, whose moves are of one kind and
    /// piece). Runs on every legal move, so nothing here writes or sorts.
    #[inline]
    fn bucketed(&self, m: Move, landing: Landing) -> Option<Item> {
        let to = m.placement()?;
        let Place { area, near } = self.places[to.punct().index()];
        let area = usize::from(area);
        let (member, variant) = match m {
            Move::Add(placement) => {
                // Kind k likes area k first, so the first choices of the
                // kinds land in different areas.
                let kind = placement.kind() as usize;
                (self.pieces + kind, rotated(area, kind))
            }
            Move::Move { from, to } => {
                let piece = usize::from(self.piece_of[from.index()]);
                let class = if landing.bridge_over.is_some() {
                    BRIDGE
                } else if landing.level > 0 {
                    JUMP
                } else if from == to.punct() {
                    ROTATE
                } else {
                    FLAT
                };
                (piece, class * AREAS + rotated(area, piece))
            }
            Move::Pass => return None,
        };
        // A MOVE always comes from a numbered piece; anything else is left out.
        (member < self.pieces + KIND_MEMBERS).then_some(())?;
        Some(Item {
            member,
            variant,
            key: u64::from(near) << 16
                | (to.punct().index() as u64) << 8
                | u64::from(to.orientation()),
            mv: AnyMove::Punct(m),
        })
    }
}

/// `area` counted from the member's favourite area, `member` mod [`AREAS`].
fn rotated(area: usize, member: usize) -> usize {
    (area + AREAS - member % AREAS) % AREAS
}

/// Where a cell lies for the guide.
#[derive(Clone, Copy)]
struct Place {
    /// The sector around the centre it lies in (the direction from I9 it is
    /// closest to, as drawn), or [`CENTRE`].
    area: u8,
    /// Its distance from the middle of its area: 5 steps from I9 along the
    /// sector's direction, or I9 itself.
    near: u8,
}

static PLACES: LazyLock<[Place; CELL_COUNT]> = LazyLock::new(|| {
    std::array::from_fn(|index| {
        let cell = Cell::new(index);
        let area = if cell.is_centre() {
            CENTRE
        } else {
            let (dc, dr) = from_middle(cell);
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
            area: area as u8,
            near: anchor.map_or(u8::MAX, |anchor| cell.distance(anchor)),
        }
    })
});

/// The offset of `cell` from I9 in (columns, rows).
fn from_middle(cell: Cell) -> (i32, i32) {
    (
        i32::from(cell.column()) - i32::from(MIDDLE.column()),
        i32::from(cell.row()) - i32::from(MIDDLE.row()),
    )
}
