//! What follows from an action, worked out before anything is written: the
//! clock of the turn that starts, the rating changes and the thread to
//! archive when a game ends. The store then writes it all in one
//! transaction ([`Store::commit_turn`](crate::store::Store::commit_turn)).

use super::{
    clock_plan::{parse_stored_schedule, ReminderSchedule, TurnClock, ARCHIVE_AFTER_MS},
    plies, Manager,
};
use crate::{
    games::{AnyGame, Rules, Seat},
    ratings::{rate_game, Rating, Score},
    store::{
        ChallengeRow, DueThread, EndReason, Ending, GameEnd, GameRow, GameStatus, Lapse,
        MoveChange, PremoveChange, RatingWrite, StoreError, TurnContext, TurnUpdate,
    },
};

/// A planned change, and what was learnt planning it that the answer shows.
pub(super) struct Planned {
    pub(super) update: TurnUpdate,
    /// The end of the vacation the player to move is on, if any.
    pub(super) away_until: Option<i64>,
}

/// The turn that starts: its clock (none without days per move), and the
/// end of its player's vacation, if they are away.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct NextTurn {
    pub(super) clock: Option<TurnClock>,
    pub(super) away_until: Option<i64>,
}

/// A server's reminder setting as stored, or the standard one.
fn schedule_of(stored: Option<&str>) -> Result<ReminderSchedule, StoreError> {
    stored.map_or_else(|| Ok(ReminderSchedule::standard()), parse_stored_schedule)
}

/// How often a write is computed again when rows it was computed from
/// changed under it (a player's rating when another of their games ended at
/// the same moment, a clock a move restarted).
pub(super) const CONTENDED_RETRIES: usize = 8;

impl Manager {
    /// The whole change to `row`'s game when `moves` changes its move list
    /// (or not) and leaves the position `after`, ending the game with `end`
    /// if given: whose turn it is, the clock of the turn that starts, the
    /// ending with everything that follows. Offers lapse only at the end;
    /// the caller adjusts what an action adds (a move lapses offers, an
    /// accepted offer closes).
    pub(super) async fn plan_update(
        &self,
        row: &GameRow,
        after: &AnyGame,
        moves: MoveChange,
        end: Option<GameEnd>,
        now: i64,
    ) -> Result<Planned, StoreError> {
        let ending = match end {
            Some(end) => Some(self.ending(row, end, now).await?),
            None => None,
        };
        // A takeback or the end leaves no conditional move to play; a move
        // says itself what it does to them (see `premoves`).
        let premoves = if ending.is_some() || matches!(moves, MoveChange::TakeBack { .. }) {
            PremoveChange::ClearAll
        } else {
            PremoveChange::Keep
        };
        let to_move = ending.is_none().then(|| after.turn());
        let next = match to_move {
            Some(seat) => {
                self.next_turn(row.guild_id, row.days_per_move, row.user(seat), now)
                    .await?
            }
            None => NextTurn::default(),
        };
        let update = TurnUpdate {
            game: row.id,
            version: row.version,
            moves,
            plies: plies(after),
            to_move,
            clock: next.clock,
            close_offer: None,
            lapse: if ending.is_some() {
                Lapse::All
            } else {
                Lapse::None
            },
            // Only games with turns in two steps have first steps waiting
            // for a choice.
            clear_placement: row.kind.game().two_steps().is_some(),
            premoves,
            ending,
        };
        Ok(Planned {
            update,
            away_until: next.away_until,
        })
    }

    /// The reminder setting of `guild` (the standard one without a server
    /// or a setting).
    pub(super) async fn reminder_schedule(
        &self,
        guild: Option<u64>,
    ) -> Result<ReminderSchedule, StoreError> {
        let Some(guild) = guild else {
            return Ok(ReminderSchedule::standard());
        };
        schedule_of(self.store.reminder_setting(guild).await?.as_deref())
    }

    /// The turn of `user` on `guild` starting at `now`: whether they are
    /// away, and its clock of `days` days per move (none without), which
    /// starts at the end of their vacation. No reminder of it is sent yet.
    /// One read, whatever it needs: every move asks.
    pub(super) async fn next_turn(
        &self,
        guild: Option<u64>,
        days: Option<u8>,
        user: u64,
        now: i64,
    ) -> Result<NextTurn, StoreError> {
        let context = match guild {
            Some(guild) => self.store.turn_context(guild, user, now).await?,
            None => TurnContext::default(),
        };
        let clock = match days {
            Some(days) => {
                let schedule = schedule_of(context.reminders.as_deref())?;
                Some(TurnClock::start(
                    context.away_until.unwrap_or(now),
                    days,
                    &schedule,
                ))
            }
            None => None,
        };
        Ok(NextTurn {
            away_until: context.away_until,
            clock,
        })
    }

    /// Everything that follows from `row`'s game ending with `end` at
    /// `now`: its status, the rating changes (rated games on a server with
    /// a result), the thread to archive.
    pub(super) async fn ending(
        &self,
        row: &GameRow,
        end: GameEnd,
        now: i64,
    ) -> Result<Ending, StoreError> {
        let status = if matches!(end.reason, EndReason::Aborted | EndReason::NeverMoved) {
            GameStatus::Aborted
        } else {
            GameStatus::Finished
        };
        let archive = row.parent_channel_id.map(|_| DueThread {
            thread: row.channel_id,
            due_at: now.saturating_add(ARCHIVE_AFTER_MS),
        });
        let ratings = match (row.guild_id, row.rated, end.outcome) {
            (Some(guild), true, Some(outcome)) => {
                let mut read = Vec::with_capacity(2);
                for seat in Seat::ALL {
                    read.push(
                        self.store
                            .rating_of(guild, row.kind, row.user(seat))
                            .await?,
                    );
                }
                let before: Vec<Rating> = read
                    .iter()
                    .map(|stored| stored.map_or(Rating::NEW, |stored| stored.rating_at(now)))
                    .collect();
                let (first, second) = rate_game(before[0], before[1], outcome);
                let after = [first, second];
                Seat::ALL
                    .into_iter()
                    .map(|seat| {
                        let (me, them) = (seat.index(), seat.other().index());
                        RatingWrite {
                            guild,
                            kind: row.kind,
                            user: row.user(seat),
                            name: row.name(seat).to_owned(),
                            read: read[me],
                            before: before[me],
                            after: after[me],
                            score: Score::of(seat, outcome),
                            opponent: row.user(seat.other()),
                            opponent_rating: before[them].rating,
                        }
                    })
                    .collect()
            }
            _ => Vec::new(),
        };
        Ok(Ending {
            status,
            outcome: end.outcome,
            reason: end.reason,
            ratings,
            archive,
        })
    }

    /// Writes `update` for `row`'s game; returns the game's new version. An
    /// ending whose ratings moved under it is computed again and retried:
    /// `update` is left as written.
    ///
    /// # Errors
    /// As [`crate::store::Store::commit_turn`]; [`StoreError::Contended`]
    /// only if the ratings kept changing.
    pub(super) async fn write_turn(
        &self,
        row: &GameRow,
        update: &mut TurnUpdate,
        now: i64,
    ) -> Result<i64, StoreError> {
        let written = self.commit_with_retries(row, update, now).await;
        if written.is_ok() && update.ending.is_some() {
            self.game_ended.notify_one();
        }
        written
    }

    async fn commit_with_retries(
        &self,
        row: &GameRow,
        update: &mut TurnUpdate,
        now: i64,
    ) -> Result<i64, StoreError> {
        for _ in 0..CONTENDED_RETRIES {
            match self.store.commit_turn(update, now).await {
                Err(StoreError::Contended) => {
                    if let Some(ending) = &update.ending {
                        let end = GameEnd {
                            outcome: ending.outcome,
                            reason: ending.reason,
                        };
                        update.ending = Some(self.ending(row, end, now).await?);
                    }
                }
                result => return result,
            }
        }
        self.store.commit_turn(update, now).await
    }
}

/// The thread opened for `challenge`, to archive a while after it ends
/// without a game (declined, cancelled, expired).
pub(super) fn idle_thread(challenge: &ChallengeRow, now: i64) -> Option<DueThread> {
    challenge.parent_channel_id.map(|_| DueThread {
        thread: challenge.channel_id,
        due_at: now.saturating_add(ARCHIVE_AFTER_MS),
    })
}

/// `row` as it is once `update` is written at `version`: the manager goes
/// on with what it wrote instead of reading it back.
pub(super) fn updated_row(mut row: GameRow, update: &TurnUpdate, version: i64) -> GameRow {
    row.version = version;
    row.plies = update.plies;
    row.to_move = update.to_move;
    row.deadline_at = update.clock.map(|clock| clock.deadline_at);
    row.reminders_sent = update.clock.map_or(0, |clock| clock.reminders_sent);
    row.next_event_at = update.clock.map(|clock| clock.next_event_at);
    if let Some(ending) = &update.ending {
        row.status = ending.status;
        row.outcome = ending.outcome;
        row.end_reason = Some(ending.reason);
    }
    row
}
