//! The `games` table: who plays what where, and how it ended.

use sqlx::{Any, FromRow, Transaction};

use super::{
    columns::{days_from_db, result_from_db, seat_from_db, seat_to_db},
    from_db,
    running::TurnClock,
    text::stored_as_text,
    to_db, ChallengeId, GameId, ProcessId, Store, StoreError,
};
use crate::{
    bot::Level,
    games::{ByColor, GameKind, Outcome, Rules, Seat},
};

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameStatus {
    Active,
    Finished,
    /// Ended without a result (and without rating).
    Aborted,
}

stored_as_text!(GameStatus {
    Active => "active",
    Finished => "finished",
    Aborted => "aborted",
});

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// The rules ended it (the engine reports an outcome).
    Rules,
    Resignation,
    /// Both players agreed to a draw.
    Agreement,
    Aborted,
    /// The player to move let their clock run out.
    Time,
    /// A rated game aborted because a player never moved and their time
    /// ran out: no result, no rating.
    NeverMoved,
    /// A game without a clock left idle so long that the opponent of the
    /// player to move claimed it (a win, or an abort in a casual game).
    Abandonment,
}

stored_as_text!(EndReason {
    Rules => "rules",
    Resignation => "resignation",
    Agreement => "agreement",
    Aborted => "aborted",
    Time => "time",
    NeverMoved => "never_moved",
    Abandonment => "abandonment",
});

/// How a game ends: stored in one go with whatever caused it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameEnd {
    /// `None` when aborted.
    pub outcome: Option<Outcome>,
    pub reason: EndReason,
}

/// The computer's place in a game against it: its seat and its level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ComputerSeat {
    pub seat: Seat,
    pub level: Level,
}

/// A game about to be stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGame {
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub kind: GameKind,
    pub rated: bool,
    /// The (user id, display name) in each seat.
    pub players: ByColor<(u64, String)>,
    /// Days each player has for a move; `None`: no clock.
    pub days_per_move: Option<u8>,
    /// Set when `channel_id` is a thread opened for this game: the channel
    /// it hangs from (the thread is archived a day after the game ends).
    pub parent_channel_id: Option<u64>,
    /// The clock of the first turn (`None` without a clock).
    pub clock: Option<TurnClock>,
    /// Set in a game against the computer.
    pub computer: Option<ComputerSeat>,
}

/// A stored game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    pub id: GameId,
    /// The game's number on its server (or its channel outside servers):
    /// 1, 2, … in the order games started.
    pub number: u32,
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub kind: GameKind,
    pub rated: bool,
    /// The (user id, display name) in each seat.
    pub players: ByColor<(u64, String)>,
    pub status: GameStatus,
    /// `Some` once finished (not when aborted).
    pub outcome: Option<Outcome>,
    pub end_reason: Option<EndReason>,
    pub challenge_id: Option<ChallengeId>,
    pub board_message_id: Option<u64>,
    /// Bumped by every move, takeback and ending: a position cached for an
    /// older version is out of date.
    pub version: i64,
    /// Days each player has for a move; `None`: no clock.
    pub days_per_move: Option<u8>,
    /// When the player to move loses on time (`None` without a clock, or
    /// once the game is over).
    pub deadline_at: Option<i64>,
    /// Reminders of this turn already sent.
    pub reminders_sent: u32,
    /// The next reminder or the deadline: when the scheduler looks again.
    pub next_event_at: Option<i64>,
    /// Set when the game lives in a thread opened for it.
    pub parent_channel_id: Option<u64>,
    pub ended_at: Option<i64>,
    pub created_at: i64,
    pub updated_at: i64,
    /// Plies played.
    pub plies: u32,
    /// Whose turn it is, as the engine said after the last change; `None`
    /// once the game is over.
    pub to_move: Option<Seat>,
    /// Set in a game against the computer.
    pub computer: Option<ComputerSeat>,
}

impl GameRow {
    /// The seat of `user`, if they play in this game.
    #[must_use]
    pub fn seat_of(&self, user: u64) -> Option<Seat> {
        Seat::ALL
            .into_iter()
            .find(|&seat| self.players.get(seat).0 == user)
    }

    /// The display name in `seat`.
    #[must_use]
    pub fn name(&self, seat: Seat) -> &str {
        &self.players.get(seat).1
    }

    /// The user id in `seat`.
    #[must_use]
    pub fn user(&self, seat: Seat) -> u64 {
        self.players.get(seat).0
    }

    /// Whether the computer plays `seat`.
    #[must_use]
    pub fn computer_plays(&self, seat: Seat) -> bool {
        self.computer.is_some_and(|computer| computer.seat == seat)
    }

    /// Whether the game waits for the computer's move.
    #[must_use]
    pub fn computer_to_move(&self) -> bool {
        self.to_move.is_some_and(|seat| self.computer_plays(seat))
    }
}

#[derive(FromRow)]
pub(super) struct Raw {
    id: i64,
    number: Option<i64>,
    guild_id: Option<i64>,
    channel_id: i64,
    kind: String,
    rated: i64,
    first_id: i64,
    first_name: String,
    second_id: i64,
    second_name: String,
    status: GameStatus,
    result: Option<String>,
    end_reason: Option<EndReason>,
    challenge_id: Option<i64>,
    board_message_id: Option<i64>,
    version: i64,
    days_per_move: Option<i64>,
    deadline_at: Option<i64>,
    reminders_sent: i64,
    next_event_at: Option<i64>,
    parent_channel_id: Option<i64>,
    ended_at: Option<i64>,
    created_at: i64,
    updated_at: i64,
    plies: i64,
    to_move: Option<i64>,
    bot_seat: Option<i64>,
    bot_level: Option<i64>,
}

pub(super) fn parse_kind(text: &str) -> Result<GameKind, StoreError> {
    text.parse()
        .map_err(|_| StoreError::Corrupt(format!("unknown game kind {text:?}")))
}

/// The computer's seat and level, stored as two columns that are both set
/// or both `NULL`.
fn computer_from_db(
    seat: Option<i64>,
    level: Option<i64>,
) -> Result<Option<ComputerSeat>, StoreError> {
    match (seat, level) {
        (None, None) => Ok(None),
        (Some(seat), Some(level)) => {
            let level = u8::try_from(level)
                .ok()
                .and_then(|number| Level::ALL.into_iter().find(|l| l.number() == number))
                .ok_or_else(|| StoreError::Corrupt(format!("computer level {level}")))?;
            Ok(Some(ComputerSeat {
                seat: seat_from_db(seat)?,
                level,
            }))
        }
        (seat, level) => Err(StoreError::Corrupt(format!(
            "computer seat {seat:?} with level {level:?}"
        ))),
    }
}

impl TryFrom<Raw> for GameRow {
    type Error = StoreError;

    fn try_from(raw: Raw) -> Result<Self, StoreError> {
        Ok(GameRow {
            id: GameId(raw.id),
            number: raw
                .number
                .and_then(|number| u32::try_from(number).ok())
                .ok_or_else(|| StoreError::Corrupt(format!("game number {:?}", raw.number)))?,
            guild_id: raw.guild_id.map(from_db),
            channel_id: from_db(raw.channel_id),
            kind: parse_kind(&raw.kind)?,
            rated: raw.rated != 0,
            players: ByColor {
                first: (from_db(raw.first_id), raw.first_name),
                second: (from_db(raw.second_id), raw.second_name),
            },
            status: raw.status,
            outcome: raw.result.as_deref().map(result_from_db).transpose()?,
            end_reason: raw.end_reason,
            challenge_id: raw.challenge_id.map(ChallengeId),
            board_message_id: raw.board_message_id.map(from_db),
            version: raw.version,
            days_per_move: raw.days_per_move.map(days_from_db).transpose()?,
            deadline_at: raw.deadline_at,
            reminders_sent: u32::try_from(raw.reminders_sent)
                .map_err(|_| StoreError::Corrupt(format!("reminders {}", raw.reminders_sent)))?,
            next_event_at: raw.next_event_at,
            parent_channel_id: raw.parent_channel_id.map(from_db),
            ended_at: raw.ended_at,
            created_at: raw.created_at,
            updated_at: raw.updated_at,
            plies: u32::try_from(raw.plies)
                .map_err(|_| StoreError::Corrupt(format!("{} plies", raw.plies)))?,
            to_move: raw.to_move.map(seat_from_db).transpose()?,
            computer: computer_from_db(raw.bot_seat, raw.bot_level)?,
        })
    }
}

pub(super) const COLUMNS: &str =
    "id, number, guild_id, channel_id, kind, rated, first_id, first_name, \
     second_id, second_name, status, result, end_reason, challenge_id, board_message_id, version, \
     days_per_move, deadline_at, reminders_sent, next_event_at, parent_channel_id, ended_at, \
     created_at, updated_at, plies, to_move, bot_seat, bot_level";

pub(super) async fn insert_game(
    tx: &mut Transaction<'_, Any>,
    game: &NewGame,
    challenge: Option<ChallengeId>,
    holder: Option<ProcessId>,
    now: i64,
) -> Result<GameId, StoreError> {
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO games (guild_id, channel_id, kind, rated, first_id, first_name, second_id, \
         second_name, status, challenge_id, days_per_move, parent_channel_id, created_at, \
         updated_at, plies, to_move, deadline_at, reminders_sent, next_event_at, bot_seat, \
         bot_level, number) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'active', $9, $10, $11, $12, $13, 0, $14, $15, 0, \
         $16, $17, $18, (SELECT coalesce(max(number), 0) + 1 FROM games \
               WHERE coalesce(guild_id, channel_id) = coalesce($1, $2))) RETURNING id",
    )
    .bind(game.guild_id.map(to_db))
    .bind(to_db(game.channel_id))
    .bind(game.kind.as_str())
    .bind(i64::from(game.rated))
    .bind(to_db(game.players.first.0))
    .bind(&game.players.first.1)
    .bind(to_db(game.players.second.0))
    .bind(&game.players.second.1)
    .bind(challenge.map(|id| id.0))
    .bind(game.days_per_move.map(i64::from))
    .bind(game.parent_channel_id.map(to_db))
    .bind(now)
    .bind(now)
    .bind(seat_to_db(Seat::First))
    .bind(game.clock.map(|clock| clock.deadline_at))
    .bind(game.clock.map(|clock| clock.next_event_at))
    .bind(game.computer.map(|computer| seat_to_db(computer.seat)))
    .bind(
        game.computer
            .map(|computer| i64::from(computer.level.number())),
    )
    .fetch_one(&mut **tx)
    .await?;
    // Its first board is owed with it.
    super::outbox::owe_board_in(tx, GameId(id), holder, now).await?;
    Ok(GameId(id))
}

/// Gives every active game stored before whose turn was a column its
/// player to move, from the engine: the moves are replayed once, at the
/// first start after the upgrade.
pub(super) async fn fill_missing_turns(pool: &sqlx::AnyPool) -> Result<(), StoreError> {
    let games: Vec<(i64, String)> =
        sqlx::query_as("SELECT id, kind FROM games WHERE status = 'active' AND to_move IS NULL")
            .fetch_all(pool)
            .await?;
    for (id, kind) in games {
        let mut game = parse_kind(&kind)?.start();
        let moves: Vec<String> =
            sqlx::query_scalar("SELECT notation FROM moves WHERE game_id = $1 ORDER BY ply")
                .bind(id)
                .fetch_all(pool)
                .await?;
        for notation in &moves {
            game.play_text(notation).map_err(|reason| {
                StoreError::Corrupt(format!("game {id}: `{notation}`: {reason}"))
            })?;
        }
        sqlx::query("UPDATE games SET to_move = $1 WHERE id = $2 AND to_move IS NULL")
            .bind(seat_to_db(game.turn()))
            .bind(id)
            .execute(pool)
            .await?;
    }
    Ok(())
}

impl Store {
    /// Starts a game without a challenge (tests, tools).
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if the channel already has an active game.
    pub async fn insert_game(&self, game: &NewGame, now: i64) -> Result<GameId, StoreError> {
        let mut tx = self.write().await?;
        let id = insert_game(&mut tx, game, None, self.process(), now).await?;
        tx.commit().await?;
        Ok(id)
    }

    /// The active game in `channel`, if any.
    ///
    /// # Errors
    /// The database failed.
    pub async fn active_game_in(&self, channel: u64) -> Result<Option<GameRow>, StoreError> {
        let sql =
            format!("SELECT {COLUMNS} FROM games WHERE channel_id = $1 AND status = 'active'");
        let raw: Option<Raw> = sqlx::query_as(&sql)
            .bind(to_db(channel))
            .fetch_optional(&self.pool)
            .await?;
        raw.map(GameRow::try_from).transpose()
    }

    /// The game with this id, whatever its status.
    ///
    /// # Errors
    /// The database failed.
    pub async fn game(&self, id: GameId) -> Result<Option<GameRow>, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM games WHERE id = $1");
        let raw: Option<Raw> = sqlx::query_as(&sql)
            .bind(id.0)
            .fetch_optional(&self.pool)
            .await?;
        raw.map(GameRow::try_from).transpose()
    }

    /// The active games against the computer where it is the computer's
    /// turn, oldest first: after a restart each gets its move.
    ///
    /// # Errors
    /// The database failed.
    pub async fn computer_turns(&self) -> Result<Vec<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM games \
             WHERE status = 'active' AND bot_seat IS NOT NULL AND to_move = bot_seat ORDER BY id"
        );
        let raws: Vec<Raw> = sqlx::query_as(&sql).fetch_all(&self.pool).await?;
        raws.into_iter().map(GameRow::try_from).collect()
    }

    /// Every active game (to warm caches or list games at start-up).
    ///
    /// # Errors
    /// The database failed.
    pub async fn active_games(&self) -> Result<Vec<GameRow>, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM games WHERE status = 'active' ORDER BY id");
        let raws: Vec<Raw> = sqlx::query_as(&sql).fetch_all(&self.pool).await?;
        raws.into_iter().map(GameRow::try_from).collect()
    }

    /// Records `message` as the board message of `game` in place of
    /// `replaces` (the one the caller read; `None`: none yet), if it shows a
    /// later state of the game than the recorded board: a higher `version`,
    /// or the same one posted later (snowflakes grow with time).
    /// `version: None` is a final board: it shows the game's own, last
    /// version.
    ///
    /// One conditional write: of two callers replacing the same board, one
    /// wins. Returns whether this one did; `false` also when the recorded
    /// board is no longer `replaces`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn replace_board_message(
        &self,
        game: GameId,
        replaces: Option<u64>,
        message: u64,
        version: Option<i64>,
        now: i64,
    ) -> Result<bool, StoreError> {
        let mut tx = self.write().await?;
        let replaced: Option<i64> = sqlx::query_scalar(
            "UPDATE games SET board_message_id = $1, board_version = coalesce($2, version), \
             updated_at = $3 \
             WHERE id = $4 AND board_message_id IS NOT DISTINCT FROM $5 \
             AND (coalesce($2, version), $1) \
                 > (coalesce(board_version, -1), coalesce(board_message_id, -1)) \
             RETURNING channel_id",
        )
        .bind(to_db(message))
        .bind(version)
        .bind(now)
        .bind(game.0)
        .bind(replaces.map(to_db))
        .fetch_optional(&mut *tx)
        .await?;
        let Some(channel) = replaced else {
            return Ok(false);
        };
        // The boards owed up to this one are paid; the buttons of the board
        // it replaces are owed instead, in the same write.
        super::outbox::settle_boards_in(&mut tx, game, version, message, now).await?;
        if let Some(previous) = replaces {
            let strip = super::outbox::Debt::Strip { message: previous };
            super::outbox::owe_in(&mut tx, from_db(channel), strip, self.process(), now).await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// The last board message posted for `game`, if any.
    ///
    /// # Errors
    /// The database failed.
    pub async fn board_message(&self, game: GameId) -> Result<Option<u64>, StoreError> {
        let id: Option<Option<i64>> =
            sqlx::query_scalar("SELECT board_message_id FROM games WHERE id = $1")
                .bind(game.0)
                .fetch_optional(&self.pool)
                .await?;
        Ok(id.flatten().map(from_db))
    }
}
