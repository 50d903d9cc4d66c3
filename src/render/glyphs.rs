//! Text drawn from a cache of rasterised glyphs, pixel for pixel as
//! imageproc's `draw_text_mut` draws it.
//!
//! Outlining and rasterising a glyph costs far more than blending it, and
//! the pictures draw the same words in the same places again and again (the
//! panel, the labels, the level numbers — a replay draws them hundreds of
//! times). A glyph's raster depends only on the glyph, the size and its
//! offset from the start of the text, so it is kept under exactly those:
//! the cached pixels are the ones imageproc would compute.

use std::{
    cell::RefCell,
    collections::HashMap,
    hash::{BuildHasherDefault, Hasher},
    sync::{Arc, LazyLock, Mutex},
};

use ab_glyph::{point, Font, FontRef, GlyphId, PxScale, ScaleFont};
use image::{Pixel, Rgba, RgbaImage};
use imageproc::definitions::Clamp;

/// Cached glyphs before the cache is emptied and starts again (a few
/// megabytes: enough for every glyph of a few hundred pictures).
const CAPACITY: usize = 4096;

/// A glyph's coverage of the pixels of its bounds, row by row.
struct Raster {
    /// The bounds' top left from the text's top left, in pixels.
    left: i32,
    top: i32,
    width: usize,
    coverage: Vec<f32>,
}

/// Font (by address), size, glyph and its offset (bits of the floats).
type Key = (usize, u32, GlyphId, u32);

/// The cached glyphs: `None` for a glyph without an outline (a space).
type Glyphs = HashMap<Key, Option<Arc<Raster>>, BuildHasherDefault<KeyHasher>>;

static CACHE: LazyLock<Mutex<Glyphs>> = LazyLock::new(|| Mutex::new(Glyphs::default()));

/// A quick hash for the cache's keys (a few numbers from this program, so
/// no defence against chosen collisions is needed).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(u64::from(byte));
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = (self.0.rotate_left(5) ^ value).wrapping_mul(0x517c_c1b7_2722_0a95);
    }

    fn write_u32(&mut self, value: u32) {
        self.write_u64(u64::from(value));
    }

    fn write_u16(&mut self, value: u16) {
        self.write_u64(u64::from(value));
    }

    fn write_usize(&mut self, value: usize) {
        self.write_u64(value as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// The raster of glyph `id` of `font` at `size` placed `offset` pixels from
/// the start of its text, from `cache` or drawn into it.
fn raster(
    cache: &mut Glyphs,
    font: &'static FontRef<'static>,
    size: f32,
    id: GlyphId,
    offset: f32,
) -> Option<Arc<Raster>> {
    let key = (
        std::ptr::from_ref(font) as usize,
        size.to_bits(),
        id,
        offset.to_bits(),
    );
    if let Some(found) = cache.get(&key) {
        return found.clone();
    }
    let scale = PxScale::from(size);
    let ascent = font.as_scaled(scale).ascent();
    let raster = font
        .outline_glyph(id.with_scale_and_position(scale, point(offset, ascent)))
        .map(|outlined| {
            let bounds = outlined.px_bounds();
            let width = bounds.width() as usize;
            let mut coverage = vec![0.0; width * bounds.height() as usize];
            outlined.draw(|x, y, value| coverage[y as usize * width + x as usize] = value);
            Arc::new(Raster {
                left: bounds.min.x.round() as i32,
                top: bounds.min.y.round() as i32,
                width,
                coverage,
            })
        });
    if cache.len() >= CAPACITY {
        cache.clear();
    }
    cache.insert(key, raster.clone());
    raster
}

/// Lays `text` out as imageproc does: each glyph placed at the advance so
/// far, the kerning with the previous outlined glyph added after it. Calls
/// `each` with every outlined glyph's raster; returns the advance.
fn layout(
    font: &'static FontRef<'static>,
    size: f32,
    text: &str,
    mut each: impl FnMut(&Raster),
) -> f32 {
    let scaled = font.as_scaled(PxScale::from(size));
    let mut advance = 0.0;
    let mut previous: Option<GlyphId> = None;
    let mut rasters = Vec::new();
    {
        // One lock for the whole text; the drawing is done without it.
        let mut cache = CACHE.lock().expect("the glyph cache");
        for c in text.chars() {
            let id = scaled.glyph_id(c);
            let at = advance;
            advance += scaled.h_advance(id);
            if let Some(raster) = raster(&mut cache, font, size, id, at) {
                if let Some(previous) = previous {
                    advance += scaled.kern(id, previous);
                }
                previous = Some(id);
                rasters.push(raster);
            }
        }
    }
    for raster in &rasters {
        each(raster);
    }
    advance
}

/// The width of `text` as imageproc's `text_size` measures it.
pub fn width(font: &'static FontRef<'static>, size: f32, text: &str) -> u32 {
    if text.is_empty() {
        return 0;
    }
    let advance = layout(font, size, text, |_| {});
    1 + advance.ceil() as u32
}

/// Draws `text` with its top left at (`x`, `y`), as imageproc's
/// `draw_text_mut` does. Returns the pixels it may have drawn on: `left,
/// top, right, bottom` (exclusive), if any.
pub fn draw(
    image: &mut RgbaImage,
    colour: Rgba<u8>,
    (x, y): (i32, i32),
    font: &'static FontRef<'static>,
    size: f32,
    text: &str,
) -> Option<(i32, i32, i32, i32)> {
    let (width, height) = (image.width() as i32, image.height() as i32);
    let mut drawn: Option<(i32, i32, i32, i32)> = None;
    layout(font, size, text, |raster| {
        let (left, top) = (x + raster.left, y + raster.top);
        let rows = (raster.coverage.len() / raster.width.max(1)) as i32;
        let (right, bottom) = (left + raster.width as i32, top + rows);
        drawn = Some(drawn.map_or((left, top, right, bottom), |(l, t, r, b)| {
            (l.min(left), t.min(top), r.max(right), b.max(bottom))
        }));
        let rows = raster.coverage.chunks_exact(raster.width.max(1));
        for (row, values) in rows.enumerate() {
            let py = y + raster.top + row as i32;
            if !(0..height).contains(&py) {
                continue;
            }
            for (column, &value) in values.iter().enumerate() {
                let px = x + raster.left + column as i32;
                if !(0..width).contains(&px) {
                    continue;
                }
                let value = value.clamp(0.0, 1.0);
                let ink = colour.map_with_alpha(|c| c, |a| Clamp::clamp(f32::from(a) * value));
                blend(image.get_pixel_mut(px as u32, py as u32), ink);
            }
        }
    });
    drawn
}

/// Slots of the cache of blends: a picture's text blends a few colours over
/// a few backgrounds at 256 strengths.
const BLENDS: usize = 1 << 12;

thread_local! {
    /// Recent blends: the background and the ink (as numbers, side by side)
    /// and the result. Filled with white over white, which gives white.
    static RECENT_BLENDS: RefCell<Vec<(u64, u32)>> = RefCell::new(vec![(u64::MAX, u32::MAX); BLENDS]);
}

/// `ink` blended over `pixel` as `Pixel::blend` does it (imageproc draws
/// text with it), remembered: its floating point arithmetic costs more than
/// the rest of drawing a glyph.
fn blend(pixel: &mut Rgba<u8>, ink: Rgba<u8>) {
    if ink.0[3] == 0 {
        return;
    }
    let key = u64::from(u32::from_ne_bytes(pixel.0)) << 32 | u64::from(u32::from_ne_bytes(ink.0));
    let slot = (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - BLENDS.trailing_zeros())) as usize;
    RECENT_BLENDS.with(|recent| {
        let mut recent = recent.borrow_mut();
        let (known, result) = recent[slot];
        if known == key {
            pixel.0 = result.to_ne_bytes();
        } else {
            pixel.blend(&ink);
            recent[slot] = (key, u32::from_ne_bytes(pixel.0));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::fonts::{self, Weight};

    #[test]
    fn cached_text_is_imageprocs_text_to_the_pixel() {
        for (text, size, weight) in [
            ("PÜNCT", 40.0, Weight::Bold),
            ("standard game · after move 123", 24.0, Weight::Regular),
            ("Борис 小明 ×6 AVAToWa", 26.0, Weight::Bold),
            ("", 20.0, Weight::Regular),
        ] {
            for run in fonts::runs(text, weight) {
                let background = Rgba([36, 39, 45, 255]);
                let mut ours = RgbaImage::from_pixel(700, 60, background);
                let mut theirs = ours.clone();
                // Twice, the second time from the cache.
                for _ in 0..2 {
                    draw(
                        &mut ours,
                        Rgba([240, 228, 66, 255]),
                        (7, 3),
                        run.font,
                        size,
                        run.text,
                    );
                }
                for _ in 0..2 {
                    imageproc::drawing::draw_text_mut(
                        &mut theirs,
                        Rgba([240, 228, 66, 255]),
                        7,
                        3,
                        size,
                        run.font,
                        run.text,
                    );
                }
                assert!(ours == theirs, "{:?}", run.text);
                assert_eq!(
                    width(run.font, size, run.text),
                    imageproc::drawing::text_size(size, run.font, run.text).0
                );
            }
        }
    }
}
