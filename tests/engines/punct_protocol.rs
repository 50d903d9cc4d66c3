//! Drives the real `punctbot engine` binary through the protocol of
//! the README ("The engine protocol") with PÜNCT games: one answer line per command.

use crate::common::engine::Engine;

#[test]
fn a_standard_game_through_the_protocol() {
    let mut engine = Engine::start();
    assert_eq!(engine.ask("new punct"), "ok");
    assert_eq!(engine.ask("status"), "turn white");
    let moves = engine.ask("moves");
    let list: Vec<&str> = moves.split(' ').collect();
    assert_eq!(list.len(), 4986);
    assert!(list.windows(2).all(|w| w[0] < w[1]), "sorted, each once");
    assert!(list.contains(&"+F5:G5,H5"));
    assert!(!list.contains(&"+H6:H7,I7"));
    assert_eq!(engine.ask("perft 1"), "4986");
    assert_eq!(engine.ask("play +f5:h5,g5"), "ok");
    assert_eq!(engine.ask("status"), "turn black");
    assert_eq!(
        engine.ask("play +H6:H7,I7"),
        "illegal new pieces may not touch the central hexagon"
    );
    assert_eq!(
        engine.ask("play +Q18:G5,H5"),
        "illegal Q18 is not a cell of the board"
    );
    assert!(engine
        .ask("play nonsense")
        .starts_with("illegal cannot read that move"));
    assert_eq!(
        engine.ask("play F5>F6:G6,H6"),
        "illegal no piece of yours has its PÜNCT on F5"
    );
    assert!(engine.ask("show").contains("black to move"));
    assert_eq!(engine.ask("undo"), "ok");
    assert_eq!(engine.ask("status"), "turn white");
    assert_eq!(engine.ask("undo"), "error nothing to undo");
    assert_eq!(engine.ask("moves").split(' ').count(), 4986);
    engine.quit();
}

#[test]
fn a_basic_game_and_a_finished_game() {
    let mut engine = Engine::start();
    assert_eq!(engine.ask("new punct basic"), "ok");
    assert_eq!(engine.ask("play +B2:C2,D2"), "ok");
    assert_eq!(
        engine.ask("play +H6:H7,I7"),
        "ok",
        "Black may use the centre"
    );
    assert_eq!(engine.ask("status"), "turn white");
    // White connects J2 (c − r = +8) with B10 (c − r = −8) along row 2 and
    // column B; its last step is a MOVE.
    assert_eq!(engine.ask("new punct"), "ok");
    for (i, m) in [
        "+J2:I2,H2",
        "+O12:O13,O14",
        "+G2:F2,E2",
        "+M12:M13,M14",
        "+C2:B2,D2",
        "+K12:K13,K14",
        "+B3:B4,B5",
        "+Q12:Q13,Q14",
        "+B9:B10,C10",
        "+O16:N16,P16",
        "+E6:E7,E8",
        "+L15:L14,L16",
    ]
    .iter()
    .enumerate()
    {
        assert_eq!(engine.ask(&format!("play {m}")), "ok", "move {i}: {m}");
    }
    assert_eq!(engine.ask("status"), "turn white");
    assert_eq!(
        engine.ask("play +N3:N4? "),
        "illegal cannot read that move: write an ADD as +F5:G5,H5 and a MOVE as H2>H5:I5,J5 (PÜNCT first, then the two minor dots), or pass"
    );
    assert_eq!(
        engine.ask("play E6>B7:B8,B9"),
        "illegal E6 and B7 are not on one line: the PÜNCT moves straight along a line"
    );
    assert_eq!(engine.ask("play e6>b6:b8,b7"), "ok");
    assert_eq!(engine.ask("status"), "win white");
    assert_eq!(engine.ask("moves"), "");
    assert_eq!(engine.ask("perft 3"), "1");
    assert_eq!(engine.ask("play +B10:C10,D10"), "illegal the game is over");
    assert_eq!(engine.ask("undo"), "ok");
    assert_eq!(engine.ask("status"), "turn white");
    assert_eq!(engine.ask("perft 0"), "1");
    engine.quit();
}
