//! The `vacations` table: a player's clocks on a server stand still while
//! they are away. The manager works out which clocks a vacation pushes back
//! (or a cancelled one gives back); they are written here together with the
//! vacation.

use super::{
    columns::seat_to_db,
    one_row,
    running::{
        running_vacation, write_clocks_in, ClockWrite, RunningClock, RunningRaw, CLOCK_RUNS,
        RUNNING_COLUMNS, RUNNING_END,
    },
    to_db, Store, StoreError,
};
use crate::games::Seat;
use sqlx::Any;

/// A vacation running now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunningVacation {
    pub id: i64,
    pub starts_at: i64,
    pub ends_at: i64,
}

/// The vacation of (`guild`, `user`) running at `now`: ends after `now`,
/// begun by then, not cancelled: its id and end.
const RUNNING: &str = concat!("SELECT id, starts_at, ends_at", running_vacation!());

/// The days used in vacations of (`guild`, `user`) begun in `[from, to)`,
/// binding those four as `$1`, `$2`, `$4` and `$5` (`$3` is left to
/// [`RUNNING_END`] beside it): a cancelled vacation's end is the moment it was
/// cancelled, and the division rounds a day begun up.
const DAYS_USED: &str =
    "SELECT CAST(SUM((ends_at - starts_at + 86399999) / 86400000) AS BIGINT) FROM vacations \
     WHERE guild_id = $1 AND user_id = $2 AND starts_at >= $4 AND starts_at < $5";

/// Where a player stands with vacations on a server.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VacationStanding {
    /// The end of the vacation they are on, if any.
    pub until: Option<i64>,
    /// Days of the year's allowance used.
    pub used: i64,
}

async fn running<'e>(
    executor: impl sqlx::Executor<'e, Database = Any>,
    guild: u64,
    user: u64,
    now: i64,
) -> Result<Option<RunningVacation>, StoreError> {
    let row: Option<(i64, i64, i64)> = sqlx::query_as(RUNNING)
        .bind(to_db(guild))
        .bind(to_db(user))
        .bind(now)
        .fetch_optional(executor)
        .await?;
    Ok(row.map(|(id, starts_at, ends_at)| RunningVacation {
        id,
        starts_at,
        ends_at,
    }))
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
        Ok(running.map(|vacation| vacation.ends_at))
    }

    /// The vacation of `user` on `guild` running at `now`, if any.
    ///
    /// # Errors
    /// The database failed.
    pub async fn running_vacation(
        &self,
        guild: u64,
        user: u64,
        now: i64,
    ) -> Result<Option<RunningVacation>, StoreError> {
        running(&self.pool, guild, user, now).await
    }

    /// The running clocks of the active games on `guild` where `user` is to
    /// move.
    ///
    /// # Errors
    /// The database failed.
    pub async fn turn_clocks_of(
        &self,
        guild: u64,
        user: u64,
    ) -> Result<Vec<RunningClock>, StoreError> {
        // One lookup per seat, so each uses its index.
        let raws: Vec<RunningRaw> = sqlx::query_as(&format!(
            "SELECT {RUNNING_COLUMNS} FROM games \
             WHERE guild_id = $1 AND first_id = $2 AND to_move = $3 AND {CLOCK_RUNS} \
             UNION ALL SELECT {RUNNING_COLUMNS} FROM games \
             WHERE guild_id = $1 AND second_id = $2 AND to_move = $4 AND {CLOCK_RUNS} \
             ORDER BY id"
        ))
        .bind(to_db(guild))
        .bind(to_db(user))
        .bind(seat_to_db(Seat::First))
        .bind(seat_to_db(Seat::Second))
        .fetch_all(&self.pool)
        .await?;
        raws.into_iter().map(RunningClock::try_from).collect()
    }

    /// [`Store::on_vacation`] at `now`, and the vacation days `user` used on
    /// `guild` in vacations begun in `year` (`[from, to)`): each counts the
    /// days it lasted or, cut short, the days begun before it was
    /// cancelled. One look-up.
    ///
    /// # Errors
    /// The database failed.
    pub async fn vacation_standing(
        &self,
        guild: u64,
        user: u64,
        now: i64,
        (from, to): (i64, i64),
    ) -> Result<VacationStanding, StoreError> {
        let (until, used): (Option<i64>, Option<i64>) =
            sqlx::query_as(&format!("SELECT ({RUNNING_END}), ({DAYS_USED})"))
                .bind(to_db(guild))
                .bind(to_db(user))
                .bind(now)
                .bind(from)
                .bind(to)
                .fetch_one(&self.pool)
                .await?;
        Ok(VacationStanding {
            until,
            used: used.unwrap_or(0),
        })
    }

    /// Starts a vacation of `user` on `guild` from `now` to `ends_at`, and
    /// writes the clocks it pushes back, in one transaction.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if they are already on vacation there;
    /// [`StoreError::Contended`] if one of the games changed since its
    /// clock was computed. Nothing changed then.
    pub async fn start_vacation(
        &self,
        guild: u64,
        user: u64,
        (now, ends_at): (i64, i64),
        clocks: &[ClockWrite],
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        // Checked inside the write lock: two requests at once cannot both
        // start one.
        if running(&mut *tx, guild, user, now).await?.is_some() {
            return Err(StoreError::Conflict);
        }
        sqlx::query(
            "INSERT INTO vacations (guild_id, user_id, starts_at, ends_at) VALUES ($1, $2, $3, $4)",
        )
        .bind(to_db(guild))
        .bind(to_db(user))
        .bind(now)
        .bind(ends_at)
        .execute(&mut *tx)
        .await?;
        write_clocks_in(&mut tx, clocks).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Ends the running vacation `vacation` at `now` and writes the clocks
    /// it gives back, in one transaction.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if it is no longer running;
    /// [`StoreError::Contended`] if one of the games changed since its
    /// clock was computed. Nothing changed then.
    pub async fn cancel_vacation(
        &self,
        vacation: i64,
        now: i64,
        clocks: &[ClockWrite],
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let done = sqlx::query(
            "UPDATE vacations SET ends_at = $1, cancelled_at = $1 \
             WHERE id = $2 AND cancelled_at IS NULL AND ends_at > $1",
        )
        .bind(now)
        .bind(vacation)
        .execute(&mut *tx)
        .await?;
        one_row(&done, StoreError::Conflict)?;
        write_clocks_in(&mut tx, clocks).await?;
        tx.commit().await?;
        Ok(())
    }
}
