//! Looking at the ratings: a server's ladder, a player's stats. Nothing here
//! writes; both belong to a server and are refused in direct messages.

use super::{
    message::{LadderEntry, Message},
    refusal::Refusal,
    request::{Caller, Locale, Player},
    Handled, Manager, Reply,
};
use crate::{
    games::GameKind,
    ratings::LadderRow,
    render::{GameLine, KindLine, StatsCard},
    store::{FinishedGame, KindStats, PlayerStats},
};

/// Players on one ladder page.
pub const LADDER_PAGE_SIZE: usize = 10;

/// Discord refuses longer messages.
pub const MESSAGE_LIMIT: usize = 2000;

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
        let locale = &caller.channel_locale;
        let title = crate::words::text(locale, &Message::LadderTitle { kind });
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
            fallback: Some(within_limit(&[crate::words::text(locale, &table)], &[])),
            ..Reply::saying(locale, line)
        })
    }

    pub(super) async fn stats(&self, caller: &Caller, user: Option<&Player>) -> Handled {
        let guild = caller.guild.ok_or(Refusal::ServerOnly)?;
        let (id, name) = user.map_or((caller.user, caller.name.as_str()), |player| {
            (player.id, player.name.as_str())
        });
        let stats = self.store.player_stats(guild, id, self.clock.now()).await?;
        let locale = &caller.channel_locale;
        let words = |message: &Message| crate::words::text(locale, message);
        let remarks = remarks(name, &stats);
        let card = stats_card(locale, name, &stats, &remarks);
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
        let links: Vec<String> = played.iter().map(words).collect();
        let mut head = vec![words(&summary)];
        head.extend(card.lines.iter().cloned());
        let text = within_limit(&head, &links);
        // The fallback adds each kind's line, which the picture carries.
        let mut head = vec![words(&summary)];
        head.extend(
            card.kinds
                .iter()
                .map(|kind| format!("{}: {} · {}", kind.game, kind.rating, kind.detail)),
        );
        head.extend(card.lines.iter().cloned());
        let fallback = within_limit(&head, &links);
        let mut said = vec![summary];
        said.extend(remarks);
        said.extend(played);
        Ok(Reply {
            text,
            said,
            image: Some(crate::render::stats_png(&card)),
            fallback: Some(fallback),
            ..Reply::default()
        })
    }
}

/// A ladder row as the catalogue prints it.
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

/// The words and numbers of the stats picture, with the `remarks`.
fn stats_card(locale: &Locale, name: &str, stats: &PlayerStats, remarks: &[Message]) -> StatsCard {
    let words = |message: &Message| crate::words::text(locale, message);
    let lines = remarks.iter().map(words).collect();
    StatsCard {
        title: words(&Message::StatsTitle {
            name: name.to_owned(),
        }),
        lines,
        kinds: stats
            .kinds
            .iter()
            .enumerate()
            .filter(|(_, kind)| kind.played())
            .map(|(series, kind)| kind_line(locale, kind, series))
            .collect(),
        chart_title: words(&Message::ChartTitle),
        games_title: words(&Message::LastGamesTitle),
        games: stats
            .last_games
            .iter()
            // The stats list games with a result only.
            .filter_map(|game| {
                let score = game.score?;
                Some(GameLine {
                    score,
                    mark: words(&Message::ScoreMark { score }),
                    text: words(&played_game(game, None)),
                })
            })
            .collect(),
    }
}

/// A game kind's line; `series` picks its colour (its place among all kinds).
fn kind_line(locale: &Locale, kind: &KindStats, series: usize) -> KindLine {
    let words = |message: &Message| crate::words::text(locale, message);
    KindLine {
        game: words(&Message::GameName { kind: kind.kind }),
        rating: kind
            .rating
            .map_or_else(|| words(&Message::Unrated), |rating| rating.shown()),
        detail: words(&Message::KindDetail {
            deviation: kind.rating.map(|rating| rating.deviation.round() as i64),
            rated_games: kind.rated_games,
            record: kind.record,
        }),
        history: kind.history.clone(),
        series,
    }
}

/// `head` and then as many of `items` as fit in one Discord message, one per
/// line (the items are newest first: the oldest go first).
fn within_limit(head: &[String], items: &[String]) -> String {
    let mut out = head.join("\n");
    for item in items {
        if out.chars().count() + 1 + item.chars().count() > MESSAGE_LIMIT {
            break;
        }
        out.push('\n');
        out.push_str(item);
    }
    if out.chars().count() > MESSAGE_LIMIT {
        out = out.chars().take(MESSAGE_LIMIT - 1).collect::<String>() + "…";
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_stay_within_discords_limit() {
        let head = vec!["head".to_owned()];
        let items: Vec<String> = (0..10).map(|i| format!("{i}{}", "x".repeat(299))).collect();
        let text = within_limit(&head, &items);
        assert!(text.chars().count() <= MESSAGE_LIMIT);
        // The newest six fit (5 + 6 × 301 = 1811); the seventh would not.
        assert_eq!(text.lines().count(), 7);
        assert!(text
            .lines()
            .nth(6)
            .is_some_and(|line| line.starts_with('5')));
        let long = within_limit(&["y".repeat(3000)], &items);
        assert_eq!(long.chars().count(), MESSAGE_LIMIT);
    }
}
