//! Whose language each message is in: the channel reads the server's
//! (`/language`, else the locale Discord gives for the server), a player
//! reads their own (`/settings language:`, else their client's) in what
//! only they see and in their direct messages; the scheduler's posts, sent
//! when nobody asked, use what was remembered.

use crate::manager_support::*;
use punctbot::{
    manager::{
        clock_plan::HOUR_MS, Action, Caller, Due, FirstMover, LanguageChoice, Locale, Message,
        Refusal, Reply,
    },
    words,
};

/// `name` in the test server, with their Discord client in `own` and the
/// server's preferred locale `server`.
fn speaking(name: &str, own: &str, server: &str) -> Caller {
    Caller {
        locale: Locale(own.to_owned()),
        channel_locale: Locale(server.to_owned()),
        ..caller(name)
    }
}

/// Whether `reply` is worded, message by message, in the language of `tag`
/// (and says so for the front end's own words).
fn worded_in(reply: &Reply, tag: &str) -> bool {
    let locale = Locale(tag.to_owned());
    let lines: Vec<String> = reply
        .said
        .iter()
        .map(|message| words::text(&locale, message))
        .collect();
    !reply.said.is_empty()
        && reply.text().starts_with(&lines[0])
        && lines
            .iter()
            .all(|line| reply.text().contains(line.as_str()))
        && words::language_tag(&reply.locale) == tag
}

fn settings(language: Option<&str>) -> Action {
    Action::Settings {
        confirm: None,
        language: language.map(|tag| match tag {
            "auto" => LanguageChoice::FromDiscord,
            tag => LanguageChoice::Speak(tag.to_owned()),
        }),
        web: None,
        puzzle_channel: None,
        puzzles_off: false,
    }
}

fn server_language(tag: &str) -> Action {
    Action::ServerLanguage {
        language: match tag {
            "auto" => LanguageChoice::FromDiscord,
            tag => LanguageChoice::Speak(tag.to_owned()),
        },
    }
}

fn boop_against(opponent: &str, days: Option<u8>) -> Action {
    Action::Challenge {
        opponent: Some(player(opponent)),
        kind: punctbot::games::boop::STANDARD,
        rated: false,
        first: FirstMover::Challenger,
        days,
        parent: None,
        level: None,
    }
}

#[tokio::test]
async fn the_channel_reads_the_servers_language_and_the_caller_their_own() {
    let db = Db::new();
    let m = db.manager().await;
    // A Russian client on a Spanish server: the challenge is public.
    let challenge = ok(
        &m,
        speaking("alice", "ru", "es-ES"),
        boop_against("bob", None),
    )
    .await;
    assert!(!challenge.ephemeral);
    assert!(worded_in(&challenge, "es-ES"), "{}", challenge.text());
    // The settings are for alice alone: Russian.
    let shown = ok(&m, speaking("alice", "ru", "es-ES"), settings(None)).await;
    assert!(shown.ephemeral);
    assert!(worded_in(&shown, "ru"), "{}", shown.text());
    assert!(shown.says(|said| matches!(
        said,
        Message::SettingsShown { language: None, current, .. } if current == "ru"
    )));
    // The board after the acceptance is public again.
    let board = ok(&m, speaking("bob", "zh-CN", "es-ES"), Action::Accept).await;
    assert!(worded_in(&board, "es-ES"), "{}", board.text());
    // Outside a server the channel is the caller's own.
    let direct = Caller {
        guild: None,
        ..speaking("carol", "zh-CN", "")
    };
    let refusal = no(&m, direct, Action::Stats { user: None }).await;
    assert_eq!(refusal, Refusal::ServerOnly);
}

#[tokio::test]
async fn a_player_chooses_their_own_language_and_can_go_back_to_discords() {
    let db = Db::new();
    let m = db.manager().await;
    let alice = || speaking("alice", "en-US", "en-US");
    let set = ok(&m, alice(), settings(Some("zh-CN"))).await;
    assert!(set.ephemeral);
    // Said in the language just chosen.
    assert!(worded_in(&set, "zh-CN"), "{}", set.text());
    let shown = ok(&m, alice(), settings(None)).await;
    assert!(worded_in(&shown, "zh-CN"), "{}", shown.text());
    assert!(shown.says(|said| matches!(
        said,
        Message::SettingsShown { language: Some(tag), .. } if tag == "zh-CN"
    )));
    // What the channel reads stays in the server's language.
    let challenge = ok(&m, alice(), boop_against("bob", None)).await;
    assert!(worded_in(&challenge, "en-US"), "{}", challenge.text());
    // The front end words refusals in the chosen language too.
    assert_eq!(m.in_languages(&alice()).await.locale.0, "zh-CN");

    let back = ok(&m, alice(), settings(Some("auto"))).await;
    assert!(worded_in(&back, "en-US"), "{}", back.text());
    assert!(back.says(|said| matches!(said, Message::LanguageSet { language: None })));
    assert_eq!(m.in_languages(&alice()).await.locale.0, "en-US");

    // A language the bot does not speak changes nothing.
    let refusal = no(&m, alice(), settings(Some("de"))).await;
    assert_eq!(
        refusal,
        Refusal::UnknownLanguage {
            given: "de".to_owned()
        }
    );
    let words = refusal.text(&Locale::en());
    assert!(
        words.contains("`ru` (Русский)") && words.contains("`zh-CN` (中文)"),
        "{words}"
    );
}

#[tokio::test]
async fn server_managers_choose_the_servers_language() {
    let db = Db::new();
    let m = db.manager().await;
    // Only members who may manage the server; never in a direct message.
    let refusal = no(
        &m,
        speaking("alice", "en-US", "en-US"),
        server_language("ru"),
    )
    .await;
    assert_eq!(refusal, Refusal::ManageServerOnly);
    let direct = Caller {
        guild: None,
        ..speaking("mod", "en-US", "en-US")
    };
    assert_eq!(
        no(&m, direct, server_language("ru")).await,
        Refusal::ServerOnly
    );
    assert!(matches!(
        no(&m, speaking("mod", "en-US", "en-US"), server_language("xx")).await,
        Refusal::UnknownLanguage { .. }
    ));

    let set = ok(&m, speaking("mod", "en-US", "es-ES"), server_language("ru")).await;
    assert!(!set.ephemeral, "the whole channel is told");
    assert!(worded_in(&set, "ru"), "{}", set.text());
    // Whatever Discord says the server's locale is, the channel reads Russian.
    let challenge = ok(
        &m,
        speaking("alice", "zh-CN", "es-ES"),
        boop_against("bob", None),
    )
    .await;
    assert!(worded_in(&challenge, "ru"), "{}", challenge.text());
    // Back to Discord's: the server's preferred locale, as last sent.
    let back = ok(
        &m,
        speaking("mod", "en-US", "es-ES"),
        server_language("auto"),
    )
    .await;
    assert!(worded_in(&back, "es-ES"), "{}", back.text());
    assert!(back.says(|said| matches!(
        said,
        Message::ServerLanguageSet { language: None, current } if current == "es-ES"
    )));
    let declined = ok(&m, speaking("bob", "en-US", "es-ES"), Action::Decline).await;
    assert!(worded_in(&declined, "es-ES"), "{}", declined.text());
}

#[tokio::test]
async fn direct_messages_are_in_their_readers_language() {
    let db = Db::new();
    let m = db.manager().await;
    // bob's client is Russian; he asked for direct messages.
    ok(
        &m,
        speaking("bob", "ru", "es-ES"),
        Action::Notices { on: true },
    )
    .await;
    let challenge = ok(
        &m,
        speaking("alice", "en-US", "es-ES"),
        boop_against("bob", None),
    )
    .await;
    assert!(worded_in(&challenge, "es-ES"), "{}", challenge.text());
    let [direct] = challenge.effects.direct.as_slice() else {
        panic!("one direct message, got {:?}", challenge.effects.direct);
    };
    assert_eq!(direct.user, user_id("bob"));
    assert!(
        direct.text().contains("вызывает вас сыграть"),
        "Russian for bob: {}",
        direct.text()
    );
    // His own choice wins over his client's.
    ok(&m, speaking("bob", "ru", "es-ES"), settings(Some("zh-CN"))).await;
    ok(&m, speaking("bob", "ru", "es-ES"), Action::Accept).await;
    let moved = ok(&m, speaking("alice", "en-US", "es-ES"), mv("Kc3")).await;
    let [direct] = moved.effects.direct.as_slice() else {
        panic!("one direct message, got {:?}", moved.effects.direct);
    };
    assert!(
        direct.text().contains("轮到你"),
        "Chinese for bob: {}",
        direct.text()
    );
}

#[tokio::test]
async fn the_schedulers_posts_are_in_the_servers_language() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    // Discord says the server is Spanish: remembered from the requests.
    ok(
        &m,
        speaking("alice", "en-US", "es-ES"),
        boop_against("bob", Some(1)),
    )
    .await;
    ok(&m, speaking("bob", "ru", "es-ES"), Action::Accept).await;
    clock.advance(12 * HOUR_MS);
    let due = m.tick().await.expect("the tick");
    let Some(Due::Reminder { reply, .. }) = due.first() else {
        panic!("a reminder");
    };
    assert!(worded_in(reply, "es-ES"), "{}", reply.text());
    // A manager's choice wins over Discord's.
    ok(
        &m,
        speaking("mod", "en-US", "es-ES"),
        server_language("zh-CN"),
    )
    .await;
    clock.advance(13 * HOUR_MS);
    let due = m.tick().await.expect("the tick");
    let Some(Due::TimeLoss { reply, .. }) = due.iter().find(|d| matches!(d, Due::TimeLoss { .. }))
    else {
        panic!("a loss on time, got {} events", due.len());
    };
    assert!(worded_in(reply, "zh-CN"), "{}", reply.text());
}
