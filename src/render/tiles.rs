//! Which parts of a picture have been drawn on, in squares of pixels.
//!
//! A replay draws hundreds of pictures into the same two canvases. Restoring
//! a canvas to its base and comparing it with the picture before would each
//! pass over every pixel, and most pixels are never drawn on (the empty
//! cells, the margins): kept count of, the squares drawn on are all that
//! must be restored or compared.

/// A set of the `SIZE` × `SIZE` squares (tiles) of a picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tiles {
    columns: usize,
    rows: usize,
    drawn: Vec<bool>,
}

impl Tiles {
    /// The side of a tile, in pixels.
    pub const SIZE: usize = 32;

    /// No tile of a picture of `width` × `height` pixels.
    #[must_use]
    pub fn new(width: u32, height: u32) -> Tiles {
        let columns = (width as usize).div_ceil(Tiles::SIZE);
        let rows = (height as usize).div_ceil(Tiles::SIZE);
        Tiles {
            columns,
            rows,
            drawn: vec![false; columns * rows],
        }
    }

    /// Every tile.
    #[must_use]
    pub fn everything(mut self) -> Tiles {
        self.drawn.fill(true);
        self
    }

    /// Adds the tiles of the pixels `left..right` × `top..bottom` (any part
    /// of it off the picture is left out).
    pub fn mark(&mut self, left: i32, top: i32, right: i32, bottom: i32) {
        if right <= left || bottom <= top {
            return;
        }
        let size = Tiles::SIZE as i32;
        let clamp = |value: i32, tiles: usize| (value.max(0) as usize).min(tiles);
        let (first_column, last_column) = (
            clamp(left.div_euclid(size), self.columns),
            clamp((right - 1).div_euclid(size) + 1, self.columns),
        );
        let (first_row, last_row) = (
            clamp(top.div_euclid(size), self.rows),
            clamp((bottom - 1).div_euclid(size) + 1, self.rows),
        );
        for row in first_row..last_row {
            self.drawn[row * self.columns + first_column..row * self.columns + last_column]
                .fill(true);
        }
    }

    /// Forgets every tile.
    pub fn clear(&mut self) {
        self.drawn.fill(false);
    }

    /// The tiles in either set (of pictures of one size).
    #[must_use]
    pub fn union(&self, other: &Tiles) -> Tiles {
        Tiles {
            columns: self.columns,
            rows: self.rows,
            drawn: self
                .drawn
                .iter()
                .zip(&other.drawn)
                .map(|(&a, &b)| a || b)
                .collect(),
        }
    }

    /// For each row of tiles, the runs of tiles in the set, as pixel
    /// columns `from..to` (clipped to `width`).
    #[must_use]
    pub fn runs(&self, width: usize) -> Vec<Vec<(usize, usize)>> {
        (0..self.rows)
            .map(|row| {
                let drawn = &self.drawn[row * self.columns..(row + 1) * self.columns];
                let mut runs: Vec<(usize, usize)> = Vec::new();
                for (column, _) in drawn.iter().enumerate().filter(|(_, &drawn)| drawn) {
                    let (from, to) = (
                        column * Tiles::SIZE,
                        ((column + 1) * Tiles::SIZE).min(width),
                    );
                    match runs.last_mut() {
                        Some(run) if run.1 == from => run.1 = to,
                        _ => runs.push((from, to)),
                    }
                }
                runs
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_marked_rectangle_covers_its_tiles_in_runs() {
        let mut tiles = Tiles::new(100, 70);
        assert!(tiles.runs(100).iter().all(Vec::is_empty));
        tiles.mark(-5, 10, 33, 20);
        tiles.mark(96, 65, 140, 90);
        tiles.mark(50, 50, 50, 60);
        let runs = tiles.runs(100);
        assert_eq!(runs.len(), 3);
        assert_eq!(runs[0], vec![(0, 64)]);
        assert_eq!(runs[1], vec![]);
        assert_eq!(runs[2], vec![(96, 100)]);
        let mut other = Tiles::new(100, 70);
        other.mark(64, 0, 65, 1);
        assert_eq!(tiles.union(&other).runs(100)[0], vec![(0, 96)]);
        tiles.clear();
        assert!(tiles.runs(100).iter().all(Vec::is_empty));
    }
}
