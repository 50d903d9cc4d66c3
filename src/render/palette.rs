//! The colours of the pictures, in one place.
//!
//! The pictures carry their own opaque background, so they read the same in
//! Discord's dark and light themes. Highlight and side colours come from the
//! Okabe–Ito palette, which stays distinct for colour-blind players.

pub use super::canvas::Colour;

/// Around the board and under the panel.
pub const BACKGROUND: Colour = Colour::hex(0x24272d);
/// Text on the background.
pub const TEXT: Colour = Colour::hex(0xeceff4);
/// Secondary text on the background.
pub const TEXT_DIM: Colour = Colour::hex(0xa3abb8);
/// Coordinate labels.
pub const LABEL: Colour = Colour::hex(0xd8dee9);
/// The panel's row of the player to move.
pub const TURN_BACKGROUND: Colour = Colour::hex(0x3a4150);
/// Panel cards.
pub const CARD: Colour = Colour::hex(0x2e323a);

/// The last move: a halo around the piece, the cell it left.
pub const LAST_MOVE: Colour = Colour::hex(0x56b4e9);
/// The winning chain or row.
pub const WIN: Colour = Colour::hex(0xf0e442);
/// Good news for a player (a rating rising, a game won) and bad news (a
/// rating falling, a game lost), Okabe–Ito green and vermilion.
pub const GAIN: Colour = Colour::hex(0x009e73);
pub const SETBACK: Colour = Colour::hex(0xd55e00);
/// The cells (squares) a lesson is about (`/learn`).
pub const LESSON: Colour = Colour::hex(0xe8175d);
/// A piece lifted for a peek.
pub const PEEK: Colour = Colour::hex(0xcc79a7);
/// The options of a boop. choice: their rows, frames and numbers.
pub const CHOICE: Colour = Colour::hex(0xffffff);
/// Where a piece may go by a bridge only (a destinations picture); a
/// supported landing is marked in [`LAST_MOVE`] blue.
pub const BRIDGE: Colour = Colour::hex(0xa05cff);
/// Soft shadows under raised pieces.
pub const SHADOW: Colour = Colour([0, 0, 0, 90]);

/// PÜNCT board cells.
pub const CELL: Colour = Colour::hex(0xd9c6a0);
/// PÜNCT central hexagon cells.
pub const CENTRE_CELL: Colour = Colour::hex(0xc2a676);
/// Lines between PÜNCT cells.
pub const CELL_LINE: Colour = Colour::hex(0x9c8560);
/// Hatching on a cell under a bridge's unsupported middle.
pub const GAP_HATCH: Colour = Colour::hex(0x5a4a33);
/// The rims of the three pairs of opposite sides.
pub const SIDE_PAIRS: [Colour; 3] = [
    Colour::hex(0xd55e00),
    Colour::hex(0x0072b2),
    Colour::hex(0x009e73),
];

/// PÜNCT white pieces: body and outline.
pub const WHITE_PIECE: Colour = Colour::hex(0xf7f4ec);
pub const WHITE_OUTLINE: Colour = Colour::hex(0x4a4a4a);
/// PÜNCT black pieces: body and outline.
pub const BLACK_PIECE: Colour = Colour::hex(0x1e1f22);
pub const BLACK_OUTLINE: Colour = Colour::hex(0x8d939e);
/// The PÜNCT (the coloured dot) of every piece.
pub const PUNCT_MARK: Colour = Colour::hex(0xe69f00);

/// boop. bed squares, in two quilted shades.
pub const BED_LIGHT: Colour = Colour::hex(0x9fb8d8);
pub const BED_DARK: Colour = Colour::hex(0x8aa6cb);
/// Stitching between the squares of the bed.
pub const BED_STITCH: Colour = Colour::hex(0x6e88ad);
/// boop. orange pieces: body and outline.
pub const ORANGE: Colour = Colour::hex(0xf28e2b);
pub const ORANGE_OUTLINE: Colour = Colour::hex(0x7a3a00);
/// boop. gray pieces: body and outline (darker than orange, so the two
/// differ in lightness too).
pub const GRAY: Colour = Colour::hex(0x5d636e);
pub const GRAY_OUTLINE: Colour = Colour::hex(0xf1f3f5);
