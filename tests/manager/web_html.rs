//! The web pages as HTML: hostile names shown escaped and abridged, every
//! address that names nothing a 404 page (never a 500), a private
//! server's pages gone, pictures and files with entity tags, only reads,
//! and every request counted.

use axum::{body::Body, http::Request};
use punctbot::manager::web_paths;

use crate::{manager_support::*, web_pages::web, web_site::*};

/// A name as hostile as Discord allows and more: markup, a quote, a
/// right-to-left override, and 10,000 characters.
fn hostile_name() -> String {
    format!(
        "<script>alert(1)</script>\"'&\u{202e}{}",
        "x".repeat(10_000)
    )
}

#[tokio::test]
async fn a_hostile_name_is_escaped_isolated_and_abridged_everywhere() {
    let pages = Pages::with_a_game(&hostile_name()).await;
    let alice = user_id("alice");
    for path in [
        pages.at("/game/1"),
        pages.at("/game/1?ply=2"),
        pages.at(&format!("/player/{alice}")),
        pages.at("/ladder/boop"),
        pages.at("/games"),
        pages.at("/games?player=%3Cscript"),
    ] {
        let got = pages.get(&path).await;
        assert_eq!(got.status, 200, "{path}");
        let html = got.text();
        assert!(!html.contains("<script>alert"), "{path}: raw markup");
        assert!(!html.contains("\"'&"), "{path}: raw quote");
        assert!(
            html.contains("&lt;script&gt;alert(1)&lt;/script&gt;&quot;"),
            "{path}: the name escaped"
        );
        // Abridged: no long run of the name's tail, and the page stays small.
        assert!(!html.contains(&"x".repeat(40)), "{path}: abridged");
        assert!(html.len() < 40_000, "{path}: {} bytes", html.len());
        // The right-to-left override stays inside its <bdi>, or inside
        // Unicode's isolate marks in a sentence.
        for (at, _) in html.match_indices('\u{202e}') {
            let before = &html[..at];
            let within = |open: &str, close: &str| {
                before
                    .rfind(open)
                    .is_some_and(|from| !before[from..].contains(close))
            };
            assert!(
                within("<bdi>", "</bdi>") || within("\u{2068}", "\u{2069}"),
                "{path}: a mark outside its isolation"
            );
        }
    }
}

#[tokio::test]
async fn every_address_that_names_nothing_is_a_404_page() {
    let pages = Pages::with_a_game("alice").await;
    let elsewhere = "0123456789abcdef0123456789abcdef";
    let paths = [
        "/nothing".to_owned(),
        "/s/".to_owned(),
        format!("/s/{elsewhere}/"),
        format!("/s/{elsewhere}/game/1"),
        format!("/s/{}/", pages.key.to_uppercase()),
        "/s/../etc/passwd".to_owned(),
        pages.at("/ladder/chess"),
        pages.at("/ladder/boop?page=0"),
        pages.at("/ladder/boop?page=99"),
        pages.at("/ladder/boop?page=-1"),
        pages.at("/player/1"),
        pages.at("/player/abc"),
        pages.at("/player/-5"),
        pages.at(&format!("/player/+{}", user_id("alice"))),
        pages.at("/player/99999999999999999999999"),
        pages.at("/games?page=x"),
        pages.at("/game/2"),
        pages.at("/game/0"),
        pages.at("/game/01"),
        pages.at(&format!("/player/0{}", user_id("alice"))),
        pages.at("/game/abc"),
        pages.at("/game/-1"),
        pages.at("/game/+1"),
        pages.at("/game/1.0"),
        pages.at("/game/4294967296"),
        pages.at("/game/99999999999999999999"),
        pages.at(&format!("/game/1?ply={}", PLIES + 1)),
        pages.at("/game/1?ply=x"),
        pages.at("/game/1?ply=%00"),
        pages.at(&format!("/game/1/board/{}.png", PLIES + 1)),
        pages.at("/game/1/board/1.jpg"),
        pages.at("/game/1/board/.png"),
        pages.at("/game/1/board/%2e%2e.png"),
        pages.at("/game/1/game-2.txt"),
        pages.at("/game/2/replay.gif"),
        pages.at("/game/1/replay.gif/more"),
    ];
    for path in &paths {
        let got = pages.get(path).await;
        assert_eq!(got.status, 404, "{path}");
        assert!(
            got.header("content-type").starts_with("text/html"),
            "{path}"
        );
        assert!(got.text().contains("Nothing here"), "{path}");
    }
    // In the reader's language.
    let got = pages
        .get_with(&pages.at("/game/9"), &[("accept-language", "ru")])
        .await;
    assert_eq!(got.status, 404);
    assert!(got.text().contains("Здесь ничего нет"));
}

#[tokio::test]
async fn a_private_servers_pages_are_not_found() {
    let pages = Pages::with_a_game("alice").await;
    let alice = user_id("alice");
    let paths = [
        pages.at("/"),
        pages.at("/ladder/boop"),
        pages.at(&format!("/player/{alice}")),
        pages.at("/games"),
        pages.at("/game/1"),
        pages.at("/game/1/board/1.png"),
        pages.at("/game/1/replay.gif"),
        pages.at("/game/1/game-1.txt"),
    ];
    for path in &paths {
        assert_eq!(pages.get(path).await.status, 200, "{path} while public");
    }
    ok(&pages.manager, caller("mod"), web(false)).await;
    for path in &paths {
        // Even what the cache holds.
        assert_eq!(pages.get(path).await.status, 404, "{path} once private");
    }
    // The home page names no server.
    let home = pages.get("/").await;
    assert_eq!(home.status, 200);
    assert!(!home.text().contains(&pages.key));
}

#[tokio::test]
async fn board_pictures_are_cached_by_game_and_ply_with_entity_tags() {
    let pages = Pages::with_a_game("alice").await;
    let first = pages.get(&pages.at("/game/1/board/1.png")).await;
    assert_eq!(first.status, 200);
    assert_eq!(first.header("content-type"), "image/png");
    assert_eq!(
        first.header("cache-control"),
        "max-age=3600",
        "a finished game"
    );
    let etag = first.header("etag").to_owned();
    assert!(etag.starts_with('"') && etag.ends_with('"'), "{etag}");
    let picture = image::load_from_memory(&first.body).expect("a PNG");
    assert!(picture.width() >= 300, "{}", picture.width());
    let again = pages
        .get_with(
            &pages.at("/game/1/board/1.png"),
            &[("if-none-match", etag.as_str())],
        )
        .await;
    assert_eq!(again.status, 304);
    assert!(again.body.is_empty());
    assert_eq!(again.header("etag"), etag);
    let next = pages.get(&pages.at("/game/1/board/2.png")).await;
    assert_ne!(next.header("etag"), etag, "a tag per ply");
    assert_ne!(next.body, first.body, "another board");
    let start = pages.get(&pages.at("/game/1/board/0.png")).await;
    assert_eq!(start.status, 200);
    // The same picture drawn again (from the cache) is the same bytes.
    assert_eq!(
        pages.get(&pages.at("/game/1/board/1.png")).await.body,
        first.body
    );
}

#[tokio::test]
async fn the_game_page_offers_the_replay_and_the_record() {
    let pages = Pages::with_a_game("alice").await;
    let page = pages.get(&pages.at("/game/1")).await.text();
    let replay = web_paths::replay(&pages.key, 1);
    let record = web_paths::record(&pages.key, 1);
    assert!(page.contains(&replay), "a replay link");
    assert!(page.contains(&record), "a record link");
    let gif = pages.get(&replay).await;
    assert_eq!(gif.status, 200);
    assert_eq!(gif.header("content-type"), "image/gif");
    let frames = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(&gif.body))
        .map(|decoder| image::AnimationDecoder::into_frames(decoder).count())
        .expect("a GIF");
    assert!(frames > 1, "{frames} frames");
    let file = pages.get(&record).await;
    assert_eq!(file.status, 200);
    assert!(
        file.header("content-disposition")
            .contains("attachment; filename=\"game-1.txt\""),
        "{}",
        file.header("content-disposition")
    );
    let text = file.text();
    let moves = notations(
        &pages.manager,
        pages
            .manager
            .store()
            .game_numbered(Some(42), 0, 1)
            .await
            .unwrap()
            .unwrap()
            .id,
    )
    .await;
    assert_eq!(moves.len(), PLIES as usize);
    for notation in &moves {
        assert!(text.contains(notation.as_str()), "{notation} in the record");
    }
}

#[tokio::test]
async fn nothing_is_written_and_bodies_are_refused() {
    let pages = Pages::with_a_game("alice").await;
    let before = pages.manager.store().dump().await.unwrap();
    for method in ["POST", "PUT", "DELETE", "PATCH"] {
        for path in [pages.at("/game/1"), pages.at("/"), pages.at("/games")] {
            let request = Request::builder()
                .method(method)
                .uri(&path)
                .body(Body::from("player=x"))
                .unwrap();
            let got = pages.send(request).await;
            assert!(
                got.status.is_client_error(),
                "{method} {path}: {}",
                got.status
            );
        }
    }
    // A GET carrying a body larger than the pages take.
    let request = Request::get(pages.at("/game/1"))
        .header("content-length", "5")
        .body(Body::from("hello"))
        .unwrap();
    assert_eq!(pages.send(request).await.status, 413);
    assert_eq!(pages.manager.store().dump().await.unwrap(), before);
}

#[tokio::test]
async fn every_page_request_is_counted() {
    let metrics = punctbot::ops::metrics::install().expect("the recorder");
    let count = |page: &str, status: &str| {
        let wanted = format!("page=\"{page}\",status=\"{status}\"");
        metrics
            .render()
            .lines()
            .filter(|line| {
                line.starts_with(punctbot::ops::metrics::WEB_REQUESTS) && line.contains(&wanted)
            })
            .filter_map(|line| line.rsplit(' ').next()?.parse::<f64>().ok())
            .sum::<f64>()
    };
    let pages = Pages::with_a_game("alice").await;
    let (games, missing) = (count("game", "200"), count("game", "404"));
    for _ in 0..3 {
        pages.get(&pages.at("/game/1")).await;
    }
    pages.get(&pages.at("/game/7")).await;
    // Other tests count pages at the same time: at least ours.
    assert!(count("game", "200") >= games + 3.0);
    assert!(count("game", "404") > missing);
}

/// Once a game has an analysis, its page shows each marked move's mark
/// and better move beside it, and the caption of that move says so (the
/// step-through shows it); the page drawn before the analysis is not
/// served again.
#[tokio::test]
async fn the_game_page_shows_the_marks_of_its_analysis() {
    let pages = Pages::with_a_game("alice").await;
    let path = pages.at("/game/1");
    let before = pages.get(&path).await.text();
    assert!(!before.contains("class=\"mark"), "no marks yet");
    let better = pages.mark_the_second_move_a_blunder().await;

    let page = pages.get(&path).await.text();
    assert!(page.contains("class=\"analysis\""), "the legend: {page}");
    assert_eq!(page.matches("class=\"mark ").count(), 1, "{page}");
    assert!(
        page.contains("<span class=\"mark blunder\" title=\"blunder\">??</span>"),
        "{page}"
    );
    let span = format!("<span class=\"better\">better: {better}</span>");
    assert!(page.contains(&span), "{span} in {page}");
    // The caption of move 2, which the steps show, names the blunder.
    let caption = format!("After move 2 of 6 — ?? blunder; better: {better}");
    assert!(
        page.contains(&format!("title=\"{caption}\"")),
        "{caption} in {page}"
    );
    // The page at move 2 shows it in its caption at once.
    let at_two = pages.get(&pages.at("/game/1?ply=2")).await.text();
    assert!(
        at_two.contains(&format!(
            "<figcaption id=\"caption\">{caption}</figcaption>"
        )),
        "{at_two}"
    );
}

/// Once the game has an analysis, the replay GIF marks its second move
/// (the frame after it, and no other, differs from the markless GIF); the
/// markless GIF is neither served from the cache again nor still the
/// reader's under its old entity tag.
#[tokio::test]
async fn the_replay_shows_the_marks_once_the_analysis_lands() {
    let pages = Pages::with_a_game("alice").await;
    let path = web_paths::replay(&pages.key, 1);
    let before = pages.get(&path).await;
    assert_eq!(before.status, 200);
    let etag = before.header("etag").to_owned();
    pages.mark_the_second_move_a_blunder().await;

    let after = pages
        .get_with(&path, &[("if-none-match", etag.as_str())])
        .await;
    assert_eq!(after.status, 200, "the markless GIF is stale");
    assert_ne!(after.header("etag"), etag);
    let (plain, marked) = (gif_frames(&before.body), gif_frames(&after.body));
    assert_eq!(plain.len(), marked.len());
    let differing: Vec<usize> = (0..plain.len())
        .filter(|&frame| plain[frame] != marked[frame])
        .collect();
    assert_eq!(differing, [2], "the frame after move 2 alone");
    // Asked again: the marked GIF, from the cache or not, and 304 for its
    // own tag.
    let again = pages.get(&path).await;
    assert_eq!(again.body, after.body);
    let held = pages
        .get_with(&path, &[("if-none-match", after.header("etag"))])
        .await;
    assert_eq!(held.status, 304);
}
