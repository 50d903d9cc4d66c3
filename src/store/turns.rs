//! One write per action on a game. The manager works out every consequence
//! of a move, a takeback or an ending — the move list change, whose turn it
//! is, the next clock, the offers that lapse, the placement cleared, the
//! result with its rating changes and the thread to archive — and hands it
//! over as one [`TurnUpdate`], which is written here in one transaction or
//! not at all.

use sqlx::{Any, Transaction};

use super::{
    clocks::{self, DueThread},
    columns::{result_to_db, seat_to_db},
    moves, offers,
    offers::Lapse,
    outbox, placements,
    premoves::{self, PremoveChange},
    ratings::{self, RatingWrite},
    running::TurnClock,
    EndReason, GameId, GameStatus, NewMove, OfferId, OfferStatus, Store, StoreError,
};
use crate::games::{Outcome, Seat};

/// What happens to the move list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveChange {
    /// Nothing (the game ends by word or on time).
    Keep,
    /// A new ply is appended.
    Append(NewMove),
    /// The last ply (this one) is taken back.
    TakeBack { ply: u32 },
}

/// How the game ends, with everything that follows from it.
#[derive(Clone, Debug, PartialEq)]
pub struct Ending {
    pub status: GameStatus,
    /// `None` when aborted.
    pub outcome: Option<Outcome>,
    pub reason: EndReason,
    /// The rating rows to write (rated games on a server).
    pub ratings: Vec<RatingWrite>,
    /// The thread the game lived in, to archive later.
    pub archive: Option<DueThread>,
}

/// Everything one action changes in one game.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnUpdate {
    pub game: GameId,
    /// The version the manager read: if another write came since, nothing
    /// is written ([`StoreError::Conflict`]).
    pub version: i64,
    pub moves: MoveChange,
    /// Plies played after the change.
    pub plies: u32,
    /// Whose turn it is after the change; `None` once the game is over.
    pub to_move: Option<Seat>,
    /// The clock of the turn that starts; `None`: no clock runs.
    pub clock: Option<TurnClock>,
    /// An offer answered by this action (an accepted draw or takeback).
    pub close_offer: Option<(OfferId, OfferStatus)>,
    pub lapse: Lapse,
    /// Removes a boop placement waiting for its choice.
    pub clear_placement: bool,
    /// What happens to the game's conditional moves.
    pub premoves: PremoveChange,
    pub ending: Option<Ending>,
}

impl Store {
    /// Writes `update` in one transaction; returns the game's new version.
    ///
    /// # Errors
    /// - [`StoreError::Conflict`]: the game is no longer active at the
    ///   version read, the ply is taken, or the offer is no longer open.
    /// - [`StoreError::Contended`]: a player's rating changed since it was
    ///   read (another game ended), or a tree of conditional moves did:
    ///   compute the update again.
    ///
    /// Nothing is written in either case.
    pub async fn commit_turn(&self, update: &TurnUpdate, now: i64) -> Result<i64, StoreError> {
        self.commit_turns(std::slice::from_ref(update), now).await
    }

    /// Writes `updates` one after the other in one transaction (a move and
    /// the conditional move that answers it): each names the version the
    /// one before it leaves. Returns the game's last version; the board
    /// owed is the one after them all.
    ///
    /// # Errors
    /// As [`Store::commit_turn`], for any of them: then none is written.
    pub async fn commit_turns(&self, updates: &[TurnUpdate], now: i64) -> Result<i64, StoreError> {
        let Some(last) = updates.last() else {
            return Err(StoreError::Conflict);
        };
        let mut tx = self.write().await?;
        let mut version = 0;
        for update in updates {
            version = write_in(&mut tx, update, now).await?;
        }
        // The board this change owes commits with it, or neither does.
        outbox::owe_board_in(&mut tx, last.game, self.process(), now).await?;
        tx.commit().await?;
        for update in updates {
            if let MoveChange::Append(_) = update.moves {
                crate::ops::metrics::move_stored();
            }
        }
        Ok(version)
    }
}

/// Writes one update inside `tx`; returns the game's new version.
async fn write_in(
    tx: &mut Transaction<'_, Any>,
    update: &TurnUpdate,
    now: i64,
) -> Result<i64, StoreError> {
    let version = claim_version_in(tx, update, now).await?;
    match &update.moves {
        MoveChange::Keep => {}
        MoveChange::Append(new) => moves::insert_in(tx, new, now).await?,
        MoveChange::TakeBack { ply } => moves::delete_last_in(tx, update.game, *ply).await?,
    }
    if let Some((offer, status)) = update.close_offer {
        offers::close_offer_in(tx, offer, status, now).await?;
    }
    offers::lapse_in(tx, update.game, update.lapse, now).await?;
    if update.clear_placement {
        placements::clear_in(tx, update.game).await?;
    }
    premoves::change_in(tx, update.game, &update.premoves, now).await?;
    if let Some(ending) = &update.ending {
        end_in(tx, update.game, ending, now).await?;
    }
    Ok(version)
}

/// Bumps the version of the active game read at `update.version` and
/// stores its plies, turn and clock, inside `tx`; returns the new version.
/// One statement: every move runs it.
async fn claim_version_in(
    tx: &mut Transaction<'_, Any>,
    update: &TurnUpdate,
    now: i64,
) -> Result<i64, StoreError> {
    // The move list stays 1, 2, 3, … without a gap.
    let plies_before = match &update.moves {
        MoveChange::Keep => Some(update.plies),
        MoveChange::Append(new) => new.ply.checked_sub(1).filter(|_| update.plies == new.ply),
        MoveChange::TakeBack { ply } => Some(*ply).filter(|ply| update.plies + 1 == *ply),
    };
    let Some(plies_before) = plies_before else {
        return Err(StoreError::Conflict);
    };
    let version: Option<i64> = sqlx::query_scalar(
        "UPDATE games SET version = version + 1, updated_at = $1, plies = $2, to_move = $3, \
         deadline_at = $4, reminders_sent = $5, next_event_at = $6 \
         WHERE id = $7 AND version = $8 AND status = 'active' AND plies = $9 RETURNING version",
    )
    .bind(now)
    .bind(i64::from(update.plies))
    .bind(update.to_move.map(seat_to_db))
    .bind(update.clock.map(|clock| clock.deadline_at))
    .bind(
        update
            .clock
            .map_or(0, |clock| i64::from(clock.reminders_sent)),
    )
    .bind(update.clock.map(|clock| clock.next_event_at))
    .bind(update.game.0)
    .bind(update.version)
    .bind(i64::from(plies_before))
    .fetch_optional(&mut **tx)
    .await?;
    version.ok_or(StoreError::Conflict)
}

/// Records the end of `game` and what follows from it, inside `tx`.
async fn end_in(
    tx: &mut Transaction<'_, Any>,
    game: GameId,
    ending: &Ending,
    now: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE games SET status = $1, result = $2, end_reason = $3, ended_at = $4 WHERE id = $5",
    )
    .bind(ending.status)
    .bind(ending.outcome.map(result_to_db))
    .bind(ending.reason)
    .bind(now)
    .bind(game.0)
    .execute(&mut **tx)
    .await?;
    if let Some(thread) = ending.archive {
        clocks::archive_thread_in(tx, thread).await?;
    }
    // The result and the rating change it causes commit together or not at all.
    for write in &ending.ratings {
        ratings::write_in(tx, game, write, now).await?;
    }
    Ok(())
}
