//! Vacations: a player pauses their clocks on a server for some days, from
//! a yearly allowance. Starting one pushes back the deadline of each of
//! their games there where it is their turn; cancelling gives back the
//! unused time; a vacation that runs out needs nothing (the deadlines were
//! pushed when it began).

use super::{
    calendar,
    catalogue::{self, Message},
    clock_plan::DAY_MS,
    refusal::Refusal,
    request::Caller,
    Handled, Manager, Reply,
};
use crate::{
    games::Seat,
    store::{GameRow, StoreError},
};

/// Vacation days each player has per server and calendar year (UTC).
pub const VACATION_DAYS_PER_YEAR: i64 = 14;

impl Manager {
    pub(super) async fn vacation(&self, caller: &Caller, days: Option<u32>) -> Handled {
        let guild = caller.guild.ok_or(Refusal::ServerOnly)?;
        let now = self.clock.now();
        let until = self.store.on_vacation(guild, caller.user, now).await?;
        let left = self.vacation_days_left(guild, caller.user, now).await?;
        let Some(days) = days else {
            let message = Message::VacationStatus { until, left };
            return Ok(Reply {
                text: catalogue::text(&caller.locale, &message),
                ephemeral: true,
                ..Reply::default()
            });
        };
        if let Some(until) = until {
            return Err(Refusal::AlreadyOnVacation { until }.into());
        }
        if days == 0 || i64::from(days) > left {
            return Err(Refusal::VacationLength { asked: days, left }.into());
        }
        let ends_at = now + i64::from(days) * DAY_MS;
        let paused = match self
            .store
            .start_vacation(guild, caller.user, now, ends_at)
            .await
        {
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
            text: catalogue::text(&caller.locale, &message),
            ..Reply::default()
        })
    }

    pub(super) async fn cancel_vacation(&self, caller: &Caller) -> Handled {
        let guild = caller.guild.ok_or(Refusal::ServerOnly)?;
        let now = self.clock.now();
        let cancelled = self
            .store
            .cancel_vacation(guild, caller.user, now)
            .await?
            .ok_or(Refusal::NotOnVacation)?;
        let message = Message::VacationCancelled {
            name: caller.name.clone(),
            used: calendar::days_begun(now - cancelled.starts_at),
            left: self.vacation_days_left(guild, caller.user, now).await?,
        };
        Ok(Reply {
            text: catalogue::text(&caller.locale, &message),
            ..Reply::default()
        })
    }

    /// Allowance days `user` has left on `guild` in the UTC year of `now`.
    /// A vacation counts in the year it began.
    async fn vacation_days_left(&self, guild: u64, user: u64, now: i64) -> Result<i64, StoreError> {
        let (from, to) = calendar::year_around(now);
        let used = self.store.vacation_days_used(guild, user, from, to).await?;
        Ok((VACATION_DAYS_PER_YEAR - used).max(0))
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
