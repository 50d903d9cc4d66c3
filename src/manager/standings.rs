//! Looking at the ratings: a server's ladder, a player's stats. Nothing here
//! writes; both belong to a server and are refused in direct messages.

use super::{
    captions::Captions,
    message::{LadderEntry, Message},
    refusal::Refusal,
    reply::{Fallback, Layout},
    request::{Caller, Player},
    Handled, Manager, Reply,
};
use crate::{
    games::GameKind,
    ratings::LadderRow,
    store::{FinishedGame, PlayerStats},
};

/// Players on one ladder page.
pub const LADDER_PAGE_SIZE: usize = 10;

impl Manager {
    pub(super) async fn leaderboard(&self, caller: &Caller, kind: GameKind, page: u32) -> Handled {
        let guild = caller.guild.ok_or(Refusal::ServerOnly)?;
        // Page 0 and pages past the end show the nearest page there is: the
        // line says which page it is, and paging buttons can never miss.
        let page = usize::try_from(page).unwrap_or(usize::MAX);
        let page = self
            .store
            .ladder(
                guild,
                kind,
                self.clock.now(),
                (page, LADDER_PAGE_SIZE),
                caller.user,
            )
            .await?;
        let link = self
            .public_link(Some(guild), |key| {
                crate::manager::web_paths::ladder(key, kind, page.page)
            })
            .await?;
        let locale = &caller.channel_locale;
        let title = locale.ladder_title(kind);
        let table = Message::LadderTable {
            kind,
            page: page.page,
            pages: page.pages,
            players: page.players,
            rows: page.rows.iter().map(entry).collect(),
            caller: page.caller.as_ref().map(entry),
        };
        let line = Message::Ladder {
            kind,
            page: page.page,
            pages: page.pages,
            players: page.players,
        };
        Ok(Reply {
            image: Some(crate::render::ladder_png(
                &title,
                &page,
                caller.user,
                locale,
            )),
            fallback: Some(Fallback {
                said: vec![table],
                layout: Layout::Within { head: 1 },
            }),
            link,
            ..Reply::saying(locale, line)
        })
    }

    pub(super) async fn stats(&self, caller: &Caller, user: Option<&Player>) -> Handled {
        let guild = caller.guild.ok_or(Refusal::ServerOnly)?;
        let (id, name) = user.map_or((caller.user, caller.name.as_str()), |player| {
            (player.id, player.name.as_str())
        });
        let stats = self.store.player_stats(guild, id, self.clock.now()).await?;
        // A player with no game on the server has no page.
        let link = match stats.is_empty() {
            true => None,
            false => {
                self.public_link(Some(guild), |key| {
                    crate::manager::web_paths::player(key, id)
                })
                .await?
            }
        };
        let locale = &caller.channel_locale;
        let remarks = remarks(name, &stats);
        // The stats list games with a result only.
        let scored: Vec<_> = stats
            .last_games
            .iter()
            .filter_map(|game| Some((game.score?, played_game(game, None))))
            .collect();
        let card = locale.stats_card(name, &stats, &remarks, &scored);
        let summary = Message::StatsSummary {
            name: name.to_owned(),
            ratings: stats
                .kinds
                .iter()
                .filter_map(|kind| Some((kind.kind, kind.rating?.shown())))
                .collect(),
        };
        let played: Vec<Message> = stats
            .last_games
            .iter()
            .map(|game| played_game(game, board_link(guild, game)))
            .collect();
        // The fallback adds each kind's line, which the picture carries.
        let kinds: Vec<Message> = stats
            .kinds
            .iter()
            .filter(|kind| kind.played())
            .map(|kind| Message::KindLine {
                kind: kind.kind,
                rating: kind.rating.map(|rating| rating.shown()),
                deviation: kind.rating.map(|rating| rating.deviation.round() as i64),
                rated_games: kind.rated_games,
                record: kind.record,
            })
            .collect();
        let fallback = Fallback {
            layout: Layout::Within {
                head: 1 + kinds.len() + remarks.len(),
            },
            said: [
                vec![summary.clone()],
                kinds,
                remarks.clone(),
                played.clone(),
            ]
            .concat(),
        };
        let head = 1 + remarks.len();
        let mut said = vec![summary];
        said.extend(remarks);
        said.extend(played);
        Ok(Reply {
            said,
            layout: Layout::Within { head },
            image: Some(crate::render::stats_png(&card)),
            fallback: Some(fallback),
            link,
            locale: locale.clone(),
            ..Reply::default()
        })
    }
}

/// A ladder row as the words layer prints it.
fn entry(row: &LadderRow) -> LadderEntry {
    let standing = &row.standing;
    LadderEntry {
        rank: row.rank,
        name: standing.name.clone(),
        rating: standing.rating.shown(),
        wins: standing.wins,
        losses: standing.losses,
        draws: standing.draws,
        trend: standing.trend.round() as i64,
    }
}

/// The last board message of a finished game, as a Discord link.
#[must_use]
pub fn board_link(guild: u64, game: &FinishedGame) -> Option<String> {
    let message = game.game.board_message_id?;
    Some(format!(
        "https://discord.com/channels/{guild}/{}/{message}",
        game.game.channel_id
    ))
}

pub(super) fn played_game(game: &FinishedGame, link: Option<String>) -> Message {
    Message::PlayedGame {
        number: game.game.number,
        score: game.score,
        kind: game.game.kind,
        opponent: game.opponent.1.clone(),
        reason: game.reason,
        rated: game.game.rated,
        link,
    }
}

/// What the stats say besides the numbers: no games yet, the streak, the
/// best win, the record against the computer at each level.
fn remarks(name: &str, stats: &PlayerStats) -> Vec<Message> {
    let mut remarks = Vec::new();
    if stats.is_empty() {
        remarks.push(Message::NoGamesYet {
            name: name.to_owned(),
        });
    }
    if let Some(streak) = stats.streak {
        remarks.push(Message::Streak {
            score: streak.score,
            games: streak.games,
        });
    }
    if let Some(best) = &stats.best_win {
        remarks.push(Message::BestWin {
            opponent: best.opponent.clone(),
            rating: best.opponent_rating.round() as i64,
            kind: best.kind,
        });
    }
    remarks.extend(
        stats
            .computer
            .iter()
            .map(|&(level, record)| Message::ComputerRecord { level, record }),
    );
    remarks
}
