//! What puzzles tell the player, as typed values (the words layer says
//! them), and the refusals of `/puzzle`.

use crate::{
    games::{GameKind, Seat},
    puzzles::Goal,
};

/// A rating before and after an attempt counted, as shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleRatingShift {
    pub before: String,
    pub after: String,
}

/// A line about a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleMessage {
    /// The puzzle given (its picture attached): who is to move and what
    /// they must do, in how many moves.
    Given {
        kind: GameKind,
        number: u32,
        to_move: Seat,
        goal: Goal,
        /// The own moves still to find (less than the goal's after the
        /// first ones of a longer puzzle).
        moves_left: u32,
        /// The puzzle's rating, as shown.
        rating: String,
    },
    /// A right move of a longer puzzle: the defence's reply, and what is
    /// left to find (the picture shows the position after both).
    Defended {
        kind: GameKind,
        answer: String,
        defence: String,
        moves_left: u32,
    },
    /// The last right move: solved.
    Solved {
        answer: String,
        /// Set when the attempt counted now (it did not if a wrong answer
        /// counted first).
        rating: Option<PuzzleRatingShift>,
    },
    /// A legal move that does not win as fast as the puzzle asks, and the
    /// reply that shows it (`None`: the game simply goes on).
    NotWinning {
        answer: String,
        refutation: Option<String>,
        rating: Option<PuzzleRatingShift>,
    },
    /// A legal move that does not stop the opponent's win, and the win.
    NotBlocking {
        answer: String,
        win: Option<String>,
        rating: Option<PuzzleRatingShift>,
    },
    /// The daily puzzle, posted in a server's puzzle channel.
    Daily {
        kind: GameKind,
        number: u32,
        to_move: Seat,
        goal: Goal,
    },
    /// `/settings puzzles:` answered: the daily puzzle's channel now
    /// (`None`: no daily puzzle).
    ChannelSet { channel: Option<u64> },
}

/// Why `/puzzle` changed nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleRefusal {
    /// No puzzles ship for this kind (`kinds`: those they ship for).
    NoPuzzles {
        kind: GameKind,
        kinds: Vec<GameKind>,
    },
    /// No puzzle of this number.
    NoSuchPuzzle {
        kind: GameKind,
        number: u32,
        count: usize,
    },
    /// Every puzzle of the kind was given to the caller already.
    AllSeen { kind: GameKind, count: usize },
    /// An answer without a puzzle being solved.
    NothingToAnswer,
    /// Neither a game nor an answer given, and no puzzle open.
    SayWhich,
    /// `/settings` given both a channel for the daily puzzle and
    /// `puzzles-off`.
    ChannelAndOff,
}
