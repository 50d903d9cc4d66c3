//! What the delivery worker posts for a debt of the outbox
//! ([`crate::store::Owed`]) that the fast path left unpaid: the message is
//! made again from what the database holds now, so a debt overtaken by
//! events (a newer board owed, a reminder after which a move came) costs
//! nothing, and a board owed after a crash shows the game as it stands.

use super::{
    abandon::nudge_message,
    message::Notice,
    notices::game_over_directs,
    plies,
    schedule::{expired_reply, reminder_message},
    BoardPost, Manager, Reply, Shows, Table,
};
use crate::{
    games::Rules,
    store::{
        ChallengeId, Debt, EndReason, Ending, GameId, GameStatus, Owed, OwedId, ProcessId,
        StoreError,
    },
};

/// What paying a debt takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Owing {
    /// Post this reply in the debt's channel (its effects follow, as for
    /// any reply: a board is recorded and settles the debt).
    Post(Box<Reply>),
    /// Strip the buttons of this message in the debt's channel.
    Strip(u64),
    /// Nothing is left to post: the debt was paid, or overtaken by events.
    Nothing,
    /// A newer board shows more: this one is not posted, and if it was
    /// posted but never recorded (its answer not read back), its buttons go.
    Overtaken(BoardPost),
}

impl Manager {
    /// What paying `owed` takes now.
    ///
    /// # Errors
    /// The database failed (the debt stays owed).
    pub async fn owing(&self, owed: &Owed) -> Result<Owing, StoreError> {
        let owing = match owed.debt {
            Debt::Board { game, version } => self.owed_board(owed, game, version).await,
            Debt::Reminder { game, version } => self.owed_reminder(game, version, false).await,
            Debt::Nudge { game, version } => self.owed_reminder(game, version, true).await,
            Debt::Expiry { challenge } => self.owed_expiry(challenge).await,
            Debt::Strip { message } => Ok(Owing::Strip(message)),
            Debt::Puzzle { day } => self
                .daily_puzzle_post(owed.channel, day)
                .await
                .map(|post| post.map_or(Owing::Nothing, |reply| Owing::Post(Box::new(reply)))),
            Debt::Tournament {
                tournament,
                round,
                news,
            } => self
                .tournament_news(tournament, round, news)
                .await
                .map(|news| news.map_or(Owing::Nothing, |reply| Owing::Post(Box::new(reply)))),
        }?;
        Ok(match owing {
            Owing::Post(reply) => Owing::Post(Box::new(self.linked(*reply).await)),
            other => other,
        })
    }

    /// The game's board as it stands, unless a newer board is owed (that
    /// one will show it): the player to move pinged, or the end of the game.
    async fn owed_board(
        &self,
        owed: &Owed,
        game: GameId,
        version: i64,
    ) -> Result<Owing, StoreError> {
        let Some(row) = self.store.game(game).await? else {
            return Ok(Owing::Nothing);
        };
        // Made under the channel's lock, like every board: a move cannot
        // slip in between the position read and the board made.
        let _serialised = self.serialise(row.channel_id).await?;
        let Some(row) = self.store.game(game).await? else {
            return Ok(Owing::Nothing);
        };
        // A move since owes a board of its own, which shows more (a
        // vacation moves the version too, and owes none). And the fast path
        // may have paid this one since it was taken.
        if !self.store.is_owed(owed.id).await? {
            return Ok(Owing::Nothing);
        }
        if self.store.newer_board_owed(game, version).await? {
            let shows = Shows::Version(version);
            return Ok(Owing::Overtaken(BoardPost { game, shows }));
        }
        let position = self.position(&row).await?;
        let table = Table {
            ply: plies(&position),
            game: position,
            row,
            seat: None,
        };
        let locale = self.server_locale(table.row.guild_id).await?;
        if table.row.status == GameStatus::Active {
            let to_move = table.game.turn();
            let away_until = self.away_until(&table.row, to_move).await?;
            let mut reply = self.board_reply(&locale, &table, None, true, away_until);
            let reader = table.row.user(to_move);
            if let Some(notice) = Notice::your_turn(&table.row, reader) {
                let (guild, channel) = (table.row.guild_id, table.row.channel_id);
                reply.effects.direct = self.directs_for(guild, channel, &[reader], &notice).await?;
            }
            return Ok(Owing::Post(Box::new(reply)));
        }
        let ending = Ending {
            status: table.row.status,
            outcome: table.row.outcome,
            reason: table.row.end_reason.unwrap_or(EndReason::Rules),
            // The rating changes were told with the move that ended the
            // game; the board owed after it shows the result without them.
            ratings: Vec::new(),
            archive: None,
        };
        let mut reply = self.game_over_reply(&locale, &table, &ending, None);
        let readers = self.store.direct_readers(&reply.mentions).await?;
        reply.effects.direct = game_over_directs(&table.row, &readers);
        Ok(Owing::Post(Box::new(reply)))
    }

    /// The reminder (or, in a game without a clock, the nudge) claimed for
    /// the game at `version`, if no move came since.
    async fn owed_reminder(
        &self,
        game: GameId,
        version: i64,
        nudge: bool,
    ) -> Result<Owing, StoreError> {
        let Some(row) = self.store.game(game).await? else {
            return Ok(Owing::Nothing);
        };
        if row.status != GameStatus::Active || row.version != version {
            return Ok(Owing::Nothing);
        }
        let to_move = self.position(&row).await?.turn();
        let message = match (nudge, row.deadline_at) {
            (false, Some(deadline_at)) => {
                reminder_message(&row, to_move, deadline_at, self.clock.now())
            }
            (true, None) => match self.store.idle_since(game).await? {
                Some(idle_since) => nudge_message(&row, to_move, idle_since),
                None => return Ok(Owing::Nothing),
            },
            _ => return Ok(Owing::Nothing),
        };
        let reply = self.reminder_post(&row, to_move, message).await;
        Ok(Owing::Post(Box::new(reply)))
    }

    /// The news that `challenge` expired, its buttons stripped.
    async fn owed_expiry(&self, challenge: ChallengeId) -> Result<Owing, StoreError> {
        let Some(challenge) = self.store.challenge(challenge).await? else {
            return Ok(Owing::Nothing);
        };
        let locale = self.server_locale(challenge.guild_id).await?;
        Ok(Owing::Post(Box::new(expired_reply(&locale, challenge))))
    }
}

/// How many debts the worker takes at a time.
const BATCH: u32 = 16;

/// How long the worker holds a debt it took: if it dies paying it, another
/// takes it then.
const LEASE_MS: i64 = 60_000;

impl Manager {
    /// Takes the debts due now (each leased to the caller for a minute).
    ///
    /// # Errors
    /// The database failed.
    pub async fn claim_owed(&self) -> Result<Vec<Owed>, StoreError> {
        self.store
            .claim_owed(self.clock.now(), LEASE_MS, BATCH)
            .await
    }

    /// Marks `owed` paid, by `message` if one paid it.
    ///
    /// # Errors
    /// The database failed.
    pub async fn settle_owed(&self, owed: OwedId, message: Option<u64>) -> Result<(), StoreError> {
        self.store
            .settle_owed(owed, message, self.clock.now())
            .await
    }

    /// Marks the stripping of `message`'s buttons in `channel` done.
    ///
    /// # Errors
    /// The database failed.
    pub async fn settle_strip(&self, channel: u64, message: u64) -> Result<(), StoreError> {
        self.store
            .settle_strip(channel, message, self.clock.now())
            .await
    }

    /// Leaves `owed` for another try in `wait_ms`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn owe_again(&self, owed: OwedId, wait_ms: i64) -> Result<(), StoreError> {
        let at = self.clock.now().saturating_add(wait_ms);
        self.store.owe_again(owed, at).await
    }

    /// Hands the boards of `game` still owed to the worker at once (the
    /// fast path could not post one).
    ///
    /// # Errors
    /// The database failed.
    pub async fn hand_over_boards(&self, game: GameId) -> Result<(), StoreError> {
        self.store.hand_over_boards(game, self.clock.now()).await?;
        self.owed_now.notify_one();
        Ok(())
    }

    /// Leaves `owed` to the worker at once (the fast path could not pay it).
    ///
    /// # Errors
    /// The database failed.
    pub async fn hand_over(&self, owed: OwedId) -> Result<(), StoreError> {
        self.owe_again(owed, 0).await?;
        self.owed_now.notify_one();
        Ok(())
    }

    /// Returns when a debt was handed over to the worker.
    pub async fn owed_now(&self) {
        self.owed_now.notified().await;
    }

    /// Drops the boards of `game` still owed: Discord refused one for good
    /// (trying again cannot mend it).
    ///
    /// # Errors
    /// The database failed.
    pub async fn drop_boards(&self, game: GameId) -> Result<(), StoreError> {
        self.store.drop_boards(game, self.clock.now()).await
    }

    /// How long until the next debt falls due, or the lease of a process
    /// holding one runs out (`None`: nothing is owed).
    ///
    /// # Errors
    /// The database failed.
    pub async fn next_owed_in(&self) -> Result<Option<i64>, StoreError> {
        let next = self.store.next_owed().await?;
        let due_in = next.map(|at| at.saturating_sub(self.clock.now()).max(0));
        let lease_ends_in = self.store.next_lease_end_in().await?;
        Ok(match (due_in, lease_ends_in) {
            (Some(due), Some(lease)) => Some(due.min(lease)),
            (due, lease) => due.or(lease),
        })
    }

    /// Registers this process with its lease: what it owes from now on is
    /// held by its fast path only while it lives (see
    /// [`crate::store::ProcessId`]).
    ///
    /// # Errors
    /// The database failed.
    pub async fn register_process(&self) -> Result<ProcessId, StoreError> {
        self.store.register_process().await
    }

    /// Renews this process's lease (its heartbeat).
    ///
    /// # Errors
    /// The database failed.
    pub async fn renew_lease(&self) -> Result<(), StoreError> {
        self.store.renew_lease().await
    }

    /// At a clean shutdown, once nothing is in flight: everything this
    /// process still owes becomes due at once, for whichever process runs
    /// next, and its lease ends. Returns how many debts it handed over.
    ///
    /// # Errors
    /// The database failed.
    pub async fn hand_over_and_stop(&self) -> Result<u64, StoreError> {
        self.store.hand_over_and_stop(self.clock.now()).await
    }

    /// How many debts are unpaid.
    ///
    /// # Errors
    /// The database failed.
    pub async fn outbox_depth(&self) -> Result<i64, StoreError> {
        self.store.owed_count().await
    }

    /// Forgets the debts paid over a day ago.
    ///
    /// # Errors
    /// The database failed.
    pub async fn forget_paid(&self) -> Result<u64, StoreError> {
        let day_ago = self.clock.now().saturating_sub(super::clock_plan::DAY_MS);
        let forgotten = self.store.prune_paid(day_ago).await?;
        // The processes that held only those rows go with them.
        self.store.forget_processes().await?;
        Ok(forgotten)
    }
}
