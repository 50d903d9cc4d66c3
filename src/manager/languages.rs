//! Whose language a message is in. What only the caller reads (an
//! ephemeral answer, autocomplete, their direct messages) is in their own
//! language: `/settings language:`, else their Discord client's. What the
//! channel reads is in the server's: `/language`, else the server's
//! preferred locale on Discord, else English. The locales Discord sends
//! are remembered, for the messages sent when nobody is there to ask
//! (reminders, losses on time, direct messages to the other player).

use super::{
    message::Message,
    refusal::Refusal,
    request::{Caller, LanguageChoice, Locale},
    Handled, Manager, Reply,
};
use crate::store::{LanguageSetting, StoreError, StoredLanguages};

impl Manager {
    /// `caller` speaking the languages its settings choose, and what was
    /// stored (to see afterwards whether Discord's locales changed).
    pub(super) async fn in_chosen_languages(
        &self,
        caller: &Caller,
    ) -> Result<(Caller, StoredLanguages), StoreError> {
        let stored = self.store.languages(caller.user, caller.guild).await?;
        let mut chosen = caller.clone();
        if let Some(tag) = &stored.user_chosen {
            chosen.locale = Locale(tag.clone());
        }
        match (caller.guild, &stored.server_chosen) {
            (Some(_), Some(tag)) => chosen.channel_locale = Locale(tag.clone()),
            // No client said (the computer's own move): as last seen.
            (Some(_), None) if caller.channel_locale.0.is_empty() => {
                if let Some(seen) = &stored.server_seen {
                    chosen.channel_locale = Locale(seen.clone());
                }
            }
            (Some(_), None) => {}
            // A direct message's channel is the caller's own.
            (None, _) => chosen.channel_locale = chosen.locale.clone(),
        }
        Ok((chosen, stored))
    }

    /// Remembers the locales Discord sent with `caller`'s request (as the
    /// front end gave them), where they differ from `stored`. Called once
    /// the request is served, so that a refused one changes nothing.
    pub(super) async fn remember_locales(
        &self,
        caller: &Caller,
        stored: &StoredLanguages,
    ) -> Result<(), StoreError> {
        let Locale(user_locale) = &caller.locale;
        if !user_locale.is_empty() && stored.user_seen.as_deref() != Some(user_locale) {
            self.store
                .set_language(LanguageSetting::UserSeen, caller.user, Some(user_locale))
                .await?;
        }
        let Locale(server_locale) = &caller.channel_locale;
        if let Some(guild) = caller.guild {
            if !server_locale.is_empty() && stored.server_seen.as_deref() != Some(server_locale) {
                self.store
                    .set_language(LanguageSetting::ServerSeen, guild, Some(server_locale))
                    .await?;
            }
        }
        Ok(())
    }

    /// `caller` speaking the languages its settings choose, for the words
    /// a front end adds itself (refusals, `/help`, a thread's name); a
    /// failed lookup leaves Discord's.
    pub async fn in_languages(&self, caller: &Caller) -> Caller {
        match self.in_chosen_languages(caller).await {
            Ok((chosen, _)) => chosen,
            Err(error) => {
                tracing::warn!(%error, "cannot look up the caller's languages");
                caller.clone()
            }
        }
    }

    /// The language of `guild`'s public messages when nobody asked (the
    /// scheduler's posts): chosen, else as Discord last said, else English.
    ///
    /// # Errors
    /// The database failed.
    pub async fn server_locale(&self, guild: Option<u64>) -> Result<Locale, StoreError> {
        let language = match guild {
            Some(guild) => self.store.server_language(guild).await?,
            None => None,
        };
        Ok(language.map_or_else(Locale::en, Locale))
    }

    /// `/language`: the language of the server's public messages (members
    /// who may manage the server), said in it for the whole channel.
    pub(super) async fn set_server_language(
        &self,
        caller: &Caller,
        choice: &LanguageChoice,
    ) -> Handled {
        let Some(guild) = caller.guild else {
            return Err(Refusal::ServerOnly.into());
        };
        if !caller.manages_server {
            return Err(Refusal::ManageServerOnly.into());
        }
        let language = known(choice)?;
        self.store
            .set_language(LanguageSetting::ServerChosen, guild, language.as_deref())
            .await?;
        let locale = match &language {
            Some(tag) => Locale(tag.clone()),
            None => self.server_locale(Some(guild)).await?,
        };
        let message = Message::ServerLanguageSet {
            language,
            current: speaking(&locale),
        };
        Ok(Reply::saying(&locale, message))
    }
}

/// The tag `choice` names (`None`: Discord's), if the bot speaks it.
pub(super) fn known(choice: &LanguageChoice) -> Result<Option<String>, Refusal> {
    match choice {
        LanguageChoice::FromDiscord => Ok(None),
        LanguageChoice::Speak(tag) if crate::locales::speaks(tag) => Ok(Some(tag.clone())),
        LanguageChoice::Speak(tag) => Err(Refusal::UnknownLanguage { given: tag.clone() }),
    }
}

/// The tag of the catalogue's language that `locale` is spoken in.
pub(super) fn speaking(locale: &Locale) -> String {
    crate::locales::language_tag(&locale.0).to_owned()
}
