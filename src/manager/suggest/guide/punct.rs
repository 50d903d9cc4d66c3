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

/// Members: the mover's pieces (at most 18), then the 6 kinds.
const PIECE_MEMBERS: usize = 18;
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
    for (number, cell) in sources.iter().take(PIECE_MEMBERS).enumerate() {
        piece_of[cell.index()] = number as u8;
    }
    let buckets = Buckets {
        members: PIECE_MEMBERS + KIND_MEMBERS,
        variants: CLASSES * AREAS,
    };
    let picked = spread(buckets, |each| {
        position.for_each_legal_landing(|m, landing| {
            if let Some(item) = bucketed(m, landing, &piece_of) {
                each(item);
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

/// Where `m` goes in the guide, keyed by how near its PÜNCT lands to the
/// middle of its area (a typical move there), then by its notation.
fn bucketed(m: Move, landing: Landing, piece_of: &[u8; CELL_COUNT]) -> Option<Item> {
    let to = m.placement()?;
    let area = AREA[to.punct().index()];
    let near = NEAR[to.punct().index()];
    let (member, variant) = match m {
        Move::Add(placement) => {
            // Kind k likes area k first, so the first choices of the kinds
            // land in different areas.
            let kind = placement.kind() as usize;
            (PIECE_MEMBERS + kind, rotated(area, kind))
        }
        Move::Move { from, to } => {
            let piece = usize::from(piece_of[from.index()]);
            if piece >= PIECE_MEMBERS {
                return None; // not a numbered piece: cannot happen
            }
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
    Some(Item {
        member,
        variant,
        key: u128::from(near) << 64 | u128::from(m.order_key()),
        mv: AnyMove::Punct(m),
    })
}

/// `area` counted from the member's favourite area, `member` mod [`AREAS`].
fn rotated(area: usize, member: usize) -> usize {
    (area + AREAS - member % AREAS) % AREAS
}

/// Each cell's area: the sector around the centre it lies in (the
/// direction from I9 it is closest to, as drawn), or [`CENTRE`].
static AREA: LazyLock<[usize; CELL_COUNT]> = LazyLock::new(|| {
    std::array::from_fn(|index| {
        let cell = Cell::new(index);
        if cell.is_centre() {
            return CENTRE;
        }
        let (dc, dr) = from_middle(cell);
        // Drawn at x = √3/2·c, y = r − c/2 (rulebook §1.8): 4 × the dot
        // product of two offsets stays an integer.
        let dot = |(c, r): (i32, i32)| 3 * dc * c + (2 * dr - dc) * (2 * r - c);
        (0..6)
            .max_by_key(|&d| (dot(Direction::new(d).step()), std::cmp::Reverse(d)))
            .unwrap_or(0)
    })
});

/// Each cell's distance from the middle of its area: 5 steps from I9
/// along the sector's direction, or I9 itself.
static NEAR: LazyLock<[u8; CELL_COUNT]> = LazyLock::new(|| {
    std::array::from_fn(|index| {
        let cell = Cell::new(index);
        let anchor = match AREA[index] {
            CENTRE => Some(MIDDLE),
            sector => {
                let (c, r) = Direction::new(sector).step();
                Cell::from_coords(
                    i32::from(MIDDLE.column()) + 5 * c,
                    i32::from(MIDDLE.row()) + 5 * r,
                )
            }
        };
        anchor.map_or(u8::MAX, |anchor| cell.distance(anchor))
    })
});

/// The offset of `cell` from I9 in (columns, rows).
fn from_middle(cell: Cell) -> (i32, i32) {
    (
        i32::from(cell.column()) - i32::from(MIDDLE.column()),
        i32::from(cell.row()) - i32::from(MIDDLE.row()),
    )
}
