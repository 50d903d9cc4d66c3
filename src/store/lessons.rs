//! The `lessons_done` and `open_lessons` tables: each player's progress in
//! a game's course (`/learn`), and the lesson they have open. The manager
//! knows what the lessons are; here they are a game's name and a number.

use super::{from_db, to_db, Store, StoreError};

/// The lesson a player has open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenLesson {
    /// Where they opened it: their moves in this channel play it.
    pub channel: u64,
    /// The game's name (`punct`).
    pub game: String,
    /// Its number in the game's course, from 1.
    pub lesson: u32,
}

fn lesson_from_db(lesson: i64) -> Result<u32, StoreError> {
    u32::try_from(lesson).map_err(|_| StoreError::Corrupt(format!("lesson {lesson}")))
}

impl Store {
    /// The lesson `user` has open, if any.
    ///
    /// # Errors
    /// The database failed, or the row is malformed.
    pub async fn open_lesson(&self, user: u64) -> Result<Option<OpenLesson>, StoreError> {
        let raw: Option<(i64, String, i64)> =
            sqlx::query_as("SELECT channel_id, game, lesson FROM open_lessons WHERE user_id = $1")
                .bind(to_db(user))
                .fetch_optional(&self.pool)
                .await?;
        raw.map(|(channel, game, lesson)| {
            Ok(OpenLesson {
                channel: from_db(channel),
                game,
                lesson: lesson_from_db(lesson)?,
            })
        })
        .transpose()
    }

    /// Opens `open` for `user` (in place of any other).
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_open_lesson(
        &self,
        user: u64,
        open: &OpenLesson,
        now: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO open_lessons (user_id, channel_id, game, lesson, opened_at) \
             VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT (user_id) DO UPDATE SET channel_id = excluded.channel_id, \
             game = excluded.game, lesson = excluded.lesson, opened_at = excluded.opened_at",
        )
        .bind(to_db(user))
        .bind(to_db(open.channel))
        .bind(&open.game)
        .bind(i64::from(open.lesson))
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Records `done` as done by `user` and, in the same transaction, opens
    /// `next` in its place (`None`: the course is over, nothing is open).
    ///
    /// # Errors
    /// The database failed.
    pub async fn complete_lesson(
        &self,
        user: u64,
        done: &OpenLesson,
        next: Option<u32>,
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        // Done twice is done once: the first time is the one kept.
        sqlx::query(
            "INSERT INTO lessons_done (user_id, game, lesson, done_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (user_id, game, lesson) DO NOTHING",
        )
        .bind(to_db(user))
        .bind(&done.game)
        .bind(i64::from(done.lesson))
        .bind(now)
        .execute(&mut *tx)
        .await?;
        match next {
            Some(lesson) => {
                sqlx::query(
                    "UPDATE open_lessons SET lesson = $2, opened_at = $3 WHERE user_id = $1",
                )
                .bind(to_db(user))
                .bind(i64::from(lesson))
                .bind(now)
                .execute(&mut *tx)
                .await?;
            }
            None => {
                sqlx::query("DELETE FROM open_lessons WHERE user_id = $1")
                    .bind(to_db(user))
                    .execute(&mut *tx)
                    .await?;
            }
        }
        tx.commit().await?;
        Ok(())
    }

    /// The lessons of `game` `user` has done, by number, lowest first.
    ///
    /// # Errors
    /// The database failed, or a row is malformed.
    pub async fn lessons_done(&self, user: u64, game: &str) -> Result<Vec<u32>, StoreError> {
        let raw: Vec<(i64,)> = sqlx::query_as(
            "SELECT lesson FROM lessons_done WHERE user_id = $1 AND game = $2 ORDER BY lesson",
        )
        .bind(to_db(user))
        .bind(game)
        .fetch_all(&self.pool)
        .await?;
        raw.into_iter()
            .map(|(lesson,)| lesson_from_db(lesson))
            .collect()
    }
}
