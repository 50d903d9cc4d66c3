//! The `premoves` table: conditional moves, "if they play X, I play Y",
//! one tree of lines per waiting player per game. The manager checks the
//! lines against the rules and decides what a move does to them; here they
//! are text, like the move list.
//!
//! Every write here first claims the game's row (a write that changes
//! nothing in it, but takes its lock on PostgreSQL; SQLite has one writer
//! anyway), as a move's transaction does: a move, an entry and a clearing
//! of one game take turns even across processes, and each sees what the
//! one before it did. A move then rewrites the tree only if it is still the
//! one the manager read ([`PremoveChange::Follow`]), or nothing is written
//! and the manager plans again: the reply is played or the tree is gone,
//! never both.

use sqlx::{Any, Transaction};

use super::{columns::seat_to_db, one_row, GameId, Store, StoreError};
use crate::games::Seat;

/// One player's tree, as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PremoveTree {
    /// Plies played when its lines start: each line's first move is the
    /// opponent's ply `ply + 1`.
    pub ply: u32,
    /// Its lines, each the moves in canonical notation separated by
    /// spaces.
    pub lines: Vec<String>,
}

impl PremoveTree {
    /// The lines as the `lines` column holds them: a text line each.
    fn text(&self) -> String {
        self.lines.join("\n")
    }
}

/// What an action does to a game's trees, written with it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum PremoveChange {
    /// Nothing: the action leaves the trees as they are.
    #[default]
    Keep,
    /// Every tree of the game goes (a takeback, the end of the game).
    ClearAll,
    /// A move's effect on the tree of the player who waited for it (`seat`):
    /// the tree must still be `read` (`None`: none), and becomes `left`
    /// (`None`: removed). Otherwise [`StoreError::Contended`]: plan again.
    Follow {
        seat: Seat,
        read: Option<PremoveTree>,
        left: Option<PremoveTree>,
    },
}

type Raw = (i64, String);

fn tree_from(raw: Raw) -> Result<PremoveTree, StoreError> {
    let (ply, lines) = raw;
    Ok(PremoveTree {
        ply: u32::try_from(ply).map_err(|_| StoreError::Corrupt(format!("premove ply {ply}")))?,
        lines: lines.lines().map(str::to_owned).collect(),
    })
}

impl Store {
    /// `seat`'s tree in `game`, if any.
    ///
    /// # Errors
    /// The database failed, or the row is malformed.
    pub async fn premoves(
        &self,
        game: GameId,
        seat: Seat,
    ) -> Result<Option<PremoveTree>, StoreError> {
        let raw: Option<Raw> =
            sqlx::query_as("SELECT ply, lines FROM premoves WHERE game_id = $1 AND seat = $2")
                .bind(game.0)
                .bind(seat_to_db(seat))
                .fetch_optional(&self.pool)
                .await?;
        raw.map(tree_from).transpose()
    }

    /// Replaces `seat`'s tree in `game`, which the manager read as `read`,
    /// by `tree`.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if the game is no longer active at
    /// `tree.ply` plies, or the tree is no longer as read; nothing changed.
    pub async fn set_premoves(
        &self,
        game: GameId,
        seat: Seat,
        read: Option<&PremoveTree>,
        tree: &PremoveTree,
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let claimed = sqlx::query(
            "UPDATE games SET plies = plies WHERE id = $1 AND status = 'active' AND plies = $2",
        )
        .bind(game.0)
        .bind(i64::from(tree.ply))
        .execute(&mut *tx)
        .await?;
        one_row(&claimed, StoreError::Conflict)?;
        let current =
            sqlx::query_as("SELECT ply, lines FROM premoves WHERE game_id = $1 AND seat = $2")
                .bind(game.0)
                .bind(seat_to_db(seat))
                .fetch_optional(&mut *tx)
                .await?
                .map(tree_from)
                .transpose()?;
        if current.as_ref() != read {
            return Err(StoreError::Conflict);
        }
        sqlx::query("DELETE FROM premoves WHERE game_id = $1 AND seat = $2")
            .bind(game.0)
            .bind(seat_to_db(seat))
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "INSERT INTO premoves (game_id, seat, ply, lines, updated_at) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(game.0)
        .bind(seat_to_db(seat))
        .bind(i64::from(tree.ply))
        .bind(tree.text())
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Removes `seat`'s tree in `game`; returns it as it was (`None`: there
    /// was none).
    ///
    /// # Errors
    /// The database failed.
    pub async fn clear_premoves(
        &self,
        game: GameId,
        seat: Seat,
    ) -> Result<Option<PremoveTree>, StoreError> {
        let mut tx = self.write().await?;
        // Waits for a move of the game being written, and then sees what
        // it left.
        sqlx::query("UPDATE games SET plies = plies WHERE id = $1")
            .bind(game.0)
            .execute(&mut *tx)
            .await?;
        let removed: Option<Raw> = sqlx::query_as(
            "DELETE FROM premoves WHERE game_id = $1 AND seat = $2 RETURNING ply, lines",
        )
        .bind(game.0)
        .bind(seat_to_db(seat))
        .fetch_optional(&mut *tx)
        .await?;
        tx.commit().await?;
        removed.map(tree_from).transpose()
    }
}

/// Writes `change` to `game`'s trees inside `tx`, which has claimed the
/// game's row already.
///
/// # Errors
/// [`StoreError::Contended`] if a [`PremoveChange::Follow`] finds the tree
/// changed since it was read.
pub(super) async fn change_in(
    tx: &mut Transaction<'_, Any>,
    game: GameId,
    change: &PremoveChange,
    now: i64,
) -> Result<(), StoreError> {
    match change {
        PremoveChange::Keep => Ok(()),
        PremoveChange::ClearAll => {
            sqlx::query("DELETE FROM premoves WHERE game_id = $1")
                .bind(game.0)
                .execute(&mut **tx)
                .await?;
            Ok(())
        }
        PremoveChange::Follow { seat, read, left } => {
            follow_in(tx, game, *seat, read.as_ref(), left.as_ref(), now).await
        }
    }
}

async fn follow_in(
    tx: &mut Transaction<'_, Any>,
    game: GameId,
    seat: Seat,
    read: Option<&PremoveTree>,
    left: Option<&PremoveTree>,
    now: i64,
) -> Result<(), StoreError> {
    let Some(read) = read else {
        // Read as none: one entered since was not planned for.
        let entered: i64 =
            sqlx::query_scalar("SELECT count(*) FROM premoves WHERE game_id = $1 AND seat = $2")
                .bind(game.0)
                .bind(seat_to_db(seat))
                .fetch_one(&mut **tx)
                .await?;
        return if entered == 0 {
            Ok(())
        } else {
            Err(StoreError::Contended)
        };
    };
    // The same row is rewritten, not replaced, so that a clearing waiting
    // for it on PostgreSQL finds and removes what is left.
    let done =
        match left {
            Some(left) => {
                sqlx::query(
                    "UPDATE premoves SET ply = $1, lines = $2, updated_at = $3 \
                 WHERE game_id = $4 AND seat = $5 AND ply = $6 AND lines = $7",
                )
                .bind(i64::from(left.ply))
                .bind(left.text())
                .bind(now)
                .bind(game.0)
                .bind(seat_to_db(seat))
                .bind(i64::from(read.ply))
                .bind(read.text())
                .execute(&mut **tx)
                .await?
            }
            None => sqlx::query(
                "DELETE FROM premoves WHERE game_id = $1 AND seat = $2 AND ply = $3 AND lines = $4",
            )
            .bind(game.0)
            .bind(seat_to_db(seat))
            .bind(i64::from(read.ply))
            .bind(read.text())
            .execute(&mut **tx)
            .await?,
        };
    one_row(&done, StoreError::Contended)
}
