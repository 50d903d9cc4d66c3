//! The legend of the marks a PÜNCT picture puts on the board besides the
//! pieces (issue 14: "a legend for every mark the board uses"). Only the
//! marks the picture shows are explained, in three columns under the status
//! lines, so a quiet board keeps a quiet panel.

use super::{is_unsupported, layout, palette, FRAME, LEGEND_SIZE as SIZE};
use crate::{
    games::punct::{Board, LastMove},
    render::{
        canvas::{Align, Canvas, Pen, Point},
        fonts::Weight,
        panel,
        words::{Legend, Word, Words},
    },
};

/// A mark on the board, in the order the legend lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mark {
    /// The halo around the piece just played.
    LastMove,
    /// The dashed ring where a moved piece's PÜNCT came from.
    Origin,
    /// A bridge's middle dot with nothing beneath: a dashed ring over a
    /// dark cell.
    Bridge,
    /// The dashed outline of the piece a peek lifted off.
    Lifted,
    /// The number on a raised piece's dots: its level.
    Level,
}

/// The marks `board` shows, with `last` marked and a piece `lifted` or not.
pub(super) fn present(board: &Board, last: Option<LastMove>, lifted: bool) -> Vec<Mark> {
    let mut marks = Vec::new();
    if matches!(last, Some(LastMove::Add { .. } | LastMove::Move { .. })) {
        marks.push(Mark::LastMove);
    }
    if matches!(last, Some(LastMove::Move { .. })) {
        marks.push(Mark::Origin);
    }
    let bridges = board.pieces().any(|piece| {
        piece
            .placement
            .middle()
            .is_some_and(|middle| is_unsupported(board, middle, piece.level))
    });
    if bridges {
        marks.push(Mark::Bridge);
    }
    if lifted {
        marks.push(Mark::Lifted);
    }
    if board.pieces().any(|piece| piece.level > 0) {
        marks.push(Mark::Level);
    }
    marks
}

/// The height of one line of the legend.
pub(super) const LINE: f32 = 34.0;
/// The width of one of the three columns.
const COLUMN: f32 = (FRAME.right - FRAME.left) / 3.0;
/// The radius of a sample ring.
const SAMPLE: f32 = 10.0;

/// Draws the legend of `marks` from `top`, as many lines as fit above
/// `bottom` (the rest, least needed last, are left out).
pub(super) fn legend(
    canvas: &mut Canvas,
    words: &dyn Words,
    top: f32,
    bottom: f32,
    marks: &[Mark],
) {
    let frame = &FRAME;
    for (index, &mark) in marks.iter().enumerate() {
        let (column, row) = (index % 3, index / 3);
        let y = top + row as f32 * LINE;
        if y + LINE > bottom {
            break;
        }
        let sample = Point::new(
            frame.left + SAMPLE + 2.0 + column as f32 * COLUMN,
            y + LINE / 2.0,
        );
        draw_sample(canvas, mark, sample);
        let text = panel::fit(
            &words.say(Word::Legend(legend_of(mark))),
            COLUMN - 2.0 * SAMPLE - 16.0,
            SIZE,
            Weight::Regular,
        );
        canvas.text(
            &text,
            Point::new(sample.x + SAMPLE + 8.0, y + (LINE - SIZE) / 2.0 - 2.0),
            SIZE,
            Weight::Regular,
            // Dimmer than the status lines: a key, not news.
            palette::TEXT_DIM,
            Align::Left,
        );
    }
}

fn legend_of(mark: Mark) -> Legend {
    match mark {
        Mark::LastMove => Legend::LastMove,
        Mark::Origin => Legend::Origin,
        Mark::Bridge => Legend::Bridge,
        Mark::Lifted => Legend::Lifted,
        Mark::Level => Legend::Level,
    }
}

/// A small copy of `mark` centred on `at`, drawn as the board draws it.
fn draw_sample(canvas: &mut Canvas, mark: Mark, at: Point) {
    match mark {
        Mark::LastMove => canvas.stroke_circle(at, SAMPLE, Pen::solid(palette::LAST_MOVE, 4.0)),
        Mark::Origin => {
            canvas.stroke_circle(at, SAMPLE, Pen::dashed(palette::LAST_MOVE, 3.0, 5.0, 4.0));
        }
        Mark::Bridge => {
            // A hexagon a little wider than the ring, as on the board.
            let inset = layout::HEX_RADIUS - SAMPLE - 3.0;
            canvas.fill_polygon(&layout::hexagon(at, inset), palette::GAP_HATCH);
            canvas.stroke_circle(
                at,
                SAMPLE - 2.0,
                Pen::dashed(palette::PUNCT_MARK, 2.5, 4.0, 3.0),
            );
        }
        Mark::Lifted => {
            canvas.stroke_circle(at, SAMPLE, Pen::dashed(palette::PEEK, 3.0, 5.0, 4.0));
        }
        Mark::Level => {
            canvas.text(
                "1",
                at.offset(0.0, -SIZE * 0.62),
                SIZE,
                Weight::Bold,
                palette::LABEL,
                Align::Centre,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Rules;

    /// The marks of the board after `moves`, with the top piece on `peek`
    /// lifted off.
    fn marks_after(moves: &[&str], peek: Option<&str>) -> Vec<Mark> {
        let mut game = crate::games::punct::STANDARD.start();
        for notation in moves {
            game.play_text(notation).unwrap();
        }
        let position = crate::games::punct::position(&game).expect("PÜNCT");
        match peek {
            Some(cell) => {
                let board = position.without_piece(cell.parse().unwrap()).unwrap();
                present(&board, None, true)
            }
            None => present(position.board(), position.last_move_data(), false),
        }
    }

    #[test]
    fn only_the_marks_on_the_board_are_explained() {
        assert_eq!(marks_after(&[], None), []);
        assert_eq!(marks_after(&["+F5:G5,H5"], None), [Mark::LastMove]);
        // The README's peek: three pieces stacked on F5–H5, the top one
        // moved there last.
        let stacked = [
            "+F5:G5,H5",
            "+B2:C2,C3",
            "+F3:G3,H3",
            "+N16:O16,P16",
            "F3>F5:G5,H5",
            "+B5:C5,C6",
            "+F3:G3,H3",
            "+E2:F2,F1",
            "F3>F5:G5,H5",
        ];
        assert_eq!(
            marks_after(&stacked, None),
            [Mark::LastMove, Mark::Origin, Mark::Level]
        );
        assert_eq!(
            marks_after(&stacked, Some("G5")),
            [Mark::Lifted, Mark::Level]
        );
    }
}
