//! The computer opponent: a search on the rules engines, at a few strength
//! levels, limited by time and by nodes, the same move for the same seed and
//! node budget.
//!
//! Both games use one search ([`search`]): iterative deepening over
//! alpha-beta with a beam, the moves at each node ordered by the static
//! value of the position they lead to. Each game brings its evaluation and
//! the moves worth searching ([`punct`]: connection distance, moves near the
//! shortest connections; [`boop`]: cats, centre, rows in the making).
//! [`reference`] holds the random and greedy opponents that matches measure
//! the levels against.
//!
//! ```
//! use punctbot::bot::{choose, Level, Limits};
//! use punctbot::games::{GameKind, Rules};
//!
//! let game = "boop".parse::<GameKind>().unwrap().start();
//! let found = choose(&game, Level::Beginner, Limits::nodes(500), 1).unwrap();
//! assert!(game.legal_moves().contains(&found.mv));
//! ```

pub mod analysis;
mod budget;
mod computer;
pub mod matches;
mod mcts;
pub mod reference;
mod search;
mod solve;
mod table;
mod tally;

use std::{fmt, str::FromStr, time::Duration};

pub use budget::Limits;
pub use computer::{Computer, SearchComputer, Tuning};
pub use mcts::Rollout;
pub use search::Searchable;
pub use search::{Found, Progress};
pub use tally::Tally;

use crate::games::{AnyGame, AnyMove, Seat};

/// The root moves a beginner looks at: in PÜNCT a small part of the
/// thousands (and within its 100 ms), in boop. all of them.
const BEGINNER_SAMPLE: usize = 150;

/// The strongest level as it was before the search kept tables (fail-soft,
/// nothing remembered, every odd depth, the evaluation code it had): `classic` in `punctbot match`, so that
/// the strongest level can be measured against it.
const CLASSIC: search::Style = search::Style {
    max_depth: 64,
    noise: 0,
    sample: None,
    replies: None,
    memory: search::Memory::None,
    threats: false,
    skip_odd: false,
    evaluator: search::Evaluator::Classic,
};

/// How strongly the bot plays, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// One ply over a sample of the moves, with noise: plays sensible moves
    /// and misses threats, but never a win in one.
    Beginner,
    /// Two plies, a little noise.
    Intermediate,
    /// As deep as its time allows, no noise.
    Strongest,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Beginner, Level::Intermediate, Level::Strongest];

    /// 1 for the weakest, counting up: the protocol's `level L`.
    #[must_use]
    pub const fn number(self) -> u8 {
        match self {
            Level::Beginner => 1,
            Level::Intermediate => 2,
            Level::Strongest => 3,
        }
    }

    /// The name players choose it by.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Intermediate => "intermediate",
            Level::Strongest => "strongest",
        }
    }

    /// The most time the level takes for a move when nothing tighter is asked.
    #[must_use]
    pub const fn movetime(self) -> Duration {
        Duration::from_millis(match self {
            Level::Beginner => 100,
            Level::Intermediate => 300,
            Level::Strongest => 1000,
        })
    }

    /// How the level searches, weighing `intermediate_replies` replies at
    /// the intermediate level (its game's [`Tuning`]).
    fn style(self, intermediate_replies: Option<usize>) -> search::Style {
        match self {
            Level::Beginner => search::Style {
                max_depth: 1,
                noise: 60,
                sample: Some(BEGINNER_SAMPLE),
                replies: None,
                memory: search::Memory::None,
                threats: false,
                skip_odd: false,
                evaluator: search::Evaluator::Current,
            },
            Level::Intermediate => search::Style {
                max_depth: 2,
                noise: 10,
                sample: None,
                replies: intermediate_replies,
                memory: search::Memory::None,
                threats: false,
                skip_odd: false,
                evaluator: search::Evaluator::Current,
            },
            Level::Strongest => search::Style {
                memory: search::Memory::Tables,
                threats: true,
                skip_odd: true,
                evaluator: search::Evaluator::Current,
                ..CLASSIC
            },
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text is not a level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseLevelError;

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("unknown level: expected 1, 2, 3, beginner, intermediate or strongest")
    }
}

impl std::error::Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;

    /// A level by number (`1`–`3`) or name, in any case.
    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        let s = s.trim();
        Level::ALL
            .into_iter()
            .find(|level| {
                level.name().eq_ignore_ascii_case(s) || s.parse::<u8>() == Ok(level.number())
            })
            .ok_or(ParseLevelError)
    }
}

/// How much sooner than a level's own time its search is told to stop: the
/// node under way when the deadline passes still finishes (up to 12 ms over
/// in PÜNCT at the strongest level, measured over 1,170 moves), and the
/// level's time is a promise.
const OVERRUN: Duration = Duration::from_millis(25);

/// `limits`, or when they set neither time nor nodes, `level`'s own time
/// less the [`OVERRUN`].
fn limits_or_time_of(limits: Limits, level: Level) -> Limits {
    if limits == Limits::default() {
        Limits::movetime(level.movetime().saturating_sub(OVERRUN))
    } else {
        limits
    }
}

/// The bot's move for the side to move at `level` within `limits` (the
/// level's own [`Level::movetime`] when `limits` sets neither time nor
/// nodes); `None` once the game is over, or in a game without a computer
/// opponent. The same `seed` and node limit give the same move.
#[must_use]
pub fn choose(game: &AnyGame, level: Level, limits: Limits, seed: u64) -> Option<Found<AnyMove>> {
    computer_of(game)?.choose(game, level, limits, seed)
}

/// [`choose`], telling `watch` what the search knows after each iteration
/// that chose a move (the protocol's `go … info`).
#[must_use]
pub fn choose_watched(
    game: &AnyGame,
    level: Level,
    limits: Limits,
    seed: u64,
    watch: &mut dyn FnMut(Progress<AnyMove>),
) -> Option<Found<AnyMove>> {
    computer_of(game)?.choose_watched(game, level, limits, seed, watch)
}

/// Whether `seat` stands clearly worse in `game` by the static evaluation
/// (the computer then takes a draw offered); `false` once the game is over.
#[must_use]
pub fn judges_lost(game: &AnyGame, seat: Seat) -> bool {
    computer_of(game).is_some_and(|computer| computer.judges_lost(game, seat))
}

/// The move the Monte Carlo tree search ([`mcts`]) finds for the side to
/// move within `limits` (the strongest level's time when `limits` sets
/// neither), for measuring it against the levels; `None` once the game is
/// over. The same `seed` and node limit give the same move.
#[must_use]
pub fn choose_mcts(game: &AnyGame, limits: Limits, seed: u64) -> Option<Found<AnyMove>> {
    computer_of(game)?.choose_mcts(game, limits, seed)
}

/// The move the strongest level chose before its search kept tables and
/// evaluated faster ([`CLASSIC`]), within `limits` (the strongest level's time when
/// `limits` sets neither); `None` once the game is over.
#[must_use]
pub fn choose_classic(game: &AnyGame, limits: Limits, seed: u64) -> Option<Found<AnyMove>> {
    computer_of(game)?.choose_classic(game, limits, seed)
}

/// The computer opponent of `game`'s game, if it has one.
#[must_use]
pub fn computer_of(game: &AnyGame) -> Option<&'static dyn Computer> {
    game.kind().game().computer()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_read_by_number_and_name() {
        for level in Level::ALL {
            assert_eq!(level.number().to_string().parse(), Ok(level));
            assert_eq!(level.name().to_uppercase().parse(), Ok(level));
        }
        assert_eq!("4".parse::<Level>(), Err(ParseLevelError));
        assert!(Level::Beginner < Level::Strongest);
    }
}
