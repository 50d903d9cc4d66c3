//! The computer opponent on the rules engines: its move is always legal,
//! it takes a win in one and blocks a loss in one, the same seed and node
//! budget give the same move, and `go` answers through the protocol.

use proptest::prelude::*;
use punctbot::{
    bot::{choose, choose_mcts, Level, Limits},
    games::{
        boop::{self, Setup},
        punct, random_game, AnyGame, AnyMove, GameKind, Outcome, Rules, Seat,
    },
    puzzles::{shipped, Goal},
};

use crate::common::engine::Engine;

/// Enough nodes for every root move of a PÜNCT position to be valued (a
/// few thousand) and a little search beyond.
const NODES: u64 = 20_000;

fn punct_basic(moves: &str) -> AnyGame {
    AnyGame::new(
        punct::BASIC,
        punct::Position::from_history(punct::Variant::Basic, moves.split_whitespace())
            .expect("legal moves"),
    )
}

fn bot_move(game: &AnyGame, level: Level) -> AnyMove {
    choose(game, level, Limits::nodes(NODES), 7)
        .expect("the game goes on")
        .mv
}

/// Whether the side to move has a move that wins at once.
fn can_win_in_one(game: &AnyGame) -> bool {
    let me = game.turn();
    game.legal_moves().into_iter().any(|mv| {
        let mut after = game.clone();
        after.play(mv).unwrap();
        after.outcome() == Some(Outcome::Win(me))
    })
}

/// White to move with `+G8:H8,I8` winning: row 8 from column A to Q10.
const PUNCT_WHITE_WINS: &str = "+A8:B8,C8 +B2:C2,C3 +D8:E8,F8 +E2:F2,F3 +J8:K8,L8 \
     +B5:C5,C6 +N8:M8,O8 +E5:F5,F6 +P8:P9,Q10 +H2:I2,I3";

/// The same chain built by black, white to move: black threatens
/// `+G8:H8,I8`.
const PUNCT_BLACK_THREATENS: &str = "+L16:M16,N16 +A8:B8,C8 +B2:C2,C3 +D8:E8,F8 +E2:F2,F3 \
     +J8:K8,L8 +B5:C5,C6 +N8:M8,O8 +E5:F5,F6 +P8:P9,Q10";

fn boop_setup(turn: Seat) -> AnyGame {
    let mut setup = Setup::new(boop::Variant::Standard)
        .pieces(Seat::First, "Ca1 Cb1 Kd4")
        .unwrap()
        .pieces(Seat::Second, "Kf6 Ke5")
        .unwrap()
        .turn(turn);
    // A third cat in orange's pool: Cc1 wins.
    setup.graduated.first = 3;
    AnyGame::new(
        boop::STANDARD,
        boop::Position::from_setup(&setup).expect("a legal setup"),
    )
}

#[test]
fn every_level_takes_a_win_in_one() {
    let positions = [punct_basic(PUNCT_WHITE_WINS), boop_setup(Seat::First)];
    for game in &positions {
        assert!(can_win_in_one(game), "the fixture has a win");
        for level in Level::ALL {
            let mut after = game.clone();
            after.play(bot_move(game, level)).unwrap();
            assert_eq!(
                after.outcome(),
                Some(Outcome::Win(game.turn())),
                "{level} in {}",
                game.describe()
            );
        }
    }
}

#[test]
fn the_searching_levels_block_a_loss_in_one() {
    // Each with a move that ignores the threat.
    let positions = [
        (punct_basic(PUNCT_BLACK_THREATENS), "+Q14:Q13,Q12"),
        (boop_setup(Seat::Second), "Ka6"),
    ];
    for (game, careless) in &positions {
        assert!(!can_win_in_one(game), "no win of our own to take instead");
        let mut threatened = game.clone();
        threatened.play_text(careless).unwrap();
        assert!(can_win_in_one(&threatened), "the threat is real");
        for level in [Level::Intermediate, Level::Strongest] {
            let mut after = game.clone();
            after.play(bot_move(game, level)).unwrap();
            assert_eq!(after.outcome(), None);
            assert!(
                !can_win_in_one(&after),
                "{level} left a win in one after {}",
                after.last_move().unwrap()
            );
        }
    }
}

/// Iterations for the tree search: enough to grow most of the root's
/// children once (each growth values all of a child's replies).
const MCTS_NODES: u64 = 300;

fn mcts_move(game: &AnyGame) -> AnyMove {
    choose_mcts(game, Limits::nodes(MCTS_NODES), 7)
        .expect("the game goes on")
        .mv
}

#[test]
fn the_tree_search_takes_a_win_in_one_and_blocks_a_loss_in_one() {
    for game in [punct_basic(PUNCT_WHITE_WINS), boop_setup(Seat::First)] {
        let mut after = game.clone();
        after.play(mcts_move(&game)).unwrap();
        assert_eq!(after.outcome(), Some(Outcome::Win(game.turn())));
    }
    for game in [punct_basic(PUNCT_BLACK_THREATENS), boop_setup(Seat::Second)] {
        let mut after = game.clone();
        after.play(mcts_move(&game)).unwrap();
        assert_eq!(after.outcome(), None);
        assert!(
            !can_win_in_one(&after),
            "the tree search left a win in one after {}",
            after.last_move().unwrap()
        );
    }
}

#[test]
fn the_same_seed_and_nodes_give_the_same_move() {
    for kind in GameKind::all() {
        let game = random_game(kind, 12, 5);
        let first = choose(&game, Level::Intermediate, Limits::nodes(3_000), 9);
        assert_eq!(
            first,
            choose(&game, Level::Intermediate, Limits::nodes(3_000), 9)
        );
        assert!(first.is_some_and(|found| found.nodes <= 3_000));
        let tree = choose_mcts(&game, Limits::nodes(500), 9);
        assert_eq!(tree, choose_mcts(&game, Limits::nodes(500), 9));
    }
}

#[test]
fn in_punct_only_an_even_depth_or_a_decided_game_chooses_the_move() {
    // Budgets that stop the deepening at every depth from 2 to 5 in some
    // position: an odd iteration's choice (beyond the first, the static
    // one) would show as an odd depth.
    let mut depths = Vec::new();
    for (plies, seed) in [(6, 1), (14, 2), (24, 3)] {
        let game = random_game(punctbot::games::punct::STANDARD, plies, seed);
        for nodes in [4_000, 8_000, 16_000, 32_000, 64_000] {
            let found = choose(&game, Level::Strongest, Limits::nodes(nodes), 1).unwrap();
            let decided = found.score.abs() >= 990_000;
            // Depth 1 is the static valuation a search too short for
            // two plies answers with.
            assert!(
                found.depth == 1 || found.depth.is_multiple_of(2) || decided,
                "{plies} plies, {nodes} nodes: depth {}",
                found.depth
            );
            depths.push(found.depth);
        }
    }
    // Deep enough to have passed an odd iteration at least once.
    assert!(depths.iter().any(|&depth| depth >= 4), "{depths:?}");
}

/// The strongest level sees five plies ahead in boop.: it finds the
/// shipped puzzles' wins in three, each the only move that wins so fast.
#[test]
fn the_strongest_level_finds_wins_in_three() {
    let wins_in_three = shipped::of(boop::STANDARD)
        .iter()
        .filter(|puzzle| puzzle.goal == Goal::Win(3))
        .take(8);
    let mut tried = 0;
    for puzzle in wins_in_three {
        let game = puzzle.position().unwrap();
        let found = choose(&game, Level::Strongest, Limits::nodes(2_000_000), 1).unwrap();
        assert_eq!(
            found.mv.to_string(),
            puzzle.solution[0],
            "puzzle {}: depth {}, score {}",
            puzzle.number,
            found.depth,
            found.score
        );
        tried += 1;
    }
    assert_eq!(tried, 8);
}

#[test]
fn a_finished_game_has_no_bot_move() {
    let mut game = punct_basic(PUNCT_WHITE_WINS);
    game.play_text("+G8:H8,I8").unwrap();
    assert!(game.outcome().is_some());
    assert_eq!(choose(&game, Level::Strongest, Limits::nodes(100), 1), None);
    assert_eq!(choose_mcts(&game, Limits::nodes(100), 1), None);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn the_bot_always_plays_a_legal_move(
        kind in 0..GameKind::all().count(),
        plies in 0usize..80,
        seed: u64,
        level in 0..Level::ALL.len(),
        nodes in 1u64..1_500,
    ) {
        let game = random_game(GameKind::all().nth(kind).unwrap(), plies, seed);
        let found = choose(&game, Level::ALL[level], Limits::nodes(nodes), seed);
        match found {
            None => prop_assert!(game.outcome().is_some()),
            Some(found) => {
                prop_assert!(game.legal_moves().contains(&found.mv), "{}", found.mv);
                prop_assert!(found.nodes <= nodes);
            }
        }
    }

    #[test]
    fn the_tree_search_always_plays_a_legal_move(
        kind in 0..GameKind::all().count(),
        plies in 0usize..80,
        seed: u64,
        nodes in 1u64..60,
    ) {
        let game = random_game(GameKind::all().nth(kind).unwrap(), plies, seed);
        match choose_mcts(&game, Limits::nodes(nodes), seed) {
            None => prop_assert!(game.outcome().is_some()),
            Some(found) => {
                prop_assert!(game.legal_moves().contains(&found.mv), "{}", found.mv);
                prop_assert!(found.nodes <= nodes);
            }
        }
    }
}

/// The games whose random games end in a win often enough to give
/// threatened positions ([`threatened`]): random basic PÜNCT games seldom
/// connect, and the standard game's search is the same code.
const THREAT_GAMES: [GameKind; 2] = [punct::STANDARD, boop::STANDARD];

/// A position where the side to move is threatened: a random game played
/// to its end, two moves taken back (the loser to move, the winner's
/// winning move one ply away); `None` if the game did not end in a win.
fn threatened(kind: GameKind, seed: u64) -> Option<AnyGame> {
    let mut game = random_game(kind, 2_000, seed);
    matches!(game.outcome(), Some(Outcome::Win(_))).then_some(())?;
    (game.undo() && game.undo()).then_some(game)
}

/// The same position with the other side to move, as if the side to move
/// had passed: what the opponent threatens is what it could do from there.
fn passed(game: &AnyGame) -> AnyGame {
    match (
        game.position::<punct::Position>(),
        game.position::<boop::Position>(),
    ) {
        (Some(punct), _) => AnyGame::new(game.kind(), punct.with_turn_passed()),
        (_, Some(boop)) => AnyGame::new(game.kind(), boop.with_turn_passed()),
        _ => unreachable!("the threat games are PÜNCT and boop."),
    }
}

/// Whether, after the side to move plays `mv`, its opponent wins at once
/// (or has already won). `witnesses` are replies that won after other
/// moves: tried first, and a new winning reply joins them.
fn lets_them_win(game: &AnyGame, mv: AnyMove, witnesses: &mut Vec<AnyMove>) -> bool {
    let them = game.turn().other();
    let mut after = game.clone();
    after.play(mv).unwrap();
    if let Some(outcome) = after.outcome() {
        return outcome == Outcome::Win(them);
    }
    let wins = |reply: AnyMove| {
        let mut next = after.clone();
        next.play(reply).is_ok() && next.outcome() == Some(Outcome::Win(them))
    };
    if witnesses.iter().any(|&reply| wins(reply)) {
        return true;
    }
    match after.legal_moves().into_iter().find(|&reply| wins(reply)) {
        Some(reply) => {
            witnesses.push(reply);
            true
        }
        None => false,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    /// Whenever the opponent threatens to win at once and some move stops
    /// it, the strongest level plays a move after which the opponent
    /// cannot win at once, even on a budget far too small to search two plies
    /// over a PÜNCT position's thousands of moves (the threat pass).
    #[test]
    fn the_threat_pass_never_misses_a_block_in_one(
        kind in 0..THREAT_GAMES.len(),
        seed: u64,
        nodes in 1u64..400,
    ) {
        let kind = THREAT_GAMES[kind];
        let Some(game) = threatened(kind, seed) else {
            return Ok(());
        };
        if can_win_in_one(&game) || !can_win_in_one(&passed(&game)) {
            // Taking its own win is the right answer, and another test's;
            // a loss the mover would make for itself with a careless
            // move is no threat to block.
            return Ok(());
        }
        let chosen = choose(&game, Level::Strongest, Limits::nodes(nodes), seed).unwrap().mv;
        let mut witnesses = Vec::new();
        if lets_them_win(&game, chosen, &mut witnesses) {
            let block = game
                .legal_moves()
                .into_iter()
                .find(|&mv| !lets_them_win(&game, mv, &mut witnesses));
            prop_assert!(
                block.is_none(),
                "{} played {} when {} stops the win in one ({})",
                kind,
                chosen,
                block.unwrap(),
                game.describe()
            );
        }
    }
}

/// Not a vacuous property: in a good part of the positions it draws the
/// opponent threatens to win at once.
#[test]
fn the_threat_positions_are_threats() {
    for kind in THREAT_GAMES {
        let mut threatened_seen = 0;
        for seed in 0..12 {
            let Some(game) = threatened(kind, seed) else {
                continue;
            };
            threatened_seen += usize::from(can_win_in_one(&passed(&game)));
        }
        assert!(threatened_seen >= 3, "{kind}: {threatened_seen} of 12");
    }
}

#[test]
fn go_answers_a_bestmove_through_the_protocol() {
    let mut engine = Engine::start();
    assert_eq!(engine.ask("new boop"), "ok");
    let answer = engine.ask("go nodes 2000");
    let mv = answer.strip_prefix("bestmove ").expect(&answer);
    assert!(engine.ask("moves").split(' ').any(|m| m == mv), "{mv}");
    // Reproducible: the same position and budget, the same move.
    assert_eq!(engine.ask("go nodes 2000"), answer);
    assert_eq!(engine.ask(&format!("play {mv}")), "ok");
    assert!(engine
        .ask("go movetime 50 level beginner")
        .starts_with("bestmove "));
    assert!(engine.ask("GO NODES 500 LEVEL 2").starts_with("bestmove "));
    for bad in [
        "go",
        "go nodes",
        "go nodes 0",
        "go nodes many",
        "go movetime 9999999",
        "go nodes 10 level 4",
        "go depth 3",
        "go nodes 10 level",
    ] {
        assert!(engine.ask(bad).starts_with("error "), "{bad}");
    }
    assert_eq!(engine.ask("new punct basic"), "ok");
    for mv in PUNCT_WHITE_WINS.split_whitespace() {
        assert_eq!(engine.ask(&format!("play {mv}")), "ok");
    }
    let answer = engine.ask("go nodes 20000");
    let mv = answer.strip_prefix("bestmove ").expect(&answer);
    assert_eq!(engine.ask(&format!("play {mv}")), "ok");
    assert_eq!(engine.ask("status"), "win white");
    assert_eq!(engine.ask("go movetime 10"), "error game over");
    engine.quit();
}

#[test]
fn a_match_between_a_level_and_an_engine_program_prints_every_game_and_the_times() {
    let engine = format!("engine:{} engine", env!("CARGO_BIN_EXE_punctbot"));
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_punctbot"))
        .args(["match", "1", &engine, "--game", "boop", "--games", "3"])
        .args(["--nodes", "300", "--jobs", "2", "--seed", "5"])
        .output()
        .unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success(), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.iter().filter(|l| l.starts_with("game ")).count(), 3);
    // Each player's time per move, then the tally of all three games.
    assert!(lines[lines.len() - 3].starts_with("level 1 (beginner): "));
    assert!(lines[lines.len() - 2].starts_with("engine `"));
    assert!(lines[lines.len() - 2].contains(" moves, mean "));
    let tally = lines[lines.len() - 1];
    let games: u32 = ["W ", "D ", "L "]
        .iter()
        .map(|mark| {
            let rest = &tally[tally.find(mark).expect(tally) + 2..];
            rest.split([' ', ','])
                .next()
                .unwrap()
                .parse::<u32>()
                .unwrap()
        })
        .sum();
    assert_eq!(games, 3, "{tally}");
}
