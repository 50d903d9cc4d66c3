//! How a finished game ended, as its final picture shows it: no "to move"
//! badge, the winner's card marked, and the result in the caller's words.
//!
//! Plain data, independent of the store: the manager maps its own record of
//! the end to an [`Ending`] and words the lines in the reader's language, so
//! that this module holds no sentences.

use super::{canvas::Colour, palette};
use crate::games::{Outcome, Rules, Seat};

/// Why a game is over: the rules ended it, or the players (or a clock) did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// The rules ended it; the position says how (a connection, the centre
    /// count, a row of cats, …) and the picture marks it.
    Rules,
    /// The player in seat `by` resigned.
    Resignation { by: Seat },
    /// The clock of the player in seat `loser` ran out.
    Time { loser: Seat },
    /// Both players agreed to a draw.
    Agreement,
    /// Called off without a result.
    Aborted,
    /// The player in seat `by` left the game idle and the opponent claimed it.
    Abandonment { by: Seat },
}

impl Ending {
    /// The winner, if any; for a rules ending the position tells.
    #[must_use]
    pub fn winner(self, game: &impl Rules) -> Option<Seat> {
        match self {
            Ending::Rules => game.outcome().and_then(Outcome::winner),
            Ending::Resignation { by } | Ending::Abandonment { by } => Some(by.other()),
            Ending::Time { loser } => Some(loser.other()),
            Ending::Agreement | Ending::Aborted => None,
        }
    }
}

/// What the final picture shows instead of whose turn it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finish {
    /// How the game ended.
    pub ending: Ending,
    /// The result and its reason, one line each, already worded by the
    /// caller (e.g. "Bob wins" and "Alice resigned"); the first line is
    /// drawn in the colour of a result. Empty: a rules ending is worded as
    /// the board picture words it, any other ending shows no lines.
    pub lines: Vec<String>,
}

impl Finish {
    /// A rules ending worded as the board picture words it.
    #[must_use]
    pub fn rules() -> Finish {
        Finish {
            ending: Ending::Rules,
            lines: Vec::new(),
        }
    }
}

/// How a player's card in the panel is marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Badge {
    None,
    /// The player to move (a stripe and a tag).
    ToMove,
    /// The winner of a finished game (a stripe and a star).
    Winner,
}

/// What the panel says about the state of the game, for both games alike.
pub struct Status {
    /// Whose turn it is, while the game goes on.
    pub to_move: Option<Seat>,
    /// The winner, once the game is over.
    pub winner: Option<Seat>,
    /// The caller's lines about the end, coloured; `None` when the picture
    /// words the state itself.
    worded: Option<Vec<(String, Colour)>>,
    /// Whether the rules ended the game (the position can word its end).
    by_rules: bool,
}

impl Status {
    /// The state of `game`, finished by `finish` if given.
    pub fn of(game: &impl Rules, finish: Option<&Finish>) -> Status {
        let over = finish.is_some() || game.outcome().is_some();
        let ending = finish.map_or(Ending::Rules, |finish| finish.ending);
        let worded = finish
            .filter(|finish| !finish.lines.is_empty())
            .map(|finish| {
                finish
                    .lines
                    .iter()
                    .enumerate()
                    .map(|(index, line)| {
                        let colour = if index == 0 {
                            palette::WIN
                        } else {
                            palette::TEXT
                        };
                        (line.clone(), colour)
                    })
                    .collect()
            });
        Status {
            to_move: (!over).then(|| game.turn()),
            winner: if over { ending.winner(game) } else { None },
            worded,
            by_rules: game.outcome().is_some(),
        }
    }

    /// The lines under the cards: the caller's words for the end, or else
    /// the picture's own (`own`: the turn or the result), but nothing when
    /// the players ended a game the rules had not (its position would say
    /// whose turn it is) and the caller chose no words.
    pub fn lines(&self, own: impl FnOnce() -> Vec<(String, Colour)>) -> Vec<(String, Colour)> {
        match &self.worded {
            Some(worded) => worded.clone(),
            None if self.is_over() && !self.by_rules => Vec::new(),
            None => own(),
        }
    }

    /// The badge of `seat`'s card.
    pub fn badge(&self, seat: Seat) -> Badge {
        if self.to_move == Some(seat) {
            Badge::ToMove
        } else if self.winner == Some(seat) {
            Badge::Winner
        } else {
            Badge::None
        }
    }

    /// Whether the game is over (the picture words no turn).
    pub fn is_over(&self) -> bool {
        self.to_move.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::random_game;

    #[test]
    fn each_ending_names_its_winner() {
        let game = crate::games::boop::STANDARD.start();
        let cases = [
            (Ending::Rules, None),
            (Ending::Resignation { by: Seat::First }, Some(Seat::Second)),
            (
                Ending::Time {
                    loser: Seat::Second,
                },
                Some(Seat::First),
            ),
            (Ending::Agreement, None),
            (Ending::Aborted, None),
            (Ending::Abandonment { by: Seat::Second }, Some(Seat::First)),
        ];
        for (ending, winner) in cases {
            assert_eq!(ending.winner(&game), winner, "{ending:?}");
        }
    }

    #[test]
    fn a_finished_game_has_no_player_to_move() {
        let game = random_game(crate::games::punct::STANDARD, 10, 1);
        let going = Status::of(&game, None);
        assert_eq!(going.badge(game.turn()), Badge::ToMove);
        assert!(!going.is_over());
        assert_eq!(
            going
                .lines(|| vec![("own".to_owned(), palette::TEXT)])
                .len(),
            1
        );
        let finish = Finish {
            ending: Ending::Time { loser: game.turn() },
            lines: vec!["Bob wins".to_owned(), "on time".to_owned()],
        };
        let over = Status::of(&game, Some(&finish));
        assert!(over.is_over());
        assert_eq!(over.badge(game.turn()), Badge::None);
        assert_eq!(over.badge(game.turn().other()), Badge::Winner);
        let lines = over.lines(|| unreachable!("the caller worded the end"));
        assert_eq!(lines[0], ("Bob wins".to_owned(), palette::WIN));
        assert_eq!(lines[1].0, "on time");
        let silent = Finish {
            ending: Ending::Aborted,
            lines: Vec::new(),
        };
        let silent = Status::of(&game, Some(&silent));
        assert!(silent.lines(|| unreachable!("no turn to word")).is_empty());
    }
}
