//! Vacations: a player pauses their clocks on a server for some days, from
//! a yearly allowance. Starting one pushes back the deadline of each of
//! their games there where it is their turn; cancelling gives back the
//! unused time; a vacation that runs out needs nothing (the deadlines were
//! pushed when it began).

use super::{
    calendar, clock_plan::DAY_MS, consequences::CONTENDED_RETRIES, message::Message,
    refusal::Refusal, request::Caller, Handled, Manager, Reply,
};
use crate::{
    games::Seat,
    store::{ClockWrite, GameRow, RunningVacation, StoreError},
};

/// A change to a player's vacation.
#[derive(Clone, Copy, Debug)]
enum VacationChange {
    Start { now: i64, ends_at: i64 },
    Cancel { vacation: RunningVacation, now: i64 },
}

/// Vacation days each player has per server and calendar year (UTC).
pub const VACATION_DAYS_PER_YEAR: i64 = 14;

impl Manager {
    pub(super) async fn vacation(&self, caller: &Caller, days: Option<u32>) -> Handled {
        let guild = caller.guild.ok_or(Refusal::ServerOnly)?;
        let now = self.clock.now();
        let standing = self
            .store
            .vacation_standing(guild, caller.user, now, calendar::year_around(now))
            .await?;
        let (until, left) = (standing.until, days_left(standing.used));
        let Some(days) = days else {
            let message = Message::VacationStatus { until, left };
            return Ok(Reply {
                ephemeral: true,
                ..Reply::saying(&caller.locale, message)
            });
        };
        if let Some(until) = until {
            return Err(Refusal::AlreadyOnVacation { until }.into());
        }
        if days == 0 || i64::from(days) > left {
            return Err(Refusal::VacationLength { asked: days, left }.into());
        }
        let ends_at = now.saturating_add(i64::from(days) * DAY_MS);
        let start = VacationChange::Start { now, ends_at };
        let paused = match self.change_vacation(guild, caller.user, start).await {
            Ok(paused) => paused,
            // Another request started one a moment ago.
            Err(StoreError::Conflict) => {
                let until = self.store.on_vacation(guild, caller.user, now).await?;
                return Err(Refusal::AlreadyOnVacation {
                    until: until.unwrap_or(ends_at),
                }
                .into());
            }
            Err(error) => return Err(error.into()),
        };
        let message = Message::VacationStarted {
            name: caller.name.clone(),
            until: ends_at,
            paused,
            left: left - i64::from(days),
        };
        Ok(Reply {
            ..Reply::saying(&caller.channel_locale, message)
        })
    }

    pub(super) async fn cancel_vacation(&self, caller: &Caller) -> Handled {
        let guild = caller.guild.ok_or(Refusal::ServerOnly)?;
        let now = self.clock.now();
        let vacation = self
            .store
            .running_vacation(guild, caller.user, now)
            .await?
            .ok_or(Refusal::NotOnVacation)?;
        // The clocks move forward again by the time it did not use.
        let cancel = VacationChange::Cancel { vacation, now };
        match self.change_vacation(guild, caller.user, cancel).await {
            Ok(_) => {}
            Err(StoreError::Conflict) => return Err(Refusal::NotOnVacation.into()),
            Err(error) => return Err(error.into()),
        }
        let message = Message::VacationCancelled {
            name: caller.name.clone(),
            used: calendar::days_begun(now - vacation.starts_at),
            left: self.vacation_days_left(guild, caller.user, now).await?,
        };
        Ok(Reply {
            ..Reply::saying(&caller.channel_locale, message)
        })
    }

    /// Starts or cancels a vacation of `user` on `guild`, moving the clock
    /// of every game there where it is their turn with it: computed again
    /// if a game moved meanwhile. Returns how many clocks moved.
    async fn change_vacation(
        &self,
        guild: u64,
        user: u64,
        change: VacationChange,
    ) -> Result<u64, StoreError> {
        let by = match change {
            VacationChange::Start { now, ends_at } => ends_at - now,
            // The clocks move forward again by the time it did not use.
            VacationChange::Cancel { vacation, now } => now - vacation.ends_at,
        };
        let mut tries = 0;
        loop {
            let clocks: Vec<ClockWrite> = self
                .store
                .turn_clocks_of(guild, user)
                .await?
                .into_iter()
                .map(|running| ClockWrite {
                    game: running.game,
                    version: running.version,
                    clock: running.clock.shifted(by),
                })
                .collect();
            let written = match change {
                VacationChange::Start { now, ends_at } => {
                    self.store
                        .start_vacation(guild, user, (now, ends_at), &clocks)
                        .await
                }
                VacationChange::Cancel { vacation, now } => {
                    self.store.cancel_vacation(vacation.id, now, &clocks).await
                }
            };
            match written {
                Ok(()) => return Ok(clocks.len() as u64),
                Err(StoreError::Contended) if tries < CONTENDED_RETRIES => tries += 1,
                Err(error) => return Err(error),
            }
        }
    }

    /// Allowance days `user` has left on `guild` in the UTC year of `now`.
    /// A vacation counts in the year it began.
    async fn vacation_days_left(&self, guild: u64, user: u64, now: i64) -> Result<i64, StoreError> {
        let year = calendar::year_around(now);
        let standing = self.store.vacation_standing(guild, user, now, year).await?;
        Ok(days_left(standing.used))
    }

    /// The end of the vacation the player in `seat` of `game` is on, if any
    /// (shown next to their name on the board).
    pub(super) async fn away_until(
        &self,
        game: &GameRow,
        seat: Seat,
    ) -> Result<Option<i64>, StoreError> {
        match game.guild_id {
            Some(guild) => {
                self.store
                    .on_vacation(guild, game.user(seat), self.clock.now())
                    .await
            }
            None => Ok(None),
        }
    }
}

/// Allowance days left after `used` of them.
fn days_left(used: i64) -> i64 {
    (VACATION_DAYS_PER_YEAR - used).max(0)
}
