//! A player's active games on a server, with their clocks: the "games"
//! list.

use sqlx::FromRow;

use super::{
    games::{Raw, COLUMNS},
    to_db, GameRow, Store, StoreError,
};
use crate::games::Seat;

/// One active game in a player's list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RosterGame {
    pub game: GameRow,
    /// Plies played.
    pub plies: u32,
    /// Whose turn it is (a boop placement waiting for its choice is still
    /// its mover's turn).
    pub to_move: Seat,
    /// When the player to move loses on time; `None`: no clock.
    pub deadline_at: Option<i64>,
    /// The end of the vacation the player to move is on, if any.
    pub away_until: Option<i64>,
}

#[derive(FromRow)]
struct RosterRaw {
    #[sqlx(flatten)]
    game: Raw,
    plies: i64,
    deadline_at: Option<i64>,
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
        // scan); the move count gives whose turn it is, and the vacation is
        // that of the player to move.
        let sql = format!(
            "WITH mine AS ( \
                 SELECT id FROM games WHERE guild_id = ?1 AND first_id = ?2 AND status = 'active' \
                 UNION \
                 SELECT id FROM games WHERE guild_id = ?1 AND second_id = ?2 AND status = 'active' \
             ), counted AS ( \
                 SELECT games.*, \
                     (SELECT COUNT(*) FROM moves WHERE moves.game_id = games.id) AS plies \
                 FROM games JOIN mine ON mine.id = games.id \
             ) \
             SELECT {COLUMNS}, plies, deadline_at, \
                 (SELECT MAX(ends_at) FROM vacations \
                  WHERE vacations.guild_id = counted.guild_id \
                  AND vacations.user_id = CASE plies % 2 WHEN 0 THEN first_id ELSE second_id END \
                  AND starts_at <= ?3 AND ends_at > ?3 AND cancelled_at IS NULL) AS away_until \
             FROM counted ORDER BY id"
        );
        let raws: Vec<RosterRaw> = sqlx::query_as(&sql)
            .bind(to_db(guild))
            .bind(to_db(user))
            .bind(now)
            .fetch_all(&self.pool)
            .await?;
        raws.into_iter()
            .map(|raw| {
                let plies = u32::try_from(raw.plies)
                    .map_err(|_| StoreError::Corrupt(format!("{} plies", raw.plies)))?;
                Ok(RosterGame {
                    game: GameRow::try_from(raw.game)?,
                    plies,
                    to_move: if plies % 2 == 0 {
                        Seat::First
                    } else {
                        Seat::Second
                    },
                    deadline_at: raw.deadline_at,
                    away_until: raw.away_until,
                })
            })
            .collect()
    }
}
