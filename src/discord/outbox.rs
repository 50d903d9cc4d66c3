//! The outbox's delivery worker: pays what the bot still owes Discord
//! (boards, reminders, expiries, stripped buttons) once the fast path that
//! owed it has given up or died.
//!
//! Each debt is leased before it is paid, so processes sharing a database
//! never pay one twice at once; a post carries a nonce Discord enforces,
//! so a post tried again after a crash cannot appear twice; and a board
//! the fast path posted but never recorded is found in the channel by its
//! picture's name and recorded, not posted again. A search Discord fails
//! is no verdict: the board is posted (its nonce keeps it single), unless
//! Discord says the channel is out of reach.

use std::time::Duration;

use serenity::{
    all::{ChannelId, GetMessages, Message, MessageId},
    http::{Http, HttpError},
};
use tokio::sync::watch;
use tracing::{debug, info, warn};

use super::{
    deliver::{carry_out, record_board},
    post, respond,
};
use crate::{
    manager::{BoardPost, Manager, Owing, Reply},
    ops::metrics::{self, Place},
    store::Owed,
};

/// The longest the worker sleeps before looking again (a debt owed by
/// another process, or one whose lease ran out).
const MAX_SLEEP: Duration = Duration::from_secs(5);

/// The shortest: a debt due now that this worker could not take (another
/// process's claim on it not yet committed) is not looked at in a spin.
const MIN_SLEEP: Duration = Duration::from_millis(50);

/// A channel's messages are searched for a board posted but not recorded
/// this many at a time (Discord's most), newest first …
const PAGE: u8 = 100;
/// … and this many pages back at most.
const SEARCHED_PAGES: usize = 5;

/// How often paid rows older than a day are forgotten.
const PRUNE_EVERY: Duration = Duration::from_secs(3_600);

/// The longest wait between two tries of a debt Discord keeps failing.
const MAX_BACKOFF_MS: i64 = 5 * 60_000;

/// Runs until `stop` turns true; finishes the debt under way first.
pub(crate) async fn run(
    http: std::sync::Arc<Http>,
    manager: std::sync::Arc<Manager>,
    mut stop: watch::Receiver<bool>,
) {
    let mut pruned: Option<std::time::Instant> = None;
    loop {
        if pruned.is_none_or(|at| at.elapsed() >= PRUNE_EVERY) {
            pruned = Some(std::time::Instant::now());
            if let Err(error) = manager.forget_paid().await {
                warn!(%error, "cannot forget the outbox's paid rows");
            }
        }
        match manager.claim_owed().await {
            Ok(owed) => {
                for owed in owed {
                    pay(&http, &manager, owed).await;
                }
            }
            Err(error) => {
                warn!(%error, "the outbox could not be read");
                metrics::error(Place::Database);
            }
        }
        match manager.outbox_depth().await {
            Ok(depth) => metrics::outbox_depth(depth),
            Err(error) => warn!(%error, "cannot count the outbox"),
        }
        let wait = match manager.next_owed_in().await {
            Ok(Some(millis)) => {
                Duration::from_millis(millis.unsigned_abs()).clamp(MIN_SLEEP, MAX_SLEEP)
            }
            Ok(None) | Err(_) => MAX_SLEEP,
        };
        tokio::select! {
            () = tokio::time::sleep(wait) => {}
            () = manager.owed_now() => {}
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

/// Pays one debt, or leaves it for a later try.
async fn pay(http: &Http, manager: &Manager, owed: Owed) {
    let channel = ChannelId::new(owed.channel);
    let paid = match manager.owing(&owed).await {
        Ok(Owing::Nothing) => Ok(None),
        Ok(Owing::Strip(message)) => post::try_strip(http, channel, MessageId::new(message))
            .await
            .map(|()| None),
        Ok(Owing::Post(reply)) => post_owed(http, manager, channel, &owed, *reply).await,
        Ok(Owing::Overtaken(board)) => strip_overtaken(http, channel, board).await,
        Err(error) => {
            // The lease runs out and the debt is tried again then.
            warn!(%error, id = owed.id.0, "cannot make what the outbox owes");
            return;
        }
    };
    let settled = match paid {
        Ok(message) => manager.settle_owed(owed.id, message).await,
        Err(error) if post::passing(&error) => {
            let wait = backoff_ms(owed.attempts);
            debug!(%error, id = owed.id.0, wait, "Discord failed; owed again later");
            manager.owe_again(owed.id, wait).await
        }
        Err(error) if gone(&error) => {
            // The message to strip was deleted: nothing is left to do.
            manager.settle_owed(owed.id, None).await
        }
        Err(error) => {
            // Refused for good (no access, unknown channel): dropped.
            post::failed(
                "Discord refused what the outbox owed",
                &error,
                Some(channel),
            );
            manager.settle_owed(owed.id, None).await
        }
    };
    if let Err(error) = settled {
        warn!(%error, id = owed.id.0, "cannot record the outbox's delivery");
    }
}

/// Posts an owed reply (or finds its board already posted) and carries out
/// its effects; returns the message that paid it.
async fn post_owed(
    http: &Http,
    manager: &Manager,
    channel: ChannelId,
    owed: &Owed,
    reply: Reply,
) -> Result<Option<u64>, serenity::Error> {
    if let Some(board) = reply.effects.board {
        if let Some(message) = found_posted(http, channel, board).await? {
            info!(id = owed.id.0, message = %message, "board found posted: recorded, not posted again");
            // Its direct messages may not have gone: under their nonce,
            // those that did are not sent twice.
            let nonce = respond::directs_nonce(board);
            post::send_directs(http, &reply.effects.direct, Some(&nonce)).await;
            record_board(http, manager, channel, board, message).await;
            return Ok(Some(message.get()));
        }
    }
    info!(id = owed.id.0, %channel, "posting what the outbox owes");
    let nonce = post::owed_nonce(owed.id);
    let message = post::send_once(http, channel, &reply, Some(nonce)).await?;
    carry_out(http, manager, channel, reply.effects, Some(message.id)).await;
    Ok(Some(message.id.get()))
}

/// An overtaken board is not posted; if it was posted but never recorded
/// (the answer not read back), its buttons go.
async fn strip_overtaken(
    http: &Http,
    channel: ChannelId,
    board: BoardPost,
) -> Result<Option<u64>, serenity::Error> {
    if let Some(message) = found_posted(http, channel, board).await? {
        post::try_strip(http, channel, message).await?;
    }
    Ok(None)
}

/// The message that already shows `board` ([`posted_board`]), taking a
/// failed search for "not found" (logged and counted): a channel Discord
/// would not show (`GET /channels/{id}/messages` failing with a 5xx, a
/// bare 404, a missing permission) must not cost a move its board. Only
/// Discord's word that the channel is out of reach (Unknown Channel,
/// Missing Access) stands, since a post there would be refused too.
async fn found_posted(
    http: &Http,
    channel: ChannelId,
    board: BoardPost,
) -> Result<Option<MessageId>, serenity::Error> {
    match posted_board(http, channel, board).await {
        Err(error) if !out_of_reach(&error) => {
            warn!(%error, %channel, "cannot search the channel for the owed board; taking it for not posted");
            metrics::outbox_search_failed();
            Ok(None)
        }
        search => search,
    }
}

/// Discord's codes for a channel the bot cannot reach: Unknown Channel and
/// Missing Access.
const OUT_OF_REACH: [isize; 2] = [10_003, 50_001];

/// Whether Discord says the channel is out of the bot's reach.
fn out_of_reach(error: &serenity::Error) -> bool {
    matches!(error, serenity::Error::Http(HttpError::UnsuccessfulRequest(response))
        if OUT_OF_REACH.contains(&response.error.code))
}

/// The message among the channel's latest that already shows `board` (its
/// picture has that board's name), if any. A busy channel may have moved
/// on by many messages since: up to [`SEARCHED_PAGES`] pages back.
async fn posted_board(
    http: &Http,
    channel: ChannelId,
    board: BoardPost,
) -> Result<Option<MessageId>, serenity::Error> {
    let name = respond::board_picture(board);
    let mut before: Option<MessageId> = None;
    for _ in 0..SEARCHED_PAGES {
        let mut page = GetMessages::new().limit(PAGE);
        if let Some(before) = before {
            page = page.before(before);
        }
        let recent: Vec<Message> = channel.messages(http, page).await?;
        let found = recent
            .iter()
            .find(|message| message.attachments.iter().any(|file| file.filename == name));
        if let Some(message) = found {
            return Ok(Some(message.id));
        }
        match recent.last() {
            Some(oldest) if recent.len() == usize::from(PAGE) => before = Some(oldest.id),
            _ => break,
        }
    }
    Ok(None)
}

/// Waits after the `attempts`-th failed try: 1 s, 2 s, 4 s, … five minutes
/// at most.
fn backoff_ms(attempts: u32) -> i64 {
    let doublings = attempts.saturating_sub(1).min(20);
    (1_000_i64 << doublings).min(MAX_BACKOFF_MS)
}

/// Whether Discord says the message is gone (deleted).
fn gone(error: &serenity::Error) -> bool {
    matches!(error, serenity::Error::Http(HttpError::UnsuccessfulRequest(response))
        if response.status_code.as_u16() == 404)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tries_back_off_to_five_minutes() {
        let waits: Vec<i64> = (1..=12).map(backoff_ms).collect();
        assert_eq!(&waits[..4], &[1_000, 2_000, 4_000, 8_000]);
        assert_eq!(waits[11], MAX_BACKOFF_MS);
        assert_eq!(backoff_ms(u32::MAX), MAX_BACKOFF_MS);
    }
}
