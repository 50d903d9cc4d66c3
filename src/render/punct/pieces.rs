//! Drawing PÜNCT pieces, each as one object: three dots joined by bars, the
//! PÜNCT marked, height shown by a shadow and level numbers.
//!
//! Every shape (owner × kind × orientation, flat or raised) is drawn once
//! into a sprite and then copied onto the board; cell centres fall on whole
//! pixels (see `layout`), so the copies are exact.

use super::layout::{self, BAR_WIDTH, DOT_RADIUS, UNIT};
use crate::{
    games::{
        punct::{Cell, Kind, Placement},
        Seat,
    },
    render::{
        canvas::{Align, Canvas, Colour, Pen, Point, Sprite},
        fonts::Weight,
        palette,
        scaled::PerDivisor,
    },
};

/// How a piece on the board is to be drawn.
#[derive(Clone, Copy, Debug)]
pub struct Look {
    pub owner: Seat,
    /// Level 0 is the board; from level 1 up the dots carry their level
    /// number, counted as our rulebook, the move labels and the peek count
    /// it (0 = the board).
    pub level: u8,
    /// A bridge's unsupported middle dot.
    pub unsupported: Option<Cell>,
    /// A halo around the whole piece (the last move).
    pub halo: bool,
}

/// Scale of the small pieces that show the reserve in the panel.
const ICON_SCALE: f32 = 0.42;
/// How far the halo reaches beyond the piece.
const HALO: f32 = 7.0;
/// The number of (kind, orientation) shapes: 5 kinds × 6 + C × 3.
const SHAPES: usize = 33;

/// Every shape drawn once at one scale.
struct Sprites {
    /// By shape, owner and whether the piece is raised (its PÜNCT then shows
    /// a ring with room for the level number inside).
    bodies: Vec<Sprite>,
    /// By shape: the dark silhouette cast on what lies below.
    shadows: Vec<Sprite>,
    /// By shape: the halo of the last move.
    halos: Vec<Sprite>,
}

/// For each size of picture, the pieces on the board and in the panel.
static BOARD: PerDivisor<Sprites> = PerDivisor::new(|divisor| Sprites::new(1.0 / divisor as f32));
static ICONS: PerDivisor<Sprites> =
    PerDivisor::new(|divisor| Sprites::new(ICON_SCALE / divisor as f32));

/// The cell every shape is drawn around (all of them fit there).
fn anchor_cell() -> Cell {
    Cell::from_coords(9, 9).expect("I9 is a cell")
}

/// Each (kind, orientation) once, in a fixed order.
fn shapes() -> impl Iterator<Item = Placement> {
    Kind::ALL.into_iter().flat_map(|kind| {
        (0..kind.orientations()).map(move |orientation| {
            Placement::new(kind, anchor_cell(), orientation).expect("every shape fits around I9")
        })
    })
}

fn shape_index(placement: Placement) -> usize {
    let before: usize = Kind::ALL
        .into_iter()
        .take_while(|&kind| kind != placement.kind())
        .map(|kind| usize::from(kind.orientations()))
        .sum();
    before + usize::from(placement.orientation())
}

/// The dots of `placement` relative to its PÜNCT, in pixels at `scale`.
fn offsets(placement: Placement, scale: f32) -> [Point; 3] {
    let (x0, y0) = layout::pixel(placement.punct());
    placement.cells().map(|cell| {
        let (x, y) = layout::pixel(cell);
        Point::new((x - x0) as f32 * scale, (y - y0) as f32 * scale)
    })
}

impl Sprites {
    fn new(scale: f32) -> Sprites {
        let mut sprites = Sprites {
            bodies: Vec::new(),
            shadows: Vec::new(),
            halos: Vec::new(),
        };
        for placement in shapes() {
            let dots = offsets(placement, scale);
            for owner in Seat::ALL {
                for raised in [false, true] {
                    let body = sprite_around(dots, scale, 4.0, |canvas, dots| {
                        draw_body(canvas, dots, owner, raised, scale)
                    });
                    sprites.bodies.push(body);
                }
            }
            let shadow = sprite_around(dots, scale, 4.0, |canvas, dots| {
                silhouette(canvas, dots, scale, scale, palette::SHADOW);
            });
            sprites.shadows.push(shadow);
            let halo = sprite_around(dots, scale, HALO + 2.0, |canvas, dots| {
                silhouette(canvas, dots, scale, HALO * scale, palette::LAST_MOVE);
            });
            sprites.halos.push(halo);
        }
        debug_assert_eq!(sprites.shadows.len(), SHAPES);
        sprites
    }

    fn body(&self, placement: Placement, owner: Seat, raised: bool) -> &Sprite {
        &self.bodies[shape_index(placement) * 4 + owner.index() * 2 + usize::from(raised)]
    }
}

/// A sprite just large enough for a shape with dots at `dots` (relative to
/// the anchor) and `margin` pixels around them.
fn sprite_around(
    dots: [Point; 3],
    scale: f32,
    margin: f32,
    draw: impl FnOnce(&mut Canvas, [Point; 3]),
) -> Sprite {
    let reach = DOT_RADIUS * scale + margin;
    let left = dots.iter().map(|dot| dot.x).fold(f32::MAX, f32::min) - reach;
    let top = dots.iter().map(|dot| dot.y).fold(f32::MAX, f32::min) - reach;
    let right = dots.iter().map(|dot| dot.x).fold(f32::MIN, f32::max) + reach;
    let bottom = dots.iter().map(|dot| dot.y).fold(f32::MIN, f32::max) + reach;
    let anchor = ((-left).ceil() as i32, (-top).ceil() as i32);
    let (width, height) = (
        (right.ceil() as i32 + anchor.0) as u32,
        (bottom.ceil() as i32 + anchor.1) as u32,
    );
    let shift = |dot: Point| dot.offset(anchor.0 as f32, anchor.1 as f32);
    Sprite::new(width, height, anchor, |canvas| {
        draw(canvas, dots.map(shift))
    })
}

fn body_and_outline(owner: Seat) -> (Colour, Colour) {
    owner.fold(
        (palette::WHITE_PIECE, palette::WHITE_OUTLINE),
        (palette::BLACK_PIECE, palette::BLACK_OUTLINE),
    )
}

/// The pairs of dots that touch, joined by a bar (two for a straight or
/// angular piece, three for a triangle).
fn bars(dots: [Point; 3], scale: f32) -> impl Iterator<Item = (Point, Point)> {
    [(0, 1), (0, 2), (1, 2)]
        .into_iter()
        .map(move |(i, j)| (dots[i], dots[j]))
        .filter(move |(a, b)| (a.x - b.x).hypot(a.y - b.y) < 1.2 * UNIT * scale)
}

/// The piece's silhouette, grown by `grow` pixels, in one colour.
fn silhouette(canvas: &mut Canvas, dots: [Point; 3], scale: f32, grow: f32, colour: Colour) {
    let pen = Pen::solid(colour, BAR_WIDTH * scale + 2.0 * grow);
    for (a, b) in bars(dots, scale) {
        canvas.polyline(&[a, b], pen);
    }
    for dot in dots {
        canvas.fill_circle(dot, DOT_RADIUS * scale + grow, colour);
    }
}

fn draw_body(canvas: &mut Canvas, dots: [Point; 3], owner: Seat, raised: bool, scale: f32) {
    let (body, outline) = body_and_outline(owner);
    silhouette(canvas, dots, scale, 2.0 * scale, outline);
    silhouette(canvas, dots, scale, 0.0, body);
    if raised {
        // A ring, so that the level number fits inside the PÜNCT's mark.
        canvas.stroke_circle(
            dots[0],
            DOT_RADIUS * scale * 0.66,
            Pen::solid(palette::PUNCT_MARK, 4.0 * scale),
        );
    } else {
        canvas.fill_circle(dots[0], DOT_RADIUS * scale * 0.52, palette::PUNCT_MARK);
    }
}

/// Draws a piece on the board.
pub fn draw(canvas: &mut Canvas, placement: Placement, look: Look) {
    let sprites = BOARD.get(canvas.divisor());
    let index = shape_index(placement);
    let at = layout::pixel(placement.punct());
    let raised = look.level > 0;
    if raised {
        // The shadow falls further the higher the piece stands.
        let offset = 2 + 3 * i32::from(look.level.min(5));
        canvas.blit(&sprites.shadows[index], (at.0 + offset, at.1 + offset));
    }
    if look.halo {
        canvas.blit(&sprites.halos[index], at);
    }
    canvas.blit(sprites.body(placement, look.owner, raised), at);
    if let Some(middle) = look.unsupported {
        let pen = Pen::dashed(palette::PUNCT_MARK, 2.5, 5.0, 4.0);
        canvas.stroke_circle(layout::centre(middle), DOT_RADIUS + 6.0, pen);
    }
    if raised {
        let label = look.level.to_string();
        let size = 20.0;
        // Dark on white, light on black.
        let colour = look.owner.fold(palette::BLACK_PIECE, palette::WHITE_PIECE);
        for cell in placement.cells() {
            let top = layout::centre(cell).offset(0.0, -size * 0.7);
            canvas.text(&label, top, size, Weight::Bold, colour, Align::Centre);
        }
    }
}

/// A small piece of `kind`, its bounding box centred on `centre`.
pub fn draw_icon(canvas: &mut Canvas, kind: Kind, owner: Seat, centre: Point) {
    let placement = Placement::new(kind, anchor_cell(), 0).expect("every kind fits around I9");
    let sprites = ICONS.get(canvas.divisor());
    draw_centred(canvas, sprites, placement, owner, ICON_SCALE, centre);
}

/// A piece of `kind` as large as on the board, flat, in the orientation
/// that takes the least height (a card lists the kinds in rows), its
/// bounding box centred on `centre`. Returns the centres of its dots, the
/// PÜNCT first.
pub fn draw_shown(canvas: &mut Canvas, kind: Kind, owner: Seat, centre: Point) -> [Point; 3] {
    let height = |placement: &Placement| {
        let dots = offsets(*placement, 1.0);
        let top = dots.iter().map(|d| d.y).fold(f32::MAX, f32::min);
        let bottom = dots.iter().map(|d| d.y).fold(f32::MIN, f32::max);
        // Ties go to the lowest orientation: the same picture every time.
        ((bottom - top) * 10.0).round() as i32
    };
    let placement = (0..kind.orientations())
        .map(|orientation| {
            Placement::new(kind, anchor_cell(), orientation).expect("every shape fits around I9")
        })
        .min_by_key(height)
        .expect("every kind has an orientation");
    let sprites = BOARD.get(canvas.divisor());
    draw_centred(canvas, sprites, placement, owner, 1.0, centre)
}

/// Copies the flat body of `placement` drawn at `scale` with its bounding
/// box centred on `centre`; returns the centres of its dots.
fn draw_centred(
    canvas: &mut Canvas,
    sprites: &Sprites,
    placement: Placement,
    owner: Seat,
    scale: f32,
    centre: Point,
) -> [Point; 3] {
    let dots = offsets(placement, scale);
    let mid_x = (dots.iter().map(|d| d.x).fold(f32::MAX, f32::min)
        + dots.iter().map(|d| d.x).fold(f32::MIN, f32::max))
        / 2.0;
    let mid_y = (dots.iter().map(|d| d.y).fold(f32::MAX, f32::min)
        + dots.iter().map(|d| d.y).fold(f32::MIN, f32::max))
        / 2.0;
    let at = (
        (centre.x - mid_x).round() as i32,
        (centre.y - mid_y).round() as i32,
    );
    canvas.blit(sprites.body(placement, owner, false), at);
    dots.map(|dot| dot.offset(at.0 as f32, at.1 as f32))
}

/// A single dot of `owner`'s colour with the PÜNCT mark: the player's swatch.
pub fn draw_swatch(canvas: &mut Canvas, owner: Seat, centre: Point) {
    let (body, outline) = body_and_outline(owner);
    canvas.fill_circle(centre, DOT_RADIUS * 0.8 + 2.0, outline);
    canvas.fill_circle(centre, DOT_RADIUS * 0.8, body);
    canvas.fill_circle(centre, DOT_RADIUS * 0.8 * 0.52, palette::PUNCT_MARK);
}
