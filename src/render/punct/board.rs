//! The board without pieces — cells, the central hexagon, the coloured
//! rims of the three pairs of sides, the coordinates: part of the static
//! layer of every PÜNCT picture.

use super::layout::{self, centre, centre_at, hexagon, UNIT};
use crate::{
    games::punct::{Cell, Direction, Side},
    render::{
        canvas::{Align, Canvas, Pen, Point},
        fonts::Weight,
        palette,
    },
};

/// Coordinate labels are this many pixels high: about 11 once Discord on a
/// phone shrinks the picture to 400 px wide (26 gave under 9). Larger ones
/// would run into the rims between the cells' labels.
const LABEL_SIZE: f32 = 32.0;

/// The board without pieces, with its rims and coordinates, drawn
/// `divisor` times smaller.
#[must_use]
pub fn draw(divisor: u32) -> Canvas {
    let mut canvas = Canvas::smaller(layout::WIDTH, layout::HEIGHT, palette::BACKGROUND, divisor);
    for cell in Cell::all() {
        let fill = if cell.is_centre() {
            palette::CENTRE_CELL
        } else {
            palette::CELL
        };
        let corners = hexagon(centre(cell), 0.0);
        canvas.fill_polygon(&corners, fill);
        canvas.stroke_polygon(&corners, Pen::solid(palette::CELL_LINE, 1.5));
    }
    draw_rims(&mut canvas);
    draw_labels(&mut canvas);
    canvas
}

/// The two directions in which a side faces away from the board.
fn outward(side: Side) -> [Direction; 2] {
    let [d0, d1, d2, d3, d4, d5] = Direction::ALL;
    match side {
        Side::ColumnA => [d3, d4],
        Side::ColumnQ => [d0, d1],
        Side::Row1 => [d4, d5],
        Side::Row17 => [d1, d2],
        Side::LowerRight => [d5, d0],
        Side::UpperLeft => [d2, d3],
    }
}

/// A thick rim along the outer edges of each side, one colour per pair of
/// opposite sides, so a newcomer sees which sides connect.
fn draw_rims(canvas: &mut Canvas) {
    for side in Side::ALL {
        draw_rim(canvas, side, rim_pen(side));
    }
}

/// How the rim of `side` is drawn.
pub fn rim_pen(side: Side) -> Pen {
    Pen::solid(palette::SIDE_PAIRS[side.pair()], 7.0)
}

/// The outer edges of the cells of `side`, drawn with `pen`.
pub fn draw_rim(canvas: &mut Canvas, side: Side, pen: Pen) {
    for cell in side.cells().iter() {
        for direction in outward(side) {
            let (a, b) = layout::edge(cell, direction);
            canvas.polyline(&[a, b], pen);
        }
    }
}

/// Column letters below each column, row numbers before each row.
fn draw_labels(canvas: &mut Canvas) {
    let mut columns: Vec<(String, Point)> = Vec::new();
    let mut rows: Vec<(String, Point)> = Vec::new();
    for cell in Cell::all() {
        let (c, r) = (f32::from(cell.column()), f32::from(cell.row()));
        if cell.neighbour(Direction::ALL[5]).is_none() {
            columns.push((cell.column_letter().to_string(), centre_at(c, r - 0.86)));
        }
        if cell.neighbour(Direction::ALL[3]).is_none() {
            rows.push((cell.row().to_string(), centre_at(c - 0.86, r)));
        }
    }
    // At the corners A1, A9 and I17 a column label and a row label meet:
    // set them side by side.
    for (_, column_at) in &mut columns {
        for (_, row_at) in &mut rows {
            if (column_at.x - row_at.x).hypot(column_at.y - row_at.y) < UNIT * 0.5 {
                *column_at = column_at.offset(-0.3 * UNIT, 0.0);
                *row_at = row_at.offset(0.3 * UNIT, 0.0);
            }
        }
    }
    for (text, at) in columns.iter().chain(&rows) {
        let top = at.offset(0.0, -LABEL_SIZE * 0.62);
        canvas.text(
            text,
            top,
            LABEL_SIZE,
            Weight::Bold,
            palette::LABEL,
            Align::Centre,
        );
    }
}
