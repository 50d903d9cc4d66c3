//! Moves: whole turns, and boop's two steps (place, then choose).

use super::{
    catalogue::Message,
    consequences::{updated_row, Planned},
    plies,
    refusal::Refusal,
    request::{Caller, Stamp},
    turn::{self, Step},
    ButtonAction, ButtonId, ButtonStyle, Failure, Handled, Manager, Table,
};
use crate::{
    games::{
        boop::{Placement, Resolution, Turn},
        AnyGame, AnyMove, GameKind, Rules, Seat,
    },
    store::{EndReason, GameEnd, Lapse, MoveChange, NewMove, PendingPlacement, StoreError},
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
        let typed = table.game.parse_move(text);
        if let Some(pending) = self.waiting_placement(&table).await? {
            let placement = stored_placement(&pending)?;
            // Only the same placement, completed, may follow a stored one.
            return match typed {
                Ok(AnyMove::Boop(Turn {
                    placement: placed,
                    resolution: Some(choice),
                })) if placed == placement => {
                    self.complete(caller, table, seat, placement, Ok(choice))
                        .await
                }
                _ => Err(Refusal::ChoiceAwaited {
                    options: texts(&turn::options(&table.game, placement)),
                    placement: pending.placement,
                }
                .into()),
            };
        }
        if text.is_empty() {
            return Err(Refusal::EmptyMove.into());
        }
        let step = typed
            .and_then(|mv| turn::resolve(&table.game, mv))
            .map_err(|reason| Refusal::IllegalMove {
                kind: table.row.kind,
                notation: text.to_owned(),
                reason,
            })?;
        match step {
            Step::Play { after, mv } => self.commit(caller, table, seat, *after, mv).await,
            Step::Choose { placement, options } => {
                let pending = PendingPlacement {
                    game: table.row.id,
                    ply: table.ply + 1,
                    seat,
                    placement: placement.to_string(),
                    created_at: self.clock.now(),
                };
                if let Err(error) = self.store.set_pending_placement(&pending).await {
                    return Err(self.conflict(table.row.id, error));
                }
                self.choice_reply(caller, &table, placement, &options).await
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
        let Some(pending) = self.waiting_placement(&table).await? else {
            return Err(Refusal::NoChoiceAwaited.into());
        };
        let placement = stored_placement(&pending)?;
        // Read once here, from a button's id or what the player typed.
        let choice = Resolution::parse_choice(option).map_err(|_| option.trim());
        self.complete(caller, table, seat, placement, choice).await
    }

    /// Completes the stored `placement` with `choice` (or refuses what was
    /// typed instead).
    async fn complete(
        &self,
        caller: &Caller,
        table: Table,
        seat: Seat,
        placement: Placement,
        choice: Result<Resolution, &str>,
    ) -> Handled {
        let completed = choice
            .ok()
            .and_then(|choice| turn::complete(&table.game, placement, choice).ok());
        match completed {
            Some((after, mv)) => self.commit(caller, table, seat, after, mv).await,
            None => Err(Refusal::UnknownChoice {
                options: texts(&turn::options(&table.game, placement)),
                placement: placement.to_string(),
                choice: choice.map_or_else(str::to_owned, |choice| choice.to_string()),
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
        mv: AnyMove,
    ) -> Handled {
        let now = self.clock.now();
        let new = NewMove {
            game: table.row.id,
            ply: table.ply + 1,
            seat,
            user: caller.user,
            notation: mv.to_string(),
        };
        let end = after.outcome().map(|outcome| GameEnd {
            outcome: Some(outcome),
            reason: EndReason::Rules,
        });
        let Planned {
            mut update,
            away_until,
        } = self
            .plan_update(&table.row, &after, MoveChange::Append(new), end, now)
            .await?;
        if end.is_none() {
            update.lapse = Lapse::AfterMoveBy(seat);
        }
        let version = match self.write_turn(&table.row, &mut update, now).await {
            Ok(version) => version,
            Err(error) => return Err(self.conflict(table.row.id, error)),
        };
        let table = Table {
            ply: plies(&after),
            game: after,
            row: updated_row(table.row, &update, version),
            ..table
        };
        match &update.ending {
            Some(ending) => {
                self.forget(table.row.id);
                Ok(self.game_over_reply(&caller.locale, &table, ending, None))
            }
            None => {
                self.remember(table.row.id, version, table.game.clone());
                Ok(self.board_reply(&caller.locale, &table, None, true, away_until))
            }
        }
    }

    /// The board with the options of a stored placement as buttons.
    pub(super) async fn choice_reply(
        &self,
        caller: &Caller,
        table: &Table,
        placement: Placement,
        options: &[Resolution],
    ) -> Handled {
        let locale = &caller.locale;
        let away_until = self.away_until(&table.row, table.game.turn()).await?;
        let mut reply = self.board_reply(locale, table, None, false, away_until);
        // The mover is the caller: nobody needs a ping.
        reply.mentions.clear();
        let stamp = Stamp::Game {
            game: table.row.id,
            ply: table.ply,
        };
        let mover = table.row.players.get(table.game.turn()).clone();
        let message = Message::ChooseOption {
            placement: placement.to_string(),
            mover,
        };
        let mut reply = reply.and(locale, message);
        reply.buttons = options
            .iter()
            .map(|option| {
                self.button(
                    locale,
                    ButtonStyle::Primary,
                    ButtonId {
                        stamp,
                        // Button ids are text: the option in notation.
                        action: ButtonAction::Choose(option.to_string()),
                    },
                )
            })
            .collect();
        Ok(reply)
    }

    /// The boop placement stored in `table`'s game waiting for its choice,
    /// if any. Only boop has two-step turns: other games are not asked
    /// about, which spares every PÜNCT move a read.
    async fn waiting_placement(
        &self,
        table: &Table,
    ) -> Result<Option<PendingPlacement>, StoreError> {
        if table.row.kind != GameKind::Boop {
            return Ok(None);
        }
        self.store.pending_placement(table.row.id).await
    }

    /// The stored placement and its options, if one waits (for `board`).
    pub(super) async fn pending_options(
        &self,
        table: &Table,
    ) -> Result<Option<(Placement, Vec<Resolution>)>, Failure> {
        let Some(pending) = self.waiting_placement(table).await? else {
            return Ok(None);
        };
        let placement = stored_placement(&pending)?;
        Ok(Some((placement, turn::options(&table.game, placement))))
    }
}

/// The placement a stored one names.
fn stored_placement(pending: &PendingPlacement) -> Result<Placement, StoreError> {
    pending.placement.parse().map_err(|reason| {
        StoreError::Corrupt(format!("placement `{}`: {reason}", pending.placement))
    })
}

/// Options in notation, for the messages that list them.
fn texts(options: &[Resolution]) -> Vec<String> {
    options.iter().map(ToString::to_string).collect()
}
