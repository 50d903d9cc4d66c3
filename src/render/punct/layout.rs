//! Where things are on a PÜNCT picture: cell centres in pixels (rulebook
//! §1.8: columns vertical, column A at the left, row 1 the lower-left edge).

use crate::{
    games::punct::{Cell, Direction},
    render::canvas::Point,
};

/// The picture's size: about 1200 wide and not square, so that Discord's
/// Android client does not crop it.
pub const WIDTH: u32 = 1200;
pub const HEIGHT: u32 = 820;

/// The board takes the left part of the picture, the panel the rest.
pub const PANEL_LEFT: f32 = 792.0;

/// Distance between the centres of two neighbouring cells.
pub const UNIT: f32 = 46.0;
/// Circumradius of a cell's hexagon (flat-topped, touching its neighbours).
pub const HEX_RADIUS: f32 = UNIT / SQRT_3;
/// Radius of a dot.
pub const DOT_RADIUS: f32 = 0.36 * UNIT;
/// Width of the bar joining two dots of one piece.
pub const BAR_WIDTH: f32 = 0.34 * UNIT;

const SQRT_3: f32 = 1.732_050_8;
const HALF_SQRT_3: f32 = SQRT_3 / 2.0;

/// Pixel position of the centre of cell (column 0, row 0), chosen so that the
/// centre cell I9 sits in the middle of the board area.
const ORIGIN: Point = Point::new(396.0 - 9.0 * HALF_SQRT_3 * UNIT, 410.0 + 4.5 * UNIT);

/// The pixel centre of the cell at (column, row), both counted from 1; also
/// used for positions just off the board (labels).
#[must_use]
pub fn centre_at(column: f32, row: f32) -> Point {
    Point::new(
        ORIGIN.x + HALF_SQRT_3 * UNIT * column,
        ORIGIN.y - (row - column / 2.0) * UNIT,
    )
}

/// The pixel centre of `cell`.
#[must_use]
pub fn centre(cell: Cell) -> Point {
    centre_at(f32::from(cell.column()), f32::from(cell.row()))
}

/// The pixel offset of one step in `direction`.
#[must_use]
pub fn step(direction: Direction) -> (f32, f32) {
    let (dc, dr) = direction.step();
    let (dc, dr) = (dc as f32, dr as f32);
    (HALF_SQRT_3 * UNIT * dc, -(dr - dc / 2.0) * UNIT)
}

/// The six corners of a flat-topped hexagon around `centre`.
#[must_use]
pub fn hexagon(centre: Point, radius: f32) -> [Point; 6] {
    std::array::from_fn(|i| {
        let angle = (i as f32) * std::f32::consts::FRAC_PI_3;
        centre.offset(radius * angle.cos(), radius * angle.sin())
    })
}

/// The two ends of the edge of `cell`'s hexagon that faces `direction`.
#[must_use]
pub fn edge(cell: Cell, direction: Direction) -> (Point, Point) {
    let centre = centre(cell);
    let (dx, dy) = step(direction);
    let facing = dy.atan2(dx);
    let corner = |angle: f32| centre.offset(HEX_RADIUS * angle.cos(), HEX_RADIUS * angle.sin());
    let half = std::f32::consts::FRAC_PI_6;
    (corner(facing - half), corner(facing + half))
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
            for corner in hexagon(centre(cell), HEX_RADIUS) {
                assert!(
                    corner.x > 30.0 && corner.x < PANEL_LEFT - 30.0,
                    "{cell:?} {corner:?}"
                );
                assert!(
                    corner.y > 30.0 && corner.y < HEIGHT as f32 - 30.0,
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
        // Neighbours are one unit apart.
        let (a, b) = (centre(cell("F5")), centre(cell("G6")));
        assert!(((a.x - b.x).hypot(a.y - b.y) - UNIT).abs() < 0.01);
    }
}
