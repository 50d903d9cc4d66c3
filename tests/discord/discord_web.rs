//! The bot serving its own web pages (`WEB_ADDR`) and linking them
//! (`WEB_BASE_URL`): once a manager makes the server's pages public, a
//! board carries a link button to its game's page, and the bot's own web
//! server answers that address.

use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::discord_support::*;

/// The address of the answer's link button, if it has one.
fn link(answer: &Answer) -> Option<String> {
    answer
        .components
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .find(|component: &Value| component["style"] == 5)
        .map(|button| button["url"].as_str().expect("a link").to_owned())
}

/// The status line and body of `GET url` (on loopback).
async fn get(url: &str) -> (String, String) {
    let rest = url.strip_prefix("http://").expect("an http address");
    let (host, path) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
    let mut stream = tokio::net::TcpStream::connect(host)
        .await
        .expect("connected");
    let request = format!("GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.unwrap();
    let (head, body) = answer.split_once("\r\n\r\n").expect("a head");
    (
        head.lines().next().unwrap_or("").to_owned(),
        body.to_owned(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_links_to_the_game_page_the_bot_serves() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let address = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("a free port");
    let base = format!("http://{address}");
    let bot = Bot::start_with_web(&fake, &db.url, address, &base).await;
    // Private by default: no link.
    let first = start_game(&fake, CHANNEL, "boop", bob_with_alice_first()).await;
    assert_eq!(link(&first), None, "{}", first.components);
    let set = fake
        .answer(&fake.slash(
            MODERATOR,
            CHANNEL,
            "settings",
            json!([{"name": "web", "type": 3, "value": "public"}]),
        ))
        .await;
    assert!(set.content.contains(&base), "{}", set.content);
    let moved = fake
        .answer(&fake.slash(
            ALICE,
            CHANNEL,
            "move",
            json!([{"name": "notation", "type": 3, "value": "Kc3"}]),
        ))
        .await;
    let page = link(&moved).unwrap_or_else(|| panic!("a link button: {}", moved.components));
    assert!(
        page.starts_with(&format!("{base}/s/")) && page.ends_with("/game/1"),
        "{page}"
    );
    let (status, html) = get(&page).await;
    assert_eq!(status, "HTTP/1.1 200 OK");
    assert!(html.contains("Kc3"), "the move list shows the move");
    bot.stop().await;
}
