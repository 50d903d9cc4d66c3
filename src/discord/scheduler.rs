//! The one scheduler task: asks the manager what fell due (reminders,
//! losses on time, expired challenges, threads to archive) and posts it.
//!
//! Everything scheduled lives in the database and the manager claims each
//! event there before handing it out, so a restart (or a second process)
//! never sends one twice; this task only sleeps until the next one, waking
//! at least every `max_sleep` to notice events other processes scheduled.

use std::{sync::Arc, time::Duration};

use serenity::{
    all::{ChannelId, MessageId},
    http::Http,
};
use tokio::sync::watch;
use tracing::{debug, warn};

use super::post;
use crate::manager::{Due, Locale, Manager};

/// Runs until `stop` turns true; finishes the tick under way first.
pub(crate) async fn run(
    manager: Arc<Manager>,
    http: Arc<Http>,
    max_sleep: Duration,
    mut stop: watch::Receiver<bool>,
) {
    loop {
        match manager.tick().await {
            Ok(due) => {
                for event in due {
                    deliver(&manager, &http, event).await;
                }
            }
            Err(error) => warn!(%error, "the scheduler could not read what is due"),
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

/// Posts one event in its channel.
async fn deliver(manager: &Manager, http: &Http, event: Due) {
    // Nobody asked: the announcement goes out in the fallback language.
    let locale = Locale::en();
    match event {
        Due::Reminder {
            game,
            channel,
            reply,
        } => {
            debug!(%game, "reminder");
            post::send(http, ChannelId::new(channel), &reply, &locale).await;
            post::send_directs(http, &reply.direct).await;
        }
        Due::TimeLoss {
            game,
            channel,
            reply,
            previous_board,
        } => {
            debug!(%game, "lost on time");
            let channel = ChannelId::new(channel);
            if let Some(previous) = previous_board {
                post::strip(http, channel, MessageId::new(previous)).await;
            }
            if let Some(message) = post::send(http, channel, &reply, &locale).await {
                // The final board is the one "last games" links to.
                if let Err(error) = manager.set_board_message(game, message.id.get()).await {
                    warn!(%error, "cannot record the final board message");
                }
            }
            post::send_directs(http, &reply.direct).await;
        }
        Due::ChallengeExpired {
            challenge,
            channel,
            message,
            reply,
        } => {
            debug!(%challenge, "challenge expired");
            let channel = ChannelId::new(channel);
            if let Some(message) = message {
                post::strip(http, channel, MessageId::new(message)).await;
            }
            post::send(http, channel, &reply, &locale).await;
        }
        Due::ArchiveThread { thread } => {
            debug!(thread, "archiving a finished game's thread");
            post::archive(http, ChannelId::new(thread)).await;
        }
    }
}
