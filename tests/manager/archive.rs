//! The archive: game numbers, boards at any ply and histories of running
//! and finished games, the record file, finished-game lists and replays.

use std::{
    io::Write,
    process::{Command, Stdio},
};

use crate::manager_support::*;
use punctbot::{
    games::{random_game, GameKind, Outcome, Rules, Seat},
    manager::{Action, Manager, Message, Refusal, Reply},
    ratings::Score,
};

const OTHER_CHANNEL: u64 = 1_000_000_000_000_000_077;

/// Plays `moves` in the channel's game, alice first: the picture of each
/// ply as play showed it, the start's first.
async fn play_all(m: &Manager, channel: u64, kind: GameKind, moves: &[String]) -> Vec<Reply> {
    let mut shown = vec![start(m, kind, channel).await];
    for (index, notation) in moves.iter().enumerate() {
        let player = if index % 2 == 0 { "alice" } else { "bob" };
        shown.push(ok(m, caller_in(player, channel), mv(notation)).await);
    }
    shown
}

fn board_at(game: Option<u32>, ply: Option<u32>) -> Action {
    Action::Board { game, ply }
}

/// Every ply's board, looked up in the archive during the game and after
/// its end, is the picture play showed then; the end's is the final one.
#[tokio::test]
async fn boards_at_any_ply_are_the_pictures_play_showed() {
    let db = Db::new();
    let m = db.manager().await;
    for kind in [
        punctbot::games::boop::STANDARD,
        punctbot::games::punct::STANDARD,
    ] {
        let game = (0..)
            .map(|seed| random_game(kind, 24, seed))
            .find(|game| game.outcome().is_none())
            .expect("a game still going after 24 plies");
        let moves = history(&game);
        let shown = play_all(&m, CHANNEL, kind, &moves).await;
        let number = shown[0]
            .said
            .iter()
            .find_map(|said| match said {
                Message::Board { number, .. } => Some(*number),
                _ => None,
            })
            .expect("the start shows a board");
        // While the game goes on.
        let middle = moves.len() as u32 / 2;
        let looked = ok(&m, caller("carol"), board_at(Some(number), Some(middle))).await;
        assert_eq!(looked.image, shown[middle as usize].image, "{kind:?}");
        assert!(looked.buttons.is_empty(), "a look back has no buttons");
        // After it ends.
        let over = ok(&m, caller("bob"), Action::Resign { confirmed: true }).await;
        for (ply, reply) in shown.iter().enumerate() {
            let looked = ok(
                &m,
                caller_in("carol", OTHER_CHANNEL),
                board_at(Some(number), Some(ply as u32)),
            )
            .await;
            assert!(
                looked.says(|said| matches!(
                    said,
                    Message::ArchivedBoard { ply: shown_ply, .. } if *shown_ply == ply as u32
                )),
                "{:?}",
                looked.said
            );
            if ply < moves.len() {
                assert_eq!(looked.image, reply.image, "{kind:?} ply {ply}");
            }
        }
        // The last ply is shown as the game ended, also by `/board` alone in
        // its channel, where no game goes on now.
        let last = ok(&m, caller("carol"), board_at(Some(number), None)).await;
        assert_eq!(last.image, over.image);
        assert_final_picture(&m, &over).await;
        let plain = ok(&m, caller("carol"), Action::BOARD).await;
        assert_eq!(plain.image, over.image);
        // The history, then and now, lists the moves played.
        let history = ok(
            &m,
            caller_in("carol", OTHER_CHANNEL),
            Action::History { game: Some(number) },
        )
        .await;
        assert!(
            history.says(|said| matches!(
                said,
                Message::History { moves: listed, result, .. }
                    if listed.iter().map(ToString::to_string).eq(moves.iter().cloned())
                        && result.len() == 2
            )),
            "{:?}",
            history.said
        );
    }
}

/// Games are numbered per server in the order they start; the number finds
/// a game from any channel of the server, and only there.
#[tokio::test]
async fn games_are_numbered_per_server() {
    let db = Db::new();
    let m = db.manager().await;
    start(&m, punctbot::games::boop::STANDARD, CHANNEL).await;
    let second = start(&m, punctbot::games::punct::BASIC, OTHER_CHANNEL).await;
    assert!(
        second.says(|said| matches!(said, Message::Board { number: 2, .. })),
        "{:?}",
        second.said
    );
    assert!(second.text().contains("#2"), "{}", second.text());
    let elsewhere = punctbot::manager::Caller {
        guild: Some(43),
        ..caller_in("alice", 1_000_000_000_000_000_099)
    };
    ok(
        &m,
        elsewhere.clone(),
        challenge(punctbot::games::boop::STANDARD, Some("bob")),
    )
    .await;
    let first_there = ok(
        &m,
        punctbot::manager::Caller {
            user: user_id("bob"),
            name: "bob".to_owned(),
            ..elsewhere.clone()
        },
        Action::Accept,
    )
    .await;
    assert!(
        first_there.says(|said| matches!(said, Message::Board { number: 1, .. })),
        "another server counts from 1"
    );
    // Game 2 of server 42 from the first channel; there is no game 3.
    let looked = ok(&m, caller("carol"), board_at(Some(2), None)).await;
    assert!(looked.says(|said| matches!(
        said,
        Message::ArchivedBoard {
            number: 2,
            kind,
            ..
        } if *kind == punctbot::games::punct::BASIC
    )));
    let before = fingerprint(&m, CHANNEL).await;
    assert_eq!(
        no(&m, caller("carol"), board_at(Some(3), None)).await,
        Refusal::NoSuchGame { number: 3 }
    );
    assert_eq!(
        no(&m, caller("carol"), Action::History { game: Some(3) }).await,
        Refusal::NoSuchGame { number: 3 }
    );
    assert_eq!(
        no(&m, caller("carol"), board_at(Some(2), Some(1))).await,
        Refusal::NoSuchPly {
            number: 2,
            plies: 0
        }
    );
    assert_eq!(fingerprint(&m, CHANNEL).await, before, "nothing changed");
}

/// A history too long for a message comes whole as a record file, which
/// `punctbot engine` replays to the game's own final status.
#[tokio::test]
async fn a_long_history_is_a_record_the_engine_replays() {
    let db = Db::new();
    let m = db.manager().await;
    // A game the rules ended, too long for a message.
    let game = (0..)
        .map(|seed| random_game(punctbot::games::punct::STANDARD, 3_000, seed))
        .find(|game| game.outcome().is_some() && history(game).join("  ").len() > 2_500)
        .expect("a long game");
    let moves = history(&game);
    let result = match game.outcome() {
        Some(Outcome::Win(Seat::First)) => ("1-0", "win white"),
        Some(Outcome::Win(Seat::Second)) => ("0-1", "win black"),
        _ => ("½-½", "draw"),
    };
    play_all(&m, CHANNEL, punctbot::games::punct::STANDARD, &moves).await;
    let reply = ok(&m, caller("carol"), Action::HISTORY).await;
    let file = reply.file.as_ref().expect("a record file");
    assert_eq!(file.name, "game-1.txt");
    assert!(reply.text().contains("game-1.txt"), "{}", reply.text());
    assert!(reply.text().chars().count() <= 2000);
    let record = String::from_utf8(file.bytes.clone()).expect("UTF-8");
    for header in [
        "# Game: 1",
        "# Variant: PÜNCT (standard)",
        "# White: alice (1500 → ",
        "# Black: bob (1500 → ",
        "# Days per move: 3",
        "# Rated: yes",
        &format!("# Result: {}", result.0),
    ] {
        assert!(record.contains(header), "{header} in\n{record}");
    }
    let plays: Vec<&str> = record
        .lines()
        .filter_map(|line| line.strip_prefix("play "))
        .map(|line| line.split(" # ").next().unwrap())
        .collect();
    assert_eq!(plays, moves, "every move, in order");
    assert!(record.contains(&format!("play {} # 1. alice", moves[0])));

    let mut engine = Command::new(env!("CARGO_BIN_EXE_punctbot"))
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("punctbot engine runs");
    engine
        .stdin
        .take()
        .unwrap()
        .write_all(record.as_bytes())
        .unwrap();
    let output = engine.wait_with_output().unwrap();
    assert!(output.status.success());
    let answers = String::from_utf8(output.stdout).unwrap();
    let answers: Vec<&str> = answers.lines().collect();
    // `new`, each move, `status`: the comments get no answer.
    assert_eq!(answers.len(), moves.len() + 2, "{answers:?}");
    assert!(answers[..=moves.len()].iter().all(|answer| *answer == "ok"));
    let expected = record
        .lines()
        .last()
        .and_then(|line| line.strip_prefix("status # "))
        .expect("the status line says what to expect");
    assert_eq!(answers.last(), Some(&expected));
    assert_eq!(expected, result.1);
}

/// `/games finished:true` lists finished and aborted games with their
/// numbers.
#[tokio::test]
async fn finished_games_are_listed_with_their_numbers() {
    let db = Db::new();
    let m = db.manager().await;
    let finished = |user: Option<&str>| Action::Games {
        user: user.map(player),
        finished: true,
    };
    let none = ok(&m, caller("alice"), finished(None)).await;
    assert!(none.says(|said| matches!(said, Message::NoFinishedGames { owner: None })));
    for channel in [CHANNEL, OTHER_CHANNEL] {
        start(&m, punctbot::games::boop::STANDARD, channel).await;
        ok(
            &m,
            caller_in("bob", channel),
            Action::Resign { confirmed: true },
        )
        .await;
    }
    let third = OTHER_CHANNEL + 1;
    start(&m, punctbot::games::boop::STANDARD, third).await;
    ok(&m, caller_in("alice", third), Action::Abort).await;
    let list = ok(&m, caller("carol"), finished(Some("alice"))).await;
    let games: Vec<(u32, Option<Score>)> = list
        .said
        .iter()
        .filter_map(|said| match said {
            Message::PlayedGame { number, score, .. } => Some((*number, *score)),
            _ => None,
        })
        .collect();
    assert_eq!(
        games,
        [(3, None), (2, Some(Score::Win)), (1, Some(Score::Win))],
        "newest first, the aborted one without a result"
    );
    assert!(list.text().contains("#2"), "{}", list.text());
    // The stats count and list games with a result only.
    let stats = ok(
        &m,
        caller("carol"),
        Action::Stats {
            user: Some(player("alice")),
        },
    )
    .await;
    let listed = stats
        .said
        .iter()
        .filter(|said| matches!(said, Message::PlayedGame { .. }))
        .count();
    assert_eq!(listed, 2);
}

/// `/replay` attaches an animated GIF with a frame per ply.
#[tokio::test]
async fn a_replay_has_a_frame_per_ply() {
    let db = Db::new();
    let m = db.manager().await;
    let game = (0..)
        .map(|seed| random_game(punctbot::games::boop::STANDARD, 12, seed))
        .find(|game| game.outcome().is_none())
        .expect("a game still going after 12 plies");
    let moves = history(&game);
    play_all(&m, CHANNEL, punctbot::games::boop::STANDARD, &moves).await;
    let reply = ok(&m, caller("carol"), Action::Replay { game: Some(1) }).await;
    let file = reply.file.as_ref().expect("a GIF");
    assert_eq!(file.name, "game-1.gif");
    let decoder =
        image::codecs::gif::GifDecoder::new(std::io::Cursor::new(file.bytes.clone())).unwrap();
    let frames = image::AnimationDecoder::into_frames(decoder)
        .collect_frames()
        .unwrap();
    assert_eq!(frames.len(), moves.len() + 1);
    assert!(reply.says(|said| matches!(said, Message::Replay { plies: 12, .. })));
}
