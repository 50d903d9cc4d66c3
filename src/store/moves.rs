//! The `moves` table: one row per ply, the truth every position is rebuilt from.

use sqlx::FromRow;

use super::{
    from_db, games,
    games::{seat_from_db, seat_to_db},
    offers, placements, to_db, GameEnd, GameId, OfferId, OfferStatus, Store, StoreError,
};
use crate::games::Seat;

/// A move about to be stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewMove {
    pub game: GameId,
    /// 1 for the first move of the game.
    pub ply: u32,
    pub seat: Seat,
    pub user: u64,
    /// Canonical notation.
    pub notation: String,
}

/// A stored move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow {
    pub game: GameId,
    pub ply: u32,
    pub seat: Seat,
    pub user: u64,
    pub notation: String,
    pub played_at: i64,
}

#[derive(FromRow)]
struct Raw {
    game_id: i64,
    ply: i64,
    seat: i64,
    user_id: i64,
    notation: String,
    played_at: i64,
}

impl TryFrom<Raw> for MoveRow {
    type Error = StoreError;

    fn try_from(raw: Raw) -> Result<Self, StoreError> {
        Ok(MoveRow {
            game: GameId(raw.game_id),
            ply: u32::try_from(raw.ply)
                .map_err(|_| StoreError::Corrupt(format!("ply {}", raw.ply)))?,
            seat: seat_from_db(raw.seat)?,
            user: from_db(raw.user_id),
            notation: raw.notation,
            played_at: raw.played_at,
        })
    }
}

impl Store {
    /// The moves of `game`, first ply first.
    ///
    /// # Errors
    /// The database failed, or a row is malformed.
    pub async fn moves(&self, game: GameId) -> Result<Vec<MoveRow>, StoreError> {
        let raws: Vec<Raw> = sqlx::query_as(
            "SELECT game_id, ply, seat, user_id, notation, played_at FROM moves \
             WHERE game_id = ? ORDER BY ply",
        )
        .bind(game.0)
        .fetch_all(&self.pool)
        .await?;
        let moves: Vec<MoveRow> = raws
            .into_iter()
            .map(MoveRow::try_from)
            .collect::<Result<_, _>>()?;
        // Plies are 1, 2, 3, … without a gap: anything else is not a game.
        if let Some((index, bad)) = moves
            .iter()
            .enumerate()
            .find(|(index, row)| u64::from(row.ply) != *index as u64 + 1)
        {
            return Err(StoreError::Corrupt(format!(
                "game {}: ply {} stored at position {}",
                game.0,
                bad.ply,
                index + 1
            )));
        }
        Ok(moves)
    }

    /// Stores one move in one transaction: the move itself (the database
    /// refuses a second row for the same ply), the lapse of the offers it
    /// ends (the mover's opponent's draw offers, every takeback request), the
    /// removal of a pending placement, and the end of the game if it ends it.
    ///
    /// Returns the game's new version.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if this ply is already stored or the game is
    /// no longer active; nothing changed then.
    pub async fn record_move(
        &self,
        new: &NewMove,
        end: Option<GameEnd>,
        now: i64,
    ) -> Result<i64, StoreError> {
        let mut tx = self.write().await?;
        if !games::is_active_in(&mut tx, new.game).await? {
            return Err(StoreError::Conflict);
        }
        // The previous ply must exist: a gap would make an unplayable list.
        let last: Option<i64> = sqlx::query_scalar("SELECT MAX(ply) FROM moves WHERE game_id = ?")
            .bind(new.game.0)
            .fetch_one(&mut *tx)
            .await?;
        if last.unwrap_or(0) + 1 != i64::from(new.ply) {
            return Err(StoreError::Conflict);
        }
        sqlx::query(
            "INSERT INTO moves (game_id, ply, seat, user_id, notation, played_at) \
             VALUES (?, ?, ?, ?, ?, ?)",
        )
        .bind(new.game.0)
        .bind(i64::from(new.ply))
        .bind(seat_to_db(new.seat))
        .bind(to_db(new.user))
        .bind(&new.notation)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        offers::lapse_in(&mut tx, new.game, Some(new.seat), now).await?;
        placements::clear_in(&mut tx, new.game).await?;
        let version = match end {
            Some(end) => games::end_game_in(&mut tx, new.game, end, now).await?,
            None => {
                // The opponent's clock starts now.
                super::clocks::start_turn_in(&mut tx, new.game, now).await?;
                games::touch_in(&mut tx, new.game, now).await?
            }
        };
        tx.commit().await?;
        Ok(version)
    }

    /// Takes back ply `ply` (which must be the last) of `game`, accepting the
    /// takeback request `offer`, in one transaction. Returns the game's new
    /// version.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if `ply` is not the last move or the request
    /// is no longer open; nothing changed then.
    pub async fn take_back(
        &self,
        game: GameId,
        ply: u32,
        offer: OfferId,
        now: i64,
    ) -> Result<i64, StoreError> {
        let mut tx = self.write().await?;
        offers::close_offer_in(&mut tx, offer, OfferStatus::Accepted, now).await?;
        let done = sqlx::query(
            "DELETE FROM moves WHERE game_id = ? AND ply = ? \
             AND ply = (SELECT MAX(ply) FROM moves WHERE game_id = ?)",
        )
        .bind(game.0)
        .bind(i64::from(ply))
        .bind(game.0)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Err(StoreError::Conflict);
        }
        placements::clear_in(&mut tx, game).await?;
        // The player whose move was taken back is to move again, afresh.
        super::clocks::start_turn_in(&mut tx, game, now).await?;
        let version = games::touch_in(&mut tx, game, now).await?;
        tx.commit().await?;
        Ok(version)
    }
}
