//! Ending or bending a game by word: resignation, draw offers, takeback
//! requests, abort.

use super::{
    consequences::{updated_row, Planned},
    message::{Message, Named},
    plies,
    refusal::Refusal,
    request::{Caller, Stamp},
    ButtonAction, ButtonId, ButtonStyle, Failure, Handled, Manager, Reply, Table,
};
use crate::{
    games::{Outcome, Rules, Seat},
    store::{
        EndReason, GameEnd, MoveChange, OfferId, OfferKind, OfferRow, OfferStatus, StoreError,
    },
};

impl Manager {
    pub(super) async fn resign(
        &self,
        caller: &Caller,
        stamp: Option<Stamp>,
        confirmed: bool,
    ) -> Handled {
        let table = self.table(caller, stamp).await?;
        let seat = table.player()?;
        let locale = &caller.locale;
        if !confirmed {
            let id = ButtonId {
                stamp: Stamp::Game {
                    game: table.row.id,
                    ply: table.ply,
                },
                action: ButtonAction::ConfirmResign,
            };
            return Ok(Reply {
                buttons: vec![self.button(ButtonStyle::Danger, id)],
                ephemeral: true,
                ..Reply::saying(locale, Message::ConfirmResign)
            });
        }
        let end = GameEnd {
            outcome: Some(Outcome::Win(seat.other())),
            reason: EndReason::Resignation,
        };
        self.end(caller, table, end, None).await
    }

    /// Ends the game, accepting `offer` if it is what ended it.
    pub(super) async fn end(
        &self,
        caller: &Caller,
        table: Table,
        end: GameEnd,
        offer: Option<OfferId>,
    ) -> Handled {
        let now = self.clock.now();
        let mut update = self
            .plan_update(&table.row, &table.game, MoveChange::Keep, Some(end), now)
            .await?
            .update;
        update.close_offer = offer.map(|offer| (offer, OfferStatus::Accepted));
        if let Err(error) = self.write_turn(&table.row, &mut update, now).await {
            return Err(self.conflict(table.row.id, error));
        }
        self.forget(table.row.id);
        let ending = update.ending.as_ref().ok_or(StoreError::Conflict)?;
        Ok(self.game_over_reply(
            &caller.channel_locale,
            &table,
            ending,
            Some(caller.name.clone()),
        ))
    }

    pub(super) async fn abort(&self, caller: &Caller, stamp: Option<Stamp>) -> Handled {
        let table = self.table(caller, stamp).await?;
        if !caller.moderator {
            table.player()?;
            // "Before both have moved": the second seat has not moved yet.
            if table.ply >= 2 {
                return Err(Refusal::TooLateToAbort.into());
            }
        }
        let end = GameEnd {
            outcome: None,
            reason: EndReason::Aborted,
        };
        self.end(caller, table, end, None).await
    }

    /// The open offer of `kind` in the game, if any.
    async fn open_offer(
        &self,
        table: &Table,
        kind: OfferKind,
    ) -> Result<Option<OfferRow>, Failure> {
        let offers = self.store.open_offers(table.row.id).await?;
        Ok(offers.into_iter().find(|offer| offer.kind == kind))
    }

    /// The game, and the opponent's open offer of `kind` for the caller to
    /// answer (`missing` when there is none).
    async fn answering(
        &self,
        caller: &Caller,
        stamp: Option<Stamp>,
        kind: OfferKind,
        missing: Refusal,
    ) -> Result<(Table, OfferRow), Failure> {
        let table = self.table(caller, stamp).await?;
        let seat = table.player()?;
        match self.open_offer(&table, kind).await? {
            Some(offer) if offer.seat == seat => Err(Refusal::OwnOffer.into()),
            Some(offer) => Ok((table, offer)),
            None => Err(missing.into()),
        }
    }

    /// A short message with the buttons to answer an offer.
    fn offer_reply(
        &self,
        caller: &Caller,
        table: &Table,
        message: &Message,
        kind: OfferKind,
        to: u64,
    ) -> Reply {
        let locale = &caller.channel_locale;
        let stamp = Stamp::Game {
            game: table.row.id,
            ply: table.ply,
        };
        let (accept, decline) = match kind {
            OfferKind::Draw => (ButtonAction::AcceptDraw, ButtonAction::DeclineDraw),
            OfferKind::Takeback => (ButtonAction::AcceptTakeback, ButtonAction::DeclineTakeback),
        };
        Reply {
            buttons: self.yes_no(stamp, accept, decline),
            mentions: vec![to],
            ..Reply::saying(locale, message.clone())
        }
    }

    /// Turns a conflict on an offer (answered meanwhile) into a refusal.
    fn offer_conflict(&self, error: StoreError, refusal: Refusal) -> Failure {
        match error {
            StoreError::Conflict => refusal.into(),
            error => error.into(),
        }
    }

    pub(super) async fn offer_draw(&self, caller: &Caller, stamp: Option<Stamp>) -> Handled {
        let table = self.table(caller, stamp).await?;
        let seat = table.player()?;
        match self.open_offer(&table, OfferKind::Draw).await? {
            Some(offer) if offer.seat == seat => return Err(Refusal::DrawAlreadyOffered.into()),
            // Offering a draw to someone who offers one is agreeing.
            Some(offer) => return self.agree_draw(caller, table, offer.id).await,
            None => {}
        }
        let by = caller.name.clone();
        self.make_offer(caller, table, seat, OfferKind::Draw, |to| {
            Message::DrawOffered { by, to }
        })
        .await
    }

    /// Stores an open offer of `kind` by `seat` and asks the opponent.
    async fn make_offer(
        &self,
        caller: &Caller,
        table: Table,
        seat: Seat,
        kind: OfferKind,
        message: impl FnOnce(Named) -> Message,
    ) -> Handled {
        let now = self.clock.now();
        let inserted = self
            .store
            .insert_offer(table.row.id, kind, seat, table.ply, now)
            .await;
        let offer = match inserted {
            Ok(offer) => offer,
            Err(error) => {
                let refusal = match kind {
                    OfferKind::Draw => Refusal::DrawAlreadyOffered,
                    OfferKind::Takeback => Refusal::TakebackAlreadyRequested,
                };
                // A conflict is either an offer already open or a board that
                // another process has moved on from since we looked.
                let moved_on = matches!(error, StoreError::Conflict)
                    && self
                        .store
                        .game(table.row.id)
                        .await?
                        .is_none_or(|row| row.version != table.row.version);
                if moved_on {
                    return Err(self.conflict(table.row.id, error));
                }
                return Err(self.offer_conflict(error, refusal));
            }
        };
        let to = table.row.players.get(seat.other()).clone();
        if self.is_computer(to.0) {
            return self
                .computer_answers(caller, table, offer, kind, to.1)
                .await;
        }
        let id = to.0;
        Ok(self.offer_reply(caller, &table, &message(to), kind, id))
    }

    /// The computer's answer to an offer just made to it, at once: a draw
    /// only when its evaluation says it stands clearly worse (a player
    /// who offers a draw in a lost position should not get one), a takeback
    /// never, at any level (the game is played as it was moved, as against
    /// a demanding person; the beginner's noise already forgives enough).
    async fn computer_answers(
        &self,
        caller: &Caller,
        table: Table,
        offer: OfferId,
        kind: OfferKind,
        computer: String,
    ) -> Handled {
        let seat = table.player()?.other();
        match kind {
            OfferKind::Draw if crate::bot::judges_lost(&table.game, seat) => {
                self.agree_draw(caller, table, offer).await
            }
            OfferKind::Draw => {
                let message = Message::DrawDeclined { by: computer };
                self.decline_offer(caller, offer, Refusal::NoDrawOffer, message)
                    .await
            }
            OfferKind::Takeback => {
                let message = Message::TakebackDeclined { by: computer };
                self.decline_offer(caller, offer, Refusal::NoTakebackRequest, message)
                    .await
            }
        }
    }

    /// Declines the opponent's open `offer`.
    async fn decline_offer(
        &self,
        caller: &Caller,
        offer: OfferId,
        missing: Refusal,
        message: Message,
    ) -> Handled {
        if let Err(error) = self
            .store
            .close_offer(offer, OfferStatus::Declined, self.clock.now())
            .await
        {
            return Err(self.offer_conflict(error, missing));
        }
        Ok(Reply {
            ..Reply::saying(&caller.channel_locale, message)
        })
    }

    async fn agree_draw(&self, caller: &Caller, table: Table, offer: OfferId) -> Handled {
        let end = GameEnd {
            outcome: Some(Outcome::Draw),
            reason: EndReason::Agreement,
        };
        self.end(caller, table, end, Some(offer)).await
    }

    pub(super) async fn answer_draw(
        &self,
        caller: &Caller,
        stamp: Option<Stamp>,
        accept: bool,
    ) -> Handled {
        let (table, offer) = self
            .answering(caller, stamp, OfferKind::Draw, Refusal::NoDrawOffer)
            .await?;
        if accept {
            return self.agree_draw(caller, table, offer.id).await;
        }
        let message = Message::DrawDeclined {
            by: caller.name.clone(),
        };
        self.decline_offer(caller, offer.id, Refusal::NoDrawOffer, message)
            .await
    }

    pub(super) async fn request_takeback(&self, caller: &Caller, stamp: Option<Stamp>) -> Handled {
        let table = self.table(caller, stamp).await?;
        let seat = table.player()?;
        // A placement still waiting for its choice is the caller's own to
        // take back: nothing to ask the opponent.
        if table.game.turn() == seat && self.waiting_placement(&table).await?.is_some() {
            return self.withdraw(caller, stamp).await;
        }
        // Only the caller's own move, and only while it is the last one.
        let Some(notation) = table.game.last_move().map(|mv| mv.to_string()) else {
            return Err(Refusal::NothingToTakeBack.into());
        };
        if table.game.turn() == seat {
            return Err(Refusal::NothingToTakeBack.into());
        }
        if self
            .open_offer(&table, OfferKind::Takeback)
            .await?
            .is_some()
        {
            return Err(Refusal::TakebackAlreadyRequested.into());
        }
        let by = caller.name.clone();
        self.make_offer(caller, table, seat, OfferKind::Takeback, |to| {
            Message::TakebackRequested { by, notation, to }
        })
        .await
    }

    pub(super) async fn answer_takeback(
        &self,
        caller: &Caller,
        stamp: Option<Stamp>,
        accept: bool,
    ) -> Handled {
        let (table, offer) = self
            .answering(
                caller,
                stamp,
                OfferKind::Takeback,
                Refusal::NoTakebackRequest,
            )
            .await?;
        if !accept {
            let message = Message::TakebackDeclined {
                by: caller.name.clone(),
            };
            return self
                .decline_offer(caller, offer.id, Refusal::NoTakebackRequest, message)
                .await;
        }
        let now = self.clock.now();
        let mut game = table.game.clone();
        let notation = game
            .last_move()
            .map(|mv| mv.to_string())
            .unwrap_or_default();
        // A takeback request lapses with any move, so its ply is the last.
        if offer.ply != table.ply || !game.undo() {
            return Err(Refusal::NoTakebackRequest.into());
        }
        let Planned {
            mut update,
            away_until,
        } = self
            .plan_update(
                &table.row,
                &game,
                MoveChange::TakeBack { ply: table.ply },
                None,
                now,
            )
            .await?;
        update.close_offer = Some((offer.id, OfferStatus::Accepted));
        let version = match self.write_turn(&table.row, &mut update, now).await {
            Ok(version) => version,
            Err(error) => return Err(self.conflict(table.row.id, error)),
        };
        self.remember(table.row.id, version, game.clone());
        let maker = table.row.name(offer.seat).to_owned();
        let table = Table {
            ply: plies(&game),
            game,
            row: updated_row(table.row, &update, version),
            ..table
        };
        let event = Message::TakenBack {
            by: maker,
            notation,
        };
        Ok(self.board_reply(
            &caller.channel_locale,
            &table,
            Some(event),
            true,
            away_until,
        ))
    }
}
