//! Games without a clock that a player leaves idle: no clock will end
//! them, so after two weeks without a move the opponent of the player to
//! move may claim the game — a win by abandonment, or an abort.

use super::{
    clock_plan::DAY_MS,
    refusal::Refusal,
    request::{Caller, Stamp},
    Handled, Manager,
};
use crate::{
    games::{Outcome, Rules},
    store::{EndReason, GameEnd},
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
