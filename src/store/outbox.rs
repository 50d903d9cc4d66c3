//! The outbox: what the bot owes Discord because the database changed.
//!
//! Every change players must hear of writes its debt here in the same
//! transaction as the change itself (a move and the board it owes commit
//! together or not at all). The front end pays the debt at once, as the
//! answer to the interaction or the scheduler's post, and settles the row;
//! a delivery worker takes whatever is still owed once the row's `due_at`
//! passes (the fast path holds it until then), or at once when the process
//! the row names is gone ([`super::processes`]), so a crash or a refusal
//! from Discord between the change and its post loses nothing.

use sqlx::{Any, Transaction};

use super::{
    from_db, processes::holder_gone, to_db, Backend, ChallengeId, GameId, ProcessId, Store,
    StoreError, TournamentId,
};

/// How long the front end that made a change holds its debt before the
/// delivery worker may pay it instead: longer than an answer takes, retries
/// included, so the two never post the same thing. Only while the process
/// holding it lives: a row of a process gone is due at once.
pub const FAST_PATH_MS: i64 = 30_000;

/// The database id of an outbox row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OwedId(pub i64);

/// What is owed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Debt {
    /// The board of `game` at `version`: the position after a move, or the
    /// end of the game.
    Board { game: GameId, version: i64 },
    /// The reminder claimed for `game` at `version`.
    Reminder { game: GameId, version: i64 },
    /// The nudge claimed for the idle `game` (no clock) at `version`.
    Nudge { game: GameId, version: i64 },
    /// The news that `challenge` expired (its buttons go).
    Expiry { challenge: ChallengeId },
    /// The buttons of `message` go (a board replaced by a newer one).
    Strip { message: u64 },
    /// The daily puzzle of `day` (days since the epoch) in the row's
    /// channel (see `daily_puzzles`).
    Puzzle { day: i64 },
    /// Tournament news about `round` (see [`News`]).
    Tournament {
        tournament: TournamentId,
        round: u32,
        news: News,
    },
}

/// What tournament news the outbox owes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum News {
    /// The signup message, with its Join and Leave buttons.
    Signup,
    /// A round's pairings: delivering them opens the games.
    Pairings,
    /// A round's results and the standings (after the last round: the
    /// final standings and the winner).
    Results,
    Cancelled,
}

super::text::stored_as_text!(News {
    Signup => "signup",
    Pairings => "pairings",
    Results => "results",
    Cancelled => "cancelled",
});

/// One row still owed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Owed {
    pub id: OwedId,
    pub channel: u64,
    pub debt: Debt,
    /// How many times the worker has taken it (this time included).
    pub attempts: u32,
}

type OwedRaw = (
    i64,
    String,
    i64,
    Option<i64>,
    Option<i64>,
    Option<i64>,
    Option<i64>,
    i64,
    Option<i64>,
    Option<News>,
);

const OWED_COLUMNS: &str = "id, kind, channel_id, game_id, challenge_id, version, \
     target_message_id, attempts, tournament_id, news";

impl TryFrom<OwedRaw> for Owed {
    type Error = StoreError;

    fn try_from(raw: OwedRaw) -> Result<Self, Self::Error> {
        let (id, kind, channel, game, challenge, version, target, attempts, tournament, news) = raw;
        let corrupt = || StoreError::Corrupt(format!("outbox row {id} ({kind})"));
        let debt = match kind.as_str() {
            "board" => Debt::Board {
                game: GameId(game.ok_or_else(corrupt)?),
                version: version.ok_or_else(corrupt)?,
            },
            "reminder" => Debt::Reminder {
                game: GameId(game.ok_or_else(corrupt)?),
                version: version.ok_or_else(corrupt)?,
            },
            "nudge" => Debt::Nudge {
                game: GameId(game.ok_or_else(corrupt)?),
                version: version.ok_or_else(corrupt)?,
            },
            "expiry" => Debt::Expiry {
                challenge: ChallengeId(challenge.ok_or_else(corrupt)?),
            },
            "strip" => Debt::Strip {
                message: from_db(target.ok_or_else(corrupt)?),
            },
            "tournament" => Debt::Tournament {
                tournament: TournamentId(tournament.ok_or_else(corrupt)?),
                round: version
                    .and_then(|round| u32::try_from(round).ok())
                    .ok_or_else(corrupt)?,
                news: news.ok_or_else(corrupt)?,
            },
            "puzzle" => Debt::Puzzle {
                day: version.ok_or_else(corrupt)?,
            },
            _ => return Err(corrupt()),
        };
        Ok(Owed {
            id: OwedId(id),
            channel: from_db(channel),
            debt,
            attempts: u32::try_from(attempts).unwrap_or(u32::MAX),
        })
    }
}

/// Owes the board of `game` as it stands inside `tx` (its version and
/// channel read there), held by the fast path of `holder` until `now +
/// FAST_PATH_MS`.
pub(super) async fn owe_board_in(
    tx: &mut Transaction<'_, Any>,
    game: GameId,
    holder: Option<ProcessId>,
    now: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO outbox (kind, channel_id, game_id, version, due_at, created_at, process_id) \
         SELECT 'board', channel_id, id, version, $2, $3, $4 FROM games WHERE id = $1",
    )
    .bind(game.0)
    .bind(now.saturating_add(FAST_PATH_MS))
    .bind(now)
    .bind(holder.map(|process| process.0))
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Owes `debt` in `channel`, inside `tx`, held by the fast path of
/// `holder`; returns the row's id.
pub(super) async fn owe_in(
    tx: &mut Transaction<'_, Any>,
    channel: u64,
    debt: Debt,
    holder: Option<ProcessId>,
    now: i64,
) -> Result<OwedId, StoreError> {
    let (mut tournament, mut news) = (None, None);
    let (kind, game, challenge, version, target) = match debt {
        Debt::Board { game, version } => ("board", Some(game.0), None, Some(version), None),
        Debt::Reminder { game, version } => ("reminder", Some(game.0), None, Some(version), None),
        Debt::Nudge { game, version } => ("nudge", Some(game.0), None, Some(version), None),
        Debt::Expiry { challenge } => ("expiry", None, Some(challenge.0), None, None),
        Debt::Strip { message } => ("strip", None, None, None, Some(to_db(message))),
        Debt::Puzzle { day } => ("puzzle", None, None, Some(day), None),
        Debt::Tournament {
            tournament: id,
            round,
            news: what,
        } => {
            (tournament, news) = (Some(id.0), Some(what));
            ("tournament", None, None, Some(i64::from(round)), None)
        }
    };
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO outbox (kind, channel_id, game_id, challenge_id, version, \
         target_message_id, due_at, created_at, process_id, tournament_id, news) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
    )
    .bind(kind)
    .bind(to_db(channel))
    .bind(game)
    .bind(challenge)
    .bind(version)
    .bind(target)
    .bind(now.saturating_add(FAST_PATH_MS))
    .bind(now)
    .bind(holder.map(|process| process.0))
    .bind(tournament)
    .bind(news)
    .fetch_one(&mut **tx)
    .await?;
    Ok(OwedId(id))
}

/// Settles, inside `tx`, the board of `game` owed at `version` (`None`: the
/// game's last version — its final board), paid by `message`. Older boards
/// still owed stay owed: one posted but never recorded must lose its
/// buttons, which the worker sees to.
pub(super) async fn settle_boards_in(
    tx: &mut Transaction<'_, Any>,
    game: GameId,
    version: Option<i64>,
    message: u64,
    now: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE outbox SET done_at = $1, posted_message_id = $2 \
         WHERE kind = 'board' AND game_id = $3 AND done_at IS NULL \
         AND version = coalesce($4, (SELECT version FROM games WHERE id = $3))",
    )
    .bind(now)
    .bind(to_db(message))
    .bind(game.0)
    .bind(version)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

impl Store {
    /// Takes up to `limit` rows owed at `now` — due, or held by a process
    /// gone — in the order they were owed, each leased to the caller until
    /// `now + lease_ms` and held by its process from now on (a worker that
    /// dies with it leaves it to the next one then, or at once when its
    /// process is known to be gone).
    ///
    /// # Errors
    /// The database failed.
    pub async fn claim_owed(
        &self,
        now: i64,
        lease_ms: i64,
        limit: u32,
    ) -> Result<Vec<Owed>, StoreError> {
        // Several processes on PostgreSQL each take the rows no other one
        // has locked; SQLite has one writer at a time.
        let lock = match self.backend {
            Backend::Sqlite => "",
            Backend::Postgres => "FOR UPDATE SKIP LOCKED",
        };
        let gone = holder_gone(self.backend, 4);
        let sql = format!(
            "UPDATE outbox SET due_at = $1, attempts = attempts + 1, \
             process_id = coalesce($4, process_id) WHERE id IN ( \
             SELECT id FROM outbox WHERE done_at IS NULL AND (due_at <= $2 OR ({gone})) \
             ORDER BY id LIMIT $3 {lock}) RETURNING {OWED_COLUMNS}"
        );
        let raws: Vec<OwedRaw> = sqlx::query_as(&sql)
            .bind(now.saturating_add(lease_ms))
            .bind(now)
            .bind(i64::from(limit))
            .bind(self.process().map(|process| process.0))
            .fetch_all(&self.pool)
            .await?;
        let mut owed = raws
            .into_iter()
            .map(Owed::try_from)
            .collect::<Result<Vec<_>, _>>()?;
        owed.sort_by_key(|owed| owed.id);
        Ok(owed)
    }

    /// The news still owed (tournaments', daily puzzles), in the order it
    /// was owed (for a front end that pays it itself: `punctbot play`).
    ///
    /// # Errors
    /// The database failed.
    pub async fn owed_news(&self) -> Result<Vec<Owed>, StoreError> {
        let sql = format!(
            "SELECT {OWED_COLUMNS} FROM outbox WHERE kind IN ('tournament', 'puzzle') \
             AND done_at IS NULL ORDER BY id"
        );
        let raws: Vec<OwedRaw> = sqlx::query_as(&sql).fetch_all(&self.pool).await?;
        raws.into_iter().map(Owed::try_from).collect()
    }

    /// Marks `id` paid (by `message`, if a message paid it).
    ///
    /// # Errors
    /// The database failed.
    pub async fn settle_owed(
        &self,
        id: OwedId,
        message: Option<u64>,
        now: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE outbox SET done_at = $1, posted_message_id = coalesce($2, posted_message_id) \
             WHERE id = $3 AND done_at IS NULL",
        )
        .bind(now)
        .bind(message.map(to_db))
        .bind(id.0)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Settles the stripping of `message`'s buttons in `channel`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn settle_strip(
        &self,
        channel: u64,
        message: u64,
        now: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE outbox SET done_at = $1 WHERE kind = 'strip' AND channel_id = $2 \
             AND target_message_id = $3 AND done_at IS NULL",
        )
        .bind(now)
        .bind(to_db(channel))
        .bind(to_db(message))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Leaves `id` for another try at `at`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn owe_again(&self, id: OwedId, at: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE outbox SET due_at = $1 WHERE id = $2 AND done_at IS NULL")
            .bind(at)
            .bind(id.0)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Hands the boards of `game` still owed to the worker at once: the
    /// fast path could not post them.
    ///
    /// # Errors
    /// The database failed.
    pub async fn hand_over_boards(&self, game: GameId, now: i64) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE outbox SET due_at = $1 WHERE kind = 'board' AND game_id = $2 \
             AND done_at IS NULL AND due_at > $1",
        )
        .bind(now)
        .bind(game.0)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Settles the boards of `game` still owed without a message (Discord
    /// refused them for good).
    ///
    /// # Errors
    /// The database failed.
    pub async fn drop_boards(&self, game: GameId, now: i64) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE outbox SET done_at = $1 WHERE kind = 'board' AND game_id = $2 \
             AND done_at IS NULL",
        )
        .bind(now)
        .bind(game.0)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Whether a board of `game` newer than `version` is owed or was paid
    /// (so the one at `version` need not be posted any more).
    ///
    /// # Errors
    /// The database failed.
    pub async fn newer_board_owed(&self, game: GameId, version: i64) -> Result<bool, StoreError> {
        let newer: Option<i64> = sqlx::query_scalar(
            "SELECT 1 FROM outbox WHERE kind = 'board' AND game_id = $1 AND version > $2 LIMIT 1",
        )
        .bind(game.0)
        .bind(version)
        .fetch_optional(&self.pool)
        .await?;
        Ok(newer.is_some())
    }

    /// Whether `id` is still owed (not paid meanwhile).
    ///
    /// # Errors
    /// The database failed.
    pub async fn is_owed(&self, id: OwedId) -> Result<bool, StoreError> {
        let owed: Option<i64> =
            sqlx::query_scalar("SELECT 1 FROM outbox WHERE id = $1 AND done_at IS NULL")
                .bind(id.0)
                .fetch_optional(&self.pool)
                .await?;
        Ok(owed.is_some())
    }

    /// When the next owed row falls due, if any is owed.
    ///
    /// # Errors
    /// The database failed.
    pub async fn next_owed(&self) -> Result<Option<i64>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT min(due_at) FROM outbox WHERE done_at IS NULL")
                .fetch_one(&self.pool)
                .await?,
        )
    }

    /// How many rows are owed (the outbox's depth, for the metrics).
    ///
    /// # Errors
    /// The database failed.
    pub async fn owed_count(&self) -> Result<i64, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT count(*) FROM outbox WHERE done_at IS NULL")
                .fetch_one(&self.pool)
                .await?,
        )
    }

    /// Forgets the rows paid before `before` (they only served to post once).
    ///
    /// # Errors
    /// The database failed.
    pub async fn prune_paid(&self, before: i64) -> Result<u64, StoreError> {
        let done = sqlx::query("DELETE FROM outbox WHERE done_at IS NOT NULL AND done_at < $1")
            .bind(before)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected())
    }
}
