//! Games without a clock that nobody has moved in for a while: the week's
//! nudge to the player to move.
//!
//! A game without a clock keeps `reminders_sent` at 0 until its nudge is
//! claimed (every move writes 0 again), so each turn is nudged once.

use super::{
    from_db,
    outbox::{Debt, OwedId},
    GameId, Store, StoreError,
};

/// A game without a clock idle since `idle_since` (its last move, or its
/// start).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IdleGame {
    pub game: GameId,
    pub channel: u64,
    pub version: i64,
    pub idle_since: i64,
}

impl Store {
    /// The active games between people without a clock whose turn has not
    /// been nudged and that nobody has moved in since `since` or earlier,
    /// the longest idle first. (The computer never waits impatiently, nor
    /// claims a game: nobody is nudged in a game against it.)
    ///
    /// # Errors
    /// The database failed.
    pub async fn idle_games(&self, since: i64) -> Result<Vec<IdleGame>, StoreError> {
        let rows: Vec<(i64, i64, i64, i64)> = sqlx::query_as(
            "SELECT id, channel_id, version, idle_since FROM ( \
                 SELECT id, channel_id, version, coalesce( \
                     (SELECT max(played_at) FROM moves WHERE game_id = games.id), created_at) \
                     AS idle_since \
                 FROM games \
                 WHERE status = 'active' AND days_per_move IS NULL AND reminders_sent = 0 \
                 AND bot_seat IS NULL) AS unclocked \
             WHERE idle_since <= $1 ORDER BY idle_since, id",
        )
        .bind(since)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(id, channel, version, idle_since)| IdleGame {
                game: GameId(id),
                channel: from_db(channel),
                version,
                idle_since,
            })
            .collect())
    }

    /// Claims the nudge of `game`'s turn at `version`, owing it in the same
    /// write: the debt for the one caller that should post it. Nobody gets
    /// it once the game has moved on.
    ///
    /// # Errors
    /// The database failed.
    pub async fn claim_nudge(
        &self,
        game: GameId,
        version: i64,
        now: i64,
    ) -> Result<Option<OwedId>, StoreError> {
        let mut tx = self.write().await?;
        let channel: Option<i64> = sqlx::query_scalar(
            "UPDATE games SET reminders_sent = 1 WHERE id = $1 AND version = $2 \
             AND status = 'active' AND days_per_move IS NULL AND reminders_sent = 0 \
             RETURNING channel_id",
        )
        .bind(game.0)
        .bind(version)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(channel) = channel else {
            return Ok(None);
        };
        let debt = Debt::Nudge { game, version };
        let owed =
            super::outbox::owe_in(&mut tx, from_db(channel), debt, self.process(), now).await?;
        tx.commit().await?;
        Ok(Some(owed))
    }

    /// Since when `game` has waited for a move (its last move, else its
    /// start).
    ///
    /// # Errors
    /// The database failed.
    pub async fn idle_since(&self, game: GameId) -> Result<Option<i64>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT coalesce((SELECT max(played_at) FROM moves WHERE game_id = games.id), \
             created_at) FROM games WHERE id = $1",
        )
        .bind(game.0)
        .fetch_optional(&self.pool)
        .await?)
    }
}
