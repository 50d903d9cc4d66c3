//! What the manager tells the players, as typed values: the words layer
//! (`crate::words`) says them in the reader's language.

use super::clock_plan::ReminderSchedule;
use crate::{
    bot::Level,
    games::{AnyMove, ByColor, GameKind, Label, Outcome, Phrase, RulesEnd},
    ratings::Score,
    store::{EndReason, FirstMover, GameRow, Record},
};

/// A player as a message names them: user id (for a mention) and name.
pub type Named = (u64, String);

/// Something to tell the players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// Tournament news, or a line answering a tournament command.
    Tournament(super::tournament_news::TournamentMessage),
    /// What the course (`/learn`) says.
    Lesson(super::lesson_news::LessonMessage),
    /// A puzzle given, an answer judged, the daily puzzle.
    Puzzle(super::puzzle_news::PuzzleMessage),
    ChallengeIssued {
        challenger: String,
        /// `None` for an open challenge.
        opponent: Option<Named>,
        kind: GameKind,
        rated: bool,
        first: FirstMover,
        /// Days per move; `None`: no clock.
        days: Option<u8>,
    },
    ChallengeAccepted {
        by: String,
    },
    /// The computer (named `by`) took up a challenge at once: an unrated
    /// game without a clock at `level`.
    ComputerAccepts {
        by: String,
        level: Level,
    },
    ChallengeDeclined {
        by: String,
        challenger: String,
    },
    ChallengeCancelled {
        challenger: String,
    },
    /// Nobody answered the challenge within a day.
    ChallengeExpired {
        challenger: String,
        kind: GameKind,
    },
    /// The line above a board picture.
    Board {
        /// The game's number on its server.
        number: u32,
        kind: GameKind,
        players: ByColor<String>,
        /// Plies played.
        ply: u32,
        /// Who played the last move, and the move.
        last: Option<(String, String)>,
        /// The move before it, when the last one answered it at once (a
        /// conditional move): who played it, and the move.
        answered: Option<(String, String)>,
        to_move: Named,
        /// Whether to mention the player to move (once per move).
        mention: bool,
        /// Milliseconds left on the clock of the player to move (`None`:
        /// no clock).
        time_left: Option<i64>,
        /// The end of the vacation the player to move is on, if any.
        away_until: Option<i64>,
    },
    /// The player to move has not moved yet.
    Reminder {
        kind: GameKind,
        to_move: Named,
        opponent: String,
        /// Milliseconds left on their clock.
        time_left: i64,
    },
    /// A game without a clock has waited a week for `to_move`'s move.
    IdleNudge {
        number: u32,
        kind: GameKind,
        to_move: Named,
        opponent: String,
        /// When the opponent may claim the game.
        claimable_at: i64,
    },
    /// The server's reminder setting, as just changed.
    RemindersSet {
        schedule: ReminderSchedule,
    },
    GameOver {
        /// The game's number on its server.
        number: u32,
        kind: GameKind,
        /// Both are mentioned.
        players: ByColor<Named>,
        ply: u32,
        last: Option<(String, String)>,
        /// As [`Message::Board`]'s.
        answered: Option<(String, String)>,
        /// `None` when aborted.
        outcome: Option<Outcome>,
        reason: EndReason,
        /// Who resigned or aborted.
        by: Option<String>,
        /// The rule that ended it, when the rules did.
        why: Option<RulesEnd>,
        /// Each player's rating change, in a rated game with a result.
        ratings: Vec<RatingShift>,
    },
    /// A boop placement waits for its mover's choice.
    ChooseOption {
        placement: String,
        mover: Named,
        /// What each option would do, numbered from 1 in this order.
        options: Vec<Phrase>,
    },
    /// A boop placement waiting for its choice was withdrawn.
    PlacementWithdrawn {
        by: String,
        placement: String,
    },
    DrawOffered {
        by: String,
        to: Named,
    },
    DrawDeclined {
        by: String,
    },
    TakebackRequested {
        by: String,
        notation: String,
        to: Named,
    },
    TakebackDeclined {
        by: String,
    },
    TakenBack {
        by: String,
        notation: String,
    },
    ConfirmResign,
    History {
        /// The game's number on its server.
        number: u32,
        kind: GameKind,
        players: ByColor<String>,
        moves: Vec<AnyMove>,
        /// The final picture's lines, once the game is over.
        result: Vec<String>,
    },
    /// A history too long for a message, attached as a record file.
    HistoryAttached {
        number: u32,
        kind: GameKind,
        players: ByColor<String>,
        plies: u32,
        file: String,
    },
    /// A game of the archive at one of its plies.
    ArchivedBoard {
        number: u32,
        kind: GameKind,
        players: ByColor<String>,
        /// The ply shown, and how many the game has.
        ply: u32,
        plies: u32,
        /// Who played the move that led to it, and the move.
        last: Option<(String, String)>,
        /// The final picture's lines, when it shows the end.
        result: Vec<String>,
    },
    /// A replay is attached.
    Replay {
        number: u32,
        kind: GameKind,
        players: ByColor<String>,
        /// Plies shown, and how many each frame moves on (1 unless the
        /// game was too long for the attachment limit).
        plies: u32,
        plies_per_frame: u32,
    },
    /// A finished game's analysis: its marked moves (the chart is
    /// attached).
    Analysis {
        number: u32,
        kind: GameKind,
        players: ByColor<String>,
        plies: u32,
        marked: Vec<super::analysis_news::MarkedMove>,
    },
    PeekHint,
    /// The picture of where a piece may go is attached.
    Destinations {
        cell: String,
        /// How many cells its PÜNCT may move to.
        cells: usize,
    },
    Peek {
        cell: String,
    },
    /// Autocomplete found nothing for what was typed.
    NoMatchingMoves,
    /// A vacation began (told to the channel, so opponents see it).
    VacationStarted {
        name: String,
        until: i64,
        /// Games whose clock it paused.
        paused: u64,
        /// Allowance days left this (UTC) year.
        left: i64,
    },
    /// A vacation was ended early.
    VacationCancelled {
        name: String,
        /// Days it used (each day begun counts).
        used: i64,
        left: i64,
    },
    /// The caller's vacation state and allowance.
    VacationStatus {
        until: Option<i64>,
        left: i64,
    },
    /// Direct-message notices switched on or off.
    NoticesSet {
        on: bool,
    },
    /// The server's web pages made public (with their address, when the
    /// bot knows where it serves them) or private.
    WebPagesSet {
        public: bool,
        link: Option<String>,
    },
    /// The preview of the caller's moves switched on or off.
    ConfirmMovesSet {
        on: bool,
    },
    /// The caller's own language set: a language's tag, or `None`: their
    /// Discord client's.
    LanguageSet {
        language: Option<String>,
    },
    /// The server's language set (`None`: its Discord language, `current`
    /// now).
    ServerLanguageSet {
        language: Option<String>,
        current: String,
    },
    /// The caller's settings (`/settings` without options); `current`: the
    /// language they read in now.
    SettingsShown {
        confirm: bool,
        notices: bool,
        language: Option<String>,
        current: String,
    },
    /// A move shown before it counts (`/settings confirm:true`), with
    /// Confirm and Cancel under the picture of the position after it.
    MovePreview {
        notation: String,
        /// What it does, as the autocomplete labels say it (`None` if the
        /// game cannot say).
        label: Option<Label>,
        /// The move would end the game.
        ends: bool,
    },
    /// A previewed move was dropped: nothing was played.
    MoveCancelled,
    /// A line of conditional moves was added (the tree follows).
    PremoveSaved {
        opponent: String,
    },
    /// The caller's conditional moves against `opponent`: each line's
    /// moves, the opponent's first, then the caller's, in turn.
    PremoveList {
        opponent: String,
        lines: Vec<Vec<String>>,
    },
    /// The caller has no conditional moves in the channel's game.
    NoPremoves,
    /// The caller's conditional moves were removed: `lines` of them (0:
    /// there were none).
    PremovesCleared {
        lines: usize,
    },
    /// A direct message: what happened, and a link to where.
    Direct {
        notice: Notice,
        channel: u64,
        link: String,
    },
    /// Words a front end made itself (its help, its rules, a refusal it
    /// met), said as they are.
    Worded(String),
    /// The first line of a games list; `owner` is `None` for the caller's own.
    GamesHeader {
        owner: Option<String>,
        count: usize,
    },
    /// One game of a games list.
    GamesEntry(GamesEntry),
    /// The last line of a list cut short.
    GamesMore {
        count: usize,
    },
    /// A games list with nothing in it.
    NoGames {
        owner: Option<String>,
    },
    /// The name of a game kind, alone.
    GameName {
        kind: GameKind,
    },
    /// The title of a ladder picture.
    LadderTitle {
        kind: GameKind,
    },
    /// The line sent with a ladder picture.
    Ladder {
        kind: GameKind,
        /// From 1.
        page: usize,
        pages: usize,
        players: usize,
    },
    /// A ladder page as a text table (when no picture can be sent).
    LadderTable {
        kind: GameKind,
        page: usize,
        pages: usize,
        players: usize,
        rows: Vec<LadderEntry>,
        /// The caller's own row when it is on another page.
        caller: Option<LadderEntry>,
    },
    /// The title of a stats picture.
    StatsTitle {
        name: String,
    },
    /// The first line of a stats message: name and ratings.
    StatsSummary {
        name: String,
        /// Each rated game kind with its rating as shown.
        ratings: Vec<(GameKind, String)>,
    },
    /// Equal results in a row at the newest end of a player's games.
    Streak {
        score: Score,
        games: u32,
    },
    BestWin {
        opponent: String,
        /// Their rating when the game began, rounded.
        rating: i64,
        kind: GameKind,
    },
    /// A player with no finished game on the server.
    NoGamesYet {
        name: String,
    },
    /// The rest of a game kind's line in the stats: deviation (rated
    /// players only), rated games and record.
    KindDetail {
        deviation: Option<i64>,
        rated_games: u32,
        record: Record,
    },
    /// A game kind's line in a stats message shown without its picture:
    /// its name, rating (`None`: unrated yet) and [`Message::KindDetail`].
    KindLine {
        kind: GameKind,
        rating: Option<String>,
        deviation: Option<i64>,
        rated_games: u32,
        record: Record,
    },
    /// A player's record against the computer at one level (all game
    /// kinds), apart from the ladder.
    ComputerRecord {
        level: Level,
        record: Record,
    },
    /// A game kind the player has no rating in yet, as its rating.
    Unrated,
    ChartTitle,
    LastGamesTitle,
    /// The head of a list of finished games (`owner`: `None` for the
    /// caller's own), followed by [`Message::PlayedGame`] lines.
    FinishedGamesHeader {
        owner: Option<String>,
        count: usize,
    },
    NoFinishedGames {
        owner: Option<String>,
    },
    /// One letter for a result.
    ScoreMark {
        score: Score,
    },
    /// One finished game in a list; a link to its last board when `link`
    /// is `Some`.
    PlayedGame {
        /// The game's number on its server (`/history game:N`).
        number: u32,
        /// `None`: aborted, no result.
        score: Option<Score>,
        kind: GameKind,
        opponent: String,
        reason: EndReason,
        rated: bool,
        link: Option<String>,
    },
}

/// What the final picture of a game says under the players' cards: who won
/// (or that nobody did) and why, in a line each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinalCard {
    pub players: ByColor<String>,
    /// `None` when aborted.
    pub outcome: Option<Outcome>,
    pub reason: EndReason,
    /// Who never moved, in a game aborted for it (the other reasons name
    /// the loser, or nobody).
    pub by: Option<String>,
    /// The rule that ended it, when the rules did.
    pub why: Option<RulesEnd>,
}

/// A player's rating before and after a game, rounded as shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatingShift {
    pub name: String,
    pub before: i64,
    pub after: i64,
}

/// One row of a ladder, ready to print.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LadderEntry {
    pub rank: usize,
    pub name: String,
    /// As shown, with `?` while provisional.
    pub rating: String,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    /// The rating change over the last week, rounded.
    pub trend: i64,
}

/// What a direct message tells its reader.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// It is the reader's turn, against `opponent`.
    YourTurn { kind: GameKind, opponent: String },
    /// `by` challenges the reader.
    Challenged { kind: GameKind, by: String },
    /// `by` offers the reader a draw.
    DrawOffered { kind: GameKind, by: String },
    /// `by` asks the reader to allow a takeback.
    TakebackRequested { kind: GameKind, by: String },
    /// The reader's conditional move `reply` answered `opponent`'s move
    /// `played`.
    PremovePlayed {
        kind: GameKind,
        opponent: String,
        played: String,
        reply: String,
    },
    /// The reader's game against `opponent` ended; `score` is theirs
    /// (`None`: aborted).
    GameOver {
        kind: GameKind,
        opponent: String,
        score: Option<Score>,
    },
}

impl Notice {
    /// "Your game is over" in the ended `game` for `reader`; `None` if they
    /// do not play in it.
    #[must_use]
    pub fn game_over(game: &GameRow, reader: u64) -> Option<Notice> {
        let seat = game.seat_of(reader)?;
        Some(Notice::GameOver {
            kind: game.kind,
            opponent: game.name(seat.other()).to_owned(),
            score: game.outcome.map(|outcome| Score::of(seat, outcome)),
        })
    }

    /// "Your turn" in `game` for `reader` (the scheduler's reminders: pass
    /// the player to move); `None` if they do not play in it.
    #[must_use]
    pub fn your_turn(game: &GameRow, reader: u64) -> Option<Notice> {
        let seat = game.seat_of(reader)?;
        Some(Notice::YourTurn {
            kind: game.kind,
            opponent: game.name(seat.other()).to_owned(),
        })
    }
}

/// How a game's clock stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeLeft {
    NoClock,
    /// Milliseconds until the player to move loses on time (zero or less:
    /// due now).
    Left(i64),
    /// The player to move is on vacation until then.
    Paused {
        until: i64,
    },
}

/// One line of a games list, seen from the player whose list it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GamesEntry {
    pub kind: GameKind,
    pub opponent: String,
    /// Whether it is the list owner's turn (else the opponent's).
    pub owner_to_move: bool,
    /// The list owner's name, `None` when it is the caller's own list.
    pub owner: Option<String>,
    pub time: TimeLeft,
    /// The latest board message, or the game's channel before there is one.
    pub link: String,
}
