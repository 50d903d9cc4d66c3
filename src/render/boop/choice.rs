//! The marks of a boop. choice: each option the mover may choose from,
//! numbered on the bed as the options are numbered in the message (rows
//! first, then lifts, as [`Options::resolutions`] lists them).

use super::{
    super::{
        canvas::{Align, Canvas, Pen, Point},
        fonts::Weight,
        palette,
    },
    square_centre, SQUARE,
};
use crate::games::boop::{Options, Resolution, Square};

/// The radius of a number's disc: about 9 px once Discord shows the
/// picture 400 px wide.
pub const BADGE_RADIUS: f32 = 28.0;
const BADGE_TEXT: f32 = 38.0;

/// Lines under the pieces: each candidate row, so the pieces stay visible.
pub fn draw_rows(canvas: &mut Canvas, options: &Options) {
    for row in &options.rows {
        let [first, _, last] = row.squares();
        canvas.polyline(
            &[square_centre(first), square_centre(last)],
            Pen::solid(palette::CHOICE.with_alpha(150), 12.0),
        );
    }
}

/// Over the pieces: a dashed frame round each piece that may be lifted,
/// and every option's number.
pub fn draw_numbers(canvas: &mut Canvas, options: &Options) {
    let resolutions = options.resolutions();
    for option in &resolutions {
        if let Resolution::Lift(square) = option {
            frame(canvas, *square);
        }
    }
    for (index, at) in badge_centres(&resolutions).into_iter().enumerate() {
        badge(canvas, at, index + 1);
    }
}

/// Where the number of each option is drawn: the first of its places (see
/// [`places`]) that no earlier number covers, so that rows crossing one
/// square, or lying on one line, keep their numbers apart.
pub fn badge_centres(options: &[Resolution]) -> Vec<Point> {
    let mut centres: Vec<Point> = Vec::with_capacity(options.len());
    for &option in options {
        let places = places(option);
        let free = places.iter().copied().find(|place| {
            centres
                .iter()
                .all(|taken| (taken.x - place.x).hypot(taken.y - place.y) >= 2.0 * BADGE_RADIUS)
        });
        centres.push(free.unwrap_or(places[0]));
    }
    centres
}

/// The places an option's number may go, best first: beside a row (across
/// it, off its pieces), or at a corner of a lifted piece's square.
fn places(option: Resolution) -> Vec<Point> {
    match option {
        Resolution::Graduate(row) => {
            let [first, middle, last] = row.squares().map(square_centre);
            let (dx, dy) = (last.x - first.x, last.y - first.y);
            let length = dx.hypot(dy);
            // A quarter turn of the row's direction, towards the top of
            // the picture (or its left for a column).
            let (mut nx, mut ny) = (dy / length, -dx / length);
            if ny > 0.0 || (ny == 0.0 && nx > 0.0) {
                (nx, ny) = (-nx, -ny);
            }
            let half = |a: Point, b: Point| Point::new((a.x + b.x) / 2.0, (a.y + b.y) / 2.0);
            let across = SQUARE * 0.36;
            [middle, half(first, middle), half(middle, last)]
                .into_iter()
                .flat_map(|at| {
                    [
                        at.offset(nx * across, ny * across),
                        at.offset(-nx * across, -ny * across),
                    ]
                })
                .collect()
        }
        Resolution::Lift(square) => {
            let corner = SQUARE * 0.3;
            [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)]
                .into_iter()
                .map(|(x, y)| square_centre(square).offset(x * corner, y * corner))
                .collect()
        }
    }
}

fn frame(canvas: &mut Canvas, square: Square) {
    let at = square_centre(square);
    let half = SQUARE / 2.0 - 6.0;
    let corners = [
        at.offset(-half, -half),
        at.offset(half, -half),
        at.offset(half, half),
        at.offset(-half, half),
    ];
    canvas.stroke_polygon(&corners, Pen::dashed(palette::CHOICE, 4.0, 10.0, 6.0));
}

/// A disc with `number` in it.
fn badge(canvas: &mut Canvas, at: Point, number: usize) {
    canvas.fill_circle(at, BADGE_RADIUS, palette::CHOICE);
    canvas.stroke_circle(at, BADGE_RADIUS, Pen::solid(palette::BACKGROUND, 3.0));
    canvas.text(
        &number.to_string(),
        at.offset(0.0, -BADGE_TEXT * 0.68),
        BADGE_TEXT,
        Weight::Bold,
        palette::BACKGROUND,
        Align::Centre,
    );
}
