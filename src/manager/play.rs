//! Moves: whole turns, and turns in two steps (boop.: place, then choose).

use super::{
    consequences::{updated_row, CONTENDED_RETRIES},
    message::Message,
    plies,
    preview::Commit,
    refusal::Refusal,
    request::{Caller, Stamp},
    turn::{self, Step},
    Button, ButtonAction, ButtonId, ButtonStyle, Failure, Handled, Label, Manager, Table,
};
use crate::{
    games::{AnyGame, AnyMove, Phrase, Rules, Seat, StepOption},
    store::{PendingPlacement, StoreError},
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
            let first = stored_first(&table.game, &pending)?;
            // Only the same first step, completed, may follow a stored one.
            let steps = table.game.kind().game().two_steps();
            let completes =
                |mv: &AnyMove| steps.and_then(|steps| steps.first_step(*mv)) == Some(first);
            return match typed.ok().filter(completes) {
                Some(mv) => {
                    let choice = turn::options(&table.game, first)
                        .into_iter()
                        .find(|option| option.mv == mv)
                        .ok_or(text);
                    self.complete(caller, table, seat, first, choice, commit)
                        .await
                }
                None => Err(Refusal::ChoiceAwaited {
                    options: texts(&turn::options(&table.game, first)),
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
            Step::Choose { first } => {
                let pending = PendingPlacement {
                    game: table.row.id,
                    ply: table.ply + 1,
                    seat,
                    placement: first.to_string(),
                    created_at: self.clock.now(),
                };
                if let Err(error) = self.store.set_pending_placement(&pending).await {
                    return Err(self.conflict(table.row.id, error));
                }
                self.choice_reply(caller, &table, first).await
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
        let first = stored_first(&table.game, &pending)?;
        // Read once here, from a button's id or what the player typed: the
        // option in notation, or its number as the message lists it.
        let mut options = turn::options(&table.game, first);
        let numbered = option
            .trim()
            .parse::<usize>()
            .ok()
            .and_then(|number| number.checked_sub(1))
            .filter(|&index| index < options.len())
            .map(|index| options.swap_remove(index));
        let read = || {
            table
                .game
                .kind()
                .game()
                .two_steps()?
                .read_option(&table.game, first, option)
        };
        let choice = numbered.or_else(read).ok_or(option.trim());
        // Choosing is itself the answer to a picture of the game after the
        // first step (with Cancel beside the options): it counts at once.
        self.complete(caller, table, seat, first, choice, Commit::Now)
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

    /// Completes the stored `first` step with `choice` (or refuses what was
    /// typed instead).
    async fn complete(
        &self,
        caller: &Caller,
        table: Table,
        seat: Seat,
        first: AnyMove,
        choice: Result<StepOption, &str>,
        commit: Commit,
    ) -> Handled {
        let completed = choice.as_ref().ok().and_then(|choice| {
            let after = turn::play(&table.game, choice.mv).ok()?;
            Some((after, choice.mv))
        });
        match completed {
            Some((after, mv)) => self.settle(caller, table, seat, after, mv, commit).await,
            None => Err(Refusal::UnknownChoice {
                options: texts(&turn::options(&table.game, first)),
                placement: first.to_string(),
                choice: choice.map_or_else(str::to_owned, |choice| choice.text),
            }
            .into()),
        }
    }

    /// Stores a legal turn (the database has the last word), with the
    /// opponent's conditional move that answers it if one does, and
    /// answers with the new board, or the end of the game.
    pub(super) async fn commit(
        &self,
        caller: &Caller,
        table: Table,
        seat: Seat,
        after: AnyGame,
        mv: AnyMove,
    ) -> Handled {
        let now = self.clock.now();
        let mut tries = 0;
        // Planned again when what it was planned from changed meanwhile (a
        // rating, the opponent's conditional moves).
        let (plan, version) = loop {
            let plan = self
                .plan_move(caller, &table, seat, &after, mv, now)
                .await?;
            match self.store.commit_turns(&plan.updates, now).await {
                Ok(version) => break (plan, version),
                Err(StoreError::Contended) if tries < CONTENDED_RETRIES => tries += 1,
                Err(error) => return Err(self.conflict(table.row.id, error)),
            }
        };
        let mut row = table.row.clone();
        // Each update moves the version on by one.
        let mut written = row.version;
        for update in &plan.updates {
            written += 1;
            row = updated_row(row, update, written);
        }
        let table = Table {
            ply: plies(&plan.after),
            game: plan.after,
            row,
            ..table
        };
        let ending = plan
            .updates
            .last()
            .and_then(|update| update.ending.as_ref());
        let mut reply = match ending {
            Some(ending) => {
                self.forget(table.row.id);
                self.game_over_reply(&caller.channel_locale, &table, ending, None)
            }
            None => {
                self.remember(table.row.id, version, table.game.clone());
                self.board_reply(&caller.channel_locale, &table, None, true, plan.away_until)
            }
        };
        if let Some(answered) = plan.answered {
            reply.show_answered(answered);
        }
        // The owner of the conditional move is told, as of any move.
        if let Some(owner) = plan.owner.filter(|owner| !reply.mentions.contains(owner)) {
            if !self.is_computer(owner) {
                reply.mentions.push(owner);
            }
        }
        Ok(reply)
    }

    /// The game after a stored first step (the bed after a placement and
    /// its boop), its options numbered on the picture and in the message, a
    /// menu of them and a button that withdraws the first step.
    pub(super) async fn choice_reply(
        &self,
        caller: &Caller,
        table: &Table,
        first: AnyMove,
    ) -> Handled {
        let locale = &caller.channel_locale;
        let options = turn::options(&table.game, first);
        let image = crate::render::choice_png(&table.game, first, &table.names(), locale);
        let Some(image) = image.filter(|_| !options.is_empty()) else {
            // A stored first step always needs a choice (it was stored
            // because it did): anything else is a corrupt row.
            return Err(StoreError::Corrupt(format!("placement `{first}` has no options")).into());
        };
        let away_until = self.away_until(&table.row, table.game.turn()).await?;
        let mut reply = self.board_reply(locale, table, None, false, away_until);
        // The mover is the caller: nobody needs a ping.
        reply.mentions.clear();
        reply.image = Some(image);
        let stamp = Stamp::Game {
            game: table.row.id,
            ply: table.ply,
        };
        let mover = table.row.players.get(table.game.turn()).clone();
        let mut buttons: Vec<Button> = options
            .iter()
            .enumerate()
            .map(|(index, option)| Button {
                label: Label::Option {
                    number: index + 1,
                    effect: option.effect.clone(),
                },
                style: ButtonStyle::Primary,
                // Button ids are text: the option in notation.
                id: ButtonId {
                    stamp,
                    action: ButtonAction::Choose(option.text.clone()),
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
        let effects: Vec<Phrase> = options.into_iter().map(|option| option.effect).collect();
        let message = Message::ChooseOption {
            placement: first.to_string(),
            mover,
            options: effects,
        };
        let mut reply = reply.and(locale, message);
        reply.buttons = buttons;
        Ok(reply)
    }

    /// The first step stored in `table`'s game waiting for its choice, if
    /// any. Only games with turns in two steps are asked about, which
    /// spares every move of the others a read.
    pub(super) async fn waiting_placement(
        &self,
        table: &Table,
    ) -> Result<Option<PendingPlacement>, StoreError> {
        if table.row.kind.game().two_steps().is_none() {
            return Ok(None);
        }
        self.store.pending_placement(table.row.id).await
    }

    /// The stored first step, if one waits (for `board`).
    pub(super) async fn pending(&self, table: &Table) -> Result<Option<AnyMove>, Failure> {
        match self.waiting_placement(table).await? {
            Some(pending) => Ok(Some(stored_first(&table.game, &pending)?)),
            None => Ok(None),
        }
    }

    /// The stored first step and its options, if one waits (for
    /// autocomplete).
    pub(super) async fn pending_options(
        &self,
        table: &Table,
    ) -> Result<Option<Vec<StepOption>>, Failure> {
        let Some(pending) = self.waiting_placement(table).await? else {
            return Ok(None);
        };
        let first = stored_first(&table.game, &pending)?;
        Ok(Some(turn::options(&table.game, first)))
    }
}

/// The first step a stored one names, read as a move of `game`.
fn stored_first(game: &AnyGame, pending: &PendingPlacement) -> Result<AnyMove, StoreError> {
    game.parse_move(&pending.placement).map_err(|reason| {
        StoreError::Corrupt(format!("placement `{}`: {reason}", pending.placement))
    })
}

/// Options in notation, for the messages that list them.
fn texts(options: &[StepOption]) -> Vec<String> {
    options.iter().map(|option| option.text.clone()).collect()
}
