//! A peek's stack, level by level: every piece in the peeked cell, top
//! first, each with its level (0 = the board), its owner's colour, its kind
//! and where its PÜNCT is. The board shows only the top piece lifted off;
//! this list shows the rest, down to the bottom.

use super::{layout, palette, pieces, FRAME, PANEL};
use crate::{
    games::punct::{words::picture as said, Board, Cell},
    render::{
        canvas::{Align, Canvas, Point},
        fonts::Weight,
        panel,
        words::{Word, Words},
    },
};

/// The most room a row takes; a tall stack gets less.
const ROW: f32 = 46.0;

/// The top of the list: under the players' cards.
fn top() -> f32 {
    PANEL.cards_bottom() + 4.0
}

/// The top of the row of level `index` counted from the top of the stack,
/// with `rows` rows (for tests: the icon sits at the row's left).
pub fn row_top(index: usize, rows: usize) -> f32 {
    // The last line is the legend of the marks (the lifted piece, levels).
    let room = layout::HEIGHT as f32 - 12.0 - super::marks::LINE - (top() + ROW);
    let step = (room / rows.max(1) as f32).min(ROW);
    top() + ROW + index as f32 * step
}

/// The centre of the icon of row `index` of `rows` (for tests).
pub fn icon_centre(index: usize, rows: usize) -> Point {
    Point::new(FRAME.left + 80.0, row_top(index, rows) + 16.0)
}

/// Draws the stack of `cell` over the panel's lower part (the legend of
/// the sides gives way: a peek is about one cell).
pub fn draw(canvas: &mut Canvas, board: &Board, cell: Cell, words: &dyn Words) {
    let stack = board.stack(cell);
    canvas.fill_rounded_rect(
        Point::new(FRAME.left - 14.0, top()),
        FRAME.width() + 28.0,
        layout::HEIGHT as f32 - top(),
        0.0,
        palette::BACKGROUND,
    );
    canvas.text(
        &words.say(Word::Phrase(said::stack_header(cell, stack.len()))),
        Point::new(FRAME.left, top() + 6.0),
        panel::SMALL_SIZE,
        Weight::Bold,
        palette::TEXT,
        Align::Left,
    );
    let rows = stack.len();
    for (index, piece) in stack.iter().rev().enumerate() {
        let y = row_top(index, rows);
        canvas.text(
            &format!("{}", piece.level),
            Point::new(FRAME.left + 8.0, y),
            panel::TEXT_SIZE,
            Weight::Bold,
            palette::TEXT_DIM,
            Align::Left,
        );
        pieces::draw_icon(canvas, piece.kind(), piece.owner, icon_centre(index, rows));
        // The kind by its letter (the icon shows its shape): the full
        // name would not fit beside it.
        let line = words.say(Word::Phrase(said::stack_piece(
            piece.owner,
            piece.kind(),
            piece.punct(),
        )));
        canvas.text(
            &panel::fit(
                &line,
                FRAME.right - FRAME.left - 140.0,
                panel::SMALL_SIZE,
                Weight::Regular,
            ),
            Point::new(FRAME.left + 140.0, y + 2.0),
            panel::SMALL_SIZE,
            Weight::Regular,
            palette::TEXT,
            Align::Left,
        );
    }
}
