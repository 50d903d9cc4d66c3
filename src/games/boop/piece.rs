//! [`Piece`]s: kittens and cats of either player.

use crate::games::Seat;

/// The two kinds of piece (§1.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Booped by anything; graduates into a cat.
    Kitten,
    /// Booped only by cats (§5.2).
    Cat,
}

impl Kind {
    /// Both kinds.
    pub const ALL: [Kind; 2] = [Kind::Kitten, Kind::Cat];

    /// The letter of the kind in the notation: `K` or `C`.
    #[must_use]
    #[inline]
    pub const fn letter(self) -> char {
        match self {
            Kind::Kitten => 'K',
            Kind::Cat => 'C',
        }
    }

    /// The word for players: `kitten` or `cat`.
    #[must_use]
    #[inline]
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Kitten => "kitten",
            Kind::Cat => "cat",
        }
    }

    /// 0 for kittens, 1 for cats.
    #[must_use]
    #[inline]
    pub const fn index(self) -> usize {
        match self {
            Kind::Kitten => 0,
            Kind::Cat => 1,
        }
    }
}

/// A piece: its owner (orange is [`Seat::First`], gray [`Seat::Second`]) and
/// its kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub owner: Seat,
    /// Kitten or cat.
    pub kind: Kind,
}

/// The pieces a player may place (§1.2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pool {
    /// Kittens in the pool.
    pub kittens: u8,
    /// Cats in the pool (earned, not on the bed).
    pub cats: u8,
}

impl Pool {
    /// The number of pieces of `kind`.
    #[must_use]
    #[inline]
    pub const fn of(self, kind: Kind) -> u8 {
        match kind {
            Kind::Kitten => self.kittens,
            Kind::Cat => self.cats,
        }
    }

    /// Kittens and cats together.
    #[must_use]
    #[inline]
    pub const fn total(self) -> u8 {
        self.kittens + self.cats
    }
}
