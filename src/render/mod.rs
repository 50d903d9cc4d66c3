//! PLACEHOLDER (issue 4 replaces it): the board pictures.
//!
//! The signatures are the contract the game manager builds on.

use std::{fmt, io::Cursor};

use crate::games::{AnyGame, ByColor};

/// A peek was asked for a cell that holds no top piece, or in a game without peeking.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PeekError(pub String);

impl fmt::Display for PeekError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PeekError {}

/// The PNG of `game` seen from above, the last move highlighted; `players`
/// are the display names of the two seats.
#[must_use]
pub fn board_png(_game: &AnyGame, _players: &ByColor<String>) -> Vec<u8> {
    blank_png()
}

/// The PNG of a PÜNCT `game` with the top piece at `cell` lifted off.
///
/// # Errors
/// `cell` is not a cell, holds no piece, or the game is not PÜNCT.
pub fn peek_png(
    _game: &AnyGame,
    _players: &ByColor<String>,
    cell: &str,
) -> Result<Vec<u8>, PeekError> {
    Err(PeekError(format!("{cell}: peeking is not drawn yet")))
}

fn blank_png() -> Vec<u8> {
    let image = image::RgbImage::from_pixel(1200, 720, image::Rgb([40, 44, 52]));
    let mut bytes = Vec::new();
    image
        .write_to(&mut Cursor::new(&mut bytes), image::ImageFormat::Png)
        .expect("encoding a PNG into memory cannot fail");
    bytes
}
