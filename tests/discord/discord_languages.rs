//! Languages through the real client: the registration carries every
//! description in every language, and each interaction is answered in the
//! language it belongs to (the caller's for what only they see, the
//! server's for what the channel reads).

use crate::discord_support::{opponent, Bot, Db, FakeDiscord, ALICE, BOB, CHANNEL, MODERATOR};
use punctbot::{
    manager::Locale,
    surface::help::describe,
    words::{discord_text, DiscordText},
};
use serde_json::{json, Value};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_registration_carries_every_language() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    let commands = fake.registered_commands();
    let command = |name: &str| -> Value {
        commands
            .iter()
            .find(|c| c["name"] == name)
            .unwrap_or_else(|| panic!("/{name}"))
            .clone()
    };
    for (code, tag) in [
        ("es-ES", "es-ES"),
        ("es-419", "es-ES"),
        ("ru", "ru"),
        ("zh-CN", "zh-CN"),
    ] {
        let locale = Locale(tag.to_owned());
        assert_eq!(
            command("move")["description_localizations"][code],
            describe("move", &locale),
            "{code}"
        );
        let notation = &command("move")["options"][0];
        assert_eq!(
            notation["description_localizations"][code],
            describe("move.notation", &locale),
            "{code}"
        );
        // A choice's name: "no clock" in each language.
        let days = command("boop")["options"][0]["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|option| option["name"] == "days")
            .cloned()
            .expect("days");
        let none = days["choices"]
            .as_array()
            .unwrap()
            .iter()
            .find(|choice| choice["value"] == "none")
            .cloned()
            .expect("a choice of no clock");
        assert_eq!(
            none["name_localizations"][code],
            describe("days.none", &locale),
            "{code}"
        );
    }
    assert_ne!(
        describe("move", &Locale("ru".to_owned())),
        describe("move", &Locale::en())
    );
    // The language choices name each language in itself, for everyone.
    let language = &command("language")["options"][0];
    let names: Vec<(&str, &str)> = language["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|choice| {
            (
                choice["value"].as_str().unwrap(),
                choice["name"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        names,
        [
            ("auto", "Discord's language"),
            ("en-US", "English"),
            ("es-ES", "Español"),
            ("ru", "Русский"),
            ("zh-CN", "中文"),
        ]
    );
    assert_eq!(
        language["choices"][3]["name_localizations"]["zh-CN"], "Русский",
        "a language's own name in every language"
    );
    // Only server managers see /language.
    assert_eq!(command("language")["default_member_permissions"], "32");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_answer_is_in_its_readers_language() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    // alice's client is Russian, bob's Chinese, the server's Spanish.
    fake.set_user_locale(ALICE, "ru");
    fake.set_user_locale(BOB, "zh-CN");
    fake.set_guild_locale("es-ES");
    let challenge = fake
        .answer(&fake.challenge(ALICE, CHANNEL, "boop", json!([opponent(BOB)])))
        .await;
    assert!(!challenge.ephemeral);
    assert!(
        challenge.content.starts_with("alice desafía a bob"),
        "the channel reads Spanish: {}",
        challenge.content
    );
    // A refusal is for alice alone: Russian.
    let refused = fake
        .answer(&fake.slash(ALICE, CHANNEL, "accept", json!([])))
        .await;
    assert!(refused.ephemeral);
    assert!(
        refused.content.chars().any(|c| ('а'..='я').contains(&c)),
        "{}",
        refused.content
    );
    // So are her settings and /help.
    let settings = fake
        .answer(&fake.slash(ALICE, CHANNEL, "settings", json!([])))
        .await;
    assert!(settings.ephemeral);
    assert!(
        settings.content.starts_with("Ваши настройки"),
        "{}",
        settings.content
    );
    let help = fake
        .answer(&fake.slash(ALICE, CHANNEL, "help", json!([])))
        .await;
    let russian = Locale("ru".to_owned());
    assert!(
        help.content
            .starts_with(&discord_text(&russian, DiscordText::HelpIntro)),
        "{}",
        help.content
    );
    // A manager makes the server Chinese: the channel is told in Chinese,
    // and bob's acceptance posts a Chinese board.
    let set = fake
        .answer(&fake.slash(
            MODERATOR,
            CHANNEL,
            "language",
            json!([{"name": "language", "type": 3, "value": "zh-CN"}]),
        ))
        .await;
    assert!(!set.ephemeral);
    assert!(set.content.contains("中文"), "{}", set.content);
    let board = fake
        .answer(&fake.click(
            BOB,
            CHANNEL,
            challenge.message.unwrap(),
            &challenge.button("Aceptar"),
        ))
        .await;
    assert!(board.content.contains("接受了挑战"), "{}", board.content);
    // alice chooses English for herself: her answers follow, the
    // channel's do not.
    let english = fake
        .answer(&fake.slash(
            ALICE,
            CHANNEL,
            "settings",
            json!([{"name": "language", "type": 3, "value": "en-US"}]),
        ))
        .await;
    assert!(english.ephemeral);
    assert!(
        english
            .content
            .starts_with("What only you read is in English"),
        "{}",
        english.content
    );
    let refused = fake
        .answer(&fake.slash(ALICE, CHANNEL, "accept", json!([])))
        .await;
    assert!(
        refused.content.starts_with("There is no open challenge"),
        "{}",
        refused.content
    );
    bot.stop().await;
}
