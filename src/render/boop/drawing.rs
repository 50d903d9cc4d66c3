//! boop.'s [`Picture`]: the bed and the pieces card.

use super::{base, card, card_area, choice_picture, colours, lesson_marks, picture, redraw};
use crate::{
    games::{boop, AnyGame, AnyMove, ByColor, Seat},
    render::{Canvas, Colour, Finish, Picture, Words},
};

/// How boop. is drawn.
pub struct BoopPicture;

/// boop.'s picture, for the registry.
pub static PICTURE: BoopPicture = BoopPicture;

/// The boop. position of `game`; the layer above asks boop.'s picture for
/// boop. games only.
fn position(game: &AnyGame) -> &boop::Position {
    boop::position(game).expect("boop.'s picture is asked for boop. games")
}

impl Picture for BoopPicture {
    fn picture(
        &self,
        game: &AnyGame,
        players: &ByColor<String>,
        words: &dyn Words,
        finish: Option<&Finish>,
    ) -> Canvas {
        picture(position(game), players, words, finish)
    }

    fn base(&self, divisor: u32) -> &'static Canvas {
        base(divisor)
    }

    fn side_colours(&self) -> [Colour; 2] {
        Seat::ALL.map(|seat| colours(seat).0)
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

    fn mark_cells(&self, canvas: &mut Canvas, squares: &[String]) {
        let squares: Vec<boop::Square> = squares
            .iter()
            .filter_map(|square| square.parse().ok())
            .collect();
        lesson_marks(canvas, &squares);
    }

    fn choice(
        &self,
        game: &AnyGame,
        first: AnyMove,
        players: &ByColor<String>,
        words: &dyn Words,
    ) -> Option<Canvas> {
        let turn = first.typed::<boop::Turn>()?;
        let choosing = position(game).choosing(turn.placement).ok()??;
        Some(choice_picture(&choosing, players, words))
    }
}
