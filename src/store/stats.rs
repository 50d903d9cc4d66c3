//! A player's record on one server, read from `games`, `ratings` and
//! `rating_changes`: what `/stats` shows. Nothing here writes.
//!
//! Definitions:
//! - The **record** of a game kind counts every finished game of that kind on
//!   the server against people, rated and casual (the ladder's W/L/D counts
//!   rated games only). Aborted games have no result and count nowhere.
//! - The **record against the computer** counts the games against the
//!   computer per level, all kinds: they are never rated, and kept apart so
//!   that beating the beginner does not swell a player's record.
//! - The **streak** is the run of equal results (wins, losses or draws) at the
//!   newest end of the player's finished games against people on the
//!   server, all kinds, rated and casual (games against the computer are
//!   left out, as from the record: beating the beginner is no streak).
//! - The **best win** is the rated win against the highest-rated opponent
//!   (their rating when the game began); the earlier game among equals.

use sqlx::FromRow;

use super::{
    games::{GameStatus, Raw, COLUMNS},
    ratings::{RatingRaw, RATING_COLUMNS},
    to_db, EndReason, GameId, GameRow, Store, StoreError,
};
use crate::{
    bot::Level,
    games::{GameKind, Outcome, Seat},
    ratings::{ladder_page, LadderPage, Rating, Score},
};

/// How many finished games `/stats` lists.
pub const LAST_GAMES: u32 = 10;

/// Wins, losses and draws.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Record {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

impl Record {
    fn add(&mut self, score: Score) {
        match score {
            Score::Win => self.wins += 1,
            Score::Loss => self.losses += 1,
            Score::Draw => self.draws += 1,
        }
    }

    /// Games counted.
    #[must_use]
    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }
}

/// Equal results in a row, at the newest end of a player's games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Streak {
    pub score: Score,
    pub games: u32,
}

/// One game kind as one player stands in it on one server.
#[derive(Clone, Debug, PartialEq)]
pub struct KindStats {
    pub kind: GameKind,
    /// `None` before the first rated game; brought up to date for
    /// inactivity otherwise.
    pub rating: Option<Rating>,
    /// Rated games played (the ladder's count).
    pub rated_games: u32,
    /// Every finished game of this kind, rated and casual.
    pub record: Record,
    /// The rating after each rated game, oldest first.
    pub history: Vec<f64>,
}

impl KindStats {
    /// Whether the player has finished a game of this kind on the server.
    #[must_use]
    pub fn played(&self) -> bool {
        self.rating.is_some() || self.record.games() > 0
    }
}

/// The strongest opponent beaten in a rated game.
#[derive(Clone, Debug, PartialEq)]
pub struct BestWin {
    pub game: GameId,
    pub kind: GameKind,
    pub opponent: String,
    /// The opponent's rating when the game began.
    pub opponent_rating: f64,
}

/// A finished game seen from one of its players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishedGame {
    pub game: GameRow,
    /// `None` for an aborted game: it has no result.
    pub score: Option<Score>,
    /// The other player's id and name (as they were called in that game).
    pub opponent: (u64, String),
    pub reason: EndReason,
}

/// Everything `/stats` shows about one player on one server.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerStats {
    /// One entry per game kind, in the registry's order
    /// ([`GameKind::all`]).
    pub kinds: Vec<KindStats>,
    pub streak: Option<Streak>,
    pub best_win: Option<BestWin>,
    /// At most [`LAST_GAMES`], newest first.
    pub last_games: Vec<FinishedGame>,
    /// The record against the computer at each level played, weakest first.
    pub computer: Vec<(Level, Record)>,
}

impl PlayerStats {
    /// Whether the player has finished no game on the server.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.last_games.is_empty()
    }
}

/// A finished game reduced to what the record and streak need.
#[derive(FromRow)]
struct ResultRaw {
    kind: String,
    result: Option<String>,
    first_id: i64,
    bot_level: Option<i64>,
}

impl ResultRaw {
    fn score(&self, user: i64) -> Option<Score> {
        let seat = if self.first_id == user {
            Seat::First
        } else {
            Seat::Second
        };
        let outcome = match self.result.as_deref()? {
            "first" => Outcome::Win(Seat::First),
            "second" => Outcome::Win(Seat::Second),
            "draw" => Outcome::Draw,
            _ => return None,
        };
        Some(Score::of(seat, outcome))
    }
}

/// The records against the computer in `results` (of player `user`), per
/// level played, weakest first.
fn computer_records(results: &[ResultRaw], user: i64) -> Vec<(Level, Record)> {
    Level::ALL
        .into_iter()
        .filter_map(|level| {
            let mut record = Record::default();
            let at_level = results
                .iter()
                .filter(|raw| raw.bot_level == Some(i64::from(level.number())));
            for score in at_level.filter_map(|raw| raw.score(user)) {
                record.add(score);
            }
            (record.games() > 0).then_some((level, record))
        })
        .collect()
}

/// The run of equal results at the front of `scores` (newest first).
#[must_use]
pub fn streak_of(scores: impl IntoIterator<Item = Score>) -> Option<Streak> {
    let mut scores = scores.into_iter();
    let score = scores.next()?;
    let more = scores.take_while(|next| *next == score).count();
    Some(Streak {
        score,
        games: u32::try_from(more + 1).unwrap_or(u32::MAX),
    })
}

/// The player's games over on a server with `status` in `{}`, newest first
/// (the end of a game is its last update: nothing changes a finished game but
/// its board message, posted right after).
macro_rules! over_by {
    ($statuses:literal) => {
        concat!(
            "FROM games WHERE guild_id = $1 AND status IN (",
            $statuses,
            ") AND (first_id = $2 OR second_id = $2) ORDER BY updated_at DESC, id DESC"
        )
    };
}

/// The player's games with a result.
const FINISHED_BY: &str = over_by!("'finished'");

/// Which games over a list shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GamesOver {
    /// Those with a result (as `/stats` counts them).
    WithResult,
    /// Aborted ones too (as the archive lists them).
    AlsoAborted,
}

impl Store {
    /// Page `page` (from 1, clamped) of `page_size` rows of `guild`'s ladder
    /// in `kind` as of `now`, with `caller`'s own row when it is elsewhere:
    /// [`Store::standings`] and [`ladder_page`] in one, faster on a big
    /// server because only the rows shown get their trend.
    ///
    /// # Errors
    /// The database failed.
    pub async fn ladder(
        &self,
        guild: u64,
        kind: GameKind,
        now: i64,
        (page, page_size): (usize, usize),
        caller: u64,
    ) -> Result<LadderPage, StoreError> {
        let rows = self.ratings_in(guild, kind).await?;
        let standings = rows.into_iter().map(|raw| raw.standing(now, 0.0)).collect();
        let mut ladder = ladder_page(standings, page, page_size, caller);
        for row in ladder.rows.iter_mut().chain(ladder.caller.as_mut()) {
            let trend: Option<f64> = sqlx::query_scalar(
                "SELECT SUM(rating_after - rating_before) FROM rating_changes \
                 WHERE guild_id = $1 AND kind = $2 AND user_id = $3 AND at >= $4",
            )
            .bind(to_db(guild))
            .bind(kind.as_str())
            .bind(to_db(row.standing.user))
            .bind(now - super::TREND_WINDOW_MS)
            .fetch_one(&self.pool)
            .await?;
            row.standing.trend = trend.unwrap_or(0.0);
        }
        Ok(ladder)
    }

    /// What `/stats` shows about `user` on `guild`, as of `now`.
    ///
    /// # Errors
    /// The database failed, or holds a game it cannot read.
    pub async fn player_stats(
        &self,
        guild: u64,
        user: u64,
        now: i64,
    ) -> Result<PlayerStats, StoreError> {
        let (db_guild, db_user) = (to_db(guild), to_db(user));
        let results: Vec<ResultRaw> = sqlx::query_as(&format!(
            "SELECT kind, result, first_id, bot_level {FINISHED_BY}"
        ))
        .bind(db_guild)
        .bind(db_user)
        .fetch_all(&self.pool)
        .await?;
        let against_people = results.iter().filter(|raw| raw.bot_level.is_none());
        let streak = streak_of(against_people.filter_map(|raw| raw.score(db_user)));
        let mut kinds = Vec::new();
        // One entry per kind of the registry, told apart by its stored id
        // only.
        for kind in GameKind::all() {
            let mut record = Record::default();
            let against_people = results
                .iter()
                .filter(|raw| raw.bot_level.is_none() && raw.kind == kind.as_str());
            for raw in against_people {
                if let Some(score) = raw.score(db_user) {
                    record.add(score);
                }
            }
            kinds.push(
                self.kind_stats(db_guild, db_user, kind, record, now)
                    .await?,
            );
        }
        Ok(PlayerStats {
            kinds,
            streak,
            best_win: self.best_win(db_guild, db_user).await?,
            last_games: self
                .finished_games_of(guild, user, GamesOver::WithResult, LAST_GAMES)
                .await?,
            computer: computer_records(&results, db_user),
        })
    }

    async fn kind_stats(
        &self,
        guild: i64,
        user: i64,
        kind: GameKind,
        record: Record,
        now: i64,
    ) -> Result<KindStats, StoreError> {
        let raw: Option<RatingRaw> = sqlx::query_as(&format!(
            "SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = $1 AND kind = $2 AND user_id = $3"
        ))
        .bind(guild)
        .bind(kind.as_str())
        .bind(user)
        .fetch_optional(&self.pool)
        .await?;
        let history: Vec<f64> = sqlx::query_scalar(
            "SELECT rating_after FROM rating_changes WHERE guild_id = $1 AND kind = $2 \
             AND user_id = $3 ORDER BY at, game_id",
        )
        .bind(guild)
        .bind(kind.as_str())
        .bind(user)
        .fetch_all(&self.pool)
        .await?;
        Ok(KindStats {
            kind,
            rated_games: raw.as_ref().map_or(0, RatingRaw::games),
            rating: raw.map(|raw| raw.rating_at(now)),
            record,
            history,
        })
    }

    async fn best_win(&self, guild: i64, user: i64) -> Result<Option<BestWin>, StoreError> {
        // Only the kinds the registry knows: a kind no longer offered
        // cannot be read back.
        let kinds: Vec<&str> = GameKind::all().map(GameKind::as_str).collect();
        let placeholders: Vec<String> = (0..kinds.len()).map(|i| format!("${}", i + 3)).collect();
        let sql = format!(
            "SELECT c.game_id, c.kind, c.opponent_rating, \
             CASE WHEN g.first_id = c.opponent_id THEN g.first_name ELSE g.second_name END \
             FROM rating_changes c JOIN games g ON g.id = c.game_id \
             WHERE c.guild_id = $1 AND c.user_id = $2 AND c.kind IN ({}) AND c.score = 'win' \
             ORDER BY c.opponent_rating DESC, c.at, c.game_id LIMIT 1",
            placeholders.join(", ")
        );
        let mut query = sqlx::query_as(&sql).bind(guild).bind(user);
        for kind in kinds {
            query = query.bind(kind);
        }
        let best: Option<(i64, String, f64, String)> = query.fetch_optional(&self.pool).await?;
        best.map(|(game, kind, opponent_rating, opponent)| {
            Ok(BestWin {
                game: GameId(game),
                kind: super::games::parse_kind(&kind)?,
                opponent,
                opponent_rating,
            })
        })
        .transpose()
    }

    /// The games of `user` on `guild` that are over (`which` of them),
    /// newest first, at most `limit`.
    ///
    /// # Errors
    /// The database failed, or a stored game does not read back.
    pub async fn finished_games_of(
        &self,
        guild: u64,
        user: u64,
        which: GamesOver,
        limit: u32,
    ) -> Result<Vec<FinishedGame>, StoreError> {
        let db_user = to_db(user);
        let over_by = match which {
            GamesOver::WithResult => FINISHED_BY,
            GamesOver::AlsoAborted => over_by!("'finished', 'aborted'"),
        };
        let raws: Vec<Raw> = sqlx::query_as(&format!("SELECT {COLUMNS} {over_by} LIMIT $3"))
            .bind(to_db(guild))
            .bind(db_user)
            .bind(i64::from(limit))
            .fetch_all(&self.pool)
            .await?;
        let mut games = Vec::with_capacity(raws.len());
        for raw in raws {
            let game = GameRow::try_from(raw)?;
            let (Some(seat), Some(reason)) = (game.seat_of(user), game.end_reason) else {
                return Err(StoreError::Corrupt(format!(
                    "game {} over without a reason",
                    game.id
                )));
            };
            let score = match game.outcome {
                Some(outcome) => Some(Score::of(seat, outcome)),
                None if game.status == GameStatus::Aborted => None,
                None => {
                    return Err(StoreError::Corrupt(format!(
                        "finished game {} without a result",
                        game.id
                    )))
                }
            };
            games.push(FinishedGame {
                score,
                opponent: game.players.get(seat.other()).clone(),
                reason,
                game,
            });
        }
        Ok(games)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_streak_is_the_run_of_equal_results_at_the_newest_end() {
        use Score::{Draw, Loss, Win};
        assert_eq!(streak_of([]), None);
        assert_eq!(
            streak_of([Win, Win, Win, Loss, Win]),
            Some(Streak {
                score: Win,
                games: 3
            })
        );
        assert_eq!(
            streak_of([Draw, Loss]),
            Some(Streak {
                score: Draw,
                games: 1
            })
        );
    }

    #[test]
    fn a_record_counts_each_result() {
        let mut record = Record::default();
        for score in [Score::Win, Score::Win, Score::Loss, Score::Draw] {
            record.add(score);
        }
        assert_eq!(
            record,
            Record {
                wins: 2,
                losses: 1,
                draws: 1
            }
        );
        assert_eq!(record.games(), 4);
    }
}
