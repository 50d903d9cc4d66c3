//! `/settings`: what a player chose for themselves, the same on every
//! server: whether their moves are shown before they count, and their own
//! language; and, for members who may manage the server, whether the
//! server's web pages are public (`web_pages`) and where its daily puzzle
//! is posted (`puzzles`).

use super::{
    languages::{known, speaking},
    message::Message,
    puzzle_news::{PuzzleMessage, PuzzleRefusal},
    refusal::Refusal,
    request::{Caller, LanguageChoice, Locale},
    Handled, Manager, Reply,
};
use crate::store::LanguageSetting;

/// What `/settings` was given (see [`super::Action::Settings`]).
pub(super) struct Asked<'a> {
    pub confirm: Option<bool>,
    pub language: Option<&'a LanguageChoice>,
    pub web: Option<bool>,
    pub puzzle_channel: Option<u64>,
    pub puzzles_off: bool,
}

impl Asked<'_> {
    /// The daily puzzle's channel asked for: `Some(None)` for none.
    ///
    /// # Errors
    /// A channel and `puzzles-off` both: which one is meant?
    fn daily_puzzles(&self) -> Result<Option<Option<u64>>, Refusal> {
        match (self.puzzle_channel, self.puzzles_off) {
            (Some(_), true) => Err(Refusal::Puzzle(PuzzleRefusal::ChannelAndOff)),
            (Some(channel), false) => Ok(Some(Some(channel))),
            (None, true) => Ok(Some(None)),
            (None, false) => Ok(None),
        }
    }
}

impl Manager {
    /// Sets what is given and says so, in the caller's language as it is
    /// afterwards; with nothing given, shows the settings.
    pub(super) async fn settings(&self, caller: &Caller, asked: Asked<'_>) -> Handled {
        let Asked {
            confirm,
            language,
            web,
            ..
        } = asked;
        // Checked before anything is written: a refusal changes nothing.
        let puzzles = asked.daily_puzzles()?;
        if confirm.is_none() && language.is_none() && web.is_none() && puzzles.is_none() {
            return self.show_settings(caller).await;
        }
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
        if let (Some(channel), Some(guild)) = (puzzles, puzzle_guild) {
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
