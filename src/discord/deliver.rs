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
use crate::{
    manager::{BoardPost, Manager, Replaced, Reply},
    store::OwedId,
};

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
    /// The answer to an interaction deferred for the caller's eyes alone
    /// (a private request, such as `/premove`): the "thinking" message,
    /// which nobody else saw, becomes the reply.
    DeferredPrivately(&'a Target<'a>),
    /// A new message in a channel.
    Channel(ChannelId),
    /// A new message in a channel that pays a debt of the outbox: it
    /// carries the debt's nonce, which the worker's post would carry too,
    /// so the two cannot both appear.
    Paying(ChannelId, OwedId),
}

impl Via<'_> {
    fn channel(&self) -> ChannelId {
        match self {
            Via::Answer(target) | Via::Deferred(target) | Via::DeferredPrivately(target) => {
                target.channel
            }
            Via::Channel(channel) | Via::Paying(channel, _) => *channel,
        }
    }

    /// A channel post comes with no permissions to read: the picture is
    /// tried (the scheduler posts in channels where games are played).
    fn can_attach(&self) -> bool {
        match self {
            Via::Answer(target) | Via::Deferred(target) | Via::DeferredPrivately(target) => {
                target.can_attach
            }
            Via::Channel(_) | Via::Paying(..) => true,
        }
    }
}

/// Posts `reply` via `via` and carries out its effects; returns the
/// message posted, if one was (and is needed: a callback's answer is read
/// back only when an effect needs its id). A failure is logged and costs
/// only what it touches: an effect that needs the message's id waits for
/// the post, the others do not; a board that could not be posted is handed
/// to the outbox's worker at once.
pub(crate) async fn deliver(
    http: &Http,
    manager: &Manager,
    via: Via<'_>,
    reply: Reply,
) -> Option<MessageId> {
    let reply = fit_surface(reply, via.can_attach());
    let channel = via.channel();
    let posted = post(http, &via, &reply).await;
    if let (Some(game), false) = (reply.board(), reply.ephemeral) {
        owe_what_was_not_posted(manager, game, &posted).await;
    }
    let posted = match posted {
        Posted::Message(message) => Some(message),
        Posted::Unread | Posted::Failed(_) => None,
    };
    carry_out(http, manager, channel, reply.effects, posted).await;
    posted
}

/// What came of posting a reply.
enum Posted {
    /// Posted, and read back: its id.
    Message(MessageId),
    /// Posted, or possibly posted, but not read back (not needed, or
    /// Discord did not answer).
    Unread,
    /// Not posted: Discord's last answer.
    Failed(serenity::Error),
}

impl From<Result<Message, serenity::Error>> for Posted {
    fn from(result: Result<Message, serenity::Error>) -> Self {
        result.map_or_else(Posted::Failed, |message| Posted::Message(message.id))
    }
}

/// The board of `game` could not be posted, or not read back: the outbox's
/// worker posts it now (or finds it posted and records it) — unless Discord
/// refused it for good, which trying again cannot mend: then it is dropped.
async fn owe_what_was_not_posted(manager: &Manager, game: crate::store::GameId, posted: &Posted) {
    let handed = match posted {
        Posted::Message(_) => return,
        Posted::Failed(error) if !post::passing(error) => manager.drop_boards(game).await,
        Posted::Unread | Posted::Failed(_) => manager.hand_over_boards(game).await,
    };
    if let Err(error) = handed {
        warn!(%error, %game, "cannot hand the board over to the outbox");
    }
}

/// Carries out the effects of a reply posted in `channel` as `posted`
/// (`None`: not posted, or its id not read back).
pub(crate) async fn carry_out(
    http: &Http,
    manager: &Manager,
    channel: ChannelId,
    effects: crate::manager::Effects,
    posted: Option<MessageId>,
) {
    // A board's direct messages go before the board is recorded (which
    // pays its debt): after a crash in between, the worker sends them
    // again, under the same nonce, so each arrives once.
    let nonce = effects.board.map(respond::directs_nonce);
    post::send_directs(http, &effects.direct, nonce.as_deref()).await;
    if let Some(message) = posted {
        if let Some(board) = effects.board {
            record_board(http, manager, channel, board, message).await;
        }
        if let Some(challenge) = effects.challenge {
            if let Err(error) = manager
                .set_challenge_message(challenge, message.get())
                .await
            {
                warn!(%error, "cannot record the challenge message");
            }
        }
    }
    for message in effects.strip {
        post::strip(http, channel, MessageId::new(message)).await;
    }
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
            reply.said = fallback.said;
            reply.layout = fallback.layout;
        }
    }
    reply
}

/// Posts the message itself.
async fn post(http: &Http, via: &Via<'_>, reply: &Reply) -> Posted {
    match via {
        Via::Answer(target) => {
            let response = CreateInteractionResponse::Message(respond::message(reply));
            if let Err(error) = response.execute(http, (target.id, target.token)).await {
                failed("answer failed", &error, None);
                return instead_in_channel(http, target, reply, error).await;
            }
            // Discord answers a callback with no message: read it back only
            // when an effect needs its id.
            let needed = reply.effects.board.is_some() || reply.effects.challenge.is_some();
            if !needed || reply.ephemeral {
                return Posted::Unread;
            }
            match http.get_original_interaction_response(target.token).await {
                Ok(message) => Posted::Message(message.id),
                Err(error) => {
                    failed("cannot read back the answer", &error, None);
                    Posted::Unread
                }
            }
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
            Posted::Unread
        }
        Via::DeferredPrivately(target) => {
            if let Err(error) = respond::edit(reply).execute(http, target.token).await {
                failed("edit of the private deferred answer failed", &error, None);
            }
            Posted::Unread
        }
        Via::Deferred(target) => match respond::edit(reply).execute(http, target.token).await {
            Ok(message) => Posted::Message(message.id),
            Err(error) => {
                failed("edit of the deferred answer failed", &error, None);
                instead_in_channel(http, target, reply, error).await
            }
        },
        Via::Channel(channel) => post::send(http, *channel, reply, None).await.into(),
        Via::Paying(channel, owed) => {
            let nonce = Some(post::owed_nonce(*owed));
            post::send(http, *channel, reply, nonce).await.into()
        }
    }
}

/// When Discord refuses an interaction's answer (`error`), or its token has
/// expired (15 minutes after the interaction), the players still see what
/// happened: a public reply goes to the channel as a message of the bot's
/// own, and its effects (the board recorded, buttons stripped) follow from
/// that message. A reply for the caller only is lost with the interaction:
/// posted in the channel it would tell everyone what one player asked.
async fn instead_in_channel(
    http: &Http,
    target: &Target<'_>,
    reply: &Reply,
    error: serenity::Error,
) -> Posted {
    if reply.ephemeral {
        return Posted::Failed(error);
    }
    tracing::info!("posting the answer in the channel instead");
    post::send(http, target.channel, reply, None).await.into()
}

/// Records `message` as the board of its game; whichever of it and the
/// board it replaces loses its buttons, so nobody clicks a stale board.
pub(crate) async fn record_board(
    http: &Http,
    manager: &Manager,
    channel: ChannelId,
    board: BoardPost,
    message: MessageId,
) {
    match manager.replace_board(board, message.get()).await {
        Ok(Replaced::Won {
            previous: Some(previous),
        }) => {
            // Recording it owed the stripping: done, it is paid.
            post::strip(http, channel, MessageId::new(previous)).await;
            if let Err(error) = manager.settle_strip(channel.get(), previous).await {
                warn!(%error, "cannot settle the stripping of the old board");
            }
        }
        Ok(Replaced::Won { previous: None }) => {}
        Ok(Replaced::Lost) => post::strip(http, channel, message).await,
        Err(error) => warn!(%error, "cannot record the board message"),
    }
}
