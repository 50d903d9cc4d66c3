//! Moves: whole turns, and boop's two steps (place, then choose).

use super::{
    consequences::{updated_row, Planned},
    message::Message,
    plies,
    preview::Commit,
    refusal::Refusal,
    request::{Caller, Stamp},
    turn::{self, Step},
    Button, ButtonAction, ButtonId, ButtonStyle, Failure, Handled, Label, Manager, Table,
};
use crate::{
    games::{
        boop::{Placement, Resolution, Resolved, Turn},
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

    /// Plays `text` for the caller, or with [`Commit::AsAsked`] and the
    /// caller's preview on, shows it first.
    pub(super) async fn play_move(
        &self,
        caller: &Caller,
        stamp: Option<Stamp>,
        text: &str,
        commit: Commit,
    ) -> Handled {
        let table = match commit {
            Commit::Previewed { version } => self.previewed_table(caller, stamp, version).await?,
            Commit::AsAsked | Commit::Now => self.table(caller, stamp).await?,
        };
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
                    self.complete(caller, table, seat, placement, Ok(choice), commit)
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
            Step::Play { after, mv } => self.settle(caller, table, seat, *after, mv, commit).await,
            Step::Choose { placement } => {
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
                self.choice_reply(caller, &table, placement).await
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
        // Read once here, from a button's id or what the player typed: the
        // option in notation, or its number as the message lists it.
        let options = turn::options(&table.game, placement);
        let numbered = option
            .trim()
            .parse::<usize>()
            .ok()
            .and_then(|number| options.get(number.checked_sub(1)?).copied());
        let choice = numbered
            .map_or_else(|| Resolution::parse_choice(option), Ok)
            .map_err(|_| option.trim());
        // Choosing is itself the answer to a picture of the bed after the
        // placement (with Cancel beside the options): it counts at once.
        self.complete(caller, table, seat, placement, choice, Commit::Now)
            .await
    }

    /// Withdraws the caller's placement waiting for its choice: the game is
    /// as it was before it, and the same player is to move.
    pub(super) async fn withdraw(&self, caller: &Caller, stamp: Option<Stamp>) -> Handled {
        let table = self.table(caller, stamp).await?;
        Self::mover(&table)?;
        let Some(pending) = self.waiting_placement(&table).await? else {
            return Err(Refusal::NoChoiceAwaited.into());
        };
        if let Err(error) = self
            .store
            .clear_pending_placement(table.row.id, pending.ply)
            .await
        {
            return Err(self.conflict(table.row.id, error));
        }
        let event = Message::PlacementWithdrawn {
            by: caller.name.clone(),
            placement: pending.placement,
        };
        let away_until = self.away_until(&table.row, table.game.turn()).await?;
        Ok(self.board_reply(
            &caller.channel_locale,
            &table,
            Some(event),
            false,
            away_until,
        ))
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
        commit: Commit,
    ) -> Handled {
        let completed = choice
            .ok()
            .and_then(|choice| turn::complete(&table.game, placement, choice).ok());
        match completed {
            Some((after, mv)) => self.settle(caller, table, seat, after, mv, commit).await,
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
    pub(super) async fn commit(
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
                Ok(self.game_over_reply(&caller.channel_locale, &table, ending, None))
            }
            None => {
                self.remember(table.row.id, version, table.game.clone());
                Ok(self.board_reply(&caller.channel_locale, &table, None, true, away_until))
            }
        }
    }

    /// The bed after a stored placement and its boop, its options numbered
    /// on the picture and in the message, a menu of them and a button that
    /// withdraws the placement.
    pub(super) async fn choice_reply(
        &self,
        caller: &Caller,
        table: &Table,
        placement: Placement,
    ) -> Handled {
        let locale = &caller.channel_locale;
        let choosing = match &table.game {
            AnyGame::Boop(position) => position.choosing(placement).ok().flatten(),
            AnyGame::Punct(_) => None,
        };
        let Some(choosing) = choosing else {
            // A stored placement always needs a choice (it was stored
            // because it did): anything else is a corrupt row.
            return Err(
                StoreError::Corrupt(format!("placement `{placement}` has no options")).into(),
            );
        };
        let away_until = self.away_until(&table.row, table.game.turn()).await?;
        let mut reply = self.board_reply(locale, table, None, false, away_until);
        // The mover is the caller: nobody needs a ping.
        reply.mentions.clear();
        reply.image = Some(crate::render::choice_png(&choosing, &table.names(), locale));
        let stamp = Stamp::Game {
            game: table.row.id,
            ply: table.ply,
        };
        let options = choosing.options.resolutions();
        let effects: Vec<Resolved> = options
            .iter()
            .filter_map(|&option| choosing.resolved(option))
            .collect();
        let mover = table.row.players.get(table.game.turn()).clone();
        let mut buttons: Vec<Button> = options
            .iter()
            .zip(&effects)
            .enumerate()
            .map(|(index, (option, effect))| Button {
                label: Label::Option {
                    number: index + 1,
                    effect: *effect,
                },
                style: ButtonStyle::Primary,
                // Button ids are text: the option in notation.
                id: ButtonId {
                    stamp,
                    action: ButtonAction::Choose(option.to_string()),
                },
            })
            .collect();
        buttons.push(self.button(
            ButtonStyle::Secondary,
            ButtonId {
                stamp,
                action: ButtonAction::Withdraw,
            },
        ));
        let message = Message::ChooseOption {
            placement: placement.to_string(),
            mover,
            options: effects,
        };
        let mut reply = reply.and(locale, message);
        reply.buttons = buttons;
        Ok(reply)
    }

    /// The boop placement stored in `table`'s game waiting for its choice,
    /// if any. Only boop has two-step turns: other games are not asked
    /// about, which spares every PÜNCT move a read.
    pub(super) async fn waiting_placement(
        &self,
        table: &Table,
    ) -> Result<Option<PendingPlacement>, StoreError> {
        if table.row.kind != GameKind::Boop {
            return Ok(None);
        }
        self.store.pending_placement(table.row.id).await
    }

    /// The stored placement, if one waits (for `board`).
    pub(super) async fn pending(&self, table: &Table) -> Result<Option<Placement>, Failure> {
        match self.waiting_placement(table).await? {
            Some(pending) => Ok(Some(stored_placement(&pending)?)),
            None => Ok(None),
        }
    }

    /// The stored placement and its options, if one waits (for autocomplete).
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
