//! The board pictures: a PNG of the position seen from above, with the last
//! move highlighted and a panel beneath (players, whose turn, reserves,
//! result). Every word they draw comes from the caller's [`Words`].
//!
//! Pure functions of a game: no I/O. The parts that never change are drawn
//! once and copied; fonts are parsed once. Shapes are antialiased with
//! tiny-skia, text is drawn through imageproc and ab_glyph.
//!
//! ```
//! use punctbot::{games::{ByColor, GameKind, Rules}, manager::Locale, render};
//!
//! let mut game = "punct".parse::<GameKind>().unwrap().start();
//! game.play_text("+F5:G5,H5")?;
//! let players = ByColor { first: "Alice".to_owned(), second: "Bob".to_owned() };
//! let png = render::board_png(&game, &players, &Locale::en());
//! assert_eq!(&png[1..4], b"PNG");
//! # Ok::<_, punctbot::games::AnyIllegalMove>(())
//! ```

mod analysis;
pub(crate) mod boop;
mod canvas;
mod chart_card;
mod finish;
mod fonts;
mod glyphs;
mod ladder;
pub mod palette;
mod panel;
mod picture;
mod plot;
pub(crate) mod punct;
mod replay;
mod scaled;
mod standings;
mod stats;
mod table_picture;
mod tiles;
mod words;

use std::fmt;

pub use analysis::{chance_pixel, mark_colour, AnalysisChart, ChartMark};
pub use canvas::{Align, Canvas, Colour, Pen, Point};
pub use finish::{Ending, Finish};
pub use fonts::Weight;
pub use picture::Picture;
pub use replay::{
    marked_replay_gif, replay_gif, MoveMark, Replay, ReplayError, ReplayOptions, DISCORD_MAX_BYTES,
};
pub use scaled::PerDivisor;
pub use standings::{StandingsPage, StandingsRow};
pub use stats::{GameLine, KindLine, StatsCard, SERIES as STATS_SERIES};
pub use words::{Captioned, LadderColumn, Legend, Named, StandingsColumn, Word, Words};

use crate::{
    // A peek and a destinations picture name a PÜNCT cell: only PÜNCT's
    // pieces lift and move ([`Picture::lifts`]).
    games::{punct::Cell, AnyGame, AnyMove, ByColor, GameKind, Phrase, Seat},
    ratings::LadderPage,
};

// Where each game's picture draws what the tests look for (cells, badges,
// the pieces on its card): each game's own, named after it.
pub use self::{boop::probes::*, punct::probes::*};

/// Why a peek picture cannot be drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PeekError {
    /// The text is not a cell of the board.
    NotACell(String),
    /// Nothing lies on that cell.
    Empty(Cell),
    /// Only PÜNCT pieces can be lifted.
    NotPunct,
    /// No piece of the player to move can move with its PÜNCT from there.
    NoMoves(Cell),
}

impl fmt::Display for PeekError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PeekError::NotACell(text) => write!(f, "{text} is not a cell of the board"),
            PeekError::Empty(cell) => write!(f, "there is no piece on {cell} to lift"),
            PeekError::NotPunct => {
                f.write_str("only PÜNCT pieces can be lifted to look underneath")
            }
            PeekError::NoMoves(cell) => write!(
                f,
                "no piece of the player to move can move with its PÜNCT from {cell}"
            ),
        }
    }
}

impl std::error::Error for PeekError {}

/// The PNG of `game` seen from above, the last move highlighted; `players`
/// are the display names of the two seats. A game the rules ended is drawn
/// as its final picture, worded by the picture itself.
#[must_use]
pub fn board_png(game: &AnyGame, players: &ByColor<String>, words: &dyn Words) -> Vec<u8> {
    picture(game, players, words, None).to_png()
}

/// The PNG of lesson `number` (titled `title`) at `game`, with the cells
/// it is about (`marks`, in the game's notation) ringed over the board.
/// The caption under the game's name names the lesson: its position is
/// set up, not played from the start.
#[must_use]
pub fn lesson_png(
    game: &AnyGame,
    players: &ByColor<String>,
    words: &dyn Words,
    marks: &[String],
    (number, title): (u32, &Phrase),
) -> Vec<u8> {
    let words = Captioned {
        words,
        caption: |words: &dyn Words, _| {
            words.say(Word::Lesson {
                number,
                title: title.clone(),
            })
        },
        colour: None,
    };
    let mut canvas = picture(game, players, &words, None);
    drawn(game).mark_cells(&mut canvas, marks);
    canvas.to_png()
}

/// The final picture of a finished `game`: no "to move" badge, the winner's
/// card starred, `finish.lines` under the cards and, for a rules ending, the
/// winning chain and the two sides it joins, the counted centre or the
/// winning row marked on the board.
#[must_use]
pub fn final_png(
    game: &AnyGame,
    players: &ByColor<String>,
    words: &dyn Words,
    finish: &Finish,
) -> Vec<u8> {
    picture(game, players, words, Some(finish)).to_png()
}

/// The PNG of `game` after `first`, the first step of a turn in two steps
/// (a boop. placement) waiting for its mover's choice: the bed after the
/// placement and its boop, with every option numbered as the options are
/// listed ([`crate::games::TwoSteps::options`]); `None` if `first` leaves
/// no choice.
#[must_use]
pub fn choice_png(
    game: &AnyGame,
    first: AnyMove,
    players: &ByColor<String>,
    words: &dyn Words,
) -> Option<Vec<u8>> {
    Some(drawn(game).choice(game, first, players, words)?.to_png())
}

/// The picture a replay `divisor` times smaller (1 to 4) shows for `game`:
/// its board picture, or its final picture with `finish`, drawn at that
/// size (for tests and tools).
#[must_use]
pub fn smaller_png(
    game: &AnyGame,
    players: &ByColor<String>,
    words: &dyn Words,
    finish: Option<&Finish>,
    divisor: u32,
) -> Vec<u8> {
    picture_at(game, players, words, finish, divisor).to_png()
}

/// How `game`'s game is drawn.
fn drawn(game: &AnyGame) -> &'static dyn Picture {
    game.kind().game().picture()
}

/// The board picture of `game`, or its final picture with `finish`.
fn picture(
    game: &AnyGame,
    players: &ByColor<String>,
    words: &dyn Words,
    finish: Option<&Finish>,
) -> Canvas {
    drawn(game).picture(game, players, words, finish)
}

/// What [`picture`] draws, `divisor` times smaller (see
/// [`Canvas::smaller`]).
fn picture_at(
    game: &AnyGame,
    players: &ByColor<String>,
    words: &dyn Words,
    finish: Option<&Finish>,
    divisor: u32,
) -> Canvas {
    let mut canvas = drawn(game).base(divisor).clone();
    redraw(&mut canvas, game, players, words, finish);
    canvas
}

/// Draws what [`picture`] draws into `canvas` at its size, reusing its
/// memory.
fn redraw(
    canvas: &mut Canvas,
    game: &AnyGame,
    players: &ByColor<String>,
    words: &dyn Words,
    finish: Option<&Finish>,
) {
    drawn(game).redraw(canvas, game, players, words, finish);
}

/// The characters of `text` that the pictures' fonts cannot draw (each
/// would come out as an empty box): none for a text that draws well (for
/// tests and tools).
#[must_use]
pub fn missing_glyphs(text: &str) -> Vec<char> {
    fonts::missing(text)
}

/// The seat whose card carries the "to move" badge in the picture of `game`
/// (finished by `finish`, if given): none once the game is over.
#[must_use]
pub fn turn_badge(game: &AnyGame, finish: Option<&Finish>) -> Option<Seat> {
    finish::Status::of(game, finish).to_move
}

/// The pixels the card of `seat` covers in the picture of `game`, badge
/// included: left, top, width and height (for tests and tools).
#[must_use]
pub fn player_card_area(game: &AnyGame, seat: Seat) -> (u32, u32, u32, u32) {
    drawn(game).card_area(seat)
}

/// The colour a replay shows for a picture's colour `rgb`: the nearest in
/// the palette all replays share (for tests and tools).
#[must_use]
pub fn replay_colour(rgb: [u8; 3]) -> [u8; 3] {
    let palette = replay::palette();
    palette.colour(palette.nearest(rgb))
}

/// The PNG of `game` with the top piece at `cell` lifted off, its outline
/// marked, to show what lies underneath (PÜNCT's stacks).
///
/// # Errors
/// `cell` is not a cell, holds no piece, or the game has no stacks.
pub fn peek_png(
    game: &AnyGame,
    players: &ByColor<String>,
    words: &dyn Words,
    cell: &str,
) -> Result<Vec<u8>, PeekError> {
    Ok(drawn(game).peek(game, players, words, cell)?.to_png())
}

/// The PNG of `game` with every cell the piece on `from` may move to
/// marked (in PÜNCT: a ring for flat on the board, a disc with the level
/// for a jump (blue) or a bridge (violet)); and how many cells.
///
/// # Errors
/// `from` is not a cell, the game's pieces do not move, or no piece of the
/// player to move can move from there.
pub fn destinations_png(
    game: &AnyGame,
    players: &ByColor<String>,
    words: &dyn Words,
    from: &str,
) -> Result<(Vec<u8>, usize), PeekError> {
    let (canvas, count) = drawn(game).destinations(game, players, words, from)?;
    Ok((canvas.to_png(), count))
}

/// The PNG of the pieces card of `game` that `/rules` attaches: every kind
/// of piece in both colours, drawn as the board draws them, and named.
#[must_use]
pub fn pieces_png(kind: GameKind, words: &dyn Words) -> Vec<u8> {
    kind.game().picture().pieces_card(words).to_png()
}

/// The PNG of one page of a ladder, titled `title`; the caller's row is
/// highlighted (and added below the page when it is elsewhere).
#[must_use]
pub fn ladder_png(title: &str, page: &LadderPage, caller: u64, words: &dyn Words) -> Vec<u8> {
    ladder::picture(title, page, caller, words).to_png()
}

/// Where [`ladder_png`] draws the rows of `page`: the top of each, in
/// pixels, and the height of a row (for tests and tools).
#[must_use]
pub fn ladder_rows(page: &LadderPage) -> (Vec<u32>, u32) {
    (ladder::row_tops(page), ladder::ROW_PIXELS)
}

/// The PNG of a tournament's standings: rank, player, points, Buchholz,
/// Sonneborn-Berger, rating.
#[must_use]
pub fn standings_png(page: &StandingsPage, words: &dyn Words) -> Vec<u8> {
    standings::picture(page, words).to_png()
}

/// Where [`standings_png`] draws the rows of `page`: the top of each, in
/// pixels, and the height of a row (for tests and tools).
#[must_use]
pub fn standings_rows(page: &StandingsPage) -> (Vec<u32>, u32) {
    (standings::row_tops(page), standings::ROW_PIXELS)
}

/// The PNG of a player's stats: summary lines, a line per game kind, the
/// rating chart (one line per kind) and the last games.
#[must_use]
pub fn stats_png(card: &StatsCard) -> Vec<u8> {
    stats::picture(card).to_png()
}

/// The PNG of a game's analysis: the winning chances move by move, the
/// marked moves as dots.
#[must_use]
pub fn analysis_png(chart: &AnalysisChart, words: &dyn Words) -> Vec<u8> {
    analysis::picture(chart, words).to_png()
}

/// Where [`stats_png`] draws point `index` of the rating history of the
/// `kind`-th kind of `card`, in pixels (for tests and tools).
#[must_use]
pub fn stats_history_pixel(card: &StatsCard, kind: usize, index: usize) -> Option<(u32, u32)> {
    stats::history_pixel(card, kind, index)
}
