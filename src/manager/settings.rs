//! `/settings`: what a player chose for themselves, the same on every
//! server: whether their moves are shown before they count, and their own
//! language; and, for members who may manage the server, whether the
//! server's web pages are public (`web_pages`) and where its daily puzzle
//! is posted (`puzzles`).

use super::{
    languages::{known, speaking},
    message::Message,
    puzzle_news::PuzzleMessage,
    request::{Caller, LanguageChoice, Locale},
    Handled, Manager, Reply,
};
use crate::store::LanguageSetting;

impl Manager {
    /// Sets what is given and says so, in the caller's language as it is
    /// afterwards; with nothing given, shows the settings.
    pub(super) async fn settings(
        &self,
        caller: &Caller,
        confirm: Option<bool>,
        language: Option<&LanguageChoice>,
        web: Option<bool>,
        puzzles: Option<bool>,
    ) -> Handled {
        if confirm.is_none() && language.is_none() && web.is_none() && puzzles.is_none() {
            return self.show_settings(caller).await;
        }
        // Checked before anything is written: a refusal changes nothing.
        let language = language.map(known).transpose()?;
        let web_guild = web.map(|_| self.may_set_web_pages(caller)).transpose()?;
        // The same right as the web pages: the server's, not the caller's.
        let puzzle_guild = puzzles
            .map(|_| self.may_set_web_pages(caller))
            .transpose()?;
        let locale = match &language {
            Some(Some(tag)) => Locale(tag.clone()),
            // Back to the client's language: as Discord last sent it (the
            // caller's locale here is the one they had chosen).
            Some(None) => self
                .store
                .languages(caller.user, None)
                .await?
                .user_seen
                .map_or_else(|| caller.locale.clone(), Locale),
            None => caller.locale.clone(),
        };
        let mut reply = Reply {
            ephemeral: true,
            ..Reply::default()
        };
        if let Some(on) = confirm {
            self.store.set_confirm_moves(caller.user, on).await?;
            reply = reply.and(&locale, Message::ConfirmMovesSet { on });
        }
        if let Some(language) = language {
            self.store
                .set_language(
                    LanguageSetting::UserChosen,
                    caller.user,
                    language.as_deref(),
                )
                .await?;
            reply = reply.and(&locale, Message::LanguageSet { language });
        }
        if let (Some(public), Some(guild)) = (web, web_guild) {
            let message = self.set_web_pages(guild, public).await?;
            reply = reply.and(&locale, message);
        }
        if let (Some(here), Some(guild)) = (puzzles, puzzle_guild) {
            let channel = here.then_some(caller.channel);
            self.store.set_puzzle_channel(guild, channel).await?;
            let message = Message::Puzzle(PuzzleMessage::ChannelSet { channel });
            reply = reply.and(&locale, message);
        }
        Ok(reply)
    }

    /// `/settings` with neither option: the caller's settings.
    async fn show_settings(&self, caller: &Caller) -> Handled {
        let confirm = self.store.confirm_moves(caller.user).await?;
        let notices = self.store.direct_notices(caller.user).await?;
        let language = self.store.languages(caller.user, None).await?.user_chosen;
        let message = Message::SettingsShown {
            confirm,
            notices,
            language,
            current: speaking(&caller.locale),
        };
        Ok(Reply {
            ephemeral: true,
            ..Reply::saying(&caller.locale, message)
        })
    }
}
