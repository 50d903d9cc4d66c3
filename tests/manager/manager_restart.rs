//! A restart loses nothing: the manager is dropped mid-game, a new one is
//! built on the same file, and the games go on to their end.

use crate::manager_support::*;
use punctbot::{
    games::Rules,
    manager::{Action, ButtonAction, Refusal},
    store::GameStatus,
};

#[tokio::test]
async fn a_restart_mid_game_loses_nothing_and_duplicates_nothing() {
    let db = Db::new();
    let mut rng = Rng::new(7);
    let mut mirror = punctbot::games::punct::STANDARD.start();
    let manager = db.manager().await;
    let game = start(&manager, punctbot::games::punct::STANDARD, CHANNEL)
        .await
        .board()
        .unwrap();
    // A few moves, then an open draw offer, then a restart.
    let mut restarts = 0;
    let mut manager = Some(manager);
    while mirror.outcome().is_none() {
        let m = manager.as_ref().unwrap();
        let legal = mirror.legal_move_texts();
        let choice = rng.pick(&legal).clone();
        let mover = seat_name(mirror.turn());
        ok(m, caller(mover), mv(&choice)).await;
        mirror.play_text(&choice).unwrap();
        let ply = mirror.ply();
        if ply % 9 == 4 && mirror.outcome().is_none() {
            // Something pending across the restart: an offer by the mover.
            ok(m, caller(mover), Action::OfferDraw).await;
        }
        if ply % 9 == 5 && mirror.outcome().is_none() {
            let before = fingerprint(m, CHANNEL).await;
            m.store().close().await;
            drop(manager.take());
            let fresh = db.manager().await;
            assert_eq!(
                fingerprint(&fresh, CHANNEL).await,
                before,
                "the same game after the restart"
            );
            manager = Some(fresh);
            restarts += 1;
        }
    }
    assert!(restarts >= 2, "the game went through restarts");
    let m = manager.unwrap();
    let stored = notations(&m, game).await;
    assert_eq!(stored, history(&mirror), "every move once, in order");
    let row = m.store().game(game).await.unwrap().unwrap();
    assert_eq!(row.status, GameStatus::Finished);
    assert_eq!(row.outcome, mirror.outcome());
}

#[tokio::test]
async fn a_boop_placement_waiting_for_its_choice_survives_a_restart() {
    let db = Db::new();
    let first = db.manager().await;
    let (mut mirror, placement, options) = game_with_a_choice(&first, 200..220).await;
    let mover = seat_name(mirror.turn());
    let prompt = ok(&first, caller(mover), mv(&placement)).await;
    let game = prompt.board().unwrap();
    first.store().close().await;
    drop(first);

    let second = db.manager().await;
    // The buttons made before the restart still work.
    let refusal = no(&second, caller(mover), mv("Ka1")).await;
    assert!(matches!(refusal, Refusal::ChoiceAwaited { .. }));
    // The last option's button (Cancel follows the options).
    let button = &prompt.buttons[prompt.buttons.len() - 2];
    assert_eq!(
        button.id.action,
        ButtonAction::Choose(options.last().unwrap().clone())
    );
    let id: punctbot::manager::ButtonId = button.id.to_string().parse().unwrap();
    let done = second.handle(id.request(caller(mover))).await.unwrap();
    let whole = format!("{placement}/{}", options.last().unwrap());
    assert!(done.text().contains(&whole), "{}", done.text());
    mirror.play_text(&whole).unwrap();
    let stored = notations(&second, game).await;
    assert_eq!(stored, history(&mirror));
    assert!(second
        .store()
        .pending_placement(game)
        .await
        .unwrap()
        .is_none());
}
