//! The `moves` table: one row per ply, the truth every position is rebuilt from.

use sqlx::{Any, FromRow, Transaction};

use super::{
    columns::{seat_from_db, seat_to_db},
    from_db, one_row, to_db, GameId, Store, StoreError,
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
    /// When the last move of `game` was played; `None` before the first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn last_move_at(&self, game: GameId) -> Result<Option<i64>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT MAX(played_at) FROM moves WHERE game_id = $1")
                .bind(game.0)
                .fetch_one(&self.pool)
                .await?,
        )
    }

    /// The moves of `game`, first ply first.
    ///
    /// # Errors
    /// The database failed, or a row is malformed.
    pub async fn moves(&self, game: GameId) -> Result<Vec<MoveRow>, StoreError> {
        let raws: Vec<Raw> = sqlx::query_as(
            "SELECT game_id, ply, seat, user_id, notation, played_at FROM moves \
             WHERE game_id = $1 ORDER BY ply",
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
}

/// Appends `new` to its game's move list, inside `tx`.
///
/// # Errors
/// [`StoreError::Conflict`] if the ply is taken (the database refuses a
/// second row for one ply).
pub(super) async fn insert_in(
    tx: &mut Transaction<'_, Any>,
    new: &NewMove,
    now: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO moves (game_id, ply, seat, user_id, notation, played_at) \
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(new.game.0)
    .bind(i64::from(new.ply))
    .bind(seat_to_db(new.seat))
    .bind(to_db(new.user))
    .bind(&new.notation)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Deletes ply `ply` of `game`, which must be its last, inside `tx`.
///
/// # Errors
/// [`StoreError::Conflict`] if `ply` is not the last move.
pub(super) async fn delete_last_in(
    tx: &mut Transaction<'_, Any>,
    game: GameId,
    ply: u32,
) -> Result<(), StoreError> {
    let done = sqlx::query(
        "DELETE FROM moves WHERE game_id = $1 AND ply = $2 \
         AND ply = (SELECT MAX(ply) FROM moves WHERE game_id = $3)",
    )
    .bind(game.0)
    .bind(i64::from(ply))
    .bind(game.0)
    .execute(&mut **tx)
    .await?;
    one_row(&done, StoreError::Conflict)
}
