//! The `web_pages` table and what the bot's own web pages read: whether a
//! server shows its pages, by which key, and its archive of games over.

use super::{
    games::{Raw, COLUMNS},
    to_db, GameRow, Store, StoreError,
};

/// A server's web pages as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebPages {
    /// The key that names the server in page addresses.
    pub key: String,
    /// Whether the pages are served.
    pub public: bool,
}

/// One page of a server's archive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArchivePage {
    /// Newest first.
    pub games: Vec<GameRow>,
    /// Games over that match, on every page.
    pub total: u64,
}

impl Store {
    /// Turns `guild`'s web pages on or off. The key is kept once made:
    /// `key` is stored only if the server has none yet. Returns the
    /// stored state.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_web_pages(
        &self,
        guild: u64,
        public: bool,
        key: &str,
    ) -> Result<WebPages, StoreError> {
        sqlx::query(
            "INSERT INTO web_pages (guild_id, page_key, public) VALUES ($1, $2, $3) \
             ON CONFLICT (guild_id) DO UPDATE SET public = excluded.public",
        )
        .bind(to_db(guild))
        .bind(key)
        .bind(i64::from(public))
        .execute(&self.pool)
        .await?;
        Ok(self.web_pages(guild).await?.unwrap_or(WebPages {
            key: key.to_owned(),
            public,
        }))
    }

    /// `guild`'s web pages; `None`: never turned on (so off).
    ///
    /// # Errors
    /// The database failed.
    pub async fn web_pages(&self, guild: u64) -> Result<Option<WebPages>, StoreError> {
        let row: Option<(String, i64)> =
            sqlx::query_as("SELECT page_key, public FROM web_pages WHERE guild_id = $1")
                .bind(to_db(guild))
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|(key, public)| WebPages {
            key,
            public: public != 0,
        }))
    }

    /// The server whose public pages `key` names; `None` for an unknown
    /// key and for a server whose pages are off.
    ///
    /// # Errors
    /// The database failed.
    pub async fn public_server(&self, key: &str) -> Result<Option<u64>, StoreError> {
        let guild: Option<i64> = sqlx::query_scalar(
            "SELECT guild_id FROM web_pages WHERE page_key = $1 AND public <> 0",
        )
        .bind(key)
        .fetch_optional(&self.pool)
        .await?;
        Ok(guild.map(super::from_db))
    }

    /// Page `page` (from 0) of `page_size` of `guild`'s games over,
    /// finished or aborted, newest first; with `player`, only those where
    /// a player's name contains it (any case).
    ///
    /// # Errors
    /// The database failed, or a stored game does not read back.
    pub async fn archive(
        &self,
        guild: u64,
        player: Option<&str>,
        page: u32,
        page_size: u32,
    ) -> Result<ArchivePage, StoreError> {
        // `\` escapes LIKE's own wildcards in what the reader typed.
        let pattern = player.map(|name| {
            let escaped = name
                .replace('\\', "\\\\")
                .replace('%', "\\%")
                .replace('_', "\\_");
            format!("%{}%", escaped.to_lowercase())
        });
        let filter = "guild_id = $1 AND status IN ('finished', 'aborted') \
             AND ($2 IS NULL OR lower(first_name) LIKE $2 ESCAPE '\\' \
                  OR lower(second_name) LIKE $2 ESCAPE '\\')";
        let total: i64 = sqlx::query_scalar(&format!("SELECT count(*) FROM games WHERE {filter}"))
            .bind(to_db(guild))
            .bind(pattern.clone())
            .fetch_one(&self.pool)
            .await?;
        let raws: Vec<Raw> = sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM games WHERE {filter} \
             ORDER BY updated_at DESC, id DESC LIMIT $3 OFFSET $4"
        ))
        .bind(to_db(guild))
        .bind(pattern)
        .bind(i64::from(page_size))
        .bind(i64::from(page) * i64::from(page_size))
        .fetch_all(&self.pool)
        .await?;
        Ok(ArchivePage {
            games: raws
                .into_iter()
                .map(GameRow::try_from)
                .collect::<Result<_, _>>()?,
            total: u64::try_from(total).unwrap_or(0),
        })
    }

    /// The name `user` had in their latest game on `guild`; `None` if they
    /// never played there.
    ///
    /// # Errors
    /// The database failed.
    pub async fn player_name(&self, guild: u64, user: u64) -> Result<Option<String>, StoreError> {
        let name: Option<String> = sqlx::query_scalar(
            "SELECT CASE WHEN first_id = $2 THEN first_name ELSE second_name END FROM games \
             WHERE guild_id = $1 AND (first_id = $2 OR second_id = $2) \
             ORDER BY id DESC LIMIT 1",
        )
        .bind(to_db(guild))
        .bind(to_db(user))
        .fetch_optional(&self.pool)
        .await?;
        Ok(name)
    }
}

impl Store {
    /// Every server whose pages are public, with its page key, by id.
    ///
    /// # Errors
    /// The database failed.
    pub async fn public_servers(&self) -> Result<Vec<(u64, String)>, StoreError> {
        let rows: Vec<(i64, String)> = sqlx::query_as(
            "SELECT guild_id, page_key FROM web_pages WHERE public <> 0 ORDER BY guild_id",
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(guild, key)| (super::from_db(guild), key))
            .collect())
    }
}
