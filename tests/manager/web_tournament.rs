//! A tournament's web page: a 5-player Swiss of three rounds (a bye each
//! round) played to its end on a server whose pages are public, then its
//! list, standings, crosstable and rounds read back through the router.

use std::sync::Arc;

use axum::http::StatusCode;
use punctbot::{
    manager::{Action, Format, TournamentAction},
    web::Site,
};

use crate::{
    manager_support::{caller, ok, Db},
    tournament_rounds::{finish_games, open_games, started_as},
    web_pages::web,
    web_site::{Got, Pages},
};

const FIRST: u64 = 900_000_000_000_004_001;
const PLAYERS: u64 = 5;
const ROUNDS: u32 = 3;

/// The public pages of a server whose tournament #1, a 5-player Swiss of
/// three rounds, is over (the player to move resigns every game).
pub(crate) async fn finished_swiss() -> Pages {
    let db = Db::new();
    let manager = Arc::new(db.manager().await);
    ok(&manager, caller("mod"), web(true)).await;
    started_as(&manager, 1, FIRST, PLAYERS, Format::Swiss, ROUNDS).await;
    for _ in 0..ROUNDS {
        finish_games(&manager).await;
        manager.advance_tournaments().await.unwrap();
        open_games(&manager).await;
    }
    let key = manager.store().web_pages(42).await.unwrap().unwrap().key;
    let app = punctbot::web::router(Site::new(Arc::clone(&manager)));
    Pages::over(db, manager, key, app)
}

/// Where `needle` starts in `text`, after `from`.
fn find_after(text: &str, from: usize, needle: &str) -> usize {
    from + text[from..]
        .find(needle)
        .unwrap_or_else(|| panic!("{needle:?} after byte {from}"))
}

#[tokio::test]
async fn a_finished_swiss_shows_its_standings_crosstable_and_rounds() {
    let pages = finished_swiss().await;
    let view = pages
        .manager
        .tournament_view(42, 1)
        .await
        .unwrap()
        .expect("tournament #1");
    assert_eq!(view.rounds.len(), ROUNDS as usize);

    let list = pages.get(&pages.at("/tournaments")).await;
    assert_eq!(list.status, StatusCode::OK);
    let list = list.text();
    assert!(
        list.contains(&format!("href=\"{}\"", pages.at("/tournament/1"))),
        "{list}"
    );
    assert!(
        list.contains("Swiss") && list.contains("Finished"),
        "{list}"
    );

    let page = pages.get(&pages.at("/tournament/1")).await;
    assert_eq!(page.status, StatusCode::OK);
    let html = page.text();
    assert!(html.contains("tournament #1"), "{html}");
    assert!(
        html.contains("Swiss · 1 day per move · rated · Finished"),
        "{html}"
    );

    // The standings list the players in the order the rules rank them,
    // with their points; then the crosstable, in the same order.
    let standings = find_after(&html, 0, "<h2>Standings");
    let crosstable = find_after(&html, standings, "<h2>Crosstable");
    let rounds = find_after(&html, crosstable, "<h2>Rounds");
    for (section, end) in [(standings, crosstable), (crosstable, rounds)] {
        let mut at = section;
        for line in &view.standings {
            at = find_after(&html, at, &format!("<bdi>p{}</bdi>", line.player.0));
            assert!(at < end, "p{} in its place", line.player.0);
        }
    }
    let points: u32 = view
        .standings
        .iter()
        .map(|line| line.points.to_string().parse::<f64>().unwrap() as u32 * 2)
        .sum();
    // Every round gives out two points per board and one for the bye.
    assert_eq!(points, ROUNDS * (2 * (PLAYERS as u32 / 2) + 2));

    // A bye each round: in the crosstable and under each round's boards.
    let crosstable_html = &html[crosstable..rounds];
    assert_eq!(crosstable_html.matches(">bye<").count(), ROUNDS as usize);
    assert_eq!(
        html[rounds..].matches("Bye (one point):").count(),
        ROUNDS as usize
    );
    // Each player's three rounds: a result against a ranked opponent, or
    // the bye. Every board's result is on the score sheet.
    let results = crosstable_html.matches("▲ 1<").count()
        + crosstable_html.matches("▽ 1<").count()
        + crosstable_html.matches("▲ 0<").count()
        + crosstable_html.matches("▽ 0<").count();
    assert_eq!(results, (ROUNDS * 2 * (PLAYERS as u32 / 2)) as usize);
    for round in 1..=ROUNDS {
        assert!(html.contains(&format!("Round {round} of {ROUNDS}")));
    }

    // Every game it links to is a page of its own.
    let games: Vec<u32> = view
        .rounds
        .iter()
        .flat_map(|round| round.boards.iter().filter_map(|board| board.game))
        .collect();
    assert_eq!(games.len(), (ROUNDS * (PLAYERS as u32 / 2)) as usize);
    for game in games {
        let path = pages.at(&format!("/game/{game}"));
        assert!(
            html.contains(&format!("href=\"{path}\"")),
            "game {game} linked"
        );
        let got: Got = pages.get(&path).await;
        assert_eq!(got.status, StatusCode::OK, "{path}");
    }
    pages.manager.close_database().await;
}

#[tokio::test]
async fn a_tournament_page_speaks_the_readers_language() {
    let pages = finished_swiss().await;
    let page = pages
        .get_with(&pages.at("/tournament/1"), &[("accept-language", "ru")])
        .await
        .text();
    assert!(page.contains("Турнирная таблица"), "{page}");
    assert!(page.contains("швейцарская"), "{page}");
    pages.manager.close_database().await;
}

#[tokio::test]
async fn tournament_addresses_that_name_nothing_are_not_found() {
    let pages = finished_swiss().await;
    for path in [
        "/tournament/2",
        "/tournament/01",
        "/tournament/x",
        "/tournament/-1",
        "/tournament/99999999999",
        "/tournament/",
    ] {
        let got = pages.get(&pages.at(path)).await;
        assert_eq!(got.status, StatusCode::NOT_FOUND, "{path}");
    }
    // Another key, and the same server's once its pages are private.
    let other = "/s/0123456789abcdef0123456789abcdef/tournament/1";
    assert_eq!(pages.get(other).await.status, StatusCode::NOT_FOUND);
    ok(&pages.manager, caller("mod"), web(false)).await;
    for path in ["/tournaments", "/tournament/1"] {
        let got = pages.get(&pages.at(path)).await;
        assert_eq!(got.status, StatusCode::NOT_FOUND, "{path}");
    }
    pages.manager.close_database().await;
}

#[tokio::test]
async fn the_standings_answer_links_to_the_tournament_page() {
    let pages = finished_swiss().await;
    let m = &pages.manager;
    let standings = Action::Tournament(TournamentAction::Standings {
        tournament: Some(1),
    });
    let unlinked = ok(m, caller("alice"), standings.clone()).await;
    assert_eq!(unlinked.link, None, "without WEB_BASE_URL");
    m.serve_web_pages_at("https://pages.example");
    let linked = ok(m, caller("alice"), standings.clone()).await;
    let page = format!("https://pages.example{}", pages.at("/tournament/1"));
    assert_eq!(linked.link.as_deref(), Some(page.as_str()));
    ok(m, caller("mod"), web(false)).await;
    let private = ok(m, caller("alice"), standings).await;
    assert_eq!(private.link, None, "pages off");
    m.close_database().await;
}
