//! Why a request was refused. A refusal changes nothing (the game and the
//! database are exactly as before); the Discord layer shows it to the caller
//! only. The words are in the words layer (`crate::words`).

use std::fmt;

use super::clock_plan::ScheduleError;
use crate::{games::AnyIllegalMove, games::GameKind, store::StoreError};

/// A request the rules of the house do not allow.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// A tournament command that changed nothing.
    Tournament(super::tournament_news::TournamentRefusal),
    /// The course (`/learn`) refused a move or a lesson (boxed: its
    /// reason and hint make it the largest refusal).
    Lesson(Box<super::lesson_news::LessonRefusal>),
    /// A `/puzzle` that changed nothing.
    Puzzle(super::puzzle_news::PuzzleRefusal),
    /// No active game in this channel.
    NoGame,
    /// No game has this number on this server.
    NoSuchGame {
        number: u32,
    },
    /// The game has no such ply.
    NoSuchPly {
        number: u32,
        plies: u32,
    },
    /// Making the replay failed (a bug: the stored game is corrupt).
    ReplayFailed {
        reason: String,
    },
    /// `/analysis` without a game, and the caller has no finished game
    /// on this server.
    NothingToAnalyse,
    /// `/analysis` of a game still being played.
    AnalysisOfGameOn {
        number: u32,
    },
    /// `/analysis` of an aborted game: it has no result to learn from.
    AnalysisOfAbortedGame {
        number: u32,
    },
    /// Another analysis of this server is under way.
    AnalysisBusy,
    /// The analysis could not be made (a bug: the stored game does not
    /// replay, or the search failed).
    AnalysisFailed,
    /// No open challenge in this channel.
    NoChallenge,
    /// A challenge while a game is on in this channel.
    ChannelHasGame,
    /// A challenge while another challenge waits in this channel.
    ChannelHasChallenge,
    ChallengeYourself,
    /// Accepting or declining one's own challenge.
    OwnChallenge,
    /// The challenge is addressed to someone else.
    NotChallenged {
        opponent: String,
    },
    /// Only the challenger may cancel.
    NotChallenger {
        challenger: String,
    },
    /// The challenge behind a button is no longer open.
    ChallengeGone,
    /// The challenge waited a day without an answer.
    ChallengeExpired,
    /// A rated challenge without a move clock.
    RatedNeedsClock,
    /// A rated challenge to the computer: its games stay off the ladder.
    ComputerUnrated,
    /// A level given in a challenge to a person.
    LevelForComputerOnly,
    /// Days per move other than 1, 2, 3 or 7.
    BadDaysPerMove {
        days: u8,
    },
    /// Only members who may manage the server may change its settings.
    ManageServerOnly,
    /// A language setting naming no language the bot speaks.
    UnknownLanguage {
        given: String,
    },
    /// Something that belongs to a server (its settings, vacations, game
    /// lists) asked for in a direct message.
    ServerOnly,
    /// A reminder setting that does not parse.
    BadReminderSchedule {
        schedule: String,
        problem: ScheduleError,
    },
    /// The caller does not play in this game.
    NotAPlayer,
    NotYourTurn {
        to_move: String,
    },
    EmptyMove,
    /// The engine refused the move (malformed or against the rules).
    IllegalMove {
        kind: GameKind,
        notation: String,
        reason: AnyIllegalMove,
    },
    /// A boop placement waits for its choice: only a choice may follow.
    ChoiceAwaited {
        placement: String,
        options: Vec<String>,
    },
    /// A choice with no placement waiting.
    NoChoiceAwaited,
    UnknownChoice {
        placement: String,
        choice: String,
        options: Vec<String>,
    },
    DrawAlreadyOffered,
    NoDrawOffer,
    /// Answering one's own offer or request.
    OwnOffer,
    /// Only one's own last move can be taken back, before the reply.
    NothingToTakeBack,
    TakebackAlreadyRequested,
    NoTakebackRequest,
    /// A player may abort only before both have moved.
    TooLateToAbort,
    /// A game with a clock ends on time, not by a claim.
    ClaimWithClock,
    /// Only the opponent of the idle player to move may claim.
    ClaimOnYourTurn,
    /// The player to move has not been idle long enough yet.
    ClaimTooEarly {
        /// When the claim becomes possible.
        claimable_at: i64,
    },
    /// The button was made for an older position.
    StaleBoard,
    /// A previewed move's Confirm, pressed after the game changed (a move,
    /// a takeback, a withdrawn placement): the preview shows a position
    /// that is no longer the game's.
    StalePreview,
    /// The game behind a button is over.
    GameOver,
    /// The button names a game of another channel (a forged `custom_id`).
    NotThisChannelsGame,
    /// The button names a challenge of another channel, or none at all (a
    /// forged `custom_id`).
    NotThisChannelsChallenge,
    /// A text option longer than any move, cell or setting can be.
    TextTooLong {
        max: usize,
    },
    /// Peeking exists only in PÜNCT.
    PeekNotInThisGame,
    /// A cell that is not on the board (`/peek`, `/moves`).
    NotACell {
        given: String,
    },
    /// Nothing lies on the cell to lift (`/peek`).
    NothingToLift {
        cell: String,
    },
    /// No piece of the caller's can move with its PÜNCT from this cell
    /// (`/moves cell:`).
    NoMovesFrom {
        cell: String,
    },
    /// A vacation of no days, or of more than the allowance has left.
    VacationLength {
        asked: u32,
        /// Days left this (UTC) year.
        left: i64,
    },
    AlreadyOnVacation {
        until: i64,
    },
    NotOnVacation,
    /// Conditional moves answer the opponent's move: the caller is to move.
    PremoveOnYourTurn,
    /// A line of conditional moves is the opponent's move and the answer,
    /// in pairs: `moves` were given.
    PremoveShape {
        moves: usize,
    },
    /// Move `number` (from 1) of a line cannot be played where it stands.
    PremoveIllegal {
        kind: GameKind,
        number: usize,
        notation: String,
        reason: AnyIllegalMove,
    },
    /// Move `number` of a line is a placement that needs a choice: it must
    /// be written whole (one of `options`).
    PremoveNeedsChoice {
        number: usize,
        notation: String,
        options: Vec<String>,
    },
    /// The caller's tree already answers `answered` with `reply`.
    PremoveConflict {
        answered: String,
        reply: String,
    },
    /// The caller's tree has `max` lines already.
    PremoveTreeFull {
        max: usize,
    },
}

/// Why a request produced no reply: a refusal, or a broken database.
#[derive(Debug)]
pub enum Failure {
    Refused(Refusal),
    Store(StoreError),
}

impl Failure {
    /// The refusal, if this is one.
    #[must_use]
    pub fn refusal(&self) -> Option<&Refusal> {
        match self {
            Failure::Refused(refusal) => Some(refusal),
            Failure::Store(_) => None,
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Refused(refusal) => refusal.fmt(f),
            Failure::Store(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for Failure {}

impl From<Refusal> for Failure {
    fn from(refusal: Refusal) -> Self {
        Failure::Refused(refusal)
    }
}

impl From<StoreError> for Failure {
    fn from(error: StoreError) -> Self {
        Failure::Store(error)
    }
}
