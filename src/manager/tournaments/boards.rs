//! A round's games. Each lives in a thread of its own under the
//! tournament's channel (one game per channel is the house rule), which
//! the front end makes: it asks for the boards still to open, makes a
//! thread for each and records it ([`Manager::keep_board_thread`]: a
//! restart between the thread and the game reuses it), then opens the
//! round's games together, in one transaction ([`Manager::open_boards`]).
//! A board with a player who withdrew is not opened: the round's end
//! scores it a forfeit.

use super::{name_of, Manager, TournamentRow};
use crate::{
    games::ByColor,
    manager::{request::Locale, Reply, Table},
    store::{Entrant, NewGame, StoreError, TournamentId, TournamentStatus},
};

/// A board of a round whose game is not open yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardToOpen {
    pub tournament: TournamentId,
    /// The tournament's server.
    pub guild: u64,
    /// The tournament's number on its server.
    pub number: u32,
    pub round: u32,
    pub board: u32,
    /// The tournament's channel: the thread hangs from it.
    pub parent: u64,
    /// The thread's name: tournament, round, players.
    pub name: String,
    /// The thread already made for it, if any.
    pub thread: Option<u64>,
}

/// The name of a board's thread: `#2 · R3 · Alice – Bob` (the tournament's
/// number, the round, the players), the same in every language.
fn thread_name(number: u32, round: u32, first: &str, second: &str) -> String {
    format!("#{number} · R{round} · {first} – {second}")
}

impl Manager {
    /// Every board of a running tournament's current round whose game is
    /// not open yet (boards with a player who withdrew left out).
    ///
    /// # Errors
    /// The database failed.
    pub async fn boards_to_open(&self) -> Result<Vec<BoardToOpen>, StoreError> {
        let mut boards = Vec::new();
        for row in self.store.open_tournaments().await? {
            if row.status == TournamentStatus::Running {
                boards.extend(self.unopened(&row).await?.0);
            }
        }
        Ok(boards)
    }

    async fn unopened(
        &self,
        row: &TournamentRow,
    ) -> Result<(Vec<BoardToOpen>, Vec<Entrant>), StoreError> {
        let entrants = self.store.entrants(row.id).await?;
        let rounds = self.store.tournament_rounds(row.id).await?;
        let Some(current) = rounds.iter().find(|round| round.round == row.round) else {
            return Ok((Vec::new(), entrants));
        };
        let playing = |user: u64| {
            entrants
                .iter()
                .any(|entrant| entrant.user_id == user && !entrant.withdrawn)
        };
        let boards = current
            .boards
            .iter()
            .filter(|board| board.game_id.is_none() && board.result.is_none())
            .filter(|board| playing(board.first_id) && playing(board.second_id))
            .map(|board| BoardToOpen {
                tournament: row.id,
                guild: row.guild_id,
                number: row.number,
                round: current.round,
                board: board.board,
                parent: row.channel_id,
                name: thread_name(
                    row.number,
                    current.round,
                    &name_of(&entrants, board.first_id),
                    &name_of(&entrants, board.second_id),
                ),
                thread: board.channel_id,
            })
            .collect();
        Ok((boards, entrants))
    }

    /// Records `thread` as the thread of `board`, unless one was recorded
    /// first; returns the board's thread.
    ///
    /// # Errors
    /// The database failed.
    pub async fn keep_board_thread(
        &self,
        board: &BoardToOpen,
        thread: u64,
    ) -> Result<u64, StoreError> {
        self.store
            .keep_board_channel(board.tournament, board.round, board.board, thread)
            .await
    }

    /// Opens together the games of `tournament`'s current round whose
    /// boards have a thread and no game yet; returns each new game's first
    /// board, with its thread, to post there.
    ///
    /// # Errors
    /// The database failed (no game opened).
    pub async fn open_boards(
        &self,
        tournament: TournamentId,
    ) -> Result<Vec<(u64, Reply)>, StoreError> {
        let Some(row) = self.store.tournament(tournament).await? else {
            return Ok(Vec::new());
        };
        if row.status != TournamentStatus::Running {
            return Ok(Vec::new());
        }
        let (boards, entrants) = self.unopened(&row).await?;
        let now = self.clock.now();
        let mut games = Vec::new();
        let rounds = self.store.tournament_rounds(row.id).await?;
        for board in boards.iter().filter(|board| board.thread.is_some()) {
            let Some(pairing) = rounds
                .iter()
                .flat_map(|round| &round.boards)
                .find(|pairing| pairing.round == board.round && pairing.board == board.board)
            else {
                continue;
            };
            let players = ByColor {
                first: (pairing.first_id, name_of(&entrants, pairing.first_id)),
                second: (pairing.second_id, name_of(&entrants, pairing.second_id)),
            };
            let days = Some(row.days_per_move);
            let next = self
                .next_turn(Some(row.guild_id), days, players.first.0, now)
                .await?;
            games.push((
                board.board,
                NewGame {
                    guild_id: Some(row.guild_id),
                    channel_id: board.thread.unwrap_or(row.channel_id),
                    kind: row.kind,
                    rated: row.rated,
                    players,
                    days_per_move: days,
                    parent_channel_id: Some(row.channel_id),
                    clock: next.clock,
                    computer: None,
                },
            ));
        }
        let opened = self
            .store
            .open_round_games(row.id, row.round, &games, now)
            .await?;
        let locale = self.server_locale(Some(row.guild_id)).await?;
        let mut replies = Vec::new();
        for (_, game) in opened {
            if let Some(reply) = self.first_board(&locale, game).await? {
                replies.push(reply);
            }
        }
        Ok(replies)
    }

    async fn first_board(
        &self,
        locale: &Locale,
        game: crate::store::GameId,
    ) -> Result<Option<(u64, Reply)>, StoreError> {
        let Some(row) = self.store.game(game).await? else {
            return Ok(None);
        };
        let position = row.kind.start();
        self.remember(game, row.version, position.clone());
        let channel = row.channel_id;
        let to_move = row.players.first.0;
        let away_until = self.away_until(&row, crate::games::Seat::First).await?;
        let table = Table {
            seat: row.seat_of(to_move),
            row,
            game: position,
            ply: 0,
        };
        Ok(Some((
            channel,
            self.board_reply(locale, &table, None, true, away_until),
        )))
    }
}
