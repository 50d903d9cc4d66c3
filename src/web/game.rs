//! A game's pages: `/s/{key}/game/{number}?ply=N` (players, result and
//! why, the board after any ply with links to step through, the moves,
//! the replay and the record), and the files it links: the board after
//! each ply, the animated replay, the record.
//!
//! Pictures come from the archive's own drawing
//! ([`ArchivedGame`]), so each is the picture players saw in Discord.
//! Drawn once per game version, ply and language, then kept
//! ([`super::cache`]).

use std::sync::Arc;

use axum::{
    body::Bytes,
    extract::{Path, State},
    http::{header, HeaderValue, StatusCode},
    response::IntoResponse,
};
use maud::html;

use super::{
    cache::{Drawn, What},
    layout, names,
    refusal::{path_number, Answer, Refused},
    respond::{file, holds, html_bytes},
    server::public_server,
    visit::Visit,
    Site,
};
use crate::{
    bot::analysis::Judged,
    games::{Rules, Seat},
    manager::{mover_of, web_paths, ArchivedGame, Locale},
    store::{GameRow, GameStatus},
    words::{web_text, WebText},
};

/// The game `number` of the server keyed `key`, as stored.
async fn row_of(site: &Site, key: &str, number: &str) -> Result<(u64, GameRow), Refused> {
    let guild = public_server(site, key).await?;
    let number = path_number(number)?;
    let row = site
        .manager
        .store()
        .game_numbered(Some(guild), 0, number)
        .await?
        .ok_or(Refused::NotFound)?;
    Ok((guild, row))
}

/// The game replayed, for drawing.
async fn archived(site: &Site, guild: u64, row: &GameRow) -> Result<ArchivedGame, Refused> {
    site.manager
        .archived_game(guild, row.number)
        .await?
        .ok_or(Refused::NotFound)
}

fn key_of(row: &GameRow, what: What, visit: &Visit) -> Drawn {
    Drawn {
        game: row.id,
        version: row.version,
        what,
        language: visit.reader.tag,
    }
}

/// Whether nothing about the game can change any more.
fn over(row: &GameRow) -> bool {
    row.status != GameStatus::Active
}

/// `/s/{key}/game/{number}`: the game page.
pub async fn page(
    State(site): State<Arc<Site>>,
    Path((key, number)): Path<(String, String)>,
    visit: Visit,
) -> Answer {
    let (guild, row) = row_of(&site, &key, &number).await?;
    let ply = visit.params.number("ply")?.unwrap_or(row.plies);
    if ply > row.plies {
        return Err(Refused::NotFound);
    }
    // An analysis made after the page was drawn changes the page, not
    // the game's version: whether there is one is part of the key.
    let judged = site.manager.store().analysis(row.id, row.kind).await?;
    let analysed = judged.is_some();
    let drawn = key_of(&row, What::Page { ply, analysed }, &visit);
    if let Some(bytes) = site.cache.get(&drawn) {
        return Ok(html_bytes(&visit.reader, StatusCode::OK, bytes));
    }
    let game = archived(&site, guild, &row).await?;
    let markup = game_page(&visit, &key, &game, ply, judged.as_deref());
    let bytes = Bytes::from(markup.into_string());
    site.cache.put(drawn, bytes.clone());
    Ok(html_bytes(&visit.reader, StatusCode::OK, bytes))
}

/// The page of `game` showing the board after `ply` plies; with its
/// analysis, each marked move carries its mark and the better move.
fn game_page(
    visit: &Visit,
    key: &str,
    game: &ArchivedGame,
    ply: u32,
    judged: Option<&[Judged]>,
) -> maud::Markup {
    let reader = &visit.reader;
    let locale = &reader.locale;
    let say = |text| web_text(locale, text);
    let row = &game.row;
    let (number, plies) = (row.number, row.plies);
    let title = say(WebText::GameTitle {
        kind: row.kind,
        number,
    });
    // The result names the players: abridged and isolated, as everywhere.
    let named = ArchivedGame {
        row: GameRow {
            players: row
                .players
                .clone()
                .map(|(id, name)| (id, names::isolated(&name))),
            ..row.clone()
        },
        game: game.game.clone(),
    };
    let result = named
        .finish(locale)
        .map(|finish| finish.lines)
        .unwrap_or_else(|| vec![say(WebText::StillPlaying)]);
    // The mark of the move that led to ply `at` (from 1), if any.
    let marked = |at: u32| {
        let judged = judged?.get(usize::try_from(at).ok()?.checked_sub(1)?)?;
        Some((judged.mark?, judged.best.to_string()))
    };
    // The caption follows the steps: a marked move's says so.
    let caption = |at: u32| {
        let after = say(WebText::AfterPly { ply: at, plies });
        match marked(at) {
            Some((mark, best)) => web_text(
                locale,
                WebText::MarkedCaption {
                    after: &after,
                    mark,
                    best: &best,
                },
            ),
            None => after,
        }
    };
    let with_language = |path: String| format!("{path}?lang={}", reader.tag);
    let moves = game.game.history();
    let marks = row.kind.seat_marks();
    let body = html! {
        h1 { (title) }
        ul.players {
            @for seat in Seat::ALL {
                li {
                    (marks[seat.index()]) " "
                    a href=(web_paths::player(key, row.user(seat))) { (names::name(row.name(seat))) }
                }
            }
        }
        p {
            (if row.rated { say(WebText::Rated) } else { say(WebText::Casual) })
            @for line in &result { " · " (line) }
        }
        div.game data-plies=(plies) data-ply=(ply)
            data-board=(with_language(web_paths::board_template(key, number))) {
            figure.board {
                img #board src=(with_language(web_paths::board(key, number, ply)))
                    alt=(say(WebText::BoardAlt { ply }));
                figcaption #caption { (caption(ply)) }
                nav.steps {
                    a href=(web_paths::game_at(key, number, 0)) data-step="0" title=(caption(0)) { "⏮ " (say(WebText::Start)) }
                    (step("previous", "← ", &say(WebText::Previous), "", ply.checked_sub(1).map(|at| web_paths::game_at(key, number, at))))
                    (step("next", "", &say(WebText::Next), " →", (ply < plies).then(|| web_paths::game_at(key, number, ply + 1))))
                    a href=(web_paths::game_at(key, number, plies)) data-step=(plies) title=(caption(plies)) { (say(WebText::End)) " ⏭" }
                }
            }
            section {
                h2 { (say(WebText::Moves)) }
                p.muted { (say(WebText::KeysHint)) }
                @if judged.is_some() {
                    p.analysis { (say(WebText::AnalysisLegend)) }
                }
                ol.moves {
                    @for (index, mv) in moves.iter().enumerate() {
                        @let at = index as u32 + 1;
                        li class=[(at == ply).then_some("current")] data-ply=(at) {
                            a href=(web_paths::game_at(key, number, at)) data-step=(at) title=(caption(at))
                                aria-current=[(at == ply).then_some("step")] {
                                (marks[mover_of(row.kind, index).index()]) " " (mv.to_string())
                            }
                            @if let Some((mark, best)) = marked(at) {
                                " " span class=(format!("mark {}", mark.id())) title=(say(WebText::Mark(mark))) { (mark.symbol()) }
                                " " span.better { (web_text(locale, WebText::BetterMove(&best))) }
                            }
                        }
                    }
                }
                p { a href=(with_language(web_paths::replay(key, number))) { (say(WebText::Replay)) } }
                p { a href=(with_language(web_paths::record(key, number))) download { (say(WebText::RecordFile)) } }
            }
        }
    };
    layout::page(reader, &title, Some((visit, Some(key))), body)
}

/// The Previous or Next button: a link while there is a ply that way.
fn step(id: &str, before: &str, label: &str, after: &str, to: Option<String>) -> maud::Markup {
    html! {
        @match to {
            Some(href) => a #(id) href=(href) { (before) (label) (after) },
            None => a #(id) aria-disabled="true" { (before) (label) (after) },
        }
    }
}

/// `/s/{key}/game/{number}/board/{ply}.png`: the board after a ply.
pub async fn board(
    State(site): State<Arc<Site>>,
    Path((key, number, file_name)): Path<(String, String, String)>,
    visit: Visit,
) -> Answer {
    let (guild, row) = row_of(&site, &key, &number).await?;
    let ply = file_name
        .strip_suffix(".png")
        .ok_or(Refused::NotFound)
        .and_then(path_number)?;
    if ply > row.plies {
        return Err(Refused::NotFound);
    }
    let drawn = key_of(&row, What::Board(ply), &visit);
    picture(
        &site,
        guild,
        &row,
        drawn,
        &visit,
        "image/png",
        move |game, locale| Ok(game.board_png(ply, &locale).0),
    )
    .await
}

/// `/s/{key}/game/{number}/replay.gif`: the animated replay.
pub async fn replay(
    State(site): State<Arc<Site>>,
    Path((key, number)): Path<(String, String)>,
    visit: Visit,
) -> Answer {
    let (guild, row) = row_of(&site, &key, &number).await?;
    // As the page: an analysis made after the replay was drawn changes it,
    // not the game's version.
    let judged = site.manager.store().analysis(row.id, row.kind).await?;
    let analysed = judged.is_some();
    let drawn = key_of(&row, What::Replay { analysed }, &visit);
    picture(
        &site,
        guild,
        &row,
        drawn,
        &visit,
        "image/gif",
        move |game, locale| {
            game.replay_gif(&locale, judged.as_deref())
                .map(|replay| replay.gif)
                .map_err(|error| error.to_string())
        },
    )
    .await
}

/// The picture `drawn` of `row`'s game, as a file: at once `304 Not
/// Modified` when the reader holds it already, else from the cache, else
/// drawn by `draw` (at most [`super::DRAWING_AT_ONCE`] at a time) and kept.
async fn picture(
    site: &Site,
    guild: u64,
    row: &GameRow,
    drawn: Drawn,
    visit: &Visit,
    content_type: &'static str,
    draw: impl FnOnce(ArchivedGame, Locale) -> Result<Vec<u8>, String> + Send + 'static,
) -> Answer {
    let bytes = match site.cache.get(&drawn) {
        _ if holds(&visit.headers, &drawn) => Bytes::new(),
        Some(bytes) => bytes,
        None => {
            let game = archived(site, guild, row).await?;
            let locale = visit.reader.locale.clone();
            let drawing = drawing(site, move || draw(game, locale)).await?;
            let bytes = Bytes::from(drawing.map_err(|error| {
                tracing::warn!(%error, game = row.id.0, "a picture could not be drawn");
                Refused::Failed
            })?);
            site.cache.put(drawn, bytes.clone());
            bytes
        }
    };
    Ok(file(&visit.headers, &drawn, over(row), content_type, bytes))
}

/// `/s/{key}/game/{number}/game-{number}.txt`: the record, which
/// `punctbot engine` replays.
pub async fn record(
    State(site): State<Arc<Site>>,
    Path((key, number, file_name)): Path<(String, String, String)>,
    visit: Visit,
) -> Answer {
    let (guild, row) = row_of(&site, &key, &number).await?;
    if file_name != format!("game-{}.txt", row.number) {
        return Err(Refused::NotFound);
    }
    let game = archived(&site, guild, &row).await?;
    let ratings = site.manager.store().game_ratings(row.id).await?;
    let text = game.record(&visit.reader.locale, &ratings);
    let drawn = key_of(&row, What::Record, &visit);
    let mut response = file(
        &visit.headers,
        &drawn,
        over(&row),
        "text/plain; charset=utf-8",
        Bytes::from(text),
    );
    if let Ok(value) = HeaderValue::from_str(&format!("attachment; filename=\"{file_name}\"")) {
        response
            .headers_mut()
            .insert(header::CONTENT_DISPOSITION, value);
    }
    Ok(response.into_response())
}

/// Runs `draw` on a blocking thread, at most [`super::DRAWING_AT_ONCE`]
/// at a time.
async fn drawing<T: Send + 'static>(
    site: &Site,
    draw: impl FnOnce() -> T + Send + 'static,
) -> Result<T, Refused> {
    let _permit = site.drawing.acquire().await.map_err(|_| Refused::Failed)?;
    tokio::task::spawn_blocking(draw)
        .await
        .map_err(|_| Refused::Failed)
}
