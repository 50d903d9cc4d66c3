//! The puzzle tables: the players' and the puzzles' ratings, the puzzles
//! each player was given (the open one holds the moves played), the
//! servers' puzzle channels and their daily puzzles.

use super::{from_db, games::parse_kind, one_row, outbox::owe_in, to_db, Debt, Store, StoreError};
use crate::{games::GameKind, ratings::Rating};

/// The puzzle a player is solving.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenPuzzle {
    pub kind: GameKind,
    pub number: u32,
    /// The moves of its line played so far, theirs and the defence's.
    pub played: Vec<String>,
    /// Whether the attempt has counted for the ratings yet.
    pub rated: bool,
}

/// A player's puzzle rating in one game, with their record.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuzzlePlayer {
    pub rating: Rating,
    pub solved: u32,
    pub failed: u32,
}

/// One attempt's effect on the ratings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuzzleResult {
    pub player: Rating,
    pub puzzle: Rating,
    pub solved: bool,
}

/// A server's puzzle of one day.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailyPuzzle {
    pub guild: u64,
    pub channel: u64,
    pub kind: GameKind,
    pub number: u32,
}

type RatingColumns = (f64, f64, f64);

fn rating_of((rating, deviation, volatility): RatingColumns) -> Rating {
    Rating {
        rating,
        deviation,
        volatility,
    }
}

fn number_of(number: i64) -> Result<u32, StoreError> {
    u32::try_from(number).map_err(|_| StoreError::Corrupt(format!("puzzle number {number}")))
}

impl Store {
    /// `user`'s puzzle rating in `kind`, if they ever tried one.
    ///
    /// # Errors
    /// The database failed.
    pub async fn puzzle_player(
        &self,
        user: u64,
        kind: GameKind,
    ) -> Result<Option<PuzzlePlayer>, StoreError> {
        let row: Option<(f64, f64, f64, i64, i64)> = sqlx::query_as(
            "SELECT rating, deviation, volatility, solved, failed FROM puzzle_players \
             WHERE user_id = $1 AND kind = $2",
        )
        .bind(to_db(user))
        .bind(kind.as_str())
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(
            |(rating, deviation, volatility, solved, failed)| PuzzlePlayer {
                rating: rating_of((rating, deviation, volatility)),
                solved: u32::try_from(solved).unwrap_or(0),
                failed: u32::try_from(failed).unwrap_or(0),
            },
        ))
    }

    /// The rating of puzzle `number` of `kind`, once someone tried it.
    ///
    /// # Errors
    /// The database failed.
    pub async fn puzzle_rating(
        &self,
        kind: GameKind,
        number: u32,
    ) -> Result<Option<Rating>, StoreError> {
        let row: Option<RatingColumns> = sqlx::query_as(
            "SELECT rating, deviation, volatility FROM puzzle_ratings \
             WHERE kind = $1 AND number = $2",
        )
        .bind(kind.as_str())
        .bind(i64::from(number))
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(rating_of))
    }

    /// The rating of every puzzle of `kind` someone tried, by number.
    ///
    /// # Errors
    /// The database failed.
    pub async fn puzzle_ratings(&self, kind: GameKind) -> Result<Vec<(u32, Rating)>, StoreError> {
        let rows: Vec<(i64, f64, f64, f64)> = sqlx::query_as(
            "SELECT number, rating, deviation, volatility FROM puzzle_ratings WHERE kind = $1",
        )
        .bind(kind.as_str())
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter()
            .map(|(number, rating, deviation, volatility)| {
                Ok((
                    number_of(number)?,
                    rating_of((rating, deviation, volatility)),
                ))
            })
            .collect()
    }

    /// The numbers of the puzzles of `kind` `user` was ever given.
    ///
    /// # Errors
    /// The database failed.
    pub async fn puzzles_seen(&self, user: u64, kind: GameKind) -> Result<Vec<u32>, StoreError> {
        let numbers: Vec<i64> = sqlx::query_scalar(
            "SELECT number FROM puzzle_attempts WHERE user_id = $1 AND kind = $2",
        )
        .bind(to_db(user))
        .bind(kind.as_str())
        .fetch_all(&self.pool)
        .await?;
        numbers.into_iter().map(number_of).collect()
    }

    /// The puzzle `user` is solving, if any.
    ///
    /// # Errors
    /// The database failed.
    pub async fn open_puzzle(&self, user: u64) -> Result<Option<OpenPuzzle>, StoreError> {
        let row: Option<(String, i64, String, i64)> = sqlx::query_as(
            "SELECT kind, number, played, rated FROM puzzle_attempts \
             WHERE user_id = $1 AND finished_at IS NULL ORDER BY started_at DESC LIMIT 1",
        )
        .bind(to_db(user))
        .fetch_optional(&self.pool)
        .await?;
        row.map(|(kind, number, played, rated)| {
            Ok(OpenPuzzle {
                kind: parse_kind(&kind)?,
                number: number_of(number)?,
                played: played.split_whitespace().map(str::to_owned).collect(),
                rated: rated != 0,
            })
        })
        .transpose()
    }

    /// Gives `user` puzzle `number` of `kind` from its start: the puzzle
    /// they were solving is left (as it stands: a failure counted stays
    /// counted, nothing else is).
    ///
    /// # Errors
    /// The database failed.
    pub async fn start_puzzle(
        &self,
        user: u64,
        kind: GameKind,
        number: u32,
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        sqlx::query(
            "UPDATE puzzle_attempts SET finished_at = $1 WHERE user_id = $2 AND finished_at IS NULL",
        )
        .bind(now)
        .bind(to_db(user))
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "INSERT INTO puzzle_attempts (user_id, kind, number, played, started_at) \
             VALUES ($1, $2, $3, '', $4) ON CONFLICT (user_id, kind, number) DO UPDATE \
             SET played = '', started_at = excluded.started_at, finished_at = NULL",
        )
        .bind(to_db(user))
        .bind(kind.as_str())
        .bind(i64::from(number))
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Records the moves of `user`'s open puzzle played so far, whether it
    /// is over, and the ratings the attempt moves when it is the first
    /// time it counts (refused with [`StoreError::Conflict`] if it counted
    /// meanwhile).
    ///
    /// # Errors
    /// The database failed, or the attempt was rated meanwhile.
    pub async fn advance_puzzle(
        &self,
        user: u64,
        open: &OpenPuzzle,
        finished: bool,
        result: Option<PuzzleResult>,
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let done = sqlx::query(
            "UPDATE puzzle_attempts SET played = $1, finished_at = $2, rated = $3 \
             WHERE user_id = $4 AND kind = $5 AND number = $6 AND finished_at IS NULL \
             AND rated = $7",
        )
        .bind(open.played.join(" "))
        .bind(finished.then_some(now))
        .bind(i64::from(open.rated || result.is_some()))
        .bind(to_db(user))
        .bind(open.kind.as_str())
        .bind(i64::from(open.number))
        .bind(i64::from(open.rated))
        .execute(&mut *tx)
        .await?;
        one_row(&done, StoreError::Conflict)?;
        if let Some(result) = result {
            let (solved, failed) = (i64::from(result.solved), i64::from(!result.solved));
            let player = result.player;
            sqlx::query(
                "INSERT INTO puzzle_players \
                 (user_id, kind, rating, deviation, volatility, solved, failed) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (user_id, kind) DO UPDATE \
                 SET rating = excluded.rating, deviation = excluded.deviation, \
                 volatility = excluded.volatility, \
                 solved = puzzle_players.solved + excluded.solved, \
                 failed = puzzle_players.failed + excluded.failed",
            )
            .bind(to_db(user))
            .bind(open.kind.as_str())
            .bind(player.rating)
            .bind(player.deviation)
            .bind(player.volatility)
            .bind(solved)
            .bind(failed)
            .execute(&mut *tx)
            .await?;
            let puzzle = result.puzzle;
            sqlx::query(
                "INSERT INTO puzzle_ratings (kind, number, rating, deviation, volatility) \
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT (kind, number) DO UPDATE \
                 SET rating = excluded.rating, deviation = excluded.deviation, \
                 volatility = excluded.volatility",
            )
            .bind(open.kind.as_str())
            .bind(i64::from(open.number))
            .bind(puzzle.rating)
            .bind(puzzle.deviation)
            .bind(puzzle.volatility)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Sets (or with `None` clears) the channel `guild`'s daily puzzle is
    /// posted in.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_puzzle_channel(
        &self,
        guild: u64,
        channel: Option<u64>,
    ) -> Result<(), StoreError> {
        match channel {
            Some(channel) => {
                sqlx::query(
                    "INSERT INTO puzzle_channels (guild_id, channel_id) VALUES ($1, $2) \
                     ON CONFLICT (guild_id) DO UPDATE SET channel_id = excluded.channel_id",
                )
                .bind(to_db(guild))
                .bind(to_db(channel))
                .execute(&self.pool)
                .await?;
            }
            None => {
                sqlx::query("DELETE FROM puzzle_channels WHERE guild_id = $1")
                    .bind(to_db(guild))
                    .execute(&self.pool)
                    .await?;
            }
        }
        Ok(())
    }

    /// Every server with a puzzle channel, and the channel.
    ///
    /// # Errors
    /// The database failed.
    pub async fn puzzle_channels(&self) -> Result<Vec<(u64, u64)>, StoreError> {
        let rows: Vec<(i64, i64)> =
            sqlx::query_as("SELECT guild_id, channel_id FROM puzzle_channels ORDER BY guild_id")
                .fetch_all(&self.pool)
                .await?;
        Ok(rows
            .into_iter()
            .map(|(guild, channel)| (from_db(guild), from_db(channel)))
            .collect())
    }

    /// Makes `puzzle` the server's puzzle of `day` and owes its post to the
    /// outbox, due at once, in one transaction, unless the server has its
    /// puzzle of that day already: whichever process comes first owes it,
    /// the others change nothing. Returns whether this call owed it.
    ///
    /// # Errors
    /// The database failed.
    pub async fn owe_daily_puzzle(
        &self,
        day: i64,
        puzzle: DailyPuzzle,
        now: i64,
    ) -> Result<bool, StoreError> {
        let mut tx = self.write().await?;
        // The primary key (guild, day) is the protection: a second insert
        // of the same day does nothing.
        let done = sqlx::query(
            "INSERT INTO daily_puzzles (guild_id, day, channel_id, kind, number) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (guild_id, day) DO NOTHING",
        )
        .bind(to_db(puzzle.guild))
        .bind(day)
        .bind(to_db(puzzle.channel))
        .bind(puzzle.kind.as_str())
        .bind(i64::from(puzzle.number))
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() == 0 {
            return Ok(false);
        }
        let owed = owe_in(&mut tx, puzzle.channel, Debt::Puzzle { day }, None, now).await?;
        // No interaction answers it: the worker posts it at once.
        sqlx::query("UPDATE outbox SET due_at = $1 WHERE id = $2")
            .bind(now)
            .bind(owed.0)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(true)
    }

    /// The puzzle of `day` posted in `channel`, if that channel has one.
    ///
    /// # Errors
    /// The database failed.
    pub async fn daily_puzzle(
        &self,
        channel: u64,
        day: i64,
    ) -> Result<Option<DailyPuzzle>, StoreError> {
        let row: Option<(i64, i64, String, i64)> = sqlx::query_as(
            "SELECT guild_id, channel_id, kind, number FROM daily_puzzles \
             WHERE channel_id = $1 AND day = $2",
        )
        .bind(to_db(channel))
        .bind(day)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|(guild, channel, kind, number)| {
            Ok(DailyPuzzle {
                guild: from_db(guild),
                channel: from_db(channel),
                kind: parse_kind(&kind)?,
                number: number_of(number)?,
            })
        })
        .transpose()
    }
}
