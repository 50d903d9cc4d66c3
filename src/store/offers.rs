//! The `offers` table: draw offers and takeback requests, open until
//! answered or lapsed.

use sqlx::{Any, FromRow, Transaction};

use super::{
    columns::{seat_from_db, seat_to_db},
    one_row,
    text::stored_as_text,
    GameId, OfferId, Store, StoreError,
};
use crate::games::Seat;

/// What is offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OfferKind {
    Draw,
    /// Taking back the maker's own last move.
    Takeback,
}

stored_as_text!(OfferKind {
    Draw => "draw",
    Takeback => "takeback",
});

/// Where an offer stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OfferStatus {
    Open,
    Accepted,
    Declined,
    /// Ended by a move (or by the end of the game) before an answer.
    Lapsed,
}

stored_as_text!(OfferStatus {
    Open => "open",
    Accepted => "accepted",
    Declined => "declined",
    Lapsed => "lapsed",
});

/// A stored offer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OfferRow {
    pub id: OfferId,
    pub game: GameId,
    pub kind: OfferKind,
    /// The maker's seat.
    pub seat: Seat,
    /// Plies played when it was made.
    pub ply: u32,
    pub status: OfferStatus,
    pub created_at: i64,
    pub updated_at: i64,
}

#[derive(FromRow)]
struct Raw {
    id: i64,
    game_id: i64,
    kind: OfferKind,
    seat: i64,
    ply: i64,
    status: OfferStatus,
    created_at: i64,
    updated_at: i64,
}

impl TryFrom<Raw> for OfferRow {
    type Error = StoreError;

    fn try_from(raw: Raw) -> Result<Self, StoreError> {
        Ok(OfferRow {
            id: OfferId(raw.id),
            game: GameId(raw.game_id),
            kind: raw.kind,
            seat: seat_from_db(raw.seat)?,
            ply: u32::try_from(raw.ply)
                .map_err(|_| StoreError::Corrupt(format!("offer ply {}", raw.ply)))?,
            status: raw.status,
            created_at: raw.created_at,
            updated_at: raw.updated_at,
        })
    }
}

/// Which open offers lapse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lapse {
    None,
    /// A move by this seat: every takeback request, and the draw offers of
    /// the other seat (a draw offer survives only its maker's own move).
    AfterMoveBy(Seat),
    /// The game is over: all of them.
    All,
}

/// Lapses the open offers of `game` that `lapse` names, inside `tx`.
pub(super) async fn lapse_in(
    tx: &mut Transaction<'_, Any>,
    game: GameId,
    lapse: Lapse,
    now: i64,
) -> Result<(), StoreError> {
    let keep_draws_of = match lapse {
        Lapse::None => return Ok(()),
        Lapse::AfterMoveBy(mover) => seat_to_db(mover),
        // No seat is -1: nothing is kept.
        Lapse::All => -1,
    };
    sqlx::query(
        "UPDATE offers SET status = 'lapsed', updated_at = $1 \
         WHERE game_id = $2 AND status = 'open' AND (kind = 'takeback' OR seat <> $3)",
    )
    .bind(now)
    .bind(game.0)
    .bind(keep_draws_of)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

pub(super) async fn close_offer_in(
    tx: &mut Transaction<'_, Any>,
    offer: OfferId,
    status: OfferStatus,
    now: i64,
) -> Result<(), StoreError> {
    let done = sqlx::query(
        "UPDATE offers SET status = $1, updated_at = $2 WHERE id = $3 AND status = 'open'",
    )
    .bind(status)
    .bind(now)
    .bind(offer.0)
    .execute(&mut **tx)
    .await?;
    one_row(&done, StoreError::Conflict)
}

impl Store {
    /// The open offers of `game`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn open_offers(&self, game: GameId) -> Result<Vec<OfferRow>, StoreError> {
        let raws: Vec<Raw> = sqlx::query_as(
            "SELECT id, game_id, kind, seat, ply, status, created_at, updated_at FROM offers \
             WHERE game_id = $1 AND status = 'open' ORDER BY id",
        )
        .bind(game.0)
        .fetch_all(&self.pool)
        .await?;
        raws.into_iter().map(OfferRow::try_from).collect()
    }

    /// Stores a new open offer, made when `ply` moves had been played.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if one of the same kind is already open, or
    /// if the game has moved on from `ply` (another process stored a move
    /// since the caller looked: the offer was made on an old board).
    pub async fn insert_offer(
        &self,
        game: GameId,
        kind: OfferKind,
        seat: Seat,
        ply: u32,
        now: i64,
    ) -> Result<OfferId, StoreError> {
        // Made only while the game is active at that ply.
        let id: Option<i64> = sqlx::query_scalar(
            "INSERT INTO offers (game_id, kind, seat, ply, status, created_at, updated_at) \
             SELECT id, $1, $2, plies, 'open', $3, $4 FROM games \
             WHERE id = $5 AND status = 'active' AND plies = $6 RETURNING id",
        )
        .bind(kind)
        .bind(seat_to_db(seat))
        .bind(now)
        .bind(now)
        .bind(game.0)
        .bind(i64::from(ply))
        .fetch_optional(&self.pool)
        .await?;
        id.map(OfferId).ok_or(StoreError::Conflict)
    }

    /// Closes an open offer (declined, or accepted without further effect).
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if it was no longer open.
    pub async fn close_offer(
        &self,
        offer: OfferId,
        status: OfferStatus,
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        close_offer_in(&mut tx, offer, status, now).await?;
        tx.commit().await?;
        Ok(())
    }
}
