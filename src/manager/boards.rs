//! Which posted message is a game's board: the one whose buttons work,
//! the one "my games" and "last games" link to.
//!
//! Boards are made under the channel lock but posted after it, and two
//! processes on one database each have their own locks, so two boards of
//! one game can reach Discord in either order. Each board says which state
//! of the game it shows ([`Shows`]); the store keeps the newest with one
//! conditional write that two callers cannot both win, and whichever board
//! loses has its buttons stripped by the front end.

use super::{Manager, StoreError};
use crate::store::GameId;

/// A board message about to be posted: its game, and what it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardPost {
    pub game: GameId,
    pub shows: Shows,
}

/// The state of the game a board shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shows {
    /// The game at this version ([`crate::store::GameRow::version`]).
    Version(i64),
    /// The end of the game: newer than any board made before it.
    End,
}

/// What came of recording a posted board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Replaced {
    /// It is the game's board now; the buttons of `previous` go.
    Won { previous: Option<u64> },
    /// A board at least as new is recorded: this one's buttons go.
    Lost,
}

/// How often another board may be recorded between our read and our write
/// before we give up on this one (and strip it: a newer board is likely).
const MAX_TRIES: usize = 8;

impl Manager {
    /// Records `message`, just posted for `post`, as its game's board if
    /// it is newer than the recorded one.
    ///
    /// # Errors
    /// The database failed.
    pub async fn replace_board(
        &self,
        post: BoardPost,
        message: u64,
    ) -> Result<Replaced, StoreError> {
        let version = match post.shows {
            Shows::Version(version) => Some(version),
            Shows::End => None,
        };
        let mut recorded = self.store.board_message(post.game).await?;
        for _ in 0..MAX_TRIES {
            if recorded == Some(message) {
                return Ok(Replaced::Won { previous: None });
            }
            let won = self
                .store
                .replace_board_message(post.game, recorded, message, version, self.clock.now())
                .await?;
            if won {
                return Ok(Replaced::Won { previous: recorded });
            }
            let now_recorded = self.store.board_message(post.game).await?;
            if now_recorded == recorded {
                // The same board as before, so it was not older than ours.
                return Ok(Replaced::Lost);
            }
            // Another board came in between: weigh ours against that one.
            recorded = now_recorded;
        }
        tracing::warn!(game = %post.game, "boards keep coming: this one gives way");
        Ok(Replaced::Lost)
    }
}
