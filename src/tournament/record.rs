//! What a tournament is made of: its players, the pairings of a round and
//! the results that come back. Plain data, so that the store can keep it
//! and the pairing and standings functions can read it.

use std::fmt;

/// A player, as the caller names them (a Discord user id, say). The id is
/// also the last tie-break and the last word of every ordering, so that two
/// processes given the same tournament always agree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PlayerId(pub u64);

/// A player in a tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Player {
    pub id: PlayerId,
    /// The rating the tournament seeds and breaks ties by, in whole points
    /// (the ladder's rating rounded: whole numbers keep every comparison
    /// exact on every machine).
    pub rating: i32,
    /// Withdrew: never paired again; their games so far still count.
    pub withdrawn: bool,
}

/// The result of one board of a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// The player who moved first won.
    FirstWon,
    /// The player who moved second won.
    SecondWon,
    Draw,
    /// Not played: the first player forfeited (did not show, withdrew,
    /// left the server); the second scores the point.
    FirstForfeited,
    /// Not played: the second player forfeited; the first scores the point.
    SecondForfeited,
    /// Not played, and neither scores.
    BothForfeited,
}

impl GameResult {
    /// The half-points each player scores: (first, second).
    #[must_use]
    pub fn halves(self) -> (u32, u32) {
        match self {
            GameResult::FirstWon | GameResult::SecondForfeited => (2, 0),
            GameResult::SecondWon | GameResult::FirstForfeited => (0, 2),
            GameResult::Draw => (1, 1),
            GameResult::BothForfeited => (0, 0),
        }
    }

    /// Whether the game was played over the board. Only played games count
    /// for colours and take part in the Sonneborn-Berger and Buchholz sums
    /// as games; a forfeit counts as an unplayed round (see
    /// [`standings`](super::standings)).
    #[must_use]
    pub fn was_played(self) -> bool {
        matches!(
            self,
            GameResult::FirstWon | GameResult::SecondWon | GameResult::Draw
        )
    }
}

/// Who meets whom on one board, and who moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    pub first: PlayerId,
    pub second: PlayerId,
}

/// The pairings of one round: boards in order (board 1 first), and the
/// player with the bye, if any (a bye scores one point).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pairings {
    pub boards: Vec<Board>,
    pub bye: Option<PlayerId>,
}

/// A board with its result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    pub first: PlayerId,
    pub second: PlayerId,
    pub result: GameResult,
}

/// A finished round: every board's result, and the bye.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Round {
    pub games: Vec<Game>,
    pub bye: Option<PlayerId>,
}

impl Pairings {
    /// The round these pairings make once every board has its result.
    #[must_use]
    pub fn with_results(&self, mut result: impl FnMut(Board) -> GameResult) -> Round {
        Round {
            games: self
                .boards
                .iter()
                .map(|&board| Game {
                    first: board.first,
                    second: board.second,
                    result: result(board),
                })
                .collect(),
            bye: self.bye,
        }
    }
}

/// A score, kept in quarter points so that every tie-break (Sonneborn-Berger
/// multiplies half points by half points) is exact. Shown as a decimal:
/// `3`, `2.5`, `6.75`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Points {
    quarters: u32,
}

impl Points {
    pub const ZERO: Points = Points { quarters: 0 };

    #[must_use]
    pub const fn from_halves(halves: u32) -> Points {
        Points {
            quarters: halves * 2,
        }
    }

    #[must_use]
    pub const fn from_quarters(quarters: u32) -> Points {
        Points { quarters }
    }

    #[must_use]
    pub const fn quarters(self) -> u32 {
        self.quarters
    }
}

impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = self.quarters / 4;
        match self.quarters % 4 {
            0 => write!(f, "{whole}"),
            1 => write!(f, "{whole}.25"),
            2 => write!(f, "{whole}.5"),
            _ => write!(f, "{whole}.75"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_are_shown_as_decimals() {
        let shown: Vec<String> = [0, 1, 2, 3, 4, 10, 27]
            .map(|quarters| Points::from_quarters(quarters).to_string())
            .into();
        assert_eq!(shown, ["0", "0.25", "0.5", "0.75", "1", "2.5", "6.75"]);
    }
}
