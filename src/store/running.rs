//! What runs in an active game and a player's time away, as the `games`
//! and `vacations` tables keep it: the clock columns of a turn, the clocks
//! written back together, and the query of a running vacation. Shared by
//! the scheduler's reads (`clocks`), the games, and the vacations that push
//! clocks back.

use sqlx::{Any, FromRow, Transaction};

use super::{columns::days_from_db, value_rows, GameId, StoreError};

/// The clock of one turn, as the `games` row keeps it: plain data. The
/// arithmetic (start, catch up, shift) is in `manager::clock_plan`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnClock {
    pub deadline_at: i64,
    /// Reminders of this turn already done.
    pub reminders_sent: u32,
    /// The next reminder, or the deadline once none is left.
    pub next_event_at: i64,
}

/// A new clock for a running game, computed from the game at `version`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockWrite {
    pub game: GameId,
    pub version: i64,
    pub clock: TurnClock,
}

/// The running clock of an active game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunningClock {
    pub game: GameId,
    pub version: i64,
    pub days_per_move: u8,
    pub clock: TurnClock,
}

/// The rest of a query for the vacation of (`guild`, `user`) running at
/// `now`, binding guild, user and now as `$1`, `$2` and `$3`.
macro_rules! running_vacation {
    () => {
        " FROM vacations \
         WHERE guild_id = $1 AND user_id = $2 AND starts_at <= $3 AND ends_at > $3 \
         AND cancelled_at IS NULL ORDER BY ends_at DESC LIMIT 1"
    };
}

pub(super) use running_vacation;

/// The end of that vacation, as a subquery: binds the same three values.
pub(super) const RUNNING_END: &str = concat!("SELECT ends_at", running_vacation!());

/// Writes each clock if its game is still active at the version it was
/// computed from, bumping the version, inside `tx`.
///
/// # Errors
/// [`StoreError::Contended`] if one of the games has changed since: the
/// caller computes again.
pub(super) async fn write_clocks_in(
    tx: &mut Transaction<'_, Any>,
    clocks: &[ClockWrite],
) -> Result<(), StoreError> {
    // One statement for many clocks (a vacation moves every clock of a
    // player at once), in chunks well under SQLite's limit of bound values.
    for chunk in clocks.chunks(CLOCKS_PER_STATEMENT) {
        let sql = format!(
            "WITH written (id, version, deadline_at, reminders_sent, next_event_at) AS \
             (VALUES {}) UPDATE games SET deadline_at = written.deadline_at, \
             reminders_sent = written.reminders_sent, next_event_at = written.next_event_at, \
             version = games.version + 1 FROM written \
             WHERE games.id = written.id AND games.version = written.version \
             AND games.status = 'active'",
            value_rows(chunk.len(), 5)
        );
        let mut query = sqlx::query(&sql);
        for write in chunk {
            query = query
                .bind(write.game.0)
                .bind(write.version)
                .bind(write.clock.deadline_at)
                .bind(i64::from(write.clock.reminders_sent))
                .bind(write.clock.next_event_at);
        }
        let done = query.execute(&mut **tx).await?;
        // Every game must still be as it was read, or none is written.
        if done.rows_affected() != chunk.len() as u64 {
            return Err(StoreError::Contended);
        }
    }
    Ok(())
}

/// Clocks written by one statement: five bound values each.
const CLOCKS_PER_STATEMENT: usize = 1_000;

#[derive(FromRow)]
pub(super) struct RunningRaw {
    id: i64,
    version: i64,
    days_per_move: i64,
    deadline_at: i64,
    reminders_sent: i64,
    next_event_at: i64,
}

impl TryFrom<RunningRaw> for RunningClock {
    type Error = StoreError;

    fn try_from(raw: RunningRaw) -> Result<Self, StoreError> {
        Ok(RunningClock {
            game: GameId(raw.id),
            version: raw.version,
            days_per_move: days_from_db(raw.days_per_move)?,
            clock: TurnClock {
                deadline_at: raw.deadline_at,
                reminders_sent: u32::try_from(raw.reminders_sent).map_err(|_| {
                    StoreError::Corrupt(format!("reminders {}", raw.reminders_sent))
                })?,
                next_event_at: raw.next_event_at,
            },
        })
    }
}

/// The columns of a [`RunningRaw`].
pub(super) const RUNNING_COLUMNS: &str =
    "id, version, days_per_move, deadline_at, reminders_sent, next_event_at";

/// The condition for a game whose clock runs.
pub(super) const CLOCK_RUNS: &str = "status = 'active' AND deadline_at IS NOT NULL \
     AND days_per_move IS NOT NULL AND next_event_at IS NOT NULL";
