//! The boop. pieces card `/rules` attaches: a kitten and a cat of each
//! colour on squares of the bed, drawn by the board's own sprites, each
//! named; then what each kind does that the other does not.

use super::{
    super::{
        canvas::{Align, Canvas, Point},
        fonts::Weight,
        palette, panel,
        words::{Word, Words},
    },
    draw_bed_piece, draw_square, SQUARE,
};
use crate::games::{
    boop::{self, words::picture as said, Kind, Piece},
    Seat,
};

/// As wide as the board picture, so both read at the same scale.
pub const WIDTH: u32 = super::WIDTH;
pub const HEIGHT: u32 = 456;

const MARGIN: f32 = 24.0;
/// The top of the squares: below a heading of two lines at most.
const SQUARES_TOP: f32 = 150.0;
/// The width of the column of each of the four pieces.
const COLUMN: f32 = (WIDTH as f32 - 2.0 * MARGIN) / 4.0;

/// The four pieces in the order shown: orange kitten and cat, then gray.
fn shown() -> impl Iterator<Item = Piece> {
    Seat::ALL
        .into_iter()
        .flat_map(|owner| Kind::ALL.map(|kind| Piece { owner, kind }))
}

/// The centre of the square `piece` is shown on.
fn square_centre(piece: Piece) -> Point {
    let column = piece.owner.index() * 2 + piece.kind.index();
    Point::new(
        (MARGIN + (column as f32 + 0.5) * COLUMN).round(),
        (SQUARES_TOP + SQUARE / 2.0).round(),
    )
}

fn heading(canvas: &mut Canvas, words: &dyn Words) {
    panel::heading(
        canvas,
        WIDTH,
        &words.say(Word::Title(boop::STANDARD)),
        &words.say(Word::Phrase(said::pieces_subtitle())),
    );
}

/// Draws the card in the reader's words.
#[must_use]
pub fn picture(words: &dyn Words) -> Canvas {
    let mut canvas = Canvas::new(WIDTH, HEIGHT, palette::BACKGROUND);
    heading(&mut canvas, words);
    let size = panel::SMALL_SIZE;
    for (index, piece) in shown().enumerate() {
        let centre = square_centre(piece);
        // Alternate shades, as neighbouring squares of the bed are.
        draw_square(&mut canvas, centre, index % 2 == 0);
        draw_bed_piece(&mut canvas, centre, piece);
        let under = centre.y + SQUARE / 2.0 + 8.0;
        let lines = [
            (
                Word::Phrase(said::kind(piece.kind)),
                Weight::Bold,
                palette::TEXT,
            ),
            (
                Word::Side(boop::STANDARD, piece.owner),
                Weight::Regular,
                palette::TEXT_DIM,
            ),
        ];
        for (line, (word, weight, colour)) in lines.into_iter().enumerate() {
            let text = panel::fit(&words.say(word), COLUMN - 8.0, size, weight);
            let y = under + line as f32 * size * 1.25;
            canvas.text(
                &text,
                Point::new(centre.x, y),
                size,
                weight,
                colour,
                Align::Centre,
            );
        }
    }
    let mut y = SQUARES_TOP + SQUARE + 8.0 + 2.0 * size * 1.25 + 20.0;
    for kind in Kind::ALL {
        let rule = words.say(Word::Phrase(said::kind_rule(kind)));
        for line in panel::wrap(&rule, WIDTH as f32 - 2.0 * MARGIN, size, Weight::Regular)
            .iter()
            .take(2)
        {
            canvas.text(
                line,
                Point::new(MARGIN, y),
                size,
                Weight::Regular,
                palette::TEXT,
                Align::Left,
            );
            y += size * 1.3;
        }
        y += 6.0;
    }
    canvas
}

/// Where the card draws the centre of `piece` (for tests).
#[must_use]
pub fn piece_centre(piece: Piece) -> (u32, u32) {
    let centre = square_centre(piece);
    (centre.x as u32, centre.y as u32)
}
