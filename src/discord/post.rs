//! The Discord calls behind a delivery (`deliver`) other than an
//! interaction's answer: a message of the bot's own in a channel, buttons
//! stripped, "your turn" direct messages, a finished game's thread
//! archived.

use std::{
    sync::{
        atomic::{AtomicU64, Ordering},
        OnceLock,
    },
    time::{Duration, SystemTime, UNIX_EPOCH},
};

use serenity::{
    all::{
        AutoArchiveDuration, ChannelId, ChannelType, CreateMessage, CreateThread, EditThread,
        GuildId, Message, MessageId, Nonce, UserId,
    },
    http::{Http, HttpError},
};
use tracing::{debug, warn};

use super::respond;
use crate::{
    manager::{Direct, Reply},
    ops::metrics::{self, Place},
    store::OwedId,
    words::Worded,
};

/// Posts `reply` in `channel`, trying again a few times when Discord fails
/// for a passing reason; the last error (logged) if it never posted. The
/// `nonce` (else a fresh one) goes with every try: a try whose answer was
/// lost on the way back (the message posted all the same) is not posted
/// again by the next.
pub(crate) async fn send(
    http: &Http,
    channel: ChannelId,
    reply: &Reply,
    nonce: Option<String>,
) -> Result<Message, serenity::Error> {
    let mut waits = RETRY_WAITS.iter();
    let nonce = nonce.unwrap_or_else(fresh_nonce);
    loop {
        match send_once(http, channel, reply, Some(nonce.clone())).await {
            Ok(message) => return Ok(message),
            Err(error) => match waits.next().filter(|_| passing(&error)) {
                Some(&wait) => {
                    debug!(%error, %channel, ?wait, "posting again shortly");
                    tokio::time::sleep(wait).await;
                }
                None => {
                    failed("cannot post in the channel", &error, Some(channel));
                    return Err(error);
                }
            },
        }
    }
}

/// Posts `reply` in `channel` once. With a `nonce`, Discord posts it only
/// if no message of the bot's carried the same nonce in the last few
/// minutes (it answers with that message instead): a post tried again
/// after a crash cannot appear twice.
pub(crate) async fn send_once(
    http: &Http,
    channel: ChannelId,
    reply: &Reply,
    nonce: Option<String>,
) -> Result<Message, serenity::Error> {
    let mut message = respond::create(reply);
    if let Some(nonce) = nonce {
        message = message.nonce(Nonce::String(nonce)).enforce_nonce(true);
    }
    channel.send_message(http, message).await
}

/// The nonce of every post that pays the outbox's debt `owed`.
pub(crate) fn owed_nonce(owed: OwedId) -> String {
    format!("pb-owed-{}", owed.0)
}

/// A nonce no other post of this process carries (Discord keeps them a
/// few minutes; 25 characters at most).
fn fresh_nonce() -> String {
    static STARTED: OnceLock<u128> = OnceLock::new();
    static COUNT: AtomicU64 = AtomicU64::new(0);
    let started = STARTED.get_or_init(|| {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |since| since.as_millis())
    });
    let count = COUNT.fetch_add(1, Ordering::Relaxed);
    format!("pb{started:x}-{count:x}")
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
pub(crate) fn passing(error: &serenity::Error) -> bool {
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
    if let Err(error) = try_strip(http, channel, message).await {
        debug!(%error, "cannot strip the buttons of an old message");
    }
}

/// Removes the buttons of a message the bot posted, saying why not.
pub(crate) async fn try_strip(
    http: &Http,
    channel: ChannelId,
    message: MessageId,
) -> Result<(), serenity::Error> {
    channel
        .edit_message(
            http,
            message,
            serenity::all::EditMessage::new().components(Vec::new()),
        )
        .await
        .map(|_| ())
}

/// Sends each direct message. A user who accepts none from the bot (or
/// left every shared server) simply gets none: nothing else depends on it.
/// With a `nonce` (the same for every path that sends these messages; the
/// reader is added to it, as Discord keeps one nonce per author), Discord
/// sends each at most once however often it is tried.
pub(crate) async fn send_directs(http: &Http, directs: &[Direct], nonce: Option<&str>) {
    for direct in directs {
        let user = UserId::new(direct.user);
        let mut message = CreateMessage::new().content(direct.text());
        if let Some(nonce) = nonce {
            // The low 32 bits of a snowflake tell users apart well enough
            // within one game's few readers.
            let reader = direct.user & 0xffff_ffff;
            message = message
                .nonce(Nonce::String(format!("{nonce}u{reader:x}")))
                .enforce_nonce(true);
        }
        let sent = match user.create_dm_channel(http).await {
            Ok(channel) => channel.id.send_message(http, message).await.map(|_| ()),
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

/// Deletes a channel or thread the bot made and no longer needs.
pub(crate) async fn delete(http: &Http, channel: ChannelId) {
    if let Err(error) = channel.delete(http).await {
        failed("cannot delete the channel", &error, Some(channel));
    }
}

/// Discord's longest thread name.
pub(crate) const MAX_THREAD_NAME: usize = 100;

/// Opens a public thread named `name` (cut to Discord's length) in
/// `channel`, archived after a week without messages; returns it.
///
/// # Errors
/// Discord refused (no Create Public Threads permission, …).
pub(crate) async fn open_thread(
    http: &Http,
    channel: ChannelId,
    name: &str,
) -> Result<ChannelId, serenity::Error> {
    let name = thread_name(name);
    let thread = channel
        .create_thread(
            http,
            CreateThread::new(name)
                .kind(ChannelType::PublicThread)
                .auto_archive_duration(AutoArchiveDuration::OneWeek),
        )
        .await?;
    Ok(thread.id)
}

/// A thread's name as Discord keeps it (at most its length).
fn thread_name(name: &str) -> String {
    respond::fit_start(name, MAX_THREAD_NAME)
}

/// The active thread of `guild` under `parent` named `name`, if there is
/// one: a thread a process opened and died before it could record it.
pub(crate) async fn active_thread_named(
    http: &Http,
    guild: GuildId,
    parent: ChannelId,
    name: &str,
) -> Result<Option<ChannelId>, serenity::Error> {
    let name = thread_name(name);
    let active = guild.get_active_threads(http).await?;
    Ok(active
        .threads
        .into_iter()
        .find(|thread| thread.parent_id == Some(parent) && thread.name == name)
        .map(|thread| thread.id))
}
