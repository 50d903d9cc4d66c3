//! [`AnyGame`]: one enum over both games, for the layers above.

use std::{fmt, str::FromStr};

use super::{boop, punct, Outcome, Rules, Seat};

/// Which game, and which variant of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    /// PÜNCT with the standard rules (no ADD ever in the centre; centre count
    /// at the end of pieces).
    PunctStandard,
    /// PÜNCT with the basic rules.
    PunctBasic,
    /// boop. («Пуньк!»).
    Boop,
}

impl GameKind {
    /// Every kind, in a stable order.
    pub const ALL: [GameKind; 3] = [
        GameKind::PunctStandard,
        GameKind::PunctBasic,
        GameKind::Boop,
    ];

    /// The stable identifier used in storage and on the command line.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            GameKind::PunctStandard => "punct",
            GameKind::PunctBasic => "punct-basic",
            GameKind::Boop => "boop",
        }
    }

    /// The colour names of the two seats, first mover first.
    #[must_use]
    pub const fn seat_names(self) -> [&'static str; 2] {
        match self {
            GameKind::PunctStandard | GameKind::PunctBasic => ["white", "black"],
            GameKind::Boop => ["orange", "gray"],
        }
    }

    /// The colour name of `seat` in this game.
    #[must_use]
    pub const fn seat_name(self, seat: Seat) -> &'static str {
        self.seat_names()[seat.index()]
    }

    /// A new game of this kind at its start position.
    #[must_use]
    pub fn start(self) -> AnyGame {
        match self {
            GameKind::PunctStandard => {
                AnyGame::Punct(punct::Position::new(punct::Variant::Standard))
            }
            GameKind::PunctBasic => AnyGame::Punct(punct::Position::new(punct::Variant::Basic)),
            GameKind::Boop => AnyGame::Boop(boop::Position::new(boop::Variant::Standard)),
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The text was not the name of a game kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseGameKindError;

impl fmt::Display for ParseGameKindError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("unknown game: expected punct, punct-basic or boop")
    }
}

impl std::error::Error for ParseGameKindError {}

impl FromStr for GameKind {
    type Err = ParseGameKindError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameKind::ALL
            .into_iter()
            .find(|kind| kind.as_str().eq_ignore_ascii_case(s.trim()))
            .ok_or(ParseGameKindError)
    }
}

/// A game of either kind.
#[derive(Clone, Debug)]
pub enum AnyGame {
    Punct(punct::Position),
    Boop(boop::Position),
}

/// Why a move was refused, in either game.
#[derive(Clone, Debug, PartialEq)]
pub enum AnyIllegalMove {
    Punct(punct::IllegalMove),
    Boop(boop::IllegalMove),
}

impl fmt::Display for AnyIllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyIllegalMove::Punct(reason) => reason.fmt(f),
            AnyIllegalMove::Boop(reason) => reason.fmt(f),
        }
    }
}

impl std::error::Error for AnyIllegalMove {}

/// Calls the same method on whichever game is inside.
macro_rules! dispatch {
    ($self:expr, $game:ident => $body:expr) => {
        match $self {
            AnyGame::Punct($game) => $body,
            AnyGame::Boop($game) => $body,
        }
    };
}

impl Rules for AnyGame {
    type Illegal = AnyIllegalMove;

    fn turn(&self) -> Seat {
        dispatch!(self, game => game.turn())
    }

    fn outcome(&self) -> Option<Outcome> {
        dispatch!(self, game => game.outcome())
    }

    fn legal_move_texts(&self) -> Vec<String> {
        dispatch!(self, game => game.legal_move_texts())
    }

    fn play_text(&mut self, text: &str) -> Result<String, AnyIllegalMove> {
        match self {
            AnyGame::Punct(game) => game.play_text(text).map_err(AnyIllegalMove::Punct),
            AnyGame::Boop(game) => game.play_text(text).map_err(AnyIllegalMove::Boop),
        }
    }

    fn undo(&mut self) -> bool {
        dispatch!(self, game => game.undo())
    }

    fn history(&self) -> Vec<String> {
        dispatch!(self, game => game.history())
    }

    fn perft(&self, depth: u32) -> u64 {
        dispatch!(self, game => game.perft(depth))
    }

    fn describe(&self) -> String {
        dispatch!(self, game => game.describe())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_round_trip_through_their_names() {
        for kind in GameKind::ALL {
            assert_eq!(kind.as_str().parse::<GameKind>(), Ok(kind));
        }
        assert_eq!(" BOOP ".parse::<GameKind>(), Ok(GameKind::Boop));
        assert_eq!("chess".parse::<GameKind>(), Err(ParseGameKindError));
    }
}
