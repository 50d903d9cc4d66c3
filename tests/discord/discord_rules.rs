//! `/rules` through the real client: the rules in brief with the picture of
//! a game under way and the game's pieces card, in the caller's language;
//! the text alone where the bot may not attach files.

use crate::discord_support::{png_size, Bot, Db, FakeDiscord, CAROL, CHANNEL};
use punctbot::{
    manager::Locale,
    render,
    surface::PIECES_FILE,
    words::{discord_text, DiscordText},
};
use serde_json::json;

fn game(value: &str) -> serde_json::Value {
    json!([{"name": "game", "type": 3, "value": value}])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rules_attach_the_pieces_card_or_give_the_text_alone() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    for (value, kind) in [
        ("punct", punctbot::games::punct::STANDARD),
        ("punct-basic", punctbot::games::punct::BASIC),
        ("boop", punctbot::games::boop::STANDARD),
    ] {
        let rules = fake
            .answer(&fake.slash(CAROL, CHANNEL, "rules", game(value)))
            .await;
        assert!(rules.ephemeral);
        assert_eq!(
            rules.content,
            discord_text(&Locale::en(), DiscordText::Rules(kind)),
            "{value}"
        );
        let names: Vec<&str> = rules.files.iter().map(|(name, _)| name.as_str()).collect();
        assert_eq!(names, ["board.png", PIECES_FILE], "{value}");
        let card = &rules.files[1].1;
        assert_eq!(card, &render::pieces_png(kind, &Locale::en()), "{value}");
        let (width, height) = png_size(card);
        assert!(width >= 700 && height >= 400, "{value}: {width}×{height}");
    }
    // Without Attach Files (everything else as before): the rules still
    // answer, as text.
    fake.set_app_permissions(&(2_248_473_465_835_073u64 & !(1u64 << 15)).to_string());
    let rules = fake
        .answer(&fake.slash(CAROL, CHANNEL, "rules", game("boop")))
        .await;
    assert!(rules.files.is_empty());
    assert!(
        rules.content.starts_with("**boop.** in brief"),
        "{}",
        rules.content
    );
    bot.stop().await;
}
