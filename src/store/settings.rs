//! The `user_settings` table: what a user chose, the same on every server.

use super::{to_db, Store, StoreError};

impl Store {
    /// Turns "your turn" direct messages on or off for `user`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_direct_notices(&self, user: u64, on: bool) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO user_settings (user_id, direct_notices) VALUES ($1, $2) \
             ON CONFLICT (user_id) DO UPDATE SET direct_notices = excluded.direct_notices",
        )
        .bind(to_db(user))
        .bind(i64::from(on))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Whether `user` asked for direct-message notices (no row: no).
    ///
    /// # Errors
    /// The database failed.
    pub async fn direct_notices(&self, user: u64) -> Result<bool, StoreError> {
        Ok(!self.direct_readers(&[user]).await?.is_empty())
    }

    /// Turns the preview of `user`'s moves on or off (`/settings confirm`).
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_confirm_moves(&self, user: u64, on: bool) -> Result<(), StoreError> {
        // `$n` placeholders and a plain integer: the same SQL on SQLite and
        // PostgreSQL.
        sqlx::query(
            "INSERT INTO user_settings (user_id, confirm_moves) VALUES ($1, $2) \
             ON CONFLICT (user_id) DO UPDATE SET confirm_moves = excluded.confirm_moves",
        )
        .bind(to_db(user))
        .bind(i64::from(on))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Whether `user` asked to see and confirm each move first (no row: no).
    ///
    /// # Errors
    /// The database failed.
    pub async fn confirm_moves(&self, user: u64) -> Result<bool, StoreError> {
        let on: Option<i64> =
            sqlx::query_scalar("SELECT confirm_moves FROM user_settings WHERE user_id = $1")
                .bind(to_db(user))
                .fetch_optional(&self.pool)
                .await?;
        Ok(on.is_some_and(|on| on != 0))
    }
}
