//! Challenges: issue, accept, decline, cancel.

use super::{
    clock_plan::{DAYS_PER_MOVE, DAY_MS},
    consequences,
    message::Message,
    refusal::Refusal,
    request::{Caller, Locale, Player, Stamp},
    ButtonAction, ButtonId, ButtonStyle, Effects, Failure, Handled, Manager, Reply, Table,
};
use crate::{
    bot::Level,
    games::{ByColor, GameKind, Seat},
    store::{
        ChallengeId, ChallengeRow, ChallengeStatus, ComputerSeat, FirstMover, NewChallenge,
        NewGame, StoreError,
    },
};

/// How long a challenge waits for an answer before it expires.
pub const CHALLENGE_LIFETIME_MS: i64 = DAY_MS;

/// The clock and thread options of a challenge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct ChallengeClock {
    /// Days per move; `None`: no clock.
    pub days: Option<u8>,
    /// The channel the caller's thread hangs from, if it was opened for
    /// this challenge.
    pub parent: Option<u64>,
}

/// What a challenge proposes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Terms {
    pub kind: GameKind,
    pub rated: bool,
    pub first: FirstMover,
    pub clock: ChallengeClock,
    /// The computer's level, in a challenge to the computer.
    pub level: Option<Level>,
}

/// The terms of a challenge to the computer: casual, no clock, the
/// beginner unless a level is asked for.
fn computer_terms(terms: Terms) -> Result<Terms, Refusal> {
    if terms.rated {
        return Err(Refusal::ComputerUnrated);
    }
    Ok(Terms {
        // The computer answers at once, and the person takes their time:
        // the default clock of a challenge does not apply.
        clock: ChallengeClock {
            days: None,
            ..terms.clock
        },
        level: Some(terms.level.unwrap_or(Level::Beginner)),
        ..terms
    })
}

impl Manager {
    pub(super) async fn challenge(
        &self,
        caller: &Caller,
        opponent: Option<&Player>,
        terms: Terms,
    ) -> Handled {
        // A game needs both players in one channel, and a server for its
        // ladder: a direct message with the bot has neither.
        if caller.guild.is_none() {
            return Err(Refusal::ServerOnly.into());
        }
        let computer = opponent.filter(|opponent| self.is_computer(opponent.id));
        let terms = match computer {
            Some(_) => computer_terms(terms)?,
            None if terms.level.is_some() => return Err(Refusal::LevelForComputerOnly.into()),
            None => terms,
        };
        let Terms {
            kind,
            rated,
            first,
            clock,
            ..
        } = terms;
        let now = self.clock.now();
        if let Some(days) = clock.days.filter(|days| !DAYS_PER_MOVE.contains(days)) {
            return Err(Refusal::BadDaysPerMove { days }.into());
        }
        if rated && clock.days.is_none() {
            return Err(Refusal::RatedNeedsClock.into());
        }
        if self.store.active_game_in(caller.channel).await?.is_some() {
            return Err(Refusal::ChannelHasGame.into());
        }
        if self
            .store
            .open_challenge_in(caller.channel)
            .await?
            .is_some()
        {
            return Err(Refusal::ChannelHasChallenge.into());
        }
        if opponent.is_some_and(|opponent| opponent.id == caller.user) {
            return Err(Refusal::ChallengeYourself.into());
        }
        let new = NewChallenge {
            guild_id: caller.guild,
            channel_id: caller.channel,
            challenger_id: caller.user,
            challenger_name: caller.name.clone(),
            opponent: opponent.map(|opponent| (opponent.id, opponent.name.clone())),
            kind,
            rated,
            first,
            days_per_move: clock.days,
            parent_channel_id: clock.parent,
            expires_at: now.saturating_add(CHALLENGE_LIFETIME_MS),
        };
        let id = match self.store.insert_challenge(&new, now).await {
            Ok(id) => id,
            Err(StoreError::Conflict) => return Err(Refusal::ChannelHasChallenge.into()),
            Err(error) => return Err(error.into()),
        };
        if let (Some(computer), Some(level)) = (computer, terms.level) {
            return self.computer_accepts(caller, id, computer, level).await;
        }
        let locale = &caller.channel_locale;
        let message = Message::ChallengeIssued {
            challenger: caller.name.clone(),
            opponent: new.opponent.clone(),
            kind,
            rated,
            first,
            days: clock.days,
        };
        let challenge = id;
        let stamp = Stamp::Challenge(id);
        let id = |action| ButtonId { stamp, action };
        Ok(Reply {
            buttons: vec![
                self.button(ButtonStyle::Success, id(ButtonAction::Accept)),
                self.button(ButtonStyle::Secondary, id(ButtonAction::Decline)),
                self.button(ButtonStyle::Danger, id(ButtonAction::Cancel)),
            ],
            // The challenged player is the one whose answer is awaited.
            mentions: new.opponent.iter().map(|(id, _)| *id).collect(),
            effects: Effects {
                challenge: Some(challenge),
                ..Effects::default()
            },
            ..Reply::saying(locale, message)
        })
    }

    /// The open challenge in the caller's channel, checked against the
    /// button that asked for it. One whose day is up is refused as expired
    /// even before the scheduler has closed it.
    async fn open_challenge(
        &self,
        caller: &Caller,
        stamp: Option<Stamp>,
    ) -> Result<ChallengeRow, Failure> {
        let open = self.store.open_challenge_in(caller.channel).await?;
        let stamped = match stamp {
            Some(Stamp::Challenge(id)) => Some(id),
            Some(Stamp::Game { .. } | Stamp::Tournament(_) | Stamp::Lesson(_)) | None => None,
        };
        match (open, stamped) {
            (Some(open), Some(id)) if open.id != id => Err(self.closed(caller, id).await?.into()),
            (Some(open), _) if open.expires_at <= self.clock.now() => {
                Err(Refusal::ChallengeExpired.into())
            }
            (Some(open), _) => Ok(open),
            (None, Some(id)) => Err(self.closed(caller, id).await?.into()),
            (None, None) => {
                let latest = self.store.latest_challenge_in(caller.channel).await?;
                let expired =
                    latest.is_some_and(|latest| latest.status == ChallengeStatus::Expired);
                Err(if expired {
                    Refusal::ChallengeExpired
                } else {
                    Refusal::NoChallenge
                }
                .into())
            }
        }
    }

    /// Why the challenge `id` (behind a button pressed by `caller`) can no
    /// longer be answered: a button names a challenge of its own channel,
    /// so any other is forged.
    async fn closed(&self, caller: &Caller, id: ChallengeId) -> Result<Refusal, StoreError> {
        Ok(match self.store.challenge(id).await? {
            Some(challenge) if challenge.channel_id != caller.channel => {
                Refusal::NotThisChannelsChallenge
            }
            None => Refusal::NotThisChannelsChallenge,
            Some(challenge) if challenge.status == ChallengeStatus::Expired => {
                Refusal::ChallengeExpired
            }
            Some(_) => Refusal::ChallengeGone,
        })
    }

    /// Whether the caller may answer `challenge`.
    fn may_answer(caller: &Caller, challenge: &ChallengeRow) -> Result<(), Refusal> {
        if caller.user == challenge.challenger_id {
            return Err(Refusal::OwnChallenge);
        }
        match &challenge.opponent {
            Some((id, name)) if *id != caller.user => Err(Refusal::NotChallenged {
                opponent: name.clone(),
            }),
            _ => Ok(()),
        }
    }

    pub(super) async fn accept(&self, caller: &Caller, stamp: Option<Stamp>) -> Handled {
        let challenge = self.open_challenge(caller, stamp).await?;
        Self::may_answer(caller, &challenge)?;
        let accepter = (caller.user, caller.name.clone());
        let event = Message::ChallengeAccepted {
            by: caller.name.clone(),
        };
        self.start_game(&caller.channel_locale, &challenge, accepter, None, event)
            .await
    }

    /// Starts the game `challenge` proposed, `accepter` in the other seat
    /// (the computer's at `computer`, if it is the computer), and answers
    /// with its first board after `event`.
    pub(super) async fn start_game(
        &self,
        locale: &Locale,
        challenge: &ChallengeRow,
        accepter: (u64, String),
        computer: Option<Level>,
        event: Message,
    ) -> Handled {
        let challenger = (challenge.challenger_id, challenge.challenger_name.clone());
        let challenger_first = match challenge.first {
            FirstMover::Challenger => true,
            FirstMover::Opponent => false,
            FirstMover::Random => self.coin.challenger_starts(),
        };
        let accepter_seat = if challenger_first {
            Seat::Second
        } else {
            Seat::First
        };
        let accepter_id = accepter.0;
        let players = if challenger_first {
            ByColor {
                first: challenger,
                second: accepter,
            }
        } else {
            ByColor {
                first: accepter,
                second: challenger,
            }
        };
        let now = self.clock.now();
        let next = self
            .next_turn(
                challenge.guild_id,
                challenge.days_per_move,
                players.first.0,
                now,
            )
            .await?;
        let new = NewGame {
            guild_id: challenge.guild_id,
            channel_id: challenge.channel_id,
            kind: challenge.kind,
            rated: challenge.rated,
            players,
            days_per_move: challenge.days_per_move,
            parent_channel_id: challenge.parent_channel_id,
            clock: next.clock,
            computer: computer.map(|level| ComputerSeat {
                seat: accepter_seat,
                level,
            }),
        };
        let id = match self.store.accept_challenge(challenge.id, &new, now).await {
            Ok(id) => id,
            Err(StoreError::Conflict) => return Err(Refusal::ChallengeGone.into()),
            Err(error) => return Err(error.into()),
        };
        let row = self
            .store
            .game(id)
            .await?
            .ok_or(StoreError::Corrupt(format!("game {id} vanished")))?;
        let game = challenge.kind.start();
        self.remember(id, row.version, game.clone());
        let table = Table {
            seat: row.seat_of(accepter_id),
            row,
            game,
            ply: 0,
        };
        Ok(self.board_reply(locale, &table, Some(event), true, next.away_until))
    }

    /// Records the message that shows `challenge`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_challenge_message(
        &self,
        challenge: ChallengeId,
        message_id: u64,
    ) -> Result<(), StoreError> {
        self.store
            .set_challenge_message(challenge, message_id, self.clock.now())
            .await
    }

    pub(super) async fn decline(&self, caller: &Caller, stamp: Option<Stamp>) -> Handled {
        let challenge = self.open_challenge(caller, stamp).await?;
        Self::may_answer(caller, &challenge)?;
        self.close(&challenge, ChallengeStatus::Declined).await?;
        let message = Message::ChallengeDeclined {
            by: caller.name.clone(),
            challenger: challenge.challenger_name,
        };
        Ok(Reply {
            ..Reply::saying(&caller.channel_locale, message)
        })
    }

    pub(super) async fn cancel(&self, caller: &Caller, stamp: Option<Stamp>) -> Handled {
        let challenge = self.open_challenge(caller, stamp).await?;
        if caller.user != challenge.challenger_id {
            return Err(Refusal::NotChallenger {
                challenger: challenge.challenger_name,
            }
            .into());
        }
        self.close(&challenge, ChallengeStatus::Cancelled).await?;
        let message = Message::ChallengeCancelled {
            challenger: challenge.challenger_name,
        };
        Ok(Reply {
            ..Reply::saying(&caller.channel_locale, message)
        })
    }

    async fn close(
        &self,
        challenge: &ChallengeRow,
        status: ChallengeStatus,
    ) -> Result<(), Failure> {
        let now = self.clock.now();
        match self
            .store
            .close_challenge(
                challenge.id,
                status,
                now,
                consequences::idle_thread(challenge, now),
            )
            .await
        {
            Ok(_) => Ok(()),
            Err(StoreError::Conflict) => Err(Refusal::ChallengeGone.into()),
            Err(error) => Err(error.into()),
        }
    }
}
