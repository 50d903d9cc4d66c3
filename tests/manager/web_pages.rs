//! `/settings web:` and the links to the web pages: only a member who may
//! manage the server makes its pages public or private; the page key is
//! unguessable and kept across off and on; boards, `/history`,
//! `/leaderboard` and `/stats` link to their pages only while the server's
//! pages are public and the bot knows where it serves them.

use crate::manager_support::*;
use punctbot::{
    games::boop,
    manager::{Action, Message, Refusal},
};

pub fn web(public: bool) -> Action {
    Action::Settings {
        confirm: None,
        language: None,
        web: Some(public),
        puzzle_channel: None,
        puzzles_off: false,
    }
}

/// The page key in a link.
fn key_in(link: &str) -> &str {
    link.split("/s/").nth(1).unwrap().split('/').next().unwrap()
}

#[tokio::test]
async fn only_a_server_manager_makes_the_pages_public() {
    let db = Db::new();
    let m = db.manager().await;
    assert_eq!(
        no(&m, caller("alice"), web(true)).await,
        Refusal::ManageServerOnly
    );
    let outside = punctbot::manager::Caller {
        guild: None,
        ..caller("mod")
    };
    assert_eq!(no(&m, outside, web(true)).await, Refusal::ServerOnly);
    assert_eq!(m.store().web_pages(42).await.unwrap(), None);
    let reply = ok(&m, caller("mod"), web(true)).await;
    assert_eq!(
        reply.said,
        vec![Message::WebPagesSet {
            public: true,
            link: None
        }]
    );
    let pages = m.store().web_pages(42).await.unwrap().unwrap();
    assert!(pages.public);
    assert_eq!(m.store().public_server(&pages.key).await.unwrap(), Some(42));
}

#[tokio::test]
async fn the_key_is_random_and_kept_across_off_and_on() {
    let db = Db::new();
    let m = db.manager().await;
    m.serve_web_pages_at("https://pages.example/");
    let on = ok(&m, caller("mod"), web(true)).await;
    let Message::WebPagesSet {
        link: Some(link), ..
    } = &on.said[0]
    else {
        panic!("a link: {:?}", on.said);
    };
    let key = key_in(link).to_owned();
    assert!(link.starts_with("https://pages.example/s/"), "{link}");
    assert_eq!(key.len(), 32);
    assert!(key.bytes().all(|b| b.is_ascii_hexdigit()), "{key}");
    ok(&m, caller("mod"), web(false)).await;
    assert_eq!(m.store().public_server(&key).await.unwrap(), None, "off");
    let again = ok(&m, caller("mod"), web(true)).await;
    assert!(format!("{:?}", again.said).contains(&key), "the same key");
    // Another server gets a key of its own.
    let elsewhere = punctbot::manager::Caller {
        guild: Some(43),
        ..caller("mod")
    };
    ok(&m, elsewhere, web(true)).await;
    let other = m.store().web_pages(43).await.unwrap().unwrap().key;
    assert_ne!(other, key);
}

#[tokio::test]
async fn boards_and_lists_link_to_their_pages_only_while_public() {
    let db = Db::new();
    let m = db.manager().await;
    m.serve_web_pages_at("https://pages.example");
    let first = start(&m, boop::STANDARD, CHANNEL).await;
    assert_eq!(first.link, None, "private by default");
    ok(&m, caller("mod"), web(true)).await;
    let key = m.store().web_pages(42).await.unwrap().unwrap().key;
    let moved = ok(&m, caller("alice"), mv("Kc3")).await;
    assert_eq!(
        moved.link.as_deref(),
        Some(format!("https://pages.example/s/{key}/game/1").as_str())
    );
    let history = ok(&m, caller("carol"), Action::HISTORY).await;
    assert_eq!(history.link, moved.link);
    let ladder = ok(
        &m,
        caller("carol"),
        Action::Leaderboard {
            kind: boop::STANDARD,
            page: 1,
        },
    )
    .await;
    assert_eq!(
        ladder.link.as_deref(),
        Some(format!("https://pages.example/s/{key}/ladder/boop").as_str())
    );
    ok(&m, caller("mod"), web(false)).await;
    let private = ok(&m, caller("bob"), mv("Kd4")).await;
    assert_eq!(private.link, None, "no link once private");
}

#[tokio::test]
async fn an_ending_stats_and_a_replay_link_to_their_pages() {
    let db = Db::new();
    let m = db.manager().await;
    m.serve_web_pages_at("https://pages.example");
    ok(&m, caller("mod"), web(true)).await;
    let key = m.store().web_pages(42).await.unwrap().unwrap().key;
    start(&m, boop::STANDARD, CHANNEL).await;
    ok(&m, caller("alice"), mv("Kc3")).await;
    let game = Some(format!("https://pages.example/s/{key}/game/1"));
    let ended = ok(&m, caller("bob"), Action::Resign { confirmed: true }).await;
    assert_eq!(ended.link, game, "the ending");
    let replay = ok(&m, caller("carol"), Action::Replay { game: Some(1) }).await;
    assert_eq!(replay.link, game, "/replay");
    let stats = ok(&m, caller("alice"), Action::Stats { user: None }).await;
    assert_eq!(
        stats.link.as_deref(),
        Some(format!("https://pages.example/s/{key}/player/{}", user_id("alice")).as_str())
    );
    // Someone with no game on the server has no page to link to.
    let none = ok(&m, caller("carol"), Action::Stats { user: None }).await;
    assert_eq!(none.link, None);
    // Without WEB_BASE_URL, no links at all.
    let unlinked = db.manager().await;
    let history = ok(&unlinked, caller("carol"), Action::HISTORY).await;
    assert_eq!(history.link, None);
}
