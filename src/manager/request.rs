//! What a caller asks of the manager.

use crate::{
    bot::Level,
    games::GameKind,
    store::{ChallengeId, FirstMover, Format, GameId},
};

/// The language of the interaction (a Discord locale such as `en-US` or
/// `de`), passed through to the message catalogue.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Locale(pub String);

impl Locale {
    /// English.
    #[must_use]
    pub fn en() -> Self {
        Locale("en-US".to_owned())
    }
}

/// A language setting: one the bot speaks, or whatever Discord says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LanguageChoice {
    /// The client's locale (a player's own), or the server's preferred
    /// locale (a server's).
    FromDiscord,
    /// A language of the catalogue, by its tag (`ru`, `zh-CN`, …).
    Speak(String),
}

/// Who asks, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caller {
    /// `None` in direct messages.
    pub guild: Option<u64>,
    /// The channel or thread (a thread is a channel).
    pub channel: u64,
    pub user: u64,
    /// The name shown for the user in this server.
    pub name: String,
    /// Whether the user may moderate this channel (may abort any game):
    /// on Discord, Manage Messages.
    pub moderator: bool,
    /// Whether the user may change this server's settings (its
    /// reminders): on Discord, Manage Server.
    pub manages_server: bool,
    /// The caller's own language: answers only they see, autocomplete,
    /// their direct messages. The front end gives their client's locale;
    /// the manager puts their `/settings language:` in its place.
    pub locale: Locale,
    /// The language of what everyone in the channel reads. The front end
    /// gives the server's preferred locale (outside a server, the caller's
    /// own); the manager puts the server's `/language` in its place.
    pub channel_locale: Locale,
}

/// A player named in a request: user id and display name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub id: u64,
    pub name: String,
}

/// The longest text option accepted (characters): a move, a cell or a
/// reminder setting is a few dozen at most. Discord is told at registration
/// (`max_length`), and the manager refuses longer text before any work,
/// whatever front end it came through.
pub const MAX_TEXT_CHARS: usize = 100;

/// What the caller wants.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Challenges `opponent` (anyone but the caller when `None`).
    Challenge {
        opponent: Option<Player>,
        kind: GameKind,
        rated: bool,
        first: FirstMover,
        /// Days each player has for a move: 1, 2, 3 or 7; `None`: no clock
        /// (casual games only: a rated game must end).
        days: Option<u8>,
        /// Set when the caller's channel is a thread just opened for this
        /// challenge: the channel it hangs from. The thread is archived a
        /// day after the game (or the challenge, if no game comes of it)
        /// ends.
        parent: Option<u64>,
        /// How strongly the computer plays, when `opponent` is the
        /// computer (see [`Manager::set_computer`](super::Manager::set_computer));
        /// `None`: the beginner. Refused for a person.
        level: Option<Level>,
    },
    /// Accepts the channel's challenge (the challenged player, or anyone but
    /// the challenger for an open challenge).
    Accept,
    /// Declines the channel's challenge (same people as [`Action::Accept`]).
    Decline,
    /// Withdraws the channel's challenge (the challenger).
    Cancel,
    /// Plays a move in canonical notation (leniently parsed). A boop
    /// placement alone (`Kc1`) that needs a choice is stored and answered
    /// with the options; a whole turn (`Kc1/Ga1-c1`) is played at once.
    Move {
        notation: String,
    },
    /// Plays a move the caller saw previewed (with `/settings confirm`
    /// on): the preview was made at game version `version`, and is refused
    /// as stale if the game has changed since.
    ConfirmMove {
        notation: String,
        version: i64,
    },
    /// Drops a previewed move: nothing is stored, the caller is still to
    /// move.
    CancelMove,
    /// Completes a stored boop placement with one of the listed options
    /// (`Ga1-c1`, `Le5`, or its number in the list: `2`).
    Choose {
        option: String,
    },
    /// Withdraws the caller's boop placement waiting for its choice, as if
    /// it had not been made.
    Withdraw,
    /// Resigns; with `confirmed: false` the reply only asks "really?".
    Resign {
        confirmed: bool,
    },
    /// Offers a draw, or accepts the opponent's open offer.
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    /// Asks to take back the caller's own last move.
    RequestTakeback,
    AcceptTakeback,
    DeclineTakeback,
    /// Ends the game with no result (either player before both have moved;
    /// a moderator at any time).
    Abort,
    /// Claims a game without a clock whose player to move has not moved for
    /// [`super::abandon::CLAIM_AFTER_MS`]: a win by abandonment, or with
    /// `abort` no result.
    Claim {
        abort: bool,
    },
    /// Sets when this server reminds the player to move (moderators):
    /// `half,12h,1h`, `24h,1h`, `off`, … (see
    /// [`super::clock_plan::ReminderSchedule`]).
    SetReminders {
        schedule: String,
    },
    /// Shows a board: with neither field, the position of the channel's
    /// game again (its latest game's end, once over); else game `game` of
    /// the server (default: the channel's) after `ply` plies (default: all).
    Board {
        game: Option<u32>,
        ply: Option<u32>,
    },
    /// The moves of game `game` of the server (default: the channel's
    /// current or latest game), numbered; the whole record as a file when
    /// too long for a message.
    History {
        game: Option<u32>,
    },
    /// An animated replay of game `game` (default: the channel's current or
    /// latest game).
    Replay {
        game: Option<u32>,
    },
    /// The analysis of finished game `game` of the server (default: the
    /// caller's latest finished game in this channel, else on the server).
    Analysis {
        game: Option<u32>,
    },
    /// The caller's legal moves that match what they typed (autocomplete):
    /// at most 25, the most useful first.
    LegalMoves {
        prefix: String,
    },
    /// The legal moves of the caller's open puzzle that match what they
    /// typed (`/puzzle answer:` autocomplete), as [`Action::LegalMoves`]
    /// offers a game's.
    PuzzleMoves {
        prefix: String,
    },
    /// A PÜNCT picture of where the caller's piece whose PÜNCT is on `cell`
    /// may go (the caller must be to move).
    Destinations {
        cell: String,
    },
    /// A PÜNCT picture with the top piece at `cell` lifted off (`None`:
    /// only explains how to ask).
    Peek {
        cell: Option<String>,
    },
    /// `Some(n)`: starts a vacation of `n` days now on this server, pausing
    /// the caller's clocks here; `None`: tells the caller whether they are
    /// on vacation and how many days of the yearly allowance are left.
    Vacation {
        days: Option<u32>,
    },
    /// Ends the caller's vacation on this server early.
    CancelVacation,
    /// Turns "your turn" direct messages on or off (on every server).
    Notices {
        on: bool,
    },
    /// The caller's own settings, the same on every server; with neither
    /// field, shows them. `confirm`: with it on, `/move` shows the position
    /// after the move with Confirm and Cancel, and the move counts only
    /// once confirmed. `language`: the language of what only they read.
    /// `web`: whether the server's web pages are public (members who may
    /// manage the server; the one setting of the server's own here).
    Settings {
        confirm: Option<bool>,
        language: Option<LanguageChoice>,
        web: Option<bool>,
        /// The channel the server's daily puzzle is posted in from now
        /// on: members who may manage the server.
        puzzle_channel: Option<u64>,
        /// No daily puzzle on the server any more (the same right; not
        /// with `puzzle_channel`).
        puzzles_off: bool,
    },
    /// Sets the language of the server's public messages (members who may
    /// manage the server).
    ServerLanguage {
        language: LanguageChoice,
    },
    /// The active games of `user` (`None`: the caller) on this server, or
    /// with `finished` their finished games, newest first.
    Games {
        user: Option<Player>,
        finished: bool,
    },
    /// One page (from 1; 0 and pages past the end show the nearest page
    /// there is) of this server's ladder in `kind`.
    Leaderboard {
        kind: GameKind,
        page: u32,
    },
    /// A player's stats on this server (`None`: the caller's own).
    Stats {
        user: Option<Player>,
    },
    /// Adds a line of conditional moves to the caller's tree in the
    /// channel's game: the opponent's move, the caller's answer, and so on,
    /// in canonical notation separated by spaces.
    Premove {
        line: String,
    },
    /// Shows the caller's conditional moves (to the caller alone).
    PremoveList,
    /// Removes the caller's conditional moves.
    PremoveClear,
    /// Something about a tournament of this server.
    Tournament(TournamentAction),
    /// The course of the game named `game` (`punct`): lesson `lesson`, or
    /// (`None`) the one open, else the next not done. Without a game: the
    /// caller's progress in every course. Answered to the caller alone.
    Learn {
        game: Option<String>,
        lesson: Option<u32>,
    },
    /// `/puzzle`: with `answer`, an answer to the caller's open puzzle;
    /// else with `kind`, a new puzzle of that game (puzzle `number` if
    /// given); with neither, the open puzzle shown again.
    Puzzle {
        kind: Option<GameKind>,
        number: Option<u32>,
        answer: Option<String>,
    },
}

/// What a caller asks of a tournament. `tournament: None` names the
/// server's newest tournament that is not over (or, for the standings and
/// pairings, the newest of all).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentAction {
    /// A new tournament taking signups in the caller's channel (Manage
    /// Server).
    Create(TournamentTerms),
    Join {
        tournament: Option<u32>,
    },
    /// Off the list before the start.
    Leave {
        tournament: Option<u32>,
    },
    /// The first round now (the organiser, or Manage Server).
    Start {
        tournament: Option<u32>,
    },
    Standings {
        tournament: Option<u32>,
    },
    /// A round's boards (`None`: the round being played).
    Pairings {
        tournament: Option<u32>,
        round: Option<u32>,
    },
    /// Out of a running tournament: the game on is forfeited, no more
    /// pairings.
    Withdraw {
        tournament: Option<u32>,
    },
    /// The organiser, or Manage Server.
    Cancel {
        tournament: Option<u32>,
    },
}

/// The settings of a new tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentTerms {
    pub kind: GameKind,
    pub format: Format,
    /// A Swiss's rounds (`None`: ⌈log₂ N⌉ + 1); a round-robin's cycles
    /// (1 or 2: each pair meets once, or twice with colours swapped).
    pub rounds: Option<u32>,
    /// Days per move of every game: 1, 2, 3 or 7.
    pub days: u8,
    pub rated: bool,
    /// The start, this long from now (`2d`, `12h`, `1d12h`); `None`: when
    /// the organiser says.
    pub starts: Option<String>,
    /// The most players.
    pub max: Option<u32>,
}

impl Action {
    /// The action's name in logs and metrics (`move`, `board`, …): one
    /// fixed word per kind of action, whatever its options.
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            Action::Challenge { .. } => "challenge",
            Action::Accept => "accept",
            Action::Decline => "decline",
            Action::Cancel => "cancel",
            Action::Move { .. } => "move",
            Action::ConfirmMove { .. } => "confirm_move",
            Action::CancelMove => "cancel_move",
            Action::Choose { .. } => "choose",
            Action::Withdraw => "withdraw",
            Action::Resign { .. } => "resign",
            Action::OfferDraw => "offer_draw",
            Action::AcceptDraw => "accept_draw",
            Action::DeclineDraw => "decline_draw",
            Action::RequestTakeback => "request_takeback",
            Action::AcceptTakeback => "accept_takeback",
            Action::DeclineTakeback => "decline_takeback",
            Action::Abort => "abort",
            Action::Claim { .. } => "claim",
            Action::SetReminders { .. } => "set_reminders",
            Action::Board { .. } => "board",
            Action::History { .. } => "history",
            Action::Replay { .. } => "replay",
            Action::Analysis { .. } => "analysis",
            Action::LegalMoves { .. } => "legal_moves",
            Action::PuzzleMoves { .. } => "puzzle_moves",
            Action::Destinations { .. } => "destinations",
            Action::Peek { .. } => "peek",
            Action::Vacation { .. } => "vacation",
            Action::CancelVacation => "cancel_vacation",
            Action::Notices { .. } => "notices",
            Action::Settings { .. } => "settings",
            Action::ServerLanguage { .. } => "server_language",
            Action::Games { .. } => "games",
            Action::Leaderboard { .. } => "leaderboard",
            Action::Stats { .. } => "stats",
            Action::Premove { .. } => "premove",
            Action::PremoveList => "premove_list",
            Action::PremoveClear => "premove_clear",
            Action::Puzzle { .. } => "puzzle",
            Action::Tournament(action) => match action {
                TournamentAction::Create(_) => "tournament_create",
                TournamentAction::Join { .. } => "tournament_join",
                TournamentAction::Leave { .. } => "tournament_leave",
                TournamentAction::Start { .. } => "tournament_start",
                TournamentAction::Standings { .. } => "tournament_standings",
                TournamentAction::Pairings { .. } => "tournament_pairings",
                TournamentAction::Withdraw { .. } => "tournament_withdraw",
                TournamentAction::Cancel { .. } => "tournament_cancel",
            },
            Action::Learn { .. } => "learn",
        }
    }

    /// Whether even asking is the caller's own business: nobody else may
    /// see that the request was made (its answer, and a deferral, are for
    /// the caller alone). Conditional moves are private.
    #[must_use]
    pub fn private(&self) -> bool {
        matches!(
            self,
            Action::Premove { .. }
                | Action::PremoveList
                | Action::PremoveClear
                | Action::Learn { .. }
                | Action::Puzzle { .. }
                | Action::PuzzleMoves { .. }
        )
    }

    /// Whether the request is served without its channel's lock: an
    /// analysis reads a finished game, which nothing changes any more,
    /// and writes only its own row under its server's claim; its search
    /// takes seconds, during which the channel's next game goes on.
    #[must_use]
    pub fn unserialised(&self) -> bool {
        matches!(self, Action::Analysis { .. })
    }

    /// The channel's game shown again, as `/board` without options does.
    pub const BOARD: Action = Action::Board {
        game: None,
        ply: None,
    };
    /// The channel's game's moves, as `/history` without options shows them.
    pub const HISTORY: Action = Action::History { game: None };

    /// The length (characters) of the longest text it carries: 0 for an
    /// action without any.
    #[must_use]
    pub fn longest_text(&self) -> usize {
        let text = match self {
            Action::Move { notation } | Action::ConfirmMove { notation, .. } => notation,
            Action::Choose { option } => option,
            Action::Premove { line } => line,
            Action::Puzzle {
                answer: Some(answer),
                ..
            } => answer,
            Action::SetReminders { schedule } => schedule,
            Action::LegalMoves { prefix } | Action::PuzzleMoves { prefix } => prefix,
            Action::Peek { cell: Some(cell) } | Action::Destinations { cell } => cell,
            Action::Tournament(TournamentAction::Create(TournamentTerms {
                starts: Some(starts),
                ..
            })) => starts,
            _ => return 0,
        };
        text.chars().count()
    }
}

/// What a button was made for: a stale one is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stamp {
    /// A game at the given number of plies played.
    Game {
        game: GameId,
        ply: u32,
    },
    Challenge(ChallengeId),
    /// A tournament's signup message: the tournament's number on its
    /// server.
    Tournament(u32),
    /// A lesson of the caller's open course, by its number.
    Lesson(u32),
}

/// One request to the manager.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    pub caller: Caller,
    pub action: Action,
    /// Set when the request comes from a button.
    pub stamp: Option<Stamp>,
}

impl Request {
    /// A request typed by the caller (not from a button).
    #[must_use]
    pub fn new(caller: Caller, action: Action) -> Self {
        Request {
            caller,
            action,
            stamp: None,
        }
    }
}
