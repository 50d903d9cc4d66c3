//! The only place that speaks SQL.
//!
//! SQLite by default (a file created on first start), PostgreSQL for a large
//! deployment (several bot processes on one database). Both go through
//! sqlx's `Any` driver, so every query below is written once, in the SQL the
//! two share, with `$1`-style parameters; the few places where the backends
//! are meant to be used differently (how a write transaction begins, how
//! scheduled events are claimed) ask [`Store::backend`]. Each backend has its
//! own migrations (`migrations/sqlite/`, `migrations/postgres/`), applied at
//! start-up: the SQLite ones keep the history of files already deployed, the
//! PostgreSQL ones start from today's schema in that dialect. The move list is the truth: positions
//! are never stored, only rebuilt by replaying the moves through the engine.
//!
//! Each table keeps its queries in its own file. Operations that change more
//! than one row run in one transaction, so a crash leaves either all of a
//! change or none of it. Discord ids are `u64` above this module and `i64` in
//! the database: [`to_db`] and [`from_db`] convert them, nowhere else.

mod analyses;
mod archive;
mod backup;
mod challenges;
mod channel_lock;
mod clocks;
mod columns;
mod games;
mod idle;
mod languages;
mod lessons;
mod moves;
mod offers;
mod outbox;
mod placements;
mod premoves;
mod processes;
mod puzzles;
mod ratings;
mod roster;
mod running;
mod settings;
mod stats;
mod terminal;
mod text;
mod tournaments;
mod turns;
mod vacations;
mod web;

use std::{fmt, str::FromStr};

use sqlx::{
    any::{AnyPoolOptions, AnyQueryResult},
    sqlite::SqliteConnectOptions,
    AnyPool, Executor,
};

pub use analyses::AnalysisClaim;
pub use backup::backup_database;
pub use challenges::{ChallengeRow, ChallengeStatus, FirstMover, NewChallenge};
pub use channel_lock::ChannelLock;
pub use clocks::{DueGame, DueThread, TurnContext};
pub use games::{ComputerSeat, EndReason, GameEnd, GameRow, GameStatus, NewGame};
pub use idle::IdleGame;
pub use languages::{LanguageSetting, Reader, StoredLanguages};
pub use lessons::OpenLesson;
pub use moves::{MoveRow, NewMove};
pub use offers::{Lapse, OfferKind, OfferRow, OfferStatus};
pub use outbox::{Debt, News, Owed, OwedId, FAST_PATH_MS};
pub use placements::PendingPlacement;
pub use premoves::{PremoveChange, PremoveTree};
pub use processes::{ProcessId, HEARTBEAT_MS, PROCESS_LEASE_MS};
pub use puzzles::{DailyPuzzle, OpenPuzzle, PuzzlePlayer, PuzzleResult};
pub use ratings::{RatingChange, RatingWrite, StoredRating, TREND_WINDOW_MS};
pub use roster::RosterGame;
pub use running::{ClockWrite, RunningClock, TurnClock};
pub use stats::{
    streak_of, BestWin, FinishedGame, GamesOver, KindStats, PlayerStats, Record, Streak, LAST_GAMES,
};
pub use tournaments::{
    BoardResult, Entrant, Format, NewRound, NewTournament, PairingRow, RoundChange, RoundRow,
    TournamentRow, TournamentStatus,
};
pub use turns::{Ending, MoveChange, TurnUpdate};
pub use vacations::{RunningVacation, VacationStanding};
pub use web::{ArchivePage, WebPages};

/// The database id of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub i64);

/// The database id of a challenge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ChallengeId(pub i64);

/// The database id of a tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TournamentId(pub i64);

/// The database id of a draw offer or takeback request.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OfferId(pub i64);

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl fmt::Display for ChallengeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A Discord id (a snowflake, below 2^63) as the database stores it.
#[must_use]
pub const fn to_db(id: u64) -> i64 {
    // Snowflakes fit in 63 bits; the cast is a bit-for-bit reinterpretation
    // either way, so `from_db` always gives the original back.
    id as i64
}

/// A Discord id back from the database.
#[must_use]
pub const fn from_db(id: i64) -> u64 {
    id as u64
}

/// `Ok` if the write changed exactly one row, else `error`: the conditional
/// writes here (an offer still open, a game still at the version read, …)
/// change one row or, when their condition failed, none.
fn one_row(done: &AnyQueryResult, error: StoreError) -> Result<(), StoreError> {
    if done.rows_affected() == 1 {
        Ok(())
    } else {
        Err(error)
    }
}

/// `rows` rows of `columns` parameters each, numbered from `$1`, for a
/// `VALUES` list: `value_rows(2, 2)` is `($1, $2), ($3, $4)`.
fn value_rows(rows: usize, columns: usize) -> String {
    let row = |r: usize| {
        let cells: Vec<String> = (1..=columns)
            .map(|c| format!("${}", r * columns + c))
            .collect();
        format!("({})", cells.join(", "))
    };
    (0..rows).map(row).collect::<Vec<_>>().join(", ")
}

/// Which database a [`Store`] speaks to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    /// One file, one machine: the default.
    Sqlite,
    /// One server shared by several bot processes.
    Postgres,
}

/// A database failure.
#[derive(Debug)]
pub enum StoreError {
    /// Another request already wrote this (a duplicate ply, a second active
    /// game in a channel, a game changed since it was read, …): the
    /// database refused, nothing changed.
    Conflict,
    /// Rows a write was computed from (a rating, a clock) changed since
    /// they were read: nothing changed; read again and compute again.
    Contended,
    /// The stored data does not replay (it names an unknown kind, or a move
    /// the engine refuses).
    Corrupt(String),
    /// The database itself failed.
    Database(sqlx::Error),
    /// The migrations could not be applied.
    Migrate(sqlx::migrate::MigrateError),
    /// The lock that serialises migrations between processes could not be
    /// taken (the folder of the database is not writable, …).
    Lock(std::io::Error),
    /// The URL names a kind of database the bot does not speak (its
    /// scheme, e.g. `mysql`).
    Unsupported(String),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Conflict => f.write_str("the database refused a conflicting write"),
            StoreError::Contended => f.write_str("the rows a write was computed from changed"),
            StoreError::Corrupt(what) => write!(f, "stored data does not replay: {what}"),
            StoreError::Database(error) => write!(f, "database error: {error}"),
            StoreError::Migrate(error) => write!(f, "database migration failed: {error}"),
            StoreError::Lock(error) => write!(f, "cannot lock the database to migrate it: {error}"),
            StoreError::Unsupported(scheme) => write!(
                f,
                "{scheme}:// databases are not supported: punctbot keeps its games in SQLite \
                 or PostgreSQL; give a URL like {DEFAULT_DATABASE_URL} or \
                 postgres://user:password@host/database (or a file with --db in `punctbot play`)"
            ),
        }
    }
}

impl std::error::Error for StoreError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StoreError::Database(error) => Some(error),
            StoreError::Migrate(error) => Some(error),
            StoreError::Lock(error) => Some(error),
            StoreError::Conflict
            | StoreError::Contended
            | StoreError::Corrupt(_)
            | StoreError::Unsupported(_) => None,
        }
    }
}

impl From<sqlx::Error> for StoreError {
    fn from(error: sqlx::Error) -> Self {
        let unique = error
            .as_database_error()
            .is_some_and(|e| e.is_unique_violation());
        if unique {
            StoreError::Conflict
        } else {
            StoreError::Database(error)
        }
    }
}

impl From<sqlx::migrate::MigrateError> for StoreError {
    fn from(error: sqlx::migrate::MigrateError) -> Self {
        StoreError::Migrate(error)
    }
}

/// The database URL used when `DATABASE_URL` is not set.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://punctbot.db?mode=rwc";

/// The backend a URL names by its scheme: SQLite when it has none.
fn backend_of(url: &str) -> Result<Backend, StoreError> {
    match scheme(url) {
        None => Ok(Backend::Sqlite),
        Some(scheme) if scheme.eq_ignore_ascii_case("sqlite") => Ok(Backend::Sqlite),
        Some(scheme)
            if scheme.eq_ignore_ascii_case("postgres")
                || scheme.eq_ignore_ascii_case("postgresql") =>
        {
            Ok(Backend::Postgres)
        }
        // sqlx would read any other URL as a SQLite file name and fail with
        // "unable to open database file": say what is wrong instead.
        Some(scheme) => Err(StoreError::Unsupported(scheme.to_owned())),
    }
}

/// The scheme of `url` (`sqlite` in `sqlite://x.db`), if it has one.
fn scheme(url: &str) -> Option<&str> {
    let (scheme, _) = url.trim().split_once("://")?;
    let valid = scheme.starts_with(|c: char| c.is_ascii_alphabetic())
        && scheme
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'));
    valid.then_some(scheme)
}

/// The database at `url` as messages name it: the file of a SQLite URL;
/// any other URL with its password, if it has one, hidden. Never the
/// password: messages end up in logs and terminals.
#[must_use]
pub fn database_shown(url: &str) -> String {
    let sqlite = scheme(url).is_none_or(|scheme| scheme.eq_ignore_ascii_case("sqlite"));
    if sqlite {
        if let Ok(options) = SqliteConnectOptions::from_str(url) {
            return options.get_filename().display().to_string();
        }
    }
    without_password(url)
}

/// `url` with the password of its `user:password@` part replaced by `***`.
fn without_password(url: &str) -> String {
    let Some(start) = url.find("://").map(|at| at + 3) else {
        return url.to_owned();
    };
    let rest = &url[start..];
    let authority = &rest[..rest.find(['/', '?', '#']).unwrap_or(rest.len())];
    let Some(at) = authority.rfind('@') else {
        return url.to_owned();
    };
    match authority[..at].split_once(':') {
        Some((user, _)) => format!("{}{user}:***{}", &url[..start], &rest[at..]),
        None => url.to_owned(),
    }
}

/// The database: a pool of connections to one SQLite file or one
/// PostgreSQL database.
#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    /// Connections that hold channel locks (PostgreSQL only): see
    /// [`ChannelLock`].
    locks: Option<AnyPool>,
    /// The bot process this store speaks for, once registered (shared by
    /// its clones): the outbox rows it writes name it.
    process: std::sync::Arc<std::sync::OnceLock<ProcessId>>,
}

/// Connections to one SQLite file: it has one writer at a time anyway.
const SQLITE_CONNECTIONS: u32 = 4;

/// Connections of one process to PostgreSQL: enough for every core's
/// requests and the scheduler, few enough that several processes stay well
/// under the server's default limit of 100.
const POSTGRES_CONNECTIONS: u32 = 16;

/// What every SQLite connection is set to. WAL lets readers go on while a
/// move is written; FULL makes a committed move survive a power cut, not
/// only a crash; the busy timeout makes two processes (or a manager and a
/// test) on one file wait for each other instead of failing at once.
const SQLITE_PRAGMAS: &str = "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; \
     PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 10000;";

impl Store {
    /// Opens the database at `url` and applies the migrations: a SQLite
    /// file (`sqlite://punctbot.db`, created if needed) or a PostgreSQL
    /// database (`postgres://user:password@host/database`, which must
    /// exist).
    ///
    /// # Errors
    /// The URL is malformed or of another kind, the database cannot be
    /// opened, or a migration fails.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        match backend_of(url)? {
            Backend::Sqlite => {
                let options = SqliteConnectOptions::from_str(url)?;
                if options
                    .get_filename()
                    .to_string_lossy()
                    .starts_with("file:sqlx-in-memory")
                {
                    // An in-memory database has no file to name: keep the URL.
                    Store::connect_sqlite(url, None).await
                } else {
                    Store::open_file(options.get_filename()).await
                }
            }
            Backend::Postgres => Store::connect_postgres(url).await,
        }
    }

    /// The database a command line names: the SQLite file `file` if
    /// given (`--db`), else the database at `url`.
    ///
    /// # Errors
    /// It cannot be opened: the message names it (never its password).
    pub async fn open_named(file: Option<&std::path::Path>, url: &str) -> Result<Store, String> {
        match file {
            Some(path) => Store::open_file(path)
                .await
                .map_err(|error| format!("{}: {error}", path.display())),
            None => Store::open(url)
                .await
                .map_err(|error| format!("{}: {error}", database_shown(url))),
        }
    }

    /// Opens (creating it if needed) the SQLite file at `path`, whatever
    /// characters its name holds.
    ///
    /// # Errors
    /// As [`Store::open`]; also a path that is not valid Unicode.
    pub async fn open_file(path: &std::path::Path) -> Result<Store, StoreError> {
        let url = sqlite_url(path)?;
        Store::connect_sqlite(&url, Some(path)).await
    }

    async fn connect_sqlite(
        url: &str,
        file: Option<&std::path::Path>,
    ) -> Result<Store, StoreError> {
        sqlx::any::install_default_drivers();
        // Processes started together on one file would otherwise both see a
        // migration missing and both apply it (SQLite has no lock of its own
        // for sqlx's migrator): the file lock makes them take turns, and the
        // later ones find nothing left to do.
        let _migrating = match file {
            Some(file) => Some(MigrationLock::acquire(file).await?),
            None => None,
        };
        let pool = AnyPoolOptions::new()
            .max_connections(SQLITE_CONNECTIONS)
            .after_connect(|connection, _| {
                Box::pin(async move {
                    connection.execute(SQLITE_PRAGMAS).await?;
                    Ok(())
                })
            })
            .connect(url)
            .await?;
        sqlx::migrate!("./migrations/sqlite").run(&pool).await?;
        let store = Store {
            pool,
            backend: Backend::Sqlite,
            locks: None,
            process: std::sync::Arc::default(),
        };
        games::fill_missing_turns(&store.pool).await?;
        Ok(store)
    }

    async fn connect_postgres(url: &str) -> Result<Store, StoreError> {
        sqlx::any::install_default_drivers();
        let pool = AnyPoolOptions::new()
            .max_connections(POSTGRES_CONNECTIONS)
            .connect(url)
            .await?;
        // sqlx's migrator holds a PostgreSQL advisory lock while it runs:
        // processes started together take turns without a lock of ours.
        sqlx::migrate!("./migrations/postgres").run(&pool).await?;
        Ok(Store {
            pool,
            backend: Backend::Postgres,
            locks: Some(channel_lock::lock_pool(url).await?),
            process: std::sync::Arc::default(),
        })
    }

    /// Which database this store speaks to.
    #[must_use]
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Begins a transaction that writes. On SQLite, `BEGIN IMMEDIATE` takes
    /// the write lock at once, so a second writer waits for it (busy
    /// timeout) instead of failing when its read would have to be upgraded
    /// to a write. PostgreSQL locks rows as they are written; the writes
    /// here are conditional (a game still at the version read, a rating
    /// still as read), so a transaction that lost a race changes nothing.
    async fn write(&self) -> Result<sqlx::Transaction<'static, sqlx::Any>, StoreError> {
        Ok(match self.backend {
            Backend::Sqlite => self.pool.begin_with("BEGIN IMMEDIATE").await?,
            Backend::Postgres => self.pool.begin().await?,
        })
    }

    /// Waits for every connection to close (call before dropping the last
    /// handle when the process goes on, e.g. in tests that reopen the file).
    pub async fn close(&self) {
        self.pool.close().await;
        if let Some(locks) = &self.locks {
            locks.close().await;
        }
    }
}

/// The URL sqlx reads as the SQLite file `path`, created if missing:
/// `%`, `?` and `#` are escaped so that they stay part of the name.
fn sqlite_url(path: &std::path::Path) -> Result<String, StoreError> {
    const IN_NAME: &percent_encoding::AsciiSet =
        &percent_encoding::CONTROLS.add(b'%').add(b'?').add(b'#');
    let name = path.to_str().ok_or_else(|| {
        StoreError::Database(sqlx::Error::Configuration(
            format!(
                "the database file name {} is not valid Unicode",
                path.display()
            )
            .into(),
        ))
    })?;
    Ok(format!(
        "sqlite://{}?mode=rwc",
        percent_encoding::utf8_percent_encode(name, IN_NAME)
    ))
}

/// An exclusive lock on a file beside the database, held while the
/// migrations run; released when dropped (the file is closed).
struct MigrationLock(Option<std::fs::File>);

impl MigrationLock {
    async fn acquire(database: &std::path::Path) -> Result<MigrationLock, StoreError> {
        if database == std::path::Path::new(":memory:") {
            return Ok(MigrationLock(None));
        }
        let mut path = database.as_os_str().to_owned();
        path.push(".migrate-lock");
        let file = tokio::task::spawn_blocking(move || {
            let file = std::fs::OpenOptions::new()
                .create(true)
                .truncate(false)
                .write(true)
                .open(&path)?;
            file.lock()?;
            Ok::<_, std::io::Error>(file)
        })
        .await
        .map_err(|error| StoreError::Lock(std::io::Error::other(error)))?
        .map_err(StoreError::Lock)?;
        Ok(MigrationLock(Some(file)))
    }
}

impl Drop for MigrationLock {
    fn drop(&mut self) {
        if let Some(file) = &self.0 {
            // Closing the file would release it too; this says so.
            let _ = file.unlock();
        }
    }
}

impl Store {
    /// Every row of every table as text, in a stable order: a fingerprint
    /// of the whole database (tests compare it to prove a refusal changed
    /// nothing; also handy when debugging).
    ///
    /// # Errors
    /// The database failed.
    pub async fn dump(&self) -> Result<String, StoreError> {
        use sqlx::{Column, Row};
        const TABLES: &[&str] = &[
            "challenges",
            "games",
            "moves",
            "offers",
            "pending_placements",
            "premoves",
            "vacations",
            "server_settings",
            "user_settings",
            "server_languages",
            "thread_archives",
            "ratings",
            "rating_changes",
            "web_pages",
            "tournaments",
            "tournament_entrants",
            "tournament_rounds",
            "tournament_pairings",
            "analyses",
            "lessons_done",
            "open_lessons",
            "puzzle_players",
            "puzzle_ratings",
            "puzzle_attempts",
            "puzzle_channels",
            "daily_puzzles",
        ];
        let mut out = String::new();
        for table in TABLES {
            out.push_str(table);
            out.push('\n');
            let rows = sqlx::query(&format!("SELECT * FROM {table} ORDER BY 1, 2"))
                .fetch_all(&self.pool)
                .await?;
            for row in rows {
                let cells: Vec<String> = row
                    .columns()
                    .iter()
                    .map(|column| {
                        let i = column.ordinal();
                        row.try_get::<Option<i64>, _>(i)
                            .map(|v| v.map_or("NULL".to_owned(), |v| v.to_string()))
                            .or_else(|_| {
                                row.try_get::<Option<f64>, _>(i)
                                    .map(|v| v.map_or("NULL".to_owned(), |v| v.to_string()))
                            })
                            .or_else(|_| {
                                row.try_get::<Option<String>, _>(i)
                                    .map(|v| v.map_or("NULL".to_owned(), |v| format!("{v:?}")))
                            })
                            .unwrap_or_else(|_| "?".to_owned())
                    })
                    .collect();
                out.push_str(&cells.join("|"));
                out.push('\n');
            }
        }
        Ok(out)
    }

    /// SQLite's journal mode (`wal` once opened by [`Store::open`]).
    ///
    /// # Errors
    /// The database failed.
    pub async fn journal_mode(&self) -> Result<String, StoreError> {
        Ok(sqlx::query_scalar("PRAGMA journal_mode")
            .fetch_one(&self.pool)
            .await?)
    }
}
