//! Tournaments on a server: `/tournament create|join|leave|start|
//! standings|pairings|withdraw|cancel`. The pairing and standings rules
//! are `crate::tournament`'s; this module keeps the signups and the rounds
//! in the store and moves the tournament on:
//!
//! - `rounds.rs`: a round ends when every game of it ended (or at its
//!   deadline, see [`ROUND_DEADLINE_PLIES`]); the next is paired exactly
//!   once, however many processes look;
//! - `boards.rs`: a round's games, opened together in threads of their own;
//! - `replies.rs`: the announcements and answers (what they say, as typed
//!   values, is `tournament_news.rs`);
//! - `view.rs`: a tournament whole, as its web page shows it.

mod boards;
mod replies;
mod rounds;
mod view;

pub use super::tournament_news::{PairingLine, ResultLine, TournamentMessage, TournamentRefusal};
pub use boards::BoardToOpen;
pub use rounds::{RoundNews, ROUND_DEADLINE_PLIES};
pub use view::{BoardView, RoundView, TournamentView};

use super::{
    clock_plan::DAYS_PER_MOVE, message::Message, refusal::Refusal, request::Caller,
    request::TournamentAction, request::TournamentTerms, Failure, Handled, Manager, Reply,
};
use crate::store::{
    Entrant, Format, NewTournament, StoreError, TournamentId, TournamentRow, TournamentStatus,
};

/// The most rounds a Swiss may be given.
pub const MAX_SWISS_ROUNDS: u32 = 20;

/// The name `user` entered under (their id if they are not an entrant).
fn name_of(entrants: &[Entrant], user: u64) -> String {
    entrants
        .iter()
        .find(|entrant| entrant.user_id == user)
        .map_or_else(|| user.to_string(), |entrant| entrant.name.clone())
}

fn refused(refusal: TournamentRefusal) -> Failure {
    Refusal::Tournament(refusal).into()
}

impl Manager {
    pub(super) async fn tournament(&self, caller: &Caller, action: &TournamentAction) -> Handled {
        let Some(guild) = caller.guild else {
            return Err(Refusal::ServerOnly.into());
        };
        match action {
            TournamentAction::Create(terms) => self.create_tournament(caller, guild, terms).await,
            TournamentAction::Join { tournament } => {
                let row = self.named_tournament(guild, *tournament, true).await?;
                self.join_tournament(caller, guild, row).await
            }
            TournamentAction::Leave { tournament } => {
                let row = self.named_tournament(guild, *tournament, true).await?;
                self.leave_tournament(caller, row).await
            }
            TournamentAction::Start { tournament } => {
                let row = self.named_tournament(guild, *tournament, true).await?;
                self.start_tournament(caller, row).await
            }
            TournamentAction::Standings { tournament } => {
                let row = self.named_tournament(guild, *tournament, false).await?;
                self.standings_reply(&caller.channel_locale, &row).await
            }
            TournamentAction::Pairings { tournament, round } => {
                let row = self.named_tournament(guild, *tournament, false).await?;
                self.pairings_answer(caller, &row, *round).await
            }
            TournamentAction::Withdraw { tournament } => {
                let row = self.named_tournament(guild, *tournament, true).await?;
                self.withdraw_from(caller, row).await
            }
            TournamentAction::Cancel { tournament } => {
                let row = self.named_tournament(guild, *tournament, true).await?;
                self.cancel_tournament(caller, row).await
            }
        }
    }

    /// The tournament `number` of `guild`; without a number, its newest
    /// tournament that is not over (`open`), else its newest.
    async fn named_tournament(
        &self,
        guild: u64,
        number: Option<u32>,
        open: bool,
    ) -> Result<TournamentRow, Failure> {
        if let Some(number) = number {
            return self
                .store
                .tournament_numbered(guild, number)
                .await?
                .ok_or_else(|| refused(TournamentRefusal::NoSuchTournament { number }));
        }
        let all = self.store.tournaments_of(guild).await?;
        let running = |row: &&TournamentRow| {
            matches!(
                row.status,
                TournamentStatus::Signup | TournamentStatus::Running
            )
        };
        let chosen = match all.iter().find(running) {
            Some(row) => Some(row.clone()),
            None if open => None,
            None => all.first().cloned(),
        };
        chosen.ok_or_else(|| refused(TournamentRefusal::NoTournament))
    }

    async fn create_tournament(
        &self,
        caller: &Caller,
        guild: u64,
        terms: &TournamentTerms,
    ) -> Handled {
        if !caller.manages_server {
            return Err(Refusal::ManageServerOnly.into());
        }
        if !DAYS_PER_MOVE.contains(&terms.days) {
            return Err(Refusal::BadDaysPerMove { days: terms.days }.into());
        }
        if let Some(rounds) = terms.rounds {
            let allowed = match terms.format {
                Format::Swiss => (1..=MAX_SWISS_ROUNDS).contains(&rounds),
                Format::RoundRobin => (1..=2).contains(&rounds),
            };
            if !allowed {
                return Err(refused(TournamentRefusal::BadRounds {
                    format: terms.format,
                    rounds,
                }));
            }
        }
        if let Some(max) = terms.max.filter(|&max| max < 2) {
            return Err(refused(TournamentRefusal::BadMax { max }));
        }
        let starts_in = match &terms.starts {
            Some(starts) => Some(crate::terminal::parse_wait(starts.trim()).map_err(|_| {
                refused(TournamentRefusal::BadStarts {
                    given: starts.clone(),
                })
            })?),
            None => None,
        };
        let now = self.clock.now();
        let new = NewTournament {
            guild_id: guild,
            channel_id: caller.channel,
            organiser_id: caller.user,
            kind: terms.kind,
            format: terms.format,
            rounds: terms.rounds,
            days_per_move: terms.days,
            rated: terms.rated,
            max_players: terms.max,
            starts_at: starts_in.map(|after| now.saturating_add(after)),
        };
        let row = self.store.insert_tournament(&new, now).await?;
        // The signup message is the outbox's to post (with its buttons,
        // once); the answer says what was made.
        self.owed_now.notify_one();
        Ok(Reply::saying(
            &caller.channel_locale,
            Message::Tournament(TournamentMessage::Created { number: row.number }),
        ))
    }

    async fn join_tournament(&self, caller: &Caller, guild: u64, row: TournamentRow) -> Handled {
        let number = row.number;
        if row.status != TournamentStatus::Signup {
            return Err(refused(TournamentRefusal::SignupsClosed { number }));
        }
        let rating = self
            .store
            .rating_of(guild, row.kind, caller.user)
            .await?
            .map_or(crate::ratings::Rating::NEW, |stored| stored.rating)
            .rating;
        let now = self.clock.now();
        let joined = self
            .store
            .join_tournament(
                row.id,
                (caller.user, &caller.name),
                rating.round() as i32,
                now,
            )
            .await;
        match joined {
            Ok(true) => {}
            Ok(false) => {
                let max = row.max_players.unwrap_or_default();
                return Err(refused(TournamentRefusal::Full { number, max }));
            }
            Err(StoreError::Conflict) => {
                // Joined already, or the signups closed meanwhile.
                let again = self.store.tournament(row.id).await?;
                return Err(refused(match again {
                    Some(again) if again.status == TournamentStatus::Signup => {
                        TournamentRefusal::AlreadyJoined { number }
                    }
                    _ => TournamentRefusal::SignupsClosed { number },
                }));
            }
            Err(error) => return Err(error.into()),
        }
        let players = self.store.entrants(row.id).await?.len();
        Ok(Reply::saying(
            &caller.channel_locale,
            Message::Tournament(TournamentMessage::Joined {
                number,
                name: caller.name.clone(),
                players,
            }),
        ))
    }

    async fn leave_tournament(&self, caller: &Caller, row: TournamentRow) -> Handled {
        let number = row.number;
        if row.status != TournamentStatus::Signup {
            return Err(refused(TournamentRefusal::SignupsClosed { number }));
        }
        if !self.store.leave_tournament(row.id, caller.user).await? {
            return Err(refused(TournamentRefusal::NotJoined { number }));
        }
        let players = self.store.entrants(row.id).await?.len();
        Ok(Reply::saying(
            &caller.channel_locale,
            Message::Tournament(TournamentMessage::Left {
                number,
                name: caller.name.clone(),
                players,
            }),
        ))
    }

    /// The organiser, or anyone with Manage Server.
    fn may_run(caller: &Caller, row: &TournamentRow) -> Result<(), Failure> {
        if caller.manages_server || caller.user == row.organiser_id {
            Ok(())
        } else {
            Err(refused(TournamentRefusal::NotOrganiser))
        }
    }

    async fn start_tournament(&self, caller: &Caller, row: TournamentRow) -> Handled {
        Self::may_run(caller, &row)?;
        if row.status != TournamentStatus::Signup {
            return Err(refused(TournamentRefusal::SignupsClosed {
                number: row.number,
            }));
        }
        let players = self.store.entrants(row.id).await?.len();
        if players < 2 {
            return Err(refused(TournamentRefusal::TooFewPlayers { players }));
        }
        // Another process may start it at the same moment (at `starts`):
        // whichever pairs round 1 first, the answer shows its pairings.
        self.pair_next(&row).await?;
        // The pairings are announced through the outbox, once.
        self.owed_now.notify_one();
        Ok(Reply::saying(
            &caller.channel_locale,
            Message::Tournament(TournamentMessage::Started {
                number: row.number,
                players,
            }),
        ))
    }

    async fn withdraw_from(&self, caller: &Caller, row: TournamentRow) -> Handled {
        let number = row.number;
        if row.status != TournamentStatus::Running {
            return Err(refused(TournamentRefusal::NotRunning { number }));
        }
        let entrants = self.store.entrants(row.id).await?;
        match entrants
            .iter()
            .find(|entrant| entrant.user_id == caller.user)
        {
            None => return Err(refused(TournamentRefusal::NotJoined { number })),
            Some(entrant) if entrant.withdrawn => {
                return Err(refused(TournamentRefusal::AlreadyWithdrawn { number }))
            }
            Some(_) => {}
        }
        self.withdraw_player(&row, caller.user).await?;
        Ok(Reply::saying(
            &caller.channel_locale,
            Message::Tournament(TournamentMessage::Withdrew {
                number,
                name: caller.name.clone(),
            }),
        ))
    }

    /// `user` leaves `row`: marked withdrawn, their game of the round
    /// forfeited (aborted, unrated; the round's end scores the forfeit).
    /// Returns whether they withdrew now (`false`: not an entrant, or
    /// withdrawn already).
    async fn withdraw_player(&self, row: &TournamentRow, user: u64) -> Result<bool, StoreError> {
        let now = self.clock.now();
        if !self.store.withdraw_entrant(row.id, user, now).await? {
            return Ok(false);
        }
        self.abort_games_of(row, Some(user)).await?;
        Ok(true)
    }

    /// A member left the server: they withdraw from every tournament of
    /// it that is running, and leave those taking signups. Returns what
    /// to post in each running tournament's channel they withdrew from.
    ///
    /// # Errors
    /// The database failed.
    pub async fn member_left(
        &self,
        guild: u64,
        user: u64,
    ) -> Result<Vec<(u64, Reply)>, StoreError> {
        let mut notices = Vec::new();
        for row in self.store.tournaments_of(guild).await? {
            match row.status {
                TournamentStatus::Signup => {
                    self.store.leave_tournament(row.id, user).await?;
                }
                TournamentStatus::Running => {
                    let name = name_of(&self.store.entrants(row.id).await?, user);
                    if self.withdraw_player(&row, user).await? {
                        let locale = self.server_locale(Some(guild)).await?;
                        let withdrew = TournamentMessage::Withdrew {
                            number: row.number,
                            name,
                        };
                        let said = Reply::saying(&locale, Message::Tournament(withdrew));
                        notices.push((row.channel_id, said));
                    }
                }
                TournamentStatus::Finished | TournamentStatus::Cancelled => {}
            }
        }
        Ok(notices)
    }

    async fn cancel_tournament(&self, caller: &Caller, row: TournamentRow) -> Handled {
        Self::may_run(caller, &row)?;
        if !self
            .store
            .cancel_tournament(row.id, self.clock.now())
            .await?
        {
            return Err(refused(TournamentRefusal::Over { number: row.number }));
        }
        // The games on end without a result.
        self.abort_games_of(&row, None).await?;
        self.owed_now.notify_one();
        Ok(Reply::saying(
            &caller.channel_locale,
            Message::Tournament(TournamentMessage::Cancelled { number: row.number }),
        ))
    }

    /// The tournament with this id (front ends: news owed).
    ///
    /// # Errors
    /// The database failed.
    pub async fn tournament_row(
        &self,
        id: TournamentId,
    ) -> Result<Option<TournamentRow>, StoreError> {
        self.store.tournament(id).await
    }
}
