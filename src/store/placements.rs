//! The `pending_placements` table: a boop placement waiting for its mover to
//! choose a row to graduate or a piece to lift. Stored, so a restart between
//! the two steps loses nothing.

use sqlx::{Any, FromRow, Transaction};

use super::{
    columns::{seat_from_db, seat_to_db},
    one_row, GameId, Store, StoreError,
};
use crate::games::Seat;

/// A placement waiting for its choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingPlacement {
    pub game: GameId,
    /// The ply the completed turn will have.
    pub ply: u32,
    pub seat: Seat,
    /// The placement in canonical notation, e.g. `Kc1`.
    pub placement: String,
    pub created_at: i64,
}

#[derive(FromRow)]
struct Raw {
    game_id: i64,
    ply: i64,
    seat: i64,
    placement: String,
    created_at: i64,
}

/// Removes the placement waiting in `game`, if any (a move completed it, a
/// takeback or the end of the game made it moot), inside `tx`.
pub(super) async fn clear_in(
    tx: &mut Transaction<'_, Any>,
    game: GameId,
) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM pending_placements WHERE game_id = $1")
        .bind(game.0)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

impl Store {
    /// The placement of `game` waiting for a choice, if any.
    ///
    /// # Errors
    /// The database failed.
    pub async fn pending_placement(
        &self,
        game: GameId,
    ) -> Result<Option<PendingPlacement>, StoreError> {
        let raw: Option<Raw> = sqlx::query_as(
            "SELECT game_id, ply, seat, placement, created_at FROM pending_placements \
             WHERE game_id = $1",
        )
        .bind(game.0)
        .fetch_optional(&self.pool)
        .await?;
        raw.map(|raw| {
            Ok(PendingPlacement {
                game: GameId(raw.game_id),
                ply: u32::try_from(raw.ply)
                    .map_err(|_| StoreError::Corrupt(format!("pending ply {}", raw.ply)))?,
                seat: seat_from_db(raw.seat)?,
                placement: raw.placement,
                created_at: raw.created_at,
            })
        })
        .transpose()
    }

    /// Removes the placement waiting in `game` for the completed turn's ply
    /// `ply` (its mover withdrew it): the game is as before it.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if no such placement waits any more.
    pub async fn clear_pending_placement(&self, game: GameId, ply: u32) -> Result<(), StoreError> {
        let done = sqlx::query("DELETE FROM pending_placements WHERE game_id = $1 AND ply = $2")
            .bind(game.0)
            .bind(i64::from(ply))
            .execute(&self.pool)
            .await?;
        one_row(&done, StoreError::Conflict)
    }

    /// Stores the placement waiting for a choice.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if one is already waiting, or the game has
    /// moved on (its last ply is not `ply - 1`).
    pub async fn set_pending_placement(
        &self,
        pending: &PendingPlacement,
    ) -> Result<(), StoreError> {
        let done = sqlx::query(
            "INSERT INTO pending_placements (game_id, ply, seat, placement, created_at) \
             SELECT id, $1, $2, $3, $4 FROM games \
             WHERE id = $5 AND status = 'active' AND plies + 1 = $6",
        )
        .bind(i64::from(pending.ply))
        .bind(seat_to_db(pending.seat))
        .bind(&pending.placement)
        .bind(pending.created_at)
        .bind(pending.game.0)
        .bind(i64::from(pending.ply))
        .execute(&self.pool)
        .await?;
        one_row(&done, StoreError::Conflict)
    }
}
