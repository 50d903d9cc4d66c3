//! The `challenges` table: an invitation to play, open until accepted,
//! declined, cancelled or expired.

use sqlx::{Any, FromRow, Transaction};

use super::{
    clocks::DueThread, from_db, text::stored_as_text, to_db, ChallengeId, GameId, NewGame, Store,
    StoreError,
};
use crate::games::GameKind;

/// Who moves first once a challenge is accepted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FirstMover {
    Challenger,
    Opponent,
    /// Drawn by lot when the challenge is accepted.
    Random,
}

stored_as_text!(FirstMover {
    Challenger => "challenger",
    Opponent => "opponent",
    Random => "random",
});

/// Where a challenge stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChallengeStatus {
    Open,
    Accepted,
    Declined,
    Cancelled,
    /// Nobody answered in time.
    Expired,
}

stored_as_text!(ChallengeStatus {
    Open => "open",
    Accepted => "accepted",
    Declined => "declined",
    Cancelled => "cancelled",
    Expired => "expired",
});

/// A challenge about to be stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewChallenge {
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub challenger_id: u64,
    pub challenger_name: String,
    /// `None` for an open challenge.
    pub opponent: Option<(u64, String)>,
    pub kind: GameKind,
    pub rated: bool,
    pub first: FirstMover,
    /// Days each player will have for a move; `None`: no clock.
    pub days_per_move: Option<u8>,
    /// Set when `channel_id` is a thread opened for this challenge: the
    /// channel it hangs from.
    pub parent_channel_id: Option<u64>,
    /// When it expires unanswered.
    pub expires_at: i64,
}

/// A stored challenge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChallengeRow {
    pub id: ChallengeId,
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub challenger_id: u64,
    pub challenger_name: String,
    /// `None` for an open challenge.
    pub opponent: Option<(u64, String)>,
    pub kind: GameKind,
    pub rated: bool,
    pub first: FirstMover,
    pub status: ChallengeStatus,
    pub days_per_move: Option<u8>,
    pub parent_channel_id: Option<u64>,
    /// When it expires if still open.
    pub expires_at: i64,
    /// The message that shows it, once the Discord layer has posted it.
    pub message_id: Option<u64>,
    pub created_at: i64,
    pub updated_at: i64,
}

#[derive(FromRow)]
struct Raw {
    id: i64,
    guild_id: Option<i64>,
    channel_id: i64,
    challenger_id: i64,
    challenger_name: String,
    opponent_id: Option<i64>,
    opponent_name: Option<String>,
    kind: String,
    rated: i64,
    first_mover: FirstMover,
    status: ChallengeStatus,
    days_per_move: Option<i64>,
    parent_channel_id: Option<i64>,
    expires_at: i64,
    message_id: Option<i64>,
    created_at: i64,
    updated_at: i64,
}

impl TryFrom<Raw> for ChallengeRow {
    type Error = StoreError;

    fn try_from(raw: Raw) -> Result<Self, StoreError> {
        Ok(ChallengeRow {
            id: ChallengeId(raw.id),
            guild_id: raw.guild_id.map(from_db),
            channel_id: from_db(raw.channel_id),
            challenger_id: from_db(raw.challenger_id),
            challenger_name: raw.challenger_name,
            opponent: raw
                .opponent_id
                .map(|id| (from_db(id), raw.opponent_name.unwrap_or_default())),
            kind: super::games::parse_kind(&raw.kind)?,
            rated: raw.rated != 0,
            first: raw.first_mover,
            status: raw.status,
            days_per_move: raw
                .days_per_move
                .map(super::columns::days_from_db)
                .transpose()?,
            parent_channel_id: raw.parent_channel_id.map(from_db),
            expires_at: raw.expires_at,
            message_id: raw.message_id.map(from_db),
            created_at: raw.created_at,
            updated_at: raw.updated_at,
        })
    }
}

const COLUMNS: &str = "id, guild_id, channel_id, challenger_id, challenger_name, opponent_id, \
     opponent_name, kind, rated, first_mover, status, days_per_move, parent_channel_id, expires_at, \
     message_id, created_at, updated_at";

/// Closes an open challenge inside `tx`.
///
/// # Errors
/// [`StoreError::Conflict`] if it was no longer open.
async fn close_in(
    tx: &mut Transaction<'_, Any>,
    id: ChallengeId,
    status: ChallengeStatus,
    now: i64,
) -> Result<u64, StoreError> {
    let channel: Option<i64> = sqlx::query_scalar(
        "UPDATE challenges SET status = $1, updated_at = $2 WHERE id = $3 AND status = 'open' \
         RETURNING channel_id",
    )
    .bind(status)
    .bind(now)
    .bind(id.0)
    .fetch_optional(&mut **tx)
    .await?;
    channel.map(from_db).ok_or(StoreError::Conflict)
}

impl Store {
    /// Stores a new open challenge.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if the channel already has an open challenge.
    pub async fn insert_challenge(
        &self,
        challenge: &NewChallenge,
        now: i64,
    ) -> Result<ChallengeId, StoreError> {
        let (opponent_id, opponent_name) = match &challenge.opponent {
            Some((id, name)) => (Some(to_db(*id)), Some(name.as_str())),
            None => (None, None),
        };
        let mut tx = self.write().await?;
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO challenges (guild_id, channel_id, challenger_id, challenger_name, \
             opponent_id, opponent_name, kind, rated, first_mover, status, days_per_move, \
             parent_channel_id, expires_at, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'open', $10, $11, $12, $13, $14) RETURNING id",
        )
        .bind(challenge.guild_id.map(to_db))
        .bind(to_db(challenge.channel_id))
        .bind(to_db(challenge.challenger_id))
        .bind(&challenge.challenger_name)
        .bind(opponent_id)
        .bind(opponent_name)
        .bind(challenge.kind.as_str())
        .bind(i64::from(challenge.rated))
        .bind(challenge.first)
        .bind(challenge.days_per_move.map(i64::from))
        .bind(challenge.parent_channel_id.map(to_db))
        .bind(challenge.expires_at)
        .bind(now)
        .bind(now)
        .fetch_one(&mut *tx)
        .await?;
        // A thread waiting to be archived is in use again.
        super::clocks::keep_thread_in(&mut tx, challenge.channel_id).await?;
        tx.commit().await?;
        Ok(ChallengeId(id))
    }

    /// The open challenge in `channel`, if any.
    ///
    /// # Errors
    /// The database failed.
    pub async fn open_challenge_in(
        &self,
        channel: u64,
    ) -> Result<Option<ChallengeRow>, StoreError> {
        let sql =
            format!("SELECT {COLUMNS} FROM challenges WHERE channel_id = $1 AND status = 'open'");
        let raw: Option<Raw> = sqlx::query_as(&sql)
            .bind(to_db(channel))
            .fetch_optional(&self.pool)
            .await?;
        raw.map(ChallengeRow::try_from).transpose()
    }

    /// The challenge with this id, whatever its status.
    ///
    /// # Errors
    /// The database failed.
    pub async fn challenge(&self, id: ChallengeId) -> Result<Option<ChallengeRow>, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM challenges WHERE id = $1");
        let raw: Option<Raw> = sqlx::query_as(&sql)
            .bind(id.0)
            .fetch_optional(&self.pool)
            .await?;
        raw.map(ChallengeRow::try_from).transpose()
    }

    /// The latest challenge made in `channel`, whatever its status.
    ///
    /// # Errors
    /// The database failed.
    pub async fn latest_challenge_in(
        &self,
        channel: u64,
    ) -> Result<Option<ChallengeRow>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM challenges WHERE channel_id = $1 ORDER BY id DESC LIMIT 1"
        );
        let raw: Option<Raw> = sqlx::query_as(&sql)
            .bind(to_db(channel))
            .fetch_optional(&self.pool)
            .await?;
        raw.map(ChallengeRow::try_from).transpose()
    }

    /// Closes an open challenge as declined, cancelled or expired, and
    /// schedules the archiving of the thread opened for it, if any. An
    /// expired one owes its news: the debt is returned.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if it was no longer open.
    pub async fn close_challenge(
        &self,
        id: ChallengeId,
        status: ChallengeStatus,
        now: i64,
        archive: Option<DueThread>,
    ) -> Result<Option<super::outbox::OwedId>, StoreError> {
        let mut tx = self.write().await?;
        let channel = close_in(&mut tx, id, status, now).await?;
        if let Some(thread) = archive {
            super::clocks::archive_thread_in(&mut tx, thread).await?;
        }
        // Nobody acted on an expired challenge: its news is owed with it.
        let owed = if status == ChallengeStatus::Expired {
            let debt = super::outbox::Debt::Expiry { challenge: id };
            Some(super::outbox::owe_in(&mut tx, channel, debt, self.process(), now).await?)
        } else {
            None
        };
        tx.commit().await?;
        Ok(owed)
    }

    /// Open challenges whose time is up at `now`, the oldest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn expired_challenges(&self, now: i64) -> Result<Vec<ChallengeRow>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM challenges WHERE status = 'open' AND expires_at <= $1 \
             ORDER BY expires_at, id"
        );
        let raws: Vec<Raw> = sqlx::query_as(&sql).bind(now).fetch_all(&self.pool).await?;
        raws.into_iter().map(ChallengeRow::try_from).collect()
    }

    /// Remembers the message that shows `challenge` (its buttons go when it
    /// expires).
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_challenge_message(
        &self,
        challenge: ChallengeId,
        message_id: u64,
        now: i64,
    ) -> Result<(), StoreError> {
        sqlx::query("UPDATE challenges SET message_id = $1, updated_at = $2 WHERE id = $3")
            .bind(to_db(message_id))
            .bind(now)
            .bind(challenge.0)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Accepts an open challenge and starts its game, in one transaction.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if the challenge was no longer open or the
    /// channel already has an active game.
    pub async fn accept_challenge(
        &self,
        id: ChallengeId,
        game: &NewGame,
        now: i64,
    ) -> Result<GameId, StoreError> {
        let mut tx = self.write().await?;
        close_in(&mut tx, id, ChallengeStatus::Accepted, now).await?;
        let game_id =
            super::games::insert_game(&mut tx, game, Some(id), self.process(), now).await?;
        tx.commit().await?;
        Ok(game_id)
    }
}
