//! The PÜNCT pieces card `/rules` attaches: every kind of piece in both
//! colours, drawn by the board's own sprites, each named with its code and
//! how many each player has; then a piece of a real board with a stack and
//! a bridge, and the legend of their marks.

use super::{layout, marks, pieces};
use crate::{
    games::{
        punct::{self, words::picture as said, Kind, Position, Variant},
        ByColor, Rules, Seat,
    },
    render::{
        canvas::{Align, Canvas, Pen, Point},
        fonts::Weight,
        palette, panel,
        words::{Word, Words},
    },
};

/// As wide as the board picture, so both read at the same scale.
pub const WIDTH: u32 = layout::WIDTH;
pub const HEIGHT: u32 = 1092;

/// The picture's edges to the words.
const MARGIN: f32 = 24.0;
/// The centres of the white and the black piece of each row.
const PIECE_X: [f32; 2] = [112.0, 272.0];
/// Where the words of a row start.
const TEXT_X: f32 = 372.0;
/// The top of the first row and the height of each.
const ROWS_TOP: f32 = 168.0;
const ROW: f32 = 100.0;
/// The moves that leave a white straight piece bridging the gap between
/// two others (H5–J5 over I5), the last move far from it (B2), so the part
/// shown carries no last-move marks.
const STACK_MOVES: &str = "+F5:G5,H5 +J5:K5,L5 +H2:H3,H4 +N14:N15,N16 H2>H5:I5,J5 +B2:B3,B4";
/// The part of the board picture around the stack and the bridge: its top
/// left corner and size, in pixels.
const PART_FROM: (u32, u32) = (220, 472);
const PART_SIZE: (u32, u32) = (352, 232);
/// The top of that part on the card.
const PART_TOP: f32 = ROWS_TOP + 6.0 * ROW + 20.0;

/// The centre of the piece of `kind` and `owner` on the card.
fn piece_centre(kind: Kind, owner: Seat) -> Point {
    let row = Kind::ALL
        .iter()
        .position(|&k| k == kind)
        .expect("every kind is listed");
    Point::new(PIECE_X[owner.index()], ROWS_TOP + (row as f32 + 0.5) * ROW)
}

/// Draws the card in the reader's words.
#[must_use]
pub fn picture(words: &dyn Words) -> Canvas {
    let mut canvas = Canvas::new(WIDTH, HEIGHT, palette::BACKGROUND);
    let top = panel::heading(
        &mut canvas,
        WIDTH,
        &words.say(Word::Title(punct::STANDARD)),
        &words.say(Word::Phrase(said::pieces_subtitle())),
    );
    for seat in Seat::ALL {
        canvas.text(
            &words.say(Word::Side(punct::STANDARD, seat)),
            Point::new(PIECE_X[seat.index()], top.max(ROWS_TOP - 36.0)),
            panel::SMALL_SIZE,
            Weight::Bold,
            palette::TEXT_DIM,
            Align::Centre,
        );
    }
    for kind in Kind::ALL {
        for seat in Seat::ALL {
            pieces::draw_shown(&mut canvas, kind, seat, piece_centre(kind, seat));
        }
        kind_words(&mut canvas, kind, words);
    }
    stack_part(&mut canvas, words);
    canvas
}

/// Beside the pieces of a row: the kind's shape on up to two lines, then
/// its code and how many each player has.
fn kind_words(canvas: &mut Canvas, kind: Kind, words: &dyn Words) {
    let size = panel::SMALL_SIZE;
    let width = WIDTH as f32 - MARGIN - TEXT_X;
    let mut lines = panel::wrap(
        &words.say(Word::Phrase(said::kind(kind))),
        width,
        size,
        Weight::Bold,
    );
    lines.truncate(2);
    let count = words.say(Word::PerPlayer(kind.count()));
    let code = panel::fit(&format!("{kind} · {count}"), width, size, Weight::Regular);
    let line_height = size * 1.25;
    let total = (lines.len() + 1) as f32 * line_height;
    let mut y = piece_centre(kind, Seat::First).y - total / 2.0;
    for line in &lines {
        canvas.text(
            line,
            Point::new(TEXT_X, y),
            size,
            Weight::Bold,
            palette::TEXT,
            Align::Left,
        );
        y += line_height;
    }
    canvas.text(
        &code,
        Point::new(TEXT_X, y),
        size,
        Weight::Regular,
        palette::TEXT_DIM,
        Align::Left,
    );
}

/// The position of [`STACK_MOVES`].
fn stack_position() -> Position {
    let mut position = Position::new(Variant::Standard);
    for text in STACK_MOVES.split(' ') {
        position
            .play_text(text)
            .expect("the stack's moves are legal");
    }
    position
}

/// A part of a real board picture with a piece raised on two others as a
/// bridge, framed, and the legend of its marks under it.
fn stack_part(canvas: &mut Canvas, words: &dyn Words) {
    let players = ByColor {
        first: String::new(),
        second: String::new(),
    };
    let board = super::picture(&stack_position(), &players, words, None, None)
        .expect("a picture without a peek always exists");
    let left = (WIDTH - PART_SIZE.0) / 2;
    canvas.copy_area(
        &board,
        PART_FROM,
        PART_SIZE,
        (i64::from(left), PART_TOP as i64),
    );
    let corner = Point::new(left as f32, PART_TOP);
    let (width, height) = (PART_SIZE.0 as f32, PART_SIZE.1 as f32);
    let frame = [
        corner,
        corner.offset(width, 0.0),
        corner.offset(width, height),
        corner.offset(0.0, height),
    ];
    canvas.stroke_polygon(&frame, Pen::solid(palette::CELL_LINE, 3.0));
    let legend_top = PART_TOP + height + 10.0;
    marks::legend(
        canvas,
        words,
        legend_top,
        legend_top + marks::LINE,
        &[marks::Mark::Bridge, marks::Mark::Level],
    );
}

/// Where the card draws the dots of the piece of `kind` and `owner`, the
/// PÜNCT first (for tests).
#[must_use]
pub fn dots(kind: Kind, owner: Seat) -> [(i32, i32); 3] {
    // Drawn on a scratch canvas: the sprites say where the dots fall.
    let mut scratch = Canvas::new(WIDTH, HEIGHT, palette::BACKGROUND);
    let dots = pieces::draw_shown(&mut scratch, kind, owner, piece_centre(kind, owner));
    dots.map(|dot| (dot.x.round() as i32, dot.y.round() as i32))
}
