//! Moves seen before they count (issue 14, `/settings confirm:true`): the
//! preview shows the position after the move to the mover alone, stores
//! nothing, and Confirm stores exactly what a direct move stores; a preview
//! made before the game changed is refused, and Cancel changes nothing.

use punctbot::manager::Locale;
use punctbot::words::prelude::*;
use punctbot::{
    games::{AnyGame, ByColor, GameKind, Rules},
    manager::{Action, ButtonAction, Manager, Message, Refusal, Reply},
    render,
};

use crate::manager_support::{
    caller, caller_in, fingerprint, mv, no, notations, ok, refused, start, Db, CHANNEL, THREAD,
};

/// Each game's first moves: alice's, bob's, alice's.
const OPENINGS: [(GameKind, [&str; 3]); 2] = [
    (
        punctbot::games::punct::STANDARD,
        ["+F5:G5,H5", "+D8:E8,F8", "+B2:C2,C3"],
    ),
    (punctbot::games::boop::STANDARD, ["Kc3", "Kd4", "Ka1"]),
];

fn confirm_on(on: bool) -> Action {
    Action::Settings {
        confirm: Some(on),
        language: None,
        web: None,
        puzzle_channel: None,
        puzzles_off: false,
    }
}

fn names() -> ByColor<String> {
    ByColor {
        first: "alice".to_owned(),
        second: "bob".to_owned(),
    }
}

/// The button under `preview` that does `wanted`.
fn button(preview: &Reply, wanted: fn(&ButtonAction) -> bool) -> &punctbot::manager::Button {
    preview
        .buttons
        .iter()
        .find(|button| wanted(&button.id.action))
        .expect("the button")
}

fn is_confirm(action: &ButtonAction) -> bool {
    matches!(action, ButtonAction::ConfirmMove { .. })
}

fn is_cancel(action: &ButtonAction) -> bool {
    *action == ButtonAction::CancelMove
}

/// `notation` played by `name` with the preview on: the preview (checked to
/// store nothing and to show the position after the move), then Confirm.
async fn preview(m: &Manager, name: &str, channel: u64, notation: &str) -> Reply {
    let before = fingerprint(m, channel).await;
    let shown = ok(m, caller_in(name, channel), mv(notation)).await;
    assert_eq!(
        fingerprint(m, channel).await,
        before,
        "a preview stores nothing"
    );
    assert!(shown.ephemeral, "only the mover sees a preview");
    assert!(shown.board().is_none(), "a preview is not the game's board");
    assert!(shown.mentions.is_empty());
    assert!(
        shown.says(
            |message| matches!(message, Message::MovePreview { notation: n, .. } if n == notation)
        ),
        "{:?}",
        shown.said
    );
    shown
}

#[tokio::test]
async fn a_confirmed_preview_stores_the_same_move_as_a_direct_move() {
    for (kind, moves) in OPENINGS {
        let db = Db::new();
        let m = db.manager().await;
        // The same game twice: played directly in the channel, and in the
        // thread with alice's moves previewed and confirmed (the setting is
        // hers, on every channel: it is switched for each of her moves).
        start(&m, kind, CHANNEL).await;
        start(&m, kind, THREAD).await;
        let mut mirror = kind.start();
        for (index, notation) in moves.iter().enumerate() {
            let name = if index % 2 == 0 { "alice" } else { "bob" };
            mirror.play_text(notation).unwrap();
            let direct = ok(&m, caller_in(name, CHANNEL), mv(notation)).await;
            let confirmed = if name == "alice" {
                ok(&m, caller(name), confirm_on(true)).await;
                let shown = preview(&m, name, THREAD, notation).await;
                ok(&m, caller(name), confirm_on(false)).await;
                assert_eq!(
                    shown.image,
                    Some(render::board_png(&mirror, &names(), &Locale::en())),
                    "{kind:?} {notation}: the picture of the position after the move"
                );
                let confirm = button(&shown, is_confirm);
                m.handle(confirm.id.request(caller_in(name, THREAD)))
                    .await
                    .expect("confirmed")
            } else {
                ok(&m, caller_in(name, THREAD), mv(notation)).await
            };
            assert!(!confirmed.ephemeral && confirmed.board().is_some());
            assert_eq!(confirmed.image, direct.image, "{kind:?} {notation}");
            assert_eq!(confirmed.buttons.len(), direct.buttons.len());
            assert_eq!(
                notations(&m, confirmed.board().unwrap()).await,
                notations(&m, direct.board().unwrap()).await
            );
        }
        assert_eq!(notations(&m, game_in(&m, THREAD).await).await, moves);
    }
}

/// The game in `channel`.
async fn game_in(m: &Manager, channel: u64) -> punctbot::store::GameId {
    m.store()
        .active_game_in(channel)
        .await
        .unwrap()
        .expect("a game")
        .id
}

#[tokio::test]
async fn a_stale_preview_is_refused() {
    for (kind, [first, second, third]) in OPENINGS {
        let db = Db::new();
        let m = db.manager().await;
        start(&m, kind, CHANNEL).await;
        ok(&m, caller("alice"), confirm_on(true)).await;
        // The game moved on: alice played another way meanwhile (her
        // preview is off for that move).
        let shown = preview(&m, "alice", CHANNEL, first).await;
        ok(&m, caller("alice"), confirm_on(false)).await;
        ok(&m, caller("alice"), mv(first)).await;
        let confirm = button(&shown, is_confirm);
        let refusal = refused(&m, confirm.id.request(caller("alice"))).await;
        assert_eq!(refusal, Refusal::StalePreview);

        // The same ply, another position: bob's move is taken back and
        // another played in its place before alice confirms.
        ok(&m, caller("bob"), mv(second)).await;
        ok(&m, caller("alice"), confirm_on(true)).await;
        let shown = preview(&m, "alice", CHANNEL, third).await;
        ok(&m, caller("bob"), Action::RequestTakeback).await;
        ok(&m, caller("alice"), Action::AcceptTakeback).await;
        let replaced = ok(&m, caller("bob"), mv(third)).await;
        let game = replaced.board().unwrap();
        let confirm = button(&shown, is_confirm);
        assert_eq!(
            confirm.id.stamp,
            crate::manager_support::stamp_of(&replaced),
            "{kind:?}: the preview's ply is the game's again"
        );
        let refusal = refused(&m, confirm.id.request(caller("alice"))).await;
        assert_eq!(refusal, Refusal::StalePreview, "{kind:?}");
        assert!(refusal
            .text(&punctbot::manager::Locale::en())
            .contains("not played"));
        assert_eq!(notations(&m, game).await, [first, third]);
    }
}

#[tokio::test]
async fn cancel_leaves_the_database_unchanged() {
    for (kind, [first, ..]) in OPENINGS {
        let db = Db::new();
        let m = db.manager().await;
        start(&m, kind, CHANNEL).await;
        ok(&m, caller("alice"), confirm_on(true)).await;
        let before = fingerprint(&m, CHANNEL).await;
        let shown = preview(&m, "alice", CHANNEL, first).await;
        let cancel = button(&shown, is_cancel);
        // Only the mover's Cancel means anything.
        assert!(matches!(
            refused(&m, cancel.id.request(caller("bob"))).await,
            Refusal::NotYourTurn { .. }
        ));
        let cancelled = m
            .handle(cancel.id.request(caller("alice")))
            .await
            .expect("cancelled");
        assert!(cancelled.ephemeral);
        assert!(cancelled.says(|message| *message == Message::MoveCancelled));
        assert_eq!(fingerprint(&m, CHANNEL).await, before, "{kind:?}");
        // Still alice's move: she may confirm the same preview after all.
        let confirm = button(&shown, is_confirm);
        let played = m
            .handle(confirm.id.request(caller("alice")))
            .await
            .expect("confirmed after a cancel");
        assert_eq!(notations(&m, played.board().unwrap()).await, [first]);
        assert_eq!(
            no(&m, caller("alice"), mv(first)).await,
            Refusal::NotYourTurn {
                to_move: "bob".to_owned()
            }
        );
    }
}

/// The preview of a move that ends the game says so, and shows the
/// position after it.
#[tokio::test]
async fn a_preview_of_the_last_move_says_it_ends_the_game() {
    let db = Db::new();
    let m = db.manager().await;
    start(&m, punctbot::games::boop::STANDARD, CHANNEL).await;
    let mut mirror: AnyGame = punctbot::games::boop::STANDARD.start();
    let mut rng = crate::manager_support::Rng::new(7);
    // Random whole turns until the next one would end the game.
    let last = loop {
        let legal = mirror.legal_move_texts();
        let ending = legal.iter().find(|text| {
            let mut after = mirror.clone();
            after.play_text(text).is_ok() && after.outcome().is_some()
        });
        if let Some(ending) = ending {
            break ending.clone();
        }
        let pick = rng.pick(&legal).clone();
        let name = mirror.turn().fold("alice", "bob");
        ok(&m, caller(name), mv(&pick)).await;
        mirror.play_text(&pick).unwrap();
    };
    let name = mirror.turn().fold("alice", "bob");
    ok(&m, caller(name), confirm_on(true)).await;
    let shown = preview(&m, name, CHANNEL, &last).await;
    assert!(shown.says(|message| matches!(message, Message::MovePreview { ends: true, .. })));
    let over = m
        .handle(button(&shown, is_confirm).id.request(caller(name)))
        .await
        .expect("confirmed");
    assert!(over.says(|message| matches!(message, Message::GameOver { .. })));
}
