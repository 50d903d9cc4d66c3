//! The only place that speaks SQL.
//!
//! SQLite by default (a file created on first start), migrations from
//! `migrations/` applied at start-up. The move list is the truth: positions
//! are never stored, only rebuilt by replaying the moves through the engine.
//!
//! Each table keeps its queries in its own file. Operations that change more
//! than one row run in one transaction, so a crash leaves either all of a
//! change or none of it. Discord ids are `u64` above this module and `i64` in
//! the database: [`to_db`] and [`from_db`] convert them, nowhere else.

mod archive;
mod backup;
mod challenges;
mod clocks;
mod games;
mod idle;
mod moves;
mod offers;
mod placements;
mod ratings;
mod roster;
mod settings;
mod stats;
mod terminal;
mod turns;
mod vacations;

use std::{fmt, str::FromStr, time::Duration};

use sqlx::{
    sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous},
    SqlitePool,
};

pub use backup::backup_database;
pub use challenges::{ChallengeRow, ChallengeStatus, FirstMover, NewChallenge};
pub use clocks::{ClockWrite, DueGame, DueThread, RunningClock, TurnClock, TurnContext};
pub use games::{EndReason, GameEnd, GameRow, GameStatus, NewGame};
pub use idle::IdleGame;
pub use moves::{MoveRow, NewMove};
pub use offers::{OfferKind, OfferRow, OfferStatus};
pub use placements::PendingPlacement;
pub use ratings::{RatingChange, RatingWrite, StoredRating, TREND_WINDOW_MS};
pub use roster::RosterGame;
pub use stats::{
    streak_of, BestWin, FinishedGame, GamesOver, KindStats, PlayerStats, Record, Streak, LAST_GAMES,
};
pub use turns::{Ending, Lapse, MoveChange, TurnUpdate};
pub use vacations::{RunningVacation, VacationStanding};

/// The database id of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub i64);

/// The database id of a challenge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ChallengeId(pub i64);

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
fn one_row(done: &sqlx::sqlite::SqliteQueryResult, error: StoreError) -> Result<(), StoreError> {
    if done.rows_affected() == 1 {
        Ok(())
    } else {
        Err(error)
    }
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
    /// The URL names another kind of database (its scheme, e.g.
    /// `postgres`): the bot speaks SQLite only.
    NotSqlite(String),
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
            StoreError::NotSqlite(scheme) => write!(
                f,
                "{scheme}:// databases are not supported: punctbot keeps its games in SQLite; \
                 give a URL like {DEFAULT_DATABASE_URL} (or a file with --db in `punctbot play`)"
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
            | StoreError::NotSqlite(_) => None,
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

/// The scheme of `url` (`sqlite` in `sqlite://x.db`), if it has one.
/// The connection options of the SQLite URL `url`.
fn sqlite_options(url: &str) -> Result<SqliteConnectOptions, StoreError> {
    // sqlx reads any other URL as a file name, and fails with "unable to
    // open database file": say what is wrong instead.
    if let Some(scheme) = scheme(url).filter(|scheme| !scheme.eq_ignore_ascii_case("sqlite")) {
        return Err(StoreError::NotSqlite(scheme.to_owned()));
    }
    Ok(SqliteConnectOptions::from_str(url)?)
}

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

/// The database: a pool of connections to one SQLite file.
#[derive(Clone, Debug)]
pub struct Store {
    pool: SqlitePool,
}

impl Store {
    /// Opens (creating it if needed) the database at `url`, e.g.
    /// `sqlite://punctbot.db?mode=rwc`, and applies the migrations.
    ///
    /// # Errors
    /// The URL is malformed, the file cannot be opened, or a migration fails.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        Store::connect(sqlite_options(url)?).await
    }

    /// Opens (creating it if needed) the SQLite file at `path`, whatever
    /// characters its name holds.
    ///
    /// # Errors
    /// As [`Store::open`].
    pub async fn open_file(path: &std::path::Path) -> Result<Store, StoreError> {
        Store::connect(SqliteConnectOptions::new().filename(path)).await
    }

    async fn connect(options: SqliteConnectOptions) -> Result<Store, StoreError> {
        // Processes started together on one file would otherwise both see a
        // migration missing and both apply it (SQLite has no lock of its own
        // for sqlx's migrator): the file lock makes them take turns, and the
        // later ones find nothing left to do.
        let _migrating = MigrationLock::acquire(options.get_filename()).await?;
        let options = options
            .create_if_missing(true)
            // WAL lets readers go on while a move is written; FULL makes a
            // committed move survive a power cut, not only a crash.
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            // Two processes (or a manager and a test) on one file wait for
            // each other instead of failing at once.
            .busy_timeout(Duration::from_secs(10));
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .connect_with(options)
            .await?;
        sqlx::migrate!().run(&pool).await?;
        games::fill_missing_turns(&pool).await?;
        Ok(Store { pool })
    }

    /// Begins a transaction that writes. `BEGIN IMMEDIATE` takes the write
    /// lock at once, so a second writer waits for it (busy timeout) instead
    /// of failing when its read would have to be upgraded to a write.
    async fn write(&self) -> Result<sqlx::Transaction<'static, sqlx::Sqlite>, StoreError> {
        Ok(self.pool.begin_with("BEGIN IMMEDIATE").await?)
    }

    /// Waits for every connection to close (call before dropping the last
    /// handle when the process goes on, e.g. in tests that reopen the file).
    pub async fn close(&self) {
        self.pool.close().await;
    }
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
        const TABLES: [&str; 11] = [
            "challenges",
            "games",
            "moves",
            "offers",
            "pending_placements",
            "vacations",
            "server_settings",
            "user_settings",
            "thread_archives",
            "ratings",
            "rating_changes",
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
