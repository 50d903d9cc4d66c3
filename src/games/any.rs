//! [`AnyGame`]: one enum over both games, for the layers above.

use std::{fmt, str::FromStr};

use super::{boop, punct, AnyEffect, AnyMove, Notation, Outcome, Rules, Seat};

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

    /// The deepest perft this kind's engine runs: the depths the engine
    /// protocol always accepts (see the README's "The engine protocol"). Deeper ones
    /// would run for days (PÜNCT has about 5,000 moves a ply), and since
    /// perft recurses once per ply, a bound also keeps it off the end of
    /// the stack.
    #[must_use]
    pub const fn max_perft_depth(self) -> u32 {
        match self {
            GameKind::PunctStandard | GameKind::PunctBasic => 3,
            GameKind::Boop => 6,
        }
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
    /// A move (or a boop placement) of the other game.
    OtherGame,
}

impl fmt::Display for AnyIllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyIllegalMove::Punct(reason) => reason.fmt(f),
            AnyIllegalMove::Boop(reason) => reason.fmt(f),
            AnyIllegalMove::OtherGame => f.write_str("that is a move of the other game"),
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

impl AnyGame {
    /// Step one of a boop turn in two steps: what the mover may choose from
    /// after `placement` (see [`boop::Position::options_after`]).
    ///
    /// # Errors
    /// The placement is illegal, or this is not a boop game.
    pub fn options_after(
        &self,
        placement: boop::Placement,
    ) -> Result<boop::Options, AnyIllegalMove> {
        match self {
            AnyGame::Boop(game) => game.options_after(placement).map_err(AnyIllegalMove::Boop),
            AnyGame::Punct(_) => Err(AnyIllegalMove::OtherGame),
        }
    }

    /// What `mv` would do if played now (see [`punct::Position::effect`]
    /// and [`boop::Position::effect`]).
    ///
    /// # Errors
    /// The move is illegal here, or a move of the other game.
    pub fn effect(&self, mv: AnyMove) -> Result<AnyEffect, AnyIllegalMove> {
        match (self, mv) {
            (AnyGame::Punct(game), AnyMove::Punct(m)) => game
                .effect(m)
                .map(AnyEffect::Punct)
                .map_err(AnyIllegalMove::Punct),
            (AnyGame::Boop(game), AnyMove::Boop(turn)) => game
                .effect(turn)
                .map(AnyEffect::Boop)
                .map_err(AnyIllegalMove::Boop),
            _ => Err(AnyIllegalMove::OtherGame),
        }
    }
}

impl Rules for AnyGame {
    type Move = AnyMove;
    type Illegal = AnyIllegalMove;

    fn turn(&self) -> Seat {
        dispatch!(self, game => game.turn())
    }

    fn outcome(&self) -> Option<Outcome> {
        dispatch!(self, game => game.outcome())
    }

    fn for_each_legal_move(&self, mut each: impl FnMut(AnyMove)) {
        match self {
            AnyGame::Punct(game) => game.for_each_legal_move(|m| each(AnyMove::Punct(m))),
            AnyGame::Boop(game) => game.for_each_legal_move(|turn| each(AnyMove::Boop(turn))),
        }
    }

    fn legal_moves(&self) -> Vec<AnyMove> {
        // PÜNCT's start has ~5,000 moves: one allocation, not a dozen.
        let mut moves = Vec::with_capacity(match self {
            AnyGame::Punct(_) => 8192,
            AnyGame::Boop(_) => 256,
        });
        self.for_each_legal_move(|m| moves.push(m));
        moves
    }

    fn legal_notations(&self) -> Vec<Notation> {
        dispatch!(self, game => game.legal_notations())
    }

    fn parse_move(&self, text: &str) -> Result<AnyMove, AnyIllegalMove> {
        match self {
            AnyGame::Punct(game) => game
                .parse_move(text)
                .map(AnyMove::Punct)
                .map_err(AnyIllegalMove::Punct),
            AnyGame::Boop(game) => game
                .parse_move(text)
                .map(AnyMove::Boop)
                .map_err(AnyIllegalMove::Boop),
        }
    }

    fn play(&mut self, mv: AnyMove) -> Result<(), AnyIllegalMove> {
        match (self, mv) {
            (AnyGame::Punct(game), AnyMove::Punct(m)) => {
                game.play(m).map_err(AnyIllegalMove::Punct)
            }
            (AnyGame::Boop(game), AnyMove::Boop(turn)) => {
                game.play(turn).map_err(AnyIllegalMove::Boop)
            }
            _ => Err(AnyIllegalMove::OtherGame),
        }
    }

    fn undo(&mut self) -> bool {
        dispatch!(self, game => game.undo())
    }

    fn ply(&self) -> usize {
        dispatch!(self, game => game.ply())
    }

    fn last_move(&self) -> Option<AnyMove> {
        match self {
            AnyGame::Punct(game) => Rules::last_move(game).map(AnyMove::Punct),
            AnyGame::Boop(game) => Rules::last_move(game).map(AnyMove::Boop),
        }
    }

    fn history(&self) -> Vec<AnyMove> {
        match self {
            AnyGame::Punct(game) => game.moves_played().map(AnyMove::Punct).collect(),
            AnyGame::Boop(game) => game.history().into_iter().map(AnyMove::Boop).collect(),
        }
    }

    fn perft(&self, depth: u32) -> u64 {
        dispatch!(self, game => game.perft(depth))
    }

    fn describe(&self) -> String {
        dispatch!(self, game => game.describe())
    }

    fn play_text(&mut self, text: &str) -> Result<String, AnyIllegalMove> {
        match self {
            AnyGame::Punct(game) => game.play_text(text).map_err(AnyIllegalMove::Punct),
            AnyGame::Boop(game) => game.play_text(text).map_err(AnyIllegalMove::Boop),
        }
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

    #[test]
    fn a_move_of_the_other_game_is_refused() {
        let mut punct = GameKind::PunctStandard.start();
        let kitten = GameKind::Boop.parse_move("Kc3").unwrap();
        assert_eq!(punct.play(kitten), Err(AnyIllegalMove::OtherGame));
        let AnyMove::Boop(turn) = kitten else {
            panic!("a boop turn")
        };
        assert_eq!(
            punct.options_after(turn.placement),
            Err(AnyIllegalMove::OtherGame)
        );
        assert_eq!(punct.ply(), 0);
    }

    #[test]
    fn ply_and_last_move_follow_the_history() {
        for kind in GameKind::ALL {
            let mut game = kind.start();
            assert_eq!((game.ply(), game.last_move()), (0, None));
            for _ in 0..12 {
                let Some(&mv) = game.legal_moves().first() else {
                    break;
                };
                game.play(mv).unwrap();
                assert_eq!(game.ply(), game.history().len());
                assert_eq!(game.last_move(), game.history().last().copied());
                assert_eq!(game.last_move(), Some(mv));
            }
            assert!(game.undo());
            assert_eq!(game.ply(), game.history().len());
            assert_eq!(game.last_move(), game.history().last().copied());
        }
    }
}
