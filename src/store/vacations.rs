//! The `vacations` table: a player's clocks on a server stand still while
//! they are away. A vacation pushes back the deadline of every game on that
//! server where it is the player's turn; cancelling it early gives back the
//! unused part. Games whose turn comes to them during the vacation get
//! their deadline from the vacation's end (the move clock does that).

use sqlx::{Sqlite, Transaction};

use super::{to_db, Store, StoreError};

/// A vacation cut short.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CancelledVacation {
    pub starts_at: i64,
    /// When it would have ended.
    pub planned_end: i64,
    /// Games whose deadline moved back.
    pub games_shifted: u64,
}

/// The vacation of (`guild`, `user`) running at `now`: ends after `now`,
/// begun by then, not cancelled: its id and end.
const RUNNING: &str = "SELECT id, ends_at FROM vacations \
     WHERE guild_id = ? AND user_id = ? AND starts_at <= ? AND ends_at > ? \
     AND cancelled_at IS NULL ORDER BY ends_at DESC LIMIT 1";

pub(super) async fn running<'e>(
    executor: impl sqlx::SqliteExecutor<'e>,
    guild: u64,
    user: u64,
    now: i64,
) -> Result<Option<(i64, i64)>, StoreError> {
    Ok(sqlx::query_as(RUNNING)
        .bind(to_db(guild))
        .bind(to_db(user))
        .bind(now)
        .bind(now)
        .fetch_optional(executor)
        .await?)
}

/// Moves the clock (deadline and next scheduled look) of every active game
/// of `user` on `guild` where it is their turn by `by` milliseconds. Whose
/// turn it is follows from the moves stored: the first seat moves at even
/// ply counts (a boop placement waiting for its choice is no move yet, and
/// its mover is still the one to move).
async fn shift_turn_clocks_in(
    tx: &mut Transaction<'_, Sqlite>,
    guild: u64,
    user: u64,
    by: i64,
) -> Result<u64, StoreError> {
    let done = sqlx::query(
        "UPDATE games SET deadline_at = deadline_at + ?1, next_event_at = next_event_at + ?1 \
         WHERE status = 'active' AND guild_id = ?2 AND deadline_at IS NOT NULL \
         AND ((first_id = ?3 AND (SELECT COUNT(*) FROM moves WHERE moves.game_id = games.id) % 2 = 0) \
           OR (second_id = ?3 AND (SELECT COUNT(*) FROM moves WHERE moves.game_id = games.id) % 2 = 1))",
    )
    .bind(by)
    .bind(to_db(guild))
    .bind(to_db(user))
    .execute(&mut **tx)
    .await?;
    Ok(done.rows_affected())
}

impl Store {
    /// When the vacation of `user` on `guild` running at `now` ends, if
    /// they are on one.
    ///
    /// # Errors
    /// The database failed.
    pub async fn on_vacation(
        &self,
        guild: u64,
        user: u64,
        now: i64,
    ) -> Result<Option<i64>, StoreError> {
        let running = running(&self.pool, guild, user, now).await?;
        Ok(running.map(|(_, ends_at)| ends_at))
    }

    /// The vacation days `user` used on `guild` in vacations begun in
    /// `[from, to)`: each counts the days it lasted (or, cut short, the
    /// days begun before it was cancelled).
    ///
    /// # Errors
    /// The database failed.
    pub async fn vacation_days_used(
        &self,
        guild: u64,
        user: u64,
        from: i64,
        to: i64,
    ) -> Result<i64, StoreError> {
        // A cancelled vacation's end is the moment it was cancelled; the
        // division rounds a day begun up.
        let used: Option<i64> = sqlx::query_scalar(
            "SELECT SUM((ends_at - starts_at + 86399999) / 86400000) FROM vacations \
             WHERE guild_id = ? AND user_id = ? AND starts_at >= ? AND starts_at < ?",
        )
        .bind(to_db(guild))
        .bind(to_db(user))
        .bind(from)
        .bind(to)
        .fetch_one(&self.pool)
        .await?;
        Ok(used.unwrap_or(0))
    }

    /// Starts a vacation of `user` on `guild` from `now` to `ends_at`, and
    /// pushes back their clocks by its length; returns how many games it
    /// paused.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if they are already on vacation there
    /// (nothing changed).
    pub async fn start_vacation(
        &self,
        guild: u64,
        user: u64,
        now: i64,
        ends_at: i64,
    ) -> Result<u64, StoreError> {
        let mut tx = self.write().await?;
        // Checked inside the write lock: two requests at once cannot both
        // start one.
        if running(&mut *tx, guild, user, now).await?.is_some() {
            return Err(StoreError::Conflict);
        }
        sqlx::query(
            "INSERT INTO vacations (guild_id, user_id, starts_at, ends_at) VALUES (?, ?, ?, ?)",
        )
        .bind(to_db(guild))
        .bind(to_db(user))
        .bind(now)
        .bind(ends_at)
        .execute(&mut *tx)
        .await?;
        let shifted = shift_turn_clocks_in(&mut tx, guild, user, ends_at - now).await?;
        tx.commit().await?;
        Ok(shifted)
    }

    /// Ends the running vacation of `user` on `guild` at `now` and moves
    /// their turn clocks back by the time it did not use. `None` (nothing
    /// changed) if they are not on vacation.
    ///
    /// # Errors
    /// The database failed.
    pub async fn cancel_vacation(
        &self,
        guild: u64,
        user: u64,
        now: i64,
    ) -> Result<Option<CancelledVacation>, StoreError> {
        let mut tx = self.write().await?;
        let Some((id, planned_end)) = running(&mut *tx, guild, user, now).await? else {
            return Ok(None);
        };
        let starts_at: i64 = sqlx::query_scalar(
            "UPDATE vacations SET ends_at = ?, cancelled_at = ? WHERE id = ? RETURNING starts_at",
        )
        .bind(now)
        .bind(now)
        .bind(id)
        .fetch_one(&mut *tx)
        .await?;
        let games_shifted = shift_turn_clocks_in(&mut tx, guild, user, now - planned_end).await?;
        tx.commit().await?;
        Ok(Some(CancelledVacation {
            starts_at,
            planned_end,
            games_shifted,
        }))
    }
}
