//! PÜNCT's [`Picture`]: the board, a peek under a stack, the destinations
//! of a piece, the pieces card.

use super::{
    base, card, card_area, destinations, destinations_picture, lesson_marks, picture, redraw,
};
use crate::{
    games::{punct, AnyGame, ByColor, Seat},
    render::{Canvas, Finish, PeekError, Picture, Words},
};

/// How PÜNCT is drawn.
pub struct PunctPicture;

/// PÜNCT's picture, for the registry.
pub static PICTURE: PunctPicture = PunctPicture;

/// The PÜNCT position of `game`; the layer above asks PÜNCT's picture for
/// PÜNCT games only.
fn position(game: &AnyGame) -> &punct::Position {
    punct::position(game).expect("PÜNCT's picture is asked for PÜNCT games")
}

impl Picture for PunctPicture {
    fn picture(
        &self,
        game: &AnyGame,
        players: &ByColor<String>,
        words: &dyn Words,
        finish: Option<&Finish>,
    ) -> Canvas {
        picture(position(game), players, words, None, finish)
            .expect("a picture without a peek always exists")
    }

    fn base(&self, divisor: u32) -> &'static Canvas {
        base(divisor)
    }

    fn redraw(
        &self,
        canvas: &mut Canvas,
        game: &AnyGame,
        players: &ByColor<String>,
        words: &dyn Words,
        finish: Option<&Finish>,
    ) {
        redraw(canvas, position(game), players, words, finish);
    }

    fn card_area(&self, seat: Seat) -> (u32, u32, u32, u32) {
        card_area(seat)
    }

    fn pieces_card(&self, words: &dyn Words) -> Canvas {
        card::picture(words)
    }

    fn lifts(&self) -> bool {
        true
    }

    fn mark_cells(&self, canvas: &mut Canvas, cells: &[String]) {
        let cells: Vec<punct::Cell> = cells.iter().filter_map(|cell| cell.parse().ok()).collect();
        lesson_marks(canvas, &cells);
    }

    fn peek(
        &self,
        game: &AnyGame,
        players: &ByColor<String>,
        words: &dyn Words,
        cell: &str,
    ) -> Result<Canvas, PeekError> {
        let cell: punct::Cell = cell
            .parse()
            .map_err(|_| PeekError::NotACell(cell.trim().to_owned()))?;
        picture(position(game), players, words, Some(cell), None).ok_or(PeekError::Empty(cell))
    }

    fn destinations(
        &self,
        game: &AnyGame,
        players: &ByColor<String>,
        words: &dyn Words,
        from: &str,
    ) -> Result<(Canvas, usize), PeekError> {
        let from: punct::Cell = from
            .parse()
            .map_err(|_| PeekError::NotACell(from.trim().to_owned()))?;
        let position = position(game);
        let count = destinations(position, from).len();
        if count == 0 {
            return Err(PeekError::NoMoves(from));
        }
        Ok((destinations_picture(position, players, words, from), count))
    }
}
