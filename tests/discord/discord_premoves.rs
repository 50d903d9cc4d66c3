//! Conditional moves through the fake Discord: a boop. game played to its
//! end with `/premove` lines answering bob's moves, alice's last move (the
//! win) among them; her tree shown to her alone; a PÜNCT game alice plays
//! by hand only once, every other move of hers a conditional one; and a
//! private request deferred privately.

use crate::discord_support::{
    basic_casual_with_alice_first, bob_with_alice_first, pinged, start_game, Answer, Bot, Db,
    FakeDiscord, Who, ALICE, BOB, CHANNEL,
};
use punctbot::games::{boop, AnyGame, Rules};
use serde_json::json;

/// `/premove line moves:…` by `who`.
fn premove_line(fake: &FakeDiscord, who: Who, moves: &str) -> String {
    fake.slash(
        who,
        CHANNEL,
        "premove",
        json!([{"name": "line", "type": 1,
                "options": [{"name": "moves", "type": 3, "value": moves}]}]),
    )
}

/// `/premove list` or `/premove clear` by `who`.
fn premove(fake: &FakeDiscord, who: Who, sub: &str) -> String {
    fake.slash(
        who,
        CHANNEL,
        "premove",
        json!([{"name": sub, "type": 1, "options": []}]),
    )
}

/// bob plays `theirs`; alice's conditional `answer` comes on the same
/// public board, which is returned.
async fn answered_at_once(fake: &FakeDiscord, theirs: &str, answer: &str) -> Answer {
    let board = fake.answer(&fake.play(BOB, CHANNEL, theirs)).await;
    assert!(!board.ephemeral);
    assert!(
        board.content.contains(&format!("bob: `{theirs}`"))
            && board.content.contains(&format!("alice: `{answer}`")),
        "{}",
        board.content
    );
    board
}

/// No public message of the channel contains any of `words`.
fn nothing_public_says(fake: &FakeDiscord, words: &[&str]) {
    for (_, message) in fake.messages_in(CHANNEL) {
        let private = message["flags"]
            .as_u64()
            .is_some_and(|flags| flags & 64 != 0);
        let content = message["content"].as_str().unwrap_or_default();
        if !private {
            for word in words {
                assert!(!content.contains(word), "`{word}` in public: {content}");
            }
        }
    }
}

/// A whole boop. game that alice (first) wins with her last move: random
/// moves (a winning one whenever the mover has it), from the first seed
/// that ends that way.
/// A branch never played is open after her first move.
fn a_game_alice_wins() -> Vec<String> {
    for seed in 0..500_u64 {
        let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut game = boop::STANDARD.start();
        let mut played = Vec::new();
        while game.outcome().is_none() && played.len() < 300 {
            let legal = game.legal_move_texts();
            let winning = legal.iter().find(|text| {
                let mut after = game.clone();
                after.play_text(text).is_ok() && after.outcome().is_some()
            });
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let pick = winning
                .cloned()
                .unwrap_or_else(|| legal[(state % legal.len() as u64) as usize].clone());
            game.play_text(&pick).unwrap();
            played.push(pick);
        }
        let mut opened = boop::STANDARD.start();
        opened.play_text(&played[0]).unwrap();
        let branch = an_unplayed_branch(&opened, &played).is_some();
        if game.outcome().is_some() && played.len() % 2 == 1 && played.len() >= 12 && branch {
            return played;
        }
    }
    panic!("no seed gives alice the last move");
}

/// A legal move of bob's in `position` whose notation the game never shows,
/// and a legal answer of alice's to it likewise: a branch never played.
fn an_unplayed_branch(position: &AnyGame, game: &[String]) -> Option<(String, String)> {
    let unseen = |text: &String| !game.iter().any(|played| played.contains(text.as_str()));
    position
        .legal_move_texts()
        .into_iter()
        .filter(|text| unseen(text))
        .find_map(|theirs| {
            let mut after = position.clone();
            after.play_text(&theirs).ok()?;
            let answer = after
                .legal_move_texts()
                .into_iter()
                .find(|text| unseen(text) && text != &theirs)?;
            Some((theirs, answer))
        })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_boop_game_played_to_its_end_with_conditional_moves() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    start_game(&fake, CHANNEL, "boop", bob_with_alice_first()).await;
    let game = a_game_alice_wins();
    let last = game.len() - 1;
    let mut mirror = boop::STANDARD.start();
    let mut secret = None;
    let mut answered = 0;
    let mut ply = 0;
    while ply <= last {
        let notation = &game[ply];
        // alice's own moves are played; on bob's turn, every other time
        // and for the last pair, alice answers ahead.
        if ply % 2 == 0 {
            let board = fake.answer(&fake.play(ALICE, CHANNEL, notation)).await;
            assert!(!board.ephemeral, "{}", board.content);
            mirror.play_text(notation).unwrap();
            ply += 1;
            continue;
        }
        let ahead = ply % 4 == 1 || ply + 1 == last;
        if ahead {
            let pairs = if ply + 3 <= last && ply + 1 != last {
                2
            } else {
                1
            };
            let line = game[ply..ply + 2 * pairs].join(" ");
            let saved = fake.answer(&premove_line(&fake, ALICE, &line)).await;
            assert!(saved.ephemeral, "{}", saved.content);
            assert!(saved.content.starts_with("Saved."), "{}", saved.content);
            if secret.is_none() {
                if let Some((theirs, answer)) = an_unplayed_branch(&mirror, &game) {
                    let branch = format!("{theirs} {answer}");
                    let saved = fake.answer(&premove_line(&fake, ALICE, &branch)).await;
                    assert!(saved.ephemeral, "{}", saved.content);
                    secret = Some((theirs, answer));
                }
            }
            let listed = fake.answer(&premove(&fake, ALICE, "list")).await;
            assert!(listed.ephemeral);
            assert!(
                listed
                    .content
                    .contains(&format!("`{}` → `{}`", game[ply], game[ply + 1])),
                "{}",
                listed.content
            );
            for _ in 0..pairs {
                let (theirs, answer) = (&game[ply], &game[ply + 1]);
                let board = answered_at_once(&fake, theirs, answer).await;
                mirror.play_text(theirs).unwrap();
                mirror.play_text(answer).unwrap();
                answered += 1;
                ply += 2;
                if ply > last {
                    // alice's conditional move won the game.
                    assert!(board.content.contains("wins"), "{}", board.content);
                    assert!(mirror.outcome().is_some());
                } else {
                    // bob to move again, and alice told of her answer.
                    let mut pings = pinged(&board);
                    pings.sort();
                    let mut both = vec![ALICE.id.to_string(), BOB.id.to_string()];
                    both.sort();
                    assert_eq!(pings, both, "{}", board.content);
                }
            }
            continue;
        }
        let board = fake.answer(&fake.play(BOB, CHANNEL, notation)).await;
        assert!(!board.ephemeral, "{}", board.content);
        mirror.play_text(notation).unwrap();
        ply += 1;
    }
    assert!(answered >= 2, "{answered} answers");
    // The game is over: the tree went with it.
    let listed = fake.answer(&premove(&fake, ALICE, "list")).await;
    assert!(listed.ephemeral, "{}", listed.content);
    // Nothing public ever named the branch alice never saw played, nor
    // said that a move was a conditional one.
    let (theirs, answer) = secret.expect("a branch never played");
    nothing_public_says(&fake, &[&theirs, &answer, "conditional", "premove"]);
    bot.stop().await;
}

/// PÜNCT (basic): alice plays her first move by hand, then answers the
/// rest of the game ahead, two pairs and then three, the last answer the
/// connection that wins (rulebook §12 P6). Each of bob's moves brings
/// alice's answer on the same board; the tree is gone when the game ends.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_punct_game_answered_ahead_to_its_end() {
    const GAME: &str = "+A8:B8,C8 +B2:C2,C3 +D8:E8,F8 +E2:F2,F3 +J8:K8,L8 +B5:C5,C6 \
                        +N8:M8,O8 +E5:F5,F6 +P8:P9,Q10 +H2:I2,I3 +G8:H8,I8";
    let game: Vec<&str> = GAME.split_whitespace().collect();
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let bot = Bot::start(&fake, &db.url, 1500).await;
    start_game(&fake, CHANNEL, "punct", basic_casual_with_alice_first()).await;
    let board = fake.answer(&fake.play(ALICE, CHANNEL, game[0])).await;
    assert!(!board.ephemeral, "{}", board.content);
    let mut ply = 1;
    for pairs in [2, 3] {
        let line = game[ply..ply + 2 * pairs].join(" ");
        let saved = fake.answer(&premove_line(&fake, ALICE, &line)).await;
        assert!(
            saved.ephemeral && saved.content.starts_with("Saved."),
            "{}",
            saved.content
        );
        for _ in 0..pairs {
            let (theirs, answer) = (game[ply], game[ply + 1]);
            let board = answered_at_once(&fake, theirs, answer).await;
            ply += 2;
            if ply == game.len() {
                assert!(board.content.contains("alice wins"), "{}", board.content);
            }
        }
    }
    assert_eq!(ply, game.len(), "every move of the game was played");
    nothing_public_says(&fake, &["conditional", "premove"]);
    bot.stop().await;
}

/// A `/premove` answered after a deferral is deferred for its caller alone:
/// the channel never shows that it was asked; a `/move` stays public.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_request_is_deferred_privately() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    // 0: every answer is deferred first.
    let bot = Bot::start(&fake, &db.url, 0).await;
    start_game(&fake, CHANNEL, "boop", bob_with_alice_first()).await;
    fake.answer(&fake.play(ALICE, CHANNEL, "Ka1")).await;
    let token = premove_line(&fake, ALICE, "Kf6 Ka6");
    let saved = fake.answer(&token).await;
    assert!(saved.deferred);
    assert!(saved.content.starts_with("Saved."), "{}", saved.content);
    let deferral = fake
        .requests()
        .into_iter()
        .find(|r| r.method == "POST" && r.path.contains(&format!("/{token}/callback")))
        .expect("the deferral");
    assert_eq!(deferral.json["type"], 5);
    assert_eq!(deferral.json["data"]["flags"], 64, "{}", deferral.json);
    let token = fake.play(BOB, CHANNEL, "Kf6");
    let board = fake.answer(&token).await;
    assert!(board.deferred && !board.ephemeral);
    assert!(board.content.contains("alice: `Ka6`"), "{}", board.content);
    let deferral = fake
        .requests()
        .into_iter()
        .find(|r| r.method == "POST" && r.path.contains(&format!("/{token}/callback")))
        .expect("the deferral");
    assert!(deferral.json["data"]["flags"].as_u64().unwrap_or(0) & 64 == 0);
    bot.stop().await;
}
