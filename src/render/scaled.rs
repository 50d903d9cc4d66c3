//! What is drawn once and copied into every picture (a game's base, its
//! sprites), kept for each size a picture is drawn at: full size for the
//! board pictures, and the smaller sizes of replays (see
//! [`Canvas::smaller`](super::canvas::Canvas::smaller)). Each size is
//! drawn the first time it is asked for.

use std::sync::OnceLock;

/// The most times smaller than its full size a picture is drawn.
pub const MAX_DIVISOR: u32 = 4;

/// One `T` for each divisor from 1 to [`MAX_DIVISOR`], made by `make` on
/// first use.
pub struct PerDivisor<T> {
    made: [OnceLock<T>; MAX_DIVISOR as usize],
    make: fn(u32) -> T,
}

impl<T> PerDivisor<T> {
    /// `make(divisor)` makes the `T` of pictures `divisor` times smaller.
    pub const fn new(make: fn(u32) -> T) -> PerDivisor<T> {
        PerDivisor {
            made: [const { OnceLock::new() }; MAX_DIVISOR as usize],
            make,
        }
    }

    /// The `T` of pictures `divisor` (1 to [`MAX_DIVISOR`]) times smaller.
    ///
    /// # Panics
    /// If `divisor` is out of that range: no picture is drawn at that size.
    pub fn get(&self, divisor: u32) -> &T {
        assert!(
            (1..=MAX_DIVISOR).contains(&divisor),
            "pictures are drawn 1 to {MAX_DIVISOR} times smaller, not {divisor}"
        );
        self.made[divisor as usize - 1].get_or_init(|| (self.make)(divisor))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_divisor_is_made_once_by_its_own_number() {
        static SQUARES: PerDivisor<u32> = PerDivisor::new(|divisor| divisor * divisor);
        assert_eq!(*SQUARES.get(3), 9);
        assert_eq!(*SQUARES.get(1), 1);
        assert!(std::ptr::eq(SQUARES.get(3), SQUARES.get(3)));
    }
}
