//! What the ladder and the standings pictures share: a narrow page of rows
//! with large text (Discord shows it about 400 pixels wide on a phone,
//! where 30-pixel text is still about 13 pixels high), a title, a dimmed
//! subtitle and a header row of column names.

use super::{
    canvas::{Align, Canvas, Point},
    fonts::Weight,
    palette, panel,
};

pub const WIDTH: u32 = 900;
pub const ROW_HEIGHT: f32 = 56.0;
/// The top of the first row.
pub const TOP: f32 = 150.0;
pub const LEFT: f32 = 28.0;
pub const RIGHT: f32 = WIDTH as f32 - 28.0;
/// The rows' text size.
pub const SIZE: f32 = 30.0;
/// Where the rank column ends (right-aligned).
pub const RANK_RIGHT: f32 = 78.0;
/// Where the name column starts.
pub const NAME_LEFT: f32 = 96.0;

/// The height of one row in pixels.
pub const ROW_PIXELS: u32 = ROW_HEIGHT as u32;

/// A canvas `height` pixels high with `title` (drawn as given) and
/// `subtitle` (fitted to the width) at its top.
pub fn headed(height: f32, title: &str, subtitle: &str) -> Canvas {
    let mut canvas = Canvas::new(WIDTH, height as u32, palette::BACKGROUND);
    canvas.text(
        title,
        Point::new(LEFT, 24.0),
        panel::TITLE_SIZE,
        Weight::Bold,
        palette::TEXT,
        Align::Left,
    );
    canvas.text(
        &panel::fit(subtitle, RIGHT - LEFT, panel::SMALL_SIZE, Weight::Regular),
        Point::new(LEFT, 80.0),
        panel::SMALL_SIZE,
        Weight::Regular,
        palette::TEXT_DIM,
        Align::Left,
    );
    canvas
}

/// The header row: `#` over the rank, then each column's name at its
/// position and alignment.
pub fn draw_header(canvas: &mut Canvas, columns: impl IntoIterator<Item = (String, f32, Align)>) {
    let y = TOP - 40.0;
    let rank = ("#".to_owned(), RANK_RIGHT, Align::Right);
    for (text, x, align) in std::iter::once(rank).chain(columns) {
        canvas.text(
            &text,
            Point::new(x, y),
            panel::SMALL_SIZE,
            Weight::Bold,
            palette::TEXT_DIM,
            align,
        );
    }
}
