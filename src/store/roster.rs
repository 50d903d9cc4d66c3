//! A player's active games on a server, with their clocks: the "games"
//! list.

use sqlx::FromRow;

use super::{
    columns::seat_to_db,
    games::{Raw, COLUMNS},
    to_db, GameRow, Store, StoreError,
};
use crate::games::Seat;

/// One active game in a player's list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RosterGame {
    pub game: GameRow,
    /// The end of the vacation the player to move is on, if any.
    pub away_until: Option<i64>,
}

#[derive(FromRow)]
struct RosterRaw {
    #[sqlx(flatten)]
    game: Raw,
    away_until: Option<i64>,
}

impl Store {
    /// The active games of `user` on `guild` at `now`, in no particular
    /// order.
    ///
    /// # Errors
    /// The database failed, or a stored game does not read back.
    pub async fn active_games_of(
        &self,
        guild: u64,
        user: u64,
        now: i64,
    ) -> Result<Vec<RosterGame>, StoreError> {
        // Two lookups, one per seat, so each uses its index (an OR would
        // scan); the vacation is that of the player to move.
        let sql = format!(
            "WITH mine AS ( \
                 SELECT id FROM games WHERE guild_id = $1 AND first_id = $2 AND status = 'active' \
                 UNION \
                 SELECT id FROM games WHERE guild_id = $1 AND second_id = $2 AND status = 'active' \
             ) \
             SELECT {COLUMNS}, \
                 (SELECT MAX(ends_at) FROM vacations \
                  WHERE vacations.guild_id = games.guild_id \
                  AND vacations.user_id = CASE to_move WHEN $4 THEN first_id ELSE second_id END \
                  AND starts_at <= $3 AND ends_at > $3 AND cancelled_at IS NULL) AS away_until \
             FROM games JOIN mine USING (id) ORDER BY id"
        );
        let raws: Vec<RosterRaw> = sqlx::query_as(&sql)
            .bind(to_db(guild))
            .bind(to_db(user))
            .bind(now)
            .bind(seat_to_db(Seat::First))
            .fetch_all(&self.pool)
            .await?;
        raws.into_iter()
            .map(|raw| {
                Ok(RosterGame {
                    game: GameRow::try_from(raw.game)?,
                    away_until: raw.away_until,
                })
            })
            .collect()
    }
}
