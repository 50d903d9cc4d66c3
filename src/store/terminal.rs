//! The `terminal_names` and `terminal_state` tables: what `punctbot play`
//! keeps so that a second session on the same database goes on where the
//! first stopped (names behind made-up ids, its clock, its picture count).

use super::{from_db, to_db, Store, StoreError};

impl Store {
    /// Every name the terminal recorded, with its id.
    ///
    /// # Errors
    /// The database failed.
    pub async fn terminal_names(&self) -> Result<Vec<(u64, String)>, StoreError> {
        let rows: Vec<(i64, String)> = sqlx::query_as("SELECT id, name FROM terminal_names")
            .fetch_all(&self.pool)
            .await?;
        Ok(rows
            .into_iter()
            .map(|(id, name)| (from_db(id), name))
            .collect())
    }

    /// Records the name behind `id`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_terminal_name(&self, id: u64, name: &str) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO terminal_names (id, name) VALUES ($1, $2) \
             ON CONFLICT (id) DO UPDATE SET name = excluded.name",
        )
        .bind(to_db(id))
        .bind(name)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The terminal's counter `key`, if it was ever set.
    ///
    /// # Errors
    /// The database failed.
    pub async fn terminal_value(&self, key: &str) -> Result<Option<i64>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT value FROM terminal_state WHERE key = $1")
                .bind(key)
                .fetch_optional(&self.pool)
                .await?,
        )
    }

    /// Sets the terminal's counter `key`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_terminal_value(&self, key: &str, value: i64) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO terminal_state (key, value) VALUES ($1, $2) \
             ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        )
        .bind(key)
        .bind(value)
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}
