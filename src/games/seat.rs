//! The two seats at a board and how a game ends.

/// A seat at the board: the player who moves first (PÜNCT white, boop.
/// orange) or the one who moves second (black, gray).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Seat {
    First,
    Second,
}

impl Seat {
    /// Both seats, first mover first.
    pub const ALL: [Seat; 2] = [Seat::First, Seat::Second];

    /// The other seat.
    #[must_use]
    pub const fn other(self) -> Seat {
        match self {
            Seat::First => Seat::Second,
            Seat::Second => Seat::First,
        }
    }

    /// `first` for the first seat, `second` for the second.
    #[must_use]
    pub fn fold<T>(self, first: T, second: T) -> T {
        match self {
            Seat::First => first,
            Seat::Second => second,
        }
    }

    /// 0 for the first seat, 1 for the second.
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Seat::First => 0,
            Seat::Second => 1,
        }
    }
}

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player in this seat won.
    Win(Seat),
    /// Nobody won.
    Draw,
}

impl Outcome {
    /// The winner, if any.
    #[must_use]
    pub const fn winner(self) -> Option<Seat> {
        match self {
            Outcome::Win(seat) => Some(seat),
            Outcome::Draw => None,
        }
    }
}

/// One value per seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByColor<T> {
    pub first: T,
    pub second: T,
}

impl<T> ByColor<T> {
    /// The value for `seat`.
    #[must_use]
    pub fn get(&self, seat: Seat) -> &T {
        match seat {
            Seat::First => &self.first,
            Seat::Second => &self.second,
        }
    }

    /// The value for `seat`, mutably.
    pub fn get_mut(&mut self, seat: Seat) -> &mut T {
        match seat {
            Seat::First => &mut self.first,
            Seat::Second => &mut self.second,
        }
    }

    /// Applies `f` to both values.
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> ByColor<U> {
        ByColor {
            first: f(self.first),
            second: f(self.second),
        }
    }
}
