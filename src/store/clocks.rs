//! Everything the scheduler reads and claims: move deadlines and reminders
//! (columns of `games`), the reminder setting of a server
//! (`server_settings`), and threads to archive (`thread_archives`).
//!
//! Only storage lives here: when a deadline falls and which reminder comes
//! next is worked out by the manager (`manager::clock_plan`) and handed over
//! as a [`TurnClock`] to write. Every write that the manager computed from
//! something it read is conditional on the game's version, so a decision
//! made on an old row fails instead of overwriting a newer one.

use sqlx::{Any, Transaction};

use super::{
    from_db,
    outbox::{Debt, OwedId},
    running::{write_clocks_in, RunningRaw, CLOCK_RUNS, RUNNING_COLUMNS, RUNNING_END},
    to_db, Backend, ClockWrite, GameId, RunningClock, Store, StoreError, TurnClock,
};

/// Archives `thread` at `due_at`, inside `tx`.
pub(super) async fn archive_thread_in(
    tx: &mut Transaction<'_, Any>,
    thread: DueThread,
) -> Result<(), StoreError> {
    sqlx::query("INSERT INTO thread_archives (thread_id, due_at) VALUES ($1, $2) ON CONFLICT (thread_id) DO UPDATE SET due_at = excluded.due_at")
        .bind(to_db(thread.thread))
        .bind(thread.due_at)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Keeps `thread` open: a new challenge there uses it again, inside `tx`.
pub(super) async fn keep_thread_in(
    tx: &mut Transaction<'_, Any>,
    thread: u64,
) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM thread_archives WHERE thread_id = $1")
        .bind(to_db(thread))
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// An active game with its next event due.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DueGame {
    pub game: GameId,
    pub channel: u64,
    pub due_at: i64,
}

/// A thread to archive, and when.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DueThread {
    pub thread: u64,
    pub due_at: i64,
}

/// `(thread_id, due_at)` rows as [`DueThread`]s.
fn due_threads(rows: Vec<(i64, i64)>) -> Vec<DueThread> {
    rows.into_iter()
        .map(|(thread, due_at)| DueThread {
            thread: from_db(thread),
            due_at,
        })
        .collect()
}

/// What a turn that starts now for one player depends on: whether they are
/// away, and the server's reminder setting. Read together, in one query,
/// because every move needs both.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TurnContext {
    /// The end of the vacation the player is on, if any.
    pub away_until: Option<i64>,
    /// The server's reminder setting as stored, if it was ever set.
    pub reminders: Option<String>,
}

impl Store {
    /// What a turn of `user` on `guild` starting at `now` depends on.
    ///
    /// # Errors
    /// The database failed.
    pub async fn turn_context(
        &self,
        guild: u64,
        user: u64,
        now: i64,
    ) -> Result<TurnContext, StoreError> {
        let (away_until, reminders): (Option<i64>, Option<String>) = sqlx::query_as(&format!(
            "SELECT ({RUNNING_END}), \
             (SELECT reminders FROM server_settings WHERE guild_id = $1)"
        ))
        .bind(to_db(guild))
        .bind(to_db(user))
        .bind(now)
        .fetch_one(&self.pool)
        .await?;
        Ok(TurnContext {
            away_until,
            reminders,
        })
    }

    /// The reminder setting of `guild` as stored (`half,12h,1h`, `` for
    /// none), if it was ever set.
    ///
    /// # Errors
    /// The database failed.
    pub async fn reminder_setting(&self, guild: u64) -> Result<Option<String>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT reminders FROM server_settings WHERE guild_id = $1")
                .bind(to_db(guild))
                .fetch_optional(&self.pool)
                .await?,
        )
    }

    /// The running clocks of the active games on `guild`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn running_clocks(&self, guild: u64) -> Result<Vec<RunningClock>, StoreError> {
        let raws: Vec<RunningRaw> = sqlx::query_as(&format!(
            "SELECT {RUNNING_COLUMNS} FROM games WHERE guild_id = $1 AND {CLOCK_RUNS} ORDER BY id"
        ))
        .bind(to_db(guild))
        .fetch_all(&self.pool)
        .await?;
        raws.into_iter().map(RunningClock::try_from).collect()
    }

    /// Stores the reminder setting of `guild` and, in the same transaction,
    /// the clocks its running games get under it.
    ///
    /// # Errors
    /// [`StoreError::Contended`] if a game changed since its clock was
    /// computed (nothing changed then).
    pub async fn set_reminder_setting(
        &self,
        guild: u64,
        setting: &str,
        clocks: &[ClockWrite],
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        sqlx::query(
            "INSERT INTO server_settings (guild_id, reminders) VALUES ($1, $2) \
             ON CONFLICT (guild_id) DO UPDATE SET reminders = excluded.reminders",
        )
        .bind(to_db(guild))
        .bind(setting)
        .execute(&mut *tx)
        .await?;
        write_clocks_in(&mut tx, clocks).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Active games whose next reminder or deadline has come at `now`, the
    /// earliest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn due_games(&self, now: i64) -> Result<Vec<DueGame>, StoreError> {
        let rows: Vec<(i64, i64, i64)> = sqlx::query_as(
            "SELECT id, channel_id, next_event_at FROM games \
             WHERE status = 'active' AND next_event_at <= $1 ORDER BY next_event_at, id",
        )
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(id, channel, due_at)| DueGame {
                game: GameId(id),
                channel: from_db(channel),
                due_at,
            })
            .collect())
    }

    /// Claims the clock step that takes the turn of `game` from `from` to
    /// `to`, owing a reminder in the same write if `remind`: `Some` for the
    /// one caller that claimed it (with the debt, if a reminder is owed).
    /// Nobody gets it if the game has moved on since `version` or another
    /// process claimed it.
    ///
    /// # Errors
    /// The database failed.
    #[allow(clippy::too_many_arguments)]
    pub async fn claim_reminder(
        &self,
        game: GameId,
        version: i64,
        from: TurnClock,
        to: TurnClock,
        now: i64,
        remind: bool,
    ) -> Result<Option<Option<OwedId>>, StoreError> {
        let mut tx = self.write().await?;
        let channel: Option<i64> = sqlx::query_scalar(
            "UPDATE games SET reminders_sent = $1, next_event_at = $2 \
             WHERE id = $3 AND status = 'active' AND version = $4 AND deadline_at = $5 \
             AND reminders_sent = $6 AND next_event_at = $7 RETURNING channel_id",
        )
        .bind(i64::from(to.reminders_sent))
        .bind(to.next_event_at)
        .bind(game.0)
        .bind(version)
        .bind(from.deadline_at)
        .bind(i64::from(from.reminders_sent))
        .bind(from.next_event_at)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(channel) = channel else {
            return Ok(None);
        };
        // A claimed reminder is owed with its claim.
        let owed = if remind {
            let debt = Debt::Reminder { game, version };
            Some(super::outbox::owe_in(&mut tx, from_db(channel), debt, self.process(), now).await?)
        } else {
            None
        };
        tx.commit().await?;
        Ok(Some(owed))
    }

    /// Claims the threads due for archiving at `now` (removing them from the
    /// list), the earliest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn claim_due_threads(&self, now: i64) -> Result<Vec<DueThread>, StoreError> {
        // Most ticks find nothing: a read spares them a write.
        let any: Option<i64> =
            sqlx::query_scalar("SELECT 1 FROM thread_archives WHERE due_at <= $1 LIMIT 1")
                .bind(now)
                .fetch_optional(&self.pool)
                .await?;
        if any.is_none() {
            return Ok(Vec::new());
        }
        let claim = match self.backend {
            // One writer at a time: the delete is the claim.
            Backend::Sqlite => {
                "DELETE FROM thread_archives WHERE due_at <= $1 RETURNING thread_id, due_at"
            }
            // Processes ticking together each take the rows no other one
            // has locked, rather than queueing behind each other's delete
            // to find the rows gone.
            Backend::Postgres => {
                "DELETE FROM thread_archives WHERE thread_id IN ( \
                 SELECT thread_id FROM thread_archives WHERE due_at <= $1 \
                 FOR UPDATE SKIP LOCKED) RETURNING thread_id, due_at"
            }
        };
        let mut rows: Vec<(i64, i64)> = sqlx::query_as(claim)
            .bind(now)
            .fetch_all(&self.pool)
            .await?;
        rows.sort_by_key(|&(thread, due_at)| (due_at, thread));
        Ok(due_threads(rows))
    }

    /// Threads waiting to be archived, with their due times (the earliest
    /// first).
    ///
    /// # Errors
    /// The database failed.
    pub async fn pending_thread_archives(&self) -> Result<Vec<DueThread>, StoreError> {
        let rows: Vec<(i64, i64)> = sqlx::query_as(
            "SELECT thread_id, due_at FROM thread_archives ORDER BY due_at, thread_id",
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(due_threads(rows))
    }

    /// When the next thing falls due: a reminder or deadline, a challenge's
    /// expiry, a thread's archiving. Each part reads one partial index.
    ///
    /// # Errors
    /// The database failed.
    pub async fn next_due(&self) -> Result<Option<i64>, StoreError> {
        let next: Option<i64> = sqlx::query_scalar(
            "SELECT MIN(due) FROM ( \
             SELECT MIN(next_event_at) AS due FROM games WHERE status = 'active' \
             UNION ALL SELECT MIN(expires_at) FROM challenges WHERE status = 'open' \
             UNION ALL SELECT MIN(due_at) FROM thread_archives) AS due_times",
        )
        .fetch_one(&self.pool)
        .await?;
        Ok(next)
    }
}
