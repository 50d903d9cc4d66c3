//! The web pages in a real headless Chromium (Debian's `chromium` and
//! `chromium-driver`, driven over WebDriver by fantoccini): a ladder, and
//! a game page stepped through with the arrow keys — the board picture
//! changes and the move list's highlight follows. Screenshots at 1280 and
//! 400 px wide go to `target/tmp/web-screenshots/` to be looked at.
//!
//! Everything stays on loopback: chromedriver listens on 127.0.0.1, the
//! pages are served on 127.0.0.1, and Chromium resolves no other host
//! and runs none of its background network work.
//!
//! Where Chromium is not installed the test says so and passes, unless
//! `CI` is set: there it is an error (.ci/run installs it).

use std::{
    path::{Path, PathBuf},
    process::Stdio,
    time::Duration,
};

use fantoccini::{
    actions::{InputSource, KeyAction, KeyActions},
    key::Key,
    Client, ClientBuilder, Locator,
};
use punctbot::manager::web_paths;
use serde_json::{json, Value};
use tokio::process::{Child, Command};

use crate::web_site::*;

/// The first of `names` found on `PATH`.
fn program(names: &[&str]) -> Option<PathBuf> {
    let paths = std::env::var_os("PATH")?;
    std::env::split_paths(&paths)
        .flat_map(|folder| names.iter().map(move |name| folder.join(name)))
        .find(|path| path.is_file())
}

/// Where the screenshots go.
fn screenshots() -> PathBuf {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join("web-screenshots");
    std::fs::create_dir_all(&folder).expect("the screenshots' folder");
    folder
}

/// A headless Chromium under chromedriver, or `None` (said) where either
/// is not installed.
struct Browser {
    client: Client,
    /// Killed when dropped.
    _driver: Child,
}

impl Browser {
    async fn start() -> Option<Browser> {
        let (Some(chromium), Some(driver)) = (
            program(&["chromium", "chromium-browser"]),
            program(&["chromedriver"]),
        ) else {
            assert!(
                std::env::var_os("CI").is_none(),
                "CI needs Chromium: apt-get install chromium chromium-driver"
            );
            eprintln!(
                "Chromium or chromedriver is not installed: the browser test is skipped \
                 (apt-get install chromium chromium-driver runs it)"
            );
            return None;
        };
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|listener| listener.local_addr())
            .expect("a free port")
            .port();
        let driver = Command::new(driver)
            .arg(format!("--port={port}"))
            .arg("--allowed-ips=127.0.0.1")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .kill_on_drop(true)
            .spawn()
            .expect("chromedriver starts");
        let capabilities = json!({
            "goog:chromeOptions": {
                "binary": chromium,
                "args": [
                    "--headless=new",
                    "--no-sandbox",
                    "--disable-gpu",
                    "--disable-dev-shm-usage",
                    "--hide-scrollbars",
                    "--force-device-scale-factor=1",
                    "--window-size=1280,900",
                    // Nothing beyond loopback: no host resolves, and none
                    // of Chromium's own network chores run.
                    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
                    "--disable-background-networking",
                    "--disable-component-update",
                    "--disable-default-apps",
                    "--disable-sync",
                    "--disable-extensions",
                    "--no-first-run",
                    "--no-default-browser-check",
                    "--lang=en-US",
                ],
            }
        });
        let Value::Object(capabilities) = capabilities else {
            unreachable!()
        };
        let url = format!("http://127.0.0.1:{port}");
        let mut builder =
            ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new());
        builder.capabilities(capabilities);
        // chromedriver takes a moment to listen.
        for _ in 0..100 {
            match builder.connect(&url).await {
                Ok(client) => {
                    return Some(Browser {
                        client,
                        _driver: driver,
                    })
                }
                Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
            }
        }
        panic!("chromedriver did not answer on {url}");
    }

    /// The browser's window, `width` px wide and `height` px tall.
    async fn window(&self, width: u32, height: u32) {
        self.client
            .set_window_size(width, height)
            .await
            .expect("the window's size");
    }

    /// A screenshot of the viewport, to `name`.png.
    async fn screenshot(&self, name: &str) {
        let png = self.client.screenshot().await.expect("a screenshot");
        image::load_from_memory(&png).expect("a PNG");
        std::fs::write(screenshots().join(format!("{name}.png")), png).expect("written");
    }

    async fn run(&self, script: &str) -> Value {
        self.client
            .execute(script, vec![])
            .await
            .expect("the script runs")
    }

    async fn press(&self, key: Key) {
        let key: char = key.into();
        let keys = KeyActions::new("keyboard".to_owned())
            .then(KeyAction::Down { value: key })
            .then(KeyAction::Up { value: key });
        self.client
            .perform_actions(keys)
            .await
            .expect("a key pressed");
    }

    /// The board picture once loaded: its address and its pixels (as a
    /// data URL), waiting until its address names `ply`.
    async fn board_at(&self, ply: u32) -> String {
        let wanted = format!("/board/{ply}.png");
        for _ in 0..200 {
            let shown = self
                .run(
                    "const img = document.getElementById('board');
                     if (!img.complete || img.naturalWidth === 0) { return null; }
                     const canvas = document.createElement('canvas');
                     canvas.width = img.naturalWidth;
                     canvas.height = img.naturalHeight;
                     canvas.getContext('2d').drawImage(img, 0, 0);
                     return [img.currentSrc, canvas.toDataURL()];",
                )
                .await;
            if let Some([source, pixels]) = shown.as_array().map(Vec::as_slice) {
                if source.as_str().unwrap_or("").contains(&wanted) {
                    return pixels.as_str().unwrap().to_owned();
                }
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("the board after ply {ply} never showed");
    }

    /// The ply of the move highlighted in the move list (the only one),
    /// and whether its colour differs from an unhighlighted move's.
    async fn highlighted(&self) -> (u64, bool) {
        let found = self
            .run(
                "const current = document.querySelectorAll('ol.moves li.current');
                 if (current.length !== 1) { return [current.length, false]; }
                 const other = document.querySelector('ol.moves li:not(.current) a');
                 const colour = (a) => getComputedStyle(a).backgroundColor;
                 return [Number(current[0].dataset.ply),
                         colour(current[0].querySelector('a')) !== colour(other)];",
            )
            .await;
        (
            found[0].as_u64().expect("a ply"),
            found[1].as_bool().unwrap_or(false),
        )
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_ladder_and_a_game_stepped_through_with_the_keyboard() {
    let Some(browser) = Browser::start().await else {
        return;
    };
    let pages = Pages::with_a_game("alice").await;
    let (site, stop, task) = pages.serve().await;
    let client = &browser.client;

    browser.window(1280, 400).await;
    client
        .goto(&format!(
            "{site}{}",
            web_paths::ladder(&pages.key, punctbot::games::boop::STANDARD, 1)
        ))
        .await
        .expect("the ladder opens");
    let table = client
        .find(Locator::Css("table"))
        .await
        .expect("a table")
        .text()
        .await
        .unwrap();
    assert!(table.contains("alice") && table.contains("bob"), "{table}");
    browser.screenshot("ladder-1280").await;
    browser.window(400, 500).await;
    browser.screenshot("ladder-400").await;

    // The game's analysis marks its second move: stepping onto it says so.
    let better = pages.mark_the_second_move_a_blunder().await;
    // Tall enough for the board and its buttons at 1280 px.
    browser.window(1280, 1200).await;
    client
        .goto(&format!("{site}{}", web_paths::game_at(&pages.key, 1, 0)))
        .await
        .expect("the game page opens");
    let mut board = browser.board_at(0).await;
    browser.screenshot("game-1280-ply-0").await;
    for ply in 1..=3 {
        browser.press(Key::Right).await;
        let next = browser.board_at(ply).await;
        assert_ne!(next, board, "the board changed at ply {ply}");
        board = next;
        assert_eq!(browser.highlighted().await, (u64::from(ply), true));
        let address = client.current_url().await.unwrap();
        assert!(
            address.as_str().ends_with(&format!("ply={ply}")),
            "{address}"
        );
    }
    browser.screenshot("game-1280-ply-3").await;
    browser.press(Key::Left).await;
    browser.board_at(2).await;
    assert_eq!(browser.highlighted().await, (2, true));
    let caption = browser
        .run("return document.getElementById('caption').textContent;")
        .await;
    assert_eq!(
        caption.as_str(),
        Some(format!("After move 2 of 6 — ?? blunder; better: {better}").as_str())
    );
    browser.window(400, 1200).await;
    browser.screenshot("game-400-ply-2").await;
    // Without the script the buttons are links: Next loads the next ply.
    client
        .find(Locator::Id("next"))
        .await
        .expect("a Next button")
        .click()
        .await
        .expect("clicked");
    browser.board_at(3).await;

    let _ = stop.send(true);
    let _ = task.await;
    drop(pages);
    browser.client.clone().close().await.expect("closed");
}

/// A finished 5-player Swiss's page: on a phone the page itself never
/// scrolls sideways (the crosstable scrolls in its own box), and a
/// crosstable cell leads to its game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_page_fits_a_phone_and_its_crosstable_leads_to_the_games() {
    let Some(browser) = Browser::start().await else {
        return;
    };
    let pages = crate::web_tournament::finished_swiss().await;
    let (site, stop, task) = pages.serve().await;
    let client = &browser.client;
    let address = format!("{site}{}", web_paths::tournament(&pages.key, 1));
    browser.window(1280, 1400).await;
    client.goto(&address).await.expect("the tournament opens");
    browser.screenshot("tournament-1280").await;
    browser.window(400, 1400).await;
    client.refresh().await.expect("reloaded");
    browser.screenshot("tournament-400").await;
    let widths = browser
        .run(
            "const box = document.querySelector('table.crosstable').parentElement;
             return [document.documentElement.scrollWidth, window.innerWidth,
                     box.clientWidth];",
        )
        .await;
    let [page, window, crosstable] = [0, 1, 2].map(|i| widths[i].as_u64().expect("a width"));
    assert!(
        page <= window,
        "the page is {page} px wide in a {window} px window"
    );
    assert!(
        crosstable <= window,
        "the crosstable's box is {crosstable} px"
    );
    client
        .find(Locator::Css("table.crosstable tbody a[href*='/game/']"))
        .await
        .expect("a cell with its game")
        .click()
        .await
        .expect("clicked");
    let now = client.current_url().await.unwrap();
    assert!(now.path().contains("/game/"), "{now}");
    // Its games were resigned before their first move.
    browser.board_at(0).await;

    let _ = stop.send(true);
    let _ = task.await;
    drop(pages);
    browser.client.clone().close().await.expect("closed");
}
