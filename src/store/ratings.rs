//! The `ratings` and `rating_changes` tables: each server's ladders.

use sqlx::{Any, FromRow, Transaction};

use super::{from_db, games::parse_kind, one_row, to_db, GameId, Store, StoreError};
use crate::{
    games::GameKind,
    ratings::{Rating, Score, Standing},
};

/// The trend on the ladder is the rating change over this long (a week).
pub const TREND_WINDOW_MS: i64 = 7 * 24 * 60 * 60 * 1000;

#[derive(FromRow)]
pub(super) struct RatingRaw {
    user_id: i64,
    name: String,
    rating: f64,
    deviation: f64,
    volatility: f64,
    wins: i64,
    losses: i64,
    draws: i64,
    last_game_at: i64,
}

impl RatingRaw {
    /// The row as the manager reads it.
    fn stored(&self) -> StoredRating {
        StoredRating {
            rating: Rating {
                rating: self.rating,
                deviation: self.deviation,
                volatility: self.volatility,
            },
            wins: count(self.wins),
            losses: count(self.losses),
            draws: count(self.draws),
            last_game_at: self.last_game_at,
        }
    }

    /// The rating as of `now`, grown for the days without a game.
    pub(super) fn rating_at(&self, now: i64) -> Rating {
        self.stored().rating_at(now)
    }

    /// The player's standing as of `now`, with the given trend.
    pub(super) fn standing(self, now: i64, trend: f64) -> Standing {
        Standing {
            user: from_db(self.user_id),
            rating: self.rating_at(now),
            trend,
            wins: count(self.wins),
            losses: count(self.losses),
            draws: count(self.draws),
            name: self.name,
        }
    }

    /// Rated games played.
    pub(super) fn games(&self) -> u32 {
        count(self.wins + self.losses + self.draws)
    }
}

#[derive(FromRow)]
struct ChangeRaw {
    game_id: i64,
    kind: String,
    opponent_id: i64,
    score: String,
    rating_before: f64,
    rating_after: f64,
    opponent_rating: f64,
    at: i64,
}

pub(super) const RATING_COLUMNS: &str =
    "user_id, name, rating, deviation, volatility, wins, losses, draws, last_game_at";

pub(super) fn score_to_db(score: Score) -> &'static str {
    match score {
        Score::Win => "win",
        Score::Loss => "loss",
        Score::Draw => "draw",
    }
}

/// A player's rating row as read, before a game changes it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StoredRating {
    /// As stored (not yet grown for the days without a game).
    pub rating: Rating,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    pub last_game_at: i64,
}

impl StoredRating {
    /// The rating as of `now`, grown for the days without a game.
    #[must_use]
    pub fn rating_at(&self, now: i64) -> Rating {
        self.rating.after_idle(now - self.last_game_at)
    }
}

/// One player's rating after a rated game, as the manager computed it
/// from the row it read.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingWrite {
    pub guild: u64,
    pub kind: GameKind,
    pub user: u64,
    pub name: String,
    /// The row the change was computed from (`None`: the player had none).
    /// If the row is no longer so, the write is refused.
    pub read: Option<StoredRating>,
    /// The rating the change starts from (as of the game's end).
    pub before: Rating,
    pub after: Rating,
    pub score: Score,
    pub opponent: u64,
    /// The opponent's rating before the game.
    pub opponent_rating: f64,
}

/// Writes one player's rating change for `game` inside `tx`.
///
/// # Errors
/// [`StoreError::Contended`] if the player's row is no longer what the
/// change was computed from (another game of theirs ended meanwhile).
pub(super) async fn write_in(
    tx: &mut Transaction<'_, Any>,
    game: GameId,
    write: &RatingWrite,
    now: i64,
) -> Result<(), StoreError> {
    let (wins, losses, draws) = match write.score {
        Score::Win => (1, 0, 0),
        Score::Loss => (0, 1, 0),
        Score::Draw => (0, 0, 1),
    };
    let (guild, kind, user) = (to_db(write.guild), write.kind.as_str(), to_db(write.user));
    let after = write.after;
    let done = match write.read {
        None => sqlx::query(
            "INSERT INTO ratings (guild_id, kind, user_id, name, rating, deviation, volatility, \
             wins, losses, draws, last_game_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) \
             ON CONFLICT (guild_id, kind, user_id) DO NOTHING",
        )
        .bind(guild)
        .bind(kind)
        .bind(user)
        .bind(&write.name)
        .bind(after.rating)
        .bind(after.deviation)
        .bind(after.volatility)
        .bind(wins)
        .bind(losses)
        .bind(draws)
        .bind(now),
        // Every rated game changes the record: an unchanged record is an
        // unchanged row.
        Some(read) => sqlx::query(
            "UPDATE ratings SET name = $1, rating = $2, deviation = $3, volatility = $4, \
             wins = wins + $5, losses = losses + $6, draws = draws + $7, last_game_at = $8 \
             WHERE guild_id = $9 AND kind = $10 AND user_id = $11 \
             AND wins = $12 AND losses = $13 AND draws = $14 AND last_game_at = $15",
        )
        .bind(&write.name)
        .bind(after.rating)
        .bind(after.deviation)
        .bind(after.volatility)
        .bind(wins)
        .bind(losses)
        .bind(draws)
        .bind(now)
        .bind(guild)
        .bind(kind)
        .bind(user)
        .bind(i64::from(read.wins))
        .bind(i64::from(read.losses))
        .bind(i64::from(read.draws))
        .bind(read.last_game_at),
    }
    .execute(&mut **tx)
    .await?;
    one_row(&done, StoreError::Contended)?;
    sqlx::query(
        "INSERT INTO rating_changes (game_id, user_id, guild_id, kind, opponent_id, score, \
         rating_before, rating_after, deviation_after, opponent_rating, at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
    )
    .bind(game.0)
    .bind(user)
    .bind(guild)
    .bind(kind)
    .bind(to_db(write.opponent))
    .bind(score_to_db(write.score))
    .bind(write.before.rating)
    .bind(after.rating)
    .bind(after.deviation)
    .bind(write.opponent_rating)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// One rated game as a player saw it.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingChange {
    pub game: GameId,
    pub kind: GameKind,
    pub opponent: u64,
    pub score: Score,
    pub before: f64,
    pub after: f64,
    pub opponent_rating: f64,
    pub at: i64,
}

impl Store {
    /// Every rating row of `kind` on `guild`, unordered.
    pub(super) async fn ratings_in(
        &self,
        guild: u64,
        kind: GameKind,
    ) -> Result<Vec<RatingRaw>, StoreError> {
        Ok(sqlx::query_as(&format!(
            "SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = $1 AND kind = $2"
        ))
        .bind(to_db(guild))
        .bind(kind.as_str())
        .fetch_all(&self.pool)
        .await?)
    }

    /// Every player's standing in `kind` on `guild`, as of `now` (deviations
    /// grown for inactivity, trend over the last week). Unordered: see
    /// [`crate::ratings::ladder_page`].
    ///
    /// # Errors
    /// The database failed.
    pub async fn standings(
        &self,
        guild: u64,
        kind: GameKind,
        now: i64,
    ) -> Result<Vec<Standing>, StoreError> {
        let rows = self.ratings_in(guild, kind).await?;
        let trends: Vec<(i64, f64)> = sqlx::query_as(
            "SELECT user_id, SUM(rating_after - rating_before) FROM rating_changes \
             WHERE guild_id = $1 AND kind = $2 AND at >= $3 GROUP BY user_id",
        )
        .bind(to_db(guild))
        .bind(kind.as_str())
        .bind(now - TREND_WINDOW_MS)
        .fetch_all(&self.pool)
        .await?;
        let trends: std::collections::HashMap<i64, f64> = trends.into_iter().collect();
        Ok(rows
            .into_iter()
            .map(|raw| {
                let trend = trends.get(&raw.user_id).copied().unwrap_or(0.0);
                raw.standing(now, trend)
            })
            .collect())
    }

    /// A player's rated games on `guild`, newest first, at most `limit`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn rating_changes(
        &self,
        guild: u64,
        user: u64,
        limit: u32,
    ) -> Result<Vec<RatingChange>, StoreError> {
        let rows: Vec<ChangeRaw> = sqlx::query_as(
            "SELECT game_id, kind, opponent_id, score, rating_before, rating_after, opponent_rating, at \
             FROM rating_changes WHERE guild_id = $1 AND user_id = $2 ORDER BY at DESC, game_id DESC LIMIT $3",
        )
        .bind(to_db(guild))
        .bind(to_db(user))
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter()
            .map(|raw| {
                let score = match raw.score.as_str() {
                    "win" => Score::Win,
                    "loss" => Score::Loss,
                    "draw" => Score::Draw,
                    other => return Err(StoreError::Corrupt(format!("score {other:?}"))),
                };
                Ok(RatingChange {
                    game: GameId(raw.game_id),
                    kind: parse_kind(&raw.kind)?,
                    opponent: from_db(raw.opponent_id),
                    score,
                    before: raw.rating_before,
                    after: raw.rating_after,
                    opponent_rating: raw.opponent_rating,
                    at: raw.at,
                })
            })
            .collect()
    }

    /// The rating row of `user` in `kind` on `guild`, if they have one.
    ///
    /// # Errors
    /// The database failed.
    pub async fn rating_of(
        &self,
        guild: u64,
        kind: GameKind,
        user: u64,
    ) -> Result<Option<StoredRating>, StoreError> {
        let raw: Option<RatingRaw> = sqlx::query_as(&format!(
            "SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = $1 AND kind = $2 AND user_id = $3"
        ))
        .bind(to_db(guild))
        .bind(kind.as_str())
        .bind(to_db(user))
        .fetch_optional(&self.pool)
        .await?;
        Ok(raw.map(|raw| raw.stored()))
    }

    /// Records the name `user` goes by on `guild` (shown on its ladders).
    ///
    /// # Errors
    /// The database failed.
    pub async fn refresh_name(&self, guild: u64, user: u64, name: &str) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE ratings SET name = $1 WHERE guild_id = $2 AND user_id = $3 AND name != $4",
        )
        .bind(name)
        .bind(to_db(guild))
        .bind(to_db(user))
        .bind(name)
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}

fn count(value: i64) -> u32 {
    u32::try_from(value).unwrap_or(0)
}
