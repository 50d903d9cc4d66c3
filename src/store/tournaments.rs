//! The tournament tables: `tournaments`, `tournament_entrants`,
//! `tournament_rounds` and `tournament_pairings`.
//!
//! A tournament's `round` column is the round being played (0 during
//! signups). [`Store::pair_round`] moves it from K to K+1 only while it is
//! still K, in the transaction that stores round K's results and round
//! K+1's pairings: a second process, or the same one after a restart, that
//! read the same finished round finds the condition false and changes
//! nothing, so every round is paired exactly once.

use sqlx::{Any, Transaction};

use super::{
    from_db,
    games::insert_game,
    outbox::{owe_in, News},
    to_db, Debt, GameId, NewGame, Store, StoreError, TournamentId,
};
use crate::games::GameKind;

/// How a tournament pairs its rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    Swiss,
    RoundRobin,
}

super::text::stored_as_text!(Format {
    Swiss => "swiss",
    RoundRobin => "round_robin",
});

/// Where a tournament stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TournamentStatus {
    /// Taking players.
    Signup,
    Running,
    Finished,
    Cancelled,
}

super::text::stored_as_text!(TournamentStatus {
    Signup => "signup",
    Running => "running",
    Finished => "finished",
    Cancelled => "cancelled",
});

/// The result of a board as stored once its round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardResult {
    First,
    Second,
    Draw,
    FirstForfeit,
    SecondForfeit,
    BothForfeit,
}

super::text::stored_as_text!(BoardResult {
    First => "first",
    Second => "second",
    Draw => "draw",
    FirstForfeit => "first_forfeit",
    SecondForfeit => "second_forfeit",
    BothForfeit => "both_forfeit",
});

/// A tournament about to be stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewTournament {
    pub guild_id: u64,
    pub channel_id: u64,
    pub organiser_id: u64,
    pub kind: GameKind,
    pub format: Format,
    /// `None`: a Swiss's default, decided at the start.
    pub rounds: Option<u32>,
    pub days_per_move: u8,
    pub rated: bool,
    pub max_players: Option<u32>,
    pub starts_at: Option<i64>,
}

/// A stored tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentRow {
    pub id: TournamentId,
    pub guild_id: u64,
    pub channel_id: u64,
    pub organiser_id: u64,
    /// Its number on its server: 1, 2, …
    pub number: u32,
    pub kind: GameKind,
    pub format: Format,
    pub rounds: Option<u32>,
    pub days_per_move: u8,
    pub rated: bool,
    pub max_players: Option<u32>,
    pub starts_at: Option<i64>,
    pub status: TournamentStatus,
    /// The round being played; 0 before the start.
    pub round: u32,
}

/// A player who joined.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    pub user_id: u64,
    pub name: String,
    pub rating: i32,
    pub withdrawn: bool,
}

/// One board of a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PairingRow {
    pub round: u32,
    /// 1, 2, …
    pub board: u32,
    pub first_id: u64,
    pub second_id: u64,
    /// The game's thread, once made.
    pub channel_id: Option<u64>,
    pub game_id: Option<GameId>,
    /// Set when the round ended.
    pub result: Option<BoardResult>,
}

/// A round as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundRow {
    pub round: u32,
    pub bye_id: Option<u64>,
    pub started_at: i64,
    /// When unfinished games are adjudicated.
    pub deadline_at: i64,
    pub ended_at: Option<i64>,
    pub boards: Vec<PairingRow>,
}

/// The next round to store: boards as (first, second) in board order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewRound {
    pub boards: Vec<(u64, u64)>,
    pub bye: Option<u64>,
    pub deadline_at: i64,
}

/// What [`Store::pair_round`] writes: round `from`'s results (by board) and
/// then round `from + 1`, or the end of the tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundChange {
    pub tournament: TournamentId,
    /// The round that ended (0: the start).
    pub from: u32,
    pub results: Vec<(u32, BoardResult)>,
    /// `None`: the tournament is over.
    pub next: Option<NewRound>,
    /// The number of rounds, fixed at the start.
    pub rounds: u32,
}

type TournamentRaw = (
    i64,
    i64,
    i64,
    i64,
    i64,
    String,
    Format,
    Option<i64>,
    i64,
    i64,
    Option<i64>,
    Option<i64>,
    TournamentStatus,
    i64,
);

const COLUMNS: &str = "id, guild_id, channel_id, organiser_id, number, kind, format, rounds, \
     days_per_move, rated, max_players, starts_at, status, round";

fn small(value: i64, what: &str) -> Result<u32, StoreError> {
    u32::try_from(value).map_err(|_| StoreError::Corrupt(format!("{what} {value}")))
}

impl TryFrom<TournamentRaw> for TournamentRow {
    type Error = StoreError;

    fn try_from(raw: TournamentRaw) -> Result<Self, StoreError> {
        let (id, guild, channel, organiser, number, kind, format, rounds, days, rated, max) = (
            raw.0, raw.1, raw.2, raw.3, raw.4, raw.5, raw.6, raw.7, raw.8, raw.9, raw.10,
        );
        Ok(TournamentRow {
            id: TournamentId(id),
            guild_id: from_db(guild),
            channel_id: from_db(channel),
            organiser_id: from_db(organiser),
            number: small(number, "tournament number")?,
            kind: super::games::parse_kind(&kind)?,
            format,
            rounds: rounds.map(|rounds| small(rounds, "rounds")).transpose()?,
            days_per_move: super::columns::days_from_db(days)?,
            rated: rated != 0,
            max_players: max.map(|max| small(max, "max players")).transpose()?,
            starts_at: raw.11,
            status: raw.12,
            round: small(raw.13, "round")?,
        })
    }
}

type PairingRaw = (
    i64,
    i64,
    i64,
    i64,
    Option<i64>,
    Option<i64>,
    Option<BoardResult>,
);

/// round, bye_id, started_at, deadline_at, ended_at.
type RoundRaw = (i64, Option<i64>, i64, i64, Option<i64>);

const PAIRING_COLUMNS: &str = "round, board, first_id, second_id, channel_id, game_id, result";

fn pairing(raw: PairingRaw) -> Result<PairingRow, StoreError> {
    Ok(PairingRow {
        round: small(raw.0, "round")?,
        board: small(raw.1, "board")?,
        first_id: from_db(raw.2),
        second_id: from_db(raw.3),
        channel_id: raw.4.map(from_db),
        game_id: raw.5.map(GameId),
        result: raw.6,
    })
}

/// Owes `news` of `tournament` about `round`, inside `tx`.
async fn owe_news_in(
    tx: &mut Transaction<'_, Any>,
    store: &Store,
    channel: u64,
    tournament: TournamentId,
    round: u32,
    news: News,
    now: i64,
) -> Result<(), StoreError> {
    let debt = Debt::Tournament {
        tournament,
        round,
        news,
    };
    let owed = owe_in(tx, channel, debt, store.process.get().copied(), now).await?;
    // No fast path pays tournament news: the delivery worker does, at once.
    sqlx::query("UPDATE outbox SET due_at = $1 WHERE id = $2")
        .bind(now)
        .bind(owed.0)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

impl Store {
    /// Stores a new tournament taking signups, its signup message owed.
    ///
    /// # Errors
    /// The database failed.
    pub async fn insert_tournament(
        &self,
        new: &NewTournament,
        now: i64,
    ) -> Result<TournamentRow, StoreError> {
        let mut tx = self.write().await?;
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO tournaments (guild_id, channel_id, organiser_id, number, kind, format, \
             rounds, days_per_move, rated, max_players, starts_at, status, round, created_at, \
             updated_at) \
             VALUES ($1, $2, $3, (SELECT coalesce(max(number), 0) + 1 FROM tournaments \
             WHERE guild_id = $1), $4, $5, $6, $7, $8, $9, $10, 'signup', 0, $11, $11) \
             RETURNING id",
        )
        .bind(to_db(new.guild_id))
        .bind(to_db(new.channel_id))
        .bind(to_db(new.organiser_id))
        .bind(new.kind.as_str())
        .bind(new.format)
        .bind(new.rounds.map(i64::from))
        .bind(i64::from(new.days_per_move))
        .bind(i64::from(new.rated))
        .bind(new.max_players.map(i64::from))
        .bind(new.starts_at)
        .bind(now)
        .fetch_one(&mut *tx)
        .await?;
        let id = TournamentId(id);
        owe_news_in(&mut tx, self, new.channel_id, id, 0, News::Signup, now).await?;
        let row = tournament_in(&mut tx, id)
            .await?
            .ok_or(StoreError::Conflict)?;
        tx.commit().await?;
        Ok(row)
    }

    /// The tournament with this id.
    ///
    /// # Errors
    /// The database failed.
    pub async fn tournament(&self, id: TournamentId) -> Result<Option<TournamentRow>, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM tournaments WHERE id = $1");
        let raw: Option<TournamentRaw> = sqlx::query_as(&sql)
            .bind(id.0)
            .fetch_optional(&self.pool)
            .await?;
        raw.map(TournamentRow::try_from).transpose()
    }

    /// The tournament numbered `number` on `guild`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn tournament_numbered(
        &self,
        guild: u64,
        number: u32,
    ) -> Result<Option<TournamentRow>, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM tournaments WHERE guild_id = $1 AND number = $2");
        let raw: Option<TournamentRaw> = sqlx::query_as(&sql)
            .bind(to_db(guild))
            .bind(i64::from(number))
            .fetch_optional(&self.pool)
            .await?;
        raw.map(TournamentRow::try_from).transpose()
    }

    /// Every tournament of `guild`, newest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn tournaments_of(&self, guild: u64) -> Result<Vec<TournamentRow>, StoreError> {
        let sql =
            format!("SELECT {COLUMNS} FROM tournaments WHERE guild_id = $1 ORDER BY number DESC");
        let raws: Vec<TournamentRaw> = sqlx::query_as(&sql)
            .bind(to_db(guild))
            .fetch_all(&self.pool)
            .await?;
        raws.into_iter().map(TournamentRow::try_from).collect()
    }

    /// Every tournament taking signups or running, on every server: what
    /// the tournament worker looks at.
    ///
    /// # Errors
    /// The database failed.
    pub async fn open_tournaments(&self) -> Result<Vec<TournamentRow>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM tournaments WHERE status IN ('signup', 'running') ORDER BY id"
        );
        let raws: Vec<TournamentRaw> = sqlx::query_as(&sql).fetch_all(&self.pool).await?;
        raws.into_iter().map(TournamentRow::try_from).collect()
    }

    /// Adds `user` to the tournament while it takes signups and has room.
    /// Returns `false` if it is full.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if the user already joined or the signups
    /// closed.
    pub async fn join_tournament(
        &self,
        id: TournamentId,
        (user, name): (u64, &str),
        rating: i32,
        now: i64,
    ) -> Result<bool, StoreError> {
        let mut tx = self.write().await?;
        let row = tournament_in(&mut tx, id)
            .await?
            .ok_or(StoreError::Conflict)?;
        if row.status != TournamentStatus::Signup {
            return Err(StoreError::Conflict);
        }
        let joined: i64 =
            sqlx::query_scalar("SELECT count(*) FROM tournament_entrants WHERE tournament_id = $1")
                .bind(id.0)
                .fetch_one(&mut *tx)
                .await?;
        if row.max_players.is_some_and(|max| joined >= i64::from(max)) {
            return Ok(false);
        }
        sqlx::query(
            "INSERT INTO tournament_entrants (tournament_id, user_id, name, rating, joined_at) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(id.0)
        .bind(to_db(user))
        .bind(name)
        .bind(i64::from(rating))
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Takes `user` off the list while the tournament takes signups.
    /// Returns whether they were on it.
    ///
    /// # Errors
    /// The database failed.
    pub async fn leave_tournament(&self, id: TournamentId, user: u64) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "DELETE FROM tournament_entrants WHERE tournament_id = $1 AND user_id = $2 \
             AND (SELECT status FROM tournaments WHERE id = $1) = 'signup'",
        )
        .bind(id.0)
        .bind(to_db(user))
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Marks `user` withdrawn: never paired again. Returns whether they
    /// were in and had not withdrawn already.
    ///
    /// # Errors
    /// The database failed.
    pub async fn withdraw_entrant(
        &self,
        id: TournamentId,
        user: u64,
        now: i64,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE tournament_entrants SET withdrawn_at = $3 \
             WHERE tournament_id = $1 AND user_id = $2 AND withdrawn_at IS NULL",
        )
        .bind(id.0)
        .bind(to_db(user))
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The players, in the order they joined.
    ///
    /// # Errors
    /// The database failed.
    pub async fn entrants(&self, id: TournamentId) -> Result<Vec<Entrant>, StoreError> {
        let raws: Vec<(i64, String, i64, Option<i64>)> = sqlx::query_as(
            "SELECT user_id, name, rating, withdrawn_at FROM tournament_entrants \
             WHERE tournament_id = $1 ORDER BY joined_at, user_id",
        )
        .bind(id.0)
        .fetch_all(&self.pool)
        .await?;
        Ok(raws
            .into_iter()
            .map(|(user, name, rating, withdrawn)| Entrant {
                user_id: from_db(user),
                name,
                rating: i32::try_from(rating).unwrap_or(i32::MAX),
                withdrawn: withdrawn.is_some(),
            })
            .collect())
    }

    /// Every round paired so far, with its boards, in order.
    ///
    /// # Errors
    /// The database failed.
    pub async fn tournament_rounds(&self, id: TournamentId) -> Result<Vec<RoundRow>, StoreError> {
        let rounds: Vec<RoundRaw> = sqlx::query_as(
            "SELECT round, bye_id, started_at, deadline_at, ended_at FROM tournament_rounds \
             WHERE tournament_id = $1 ORDER BY round",
        )
        .bind(id.0)
        .fetch_all(&self.pool)
        .await?;
        let sql = format!(
            "SELECT {PAIRING_COLUMNS} FROM tournament_pairings WHERE tournament_id = $1 \
             ORDER BY round, board"
        );
        let boards: Vec<PairingRaw> = sqlx::query_as(&sql)
            .bind(id.0)
            .fetch_all(&self.pool)
            .await?;
        let boards = boards
            .into_iter()
            .map(pairing)
            .collect::<Result<Vec<_>, _>>()?;
        rounds
            .into_iter()
            .map(|(round, bye, started_at, deadline_at, ended_at)| {
                let round = small(round, "round")?;
                Ok(RoundRow {
                    round,
                    bye_id: bye.map(from_db),
                    started_at,
                    deadline_at,
                    ended_at,
                    boards: boards
                        .iter()
                        .filter(|board| board.round == round)
                        .copied()
                        .collect(),
                })
            })
            .collect()
    }

    /// Stores the end of round `change.from` and the pairings of the next
    /// (or the end of the tournament), with the news they owe, if the
    /// tournament is still at round `from`.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if another process (or an earlier run of
    /// this one) already moved the tournament past round `from`: nothing
    /// changed.
    pub async fn pair_round(&self, change: &RoundChange, now: i64) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let id = change.tournament;
        let next_round = change.from + 1;
        let status = if change.next.is_some() {
            TournamentStatus::Running
        } else {
            TournamentStatus::Finished
        };
        let round = if change.next.is_some() {
            next_round
        } else {
            change.from
        };
        // The guard: only the transaction that finds round `from` moves on.
        let channel: Option<i64> = sqlx::query_scalar(
            "UPDATE tournaments SET round = $1, status = $2, rounds = $3, updated_at = $4 \
             WHERE id = $5 AND round = $6 AND status IN ('signup', 'running') \
             RETURNING channel_id",
        )
        .bind(i64::from(round))
        .bind(status)
        .bind(i64::from(change.rounds))
        .bind(now)
        .bind(id.0)
        .bind(i64::from(change.from))
        .fetch_optional(&mut *tx)
        .await?;
        let channel = from_db(channel.ok_or(StoreError::Conflict)?);
        for &(board, result) in &change.results {
            sqlx::query(
                "UPDATE tournament_pairings SET result = $1 \
                 WHERE tournament_id = $2 AND round = $3 AND board = $4",
            )
            .bind(result)
            .bind(id.0)
            .bind(i64::from(change.from))
            .bind(i64::from(board))
            .execute(&mut *tx)
            .await?;
        }
        if change.from > 0 {
            sqlx::query(
                "UPDATE tournament_rounds SET ended_at = $1 WHERE tournament_id = $2 AND round = $3",
            )
            .bind(now)
            .bind(id.0)
            .bind(i64::from(change.from))
            .execute(&mut *tx)
            .await?;
            owe_news_in(&mut tx, self, channel, id, change.from, News::Results, now).await?;
        }
        if let Some(next) = &change.next {
            sqlx::query(
                "INSERT INTO tournament_rounds (tournament_id, round, bye_id, started_at, \
                 deadline_at) VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(id.0)
            .bind(i64::from(next_round))
            .bind(next.bye.map(to_db))
            .bind(now)
            .bind(next.deadline_at)
            .execute(&mut *tx)
            .await?;
            for (board, &(first, second)) in (1_i64..).zip(&next.boards) {
                sqlx::query(
                    "INSERT INTO tournament_pairings (tournament_id, round, board, first_id, \
                     second_id) VALUES ($1, $2, $3, $4, $5)",
                )
                .bind(id.0)
                .bind(i64::from(next_round))
                .bind(board)
                .bind(to_db(first))
                .bind(to_db(second))
                .execute(&mut *tx)
                .await?;
            }
            owe_news_in(&mut tx, self, channel, id, next_round, News::Pairings, now).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Scores a board before its round ends (a game adjudicated at the
    /// round's deadline).
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_board_result(
        &self,
        id: TournamentId,
        round: u32,
        board: u32,
        result: BoardResult,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE tournament_pairings SET result = $1 \
             WHERE tournament_id = $2 AND round = $3 AND board = $4 AND result IS NULL",
        )
        .bind(result)
        .bind(id.0)
        .bind(i64::from(round))
        .bind(i64::from(board))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Remembers the thread made for a board, unless one already was.
    /// Returns the board's thread either way.
    ///
    /// # Errors
    /// The database failed.
    pub async fn keep_board_channel(
        &self,
        id: TournamentId,
        round: u32,
        board: u32,
        channel: u64,
    ) -> Result<u64, StoreError> {
        let mut tx = self.write().await?;
        sqlx::query(
            "UPDATE tournament_pairings SET channel_id = $1 \
             WHERE tournament_id = $2 AND round = $3 AND board = $4 AND channel_id IS NULL",
        )
        .bind(to_db(channel))
        .bind(id.0)
        .bind(i64::from(round))
        .bind(i64::from(board))
        .execute(&mut *tx)
        .await?;
        let kept: i64 = sqlx::query_scalar(
            "SELECT channel_id FROM tournament_pairings \
             WHERE tournament_id = $1 AND round = $2 AND board = $3",
        )
        .bind(id.0)
        .bind(i64::from(round))
        .bind(i64::from(board))
        .fetch_one(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(from_db(kept))
    }

    /// Stores the games of a round's boards together, each linked to its
    /// board, with their first boards owed. Boards that already have a
    /// game are left alone; returns the games stored now, by board.
    ///
    /// # Errors
    /// The database failed (nothing stored).
    pub async fn open_round_games(
        &self,
        id: TournamentId,
        round: u32,
        games: &[(u32, NewGame)],
        now: i64,
    ) -> Result<Vec<(u32, GameId)>, StoreError> {
        let mut tx = self.write().await?;
        let mut opened = Vec::new();
        for (board, game) in games {
            let open: Option<i64> = sqlx::query_scalar(
                "SELECT board FROM tournament_pairings WHERE tournament_id = $1 AND round = $2 \
                 AND board = $3 AND game_id IS NULL",
            )
            .bind(id.0)
            .bind(i64::from(round))
            .bind(i64::from(*board))
            .fetch_optional(&mut *tx)
            .await?;
            if open.is_none() {
                continue;
            }
            let game_id =
                insert_game(&mut tx, game, None, self.process.get().copied(), now).await?;
            sqlx::query(
                "UPDATE tournament_pairings SET game_id = $1 \
                 WHERE tournament_id = $2 AND round = $3 AND board = $4 AND game_id IS NULL",
            )
            .bind(game_id.0)
            .bind(id.0)
            .bind(i64::from(round))
            .bind(i64::from(*board))
            .execute(&mut *tx)
            .await?;
            opened.push((*board, game_id));
        }
        tx.commit().await?;
        Ok(opened)
    }

    /// Cancels a tournament that has not finished, its news owed. Returns
    /// `false` if it was over already.
    ///
    /// # Errors
    /// The database failed.
    pub async fn cancel_tournament(&self, id: TournamentId, now: i64) -> Result<bool, StoreError> {
        let mut tx = self.write().await?;
        let channel: Option<i64> = sqlx::query_scalar(
            "UPDATE tournaments SET status = 'cancelled', updated_at = $1 \
             WHERE id = $2 AND status IN ('signup', 'running') RETURNING channel_id",
        )
        .bind(now)
        .bind(id.0)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(channel) = channel else {
            return Ok(false);
        };
        owe_news_in(&mut tx, self, from_db(channel), id, 0, News::Cancelled, now).await?;
        tx.commit().await?;
        Ok(true)
    }
}

async fn tournament_in(
    tx: &mut Transaction<'_, Any>,
    id: TournamentId,
) -> Result<Option<TournamentRow>, StoreError> {
    let sql = format!("SELECT {COLUMNS} FROM tournaments WHERE id = $1");
    let raw: Option<TournamentRaw> = sqlx::query_as(&sql)
        .bind(id.0)
        .fetch_optional(&mut **tx)
        .await?;
    raw.map(TournamentRow::try_from).transpose()
}
