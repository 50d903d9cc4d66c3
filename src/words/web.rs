//! The words of the bot's own web pages (`crate::web`): headings, column
//! names, links, the result of a game in a table. Their messages are in
//! `web.ftl`; the pages escape everything said here.

use super::{
    common::{game_name, tag_name},
    fluent::{say, Words},
    messages::{level_name, reason_key, score_key},
    Locale, Message,
};
use crate::{
    bot::{analysis::Mark, Level},
    games::GameKind,
    ratings::Score,
    store::{EndReason, Format, Record, TournamentStatus},
};

/// Something only the web pages say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WebText<'a> {
    /// The language chooser's label.
    Language,
    /// A language, named in itself (the chooser's entries).
    LanguageName(&'a str),
    /// A game kind's name.
    Game(GameKind),
    /// The front page of a server: its title.
    ServerTitle,
    Ladders,
    /// The archive: its title and its link.
    Archive,
    /// The title of a ladder page.
    LadderTitle(GameKind),
    Rank,
    Player,
    Rating,
    Deviation,
    Record,
    /// The rating change of the last seven days.
    Trend,
    /// A record: "12 W · 3 L · 1 D".
    RecordCell(Record),
    /// "Page 2 of 5".
    PageOf {
        page: usize,
        pages: usize,
    },
    Previous,
    Next,
    /// A ladder with nobody on it.
    NoRatedGames,
    /// An archive (or search) with no game in it.
    NoGames,
    /// A player page's headings.
    Ratings,
    RatingsChart(GameKind),
    AgainstComputer,
    /// A record against the computer at a level.
    ComputerLevel(Level),
    LastGames,
    /// A game's number in a table: "#12".
    Number(u32),
    /// The column naming the game kind.
    GameColumn,
    Opponent,
    Result,
    Ended,
    Players,
    /// The result of a game for one of its players (`None`: aborted).
    Score(Option<Score>),
    /// How a game ended.
    Reason(EndReason),
    /// A game page's title: "PÜNCT · game #12".
    GameTitle {
        kind: GameKind,
        number: u32,
    },
    /// Which position the page shows.
    AfterPly {
        ply: u32,
        plies: u32,
    },
    Moves,
    /// The first button: the position before any move.
    Start,
    /// The last button: the position after the last move.
    End,
    /// How to step through the moves with the keyboard.
    KeysHint,
    Replay,
    RecordFile,
    /// Above the moves of an analysed game: what its marks mean.
    AnalysisLegend,
    /// A mark of the analysis, named.
    Mark(Mark),
    /// Beside a marked move: the better one.
    BetterMove(&'a str),
    /// The caption after a marked move: `after` (its [`WebText::AfterPly`]),
    /// the mark, the better move.
    MarkedCaption {
        after: &'a str,
        mark: Mark,
        best: &'a str,
    },
    /// A game not yet over.
    StillPlaying,
    Rated,
    Casual,
    /// The archive's search field and button.
    SearchPlayer,
    Search,
    /// "3 games" (the archive's count).
    GamesFound(u64),
    /// The board's description for readers who cannot see it.
    BoardAlt {
        ply: u32,
    },
    NotFoundTitle,
    NotFoundText,
    /// The front page of the site, which lists no server.
    HomeText,
    /// The label of the link button under a board, a list or a ladder in
    /// Discord.
    OpenPage,
    /// A server's tournaments: the list's title and link.
    Tournaments,
    NoTournaments,
    /// The column naming a tournament's format, and a format.
    FormatColumn,
    Format(Format),
    /// The column saying where a tournament stands, and where it stands.
    Status,
    TournamentStatus {
        status: TournamentStatus,
        /// The round being played (0 before the start).
        round: u32,
        /// `None`: a Swiss not started yet, its rounds still to be decided.
        rounds: Option<u32>,
    },
    /// A tournament page's title: "PÜNCT · tournament #3".
    TournamentTitle {
        kind: GameKind,
        number: u32,
    },
    DaysPerMove(u8),
    Standings,
    /// "5 players".
    PlayersCount(usize),
    /// The standings' columns.
    Points,
    Buchholz,
    SonnebornBerger,
    /// Beside the name of a player who withdrew.
    Withdrawn,
    /// How the standings break ties.
    TieBreaks,
    Crosstable,
    /// A round's column in the crosstable: "R2".
    RoundShort(u32),
    /// A player's round in the crosstable: the result, and the rank of the
    /// opponent (`None`: a bye), marked when the player moved first.
    CrossCell {
        cell: CrossCell,
        opponent: Option<usize>,
        first: bool,
    },
    /// What the crosstable's cells mean.
    CrosstableKey,
    Rounds,
    /// A round's heading: "Round 2 of 3".
    RoundOf {
        round: u32,
        rounds: Option<u32>,
    },
    /// When a round ended, or when its unfinished games are adjudicated.
    RoundEnded(&'a str),
    RoundDeadline(&'a str),
    /// The column numbering a round's boards.
    Board,
    /// Before the name of the player who had the round's bye.
    Bye,
}

/// A player's result in one round of a tournament, from their side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CrossCell {
    Won,
    Lost,
    Draw,
    /// Not played: the opponent forfeited.
    WonByForfeit,
    /// Not played: this player forfeited (or both did).
    LostByForfeit,
    /// A point without a game.
    Bye,
    /// The game is still on.
    Playing,
}

/// `text` in the language of `locale`.
#[must_use]
pub fn web_text(locale: &Locale, text: WebText<'_>) -> String {
    let w = &Words::for_locale(locale);
    match text {
        WebText::Language => say!(w, "web-language"),
        WebText::LanguageName(tag) => tag_name(tag),
        WebText::Game(kind) => game_name(w, kind),
        WebText::ServerTitle => say!(w, "web-server-title"),
        WebText::Ladders => say!(w, "web-ladders"),
        WebText::Archive => say!(w, "web-archive"),
        WebText::LadderTitle(kind) => say!(w, "web-ladder-title", game = game_name(w, kind)),
        WebText::Rank => say!(w, "web-rank"),
        WebText::Player => say!(w, "web-player"),
        WebText::Rating => say!(w, "web-rating"),
        WebText::Deviation => say!(w, "web-deviation"),
        WebText::Record => say!(w, "web-record"),
        WebText::Trend => say!(w, "web-trend"),
        WebText::RecordCell(record) => say!(
            w,
            "web-record-cell",
            wins = record.wins,
            losses = record.losses,
            draws = record.draws
        ),
        WebText::PageOf { page, pages } => say!(w, "web-page-of", page = page, pages = pages),
        WebText::Previous => say!(w, "web-previous"),
        WebText::Next => say!(w, "web-next"),
        WebText::NoRatedGames => say!(w, "web-no-rated-games"),
        WebText::NoGames => say!(w, "web-no-games"),
        WebText::Ratings => say!(w, "web-ratings"),
        WebText::RatingsChart(kind) => say!(w, "web-ratings-chart", game = game_name(w, kind)),
        WebText::AgainstComputer => say!(w, "web-against-computer"),
        WebText::ComputerLevel(level) => level_name(w, level),
        WebText::LastGames => say!(w, "web-last-games"),
        WebText::Number(number) => say!(w, "web-number", number = number.to_string()),
        WebText::GameColumn => say!(w, "web-game"),
        WebText::Opponent => say!(w, "web-opponent"),
        WebText::Result => say!(w, "web-result"),
        WebText::Ended => say!(w, "web-ended"),
        WebText::Players => say!(w, "web-players"),
        WebText::Score(score) => say!(w, "web-score", result = score.map_or("none", score_key)),
        WebText::Reason(reason) => say!(w, "web-reason", reason = reason_key(reason)),
        WebText::GameTitle { kind, number } => say!(
            w,
            "web-game-title",
            game = game_name(w, kind),
            number = number.to_string()
        ),
        WebText::AfterPly { ply, plies } => say!(w, "web-after-ply", ply = ply, plies = plies),
        WebText::Moves => say!(w, "web-moves"),
        WebText::Start => say!(w, "web-start"),
        WebText::End => say!(w, "web-end"),
        WebText::KeysHint => say!(w, "web-keys-hint"),
        WebText::Replay => say!(w, "web-replay"),
        WebText::RecordFile => say!(w, "web-record-file"),
        WebText::AnalysisLegend => {
            let marks: Vec<String> = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder]
                .into_iter()
                .map(|mark| {
                    let name = say!(w, "analysis-mark", mark = mark.id());
                    format!("{} {name}", mark.symbol())
                })
                .collect();
            say!(w, "web-analysis", marks = marks.join(" · "))
        }
        WebText::Mark(mark) => say!(w, "analysis-mark", mark = mark.id()),
        WebText::BetterMove(best) => say!(w, "web-better-move", best = best),
        WebText::MarkedCaption { after, mark, best } => say!(
            w,
            "web-marked-caption",
            after = after,
            symbol = mark.symbol(),
            mark = mark.id(),
            best = best
        ),
        WebText::StillPlaying => say!(w, "web-still-playing"),
        WebText::Rated => say!(w, "web-rated"),
        WebText::Casual => say!(w, "web-casual"),
        WebText::SearchPlayer => say!(w, "web-search-player"),
        WebText::Search => say!(w, "web-search"),
        WebText::GamesFound(count) => say!(w, "web-games-found", count = count),
        WebText::BoardAlt { ply } => say!(w, "web-board-alt", ply = ply),
        WebText::NotFoundTitle => say!(w, "web-not-found-title"),
        WebText::NotFoundText => say!(w, "web-not-found-text"),
        WebText::HomeText => say!(w, "web-home-text"),
        WebText::OpenPage => say!(w, "web-open-page"),
        WebText::Tournaments => say!(w, "web-tournaments"),
        WebText::NoTournaments => say!(w, "web-no-tournaments"),
        WebText::FormatColumn => say!(w, "web-format-column"),
        WebText::Format(format) => say!(w, "web-format", format = format_key(format)),
        WebText::Status => say!(w, "web-status"),
        WebText::TournamentStatus {
            status,
            round,
            rounds,
        } => say!(
            w,
            "web-tournament-status",
            status = status_key(status),
            round = round,
            rounds = rounds.unwrap_or(round)
        ),
        WebText::TournamentTitle { kind, number } => say!(
            w,
            "web-tournament-title",
            game = game_name(w, kind),
            number = number.to_string()
        ),
        WebText::DaysPerMove(days) => say!(w, "web-days-per-move", days = days),
        WebText::Standings => say!(w, "web-standings"),
        WebText::PlayersCount(count) => say!(w, "web-players-count", count = count),
        WebText::Points => say!(w, "web-points"),
        WebText::Buchholz => say!(w, "web-buchholz"),
        WebText::SonnebornBerger => say!(w, "web-sonneborn-berger"),
        WebText::Withdrawn => say!(w, "web-withdrawn"),
        WebText::TieBreaks => say!(w, "web-tie-breaks"),
        WebText::Crosstable => say!(w, "web-crosstable"),
        WebText::RoundShort(round) => say!(w, "web-round-short", round = round),
        WebText::CrossCell {
            cell,
            opponent,
            first,
        } => say!(
            w,
            "web-cross-cell",
            result = cell_key(cell),
            opponent = opponent.map_or_else(String::new, |rank| rank.to_string()),
            first = if first { "yes" } else { "no" }
        ),
        WebText::CrosstableKey => say!(w, "web-crosstable-key"),
        WebText::Rounds => say!(w, "web-rounds"),
        WebText::RoundOf { round, rounds } => say!(
            w,
            "web-round-of",
            round = round,
            rounds = rounds.unwrap_or(round)
        ),
        WebText::RoundEnded(date) => say!(w, "web-round-ended", date = date),
        WebText::RoundDeadline(date) => say!(w, "web-round-deadline", date = date),
        WebText::Board => say!(w, "web-board"),
        WebText::Bye => say!(w, "web-bye"),
    }
}

fn format_key(format: Format) -> &'static str {
    match format {
        Format::Swiss => "swiss",
        Format::RoundRobin => "round-robin",
    }
}

fn status_key(status: TournamentStatus) -> &'static str {
    match status {
        TournamentStatus::Signup => "signup",
        TournamentStatus::Running => "running",
        TournamentStatus::Finished => "finished",
        TournamentStatus::Cancelled => "cancelled",
    }
}

fn cell_key(cell: CrossCell) -> &'static str {
    match cell {
        CrossCell::Won => "won",
        CrossCell::Lost => "lost",
        CrossCell::Draw => "draw",
        CrossCell::WonByForfeit => "won-by-forfeit",
        CrossCell::LostByForfeit => "lost-by-forfeit",
        CrossCell::Bye => "bye",
        CrossCell::Playing => "playing",
    }
}

/// A player's record against the computer at a level, as `/stats` says
/// it.
#[must_use]
pub fn computer_record(locale: &Locale, level: Level, record: Record) -> String {
    super::text(locale, &Message::ComputerRecord { level, record })
}
