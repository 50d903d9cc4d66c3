//! A chart's plot area, shared by the pictures that draw charts (a
//! player's ratings, a game's winning chances): where a value lands, the
//! card behind the plot, and the dashed level lines with their labels.

use super::{
    canvas::{Align, Canvas, Pen, Point},
    fonts::Weight,
    palette, panel,
};

/// The plot area of a chart, in pixels: values are placed in it by their
/// share of the horizontal and vertical ranges.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plot {
    pub left: f32,
    pub top: f32,
    pub width: f32,
    pub height: f32,
}

impl Plot {
    /// The point `across` of the way from the left edge (0 to 1) and `up`
    /// of the way from the bottom (clamped to the plot).
    #[must_use]
    pub fn at(&self, across: f32, up: f32) -> Point {
        Point::new(
            self.left + self.width * across,
            self.top + self.height * (1.0 - up.clamp(0.0, 1.0)),
        )
    }

    /// Point `index` of `count` evenly spaced across the plot (a single
    /// point in the middle), `up` of the way from the bottom.
    #[must_use]
    pub fn nth(&self, index: usize, count: usize, up: f32) -> Point {
        let x = if count <= 1 {
            self.left + self.width / 2.0
        } else {
            self.left + self.width * index as f32 / (count - 1) as f32
        };
        Point::new(x, self.at(0.0, up).y)
    }

    /// The card the plot sits on, a margin wider all round.
    pub fn card(&self, canvas: &mut Canvas) {
        canvas.fill_rounded_rect(
            Point::new(self.left - 12.0, self.top - 12.0),
            self.width + 24.0,
            self.height + 24.0,
            10.0,
            palette::CARD,
        );
    }

    /// A dashed line across the plot `up` of the way from the bottom,
    /// labelled on its left.
    pub fn level(&self, canvas: &mut Canvas, up: f32, label: &str) {
        let y = self.at(0.0, up).y;
        canvas.polyline(
            &[
                Point::new(self.left, y),
                Point::new(self.left + self.width, y),
            ],
            Pen::dashed(palette::TURN_BACKGROUND, 2.0, 6.0, 6.0),
        );
        canvas.text(
            label,
            Point::new(self.left - 20.0, y - panel::SMALL_SIZE * 0.7),
            panel::SMALL_SIZE,
            Weight::Regular,
            palette::TEXT_DIM,
            Align::Right,
        );
    }
}
