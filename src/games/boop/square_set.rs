//! [`SquareSet`]: a set of squares as a bit mask.

use std::{
    fmt,
    ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not},
};

use super::Square;

/// A set of squares of the bed: bit `i` stands for the square with index `i`
/// (see [`Square::index`]). Bits 36 and up are always clear.
///
/// ```
/// use punctbot::games::boop::{Square, SquareSet};
///
/// let a1: Square = "a1".parse()?;
/// let set = SquareSet::EMPTY.with(a1);
/// assert!(set.contains(a1));
/// assert_eq!(set.iter().collect::<Vec<_>>(), [a1]);
/// # Ok::<_, punctbot::games::boop::ParseSquareError>(())
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct SquareSet(u64);

impl SquareSet {
    /// No square.
    pub const EMPTY: SquareSet = SquareSet(0);
    /// All 36 squares.
    pub const FULL: SquareSet = SquareSet((1 << 36) - 1);

    /// The set with these bits; bits 36 and up are dropped.
    #[must_use]
    #[inline]
    pub const fn from_bits(bits: u64) -> SquareSet {
        SquareSet(bits & Self::FULL.0)
    }

    /// The bits of the set.
    #[must_use]
    #[inline]
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// The set holding only `square`.
    #[must_use]
    #[inline]
    pub const fn from_square(square: Square) -> SquareSet {
        SquareSet(1 << square.index())
    }

    /// Whether `square` is in the set.
    #[must_use]
    #[inline]
    pub const fn contains(self, square: Square) -> bool {
        self.0 & (1 << square.index()) != 0
    }

    /// The set with `square` added.
    #[must_use]
    #[inline]
    pub const fn with(self, square: Square) -> SquareSet {
        SquareSet(self.0 | 1 << square.index())
    }

    /// The set with `square` removed.
    #[must_use]
    #[inline]
    pub const fn without(self, square: Square) -> SquareSet {
        SquareSet(self.0 & !(1 << square.index()))
    }

    /// The number of squares in the set.
    #[must_use]
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    #[must_use]
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The squares of the set, in index order.
    #[must_use]
    #[inline]
    pub const fn iter(self) -> SquareSetIter {
        SquareSetIter(self.0)
    }
}

impl fmt::Debug for SquareSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl BitAnd for SquareSet {
    type Output = SquareSet;
    #[inline]
    fn bitand(self, other: SquareSet) -> SquareSet {
        SquareSet(self.0 & other.0)
    }
}

impl BitOr for SquareSet {
    type Output = SquareSet;
    #[inline]
    fn bitor(self, other: SquareSet) -> SquareSet {
        SquareSet(self.0 | other.0)
    }
}

impl BitAndAssign for SquareSet {
    #[inline]
    fn bitand_assign(&mut self, other: SquareSet) {
        self.0 &= other.0;
    }
}

impl BitOrAssign for SquareSet {
    #[inline]
    fn bitor_assign(&mut self, other: SquareSet) {
        self.0 |= other.0;
    }
}

impl Not for SquareSet {
    type Output = SquareSet;
    /// The complement within the 36 squares.
    #[inline]
    fn not(self) -> SquareSet {
        SquareSet(!self.0 & Self::FULL.0)
    }
}

impl From<Square> for SquareSet {
    #[inline]
    fn from(square: Square) -> SquareSet {
        SquareSet::from_square(square)
    }
}

impl FromIterator<Square> for SquareSet {
    #[inline]
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> SquareSet {
        iter.into_iter().fold(SquareSet::EMPTY, SquareSet::with)
    }
}

impl IntoIterator for SquareSet {
    type Item = Square;
    type IntoIter = SquareSetIter;
    #[inline]
    fn into_iter(self) -> SquareSetIter {
        self.iter()
    }
}

/// The squares of a [`SquareSet`], in index order.
#[derive(Clone, Debug)]
pub struct SquareSetIter(u64);

impl Iterator for SquareSetIter {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        // Invariant: only bits below 36 are ever set, so the index fits.
        let index = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Square::new(index))
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let count = self.0.count_ones() as usize;
        (count, Some(count))
    }
}

impl ExactSizeIterator for SquareSetIter {}
