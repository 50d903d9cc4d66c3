//! `/s/{key}/games?player=NAME&page=N`: a server's games over, newest
//! first, a page at a time, searchable by a player's name.

use std::sync::Arc;

use axum::{
    extract::{Path, State},
    http::StatusCode,
};
use maud::html;

use super::{
    layout, names,
    player::date,
    refusal::{Answer, Refused},
    respond::page,
    server::public_server,
    visit::Visit,
    Site,
};
use crate::{
    games::{Outcome, Seat},
    manager::web_paths,
    words::{web_text, WebText},
};

/// Games on one page of the archive.
pub const ARCHIVE_PAGE: u32 = 25;

pub async fn archive(
    State(site): State<Arc<Site>>,
    Path(key): Path<String>,
    visit: Visit,
) -> Answer {
    let guild = public_server(&site, &key).await?;
    let asked = visit.params.number("page")?.unwrap_or(1);
    if asked == 0 {
        return Err(Refused::NotFound);
    }
    let player = visit
        .params
        .get("player")
        .map(str::trim)
        .filter(|name| !name.is_empty());
    let found = site
        .manager
        .store()
        .archive(guild, player, asked - 1, ARCHIVE_PAGE)
        .await?;
    let pages = found.total.div_ceil(u64::from(ARCHIVE_PAGE)).max(1);
    if u64::from(asked) > pages {
        return Err(Refused::NotFound);
    }
    let reader = &visit.reader;
    let say = |text| web_text(&reader.locale, text);
    let title = say(WebText::Archive);
    let link = |page: usize| {
        let mut query = form_urlencoded::Serializer::new(String::new());
        if let Some(player) = player {
            query.append_pair("player", player);
        }
        if page > 1 {
            query.append_pair("page", &page.to_string());
        }
        let query = query.finish();
        let path = web_paths::archive(&key);
        if query.is_empty() {
            path
        } else {
            format!("{path}?{query}")
        }
    };
    let body = html! {
        h1 { (title) }
        form.search method="get" action=(web_paths::archive(&key)) role="search" {
            label for="player" { (say(WebText::SearchPlayer)) }
            input #player type="search" name="player" maxlength="100" value=[player];
            button type="submit" { (say(WebText::Search)) }
        }
        p.muted { (say(WebText::GamesFound(found.total))) }
        @if found.games.is_empty() {
            p { (say(WebText::NoGames)) }
        } @else {
            div.scroll { table {
                thead { tr {
                    th.number { "#" }
                    th { (say(WebText::GameColumn)) }
                    th { (say(WebText::Players)) }
                    th { (say(WebText::Result)) }
                    th { (say(WebText::Ended)) }
                } }
                tbody {
                    @for game in &found.games {
                        @let winner = game.outcome.and_then(Outcome::winner);
                        tr {
                            td.number { a href=(web_paths::game(&key, game.number)) { (say(WebText::Number(game.number))) } }
                            td { (say(WebText::Game(game.kind))) }
                            td {
                                @for (index, seat) in Seat::ALL.into_iter().enumerate() {
                                    @if index > 0 { " – " }
                                    @let shown = names::name(game.name(seat));
                                    a href=(web_paths::player(&key, game.user(seat))) {
                                        @if winner == Some(seat) { strong { "★ " (shown) } } @else { (shown) }
                                    }
                                }
                            }
                            td { (result(game.outcome)) " · " (say(WebText::Reason(game.end_reason.unwrap_or(crate::store::EndReason::Aborted)))) }
                            td.muted { (date(game.ended_at.unwrap_or(game.updated_at))) }
                        }
                    }
                }
            } }
        }
        (layout::pagination(reader, asked as usize, usize::try_from(pages).unwrap_or(usize::MAX), link))
    };
    Ok(page(
        reader,
        StatusCode::OK,
        layout::page(reader, &title, Some((&visit, Some(&key))), body),
    ))
}

/// A result as the score sheet writes it, the same in every language.
fn result(outcome: Option<Outcome>) -> &'static str {
    match outcome {
        Some(Outcome::Win(Seat::First)) => "1–0",
        Some(Outcome::Win(Seat::Second)) => "0–1",
        Some(Outcome::Draw) => "½–½",
        None => "—",
    }
}
