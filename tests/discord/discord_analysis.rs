//! `/analysis` through the fake Discord: a PÜNCT game whose 11th move
//! misses a win is analysed when asked, in public, the missed win marked a
//! blunder with a winning move instead and the chart attached; a game
//! still being played is refused to its asker alone.

use std::time::Duration;

use crate::discord_support::{
    basic_casual_with_alice_first, start_game, Bot, Db, FakeDiscord, ALICE, BOB, CHANNEL,
};
use punctbot::games::{punct, Rules};
use serde_json::json;

/// The game of `tests/manager/analysis.rs`: alice's `+B2:C2,C3` misses
/// `+P9:P8,Q10`, and bob links his sides.
const MISSED_WIN: &str = "+A8:B8,C8 +B10:B9,C9 +D8:E8,F8 +D9:E9,F9 +G8:H8,I8 +G9:H9,I9 \
                          +J8:K8,L8 +J9:K9,L9 +N8:M8,O8 +M9:N9,O9 +B2:C2,C3 +P9:P8,P10";

/// Two searches for each of 12 moves at `BOT_NODES` in a debug build.
const ANALYSIS_PATIENCE: Duration = Duration::from_secs(300);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missed_win_is_marked_a_blunder_with_the_chart() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    start_game(&fake, CHANNEL, "punct", basic_casual_with_alice_first()).await;
    let moves: Vec<&str> = MISSED_WIN.split_whitespace().collect();
    let asked = fake.slash(
        ALICE,
        CHANNEL,
        "analysis",
        json!([{"name": "game", "type": 4, "value": 1}]),
    );
    let refused = fake.answer(&asked).await;
    assert!(refused.ephemeral, "{}", refused.content);
    assert!(
        refused.content.contains("still being played"),
        "{}",
        refused.content
    );
    for (index, notation) in moves.iter().enumerate() {
        let who = if index % 2 == 0 { ALICE } else { BOB };
        let board = fake.answer(&fake.play(who, CHANNEL, notation)).await;
        assert!(!board.ephemeral, "{}", board.content);
    }
    let analysed = fake
        .answer_within(
            &fake.slash(BOB, CHANNEL, "analysis", json!([])),
            ANALYSIS_PATIENCE,
        )
        .await;
    assert!(!analysed.ephemeral, "{}", analysed.content);
    let missed = analysed
        .content
        .lines()
        .find(|line| line.starts_with("11. alice `+B2:C2,C3` — blunder; better `"))
        .unwrap_or_else(|| panic!("the missed win is marked: {}", analysed.content));
    assert!(missed.ends_with("(winning chance 100 % → 0 %)"), "{missed}");
    let best = missed.split('`').nth(3).unwrap();
    let mut game = punct::BASIC.start();
    for notation in &moves[..10] {
        game.play_text(notation).unwrap();
    }
    game.play_text(best).unwrap();
    assert!(game.outcome().is_some(), "{best} wins");
    let [(name, png)] = &analysed.files[..] else {
        panic!("one chart attached: {:?}", analysed.files.len());
    };
    assert!(name.ends_with(".png"), "{name}");
    let chart = image::load_from_memory_with_format(png, image::ImageFormat::Png).expect("a PNG");
    assert_eq!(chart.width(), 1000);
    bot.stop().await;
}
