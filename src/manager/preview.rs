//! Moves seen before they count (`/settings confirm:true`): `/move` answers
//! the mover alone with the position after the move and Confirm / Cancel.
//! Nothing is stored until Confirm, so the clock runs on and Cancel has
//! nothing to undo; Confirm replays the move through the ordinary path,
//! refused if the game changed since the preview was made.

use super::{
    message::Message,
    refusal::Refusal,
    request::{Caller, Stamp},
    ButtonAction, Failure, Handled, Manager, Reply, Table,
};
use crate::{
    games::{AnyGame, AnyMove, Rules, Seat},
    render,
};

/// Whether a legal turn is stored now or shown first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Commit {
    /// As the mover's setting says: shown first if they asked for that.
    AsAsked,
    /// Stored now.
    Now,
    /// Stored now: the mover confirmed a preview made at game version
    /// `version`, which must still be the game's.
    Previewed { version: i64 },
}

impl Manager {
    /// Stores the legal turn `mv` (which leads to `after`), or shows it to
    /// the mover first when `commit` and their setting say so.
    pub(super) async fn settle(
        &self,
        caller: &Caller,
        table: Table,
        seat: Seat,
        after: AnyGame,
        mv: AnyMove,
        commit: Commit,
    ) -> Handled {
        let preview = match commit {
            Commit::AsAsked => self.store.confirm_moves(caller.user).await?,
            Commit::Now | Commit::Previewed { .. } => false,
        };
        if preview {
            Ok(self.preview_reply(caller, &table, &after, mv))
        } else {
            self.commit(caller, table, seat, after, mv).await
        }
    }

    /// The position after `mv`, for the mover only, with Confirm (which
    /// names the move and the game's version) and Cancel.
    fn preview_reply(&self, caller: &Caller, table: &Table, after: &AnyGame, mv: AnyMove) -> Reply {
        let locale = &caller.locale;
        let stamp = Stamp::Game {
            game: table.row.id,
            ply: table.ply,
        };
        let notation = mv.to_string();
        let message = Message::MovePreview {
            notation: notation.clone(),
            label: crate::games::suggest::label(&table.game, mv),
            ends: after.outcome().is_some(),
        };
        let confirm = ButtonAction::ConfirmMove {
            version: table.row.version,
            notation,
        };
        Reply {
            image: Some(render::board_png(after, &table.names(), locale)),
            buttons: self.yes_no(stamp, confirm, ButtonAction::CancelMove),
            ephemeral: true,
            ..Reply::saying(locale, message)
        }
    }

    /// The caller's game for the Confirm of a preview made at `version`
    /// (and at the stamp's ply): refused as stale if either changed.
    pub(super) async fn previewed_table(
        &self,
        caller: &Caller,
        stamp: Option<Stamp>,
        version: i64,
    ) -> Result<Table, Failure> {
        let table = self.table(caller, stamp).await.map_err(stale_preview)?;
        // The same ply is not the same position: a move taken back and
        // another played in its place changes the version only.
        if table.row.version != version {
            return Err(Refusal::StalePreview.into());
        }
        Ok(table)
    }

    /// Cancel under a preview: nothing was stored, so nothing changes; the
    /// mover is told it is still their move.
    pub(super) async fn cancel_move(&self, caller: &Caller, stamp: Option<Stamp>) -> Handled {
        let table = self.table(caller, stamp).await.map_err(stale_preview)?;
        Self::mover(&table)?;
        Ok(Reply {
            ephemeral: true,
            ..Reply::saying(&caller.locale, Message::MoveCancelled)
        })
    }
}

/// A button of a preview made at an older ply is out of date as a preview:
/// the refusal says the move was not played, and how to play it again.
fn stale_preview(failure: Failure) -> Failure {
    match failure {
        Failure::Refused(Refusal::StaleBoard) => Refusal::StalePreview.into(),
        failure => failure,
    }
}
