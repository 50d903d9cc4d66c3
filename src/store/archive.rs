//! Finding any game again, running or over: by its number on the server,
//! or as the latest game of a channel.

use super::{
    from_db,
    games::{Raw, COLUMNS},
    to_db, GameId, GameRow, Store, StoreError,
};

impl Store {
    /// The game numbered `number` on `guild` (or, outside servers, in
    /// `channel`), whatever its status.
    ///
    /// # Errors
    /// The database failed, or the stored game does not read back.
    pub async fn game_numbered(
        &self,
        guild: Option<u64>,
        channel: u64,
        number: u32,
    ) -> Result<Option<GameRow>, StoreError> {
        // The scope is written as the index `games_by_number` has it.
        let sql = format!(
            "SELECT {COLUMNS} FROM games \
             WHERE coalesce(guild_id, channel_id) = coalesce($1, $2) AND number = $3"
        );
        let raw: Option<Raw> = sqlx::query_as(&sql)
            .bind(guild.map(to_db))
            .bind(to_db(channel))
            .bind(i64::from(number))
            .fetch_optional(&self.pool)
            .await?;
        raw.map(GameRow::try_from).transpose()
    }

    /// The game that started last in `channel` or in a thread opened from
    /// it, whatever its status.
    ///
    /// # Errors
    /// The database failed, or the stored game does not read back.
    pub async fn latest_game_in(&self, channel: u64) -> Result<Option<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM games WHERE id = (SELECT max(id) FROM ( \
                 SELECT id FROM games WHERE channel_id = $1 \
                 UNION ALL SELECT id FROM games WHERE parent_channel_id = $1) AS here)"
        );
        let raw: Option<Raw> = sqlx::query_as(&sql)
            .bind(to_db(channel))
            .fetch_optional(&self.pool)
            .await?;
        raw.map(GameRow::try_from).transpose()
    }
}

impl Store {
    /// The rating of each player of `game` before and after it, by user id
    /// (rated games with a result only; otherwise empty).
    ///
    /// # Errors
    /// The database failed.
    pub async fn game_ratings(&self, game: GameId) -> Result<Vec<(u64, f64, f64)>, StoreError> {
        let rows: Vec<(i64, f64, f64)> = sqlx::query_as(
            "SELECT user_id, rating_before, rating_after FROM rating_changes WHERE game_id = $1",
        )
        .bind(game.0)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(user, before, after)| (from_db(user), before, after))
            .collect())
    }
}
