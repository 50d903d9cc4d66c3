//! The one way a reply reaches Discord: posted as an interaction's answer,
//! as the answer after a deferral, or as a message of the bot's own in a
//! channel (the scheduler's) — and then its effects carried out, the same
//! for all three: the board recorded (the loser's buttons stripped), the
//! challenge recorded, older buttons stripped, direct messages sent.

use serenity::{
    all::{
        Builder, ChannelId, CreateInteractionResponse, InteractionId, Message, MessageId,
        Permissions,
    },
    http::Http,
};
use tracing::warn;

use super::{
    post::{self, failed},
    respond,
};
use crate::manager::{BoardPost, Manager, Replaced, Reply};

/// The interaction being answered: its id and token, and its channel.
pub(crate) struct Target<'a> {
    pub(crate) id: InteractionId,
    pub(crate) token: &'a str,
    pub(crate) channel: ChannelId,
    /// Whether the bot may attach files here (else pictures give way to
    /// their text fallback).
    pub(crate) can_attach: bool,
}

/// Whether the permissions Discord sent with an interaction let the bot
/// attach files. Unknown (a direct message): yes.
pub(crate) fn can_attach(permissions: Option<Permissions>) -> bool {
    permissions.is_none_or(|permissions| permissions.contains(Permissions::ATTACH_FILES))
}

/// Where a reply goes.
pub(crate) enum Via<'a> {
    /// The first answer to an interaction.
    Answer(&'a Target<'a>),
    /// The answer to an interaction already deferred: the "thinking"
    /// message becomes the reply, or gives way to an ephemeral follow-up.
    Deferred(&'a Target<'a>),
    /// A new message in a channel.
    Channel(ChannelId),
}

impl Via<'_> {
    fn channel(&self) -> ChannelId {
        match self {
            Via::Answer(target) | Via::Deferred(target) => target.channel,
            Via::Channel(channel) => *channel,
        }
    }

    /// A channel post comes with no permissions to read: the picture is
    /// tried (the scheduler posts in channels where games are played).
    fn can_attach(&self) -> bool {
        match self {
            Via::Answer(target) | Via::Deferred(target) => target.can_attach,
            Via::Channel(_) => true,
        }
    }
}

/// Posts `reply` via `via` and carries out its effects. A failure is
/// logged and costs only what it touches: an effect that needs the
/// message's id waits for the post, the others do not.
pub(crate) async fn deliver(http: &Http, manager: &Manager, via: Via<'_>, reply: Reply) {
    let reply = fit_surface(reply, via.can_attach());
    let channel = via.channel();
    let posted = post(http, &via, &reply).await;
    let effects = reply.effects;
    if let Some(message) = &posted {
        if let Some(board) = effects.board {
            record_board(http, manager, channel, board, message.id).await;
        }
        if let Some(challenge) = effects.challenge {
            if let Err(error) = manager
                .set_challenge_message(challenge, message.id.get())
                .await
            {
                warn!(%error, "cannot record the challenge message");
            }
        }
    }
    for message in effects.strip {
        post::strip(http, channel, MessageId::new(message)).await;
    }
    post::send_directs(http, &effects.direct).await;
}

/// Where the bot may not attach files, a picture gives way to its text
/// fallback (a ladder as a table); a board keeps its text line.
fn fit_surface(mut reply: Reply, can_attach: bool) -> Reply {
    if !can_attach {
        reply.file = None;
    }
    if !can_attach && reply.image.is_some() {
        reply.image = None;
        if let Some(fallback) = reply.fallback.take() {
            reply.text = fallback;
        }
    }
    reply
}

/// Posts the message itself.
async fn post(http: &Http, via: &Via<'_>, reply: &Reply) -> Option<Message> {
    match via {
        Via::Answer(target) => {
            let response = CreateInteractionResponse::Message(respond::message(reply));
            if let Err(error) = response.execute(http, (target.id, target.token)).await {
                failed("answer failed", &error, None);
                return instead_in_channel(http, target, reply).await;
            }
            // Discord answers a callback with no message: read it back only
            // when an effect needs its id.
            let needed = reply.effects.board.is_some() || reply.effects.challenge.is_some();
            if !needed || reply.ephemeral {
                return None;
            }
            http.get_original_interaction_response(target.token)
                .await
                .map_err(|error| failed("cannot read back the answer", &error, None))
                .ok()
        }
        Via::Deferred(target) if reply.ephemeral => {
            if let Err(error) = http
                .delete_original_interaction_response(target.token)
                .await
            {
                failed("cannot delete the deferred answer", &error, None);
            }
            if let Err(error) = respond::followup(reply)
                .execute(http, (None, target.token))
                .await
            {
                failed("follow-up failed", &error, None);
            }
            None
        }
        Via::Deferred(target) => match respond::edit(reply).execute(http, target.token).await {
            Ok(message) => Some(message),
            Err(error) => {
                failed("edit of the deferred answer failed", &error, None);
                instead_in_channel(http, target, reply).await
            }
        },
        Via::Channel(channel) => post::send(http, *channel, reply).await,
    }
}

/// When Discord refuses an interaction's answer, or its token has expired
/// (15 minutes after the interaction), the players still see what happened:
/// a public reply goes to the channel as a message of the bot's own, and its
/// effects (the board recorded, buttons stripped) follow from that message.
/// A reply for the caller only is lost with the interaction: posted in the
/// channel it would tell everyone what one player asked.
async fn instead_in_channel(http: &Http, target: &Target<'_>, reply: &Reply) -> Option<Message> {
    if reply.ephemeral {
        return None;
    }
    tracing::info!("posting the answer in the channel instead");
    post::send(http, target.channel, reply).await
}

/// Records `message` as the board of its game; whichever of it and the
/// board it replaces loses its buttons, so nobody clicks a stale board.
async fn record_board(
    http: &Http,
    manager: &Manager,
    channel: ChannelId,
    board: BoardPost,
    message: MessageId,
) {
    match manager.replace_board(board, message.get()).await {
        Ok(Replaced::Won {
            previous: Some(previous),
        }) => post::strip(http, channel, MessageId::new(previous)).await,
        Ok(Replaced::Won { previous: None }) => {}
        Ok(Replaced::Lost) => post::strip(http, channel, message).await,
        Err(error) => warn!(%error, "cannot record the board message"),
    }
}
