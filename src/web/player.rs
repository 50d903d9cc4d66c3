//! `/s/{key}/player/{user}`: one player on one server — a rating chart
//! and ladder standing per game, the record against the computer per
//! level, the last games — read as `/stats` reads them.

use std::sync::Arc;

use axum::{
    extract::{Path, State},
    http::StatusCode,
};
use maud::{html, Markup};

use super::{
    chart, layout, names,
    refusal::{path_number, Answer, Refused},
    respond::page,
    server::public_server,
    visit::Visit,
    Site,
};
use crate::{
    manager::{calendar, web_paths, Locale},
    store::FinishedGame,
    words::{computer_record, web_text, WebText},
};

pub async fn player(
    State(site): State<Arc<Site>>,
    Path((key, user)): Path<(String, String)>,
    visit: Visit,
) -> Answer {
    let guild = public_server(&site, &key).await?;
    let user: u64 = path_number(&user)?;
    let store = site.manager.store();
    let name = store
        .player_name(guild, user)
        .await?
        .ok_or(Refused::NotFound)?;
    let stats = store.player_stats(guild, user, site.manager.now()).await?;
    let reader = &visit.reader;
    let locale = &reader.locale;
    let say = |text| web_text(locale, text);
    // A title holds no markup: the name isolated by Unicode's marks.
    let title = names::isolated(&name);
    let body = html! {
        h1 { (names::name(&name)) }
        @let played: Vec<_> = stats.kinds.iter().filter(|kind| kind.played()).collect();
        @if !played.is_empty() {
            h2 { (say(WebText::Ratings)) }
            div.scroll { table {
                thead { tr {
                    th { (say(WebText::GameColumn)) }
                    th.number { (say(WebText::Rating)) }
                    th.number { (say(WebText::Deviation)) }
                    th { (say(WebText::Record)) }
                } }
                tbody {
                    @for kind in &played {
                        tr {
                            td { a href=(web_paths::ladder(&key, kind.kind, 1)) { (say(WebText::Game(kind.kind))) } }
                            td.number { (kind.rating.map(|rating| rating.shown()).unwrap_or_else(|| "—".to_owned())) }
                            td.number { (kind.rating.map(|rating| format!("{:.0}", rating.deviation)).unwrap_or_else(|| "—".to_owned())) }
                            td { (say(WebText::RecordCell(kind.record))) }
                        }
                    }
                }
            } }
            @for kind in &played {
                (chart::ratings_chart(&say(WebText::RatingsChart(kind.kind)), &kind.history))
            }
        }
        @if !stats.computer.is_empty() {
            h2 { (say(WebText::AgainstComputer)) }
            ul {
                @for (level, record) in &stats.computer {
                    li { (computer_record(locale, *level, *record)) }
                }
            }
        }
        @if !stats.last_games.is_empty() {
            h2 { (say(WebText::LastGames)) }
            (games_table(locale, &key, &stats.last_games))
        }
    };
    Ok(page(
        reader,
        StatusCode::OK,
        layout::page(reader, &title, Some((&visit, Some(&key))), body),
    ))
}

/// A player's games over, one a row, each linked to its page.
fn games_table(locale: &Locale, key: &str, games: &[FinishedGame]) -> Markup {
    let say = |text| web_text(locale, text);
    html! {
        div.scroll { table {
            thead { tr {
                th.number { "#" }
                th { (say(WebText::Opponent)) }
                th { (say(WebText::Result)) }
                th { (say(WebText::GameColumn)) }
                th { (say(WebText::Ended)) }
            } }
            tbody {
                @for played in games {
                    @let game = &played.game;
                    tr {
                        td.number { a href=(web_paths::game(key, game.number)) { (say(WebText::Number(game.number))) } }
                        td { a href=(web_paths::player(key, played.opponent.0)) { (names::name(&played.opponent.1)) } }
                        td { (say(WebText::Score(played.score))) " · " (say(WebText::Reason(played.reason))) }
                        td { (say(WebText::Game(game.kind))) " · " (if game.rated { say(WebText::Rated) } else { say(WebText::Casual) }) }
                        td.muted { (date(game.ended_at.unwrap_or(game.updated_at))) }
                    }
                }
            }
        } }
    }
}

/// A moment as a date, `2026-12-04` (the same in every language).
#[must_use]
pub fn date(millis: i64) -> String {
    let moment = calendar::moment(millis);
    format!(
        "{}-{:02}-{:02}",
        moment.year(),
        u8::from(moment.month()),
        moment.day()
    )
}
