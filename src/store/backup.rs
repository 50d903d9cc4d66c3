//! Copies of the database taken while the bot runs, and the health check's
//! question to it.
//!
//! SQLite's `VACUUM INTO` reads one snapshot of the database (in WAL mode a
//! reader neither waits for writers nor holds them up) and writes it,
//! compacted, to a new file: a move committed during the copy is either
//! wholly in it or not at all, and the copy is an ordinary database file
//! the bot can open.

use std::{path::Path, str::FromStr, time::Duration};

use sqlx::{sqlite::SqliteConnectOptions, ConnectOptions, Connection, Database, Executor};

use super::{backend_of, scheme, Backend, Store, StoreError};

impl Store {
    /// Writes a consistent copy of the whole database into the new file
    /// `target` while the bot goes on writing.
    ///
    /// # Errors
    /// As [`backup_database`].
    pub async fn backup_into(&self, target: &Path) -> Result<(), StoreError> {
        match self.backend {
            Backend::Sqlite => vacuum_into(&self.pool, target).await,
            Backend::Postgres => Err(StoreError::Unsupported("postgres".to_owned())),
        }
    }

    /// Whether the database answers at all: one trivial statement.
    ///
    /// # Errors
    /// The database does not answer.
    pub async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }
}

/// Writes a consistent copy of the SQLite database at `url` into the new
/// file `target`, reading it only: no migration runs and nothing is
/// written to it, so a bot of another version may be running on it.
///
/// # Errors
/// [`StoreError::Unsupported`] for a URL that is not SQLite's (a server
/// database is backed up with its own tools); else the database does not exist, `target` already
/// exists and is not empty, its folder is not writable, or its name is not
/// UTF-8 (SQLite takes the name as text).
pub async fn backup_database(url: &str, target: &Path) -> Result<(), StoreError> {
    if backend_of(url)? != Backend::Sqlite {
        let scheme = scheme(url).unwrap_or("postgres");
        return Err(StoreError::Unsupported(scheme.to_owned()));
    }
    let options = SqliteConnectOptions::from_str(url)?
        .read_only(true)
        .create_if_missing(false)
        // The bot may be checkpointing: wait, as the bot's own
        // connections do.
        .busy_timeout(Duration::from_secs(10));
    let mut connection = options.connect().await?;
    let copied = vacuum_into(&mut connection, target).await;
    connection.close().await?;
    copied
}

/// `VACUUM INTO` on the bot's own pool or on a read-only connection of
/// its own: the same statement through either driver.
async fn vacuum_into<'c, DB: Database>(
    executor: impl Executor<'c, Database = DB>,
    target: &Path,
) -> Result<(), StoreError>
where
    for<'q> &'q str: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    for<'q> <DB as Database>::Arguments<'q>: sqlx::IntoArguments<'q, DB>,
{
    let name = target.to_str().ok_or_else(|| {
        StoreError::Database(sqlx::Error::Configuration(
            format!("the backup file's name {target:?} is not UTF-8").into(),
        ))
    })?;
    sqlx::query::<DB>("VACUUM INTO $1")
        .bind(name)
        .execute(executor)
        .await?;
    Ok(())
}
