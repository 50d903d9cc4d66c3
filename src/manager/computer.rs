//! Games against the computer, on the manager's side.
//!
//! The front end tells the manager who the computer is
//! ([`Manager::set_computer`]: on Discord the bot's own user). A challenge
//! naming it is taken up at once, as an unrated game without a clock, the
//! computer's seat and level stored with the game. Every board on which the
//! computer is to move carries a [`ComputerTurn`] in its effects; the front
//! end hands it to its [`crate::computer::Computer`], which searches off the
//! async runtime and plays the move it found as an ordinary request of the
//! computer's user ([`ComputerTask::request`]). That request names the game
//! and the version the search started from, so a resignation, abort or
//! second search that got there first makes it a refusal, never a second
//! move.

use super::{
    message::Message,
    plies,
    request::{Action, Caller, Locale, Player, Request, Stamp},
    ChallengeId, Handled, Manager,
};
use crate::{
    bot::Level,
    games::{AnyGame, AnyMove},
    store::{GameId, GameRow, GameStatus, StoreError},
};

/// A game waiting for the computer's move, as a board left it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputerTurn {
    pub game: GameId,
    /// Where the game is played, and the computer's move is posted.
    pub channel: u64,
    /// The game's version when the computer became the one to move: its
    /// move counts only while the game is still at it.
    pub version: i64,
}

/// The search the computer owes for one [`ComputerTurn`].
#[derive(Clone, Debug)]
pub struct ComputerTask {
    /// The position to move in.
    pub position: AnyGame,
    pub level: Level,
    pub turn: ComputerTurn,
    /// The computer's user in that game.
    caller: Caller,
    ply: u32,
}

impl ComputerTask {
    /// The request that plays `mv` as the computer: the ordinary way of a
    /// previewed move, refused unless the game is still at the version and
    /// ply the search started from.
    #[must_use]
    pub fn request(&self, mv: AnyMove) -> Request {
        Request {
            caller: self.caller.clone(),
            action: Action::ConfirmMove {
                notation: mv.to_string(),
                version: self.turn.version,
            },
            stamp: Some(Stamp::Game {
                game: self.turn.game,
                ply: self.ply,
            }),
        }
    }

    /// A seed for the search that differs from game to game and from move
    /// to move, and is the same for the same position of the same game (a
    /// repeated search plays the same move).
    #[must_use]
    pub fn seed(&self) -> u64 {
        let game = u64::try_from(self.turn.game.0).unwrap_or_default();
        game.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(self.ply)
    }
}

impl Manager {
    /// Names the computer: the user a challenge must name to play it, and
    /// who its moves are made by. The first call counts (the identity of
    /// a bot does not change while it runs).
    pub fn set_computer(&self, computer: Player) {
        let _ = self.computer.set(computer);
    }

    /// The computer's user, once named.
    #[must_use]
    pub fn computer(&self) -> Option<&Player> {
        self.computer.get()
    }

    pub(super) fn is_computer(&self, user: u64) -> bool {
        self.computer().is_some_and(|computer| computer.id == user)
    }

    /// The computer takes up the challenge `id` the caller just made to
    /// it, at `level`.
    pub(super) async fn computer_accepts(
        &self,
        caller: &Caller,
        id: ChallengeId,
        computer: &Player,
        level: Level,
    ) -> Handled {
        let challenge = self
            .store
            .challenge(id)
            .await?
            .ok_or_else(|| StoreError::Corrupt(format!("challenge {id} vanished")))?;
        let event = Message::ComputerAccepts {
            by: computer.name.clone(),
            level,
        };
        let accepter = (computer.id, computer.name.clone());
        self.start_game(
            &caller.channel_locale,
            &challenge,
            accepter,
            Some(level),
            event,
        )
        .await
    }

    /// Every game that has waited `idle_ms` or more for the computer's
    /// move, oldest first: after a restart (0: all of them), or after a
    /// search that failed, the front end starts them again. (A younger one
    /// is most likely being answered already.)
    ///
    /// # Errors
    /// The database failed.
    pub async fn computer_turns(&self, idle_ms: i64) -> Result<Vec<ComputerTurn>, StoreError> {
        let cutoff = self.clock.now().saturating_sub(idle_ms);
        let rows = self.store.computer_turns().await?;
        Ok(rows
            .iter()
            .filter(|row| row.updated_at <= cutoff)
            .map(computer_turn)
            .collect())
    }

    /// What the computer must search for `turn`; `None` when the game has
    /// moved on (ended, or moved past that version) and there is nothing
    /// to do.
    ///
    /// # Errors
    /// The database failed, or holds moves the engine refuses.
    pub async fn computer_task(
        &self,
        turn: &ComputerTurn,
    ) -> Result<Option<ComputerTask>, StoreError> {
        let Some(row) = self.store.game(turn.game).await? else {
            return Ok(None);
        };
        let waiting = row.status == GameStatus::Active
            && row.version == turn.version
            && row.computer_to_move();
        let (Some(computer), true) = (row.computer, waiting) else {
            return Ok(None);
        };
        let position = self.position(&row).await?;
        let caller = Caller {
            guild: row.guild_id,
            channel: row.channel_id,
            user: row.user(computer.seat),
            name: row.name(computer.seat).to_owned(),
            moderator: false,
            manages_server: false,
            // Nobody's client: the manager words the computer's board in
            // the server's language, as chosen or as last seen.
            locale: Locale::default(),
            channel_locale: Locale::default(),
        };
        Ok(Some(ComputerTask {
            ply: plies(&position),
            position,
            level: computer.level,
            turn: turn.clone(),
            caller,
        }))
    }
}

/// The computer's turn in `row` (where it is to move).
pub(super) fn computer_turn(row: &GameRow) -> ComputerTurn {
    ComputerTurn {
        game: row.id,
        channel: row.channel_id,
        version: row.version,
    }
}
