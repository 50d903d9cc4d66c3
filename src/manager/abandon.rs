//! Games without a clock that a player leaves idle: no clock will end
//! them, so after a week without a move the player to move is nudged, and
//! after two weeks the opponent may claim the game — a win by abandonment,
//! or an abort.

use super::{
    clock_plan::{DAY_MS, NUDGE_AFTER_MS},
    message::Message,
    refusal::Refusal,
    request::{Caller, Stamp},
    Due, Handled, Manager,
};
use crate::{
    games::{Outcome, Rules, Seat},
    store::{EndReason, GameEnd, GameRow, IdleGame, StoreError},
};

/// How long the player to move must have been idle before a claim.
pub const CLAIM_AFTER_MS: i64 = 14 * DAY_MS;

impl Manager {
    pub(super) async fn claim(
        &self,
        caller: &Caller,
        stamp: Option<Stamp>,
        abort: bool,
    ) -> Handled {
        let table = self.table(caller, stamp).await?;
        let seat = table.player()?;
        if table.row.days_per_move.is_some() {
            return Err(Refusal::ClaimWithClock.into());
        }
        if table.game.turn() == seat {
            return Err(Refusal::ClaimOnYourTurn.into());
        }
        // Idle since the last move, or since the game began.
        let idle_since = self
            .store
            .last_move_at(table.row.id)
            .await?
            .unwrap_or(table.row.created_at);
        let claimable_at = idle_since.saturating_add(CLAIM_AFTER_MS);
        if self.clock.now() < claimable_at {
            return Err(Refusal::ClaimTooEarly { claimable_at }.into());
        }
        let end = if abort {
            GameEnd {
                outcome: None,
                reason: EndReason::Aborted,
            }
        } else {
            GameEnd {
                outcome: Some(Outcome::Win(seat)),
                reason: EndReason::Abandonment,
            }
        };
        self.end(caller, table, end, None).await
    }
}

impl Manager {
    /// The week's nudge of `idle`'s player to move, if it still stands once
    /// the game's channel is ours and this process claimed it.
    pub(super) async fn nudge(&self, idle: IdleGame) -> Result<Option<(i64, Due)>, StoreError> {
        let _serialised = self.serialise(idle.channel).await?;
        // Read again under the lock: a move may have come first.
        let Some(row) = self.store.game(idle.game).await? else {
            return Ok(None);
        };
        if row.version != idle.version {
            return Ok(None);
        }
        // Replayed before the claim: a claimed nudge is always posted.
        let game = self.position(&row).await?;
        let Some(owed) = self
            .store
            .claim_nudge(row.id, row.version, self.clock.now())
            .await?
        else {
            return Ok(None);
        };
        let to_move = game.turn();
        let message = nudge_message(&row, to_move, idle.idle_since);
        let reply = self.reminder_post(&row, to_move, message).await;
        Ok(Some((
            idle.idle_since.saturating_add(NUDGE_AFTER_MS),
            Due::Reminder {
                game: row.id,
                channel: row.channel_id,
                reply,
                owed,
            },
        )))
    }
}

/// The nudge of the player in seat `to_move` of `row`'s game, idle since
/// `idle_since`.
pub(super) fn nudge_message(row: &GameRow, to_move: Seat, idle_since: i64) -> Message {
    Message::IdleNudge {
        number: row.number,
        kind: row.kind,
        to_move: row.players.get(to_move).clone(),
        opponent: row.name(to_move.other()).to_owned(),
        claimable_at: idle_since.saturating_add(CLAIM_AFTER_MS),
    }
}
