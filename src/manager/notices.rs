//! "Your turn" direct messages, for the users who asked for them.
//!
//! Served centrally: after any request, a public reply that mentions users
//! (the one whose turn it now is, the challenged player, the player asked
//! about a draw or a takeback) gets one [`Direct`] for each of them who
//! opted in. The scheduler's reminders ask [`Manager::directs_for`].

use super::{
    boards::{BoardPost, Shows},
    message::{Message, Notice},
    reply::Direct,
    request::{Action, Caller, Locale, Request},
    Handled, Manager, Reply,
};
use crate::store::{GameRow, Reader, StoreError};

/// The address of a channel (or of a message in it) in the Discord client.
/// A channel outside any server (a direct message) is under `@me`.
#[must_use]
pub fn discord_link(guild: Option<u64>, channel: u64, message: Option<u64>) -> String {
    let guild = guild.map_or_else(|| "@me".to_owned(), |guild| guild.to_string());
    match message {
        Some(message) => format!("https://discord.com/channels/{guild}/{channel}/{message}"),
        None => format!("https://discord.com/channels/{guild}/{channel}"),
    }
}

impl Manager {
    /// Stores the caller's choice; it holds on every server.
    pub(super) async fn set_notices(&self, caller: &Caller, on: bool) -> Handled {
        self.store.set_direct_notices(caller.user, on).await?;
        Ok(Reply {
            ephemeral: true,
            ..Reply::saying(&caller.locale, Message::NoticesSet { on })
        })
    }

    /// A direct message with `notice` about the game or challenge in
    /// `channel` for each of `readers` who opted in; nobody else gets one.
    ///
    /// # Errors
    /// The database failed.
    pub async fn directs_for(
        &self,
        guild: Option<u64>,
        channel: u64,
        readers: &[u64],
        notice: &Notice,
    ) -> Result<Vec<Direct>, StoreError> {
        let opted_in = self.store.direct_readers(readers).await?;
        Ok(directs_to(guild, channel, &opted_in, notice))
    }

    /// `reply` with the direct messages its mentions call for. The request
    /// is served already, so a database failure here costs the notices
    /// only, never the reply.
    pub(super) async fn with_directs(&self, request: &Request, mut reply: Reply) -> Reply {
        match self.directs(request, &reply).await {
            Ok(directs) => reply.effects.direct.extend(directs),
            Err(error) => tracing::warn!(%error, "no direct-message notices for this reply"),
        }
        reply
    }

    async fn directs(&self, request: &Request, reply: &Reply) -> Result<Vec<Direct>, StoreError> {
        let caller = &request.caller;
        // Only a public reply tells anyone to act; the caller has just
        // acted and needs no message about it.
        let readers: Vec<u64> = if reply.ephemeral {
            Vec::new()
        } else {
            reply
                .mentions
                .iter()
                .copied()
                .filter(|&user| user != caller.user)
                .collect()
        };
        // Asked first: most users never opt in, and then nothing else is read.
        let readers = self.store.direct_readers(&readers).await?;
        if readers.is_empty() {
            return Ok(Vec::new());
        }
        let (guild, channel) = (caller.guild, caller.channel);
        if let Action::Challenge { kind, .. } = &request.action {
            let notice = Notice::Challenged {
                kind: *kind,
                by: caller.name.clone(),
            };
            return Ok(directs_to(guild, channel, &readers, &notice));
        }
        if let Some(BoardPost {
            game,
            shows: Shows::End,
        }) = reply.effects.board
        {
            let Some(game) = self.store.game(game).await? else {
                return Ok(Vec::new());
            };
            return Ok(game_over_directs(&game, &readers));
        }
        let Some(game) = self.store.active_game_in(channel).await? else {
            return Ok(Vec::new());
        };
        let by = caller.name.clone();
        let mut directs = Vec::new();
        for reader in readers {
            let notice = match request.action {
                Action::OfferDraw => Some(Notice::DrawOffered {
                    kind: game.kind,
                    by: by.clone(),
                }),
                Action::RequestTakeback => Some(Notice::TakebackRequested {
                    kind: game.kind,
                    by: by.clone(),
                }),
                _ => premove_played(&game, reader.user, reply)
                    .or_else(|| Notice::your_turn(&game, reader.user)),
            };
            if let Some(notice) = notice {
                let reader = std::slice::from_ref(&reader);
                directs.extend(directs_to(guild, channel, reader, &notice));
            }
        }
        Ok(directs)
    }
}

/// "Your conditional move was played" for `reader`, if `reply` is the
/// board after one of theirs (they are then not the one to move).
fn premove_played(game: &GameRow, reader: u64, reply: &Reply) -> Option<Notice> {
    if game.to_move.map(|seat| game.user(seat)) == Some(reader) {
        return None;
    }
    reply.said.iter().find_map(|said| match said {
        Message::Board {
            last: Some((_, answer)),
            answered: Some((opponent, played)),
            ..
        } => Some(Notice::PremovePlayed {
            kind: game.kind,
            opponent: opponent.clone(),
            played: played.clone(),
            reply: answer.clone(),
        }),
        _ => None,
    })
}

/// "Your game is over" to each of `readers` (who asked for them) who played
/// in the ended `game`.
pub(super) fn game_over_directs(game: &GameRow, readers: &[Reader]) -> Vec<Direct> {
    readers
        .iter()
        .filter_map(|reader| {
            let notice = Notice::game_over(game, reader.user)?;
            Some(directs_to(
                game.guild_id,
                game.channel_id,
                std::slice::from_ref(reader),
                &notice,
            ))
        })
        .flatten()
        .collect()
}

/// `notice` about the game or challenge in `channel` as a direct message to
/// each of `readers` (who asked for them), each in their own language (as
/// they chose, else as their Discord client last said, else English).
fn directs_to(
    guild: Option<u64>,
    channel: u64,
    readers: &[Reader],
    notice: &Notice,
) -> Vec<Direct> {
    let message = Message::Direct {
        notice: notice.clone(),
        channel,
        link: discord_link(guild, channel, None),
    };
    readers
        .iter()
        .map(|reader| {
            let locale = reader.language.clone().map_or_else(Locale::en, Locale);
            Direct {
                user: reader.user,
                message: message.clone(),
                locale,
            }
        })
        .collect()
}
