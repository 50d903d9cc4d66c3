//! [`Picture`]: how one game is drawn, which that game provides (see
//! [`crate::games::Game::picture`]); the functions of this layer draw any
//! game through it.

use super::{palette, Canvas, Colour, Finish, PeekError, Words};
use crate::games::{AnyGame, AnyMove, ByColor, Seat};

/// How one game's positions are drawn. Each method is given a game of
/// that game (the layer above asks the game's own picture).
pub trait Picture: Sync {
    /// The board seen from above, the last move highlighted and the panel
    /// beneath; with `finish`, the game's final picture. `game` drawn at
    /// full size.
    fn picture(
        &self,
        game: &AnyGame,
        players: &ByColor<String>,
        words: &dyn Words,
        finish: Option<&Finish>,
    ) -> Canvas;

    /// The picture of no position, drawn `divisor` times smaller (1 to 4):
    /// what [`Picture::redraw`] draws over.
    fn base(&self, divisor: u32) -> &'static Canvas;

    /// Draws what [`Picture::picture`] draws into `canvas` at its size,
    /// reusing its memory (a replay's frames).
    fn redraw(
        &self,
        canvas: &mut Canvas,
        game: &AnyGame,
        players: &ByColor<String>,
        words: &dyn Words,
        finish: Option<&Finish>,
    );

    /// The pixels the card of `seat` covers, badge included: left, top,
    /// width and height.
    fn card_area(&self, seat: Seat) -> (u32, u32, u32, u32);

    /// The pieces card `/rules` attaches: every kind of piece in both
    /// colours, drawn as the board draws them, and named.
    fn pieces_card(&self, words: &dyn Words) -> Canvas;

    /// The colours of the two sides' pieces, first seat first (a chart of
    /// the game colours each side's share as its pieces): white and black
    /// unless the game's pieces are of other colours.
    fn side_colours(&self) -> [Colour; 2] {
        [palette::WHITE_PIECE, palette::BLACK_PIECE]
    }

    /// Whether pieces of this game can be lifted off a cell to look
    /// underneath ([`Picture::peek`]) and show where they may go
    /// ([`Picture::destinations`]).
    fn lifts(&self) -> bool {
        false
    }

    /// `game` with the top piece at `cell` lifted off, to show what lies
    /// underneath.
    ///
    /// # Errors
    /// `cell` is not a cell or holds no piece, or pieces of this game are
    /// not stacked ([`PeekError::NotPunct`], the default).
    fn peek(
        &self,
        game: &AnyGame,
        players: &ByColor<String>,
        words: &dyn Words,
        cell: &str,
    ) -> Result<Canvas, PeekError> {
        let _ = (game, players, words, cell);
        Err(PeekError::NotPunct)
    }

    /// `game` with every place the piece on `from` may move to marked, and
    /// how many.
    ///
    /// # Errors
    /// `from` is not a cell, or nothing of the player to move moves from
    /// there, or this game's pieces do not move ([`PeekError::NotPunct`],
    /// the default).
    fn destinations(
        &self,
        game: &AnyGame,
        players: &ByColor<String>,
        words: &dyn Words,
        from: &str,
    ) -> Result<(Canvas, usize), PeekError> {
        let _ = (game, players, words, from);
        Err(PeekError::NotPunct)
    }

    /// `game` after `first`, the first step of a turn in two steps, with
    /// every option numbered as [`crate::games::TwoSteps::options`] lists
    /// them; `None` if `first` leaves no choice.
    fn choice(
        &self,
        game: &AnyGame,
        first: AnyMove,
        players: &ByColor<String>,
        words: &dyn Words,
    ) -> Option<Canvas> {
        let _ = (game, first, players, words);
        None
    }

    /// Rings `cells` (named in this game's notation) on `canvas`, a
    /// picture of this game at full size: what a lesson is about. A name
    /// that is no cell of the board is left out.
    fn mark_cells(&self, canvas: &mut Canvas, cells: &[String]) {
        let _ = (canvas, cells);
    }
}
