//! Everything the scheduler reads and claims: move deadlines and reminders
//! (columns of `games`), the reminder setting of a server
//! (`server_settings`), vacations as far as they pause a clock, and threads
//! to archive (`thread_archives`). The arithmetic is in
//! [`crate::manager::clock_plan`]; here it is only stored.
//!
//! Every claim is a conditional write: whichever process makes it first
//! sends the reminder (or announces the loss), the other finds nothing to do.

use sqlx::{FromRow, Sqlite, Transaction};

use super::{from_db, to_db, GameEnd, GameId, Store, StoreError};
use crate::manager::clock_plan::{ReminderSchedule, TurnClock, DAYS_PER_MOVE, DAY_MS};

/// A thread is archived this long after its game (or challenge) ends.
pub const ARCHIVE_AFTER_MS: i64 = DAY_MS;

/// Days per move as stored: one of [`DAYS_PER_MOVE`].
pub(super) fn days_from_db(days: i64) -> Result<u8, StoreError> {
    u8::try_from(days)
        .ok()
        .filter(|days| DAYS_PER_MOVE.contains(days))
        .ok_or_else(|| StoreError::Corrupt(format!("{days} days per move")))
}

/// The stored reminder setting (an unreadable one is corrupt data).
fn parse_schedule(text: &str) -> Result<ReminderSchedule, StoreError> {
    if text.is_empty() {
        return Ok(ReminderSchedule::off());
    }
    text.parse()
        .map_err(|_| StoreError::Corrupt(format!("reminder setting {text:?}")))
}

/// The reminder setting of `guild` (the standard one without a row, or in
/// direct messages), inside `tx`.
async fn schedule_in(
    tx: &mut Transaction<'_, Sqlite>,
    guild: Option<i64>,
) -> Result<ReminderSchedule, StoreError> {
    let Some(guild) = guild else {
        return Ok(ReminderSchedule::standard());
    };
    let text: Option<String> =
        sqlx::query_scalar("SELECT reminders FROM server_settings WHERE guild_id = ?")
            .bind(guild)
            .fetch_optional(&mut **tx)
            .await?;
    text.map_or_else(
        || Ok(ReminderSchedule::standard()),
        |text| parse_schedule(&text),
    )
}

/// When the vacation `user` is on in `guild` at `now` ends, if they are on
/// one, inside `tx`.
async fn vacation_end_in(
    tx: &mut Transaction<'_, Sqlite>,
    guild: Option<i64>,
    user: i64,
    now: i64,
) -> Result<Option<i64>, StoreError> {
    let Some(guild) = guild else {
        return Ok(None);
    };
    let running = super::vacations::running(&mut **tx, from_db(guild), from_db(user), now).await?;
    Ok(running.map(|(_, ends_at)| ends_at))
}

#[derive(FromRow)]
struct TurnRaw {
    guild_id: Option<i64>,
    first_id: i64,
    second_id: i64,
    days_per_move: Option<i64>,
    plies: i64,
}

/// Starts the clock of the player to move in `game` (after the start, a
/// move or a takeback) at `now`, or at the end of their vacation, inside
/// `tx`. No reminder of the new turn is sent yet. A game without a clock is
/// left alone.
pub(super) async fn start_turn_in(
    tx: &mut Transaction<'_, Sqlite>,
    game: GameId,
    now: i64,
) -> Result<(), StoreError> {
    let turn: Option<TurnRaw> = sqlx::query_as(
        "SELECT guild_id, first_id, second_id, days_per_move, \
         (SELECT COUNT(*) FROM moves WHERE game_id = games.id) AS plies \
         FROM games WHERE id = ? AND status = 'active'",
    )
    .bind(game.0)
    .fetch_optional(&mut **tx)
    .await?;
    let Some(turn) = turn else {
        return Ok(());
    };
    let Some(days) = turn.days_per_move.map(days_from_db).transpose()? else {
        return Ok(());
    };
    // Seats alternate, the first seat starting.
    let mover = if turn.plies % 2 == 0 {
        turn.first_id
    } else {
        turn.second_id
    };
    let starts_at = vacation_end_in(tx, turn.guild_id, mover, now)
        .await?
        .unwrap_or(now);
    let schedule = schedule_in(tx, turn.guild_id).await?;
    let clock = TurnClock::start(starts_at, days, &schedule);
    write_clock_in(tx, game, clock).await
}

async fn write_clock_in(
    tx: &mut Transaction<'_, Sqlite>,
    game: GameId,
    clock: TurnClock,
) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE games SET deadline_at = ?, reminders_sent = ?, next_event_at = ? WHERE id = ?",
    )
    .bind(clock.deadline_at)
    .bind(i64::from(clock.reminders_sent))
    .bind(clock.next_event_at)
    .bind(game.0)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Archives `thread` a day after `now`, inside `tx`.
pub(super) async fn archive_thread_in(
    tx: &mut Transaction<'_, Sqlite>,
    thread: u64,
    now: i64,
) -> Result<(), StoreError> {
    sqlx::query("INSERT OR REPLACE INTO thread_archives (thread_id, due_at) VALUES (?, ?)")
        .bind(to_db(thread))
        .bind(now + ARCHIVE_AFTER_MS)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Keeps `thread` open: a new challenge there uses it again, inside `tx`.
pub(super) async fn keep_thread_in(
    tx: &mut Transaction<'_, Sqlite>,
    thread: u64,
) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM thread_archives WHERE thread_id = ?")
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

/// A thread whose archive time has come.
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

#[derive(FromRow)]
struct ClockRaw {
    id: i64,
    days_per_move: i64,
    deadline_at: i64,
}

impl Store {
    /// The reminder setting of `guild` (the standard one if never set).
    ///
    /// # Errors
    /// The database failed, or holds an unreadable setting.
    pub async fn reminder_schedule(&self, guild: u64) -> Result<ReminderSchedule, StoreError> {
        let mut tx = self.pool.begin().await?;
        let schedule = schedule_in(&mut tx, Some(to_db(guild))).await?;
        tx.commit().await?;
        Ok(schedule)
    }

    /// Sets the reminder setting of `guild`. The running turns of its games
    /// follow at once: reminders the new setting puts before `now` count as
    /// sent (a change never sends a burst), the next one is rescheduled.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_reminder_schedule(
        &self,
        guild: u64,
        schedule: &ReminderSchedule,
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        sqlx::query(
            "INSERT INTO server_settings (guild_id, reminders) VALUES (?, ?) \
             ON CONFLICT (guild_id) DO UPDATE SET reminders = excluded.reminders",
        )
        .bind(to_db(guild))
        .bind(schedule.to_string())
        .execute(&mut *tx)
        .await?;
        let running: Vec<ClockRaw> = sqlx::query_as(
            "SELECT id, days_per_move, deadline_at FROM games WHERE guild_id = ? \
             AND status = 'active' AND deadline_at IS NOT NULL AND days_per_move IS NOT NULL",
        )
        .bind(to_db(guild))
        .fetch_all(&mut *tx)
        .await?;
        for raw in running {
            let days = days_from_db(raw.days_per_move)?;
            let unsent = TurnClock::at(raw.deadline_at, 0, days, schedule);
            let (clock, _) = unsent.catch_up(now, days, schedule);
            write_clock_in(&mut tx, GameId(raw.id), clock).await?;
        }
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
             WHERE status = 'active' AND next_event_at <= ? ORDER BY next_event_at, id",
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

    /// Claims the reminder that takes the turn of `game` from `from` to `to`:
    /// `true` for the one caller that should send it. Nobody gets it if the
    /// game has moved on since `version` or another process claimed it.
    ///
    /// # Errors
    /// The database failed.
    pub async fn claim_reminder(
        &self,
        game: GameId,
        version: i64,
        from: TurnClock,
        to: TurnClock,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE games SET reminders_sent = ?, next_event_at = ? \
             WHERE id = ? AND status = 'active' AND version = ? AND deadline_at = ? \
             AND reminders_sent = ? AND next_event_at = ?",
        )
        .bind(i64::from(to.reminders_sent))
        .bind(to.next_event_at)
        .bind(game.0)
        .bind(version)
        .bind(from.deadline_at)
        .bind(i64::from(from.reminders_sent))
        .bind(from.next_event_at)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Ends `game` on time with `end` if, at `now`, it is still at
    /// `version` and its deadline has passed: `true` for the one caller that
    /// ended it. Ratings, offers, the pending placement and the thread follow
    /// as for every ending.
    ///
    /// # Errors
    /// The database failed.
    pub async fn end_on_time(
        &self,
        game: GameId,
        version: i64,
        end: GameEnd,
        now: i64,
    ) -> Result<bool, StoreError> {
        let mut tx = self.write().await?;
        // The write lock is held: nothing moves between this look and the end.
        let overdue: Option<i64> = sqlx::query_scalar(
            "SELECT 1 FROM games WHERE id = ? AND status = 'active' AND version = ? \
             AND deadline_at <= ?",
        )
        .bind(game.0)
        .bind(version)
        .bind(now)
        .fetch_optional(&mut *tx)
        .await?;
        if overdue.is_none() {
            return Ok(false);
        }
        super::games::end_game_in(&mut tx, game, end, now).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Claims the threads due for archiving at `now` (removing them from the
    /// list), the earliest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn claim_due_threads(&self, now: i64) -> Result<Vec<DueThread>, StoreError> {
        // Most ticks find nothing: a read spares them a write.
        let any: Option<i64> =
            sqlx::query_scalar("SELECT 1 FROM thread_archives WHERE due_at <= ? LIMIT 1")
                .bind(now)
                .fetch_optional(&self.pool)
                .await?;
        if any.is_none() {
            return Ok(Vec::new());
        }
        let mut rows: Vec<(i64, i64)> = sqlx::query_as(
            "DELETE FROM thread_archives WHERE due_at <= ? RETURNING thread_id, due_at",
        )
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
             UNION ALL SELECT MIN(due_at) FROM thread_archives)",
        )
        .fetch_one(&self.pool)
        .await?;
        Ok(next)
    }
}
