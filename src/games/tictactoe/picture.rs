//! Tic-tac-toe's picture: the grid seen from above, the last mark ringed,
//! a winning line struck through, and who plays and whose turn it is below.

use super::Position;
use crate::{
    games::{AnyGame, ByColor, Outcome, Rules, Seat},
    render::{
        palette, Align, Canvas, Finish, Pen, PerDivisor, Picture, Point, Weight, Word, Words,
    },
};

const WIDTH: u32 = 480;
const HEIGHT: u32 = 600;
/// The side of a cell, and the grid's top left corner.
const CELL: f32 = 120.0;
const GRID: Point = Point::new(60.0, 90.0);
/// Where the players' lines start.
const PANEL_TOP: f32 = 470.0;

pub(super) struct TicTacToePicture;

pub(super) static PICTURE: TicTacToePicture = TicTacToePicture;

/// The empty grid, at every size a replay draws.
static BASE: PerDivisor<Canvas> = PerDivisor::new(|divisor| {
    let mut canvas = Canvas::smaller(WIDTH, HEIGHT, palette::BACKGROUND, divisor);
    let pen = Pen::solid(palette::LABEL, 6.0);
    for line in 1..3 {
        let at = line as f32 * CELL;
        canvas.polyline(&[GRID.offset(at, 0.0), GRID.offset(at, 3.0 * CELL)], pen);
        canvas.polyline(&[GRID.offset(0.0, at), GRID.offset(3.0 * CELL, at)], pen);
    }
    canvas
});

/// The centre of the cell of index `index` (`a1` bottom left).
fn centre(index: usize) -> Point {
    let (file, rank) = ((index % 3) as f32, (index / 3) as f32);
    GRID.offset((file + 0.5) * CELL, (2.5 - rank) * CELL)
}

/// Where the centre of the cell of index `index` is drawn, in pixels (for
/// tests).
pub(super) fn cell_pixel(index: usize) -> (u32, u32) {
    let at = centre(index);
    (at.x as u32, at.y as u32)
}

/// The colour of `seat`'s marks.
pub(super) fn colour(seat: Seat) -> crate::render::Colour {
    seat.fold(palette::ORANGE, palette::LAST_MOVE)
}

fn draw_mark(canvas: &mut Canvas, index: usize, seat: Seat) {
    let at = centre(index);
    let pen = Pen::solid(colour(seat), 14.0);
    match seat {
        Seat::First => {
            let r = CELL * 0.3;
            canvas.polyline(&[at.offset(-r, -r), at.offset(r, r)], pen);
            canvas.polyline(&[at.offset(-r, r), at.offset(r, -r)], pen);
        }
        Seat::Second => canvas.stroke_circle(at, CELL * 0.3, pen),
    }
}

fn draw(
    canvas: &mut Canvas,
    game: &AnyGame,
    position: &Position,
    players: &ByColor<String>,
    words: &dyn Words,
) {
    let kind = game.kind();
    canvas.text(
        &words.say(Word::Title(kind)),
        Point::new(WIDTH as f32 / 2.0, 24.0),
        36.0,
        Weight::Bold,
        palette::TEXT,
        Align::Centre,
    );
    for index in 0..9 {
        if let Some(seat) = position.at(index) {
            draw_mark(canvas, index, seat);
        }
    }
    if let Some(last) = position.last_move() {
        canvas.stroke_circle(
            centre(last.index()),
            CELL * 0.45,
            Pen::solid(palette::WIN, 4.0),
        );
    }
    if let Some([first, _, last]) = position.winning_line() {
        canvas.polyline(
            &[centre(first), centre(last)],
            Pen::solid(palette::WIN, 10.0),
        );
    }
    for seat in Seat::ALL {
        let line = format!(
            "{} {}",
            words.say(Word::Side(kind, seat)),
            players.get(seat)
        );
        let top = PANEL_TOP + seat.fold(0.0, 40.0);
        canvas.text(
            &line,
            Point::new(GRID.x, top),
            26.0,
            Weight::Regular,
            colour(seat),
            Align::Left,
        );
    }
    let status = match position.outcome() {
        Some(outcome) => words.say(Word::Result(kind, outcome)),
        None => words.say(Word::SideToMove(kind, position.turn())),
    };
    let emphasis = match position.outcome() {
        Some(Outcome::Win(_)) => palette::WIN,
        _ => palette::TEXT,
    };
    canvas.text(
        &status,
        Point::new(WIDTH as f32 / 2.0, PANEL_TOP + 90.0),
        28.0,
        Weight::Bold,
        emphasis,
        Align::Centre,
    );
}

fn position(game: &AnyGame) -> &Position {
    game.position()
        .expect("tic-tac-toe's picture is asked for tic-tac-toe games")
}

impl Picture for TicTacToePicture {
    fn picture(
        &self,
        game: &AnyGame,
        players: &ByColor<String>,
        words: &dyn Words,
        _finish: Option<&Finish>,
    ) -> Canvas {
        let mut canvas = BASE.get(1).clone();
        draw(&mut canvas, game, position(game), players, words);
        canvas
    }

    fn base(&self, divisor: u32) -> &'static Canvas {
        BASE.get(divisor)
    }

    fn redraw(
        &self,
        canvas: &mut Canvas,
        game: &AnyGame,
        players: &ByColor<String>,
        words: &dyn Words,
        _finish: Option<&Finish>,
    ) {
        canvas.restore(BASE.get(canvas.divisor()));
        draw(canvas, game, position(game), players, words);
    }

    fn card_area(&self, seat: Seat) -> (u32, u32, u32, u32) {
        (
            GRID.x as u32,
            (PANEL_TOP + seat.fold(0.0, 40.0)) as u32,
            360,
            36,
        )
    }

    /// Its pieces are the two marks.
    fn pieces_card(&self, words: &dyn Words) -> Canvas {
        let mut canvas = Canvas::new(WIDTH, HEIGHT, palette::BACKGROUND);
        for (index, seat) in [(3, Seat::First), (5, Seat::Second)] {
            draw_mark(&mut canvas, index, seat);
        }
        canvas.text(
            &words.say(Word::Title(super::KIND)),
            Point::new(WIDTH as f32 / 2.0, 10.0),
            28.0,
            Weight::Bold,
            palette::TEXT,
            Align::Centre,
        );
        canvas
    }
}
