//! A boop placement that needs a choice (issue 14): shown on the bed after
//! the placement and its boop, the options numbered and worded by what
//! they do, chosen by number, and withdrawn leaving nothing changed.

use punctbot::manager::Locale;
use punctbot::words::prelude::*;
use punctbot::{
    games::{boop, AnyGame, Rules},
    manager::{Action, ButtonAction, Message, Refusal},
    render,
};

use crate::manager_support::{
    caller, fingerprint, game_with_a_choice, history, mv, no, notations, ok, seat_name, Db, CHANNEL,
};

/// The choice `placement` leaves in `mirror`, as the engine sees it.
fn choosing(mirror: &AnyGame, placement: &str) -> boop::Choosing {
    boop::position(mirror)
        .expect("a boop game")
        .choosing(placement.parse().unwrap())
        .unwrap()
        .expect("a choice")
}

#[tokio::test]
async fn the_choice_shows_the_bed_after_the_placement_and_numbers_its_options() {
    let db = Db::new();
    let m = db.manager().await;
    let (mirror, placement, options) = game_with_a_choice(&m, 100..140).await;
    let mover = seat_name(mirror.turn());
    let before = ok(&m, caller("carol"), Action::BOARD).await;
    let prompt = ok(&m, caller(mover), mv(&placement)).await;

    // The picture is the engine's bed after the placement, not the board
    // before it.
    let expected = choosing(&mirror, &placement);
    let names = punctbot::games::ByColor {
        first: "alice".to_owned(),
        second: "bob".to_owned(),
    };
    let first = mirror.parse_move(&placement).unwrap();
    assert_eq!(
        prompt.image,
        render::choice_png(&mirror, first, &names, &Locale::en())
    );
    assert!(prompt.image.is_some());
    assert_ne!(prompt.image, before.image);

    // Each option, numbered in the menu and the message by its effect.
    let said = prompt
        .said
        .iter()
        .find_map(|message| match message {
            Message::ChooseOption { options, .. } => Some(options.clone()),
            _ => None,
        })
        .expect("the options are said");
    let resolutions = expected.options.resolutions();
    let effects: Vec<_> = resolutions
        .iter()
        .map(|&option| boop::words::option_phrase(&expected.resolved(option).unwrap()))
        .collect();
    assert_eq!(said, effects);
    let chosen: Vec<String> = prompt
        .buttons
        .iter()
        .filter_map(|button| match &button.id.action {
            ButtonAction::Choose(option) => Some(option.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(chosen, options);
    for (index, button) in prompt.buttons.iter().take(options.len()).enumerate() {
        assert!(
            button
                .label(&prompt.locale)
                .starts_with(&format!("{} · ", index + 1)),
            "{}",
            button.label(&prompt.locale)
        );
    }
    assert_eq!(
        prompt.buttons.last().map(|button| &button.id.action),
        Some(&ButtonAction::Withdraw)
    );
}

#[tokio::test]
async fn an_option_may_be_chosen_by_its_number() {
    let db = Db::new();
    let m = db.manager().await;
    let (mut mirror, placement, options) = game_with_a_choice(&m, 100..140).await;
    let mover = seat_name(mirror.turn());
    let prompt = ok(&m, caller(mover), mv(&placement)).await;
    let game = prompt.board().unwrap();
    let number = options.len();
    ok(
        &m,
        caller(mover),
        Action::Choose {
            option: number.to_string(),
        },
    )
    .await;
    mirror
        .play_text(&format!("{placement}/{}", options[number - 1]))
        .unwrap();
    assert_eq!(notations(&m, game).await, history(&mirror));
}

#[tokio::test]
async fn cancel_withdraws_the_placement_and_changes_nothing_stored() {
    let db = Db::new();
    let m = db.manager().await;
    let (mirror, placement, options) = game_with_a_choice(&m, 100..140).await;
    let mover = seat_name(mirror.turn());
    let other = seat_name(mirror.turn().other());
    // Three ways to cancel: the button, `/choose cancel` (the same action),
    // and `/takeback` while the placement waits.
    for how in ["button", "typed", "takeback"] {
        let before = fingerprint(&m, CHANNEL).await;
        let prompt = ok(&m, caller(mover), mv(&placement)).await;
        assert_ne!(
            fingerprint(&m, CHANNEL).await,
            before,
            "the placement is stored"
        );
        let withdrawn = match how {
            "button" => {
                let cancel = prompt.buttons.last().unwrap();
                let request = cancel.id.request(caller(mover));
                // Only the mover may cancel.
                let refusal =
                    crate::manager_support::refused(&m, cancel.id.request(caller(other))).await;
                assert!(
                    matches!(refusal, Refusal::NotYourTurn { .. }),
                    "{refusal:?}"
                );
                m.handle(request).await.expect("withdrawn")
            }
            "typed" => ok(&m, caller(mover), Action::Withdraw).await,
            _ => ok(&m, caller(mover), Action::RequestTakeback).await,
        };
        assert!(
            withdrawn.says(|message| matches!(message, Message::PlacementWithdrawn { .. })),
            "{how}: {:?}",
            withdrawn.said
        );
        assert_eq!(fingerprint(&m, CHANNEL).await, before, "{how}");
        // Nothing waits any more.
        assert_eq!(
            no(&m, caller(mover), Action::Withdraw).await,
            Refusal::NoChoiceAwaited
        );
    }
    // The mover plays on, another option or another placement.
    let typed = format!("{placement}/{}", options[0]);
    ok(&m, caller(mover), mv(&typed)).await;
}

/// The options say what they do, in the rulebook's words.
#[test]
fn options_are_worded_by_their_effect() {
    use boop::{Kind, Piece, Resolved, Row};
    use punctbot::{games::Seat, manager::Locale, words::option_label};
    let piece = |kind| Piece {
        owner: Seat::First,
        kind,
    };
    let row = Row::from_ends("a3".parse().unwrap(), "c3".parse().unwrap()).unwrap();
    let label = |number, effect: Resolved| {
        option_label(&Locale::en(), number, &boop::words::option_phrase(&effect))
    };
    assert_eq!(
        label(
            1,
            Resolved::Graduated {
                row,
                pieces: [piece(Kind::Kitten); 3]
            }
        ),
        "1 · Graduate the kittens on a3–c3"
    );
    assert_eq!(
        label(
            2,
            Resolved::Graduated {
                row,
                pieces: [piece(Kind::Kitten), piece(Kind::Cat), piece(Kind::Kitten)]
            }
        ),
        "2 · Graduate a3–c3: the kittens out of the game, the cat back to your pool"
    );
    let a3 = "a3".parse().unwrap();
    assert_eq!(
        label(
            3,
            Resolved::Lifted {
                square: a3,
                piece: piece(Kind::Cat)
            }
        ),
        "3 · Return the cat on a3 to your pool"
    );
    assert_eq!(
        label(
            4,
            Resolved::Lifted {
                square: a3,
                piece: piece(Kind::Kitten)
            }
        ),
        "4 · Graduate the kitten on a3"
    );
}
