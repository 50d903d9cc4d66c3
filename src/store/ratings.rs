//! The `ratings` and `rating_changes` tables: each server's ladders.

use sqlx::{FromRow, Sqlite, Transaction};

use super::{from_db, games::parse_kind, to_db, GameId, Store, StoreError};
use crate::{
    games::{GameKind, Outcome, Seat},
    ratings::{rate_game, Rating, Score, Standing},
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
    /// The rating as of `now`, grown for the days without a game.
    pub(super) fn rating_at(&self, now: i64) -> Rating {
        Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
        .after_idle(now - self.last_game_at)
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

/// Rates `game` inside `tx`, the transaction that records its result: if it
/// is rated, was played on a server and ended with `outcome`, both players'
/// ratings and records change and the change is logged. Nothing happens for
/// casual games, games outside a server, or games without an outcome.
pub(super) async fn rate_in(
    tx: &mut Transaction<'_, Sqlite>,
    game: GameId,
    outcome: Option<Outcome>,
    now: i64,
) -> Result<(), StoreError> {
    let Some(outcome) = outcome else {
        return Ok(());
    };
    let Some(row) = super::games::game_in(tx, game).await? else {
        return Ok(());
    };
    let (Some(guild), true) = (row.guild_id.map(to_db), row.rated) else {
        return Ok(());
    };
    let kind = row.kind.as_str();
    let players = [
        (to_db(row.players.first.0), row.players.first.1),
        (to_db(row.players.second.0), row.players.second.1),
    ];
    let mut before = [Rating::NEW; 2];
    for (index, (user, _)) in players.iter().enumerate() {
        let raw: Option<RatingRaw> = sqlx::query_as(&format!(
            "SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = ? AND kind = ? AND user_id = ?"
        ))
        .bind(guild)
        .bind(kind)
        .bind(user)
        .fetch_optional(&mut **tx)
        .await?;
        if let Some(raw) = raw {
            before[index] = raw.rating_at(now);
        }
    }
    let (first_after, second_after) = rate_game(before[0], before[1], outcome);
    let after = [first_after, second_after];
    for (index, seat) in Seat::ALL.into_iter().enumerate() {
        let score = Score::of(seat, outcome);
        let (user, name) = &players[index];
        let (wins, losses, draws) = match score {
            Score::Win => (1, 0, 0),
            Score::Loss => (0, 1, 0),
            Score::Draw => (0, 0, 1),
        };
        let new = after[index];
        sqlx::query(
            "INSERT INTO ratings (guild_id, kind, user_id, name, rating, deviation, volatility, \
             wins, losses, draws, last_game_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) \
             ON CONFLICT (guild_id, kind, user_id) DO UPDATE SET name = excluded.name, \
             rating = excluded.rating, deviation = excluded.deviation, volatility = excluded.volatility, \
             wins = wins + excluded.wins, losses = losses + excluded.losses, draws = draws + excluded.draws, \
             last_game_at = excluded.last_game_at",
        )
        .bind(guild)
        .bind(kind)
        .bind(user)
        .bind(name)
        .bind(new.rating)
        .bind(new.deviation)
        .bind(new.volatility)
        .bind(wins)
        .bind(losses)
        .bind(draws)
        .bind(now)
        .execute(&mut **tx)
        .await?;
        sqlx::query(
            "INSERT INTO rating_changes (game_id, user_id, guild_id, kind, opponent_id, score, \
             rating_before, rating_after, deviation_after, opponent_rating, at) \
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(game.0)
        .bind(user)
        .bind(guild)
        .bind(kind)
        .bind(players[1 - index].0)
        .bind(score_to_db(score))
        .bind(before[index].rating)
        .bind(new.rating)
        .bind(new.deviation)
        .bind(before[1 - index].rating)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    }
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
            "SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = ? AND kind = ?"
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
             WHERE guild_id = ? AND kind = ? AND at >= ? GROUP BY user_id",
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
             FROM rating_changes WHERE guild_id = ? AND user_id = ? ORDER BY at DESC, game_id DESC LIMIT ?",
        )
        .bind(to_db(guild))
        .bind(to_db(user))
        .bind(limit)
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

    /// Records the name `user` goes by on `guild` (shown on its ladders).
    ///
    /// # Errors
    /// The database failed.
    pub async fn refresh_name(&self, guild: u64, user: u64, name: &str) -> Result<(), StoreError> {
        sqlx::query("UPDATE ratings SET name = ? WHERE guild_id = ? AND user_id = ? AND name != ?")
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
