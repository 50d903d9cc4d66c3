//! Tic-tac-toe played to its end by the bot: the manager (on a real SQLite
//! file), the command table the terminal reads lines through, the words
//! and the pictures, none of which names the game.

use std::sync::Arc;

use image::Rgba;

use super::{picture::cell_pixel, KIND};
use crate::{
    games::{registry::GAMES, GameKind, Rules},
    manager::{
        Caller, Failure, FirstMover, FixedCoin, Locale, Manager, ManualClock, Message, Refusal,
        Reply, Request,
    },
    render::palette,
    store::Store,
    surface::Invocation,
    terminal::{asked, id_of, parse_line, Asked},
    words::prelude::*,
};

fn caller(name: &str) -> Caller {
    Caller {
        guild: Some(1),
        channel: id_of("#main"),
        user: id_of(name),
        name: name.to_owned(),
        moderator: false,
        manages_server: false,
        locale: Locale::en(),
        channel_locale: Locale::en(),
    }
}

/// `line` (`@bob /accept`) read as the terminal reads it, and answered.
async fn say(manager: &Manager, line: &str) -> Result<Reply, Failure> {
    let parsed = parse_line(line).unwrap().expect("a command line");
    let caller = caller(&parsed.user);
    let Ok(Asked::Command(Invocation::Manager(action))) = asked(&parsed, caller.clone()) else {
        panic!("`{line}` is a command of the bot's");
    };
    manager.handle(Request::new(caller, action)).await
}

/// The colour of the picture at `at`.
fn pixel(png: &[u8], at: (u32, u32)) -> [u8; 3] {
    let picture = image::load_from_memory(png).expect("a PNG").into_rgba8();
    let Rgba([r, g, b, _]) = *picture.get_pixel(at.0, at.1);
    [r, g, b]
}

fn near(colour: [u8; 3], expected: crate::render::Colour) -> bool {
    let [r, g, b, _] = expected.0;
    colour
        .iter()
        .zip([r, g, b])
        .all(|(&a, b)| a.abs_diff(b) <= 40)
}

#[test]
fn the_registry_lists_it_once_and_by_its_name() {
    assert_eq!(
        GAMES
            .iter()
            .filter(|game| game.name() == "tictactoe")
            .count(),
        1
    );
    assert_eq!("tictactoe".parse::<GameKind>(), Ok(KIND));
    assert_eq!(
        KIND.start().legal_moves_line(),
        "a1 a2 a3 b1 b2 b3 c1 c2 c3"
    );
    assert_eq!(
        GameKind::from_protocol_words(&["tictactoe"]),
        Some(KIND),
        "the engine protocol's `new tictactoe`"
    );
}

#[tokio::test]
async fn a_game_is_played_to_its_end_through_the_manager() {
    let folder = tempfile::tempdir().unwrap();
    let store = Store::open_file(&folder.path().join("bot.db"))
        .await
        .unwrap();
    let manager = Manager::with(
        store,
        Arc::new(ManualClock::at(1_700_000_000_000)),
        Arc::new(FixedCoin(true)),
    );
    // Its own command, made from the registry like every game's.
    let challenge = say(
        &manager,
        "@alice /tictactoe challenge @bob rated:true first:challenger",
    )
    .await
    .unwrap();
    assert!(
        challenge.said.iter().any(|said| matches!(
            said,
            Message::ChallengeIssued { kind, rated: true, first: FirstMover::Challenger, days: Some(3), .. }
                if *kind == KIND
        )),
        "{:?}",
        challenge.said
    );
    let board = say(&manager, "@bob /accept").await.unwrap();
    assert!(board.image.is_some(), "the accepted game's board");

    let after = say(&manager, "@alice /move b1").await.unwrap();
    let png = after.image.expect("a picture after the move");
    assert!(near(pixel(&png, cell_pixel(1)), palette::ORANGE), "x on b1");
    // Refusals say what was wrong in the game's own words, and change
    // nothing.
    let refused = say(&manager, "@bob /move B1").await.unwrap_err();
    let Failure::Refused(refusal @ Refusal::IllegalMove { .. }) = &refused else {
        panic!("an illegal move: {refused:?}");
    };
    assert!(
        refusal.text(&Locale::en()).contains("b1 is already marked"),
        "{}",
        refusal.text(&Locale::en())
    );
    assert!(refusal
        .text(&Locale("ru".to_owned()))
        .contains("b1 уже занята"));
    let not_yet = say(&manager, "@alice /move c3").await.unwrap_err();
    assert!(
        matches!(not_yet, Failure::Refused(Refusal::NotYourTurn { .. })),
        "{not_yet:?}"
    );

    for line in ["@bob /move a2", "@alice /move a1", "@bob /move b2"] {
        say(&manager, line).await.unwrap();
    }
    let last = say(&manager, "@alice /move c1").await.unwrap();
    let over = last
        .said
        .iter()
        .find_map(|said| match said {
            Message::GameOver { kind, ratings, .. } => Some((*kind, ratings.clone())),
            _ => None,
        })
        .expect("the game is over");
    assert_eq!(over.0, KIND);
    assert_eq!(over.1.len(), 2, "both players' ratings changed");
    // Its words are the game's own, from its folder.
    let text = last.text();
    assert!(
        text.contains("alice") && text.contains("Tic-tac-toe"),
        "{text}"
    );
    // The final picture strikes the row through.
    let png = last.image.expect("the final picture");
    for index in [0, 1, 2] {
        assert!(
            near(pixel(&png, cell_pixel(index)), palette::WIN),
            "row 1 struck"
        );
    }
    assert!(!near(pixel(&png, cell_pixel(4)), palette::WIN));
    let done = say(&manager, "@bob /move c3").await.unwrap_err();
    assert!(matches!(done, Failure::Refused(_)), "{done:?}");
}
