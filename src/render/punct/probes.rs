//! Where the PÜNCT pictures draw what the tests look for, in pixels (for
//! tests and tools; re-exported by [`crate::render`]).

use crate::games::{
    punct::{Cell, Kind, Position},
    Seat,
};

pub use super::Destination;

/// Every cell the PÜNCT of the piece on `from` may move to in a PÜNCT
/// position, with how it lands, as [`crate::render::destinations_png`]
/// marks them (empty for a cell nothing can move from).
#[must_use]
pub fn destinations(position: &Position, from: Cell) -> Vec<(Cell, Destination)> {
    super::destinations(position, from).into_iter().collect()
}

/// A pixel of the mark [`crate::render::destinations_png`] puts on `cell`:
/// a ring or a disc in the colour of how the piece lands.
#[must_use]
pub fn destination_mark_pixel(cell: Cell) -> (u32, u32) {
    let (x, y) = super::destination_mark_pixel(cell);
    (x.unsigned_abs(), y.unsigned_abs())
}

/// Where [`crate::render::peek_png`] draws the icon of the piece `index`
/// levels below the top of a peeked stack of `rows` pieces.
#[must_use]
pub fn peek_stack_icon_pixel(index: usize, rows: usize) -> (u32, u32) {
    let (x, y) = super::stack_icon_pixel(index, rows);
    (x.unsigned_abs(), y.unsigned_abs())
}

/// Where the centre of a PÜNCT cell is in a board picture, in pixels from
/// the top left, and the radius of a dot there.
#[must_use]
pub fn punct_cell_pixel(cell: Cell) -> ((u32, u32), f32) {
    let (x, y) = super::cell_pixel(cell);
    ((x.unsigned_abs(), y.unsigned_abs()), super::DOT_RADIUS)
}

/// Where the PÜNCT pieces card draws the dots of the piece of `kind` and
/// `owner`, the PÜNCT first, in pixels.
#[must_use]
pub fn punct_card_dots(kind: Kind, owner: Seat) -> [(u32, u32); 3] {
    super::card::dots(kind, owner).map(|(x, y)| (x.unsigned_abs(), y.unsigned_abs()))
}
