//! Drawing one PÜNCT piece as one object: three dots joined by bars, the
//! PÜNCT marked, its height shown by a shadow and level numbers.

use super::layout::{BAR_WIDTH, DOT_RADIUS, UNIT};
use crate::{
    games::Seat,
    render::{
        canvas::{Align, Canvas, Colour, Pen, Point},
        fonts::Weight,
        palette,
    },
};

/// How a piece is to be drawn.
#[derive(Clone, Copy, Debug)]
pub struct Look {
    pub owner: Seat,
    /// Level 0 is the board; from level 1 up the dots carry their level
    /// number, counted from 1 as the rulebook's "first level" is the board.
    pub level: u8,
    /// The index (into the three dots, PÜNCT first) of a bridge's
    /// unsupported middle dot.
    pub unsupported: Option<usize>,
    /// A halo around the whole piece (the last move).
    pub halo: Option<Colour>,
    /// 1 on the board, smaller in the panel.
    pub scale: f32,
}

fn body_and_outline(owner: Seat) -> (Colour, Colour) {
    owner.fold(
        (palette::WHITE_PIECE, palette::WHITE_OUTLINE),
        (palette::BLACK_PIECE, palette::BLACK_OUTLINE),
    )
}

/// The pairs of dots that touch, joined by a bar (two for a straight or
/// angular piece, three for a triangle).
fn bars(dots: &[Point; 3], scale: f32) -> impl Iterator<Item = (Point, Point)> + '_ {
    [(0, 1), (0, 2), (1, 2)]
        .into_iter()
        .map(|(i, j)| (dots[i], dots[j]))
        .filter(move |(a, b)| (a.x - b.x).hypot(a.y - b.y) < 1.2 * UNIT * scale)
}

/// The piece's silhouette, grown by `grow` pixels, in one colour.
fn silhouette(canvas: &mut Canvas, dots: &[Point; 3], scale: f32, grow: f32, colour: Colour) {
    let pen = Pen::solid(colour, BAR_WIDTH * scale + 2.0 * grow);
    for (a, b) in bars(dots, scale) {
        canvas.polyline(&[a, b], pen);
    }
    for dot in dots {
        canvas.fill_circle(*dot, DOT_RADIUS * scale + grow, colour);
    }
}

/// Draws a piece whose dots (PÜNCT first) are at `dots`.
pub fn draw(canvas: &mut Canvas, dots: [Point; 3], look: Look) {
    let scale = look.scale;
    let (body, outline) = body_and_outline(look.owner);
    if look.level > 0 {
        // The shadow falls further the higher the piece stands.
        let offset = (2.0 + 3.0 * f32::from(look.level.min(5))) * scale;
        let shadow = dots.map(|dot| dot.offset(offset, offset));
        silhouette(canvas, &shadow, scale, 1.0, palette::SHADOW);
    }
    if let Some(halo) = look.halo {
        silhouette(canvas, &dots, scale, 7.0 * scale, halo);
    }
    silhouette(canvas, &dots, scale, 2.0 * scale, outline);
    silhouette(canvas, &dots, scale, 0.0, body);
    let raised = look.level > 0 && scale >= 1.0;
    if raised {
        // A ring, so the level number fits inside the PÜNCT's mark.
        let pen = Pen::solid(palette::PUNCT_MARK, 4.5);
        canvas.stroke_circle(dots[0], DOT_RADIUS * 0.72, pen);
    } else {
        canvas.fill_circle(dots[0], DOT_RADIUS * scale * 0.52, palette::PUNCT_MARK);
    }
    if let Some(middle) = look.unsupported {
        let pen = Pen::dashed(palette::PUNCT_MARK, 2.5 * scale, 5.0 * scale, 4.0 * scale);
        canvas.stroke_circle(dots[middle], (DOT_RADIUS + 6.0) * scale, pen);
    }
    if raised {
        let label = (u16::from(look.level) + 1).to_string();
        let size = 20.0;
        // Dark on white, light on black.
        let colour = look.owner.fold(palette::BLACK_PIECE, palette::WHITE_PIECE);
        for dot in dots {
            canvas.text(
                &label,
                dot.offset(0.0, -size * 0.7),
                size,
                Weight::Bold,
                colour,
                Align::Centre,
            );
        }
    }
}
