//! [`AnyMove`]: a move of any game, for the layers above: its canonical
//! notation, which names it exactly, held on the stack. The game it is a
//! move of reads it back into its own typed move.

use std::{fmt, str::FromStr};

use super::{Notated, Notation};

/// A move of any game, as its canonical notation.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct AnyMove(Notation);

impl AnyMove {
    /// The move `m` of some game.
    #[must_use]
    #[inline]
    pub fn of(m: &impl Notated) -> AnyMove {
        AnyMove(m.notation())
    }

    /// The move as its game types it, if it is one of that game's (for the
    /// code of that game, in its own folder).
    #[must_use]
    pub fn typed<M: FromStr>(self) -> Option<M> {
        self.0.with_text(|text| text.parse().ok())
    }
}

impl Notated for AnyMove {
    #[inline]
    fn notation(&self) -> Notation {
        self.0
    }
}

impl fmt::Display for AnyMove {
    /// The canonical notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl fmt::Debug for AnyMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}
