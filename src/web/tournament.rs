//! `/s/{key}/tournaments` lists a server's tournaments;
//! `/s/{key}/tournament/{number}` shows one: the standings after its
//! finished rounds (points and tie-breaks, as `/tournament standings`
//! ranks them), the crosstable (each player's result in each round
//! against whom), and every round's boards with links to their games.

use std::{collections::HashMap, sync::Arc};

use axum::{
    extract::{Path, State},
    http::StatusCode,
};
use maud::{html, Markup};

use super::{
    layout, names,
    player::date,
    refusal::{path_number, Answer, Refused},
    respond::page,
    server::public_server,
    visit::Visit,
    Site,
};
use crate::{
    manager::{web_paths, Locale, RoundView, TournamentView},
    render::{Word, Words},
    store::BoardResult,
    tournament::Points,
    words::{web_text, CrossCell, WebText},
};

pub async fn tournaments(
    State(site): State<Arc<Site>>,
    Path(key): Path<String>,
    visit: Visit,
) -> Answer {
    let guild = public_server(&site, &key).await?;
    let rows = site.manager.tournaments_on(guild).await?;
    let reader = &visit.reader;
    let say = |text| web_text(&reader.locale, text);
    let title = say(WebText::Tournaments);
    let body = html! {
        h1 { (title) }
        @if rows.is_empty() {
            p { (say(WebText::NoTournaments)) }
        } @else {
            div.scroll { table {
                thead { tr {
                    th.number { "#" }
                    th { (say(WebText::GameColumn)) }
                    th { (say(WebText::FormatColumn)) }
                    th { (say(WebText::Status)) }
                } }
                tbody {
                    @for row in &rows {
                        tr {
                            td.number { a href=(web_paths::tournament(&key, row.number)) { (say(WebText::Number(row.number))) } }
                            td { (say(WebText::Game(row.kind))) }
                            td { (say(WebText::Format(row.format))) }
                            td { (say(WebText::TournamentStatus { status: row.status, round: row.round, rounds: row.rounds })) }
                        }
                    }
                }
            } }
        }
    };
    Ok(page(
        reader,
        StatusCode::OK,
        layout::page(reader, &title, Some((&visit, Some(&key))), body),
    ))
}

pub async fn tournament(
    State(site): State<Arc<Site>>,
    Path((key, number)): Path<(String, String)>,
    visit: Visit,
) -> Answer {
    let guild = public_server(&site, &key).await?;
    let number: u32 = path_number(&number)?;
    let view = site
        .manager
        .tournament_view(guild, number)
        .await?
        .ok_or(Refused::NotFound)?;
    let reader = &visit.reader;
    let say = |text| web_text(&reader.locale, text);
    let row = &view.row;
    let title = say(WebText::TournamentTitle {
        kind: row.kind,
        number: row.number,
    });
    let terms = [
        say(WebText::Format(row.format)),
        say(WebText::DaysPerMove(row.days_per_move)),
        if row.rated {
            say(WebText::Rated)
        } else {
            say(WebText::Casual)
        },
        say(WebText::TournamentStatus {
            status: row.status,
            round: row.round,
            rounds: row.rounds,
        }),
    ]
    .join(" · ");
    let body = html! {
        h1 { (title) }
        p.muted { (terms) }
        (standings(&key, &view, &reader.locale))
        (crosstable(&key, &view, &reader.locale))
        (rounds(&key, &view, &reader.locale))
    };
    Ok(page(
        reader,
        StatusCode::OK,
        layout::page(reader, &title, Some((&visit, Some(&key))), body),
    ))
}

/// A player's name, linked to their page on the server.
fn player(key: &str, view: &TournamentView, user: u64) -> Markup {
    html! { a href=(web_paths::player(key, user)) { (names::name(&view.name_of(user))) } }
}

/// The standings table; before the first round ends, the players as
/// they are seeded.
fn standings(key: &str, view: &TournamentView, locale: &Locale) -> Markup {
    let say = |text| web_text(locale, text);
    let points = |points| shown_points(locale, points);
    html! {
        h2 { (say(WebText::Standings)) " · " (say(WebText::PlayersCount(view.entrants.len()))) }
        div.scroll { table {
            thead { tr {
                th.number { (say(WebText::Rank)) }
                th { (say(WebText::Player)) }
                th.number { (say(WebText::Points)) }
                th.number { (say(WebText::Buchholz)) }
                th.number { (say(WebText::SonnebornBerger)) }
                th.number.wide { (say(WebText::Rating)) }
            } }
            tbody {
                @for line in &view.standings {
                    tr {
                        td.number { (line.rank) }
                        td {
                            (player(key, view, line.player.0))
                            @if line.withdrawn { " " span.muted { "(" (say(WebText::Withdrawn)) ")" } }
                        }
                        td.number { strong { (points(line.points)) } }
                        td.number { (points(line.buchholz)) }
                        td.number { (points(line.sonneborn_berger)) }
                        td.number.wide { (line.rating) }
                    }
                }
            }
        } }
        p.muted { (say(WebText::TieBreaks)) }
    }
}

/// One player's round seen from their side of the board.
struct Cell {
    text: CrossCell,
    opponent: Option<(u64, bool)>,
    game: Option<u32>,
}

/// What `user` did in `round`: a board (as first or second), the bye, or
/// nothing (not paired: withdrew, or joined no round yet).
fn cell_of(round: &RoundView, user: u64) -> Option<Cell> {
    if round.bye == Some(user) {
        return Some(Cell {
            text: CrossCell::Bye,
            opponent: None,
            game: None,
        });
    }
    let board = round
        .boards
        .iter()
        .find(|board| board.first == user || board.second == user)?;
    let first = board.first == user;
    let opponent = if first { board.second } else { board.first };
    let text = match (board.result, first) {
        (None, _) => CrossCell::Playing,
        (Some(BoardResult::Draw), _) => CrossCell::Draw,
        (Some(BoardResult::First), true) | (Some(BoardResult::Second), false) => CrossCell::Won,
        (Some(BoardResult::First), false) | (Some(BoardResult::Second), true) => CrossCell::Lost,
        (Some(BoardResult::SecondForfeit), true) | (Some(BoardResult::FirstForfeit), false) => {
            CrossCell::WonByForfeit
        }
        (Some(BoardResult::SecondForfeit | BoardResult::FirstForfeit), _)
        | (Some(BoardResult::BothForfeit), _) => CrossCell::LostByForfeit,
    };
    Some(Cell {
        text,
        opponent: Some((opponent, first)),
        game: board.game,
    })
}

/// Rows in standings order, a column a round: the result and the
/// opponent's rank, the player who moved first marked.
fn crosstable(key: &str, view: &TournamentView, locale: &Locale) -> Markup {
    let say = |text| web_text(locale, text);
    let points = |points| shown_points(locale, points);
    if view.rounds.is_empty() {
        return html! {};
    }
    let rank: HashMap<u64, usize> = view
        .standings
        .iter()
        .map(|line| (line.player.0, line.rank))
        .collect();
    html! {
        h2 { (say(WebText::Crosstable)) }
        div.scroll { table.crosstable {
            thead { tr {
                th.number { (say(WebText::Rank)) }
                th { (say(WebText::Player)) }
                @for round in &view.rounds { th.number { (say(WebText::RoundShort(round.round))) } }
                th.number { (say(WebText::Points)) }
            } }
            tbody {
                @for line in &view.standings {
                    tr {
                        td.number { (line.rank) }
                        td { (player(key, view, line.player.0)) }
                        @for round in &view.rounds {
                            @let cell = cell_of(round, line.player.0);
                            td.number {
                                @if let Some(cell) = cell {
                                    @let shown = say(WebText::CrossCell {
                                        cell: cell.text,
                                        opponent: cell.opponent.and_then(|(user, _)| rank.get(&user).copied()),
                                        first: cell.opponent.is_some_and(|(_, first)| first),
                                    });
                                    @match cell.game {
                                        Some(game) => a href=(web_paths::game(key, game)) { (shown) },
                                        None => (shown),
                                    }
                                } @else {
                                    span.muted { "·" }
                                }
                            }
                        }
                        td.number { strong { (points(line.points)) } }
                    }
                }
            }
        } }
        p.muted { (say(WebText::CrosstableKey)) }
    }
}

/// Every round's boards, the newest first.
fn rounds(key: &str, view: &TournamentView, locale: &Locale) -> Markup {
    let say = |text| web_text(locale, text);
    html! {
        @if !view.rounds.is_empty() { h2 { (say(WebText::Rounds)) } }
        @for round in view.rounds.iter().rev() {
            h3 {
                (say(WebText::RoundOf { round: round.round, rounds: view.row.rounds }))
                " · "
                span.muted { (match round.ended_at {
                    Some(ended) => web_text(locale, WebText::RoundEnded(&date(ended))),
                    None => web_text(locale, WebText::RoundDeadline(&date(round.deadline_at))),
                }) }
            }
            div.scroll { table {
                thead { tr {
                    th.number { (say(WebText::Board)) }
                    th { (say(WebText::Players)) }
                    th { (say(WebText::Result)) }
                    th.number { (say(WebText::GameColumn)) }
                } }
                tbody {
                    @for board in &round.boards {
                        tr {
                            td.number { (board.board) }
                            td { (player(key, view, board.first)) " – " (player(key, view, board.second)) }
                            td { (board.result.map_or_else(|| say(WebText::StillPlaying), |result| score_sheet(result).to_owned())) }
                            td.number {
                                @if let Some(game) = board.game {
                                    a href=(web_paths::game(key, game)) { (say(WebText::Number(game))) }
                                }
                            }
                        }
                    }
                }
            } }
            @if let Some(bye) = round.bye {
                p { (say(WebText::Bye)) " " (player(key, view, bye)) }
            }
        }
    }
}

/// Points with the reader's decimal mark (2.5, 2,5), as the standings
/// picture shows them.
fn shown_points(locale: &Locale, points: Points) -> String {
    locale.say(Word::Score(points))
}

/// A board's result as a score sheet writes it, the same in every
/// language: a game played (1–0, 0–1, ½–½) or not (+/−, −/+, −/−).
fn score_sheet(result: BoardResult) -> &'static str {
    match result {
        BoardResult::First => "1–0",
        BoardResult::Second => "0–1",
        BoardResult::Draw => "½–½",
        BoardResult::SecondForfeit => "+/−",
        BoardResult::FirstForfeit => "−/+",
        BoardResult::BothForfeit => "−/−",
    }
}
