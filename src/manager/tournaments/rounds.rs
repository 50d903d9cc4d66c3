//! Rounds across days. A round ends when every game of it has ended; the
//! next is then paired — exactly once: the store moves the tournament from
//! round K to K+1 only while it is still at K ([`Store::pair_round`]), so a
//! second process, or this one after a restart, that saw the same round
//! end changes nothing.
//!
//! **The round deadline.** Each round has one: its start plus
//! `days × ROUND_DEADLINE_PLIES` days, the time a game of that many moves
//! takes when every move uses its whole clock. A game still on at the
//! deadline is adjudicated a draw: it ends without a result (aborted,
//! unrated) and the round scores it ½–½, so a round cannot outlast its
//! deadline whatever vacations the players take.
//!
//! **Games that end without a result** score by who held them up: an
//! aborted game in which the first player never moved is the first
//! player's forfeit, one in which only the second never moved the second
//! player's; a player who withdrew (or left the server) forfeits every game
//! of theirs not finished; any other aborted game (a moderator's) is a draw.
//!
//! [`Store::pair_round`]: crate::store::Store::pair_round

use std::collections::HashMap;

use super::{Manager, TournamentRow};
use crate::{
    games::{Outcome, Seat},
    manager::{clock_plan::DAY_MS, request::Caller},
    store::{
        BoardResult, Entrant, Format, GameEnd, GameStatus, NewRound, News, PairingRow, RoundChange,
        RoundRow, StoreError, TournamentId, TournamentStatus,
    },
    tournament::{
        default_swiss_rounds, pair_swiss, round_robin, Game, GameResult, Pairings, Player,
        PlayerId, Round,
    },
};

/// A round's deadline is its start plus `days × ROUND_DEADLINE_PLIES` days.
pub const ROUND_DEADLINE_PLIES: i64 = 40;

/// News a tournament moved on with (the outbox owes it too; a front end
/// without a delivery worker, `punctbot play`, says it at once).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundNews {
    pub tournament: TournamentId,
    pub round: u32,
    pub news: News,
}

impl Manager {
    /// Moves every open tournament on: starts those whose start time came
    /// (cancels them if fewer than two joined), adjudicates the games of
    /// rounds past their deadline, and pairs the next round of every
    /// tournament whose round ended (or ends it after the last). Safe to
    /// call from any number of processes at once, as often as wanted.
    ///
    /// # Errors
    /// The database failed (what was done stays done).
    pub async fn advance_tournaments(&self) -> Result<Vec<RoundNews>, StoreError> {
        let now = self.clock.now();
        let mut said = Vec::new();
        for row in self.store.open_tournaments().await? {
            match row.status {
                TournamentStatus::Signup if row.starts_at.is_some_and(|at| at <= now) => {
                    if self.store.entrants(row.id).await?.len() < 2 {
                        if self.store.cancel_tournament(row.id, now).await? {
                            said.push(news(&row, 0, News::Cancelled));
                        }
                    } else if self.pair_next(&row).await? {
                        said.push(news(&row, 1, News::Pairings));
                    }
                }
                TournamentStatus::Running => {
                    let rounds = self.store.tournament_rounds(row.id).await?;
                    let Some(current) = rounds.last() else {
                        continue;
                    };
                    if now >= current.deadline_at {
                        self.adjudicate(&row, current).await?;
                    }
                    let before = row.round;
                    if self.pair_next(&row).await? {
                        said.push(news(&row, before, News::Results));
                        let after = self.store.tournament(row.id).await?;
                        if let Some(after) = after.filter(|after| after.round > before) {
                            said.push(news(&after, after.round, News::Pairings));
                        }
                    }
                }
                _ => {}
            }
        }
        if !said.is_empty() {
            self.owed_now.notify_one();
        }
        Ok(said)
    }

    /// Scores the games of `round` still on at its deadline a draw and
    /// ends them without a result.
    async fn adjudicate(&self, row: &TournamentRow, round: &RoundRow) -> Result<(), StoreError> {
        for board in &round.boards {
            let Some(game) = board.game_id else { continue };
            let Some(game) = self.store.game(game).await? else {
                continue;
            };
            if game.status == GameStatus::Active {
                self.store
                    .set_board_result(row.id, round.round, board.board, BoardResult::Draw)
                    .await?;
                self.abort_game(row, game.channel_id).await?;
            }
        }
        Ok(())
    }

    /// Ends the games of the round `row` is at that are still on (only
    /// `user`'s, if given) without a result.
    pub(super) async fn abort_games_of(
        &self,
        row: &TournamentRow,
        user: Option<u64>,
    ) -> Result<(), StoreError> {
        let rounds = self.store.tournament_rounds(row.id).await?;
        let Some(current) = rounds.last() else {
            return Ok(());
        };
        for board in &current.boards {
            let theirs = user.is_none_or(|user| board.first_id == user || board.second_id == user);
            let Some(game) = board.game_id.filter(|_| theirs) else {
                continue;
            };
            if let Some(game) = self.store.game(game).await? {
                if game.status == GameStatus::Active {
                    self.abort_game(row, game.channel_id).await?;
                }
            }
        }
        Ok(())
    }

    /// Ends the game in `channel` without a result, as a moderator's
    /// `/abort` would (its last board owed as for any ending).
    async fn abort_game(&self, row: &TournamentRow, channel: u64) -> Result<(), StoreError> {
        let _serialised = self.serialise(channel).await?;
        let locale = self.server_locale(Some(row.guild_id)).await?;
        let caller = Caller {
            guild: Some(row.guild_id),
            channel,
            user: row.organiser_id,
            name: String::new(),
            moderator: true,
            manages_server: false,
            locale: locale.clone(),
            channel_locale: locale,
        };
        let table = match self.table(&caller, None).await {
            Ok(table) => table,
            // Over already (its last move came first).
            Err(super::Failure::Refused(_)) => return Ok(()),
            Err(super::Failure::Store(error)) => return Err(error),
        };
        let end = GameEnd {
            outcome: None,
            reason: crate::store::EndReason::Aborted,
        };
        match self.end(&caller, table, end, None).await {
            Ok(_) | Err(super::Failure::Refused(_)) => Ok(()),
            Err(super::Failure::Store(error)) => Err(error),
        }
    }

    /// Stores the end of the round `row` is at (its results, read from
    /// its games) and the pairings of the next, or the end of the
    /// tournament; round 1 when it has not started. Returns `false` when
    /// the round is not over yet, or when another process (or an earlier
    /// run) already paired it.
    pub(super) async fn pair_next(&self, row: &TournamentRow) -> Result<bool, StoreError> {
        let entrants = self.store.entrants(row.id).await?;
        let stored = self.store.tournament_rounds(row.id).await?;
        let mut results = Vec::new();
        if let Some(current) = stored.iter().find(|round| round.round == row.round) {
            match self.round_results(current, &entrants).await? {
                Some(done) => results = done,
                None => return Ok(false),
            }
        }
        let finished = finished_rounds(&stored, &results, row.round);
        let players = players_of(&entrants);
        let seeds: Vec<PlayerId> = players.iter().map(|player| player.id).collect();
        let table = (row.format == Format::RoundRobin)
            .then(|| round_robin(&seeds, meets_twice(row, &seeds)));
        let total = match &table {
            Some(table) => u32::try_from(table.len()).unwrap_or(u32::MAX),
            None => row
                .rounds
                .unwrap_or_else(|| default_swiss_rounds(players.len())),
        };
        let next = if row.round >= total {
            None
        } else {
            match &table {
                Some(table) => table.get(row.round as usize).cloned(),
                // No pairing without a rematch or a second bye: the
                // tournament ends here.
                None => pair_swiss(&players, &finished).ok(),
            }
        };
        let now = self.clock.now();
        let deadline_at = now.saturating_add(
            i64::from(row.days_per_move)
                .saturating_mul(ROUND_DEADLINE_PLIES)
                .saturating_mul(DAY_MS),
        );
        let change = RoundChange {
            tournament: row.id,
            from: row.round,
            results,
            next: next.map(|pairings| new_round(&pairings, deadline_at)),
            rounds: total,
        };
        match self.store.pair_round(&change, now).await {
            Ok(()) => Ok(true),
            Err(StoreError::Conflict) => Ok(false),
            Err(error) => Err(error),
        }
    }

    /// Every board's result of `round`, or `None` while a game of it is
    /// still to be played.
    async fn round_results(
        &self,
        round: &RoundRow,
        entrants: &[Entrant],
    ) -> Result<Option<Vec<(u32, BoardResult)>>, StoreError> {
        let withdrawn: HashMap<u64, bool> = entrants
            .iter()
            .map(|entrant| (entrant.user_id, entrant.withdrawn))
            .collect();
        let out = |user: u64| withdrawn.get(&user).copied().unwrap_or(true);
        let forfeit = |board: &PairingRow| match (out(board.first_id), out(board.second_id)) {
            (true, true) => Some(BoardResult::BothForfeit),
            (true, false) => Some(BoardResult::FirstForfeit),
            (false, true) => Some(BoardResult::SecondForfeit),
            (false, false) => None,
        };
        let mut results = Vec::new();
        for board in &round.boards {
            let result = match (board.result, board.game_id) {
                (Some(result), _) => result,
                (None, None) => match forfeit(board) {
                    Some(result) => result,
                    None => return Ok(None),
                },
                (None, Some(game)) => {
                    let row = self
                        .store
                        .game(game)
                        .await?
                        .ok_or_else(|| StoreError::Corrupt(format!("game {game} vanished")))?;
                    match (row.status, row.outcome) {
                        (GameStatus::Active, _) => return Ok(None),
                        (GameStatus::Finished, Some(outcome)) => played(outcome),
                        _ => match forfeit(board) {
                            Some(result) => result,
                            None => match row.plies {
                                0 => BoardResult::FirstForfeit,
                                1 => BoardResult::SecondForfeit,
                                _ => BoardResult::Draw,
                            },
                        },
                    }
                }
            };
            results.push((board.board, result));
        }
        Ok(Some(results))
    }

    /// The tournament's players and finished rounds, as the pairing and
    /// standings rules read them.
    pub(super) async fn history_of(
        &self,
        row: &TournamentRow,
    ) -> Result<(Vec<Entrant>, Vec<Round>), StoreError> {
        let entrants = self.store.entrants(row.id).await?;
        let stored = self.store.tournament_rounds(row.id).await?;
        let played = finished_rounds(&stored, &[], u32::MAX);
        Ok((entrants, played))
    }
}

/// Whether each pair of a round-robin meets twice. Until the start the
/// tournament keeps what the organiser asked (each pair once or twice);
/// from the start on it keeps its number of rounds, which for a double
/// round-robin is twice a single one's.
fn meets_twice(row: &TournamentRow, seeds: &[PlayerId]) -> bool {
    if row.round == 0 {
        return row.rounds == Some(2);
    }
    let single = round_robin(seeds, false).len();
    row.rounds.and_then(|rounds| usize::try_from(rounds).ok()) == Some(2 * single)
}

fn news(row: &TournamentRow, round: u32, news: News) -> RoundNews {
    RoundNews {
        tournament: row.id,
        round,
        news,
    }
}

/// A game's outcome as its board's result: the first player sits first.
fn played(outcome: Outcome) -> BoardResult {
    match outcome {
        Outcome::Win(Seat::First) => BoardResult::First,
        Outcome::Win(Seat::Second) => BoardResult::Second,
        Outcome::Draw => BoardResult::Draw,
    }
}

pub(super) fn game_result(result: BoardResult) -> GameResult {
    match result {
        BoardResult::First => GameResult::FirstWon,
        BoardResult::Second => GameResult::SecondWon,
        BoardResult::Draw => GameResult::Draw,
        BoardResult::FirstForfeit => GameResult::FirstForfeited,
        BoardResult::SecondForfeit => GameResult::SecondForfeited,
        BoardResult::BothForfeit => GameResult::BothForfeited,
    }
}

/// The players, strongest first (ties: who joined first), as the
/// tournament rules take them.
pub(super) fn players_of(entrants: &[Entrant]) -> Vec<Player> {
    let mut players: Vec<(usize, Player)> = entrants
        .iter()
        .enumerate()
        .map(|(joined, entrant)| {
            (
                joined,
                Player {
                    id: PlayerId(entrant.user_id),
                    rating: entrant.rating,
                    withdrawn: entrant.withdrawn,
                },
            )
        })
        .collect();
    players.sort_by_key(|(joined, player)| (std::cmp::Reverse(player.rating), *joined));
    players.into_iter().map(|(_, player)| player).collect()
}

/// The rounds with every result: those stored, and round `current` with
/// `results` (just read from its games).
fn finished_rounds(
    stored: &[RoundRow],
    results: &[(u32, BoardResult)],
    current: u32,
) -> Vec<Round> {
    stored
        .iter()
        .filter_map(|round| {
            let result_of = |board: &PairingRow| {
                board.result.or_else(|| {
                    (round.round == current)
                        .then(|| results.iter().find(|(b, _)| *b == board.board))
                        .flatten()
                        .map(|(_, result)| *result)
                })
            };
            let games: Option<Vec<Game>> = round
                .boards
                .iter()
                .map(|board| {
                    result_of(board).map(|result| Game {
                        first: PlayerId(board.first_id),
                        second: PlayerId(board.second_id),
                        result: game_result(result),
                    })
                })
                .collect();
            Some(Round {
                games: games?,
                bye: round.bye_id.map(PlayerId),
            })
        })
        .collect()
}

fn new_round(pairings: &Pairings, deadline_at: i64) -> NewRound {
    NewRound {
        boards: pairings
            .boards
            .iter()
            .map(|board| (board.first.0, board.second.0))
            .collect(),
        bye: pairings.bye.map(|bye| bye.0),
        deadline_at,
    }
}
