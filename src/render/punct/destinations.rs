//! Where one piece may go: the board with the piece outlined and every cell
//! its PÜNCT may move to marked by how it would land there (issue 14's
//! "see a move before it counts").

use std::collections::BTreeMap;

use super::{layout, palette};
use crate::{
    games::punct::{Cell, Move, Position},
    render::{
        canvas::{Align, Canvas, Colour, Pen, Point},
        fonts::Weight,
        panel,
        words::{Legend, Word, Words},
    },
};

/// How a piece may land with its PÜNCT on one cell (the cell's height
/// decides the level; the orientation decides whether it bridges).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Destination {
    /// The level it lands at: 0 = flat on the board.
    pub level: u8,
    /// Some orientation lands fully supported (flat, or a jump).
    pub supported: bool,
    /// Some orientation bridges a gap.
    pub bridge: bool,
}

/// Every cell the PÜNCT of the mobile piece on `from` may move to (its own
/// cell for a turn in place), with how it lands. Empty when no piece of
/// the side to move can move from there.
#[must_use]
pub fn destinations(position: &Position, from: Cell) -> BTreeMap<Cell, Destination> {
    let mut found: BTreeMap<Cell, Destination> = BTreeMap::new();
    position.for_each_move_landing(|m, landing| {
        let Move::Move { from: source, to } = m else {
            return;
        };
        if source != from {
            return;
        }
        let bridge = landing.bridge_over.is_some();
        let entry = found.entry(to.punct()).or_insert(Destination {
            level: landing.level,
            supported: false,
            bridge: false,
        });
        entry.supported |= !bridge;
        entry.bridge |= bridge;
    });
    found
}

/// The radius of a destination's ring.
const MARK_RADIUS: f32 = layout::DOT_RADIUS * 0.62;
const MARK_PEN: f32 = 5.0;

/// A pixel on the ring of the mark on `cell`: its colour tells how the
/// piece lands (for tests).
pub fn mark_pixel(cell: Cell) -> Point {
    layout::centre(cell).offset(MARK_RADIUS, 0.0)
}

/// Draws the marks over the board: the moving piece's dots in dashed
/// rings, each destination a ring (flat) or a disc with its level (raised),
/// blue when supported, violet when only a bridge gets there.
pub fn draw(canvas: &mut Canvas, position: &Position, from: Cell) {
    if let Some(piece) = position.board().top(from) {
        let pen = Pen::dashed(palette::PEEK, 4.0, 8.0, 6.0);
        for cell in piece.placement.cells() {
            canvas.stroke_circle(layout::centre(cell), layout::DOT_RADIUS + 4.0, pen);
        }
    }
    for (cell, destination) in destinations(position, from) {
        mark(canvas, layout::centre(cell), destination);
    }
}

fn colour(destination: Destination) -> Colour {
    if destination.supported {
        palette::LAST_MOVE
    } else {
        palette::BRIDGE
    }
}

fn mark(canvas: &mut Canvas, at: Point, destination: Destination) {
    let colour = colour(destination);
    if destination.level == 0 {
        canvas.stroke_circle(at, MARK_RADIUS, Pen::solid(colour, MARK_PEN));
        return;
    }
    canvas.fill_circle(at, MARK_RADIUS + MARK_PEN / 2.0, colour);
    if destination.bridge && destination.supported {
        // Both ways: a violet rim says a bridge gets there too.
        canvas.stroke_circle(
            at,
            MARK_RADIUS + MARK_PEN / 2.0 + 2.0,
            Pen::solid(palette::BRIDGE, 3.0),
        );
    }
    let size = 18.0;
    canvas.text(
        &destination.level.to_string(),
        at.offset(0.0, -size * 0.68),
        size,
        Weight::Bold,
        palette::BACKGROUND,
        Align::Centre,
    );
}

/// The legend under the cards: one line per mark; where it ends.
pub fn legend(canvas: &mut Canvas, words: &dyn Words, top: f32) -> f32 {
    let frame = &super::FRAME;
    let examples = [
        (
            Destination {
                level: 0,
                supported: true,
                bridge: false,
            },
            Legend::LandsFlat,
        ),
        (
            Destination {
                level: 1,
                supported: true,
                bridge: false,
            },
            Legend::LandsJump,
        ),
        (
            Destination {
                level: 1,
                supported: false,
                bridge: true,
            },
            Legend::LandsBridge,
        ),
    ];
    let mut y = top;
    for (destination, legend) in examples {
        mark(canvas, Point::new(frame.left + 14.0, y + 16.0), destination);
        canvas.text(
            &words.say(Word::Legend(legend)),
            Point::new(frame.left + 40.0, y),
            panel::SMALL_SIZE,
            Weight::Regular,
            palette::TEXT,
            Align::Left,
        );
        y += panel::SMALL_SIZE * 1.45;
    }
    y
}
