//! Where the boop. pictures draw what the tests look for, in pixels (for
//! tests and tools; re-exported by [`crate::render`]).

use crate::games::boop::{Piece, Resolution, Square};

/// Where [`crate::render::choice_png`] draws the numbers of `options` (the
/// options of one choice, in their order): the centre of each disc, and
/// the discs' radius.
#[must_use]
pub fn choice_badge_pixels(options: &[Resolution]) -> (Vec<(u32, u32)>, f32) {
    let centres = super::choice::badge_centres(options)
        .into_iter()
        .map(|at| (at.x as u32, at.y as u32))
        .collect();
    (centres, super::choice::BADGE_RADIUS)
}

/// Where the centre of a boop. square is in a board picture, in pixels from
/// the top left.
#[must_use]
pub fn boop_square_pixel(square: Square) -> (u32, u32) {
    let centre = super::square_centre(square);
    (centre.x as u32, centre.y as u32)
}

/// Where the boop. pieces card draws the centre of `piece`'s square.
#[must_use]
pub fn boop_card_centre(piece: Piece) -> (u32, u32) {
    super::card::piece_centre(piece)
}
