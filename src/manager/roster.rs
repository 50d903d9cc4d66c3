//! "games": a player's active games on a server, most urgent first, each
//! with a link to its latest board.

use super::{
    message::{GamesEntry, Message, TimeLeft},
    notices::discord_link,
    refusal::Refusal,
    reply::Layout,
    request::{Caller, Player},
    standings::{board_link, played_game},
    Handled, Manager, Reply,
};
use crate::store::{GamesOver, RosterGame};

/// How many games over (finished or aborted) a list shows at most.
const FINISHED_SHOWN: u32 = 50;

impl Manager {
    /// The list is shown to the caller only: it is a look-up, not news for
    /// the channel.
    pub(super) async fn games(
        &self,
        caller: &Caller,
        user: Option<&Player>,
        finished: bool,
    ) -> Handled {
        let guild = caller.guild.ok_or(Refusal::ServerOnly)?;
        let (owner_id, owner) = match user {
            Some(player) if player.id != caller.user => (player.id, Some(player.name.clone())),
            _ => (caller.user, None),
        };
        if finished {
            return self.finished_games(caller, guild, owner_id, owner).await;
        }
        let now = self.clock.now();
        let mut games = self.store.active_games_of(guild, owner_id, now).await?;
        // Most urgent first: least time left, then games with no clock.
        games.sort_by_key(|game| {
            let deadline = game.game.deadline_at;
            (deadline.is_none(), deadline, game.game.id)
        });
        let locale = &caller.locale;
        if games.is_empty() {
            return Ok(Reply {
                ephemeral: true,
                ..Reply::saying(locale, Message::NoGames { owner })
            });
        }
        let header = Message::GamesHeader {
            owner: owner.clone(),
            count: games.len(),
        };
        let entries: Vec<Message> = games
            .iter()
            .map(|game| Message::GamesEntry(entry(game, owner_id, owner.clone(), now)))
            .collect();
        // The whole list is said; a long one is cut to fit in the text only.
        Ok(Reply {
            ephemeral: true,
            ..listed(locale, header, entries)
        })
    }
}

impl Manager {
    /// The finished games of `owner_id`, newest first, each with its
    /// number and a link to its final board.
    async fn finished_games(
        &self,
        caller: &Caller,
        guild: u64,
        owner_id: u64,
        owner: Option<String>,
    ) -> Handled {
        let locale = &caller.locale;
        let games = self
            .store
            .finished_games_of(guild, owner_id, GamesOver::AlsoAborted, FINISHED_SHOWN)
            .await?;
        if games.is_empty() {
            return Ok(Reply {
                ephemeral: true,
                ..Reply::saying(locale, Message::NoFinishedGames { owner })
            });
        }
        let header = Message::FinishedGamesHeader {
            owner,
            count: games.len(),
        };
        let entries: Vec<Message> = games
            .iter()
            .map(|game| played_game(game, board_link(guild, game)))
            .collect();
        Ok(Reply {
            ephemeral: true,
            ..listed(locale, header, entries)
        })
    }
}

/// `header` and `entries` as one message: a list, cut to fit in the text
/// only.
fn listed(locale: &super::Locale, header: Message, entries: Vec<Message>) -> Reply {
    let mut said = vec![header];
    said.extend(entries);
    Reply {
        said,
        layout: Layout::List,
        locale: locale.clone(),
        ..Reply::default()
    }
}

/// The list line of `game` for the player `owner_id`.
fn entry(game: &RosterGame, owner_id: u64, owner: Option<String>, now: i64) -> GamesEntry {
    let row = &game.game;
    let opponent = row
        .seat_of(owner_id)
        .map_or_else(String::new, |seat| row.name(seat.other()).to_owned());
    let time = match (game.away_until, row.deadline_at) {
        (_, None) => TimeLeft::NoClock,
        (Some(until), Some(_)) => TimeLeft::Paused { until },
        (None, Some(deadline)) => TimeLeft::Left(deadline.saturating_sub(now)),
    };
    GamesEntry {
        kind: row.kind,
        opponent,
        owner_to_move: row.to_move.is_some_and(|seat| row.user(seat) == owner_id),
        owner,
        time,
        link: discord_link(row.guild_id, row.channel_id, row.board_message_id),
    }
}
