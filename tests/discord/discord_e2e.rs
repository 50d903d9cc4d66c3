//! The real bot (serenity 0.12, unmodified) against a fake Discord on
//! 127.0.0.1: start-up, whole games through slash commands, buttons and
//! menus, autocomplete, refusals, restarts.

use crate::discord_support::{
    basic_casual_with_alice_first, bob_with_alice_first, opponent, pinged, png_size,
    print_percentiles, start_game, Answer, Bot, Db, FakeDiscord, Who, ALICE, APP, BOB, CAROL,
    CHANNEL, MODERATOR,
};
use punctbot::{
    games::{ByColor, Rules},
    surface::{leaves, Body, OptionKind, OptionSpec, COMMANDS},
};
use serde_json::json;

/// The picture must be exactly the renderer's picture of `game`: its
/// final picture once the rules ended it.
fn assert_shows(answer: &Answer, game: &punctbot::games::AnyGame, names: &ByColor<String>) {
    use punctbot::{
        manager::{FinalCard, Locale},
        render::{self, Ending, Finish},
        store::EndReason,
        words,
    };
    let png = answer.png();
    let (width, height) = png_size(png);
    assert!(width > 100 && height > 100);
    // The picture of a board names its game and the state it shows.
    let name = &answer.files[0].0;
    assert!(
        name.starts_with("board-g") && name.ends_with(".png"),
        "{name}"
    );
    let expected = match game.outcome() {
        None => render::board_png(game, names, &Locale::en()),
        Some(outcome) => {
            let card = FinalCard {
                players: names.clone(),
                outcome: Some(outcome),
                reason: EndReason::Rules,
                by: None,
                why: game.rules_end(),
            };
            let finish = Finish {
                ending: Ending::Rules,
                lines: words::final_lines(&Locale::en(), &card),
            };
            render::final_png(game, names, &Locale::en(), &finish)
        }
    };
    assert!(
        png == expected.as_slice(),
        "the picture shows the position after {:?}",
        game.history()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn start_up_registers_the_commands() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    let requests = fake.requests();
    assert!(requests
        .iter()
        .any(|r| r.method == "GET" && r.path == "/api/v10/gateway"));
    assert_eq!(fake.identifies(), 1);
    let identify = fake.identify();
    assert_eq!(identify["token"], "Bot fake-token");
    assert_eq!(identify["intents"], 1, "GUILDS only: no privileged intent");
    assert_eq!(identify["shard"], json!([0, 1]));
    let commands = &fake.registered_commands();
    let names: Vec<&str> = commands
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    for expected in [
        "punct",
        "boop",
        "move",
        "board",
        "history",
        "abort",
        "rules",
        "peek",
        "help",
        "accept",
        "resign",
        "draw",
        "takeback",
        "choose",
        "games",
        "vacation",
        "notices",
        "reminders",
        "leaderboard",
        "stats",
    ] {
        assert!(names.contains(&expected), "{expected} in {names:?}");
    }
    let command = |name: &str| commands.iter().find(|c| c["name"] == name).unwrap();
    let notation = &command("move")["options"][0];
    assert_eq!(notation["name"], "notation");
    assert_eq!(notation["autocomplete"], true);
    assert_eq!(notation["required"], true);
    // Discord stops longer text at the keyboard: every text option is capped.
    assert_eq!(notation["max_length"], 100);
    for name in ["choose", "peek", "reminders"] {
        assert_eq!(command(name)["options"][0]["max_length"], 100, "{name}");
    }
    let challenge = &command("punct")["options"][0];
    assert_eq!(challenge["name"], "challenge");
    assert_eq!(challenge["type"], 1);
    let options: Vec<&str> = challenge["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        options,
        ["opponent", "variant", "rated", "first", "days", "thread", "level"]
    );
    // Server settings are for those who may manage the server (1 << 5).
    assert_eq!(command("reminders")["default_member_permissions"], "32");
    let boop: Vec<&str> = command("boop")["options"][0]["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        boop,
        ["opponent", "rated", "first", "days", "thread", "level"]
    );
    assert_eq!(command("peek")["options"][0]["name"], "cell");
    // Every description within Discord's 100 characters.
    for command in commands {
        let description = command["description"].as_str().unwrap();
        assert!(!description.is_empty() && description.chars().count() <= 100);
    }
    bot.stop().await;
    // Nothing but the fake was ever asked.
    assert!(fake
        .requests()
        .iter()
        .all(|r| r.path.starts_with("/api/v10/")));
}

/// The options of one leaf of the command table, as registered: names in
/// order, Discord's type numbers, required, autocomplete, choices, limits.
fn assert_registered(registered: &serde_json::Value, options: &[OptionSpec], path: &str) {
    let registered: &[serde_json::Value] = registered.as_array().map_or(&[], Vec::as_slice);
    let names: Vec<&str> = registered
        .iter()
        .map(|option| option["name"].as_str().unwrap())
        .collect();
    let expected: Vec<&str> = options.iter().map(|option| option.name).collect();
    assert_eq!(names, expected, "the options of {path}");
    for (json, option) in registered.iter().zip(options) {
        let path = format!("{path} {}", option.name);
        let kind = match option.kind {
            OptionKind::Text | OptionKind::Choice { .. } => 3,
            OptionKind::Number { .. } => 4,
            OptionKind::Flag { .. } => 5,
            OptionKind::User => 6,
            OptionKind::Channel => 7,
        };
        assert_eq!(json["type"], kind, "{path}");
        // A channel option offers text and announcement channels and their
        // public threads (Discord's types 0, 5, 11, 10): where a post is
        // for everyone.
        let channel_types = match option.kind {
            OptionKind::Channel => serde_json::json!([0, 5, 11, 10]),
            // Serenity sends an empty list for every other option.
            _ => serde_json::json!([]),
        };
        assert_eq!(json["channel_types"], channel_types, "{path}");
        assert_eq!(json["required"], option.required, "{path}");
        assert_eq!(json["autocomplete"], option.suggest.is_some(), "{path}");
        let choices: Vec<&str> = json["choices"]
            .as_array()
            .map_or(&[][..], Vec::as_slice)
            .iter()
            .map(|choice| choice["value"].as_str().unwrap())
            .collect();
        match &option.kind {
            OptionKind::Choice { choices: table, .. } => {
                let values: Vec<&str> = table.iter().map(|choice| choice.value).collect();
                assert_eq!(choices, values, "{path}");
            }
            OptionKind::Number { min, max, .. } => {
                assert_eq!(json["min_value"], *min, "{path}");
                assert_eq!(json["max_value"].as_i64(), *max, "{path}");
            }
            _ => assert!(choices.is_empty(), "{path}"),
        }
        let description = json["description"].as_str().unwrap();
        assert!(!description.is_empty() && description.chars().count() <= 100);
    }
}

/// The README's list of the commands ("The bot registers N slash
/// commands, in this order: `/a`, `/b`, …"): its count, and the names.
fn readme_commands() -> (usize, Vec<&'static str>) {
    const INTRO: &str = "The bot registers ";
    let line = include_str!("../../README.md")
        .lines()
        .find(|line| line.starts_with(INTRO))
        .expect("the README lists the commands");
    let count = line[INTRO.len()..]
        .split(' ')
        .next()
        .and_then(|count| count.parse().ok())
        .expect("the README counts the commands");
    let names = line
        .split('`')
        .skip(1)
        .step_by(2)
        .map(|name| name.trim_start_matches('/'))
        .collect();
    (count, names)
}

/// Discord is told exactly the command table: every command, subcommand
/// and option; and `/help` (derived from the same table) lists them all.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_command_of_the_table_is_registered_and_in_help() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    let registered = &fake.registered_commands();
    assert_eq!(registered.len(), COMMANDS.len());
    let names: Vec<&str> = registered
        .iter()
        .map(|command| command["name"].as_str().unwrap())
        .collect();
    let (count, listed) = readme_commands();
    assert_eq!(
        (count, listed),
        (names.len(), names),
        "the README lists the commands the bot registers"
    );
    for command in COMMANDS.iter() {
        let json = registered
            .iter()
            .find(|json| json["name"] == command.name)
            .unwrap_or_else(|| panic!("/{} registered", command.name));
        match &command.body {
            Body::Leaf(leaf) => assert_registered(&json["options"], leaf.options, command.name),
            Body::Group(leaves) => {
                let subs = json["options"].as_array().unwrap();
                assert_eq!(subs.len(), leaves.len(), "/{}", command.name);
                for (sub, leaf) in subs.iter().zip(*leaves) {
                    assert_eq!(sub["name"], leaf.name);
                    assert_eq!(sub["type"], 1, "a subcommand");
                    let path = format!("{} {}", command.name, leaf.name);
                    assert_registered(&sub["options"], leaf.options, &path);
                }
            }
        }
    }
    let help = fake
        .answer(&fake.slash(ALICE, CHANNEL, "help", json!([])))
        .await;
    assert!(help.ephemeral);
    // One card per group: play, games across days, ladders, tournaments,
    // moderation.
    assert_eq!(
        help.embeds.as_array().map(Vec::len),
        Some(5),
        "{}",
        help.embeds
    );
    for json in registered {
        let name = json["name"].as_str().unwrap();
        assert!(help.text().contains(&format!("`/{name}")), "{name}");
    }
    for (command, leaf) in leaves() {
        assert!(
            help.text()
                .contains(&format!("/{} {}", command.name, leaf.name))
                || command.name == leaf.name,
            "{}",
            help.text()
        );
    }
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_punct_game_from_challenge_to_a_connection_win() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    let first = start_game(&fake, CHANNEL, "punct", basic_casual_with_alice_first()).await;
    let names = ByColor {
        first: "alice".to_owned(),
        second: "bob".to_owned(),
    };
    let mut mirror = punctbot::games::punct::BASIC.start();
    assert_shows(&first, &mirror, &names);
    assert_eq!(pinged(&first), vec![ALICE.id.to_string()]);
    let labels: Vec<&str> = first.components[0]["components"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["label"].as_str().unwrap())
        .collect();
    assert_eq!(labels, ["Resign", "Offer draw", "Take back", "Peek"]);
    // Rulebook §12 P6, basic game: White links the left and right sides on row 8.
    let moves = [
        "+A8:B8,C8",
        "+B2:C2,C3",
        "+D8:E8,F8",
        "+E2:F2,F3",
        "+J8:K8,L8",
        "+B5:C5,C6",
        "+N8:M8,O8",
        "+E5:F5,F6",
        "+P8:P9,Q10",
        "+H2:I2,I3",
        "+G8:H8,I8",
    ];
    let mut previous = first.message.unwrap();
    for (index, notation) in moves.iter().enumerate() {
        let (mover, next) = if index % 2 == 0 {
            (ALICE, BOB)
        } else {
            (BOB, ALICE)
        };
        let mark = fake.mark();
        let answer = fake.answer(&fake.play(mover, CHANNEL, notation)).await;
        mirror.play_text(notation).unwrap();
        assert!(!answer.ephemeral, "{}", answer.content);
        assert!(answer.content.contains(notation), "{}", answer.content);
        assert_shows(&answer, &mirror, &names);
        // The previous board loses its buttons.
        fake.wait_for(mark, "the old board to lose its buttons", |r| {
            r.method == "PATCH"
                && r.path
                    .ends_with(&format!("/channels/{CHANNEL}/messages/{previous}"))
        })
        .await;
        assert_eq!(fake.components_of(previous), json!([]));
        previous = answer.message.unwrap();
        if index + 1 < moves.len() {
            assert!(
                answer
                    .content
                    .contains(&format!("<@{}>, your move", next.id)),
                "{}",
                answer.content
            );
            assert_eq!(
                pinged(&answer),
                vec![next.id.to_string()],
                "only the player to move"
            );
        } else {
            assert!(
                answer.content.contains("**alice wins**"),
                "{}",
                answer.content
            );
            // Both players hear of the end.
            let mut pinged = pinged(&answer);
            pinged.sort();
            let mut both = vec![ALICE.id.to_string(), BOB.id.to_string()];
            both.sort();
            assert_eq!(pinged, both);
            assert_eq!(
                answer.components,
                json!([]),
                "a finished game has no buttons"
            );
        }
    }
    // No game any more: refusals are ephemeral.
    let after = fake.answer(&fake.play(BOB, CHANNEL, "+A2:B3,B2")).await;
    assert!(after.ephemeral);
    assert!(
        after
            .content
            .starts_with("There is no game in this channel"),
        "{}",
        after.content
    );
    bot.stop().await;
}

/// Who sits in `seat` when alice challenged with `first: challenger`.
fn seated(seat: punctbot::games::Seat) -> Who {
    seat.fold(ALICE, BOB)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_boop_game_with_a_row_choice_through_the_menu() {
    use rand::{rngs::StdRng, RngExt, SeedableRng};
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    let first = start_game(&fake, CHANNEL, "boop", bob_with_alice_first()).await;
    let names = ByColor {
        first: "alice".to_owned(),
        second: "bob".to_owned(),
    };
    let mut mirror = punctbot::games::boop::STANDARD.start();
    assert_shows(&first, &mirror, &names);
    let mut rng = StdRng::seed_from_u64(11);
    let mut menus = 0;
    let mut last = first;
    for _ in 0..400 {
        if mirror.outcome().is_some() {
            break;
        }
        let legal = mirror.legal_move_texts();
        let mover = seated(mirror.turn());
        let options_of = |placement: &str| {
            legal
                .iter()
                .filter(|m| m.starts_with(&format!("{placement}/")))
                .count()
        };
        // A placement with a choice whenever there is one, else at random.
        let pick = legal
            .iter()
            .find(|m| {
                m.split_once('/')
                    .is_some_and(|(placement, _)| options_of(placement) >= 2)
            })
            .cloned()
            .unwrap_or_else(|| legal[rng.random_range(0..legal.len())].clone());
        let placement = pick.split('/').next().unwrap().to_owned();
        if pick.contains('/') && options_of(&placement) >= 2 {
            let prompt = fake.answer(&fake.play(mover, CHANNEL, &placement)).await;
            assert!(!prompt.ephemeral, "{}", prompt.content);
            assert!(
                prompt.content.contains("must now choose"),
                "{}",
                prompt.content
            );
            let (menu, options) = prompt.menu().expect("a select menu of the options");
            assert_eq!(options.len(), options_of(&placement));
            // /choose completes with the same options.
            let completed = fake
                .choices(&fake.autocomplete_of(mover, CHANNEL, "choose", "option", ""))
                .await;
            let values: Vec<String> = completed.into_iter().map(|(_, value)| value).collect();
            let expected: Vec<String> = options
                .iter()
                .map(|(_, id)| id.split("choose=").nth(1).unwrap().to_owned())
                .collect();
            assert_eq!(values, expected);
            // Only the mover may choose.
            let other = seated(mirror.turn().other());
            let refused = fake
                .answer(&fake.select(
                    other,
                    CHANNEL,
                    prompt.message.unwrap(),
                    &menu,
                    &options[0].1,
                ))
                .await;
            assert!(refused.ephemeral);
            assert!(refused.content.starts_with("It is"), "{}", refused.content);
            let (label, value) = &options[0];
            let option = value.split("choose=").nth(1).unwrap().to_owned();
            // Numbered as on the picture, worded by what it does.
            assert!(
                label.starts_with("1 · Graduate") || label.starts_with("1 · Return"),
                "{label}"
            );
            // Beside the menu, a button that withdraws the placement.
            assert!(!prompt.button("Cancel placement").is_empty());
            // Chosen twice at once (a double click): one applies.
            let one = fake.select(mover, CHANNEL, prompt.message.unwrap(), &menu, value);
            let two = fake.select(mover, CHANNEL, prompt.message.unwrap(), &menu, value);
            let (one, two) = (fake.answer(&one).await, fake.answer(&two).await);
            assert_eq!(
                [one.ephemeral, two.ephemeral]
                    .iter()
                    .filter(|e| **e)
                    .count(),
                1,
                "{} / {}",
                one.content,
                two.content
            );
            let (answer, refused) = if one.ephemeral {
                (two, one)
            } else {
                (one, two)
            };
            assert!(
                refused.content.starts_with("This board is out of date"),
                "{}",
                refused.content
            );
            let whole = format!("{placement}/{option}");
            mirror.play_text(&whole).unwrap();
            assert!(answer.content.contains(&whole), "{}", answer.content);
            assert_shows(&answer, &mirror, &names);
            menus += 1;
            last = answer;
        } else {
            let answer = fake.answer(&fake.play(mover, CHANNEL, &pick)).await;
            assert!(!answer.ephemeral, "{pick}: {}", answer.content);
            let played = mirror.play_text(&pick).unwrap();
            assert!(answer.content.contains(&played), "{}", answer.content);
            assert_shows(&answer, &mirror, &names);
            last = answer;
        }
    }
    assert!(menus > 0, "a choice went through the menu");
    assert!(mirror.outcome().is_some(), "the game ended");
    assert!(last.content.contains("wins**"), "{}", last.content);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_offers_legal_moves_matching_the_prefix() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    start_game(&fake, CHANNEL, "punct", bob_with_alice_first()).await;
    let legal = punctbot::games::punct::STANDARD.start().legal_move_texts();
    for typed in ["", "F5", "f5 g5", "+F5:G5"] {
        let choices = fake
            .choices(&fake.autocomplete(ALICE, CHANNEL, typed))
            .await;
        assert!(
            !choices.is_empty() && choices.len() <= 25,
            "{typed}: {choices:?}"
        );
        for (label, value) in &choices {
            assert!(legal.contains(value), "{value} is legal");
            assert_ne!(label, value, "a readable label");
            for cell in typed.split([' ', '+', ':', ',']).filter(|c| !c.is_empty()) {
                assert!(
                    value.contains(&cell.to_uppercase()),
                    "{value} matches {typed}"
                );
            }
        }
    }
    // Not the caller's turn: nothing to offer.
    assert!(fake
        .choices(&fake.autocomplete(BOB, CHANNEL, "F5"))
        .await
        .is_empty());
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_are_ephemeral_and_change_nothing() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    let nothing = fake.answer(&fake.play(ALICE, CHANNEL, "+F5:G5,H5")).await;
    assert!(nothing.ephemeral);
    assert!(nothing
        .content
        .starts_with("There is no game in this channel"));

    // A double click on Accept: one game, one refusal.
    let challenge = fake
        .answer(&fake.challenge(ALICE, CHANNEL, "punct", bob_with_alice_first()))
        .await;
    let accept = challenge.button("Accept");
    let message = challenge.message.unwrap();
    let one = fake.click(BOB, CHANNEL, message, &accept);
    let two = fake.click(BOB, CHANNEL, message, &accept);
    let (one, two) = (fake.answer(&one).await, fake.answer(&two).await);
    assert_eq!(
        [one.ephemeral, two.ephemeral]
            .iter()
            .filter(|e| **e)
            .count(),
        1,
        "{} / {}",
        one.content,
        two.content
    );
    let board = if one.ephemeral { two } else { one };
    let store = punctbot::store::Store::open(&db.url).await.unwrap();
    // The bot records the board message right after answering.
    let game = store.active_game_in(CHANNEL).await.unwrap().unwrap().id;
    for _ in 0..2000 {
        if store.board_message(game).await.unwrap().is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    let before = store.dump().await.unwrap();

    let illegal = fake.answer(&fake.play(ALICE, CHANNEL, "+F5:G5")).await;
    assert!(illegal.ephemeral);
    assert!(
        illegal
            .content
            .starts_with("That move (`+F5:G5`) is illegal: "),
        "{}",
        illegal.content
    );
    let wrong = fake.answer(&fake.play(BOB, CHANNEL, "+F5:G5,H5")).await;
    assert!(wrong.ephemeral);
    assert_eq!(wrong.content, "It is alice's turn.");
    let stranger = fake.answer(&fake.play(CAROL, CHANNEL, "+F5:G5,H5")).await;
    assert!(stranger.ephemeral);
    assert!(stranger
        .content
        .starts_with("You are not playing in this game"));
    let resign = board.button("Resign");
    let stranger = fake
        .answer(&fake.click(CAROL, CHANNEL, board.message.unwrap(), &resign))
        .await;
    assert!(stranger.ephemeral && stranger.content.starts_with("You are not playing"));
    assert_eq!(
        store.dump().await.unwrap(),
        before,
        "refusals changed nothing"
    );

    // Two identical moves at once: one applies.
    let one = fake.play(ALICE, CHANNEL, "+F5:G5,H5");
    let two = fake.play(ALICE, CHANNEL, "+F5:G5,H5");
    let (one, two) = (fake.answer(&one).await, fake.answer(&two).await);
    assert_eq!(
        [one.ephemeral, two.ephemeral]
            .iter()
            .filter(|e| **e)
            .count(),
        1
    );
    let refused = if one.ephemeral { &one } else { &two };
    assert_eq!(refused.content, "It is bob's turn.");

    // The first board's buttons are out of date now.
    let stale = fake
        .answer(&fake.click(ALICE, CHANNEL, board.message.unwrap(), &resign))
        .await;
    assert!(stale.ephemeral);
    assert!(
        stale.content.starts_with("This board is out of date"),
        "{}",
        stale.content
    );
    let foreign = fake
        .answer(&fake.click(ALICE, CHANNEL, board.message.unwrap(), "something-else"))
        .await;
    assert!(foreign.ephemeral && foreign.content.starts_with("This board is out of date"));

    // Resign asks first, ephemerally.
    let moved = if one.ephemeral { two } else { one };
    let really = fake
        .answer(&fake.click(
            BOB,
            CHANNEL,
            moved.message.unwrap(),
            &moved.button("Resign"),
        ))
        .await;
    assert!(really.ephemeral);
    assert!(really.content.starts_with("Really resign?"));

    // After both have moved only a moderator may abort.
    fake.answer(&fake.play(BOB, CHANNEL, "+B2:C2,C3")).await;
    let late = fake
        .answer(&fake.slash(ALICE, CHANNEL, "abort", json!([])))
        .await;
    assert!(late.ephemeral && late.content.starts_with("Both players have moved"));
    let aborted = fake
        .answer(&fake.slash(MODERATOR, CHANNEL, "abort", json!([])))
        .await;
    assert!(!aborted.ephemeral, "{}", aborted.content);
    assert!(
        aborted.content.contains("Game aborted by mod"),
        "{}",
        aborted.content
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn buttons_survive_a_restart_and_deferred_answers_work() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    let first = start_game(&fake, CHANNEL, "punct", bob_with_alice_first()).await;
    let second = fake.answer(&fake.play(ALICE, CHANNEL, "+F5:G5,H5")).await;
    bot.stop().await;

    // The same database and fake; this bot defers every answer.
    let bot = Bot::start(&fake, &db.url, 0).await;
    assert_eq!(fake.identifies(), 2);
    let stale = fake
        .answer(&fake.click(
            BOB,
            CHANNEL,
            first.message.unwrap(),
            &first.button("Offer draw"),
        ))
        .await;
    assert!(stale.deferred && stale.ephemeral);
    assert!(
        stale.content.starts_with("This board is out of date"),
        "{}",
        stale.content
    );
    let offer = fake
        .answer(&fake.click(
            BOB,
            CHANNEL,
            second.message.unwrap(),
            &second.button("Offer draw"),
        ))
        .await;
    assert!(offer.deferred && !offer.ephemeral);
    assert!(
        offer.content.starts_with("bob offers a draw"),
        "{}",
        offer.content
    );
    assert_eq!(pinged(&offer), vec![ALICE.id.to_string()]);
    let mark = fake.mark();
    let third = fake.answer(&fake.play(BOB, CHANNEL, "+B2:C2,C3")).await;
    assert!(third.deferred && !third.ephemeral);
    let mut mirror = punctbot::games::punct::STANDARD.start();
    mirror.play_text("+F5:G5,H5").unwrap();
    mirror.play_text("+B2:C2,C3").unwrap();
    let names = ByColor {
        first: "alice".to_owned(),
        second: "bob".to_owned(),
    };
    assert_shows(&third, &mirror, &names);
    let old = second.message.unwrap();
    fake.wait_for(mark, "the old board to lose its buttons", |r| {
        r.method == "PATCH" && r.path.ends_with(&format!("/messages/{old}"))
    })
    .await;
    // Peek: a form asks for the cell, the picture comes back to the caller only.
    let (form, fields) = fake
        .modal(&fake.click(
            CAROL,
            CHANNEL,
            third.message.unwrap(),
            &third.button("Peek"),
        ))
        .await;
    assert_eq!(fields, ["cell"]);
    let peeked = fake
        .answer(&fake.submit(CAROL, CHANNEL, &form, "cell", "f5"))
        .await;
    assert!(peeked.ephemeral, "{}", peeked.content);
    png_size(peeked.png());
    let nothing = fake
        .answer(&fake.submit(CAROL, CHANNEL, &form, "cell", "A2"))
        .await;
    assert!(
        nothing.ephemeral
            && nothing
                .content
                .starts_with("There is no piece on A2 to lift"),
        "{}",
        nothing.content
    );
    // /board, /history, /peek, /rules and /help.
    let shown = fake
        .answer(&fake.slash(CAROL, CHANNEL, "board", json!([])))
        .await;
    assert_shows(&shown, &mirror, &names);
    let history = fake
        .answer(&fake.slash(CAROL, CHANNEL, "history", json!([])))
        .await;
    assert!(
        history.ephemeral && history.content.contains("1. +F5:G5,H5  +B2:C2,C3"),
        "{}",
        history.content
    );
    let peek = fake
        .answer(&fake.slash(
            CAROL,
            CHANNEL,
            "peek",
            json!([{"name": "cell", "type": 3, "value": "F5"}]),
        ))
        .await;
    assert!(peek.ephemeral);
    png_size(peek.png());
    let rules = fake
        .answer(&fake.slash(
            CAROL,
            CHANNEL,
            "rules",
            json!([{"name": "game", "type": 3, "value": "boop"}]),
        ))
        .await;
    assert!(rules.content.starts_with("**boop.** in brief"));
    for (_, png) in &rules.files {
        png_size(png);
    }
    // In a direct message (no server, no member): the same refusals.
    let dm = fake
        .answer(&fake.slash_in_dm(CAROL, 300_000_000_000_000_009, "board"))
        .await;
    assert!(dm.ephemeral && dm.content.starts_with("There is no game in this channel"));
    let help = fake
        .answer(&fake.slash(CAROL, CHANNEL, "help", json!([])))
        .await;
    assert!(help.ephemeral && help.text().contains("/move"));
    // Resign asks first (ephemerally), then ends the game.
    let really = fake
        .answer(&fake.click(
            ALICE,
            CHANNEL,
            third.message.unwrap(),
            &third.button("Resign"),
        ))
        .await;
    assert!(really.ephemeral && really.content.starts_with("Really resign?"));
    let over = fake
        .answer(&fake.click(
            ALICE,
            CHANNEL,
            really.message.unwrap(),
            &really.button("Yes, resign"),
        ))
        .await;
    assert!(!over.ephemeral);
    assert!(
        over.content.contains("alice resigns — **bob wins**"),
        "{}",
        over.content
    );
    bot.stop().await;
}

/// 1,000 moves through the fake, interaction to callback, rendering
/// included. Run: `cargo test --release --test discord -- --ignored --nocapture latency`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "slow: a measurement, not a check"]
async fn latency_of_a_thousand_moves() {
    let times = latency_of_moves(1000, false).await;
    print_percentiles("moves", times.iter().map(|[first, _]| *first));
}

/// The same with `/settings confirm:true` for both players: each move is
/// two interactions, `/move` (answered with the preview) and a click on
/// Confirm (answered with the board). Their sum is what a player waits for
/// besides their own click.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "slow: a measurement, not a check"]
async fn latency_of_a_thousand_moves_with_preview() {
    let times = latency_of_moves(1000, true).await;
    print_percentiles("/move → preview", times.iter().map(|[first, _]| *first));
    print_percentiles("Confirm → board", times.iter().map(|[_, second]| *second));
    print_percentiles("both", times.iter().map(|[first, second]| *first + *second));
}

/// `count` random PÜNCT moves through the fake, each timed from the
/// interaction to its callback: `/move`, then (with `preview`) the click on
/// Confirm under the preview; zero for a click not made.
async fn latency_of_moves(count: usize, preview: bool) -> Vec<[std::time::Duration; 2]> {
    use rand::{rngs::StdRng, RngExt, SeedableRng};
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    for who in [ALICE, BOB] {
        let set = fake.slash(who, CHANNEL, "settings", json!([confirm(preview)]));
        assert!(fake.answer(&set).await.ephemeral);
    }
    let mut rng = StdRng::seed_from_u64(5);
    let mut times = Vec::new();
    let mut mirror = punctbot::games::punct::STANDARD.start();
    let mut playing = false;
    while times.len() < count {
        if !playing {
            start_game(&fake, CHANNEL, "punct", bob_with_alice_first()).await;
            mirror = punctbot::games::punct::STANDARD.start();
        }
        let legal = mirror.legal_move_texts();
        let pick = legal[rng.random_range(0..legal.len())].clone();
        let mover = seated(mirror.turn());
        let (first, mut answer) = timed(&fake, || fake.play(mover, CHANNEL, &pick)).await;
        let mut second = std::time::Duration::ZERO;
        if preview {
            assert!(answer.ephemeral, "{}", answer.content);
            let confirm = answer.button("Confirm move");
            let message = answer.message.expect("the preview's id");
            (second, answer) = timed(&fake, || fake.click(mover, CHANNEL, message, &confirm)).await;
        }
        assert!(!answer.ephemeral, "{}", answer.content);
        times.push([first, second]);
        mirror.play_text(&pick).unwrap();
        playing = mirror.outcome().is_none();
    }
    bot.stop().await;
    times
}

/// The `/settings` option turning the preview on or off.
fn confirm(on: bool) -> serde_json::Value {
    json!({"name": "confirm", "type": 5, "value": on})
}

/// Sends the interaction `send` makes; the time to its callback, and the
/// answer.
async fn timed(fake: &FakeDiscord, send: impl FnOnce() -> String) -> (std::time::Duration, Answer) {
    let sent = std::time::Instant::now();
    let token = send();
    let callback = fake
        .wait_for(0, "the callback", |r| {
            r.path.contains(&format!("/{token}/callback"))
        })
        .await;
    (callback.at - sent, fake.answer(&token).await)
}

/// `/settings confirm:true` through Discord: `/move` answers the mover
/// alone with the position after the move; Cancel changes nothing stored;
/// Confirm posts the board a direct move posts; a second Confirm is stale.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_previewed_move_counts_only_when_confirmed() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    start_game(&fake, CHANNEL, "punct", bob_with_alice_first()).await;
    let set = fake
        .answer(&fake.slash(ALICE, CHANNEL, "settings", json!([confirm(true)])))
        .await;
    assert!(
        set.ephemeral && set.content.contains("Confirm"),
        "{}",
        set.content
    );
    let store = punctbot::store::Store::open(&db.url).await.unwrap();
    let before = store.dump().await.unwrap();
    let shown = fake.answer(&fake.play(ALICE, CHANNEL, "+F5:G5,H5")).await;
    assert!(shown.ephemeral, "{}", shown.content);
    assert!(pinged(&shown).is_empty());
    let mut mirror = punctbot::games::punct::STANDARD.start();
    mirror.play_text("+F5:G5,H5").unwrap();
    let names = ByColor {
        first: "alice".to_owned(),
        second: "bob".to_owned(),
    };
    assert_eq!(
        shown.png(),
        punctbot::render::board_png(&mirror, &names, &punctbot::manager::Locale::en())
    );
    assert_eq!(
        store.dump().await.unwrap(),
        before,
        "a preview stores nothing"
    );
    let message = shown.message.expect("the preview's id");
    let cancelled = fake
        .answer(&fake.click(ALICE, CHANNEL, message, &shown.button("Cancel")))
        .await;
    assert!(cancelled.ephemeral && cancelled.content.starts_with("Cancelled"));
    assert_eq!(store.dump().await.unwrap(), before, "Cancel stores nothing");
    let confirm = shown.button("Confirm move");
    let board = fake
        .answer(&fake.click(ALICE, CHANNEL, message, &confirm))
        .await;
    assert!(!board.ephemeral);
    assert_shows(&board, &mirror, &names);
    assert_eq!(pinged(&board), vec![BOB.id.to_string()]);
    let stale = fake
        .answer(&fake.click(ALICE, CHANNEL, message, &confirm))
        .await;
    assert!(
        stale.ephemeral && stale.content.starts_with("This preview is out of date"),
        "{}",
        stale.content
    );
    bot.stop().await;
}

#[test]
fn without_a_token_the_bot_explains_how_to_get_one() {
    let dir = tempfile::tempdir().unwrap();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_punctbot"))
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 2, "{stderr}");
    assert!(stderr.contains("DISCORD_TOKEN"), "{stderr}");
    assert!(stderr.contains("punctbot play"), "{stderr}");
}

/// The binary itself, configured by `.env`, against the fake; SIGTERM stops
/// it cleanly.
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_runs_from_dotenv_and_stops_on_sigterm() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    std::fs::write(
        db.dir.path().join(".env"),
        format!(
            "DISCORD_TOKEN=fake-token\nDATABASE_URL={}\nDISCORD_API_BASE={}\nDISCORD_DEV_GUILD={}\nRUST_LOG=info\n",
            db.url,
            fake.api_base,
            crate::discord_support::GUILD
        ),
    )
    .unwrap();
    let child = tokio::process::Command::new(env!("CARGO_BIN_EXE_punctbot"))
        .current_dir(db.dir.path())
        .env_remove("DISCORD_TOKEN")
        .env_remove("DISCORD_API_BASE")
        .env_remove("DATABASE_URL")
        .env_remove("DISCORD_DEV_GUILD")
        .env_remove("DISCORD_DEFER_AFTER_MS")
        .env_remove("RUST_LOG")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    let put = fake
        .wait_for(0, "guild command registration", |r| r.method == "PUT")
        .await;
    assert_eq!(
        put.path,
        format!(
            "/api/v10/applications/{APP}/guilds/{}/commands",
            crate::discord_support::GUILD
        )
    );
    let answer = fake
        .answer(&fake.challenge(ALICE, CHANNEL, "boop", json!([opponent(BOB)])))
        .await;
    assert!(answer.content.starts_with("alice challenges bob"));
    crate::discord_support::sigterm(child.id().unwrap());
    let output = tokio::time::timeout(crate::discord_support::PATIENCE, child.wait_with_output())
        .await
        .expect("the bot stops in time")
        .unwrap();
    let logs = String::from_utf8_lossy(&output.stdout).to_string()
        + &String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{logs}");
    assert!(logs.contains("SIGTERM received"), "{logs}");
    assert!(logs.contains("database closed"), "{logs}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_challenge_is_for_anyone_but_the_challenger() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    let open = fake
        .answer(&fake.challenge(ALICE, CHANNEL, "boop", json!([])))
        .await;
    assert!(
        open.content.starts_with("alice challenges anyone"),
        "{}",
        open.content
    );
    assert!(pinged(&open).is_empty(), "nobody is pinged");
    let message = open.message.unwrap();
    let own = fake
        .answer(&fake.click(ALICE, CHANNEL, message, &open.button("Accept")))
        .await;
    assert!(own.ephemeral && own.content.starts_with("This is your own challenge"));
    let not_yours = fake
        .answer(&fake.click(BOB, CHANNEL, message, &open.button("Cancel")))
        .await;
    assert!(not_yours.ephemeral && not_yours.content.starts_with("Only alice"));
    let cancelled = fake
        .answer(&fake.click(ALICE, CHANNEL, message, &open.button("Cancel")))
        .await;
    assert!(!cancelled.ephemeral);
    assert_eq!(cancelled.content, "alice withdraws the challenge.");
    let gone = fake
        .answer(&fake.click(CAROL, CHANNEL, message, &open.button("Accept")))
        .await;
    assert!(gone.ephemeral && gone.content.starts_with("This challenge is no longer open"));

    let again = fake
        .answer(&fake.challenge(ALICE, CHANNEL, "boop", json!([])))
        .await;
    let board = fake
        .answer(&fake.slash(CAROL, CHANNEL, "accept", json!([])))
        .await;
    assert!(
        board.content.contains("carol accepts the challenge"),
        "{}",
        board.content
    );
    png_size(board.png());
    // The challenge's buttons are stale now.
    let late = fake
        .answer(&fake.click(
            BOB,
            CHANNEL,
            again.message.unwrap(),
            &again.button("Accept"),
        ))
        .await;
    assert!(late.ephemeral && late.content.starts_with("This challenge is no longer open"));
    bot.stop().await;
}

/// `/moves cell:` for a piece that can move, 200 times, interaction to
/// callback (the destinations picture drawn and attached). Run:
/// `cargo test --release --test discord -- --ignored --nocapture latency_of_destinations`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "slow: a measurement, not a check"]
async fn latency_of_destinations() {
    use rand::{rngs::StdRng, RngExt, SeedableRng};
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    start_game(&fake, CHANNEL, "punct", bob_with_alice_first()).await;
    // Twenty plies in, so that pieces stand on the board and can move.
    let mut rng = StdRng::seed_from_u64(7);
    let mut mirror = punctbot::games::punct::STANDARD.start();
    for _ in 0..20 {
        let legal = mirror.legal_move_texts();
        let pick = legal[rng.random_range(0..legal.len())].clone();
        let answer = fake
            .answer(&fake.play(seated(mirror.turn()), CHANNEL, &pick))
            .await;
        assert!(!answer.ephemeral, "{}", answer.content);
        mirror.play_text(&pick).unwrap();
    }
    // The cells the player to move can move a piece from.
    let mut cells: Vec<String> = mirror
        .legal_move_texts()
        .iter()
        .filter_map(|mv| mv.split_once('>').map(|(from, _)| from.to_owned()))
        .collect();
    cells.dedup();
    assert!(!cells.is_empty(), "a piece that can move");
    let mover = seated(mirror.turn());
    let mut times = Vec::new();
    for round in 0..200 {
        let cell = &cells[round % cells.len()];
        let options = json!([{"name": "cell", "type": 3, "value": cell}]);
        let (took, answer) = timed(&fake, || fake.slash(mover, CHANNEL, "moves", options)).await;
        assert!(!answer.files.is_empty(), "{cell}: {}", answer.content);
        times.push(took);
    }
    print_percentiles("/moves cell", times.into_iter());
    bot.stop().await;
}
