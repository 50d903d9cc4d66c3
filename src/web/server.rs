//! A server's pages begin here: its page key checked against the
//! servers whose pages are public, and its front page (its ladders, its
//! archive).

use axum::{
    extract::{Path, State},
    http::StatusCode,
};
use maud::html;

use super::{
    layout,
    refusal::{Answer, Refused},
    respond::page,
    visit::Visit,
    Site,
};
use crate::{
    games::GameKind,
    manager::web_paths,
    words::{web_text, WebText},
};

/// How long a page key is: 32 hexadecimal digits (128 bits).
const KEY_DIGITS: usize = 32;

/// The server whose public pages `key` names: an unknown key, a key of
/// the wrong shape and a private server's key are all "not found".
///
/// # Errors
/// Not found, or the database failed.
pub async fn public_server(site: &Site, key: &str) -> Result<u64, Refused> {
    let well_formed = key.len() == KEY_DIGITS
        && key
            .bytes()
            .all(|byte| byte.is_ascii_digit() || (b'a'..=b'f').contains(&byte));
    if !well_formed {
        return Err(Refused::NotFound);
    }
    site.manager
        .store()
        .public_server(key)
        .await?
        .ok_or(Refused::NotFound)
}

/// `/s/{key}/`: the server's ladders, one per game, and its archive.
pub async fn front(
    State(site): State<std::sync::Arc<Site>>,
    Path(key): Path<String>,
    visit: Visit,
) -> Answer {
    public_server(&site, &key).await?;
    let reader = &visit.reader;
    let say = |text| web_text(&reader.locale, text);
    let title = say(WebText::ServerTitle);
    let body = html! {
        h1 { (title) }
        h2 { (say(WebText::Ladders)) }
        ul {
            @for kind in GameKind::all() {
                li { a href=(web_paths::ladder(&key, kind, 1)) { (say(WebText::LadderTitle(kind))) } }
            }
        }
        h2 { a href=(web_paths::archive(&key)) { (say(WebText::Archive)) } }
        h2 { a href=(web_paths::tournaments(&key)) { (say(WebText::Tournaments)) } }
    };
    Ok(page(
        reader,
        StatusCode::OK,
        layout::page(reader, &title, Some((&visit, Some(&key))), body),
    ))
}

/// `/`: what the pages are; it lists no server.
pub async fn home(visit: Visit) -> axum::response::Response {
    let reader = &visit.reader;
    let body = html! {
        h1 { "punctbot" }
        p { (web_text(&reader.locale, WebText::HomeText)) }
    };
    page(
        reader,
        StatusCode::OK,
        layout::page(reader, "punctbot", Some((&visit, None)), body),
    )
}
