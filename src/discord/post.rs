//! The Discord calls behind a delivery (`deliver`) other than an
//! interaction's answer: a message of the bot's own in a channel, buttons
//! stripped, "your turn" direct messages, a finished game's thread
//! archived.

use std::time::Duration;

use serenity::{
    all::{ChannelId, CreateMessage, EditThread, Message, MessageId, UserId},
    http::{Http, HttpError},
};
use tracing::{debug, warn};

use super::respond;
use crate::{
    manager::{Direct, Reply},
    ops::metrics::{self, Place},
};

/// Posts `reply` in `channel`, trying again a few times when Discord fails
/// for a passing reason; `None` (logged) if Discord refuses.
pub(crate) async fn send(http: &Http, channel: ChannelId, reply: &Reply) -> Option<Message> {
    let mut waits = RETRY_WAITS.iter();
    loop {
        match channel.send_message(http, respond::create(reply)).await {
            Ok(message) => return Some(message),
            Err(error) => match waits.next().filter(|_| passing(&error)) {
                Some(&wait) => {
                    debug!(%error, %channel, ?wait, "posting again shortly");
                    tokio::time::sleep(wait).await;
                }
                None => {
                    failed("cannot post in the channel", &error, Some(channel));
                    return None;
                }
            },
        }
    }
}

/// How long to wait before each new try of a post Discord failed for a
/// passing reason (rate limits are normally waited out by serenity itself
/// before a request is sent).
const RETRY_WAITS: [Duration; 3] = [
    Duration::from_millis(500),
    Duration::from_secs(2),
    Duration::from_secs(5),
];

/// Whether `error` may pass if the same request is sent again: Discord
/// overloaded (5xx), rate limited (429), or the connection failing. A
/// refusal (no access, unknown channel, a malformed message) stays.
fn passing(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) => {
            let status = response.status_code;
            status.is_server_error() || status.as_u16() == 429
        }
        serenity::Error::Http(HttpError::Request(_)) => true,
        _ => false,
    }
}

/// Removes the buttons of a message the bot posted.
pub(crate) async fn strip(http: &Http, channel: ChannelId, message: MessageId) {
    if let Err(error) = channel
        .edit_message(
            http,
            message,
            serenity::all::EditMessage::new().components(Vec::new()),
        )
        .await
    {
        debug!(%error, "cannot strip the buttons of an old message");
    }
}

/// Sends each direct message. A user who accepts none from the bot (or
/// left every shared server) simply gets none: nothing else depends on it.
pub(crate) async fn send_directs(http: &Http, directs: &[Direct]) {
    for direct in directs {
        let user = UserId::new(direct.user);
        let sent = match user.create_dm_channel(http).await {
            Ok(channel) => channel
                .id
                .send_message(http, CreateMessage::new().content(&direct.text))
                .await
                .map(|_| ()),
            Err(error) => Err(error),
        };
        if let Err(error) = sent {
            debug!(%error, user = direct.user, "direct message not delivered");
        }
    }
}

/// Logs a Discord call that failed, with the channel (or thread) it was
/// about, and counts it.
pub(super) fn failed(what: &str, error: &serenity::Error, channel: Option<ChannelId>) {
    match channel {
        Some(channel) => warn!(%error, %channel, "{what}"),
        None => warn!(%error, "{what}"),
    }
    metrics::error(Place::Discord);
}

/// Archives a thread the bot opened for a game.
pub(crate) async fn archive(http: &Http, thread: ChannelId) {
    if let Err(error) = thread
        .edit_thread(http, EditThread::new().archived(true))
        .await
    {
        failed("cannot archive the thread", &error, Some(thread));
    }
}
