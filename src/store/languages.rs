//! Which language to speak: what players and server managers chose, and the
//! locales Discord last sent for them (`user_settings.language` /
//! `seen_locale`, `server_languages`). The values are locale tags; the
//! message catalogue decides which of its languages each one means.

use sqlx::Row;

use super::{to_db, Store, StoreError};

/// What is stored about the languages of one request: its caller's and its
/// server's.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StoredLanguages {
    /// `/settings language:` of the caller.
    pub user_chosen: Option<String>,
    /// The caller's Discord locale as last remembered.
    pub user_seen: Option<String>,
    /// `/language` of the server.
    pub server_chosen: Option<String>,
    /// The server's preferred locale as last remembered.
    pub server_seen: Option<String>,
}

/// A user who asked for direct-message notices, and the language to write
/// them in (their choice, else their client's as last seen; `None`: never
/// seen).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reader {
    pub user: u64,
    pub language: Option<String>,
}

/// One stored language setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LanguageSetting {
    /// A player's own choice (`/settings language:`).
    UserChosen,
    /// A player's Discord client's locale, as last seen.
    UserSeen,
    /// A server's choice (`/language`).
    ServerChosen,
    /// A server's preferred locale on Discord, as last seen.
    ServerSeen,
}

impl LanguageSetting {
    /// The upsert of this setting: `$1` the user or server, `$2` the value.
    fn upsert(self) -> &'static str {
        match self {
            LanguageSetting::UserChosen => {
                "INSERT INTO user_settings (user_id, language) VALUES ($1, $2) \
                 ON CONFLICT (user_id) DO UPDATE SET language = excluded.language"
            }
            LanguageSetting::UserSeen => {
                "INSERT INTO user_settings (user_id, seen_locale) VALUES ($1, $2) \
                 ON CONFLICT (user_id) DO UPDATE SET seen_locale = excluded.seen_locale"
            }
            LanguageSetting::ServerChosen => {
                "INSERT INTO server_languages (guild_id, chosen) VALUES ($1, $2) \
                 ON CONFLICT (guild_id) DO UPDATE SET chosen = excluded.chosen"
            }
            LanguageSetting::ServerSeen => {
                "INSERT INTO server_languages (guild_id, seen_locale) VALUES ($1, $2) \
                 ON CONFLICT (guild_id) DO UPDATE SET seen_locale = excluded.seen_locale"
            }
        }
    }
}

impl Store {
    /// The stored languages of `user`, and of `guild` if there is one.
    ///
    /// # Errors
    /// The database failed.
    pub async fn languages(
        &self,
        user: u64,
        guild: Option<u64>,
    ) -> Result<StoredLanguages, StoreError> {
        // One round trip: each subquery is NULL when its row is missing.
        let row = sqlx::query(
            "SELECT \
               (SELECT language FROM user_settings WHERE user_id = $1), \
               (SELECT seen_locale FROM user_settings WHERE user_id = $1), \
               (SELECT chosen FROM server_languages WHERE guild_id = $2), \
               (SELECT seen_locale FROM server_languages WHERE guild_id = $2)",
        )
        .bind(to_db(user))
        .bind(guild.map(to_db))
        .fetch_one(&self.pool)
        .await?;
        Ok(StoredLanguages {
            user_chosen: row.try_get(0)?,
            user_seen: row.try_get(1)?,
            server_chosen: row.try_get(2)?,
            server_seen: row.try_get(3)?,
        })
    }

    /// Stores `value` as `setting` of the user or server `id` (`None`:
    /// none chosen, or none seen).
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_language(
        &self,
        setting: LanguageSetting,
        id: u64,
        value: Option<&str>,
    ) -> Result<(), StoreError> {
        sqlx::query(setting.upsert())
            .bind(to_db(id))
            .bind(value)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The language of `guild`'s public messages when nobody asked: the
    /// one chosen, else the server's preferred locale as last seen.
    ///
    /// # Errors
    /// The database failed.
    pub async fn server_language(&self, guild: u64) -> Result<Option<String>, StoreError> {
        let language: Option<Option<String>> = sqlx::query_scalar(
            "SELECT COALESCE(chosen, seen_locale) FROM server_languages WHERE guild_id = $1",
        )
        .bind(to_db(guild))
        .fetch_optional(&self.pool)
        .await?;
        Ok(language.flatten())
    }

    /// Those of `users` who asked for direct-message notices, in the order
    /// given, each with the language to write to them in.
    ///
    /// # Errors
    /// The database failed.
    pub async fn direct_readers(&self, users: &[u64]) -> Result<Vec<Reader>, StoreError> {
        let mut readers = Vec::new();
        // A reply mentions one or two users: a query each is simplest.
        for &user in users {
            let language: Option<Option<String>> = sqlx::query_scalar(
                "SELECT COALESCE(language, seen_locale) FROM user_settings \
                 WHERE user_id = $1 AND direct_notices = 1",
            )
            .bind(to_db(user))
            .fetch_optional(&self.pool)
            .await?;
            if let Some(language) = language {
                readers.push(Reader { user, language });
            }
        }
        Ok(readers)
    }
}
