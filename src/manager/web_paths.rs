//! The addresses of the bot's own web pages, written once: the web server
//! (`crate::web`) links its pages with them and the manager puts them on
//! Discord's link buttons. Every page of a server hangs under
//! `/s/{key}/`, where the key is the server's unguessable page key (see
//! `store::WebPages`), never its Discord id.

use crate::games::GameKind;

/// A server's front page: its ladders and its archive.
#[must_use]
pub fn server(key: &str) -> String {
    format!("/s/{key}/")
}

/// A server's ladder in `kind`, page `page` (from 1).
#[must_use]
pub fn ladder(key: &str, kind: GameKind, page: usize) -> String {
    if page <= 1 {
        format!("/s/{key}/ladder/{}", kind.as_str())
    } else {
        format!("/s/{key}/ladder/{}?page={page}", kind.as_str())
    }
}

/// A player's page on a server.
#[must_use]
pub fn player(key: &str, user: u64) -> String {
    format!("/s/{key}/player/{user}")
}

/// A server's archive of games over.
#[must_use]
pub fn archive(key: &str) -> String {
    format!("/s/{key}/games")
}

/// The page of game `number` of a server (after its last ply).
#[must_use]
pub fn game(key: &str, number: u32) -> String {
    format!("/s/{key}/game/{number}")
}

/// The page of game `number` after `ply` plies.
#[must_use]
pub fn game_at(key: &str, number: u32, ply: u32) -> String {
    format!("/s/{key}/game/{number}?ply={ply}")
}

/// The board picture of game `number` after `ply` plies.
#[must_use]
pub fn board(key: &str, number: u32, ply: u32) -> String {
    board_template(key, number).replace(PLY, &ply.to_string())
}

/// What [`board_template`] puts where the ply goes.
pub const PLY: &str = "{ply}";

/// The board pictures of game `number`, with [`PLY`] for the ply (the
/// page's script fills it in).
#[must_use]
pub fn board_template(key: &str, number: u32) -> String {
    format!("/s/{key}/game/{number}/board/{PLY}.png")
}

/// The animated replay of game `number`.
#[must_use]
pub fn replay(key: &str, number: u32) -> String {
    format!("/s/{key}/game/{number}/replay.gif")
}

/// The record file of game `number` (`punctbot engine` reads it).
#[must_use]
pub fn record(key: &str, number: u32) -> String {
    format!("/s/{key}/game/{number}/game-{number}.txt")
}

/// A server's tournaments, newest first.
#[must_use]
pub fn tournaments(key: &str) -> String {
    format!("/s/{key}/tournaments")
}

/// The page of tournament `number` of a server: standings, crosstable,
/// rounds.
#[must_use]
pub fn tournament(key: &str, number: u32) -> String {
    format!("/s/{key}/tournament/{number}")
}
