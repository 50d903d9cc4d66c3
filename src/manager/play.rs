//! Moves: whole turns, and boop's two steps (place, then choose).

use super::{
    catalogue::{self, Message},
    plies,
    refusal::Refusal,
    request::{Caller, Stamp},
    turn::{self, Step},
    ButtonAction, ButtonId, ButtonStyle, Failure, Handled, Manager, Table,
};
use crate::{
    games::{AnyGame, Rules, Seat},
    store::{EndReason, GameEnd, NewMove, PendingPlacement},
};

impl Manager {
    /// The caller's seat if they are a player and it is their turn.
    pub(super) fn mover(table: &Table) -> Result<Seat, Refusal> {
        let seat = table.player()?;
        let to_move = table.game.turn();
        if seat == to_move {
            Ok(seat)
        } else {
            Err(Refusal::NotYourTurn {
                to_move: table.row.name(to_move).to_owned(),
            })
        }
    }

    pub(super) async fn play_move(
        &self,
        caller: &Caller,
        stamp: Option<Stamp>,
        text: &str,
    ) -> Handled {
        let table = self.table(caller, stamp).await?;
        let seat = Self::mover(&table)?;
        // Chat is forgiving where the notation is not: "+F5: G5, H5" reads
        // as "+F5:G5,H5".
        let text: String = text.split_whitespace().collect();
        let text = text.as_str();
        if let Some(pending) = self.store.pending_placement(table.row.id).await? {
            // Only the same placement, completed, may follow a stored one.
            let prefix = format!("{}/", pending.placement.to_lowercase());
            return match text.to_lowercase().strip_prefix(&prefix) {
                Some(choice) => {
                    let choice = choice.to_owned();
                    self.complete(caller, table, seat, &pending, &choice).await
                }
                None => Err(Refusal::ChoiceAwaited {
                    options: turn::options(&table.game, &pending.placement),
                    placement: pending.placement,
                }
                .into()),
            };
        }
        if text.is_empty() {
            return Err(Refusal::EmptyMove.into());
        }
        let step = turn::resolve(table.row.kind, &table.game, text).map_err(|reason| {
            Refusal::IllegalMove {
                kind: table.row.kind,
                notation: text.to_owned(),
                reason,
            }
        })?;
        match step {
            Step::Play { after, notation } => {
                self.commit(caller, table, seat, *after, notation).await
            }
            Step::Choose { placement, options } => {
                let pending = PendingPlacement {
                    game: table.row.id,
                    ply: table.ply + 1,
                    seat,
                    placement,
                    created_at: self.clock.now(),
                };
                if let Err(error) = self.store.set_pending_placement(&pending).await {
                    return Err(self.conflict(table.row.id, error));
                }
                self.choice_reply(caller, &table, &pending.placement, &options)
                    .await
            }
        }
    }

    pub(super) async fn choose(
        &self,
        caller: &Caller,
        stamp: Option<Stamp>,
        option: &str,
    ) -> Handled {
        let table = self.table(caller, stamp).await?;
        let seat = Self::mover(&table)?;
        let Some(pending) = self.store.pending_placement(table.row.id).await? else {
            return Err(Refusal::NoChoiceAwaited.into());
        };
        self.complete(caller, table, seat, &pending, option).await
    }

    /// Completes a stored placement with `choice`.
    async fn complete(
        &self,
        caller: &Caller,
        table: Table,
        seat: Seat,
        pending: &PendingPlacement,
        choice: &str,
    ) -> Handled {
        match turn::complete(&table.game, &pending.placement, choice) {
            Ok((after, notation)) => self.commit(caller, table, seat, after, notation).await,
            Err(_) => Err(Refusal::UnknownChoice {
                options: turn::options(&table.game, &pending.placement),
                placement: pending.placement.clone(),
                choice: choice.trim().to_owned(),
            }
            .into()),
        }
    }

    /// Stores a legal turn (the database has the last word) and answers with
    /// the new board, or the end of the game.
    async fn commit(
        &self,
        caller: &Caller,
        table: Table,
        seat: Seat,
        after: AnyGame,
        notation: String,
    ) -> Handled {
        let new = NewMove {
            game: table.row.id,
            ply: table.ply + 1,
            seat,
            user: caller.user,
            notation,
        };
        let end = after.outcome().map(|outcome| GameEnd {
            outcome: Some(outcome),
            reason: EndReason::Rules,
        });
        let version = match self.store.record_move(&new, end, self.clock.now()).await {
            Ok(version) => version,
            Err(error) => return Err(self.conflict(table.row.id, error)),
        };
        let mut table = Table {
            ply: plies(&after),
            game: after,
            ..table
        };
        // The board about to be made shows this version (boards.rs).
        table.row.version = version;
        match end {
            Some(end) => {
                self.forget(table.row.id);
                Ok(self.game_over_reply(&caller.locale, &table, end, None))
            }
            None => {
                self.remember(table.row.id, version, table.game.clone());
                let table = self.with_current_clock(table).await?;
                Ok(self.board_reply(&caller.locale, &table, None, true).await?)
            }
        }
    }

    /// The board with the options of a stored placement as buttons.
    pub(super) async fn choice_reply(
        &self,
        caller: &Caller,
        table: &Table,
        placement: &str,
        options: &[String],
    ) -> Handled {
        let locale = &caller.locale;
        let mut reply = self.board_reply(locale, table, None, false).await?;
        let stamp = Stamp::Game {
            game: table.row.id,
            ply: table.ply,
        };
        let mover = table.row.players.get(table.game.turn()).clone();
        let message = Message::ChooseOption {
            placement: placement.to_owned(),
            mover,
        };
        reply.text = format!("{}\n{}", reply.text, catalogue::text(locale, &message));
        reply.buttons = options
            .iter()
            .map(|option| {
                self.button(
                    locale,
                    ButtonStyle::Primary,
                    ButtonId {
                        stamp,
                        action: ButtonAction::Choose(option.clone()),
                    },
                )
            })
            .collect();
        // The mover is the caller: nobody needs a ping.
        reply.mentions.clear();
        Ok(reply)
    }

    /// The options of the stored placement, if one waits (for `board`).
    pub(super) async fn pending_options(
        &self,
        table: &Table,
    ) -> Result<Option<(String, Vec<String>)>, Failure> {
        let pending = self.store.pending_placement(table.row.id).await?;
        Ok(pending.map(|pending| {
            let options = turn::options(&table.game, &pending.placement);
            (pending.placement, options)
        }))
    }
}
