//! Where things are on a PÜNCT picture: cell centres in pixels (rulebook
//! §1.8: columns vertical, column A at the left, row 1 the lower-left edge).

use crate::{
    games::punct::{Cell, Direction},
    render::canvas::Point,
};

/// The picture's size: the board across the whole width, the panel
/// beneath it (see `render::panel`). Both are multiples of 12, so that a
/// replay's pictures 2, 3 or 4 times smaller have whole pixels.
pub const WIDTH: u32 = 792;
pub const HEIGHT: u32 = 1284;

/// The board's part of the picture, from the top: the panel starts below.
pub const BOARD_HEIGHT: f32 = 816.0;

/// Horizontal distance between the centres of neighbouring columns, and
/// vertical distance between neighbouring cells of one column. Both are whole
/// pixels (40 ≈ 46·√3/2, so the cells are regular hexagons to within half a
/// percent): every cell centre falls on a whole pixel, so a piece drawn once
/// can be copied onto any cell pixel for pixel.
pub const COLUMN_STEP: i32 = 40;
pub const ROW_STEP: i32 = 46;
/// The distance between neighbouring cell centres, near enough.
pub const UNIT: f32 = 46.0;
/// Half the width of a cell's hexagon (flat-topped): 1.5 of it is the
/// column step, so neighbouring hexagons share their edges.
pub const HEX_RADIUS: f32 = COLUMN_STEP as f32 / 1.5;
/// Radius of a dot.
pub const DOT_RADIUS: f32 = 0.36 * UNIT;
/// Width of the bar joining two dots of one piece.
pub const BAR_WIDTH: f32 = 0.34 * UNIT;

/// Pixel position of the centre of cell (column 0, row 0), chosen so that the
/// centre cell I9 sits in the middle of the board area.
const ORIGIN: (i32, i32) = (396 - 9 * COLUMN_STEP, 410 + 9 * ROW_STEP - 9 * ROW_STEP / 2);

/// The pixel centre of the cell at (column, row), both counted from 1, as
/// whole pixels; also used for positions just off the board.
#[must_use]
pub fn pixel_at(column: i32, row: i32) -> (i32, i32) {
    (
        ORIGIN.0 + COLUMN_STEP * column,
        ORIGIN.1 - ROW_STEP * row + ROW_STEP / 2 * column,
    )
}

/// The pixel centre of the cell at (column, row), also fractional ones
/// (labels sit between cells).
#[must_use]
pub fn centre_at(column: f32, row: f32) -> Point {
    Point::new(
        ORIGIN.0 as f32 + COLUMN_STEP as f32 * column,
        ORIGIN.1 as f32 - ROW_STEP as f32 * (row - column / 2.0),
    )
}

/// The pixel centre of `cell`.
#[must_use]
pub fn centre(cell: Cell) -> Point {
    let (x, y) = pixel(cell);
    Point::new(x as f32, y as f32)
}

/// The pixel centre of `cell`, as whole pixels.
#[must_use]
pub fn pixel(cell: Cell) -> (i32, i32) {
    pixel_at(i32::from(cell.column()), i32::from(cell.row()))
}

/// The six corners of the (flat-topped) hexagon of a cell at `centre`,
/// clockwise from the right; `inset` pixels smaller than the cell.
#[must_use]
pub fn hexagon(centre: Point, inset: f32) -> [Point; 6] {
    let half_height = ROW_STEP as f32 / 2.0;
    let scale = (HEX_RADIUS - inset) / HEX_RADIUS;
    let (r, h) = (HEX_RADIUS * scale, half_height * scale);
    [
        centre.offset(r, 0.0),
        centre.offset(r / 2.0, h),
        centre.offset(-r / 2.0, h),
        centre.offset(-r, 0.0),
        centre.offset(-r / 2.0, -h),
        centre.offset(r / 2.0, -h),
    ]
}

/// The two ends of the edge of `cell`'s hexagon that faces `direction`.
#[must_use]
pub fn edge(cell: Cell, direction: Direction) -> (Point, Point) {
    let corners = hexagon(centre(cell), 0.0);
    // Direction d(i) points at the edge between corners 6 − i and 7 − i.
    let i = direction.index();
    (corners[(6 - i) % 6], corners[(7 - i) % 6])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(name: &str) -> Cell {
        name.parse().unwrap()
    }

    #[test]
    fn every_cell_and_its_hexagon_fit_in_the_board_area() {
        for cell in Cell::all() {
            for corner in hexagon(centre(cell), 0.0) {
                assert!(
                    corner.x > 30.0 && corner.x < WIDTH as f32 - 30.0,
                    "{cell:?} {corner:?}"
                );
                assert!(
                    corner.y > 30.0 && corner.y < BOARD_HEIGHT - 30.0,
                    "{cell:?} {corner:?}"
                );
            }
        }
    }

    #[test]
    fn columns_are_vertical_with_a_at_the_left_and_rows_climb_to_the_right() {
        assert_eq!(centre(cell("A2")).x, centre(cell("A8")).x);
        assert!(
            centre(cell("A8")).y < centre(cell("A2")).y,
            "row numbers grow upwards"
        );
        assert!(centre(cell("A5")).x < centre(cell("Q12")).x);
        // Neighbours are one unit apart, to within half a percent, in all
        // three directions.
        for other in ["G6", "G5", "F6"] {
            let (a, b) = (centre(cell("F5")), centre(cell(other)));
            assert!(
                ((a.x - b.x).hypot(a.y - b.y) / UNIT - 1.0).abs() < 0.005,
                "{other}"
            );
        }
    }

    #[test]
    fn the_edge_facing_a_neighbour_is_shared_with_it() {
        for cell in Cell::all() {
            for (index, direction) in Direction::ALL.into_iter().enumerate() {
                let Some(neighbour) = cell.neighbour(direction) else {
                    continue;
                };
                let (a, b) = edge(cell, direction);
                let (c, d) = edge(neighbour, Direction::ALL[(index + 3) % 6]);
                let close =
                    |p: Point, q: Point| (p.x - q.x).abs() < 0.01 && (p.y - q.y).abs() < 0.01;
                assert!(close(a, d) && close(b, c), "{cell:?} towards {neighbour:?}");
            }
        }
    }
}
