//! `/s/{key}/ladder/{game}?page=N`: a server's ladder in one game, as
//! `/leaderboard` ranks it (rank, rating, deviation, record, the last
//! week's trend), a page at a time.

use std::sync::Arc;

use axum::{
    extract::{Path, State},
    http::StatusCode,
};
use maud::html;

use super::{
    layout, names,
    refusal::{Answer, Refused},
    respond::page,
    server::public_server,
    visit::Visit,
    Site,
};
use crate::{
    games::GameKind,
    manager::web_paths,
    store::Record,
    words::{web_text, WebText},
};

/// Players on one page of a ladder.
pub const LADDER_PAGE: usize = 50;

/// The game kind a path names, exactly as it is stored.
///
/// # Errors
/// No such game kind.
pub fn kind_named(name: &str) -> Result<GameKind, Refused> {
    GameKind::all()
        .find(|kind| kind.as_str() == name)
        .ok_or(Refused::NotFound)
}

pub async fn ladder(
    State(site): State<Arc<Site>>,
    Path((key, kind)): Path<(String, String)>,
    visit: Visit,
) -> Answer {
    let guild = public_server(&site, &key).await?;
    let kind = kind_named(&kind)?;
    let asked = visit.params.number("page")?.unwrap_or(1) as usize;
    if asked == 0 {
        return Err(Refused::NotFound);
    }
    let now = site.manager.now();
    let ladder = site
        .manager
        .store()
        .ladder(guild, kind, now, (asked, LADDER_PAGE), 0)
        .await?;
    // The store shows the nearest page there is; an address past the end
    // is no page.
    if asked != ladder.page && !(asked == 1 && ladder.players == 0) {
        return Err(Refused::NotFound);
    }
    let reader = &visit.reader;
    let say = |text| web_text(&reader.locale, text);
    let title = say(WebText::LadderTitle(kind));
    let body = html! {
        h1 { (title) }
        @if ladder.rows.is_empty() {
            p { (say(WebText::NoRatedGames)) }
        } @else {
            div.scroll {
                table {
                    thead { tr {
                        th.number { (say(WebText::Rank)) }
                        th { (say(WebText::Player)) }
                        th.number { (say(WebText::Rating)) }
                        th.number.wide { (say(WebText::Deviation)) }
                        th { (say(WebText::Record)) }
                        th.number { (say(WebText::Trend)) }
                    } }
                    tbody {
                        @for row in &ladder.rows {
                            @let standing = &row.standing;
                            tr {
                                td.number { (row.rank) }
                                td { a href=(web_paths::player(&key, standing.user)) { (names::name(&standing.name)) } }
                                td.number { (standing.rating.shown()) }
                                td.number.wide { (format!("{:.0}", standing.rating.deviation)) }
                                td { (say(WebText::RecordCell(Record { wins: standing.wins, losses: standing.losses, draws: standing.draws }))) }
                                td.number { (trend(standing.trend)) }
                            }
                        }
                    }
                }
            }
        }
        (layout::pagination(reader, ladder.page, ladder.pages, |page| web_paths::ladder(&key, kind, page)))
    };
    Ok(page(
        reader,
        StatusCode::OK,
        layout::page(reader, &title, Some((&visit, Some(&key))), body),
    ))
}

/// A rating change as a signed whole number ("+12", "−3", "0").
fn trend(points: f64) -> String {
    let rounded = points.round() as i64;
    match rounded.signum() {
        1 => format!("+{rounded}"),
        -1 => format!("−{}", -rounded),
        _ => "0".to_owned(),
    }
}
