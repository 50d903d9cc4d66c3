//! The one scheduler task: asks the manager what fell due (reminders,
//! losses on time, expired challenges, threads to archive) and posts it,
//! and moves the tournaments on (a round's games opened in threads).
//!
//! Everything scheduled lives in the database and the manager claims each
//! event there before handing it out, so a restart (or a second process)
//! never sends one twice; this task only sleeps until the next one, waking
//! at least every `max_sleep` to notice events other processes scheduled,
//! and at once when this process ended a game (it may end a tournament
//! round).

use std::{sync::Arc, time::Duration};

use serenity::{
    all::{ChannelId, GuildId},
    http::Http,
};
use tokio::sync::watch;
use tracing::{debug, warn};

use super::{computer::Opponent, deliver::Via, post};
use crate::{
    manager::{BoardToOpen, Due, Manager},
    ops::metrics::{self, Place},
};

/// How long a game must have waited for the computer's move before the
/// scheduler starts it again: a younger turn is being searched already
/// (the board that handed it out started it).
const COMPUTER_STUCK_AFTER_MS: i64 = 60_000;

/// Runs until `stop` turns true; finishes the tick under way first.
pub(crate) async fn run(
    opponent: Opponent,
    http: Arc<Http>,
    max_sleep: Duration,
    mut stop: watch::Receiver<bool>,
) {
    let manager = Arc::clone(&opponent.manager);
    // The first look takes every game waiting for the computer: after a
    // restart nothing else would start them.
    let mut computer_idle_ms = 0;
    loop {
        match opponent.computer.waiting(computer_idle_ms).await {
            Ok(turns) => {
                for turn in turns {
                    opponent.start(&http, turn);
                }
            }
            Err(error) => {
                warn!(%error, "the scheduler could not read the computer's games");
                metrics::error(Place::Scheduler);
            }
        }
        computer_idle_ms = COMPUTER_STUCK_AFTER_MS;
        match manager.tick().await {
            Ok(due) => {
                for event in due {
                    deliver(&manager, &http, event).await;
                }
            }
            Err(error) => {
                warn!(%error, "the scheduler could not read what is due");
                metrics::error(Place::Scheduler);
            }
        }
        tournaments(&manager, &http).await;
        // The day's puzzles are owed through the outbox: its worker posts
        // them. Once a day per server, whichever process gets there first.
        if let Err(error) = manager.owe_daily_puzzles().await {
            warn!(%error, "the scheduler could not owe the daily puzzles");
            metrics::error(Place::Scheduler);
        }
        let wait = match manager.next_due().await {
            Ok(Some(at)) => {
                let millis = u64::try_from(at.saturating_sub(manager.now())).unwrap_or(0);
                Duration::from_millis(millis).min(max_sleep)
            }
            Ok(None) => max_sleep,
            Err(error) => {
                warn!(%error, "the scheduler could not read the next deadline");
                max_sleep
            }
        };
        tokio::select! {
            () = tokio::time::sleep(wait) => {}
            () = manager.game_ended() => {}
            changed = stop.changed() => {
                if changed.is_err() || *stop.borrow() {
                    return;
                }
            }
        }
        if *stop.borrow() {
            return;
        }
    }
}

/// Moves the tournaments on (rounds ended, paired, started at their time;
/// the news goes through the outbox), then opens the games of every
/// round still to open: a thread for each board under the tournament's
/// channel, recorded before the game is stored (a restart in between
/// reuses it), then the round's games together, each first board posted
/// in its thread.
async fn tournaments(manager: &Manager, http: &Http) {
    if let Err(error) = manager.advance_tournaments().await {
        warn!(%error, "the scheduler could not move the tournaments on");
        metrics::error(Place::Scheduler);
    }
    let boards = match manager.boards_to_open().await {
        Ok(boards) => boards,
        Err(error) => {
            warn!(%error, "the scheduler could not read the boards to open");
            return;
        }
    };
    let mut tournaments = Vec::new();
    for board in boards {
        if board.thread.is_none() {
            let opened = thread_for(http, &board).await;
            let thread = match opened {
                Ok(thread) => thread.get(),
                Err(error) => {
                    warn!(%error, "cannot open a tournament game's thread");
                    continue;
                }
            };
            match manager.keep_board_thread(&board, thread).await {
                // Another process opened and recorded the board's thread
                // first (both looked before either recorded): this one
                // would stay empty beside it.
                Ok(kept) if kept != thread => post::delete(http, ChannelId::new(thread)).await,
                Ok(_) => {}
                Err(error) => {
                    warn!(%error, "cannot record a tournament game's thread");
                    continue;
                }
            }
        }
        if !tournaments.contains(&board.tournament) {
            tournaments.push(board.tournament);
        }
    }
    for tournament in tournaments {
        match manager.open_boards(tournament).await {
            Ok(opened) => {
                for (thread, reply) in opened {
                    let via = Via::Channel(ChannelId::new(thread));
                    super::deliver::deliver(http, manager, via, reply).await;
                }
            }
            Err(error) => warn!(%error, "cannot open a tournament round's games"),
        }
    }
}

/// A new thread for `board`, or the one a process opened for it and died
/// before recording (found by its name among the server's active
/// threads), so that a crash leaves no empty thread behind.
async fn thread_for(http: &Http, board: &BoardToOpen) -> Result<ChannelId, serenity::Error> {
    let parent = ChannelId::new(board.parent);
    let guild = GuildId::new(board.guild);
    if let Some(thread) = post::active_thread_named(http, guild, parent, &board.name).await? {
        return Ok(thread);
    }
    post::open_thread(http, parent, &board.name).await
}

/// Posts one event in its channel, through the same delivery as every
/// answer (its reply carries its effects: the board it replaces, the
/// buttons that go, the direct messages).
async fn deliver(manager: &Manager, http: &Http, event: Due) {
    let (channel, reply, owed) = match event {
        Due::Reminder {
            game,
            channel,
            reply,
            owed,
        } => {
            debug!(%game, "reminder");
            metrics::scheduled("reminder");
            (channel, reply, Some(owed))
        }
        Due::TimeLoss {
            game,
            channel,
            reply,
        } => {
            // Its board was owed with the loss: recording it pays the debt.
            debug!(%game, "lost on time");
            metrics::scheduled("time_loss");
            (channel, reply, None)
        }
        Due::ChallengeExpired {
            challenge,
            channel,
            reply,
            owed,
        } => {
            debug!(%challenge, "challenge expired");
            metrics::scheduled("challenge_expired");
            (channel, reply, Some(owed))
        }
        Due::ArchiveThread { thread } => {
            debug!(thread, "archiving a finished game's thread");
            metrics::scheduled("archive_thread");
            post::archive(http, ChannelId::new(thread)).await;
            return;
        }
    };
    let channel = ChannelId::new(channel);
    let via = owed.map_or(Via::Channel(channel), |owed| Via::Paying(channel, owed));
    let posted = super::deliver::deliver(http, manager, via, reply).await;
    let Some(owed) = owed else { return };
    // Posted: paid. Not posted: the outbox's worker tries again at once.
    let settled = match posted {
        Some(message) => manager.settle_owed(owed, Some(message.get())).await,
        None => manager.hand_over(owed).await,
    };
    if let Err(error) = settled {
        warn!(%error, "cannot record the scheduler's post in the outbox");
    }
}
