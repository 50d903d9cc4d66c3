//! [`AnyMove`]: a move of any game, for the layers above: a number its game
//! packs the move into ([`Coded`]), with the game's [`Codec`] that reads it
//! back. Packing costs a few shifts where writing the notation costs a
//! dozen nanoseconds a move: listing a PÜNCT position's ~5,000 moves as
//! any game's is as cheap as listing them typed. The notation is written
//! only when a move is shown or compared as text.

use std::{
    cmp::Ordering,
    fmt,
    hash::{Hash, Hasher},
};

use super::{Notated, Notation};

/// A game's typed move, packed into one number for [`AnyMove`].
///
/// Two moves of a game share a code exactly when they are the same move
/// (when their canonical notations are equal), and decoding a code gives
/// the move back.
pub trait Coded: Notated + Copy {
    /// The game these are moves of.
    const CODEC: &'static Codec;

    /// The move as a number.
    fn code(self) -> u64;

    /// The move a number stands for, if it stands for one.
    fn decode(code: u64) -> Option<Self>;
}

/// How the layers above read a game's codes without knowing the game: its
/// name, and how a code is written in the game's notation.
pub struct Codec {
    game: &'static str,
    notate: fn(u64) -> Notation,
}

impl Codec {
    /// The codec of the moves `M` of the game named `game` (its
    /// [`super::Game::name`]).
    #[must_use]
    pub const fn of<M: Coded>(game: &'static str) -> Codec {
        Codec {
            game,
            notate: notate::<M>,
        }
    }
}

/// The notation of the move `code` stands for (nothing if it stands for
/// none: a code is only ever made from a move).
fn notate<M: Coded>(code: u64) -> Notation {
    M::decode(code).map_or_else(Notation::new, |m| m.notation())
}

/// A move of any game.
///
/// Moves are equal when they are the same move of the same game, and are
/// ordered by game, then by the text of their notation.
#[derive(Clone, Copy)]
pub struct AnyMove {
    code: u64,
    codec: &'static Codec,
}

impl AnyMove {
    /// The move `m` of some game.
    #[must_use]
    #[inline]
    pub fn of<M: Coded>(m: &M) -> AnyMove {
        AnyMove {
            code: m.code(),
            codec: M::CODEC,
        }
    }

    /// The move as its game types it, if it is one of that game's (for the
    /// code of that game, in its own folder).
    #[must_use]
    #[inline]
    pub fn typed<M: Coded>(self) -> Option<M> {
        if self.is_of::<M>() {
            M::decode(self.code)
        } else {
            None
        }
    }

    /// The name of the game this is a move of (its [`super::Game::name`]).
    #[must_use]
    pub fn game(self) -> &'static str {
        self.codec.game
    }

    /// Whether this is a move of the game whose moves are `M`s.
    fn is_of<M: Coded>(self) -> bool {
        self.same_game(M::CODEC)
    }

    fn same_game(self, codec: &Codec) -> bool {
        std::ptr::eq(self.codec, codec) || self.codec.game == codec.game
    }
}

impl Notated for AnyMove {
    #[inline]
    fn notation(&self) -> Notation {
        (self.codec.notate)(self.code)
    }
}

impl PartialEq for AnyMove {
    #[inline]
    fn eq(&self, other: &AnyMove) -> bool {
        self.code == other.code && self.same_game(other.codec)
    }
}

impl Eq for AnyMove {}

impl Hash for AnyMove {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.codec.game.hash(state);
        self.code.hash(state);
    }
}

impl Ord for AnyMove {
    /// By game, then as the notations' texts sort (a game's codes need not
    /// sort as its texts do).
    fn cmp(&self, other: &AnyMove) -> Ordering {
        self.codec
            .game
            .cmp(other.codec.game)
            .then_with(|| self.notation().cmp(&other.notation()))
    }
}

impl PartialOrd for AnyMove {
    fn partial_cmp(&self, other: &AnyMove) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for AnyMove {
    /// The canonical notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.notation().fmt(f)
    }
}

impl fmt::Debug for AnyMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.notation(), f)
    }
}
