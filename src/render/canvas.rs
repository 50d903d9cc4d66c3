//! A picture being drawn: antialiased shapes through tiny-skia and text
//! through ab_glyph (as imageproc draws it, from cached glyphs), both on one
//! RGBA buffer, encoded as PNG.

use std::io::Cursor;

use image::{
    codecs::png::{CompressionType, FilterType, PngEncoder},
    ImageEncoder, Rgba, RgbaImage,
};
use tiny_skia::{
    FillRule, LineCap, LineJoin, Paint, PathBuilder, PixmapMut, Stroke, StrokeDash, Transform,
};

use super::{
    fonts::{self, Weight},
    glyphs,
    tiles::Tiles,
};

/// PNG settings, chosen by measurement (`benches/render.rs`): zlib level 1
/// without filtering finds the repeating cells of the board and gives files
/// of about 150 KB in a few milliseconds; the fast (run-length) mode is
/// quicker but its files come close to 300 KB.
const COMPRESSION: CompressionType = CompressionType::Level(1);
const FILTER: FilterType = FilterType::NoFilter;

/// A colour with straight (not premultiplied) alpha.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Colour(pub [u8; 4]);

impl Colour {
    /// An opaque colour from `0xRRGGBB`.
    #[must_use]
    pub const fn hex(rgb: u32) -> Colour {
        Colour([(rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8, 255])
    }

    /// The same colour with opacity `alpha` (0 transparent, 255 opaque).
    #[must_use]
    pub const fn with_alpha(self, alpha: u8) -> Colour {
        let [r, g, b, _] = self.0;
        Colour([r, g, b, alpha])
    }

    fn paint(self) -> Paint<'static> {
        let [r, g, b, a] = self.0;
        let mut paint = Paint::default();
        paint.set_color_rgba8(r, g, b, a);
        paint.anti_alias = true;
        paint
    }
}

/// A point in pixels, y pointing down.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub x: f32,
    pub y: f32,
}

impl Point {
    #[must_use]
    pub const fn new(x: f32, y: f32) -> Point {
        Point { x, y }
    }

    /// This point moved by `(dx, dy)`.
    #[must_use]
    pub fn offset(self, dx: f32, dy: f32) -> Point {
        Point::new(self.x + dx, self.y + dy)
    }

    /// The point a fraction `t` of the way from `self` to `other`.
    #[must_use]
    pub fn lerp(self, other: Point, t: f32) -> Point {
        Point::new(
            self.x + (other.x - self.x) * t,
            self.y + (other.y - self.y) * t,
        )
    }
}

/// Where a text's anchor point is: at its left, centre or right end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Centre,
    Right,
}

/// How a line is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pen {
    pub colour: Colour,
    pub width: f32,
    /// `Some((on, off))` for a dashed line.
    pub dash: Option<(f32, f32)>,
}

impl Pen {
    #[must_use]
    pub const fn solid(colour: Colour, width: f32) -> Pen {
        Pen {
            colour,
            width,
            dash: None,
        }
    }

    #[must_use]
    pub const fn dashed(colour: Colour, width: f32, on: f32, off: f32) -> Pen {
        Pen {
            colour,
            width,
            dash: Some((on, off)),
        }
    }

    fn stroke(self) -> Stroke {
        Stroke {
            width: self.width,
            line_cap: LineCap::Round,
            line_join: LineJoin::Round,
            dash: self
                .dash
                .and_then(|(on, off)| StrokeDash::new(vec![on, off], 0.0)),
            ..Stroke::default()
        }
    }
}

/// The picture being drawn.
///
/// Shapes, text and sprites are placed in the picture's own pixels; a
/// smaller canvas (a replay's, see [`Canvas::smaller`]) draws them at its
/// scale, so that a smaller picture is drawn directly rather than drawn at
/// full size and shrunk (four times the pixels to draw, compare and
/// average).
#[derive(Clone)]
pub struct Canvas {
    image: RgbaImage,
    /// Where it was drawn on since it was last restored to its base, once
    /// asked to keep count (see [`Canvas::restore`]).
    touched: Option<Tiles>,
    /// How many times smaller than the picture it is drawn (1: as large).
    divisor: u32,
}

impl Canvas {
    /// A blank opaque canvas.
    #[must_use]
    pub fn new(width: u32, height: u32, background: Colour) -> Canvas {
        Canvas::smaller(width, height, background, 1)
    }

    /// A blank opaque canvas for a picture of `width` × `height` pixels
    /// drawn `divisor` times smaller (its pixels are rounded down).
    #[must_use]
    pub fn smaller(width: u32, height: u32, background: Colour, divisor: u32) -> Canvas {
        let divisor = divisor.max(1);
        Canvas {
            image: RgbaImage::from_pixel(width / divisor, height / divisor, Rgba(background.0)),
            touched: None,
            divisor,
        }
    }

    /// How many times smaller than its picture the canvas is drawn.
    #[must_use]
    pub fn divisor(&self) -> u32 {
        self.divisor
    }

    /// The canvas's pixels per pixel of the picture.
    fn scale(&self) -> f32 {
        1.0 / self.divisor as f32
    }

    /// A coordinate of the picture in the canvas's pixels, rounded.
    fn scaled(&self, value: i32) -> i32 {
        if self.divisor == 1 {
            value
        } else {
            (value as f32 * self.scale()).round() as i32
        }
    }

    /// How shapes given in the picture's pixels are drawn on the canvas.
    fn transform(&self) -> Transform {
        let scale = self.scale();
        Transform::from_scale(scale, scale)
    }

    /// The pixels drawn so far.
    #[must_use]
    pub fn image(&self) -> &RgbaImage {
        &self.image
    }

    fn pixmap(&mut self) -> PixmapMut<'_> {
        let (width, height) = self.image.dimensions();
        // Invariant: the canvas is either opaque everywhere, so that its
        // straight RGBA bytes are also valid premultiplied RGBA for
        // tiny-skia, or a sprite canvas that holds premultiplied pixels.
        PixmapMut::from_bytes(&mut self.image, width, height)
            .expect("the canvas buffer matches its dimensions")
    }

    /// Notes that the pixels in `left..right` × `top..bottom` of the
    /// picture may have changed.
    fn touch(&mut self, left: f32, top: f32, right: f32, bottom: f32) {
        let scale = self.scale();
        let (left, top, right, bottom) = (left * scale, top * scale, right * scale, bottom * scale);
        if let Some(touched) = &mut self.touched {
            // Antialiasing reaches into the pixels around.
            touched.mark(
                left.floor() as i32 - 1,
                top.floor() as i32 - 1,
                right.ceil() as i32 + 1,
                bottom.ceil() as i32 + 1,
            );
        }
    }

    /// Notes that a path, grown by `reach` pixels, was drawn.
    fn touch_path(&mut self, path: &tiny_skia::Path, reach: f32) {
        let bounds = path.bounds();
        self.touch(
            bounds.left() - reach,
            bounds.top() - reach,
            bounds.right() + reach,
            bounds.bottom() + reach,
        );
    }

    fn fill(&mut self, path: Option<tiny_skia::Path>, colour: Colour) {
        if let Some(path) = path {
            self.touch_path(&path, 0.0);
            let transform = self.transform();
            self.pixmap()
                .fill_path(&path, &colour.paint(), FillRule::Winding, transform, None);
        }
    }

    fn stroke(&mut self, path: Option<tiny_skia::Path>, pen: Pen) {
        if let Some(path) = path {
            // Round caps and joins reach half the width beyond the path.
            self.touch_path(&path, pen.width / 2.0);
            let transform = self.transform();
            self.pixmap()
                .stroke_path(&path, &pen.colour.paint(), &pen.stroke(), transform, None);
        }
    }

    /// Fills a disc.
    pub fn fill_circle(&mut self, centre: Point, radius: f32, colour: Colour) {
        self.fill(PathBuilder::from_circle(centre.x, centre.y, radius), colour);
    }

    /// Draws a circle's outline.
    pub fn stroke_circle(&mut self, centre: Point, radius: f32, pen: Pen) {
        self.stroke(PathBuilder::from_circle(centre.x, centre.y, radius), pen);
    }

    /// Fills a closed polygon.
    pub fn fill_polygon(&mut self, corners: &[Point], colour: Colour) {
        self.fill(polygon(corners, true), colour);
    }

    /// Draws a closed polygon's outline.
    pub fn stroke_polygon(&mut self, corners: &[Point], pen: Pen) {
        self.stroke(polygon(corners, true), pen);
    }

    /// Draws an open line through `points`, with round caps and joins.
    pub fn polyline(&mut self, points: &[Point], pen: Pen) {
        self.stroke(polygon(points, false), pen);
    }

    /// Fills an axis-aligned rectangle with rounded corners.
    pub fn fill_rounded_rect(
        &mut self,
        top_left: Point,
        width: f32,
        height: f32,
        radius: f32,
        colour: Colour,
    ) {
        self.fill(rounded_rect(top_left, width, height, radius), colour);
    }

    /// Draws an arrow from `from` to `to`, its head at `to`.
    pub fn arrow(&mut self, from: Point, to: Point, pen: Pen, head: f32) {
        let (dx, dy) = (to.x - from.x, to.y - from.y);
        let length = dx.hypot(dy);
        if length < f32::EPSILON {
            return;
        }
        let (ux, uy) = (dx / length, dy / length);
        let base = to.offset(-ux * head, -uy * head);
        self.polyline(&[from, base], pen);
        let half = head * 0.6;
        let tip = [
            to,
            base.offset(-uy * half, ux * half),
            base.offset(uy * half, -ux * half),
        ];
        self.fill_polygon(&tip, pen.colour);
    }

    /// A fully transparent canvas for a [`Sprite`]: only shapes may be drawn
    /// on it (its pixels are premultiplied, as tiny-skia keeps them; text is
    /// blended for opaque canvases only).
    #[must_use]
    pub fn transparent(width: u32, height: u32) -> Canvas {
        Canvas {
            image: RgbaImage::new(width, height),
            touched: None,
            divisor: 1,
        }
    }

    /// Copies `sprite` onto this (opaque) canvas with its anchor at `at`
    /// (a pixel of the picture, rounded to the canvas's nearest), blending
    /// it over what is there. The sprite is drawn at the canvas's scale.
    pub fn blit(&mut self, sprite: &Sprite, at: (i32, i32)) {
        let left = self.scaled(at.0) - sprite.anchor.0;
        let top = self.scaled(at.1) - sprite.anchor.1;
        if let Some(touched) = &mut self.touched {
            let (width, height) = sprite.canvas.image.dimensions();
            touched.mark(left, top, left + width as i32, top + height as i32);
        }
        let (width, height) = (self.image.width() as i32, self.image.height() as i32);
        let source = sprite.canvas.image.as_raw();
        let stride = sprite.canvas.image.width() as usize * 4;
        let target_stride = self.image.width() as usize * 4;
        let target = &mut *self.image;
        let rows = source.chunks_exact(stride).zip(&sprite.runs);
        for (row, (source_row, runs)) in rows.enumerate() {
            let y = top + row as i32;
            if !(0..height).contains(&y) {
                continue;
            }
            for &(from, to, opaque) in runs {
                // The columns of this run that fall on the canvas.
                let first = (i32::from(from)).max(-left) as usize;
                let last = (width - left).min(i32::from(to)).max(0) as usize;
                if first >= last {
                    continue;
                }
                let start = y as usize * target_stride + (left + first as i32) as usize * 4;
                let target_row = &mut target[start..start + (last - first) * 4];
                let source_run = &source_row[first * 4..last * 4];
                if opaque {
                    // What the blend below gives for opaque pixels.
                    target_row.copy_from_slice(source_run);
                    continue;
                }
                for (to, from) in target_row
                    .chunks_exact_mut(4)
                    .zip(source_run.chunks_exact(4))
                {
                    let keep = 255 - u32::from(from[3]);
                    for channel in 0..3 {
                        // Premultiplied "over": source + target·(1 − α).
                        let blended =
                            u32::from(from[channel]) + (u32::from(to[channel]) * keep + 127) / 255;
                        to[channel] = blended.min(255) as u8;
                    }
                }
            }
        }
    }

    /// Copies the `width` × `height` pixels of `source` from `from` onto
    /// this canvas at `to`, as they are (both drawn at full size): a part
    /// of one picture shown in another.
    pub fn copy_area(
        &mut self,
        source: &Canvas,
        from: (u32, u32),
        size: (u32, u32),
        to: (i64, i64),
    ) {
        debug_assert!(self.divisor == 1 && source.divisor == 1);
        let part = image::imageops::crop_imm(&source.image, from.0, from.1, size.0, size.1);
        image::imageops::replace(&mut self.image, &*part, to.0, to.1);
    }

    /// Makes this canvas a copy of `base` again, reusing its memory, and
    /// keeps count of where it is drawn on from now: the next time only
    /// those tiles are copied back (a replay draws hundreds of pictures into
    /// one canvas).
    pub fn restore(&mut self, base: &Canvas) {
        let (width, height) = base.image.dimensions();
        match &mut self.touched {
            Some(touched)
                if self.image.dimensions() == (width, height) && self.divisor == base.divisor =>
            {
                let stride = width as usize * 4;
                let (target, source): (&mut [u8], &[u8]) = (&mut self.image, base.image.as_raw());
                for (row, runs) in touched.runs(width as usize).iter().enumerate() {
                    let rows = row * Tiles::SIZE..((row + 1) * Tiles::SIZE).min(height as usize);
                    for y in rows {
                        for &(from, to) in runs {
                            let span = y * stride + from * 4..y * stride + to * 4;
                            target[span.clone()].copy_from_slice(&source[span]);
                        }
                    }
                }
                touched.clear();
            }
            _ => {
                self.image = base.image.clone();
                self.divisor = base.divisor;
                self.touched = Some(Tiles::new(width, height));
            }
        }
    }

    /// Where the canvas was drawn on since it was last restored, if it
    /// keeps count.
    #[must_use]
    pub fn touched(&self) -> Option<&Tiles> {
        self.touched.as_ref()
    }

    /// The width in pixels of `text` at `size` pixels.
    #[must_use]
    pub fn text_width(text: &str, size: f32, weight: Weight) -> f32 {
        fonts::runs(text, weight)
            .iter()
            .map(|run| run_width(run, size))
            .sum()
    }

    /// Draws one line of `text` whose top is at `anchor.y` and which starts,
    /// is centred on or ends at `anchor.x`. Returns its width.
    pub fn text(
        &mut self,
        text: &str,
        anchor: Point,
        size: f32,
        weight: Weight,
        colour: Colour,
        align: Align,
    ) -> f32 {
        let width = Canvas::text_width(text, size, weight);
        let mut x = match align {
            Align::Left => anchor.x,
            Align::Centre => anchor.x - width / 2.0,
            Align::Right => anchor.x - width,
        };
        let baseline = anchor.y + fonts::primary_ascent(size);
        // Laid out in the picture's pixels (the same line breaks and cuts
        // at every scale), drawn at the canvas's.
        let scale = self.scale();
        for run in fonts::runs(text, weight) {
            // imageproc puts the top of the line at y; align every run's
            // baseline with the primary font's.
            let top = baseline - fonts::ascent(run.font, size);
            let drawn = glyphs::draw(
                &mut self.image,
                Rgba(colour.0),
                ((x * scale).round() as i32, (top * scale).round() as i32),
                run.font,
                size * scale,
                run.text,
            );
            if let (Some(touched), Some((left, top, right, bottom))) = (&mut self.touched, drawn) {
                touched.mark(left, top, right, bottom);
            }
            x += run_width(&run, size);
        }
        width
    }

    /// Encodes the picture as an opaque RGB PNG.
    ///
    /// The fast deflate setting keeps encoding to a few milliseconds; the flat
    /// colours of a board compress well even so.
    #[must_use]
    pub fn to_png(&self) -> Vec<u8> {
        // Opaque, so the alpha channel carries nothing: drop it before
        // encoding (a quarter less to filter and compress).
        let rgb: Vec<u8> = self
            .image
            .as_raw()
            .chunks_exact(4)
            .flat_map(|pixel| [pixel[0], pixel[1], pixel[2]])
            .collect();
        let mut bytes = Vec::new();
        PngEncoder::new_with_quality(Cursor::new(&mut bytes), COMPRESSION, FILTER)
            .write_image(
                &rgb,
                self.image.width(),
                self.image.height(),
                image::ExtendedColorType::Rgb8,
            )
            .expect("encoding a PNG into memory cannot fail");
        bytes
    }
}

/// A small picture drawn once and copied many times, with the point of it
/// (its anchor) that is placed on the target position.
#[derive(Clone)]
pub struct Sprite {
    canvas: Canvas,
    anchor: (i32, i32),
    /// For each row, its runs of pixels `from..to` that are drawn, and
    /// whether they are opaque: most of a sprite's box is empty, and most of
    /// the rest opaque, which blitting copies without blending.
    runs: Vec<Vec<(u16, u16, bool)>>,
}

impl Sprite {
    /// Draws a sprite of `width` × `height` pixels whose anchor is at
    /// `anchor`; `draw` gets a transparent canvas.
    #[must_use]
    pub fn new(
        width: u32,
        height: u32,
        anchor: (i32, i32),
        draw: impl FnOnce(&mut Canvas),
    ) -> Sprite {
        let mut canvas = Canvas::transparent(width, height);
        draw(&mut canvas);
        let runs = canvas
            .image
            .rows()
            .map(|row| {
                let mut runs: Vec<(u16, u16, bool)> = Vec::new();
                for (x, pixel) in row.enumerate() {
                    let alpha = pixel.0[3];
                    if alpha == 0 {
                        continue;
                    }
                    let (x, opaque) = (x as u16, alpha == 255);
                    match runs.last_mut() {
                        Some(run) if run.1 == x && run.2 == opaque => run.1 = x + 1,
                        _ => runs.push((x, x + 1, opaque)),
                    }
                }
                runs
            })
            .collect();
        Sprite {
            canvas,
            anchor,
            runs,
        }
    }
}

fn run_width(run: &fonts::Run<'_>, size: f32) -> f32 {
    // Measured as imageproc measures, which pads a non-empty text by one
    // pixel.
    glyphs::width(run.font, size, run.text).saturating_sub(1) as f32
}

fn polygon(points: &[Point], closed: bool) -> Option<tiny_skia::Path> {
    let (first, rest) = points.split_first()?;
    let mut builder = PathBuilder::new();
    builder.move_to(first.x, first.y);
    for point in rest {
        builder.line_to(point.x, point.y);
    }
    if closed {
        builder.close();
    }
    builder.finish()
}

fn rounded_rect(top_left: Point, width: f32, height: f32, radius: f32) -> Option<tiny_skia::Path> {
    let r = radius.min(width / 2.0).min(height / 2.0);
    let (left, top) = (top_left.x, top_left.y);
    let (right, bottom) = (left + width, top + height);
    let mut builder = PathBuilder::new();
    builder.move_to(left + r, top);
    builder.line_to(right - r, top);
    builder.quad_to(right, top, right, top + r);
    builder.line_to(right, bottom - r);
    builder.quad_to(right, bottom, right - r, bottom);
    builder.line_to(left + r, bottom);
    builder.quad_to(left, bottom, left, bottom - r);
    builder.line_to(left, top + r);
    builder.quad_to(left, top, left + r, top);
    builder.close();
    builder.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn png_round_trips_with_the_drawn_colours() {
        let mut canvas = Canvas::new(60, 40, Colour::hex(0x102030));
        canvas.fill_circle(Point::new(30.0, 20.0), 10.0, Colour::hex(0xff8000));
        let decoded = image::load_from_memory(&canvas.to_png())
            .unwrap()
            .into_rgb8();
        assert_eq!(decoded.dimensions(), (60, 40));
        assert_eq!(decoded.get_pixel(30, 20).0, [0xff, 0x80, 0x00]);
        assert_eq!(decoded.get_pixel(2, 2).0, [0x10, 0x20, 0x30]);
        // Antialiased: the rim of the disc blends the two colours.
        let rim = (0..60)
            .map(|x| decoded.get_pixel(x, 20).0)
            .collect::<Vec<_>>();
        assert!(
            rim.iter().any(|p| p[0] > 0x10 && p[0] < 0xff),
            "no blended pixel on the rim"
        );
    }

    #[test]
    fn sprites_blend_over_the_canvas_and_clip_at_its_edges() {
        let sprite = Sprite::new(10, 10, (5, 5), |canvas| {
            canvas.fill_polygon(
                &[
                    Point::new(0.0, 0.0),
                    Point::new(10.0, 0.0),
                    Point::new(10.0, 10.0),
                    Point::new(0.0, 10.0),
                ],
                Colour::hex(0xff0000).with_alpha(128),
            );
        });
        let mut canvas = Canvas::new(20, 20, Colour::hex(0x0000ff));
        canvas.blit(&sprite, (10, 10));
        canvas.blit(&sprite, (0, 0));
        canvas.blit(&sprite, (25, 3));
        let pixel = canvas.image().get_pixel(10, 10).0;
        assert!(
            (126..=130).contains(&pixel[0]) && (125..=129).contains(&pixel[2]),
            "{pixel:?}"
        );
        assert_eq!(
            canvas.image().get_pixel(2, 2).0,
            pixel,
            "clipped at the top left"
        );
        assert_eq!(
            canvas.image().get_pixel(16, 16).0,
            [0, 0, 255, 255],
            "untouched"
        );
    }

    #[test]
    fn text_is_drawn_and_measured() {
        let mut canvas = Canvas::new(200, 40, Colour::hex(0x000000));
        let width = canvas.text(
            "Hi 你好",
            Point::new(5.0, 5.0),
            24.0,
            Weight::Bold,
            Colour::hex(0xffffff),
            Align::Left,
        );
        assert!(width > 40.0 && width < 150.0, "{width}");
        let lit = canvas.image().pixels().filter(|p| p.0[0] > 128).count();
        assert!(lit > 100, "only {lit} lit pixels");
    }
}
