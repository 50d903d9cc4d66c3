//! What tournaments tell the players, as typed values (the words layer
//! says them), and the refusals of tournament commands. Apart from the
//! tournaments' module, which uses them: messages and refusals hold them.

use crate::{
    games::GameKind,
    store::{BoardResult, Format},
};

/// A player as a message names them: user id (for a mention) and name.
type Named = (u64, String);

/// A tournament's announcement, or a line answering a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentMessage {
    /// The signup message (under it: Join and Leave).
    Signup {
        number: u32,
        kind: GameKind,
        format: Format,
        /// `None`: a Swiss's default, fixed at the start.
        rounds: Option<u32>,
        days: u8,
        rated: bool,
        starts_at: Option<i64>,
        max: Option<u32>,
        players: Vec<String>,
    },
    /// The answer to `/tournament create` (the signup message follows).
    Created {
        number: u32,
    },
    /// The answer to `/tournament start` (the pairings follow).
    Started {
        number: u32,
        players: usize,
    },
    Joined {
        number: u32,
        name: String,
        players: usize,
    },
    Left {
        number: u32,
        name: String,
        players: usize,
    },
    /// A round's boards, and when unfinished games are adjudicated.
    Pairings {
        number: u32,
        round: u32,
        rounds: u32,
        boards: Vec<PairingLine>,
        bye: Option<Named>,
        deadline_at: i64,
    },
    /// A round's results (the standings picture follows).
    Results {
        number: u32,
        round: u32,
        rounds: u32,
        boards: Vec<ResultLine>,
    },
    /// The line above the standings picture.
    Standings {
        number: u32,
        round: u32,
        rounds: u32,
    },
    Winner {
        number: u32,
        winner: Named,
    },
    Withdrew {
        number: u32,
        name: String,
    },
    Cancelled {
        number: u32,
    },
    /// The tournament has not paired a round yet.
    NotStarted {
        number: u32,
    },
}

/// A board of a round's pairings: the first player moves first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairingLine {
    pub board: u32,
    pub first: Named,
    pub second: Named,
    /// The game's number on the server, once it is open.
    pub game: Option<u32>,
}

/// A board of a round with its result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultLine {
    pub board: u32,
    pub first: String,
    pub second: String,
    pub result: BoardResult,
}

/// Why a tournament command changed nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentRefusal {
    /// The server has no tournament that is not over.
    NoTournament,
    NoSuchTournament {
        number: u32,
    },
    /// Joining or leaving after the signups closed.
    SignupsClosed {
        number: u32,
    },
    AlreadyJoined {
        number: u32,
    },
    NotJoined {
        number: u32,
    },
    Full {
        number: u32,
        max: u32,
    },
    /// Starting, cancelling: the organiser or Manage Server only.
    NotOrganiser,
    /// Starting with fewer than two players.
    TooFewPlayers {
        players: usize,
    },
    /// A Swiss's rounds outside 1..=20, or a round-robin's cycles not 1 or 2.
    BadRounds {
        format: Format,
        rounds: u32,
    },
    /// `starts:` that is not a duration like `2d` or `1d12h`.
    BadStarts {
        given: String,
    },
    /// A most players below 2.
    BadMax {
        max: u32,
    },
    /// Withdrawing from a tournament not running.
    NotRunning {
        number: u32,
    },
    /// Already withdrawn.
    AlreadyWithdrawn {
        number: u32,
    },
    /// Already over (finished or cancelled).
    Over {
        number: u32,
    },
    NoSuchRound {
        number: u32,
        round: u32,
        paired: u32,
    },
}
