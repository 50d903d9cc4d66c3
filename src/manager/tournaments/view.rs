//! A tournament as its web page shows it: the tournament, its players, the
//! standings after its finished rounds and every round's boards with
//! their games. Read-only; the page draws it (`crate::web::tournament`).

use super::{rounds::players_of, Manager, TournamentRow};
use crate::{
    store::{BoardResult, Entrant, PairingRow, StoreError},
    tournament::{standings, Standing},
};

/// A tournament, whole.
#[derive(Clone, Debug)]
pub struct TournamentView {
    pub row: TournamentRow,
    /// In the order they joined.
    pub entrants: Vec<Entrant>,
    /// After the finished rounds, best first.
    pub standings: Vec<Standing>,
    /// Every round paired so far, the first first.
    pub rounds: Vec<RoundView>,
}

/// One round's boards.
#[derive(Clone, Debug)]
pub struct RoundView {
    pub round: u32,
    pub boards: Vec<BoardView>,
    pub bye: Option<u64>,
    /// When unfinished games are adjudicated.
    pub deadline_at: i64,
    /// `None`: still being played.
    pub ended_at: Option<i64>,
}

/// One board: who moves first, who second, the game's number on the
/// server once it is open, the result once the round ended.
#[derive(Clone, Copy, Debug)]
pub struct BoardView {
    pub board: u32,
    pub first: u64,
    pub second: u64,
    pub game: Option<u32>,
    pub result: Option<BoardResult>,
}

impl TournamentView {
    /// The name `user` entered under.
    #[must_use]
    pub fn name_of(&self, user: u64) -> String {
        super::name_of(&self.entrants, user)
    }
}

impl Manager {
    /// The number on its server of `board`'s game, once it is open.
    ///
    /// # Errors
    /// The database failed.
    pub(super) async fn board_game_number(
        &self,
        board: &PairingRow,
    ) -> Result<Option<u32>, StoreError> {
        Ok(match board.game_id {
            Some(game) => self.store.game(game).await?.map(|game| game.number),
            None => None,
        })
    }

    /// Every tournament of `guild`, newest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn tournaments_on(&self, guild: u64) -> Result<Vec<TournamentRow>, StoreError> {
        self.store.tournaments_of(guild).await
    }

    /// Tournament `number` of `guild`, whole (`None`: no such tournament).
    ///
    /// # Errors
    /// The database failed.
    pub async fn tournament_view(
        &self,
        guild: u64,
        number: u32,
    ) -> Result<Option<TournamentView>, StoreError> {
        let Some(row) = self.store.tournament_numbered(guild, number).await? else {
            return Ok(None);
        };
        let (entrants, finished) = self.history_of(&row).await?;
        let standings = standings(&players_of(&entrants), &finished);
        let mut rounds = Vec::new();
        for stored in self.store.tournament_rounds(row.id).await? {
            let mut boards = Vec::with_capacity(stored.boards.len());
            for board in &stored.boards {
                let game = self.board_game_number(board).await?;
                boards.push(BoardView {
                    board: board.board,
                    first: board.first_id,
                    second: board.second_id,
                    game,
                    result: board.result,
                });
            }
            rounds.push(RoundView {
                round: stored.round,
                boards,
                bye: stored.bye_id,
                deadline_at: stored.deadline_at,
                ended_at: stored.ended_at,
            });
        }
        Ok(Some(TournamentView {
            row,
            entrants,
            standings,
            rounds,
        }))
    }
}
