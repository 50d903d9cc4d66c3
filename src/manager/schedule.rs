//! The one scheduler: everything that falls due with time rather than at a
//! player's request — reminders, losses on time, nudges in idle games
//! without a clock, challenges expiring, threads to archive. All of it lives in the database; [`Manager::tick`]
//! claims what is due at the injected clock's now and says what to post.
//!
//! Each event is claimed with a conditional write before it is returned, so
//! two processes ticking at once announce it once, and a game's event is
//! handled under the game's channel lock, so a move at the same instant
//! either comes first (no loss, no reminder) or finds the game over.

use super::{
    clock_plan::TurnClock,
    consequences::{self, updated_row},
    message::Message,
    message::Notice,
    notices::game_over_directs,
    plies, Effects, Locale, Manager, Reply, Table,
};
use crate::{
    games::{Outcome, Rules, Seat},
    store::{
        ChallengeId, ChallengeRow, ChallengeStatus, DueGame, EndReason, GameEnd, GameId, GameRow,
        GameStatus, MoveChange, OwedId, StoreError,
    },
};

/// Something the Discord layer must do now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Due {
    /// Post `reply` in `channel` (mentions the player to move), then
    /// settle `owed`.
    Reminder {
        game: GameId,
        channel: u64,
        reply: Reply,
        owed: OwedId,
    },
    /// The game was lost on time: post `reply` (the final board, which
    /// replaces the last one) in `channel`.
    TimeLoss {
        game: GameId,
        channel: u64,
        reply: Reply,
    },
    /// A challenge expired: post `reply` in `channel` (its effects strip
    /// the challenge's buttons), then settle `owed`.
    ChallengeExpired {
        challenge: ChallengeId,
        channel: u64,
        reply: Reply,
        owed: OwedId,
    },
    /// Archive this thread (the game in it ended a day ago).
    ArchiveThread { thread: u64 },
}

impl Manager {
    /// Everything due at the clock's now, claimed in the database, oldest
    /// first.
    ///
    /// # Errors
    /// The database failed. What was claimed before the failure is lost to
    /// this tick (a claim is a commitment to announce), nothing is claimed
    /// twice.
    pub async fn tick(&self) -> Result<Vec<Due>, StoreError> {
        let now = self.clock.now();
        let mut due: Vec<(i64, Due)> = Vec::new();
        for thread in self.store.claim_due_threads(now).await? {
            due.push((
                thread.due_at,
                Due::ArchiveThread {
                    thread: thread.thread,
                },
            ));
        }
        for challenge in self.store.expired_challenges(now).await? {
            if let Some(expired) = self.expire(challenge, now).await? {
                due.push(expired);
            }
        }
        for game in self.store.due_games(now).await? {
            match self.game_due(game, now).await {
                Ok(Some(event)) => due.push(event),
                Ok(None) => {}
                // One game whose moves no longer replay must not stop the
                // clocks of all the others.
                Err(StoreError::Corrupt(what)) => {
                    tracing::error!(game = game.game.0, "cannot run the clock: {what}");
                }
                Err(error) => return Err(error),
            }
        }
        let idle_since = now.saturating_sub(super::clock_plan::NUDGE_AFTER_MS);
        for idle in self.store.idle_games(idle_since).await? {
            match self.nudge(idle).await {
                Ok(Some(event)) => due.push(event),
                Ok(None) => {}
                Err(StoreError::Corrupt(what)) => {
                    tracing::error!(game = idle.game.0, "cannot nudge: {what}");
                }
                Err(error) => return Err(error),
            }
        }
        due.sort_by_key(|(at, _)| *at);
        Ok(due.into_iter().map(|(_, due)| due).collect())
    }

    /// When the next thing falls due, if anything is scheduled (the
    /// scheduler task sleeps until then, at most a minute).
    ///
    /// # Errors
    /// The database failed.
    pub async fn next_due(&self) -> Result<Option<i64>, StoreError> {
        self.store.next_due().await
    }

    /// Returns when this process ended a game (the scheduler then looks at
    /// the tournaments at once: the game may have ended a round).
    pub async fn game_ended(&self) {
        self.game_ended.notified().await;
    }

    /// Closes a challenge whose day is up; `None` if it was answered first.
    async fn expire(
        &self,
        challenge: ChallengeRow,
        now: i64,
    ) -> Result<Option<(i64, Due)>, StoreError> {
        let _serialised = self.serialise(challenge.channel_id).await?;
        let owed = match self
            .store
            .close_challenge(
                challenge.id,
                ChallengeStatus::Expired,
                now,
                consequences::idle_thread(&challenge, now),
            )
            .await
        {
            Ok(Some(owed)) => owed,
            Ok(None) | Err(StoreError::Conflict) => return Ok(None),
            Err(error) => return Err(error),
        };
        let locale = self.server_locale(challenge.guild_id).await?;
        let (id, channel, at) = (challenge.id, challenge.channel_id, challenge.expires_at);
        Ok(Some((
            at,
            Due::ChallengeExpired {
                challenge: id,
                channel,
                reply: expired_reply(&locale, challenge),
                owed,
            },
        )))
    }

    /// The reminder or loss on time `due` announces, if it still stands
    /// once the game's channel is ours.
    async fn game_due(&self, due: DueGame, now: i64) -> Result<Option<(i64, Due)>, StoreError> {
        let _serialised = self.serialise(due.channel).await?;
        // Read again under the lock: a move may have come first.
        let Some(row) = self.store.game(due.game).await? else {
            return Ok(None);
        };
        let (Some(days), Some(deadline_at), Some(next_event_at)) =
            (row.days_per_move, row.deadline_at, row.next_event_at)
        else {
            return Ok(None);
        };
        if row.status != GameStatus::Active || next_event_at > now {
            return Ok(None);
        }
        if deadline_at <= now {
            return self.lose_on_time(row, now).await;
        }
        let schedule = self.reminder_schedule(row.guild_id).await?;
        let clock = TurnClock {
            deadline_at,
            reminders_sent: row.reminders_sent,
            next_event_at,
        };
        let (caught_up, remind) = clock.catch_up(now, days, &schedule);
        // Replayed before the claim: a claimed reminder is always sent.
        let game = self.position(&row).await?;
        let claimed = self
            .store
            .claim_reminder(row.id, row.version, clock, caught_up, now, remind)
            .await?;
        let Some(Some(owed)) = claimed else {
            return Ok(None);
        };
        let to_move = game.turn();
        let message = reminder_message(&row, to_move, deadline_at, now);
        let reply = self.reminder_post(&row, to_move, message).await;
        Ok(Some((
            next_event_at,
            Due::Reminder {
                game: row.id,
                channel: row.channel_id,
                reply,
                owed,
            },
        )))
    }

    /// A scheduler post reminding the player in seat `to_move` of `row`'s
    /// game with `message`: they are pinged, and those who asked for direct
    /// messages get one too (a failed lookup costs the direct message, never
    /// the post).
    pub(super) async fn reminder_post(
        &self,
        row: &GameRow,
        to_move: Seat,
        message: Message,
    ) -> Reply {
        let reader = row.user(to_move);
        let direct = match Notice::your_turn(row, reader) {
            Some(notice) => self
                .directs_for(row.guild_id, row.channel_id, &[reader], &notice)
                .await
                .unwrap_or_else(|error| {
                    tracing::warn!(%error, "cannot look up direct-message notices");
                    Vec::new()
                }),
            None => Vec::new(),
        };
        let locale = self
            .server_locale(row.guild_id)
            .await
            .unwrap_or_else(|error| {
                tracing::warn!(%error, "cannot look up the server's language");
                Locale::en()
            });
        Reply {
            mentions: vec![reader],
            effects: Effects {
                direct,
                ..Effects::default()
            },
            ..Reply::saying(&locale, message)
        }
    }

    /// Ends `row`'s game: the player to move ran out of time.
    async fn lose_on_time(&self, row: GameRow, now: i64) -> Result<Option<(i64, Due)>, StoreError> {
        let game = self.position(&row).await?;
        let loser = game.turn();
        // A rated game one side never moved in is aborted, not rated: the
        // seat to move has moved before only once both have.
        let never_moved = row.rated && game.ply() < 2;
        let end = if never_moved {
            GameEnd {
                outcome: None,
                reason: EndReason::NeverMoved,
            }
        } else {
            GameEnd {
                outcome: Some(Outcome::Win(loser.other())),
                reason: EndReason::Time,
            }
        };
        // Under the channel lock, at the version read: a move, a vacation
        // or another process coming first makes the write fail.
        let mut update = self
            .plan_update(&row, &game, MoveChange::Keep, Some(end), now)
            .await?
            .update;
        let version = match self.write_turn(&row, &mut update, now).await {
            Ok(version) => version,
            Err(StoreError::Conflict) => return Ok(None),
            Err(error) => return Err(error),
        };
        self.forget(row.id);
        let deadline_at = row.deadline_at.unwrap_or(now);
        let row = updated_row(row, &update, version);
        let (id, channel) = (row.id, row.channel_id);
        let table = Table {
            ply: plies(&game),
            game,
            row,
            seat: None,
        };
        let ending = update.ending.as_ref().ok_or(StoreError::Conflict)?;
        let by = never_moved.then(|| table.row.name(loser).to_owned());
        let locale = self.server_locale(table.row.guild_id).await?;
        let mut reply = self.game_over_reply(&locale, &table, ending, by);
        // Nobody acted: both players hear of it, if they asked to.
        match self.store.direct_readers(&reply.mentions).await {
            Ok(readers) => reply.effects.direct = game_over_directs(&table.row, &readers),
            Err(error) => tracing::warn!(%error, "cannot look up direct-message notices"),
        }
        Ok(Some((
            deadline_at,
            Due::TimeLoss {
                game: id,
                channel,
                reply,
            },
        )))
    }
}

/// "Your turn, N left" to the player in seat `to_move` of `row`'s game.
pub(super) fn reminder_message(
    row: &GameRow,
    to_move: Seat,
    deadline_at: i64,
    now: i64,
) -> Message {
    Message::Reminder {
        kind: row.kind,
        to_move: row.players.get(to_move).clone(),
        opponent: row.name(to_move.other()).to_owned(),
        time_left: deadline_at.saturating_sub(now),
    }
}

/// The news that `challenge` expired, in `locale`; its buttons go.
pub(super) fn expired_reply(locale: &Locale, challenge: ChallengeRow) -> Reply {
    let message = Message::ChallengeExpired {
        challenger: challenge.challenger_name,
        kind: challenge.kind,
    };
    Reply {
        effects: Effects {
            strip: challenge.message_id.into_iter().collect(),
            ..Effects::default()
        },
        ..Reply::saying(locale, message)
    }
}
