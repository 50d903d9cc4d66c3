//! A server's clock settings: when the player to move is reminded.

use super::consequences::CONTENDED_RETRIES;
use super::{
    clock_plan::{ReminderSchedule, TurnClock},
    message::Message,
    refusal::Refusal,
    request::Caller,
    Handled, Manager, Reply,
};
use crate::store::{ClockWrite, StoreError};

impl Manager {
    pub(super) async fn set_reminders(&self, caller: &Caller, text: &str) -> Handled {
        let Some(guild) = caller.guild else {
            return Err(Refusal::ServerOnly.into());
        };
        if !caller.manages_server {
            return Err(Refusal::ManageServerOnly.into());
        }
        let schedule: ReminderSchedule =
            text.parse()
                .map_err(|problem| Refusal::BadReminderSchedule {
                    schedule: text.trim().to_owned(),
                    problem,
                })?;
        self.reschedule(guild, &schedule).await?;
        Ok(Reply {
            ..Reply::saying(&caller.channel_locale, Message::RemindersSet { schedule })
        })
    }
}

impl Manager {
    /// Stores `schedule` for `guild`. The running turns of its games follow
    /// at once: reminders the new setting puts before now count as sent (a
    /// change never sends a burst), the next one is rescheduled.
    async fn reschedule(&self, guild: u64, schedule: &ReminderSchedule) -> Result<(), StoreError> {
        let setting = schedule.to_string();
        let mut tries = 0;
        loop {
            let now = self.clock.now();
            let clocks: Vec<ClockWrite> = self
                .store
                .running_clocks(guild)
                .await?
                .into_iter()
                .map(|running| {
                    let days = running.days_per_move;
                    let unsent = TurnClock::at(running.clock.deadline_at, 0, days, schedule);
                    ClockWrite {
                        game: running.game,
                        version: running.version,
                        clock: unsent.catch_up(now, days, schedule).0,
                    }
                })
                .collect();
            match self
                .store
                .set_reminder_setting(guild, &setting, &clocks)
                .await
            {
                Err(StoreError::Contended) if tries < CONTENDED_RETRIES => tries += 1,
                result => return result,
            }
        }
    }
}
