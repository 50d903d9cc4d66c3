//! Drives the real `punctbot engine` binary through the protocol of
//! the README ("The engine protocol") with a game of boop.

use crate::common::engine::Engine;

#[test]
fn a_game_of_boop_through_the_engine_protocol() {
    let mut engine = Engine::start();
    assert_eq!(engine.ask("new boop"), "ok");
    assert_eq!(engine.ask("status"), "turn orange");
    let moves = engine.ask("moves");
    let moves: Vec<&str> = moves.split(' ').collect();
    assert_eq!(moves.len(), 36);
    assert_eq!(moves[0], "Ka1");
    assert!(moves.windows(2).all(|pair| pair[0] < pair[1]));
    assert!(moves.iter().all(|m| m.starts_with('K')));
    assert_eq!(engine.ask("perft 1"), "36");
    assert_eq!(engine.ask("perft 2"), "1260");

    // Orange lines up d2, e3, f4: gray's Kf6 pushes f5 to f4, and Kd2
    // cannot push e3 because f4 is behind it.
    for (command, answer) in [
        ("play kf5", "ok"),
        ("status", "turn gray"),
        ("play Kc3", "ok"),
        ("play KE3", "ok"),
        ("play Kf6", "ok"),
        ("play Kc7", "illegal c7 is not a square of the bed"),
        ("play Ke3", "illegal e3 is occupied"),
        ("play Cc1", "illegal you have no cats in your pool"),
        ("play xyz", "illegal write a turn as Kc3, Cc3 or Kc1/Ga1-c1"),
        ("play Kd2", "illegal choose which row to graduate: d2-f4"),
        ("play Kd2/Ga2-c2", "illegal a2-c2 is not one of your rows"),
        ("play Kd2/GF4-D2", "ok"),
        ("status", "turn gray"),
        ("undo", "ok"),
        ("status", "turn orange"),
        ("play Kd2/Gd2-f4", "ok"),
    ] {
        assert_eq!(engine.ask(command), answer, "{command}");
    }
    let show = engine.ask("show");
    assert!(show.starts_with("gray to move"), "{show}");
    assert!(show.contains("orange pool 5K 3C"), "{show}");
    let moves = engine.ask("moves");
    assert!(
        moves.split(' ').all(|m| m.starts_with('K')),
        "gray has no cats"
    );

    // Orange may place a cat next: the list now holds both kinds.
    assert_eq!(engine.ask("play Ka6"), "ok");
    let moves = engine.ask("moves");
    assert!(moves.split(' ').any(|m| m.starts_with('C')));
    assert!(moves.split(' ').any(|m| m.starts_with('K')));

    for _ in 0..6 {
        assert_eq!(engine.ask("undo"), "ok");
    }
    assert_eq!(engine.ask("undo"), "error nothing to undo");
    assert_eq!(engine.ask("perft 3"), "42900");

    engine.quit();
}

#[test]
fn a_won_game_lists_no_moves_and_refuses_turns() {
    let mut engine = Engine::start();
    assert_eq!(engine.ask("new boop"), "ok");
    // Orange graduates d2-f4 for three cats, then lines them up on rank 2:
    // gray's kittens on a2 and e2 block the pushes of the last cat.
    for turn in [
        "Kf5",
        "Kc3",
        "Ke3",
        "Kf6",
        "Kd2/Gd2-f4",
        "Ka6",
        "Cb2",
        "Ka2",
        "Cd2",
        "Ke2",
        "Cc2",
    ] {
        assert_eq!(engine.ask(&format!("play {turn}")), "ok", "{turn}");
    }
    assert_eq!(engine.ask("status"), "win orange");
    assert_eq!(engine.ask("moves"), "");
    assert_eq!(engine.ask("play Ke3"), "illegal the game is over");
    assert_eq!(engine.ask("perft 2"), "1");
    assert_eq!(engine.ask("undo"), "ok");
    assert_eq!(engine.ask("status"), "turn orange");
}
