//! A server's clock settings: when the player to move is reminded.

use super::{
    catalogue::{self, Message},
    clock_plan::ReminderSchedule,
    refusal::Refusal,
    request::Caller,
    Handled, Manager, Reply,
};

impl Manager {
    pub(super) async fn set_reminders(&self, caller: &Caller, text: &str) -> Handled {
        let Some(guild) = caller.guild else {
            return Err(Refusal::ServerOnly.into());
        };
        if !caller.moderator {
            return Err(Refusal::ModeratorsOnly.into());
        }
        let schedule: ReminderSchedule =
            text.parse()
                .map_err(|problem| Refusal::BadReminderSchedule {
                    schedule: text.trim().to_owned(),
                    problem,
                })?;
        self.store
            .set_reminder_schedule(guild, &schedule, self.clock.now())
            .await?;
        Ok(Reply {
            text: catalogue::text(&caller.locale, &Message::RemindersSet { schedule }),
            ..Reply::default()
        })
    }
}
