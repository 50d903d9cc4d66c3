//! Pictures written as the frames of one GIF, each frame only the rectangle
//! that changed since the one before, its unchanged pixels transparent and
//! laid over the previous frame (which is kept, not disposed).
//!
//! A ply changes a few cells and parts of the panel: the rectangle holding
//! them is about half the picture (the board's changes and the panel's are
//! far apart), but only the changed pixels are mapped to the palette, and
//! the transparent rest compresses to little in the file.

use gif::{DisposalMethod, Encoder, EncodingError, Frame, Repeat};
use image::RgbaImage;

use super::colours::{palette, ColourMap, UNCHANGED};
use crate::render::{canvas::Canvas, tiles::Tiles};

/// A rectangle of pixels: `left..right` × `top..bottom`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Rect {
    left: usize,
    top: usize,
    right: usize,
    bottom: usize,
}

impl Rect {
    fn width(self) -> usize {
        self.right - self.left
    }

    fn height(self) -> usize {
        self.bottom - self.top
    }
}

/// The GIF file being written, from frames made (and compressed) apart.
pub struct GifWriter {
    encoder: Encoder<Vec<u8>>,
    /// Frames written.
    count: usize,
}

impl GifWriter {
    /// A GIF of `size` (width, height) pixels that loops forever.
    pub fn new(size: (u16, u16)) -> Result<GifWriter, EncodingError> {
        let mut encoder = Encoder::new(Vec::new(), size.0, size.1, &palette().table())?;
        encoder.set_repeat(Repeat::Infinite)?;
        Ok(GifWriter { encoder, count: 0 })
    }

    /// Adds a frame made by [`FrameMaker::frame`].
    pub fn write(&mut self, frame: &Frame<'_>) -> Result<(), EncodingError> {
        self.encoder.write_lzw_pre_encoded_frame(frame)?;
        self.count += 1;
        Ok(())
    }

    /// Frames written so far.
    pub fn count(&self) -> usize {
        self.count
    }

    /// The finished GIF.
    pub fn finish(self) -> Result<Vec<u8>, EncodingError> {
        self.encoder.into_inner()
    }
}

/// Makes the frames of a run of consecutive pictures, each holding what
/// changed since the picture before. Runs of one GIF can be made on
/// several threads at once: each knows what the GIF shows from the picture
/// before it (see [`FrameMaker::show`]).
pub struct FrameMaker {
    /// The GIF's size, the pictures' size.
    width: usize,
    height: usize,
    /// The palette index each pixel of the GIF shows so far.
    shown: Vec<u8>,
    map: ColourMap,
    /// For each row of the pictures, the pixels that changed (reused).
    rows: Vec<Option<(usize, usize)>>,
    /// The indices of the frame being made (reused).
    buffer: Vec<u8>,
}

impl FrameMaker {
    /// Frames of pictures of `size` (width, height) pixels.
    pub fn new(size: (u16, u16)) -> FrameMaker {
        let (width, height) = (usize::from(size.0), usize::from(size.1));
        FrameMaker {
            width,
            height,
            // Nothing is shown yet: the first frame writes every pixel.
            shown: vec![UNCHANGED; width * height],
            map: ColourMap::new(),
            rows: Vec::new(),
            buffer: Vec::new(),
        }
    }

    /// Takes `picture` as what the GIF shows now, without making a frame:
    /// for a run that starts after another thread's.
    pub fn show(&mut self, picture: &Canvas) {
        self.everything_changed(picture.image());
        self.delta(None, picture.image());
    }

    /// The frame that shows `picture` for `delay` hundredths of a second,
    /// compressed; `previous` is the picture before it (none for the
    /// first).
    pub fn frame(
        &mut self,
        picture: &Canvas,
        previous: Option<&Canvas>,
        delay: u16,
    ) -> Frame<'static> {
        let image = picture.image();
        match previous {
            Some(previous) => {
                // Pixels neither picture was drawn on since it was its base
                // are the same in both.
                let drawn = match (picture.touched(), previous.touched()) {
                    (Some(now), Some(before)) => now.union(before).runs(image.width() as usize),
                    _ => Tiles::new(image.width(), image.height())
                        .everything()
                        .runs(image.width() as usize),
                };
                row_changes(previous.image(), image, &drawn, &mut self.rows);
            }
            None => self.everything_changed(image),
        }
        let rect = self.delta(previous.map(Canvas::image), image);
        // A ply that changed nothing still gets its frame (one per ply): a
        // single unchanged pixel.
        let rect = rect.unwrap_or_else(|| {
            self.buffer.clear();
            self.buffer.push(UNCHANGED);
            Rect {
                left: 0,
                top: 0,
                right: 1,
                bottom: 1,
            }
        });
        let mut frame = Frame {
            delay,
            dispose: DisposalMethod::Keep,
            transparent: Some(UNCHANGED),
            left: rect.left as u16,
            top: rect.top as u16,
            width: rect.width() as u16,
            height: rect.height() as u16,
            buffer: std::borrow::Cow::Owned(std::mem::take(&mut self.buffer)),
            ..Frame::default()
        };
        // The gif crate compresses the indices (LZW, with weezl) here, on
        // this thread; the writer only copies the bytes.
        frame.make_lzw_pre_encoded();
        frame
    }

    /// Every row of pictures like `image` changed.
    fn everything_changed(&mut self, image: &RgbaImage) {
        self.rows.clear();
        self.rows.resize(
            image.height() as usize,
            Some((0, image.width() as usize - 1)),
        );
    }

    /// Maps the pixels of `image` that changed (as `rows` says) to the
    /// palette, updates what is shown and fills the buffer with the
    /// rectangle of GIF pixels that holds the changes, the pixels in it that
    /// show what they showed marked unchanged. `None` if no GIF pixel
    /// changed.
    fn delta(&mut self, previous: Option<&RgbaImage>, image: &RgbaImage) -> Option<Rect> {
        let rows = &self.rows[..self.height];
        let top = rows.iter().position(Option::is_some)?;
        let bottom = rows.iter().rposition(Option::is_some)? + 1;
        let left = rows.iter().flatten().map(|span| span.0).min()?;
        let right = rows.iter().flatten().map(|span| span.1).max()? + 1;
        let area = Rect {
            left,
            top,
            right,
            bottom,
        };
        self.buffer.clear();
        let mut changed = false;
        let raw = image.as_raw();
        let stride = image.width() as usize * 4;
        let unchanged = |buffer: &mut Vec<u8>, count: usize| {
            buffer.extend(std::iter::repeat_n(UNCHANGED, count));
        };
        for (y, span) in rows.iter().enumerate().take(bottom).skip(top) {
            let Some(&(first, last)) = span.as_ref() else {
                unchanged(&mut self.buffer, area.width());
                continue;
            };
            unchanged(&mut self.buffer, first - area.left);
            let mut x = first;
            while x <= last {
                // Pixels as they were are most of a row: skip them first.
                if let Some(previous) = previous {
                    let from = x;
                    x = next_change(previous.as_raw(), raw, y * stride, x, last + 1);
                    unchanged(&mut self.buffer, x - from);
                    if x > last {
                        break;
                    }
                }
                let at = y * stride + x * 4;
                let index = self.map.index([raw[at], raw[at + 1], raw[at + 2]]);
                let shown = &mut self.shown[y * self.width + x];
                if *shown == index {
                    self.buffer.push(UNCHANGED);
                } else {
                    *shown = index;
                    self.buffer.push(index);
                    changed = true;
                }
                x += 1;
            }
            unchanged(&mut self.buffer, area.right - last - 1);
        }
        changed.then_some(area)
    }
}

/// The first pixel of the row starting at byte `row`, from `x` up to `end`,
/// that is not the same in both pictures (`end` if none).
#[inline]
fn next_change(before: &[u8], after: &[u8], row: usize, mut x: usize, end: usize) -> usize {
    // Most of a changed row is as it was: sixteen pixels (64 bytes) at a
    // time while they are the same.
    while x + 16 <= end && {
        let at = row + x * 4;
        same_64(&before[at..at + 64], &after[at..at + 64])
    } {
        x += 16;
    }
    while x < end && pixel(before, row + x * 4) == pixel(after, row + x * 4) {
        x += 1;
    }
    x
}

/// Whether two runs of 64 bytes are the same: eight words compared without
/// a branch each, which the compiler turns into vector instructions (a call
/// to `memcmp` would cost more than the comparison).
#[inline]
fn same_64(before: &[u8], after: &[u8]) -> bool {
    before
        .chunks_exact(8)
        .zip(after.chunks_exact(8))
        .fold(0, |differ, (a, b)| differ | (word(a) ^ word(b)))
        == 0
}

/// The four bytes of the pixel at byte `at`, as one number.
#[inline]
fn pixel(raw: &[u8], at: usize) -> u32 {
    u32::from_ne_bytes(raw[at..at + 4].try_into().expect("four bytes"))
}

/// For each row of the two pictures (of one size), the first and last
/// pixel in which they differ, into `rows`; `None` for a row that is the
/// same. Only the pixels in `drawn` (runs of columns for each row of tiles)
/// can differ.
fn row_changes(
    previous: &RgbaImage,
    current: &RgbaImage,
    drawn: &[Vec<(usize, usize)>],
    rows: &mut Vec<Option<(usize, usize)>>,
) {
    let stride = current.width() as usize * 4;
    rows.clear();
    let pairs = previous
        .as_raw()
        .chunks_exact(stride)
        .zip(current.as_raw().chunks_exact(stride));
    for (y, (before, after)) in pairs.enumerate() {
        let mut span: Option<(usize, usize)> = None;
        for &(from, to) in &drawn[y / Tiles::SIZE] {
            let (before, after) = (&before[from * 4..to * 4], &after[from * 4..to * 4]);
            // Most runs are the same: one comparison finds it.
            if before == after {
                continue;
            }
            let first = from + first_difference(before, after);
            let last = from + last_difference(before, after);
            span = Some(span.map_or((first, last), |(a, _)| (a, last)));
        }
        rows.push(span);
    }
}

/// The first pixel in which two different rows of pixels differ.
fn first_difference(before: &[u8], after: &[u8]) -> usize {
    // Two pixels (eight bytes) at a time, then the one that differs.
    let words = before.chunks_exact(8).zip(after.chunks_exact(8));
    let pair = words.take_while(|(a, b)| word(a) == word(b)).count();
    if pixel(before, pair * 8) == pixel(after, pair * 8) {
        2 * pair + 1
    } else {
        2 * pair
    }
}

/// The last pixel in which two different rows of pixels differ.
fn last_difference(before: &[u8], after: &[u8]) -> usize {
    let pixels = before.len() / 4;
    if pixels % 2 == 1 && pixel(before, (pixels - 1) * 4) != pixel(after, (pixels - 1) * 4) {
        return pixels - 1;
    }
    let mut words = before.chunks_exact(8).zip(after.chunks_exact(8));
    let pair = words
        .rposition(|(a, b)| word(a) != word(b))
        .expect("the rows differ");
    if pixel(before, pair * 8 + 4) == pixel(after, pair * 8 + 4) {
        2 * pair
    } else {
        2 * pair + 1
    }
}

/// Eight bytes as one number.
#[inline]
fn word(bytes: &[u8]) -> u64 {
    u64::from_ne_bytes(bytes.try_into().expect("eight bytes"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::canvas::{Colour, Point};

    #[test]
    fn each_row_knows_its_first_and_last_changed_pixel() {
        let before = Canvas::new(41, 30, Colour::hex(0x102030));
        let mut after = before.clone();
        let mut rows = Vec::new();
        let everything = Tiles::new(41, 30).everything().runs(41);
        row_changes(before.image(), after.image(), &everything, &mut rows);
        assert!(rows.iter().all(Option::is_none));
        after.fill_rounded_rect(Point::new(5.0, 7.0), 10.0, 4.0, 0.0, Colour::hex(0xffffff));
        after.fill_rounded_rect(Point::new(30.0, 9.0), 2.0, 3.0, 0.0, Colour::hex(0xffffff));
        after.fill_rounded_rect(Point::new(40.0, 20.0), 1.0, 1.0, 0.0, Colour::hex(0xffffff));
        after.fill_rounded_rect(Point::new(0.0, 25.0), 1.0, 1.0, 0.0, Colour::hex(0xffffff));
        let everything = Tiles::new(41, 30).everything().runs(41);
        row_changes(before.image(), after.image(), &everything, &mut rows);
        assert_eq!(rows[6], None);
        assert_eq!(rows[7], Some((5, 14)));
        assert_eq!(rows[9], Some((5, 31)));
        assert_eq!(rows[11], Some((30, 31)));
        assert_eq!(rows[20], Some((40, 40)), "the odd pixel at the end");
        assert_eq!(rows[25], Some((0, 0)));
    }
}
